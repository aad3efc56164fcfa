"""eXtreme Gammon's position-and-match ID (XGID), read and written.

An XGID is one line of ten fields separated by colons, usually after the prefix
``XGID=``::

    XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10

1. **position**, 26 characters: the top player's bar, then points 1–24 numbered
   from the bottom player's side, then the bottom player's bar.  ``-`` is an
   empty point, ``A``–``O`` are 1–15 of the bottom player's checkers,
   ``a``–``o`` 1–15 of the top player's; the rest are borne off.
2. **cube value**, as a power of two (0 = 1, 1 = 2, … 6 = 64).
3. **cube owner**: 1 the bottom player, -1 the top player, 0 centred.
4. **turn**: 1 the bottom player, -1 the top player.
5. **dice**: two digits for the dice rolled, ``00`` to roll (or double), ``D``
   when the player on turn has doubled (the opponent answers), ``B`` when the
   opponent has beavered that double (the doubler answers), ``R`` when the
   doubler has raccooned it.  With ``D``, ``B`` and ``R`` the cube fields show
   the cube as it was before the double.
6. **score** of the bottom player, 7. **score** of the top player.
8. **flags**: in a match 1 for the Crawford game, else 0; in money play the sum
   of 1 (Jacoby rule) and 2 (beavers allowed).
9. **match length**, 0 for money play.
10. **maximum cube**, a power of two; written as 6 (the cube stops at 64,
    docs/rules.md §8), read as any value from the cube's own up to 15.

Players: the **bottom** player (upper-case checkers, eXtreme Gammon's own user) is
player 1 here, as GNU Backgammon's user is its player 1 (see :mod:`.ids`); the top
player is player 0.  An XGID has no room for a resignation on offer or for the end
of a game: a game waiting for an answer to a resignation is written as it was
before the offer, and a finished game is written with the score including the
points won (as GNU Backgammon writes its Match ID), which cannot be read back.
The starting position with no dice, centred cube and nothing offered reads as the
opening roll still to come (docs/rules.md §2): nobody may double before it.
"""

from __future__ import annotations

from .dice import DiceRoller
from .errors import InvalidIdError
from .game import Game, GamePhase
from .ids import STATE_NONE, STATE_PLAYING, MatchKey, finished_key, export_board, game_ids, match_from_key
from .match import MAX_MATCH_LENGTH, Match
from .position import BAR, OFF, Position
from .rules import CUBE_LIMIT, RuleSet

__all__ = ["game_xgid", "match_from_xgid", "BOTTOM", "TOP"]

BOTTOM = 1
"""The bottom player of an XGID (upper-case checkers) is player 1."""
TOP = 0
"""The top player of an XGID (lower-case checkers) is player 0."""

_PREFIX = "XGID="
_MAX_CUBE_LOG = CUBE_LIMIT.bit_length() - 1  # 6


def _sign(player: int, bottom: int = BOTTOM) -> int:
    return 1 if player == bottom else -1


def _position_field(bottom_view: Position) -> str:
    """The 26 characters of a position seen from the bottom player."""
    mine, theirs = bottom_view.mine, bottom_view.theirs
    chars = ["-"] * 26
    if theirs[BAR]:
        chars[0] = chr(ord("a") + theirs[BAR] - 1)
    if mine[BAR]:
        chars[25] = chr(ord("A") + mine[BAR] - 1)
    for p in range(1, 25):
        if mine[p]:
            chars[p] = chr(ord("A") + mine[p] - 1)
        elif theirs[25 - p]:
            chars[p] = chr(ord("a") + theirs[25 - p] - 1)
    return "".join(chars)


