"""Reading matches from files and from GNU Backgammon's IDs, and saying in the
player's language what is wrong with one that cannot be read.

A match file is recognised by its content, not its name: our JSON record
(:mod:`nard_desktop.app.record`), Jellyfish ``.mat`` text
(:mod:`nard_desktop.app.matfile`), or a text holding GNU Backgammon's
Position ID and Match ID.  Every problem is a :class:`RecordError` (or another
:class:`~nard_desktop.engine.EngineError` for bad IDs) with a ``code`` that
:func:`record_error_text` turns into a message.

GNU Backgammon numbers its players 0 (the computer, at the top of its board)
and 1 (its user, at the bottom).  Here "you" sit at :func:`you_seat`; IDs
read from GNU Backgammon give you its player 1's side, and the IDs we write
put you there too, so a position goes back and forth without the computer
getting your checkers.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from nard_desktop.engine import EngineError, RuleSet, Game, GamePhase, Match, game_ids, game_xgid, match_from_ids, match_from_xgid
from nard_desktop.engine.fairdice import FairRoller
from nard_desktop.engine.ids import MatchKey

from .controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from .opponent import DEFAULT_LEVEL, LEVELS
from .problem import Problem, os_detail, os_problem
from .record import MAX_BYTES, RecordError, loads
from .text import fill, loc

__all__ = ["parse_ids", "load_match_data", "read_match_file", "loaded_config", "record_error_text",
           "os_error_text", "you_seat", "match_from_gnubg", "gnubg_ids", "MATCH_SUFFIX", "MAT_SUFFIX", "SGF_SUFFIX"]

MATCH_SUFFIX = ".nardmatch"
MAT_SUFFIX = ".mat"
SGF_SUFFIX = ".sgf"

_IDS_PAIR = re.compile(r"(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{14}):([A-Za-z0-9+/]{12})(?![A-Za-z0-9+/])")
_IDS_POSITION = re.compile(r"Position\s*ID\s*:?\s*([A-Za-z0-9+/]{14})(?![A-Za-z0-9+/])", re.I)
_IDS_MATCH = re.compile(r"Match\s*ID\s*:?\s*([A-Za-z0-9+/]{12})(?![A-Za-z0-9+/])", re.I)
_IDS_LINES = re.compile(r"^\s*([A-Za-z0-9+/]{14})\s*$\s*^\s*([A-Za-z0-9+/]{12})\s*$", re.M)
_MAT_HEADER = re.compile(r"^\s*\d+\s+point\s+match\s*$|^\s*Game\s+1\s*$", re.I | re.M)
# Bytes no text file holds: NUL and the C0 controls other than tab, newline, form feed and return.
_BINARY = re.compile(rb"[\x00-\x08\x0b\x0e-\x1f]")



# ================================================================ IDs
def parse_ids(text: str) -> tuple[str, str] | None:
    """GNU Backgammon's (Position ID, Match ID) found in ``text``: the GNUbg
    ID ``PositionID:MatchID``, the two labelled lines GNU Backgammon shows
    ("Position ID: …", "Match ID: …"), or the two IDs on lines of their own."""
    text = text or ""
    m = _IDS_PAIR.search(text)
    if m:
        return m.group(1), m.group(2)
    p, q = _IDS_POSITION.search(text), _IDS_MATCH.search(text)
    if p and q:
        return p.group(1), q.group(1)
    m = _IDS_LINES.search(text)
    if m:
        return m.group(1), m.group(2)
    return None


def you_seat(players: tuple[PlayerSpec, PlayerSpec]) -> int:
    """The seat of "you": the one person playing the computer, else the
    player at the bottom (seat 0)."""
    humans = [s for s in (0, 1) if players[s].kind == HUMAN]
    return humans[0] if len(humans) == 1 else 0


def _swapped(key: MatchKey) -> MatchKey:
    return replace(key, score=(key.score[1], key.score[0]), turn=1 - key.turn, dice_owner=1 - key.dice_owner,
                   cube_owner=None if key.cube_owner is None else 1 - key.cube_owner)


def _to_ours(match_id: str, you: int) -> str:
    # GNU Backgammon's player 1 is its user: that side is ours at ``you``.
    return match_id if you == 1 else _swapped(MatchKey.decode(match_id)).encode()


def match_from_gnubg(position_id: str, match_id: str, you: int = 0, rules: RuleSet | None = None) -> Match:
    """A match from GNU Backgammon's IDs, with you (at seat ``you``) on its
    player 1's side.  An empty Match ID is a money game with the cube in the
    middle and you on roll, the Position ID seen from your side.  ``rules``:
    the rules to play under (None: what the IDs show, see ``match_from_ids``)."""
    position_id, match_id = position_id.strip(), match_id.strip()
    if not match_id:
        match_id = MatchKey(dice_owner=1, turn=1).encode()
    return match_from_ids(position_id, _to_ours(match_id, you), rules)


def cube_turned(match: Match) -> bool:
    """Whether the cube of the game on the board has been turned (on more than 1, owned,
    or offered): what a match under rules without a cube cannot have."""
    key = MatchKey.decode(game_ids(match.game)[1])
    return key.cube_value > 1 or key.cube_owner is not None or key.doubled


def under_rules(match: Match, rules: RuleSet) -> Match:
    """The game of ``match`` (read from IDs) played on under ``rules``: where the rules
    have no cube, the cube goes back to the middle, on 1.  Raises EngineError when the
    game cannot be played under them (a beaver, say, where the rules allow none)."""
    position_id, match_id = game_ids(match.game)
    if not rules.cube_enabled:
        key = MatchKey.decode(match_id)
        match_id = replace(key, cube_value=1, cube_owner=None, doubled=False).encode()
    again = match_from_ids(position_id, match_id, rules)
    again.setup = match.setup
    return again


_XGID = re.compile(r"XGID=[^\s]+", re.IGNORECASE)


def find_xgid(text: str) -> str | None:
    """An XGID (eXtreme Gammon's position and match ID, ``XGID=…``) found in ``text``."""
    m = _XGID.search(text or "")
    return m.group(0) if m else None


def match_from_xgid_text(text: str, you: int = 0) -> Match:
    """A match from an XGID, you (at seat ``you``) on the side of eXtreme
    Gammon's bottom player (its user, as for GNU Backgammon's IDs)."""
    found = find_xgid(text)
    if found is None:
        return match_from_xgid(text)  # its own error says what is wrong
    read = match_from_xgid(found)
    # The XGID's bottom player is seat 1, as GNU Backgammon's player 1 is: the
    # same turn of the seats puts you there.
    position_id, match_id = game_ids(read.game)
    match = match_from_gnubg(position_id, match_id, you)
    match.setup = read.setup
    return match


def xgid_of(game: Game, you: int = 0) -> str:
    """The XGID of ``game`` with you (at seat ``you``) as eXtreme Gammon's bottom player."""
    if game.phase == GamePhase.OVER:
        # A finished game cannot be read back from its IDs: it is written as it stands.
        return game_xgid(game, you)
    return game_xgid(match_from_ids(*gnubg_ids(game, you)).game)


def gnubg_ids(game: Game, you: int = 0) -> tuple[str, str]:
    """``(Position ID, Match ID)`` of ``game`` as GNU Backgammon reads them,
    with you (at seat ``you``) as its player 1."""
    position_id, match_id = game_ids(game)
    return position_id, _to_ours(match_id, you)


# ================================================================ files
def load_match_data(data: bytes, *, you: int = 0) -> tuple[Match, dict[str, Any], str]:
    """A match from a file's bytes, by content: our JSON (``"record"``), a
    Jellyfish .mat (``"mat"``), GNU Backgammon's .sgf (``"sgf"``) or GNU Backgammon IDs (``"ids"``, read with
    you at seat ``you``).  Raises :class:`RecordError` or another
    :class:`EngineError` (bad IDs)."""
    if len(data) > MAX_BYTES:
        raise RecordError("the file is larger than a match file can be", code="record_too_large")
    if not data.strip(b"\xef\xbb\xbf \t\r\n\f\v"):
        raise RecordError("the file is empty" if not data else "the file holds only blank space",
                          code="record_empty")
    head = data[:64].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"{"):
        match, meta = loads(data)
        return match, meta, "record"
    if _BINARY.search(data[:4096]):
        raise RecordError("the file holds binary data: it is no saved match, no .mat text and no GNU Backgammon "
                          "IDs", code="record_foreign")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        if not _MAT_HEADER.search(data.decode("latin-1")):
            raise RecordError("the file is not text in UTF-8: it is no saved match, no .mat text and no GNU "
                              "Backgammon IDs", code="record_foreign") from None
        text = data.decode("latin-1")
    from .sgffile import import_sgf, is_sgf

    if is_sgf(text):
        match, meta = import_sgf(text)
        return match, meta, "sgf"
    if not _MAT_HEADER.search(text):
        ids = parse_ids(text)
        if ids is not None:
            return match_from_gnubg(*ids, you=you), {}, "ids"
    from .matfile import import_mat

    match, meta = import_mat(data)
    return match, meta, "mat"


