"""``benchmarks/bot_load.py`` still runs: one table flat out for two seconds and a restart with
ten games in play, the bot in its own process against the offline Discord. Checks that every
figure line is printed, that the scenario really played, and that no bot process is left behind.
The figures themselves are not judged here (the benchmark prints PASS/FAIL, never asserts)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from fakediscord import find_spec_path
from tests.processes import processes_mentioning

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "bot_load.py"

FIGURES = (
    "moves: ",
    "click -> first response: n=",
    "requests per move: ",
    "Discord's global limit: ",
    "turns told (a new turn",
    "bot CPU: ",
    "its worker processes (pictures, searches) ",
    " ms per move; ",
    "memory: idle bot ",
    "restore(): ",
    "process start -> restore done: ",
    "== targets ==",
)


def test_bot_load_quick_run_prints_every_figure(tmp_path: Path) -> None:
    keep = tmp_path / "run"
    args = [sys.executable, str(SCRIPT), "--quick", "--tables", "1", "--pace", "flat"]
    args += ["--seconds", "2", "--restore", "10", "--keep", str(keep)]
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    out = done.stdout
    assert done.returncode == 0, f"{out}\n{done.stderr[-3000:]}"
    for figure in FIGURES:
        assert figure in out, f"no {figure!r} line in:\n{out}"
    moves = re.search(r"^moves: (\d+) in ", out, re.MULTILINE)
    assert moves is not None and int(moves[1]) > 0, out
    assert "restore(): 10 open table(s) restored" in out, out
    verdicts = re.findall(r"^(PASS|FAIL|n/a) ", out, re.MULTILINE)
    assert len(verdicts) == 11, out
    # #33: a quick run judges no target only the full run can meet (300 moves/s at 1 table).
    assert re.search(r"^n/a   ≥ 300 moves/s flat out: \d+ moves/s at 1 tables: needs", out, re.M)
    # ... and says validation is on only where the spec is (a clone has none).
    on = find_spec_path() is not None
    assert ("OpenAPI validation on, " in out) is on, out
    assert ("OpenAPI validation off (no OpenAPI spec on this machine" in out) is not on, out
    assert "FAILURES" not in out, out  # every table opened
    refused = re.search(r"requests Discord would refuse: (\d+);", out)
    assert refused is None or refused[1] == "0", out  # (late answers on a busy machine: fine)
    if Path("/proc").is_dir():
        assert processes_mentioning(str(keep)) == [], "a bot process outlived the benchmark"
