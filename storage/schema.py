"""The schema as numbered migrations, tracked by ``PRAGMA user_version``.

Rules for whoever adds one: append a new ``Migration`` (never edit a released one: databases in
the wild already ran it), keep each step runnable inside one transaction (no ``VACUUM``, no
``journal_mode``), and add a test that opens a database of the previous version. The runner
re-reads the version inside the write transaction, so two processes starting together cannot
apply a step twice.

PostgreSQL (``storage/postgres.py``) keeps the same version numbers in a ``schema_version``
table. No PostgreSQL database older than version 11 can exist, so a new one is created at once at
``POSTGRES_BASE_VERSION`` by ``POSTGRES_BASE`` (the schema above, in PostgreSQL's dialect: BIGINT
Discord ids, ``json`` columns, identity ids, ``citext`` league names). A migration after 11 gives
its PostgreSQL spelling in ``postgres`` (the runner refuses one that has none); both runners
apply each step in one transaction, PostgreSQL's under an advisory lock.

Times are UTC ISO-8601 text with milliseconds (``2025-01-31T20:15:00.123Z``): readable in the
sqlite3 shell and ordered as text. Discord ids (snowflakes) fit in SQLite's 64-bit INTEGER.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step; ``statements`` run in order inside one transaction."""

    version: int
    description: str
    statements: tuple[str, ...]
    #: The same step in PostgreSQL's dialect (None: SQLite only, i.e. versions up to
    #: ``POSTGRES_BASE_VERSION``, which PostgreSQL databases are created at directly).
    postgres: tuple[str, ...] | None = None


#: Migration 12's statements, in the spelling both engines share (see ``Migration``).
_COUNTING_POLICY_COMMON: tuple[str, ...] = (
    # Who chose each action (standings.counting): 'person' (the seat's person), 'timeout' (the
    # turn timer, for them), 'computer' (a computer seat, or the stand-in for an away or departed
    # person), 'auto' (a chore the timer did without counting a timeout, e.g. an automatic
    # draw). NULL: stored before version 12, read as the person's own.
    """
    ALTER TABLE game_actions ADD COLUMN origin TEXT
        CHECK (origin IS NULL OR origin IN ('person', 'timeout', 'computer', 'auto'))
    """,
    # How many actions the game had when the person left (what they did before leaving).
    """
    ALTER TABLE game_seats ADD COLUMN left_version INTEGER
        CHECK (left_version IS NULL OR left_version >= 0)
    """,
    # The policy's verdict, written with the results: 'counted', 'solo' or 'too_few'.
    "ALTER TABLE games ADD COLUMN count_reason TEXT",
    # Per seat: counted (totals, wins, rating), ranked last for leaving, and what the policy
    # read (NULL: results stored before version 12).
    """
    ALTER TABLE game_results ADD COLUMN counted INTEGER NOT NULL DEFAULT 0
        CHECK (counted IN (0, 1))
    """,
    """
    ALTER TABLE game_results ADD COLUMN forfeit INTEGER NOT NULL DEFAULT 0
        CHECK (forfeit IN (0, 1))
    """,
    "ALTER TABLE game_results ADD COLUMN own_moves INTEGER",
    "ALTER TABLE game_results ADD COLUMN moves INTEGER",
    # Earlier games, judged by what was stored: who chose a move was not, so a game counts when
    # two people or more sat at it (a game against computers alone never counts).
    """
    UPDATE games SET count_reason = CASE
        WHEN (SELECT count(*) FROM game_results r WHERE r.game_id = games.id AND r.is_ai = 0) >= 2
        THEN 'counted' ELSE 'solo' END
    WHERE status = 'finished'
    """,
    """
    UPDATE game_results SET
        counted = CASE WHEN is_ai = 0 AND (SELECT g.count_reason FROM games g
                                             WHERE g.id = game_results.game_id) = 'counted'
                       THEN 1 ELSE 0 END,
        forfeit = CASE WHEN EXISTS (SELECT 1 FROM game_seats s
                                    WHERE s.game_id = game_results.game_id
                                      AND s.seat = game_results.seat
                                      AND s.left_order IS NOT NULL)
                       THEN 1 ELSE 0 END
    """,
    # Totals rebuilt from the counted results (open leagues too; a closed league is frozen).
    "DELETE FROM guild_player_totals",
    """
    INSERT INTO guild_player_totals
        (guild_id, user_id, games, wins, points, rounds, cards, updated_at)
    SELECT g.guild_id, r.user_id, count(*), sum(r.winner), sum(r.total),
           sum(json_array_length(r.round_points)), sum(r.cards_total), max(g.ended_at)
    FROM games g JOIN game_results r ON r.game_id = g.id
    WHERE g.status = 'finished' AND g.voided_reason IS NULL AND r.counted = 1
      AND r.user_id IS NOT NULL
    GROUP BY g.guild_id, r.user_id
    """,
    """
    DELETE FROM league_player_totals
    WHERE league_id IN (SELECT id FROM leagues WHERE closed_at IS NULL)
    """,
    """
    INSERT INTO league_player_totals
        (league_id, user_id, games, wins, points, rounds, cards, updated_at)
    SELECT g.league_id, r.user_id, count(*), sum(r.winner), sum(r.total),
           sum(json_array_length(r.round_points)), sum(r.cards_total), max(g.ended_at)
    FROM games g JOIN game_results r ON r.game_id = g.id
    JOIN leagues l ON l.id = g.league_id AND l.closed_at IS NULL
    WHERE g.status = 'finished' AND g.voided_reason IS NULL AND r.counted = 1
      AND r.user_id IS NOT NULL
    GROUP BY g.league_id, r.user_id
    """,
    # Standings work owed to a guild, done at start-up once (then the row goes): 'rate' rates
    # a guild from its counted games (every guild with results now: earlier versions left a
    # guild unrated until a moderator recomputed, and the totals above changed).
    """
    INSERT INTO standings_jobs (guild_id, kind)
    SELECT DISTINCT guild_id, 'rate' FROM games WHERE status = 'finished'
    """,
    # A message Discord refused for good (the channel deleted, the bot not allowed to post):
    # tried ``attempts`` times, then marked undeliverable (with why) and no longer retried.
    # ``attempted_at``: the last time a post was tried, to look for it before posting again.
    "ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE outbox ADD COLUMN attempted_at TEXT",
    "ALTER TABLE outbox ADD COLUMN undeliverable TEXT",
    # The same for a closed league's final standings (an outbox of one row, migration 11).
    "ALTER TABLE leagues ADD COLUMN post_attempts INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE leagues ADD COLUMN post_tried_at TEXT",
    "ALTER TABLE leagues ADD COLUMN undeliverable TEXT",
    "DROP INDEX outbox_owed",
    """
    CREATE INDEX outbox_owed ON outbox (game_id)
        WHERE sent_at IS NULL AND undeliverable IS NULL
    """,
)

_COUNTING_POLICY: tuple[str, ...] = (
    """
    CREATE TABLE standings_jobs (
        guild_id INTEGER PRIMARY KEY,
        kind     TEXT    NOT NULL CHECK (kind IN ('rate'))
    )
    """,
    *_COUNTING_POLICY_COMMON,
)

_COUNTING_POLICY_POSTGRES: tuple[str, ...] = (
    """
    CREATE TABLE standings_jobs (
        guild_id BIGINT PRIMARY KEY,
        kind     TEXT   NOT NULL CHECK (kind IN ('rate'))
    )
    """,
    *_COUNTING_POLICY_COMMON,
)

#: The leaderboard's indexes over per-game totals, one per order (migration 13; their ORDER BY
#: is ``storage.boards``' term for term).
_TOTALS_INDEXES: tuple[str, ...] = (
    """
    CREATE INDEX guild_totals_by_points ON guild_player_totals
        (guild_id, game, (points * 1.0 / games), games DESC, user_id)
    """,
    """
    CREATE INDEX guild_totals_by_wins ON guild_player_totals
        (guild_id, game, wins DESC, games, user_id)
    """,
    """
    CREATE INDEX guild_totals_by_games ON guild_player_totals
        (guild_id, game, games DESC, wins DESC, user_id)
    """,
    """
    CREATE INDEX guild_totals_by_win_rate ON guild_player_totals
        (guild_id, game, (wins * 1.0 / games) DESC, games DESC, user_id)
    """,
)
_RATINGS_INDEX = """
    CREATE INDEX ratings_by_ordinal ON ratings
        (guild_id, league_id, game, (mu - 3 * sigma) DESC, user_id)
    """

