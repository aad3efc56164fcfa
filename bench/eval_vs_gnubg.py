"""How far our networks' evaluations lie from GNU Backgammon's, position by
position, by kind of position.

    PYTHONPATH=. python bench/eval_vs_gnubg.py [--weights A.npz B.npz ...] [--positions 4000]
        [--seed 1] [--plies 1]

The positions: cubeless self-play of the shipped network at Expert (the
best 0-ply cubeless equity of every roll), a position kept, side on roll
before the roll, with probability ``--keep``; the same ``--seed`` gives the
same positions whatever the weights measured.  Each set of weights (the
shipped ones when none is named) evaluates every position at 0-ply, as the
program does, and GNU Backgammon at ``--plies`` (1 by default: its 0-ply
with a roll of look-ahead, a stronger judge than either network) gives its
own.  Per GNU Backgammon's class of the position (contact, crashed, race;
bear-off positions are the database's, the same for every network, and left
out) the script prints the root mean square and the mean of the difference
in cubeless equity (ours minus GNU Backgammon's), and the root mean square
of each of the five probabilities; a last row does the same for GNU
Backgammon's own 0-ply, for scale.

A quick screen for candidate networks before head-to-head games: a network
nearer GNU Backgammon's judgement has, so far, also been the stronger player.
It measures agreement, not truth, and ``gnubg_nn`` is only a measuring stick:
nothing it says goes into our networks.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gnubg_nn
from ai_vs_pubeval import _net_chooser

from nard_desktop.ai.equity import cubeless_equity
from nard_desktop.ai.neural import NeuralEvaluator
from nard_desktop.engine import Position, RuleSet
from nard_desktop.engine.position import CHECKERS

CLASSES = {gnubg_nn.c_contact: "contact", gnubg_nn.c_crashed: "crashed", gnubg_nn.c_race: "race"}
MONEY = RuleSet(cube_enabled=False, jacoby=False)


def equity(p: np.ndarray) -> np.ndarray:
    """Cubeless money equity of the side on roll from five probabilities."""
    return cubeless_equity(p, MONEY)


def self_play_positions(choose, count: int, keep: float, seed: int) -> list[Position]:
    """``count`` positions (side on roll) met in self-play of ``choose(pos,
    dice) -> result``, each position kept with probability ``keep``;
    bear-off and finished positions are not kept."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        pos = Position.initial()
        dice = tuple(rng.sample(range(1, 7), 2))
        while True:
            result = choose(pos, dice)
            if result.mine[0] == CHECKERS:
                break
            pos = result.swapped()
            if gnubg_nn.classify(pos.board()) in CLASSES and rng.random() < keep:
                out.append(pos)
                if len(out) == count:
                    break
            dice = (rng.randint(1, 6), rng.randint(1, 6))
    return out


def compare(ours: np.ndarray, ref: np.ndarray, classes: np.ndarray) -> dict[str, dict]:
    """Per class and overall: count, rms and mean of the equity difference,
    rms of each probability's difference."""
    rows = {}
    for name, mask in [(n, classes == c) for c, n in CLASSES.items()] + [("all", np.ones(len(classes), bool))]:
        if not mask.any():
            continue
        d = equity(ours[mask]) - equity(ref[mask])
        rows[name] = {"n": int(mask.sum()), "rms": float(np.sqrt(np.mean(d * d))), "bias": float(d.mean()),
                      "probs": np.sqrt(np.mean((ours[mask] - ref[mask]) ** 2, axis=0))}
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--weights", nargs="*", default=[], help="network weights to measure (default: the shipped ones)")
    ap.add_argument("--positions", type=int, default=4000)
    ap.add_argument("--keep", type=float, default=0.15, help="chance to keep a position met")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plies", type=int, default=1, choices=(0, 1, 2), help="GNU Backgammon's look-ahead")
    args = ap.parse_args(argv)
    if args.positions < 1 or not 0.0 < args.keep <= 1.0:
        ap.error("--positions must be at least 1 and --keep in (0, 1]")

    start = time.time()
    expert, _ = _net_chooser(None, True)  # the shipped network's best 0-ply cubeless equity
    positions = self_play_positions(expert, args.positions, args.keep, args.seed)
    classes = np.array([gnubg_nn.classify(p.board()) for p in positions])
    ref = np.array([gnubg_nn.probabilities(p.board(), args.plies) for p in positions])
    print(f"{len(positions)} positions of Expert self-play (seed {args.seed}), GNU Backgammon {args.plies}-ply "
          f"as the judge, {time.time() - start:.0f} s")
    print(f"{'weights':<40}{'class':<9}{'n':>6}{'eq rms':>9}{'eq bias':>9}   rms of P(win, wg, wbg, lg, lbg)")
    rows = []
    for w in args.weights or [None]:
        ours = NeuralEvaluator.load(w).probabilities(positions)
        rows.append((Path(w).name if w else "shipped", ours))
    if args.plies > 0:  # the judge's own network without its look-ahead, for scale
        rows.append(("(GNU Backgammon 0-ply)", np.array([gnubg_nn.probabilities(p.board(), 0) for p in positions])))
    for label, ours in rows:
        for name, r in compare(ours, ref, classes).items():
            print(f"{label:<40}{name:<9}{r['n']:>6}{r['rms']:>9.4f}{r['bias']:>+9.4f}   "
                  + " ".join(f"{x:.4f}" for x in r["probs"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
