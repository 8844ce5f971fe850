"""``python -m faces sheet [OUT]``: write every card face on one PNG, to look at them."""

from __future__ import annotations

import sys
from pathlib import Path

from faces.draw import CARDS, face_png, label, sheet_png

USAGE = "usage: python -m faces sheet [OUT]  (OUT defaults to card-faces.png)"
DEFAULT_OUT = "card-faces.png"


def main(argv: list[str] | None = None) -> int:
    """Write the sheet and print one line: where, each face's PNG size, the sheet's size.
    Exit 2 with one line on stderr for bad arguments or an unwritable path."""
    args = sys.argv[1:] if argv is None else argv
    if "-h" in args or "--help" in args:
        print(USAGE)
        return 0
    if not args or args[0] != "sheet" or len(args) > 2:
        print(USAGE, file=sys.stderr)
        return 2
    out = Path(args[1] if len(args) == 2 else DEFAULT_OUT)
    data = sheet_png()
    try:
        out.write_bytes(data)
    except OSError as exc:
        print(f"{out}: cannot write the sheet: {exc.strerror or exc}", file=sys.stderr)
        return 2
    sizes = ", ".join(f"{label(card)} {len(face_png(card))}" for card in CARDS)
    print(f"{out}: faces (bytes) {sizes}; sheet {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