#: One game's finished games in the order ratings replay them, and its history page.
_GAME_INDEXES: tuple[str, ...] = (
    "CREATE INDEX games_guild_game ON games (guild_id, game, ended_at, id)"
    " WHERE status = 'finished'",
    "CREATE INDEX games_guild_game_history ON games (guild_id, game, id)"
    " WHERE started_at IS NOT NULL",
)

#: Migration 13 (issue 21): the table platform plays several games. Every existing game, totals
#: row, rating and league is Dobro's.
_GAMES_SQLITE: tuple[str, ...] = (
    # The game a table plays (games.catalogue), its league's, and a server's default.
    "ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'dobro'",
    "ALTER TABLE leagues ADD COLUMN game TEXT NOT NULL DEFAULT 'dobro'",
    "ALTER TABLE guild_config ADD COLUMN game TEXT",
    # Up to eight seats (Dobble), so places 1 to 8: SQLite cannot change a CHECK, so the two
    # tables are rebuilt the documented way, foreign keys off (the runner's), every index kept.
    """
    CREATE TABLE game_seats_new (
        game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat         INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 7),
        user_id      INTEGER,
        name         TEXT    NOT NULL CHECK (length(name) > 0),
        is_ai        INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
        ai_level     TEXT,
        away         INTEGER NOT NULL DEFAULT 0 CHECK (away IN (0, 1)),
        left_order   INTEGER CHECK (left_order IS NULL OR left_order >= 1),
        forgotten    INTEGER NOT NULL DEFAULT 0 CHECK (forgotten IN (0, 1)),
        left_version INTEGER CHECK (left_version IS NULL OR left_version >= 0),
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, name),
        CHECK ((is_ai = 1 AND user_id IS NULL AND ai_level IS NOT NULL AND forgotten = 0)
            OR (is_ai = 0 AND ai_level IS NULL AND (user_id IS NULL) = (forgotten = 1)))
    ) WITHOUT ROWID
    """,
    """
    INSERT INTO game_seats_new (game_id, seat, user_id, name, is_ai, ai_level, away,
                                left_order, forgotten, left_version)
    SELECT game_id, seat, user_id, name, is_ai, ai_level, away, left_order, forgotten,
           left_version
    FROM game_seats
    """,
    "DROP TABLE game_seats",
    "ALTER TABLE game_seats_new RENAME TO game_seats",
    """
    CREATE UNIQUE INDEX game_seats_user ON game_seats (game_id, user_id)
        WHERE user_id IS NOT NULL
    """,
    """
    CREATE UNIQUE INDEX game_seats_left ON game_seats (game_id, left_order)
        WHERE left_order IS NOT NULL
    """,
    """
    CREATE TABLE game_results_new (
        game_id      INTEGER NOT NULL,
        seat         INTEGER NOT NULL,
        user_id      INTEGER,
        is_ai        INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
        name         TEXT    NOT NULL,
        position     INTEGER NOT NULL CHECK (position BETWEEN 1 AND 8),
        round_points TEXT    NOT NULL CHECK (json_valid(round_points)),
        total        INTEGER NOT NULL,
        cards        TEXT    NOT NULL CHECK (json_valid(cards)),
        cards_total  INTEGER NOT NULL CHECK (cards_total >= 0),
        winner       INTEGER NOT NULL CHECK (winner IN (0, 1)),
        shared       INTEGER NOT NULL CHECK (shared IN (0, 1)),
        forgotten    INTEGER NOT NULL DEFAULT 0 CHECK (forgotten IN (0, 1)),
        counted      INTEGER NOT NULL DEFAULT 0 CHECK (counted IN (0, 1)),
        forfeit      INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1)),
        own_moves    INTEGER,
        moves        INTEGER,
        PRIMARY KEY (game_id, seat),
        FOREIGN KEY (game_id, seat) REFERENCES game_seats (game_id, seat) ON DELETE CASCADE
    ) WITHOUT ROWID
    """,
    """
    INSERT INTO game_results_new (game_id, seat, user_id, is_ai, name, position, round_points,
                                  total, cards, cards_total, winner, shared, forgotten, counted,
                                  forfeit, own_moves, moves)
    SELECT game_id, seat, user_id, is_ai, name, position, round_points, total, cards,
           cards_total, winner, shared, forgotten, counted, forfeit, own_moves, moves
    FROM game_results
    """,
    "DROP TABLE game_results",
    "ALTER TABLE game_results_new RENAME TO game_results",
    """
    CREATE INDEX game_results_user ON game_results (user_id, game_id)
        WHERE user_id IS NOT NULL
    """,
    # Totals and ratings per game: a person's Dobro and Sticks are two records. Scores may be
    # below zero (Ten: penalty points - 2 x chips).
    """
    CREATE TABLE guild_player_totals_new (
        guild_id   INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        user_id    INTEGER NOT NULL,
        games      INTEGER NOT NULL CHECK (games >= 1),
        wins       INTEGER NOT NULL CHECK (wins >= 0),
        points     INTEGER NOT NULL,
        rounds     INTEGER NOT NULL CHECK (rounds >= 0),
        cards      INTEGER NOT NULL CHECK (cards >= 0),
        updated_at TEXT    NOT NULL,
        PRIMARY KEY (guild_id, game, user_id)
    ) WITHOUT ROWID
    """,
    """
    INSERT INTO guild_player_totals_new
        (guild_id, game, user_id, games, wins, points, rounds, cards, updated_at)
    SELECT guild_id, 'dobro', user_id, games, wins, points, rounds, cards, updated_at
    FROM guild_player_totals
    """,
    "DROP TABLE guild_player_totals",
    "ALTER TABLE guild_player_totals_new RENAME TO guild_player_totals",
    *_TOTALS_INDEXES,
    """
    CREATE TABLE ratings_new (
        guild_id   INTEGER NOT NULL,
        league_id  INTEGER NOT NULL DEFAULT 0,
        game       TEXT    NOT NULL,
        user_id    INTEGER NOT NULL,
        mu         REAL    NOT NULL,
        sigma      REAL    NOT NULL CHECK (sigma > 0),
        games      INTEGER NOT NULL CHECK (games >= 1),
        updated_at TEXT    NOT NULL,
        PRIMARY KEY (guild_id, league_id, game, user_id)
    ) WITHOUT ROWID
    """,
    """
    INSERT INTO ratings_new (guild_id, league_id, game, user_id, mu, sigma, games, updated_at)
    SELECT guild_id, league_id, 'dobro', user_id, mu, sigma, games, updated_at FROM ratings
    """,
    "DROP TABLE ratings",
    "ALTER TABLE ratings_new RENAME TO ratings",
    _RATINGS_INDEX,
    *_GAME_INDEXES,
)

_GAMES_POSTGRES: tuple[str, ...] = (
    "ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'dobro'",
    "ALTER TABLE leagues ADD COLUMN game TEXT NOT NULL DEFAULT 'dobro'",
    "ALTER TABLE guild_config ADD COLUMN game TEXT",
    "ALTER TABLE game_seats DROP CONSTRAINT game_seats_seat_check",
    "ALTER TABLE game_seats ADD CONSTRAINT game_seats_seat_check CHECK (seat BETWEEN 0 AND 7)",
    "ALTER TABLE game_results DROP CONSTRAINT game_results_position_check",
    """
    ALTER TABLE game_results ADD CONSTRAINT game_results_position_check
        CHECK (position BETWEEN 1 AND 8)
    """,
    "ALTER TABLE guild_player_totals ADD COLUMN game TEXT NOT NULL DEFAULT 'dobro'",
    "ALTER TABLE guild_player_totals ALTER COLUMN game DROP DEFAULT",
    "ALTER TABLE guild_player_totals DROP CONSTRAINT guild_player_totals_pkey",
    "ALTER TABLE guild_player_totals ADD PRIMARY KEY (guild_id, game, user_id)",
    "ALTER TABLE guild_player_totals DROP CONSTRAINT guild_player_totals_points_check",
    "DROP INDEX guild_totals_by_points",
    "DROP INDEX guild_totals_by_wins",
    "DROP INDEX guild_totals_by_games",
    "DROP INDEX guild_totals_by_win_rate",
    *_TOTALS_INDEXES,
    "ALTER TABLE ratings ADD COLUMN game TEXT NOT NULL DEFAULT 'dobro'",
    "ALTER TABLE ratings ALTER COLUMN game DROP DEFAULT",
    "ALTER TABLE ratings DROP CONSTRAINT ratings_pkey",
    "ALTER TABLE ratings ADD PRIMARY KEY (guild_id, league_id, game, user_id)",
    "DROP INDEX ratings_by_ordinal",
    _RATINGS_INDEX,
    *_GAME_INDEXES,
)


