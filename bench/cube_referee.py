"""Cube decisions judged one by one: our World class and Expert cube
decisions against GNU Backgammon's 2-ply cube evaluation as a referee.

    PYTHONPATH=. python bench/cube_referee.py [--seed 1001] [--games 40] [--levels world_class,expert]
        [--cache FILE] [--out FILE] [--weights PATH]

Full cubeful games are slow and noisy (the luck of the dice swamps the
cube); this bench looks at the decisions instead.  Method:

* **Positions** come from our own cubeless self-play: ``--games`` games of
  the Expert level against itself on dice drawn from ``--seed``, the cube
  off (so the positions do not change with the cube code under test); every
  position before a roll (the opening excepted) is a cube decision of the
  side on roll.  Nothing of GNU Backgammon's chooses them.
* **Score and cube** are drawn for each position from the same seed: half
  money (Jacoby off, no beavers; cube centred, or owned by the side on
  roll), half a 7-point match at one of several scores (post-Crawford
  included; the Crawford game has no cube decision and is left out), cube
  centred on 1 or owned by the side on roll at 2 or 4.
* **Our decisions**: ``cube_decision`` at each level's cube plies: double or
  not, and the answer the opponent would give to a double.
* **The referee**: ``gnubg_nn.evaluate_cube_decision`` at 2-ply gives no
  double, double/take and double/pass.  Money is asked at 25-away with the
  smallest cube of the right owner (its evaluator has no money mode; as in
  ``bench/cube_vs_gnubg.py``), its match winning chances scaled to money
  equity per cube (cashing +1).  Match play is judged in match winning
  chances.  Where its 0-ply look finds no double by a wide margin (0.5 of
  money equity; 15 % of match winning chance) and no level of ours
  doubles, the 2-ply look is skipped (it would only confirm "no double").
* **Equity lost**, by the referee's three equities, the other side's
  answer taken as the referee's: a double/no double decision loses
  ``best - chosen`` (``best`` = max(ND, min(DT, DP))); an answer is judged
  where the referee says double (double/take or double/pass) and loses
  ``|DT - DP|`` when wrong.  Split into missed doubles, wrong doubles
  (too early or too good), wrong takes and wrong passes, money and match
  separately.

The seed is fixed before looking (1001 to work with, 2002 to report on
fresh positions).  ``--cache`` keeps the referee's answers (JSON lines) so
a rerun after a code change asks it only about new decisions.  ``--out``
writes every decision with both sides' views.  ``gnubg_nn`` is a
measuring stick here, never a source of training data.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import gnubg_nn

from cube_vs_gnubg import _gnubg_setup
from nard_desktop.engine import MatchContext, Position, RuleSet

RULES = RuleSet(cube_enabled=True, jacoby=False, beavers=False)
NO_CUBE = RuleSet(cube_enabled=False)
"""The self-play is cubeless, so the positions do not depend on the cube code being judged."""
LENGTH = 7
# (my away, their away) for the side on roll; 1-away scores are post-Crawford.
MATCH_SCORES = [(7, 7), (6, 6), (5, 5), (4, 4), (3, 3), (2, 2), (7, 5), (5, 7), (6, 4), (4, 6),
                (5, 3), (3, 5), (4, 2), (2, 4), (3, 2), (2, 3), (1, 4), (4, 1), (1, 2), (2, 1)]
SKIP_MARGIN = {"money": 0.5, "match": 0.15}


# ----------------------------------------------------------------- sample
def self_play_positions(seed: int, games: int, ev=None) -> list[tuple[int, Position]]:
    """Every position before a roll in ``games`` Expert self-play games
    (cubeless money), the opening position excepted: ``(game, position)``."""
    from nard_desktop.ai import choose_play

    rng = random.Random(seed)
    out = []
    for g in range(games):
        pos = Position.initial()
        dice = tuple(rng.sample(range(1, 7), 2))
        first = True
        while True:
            if not first:
                out.append((g, pos))
                dice = (rng.randint(1, 6), rng.randint(1, 6))
            first = False
            result = choose_play(pos, dice, level="expert", rules=NO_CUBE, evaluator=ev).result
            if result.mine[0] == 15:
                break
            pos = result.swapped()
    return out


def draw_context(rng: random.Random) -> MatchContext | None:
    """A score and cube for one decision of the side on roll, or None (the
    drawn cube state gives it no decision)."""
    if rng.random() < 0.5:
        if rng.random() < 0.6:
            return MatchContext(cube_value=rng.choice((1, 2)), cube_owner="centre")
        return MatchContext(cube_value=rng.choice((2, 4)), cube_owner="me")
    a, b = rng.choice(MATCH_SCORES)
    my, their = LENGTH - a, LENGTH - b
    if a == 1:
        return None  # post-Crawford leader: may double but never should; trivial
    if b == 1:
        return MatchContext(LENGTH, my, their, 1, "centre")
    if rng.random() < 0.6:
        return MatchContext(LENGTH, my, their, 1, "centre")
    cube = rng.choice((2, 4))
    if cube >= a:  # a cube we own that already wins the match for us: no decision
        cube = 2
        if cube >= a:
            return None
    return MatchContext(LENGTH, my, their, cube, "me")


def ctx_key(pos: Position, ctx: MatchContext) -> str:
    return f"{pos.position_id()}|{ctx.match_length}|{ctx.my_score}|{ctx.their_score}|{ctx.cube_value}|{ctx.cube_owner}"


# ---------------------------------------------------------------- referee
def referee(pos: Position, ctx: MatchContext, plies: int) -> dict | None:
    """GNU Backgammon's ND, DT, DP for the side on roll (money: equity per
    cube; match: match winning chances), at ``plies``."""
    _gnubg_setup(ctx)
    try:
        _, _, _, nd, dt, dp = gnubg_nn.evaluate_cube_decision(gnubg_nn.key_of_board(pos.board()), plies, -1, b"O", 1)
    except (ValueError, RuntimeError):
        return None
    if ctx.is_money:
        lose = 1.0 - dp

        def scale(v):
            return 2.0 * (v - lose) / (dp - lose) - 1.0
        nd, dt, dp = scale(nd), scale(dt), 1.0
    return {"nd": nd, "dt": dt, "dp": dp, "plies": plies}


def referee_maths(pos: Position, ctx: MatchContext, probs) -> dict | None:
    """The referee's 0-ply cube arithmetic applied to *our* probabilities
    (a diagnostic: separates our cube maths from our probabilities)."""
    _gnubg_setup(ctx)
    try:
        _, _, _, nd, dt, dp = gnubg_nn.evaluate_cube_decision(gnubg_nn.key_of_board(pos.board()), 0, -1, b"O", 1,
                                                              tuple(float(v) for v in probs))
    except (ValueError, RuntimeError, TypeError):
        return None
    if ctx.is_money:
        lose = 1.0 - dp

        def scale(v):
            return 2.0 * (v - lose) / (dp - lose) - 1.0
        nd, dt, dp = scale(nd), scale(dt), 1.0
    return {"nd": nd, "dt": dt, "dp": dp}


def _best(r: dict) -> float:
    return max(r["nd"], min(r["dt"], r["dp"]))


def referee_says_double(r: dict) -> bool:
    return min(r["dt"], r["dp"]) > r["nd"]


# --------------------------------------------------------------- judgment
def judge(ours_double: bool, ours_take: bool, r: dict) -> list[tuple[str, float]]:
    """``(kind, loss)`` for the double decision and, where the referee
    doubles, the answer."""
    out = []
    best = _best(r)
    if ours_double:
        loss = best - min(r["dt"], r["dp"])
        kind = "right_double" if loss <= 1e-9 else ("wrong_double_too_good" if r["nd"] > r["dp"] else "wrong_double")
    else:
        loss = best - r["nd"]
        kind = "right_no_double" if loss <= 1e-9 else "missed_double"
    out.append((kind, max(loss, 0.0)))
    if referee_says_double(r):
        right_take = r["dt"] <= r["dp"]
        loss = abs(r["dt"] - r["dp"])
        if ours_take == right_take:
            out.append(("right_take" if right_take else "right_pass", 0.0))
        else:
            out.append(("wrong_take" if ours_take else "wrong_pass", loss))
    return out


def _load_cache(path: str | None) -> dict:
    cache = {}
    if path and Path(path).exists():
        for line in Path(path).read_text().splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue
            cache[row["key"]] = row["ref"]
    return cache


def run(seed: int, games: int, levels: list[str], cache_path: str | None, out_path: str | None,
        weights: str | None) -> dict:
    from nard_desktop.ai import cube_decision
    from nard_desktop.ai.levels import level as level_spec
    from nard_desktop.ai.neural import NeuralEvaluator

    ev = NeuralEvaluator.load(weights) if weights else None
    t0 = time.perf_counter()
    positions = self_play_positions(seed, games, ev)
    rng = random.Random(seed * 7919 + 1)
    cases = []
    for g, pos in positions:
        ctx = draw_context(rng)
        if ctx is not None:
            cases.append((g, pos, ctx))
    print(f"seed {seed}: {games} self-play games, {len(positions)} positions, {len(cases)} cube decisions "
          f"({time.perf_counter() - t0:.0f} s)", flush=True)
    cache = _load_cache(cache_path)
    cache_sink = open(cache_path, "a") if cache_path else None
    out_sink = open(out_path, "w") if out_path else None
    tally = {lv: {} for lv in levels}
    times = {lv: [] for lv in levels}
    asked = 0
    try:
        for n, (g, pos, ctx) in enumerate(cases):
            mode = "money" if ctx.is_money else "match"
            ours = {}
            for lv in levels:
                t = time.perf_counter()
                d = cube_decision(pos, RULES, ctx, ev, plies=level_spec(lv).cube_plies)
                times[lv].append(time.perf_counter() - t)
                ours[lv] = {"double": d.action == "double", "take": d.take != "drop", "action": d.action,
                            "answer": d.take, "nd": d.nd, "dt": d.dt, "dp": d.dp,
                            "p": [round(v, 5) for v in d.probabilities]}
            key = ctx_key(pos, ctx)
            ref = cache.get(key)
            if ref is None or (ref["plies"] < 2 and any(o["double"] for o in ours.values())):
                ref = None
                zero = referee(pos, ctx, 0)
                if zero is None:
                    continue
                if (zero["nd"] - min(zero["dt"], zero["dp"]) > SKIP_MARGIN[mode]
                        and not any(o["double"] for o in ours.values())):
                    ref = zero
                else:
                    ref = referee(pos, ctx, 2)
                    asked += 1
                if ref is None:
                    continue
                cache[key] = ref
                if cache_sink:
                    cache_sink.write(json.dumps({"key": key, "ref": ref}) + "\n")
            for lv in levels:
                for kind, loss in judge(ours[lv]["double"], ours[lv]["take"], ref):
                    cnt, tot = tally[lv].get((mode, kind), (0, 0.0))
                    tally[lv][(mode, kind)] = (cnt + 1, tot + loss)
            if out_sink:
                maths = {lv: referee_maths(pos, ctx, ours[lv]["p"]) for lv in levels}
                out_sink.write(json.dumps({"game": g, "key": key, "ref": ref, "ours": ours, "maths": maths}) + "\n")
            if (n + 1) % 200 == 0:
                print(f"  {n + 1}/{len(cases)} decisions, {asked} 2-ply referee looks, "
                      f"{time.perf_counter() - t0:.0f} s", flush=True)
    finally:
        if cache_sink:
            cache_sink.close()
        if out_sink:
            out_sink.close()
    report(tally, times, seed)
    return {"tally": tally, "times": times}


KINDS = ["missed_double", "wrong_double", "wrong_double_too_good", "wrong_take", "wrong_pass"]


def report(tally: dict, times: dict, seed: int) -> None:
    for lv, t in tally.items():
        ts = sorted(times[lv])
        p95 = ts[int(0.95 * (len(ts) - 1))] if ts else float("nan")
        print(f"\n{lv} (seed {seed}): cube decision time median {1000 * statistics.median(ts):.0f} ms, "
              f"95th percentile {1000 * p95:.0f} ms")
        for mode, unit, scale in (("money", "points per cube", 1.0), ("match", "% match winning chance", 100.0)):
            doubles = sum(c for (m, k), (c, _) in t.items() if m == mode and ("double" in k))
            answers = sum(c for (m, k), (c, _) in t.items() if m == mode and k.endswith(("take", "pass")))
            total = sum(v for (m, _), (_, v) in t.items() if m == mode)
            print(f"  {mode}: {doubles} double/no double decisions, {answers} answers to referee doubles; "
                  f"lost {scale * total:.3f} {unit} in all, {scale * total / max(doubles, 1):.4f} "
                  f"per double decision")
            for k in KINDS:
                c, v = t.get((mode, k), (0, 0.0))
                print(f"    {k:22s} {c:5d}  lost {scale * v:7.3f}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1001)
    ap.add_argument("--games", type=int, default=40, help="self-play games the positions come from")
    ap.add_argument("--levels", default="world_class,expert")
    ap.add_argument("--cache", help="the referee's answers (JSON lines), read and appended")
    ap.add_argument("--out", help="write every decision with both views (JSON lines)")
    ap.add_argument("--weights", help="network weights (default: the shipped ones)")
    args = ap.parse_args(argv)
    run(args.seed, args.games, args.levels.split(","), args.cache, args.out, args.weights)


if __name__ == "__main__":
    main()
