"""Cube play: our player against GNU Backgammon 0-ply making its own checker
and cube decisions, in cubeful money games or in matches.

    PYTHONPATH=. python bench/cube_vs_gnubg.py --mode money [--games 2000] [--level world_class]
        [--jobs 1] [--out FILE] [--weights PATH] [--seed 1]
    PYTHONPATH=. python bench/cube_vs_gnubg.py --mode match [--length 7] [--games 400] ...

Money: cube on, Jacoby off, no beavers; a game scores 1, 2 or 3 times the
cube, or the cube's value when a double is passed.  Match: ``--games``
matches of ``--length`` points, Crawford rule.  Each dice sequence (one per
game, or one per match) is played twice with the seats swapped, and the
standard error is taken over the pairs.  Prints our points per game (money)
or our share of matches won (match), each with its standard error.

Our side: ``choose_play`` at ``--level`` and ``cube_decision`` /
``take_decision`` at that level's cube plies.  GNU Backgammon's side:
``gnubg_nn.best_move`` and ``gnubg_nn.evaluate_cube_decision`` at 0-ply,
with the score and cube set before each of its decisions.  Its cube
evaluator has no money mode (it answers "Not implemented for money"), so in
money games it decides as at 25-away, 25-away, the longest match it plays:
close to money play, but not quite.  ``gnubg_nn`` is only a measuring stick.
In money games it is shown the smallest cube with the right owner (1
centred, 2 owned), since at 25-away a cube of 8 is a third of the match and
it would decide as in a short match.  ``--out`` keeps every finished pair,
so a long run resumes where it stopped.  ``--log FILE`` writes every cube
decision (who, double or take, the answer, position ID, cube) with both
programs' views of it: our ND, DT, DP and probabilities, and GNU
Backgammon's 0-ply answers, equities and probabilities.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gnubg_nn

from nard_desktop.engine import MatchContext, Position, RuleSet, apply_step

MONEY_AWAY = 25
"""The match length at which GNU Backgammon's cube decisions stand in for money play."""

CUBE_LIMIT = 64


def _our_player(weights: str | None, level: str):
    from nard_desktop.ai import choose_play, cube_decision, take_decision
    from nard_desktop.ai.levels import level as level_spec
    from nard_desktop.ai.neural import NeuralEvaluator

    ev = NeuralEvaluator.load(weights) if weights else None
    plies = level_spec(level).cube_plies

    def play(pos, dice, rules, ctx):
        return choose_play(pos, dice, level=level, rules=rules, match=ctx, evaluator=ev).result

    def double(pos, rules, ctx):
        return cube_decision(pos, rules, ctx, ev, plies=plies).action == "double"

    def take(pos, rules, ctx):  # pos, ctx: the doubler's view, cube before the offer
        return take_decision(pos, rules, ctx, ev, plies=plies) != "drop"

    def view(pos, rules, ctx):
        d = cube_decision(pos, rules, ctx, ev, plies=plies)
        return {"action": d.action, "take": d.take, "nd": d.nd, "dt": d.dt, "dp": d.dp,
                "p": [round(v, 5) for v in d.probabilities]}

    _VIEWS["ours"] = view
    return play, double, take


_VIEWS: dict = {}
_LOG: dict = {}


def _gnubg_view(pos, rules, ctx) -> dict | None:
    """GNU Backgammon's 0-ply cube analysis for the side on roll: its answers
    and its ND, DT, DP as money equities per cube (from its match winning
    chances at the score it was given, scaled so that DP is +1)."""
    _gnubg_setup(ctx)
    try:
        d, t, too_good, nd, dt, dp = gnubg_nn.evaluate_cube_decision(
            gnubg_nn.key_of_board(pos.board()), 0, -1, b"O", 1)
    except (ValueError, RuntimeError):
        return None
    lose = 1.0 - dp if ctx.is_money else None
    if lose is None or dp - lose <= 0:
        return {"double": d, "take": t, "too_good": too_good, "mwc": [nd, dt, dp]}
    def scale(v):
        return 2.0 * (v - lose) / (dp - lose) - 1.0
    return {"double": d, "take": t, "too_good": too_good, "nd": scale(nd), "dt": scale(dt), "dp": 1.0,
            "p": [round(float(v), 5) for v in gnubg_nn.probabilities(pos.board(), 0)]}