def _tournaments(postgres: bool) -> tuple[str, ...]:
    """Migration 14 (issue 26): tournaments run by the bot, in either engine's spelling
    (PostgreSQL: BIGINT Discord ids, identity ids, ``json`` columns, a ``citext`` name)."""
    big = "BIGINT " if postgres else "INTEGER"
    ident = (
        "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY" if postgres else "INTEGER PRIMARY KEY"
    )
    real = "DOUBLE PRECISION" if postgres else "REAL"

    def json(column: str, null: bool = False) -> str:
        if postgres:
            return "JSON" if null else "JSON    NOT NULL"
        check = f"json_valid({column})"
        if null:
            return f"TEXT    CHECK ({column} IS NULL OR {check})"
        return f"TEXT    NOT NULL CHECK ({check})"

    name = "CITEXT " if postgres else "TEXT   "
    nocase = "" if postgres else " COLLATE NOCASE"
    live = "('registering', 'check_in', 'running')"
    return (
        # A tournament: one game with its options (settings: {"options": {…}}), its format,
        # seats per table, rounds (Swiss: NULL until the start, then fixed), what fills an
        # uneven count (tournaments.pairing.Fill) and its tables' turn timer (always on, so a
        # round always ends). Its posts go to channel_id. status: registering → check_in →
        # running → finished, or cancelled (by a moderator, with a reason, or at the start for
        # too few players). round: the round being played (0 before the start).
        f"""
        CREATE TABLE tournaments (
            id          {ident},
            guild_id    {big} NOT NULL,
            name        {name} NOT NULL{nocase} CHECK (length(name) BETWEEN 1 AND 50),
            game        TEXT    NOT NULL,
            settings    {json("settings")},
            format      TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin', 'knockout')),
            seats       INTEGER NOT NULL CHECK (seats BETWEEN 2 AND 8),
            rounds      INTEGER CHECK (rounds IS NULL OR rounds >= 1),
            fill        TEXT    NOT NULL CHECK (fill IN ('smaller', 'computers', 'byes')),
            timer       INTEGER NOT NULL CHECK (timer > 0),
            channel_id  {big} NOT NULL,
            lang        TEXT    NOT NULL DEFAULT 'en',
            created_by  {big} NOT NULL,
            created_at  TEXT    NOT NULL,
            starts_at   TEXT,
            status      TEXT    NOT NULL DEFAULT 'registering' CHECK
                (status IN ('registering', 'check_in', 'running', 'finished', 'cancelled')),
            check_in_at TEXT,
            started_at  TEXT,
            ended_at    TEXT,
            round       INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),
            ended_by    {big},
            reason      TEXT,
            CHECK (status IN ('registering', 'check_in', 'cancelled') OR started_at IS NOT NULL),
            CHECK (status NOT IN ('finished', 'cancelled') OR ended_at IS NOT NULL)
        )
        """,
        # A live tournament's name is unique in its guild, whatever its case; a finished one's
        # may be used again ("Friday Cup" every week).
        f"""
        CREATE UNIQUE INDEX tournaments_live_name ON tournaments (guild_id, name)
            WHERE status IN {live}
        """,
        "CREATE INDEX tournaments_guild ON tournaments (guild_id, id)",
        f"CREATE INDEX tournaments_live ON tournaments (id) WHERE status IN {live}",
        # Who registered, in order (entry), under which name, whether they checked in, and what
        # became of them: registered (before the start), playing, withdrawn (during round
        # withdrawn_round) or dropped (a no-show at the start). rating: their rating before
        # the event (the last tie-break, the knockout seeds), fixed at the start.
        f"""
        CREATE TABLE tournament_registrations (
            tournament_id   {big} NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            user_id         {big} NOT NULL,
            name            TEXT    NOT NULL CHECK (length(name) > 0),
            entry           INTEGER NOT NULL CHECK (entry >= 1),
            registered_at   TEXT    NOT NULL,
            checked_in      INTEGER NOT NULL DEFAULT 0 CHECK (checked_in IN (0, 1)),
            status          TEXT    NOT NULL DEFAULT 'registered'
                CHECK (status IN ('registered', 'playing', 'withdrawn', 'dropped')),
            rating          {real},
            withdrawn_round INTEGER CHECK (withdrawn_round IS NULL OR withdrawn_round >= 1),
            PRIMARY KEY (tournament_id, user_id),
            UNIQUE (tournament_id, entry),
            CHECK ((status = 'withdrawn') = (withdrawn_round IS NOT NULL))
        )
        """,
        # A round as paired: its byes (a list of user ids) and whether it is a knockout's final;
        # ended_at once every table has its result.
        f"""
        CREATE TABLE tournament_rounds (
            tournament_id {big} NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            number        INTEGER NOT NULL CHECK (number >= 1),
            byes          {json("byes")},
            final         INTEGER NOT NULL DEFAULT 0 CHECK (final IN (0, 1)),
            started_at    TEXT    NOT NULL,
            ended_at      TEXT,
            PRIMARY KEY (tournament_id, number)
        )
        """,
        # A table of a round: its people (user ids, in the pairing's order) and computer seats;
        # its thread and its game (games.id) once opened; its result once settled: places
        # ([[user id, position], …]), the computers' positions, and how it ended: played (the
        # game finished), broken (it closed without results) or empty (nobody left to seat).
        f"""
        CREATE TABLE tournament_tables (
            tournament_id   {big} NOT NULL,
            round           INTEGER NOT NULL,
            number          INTEGER NOT NULL CHECK (number >= 1),
            players         {json("players")},
            computers       INTEGER NOT NULL DEFAULT 0 CHECK (computers >= 0),
            thread_id       {big},
            game_id         {big} REFERENCES games (id),
            places          {json("places", null=True)},
            computer_places {json("computer_places", null=True)},
            outcome         TEXT
                CHECK (outcome IS NULL OR outcome IN ('played', 'broken', 'empty')),
            settled_at      TEXT,
            PRIMARY KEY (tournament_id, round, number),
            FOREIGN KEY (tournament_id, round)
                REFERENCES tournament_rounds (tournament_id, number) ON DELETE CASCADE,
            CHECK ((places IS NULL) = (outcome IS NULL)),
            CHECK ((places IS NULL) = (computer_places IS NULL))
        )
        """,
        """
        CREATE UNIQUE INDEX tournament_tables_game ON tournament_tables (game_id)
            WHERE game_id IS NOT NULL
        """,
        # The tournament's outbox: each post that must appear once in its channel (the
        # announcement, the check-in call, the start, each table's opening, the standings after
        # a round, the final podium, a cancellation), owed in the transaction that makes it
        # owed, sent in id order, marked sent once Discord accepted it; like the outbox
        # (migration 12), tried ``attempts`` times, then kept as undeliverable.
        f"""
        CREATE TABLE tournament_posts (
            id            {ident},
            tournament_id {big} NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            kind          TEXT    NOT NULL CHECK (kind IN ('announce', 'check_in', 'started',
                                                   'table', 'standings', 'final', 'cancelled')),
            round         INTEGER NOT NULL DEFAULT 0,
            number        INTEGER NOT NULL DEFAULT 0,
            channel_id    {big} NOT NULL,
            created_at    TEXT    NOT NULL,
            attempts      INTEGER NOT NULL DEFAULT 0,
            attempted_at  TEXT,
            message_id    {big},
            sent_at       TEXT,
            undeliverable TEXT,
            UNIQUE (tournament_id, kind, round, number),
            CHECK ((sent_at IS NULL) = (message_id IS NULL))
        )
        """,
        """
        CREATE INDEX tournament_posts_owed ON tournament_posts (tournament_id, id)
            WHERE sent_at IS NULL AND undeliverable IS NULL
        """,
    )


def _tutorials(postgres: bool) -> tuple[str, ...]:
    """Migration 15 (issue 24): each person's place in each game's tutorial (``/dobro learn``)
    and who was shown the first-contact line, in either engine's spelling (PostgreSQL: BIGINT
    Discord ids, a ``json`` column)."""
    big = "BIGINT " if postgres else "INTEGER"
    moves = "JSON    NOT NULL" if postgres else "TEXT    NOT NULL CHECK (json_valid(moves))"
    rowid = "" if postgres else " WITHOUT ROWID"
    return (
        # A tutorial in progress or done (teaching/): its step, the actions of the current
        # lesson that led there (the script's own names), the script version they follow
        # (a changed script restarts the lesson), the wrong answers so far, and when it was
        # finished. One row per person and game: tutorials are private and span servers.
        f"""
        CREATE TABLE tutorials (
            user_id     {big} NOT NULL,
            game        TEXT    NOT NULL CHECK (length(game) > 0),
            step        INTEGER NOT NULL CHECK (step >= 0),
            moves       {moves},
            script      TEXT    NOT NULL,
            mistakes    INTEGER NOT NULL DEFAULT 0 CHECK (mistakes >= 0),
            started_at  TEXT    NOT NULL,
            updated_at  TEXT    NOT NULL,
            finished_at TEXT,
            PRIMARY KEY (user_id, game)
        ){rowid}
        """,
        # First contact: a person whose first hand the bot has looked at. greeted = 1 when they
        # had never played (no result, no tutorial) and their hand said how to learn; 0 when
        # they had. Either way they are looked at once: the row is the "already seen" mark.
        f"""
        CREATE TABLE first_contacts (
            user_id    {big} PRIMARY KEY,
            greeted    INTEGER NOT NULL CHECK (greeted IN (0, 1)),
            created_at TEXT    NOT NULL
        ){rowid}
        """,
    )


