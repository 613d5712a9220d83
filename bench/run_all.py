"""Run every benchmark in this folder and print their figures.

    python bench/run_all.py            # full sizes (the 1M-event calendar is built once: minutes)
    python bench/run_all.py --quick    # fewer repeats and sizes, still meaningful
    python bench/run_all.py --smoke    # tiny sizes: proves every script runs (tests/tooling)

Exits 1 when any script fails, naming it.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent


def main() -> int:
    scripts = sorted(HERE.glob("bench_*.py"))
    failed = []
    for script in scripts:
        print(f"# {script.name}", flush=True)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, str(script), *sys.argv[1:]], check=False)
        print(f"# {script.name}: exit {done.returncode} in {time.perf_counter() - start:.0f} s", flush=True)
        if done.returncode != 0:
            failed.append(script.name)
    if failed:
        print(f"# failed: {', '.join(failed)}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
