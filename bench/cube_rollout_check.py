"""How far can a taker get, as GNU Backgammon's 2-ply referee judges it?
The referee itself and our own best estimates, judged by GNU Backgammon's rollouts.

    PYTHONPATH=. python bench/cube_rollout_check.py [--run cc1] [--shards 304] [--sample 120]
        [--trials 216] [--seed 7] [--cubeful] [--jobs 2] [--out FILE]

``bench/cube_referee.py`` judges our answers to doubles by GNU Backgammon's
2-ply cube evaluation.  That referee has errors of its own, and our
answers can only be as good as the probabilities they read.  This bench
puts numbers on both, on money positions (cube centred, Jacoby off) from
our own cubeless self-play in the doubling window: the positions of the
cube calibration's rollouts (``training/cube_calibration.py``, run
``--run``, its first ``--shards`` shards, contact only), which also carry
our own 1,296-trial rollout of each.

* **The answers judged** are those where the referee says double (take or
  pass): every one where our rollout's or our 2-ply look's answer differs
  from the referee's, and a random sample of ``--sample`` of the others
  (drawn from ``--seed``), weighted back to the whole set.
* **Their truth** is GNU Backgammon's rollout (the ``gnubg`` command,
  ``--trials`` trials, 0-ply play, variance reduction, seed from the
  position), in two forms: cubeless, put through GNU Backgammon's own 0-ply
  cube arithmetic (the way a cubeless rollout is read, which shares its
  arithmetic with GNU Backgammon 0-ply's decisions); and with ``--cubeful``
  also a cubeful rollout of the position after double/take (cube 2, owned
  by the taker; cube decisions in the rollout at 0 ply), which needs no
  cube arithmetic at all and is the better truth.
* **The candidates**, each an answer from a double/take equity: our World
  class look (``cube_decision`` at 2 plies, its own equity), our 1,296-trial
  rollout (our cube arithmetic on its probabilities), GNU Backgammon 0-ply
  and the referee (GNU Backgammon 2-ply).  Printed: the winning chance's
  error against the truth, and each candidate's wrong passes, wrong takes
  and loss in thousandths of a point per answer (mEMG).

``--out`` keeps every position's figures (JSON lines); a rerun with the
same file rolls out only what is missing.  The file keeps our look's
answers as the code of its first run gave them: judge new cube code with a
new file.  GNU Backgammon only measures
here; nothing of it is a target.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import zlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from cube_referee import referee, referee_maths  # noqa: E402
from nard_desktop.engine import MatchContext, Position, RuleSet  # noqa: E402
from nard_desktop.engine.ids import MatchKey  # noqa: E402

RULES = RuleSet(cube_enabled=True, jacoby=False, beavers=False)
MONEY = MatchContext(cube_value=1, cube_owner="centre")
GNUBG = shutil.which("gnubg") or ("/usr/games/gnubg" if Path("/usr/games/gnubg").exists() else None)
# Money, cube 1 centred, the side of the Position ID (gnubg's player 1) on roll, its dice not
# rolled; Jacoby on as gnubg's money default, which touches neither rollout here (cubeless,
# or with the cube already turned).  Its opponent is gnubg's player 0.
MONEY_MATCH_ID = MatchKey(cube_value=1, cube_owner=None, dice_owner=1, crawford=False, game_state=1, turn=1,
                          doubled=False, resign=0, dice=(0, 0), length=0, score=(0, 0), jacoby=True).encode()
_RESULT = re.compile(r"Current Position:\s*\n\s*([\d.]+) ([\d.]+) ([\d.]+) - ([\d.]+) ([\d.]+) ([\d.]+) CL")
_CUBEFUL = re.compile(r"Current Position:\s*\n[^\n]* CL\s+\S+ CF\s+([+-]?[\d.]+)")


def _run_gnubg(commands: list[str], timeout: float = 1800) -> str:
    """What the ``gnubg`` command prints for ``commands``.  It prints a
    rollout's results only to a terminal, so it runs on a pseudo-terminal."""
    if GNUBG is None:
        raise SystemExit("the gnubg command is not installed (Debian: apt-get install gnubg)")
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "commands.txt"
        script.write_text("\n".join(commands + [""]))
        master, slave = os.openpty()
        try:
            with script.open() as stdin:
                proc = subprocess.Popen([GNUBG, "-t", "-q"], stdin=stdin, stdout=slave, stderr=slave, cwd=tmp)
                os.close(slave)
                chunks = []
                while True:
                    try:
                        data = os.read(master, 65536)
                    except OSError:  # the terminal closes when gnubg exits
                        break
                    if not data:
                        break
                    chunks.append(data)
                proc.wait(timeout=timeout)
        finally:
            os.close(master)
    return b"".join(chunks).decode("utf-8", "replace").replace("\r", "").split("Rollout done")[-1]


def _rollout_settings(trials: int, seed: int, cubeful: bool) -> list[str]:
    return [f"set rollout trials {trials}", f"set rollout cubeful {'on' if cubeful else 'off'}",
            "set rollout varredn on", "set rollout chequerplay plies 0", "set rollout later chequerplay plies 0",
            "set rollout cubedecision plies 0", "set rollout later cubedecision plies 0", f"set rollout seed {seed}"]