def _hints(postgres: bool) -> tuple[str, ...]:
    """Migration 16 (issue 24): each *Hint* a seat asked for, at the action it was about (its
    ``version``: the number of actions before it), so a game's results say hints were used;
    and a guild's default for new casual tables (NULL: on)."""
    big = "BIGINT " if postgres else "INTEGER"
    rowid = "" if postgres else " WITHOUT ROWID"
    return (
        f"""
        CREATE TABLE game_hints (
            game_id    {big} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat       INTEGER NOT NULL CHECK (seat >= 0),
            version    INTEGER NOT NULL CHECK (version >= 0),
            created_at TEXT    NOT NULL,
            PRIMARY KEY (game_id, seat, version)
        ){rowid}
        """,
        "ALTER TABLE guild_config ADD COLUMN hints INTEGER"
        " CHECK (hints IS NULL OR hints IN (0, 1))",
    )


#: Migration 17 (issue 32): a guild's language is any language of the catalogue (a folder of
#: ``locales/``), so the schema no longer lists them: migration 11's ``CHECK (language IN ('en',
#: 'fr'))`` goes, and a new language needs no migration. SQLite cannot drop a CHECK, so the
#: column is copied into a new one without it, dropped with its CHECK, and the copy renamed:
#: the rows, and every other column whatever later steps made of them, stay as they are.
_LANGUAGE_FREE_SQLITE: tuple[str, ...] = (
    "ALTER TABLE guild_config ADD COLUMN language_tag TEXT",
    "UPDATE guild_config SET language_tag = language",
    "ALTER TABLE guild_config DROP COLUMN language",
    "ALTER TABLE guild_config RENAME COLUMN language_tag TO language",
)
_LANGUAGE_FREE_POSTGRES: tuple[str, ...] = (
    "ALTER TABLE guild_config DROP CONSTRAINT guild_config_language_check",
)

#: Per person seat of a finished game, its actions while they held it (before they left).
_HELD = (
    "FROM game_actions a JOIN game_seats s ON s.game_id = a.game_id AND a.actor = s.name"
    " WHERE s.game_id = game_results.game_id AND s.seat = game_results.seat"
    " AND (s.left_version IS NULL OR a.seq < s.left_version)"
)
_OWN = " AND (a.origin IS NULL OR a.origin = 'person')"

#: Migration 18 (issue 29), in the spelling both engines share: the counting policy again, as
#: invariants (``standings.counting``). Each seat's result keeps what the policy read and what
#: it said, so that a recompute judges every game again from scratch.
_PLAYED_OUT: tuple[str, ...] = (
    # What the person did: played (played it out), left or stopped (a forfeit, at_move: the
    # move it happened at), no_show (never showed up); NULL for a computer seat.
    """
    ALTER TABLE game_results ADD COLUMN play TEXT
        CHECK (play IS NULL OR play IN ('played', 'left', 'stopped', 'no_show'))
    """,
    "ALTER TABLE game_results ADD COLUMN at_move INTEGER",
    # Turns the person asked a hint for (no rating gain from such a game).
    "ALTER TABLE game_results ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",
    # Whether their rating could rise from this game (counted, played out, no hints).
    """
    ALTER TABLE game_results ADD COLUMN rises INTEGER NOT NULL DEFAULT 0
        CHECK (rises IN (0, 1))
    """,
    # The position the game itself gave the seat, before the policy (what it judges again),
    # the game's move number of the person's last own decision, whether the away computer
    # took the seat over after it, and in a race their right claims (NULL: not a race, or
    # not known: a race finished before version 18).
    "ALTER TABLE game_results ADD COLUMN game_position INTEGER",
    "ALTER TABLE game_results ADD COLUMN last_own INTEGER",
    """
    ALTER TABLE game_results ADD COLUMN taken_over INTEGER NOT NULL DEFAULT 0
        CHECK (taken_over IN (0, 1))
    """,
    "ALTER TABLE game_results ADD COLUMN right_claims INTEGER",
    # Earlier results: what the stored actions say (a position the policy gave is the game's
    # among those who stayed, which is all the policy needs of it now), the rating as it was
    # until the standings job judges the guild again.
    """
    UPDATE game_results SET game_position = position, rises = counted,
        hints = (SELECT count(*) FROM game_hints h
                 WHERE h.game_id = game_results.game_id AND h.seat = game_results.seat)
    """,
    f"""
    UPDATE game_results SET
        own_moves = (SELECT count(*) {_HELD}{_OWN}),
        moves = (SELECT count(*) {_HELD}),
        last_own = (SELECT max(a.seq) + 1 {_HELD}{_OWN})
    WHERE is_ai = 0
    """,
    f"""
    UPDATE game_results SET taken_over = CASE WHEN EXISTS (
        SELECT 1 {_HELD} AND a.origin = 'computer'
        AND a.seq + 1 > coalesce(game_results.last_own, 0)
    ) THEN 1 ELSE 0 END
    WHERE is_ai = 0
    """,
    # Every guild with results is judged again by the new policy at start-up, once
    # (``StandingsService.run_jobs``): verdicts, totals, leagues and ratings.
    """
    INSERT INTO standings_jobs (guild_id, kind)
    SELECT DISTINCT guild_id, 'rate' FROM games
    WHERE status = 'finished' AND guild_id NOT IN (SELECT guild_id FROM standings_jobs)
    """,
)


#: The number of the settings step (issue 32): the next on main when it merged, as the
#: languages step did (assigned 20; nothing was released since 16).
SETTINGS_VERSION = 19


def _settings(postgres: bool) -> tuple[str, ...]:
    """Migration ``SETTINGS_VERSION`` (issue 32): settings in generic stores, so that a new
    game's options, a new per-person setting or a new card face needs no migration.

    - ``guild_options``: a server's default for any game's table option (``/dobro config
      option``), one row per (server, game, option field), the value as its word. Dobro's two
      columns of ``guild_config`` (migration 11: ``variant``, and ``drawing`` for the ``draw``
      option) move here, their rows kept, and the columns go.
    - ``person_settings``: one row per (person, setting) a person changed (``/dobro settings``;
      today ``cards``: text or pictures); a later setting is a new name, not a new column.
    - ``card_emojis``: the application emojis the bot uploaded, by id, with the hash of the
      drawing each shows: emoji names read as words (``sticks_7``), so a redrawn face is known
      by its hash here, not by its name."""
    big = "BIGINT " if postgres else "INTEGER"
    rowid = "" if postgres else " WITHOUT ROWID"
    moved = tuple(
        f"""
        INSERT INTO guild_options (guild_id, game, name, value, updated_at)
        SELECT guild_id, 'dobro', '{option}', {column}, updated_at
        FROM guild_config WHERE {column} IS NOT NULL
        """
        for option, column in (("variant", "variant"), ("draw", "drawing"))
    )
    return (
        f"""
        CREATE TABLE guild_options (
            guild_id   {big} NOT NULL,
            game       TEXT    NOT NULL CHECK (length(game) BETWEEN 1 AND 32),
            name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 32),
            value      TEXT    NOT NULL CHECK (length(value) BETWEEN 1 AND 100),
            updated_at TEXT    NOT NULL,
            PRIMARY KEY (guild_id, game, name)
        ){rowid}
        """,
        *moved,
        "ALTER TABLE guild_config DROP COLUMN variant",
        "ALTER TABLE guild_config DROP COLUMN drawing",
        f"""
        CREATE TABLE person_settings (
            user_id    {big} NOT NULL,
            name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 32),
            value      TEXT    NOT NULL CHECK (length(value) BETWEEN 1 AND 100),
            updated_at TEXT    NOT NULL,
            PRIMARY KEY (user_id, name)
        ){rowid}
        """,
        f"""
        CREATE TABLE card_emojis (
            emoji_id   {big} PRIMARY KEY,
            name       TEXT    NOT NULL CHECK (length(name) BETWEEN 2 AND 32),
            face_hash  TEXT    NOT NULL CHECK (length(face_hash) > 0),
            updated_at TEXT    NOT NULL
        )
        """,
    )


