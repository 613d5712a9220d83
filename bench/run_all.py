"""Run every benchmark in this folder and print their figures.

python bench/run_all.py [--quick]
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def main() -> int:
    scripts = sorted(p for p in HERE.glob("bench_*.py"))
    failed = 0
    for script in scripts:
        print(f"# {script.name}", flush=True)
        done = subprocess.run([sys.executable, str(script), *sys.argv[1:]], check=False)
        failed += done.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
