"""Runtime and development requirements (#33): a server that only runs the bot installs
`requirements.txt`, which holds no test or tooling package, and everything a person runs
(the bot, the playground, the storage command, the terminal games) works with it alone."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEV_ONLY = ("pytest", "hypothesis", "ruff", "mypy", "jsonschema", "referencing", "playwright")


def pinned(path: Path) -> dict[str, str]:
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(r"^([A-Za-z0-9_.\-]+)==(\S+)$", line.strip())
        if match:
            found[match[1].lower()] = match[2]
    return found


def test_runtime_requirements_hold_no_development_tool() -> None:
    runtime = pinned(REPO / "requirements.txt")
    dev_file = (REPO / "requirements-dev.txt").read_text(encoding="utf-8")
    assert "-r requirements.txt" in dev_file.splitlines()
    dev = pinned(REPO / "requirements-dev.txt")
    assert not [name for name in runtime if name.startswith(DEV_ONLY)]
    assert all(any(name.startswith(tool) for name in dev) for tool in DEV_ONLY)
    assert not set(runtime) & set(dev), "a package is pinned twice"


def test_what_people_run_imports_no_development_tool() -> None:
    """The bot, the playground (its offline Discord included), the storage command and the
    terminal games start with the development packages missing."""
    code = f"""
import sys
class NoDev:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {DEV_ONLY!r} or name.startswith("_pytest"):
            raise ImportError(f"{{name}} is a development package")
sys.meta_path.insert(0, NoDev())
import bot, playground.__main__, storage.__main__, fakediscord
import games.cli, terminal.dobro, terminal.sticks, terminal.ten, terminal.dobble
fakediscord.FakeDiscord()  # (the playground's: no spec is loaded without jsonschema)
print("ok")
"""
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-2000:]
