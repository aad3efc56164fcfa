"""The cube's calibration of the network's win and gammon levels.

The checker play ranks plays by differences of equity; the cube reads the
*levels* of one position (its winning chance and gammon rates) against take
points, so a network whose levels lean one way doubles and takes wrongly
while it plays well.  A :class:`Calibration` corrects the levels for the
cube decisions only: per class (contact, race) three monotone maps, each
affine on the logit, of the winning chance and of the gammon rates of the
wins (P(win gammon) / P(win)) and of the losses (P(lose gammon) / P(lose));
the backgammons keep their share of the gammons.  The maps are fitted on our
own rollouts of doubling-window positions (``training/cube_calibration.py``,
which also documents the fit); bear-offs (exact already) and finished games
are left as they are.

:func:`cube_evaluator` is what :func:`nard_desktop.ai.cube.cube_decision`
reads at one ply and more: the evaluator through the shipped calibration
(``resources/weights/cube_calibration.json``) when the evaluator is the
network the calibration was fitted for, and the evaluator itself otherwise.
The checker play never goes through it.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

import numpy as np

from nard_desktop.engine import Phase, Position

from .evaluator import Evaluator, float32_twin
from .features import contact_mask, rearmost
from .bearoff import weights_dir

__all__ = ["Calibration", "CalibratedEvaluator", "CLASSES", "apply_calibration", "position_class",
           "cube_evaluator", "shipped_calibration", "CUBE_CALIBRATION"]

_log = logging.getLogger(__name__)

CLASSES = ("contact", "race")
EPS = 1e-6
MIN_RATE = 1e-4
"""A gammon rate below this (no gammon chances to speak of) is left as it is."""

CUBE_CALIBRATION = weights_dir() / "cube_calibration.json"
"""The calibration shipped with the network, with the network it was fitted for."""


@dataclass(frozen=True)
class Calibration:
    """Per class, per map, ``(a, b)`` on the logit; missing means the
    identity.  ``network``: the network it was fitted for (its ``run`` and
    ``games``, as in the weights' metadata); empty for any."""

    maps: dict[str, dict[str, tuple[float, float]]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    network: dict[str, object] = field(default_factory=dict)

    def to_json(self) -> str:
        d: dict[str, object] = {"maps": self.maps, "counts": self.counts}
        if self.network:
            d["network"] = self.network
        return json.dumps(d, indent=1, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "Calibration":
        d = json.loads(text)
        return cls({c: {m: (float(v[0]), float(v[1])) for m, v in ms.items()} for c, ms in d["maps"].items()},
                   dict(d.get("counts", {})), dict(d.get("network", {})))

    def fits(self, meta: dict) -> bool:
        """Was it fitted for the network whose metadata is ``meta``?"""
        return all(meta.get(k) == v for k, v in self.network.items())


def _logit(p: np.ndarray) -> np.ndarray:
    p = np.clip(p, EPS, 1.0 - EPS)
    return np.log(p / (1.0 - p))


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def gammon_rates(p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The gammon rates of the wins and of the losses of ``(n, 5)`` probabilities."""
    win = np.clip(p[:, 0], EPS, 1.0)
    loss = np.clip(1.0 - p[:, 0], EPS, 1.0)
    return p[:, 1] / win, p[:, 3] / loss


def position_class(pos: Position) -> str | None:
    """``contact``, ``race``, or None for a bear-off (exact already) or a finished game."""
    if pos.is_game_over():
        return None
    phase = pos.phase()
    if phase == Phase.CONTACT:
        return "contact"
    if phase == Phase.RACE:
        return "race"
    return None


def _board_classes(m: np.ndarray, t: np.ndarray) -> np.ndarray:
    """:func:`position_class` for ``(n, 26)`` boards, ``m`` on roll (None for the others)."""
    done = (m[:, 0] == 15) | (t[:, 0] == 15)
    contact = ~done & contact_mask(m, t)
    home = ~done & ~contact & (rearmost(m) <= 6) & (rearmost(t) <= 6)
    out = np.full(m.shape[0], None, dtype=object)
    out[contact] = "contact"
    out[~done & ~contact & ~home] = "race"
    return out


def apply_calibration(p: np.ndarray, classes: Sequence[str | None] | np.ndarray, cal: Calibration) -> np.ndarray:
    """The five probabilities ``p`` (``(n, 5)``) with ``cal`` applied row by
    row by class (None: left as it is): the winning chance and the two
    gammon rates through their maps, the backgammons keeping their share of
    the gammons; the result is a consistent set of five probabilities."""
    p = np.array(p, dtype=float, copy=True)
    by_row = np.asarray(classes, dtype=object)
    for cls in CLASSES:
        maps = cal.maps.get(cls)
        rows: np.ndarray = by_row == cls
        if not maps or not rows.any():
            continue
        q = p[rows]
        gw, gl = gammon_rates(q)
        win = q[:, 0]
        if "win" in maps:
            a, b = maps["win"]
            win = _sigmoid(a * _logit(win) + b)
        new_gw, new_gl = gw.copy(), gl.copy()
        for name, old, new in (("gammon_win", gw, new_gw), ("gammon_loss", gl, new_gl)):
            if name in maps:
                a, b = maps[name]
                live = old >= MIN_RATE
                new[live] = _sigmoid(a * _logit(old[live]) + b)
        out = np.empty_like(q)
        out[:, 0] = win
        out[:, 1] = win * new_gw
        out[:, 3] = (1.0 - win) * new_gl
        with np.errstate(divide="ignore", invalid="ignore"):
            bg_w = np.where(q[:, 1] > 0, q[:, 2] / np.where(q[:, 1] > 0, q[:, 1], 1.0), 0.0)
            bg_l = np.where(q[:, 3] > 0, q[:, 4] / np.where(q[:, 3] > 0, q[:, 3], 1.0), 0.0)
        out[:, 2] = out[:, 1] * np.clip(bg_w, 0.0, 1.0)
        out[:, 4] = out[:, 3] * np.clip(bg_l, 0.0, 1.0)
        p[rows] = out
    return p


class CalibratedEvaluator:
    """An evaluator whose probabilities go through a :class:`Calibration`
    (contact and race positions; bear-offs and finished games as they are).
    For the cube decisions only: the checker play keeps the plain evaluator."""

    def __init__(self, base: Evaluator, calibration: Calibration) -> None:
        self.base = base
        self.calibration = calibration

    def probabilities(self, positions: Sequence[Position]) -> np.ndarray:
        p = self.base.probabilities(positions)
        return apply_calibration(p, [position_class(pos) for pos in positions], self.calibration)

    def probabilities_boards(self, m: np.ndarray, t: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
        """As :meth:`probabilities` for ``(n, 26)`` count arrays (``m`` on roll),
        where the evaluator takes arrays."""
        boards = getattr(self.base, "probabilities_boards", None)
        if boards is not None:
            p = boards(m, t)
        else:
            p = self.base.probabilities([Position._trusted(tuple(map(int, a)), tuple(map(int, b)))
                                         for a, b in zip(m, t)])
        p = apply_calibration(p, _board_classes(m, t), self.calibration)
        if out is not None:
            out[:] = p
            return out
        return p

    def float32(self) -> "CalibratedEvaluator":
        """The same calibration over the evaluator's float32 twin."""
        return CalibratedEvaluator(float32_twin(self.base), self.calibration)


_SHIPPED: list[Calibration | None] = []


def shipped_calibration() -> Calibration | None:
    """The shipped calibration (read once), or None when its file is missing
    or unreadable (the cube then reads the plain network)."""
    if not _SHIPPED:
        try:
            _SHIPPED.append(Calibration.from_json(Path(CUBE_CALIBRATION).read_text()))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            _log.warning("the cube calibration could not be read (%s): the cube reads the plain network", exc)
            _SHIPPED.append(None)
    return _SHIPPED[0]


def _meta(evaluator: object) -> dict | None:
    """The network metadata of ``evaluator`` or of the evaluator it wraps."""
    seen = 0
    while evaluator is not None and seen < 4:
        meta = getattr(evaluator, "meta", None)
        if isinstance(meta, dict):
            return meta
        evaluator = getattr(evaluator, "evaluator", None) or getattr(evaluator, "base", None)
        seen += 1
    return None


def cube_evaluator(evaluator: Evaluator) -> Evaluator:
    """``evaluator`` through the shipped calibration when it is the network
    the calibration was fitted for (also behind a cache), else ``evaluator``."""
    if isinstance(evaluator, CalibratedEvaluator):
        return evaluator
    cal = shipped_calibration()
    meta = _meta(evaluator)
    if cal is None or meta is None or not cal.network or not cal.fits(meta):
        return evaluator
    return CalibratedEvaluator(evaluator, cal)
