"""Where our checker play loses equity, by kind of position, with GNU
Backgammon as the referee.

    PYTHONPATH=. python bench/error_by_class.py [--games 400] [--level expert] [--seed 1]
        [--weights PATH] [--referee-plies 1] [--candidates 4]

Our player (``--level``) plays cubeless money games against GNU Backgammon's
0-ply (``gnubg_nn.best_move``), the two taking the first roll in turn.  At
each of our decisions with more than one legal play, the referee, GNU
Backgammon's evaluation at ``--referee-plies``, judges our play against the
best of its own ``--candidates`` best plays at 0-ply: our loss is the
referee's cubeless equity of that best play minus that of ours (0 when we
chose it or something it likes more).  Decisions are grouped by GNU
Backgammon's own class of the position before the roll (contact, crashed,
race, bear-off, and its other classes by number; ``gnubg_nn.classify``), and each class prints its share of
our decisions, our mean loss per decision in mEMG (thousandths of a point
per game), its share of all our loss, and how many losses reached 0.04
(doubtful or worse by GNU Backgammon's marks).

This says which part of the game a better network has to play better: a
class with a small share of decisions and of loss is not worth a network of
its own.  ``gnubg_nn`` is only a measuring stick here; nothing it says goes
into our networks.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gnubg_nn
from ai_vs_pubeval import _net_chooser, gnubg_chooser

from nard_desktop.engine import Position, legal_plays
from nard_desktop.engine.position import CHECKERS

CLASSES = {gnubg_nn.c_contact: "contact", gnubg_nn.c_crashed: "crashed", gnubg_nn.c_race: "race",
           gnubg_nn.c_bearoff: "bear-off"}


def value_after(result: Position, plies: int) -> float:
    """The mover's cubeless equity after a play, by GNU Backgammon at ``plies``."""
    if result.mine[0] == CHECKERS:
        return float(result.result_type())  # what the mover wins: 1, 2 or 3
    p = gnubg_nn.probabilities(result.swapped().board(), plies)
    return -(2 * p[0] - 1 + p[1] - p[3] + p[2] - p[4])


def loss_of(pos: Position, dice: tuple[int, int], chosen: Position, plies: int, candidates: int) -> float | None:
    """Our loss at one decision, or None when the roll has one play."""
    plays = legal_plays(pos, dice)
    if len(plays) <= 1:
        return None
    raw = {p.result: value_after(p.result, 0) for p in plays}
    judged = sorted(raw, key=raw.get, reverse=True)[:candidates]
    if chosen not in judged:
        judged.append(chosen)
    ref = {r: value_after(r, plies) for r in judged}
    return max(ref.values()) - ref[chosen]


def mean_loss(per_game: list[tuple[int, float]]) -> tuple[float, float]:
    """Loss per decision over all games, with its standard error taking each
    game's decisions together (a ratio estimator: a game's decisions are not
    independent of each other)."""
    n = sum(g[0] for g in per_game)
    if n == 0:
        return 0.0, 0.0
    mean = sum(g[1] for g in per_game) / n
    k = len(per_game)
    if k < 2:
        return mean, 0.0
    resid = sum((loss - mean * d) ** 2 for d, loss in per_game)
    return mean, (resid * k / (k - 1)) ** 0.5 / n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--weights", help="network weights (default: the shipped ones)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--referee-plies", type=int, default=1, choices=(0, 1, 2))
    ap.add_argument("--candidates", type=int, default=4, help="the referee's own best plays at 0-ply to judge")
    args = ap.parse_args(argv)

    ours, described = _net_chooser(args.weights, False, args.level)
    theirs = gnubg_chooser(0)
    rng = random.Random(args.seed)
    stats: dict[str, list] = defaultdict(lambda: [0, 0.0, 0])  # decisions, loss, losses >= 0.04
    per_game: list[tuple[int, float]] = []  # (decisions, loss) of each game, for the standard error
    start = time.time()
    print(f"ours: {described}; opponent gnubg 0-ply; referee gnubg {args.referee_plies}-ply "
          f"over its {args.candidates} best plays and ours; seed {args.seed}")
    for game in range(args.games):
        n_game, loss_game = 0, 0.0
        pos = Position.initial()
        side = game % 2
        dice = tuple(rng.sample(range(1, 7), 2))
        while True:
            if side == 0:
                result = ours(pos, dice)
                loss = loss_of(pos, dice, result, args.referee_plies, args.candidates)
                if loss is not None:
                    c = gnubg_nn.classify(pos.board())
                    s = stats[CLASSES.get(c, f"class {c}")]
                    s[0] += 1
                    s[1] += loss
                    s[2] += loss >= 0.04
                    n_game += 1
                    loss_game += loss
            else:
                result = theirs(pos, dice)
            if result.mine[0] == CHECKERS:
                per_game.append((n_game, loss_game))
                break
            pos = result.swapped()
            side = 1 - side
            dice = (rng.randint(1, 6), rng.randint(1, 6))
    decisions = sum(s[0] for s in stats.values()) or 1
    total = sum(s[1] for s in stats.values()) or 1.0
    print(f"{args.games} games, {decisions} decisions with a choice, {time.time() - start:.0f} s")
    print(f"{'class':<10}{'decisions':>10}{'share':>8}{'mEMG/dec':>10}{'loss share':>12}{'>= 0.04':>9}")
    order = list(CLASSES.values())
    for name in sorted(stats, key=lambda k: (order.index(k) if k in order else len(order), k)):
        n, loss, big = stats[name]
        print(f"{name:<10}{n:>10}{100 * n / decisions:>7.0f}%{1000 * loss / n:>10.1f}"
              f"{100 * loss / total:>11.0f}%{big:>9}")
    mean, se = mean_loss(per_game)
    print(f"{'all':<10}{decisions:>10}{'':>8}{1000 * mean:>10.2f} +/- {1000 * se:.2f} (1 s.e., games as clusters)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