def _logged(players, sink):
    """The players with every cube decision written to ``sink`` (one JSON
    line: who decides, double or take, the answer, the position and cube,
    and both programs' view of it)."""
    def wrap(seat, kind, fn):
        def decide(pos, rules, ctx):
            answer = fn(pos, rules, ctx)
            sink.write(json.dumps({
                "game": _LOG.get("game"), "seat": seat, "who": "ours" if seat == 0 else "gnubg",
                "kind": kind, "answer": bool(answer), "id": pos.position_id(), "cube": ctx.cube_value,
                "owner": str(ctx.cube_owner), "ours": _VIEWS["ours"](pos, rules, ctx),
                "gnubg": _gnubg_view(pos, rules, ctx)}) + "\n")
            return answer
        return decide
    return tuple((p[0], wrap(seat, "double", p[1]), wrap(seat, "take", p[2])) for seat, p in enumerate(players))


def _gnubg_setup(ctx: MatchContext) -> None:
    """Score and cube for a decision of the side on roll in ``ctx``'s view."""
    cube = ctx.cube_value
    if ctx.is_money:
        gnubg_nn.set.score(MONEY_AWAY, MONEY_AWAY, 0)
        # At 25-away a cube of 8 is a third of the match and the evaluator
        # decides as in a short match (it takes at 4 what it passes at 1, and
        # stops doubling at 8).  Money decisions do not depend on the cube's
        # value, only on who owns it, so it is shown the smallest cube with
        # the same owner.
        cube = 1 if ctx.cube_owner == "centre" else 2
    else:
        gnubg_nn.set.score(ctx.my_away, ctx.their_away, 1 if ctx.crawford_game else 0)
    # Found by trying: 'O' is the side on roll in the answers, the owner
    # letter names the side that owns the cube, a cube on 1 is centred, and
    # a new owner is only taken after the cube went back to 1.
    gnubg_nn.set.cube(1, b"X")
    if ctx.cube_owner == "me":
        gnubg_nn.set.cube(cube, b"O")
    elif ctx.cube_owner == "them":
        gnubg_nn.set.cube(cube, b"X")


def _gnubg_player():
    def play(pos, dice, rules, ctx):
        _gnubg_setup(ctx)
        result = pos
        for src, dst in gnubg_nn.best_move(pos.board(), dice[0], dice[1]):
            result = apply_step(result, (src, dst))
        return result

    def _cube(pos, ctx):
        _gnubg_setup(ctx)
        try:
            return gnubg_nn.evaluate_cube_decision(gnubg_nn.key_of_board(pos.board()), 0, -1, b"O", 1)
        except ValueError:
            # It rejects a few probability sets as inconsistent: no double, take.
            return (0, 1, 0)

    def double(pos, rules, ctx):
        return _cube(pos, ctx)[0] == 1

    def take(pos, rules, ctx):
        return _cube(pos, ctx)[1] == 1

    return play, double, take


def play_game(players, rng: random.Random, first: int, rules: RuleSet, length: int = 0,
              score: tuple[int, int] = (0, 0), crawford: bool = False) -> tuple[int, int]:
    """One cubeful game; returns (winning seat, points won)."""
    pos = Position.initial()
    side = first
    cube, owner = 1, None  # owner: seat or None (centred)
    d1, d2 = rng.sample(range(1, 7), 2)
    opening = True
    while True:
        def ctx_for(seat):
            o = "centre" if owner is None else ("me" if owner == seat else "them")
            return MatchContext(length, score[seat], score[1 - seat], cube, o, crawford)
        if not opening:
            ctx = ctx_for(side)
            may = (owner in (None, side) and cube < CUBE_LIMIT and not crawford
                   and not (length and score[side] + cube >= length))
            if may and players[side][1](pos, rules, ctx):
                if not players[1 - side][2](pos, rules, ctx):
                    return side, cube
                cube, owner = 2 * cube, 1 - side
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        opening = False
        result = players[side][0](pos, (d1, d2), rules, ctx_for(side))
        if result.mine[0] == 15:
            return side, cube * int(result.result_type())  # the winner just bore off
        pos = result.swapped()
        side = 1 - side


def play_match(players, seed: int, first: int, length: int, rules: RuleSet) -> int:
    """One match; 1 when seat 0 wins it.  ``first`` opens the first game,
    then the winner of the opening roll is drawn from the dice."""
    rng = random.Random(seed)
    score = [0, 0]
    crawford_done = False
    game = 0
    while max(score) < length:
        crawford = not crawford_done and max(score) == length - 1
        if crawford:
            crawford_done = True
        starter = first if game == 0 else rng.randrange(2)
        winner, pts = play_game(players, rng, starter, rules, length, tuple(score), crawford)
        score[winner] += pts
        game += 1
    return 1 if score[0] >= length else 0


_WORKER: dict = {}


