"""Configuration: settings parsing in-process, and `python bot.py` failing with one helpful line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import locales
from settings import DEFAULT_DATABASE_PATH, ConfigError, Settings, load_settings, unknown_keys_line

BOT_PY = Path(__file__).resolve().parents[1] / "bot.py"
SETTING_NAMES = ("DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "LOG_LEVEL", "DEFAULT_LANGUAGE")


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """A developer's real settings must not leak into these tests."""
    for name in SETTING_NAMES:
        monkeypatch.delenv(name, raising=False)


def settings(**values: object) -> Settings:
    return load_settings(_env_file=None, **values)


def test_defaults() -> None:
    s = settings(discord_token="abc.def")
    assert s.discord_token.get_secret_value() == "abc.def"
    assert s.database_path == DEFAULT_DATABASE_PATH
    assert DEFAULT_DATABASE_PATH.parent == BOT_PY.parent
    assert s.dev_guild_id is None
    assert s.log_level == "INFO"
    assert s.default_language == "en"
    assert s.ai_delay == 1.2


def test_values_are_normalized() -> None:
    s = settings(
        discord_token=" tok ", log_level="debug", default_language="FR", dev_guild_id="123"
    )
    assert s.discord_token.get_secret_value() == "tok"
    assert (s.log_level, s.log_level_number) == ("DEBUG", 10)
    assert s.default_language == "fr"
    assert s.dev_guild_id == 123


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_every_language_folder_is_a_default_language(lang: str) -> None:
    """DEFAULT_LANGUAGE is checked against the folders of locales/, in any case (pt-br)."""
    assert settings(discord_token="t", default_language=lang.upper()).default_language == lang
    assert settings(discord_token="t", default_language=f" {lang.lower()} ").default_language == (
        lang
    )


def test_token_is_not_shown_in_repr() -> None:
    assert "sekrit" not in repr(settings(discord_token="sekrit"))


def test_reads_environment_and_dotenv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=from-file\nDEFAULT_LANGUAGE=fr\nDEV_GUILD_ID=\n")
    monkeypatch.setenv("LOG_LEVEL", "WARNING")
    s = load_settings(_env_file=env_file)
    assert s.discord_token.get_secret_value() == "from-file"
    assert (s.default_language, s.log_level, s.dev_guild_id) == ("fr", "WARNING", None)


def test_a_home_folder_path_is_expanded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """#33: ``DATABASE_PATH=~/x.sqlite3`` is in the home folder, not in a folder named ``~``
    (for the bot and for ``python -m storage``, which reads the same setting)."""
    monkeypatch.setenv("HOME", str(tmp_path))
    assert settings(discord_token="t", database_path="~/x.sqlite3").database_path == (
        tmp_path / "x.sqlite3"
    )
    from storage import default_database_path

    monkeypatch.setenv("DATABASE_PATH", "~/y.sqlite3")
    assert default_database_path() == tmp_path / "y.sqlite3"


def test_unknown_keys_of_dotenv_are_named_in_one_line(tmp_path: Path) -> None:
    """#33: a mistyped key in .env was silently ignored; now one line names it, with the
    setting it looks like, and the known keys (any case) are not named."""
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=t\nai_delay=2\nAI_DELAI=3\n# DATABASE_URL=\nCOLOUR=blue\n")
    line = unknown_keys_line(env_file)
    assert line is not None and "\n" not in line
    assert "AI_DELAI (did you mean AI_DELAY?)" in line and "COLOUR" in line
    assert "ai_delay" not in line and "DATABASE_URL" not in line and "DISCORD_TOKEN" not in line
    env_file.write_text("DISCORD_TOKEN=t\nLOG_LEVEL=DEBUG\n")
    assert unknown_keys_line(env_file) is None
    assert unknown_keys_line(tmp_path / "none") is None and unknown_keys_line(None) is None


@pytest.mark.parametrize(
    ("values", "names"),
    [
        ({}, "DISCORD_TOKEN"),
        ({"discord_token": "a b"}, "DISCORD_TOKEN"),
        ({"discord_token": "t", "log_level": "LOUD"}, "LOG_LEVEL"),
        ({"discord_token": "t", "default_language": "xx"}, "DEFAULT_LANGUAGE"),
        ({"discord_token": "t", "default_language": "pt"}, "DEFAULT_LANGUAGE"),
        ({"discord_token": "t", "dev_guild_id": "my-server"}, "DEV_GUILD_ID"),
        ({"discord_token": "t", "dev_guild_id": "0"}, "DEV_GUILD_ID"),
        ({"discord_token": "t", "ai_delay": "11"}, "AI_DELAY"),
        ({"discord_token": "t", "ai_delay": "soon"}, "AI_DELAY"),
    ],
)
def test_errors_name_the_setting(values: dict[str, object], names: str) -> None:
    with pytest.raises(ConfigError) as caught:
        settings(**values)
    message = str(caught.value)
    assert names in message
    assert "\n" not in message


