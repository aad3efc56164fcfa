"""The levels the cube reads: our probabilities against GNU Backgammon 2-ply's
on the doubling-window positions of a ``bench/cube_referee.py --out`` file.

    PYTHONPATH=. python bench/cube_levels.py bench/records/cube_referee_fdk_s3003.jsonl

For every distinct position of the file whose cubeless winning chance by GNU
Backgammon 0-ply lies in 55-95 %: our 0-ply probabilities, World class's
root probabilities (the 1-ply look the cube decision read, from the file),
GNU Backgammon 0-ply's, each against GNU Backgammon 2-ply's.  Printed per
class (contact gammonish / contact plain / race): the mean difference
(a *level* error, what a calibration can remove) and the rms of the
winning chance (the position-by-position error, which it cannot).  The
gammonish split is GNU Backgammon 0-ply's gammons (won + lost) >= 0.15.
A measurement only: nothing here is a training target.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import gnubg_nn

from cube_referee import GAMMONISH, _load_out, read_lines
from nard_desktop.engine import Position


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="a bench/cube_referee.py --out file")
    ap.add_argument("--level", default="world_class")
    args = ap.parse_args(argv)
    from nard_desktop.ai.default import default_evaluator

    setup = json.loads(read_lines(args.out)[0])["setup"]
    rows = list(_load_out(args.out, setup).values())
    seen: dict[str, dict] = {}
    for r in rows:
        pid = r["key"].split("|")[0]
        if pid not in seen and 0.55 <= r["gnubg0_p"][0] <= 0.95:
            seen[pid] = r
    ev = default_evaluator()
    groups: dict[str, list[tuple]] = {}
    for pid, r in seen.items():
        pos = Position.from_board(gnubg_nn.board_from_position_id(pid))
        g0 = r["gnubg0_p"]
        name = r["class"] if r["class"] == "race" else (
            "contact gammonish" if g0[1] + g0[3] >= GAMMONISH else "contact plain")
        groups.setdefault(name, []).append((ev.probabilities([pos])[0], r["ours"][args.level]["p"], g0,
                                            gnubg_nn.probabilities(pos.board(), 2)))
    print(f"{args.out}: {len(seen)} distinct doubling-window positions; differences from GNU Backgammon 2-ply")
    for name in ("contact gammonish", "contact plain", "race"):
        sel = groups.get(name)
        if not sel:
            continue
        ref = np.array([s[3] for s in sel])
        print(f"{name} ({len(sel)} positions)")
        for label, i in (("our 0-ply", 0), (f"{args.level} root", 1), ("GNU Backgammon 0-ply", 2)):
            d = np.array([s[i] for s in sel]) - ref
            print(f"    {label:22s} mean: win {d[:, 0].mean():+.4f}, win gammon {d[:, 1].mean():+.4f}, "
                  f"lose gammon {d[:, 3].mean():+.4f}; rms win {np.sqrt((d[:, 0] ** 2).mean()):.4f}")


if __name__ == "__main__":
    main()
