"""Cube decisions judged one by one: our World class and Expert cube
decisions against GNU Backgammon's 2-ply cube evaluation as a referee.

    PYTHONPATH=. python bench/cube_referee.py [--seed 1001] [--games 40] [--levels world_class,expert]
        [--cache FILE] [--out FILE] [--weights PATH] [--calibration FILE|none] [--report-only]

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
  not, and the answer the opponent would give to a double.  At one ply and
  more they read the shipped calibration of the levels
  (``nard_desktop/ai/calibration.py``); ``--calibration FILE`` judges
  another, ``--calibration none`` the plain network.
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

* **The peer**: GNU Backgammon's own 0-ply cube decisions on the same
  positions, judged the same way and printed beside ours (it shares the
  referee's network, so it is flattered).
* **Figures**, money: the doubler's error in mEMG (thousandths of a point per
  cube) per double/no double decision, the taker's error per answer to a
  double of the referee's, and the share of double/no double decisions
  that agree with the referee; match: match winning chance lost per cube
  decision (doubler's and taker's losses over the double/no double
  decisions).  Printed for every decision and again for the doubling window
  (cube centred, cubeless winning chance 55-95 % by GNU Backgammon 0-ply).

The seed is fixed before looking (1001 to work with, 2002 and 3003 to report
on fresh positions).  ``--cache`` keeps the referee's answers (JSON lines) so
a rerun after a code change asks it only about new decisions.  ``--out``
writes every decision with both sides' views, the peer's and the time each
of our levels took; run again with the same ``--out``, seed, levels and
weights it resumes, and a larger ``--games`` extends it (the positions of the
first games do not change).  ``--report-only`` reports what an ``--out`` file
holds, for a run stopped part way.  ``gnubg_nn`` is a
measuring stick here, never a source of training data.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import math
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


def read_lines(path: str) -> list[str]:
    """The lines of a results file, gzipped (``.gz``, as committed) or not."""
    if path.endswith(".gz"):
        return gzip.decompress(Path(path).read_bytes()).decode().splitlines()
    return Path(path).read_text().splitlines()


def _rounded(x):
    """Floats to five decimals (the records stay small)."""
    if isinstance(x, float):
        return round(x, 5)
    if isinstance(x, dict):
        return {k: _rounded(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_rounded(v) for v in x]
    return x


def _load_cache(path: str | None) -> dict:
    cache = {}
    if path and Path(path).exists():
        for line in read_lines(path):
            try:
                row = json.loads(line)
            except ValueError:
                continue
            cache[row["key"]] = row["ref"]
    return cache


def _load_out(path: str | None, setup: dict) -> dict[int, dict]:
    """The decisions an earlier run of the same set-up already wrote to
    ``--out`` (by case number); refuses a file of another set-up."""
    done: dict[int, dict] = {}
    if not path or not Path(path).exists() or Path(path).stat().st_size == 0:
        return done
    lines = read_lines(path)
    head = json.loads(lines[0]) if lines else {}
    if head.get("setup") != setup:
        raise SystemExit(f"{path} holds another set-up ({head.get('setup')}); give another --out")
    for line in lines[1:]:
        try:
            row = json.loads(line)
        except ValueError:
            continue  # a line cut short by a kill
        if "n" in row:
            done[row["n"]] = row
    return done


def _weights_sha(weights: str | None) -> str:
    from nard_desktop.ai.neural import DEFAULT_WEIGHTS

    path = Path(weights) if weights else Path(DEFAULT_WEIGHTS)
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _game_class(pos: Position) -> str:
    """``race`` or ``contact`` (crashed counted as contact), as GNU Backgammon classifies it."""
    c = gnubg_nn.classify(pos.board())
    return "race" if c <= gnubg_nn.c_race else "contact"


def _peer(zero: dict) -> dict:
    """GNU Backgammon 0-ply's own cube decision from its 0-ply equities."""
    return {"double": referee_says_double(zero), "take": zero["dt"] <= zero["dp"]}


PEER = "gnubg0"
"""The peer's name in the tallies: GNU Backgammon's 0-ply cube decisions on the same positions."""


