"""`python -m family_scheduler` runs the CLI."""

import sys

from .cli import main

sys.exit(main())
