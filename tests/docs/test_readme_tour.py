"""The README's tour runs as written once the set-up line has made a calendar."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def tour() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```bash\n(.*?)```", text, flags=re.S)
    [block] = [b for b in blocks if b.startswith("family-scheduler --version")]
    return [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]


def test_every_tour_command_runs_after_the_set_up_line(tmp_path):
    bin_dir = Path(sys.executable).parent  # the environment's family-scheduler, as after activation
    assert (bin_dir / "family-scheduler").exists()
    env = {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
        "FAMILY_SCHEDULER_DB": str(tmp_path / "family.sqlite"),
    }
    env.pop("FAMILY_SCHEDULER_MODEL", None)
    subprocess.run(["family-scheduler", "init"], env=env, check=True, capture_output=True, timeout=120)
    commands = tour()
    assert len(commands) >= 10
    script = "set -e\n" + "\n".join(commands) + "\n"
    done = subprocess.run(
        ["bash", "-c", script], env=env, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout.startswith("family-scheduler ")  # --version first