def run(seed: int, games: int, levels: list[str], cache_path: str | None, out_path: str | None,
        weights: str | None, window: tuple[float, float] = (0.55, 0.95), calibration: str | None = None) -> dict:
    from nard_desktop.ai import cube_decision
    from nard_desktop.ai.levels import level as level_spec
    from nard_desktop.ai.neural import NeuralEvaluator

    ev = NeuralEvaluator.load(weights) if weights else None
    cube_ev = ev
    if calibration:
        # The cube decisions read the calibrated levels; the self-play that
        # gives the positions keeps the plain network.  "none": the plain
        # network's levels (an empty calibration, which the shipped one
        # does not replace).
        from nard_desktop.ai.calibration import CalibratedEvaluator, Calibration
        from nard_desktop.ai.default import default_evaluator

        chosen = Calibration() if calibration == "none" else Calibration.from_json(Path(calibration).read_text())
        cube_ev = CalibratedEvaluator(ev or default_evaluator(), chosen)
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
    setup = {"seed": seed, "levels": levels, "weights": _weights_sha(weights)}
    if calibration:
        setup["calibration"] = ("none" if calibration == "none"
                                else hashlib.sha256(Path(calibration).read_bytes()).hexdigest())
    done = _load_out(out_path, setup)
    if done:
        print(f"  {len(done)} decisions already in {out_path}: resuming", flush=True)
    cache = _load_cache(cache_path)
    cache_sink = open(cache_path, "a") if cache_path else None
    out_sink = None
    if out_path:
        fresh = not Path(out_path).exists() or Path(out_path).stat().st_size == 0
        out_sink = open(out_path, "a")
        if fresh:
            out_sink.write(json.dumps({"setup": setup}) + "\n")
        elif not Path(out_path).read_bytes().endswith(b"\n"):
            out_sink.write("\n")  # after a line cut short by a kill
    rows = []
    asked = 0
    try:
        for n, (g, pos, ctx) in enumerate(cases):
            key = ctx_key(pos, ctx)
            if n in done and done[n]["key"] == key:
                rows.append(done[n])
                continue
            mode = "money" if ctx.is_money else "match"
            ours = {}
            for lv in levels:
                t = time.perf_counter()
                d = cube_decision(pos, RULES, ctx, cube_ev, plies=level_spec(lv).cube_plies)
                ours[lv] = {"double": d.action == "double", "take": d.take != "drop", "action": d.action,
                            "answer": d.take, "nd": d.nd, "dt": d.dt, "dp": d.dp,
                            "p": [round(v, 5) for v in d.probabilities], "time": time.perf_counter() - t}
            zero = referee(pos, ctx, 0)
            if zero is None:
                continue
            ref = cache.get(key)
            if ref is None or (ref["plies"] < 2 and any(o["double"] for o in ours.values())):
                ref = None
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
                    cache_sink.flush()
            row = {"n": n, "game": g, "key": key, "mode": mode, "class": _game_class(pos),
                   "centred": ctx.cube_owner == "centre",
                   "gnubg0_p": [round(float(v), 5) for v in gnubg_nn.probabilities(pos.board(), 0)],
                   "ref": ref, "ours": ours, PEER: dict(_peer(zero), nd=zero["nd"], dt=zero["dt"], dp=zero["dp"]),
                   "maths": {lv: referee_maths(pos, ctx, ours[lv]["p"]) for lv in levels}}
            rows.append(row)
            if out_sink:
                # the referee's equities exactly: ties decide right from wrong
                out_sink.write(json.dumps(dict(_rounded(row), ref=ref)) + "\n")
                out_sink.flush()
            if (n + 1) % 200 == 0:
                print(f"  {n + 1}/{len(cases)} decisions, {asked} 2-ply referee looks, "
                      f"{time.perf_counter() - t0:.0f} s", flush=True)
    finally:
        if cache_sink:
            cache_sink.close()
        if out_sink:
            out_sink.close()
    tally = tally_rows(rows, levels + [PEER])
    times = {lv: [r["ours"][lv]["time"] for r in rows if "time" in r["ours"][lv]] for lv in levels}
    report(tally, times, seed)
    print(f"\nthe doubling window (cubeless winning chance {window[0]:.0%}-{window[1]:.0%} by GNU Backgammon 0-ply, "
          "cube centred): money as the issue's table, match as well")
    in_window = [r for r in rows if r["centred"] and window[0] <= r["gnubg0_p"][0] <= window[1]]
    report(tally_rows(in_window, levels + [PEER]), {}, seed)
    return {"tally": tally, "times": times, "rows": rows}