def gnubg_rollout(position_id: str, trials: int, seed: int) -> list[float]:
    """GNU Backgammon's cubeless rollout of the position (side on roll,
    before its roll): ``[win, win gammon, win backgammon, lose gammon, lose
    backgammon]``."""
    text = _run_gnubg(_rollout_settings(trials, seed, False)
                      + [f"set gnubgid {position_id}:{MONEY_MATCH_ID}", "rollout"])
    m = _RESULT.search(text)
    if not m:
        raise RuntimeError(f"no rollout result from gnubg for {position_id}: {text[-300:]!r}")
    win, wg, wbg, _lose, lg, lbg = map(float, m.groups())
    return [win, wg, wbg, lg, lbg]


def gnubg_double_take(position_id: str, trials: int, seed: int) -> float:
    """Double/take by GNU Backgammon's cubeful rollout (money, the cube
    turned to 2 and owned by the taker, the doubler on roll; cube decisions
    in the rollout at 0 ply), per unit of the cube before the double: the
    same scale as the referee's (double/pass is 1)."""
    text = _run_gnubg(_rollout_settings(trials, seed, True)
                      + [f"set gnubgid {position_id}:{MONEY_MATCH_ID}", "set cube value 2", "set cube owner 0",
                         "rollout"])
    m = _CUBEFUL.search(text)
    if not m:
        raise RuntimeError(f"no cubeful rollout result from gnubg for {position_id}: {text[-300:]!r}")
    return 2.0 * float(m.group(1))  # gnubg prints money equity per unit of the current cube (2)


def calibration_rows(run: str, shards: int) -> list[dict]:
    rows = []
    for path in sorted((ROOT / "training" / "runs" / run / "data").glob("shard_*.json"))[:shards]:
        shard = json.loads(path.read_text())
        for i, r in enumerate(shard["positions"]):
            if r["class"] == "contact":
                rows.append(dict(r, id=[shard["k"], i]))
    return rows


def our_views(row: dict) -> dict:
    """Our World class look (its DT) and our rollout's DT, and the referee's."""
    from nard_desktop.ai.cube import cube_decision
    from nard_desktop.ai.cubeful import cube_efficiency, cube_equities

    pos = Position(tuple(row["mine"]), tuple(row["theirs"]))
    look = cube_decision(pos, RULES, MONEY, plies=2)
    ro = cube_equities(np.array([row["target"]]), RULES, MONEY, cube_efficiency([pos]))
    return {"look_dt": look.dt, "look_win": look.probabilities[0], "rollout_dt": float(ro["dt"][0]),
            "ref": referee(pos, MONEY, 2), "gnubg0": referee(pos, MONEY, 0)}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", default="cc1", help="the cube calibration run whose positions are used")
    ap.add_argument("--shards", type=int, default=304)
    ap.add_argument("--sample", type=int, default=120, help="undisputed answers rolled out, drawn at random")
    ap.add_argument("--trials", type=int, default=216)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", help="JSON lines of every position's figures (resumed)")
    ap.add_argument("--cubeful", action="store_true",
                    help="money: also judge by GNU Backgammon's cubeful rollouts of double/take")
    ap.add_argument("--cubeful-trials", type=int, help="trials of the cubeful rollouts (default: --trials)")
    ap.add_argument("--jobs", type=int, default=1, help="rollouts run at once")
    args = ap.parse_args(argv)

    done: dict[tuple, dict] = {}
    if args.out and Path(args.out).exists():
        for line in Path(args.out).read_text().splitlines():
            rec = json.loads(line)
            if rec.get("trials") == args.trials:
                done[tuple(rec["id"])] = rec
    out = open(args.out, "a") if args.out else None

    rows = calibration_rows(args.run, args.shards)
    views = []
    for row in rows:
        key = tuple(row["id"])
        v = done[key] if key in done else our_views(row)
        if v.get("ref") is None:
            continue
        views.append((row, v))
    doubles = [(r, v) for r, v in views if min(v["ref"]["dt"], 1.0) > v["ref"]["nd"]]

    def pass_(dt: float) -> bool:
        return dt >= 1.0

    disputed, rest = [], []
    for r, v in doubles:
        differs = pass_(v["look_dt"]) != pass_(v["ref"]["dt"]) or pass_(v["rollout_dt"]) != pass_(v["ref"]["dt"])
        (disputed if differs else rest).append((r, v))
    random.Random(args.seed).shuffle(rest)
    chosen = disputed + rest[:args.sample]
    weight_rest = len(rest) / max(1, min(args.sample, len(rest)))
    print(f"{len(views)} contact positions of {args.run}; the referee doubles in {len(doubles)}: "
          f"{len(disputed)} disputed, {min(args.sample, len(rest))} of the other {len(rest)} sampled "
          f"(weight {weight_rest:.2f}); GNU Backgammon rollouts of {args.trials} trials", flush=True)

    def roll(item):
        n, (row, v) = item
        key = tuple(row["id"])
        rec = done.get(key)
        pos = Position(tuple(row["mine"]), tuple(row["theirs"]))
        pid = pos.position_id()
        seed = zlib.crc32(pid.encode()) % 2**31
        if rec is None or "gnubg_rollout" not in rec:
            probs = gnubg_rollout(pid, args.trials, seed)
            rec = dict(v, id=list(key), trials=args.trials, gnubg_rollout=probs,
                       truth_dt=referee_maths(pos, MONEY, probs)["dt"], our_rollout_win=row["target"][0])
        cubeful_trials = args.cubeful_trials or args.trials
        if args.cubeful and ("cubeful_dt" not in rec or rec.get("cubeful_trials", args.trials) != cubeful_trials):
            rec = dict(rec, cubeful_dt=gnubg_double_take(pid, cubeful_trials, seed), cubeful_trials=cubeful_trials)
        return n, key, rec

    recs = []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:  # each rollout is a gnubg process of its own
        for n, key, rec in pool.map(roll, enumerate(chosen)):
            if out and rec is not done.get(key):
                out.write(json.dumps(rec) + "\n")
                out.flush()
            if (n + 1) % 10 == 0:
                print(f"  {n + 1} of {len(chosen)} done", flush=True)
            recs.append(dict(rec, weight=1.0 if n < len(disputed) else weight_rest))
    report(recs)


