"""The ASGI app `family-scheduler serve` runs: the stock Agent Server behind the owner check.

`langgraph_api.server:app` is langgraph-api's own application, configured from the
environment the serve command sets (runtime edition, databases, graphs); this wraps it
in `thread_owner.OneFamilyPerThread` and changes nothing else. Imported by uvicorn in
each worker process, never by the CLI itself.
"""

from __future__ import annotations

from langgraph_api.server import app as agent_server

from .thread_owner import OneFamilyPerThread

app = OneFamilyPerThread(agent_server)
