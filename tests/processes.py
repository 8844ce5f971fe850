"""Finding processes a test started (by their command line), to prove none outlived it."""

from __future__ import annotations

import os
from pathlib import Path


def processes_mentioning(text: str) -> list[str]:
    """Every other process whose command line contains ``text``: "pid: command line"."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if text in cmdline:
            found.append(f"{entry.name}: {cmdline}")
    return found
