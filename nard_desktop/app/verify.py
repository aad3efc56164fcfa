"""``nard-desktop --verify FILE``: is a saved match fair and legal?

:func:`verify_file` loads a match file (our JSON format), which plays every
event again through the engine — so every roll, step, cube action and
result is checked against the rules — and then checks every roll against
the fair-dice seed revealed after the match and the commitment shown before
it (docs/fair-dice.md).  It answers with ``(ok, verdict)``: one line of
English, never a traceback, whatever the file holds.

:func:`save_self_test` writes the self-test match (``--smoke --save FILE``).
"""

from __future__ import annotations

import os
import re
import sys
from typing import TextIO

from ..engine.fairdice import FairDiceError, match_rolls, verify_net_rolls, verify_rolls
from .autosave import save_atomic
from .record import MAX_BYTES, RecordError, dumps, match_from_record, parse_record, record_from_match

__all__ = ["verify_file", "run_verify", "save_self_test"]


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _foreign(data: bytes) -> bool:
    """Whether ``data`` is another program's match file (.mat or .sgf text) rather than ours."""
    head = data[:4000].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"{"):
        return False
    from .sgffile import is_sgf

    text = head.decode("latin-1")
    return is_sgf(head) or re.search(r"^\s*\d+\s+point\s+match\s*$|^\s*Game\s+1\s*$", text, re.I | re.M) is not None


def verify_file(path: str | os.PathLike[str]) -> tuple[bool, str]:
    """Check a saved match: every move against the rules, every roll against
    the revealed fair-dice seed.  Returns ``(ok, one-line verdict)``; ``ok``
    is True only when the match is legal *and* its dice are proven fair."""
    name = os.path.basename(os.fspath(path)) or os.fspath(path)
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        return False, _one_line(f"{name}: cannot read the file: {exc.strerror or exc}")
    if _foreign(data):
        return False, _one_line(f"{name}: this is a .mat or .sgf match file: --verify checks the fair-dice proof "
                                f"of the matches this program saves (.nardmatch), and other programs' files "
                                f"carry none; open it, or analyse it with --analyse")
    try:
        record = parse_record(data)
        match, meta = match_from_record(record)
    except RecordError as exc:
        if exc.code == "record_seed_mismatch":
            return False, _one_line(f"{name}: NOT FAIR: {exc.message}")
        if exc.code in ("record_illegal", "record_mismatch"):
            return False, _one_line(f"{name}: NOT LEGAL: {exc.message}")
        return False, _one_line(f"{name}: not a valid Takhteh Nard match file: {exc.message}")

    moves = sum(1 for g in match.games for ev in g.history if ev.kind == "move")
    rolls = match_rolls(match)
    where = (f"match over, {match.score[0]}-{match.score[1]}" if match.is_over
             else f"match in progress, {match.score[0]}-{match.score[1]}")
    legal = f"all {moves} moves legal"
    dice = meta["dice"]
    if dice["kind"] == "network":
        try:
            mismatches = verify_net_rolls(dice["match_id"], dice["proofs"], rolls)
        except FairDiceError as exc:  # pragma: no cover - the loader checked the proofs' form already
            return False, _one_line(f"{name}: not a valid Takhteh Nard match file: {exc.message}")
        if mismatches:
            more = f" (and {len(mismatches) - 1} more)" if len(mismatches) > 1 else ""
            return False, _one_line(f"{name}: NOT FAIR: {mismatches[0].reason}{more}")
        return True, _one_line(f"{name}: fair and legal: all {len(rolls)} rolls follow from both players' "
                               f"secrets (network match {dice['match_id'][:16]}…), {legal} ({where})")
    if dice["kind"] != "fair":
        return False, _one_line(f"{name}: {legal} ({where}), but the dice cannot be checked: the match was not "
                                f"played with provably fair dice")
    if "seed" not in dice:
        return False, _one_line(f"{name}: {legal} ({where}), but the dice cannot be checked yet: the seed is "
                                f"revealed only when the match is over")
    try:
        mismatches = verify_rolls(dice["seed"], dice["commitment"], rolls)
    except FairDiceError as exc:  # pragma: no cover - the loader checked the seed already
        return False, _one_line(f"{name}: not a valid Takhteh Nard match file: {exc.message}")
    if mismatches:
        more = f" (and {len(mismatches) - 1} more)" if len(mismatches) > 1 else ""
        return False, _one_line(f"{name}: NOT FAIR: {mismatches[0].reason}{more}")
    return True, _one_line(f"{name}: fair and legal: all {len(rolls)} rolls follow from the revealed seed "
                           f"(commitment {dice['commitment'][:16]}…), {legal} ({where})")


def run_verify(path: str | os.PathLike[str], out: TextIO | None = None) -> int:
    """Print the verdict of :func:`verify_file`; the exit status is 0 when
    the match is fair and legal, 1 otherwise."""
    ok, verdict = verify_file(path)
    print(verdict, file=out or sys.stdout)
    return 0 if ok else 1


def save_self_test(path: str | os.PathLike[str], *, match, meta=None) -> tuple[bool, str]:
    """Save ``match`` (with ``meta``), the match the window's self-test played, in our
    format at ``path``.  Returns ``(ok, one-line message)``."""
    try:
        data = dumps(record_from_match(match, meta))
        save_atomic(path, data)
    except OSError as exc:
        return False, _one_line(f"cannot save the self-test match to {os.fspath(path)}: {exc.strerror or exc}")
    except RecordError as exc:
        return False, _one_line(f"cannot save the self-test match: {exc.message}")
    return True, _one_line(f"self-test match saved to {os.fspath(path)} "
                           f"({len(match.games)} games, {match.score[0]}-{match.score[1]})")
