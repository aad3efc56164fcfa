"""The neural evaluator: our own networks plus the bear-off database.

Each position goes to one of four evaluators by its phase, from the side on
roll's point of view:

* finished game — exact values,
* both sides home (bear-off) — the exact one-sided database,
* race — the race network,
* contact — the contact network.

Only numpy is needed at run time.
"""

from __future__ import annotations

import os
from typing import Sequence

import numpy as np

from nard_desktop.engine import Position

from .bearoff import BearoffDatabase, weights_dir
from .evaluator import WeightsError, finished_probabilities
from .features import contact_from_rearmost, encode_boards, rearmost
from .network import Network, Network32, load_weights

WEIGHTS_DIR = weights_dir()
DEFAULT_WEIGHTS = WEIGHTS_DIR / "nard_td.npz"
DEFAULT_BEAROFF = WEIGHTS_DIR / "bearoff.npz"

__all__ = ["NeuralEvaluator", "WeightsError", "DEFAULT_WEIGHTS", "DEFAULT_BEAROFF"]


class NeuralEvaluator:
    """Five cubeless probabilities per position from our trained networks.

    >>> ev = NeuralEvaluator.load()
    >>> p = ev.probabilities([Position.initial()])
    >>> p.shape, bool(0.4 < p[0, 0] < 0.6)
    ((1, 5), True)
    """

    def __init__(self, contact: Network | Network32, race: Network | Network32, bearoff: BearoffDatabase,
                 meta: dict | None = None) -> None:
        self.contact = contact
        self.race = race
        self.bearoff = bearoff
        self.meta = dict(meta or {})
        self._float32: NeuralEvaluator | None = None

    @classmethod
    def load(cls, path: str | os.PathLike | None = None,
             bearoff_path: str | os.PathLike | None = None) -> "NeuralEvaluator":
        """Load network weights (default: the shipped ones) and the bear-off
        database; raises :class:`WeightsError` saying which file is missing or
        damaged and how."""
        contact, race, meta = load_weights(path if path is not None else DEFAULT_WEIGHTS)
        db = BearoffDatabase.load(bearoff_path if bearoff_path is not None else DEFAULT_BEAROFF)
        return cls(contact, race, db, meta)

    def float32(self) -> "NeuralEvaluator":
        """This evaluator with float32 networks (:class:`Network32`): the
        same bear-off database and board rules, outputs within about 1e-6,
        faster on large batches.  Made once and kept; itself when its
        networks are float32 already."""
        if isinstance(self.contact, Network32) and isinstance(self.race, Network32):
            return self
        if self._float32 is None:
            self._float32 = type(self)(_float32(self.contact), _float32(self.race), self.bearoff, self.meta)
        return self._float32

    def probabilities(self, positions: Sequence[Position]) -> np.ndarray:
        """``(n, 5)`` float64: P(win), P(win gammon), P(win backgammon),
        P(lose gammon), P(lose backgammon) for the side on roll, about to roll."""
        n = len(positions)
        out = np.zeros((n, 5))
        if n == 0:
            return out
        m = np.array([p.mine for p in positions], dtype=np.int64)
        t = np.array([p.theirs for p in positions], dtype=np.int64)
        self.probabilities_boards(m, t, out)
        return out

    def probabilities_boards(self, m: np.ndarray, t: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
        """The same for ``(n, 26)`` count arrays of any integer type (``m`` on roll)."""
        n = m.shape[0]
        if out is None:
            out = np.zeros((n, 5))
        done = (m[:, 0] == 15) | (t[:, 0] == 15)
        m_back, t_back = rearmost(m), rearmost(t)
        contact = ~done & contact_from_rearmost(m_back, t_back)
        home = ~done & ~contact & (m_back <= 6) & (t_back <= 6)
        race = ~done & ~contact & ~home
        if done.any():
            out[done] = _finished(m[done], t[done])
        if home.any():
            out[home] = self.bearoff.probabilities(m[home, 1:7], t[home, 1:7])
        for mask, net in ((race, self.race), (contact, self.contact)):
            if mask.any():
                # A float32 network (the rollouts') gets float32 inputs: no copy.
                whole = mask.all()  # often, in a batch of one position's plays: no copies
                rear = (m_back, t_back) if whole else (m_back[mask], t_back[mask])
                x = encode_boards(m if whole else m[mask], t if whole else t[mask], net.inputs,
                                  getattr(net, "dtype", np.float64), rear=rear)
                if whole:
                    out[:] = net.forward(x)
                else:
                    out[mask] = net.forward(x)
        # Results the board rules out, whatever a network says (docs/rules.md §7): no
        # gammon once the loser has borne a checker off; once contact is over,
        # no backgammon unless the loser still stands in the winner's home
        # board or on the bar, since checkers never move backwards.
        live = ~done
        out[live & (t[:, 0] > 0), 1:3] = 0.0
        out[live & (m[:, 0] > 0), 3:5] = 0.0
        no_contact = live & ~contact
        out[no_contact & (t[:, 19:26].sum(axis=1) == 0), 2] = 0.0
        out[no_contact & (m[:, 19:26].sum(axis=1) == 0), 4] = 0.0
        # Keep the five numbers coherent (the database's fixed point can stray
        # by 1e-5): 0 <= backgammon <= gammon <= win or loss <= 1.
        np.clip(out, 0.0, 1.0, out=out)
        win = out[:, 0]
        out[:, 1] = np.minimum(out[:, 1], win)
        out[:, 2] = np.minimum(out[:, 2], out[:, 1])
        out[:, 3] = np.minimum(out[:, 3], 1.0 - win)
        out[:, 4] = np.minimum(out[:, 4], out[:, 3])
        return out


def _finished(m: np.ndarray, t: np.ndarray) -> np.ndarray:
    # Finished games are few in any batch: the engine's rule, row by row.
    return np.array([finished_probabilities(Position._trusted(tuple(map(int, a)), tuple(map(int, b))))
                     for a, b in zip(m, t)]).reshape(-1, 5)


def _float32(net: Network | Network32) -> Network32:
    """``net`` in float32, once: a :class:`Network32` already is (its weights
    are stored negated, so converting it again would negate them back)."""
    return net if isinstance(net, Network32) else Network32(net)
