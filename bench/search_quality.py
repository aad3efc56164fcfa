"""Checker-play searches judged decision by decision by our own rollouts
(or by GNU Backgammon's evaluation, as a measuring stick).

Whole games tell two searches apart only over thousands of games (World
class with and without its third ply differ by about 0.03 ppg, ± 0.02 over
5,000 games against GNU Backgammon).  This bench looks at the decisions
instead: positions from our own cubeless Expert self-play (dice and
positions fixed by ``--seed``), each search's choice for the roll, and,
where the searches choose differently, a rollout of every play chosen
(the same dice for each, our shipped network playing at 0-ply;
``--vr`` adds lookahead variance reduction, about 20 times the cost per
trial for a sixteenth of the variance).  Printed, for each search: how often it differs
from the first, and the mean equity it gives away against the best of the
chosen plays by the rollouts, per decision and per game (the decisions of
both sides of one game), with standard errors paired by position.

    PYTHONPATH=. python bench/search_quality.py [--games 20] [--seed 1] [--trials 1296] [--vr]
                                                [--search wc2 --search wc3 --search wc3:4:0.08 ...]
                                                [--referee rollout|gnubg1|gnubg2]

A search is ``expert`` (0-ply), ``wc2`` (the 2-ply search of World class
without its third ply), ``wc3`` (the best two within 0.04 looked a roll
deeper: the analysis at depth 3, and World class until 5 Dec 2026) or
``wc3:KEEP:THRESHOLD`` (the third ply on the best ``KEEP`` within
``THRESHOLD``; World class as shipped is ``wc3:3:0.08``), each with the shipped network
or, after ``@``, another network's weights (``wc3@training/runs/fdk/weights.npz``):
so two networks can be compared at World class on the same decisions.
Cubeless money, no Jacoby.  The rollout judges with our own shipped
network, so the figure says which search agrees better with what that
network's rollouts find, not what a stronger program would say.
``--referee gnubg2`` judges instead by GNU Backgammon's cubeless equity
after each chosen play at its 2-ply (``gnubg1``: 1-ply), with no dice and
so no noise but its own judgement's: a stronger judge than our rollouts,
and a measuring stick only (nothing it says is trained on).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # error_by_class, for the GNU Backgammon referee
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nard_desktop.ai.default import default_evaluator
from nard_desktop.ai.neural import NeuralEvaluator
from nard_desktop.ai.player import choose_play
from nard_desktop.ai.rollouts import rollout_plays
from nard_desktop.ai.search import (DEEP_FILTER, WORLD_CLASS_FILTER, MoveFilter, rank_three_ply,
                                    rank_two_ply, rank_zero_ply)
from nard_desktop.engine import Position, RuleSet, legal_plays
from nard_desktop.engine.context import MatchContext


_NETWORKS: dict[str, object] = {}


def _network(path: str):
    if path not in _NETWORKS:
        if not Path(path).is_file():
            raise SystemExit(f"no weights file {path!r}")
        _NETWORKS[path] = NeuralEvaluator.load(path)
    return _NETWORKS[path]


def parse_search(text: str):
    """A function (plays, rules, match, evaluator) -> chosen play: with
    ``@weights``, it uses those weights instead of the evaluator given."""
    search, at, weights = text.partition("@")
    if at and not weights:
        raise SystemExit(f"unknown search {text!r}: a weights file after '@'")
    choose = _search(search, text)
    if not weights:
        return choose
    net = _network(weights)
    return lambda plays, r, m, ev: choose(plays, r, m, net)


def _search(text: str, full: str):
    if text == "expert":
        return lambda plays, r, m, ev: rank_zero_ply_best(plays, r, m, ev)
    if text == "wc2":
        return lambda plays, r, m, ev: rank_two_ply(plays, r, m, ev, WORLD_CLASS_FILTER)[0].play
    parts = text.split(":")
    if parts[0] != "wc3" or len(parts) not in (1, 3):
        raise SystemExit(f"unknown search {full!r}: expert, wc2, wc3 or wc3:KEEP:THRESHOLD, then @WEIGHTS or not")
    try:
        deep = DEEP_FILTER if len(parts) == 1 else MoveFilter(keep=int(parts[1]), threshold=float(parts[2]))
    except ValueError:
        raise SystemExit(f"unknown search {full!r}: KEEP is a whole number, THRESHOLD a number") from None
    return lambda plays, r, m, ev: rank_three_ply(plays, r, m, ev, WORLD_CLASS_FILTER, deep)[0].play


def rank_zero_ply_best(plays, rules, match, evaluator):
    """The play of best 0-ply cubeless equity (Expert's choice)."""
    eq, _ = rank_zero_ply(plays, rules, match, evaluator)
    return plays[int(eq.argmax())]


def gnubg_referee(plies: int):
    """Each play's cubeless money equity for the mover after it, by GNU
    Backgammon at ``plies`` (``error_by_class.value_after``; imported here:
    only this referee needs GNU Backgammon)."""
    from error_by_class import value_after

    return lambda plays: {id(p): value_after(p.result, plies) for p in plays}


def decisions(games: int, seed: int, rules, match, evaluator):
    """(position, dice, plays) of every decision with two or more plays in
    ``games`` Expert self-play games."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        pos = Position.initial()
        while not pos.is_game_over():
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            plays = legal_plays(pos, dice, rules)
            if len(plays) > 1:
                out.append((pos, dice, plays))
            play = choose_play(pos, dice, "expert", rules, match, evaluator=evaluator)
            pos = play.result.swapped()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--trials", type=int, default=1296)
    ap.add_argument("--vr", action="store_true", help="variance reduction in the rollouts")
    ap.add_argument("--search", action="append",
                    help="expert, wc2, wc3 or wc3:KEEP:THRESHOLD, each with @WEIGHTS or not (repeatable)")
    ap.add_argument("--referee", choices=("rollout", "gnubg1", "gnubg2"), default="rollout",
                    help="who judges the plays chosen differently (default: our rollouts)")
    args = ap.parse_args(argv)
    referee = None if args.referee == "rollout" else gnubg_referee(int(args.referee[-1]))
    names = args.search or ["wc2", "wc3"]
    searches = [parse_search(s) for s in names]
    rules, match = RuleSet(), MatchContext()
    ev = default_evaluator()
    start = time.perf_counter()
    cases = decisions(args.games, args.seed, rules, match, ev)
    print(f"{len(cases)} decisions with a choice in {args.games} Expert self-play games (seed {args.seed})")
    losses = [[] for _ in searches]  # per decision, equity given away against the best chosen play
    differ = [0] * len(searches)
    rolled = 0
    for i, (pos, dice, plays) in enumerate(cases):
        chosen = [s(plays, rules, match, ev) for s in searches]
        distinct = list({id(p): p for p in chosen}.values())
        if len(distinct) == 1:
            for k in range(len(searches)):
                losses[k].append(0.0)
            continue
        rolled += 1
        if referee is not None:
            equity = referee(distinct)
        else:
            results = rollout_plays(pos, dice, distinct, trials=args.trials, seed=args.seed * 100_003 + i,
                                    rules=rules, match=match, variance_reduction=args.vr, jobs=1, evaluator=ev)
            equity = {id(r.play): r.equity for r in results}
        top = max(equity.values())
        for k, p in enumerate(chosen):
            losses[k].append(top - equity[id(p)])
            differ[k] += p is not chosen[0]
    n = len(cases)
    per_game = n / args.games
    how = (f"{args.trials} trials each play{', variance reduction' if args.vr else ''}" if referee is None
           else f"judged by GNU Backgammon {args.referee[-1]}-ply")
    print(f"{rolled} decisions {'rolled out' if referee is None else 'judged'} ({how}), "
          f"{time.perf_counter() - start:.0f} s; {per_game:.1f} decisions with a choice per game")
    width = max(16, 2 + max(map(len, names)))
    print(f"{'search':<{width}}{'differs':>9}{'loss / decision':>18}{'loss / game':>14}{'vs first, / game':>22}")
    for k, name in enumerate(names):
        mean = sum(losses[k]) / n
        d = [a - b for a, b in zip(losses[k], losses[0])]
        md = sum(d) / n
        sd = math.sqrt(sum((x - md) ** 2 for x in d) / max(1, n - 1) / n)
        print(f"{name:<{width}}{differ[k]:>9}{1000 * mean:>15.2f} mE{per_game * mean:>14.4f}"
              f"{-per_game * md:>+14.4f} ± {per_game * sd:.4f}")
    print(f"loss: equity below the best of the chosen plays by the {'rollouts' if referee is None else 'referee'} "
          "(cubeless money); "
          "'vs first': the equity per game gained over the first search (positive: better)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
