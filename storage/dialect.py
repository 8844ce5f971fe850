"""The repositories' SQL, spelled for PostgreSQL: translated once per statement string.

The repositories write one SQL text for both backends (SQLite's spelling, portable where it
could be: ``COALESCE``, ``RETURNING``, ``ON CONFLICT``, ``CASE`` instead of scalar ``max``,
``coalesce(sum(…), 0)`` instead of ``total``). What remains SQLite's own is translated here,
outside string literals and quoted names:

* placeholders: ``?`` (in order), ``?N`` (numbered) and ``:name`` (named, from a dict) become
  ``$N``; ``to_postgres`` returns the order in which to pass the values;
* SQLite's planner hints, meaningless to PostgreSQL's planner: ``INDEXED BY name`` and ``NOT
  INDEXED`` are dropped, and ``CROSS JOIN`` (SQLite's way of fixing the join order; the
  repositories always give it an ``ON``) becomes ``JOIN``;
* ``json_extract(column, '$.key')`` becomes ``(column ->> 'key')`` (the JSON columns are
  PostgreSQL ``json``, which keeps the stored text as it was written).

``json_array_length`` needs nothing: PostgreSQL has it for ``json``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from typing import Any

_JSON_EXTRACT = re.compile(r"json_extract\(\s*([A-Za-z_][\w.]*)\s*,\s*'\$\.(\w+)'\s*\)", re.I)
_INDEXED_BY = re.compile(r"\s+INDEXED\s+BY\s+\w+", re.I)
_NOT_INDEXED = re.compile(r"\s+NOT\s+INDEXED\b", re.I)
_CROSS_JOIN = re.compile(r"\bCROSS\s+JOIN\b", re.I)
_NAME = re.compile(r"[A-Za-z_]\w*")
_DIGITS = re.compile(r"\d+")


@functools.lru_cache(maxsize=2048)
def to_postgres(sql: str) -> tuple[str, tuple[int | str, ...]]:
    """``sql`` in PostgreSQL's spelling, and the parameters in ``$1, $2…`` order: each an
    index into a sequence of values (0-based) or a name in a mapping."""
    sql = _JSON_EXTRACT.sub(r"(\1 ->> '\2')", sql)
    out: list[str] = []
    order: list[int | str] = []
    named: dict[str, int] = {}
    numbered: dict[int, int] = {}
    highest = 0  # the highest ?N seen: a bare ? after it is ?N+1, as in SQLite
    i, n = 0, len(sql)
    code_start = 0

    def flush_code(end: int) -> None:
        chunk = sql[code_start:end]
        chunk = _INDEXED_BY.sub("", chunk)
        chunk = _NOT_INDEXED.sub("", chunk)
        chunk = _CROSS_JOIN.sub("JOIN", chunk)
        out.append(chunk)

    while i < n:
        ch = sql[i]
        if ch in "'\"":  # a string literal or a quoted name: copied as it is
            flush_code(i)
            j = i + 1
            while j < n:
                if sql[j] == ch:
                    if j + 1 < n and sql[j + 1] == ch:  # '' inside a literal
                        j += 2
                        continue
                    break
                j += 1
            out.append(sql[i : j + 1])
            i = code_start = j + 1
            continue
        if ch == "-" and sql.startswith("--", i):  # a comment, to the end of the line
            end = sql.find("\n", i)
            end = n if end < 0 else end
            flush_code(i)
            out.append(sql[i:end])
            i = code_start = end
            continue
        if ch == "?":
            flush_code(i)
            m = _DIGITS.match(sql, i + 1)
            if m:
                number = int(m.group())
                i = m.end()
            else:
                number = highest + 1
                i += 1
            highest = max(highest, number)
            if number not in numbered:
                order.append(number - 1)
                numbered[number] = len(order)
            out.append(f"${numbered[number]}")
            code_start = i
            continue
        if ch == ":" and (i + 1 < n and sql[i + 1] == ":"):  # a PostgreSQL cast
            i += 2
            continue
        if ch == ":" and (i == 0 or sql[i - 1] != ":"):
            m = _NAME.match(sql, i + 1)
            if m:
                flush_code(i)
                name = m.group()
                if name not in named:
                    order.append(name)
                    named[name] = len(order)
                out.append(f"${named[name]}")
                i = code_start = m.end()
                continue
        i += 1
    flush_code(n)
    return "".join(out), tuple(order)


def bind(order: tuple[int | str, ...], params: Sequence[Any] | Mapping[str, Any]) -> list[Any]:
    """The values in ``$1, $2…`` order, from a sequence (``?``, ``?N``) or a mapping
    (``:name``)."""
    if isinstance(params, Mapping):
        try:
            return [params[key] for key in order]  # type: ignore[index]
        except KeyError as exc:
            raise ValueError(f"no value for the SQL parameter :{exc.args[0]}") from None
    values = list(params)
    wanted = max((k for k in order if isinstance(k, int)), default=-1) + 1
    if wanted != len(values) or any(isinstance(k, str) for k in order):
        raise ValueError(f"the SQL wants {wanted} values, {len(values)} were given")
    return [values[k] for k in order]  # type: ignore[index]
