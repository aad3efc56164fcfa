"""Write a training checkpoint in the shipped weights format.

    PYTHONPATH=. python training/export.py training/runs/fdk/latest.npz OUT.npz

Checkpoints (``train.py``, ``supervise.py``) are float64 with the training
state; the program loads the float32 format of
:func:`nard_desktop.ai.network.save_weights`.  The bench scripts take the
result with ``--weights``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

from nard_desktop.ai.network import save_weights  # noqa: E402
from train import load_checkpoint  # noqa: E402


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("checkpoint")
    ap.add_argument("out")
    args = ap.parse_args(argv)
    state = load_checkpoint(Path(args.checkpoint))
    cfg = state.get("config", {})
    meta = {"games": state["games"], "run": Path(args.checkpoint).parent.name,
            "checkpoint": Path(args.checkpoint).name, "sup_rounds": cfg.get("rounds_done", 0)}
    if cfg.get("init"):
        meta["init"] = Path(cfg["init"]).parent.name + "/" + Path(cfg["init"]).name
    save_weights(args.out, state["contact"], state["race"], meta)
    print(f"{args.checkpoint} -> {args.out}: {meta}")


if __name__ == "__main__":
    main()
