"""The crash suite in CI: ``python -m reliability.crash`` with 3 SIGKILLs of the real bot under a
load of 4 tables (people clicking and computers), restarted on the same database each time.

The script itself checks every property (acknowledged moves stored once as clicked, every game
finished in bounded time after the last restart, final table messages and results as replayed,
no hidden card in any public request) and exits 1 listing what failed; this test runs it, reads
its summary, and checks that it really killed, played and checked, and left no bot running."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

from tests.processes import processes_mentioning

ROOT = Path(__file__).resolve().parents[2]


def _figure(pattern: str, out: str) -> int:
    found = re.search(pattern, out, re.MULTILINE)
    assert found is not None, f"no {pattern!r} in:\n{out}"
    return int(found[1])


def test_sigkills_under_load_lose_no_acknowledged_move(tmp_path: Path) -> None:
    keep = tmp_path / "crash"
    args = [sys.executable, "-m", "reliability.crash", "--kills", "3", "--tables", "4"]
    args += ["--seed", "11", "--think", "0.1", "--ai-delay", "0.05", "--gap", "2"]
    args += ["--warmup", "1", "--finish-timeout", "25", "--keep", str(keep)]
    began = time.perf_counter()
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=150, check=False)
    elapsed = time.perf_counter() - began
    out = done.stdout
    assert done.returncode == 0, f"{out}\n{done.stderr[-3000:]}"
    assert "crash: OK" in out, out
    assert _figure(r"^kills: (\d+) ", out) == 3
    acknowledged = _figure(r"^moves acknowledged: (\d+),", out)
    stored = _figure(r"moves stored: (\d+) ", out)
    assert 0 < acknowledged <= stored, out
    started = _figure(r"^games: (\d+) started", out)
    assert started >= 4 and _figure(r"started, (\d+) finished", out) == started, out
    assert _figure(r"public requests checked for hidden cards: (\d+) ", out) > 0, out
    assert "leaks: 0" in out, out
    assert "restart -> ready" in out and "time to resume tables" in out, out
    print(f"crash suite in CI: {elapsed:.1f} s\n{out}")
    if Path("/proc").is_dir():
        assert processes_mentioning(str(keep)) == [], "a bot process outlived the crash suite"