CASES = {
    "missing token": ({}, "DISCORD_TOKEN is not set"),
    "bad LOG_LEVEL": ({"DISCORD_TOKEN": "t", "LOG_LEVEL": "LOUD"}, "LOG_LEVEL='LOUD' is not valid"),
    "bad DEFAULT_LANGUAGE": (
        {"DISCORD_TOKEN": "t", "DEFAULT_LANGUAGE": "nl"},
        "DEFAULT_LANGUAGE='nl' is not valid",
    ),
    "bad DEV_GUILD_ID": (
        {"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "abc"},
        "DEV_GUILD_ID='abc' is not valid",
    ),
    "bad value in .env": ({".env": "DISCORD_TOKEN=t\nDEFAULT_LANGUAGE=klingon\n"}, ""),
    "typo in .env": ({".env": "DISCORD_TOKEN=t\nAI_DELAI=3\nDATABASE_PATH=.\n"}, ""),
    # A folder where the file should be: said before anything reaches Discord.
    "DATABASE_PATH a folder": (
        {"DISCORD_TOKEN": "t", "DATABASE_PATH": "."},
        "DATABASE_PATH: The database",
    ),
}


@pytest.fixture(scope="module")
def bot_py_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, str, str]]:
    """`python bot.py` for every case, started together (each imports discord.py: slow-ish),
    each from an empty folder with a clean environment (no token anywhere)."""
    processes = {}
    for name, (env, _) in CASES.items():
        folder = tmp_path_factory.mktemp("run")
        env = dict(env)
        if ".env" in env:
            (folder / ".env").write_text(env.pop(".env"))
        clean = {"PATH": os.environ.get("PATH", ""), "HOME": str(folder), **env}
        processes[name] = subprocess.Popen(
            [sys.executable, str(BOT_PY)],
            cwd=folder,
            env=clean,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    results = {}
    for name, process in processes.items():
        stdout, stderr = process.communicate(timeout=60)
        results[name] = (process.returncode, stdout, stderr)
    return results


@pytest.mark.parametrize(
    "case", [c for c in CASES if c not in ("bad value in .env", "typo in .env")]
)
def test_bot_py_stops_with_one_clear_line(
    bot_py_runs: dict[str, tuple[int, str, str]], case: str
) -> None:
    returncode, stdout, stderr = bot_py_runs[case]
    assert returncode != 0
    assert "Traceback" not in stderr + stdout
    # Log lines aside (the INFO line saying the bot starts), one sentence.
    lines = [line for line in stderr.strip().splitlines() if "INFO    " not in line]
    assert len(lines) == 1, stderr
    assert CASES[case][1] in lines[0]


def test_bot_py_reads_dotenv_in_current_folder(
    bot_py_runs: dict[str, tuple[int, str, str]],
) -> None:
    returncode, _, stderr = bot_py_runs["bad value in .env"]
    assert returncode != 0
    # The languages are the folders of locales/: the line lists them, none by hand.
    languages = ", ".join(locales.LANGUAGES)
    assert stderr.strip().splitlines() == [
        f"DEFAULT_LANGUAGE='klingon' is not valid: use one of {languages} (a folder of locales/)."
    ]


def test_bot_py_names_a_mistyped_dotenv_key(bot_py_runs: dict[str, tuple[int, str, str]]) -> None:
    """#33: one warning line names the typo (AI_DELAI), then the bot goes on as before (here
    to the one line about its database)."""
    returncode, _, stderr = bot_py_runs["typo in .env"]
    assert returncode == 1 and "Traceback" not in stderr
    lines = [line for line in stderr.strip().splitlines() if "INFO    " not in line]
    assert len(lines) == 2, stderr
    assert "WARNING" in lines[0] and "AI_DELAI (did you mean AI_DELAY?)" in lines[0]
    assert lines[1].startswith("DATABASE_PATH: ")


def test_bot_py_checks_the_database_before_discord_and_says_nothing_of_voice(
    bot_py_runs: dict[str, tuple[int, str, str]],
) -> None:
    _, _, stderr = bot_py_runs["DATABASE_PATH a folder"]
    assert "logging in" not in stderr  # discord.py logs this when it contacts Discord
    for runs in bot_py_runs.values():
        assert "voice" not in runs[2] and "PyNaCl" not in runs[2]


def test_discord_out_of_reach_is_one_sentence(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No network (no DNS, a refused connection): one line saying what to check, exit 1."""
    import aiohttp

    import bot

    async def no_network(*args: object, **kwargs: object) -> None:
        raise aiohttp.ClientConnectionError("Cannot connect to host discord.com:443")

    monkeypatch.setattr(aiohttp.ClientSession, "_request", no_network)
    monkeypatch.setenv("DISCORD_TOKEN", "MTIz.Gabc.def")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "dobro.sqlite3"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(bot.discord.utils, "setup_logging", lambda **kwargs: None)
    assert bot.main() == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "Could not reach Discord (ClientConnectionError: Cannot connect to host "
        "discord.com:443): check this machine's internet connection (and any proxy or "
        "firewall), then start the bot again."
    ]