def report_out(path: str, window: tuple[float, float] = (0.55, 0.95)) -> None:
    """The report of the decisions an ``--out`` file holds, without computing more."""
    lines = read_lines(path)
    setup = json.loads(lines[0])["setup"]
    rows = list(_load_out(path, setup).values())
    levels = setup["levels"]
    print(f"{path}: {len(rows)} decisions from {1 + max((r['game'] for r in rows), default=-1)} self-play games")
    times = {lv: [r["ours"][lv]["time"] for r in rows] for lv in levels}
    report(tally_rows(rows, levels + [PEER]), times, setup["seed"])
    print(f"\nthe doubling window (cubeless winning chance {window[0]:.0%}-{window[1]:.0%} by GNU Backgammon 0-ply, "
          "cube centred)")
    in_window = [r for r in rows if r["centred"] and window[0] <= r["gnubg0_p"][0] <= window[1]]
    report(tally_rows(in_window, levels + [PEER]), {}, setup["seed"])
    diagnose(rows, levels)


GAMMONISH = 0.15
"""A position is gammonish when GNU Backgammon 0-ply gives its gammons (won and lost) at least this much."""


def diagnose(rows: list[dict], levels: list[str]) -> None:
    """Where each level's errors come from: the loss by kind of error, class
    (race, contact) and gammonish or not; and what the referee's 0-ply cube
    arithmetic would lose with *our* probabilities (it separates the
    probabilities from the cube arithmetic)."""
    for lv in levels:
        for mode in ("money", "match"):
            scale, unit = (1000.0, "mEMG") if mode == "money" else (100.0, "% mwc")
            where: dict[tuple[str, str, str], tuple[int, float]] = {}
            maths: dict[str, tuple[int, float]] = {}
            for r in rows:
                if r["mode"] != mode:
                    continue
                o = r["ours"][lv]
                p = r["gnubg0_p"]
                tag = "gammonish" if p[1] + p[3] >= GAMMONISH else "plain"
                for kind, loss in judge(o["double"], o["take"], r["ref"]):
                    if loss > 0:
                        c, v = where.get((kind, r["class"], tag), (0, 0.0))
                        where[(kind, r["class"], tag)] = (c + 1, v + loss)
                m = r["maths"].get(lv)
                if m:
                    for kind, loss in judge(referee_says_double(m), m["dt"] <= m["dp"], r["ref"]):
                        if loss > 0:
                            c, v = maths.get(kind, (0, 0.0))
                            maths[kind] = (c + 1, v + loss)
            total = sum(v for _, v in where.values())
            print(f"\n{lv}, {mode}: {scale * total:.1f} {unit} lost; by kind, class and gammons")
            for (kind, cls, tag), (c, v) in sorted(where.items(), key=lambda kv: -kv[1][1]):
                share = 100 * v / max(total, 1e-12)
                print(f"    {kind:22s} {cls:8s} {tag:9s} {c:4d}  {scale * v:8.1f}  ({share:.0f} %)")
            mt = sum(v for _, v in maths.values())
            print(f"  the referee's 0-ply cube arithmetic on our probabilities: {scale * mt:.1f} {unit} lost ("
                  + ", ".join(f"{k} {c}: {scale * v:.1f}" for k, (c, v) in sorted(maths.items())) + ")")


def tally_rows(rows: list[dict], players: list[str]) -> dict:
    """``{player: {(mode, kind): (count, loss, sum of squared losses)}}`` from decision rows."""
    tally: dict[str, dict] = {p: {} for p in players}
    for r in rows:
        for p in players:
            mine = r[PEER] if p == PEER else r["ours"][p]
            for kind, loss in judge(mine["double"], mine["take"], r["ref"]):
                cnt, tot, sq = tally[p].get((r["mode"], kind), (0, 0.0, 0.0))
                tally[p][(r["mode"], kind)] = (cnt + 1, tot + loss, sq + loss * loss)
    return tally


KINDS = ["missed_double", "wrong_double", "wrong_double_too_good", "wrong_take", "wrong_pass"]
DOUBLER_KINDS = ("right_double", "right_no_double", "missed_double", "wrong_double", "wrong_double_too_good")
TAKER_KINDS = ("right_take", "right_pass", "wrong_take", "wrong_pass")