def game_xgid(game: Game, bottom: int = BOTTOM) -> str:
    """The XGID of a game (with the ``XGID=`` prefix), as eXtreme Gammon writes it,
    with the player at seat ``bottom`` as its bottom player (player 1 by default).

    >>> from nard_desktop.engine import Match
    >>> game_xgid(Match(0).game)
    'XGID=-b----E-C---eE---c-e----B-:0:0:-1:00:0:0:1:0:6'
    """
    rules = game.rules
    cube = game.cube if rules.cube_enabled else None
    cube_value = cube.value if cube else 1
    cube_owner = cube.owner if cube else None
    turn = game.on_roll
    dice = f"{game.dice[0]}{game.dice[1]}" if game.dice else "00"
    score = [game.score[0], game.score[1]]
    phase = game.phase
    if phase == GamePhase.DOUBLE_OFFERED:
        dice = "D"
    elif phase == GamePhase.BEAVERED:
        dice = "B"
        half = game.beaver_stake // 2
        cube_value, cube_owner = half, (None if half == 1 else game.on_roll)
    elif phase == GamePhase.OVER:
        finished = finished_key(game)
        score = list(finished["score"])
        turn = finished["dice_owner"]
        dice = "00"
    position = export_board(game, bottom)
    owner = 0 if cube_owner is None else _sign(cube_owner, bottom)
    if game.is_money:
        flags = int(rules.jacoby and rules.cube_enabled) + 2 * int(rules.beavers)
    else:
        flags = int(game.crawford_game)
    fields = [
        _position_field(position),
        str(cube_value.bit_length() - 1),
        str(owner),
        str(_sign(turn, bottom)),
        dice,
        str(score[bottom]),
        str(score[1 - bottom]),
        str(flags),
        str(game.match_length),
        str(_MAX_CUBE_LOG),
    ]
    return _PREFIX + ":".join(fields)


# ------------------------------------------------------------------ reading
def _bad(reason: str, code: str = "bad_xgid") -> InvalidIdError:
    return InvalidIdError(reason, code=code)


def _int_field(text: str, name: str, low: int, high: int) -> int:
    t = text.strip()
    body = t[1:] if t[:1] in "+-" else t
    if not body.isascii() or not body.isdigit():
        raise _bad(f"the XGID's {name} is {text!r}, not a whole number")
    value = int(t)
    if not low <= value <= high:
        raise _bad(f"the XGID's {name} is {value}, outside {low}…{high}")
    return value


def _read_position(text: str) -> Position:
    """The position of an XGID, seen from the bottom player."""
    if len(text) != 26:
        raise _bad(f"an XGID's position has 26 characters, not {len(text)}")
    bottom = [0] * 26
    top = [0] * 26
    for i, ch in enumerate(text):
        if ch == "-":
            continue
        if "A" <= ch <= "O":
            n, side = ord(ch) - ord("A") + 1, bottom
        elif "a" <= ch <= "o":
            n, side = ord(ch) - ord("a") + 1, top
        else:
            raise _bad(f"the XGID's position has {ch!r} at place {i + 1}: only '-', A–O and a–o are checkers")
        if i == 0:
            if side is bottom:
                raise _bad("the XGID's first character is the top player's bar: it cannot hold the bottom "
                           "player's checkers")
            top[BAR] = n
        elif i == 25:
            if side is top:
                raise _bad("the XGID's last character is the bottom player's bar: it cannot hold the top "
                           "player's checkers")
            bottom[BAR] = n
        elif side is bottom:
            bottom[i] = n
        else:
            top[25 - i] = n
    for name, side in (("bottom", bottom), ("top", top)):
        total = sum(side)
        if total > 15:
            raise _bad(f"the XGID gives the {name} player {total} checkers; a side has 15")
        side[OFF] = 15 - total
    try:
        return Position(bottom, top)
    except Exception as exc:  # noqa: BLE001 - InvalidPositionError, reworded
        raise _bad(f"the XGID describes an impossible position: {exc}") from None


