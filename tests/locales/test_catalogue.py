"""The Fluent catalogue: complete in every language, well-formed, and a whole game reads in each.

Every key must exist in every language with the same variables (a French text that forgot
``$seats`` would fail at the table), every file must parse without junk, and the narration of
random games, every legal move's label and every refusal must render without a missing key or a
leftover placeable.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

import dobro_rules as d
import locales
from dobro_rules.errors import WORDS
from tests.rules.helpers import random_game

error_codes, error_text = WORDS.error_codes, WORDS.error_text

ROOT = Path(__file__).resolve().parents[2]
ALL_KEYS = sorted(locales.keys(locales.DEFAULT))
#: What a Fluent placeable left in a text looks like, and Unicode isolation marks.
LEFTOVER = re.compile(r"\{|\}|\$[a-z_]|[\u2068\u2069]|\?\?\?")


def test_languages_are_the_folders() -> None:
    folders = sorted(p.name for p in locales.ROOT.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    assert sorted(locales.LANGUAGES) == folders
    assert locales.LANGUAGES[0] == "en" and "fr" in locales.LANGUAGES


def test_the_catalogue_is_found_from_any_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:

    monkeypatch.chdir(tmp_path)
    assert locales.files("fr") and all(p.is_absolute() for p in locales.files("fr"))
    assert locales.text("button.join", "fr") == "Rejoindre"


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_every_file_parses_without_junk(lang: str) -> None:
    parser = FluentParser()
    paths = locales.files(lang)
    assert {p.name for p in paths} == {p.name for p in locales.files(locales.DEFAULT)}
    for path in paths:
        resource = parser.parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, (path, [j.annotations for j in junk])
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.value is not None, (path, entry.id.name)
                assert not entry.attributes, (path, entry.id.name)
            # No terms: every text is a message the code can name.
            assert not isinstance(entry, ast.Term), (path, entry.id.name)


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_every_key_exists_in_every_language_with_the_same_variables(lang: str) -> None:
    assert locales.keys(lang) == set(ALL_KEYS)
    differ = {
        key: (locales.variables(key), locales.variables(key, lang))
        for key in ALL_KEYS
        if locales.variables(key) != locales.variables(key, lang)
    }
    assert not differ


def test_each_key_lives_in_the_same_file_in_every_language() -> None:
    def where(lang: str) -> dict[str, str]:
        parser = FluentParser()
        out = {}
        for path in locales.files(lang):
            for entry in parser.parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    out[entry.id.name] = path.name
        return out

    english = where(locales.DEFAULT)
    for lang in locales.LANGUAGES:
        assert where(lang) == english, lang


def test_the_key_mapping_is_one_to_one() -> None:
    ids = list(locales.message_ids())
    assert len(ids) == len(set(ids)) == len(ALL_KEYS)
    for key in ALL_KEYS:
        assert "-" not in key and "." not in locales.fluent_id(key)
        assert locales.key_of(locales.fluent_id(key)) == key
    assert len({locales.fluent_id(k) for k in ALL_KEYS}) == len(ALL_KEYS)
    with pytest.raises(ValueError):
        locales.fluent_id("table-title")


def test_lookups() -> None:
    assert locales.text("table.title", "fr", game="Dobro", id=7) == "Dobro · table 7"
    # English for a language the catalogue does not have
    assert locales.text("table.title", "xx", game="Dobro", id=7) == "Dobro · table 7"
    assert locales.text("button.join", "xx") == "Join"
    assert locales.has("button.join") and not locales.has("button.nothing")
    assert locales.variables("table.error.table_full") == {"seats"}
    with pytest.raises(KeyError):
        locales.text("no.such.key", "en")
    with pytest.raises(locales.CatalogueError):
        locales.text("table.error.table_full", "en")  # a value is missing


def test_texts_keep_spaces_markdown_and_newlines() -> None:
    assert locales.text("table.league", "en", league="Spring") == " · 🏅 Spring"
    assert locales.text("game.away", "fr") == " · 💤 absent"
    created = locales.text("league.created", "en", name="S", settings="x", ends="y")
    assert created.startswith("🏅 League **S** is open: x. y\nTables play")
    scoring = locales.text("rules.text.scoring", "en")
    assert "```\nposition  1st 2nd 3rd" in scoring and "\npoints     1   2" in scoring
    assert locales.text("rules.text.aim", "en").count("\n**Deck**: 50") == 1
    assert locales.text("stats.win_rate", "fr", rate="50") == "taux de victoire 50 %"


def test_numbers_are_not_grouped() -> None:
    assert locales.text("results.rating", "en", before=1000, after=1012, delta="+12") == (
        " · rating 1000 → 1012 (+12)"
    )
    assert locales.text("stats.rating", "fr", rating=12345, rank=1) == (
        "Classement **12345** (n° 1 sur ce serveur)"
    )
    assert locales.text("table.title", "en", game="Dobro", id=2**60) == f"Dobro · table {2**60}"


@pytest.mark.parametrize(
    ("key", "lang", "n", "expected"),
    [
        ("engine.move.take", "en", 1, "Take the bid (1 card)"),
        ("engine.move.take", "en", 2, "Take the bid (2 cards)"),
        ("engine.move.take", "fr", 1, "Ramasser l'enchère (1 carte)"),
        ("engine.move.take", "fr", 2, "Ramasser l'enchère (2 cartes)"),
        ("stats.cards", "en", 0, "0 cards"),
        ("stats.cards", "en", 1, "1 card"),
        ("stats.cards", "en", 2, "2 cards"),
        ("stats.cards", "fr", 0, "0 carte"),
        ("stats.cards", "fr", 1, "1 carte"),
        ("stats.cards", "fr", 2, "2 cartes"),
        ("league.games", "en", 0, "0 games"),
        ("league.games", "en", 1, "1 game"),
        ("league.games", "fr", 0, "0 partie"),
        ("league.games", "fr", 1, "1 partie"),
        ("league.games", "fr", 12, "12 parties"),
        ("stats.wins", "en", 0, "no win"),
        ("stats.wins", "en", 1, "**1** win"),
        ("stats.wins", "fr", 3, "**3** victoires"),
        ("stats.ordinal", "en", 1, "1st"),
        ("stats.ordinal", "en", 2, "2nd"),
        ("stats.ordinal", "en", 3, "3rd"),
        ("stats.ordinal", "en", 4, "4th"),
        ("stats.ordinal", "fr", 1, "1er"),
        ("stats.ordinal", "fr", 2, "2e"),
    ],
)
def test_plural_forms(key: str, lang: str, n: int, expected: str) -> None:
    assert locales.text(key, lang, n=n) == expected


def test_plural_sentences() -> None:
    take = {"type": "take", "player": "ana", "cards": 1}
    assert d.narrate(take) == "ana takes 1 card and opens the next bid"
    assert d.narrate({**take, "cards": 3}) == "ana takes 3 cards and opens the next bid"
    assert d.narrate(take, "fr") == "ana ramasse 1 carte et ouvre la prochaine enchère"
    assert d.narrate({**take, "cards": 2}, "fr").startswith("ana ramasse 2 cartes")
    sub = {"min": 1, "page": 1, "pages": 1}
    assert locales.text("board.sub", "en", total=1, **sub).startswith(
        "1 player with at least 1 finished game"
    )
    assert locales.text("board.sub", "fr", total=0, **sub).startswith(
        "0 joueur avec au moins 1 partie terminée"
    )
    assert locales.text("board.sub", "en", total=5, **{**sub, "min": 3}).startswith(
        "5 players with at least 3 finished games"
    )


def _full_game_texts(you: str | None = None) -> list[tuple[str, str]]:
    """(language, text) for every event, legal move and refusal of random games."""
    out: list[tuple[str, str]] = []
    kinds: set[str] = set()
    for draw, players, seed in (("auto", 4, 3), ("manual", 3, 5), ("auto", 2, 11)):
        for state, _, new, events in random_game(players, seed, draw=draw):
            names = state.players
            bid_cards = sum(len(p.cards) for p in state.bid)
            for lang in locales.LANGUAGES:
                for name in names:
                    for move in d.legal_moves(state, name):
                        out.append((lang, d.describe_move(move, state.value, bid_cards, lang)))
                for ev in events:
                    kinds.add(ev["type"])
                    line = d.narrate(ev, lang, you=you)
                    if line is not None:
                        out.append((lang, line))
            assert new.version > state.version
    assert {"play", "take", "round_end", "round_start", "game_end", "oubli"} <= kinds
    return out


def test_a_full_game_reads_in_every_language() -> None:
    texts = _full_game_texts()
    for lang in locales.LANGUAGES:
        assert any(lang == lg for lg, _ in texts)
    for lang, text in texts:
        assert text and not LEFTOVER.search(text), (lang, text)
        assert text == text.strip(), (lang, text)


def test_every_refusal_reads_in_every_language() -> None:
    params = {"turn": "ana", "player": "ben", "target": "cleo", "cards": "5 + 6", "card": "7"}
    for code in error_codes():
        for lang in locales.LANGUAGES:
            text = error_text(
                code, lang, rule="R6", played="5", value=8, declared=13, detail="x", **params
            )
            assert not LEFTOVER.search(text), (code, lang, text)
            # The rule in the reader's words: "rule R6, a turn", "regla R6, el turno"…
            assert locales.text("engine.rule.R6", lang) in text or code == "bad_action"
    assert error_text("no_such_code", "fr") == "no_such_code"
    assert d.IllegalAction("not_your_turn", "R6", turn="ana").text("fr") == (
        "C'est au tour de ana, pas au vôtre (règle R6, le tour de jeu)."
    )
    assert error_text("game_over", "en", rule="R99") == (
        "The game is over: its last round has been played (rule R99)."
    )


VERBS = "plays|opens|doubles|skips|reverses|takes|calls|has|passes|starts|wins|draws"


def test_the_reader_is_spoken_to_as_you() -> None:
    """The terminal game names the person "you": their moves read "you play", not "you plays"."""
    texts = []
    for state, _, _, events in random_game(3, 7, draw="manual"):
        for ev in events:
            line = d.narrate(ev, you=state.players[0])
            if line is not None:
                texts.append(line)
    assert any(line.startswith("you ") for line in texts)
    for line in texts:
        assert not re.search(rf"\byou ({VERBS})\b", line), line
        assert not re.search(r"(^|! )p0 ", line), line  # their own moves say "you"
    ev = {"type": "play", "player": "you", "cards": ["5"], "opening": True, "value": 5}
    assert d.narrate(ev, you="you") == "you open with 5 → 5"
    assert d.narrate(ev, "fr", you="you") == "vous ouvrez avec 5 → 5"
    assert d.narrate(ev) == "you opens with 5 → 5"  # a Discord player named "you" is a name
    oubli = {"type": "oubli", "player": "cpu1", "target": "you", "count": 2}
    assert d.narrate(oubli, you="you") == ("cpu1 calls oubli! you take the oubli card and draw 2")
    end = {"type": "round_end", "round": 1, "ender": "you", "points": {"you": 1, "cpu1": 2}}
    assert d.narrate(end, you="you") == "Round 1 over (you played your last card): you 1, cpu1 2"
    win = {"type": "game_end", "winners": ["you"], "tiebreak": None}
    assert d.narrate(win, you="you") == "you win the game!"
    assert d.narrate(win, "fr", you="you") == "vous gagnez la partie !"


def test_the_code_names_only_keys_of_the_catalogue() -> None:
    """Every literal key the bot and the engine look up (t, L, DobroError, text) exists."""
    call = re.compile(
        r"""\b(t|L|DobroError|StandingsError|text|say|move_words)\(\s*f?["']([a-z_.{}]+)["']"""
    )
    short = {"say": "engine.narrate.", "move_words": "engine.move."}
    sources = [*ROOT.glob("cogs/**/*.py"), *ROOT.glob("dobro_rules/*.py")]
    found = 0
    for path in sources:
        for function, key in call.findall(path.read_text(encoding="utf-8")):
            key = short.get(function, "") + key
            if "{" in key:  # an f-string: its fixed part must start some keys
                prefix = key.split("{")[0]
                assert any(k.startswith(prefix) for k in ALL_KEYS), (path.name, key)
                continue
            assert key in ALL_KEYS, (path.name, key)
            found += 1
    assert found > 200