#: Migration 20 (issue 34): play anywhere, at any pace.
NOTICES_VERSION = 20


def _notices(postgres: bool) -> tuple[str, ...]:
    """Migration ``NOTICES_VERSION`` (issue 34): who wants to be told what, and what was told.

    - ``game_subscriptions``: *ping me for the next game* (``/dobro-me notify next-game``), one
      row per (place, game, person): a list, so not a per-person setting;
    - ``subscription_pings``: when each person was last pinged for a next game (at most one
      ping per person per 30 minutes, however many tables open);
    - ``turn_notices``: the last turn of each person at each game they were told of by DM
      (``since``: the table's version when that turn began), so a "your turn" DM goes once
      per turn, across restarts and processes;
    - ``guild_config.away_days``: how many days a vacation (``/dobro-me away``) may freeze a
      person's clock at this server's tables (NULL: the default)."""
    big = "BIGINT " if postgres else "INTEGER"
    rowid = "" if postgres else " WITHOUT ROWID"
    return (
        f"""
        CREATE TABLE game_subscriptions (
            guild_id   {big} NOT NULL,
            game       TEXT    NOT NULL CHECK (length(game) BETWEEN 1 AND 32),
            user_id    {big} NOT NULL,
            created_at TEXT    NOT NULL,
            PRIMARY KEY (guild_id, game, user_id)
        ){rowid}
        """,
        "CREATE INDEX game_subscriptions_user ON game_subscriptions (user_id)",
        f"""
        CREATE TABLE subscription_pings (
            user_id   {big} PRIMARY KEY,
            pinged_at TEXT    NOT NULL
        ){rowid}
        """,
        f"""
        CREATE TABLE turn_notices (
            game_id {big} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            user_id {big} NOT NULL,
            since   INTEGER NOT NULL CHECK (since >= 0),
            sent_at TEXT    NOT NULL,
            PRIMARY KEY (game_id, user_id)
        ){rowid}
        """,
        "ALTER TABLE guild_config ADD COLUMN away_days INTEGER"
        " CHECK (away_days IS NULL OR away_days BETWEEN 0 AND 90)",
    )