def figures(t: dict, mode: str) -> dict:
    """Per-decision figures of one player's tally in ``mode``: the doubler's
    error per double/no double decision, the taker's error per answer to a
    referee's double (both in the referee's units: money points per cube,
    match winning chance), the error per cube decision (both together over
    the double/no double decisions), and the share of double/no double
    decisions that agree with the referee.  ``*_se``: the standard errors of
    the two errors (the losses are few and large, so they are wide)."""
    def count(kinds):
        return sum(t.get((mode, k), (0, 0.0, 0.0))[0] for k in kinds)

    def loss(kinds, i=1):
        return sum(t.get((mode, k), (0, 0.0, 0.0))[i] for k in kinds)

    def se(kinds):
        n = count(kinds)
        if n < 2:
            return 0.0
        mean = loss(kinds) / n
        return math.sqrt(max(loss(kinds, 2) / n - mean * mean, 0.0) / (n - 1))

    nd, na = count(DOUBLER_KINDS), count(TAKER_KINDS)
    agree = count(("right_double", "right_no_double"))
    return {"decisions": nd, "answers": na,
            "doubler": loss(DOUBLER_KINDS) / max(nd, 1), "taker": loss(TAKER_KINDS) / max(na, 1),
            "per_decision": (loss(DOUBLER_KINDS) + loss(TAKER_KINDS)) / max(nd, 1),
            "agree": agree / max(nd, 1), "total": loss(DOUBLER_KINDS) + loss(TAKER_KINDS),
            "doubler_se": se(DOUBLER_KINDS), "taker_se": se(TAKER_KINDS)}


def report(tally: dict, times: dict, seed: int) -> None:
    peer = tally.get(PEER)
    for lv, t in tally.items():
        ts = sorted(times.get(lv, []))
        name = "GNU Backgammon 0-ply (the peer)" if lv == PEER else lv
        if ts:
            p95 = ts[int(0.95 * (len(ts) - 1))]
            print(f"\n{name} (seed {seed}): cube decision time median {1000 * statistics.median(ts):.0f} ms, "
                  f"95th percentile {1000 * p95:.0f} ms")
        else:
            print(f"\n{name} (seed {seed})")
        for mode in ("money", "match"):
            f = figures(t, mode)
            pf = figures(peer, mode) if peer is not None and lv != PEER else None
            if mode == "money":
                line = (f"doubler {1000 * f['doubler']:.1f} ± {1000 * f['doubler_se']:.1f} mEMG per decision, taker "
                        f"{1000 * f['taker']:.1f} ± {1000 * f['taker_se']:.1f} mEMG per answer, agreement "
                        f"{100 * f['agree']:.1f} %")
                if pf:
                    line += (f"  (GNU Backgammon 0-ply: {1000 * pf['doubler']:.1f} / {1000 * pf['taker']:.1f} mEMG, "
                             f"{100 * pf['agree']:.1f} %)")
            else:
                line = (f"{100 * f['per_decision']:.3f} % match winning chance per cube decision (doubler "
                        f"{100 * f['doubler']:.3f} %, taker {100 * f['taker']:.3f} % per answer), agreement "
                        f"{100 * f['agree']:.1f} %")
                if pf:
                    line += f"  (GNU Backgammon 0-ply: {100 * pf['per_decision']:.3f} %, {100 * pf['agree']:.1f} %)"
            print(f"  {mode}: {f['decisions']} double/no double decisions, {f['answers']} answers to referee "
                  f"doubles: {line}")
            scale = 1000.0 if mode == "money" else 100.0
            for k in KINDS:
                c, v, _ = t.get((mode, k), (0, 0.0, 0.0))
                print(f"    {k:22s} {c:5d}  lost {scale * v:8.1f} {'mEMG' if mode == 'money' else '% mwc'}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1001)
    ap.add_argument("--games", type=int, default=40, help="self-play games the positions come from")
    ap.add_argument("--levels", default="world_class,expert")
    ap.add_argument("--cache", help="the referee's answers (JSON lines), read and appended")
    ap.add_argument("--out", help="write every decision with both views (JSON lines)")
    ap.add_argument("--weights", help="network weights (default: the shipped ones)")
    ap.add_argument("--calibration", help="a calibration of training/cube_calibration.py for the cube decisions "
                    "(the checker play of the self-play keeps the plain network); 'none': the plain network's "
                    "levels (by default the cube at one ply and more reads the shipped calibration)")
    ap.add_argument("--report-only", action="store_true",
                    help="only report the decisions already in --out (a run stopped part way)")
    args = ap.parse_args(argv)
    if args.report_only:
        report_out(args.out)
        return
    if any(p and p.endswith(".gz") for p in (args.out, args.cache)):
        raise SystemExit("a run appends to --out and --cache: gunzip them first (gunzip -k FILE.gz)")
    run(args.seed, args.games, args.levels.split(","), args.cache, args.out, args.weights,
        calibration=args.calibration)


if __name__ == "__main__":
    main()