def read_match_file(path: str | Path, *, you: int = 0) -> tuple[Match, dict[str, Any], str]:
    """:func:`load_match_data` of a file on disk.  Raises ``OSError`` too."""
    with open(path, "rb") as fh:
        data = fh.read(MAX_BYTES + 1)
    return load_match_data(data, you=you)


def loaded_config(current: MatchConfig, match: Match, meta: dict[str, Any], source: str) -> MatchConfig:
    """The controller's configuration for a loaded match: our own files
    (``source`` "record" or "autosave") bring their players and colours; a
    .mat match or IDs keep the ``current`` players."""
    app = meta.get("app") if isinstance(meta.get("app"), dict) else {}
    players = current.players
    if source in ("record", "autosave"):
        specs = []
        named = app.get("named") if isinstance(app.get("named"), list) else None
        for i, p in enumerate((meta.get("players") or [])[:2]):
            kind = COMPUTER if p.get("kind") == COMPUTER else HUMAN
            level = p.get("level") if p.get("level") in LEVELS else DEFAULT_LEVEL
            name = str(p.get("name") or "")[:100]
            if named is not None and i < len(named) and not named[i]:
                name = ""  # a name the window made up: made up again, in the language of the day
            specs.append(PlayerSpec(kind, level, name))
        if len(specs) == 2:
            players = (specs[0], specs[1])
    colour = app.get("seat0_colour") if app.get("seat0_colour") in ("light", "dark") else current.seat0_colour
    preset = match.rules.preset_name() or (app.get("preset") if isinstance(app.get("preset"), str) else None) \
        or current.preset
    return MatchConfig(length=match.length, preset=preset, rules=match.rules, players=players, seat0_colour=colour,
                       dice="fair" if isinstance(match.roller, FairRoller) else "secure")


