"""Rollout speed, ours against GNU Backgammon's own rollout in the same run.

Both roll out the same contact positions (met in games the computer plays
against itself, seeded) with the same number of trials: cubeless, checker
play at 0-ply, no variance reduction, quasi-random dice, one process each,
and each with its own default bear-off truncation (GNU Backgammon stops a
cubeless trial at its one-sided bear-off database, we at ours: both sides
home).  GNU Backgammon is Debian's ``gnubg -t`` (``set threads 1``), run
under ``script`` so that it prints its results; its time is the CPU time of
its process less that of the same session without the rollouts (start-up,
loading its networks).  Ours is the CPU time of ``rollout(..., jobs=1)``.
CPU time rather than the clock, because the machine is shared; the wall
clock figures are printed too.  Then our figure with every core
(``jobs=None``, wall clock).

    PYTHONPATH=. python bench/rollout.py [--positions 4] [--trials 1296] [--seed 1]

Prints trials per second for each and the ratio ours / GNU Backgammon,
and both sides' equities (money, gammons counted) as a sanity check.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import resource
import shutil
import subprocess
import tempfile
import time

GNUBG = "/usr/games/gnubg"
MONEY_X_ON_ROLL = "cAkAAAAAAAAA"  # match ID: money game, cube centred, X on roll, dice not rolled


def positions(n: int, seed: int):
    """Middle-game positions of games the computer plays against itself."""
    from nard_desktop.ai import choose_play
    from nard_desktop.engine import Position

    rng = random.Random(seed)
    out = []
    while len(out) < n:
        pos = Position.initial()
        for _ in range(rng.randint(6, 20)):
            pos = choose_play(pos, (rng.randint(1, 6), rng.randint(1, 6))).result.swapped()
            if pos.is_game_over():
                break
        if not pos.is_game_over() and pos.is_contact():
            out.append(pos)
    return out


def _gnubg_script(ids: list[str], trials: int, seed: int, rollouts: bool) -> str:
    lines = [
        f"set rollout trials {trials}",
        "set rollout chequerplay plies 0",
        "set rollout cubedecision plies 0",
        "set rollout cubeful off",
        "set rollout varredn off",
        "set rollout quasirandom on",
        "set rollout truncation enable off",
        f"set rollout seed {seed}",
        "set threads 1",
        "set display off",
        "set automatic roll off",
        "set player 0 human",
        "set player 1 human",
        "new game",
    ]
    for pid in ids:
        lines.append(f"set gnubgid {pid}:{MONEY_X_ON_ROLL}")
        if rollouts:
            lines.append("rollout")
    lines.append("quit")
    lines.append("y")
    return "\n".join(lines) + "\n"


def run_gnubg(ids: list[str], trials: int, seed: int, rollouts: bool) -> tuple[float, float, str]:
    """(CPU seconds, wall seconds, output) of one gnubg session."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(_gnubg_script(ids, trials, seed, rollouts))
        path = f.name
    try:
        if shutil.which("script"):
            cmd = ["script", "-q", "-c", f"{GNUBG} -t -q < {path}", "/dev/null"]
        else:  # no terminal: gnubg keeps its results to itself, the time still counts
            cmd = ["sh", "-c", f"{GNUBG} -t -q < {path}"]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        out = subprocess.run(cmd, capture_output=True, text=True, errors="replace", stdin=subprocess.DEVNULL).stdout
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    finally:
        os.unlink(path)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, out.replace("\r", "\n")


_RESULT = re.compile(r"Rollout done.*?Current Position:\s*\n\s*"
                     r"([\d.]+) ([\d.]+) ([\d.]+) - ([\d.]+) ([\d.]+) ([\d.]+) CL\s+([-+][\d.]+)", re.S)


def gnubg_equities(output: str) -> list[float]:
    return [float(m.group(7)) for m in _RESULT.finditer(output)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--trials", type=int, default=1296)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-all-cores", action="store_true", help="skip the figure with every core")
    args = parser.parse_args()

    from nard_desktop.ai import default_evaluator, rollout
    from nard_desktop.ai.pool import default_jobs
    from nard_desktop.engine import RuleSet

    rules = RuleSet(jacoby=False)
    pos = positions(args.positions, args.seed)
    ids = [p.position_id() for p in pos]
    total = args.trials * len(pos)
    print(f"{len(pos)} contact positions ({', '.join(ids)}), {args.trials} trials each, 0-ply, cubeless, "
          f"no variance reduction, quasi-random dice")
    default_evaluator()  # loaded before the clock starts, as gnubg's start-up is taken off

    base_cpu, base_wall, _ = run_gnubg(ids, args.trials, args.seed, rollouts=False)
    g_cpu, g_wall, out = run_gnubg(ids, args.trials, args.seed, rollouts=True)
    g_cpu -= base_cpu
    g_wall -= base_wall
    g_eq = gnubg_equities(out)

    ours_eq = []
    c0, w0 = time.process_time(), time.perf_counter()
    for p in pos:
        ours_eq.append(rollout(p, trials=args.trials, seed=args.seed, rules=rules, jobs=1).equity)
    o_cpu, o_wall = time.process_time() - c0, time.perf_counter() - w0

    print(f"gnubg rollout:        {total / g_cpu:8.1f} trials/s CPU  ({total / g_wall:.1f} wall)")
    print(f"ours, one process:    {total / o_cpu:8.1f} trials/s CPU  ({total / o_wall:.1f} wall)")
    print(f"ratio ours / gnubg:   {g_cpu / o_cpu:8.3f} CPU  ({g_wall / o_wall:.3f} wall)")
    if not args.no_all_cores:
        jobs = default_jobs()
        w0 = time.perf_counter()
        for p in pos:
            rollout(p, trials=args.trials, seed=args.seed, rules=rules, jobs=None)
        a_wall = time.perf_counter() - w0
        print(f"ours, all {jobs} core(s): {total / a_wall:8.1f} trials/s wall (worker start-up included)")
    if len(g_eq) == len(pos):
        print("equities (money, gammons counted), ours vs gnubg's rollout: "
              + ", ".join(f"{a:+.3f}/{b:+.3f}" for a, b in zip(ours_eq, g_eq)))
    else:
        print(f"gnubg printed {len(g_eq)} results (needs `script` for a terminal)")


if __name__ == "__main__":
    main()