def _request_budget(postgres: bool) -> tuple[str, ...]:
    """Migration 21: Discord's global limit is the bot's, over all its processes (shards): a
    token bucket they all take from (``storage.budget``, ``cogs.budget.SharedBucket``).
    Milli-tokens and milliseconds, whole numbers: the same sums on both engines."""
    big = "BIGINT " if postgres else "INTEGER"
    return (
        f"""
        CREATE TABLE request_budget (
            name       TEXT    PRIMARY KEY,
            tokens     {big} NOT NULL CHECK (tokens >= 0),
            updated    {big} NOT NULL,
            last_grant {big} NOT NULL DEFAULT 0
        )
        """,
    )


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "games, seats and action logs",
        (
            """
            CREATE TABLE games (
                id               INTEGER PRIMARY KEY,
                guild_id         INTEGER NOT NULL,
                channel_id       INTEGER NOT NULL,
                table_message_id INTEGER,
                status           TEXT    NOT NULL
                    CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
                settings         TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
                setup            TEXT    CHECK (setup IS NULL OR json_valid(setup)),
                created_at       TEXT    NOT NULL,
                started_at       TEXT,
                ended_at         TEXT,
                CHECK (status = 'lobby' OR status = 'cancelled' OR setup IS NOT NULL)
            )
            """,
            # One open table per channel: two quick "new game" clicks cannot both succeed.
            """
            CREATE UNIQUE INDEX games_open_channel ON games (channel_id)
                WHERE status IN ('lobby', 'active')
            """,
            "CREATE INDEX games_status ON games (status)",
            """
            CREATE TABLE game_seats (
                game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 5),
                user_id  INTEGER,
                name     TEXT    NOT NULL CHECK (length(name) > 0),
                is_ai    INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
                ai_level TEXT,
                PRIMARY KEY (game_id, seat),
                UNIQUE (game_id, name),
                CHECK ((is_ai = 1 AND user_id IS NULL AND ai_level IS NOT NULL)
                    OR (is_ai = 0 AND user_id IS NOT NULL AND ai_level IS NULL))
            ) WITHOUT ROWID
            """,
            """
            CREATE UNIQUE INDEX game_seats_user ON game_seats (game_id, user_id)
                WHERE user_id IS NOT NULL
            """,
            # seq is the action's index in the record (0-based) = state.version before it.
            """
            CREATE TABLE game_actions (
                game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                seq        INTEGER NOT NULL CHECK (seq >= 0),
                actor      TEXT    NOT NULL,
                action     TEXT    NOT NULL CHECK (json_valid(action)),
                created_at TEXT    NOT NULL,
                PRIMARY KEY (game_id, seq)
            ) WITHOUT ROWID
            """,
        ),
    ),
    Migration(
        2,
        "final results and cumulative totals per guild",
        (
            # One row per seat, AI seats included (user_id NULL, is_ai 1) so that a game's
            # result is complete; ratings can be recomputed from these rows in ended_at order.
            """
            CREATE TABLE game_results (
                game_id      INTEGER NOT NULL,
                seat         INTEGER NOT NULL,
                user_id      INTEGER,
                is_ai        INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
                name         TEXT    NOT NULL,
                position     INTEGER NOT NULL CHECK (position BETWEEN 1 AND 6),
                round_points TEXT    NOT NULL CHECK (json_valid(round_points)),
                total        INTEGER NOT NULL,
                cards        TEXT    NOT NULL CHECK (json_valid(cards)),
                cards_total  INTEGER NOT NULL CHECK (cards_total >= 0),
                winner       INTEGER NOT NULL CHECK (winner IN (0, 1)),
                shared       INTEGER NOT NULL CHECK (shared IN (0, 1)),
                PRIMARY KEY (game_id, seat),
                FOREIGN KEY (game_id, seat) REFERENCES game_seats (game_id, seat)
                    ON DELETE CASCADE
            ) WITHOUT ROWID
            """,
            """
            CREATE INDEX games_finished ON games (guild_id, ended_at, id)
                WHERE status = 'finished'
            """,
            """
            CREATE INDEX games_finished_all ON games (ended_at, id) WHERE status = 'finished'
            """,
            # Humans only: AI seats never reach a leaderboard.
            """
            CREATE TABLE guild_player_totals (
                guild_id   INTEGER NOT NULL,
                user_id    INTEGER NOT NULL,
                games      INTEGER NOT NULL CHECK (games >= 1),
                wins       INTEGER NOT NULL CHECK (wins >= 0),
                points     INTEGER NOT NULL CHECK (points >= 0),
                rounds     INTEGER NOT NULL CHECK (rounds >= 0),
                cards      INTEGER NOT NULL CHECK (cards >= 0),
                updated_at TEXT    NOT NULL,
                PRIMARY KEY (guild_id, user_id)
            ) WITHOUT ROWID
            """,
            # One index per leaderboard order, matching its ORDER BY exactly (no sort step).
            """
            CREATE INDEX guild_totals_by_points ON guild_player_totals
                (guild_id, (points * 1.0 / games), games DESC, user_id)
            """,
            """
            CREATE INDEX guild_totals_by_wins ON guild_player_totals
                (guild_id, wins DESC, games, user_id)
            """,
            """
            CREATE INDEX guild_totals_by_games ON guild_player_totals
                (guild_id, games DESC, wins DESC, user_id)
            """,
        ),
    ),
    Migration(
        3,
        "a channel's finished games (export after a restart); the table's turn ping message",
        (
            """
            CREATE INDEX games_channel_finished ON games (channel_id, id)
                WHERE status = 'finished'
            """,
            # The short "your turn" message, so a restarted bot deletes it instead of leaving it.
            "ALTER TABLE games ADD COLUMN ping_message_id INTEGER",
        ),
    ),
    Migration(
        4,
        "table lifecycle: abandoned and broken games, end reasons, timers, away and departed seats",
        (
            # SQLite cannot change a CHECK: rebuild games the documented way
            # (https://www.sqlite.org/lang_altertable.html#otheralter). The runner turns foreign
            # keys off around migrations, or dropping games would cascade to every seat and
            # action; it runs PRAGMA foreign_key_check before committing.
            # A lobby that expires is abandoned before it has a setup; a broken game may or may
            # not have one. end_reason: why a game closed (a moderator's reason, "expired"…).
            # timers: the open table's deadlines, stored with each move (NULL once closed).
            """
            CREATE TABLE games_new (
                id               INTEGER PRIMARY KEY,
                guild_id         INTEGER NOT NULL,
                channel_id       INTEGER NOT NULL,
                table_message_id INTEGER,
                status           TEXT    NOT NULL
                    CHECK (status IN ('lobby', 'active', 'finished', 'cancelled', 'abandoned',
                                      'broken')),
                settings         TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
                setup            TEXT    CHECK (setup IS NULL OR json_valid(setup)),
                created_at       TEXT    NOT NULL,
                started_at       TEXT,
                ended_at         TEXT,
                ping_message_id  INTEGER,
                end_reason       TEXT,
                timers           TEXT    CHECK (timers IS NULL OR json_valid(timers)),
                CHECK (status IN ('lobby', 'cancelled', 'abandoned', 'broken')
                    OR setup IS NOT NULL)
            )
            """,
            """
            INSERT INTO games_new (id, guild_id, channel_id, table_message_id, status, settings,
                                   setup, created_at, started_at, ended_at, ping_message_id)
            SELECT id, guild_id, channel_id, table_message_id, status, settings, setup,
                   created_at, started_at, ended_at, ping_message_id
            FROM games
            """,
            "DROP TABLE games",
            "ALTER TABLE games_new RENAME TO games",
            # Every index games had (migrations 1 to 3), as it was.
            """
            CREATE UNIQUE INDEX games_open_channel ON games (channel_id)
                WHERE status IN ('lobby', 'active')
            """,
            "CREATE INDEX games_status ON games (status)",
            """
            CREATE INDEX games_finished ON games (guild_id, ended_at, id)
                WHERE status = 'finished'
            """,
            """
            CREATE INDEX games_finished_all ON games (ended_at, id) WHERE status = 'finished'
            """,
            """
            CREATE INDEX games_channel_finished ON games (channel_id, id)
                WHERE status = 'finished'
            """,
            # away: a computer plays for the person until they come back. left_order: NULL while
            # seated; 1, 2… in the order people left a game in play (a computer plays the seat
            # to the end, and the person keeps their user_id: leaving is a forfeit).
            """
            ALTER TABLE game_seats
                ADD COLUMN away INTEGER NOT NULL DEFAULT 0 CHECK (away IN (0, 1))
            """,
            """
            ALTER TABLE game_seats
                ADD COLUMN left_order INTEGER CHECK (left_order IS NULL OR left_order >= 1)
            """,
            """
            CREATE UNIQUE INDEX game_seats_left ON game_seats (game_id, left_order)
                WHERE left_order IS NOT NULL
            """,
        ),
    ),
    Migration(
        5,
        "an outbox: messages the bot owes (a game's results), marked sent once Discord took them",
        (
            # A row is written in the same transaction as what makes the message owed (the
            # results), and marked sent only after Discord accepted it: a restart sends what is
            # owed, and nothing twice.
            """
            CREATE TABLE outbox (
                id         INTEGER PRIMARY KEY,
                game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                channel_id INTEGER NOT NULL,
                kind       TEXT    NOT NULL CHECK (length(kind) > 0),
                created_at TEXT    NOT NULL,
                sent_at    TEXT,
                message_id INTEGER,
                CHECK ((sent_at IS NULL) = (message_id IS NULL))
            )
            """,
            "CREATE INDEX outbox_owed ON outbox (game_id) WHERE sent_at IS NULL",
        ),
    ),
    Migration(
        6,
        "ratings per guild (and, later, per league) and each counted game's rating changes",
        (
            # league_id 0: the guild's own ratings. A row per person rated in that scope.
            """
            CREATE TABLE ratings (
                guild_id   INTEGER NOT NULL,
                league_id  INTEGER NOT NULL DEFAULT 0,
                user_id    INTEGER NOT NULL,
                mu         REAL    NOT NULL,
                sigma      REAL    NOT NULL CHECK (sigma > 0),
                games      INTEGER NOT NULL CHECK (games >= 1),
                updated_at TEXT    NOT NULL,
                PRIMARY KEY (guild_id, league_id, user_id)
            ) WITHOUT ROWID
            """,
            # The leaderboard's order (the shown rating) and a player's rank: one index walk.
            """
            CREATE INDEX ratings_by_ordinal ON ratings
                (guild_id, league_id, (mu - 3 * sigma) DESC, user_id)
            """,
            # Before and after, per counted game and person: the results message, a player's
            # rating over time, and a check that recomputing gives the same values.
            """
            CREATE TABLE rating_changes (
                game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                league_id    INTEGER NOT NULL DEFAULT 0,
                user_id      INTEGER NOT NULL,
                mu_before    REAL,
                sigma_before REAL,
                mu_after     REAL    NOT NULL,
                sigma_after  REAL    NOT NULL,
                PRIMARY KEY (game_id, league_id, user_id)
            ) WITHOUT ROWID
            """,
            "CREATE INDEX rating_changes_user ON rating_changes (user_id, game_id)",
        ),
    ),
    Migration(
        7,
        "leaderboard by win rate; a guild's game history and its results messages",
        (
            # /dobro leaderboard sort:win rate walks this index (storage/boards.py).
            """
            CREATE INDEX guild_totals_by_win_rate ON guild_player_totals
                (guild_id, (wins * 1.0 / games) DESC, games DESC, user_id)
            """,
            # /dobro history: the guild's started games, newest first.
            """
            CREATE INDEX games_guild_history ON games (guild_id, id)
                WHERE started_at IS NOT NULL
            """,
            # A game's sent results message (its link in the history).
            "CREATE INDEX outbox_game_kind ON outbox (game_id, kind)",
        ),
    ),
    Migration(
        8,
        "a player's results, for /dobro stats",
        (
            # /dobro stats: one person's finished games (storage/stats.py); computer seats
            # (user_id NULL) are left out of the index.
            """
            CREATE INDEX game_results_user ON game_results (user_id, game_id)
                WHERE user_id IS NOT NULL
            """,
        ),
    ),
    Migration(
        9,
        "a player may be forgotten (their results kept, anonymised); a game may be voided",
        (
            # /dobro forget-me: the person's results rows keep their seat, place and points
            # (the game stays whole for everyone else) but lose their user_id; forgotten = 1
            # tells such a former player's row from a computer's (is_ai stays 0).
            """
            ALTER TABLE game_results ADD COLUMN forgotten INTEGER NOT NULL DEFAULT 0
                CHECK (forgotten IN (0, 1))
            """,
            # /dobro void: a moderator's reason; a finished game with one no longer counts
            # (totals, ratings, stats) but keeps status 'finished' and its results.
            """
            ALTER TABLE games ADD COLUMN voided_reason TEXT
                CHECK (voided_reason IS NULL OR length(voided_reason) > 0)
            """,
        ),
    ),
    Migration(
        10,
        "a forgotten person's seats lose their user id (not only their results)",
        (
            # /dobro forget-me empties the seat itself in every ended game of the guild: user_id
            # NULL, forgotten = 1, a neutral name (the record is renamed alike). SQLite cannot
            # change a CHECK: rebuild game_seats the documented way, foreign keys off (the
            # runner's), every index as it was.
            """
            CREATE TABLE game_seats_new (
                game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 5),
                user_id    INTEGER,
                name       TEXT    NOT NULL CHECK (length(name) > 0),
                is_ai      INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
                ai_level   TEXT,
                away       INTEGER NOT NULL DEFAULT 0 CHECK (away IN (0, 1)),
                left_order INTEGER CHECK (left_order IS NULL OR left_order >= 1),
                forgotten  INTEGER NOT NULL DEFAULT 0 CHECK (forgotten IN (0, 1)),
                PRIMARY KEY (game_id, seat),
                UNIQUE (game_id, name),
                CHECK ((is_ai = 1 AND user_id IS NULL AND ai_level IS NOT NULL AND forgotten = 0)
                    OR (is_ai = 0 AND ai_level IS NULL
                        AND (user_id IS NULL) = (forgotten = 1)))
            ) WITHOUT ROWID
            """,
            # Seats forgotten under migration 9 (their results said so) become forgotten seats.
            """
            INSERT INTO game_seats_new (game_id, seat, user_id, name, is_ai, ai_level, away,
                                        left_order, forgotten)
            SELECT s.game_id, s.seat,
                   CASE WHEN r.forgotten = 1 THEN NULL ELSE s.user_id END,
                   s.name, s.is_ai, s.ai_level, s.away, s.left_order, coalesce(r.forgotten, 0)
            FROM game_seats s
            LEFT JOIN game_results r ON r.game_id = s.game_id AND r.seat = s.seat
            """,
            "DROP TABLE game_seats",
            "ALTER TABLE game_seats_new RENAME TO game_seats",
            """
            CREATE UNIQUE INDEX game_seats_user ON game_seats (game_id, user_id)
                WHERE user_id IS NOT NULL
            """,
            """
            CREATE UNIQUE INDEX game_seats_left ON game_seats (game_id, left_order)
                WHERE left_order IS NOT NULL
            """,
        ),
    ),
    Migration(
        11,
        "a configuration per guild; leagues, their players' totals, and the games they hold",
        (
            # /dobro config: NULL means "not set" (the built-in default applies). timer 0: off.
            # channels: NULL for every channel, else a JSON list of the channel ids allowed.
            """
            CREATE TABLE guild_config (
                guild_id          INTEGER PRIMARY KEY,
                language          TEXT    CHECK (language IS NULL OR language IN ('en', 'fr')),
                moderator_role_id INTEGER,
                timer             INTEGER CHECK (timer IS NULL OR timer >= 0),
                drawing           TEXT    CHECK (drawing IS NULL OR drawing IN ('auto', 'manual')),
                variant           TEXT
                    CHECK (variant IS NULL OR variant IN ('standard', 'long')),
                channels          TEXT    CHECK (channels IS NULL OR json_valid(channels)),
                updated_at        TEXT    NOT NULL
            )
            """,
            # A league: its own table settings (JSON: variant, draw, timer), an optional end
            # (closed by a job at ends_at, at start-up if the bot was down), frozen once closed.
            # channel_id: where its final standings go (else the channel it was closed in, or
            # for a close at its end date the channel it was created in, created_in).
            # post_channel_id / posted_message_id: the final standings are owed from the close
            # (same transaction) until Discord accepted them (an outbox of one row).
            """
            CREATE TABLE leagues (
                id                INTEGER PRIMARY KEY,
                guild_id          INTEGER NOT NULL,
                name              TEXT    NOT NULL COLLATE NOCASE
                    CHECK (length(name) BETWEEN 1 AND 50),
                settings          TEXT    NOT NULL CHECK (json_valid(settings)),
                channel_id        INTEGER,
                created_in        INTEGER NOT NULL,
                lang              TEXT    NOT NULL DEFAULT 'en',
                created_by        INTEGER NOT NULL,
                created_at        TEXT    NOT NULL,
                ends_at           TEXT,
                closed_at         TEXT,
                closed_by         INTEGER,
                games             INTEGER NOT NULL DEFAULT 0 CHECK (games >= 0),
                post_channel_id   INTEGER,
                posted_message_id INTEGER,
                UNIQUE (guild_id, name),
                CHECK (closed_at IS NOT NULL OR post_channel_id IS NULL),
                CHECK (posted_message_id IS NULL OR closed_at IS NOT NULL)
            )
            """,
            "CREATE INDEX leagues_guild ON leagues (guild_id, closed_at IS NOT NULL, id)",
            "CREATE INDEX leagues_due ON leagues (ends_at) WHERE closed_at IS NULL",
            """
            CREATE INDEX leagues_owed ON leagues (id)
                WHERE closed_at IS NOT NULL AND posted_message_id IS NULL
            """,
            # The same sums as guild_player_totals, per league (its standings).
            """
            CREATE TABLE league_player_totals (
                league_id  INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
                user_id    INTEGER NOT NULL,
                games      INTEGER NOT NULL CHECK (games >= 1),
                wins       INTEGER NOT NULL CHECK (wins >= 0),
                points     INTEGER NOT NULL,
                rounds     INTEGER NOT NULL,
                cards      INTEGER NOT NULL,
                updated_at TEXT    NOT NULL,
                PRIMARY KEY (league_id, user_id)
            ) WITHOUT ROWID
            """,
            # A table opened in a league: its game counts for the league and the guild.
            "ALTER TABLE games ADD COLUMN league_id INTEGER REFERENCES leagues (id)",
            "CREATE INDEX games_league ON games (league_id, id) WHERE league_id IS NOT NULL",
        ),
    ),
    Migration(
        12,
        "the counting policy: who chose each move, when a person left, each game's verdict;"
        " standings jobs run at start-up; messages that cannot be delivered",
        _COUNTING_POLICY,
        postgres=_COUNTING_POLICY_POSTGRES,
    ),
    Migration(
        13,
        "every game of the rule books: a game per table, league and default; up to eight seats;"
        " totals and ratings per game (signed scores)",
        _GAMES_SQLITE,
        postgres=_GAMES_POSTGRES,
    ),
    Migration(
        14,
        "tournaments: registrations, rounds, tables and their games, and their posts (an outbox)",
        _tournaments(postgres=False),
        postgres=_tournaments(postgres=True),
    ),
    Migration(
        15,
        "tutorials: each person's progress in each game's tutorial; first contact with newcomers",
        _tutorials(postgres=False),
        postgres=_tutorials(postgres=True),
    ),
    Migration(
        16,
        "hints: each hint a seat asked for; a guild's default for casual tables",
        _hints(postgres=False),
        postgres=_hints(postgres=True),
    ),
    Migration(
        17,
        "a guild's language is any folder of locales/: the schema lists no language",
        _LANGUAGE_FREE_SQLITE,
        postgres=_LANGUAGE_FREE_POSTGRES,
    ),
    Migration(
        18,
        "played out: what each person did in each game, what the policy read, whether their"
        " rating could rise; every guild judged again",
        _PLAYED_OUT,
        postgres=_PLAYED_OUT,
    ),
    Migration(
        SETTINGS_VERSION,
        "settings in generic stores: a server's default for any game's option (Dobro's variant"
        " and drawing moved there), each person's settings, the card emojis' drawings",
        _settings(postgres=False),
        postgres=_settings(postgres=True),
    ),
    Migration(
        NOTICES_VERSION,
        "play anywhere, at any pace: next-game subscriptions and their pings, turn notices"
        " by DM, a server's limit on vacations",
        _notices(postgres=False),
        postgres=_notices(postgres=True),
    ),
    Migration(
        21,
        "the bot's request budget on Discord's global limit, shared by all its processes",
        _request_budget(postgres=False),
        postgres=_request_budget(postgres=True),
    ),
)


