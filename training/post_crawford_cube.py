"""The post-Crawford trailer's cube efficiency, chosen by our own cubeful self-play.

    PYTHONPATH=. nice python training/post_crawford_cube.py --seed 77 --games 60 --positions 100 \\
        --efficiencies none,0.8,0.9 --out training/runs/pc77.jsonl

After the Crawford game the leader (1-away) has no use for the cube, and the
trailer's one cube question is when to double: the leader passes when the
trailer is the favourite.  Janowski's blend (``nard_desktop/ai/cubeful.py``)
prices that with the contact efficiency 0.68 like any other cube; this
script measures, in our own games, which least efficiency
(:data:`nard_desktop.ai.cubeful.POST_CRAWFORD_EFFICIENCY`) makes the trailer
play the cube best:

(a) **Positions**: cubeless Expert self-play on dice from ``--seed`` (every
    position before a roll, the opening excepted), each given a score drawn
    from the seed: a 7-point match after the Crawford game, the side on roll
    trailing (2- to 7-away) and the other side 1-away, cube centred.
(b) **Policies**: the cube model with each efficiency of ``--efficiencies``
    (``none``: the model without the post-Crawford floor).  Positions where
    every policy makes the same first cube decision (at 0 plies) are left
    out: there the policies differ only later and by little.  ``--positions``
    of the others, drawn from the seed, are kept.
(c) **Trials**: each position is rolled out cubefully once per policy
    (:func:`nard_desktop.ai.rollouts.rollout`, ``cubeful=True``): both sides
    double, take and pass by that policy's model and play at 0 plies, on the
    same dice for every policy (the position's own seed), so the difference
    between two policies' results is measured with common random numbers.
    The result is the trailer's equity in EMG (match winning chances on the
    match equity table's scale at that score).

Every finished position is appended to ``--out`` (JSON lines; the same
command resumes), and the summary prints each policy's mean and its
difference from the first policy with its standard error over positions.
Nothing of GNU Backgammon's is read here.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

from cube_calibration import expert_game  # noqa: E402
from nard_desktop.ai import cubeful  # noqa: E402
from nard_desktop.engine import CubeOwner, Position, RuleSet  # noqa: E402
from nard_desktop.engine.context import MatchContext  # noqa: E402

RULES = RuleSet()
LENGTH = 7


def parse_efficiencies(text: str) -> list[float | None]:
    out: list[float | None] = []
    for part in text.split(","):
        part = part.strip()
        out.append(None if part == "none" else float(part))
    if len(out) < 2:
        raise SystemExit("--efficiencies needs at least two policies to compare")
    return out


def self_play_positions(seed: int, games: int, evaluator) -> list[Position]:
    """Every position before a roll of ``games`` cubeless Expert games on
    dice from ``seed`` (the opening excepted), each once."""
    rng = random.Random(seed)
    seen: set[str] = set()
    out: list[Position] = []
    for _ in range(games):
        for pos in expert_game(rng, evaluator):
            if pos.position_id() not in seen:
                seen.add(pos.position_id())
                out.append(pos)
    return out


@contextmanager
def policy(efficiency: float | None):
    """The cube model with ``efficiency`` as its post-Crawford floor, for the duration."""
    saved = cubeful.POST_CRAWFORD_EFFICIENCY
    cubeful.POST_CRAWFORD_EFFICIENCY = efficiency
    try:
        yield
    finally:
        cubeful.POST_CRAWFORD_EFFICIENCY = saved


def first_decisions(pos: Position, match: MatchContext, policies: list[float | None], evaluator) -> list[bool]:
    """Does the trailer double at once (0 plies) under each policy?"""
    p = evaluator.probabilities([pos])
    x = cubeful.cube_efficiency([pos])
    out = []
    for e in policies:
        with policy(e):
            eq = cubeful.cube_equities(p, RULES, match, x)
        out.append(bool(eq["nd"][0] < min(eq["dt"][0], eq["dp"][0])))
    return out


def roll(pos: Position, match: MatchContext, policies: list[float | None], trials: int, seed: int,
         evaluator) -> list[tuple[float, float]]:
    """(EMG, standard error) of a cubeful rollout under each policy, same dice."""
    from nard_desktop.ai.rollouts import rollout

    out = []
    for e in policies:
        with policy(e):
            r = rollout(pos, trials, seed=seed, match=match, cubeful=True, jobs=1, evaluator=evaluator)
        assert r.cubeful_equity is not None and r.cubeful_equity_se is not None
        out.append((float(r.cubeful_equity), float(r.cubeful_equity_se)))
    return out


def summary(rows: list[dict], policies: list[float | None]) -> str:
    if not rows:
        return "no positions yet"
    eq = np.array([r["emg"] for r in rows])
    names = ["none" if e is None else f"{e:g}" for e in policies]
    lines = [f"{len(rows)} positions where the first decisions differ; trailer's equity (EMG), mean over positions:"]
    for i, name in enumerate(names):
        d = eq[:, i] - eq[:, 0]
        se = d.std(ddof=1) / math.sqrt(len(d)) if len(d) > 1 else float("nan")
        extra = "" if i == 0 else f"   {d.mean():+.4f} ± {se:.4f} against {names[0]}"
        lines.append(f"  x at least {name:5s} {eq[:, i].mean():+.4f}{extra}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--trials", type=int, default=576)
    ap.add_argument("--efficiencies", default="none,0.8,0.9")
    ap.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    policies = parse_efficiencies(args.efficiencies)

    from nard_desktop.ai.default import default_evaluator
    ev = default_evaluator()
    rng = random.Random(args.seed * 7919 + 1)
    t0 = time.time()
    positions = self_play_positions(args.seed, args.games, ev)
    cands = []
    for pos in positions:
        trailer_score = rng.randrange(0, LENGTH - 1)
        match = MatchContext(LENGTH, trailer_score, LENGTH - 1, 1, CubeOwner.CENTRE, False)
        acts = first_decisions(pos, match, policies, ev)
        if len(set(acts)) > 1:
            cands.append((pos, match, acts))
    rng.shuffle(cands)
    cands = cands[: args.positions]
    print(f"seed {args.seed}: {len(positions)} positions from {args.games} games, "
          f"{len(cands)} kept where the first decisions differ ({time.time() - t0:.0f} s)", flush=True)

    path = Path(args.out)
    setup = {"seed": args.seed, "games": args.games, "trials": args.trials, "efficiencies": policies}
    rows: list[dict] = []
    if path.exists():
        lines = path.read_text().splitlines()
        if not lines or json.loads(lines[0]).get("setup") != setup:
            raise SystemExit(f"{path} holds another set-up; use another --out file")
        rows = [json.loads(line) for line in lines[1:]]
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"setup": setup}) + "\n")
    done = {r["key"] for r in rows}
    with path.open("a") as sink:
        for i, (pos, match, acts) in enumerate(cands):
            key = f"{pos.position_id()}|{match.my_score}"
            if key in done:
                continue
            t = time.time()
            res = roll(pos, match, policies, args.trials, args.seed * 100_003 + i, ev)
            row = {"key": key, "first_double": acts, "emg": [v for v, _ in res], "se": [s for _, s in res]}
            sink.write(json.dumps(row) + "\n")
            sink.flush()
            rows.append(row)
            print(f"  {len(rows)}/{len(cands)} {key} {np.round(row['emg'], 3).tolist()} ({time.time() - t:.0f} s)",
                  flush=True)
    print(summary(rows, policies))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
