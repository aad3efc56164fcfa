"""A random walk through the game and match state machine, for the fuzz tests.

Each step picks an action: mostly a legal one, sometimes an illegal one (the wrong
moment, a bad argument), sometimes an export of the IDs (GNU Backgammon's Position
and Match ID, and the XGID) followed by an import that must give back the same state.
Anything raised must be an :class:`EngineError`, and a refused action must leave the
state as it was.  Exported IDs are collected for the check against GNU Backgammon.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from dataclasses import dataclass, field

from nard_desktop.engine import (CubeState, EngineError, GamePhase, InvalidIdError, Match, MatchKey, Position,
                                 RuleSet, SeededRoller, game_ids, game_xgid, match_from_ids, match_from_xgid)
from nard_desktop.engine.ids import STATE_PLAYING, export_board

RULE_VARIANTS = [
    RuleSet.preset("money"),
    RuleSet.preset("international_match"),
    RuleSet.preset("iranian_cafe"),
    RuleSet.preset("money").replace(beavers=True),
    RuleSet.preset("money").replace(beavers=True, raccoons=True, automatic_doubles=True, automatic_doubles_limit=2),
    RuleSet.preset("money").replace(jacoby=False, opening_reroll=True),
    RuleSet.preset("international_match").replace(backgammon_counts_as_gammon=True, opening_reroll=True),
    RuleSet.preset("international_match").replace(clock=True),
]
LENGTHS = [0, 1, 3, 5, 7, 11]


def state(game) -> tuple:
    """Everything about a game that its IDs carry, for comparison."""
    offer = game.resignation_offer
    return (
        game.phase, game.on_roll if game.phase != GamePhase.OPENING else None,
        export_board(game, 0), tuple(sorted(game.dice)) if game.dice else None,
        game.cube if game.rules.cube_enabled else CubeState(),
        game.pending_double, game.beaver_stake, offer, tuple(game.score), game.match_length,
        game.crawford_game, game.post_crawford,
        game.can_double(0), game.can_double(1),
        game.auto_doubles if game.phase == GamePhase.OPENING else None,
    )


def full_state(game) -> tuple:
    """The state plus what a refused action must not change either."""
    steps = game.turn.steps if game.turn is not None else None
    return state(game) + (len(game.history), steps, game.result)


def xgid_state(game) -> tuple:
    """The state as an XGID carries it: no resignation on offer (the state before the
    offer), and the start of a game (first roll still to come) read as the opening roll."""
    if game.phase == GamePhase.RESIGN_OFFERED:
        game = copy.deepcopy(game)
        game.on_over = None
        game.decline_resignation()
    s = list(state(game))
    if (s[0] == GamePhase.ROLL and game.first_turn and export_board(game, 0) == Position.initial()
            and game.cube.owner is None):
        s[0], s[1] = GamePhase.OPENING, None
        s[14] = game.auto_doubles
    return tuple(s)


@dataclass
class Stats:
    cases: int = 0
    actions: int = 0
    refused: int = 0
    id_round_trips: int = 0
    xgid_round_trips: int = 0
    finished_exports: int = 0
    mutated_ids: int = 0
    games: int = 0
    exported: list = field(default_factory=list)   # (pid, mid, expected state kind)
    xgids: list = field(default_factory=list)      # (xgid, on_roll, comparable)

    def add(self, other: "Stats") -> None:
        for f in dataclasses.fields(self):
            if f.type == "int":
                setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        self.exported += other.exported
        self.xgids += other.xgids


def _legal_action(game, rng: random.Random):
    """A legal action now, as (name, callable)."""
    ph = game.phase
    if ph == GamePhase.OPENING:
        return "roll_opening", game.roll_opening
    if ph == GamePhase.ROLL:
        r = rng.random()
        if game.can_double() and r < 0.25:
            return "double", game.double
        if r < 0.3:
            level = rng.choice((1, 2, 3))
            return "resign", lambda: game.offer_resignation(rng.choice((0, 1)), level)
        return "roll", game.roll
    if ph == GamePhase.DOUBLE_OFFERED:
        options = [("take", game.take), ("take", game.take), ("drop", game.drop)]
        if game.can_beaver():
            options.append(("beaver", game.beaver))
        return rng.choice(options)
    if ph == GamePhase.BEAVERED:
        options = [("take", game.take), ("drop", game.drop), ("roll", game.roll)]
        if game.can_raccoon():
            options.append(("raccoon", game.raccoon))
        return rng.choice(options)
    if ph == GamePhase.RESIGN_OFFERED:
        return rng.choice([("accept", game.accept_resignation), ("decline", game.decline_resignation),
                           ("decline", game.decline_resignation)])
    if ph == GamePhase.MOVE:
        turn = game.turn
        if turn.is_complete():
            return "commit", game.commit
        r = rng.random()
        if r < 0.05:
            return "resign", lambda: game.offer_resignation(rng.choice((0, 1)), rng.choice((1, 2, 3)))
        if r < 0.1 and turn.steps:
            return "undo", game.undo
        if r < 0.4:
            play = rng.choice(game.legal_plays())
            return "play", lambda: game.play(play)
        srcs = sorted(turn.movable_points())
        src = rng.choice(srcs)
        dst = rng.choice(sorted(turn.destinations(src)))
        return "step", lambda: game.step(src, dst)
    raise AssertionError(ph)


def _illegal_action(game, match, rng: random.Random):
    """Some action that may well be wrong now, or take a bad argument."""
    junk = rng.choice([None, "8/5 6/5", 2.5, True, -1, 99, (7, 7), [1], "x", (0, 0), (3, 1)])
    bad = rng.choice(["x", 2.5, (7, 7), [1], (0, 0), "31"])
    options = [
        lambda: game.double(), lambda: game.take(), lambda: game.drop(), lambda: game.beaver(),
        lambda: game.raccoon(), lambda: game.decline_raccoon(), lambda: game.roll(),
        lambda: game.roll(junk), lambda: game.roll_opening(), lambda: game.roll_opening(junk),
        lambda: game.commit(), lambda: game.undo(), lambda: game.accept_resignation(),
        lambda: game.decline_resignation(), lambda: game.play(junk), lambda: game.step(junk, junk),
        lambda: game.step(rng.randint(-2, 27), rng.randint(-2, 27)),
        lambda: game.offer_resignation(rng.choice((0, 1, 2, True)), junk),
        lambda: game.offer_resignation(0, rng.choice((1, 2, 3))),
        lambda: game.legal_plays(), lambda: game.forfeit_on_time(rng.choice((0, 1))) if game.is_over else None,
        lambda: match.next_game(), lambda: game.resignation_points(junk),
        lambda: game.set_state(bad, 0), lambda: game.set_state(Position.initial(), rng.choice((True, 2, None))),
        lambda: game.set_state(Position.initial(), 0, cube=CubeState(3, None)),
        lambda: game.set_state(Position.initial(), 0, dice=bad),
    ]
    return rng.choice(options)


def _mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(chars))
        chars[i] = rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-:!é ")
    if rng.random() < 0.1:
        chars = chars[: rng.randrange(len(chars) + 1)]
    return "".join(chars)


def _check_exports(game, rules, rng: random.Random, stats: Stats, collect: bool) -> None:
    pid, mid = game_ids(game)
    key = MatchKey.decode(mid)
    xg = game_xgid(game)
    if collect:
        stats.exported.append((pid, mid))
        stats.xgids.append(xg)
    if game.phase == GamePhase.OVER:
        stats.finished_exports += 1
        assert key.game_state not in (0, STATE_PLAYING)
        try:
            match_from_ids(pid, mid, rules)
        except InvalidIdError as exc:
            assert exc.code == "finished_game", exc
        else:
            raise AssertionError("a finished game was imported")
        return
    again = match_from_ids(pid, mid, rules, roller=SeededRoller(1))
    assert state(again.game) == state(game), (pid, mid, state(again.game), state(game))
    assert game_ids(again.game) == (pid, mid)
    stats.id_round_trips += 1
    back = match_from_xgid(xg, rules, roller=SeededRoller(1))
    assert state(back.game) == xgid_state(game), (xg, state(back.game), xgid_state(game))
    stats.xgid_round_trips += 1
    # A damaged ID is refused with an engine error, or read as some other state.
    for text_pair in ((_mutate(pid, rng), mid), (pid, _mutate(mid, rng))):
        stats.mutated_ids += 1
        try:
            m = match_from_ids(*text_pair, rules)
        except EngineError:
            pass
        else:
            game_ids(m.game), game_xgid(m.game)
    stats.mutated_ids += 1
    try:
        m = match_from_xgid(_mutate(xg, rng), rules)
    except EngineError:
        pass
    else:
        game_ids(m.game), game_xgid(m.game)


def run_case(seed: int, *, max_actions: int = 400, collect: bool = False) -> Stats:
    """One random match: legal and illegal actions, exports and imports in the middle."""
    rng = random.Random(seed)
    rules = rng.choice(RULE_VARIANTS)
    length = rng.choice(LENGTHS)
    match = Match(length, rules, roller=SeededRoller(seed))
    stats = Stats(cases=1, games=1)
    for _ in range(max_actions):
        game = match.game
        if game.is_over:
            _check_exports(game, rules, rng, stats, collect)
            if match.is_over or rng.random() < 0.1:
                break
            match.next_game()
            stats.games += 1
            continue
        r = rng.random()
        stats.actions += 1
        if r < 0.15:
            _check_exports(game, rules, rng, stats, collect)
            continue
        if r < 0.35:
            action = _illegal_action(game, match, rng)
            before = full_state(game)
            try:
                action()
            except EngineError:
                stats.refused += 1
                assert full_state(game) == before
            continue
        _, action = _legal_action(game, rng)
        action()
    return stats