# ================================================================ messages
def record_error_text(exc: EngineError) -> Problem:
    """A file problem in the player's language, with the English detail beside it."""
    code = getattr(exc, "code", "")
    line = exc.details.get("line") if isinstance(getattr(exc, "details", None), dict) else None
    if isinstance(line, int) and code in ("record_invalid", "record_illegal"):
        if code == "record_invalid":
            text = fill(QCoreApplication.translate("Files", "The .mat file cannot be read: line %1 is not written as a .mat match "
                                     "file writes it."), loc(line))
        else:
            text = fill(QCoreApplication.translate("Files", "The .mat file describes, on line %1, a move or an action that the rules do "
                                     "not allow."), loc(line))
    else:
        messages = {
            "record_empty": QCoreApplication.translate("Files", "The file is empty: there is no match in it."),
            "record_too_large": QCoreApplication.translate("Files", "The file is too large to be a saved match."),
            "record_too_deep": QCoreApplication.translate("Files", "The file is not a saved match: its data is nested far too deeply."),
            "record_not_text": QCoreApplication.translate("Files", "The file is not text: it is not a saved match, or it is damaged."),
            "record_truncated": QCoreApplication.translate("Files", "The file is empty or cut short: it may not have been saved "
                                             "completely."),
            "record_corrupt": QCoreApplication.translate("Files", "The file is damaged and cannot be read."),
            "record_foreign": QCoreApplication.translate("Files", "This is not a saved match or a .mat file (nor a text with GNU "
                                           "Backgammon IDs)."),
            "record_newer": QCoreApplication.translate("Files", "The file was saved by a newer version of Takhteh Nard. Update the "
                                         "program to open it."),
            "record_invalid": QCoreApplication.translate("Files", "The file has a mistake in it and cannot be opened."),
            "record_illegal": QCoreApplication.translate("Files", "The file describes a move or an action that the rules do not allow."),
            "record_mismatch": QCoreApplication.translate("Files", "The file contradicts itself: its moves do not lead to the position "
                                            "it gives."),
            "record_seed_mismatch": QCoreApplication.translate("Files", "The dice seed in the file does not fit the commitment shown "
                                                 "before the match: these dice cannot be trusted."),
            "bad_position_id": QCoreApplication.translate("Files", "The Position ID is not valid."),
            "bad_match_id": QCoreApplication.translate("Files", "The Match ID is not valid."),
            "finished_game": QCoreApplication.translate("Files", "The IDs describe a finished game: there is nothing left to play."),
        }
        text = messages.get(code) or QCoreApplication.translate("Files", "The file cannot be opened.")
    # The English detail (for a bug report) goes behind the message box's Details button.
    return Problem(text, getattr(exc, "message", "") or str(exc))


def os_error_text(exc: OSError) -> str:
    """The operating system's reason (in its own words, English) and the file's name:
    a detail, for behind a Details button (:func:`nard_desktop.app.problem.os_problem`
    says it in the player's words)."""
    return os_detail(exc)


def read_error_text(exc: OSError) -> Problem:
    """A file that cannot be read, in the player's language (the system's words as the detail)."""
    return os_problem(QCoreApplication.translate("Files", "The file cannot be read: %1"), exc)
