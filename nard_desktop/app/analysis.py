"""Game records as decision sequences for the analyser (no Qt).

:func:`decisions_from_match` replays a :class:`~nard_desktop.engine.Match`
(one read from our saved matches, from a Jellyfish ``.mat`` file, or the
match in progress) through a fresh engine game, event by event, and writes
down each decision the way :func:`nard_desktop.ai.analysis.analyse` wants
it: the position and score seen by the side to act, the dice, the play
made, the cube actions.  The engine says when a double was possible, so
"no double" decisions appear exactly where the rules in force allowed one
(Crawford, Holland, the cube's owner, the 64 limit).

:func:`load_match` reads a file of either kind; :func:`analyse_file` does
both steps and the analysis.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from ..ai.analysis import AnalysisOptions, Decision, GameDecisions, MatchAnalysis, MatchDecisions, analyse
from ..engine.dice import ManualRoller
from ..engine.errors import EngineError
from ..engine.game import Event, Game, GamePhase
from ..engine.match import Match
from .record import MAX_BYTES, RecordError
from .replay import apply_event, replay_events

__all__ = ["decisions_from_match", "load_match", "analyse_file", "player_names"]


def _fresh_game(match: Match, index: int, original: Game) -> Game:
    roller = ManualRoller()
    if index == 0 and match.setup is not None:
        from ..engine.ids import match_from_ids

        game = match_from_ids(*match.setup, rules=match.rules, roller=roller).game
        game.on_over = None
        return game
    return Game(original.rules, match_length=original.match_length, score=original.score,
                crawford_game=original.crawford_game, post_crawford=original.post_crawford, roller=roller)


def _game_decisions(match: Match, index: int, original: Game) -> GameDecisions:
    game = _fresh_game(match, index, original)
    roller = game.roller
    assert isinstance(roller, ManualRoller)
    out: list[Decision] = []
    history = original.history
    turn = 0
    opening_roll = False

    def perform(i: int, ev: Event) -> None:
        nonlocal turn, opening_roll
        kind = ev.kind
        if kind in ("roll", "double") and game.phase == GamePhase.ROLL:
            p = game.on_roll
            if game.can_double(p):
                out.append(Decision(index + 1, turn + 1, p, "cube", game.board_for(p), game.context_for(p),
                                    game.rules, action="double" if kind == "double" else "no_double"))
        if kind == "move":
            p = game.on_roll
            assert game.turn is not None and game.dice is not None
            turn += 1
            out.append(Decision(index + 1, turn, p, "checker", game.turn.start, game.context_for(p), game.rules,
                                dice=tuple(game.dice), play=ev.play, opening=opening_roll))
        if kind == "double":
            doubler = game.on_roll
            view, ctx = game.board_for(doubler), game.context_for(doubler)
        apply_event(game, roller, kind, player=ev.player, dice=ev.dice, value=ev.value,
                    move=lambda g: g.play(ev.play))
        if kind == "opening":
            opening_roll = game.phase == GamePhase.MOVE
        elif kind in ("roll", "move"):
            opening_roll = False
        if kind == "double":
            nxt = history[i + 1].kind if i + 1 < len(history) else None
            if nxt in ("take", "drop", "beaver"):
                out.append(Decision(index + 1, turn + 1, 1 - doubler, "take", view, ctx, game.rules,
                                    action="take" if nxt == "take" else nxt))

    replay_events(game, history, perform)
    points = (0, 0)
    result = original.result
    if result is not None:
        pts = [0, 0]
        pts[result.winner] = result.points
        points = (pts[0], pts[1])
    return GameDecisions(index + 1, tuple(out), points, result is not None)


def player_names(meta: dict[str, Any] | None) -> tuple[str, str]:
    players = (meta or {}).get("players") or []
    names = []
    for i in (0, 1):
        name = ""
        if i < len(players) and isinstance(players[i], dict):
            name = str(players[i].get("name") or "")
        names.append(name or f"Player {i + 1}")
    return names[0], names[1]


def decisions_from_match(match: Match, meta: dict[str, Any] | None = None) -> MatchDecisions:
    """Every decision of every game of ``match``, in playing order; players
    named from ``meta`` (a record's or ``.mat`` file's), in the file's order.

    Raises :class:`~nard_desktop.app.record.RecordError` when the match's
    history cannot be replayed (it always can for a match the engine played).
    """
    games = []
    for k, g in enumerate(match.games):
        try:
            games.append(_game_decisions(match, k, g))
        except (EngineError, AssertionError, IndexError, TypeError) as exc:
            raise RecordError(f"game {k + 1} cannot be replayed for the analysis: {exc}",
                              code="record_illegal") from None
    return MatchDecisions(player_names(meta), match.length, match.rules, tuple(games))


def load_match(path: str | Path) -> tuple[Match, dict[str, Any]]:
    """Read a saved match (our format), a Jellyfish ``.mat`` file or GNU Backgammon's ``.sgf``.

    Our own records are JSON; GNU Backgammon's SGF starts ``(;``; anything else is read as ``.mat`` text.
    Raises :class:`RecordError` (or :class:`OSError` for a file that cannot
    be read) with a message for the user.
    """
    from .matfile import import_mat
    from .record import loads

    p = Path(path)
    with p.open("rb") as fh:
        data = fh.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise RecordError("the file is too large to be a match", code="record_too_large")
    if data.lstrip()[:1] in (b"{", b"["):
        return loads(data)
    from .sgffile import import_sgf, is_sgf

    if is_sgf(data):
        return import_sgf(data)
    return import_mat(data)


def analyse_file(path: str | Path, options: AnalysisOptions | None = None, *, jobs: int | None = None,
                 progress: Callable[[int, int], Any] | None = None, cancel: Any = None,
                 evaluator: Any = None) -> tuple[MatchAnalysis, dict[str, Any]]:
    """Load ``path`` and analyse every game in it: ``(analysis, meta)``."""
    match, meta = load_match(path)
    decisions = decisions_from_match(match, meta)
    return analyse(decisions, options, jobs=jobs, progress=progress, cancel=cancel, evaluator=evaluator), meta