def match_from_xgid(text: str, rules: RuleSet | None = None, *, roller: DiceRoller | None = None) -> Match:
    """A match continuing from an XGID (with or without the ``XGID=`` prefix).

    The same kind of result as :func:`~nard_desktop.engine.ids.match_from_ids`:
    the bottom player is player 1, the top player player 0.  Without ``rules``
    the preset for money or match play is used, with the XGID's Jacoby and
    beaver flags.  Anything malformed or impossible is an
    :class:`InvalidIdError` that says why.
    """
    if not isinstance(text, str):
        raise _bad("an XGID is a line of text")
    line = text.strip()
    if line[: len(_PREFIX)].upper() == _PREFIX:
        line = line[len(_PREFIX):]
    parts = line.split(":")
    if len(parts) not in (9, 10):
        raise _bad(f"an XGID has 10 fields separated by ':', this one has {len(parts)}")
    bottom_view = _read_position(parts[0])
    cube_log = _int_field(parts[1], "cube value", 0, _MAX_CUBE_LOG)
    owner_sign = _int_field(parts[2], "cube owner", -1, 1)
    turn_sign = _int_field(parts[3], "turn", -1, 1)
    if turn_sign == 0:
        raise _bad("the XGID's turn is 0: it is 1 (bottom player) or -1 (top player)")
    dice_text = parts[4].strip().upper()
    score_bottom = _int_field(parts[5], "bottom player's score", 0, 10 ** 6)
    score_top = _int_field(parts[6], "top player's score", 0, 10 ** 6)
    flags = _int_field(parts[7], "Crawford/Jacoby field", 0, 3)
    length = _int_field(parts[8], "match length", 0, MAX_MATCH_LENGTH)
    if len(parts) == 10:
        max_cube = _int_field(parts[9], "maximum cube", 0, 15)
        if cube_log > max_cube:
            raise _bad(f"the XGID's cube ({2 ** cube_log}) is above its own maximum ({2 ** max_cube})")
    if cube_log == 0 and owner_sign != 0:
        raise _bad("the XGID has a cube on 1 with an owner: a cube nobody has turned is in the middle",
                   "impossible_match_state")
    if length and flags > 1:
        raise _bad(f"the XGID's Crawford field is {flags}: in a match it is 1 (Crawford game) or 0")
    on_roll = BOTTOM if turn_sign == 1 else TOP
    dice = (0, 0)
    doubled = beaver = raccoon = False
    if dice_text == "D":
        doubled = True
    elif dice_text == "B":
        doubled = beaver = True
    elif dice_text == "R":
        doubled = beaver = raccoon = True
    elif len(dice_text) == 2 and dice_text.isdigit():
        a, b = int(dice_text[0]), int(dice_text[1])
        if (a, b) != (0, 0):
            if not (1 <= a <= 6 and 1 <= b <= 6):
                raise _bad(f"the XGID's dice are {dice_text!r}: each die shows 1–6 (00: not rolled yet)")
            dice = (a, b)
    else:
        raise _bad(f"the XGID's dice field is {parts[4]!r}: two dice, 00, D, B or R")
    if (beaver or raccoon) and length:
        raise _bad("the XGID shows a beaver in match play: beavers are for money play only (docs/rules.md §8)",
                   "impossible_match_state")
    if rules is None:
        rules = RuleSet.preset("money") if length == 0 else RuleSet.preset("international_match")
        if length == 0:
            rules = rules.replace(jacoby=bool(flags & 1), beavers=bool(flags & 2) or beaver)
            if raccoon:
                rules = rules.replace(raccoons=True)
    if (cube_log or owner_sign or doubled) and not rules.cube_enabled:
        rules = rules.replace(cube_enabled=True)
    if raccoon and not (rules.beavers and rules.raccoons):
        raise _bad("the XGID shows a raccoon, and these rules do not allow raccoons", "impossible_match_state")
    score = [0, 0]
    score[BOTTOM], score[TOP] = score_bottom, score_top
    cube_value = 1 << cube_log
    cube_owner = None if owner_sign == 0 else (BOTTOM if owner_sign == 1 else TOP)
    pos = bottom_view if on_roll == BOTTOM else bottom_view.swapped()
    opening = (pos == Position.initial() and dice == (0, 0) and not doubled and cube_owner is None)
    state = STATE_NONE if opening else STATE_PLAYING
    key_owner: int | None
    if beaver:
        # As the Match ID has it: the beaverer owns the doubled cube and
        # doubles again; the original doubler (on roll) answers.
        key_cube, key_owner, key_turn = cube_value * 2, 1 - on_roll, on_roll
        if key_cube * 2 > CUBE_LIMIT:
            raise _bad("the XGID's beaver would take the cube above 64", "impossible_match_state")
    else:
        key_cube, key_owner, key_turn = cube_value, cube_owner, (1 - on_roll if doubled else on_roll)
    key = MatchKey(
        cube_value=key_cube, cube_owner=key_owner, dice_owner=on_roll,
        crawford=bool(length and flags & 1), game_state=state, turn=key_turn, doubled=doubled,
        dice=dice, length=length, score=(score[0], score[1]), jacoby=bool(flags & 1) if not length else False,
    ).check_possible("the XGID")
    match = match_from_key(pos, key, rules, roller=roller)
    if raccoon:
        match.game.raccoon()
    match.setup = game_ids(match.game)
    return match