LATEST_VERSION = MIGRATIONS[-1].version

#: The version a new PostgreSQL database is created at, in one step.
POSTGRES_BASE_VERSION = 11

#: Migrations 1 to 11 as one PostgreSQL step: the schema as SQLite has it after migration 11,
#: in PostgreSQL's dialect. Discord ids and row ids are BIGINT (snowflakes need 64 bits); counts
#: and flags INTEGER (their sums come back as Python ints); ratings DOUBLE PRECISION (SQLite's
#: REAL is 8 bytes); JSON columns ``json`` (validated, and kept as written); league names
#: ``citext`` (SQLite's COLLATE NOCASE: unique, equal and LIKE whatever their case).
POSTGRES_BASE: tuple[str, ...] = (
    "CREATE EXTENSION IF NOT EXISTS citext",
    """
    CREATE TABLE leagues (
        id                BIGINT  GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        guild_id          BIGINT  NOT NULL,
        name              CITEXT  NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
        settings          JSON    NOT NULL,
        channel_id        BIGINT,
        created_in        BIGINT  NOT NULL,
        lang              TEXT    NOT NULL DEFAULT 'en',
        created_by        BIGINT  NOT NULL,
        created_at        TEXT    NOT NULL,
        ends_at           TEXT,
        closed_at         TEXT,
        closed_by         BIGINT,
        games             INTEGER NOT NULL DEFAULT 0 CHECK (games >= 0),
        post_channel_id   BIGINT,
        posted_message_id BIGINT,
        UNIQUE (guild_id, name),
        CHECK (closed_at IS NOT NULL OR post_channel_id IS NULL),
        CHECK (posted_message_id IS NULL OR closed_at IS NOT NULL)
    )
    """,
    "CREATE INDEX leagues_guild ON leagues (guild_id, (closed_at IS NOT NULL), id)",
    "CREATE INDEX leagues_due ON leagues (ends_at) WHERE closed_at IS NULL",
    """
    CREATE INDEX leagues_owed ON leagues (id)
        WHERE closed_at IS NOT NULL AND posted_message_id IS NULL
    """,
    """
    CREATE TABLE games (
        id               BIGINT  GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        guild_id         BIGINT  NOT NULL,
        channel_id       BIGINT  NOT NULL,
        table_message_id BIGINT,
        status           TEXT    NOT NULL
            CHECK (status IN ('lobby', 'active', 'finished', 'cancelled', 'abandoned',
                              'broken')),
        settings         JSON    NOT NULL DEFAULT '{}',
        setup            JSON,
        created_at       TEXT    NOT NULL,
        started_at       TEXT,
        ended_at         TEXT,
        ping_message_id  BIGINT,
        end_reason       TEXT,
        timers           JSON,
        voided_reason    TEXT    CHECK (voided_reason IS NULL OR length(voided_reason) > 0),
        league_id        BIGINT  REFERENCES leagues (id),
        CHECK (status IN ('lobby', 'cancelled', 'abandoned', 'broken') OR setup IS NOT NULL)
    )
    """,
    """
    CREATE UNIQUE INDEX games_open_channel ON games (channel_id)
        WHERE status IN ('lobby', 'active')
    """,
    "CREATE INDEX games_status ON games (status)",
    "CREATE INDEX games_finished ON games (guild_id, ended_at, id) WHERE status = 'finished'",
    "CREATE INDEX games_finished_all ON games (ended_at, id) WHERE status = 'finished'",
    "CREATE INDEX games_channel_finished ON games (channel_id, id) WHERE status = 'finished'",
    "CREATE INDEX games_guild_history ON games (guild_id, id) WHERE started_at IS NOT NULL",
    "CREATE INDEX games_league ON games (league_id, id) WHERE league_id IS NOT NULL",
    """
    CREATE TABLE game_seats (
        game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 5),
        user_id    BIGINT,
        name       TEXT    NOT NULL CHECK (length(name) > 0),
        is_ai      INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
        ai_level   TEXT,
        away       INTEGER NOT NULL DEFAULT 0 CHECK (away IN (0, 1)),
        left_order INTEGER CHECK (left_order IS NULL OR left_order >= 1),
        forgotten  INTEGER NOT NULL DEFAULT 0 CHECK (forgotten IN (0, 1)),
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, name),
        CHECK ((is_ai = 1 AND user_id IS NULL AND ai_level IS NOT NULL AND forgotten = 0)
            OR (is_ai = 0 AND ai_level IS NULL AND (user_id IS NULL) = (forgotten = 1)))
    )
    """,
    """
    CREATE UNIQUE INDEX game_seats_user ON game_seats (game_id, user_id)
        WHERE user_id IS NOT NULL
    """,
    """
    CREATE UNIQUE INDEX game_seats_left ON game_seats (game_id, left_order)
        WHERE left_order IS NOT NULL
    """,
    """
    CREATE TABLE game_actions (
        game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq        INTEGER NOT NULL CHECK (seq >= 0),
        actor      TEXT    NOT NULL,
        action     JSON    NOT NULL,
        created_at TEXT    NOT NULL,
        PRIMARY KEY (game_id, seq)
    )
    """,
    """
    CREATE TABLE game_results (
        game_id      BIGINT  NOT NULL,
        seat         INTEGER NOT NULL,
        user_id      BIGINT,
        is_ai        INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
        name         TEXT    NOT NULL,
        position     INTEGER NOT NULL CHECK (position BETWEEN 1 AND 6),
        round_points JSON    NOT NULL,
        total        INTEGER NOT NULL,
        cards        JSON    NOT NULL,
        cards_total  INTEGER NOT NULL CHECK (cards_total >= 0),
        winner       INTEGER NOT NULL CHECK (winner IN (0, 1)),
        shared       INTEGER NOT NULL CHECK (shared IN (0, 1)),
        forgotten    INTEGER NOT NULL DEFAULT 0 CHECK (forgotten IN (0, 1)),
        PRIMARY KEY (game_id, seat),
        FOREIGN KEY (game_id, seat) REFERENCES game_seats (game_id, seat) ON DELETE CASCADE
    )
    """,
    """
    CREATE INDEX game_results_user ON game_results (user_id, game_id)
        WHERE user_id IS NOT NULL
    """,
    """
    CREATE TABLE guild_player_totals (
        guild_id   BIGINT  NOT NULL,
        user_id    BIGINT  NOT NULL,
        games      INTEGER NOT NULL CHECK (games >= 1),
        wins       INTEGER NOT NULL CHECK (wins >= 0),
        points     INTEGER NOT NULL CHECK (points >= 0),
        rounds     INTEGER NOT NULL CHECK (rounds >= 0),
        cards      INTEGER NOT NULL CHECK (cards >= 0),
        updated_at TEXT    NOT NULL,
        PRIMARY KEY (guild_id, user_id)
    )
    """,
    """
    CREATE INDEX guild_totals_by_points ON guild_player_totals
        (guild_id, (points * 1.0 / games), games DESC, user_id)
    """,
    """
    CREATE INDEX guild_totals_by_wins ON guild_player_totals
        (guild_id, wins DESC, games, user_id)
    """,
    """
    CREATE INDEX guild_totals_by_games ON guild_player_totals
        (guild_id, games DESC, wins DESC, user_id)
    """,
    """
    CREATE INDEX guild_totals_by_win_rate ON guild_player_totals
        (guild_id, (wins * 1.0 / games) DESC, games DESC, user_id)
    """,
    """
    CREATE TABLE league_player_totals (
        league_id  BIGINT  NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
        user_id    BIGINT  NOT NULL,
        games      INTEGER NOT NULL CHECK (games >= 1),
        wins       INTEGER NOT NULL CHECK (wins >= 0),
        points     INTEGER NOT NULL,
        rounds     INTEGER NOT NULL,
        cards      INTEGER NOT NULL,
        updated_at TEXT    NOT NULL,
        PRIMARY KEY (league_id, user_id)
    )
    """,
    """
    CREATE TABLE outbox (
        id         BIGINT  GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        channel_id BIGINT  NOT NULL,
        kind       TEXT    NOT NULL CHECK (length(kind) > 0),
        created_at TEXT    NOT NULL,
        sent_at    TEXT,
        message_id BIGINT,
        CHECK ((sent_at IS NULL) = (message_id IS NULL))
    )
    """,
    "CREATE INDEX outbox_owed ON outbox (game_id) WHERE sent_at IS NULL",
    "CREATE INDEX outbox_game_kind ON outbox (game_id, kind)",
    """
    CREATE TABLE ratings (
        guild_id   BIGINT           NOT NULL,
        league_id  BIGINT           NOT NULL DEFAULT 0,
        user_id    BIGINT           NOT NULL,
        mu         DOUBLE PRECISION NOT NULL,
        sigma      DOUBLE PRECISION NOT NULL CHECK (sigma > 0),
        games      INTEGER          NOT NULL CHECK (games >= 1),
        updated_at TEXT             NOT NULL,
        PRIMARY KEY (guild_id, league_id, user_id)
    )
    """,
    """
    CREATE INDEX ratings_by_ordinal ON ratings
        (guild_id, league_id, (mu - 3 * sigma) DESC, user_id)
    """,
    """
    CREATE TABLE rating_changes (
        game_id      BIGINT           NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        league_id    BIGINT           NOT NULL DEFAULT 0,
        user_id      BIGINT           NOT NULL,
        mu_before    DOUBLE PRECISION,
        sigma_before DOUBLE PRECISION,
        mu_after     DOUBLE PRECISION NOT NULL,
        sigma_after  DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, league_id, user_id)
    )
    """,
    "CREATE INDEX rating_changes_user ON rating_changes (user_id, game_id)",
    """
    CREATE TABLE guild_config (
        guild_id          BIGINT  PRIMARY KEY,
        language          TEXT    CHECK (language IS NULL OR language IN ('en', 'fr')),
        moderator_role_id BIGINT,
        timer             INTEGER CHECK (timer IS NULL OR timer >= 0),
        drawing           TEXT    CHECK (drawing IS NULL OR drawing IN ('auto', 'manual')),
        variant           TEXT    CHECK (variant IS NULL OR variant IN ('standard', 'long')),
        channels          JSON,
        updated_at        TEXT    NOT NULL
    )
    """,
)

#: Every table of the schema, parents before children (the copy command's order).
TABLES: tuple[str, ...] = (
    "leagues",
    "games",
    "game_seats",
    "game_actions",
    "game_results",
    "guild_player_totals",
    "league_player_totals",
    "outbox",
    "ratings",
    "rating_changes",
    "guild_config",
    "standings_jobs",
    "tournaments",
    "tournament_registrations",
    "tournament_rounds",
    "tournament_tables",
    "tournament_posts",
    "tutorials",
    "first_contacts",
    "game_hints",
    "guild_options",
    "person_settings",
    "card_emojis",
)
#: Not copied (``request_budget``, migration 21): the processes' shared request budget is of
#: the moment; a copy starts with a full bucket.