def _init_worker(weights, level) -> None:
    _WORKER["players"] = (_our_player(weights, level), _gnubg_player())


def _play_pairs(args):
    mode, length, seed, indices = args
    rules = RuleSet(cube_enabled=True, jacoby=False, beavers=False)
    players = _WORKER["players"]
    if _LOG.get("sink") is not None:
        players = _logged(players, _LOG["sink"])
    out = []
    for i in indices:
        s = seed * 1_000_003 + i
        vals = []
        for first in (0, 1):
            _LOG["game"] = [i, first]
            if mode == "money":
                winner, pts = play_game(players, random.Random(s), first, rules)
                vals.append(pts if winner == 0 else -pts)
            else:
                vals.append(play_match(players, s, first, length, rules))
        out.append((i, vals[0], vals[1]))
    return out


def run(mode: str, games: int, level: str, weights: str | None, seed: int, jobs: int,
        out: str | None, length: int = 7, log: str | None = None) -> tuple[float, float, int]:
    n_pairs = max(1, games // 2)
    if log and jobs > 1:
        raise SystemExit("--log needs --jobs 1")
    from nard_desktop.ai.neural import DEFAULT_WEIGHTS

    digest = hashlib.sha256(Path(weights or DEFAULT_WEIGHTS).read_bytes()).hexdigest()[:16]
    header = {"mode": mode, "length": length if mode == "match" else 0, "level": level,
              "weights": weights, "sha256": digest, "seed": seed}
    pairs: dict[int, tuple[int, int]] = {}
    sink = None
    if out:
        path = Path(out)
        if path.exists():
            lines = path.read_text().splitlines()
            if lines and json.loads(lines[0]) != header:
                raise SystemExit(f"{path} holds games of another set-up; use another --out file")
            for line in lines[1:]:
                try:
                    i, a, b = json.loads(line)
                except ValueError:
                    break
                if i < n_pairs:
                    pairs[i] = (a, b)
        with path.open("w") as f:
            f.write(json.dumps(header) + "\n")
            for i, (a, b) in sorted(pairs.items()):
                f.write(json.dumps([i, a, b]) + "\n")
        sink = path.open("a")
    todo = [i for i in range(n_pairs) if i not in pairs]
    chunk = 2
    tasks = [(mode, length, seed, todo[k:k + chunk]) for k in range(0, len(todo), chunk)]
    t0 = time.perf_counter()
    if jobs > 1:
        pool = multiprocessing.get_context("spawn").Pool(jobs, _init_worker, (weights, level))
        results = pool.imap_unordered(_play_pairs, tasks)
    else:
        pool = None
        _init_worker(weights, level)
        if log:
            _LOG["sink"] = open(log, "a")
        results = map(_play_pairs, tasks)
    try:
        for batch in results:
            for i, a, b in batch:
                pairs[i] = (a, b)
                if sink:
                    sink.write(json.dumps([i, a, b]) + "\n")
            if sink:
                sink.flush()
    finally:
        if pool is not None:
            pool.terminate()
        if sink:
            sink.close()
        if _LOG.get("sink") is not None:
            _LOG.pop("sink").close()
    vals = [(a + b) / 2.0 for a, b in pairs.values()]
    m = statistics.fmean(vals)
    se = statistics.stdev(vals) / math.sqrt(len(vals)) if len(vals) > 1 else float("nan")
    n = 2 * len(vals)
    what = "ppg" if mode == "money" else f"share of {length}-point matches won"
    unit = "games" if mode == "money" else "matches"
    print(f"ours ({level}) vs gnubg 0-ply, {mode}: {n} {unit}, {m:+.3f} ± {se:.3f} {what} (1 s.e.); "
          f"{time.perf_counter() - t0:.0f} s with {jobs} job(s)", flush=True)
    return m, se, n


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mode", choices=("money", "match"), default="money")
    ap.add_argument("--length", type=int, default=7, help="match length (match mode)")
    ap.add_argument("--games", type=int, default=None, help="games (money) or matches (match)")
    ap.add_argument("--level", default="world_class")
    ap.add_argument("--weights", help="network weights (default: the shipped ones)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", help="results file: each finished pair is appended; rerun to resume")
    ap.add_argument("--log", help="append every cube decision with both programs' views to this file "
                    "(JSON lines; --jobs 1)")
    args = ap.parse_args(argv)
    games = args.games if args.games is not None else (2000 if args.mode == "money" else 400)
    run(args.mode, games, args.level, args.weights, args.seed, args.jobs, args.out, args.length, args.log)


if __name__ == "__main__":
    main()
