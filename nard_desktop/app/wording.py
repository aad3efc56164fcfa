"""The controller's words: the players' names, the status line and the move list.

Pure functions of the game and the :class:`~nard_desktop.app.snapshot.Snapshot`.  The
texts are translated in the ``GameController`` context, where they were written first,
so the catalogues' translations of them still apply.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from nard_desktop.engine import Game, GamePhase, Play
from nard_desktop.engine.notation import format_play

from .snapshot import COMPUTER, HUMAN, MoveEntry, PlayerSpec, Snapshot
from .text import (dice_text, fill, is_you, level_name, loc, name_text, notation_text, points_text, result_kind_name,
                   you)

__all__ = ["seat_name", "status_text", "move_entries", "answer_notice"]

translate = QCoreApplication.translate


def seat_name(players: tuple[PlayerSpec, PlayerSpec], seat: int) -> str:
    """The name shown for ``seat``: the name given, or "You", "Computer (level)" …"""
    spec = players[seat]
    if spec.name:
        return spec.name
    if spec.kind == COMPUTER:
        if players[1 - seat].kind == COMPUTER:
            return fill(translate("GameController", "Computer %1 (%2)"), loc(seat + 1),
                        level_name(spec.level))
        return fill(translate("GameController", "Computer (%1)"), level_name(spec.level))
    if players[1 - seat].kind == COMPUTER:
        return you()
    return fill(translate("GameController", "Player %1"), loc(seat + 1))


def status_text(s: Snapshot, g: Game, *, thinking: int | None, awaiting_dice: bool, busy: bool) -> str:
    """The status line for the snapshot ``s`` of the game ``g``.  ``thinking``: the seat
    the computer is thinking for (or None); ``awaiting_dice``: the computer waits for its
    roll to be entered by hand; ``busy``: the computer moves or a pass is carried out."""
    if s.match_winner is not None:
        if is_you(s.names[s.match_winner]):
            return translate("GameController", "You win the match. Start a new match from the Game menu.")
        return fill(translate("GameController", "%1 wins the match. Start a new match from the Game menu."),
                    name_text(s.names[s.match_winner]))
    if s.phase == GamePhase.OVER and s.result is not None:
        r = s.result
        if is_you(s.names[r.winner]):
            return fill(translate("GameController", "You win a %1 (%2). Next game: Game ▸ Next game."),
                        result_kind_name(r.kind), points_text(r.points))
        return fill(translate("GameController", "%1 wins a %2 (%3). Next game: Game ▸ Next game."),
                    name_text(s.names[r.winner]), result_kind_name(r.kind), points_text(r.points))
    if thinking is not None:
        return fill(translate("GameController", "%1 is thinking…"), name_text(s.names[thinking]))
    if awaiting_dice:
        if s.phase == GamePhase.OPENING:
            return translate("GameController", "Enter the opening roll: Game ▸ Dice ▸ Enter dice…")
        return fill(translate("GameController", "Enter the roll of %1: Game ▸ Dice ▸ Enter dice…"),
                    name_text(s.names[s.on_roll]))
    if busy:
        if s.phase == GamePhase.MOVE and g.turn is not None and g.turn.length == 0:
            if is_you(s.names[s.on_roll]):
                return translate("GameController", "You cannot move: the turn passes.")
            return fill(translate("GameController", "%1 cannot move: the turn passes."), name_text(s.names[s.on_roll]))
        if is_you(s.names[s.on_roll]):
            return translate("GameController", "Your checkers are moving…")
        return fill(translate("GameController", "%1 is moving…"), name_text(s.names[s.on_roll]))
    if s.phase == GamePhase.OPENING:
        if s.can_roll:
            return translate("GameController", "Roll one die each to decide who starts (Space, or click the board).")
        return translate("GameController", "Rolling for the start…")
    who = s.awaiting
    name = name_text(s.names[who]) if who is not None else ""
    if who is None or s.kinds[who] != HUMAN:
        return fill(translate("GameController", "Waiting for %1."), name)
    if s.phase == GamePhase.ROLL:
        if s.can_double:
            return fill(translate("GameController", "%1: roll the dice (Space) or double."), name)
        return fill(translate("GameController", "%1: roll the dice (Space)."), name)
    if s.phase == GamePhase.MOVE:
        if s.turn_complete:
            return fill(translate("GameController", "%1: pick up the dice to end the turn (click the dice, "
                                                    "Done or Enter), or undo."), name)
        turn = g.turn
        assert turn is not None
        return fill(translate("GameController", "%1 to play %2: drag a checker, or click it (left: larger die, "
                                                "right: smaller die)."), name, dice_text(turn.dice_left()))
    if s.phase == GamePhase.DOUBLE_OFFERED:
        return fill(translate("GameController", "%1 doubles to %2. %3: take or drop?"), name_text(s.names[s.on_roll]),
                    loc(s.pending_double), name)
    if s.phase == GamePhase.BEAVERED:
        if g.can_raccoon():
            return fill(translate("GameController", "%1 beavers: the cube is on %2. %3: take and play on, drop "
                                  "and lose %4, or raccoon?"),
                        name_text(s.names[1 - s.on_roll]), loc(s.cube.value), name, points_text(g.beaver_stake))
        return fill(translate("GameController", "%1 beavers: the cube is on %2. %3: take and play on, or drop "
                              "and lose %4?"),
                    name_text(s.names[1 - s.on_roll]), loc(s.cube.value), name, points_text(g.beaver_stake))
    if s.phase == GamePhase.RESIGN_OFFERED and s.resign_offer is not None:
        seat, level = s.resign_offer
        return fill(translate("GameController", "%1 offers to resign a %2 (%3). %4: accept or decline?"),
                    name_text(s.names[seat]), result_kind_name(level), points_text(g.resignation_points(level)), name)
    return ""


# The move list is written again after every action, with every move of the game in it;
# each move's words are made once.  The key holds the whole play (each of its fields),
# the roll, and the language (the locale and the translated words a text is made of).
_MOVE_TEXTS: dict[tuple, str] = {}
_MOVE_TEXTS_KEPT = 4096


def _move_text(play: Play, dice: tuple[int, ...], language: tuple[str, ...]) -> str:
    key = (play.moves, play.hits, play.dice, play.result, dice, language)
    text = _MOVE_TEXTS.get(key)
    if text is None:
        if len(_MOVE_TEXTS) >= _MOVE_TEXTS_KEPT:
            _MOVE_TEXTS.clear()
        words = notation_text(format_play(play)) or translate("GameController", "(no move)")
        text = _MOVE_TEXTS[key] = f"{dice_text(dice)}: {words}"
    return text


def _language_key() -> tuple[str, ...]:
    return (QLocale().name(), translate("GameController", "(no move)"),
            translate("Words", "bar", "notation: the bar"), translate("Words", "off", "notation: borne off"))


def move_entries(g: Game) -> list[MoveEntry]:
    """The game's history in words, one entry per action."""
    out: list[MoveEntry] = []
    language = _language_key()
    for e in g.history:
        p = e.player
        if e.kind == "move" and p is not None and e.play is not None and e.dice is not None:
            out.append(MoveEntry(p, _move_text(e.play, tuple(e.dice), language)))
        elif e.kind == "double" and p is not None:
            out.append(MoveEntry(p, fill(translate("GameController", "Doubles to %1"), loc(e.value or 2))))
        elif e.kind == "take" and p is not None:
            out.append(MoveEntry(p, translate("GameController", "Takes")))
        elif e.kind == "drop" and p is not None:
            out.append(MoveEntry(p, translate("GameController", "Drops")))
        elif e.kind == "beaver" and p is not None:
            out.append(MoveEntry(p, fill(translate("GameController", "Beavers to %1"), loc(e.value or 4))))
        elif e.kind == "raccoon" and p is not None:
            out.append(MoveEntry(p, fill(translate("GameController", "Raccoons to %1"), loc(e.value or 8))))
        elif e.kind == "resign" and p is not None:
            out.append(MoveEntry(p, fill(translate("GameController", "Offers to resign a %1"),
                                         result_kind_name(e.value or 1))))
        elif e.kind == "accept" and p is not None:
            out.append(MoveEntry(p, translate("GameController", "Accepts the resignation")))
        elif e.kind == "decline" and p is not None:
            out.append(MoveEntry(p, translate("GameController", "Declines the resignation")))
        elif e.kind == "timeout" and p is not None:
            out.append(MoveEntry(p, translate("GameController", "Runs out of time")))
        elif e.kind == "end" and p is not None and e.detail != "timeout":  # time-outs score nothing
            out.append(MoveEntry(p, fill(translate("GameController", "Wins %1"), points_text(e.value or 1))))
    return out


# The history entries that answer (or make) an offer, told on the board when the computer
# makes them.
_ANSWERS = ("take", "drop", "beaver", "raccoon", "accept", "decline", "resign")


def answer_notice(g: Game, since: int, name: str) -> str:
    """The board's short notice of the first answer in ``g.history[since:]``, by the
    player called ``name`` ("" when there is none)."""
    e = next((e for e in g.history[since:] if e.kind in _ANSWERS), None)
    if e is None:
        return ""
    if e.kind == "take":
        return fill(translate("GameController", "%1 takes."), name)
    if e.kind == "drop":
        return fill(translate("GameController", "%1 drops."), name)
    if e.kind == "beaver":
        return fill(translate("GameController", "%1 beavers: the cube is on %2."), name, loc(e.value or 4))
    if e.kind == "raccoon":
        return fill(translate("GameController", "%1 raccoons: the cube is on %2."), name, loc(e.value or 8))
    if e.kind == "accept":
        return fill(translate("GameController", "%1 accepts the resignation."), name)
    if e.kind == "decline":
        return fill(translate("GameController", "%1 declines the resignation."), name)
    return fill(translate("GameController", "%1 offers to resign a %2."), name, result_kind_name(e.value or 1))