def report(recs: list[dict]) -> None:
    w = np.array([r["weight"] for r in recs])
    truth = np.array([r["truth_dt"] for r in recs])
    truth_win = np.array([r["gnubg_rollout"][0] for r in recs])
    print(f"\nwinning chance against GNU Backgammon's rollouts ({len(recs)} answers, weighted):")
    for name, a in (("our rollout (1,296 trials)", [r["our_rollout_win"] for r in recs]),
                    ("our World class look", [r["look_win"] for r in recs])):
        e = np.asarray(a) - truth_win
        print(f"  {name:30s} rms {np.sqrt(np.average(e ** 2, weights=w)):.4f}, mean {np.average(e, weights=w):+.4f}")
    print("\nanswers judged by GNU Backgammon's cubeless rollouts through its 0-ply cube arithmetic "
          "(mEMG per answer, weighted to all the referee's doubles):")
    cands = {"our World class (2-ply look)": [r["look_dt"] for r in recs],
             "our rollout (1,296 trials)": [r["rollout_dt"] for r in recs],
             "GNU Backgammon 0-ply": [r["gnubg0"]["dt"] for r in recs],
             "GNU Backgammon 2-ply (the referee)": [r["ref"]["dt"] for r in recs]}
    for name, dts in cands.items():
        judged(name, np.asarray(dts), truth, w)
    ref = np.array([r["ref"]["dt"] for r in recs])
    print("\nthe same answers judged by the referee, as bench/cube_referee.py judges:")
    for name, dts in list(cands.items())[:3] + [("GNU Backgammon's rollout", list(truth))]:
        judged(name, np.asarray(dts), ref, w)
    if all("cubeful_dt" in r for r in recs):
        cubeful = np.array([r["cubeful_dt"] for r in recs])
        print("\nanswers judged by GNU Backgammon's cubeful rollouts of double/take (mEMG per answer, weighted):")
        for name, dts in list(cands.items()) + [("GNU Backgammon's cubeless rollout", list(truth))]:
            judged(name, np.asarray(dts), cubeful, w)
        print("the same answers judged by the referee:")
        judged("GNU Backgammon's cubeful rollout", cubeful, ref, w)


def answer_loss(dt: np.ndarray, judge: np.ndarray, w: np.ndarray) -> tuple[float, float, int, int, float]:
    """Answers from the double/take equities ``dt`` (pass when 1 or more)
    judged by the double/take equities ``judge``: the weighted mean loss per
    answer and its standard error, the wrong passes and wrong takes
    (counted), and the weighted rms difference of the two equities."""
    wrong_pass = (dt >= 1.0) & (judge < 1.0)
    wrong_take = (dt < 1.0) & (judge >= 1.0)
    loss = np.where(wrong_pass, 1.0 - judge, 0.0) + np.where(wrong_take, judge - 1.0, 0.0)
    mean = float(np.average(loss, weights=w))
    se = float(np.sqrt(np.sum((w * (loss - mean)) ** 2)) / np.sum(w))
    return (mean, se, int(wrong_pass.sum()), int(wrong_take.sum()),
            float(np.sqrt(np.average((dt - judge) ** 2, weights=w))))


def judged(name: str, dt: np.ndarray, judge: np.ndarray, w: np.ndarray) -> None:
    loss, se, passes, takes, rms = answer_loss(dt, judge, w)
    print(f"  {name:36s} {1000 * loss:5.1f} ± {1000 * se:3.1f}  (of those rolled out: wrong passes {passes}, "
          f"wrong takes {takes}; double/take rms difference {rms:.3f})")


if __name__ == "__main__":
    main()
