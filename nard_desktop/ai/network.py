"""The evaluation networks and their weight files (numpy only).

Each network maps the inputs of :mod:`nard_desktop.ai.features` (202, 206,
222 or 238 of them: the first layer's rows say which feature set) through
one sigmoid hidden layer to five sigmoid outputs: P(win), P(win gammon),
P(win backgammon), P(lose gammon), P(lose backgammon) for the side on roll.
A network may have a second sigmoid hidden layer that reads the first and
feeds the outputs beside it: ``h = σ(x W1 + b1)``, ``g = σ(h U + c)``,
``out = σ(h W2 + g V + b2)``.
One network serves contact positions, another races.

A weight file is an ``.npz`` holding ``contact_W1, contact_b1, contact_W2,
contact_b2`` (and ``contact_U, contact_c, contact_V`` for a second layer)
and the same for ``race_``, plus a ``meta`` JSON text.  Files with a second
layer say format ``nard-td-2``, so that a program that knows only one layer
refuses them rather than misreading them.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from ..atomic import write_atomic
from .evaluator import WeightsError
from .features import FEATURE_SETS

FORMAT = "nard-td-1"
FORMAT_DEEP = "nard-td-2"
_KEYS = ("W1", "b1", "W2", "b2")
_SECOND = ("U", "c", "V")


class Network:
    """One input → hidden (→ second hidden) → 5-output sigmoid network."""

    def __init__(self, W1: np.ndarray, b1: np.ndarray, W2: np.ndarray, b2: np.ndarray,
                 U: np.ndarray | None = None, c: np.ndarray | None = None, V: np.ndarray | None = None) -> None:
        self.W1 = np.ascontiguousarray(W1, np.float64)
        self.b1 = np.ascontiguousarray(b1, np.float64)
        self.W2 = np.ascontiguousarray(W2, np.float64)
        self.b2 = np.ascontiguousarray(b2, np.float64)
        h = self.b1.shape[0]
        if (self.W1.ndim != 2 or self.W1.shape[0] not in FEATURE_SETS or self.W1.shape[1] != h
                or self.W2.shape != (h, 5) or self.b2.shape != (5,)):
            raise ValueError(f"network shapes do not fit: W1 {self.W1.shape}, W2 {self.W2.shape}")
        self.U = self.c = self.V = None
        if (U is None) != (c is None) or (U is None) != (V is None):
            raise ValueError("a second hidden layer needs all of U, c and V")
        if U is not None:
            self.U = np.ascontiguousarray(U, np.float64)
            self.c = np.ascontiguousarray(c, np.float64)
            self.V = np.ascontiguousarray(V, np.float64)
            g = self.c.shape[0]
            if self.c.ndim != 1 or self.U.shape != (h, g) or self.V.shape != (g, 5):
                raise ValueError(f"second layer shapes do not fit: U {self.U.shape}, c {self.c.shape}, "
                                 f"V {self.V.shape}")

    @property
    def inputs(self) -> int:
        return self.W1.shape[0]

    @property
    def hidden(self) -> int:
        return self.b1.shape[0]

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Outputs ``(n, 5)`` for inputs ``(n, N_FEATURES)``; a network of an
        earlier feature set reads only its leading columns."""
        h = x[:, : self.W1.shape[0]] @ self.W1
        h += self.b1
        _sigmoid_(h)
        z = h @ self.W2
        z += self.b2
        U, c, V = self.U, self.c, self.V
        if U is not None and c is not None and V is not None:  # all three or none (see __init__)
            g = h @ U
            g += c
            z += _sigmoid_(g) @ V
        return _sigmoid_(z)

    def arrays(self) -> dict[str, np.ndarray]:
        """The weights by name (``W1 … b2``, and ``U, c, V`` with a second layer)."""
        names = _KEYS + (_SECOND if self.U is not None else ())
        return {k: getattr(self, k) for k in names}


class Network32:
    """A network's forward pass in float32 (the weights are stored as
    float32; the outputs agree with the float64 pass to about 1e-6), for
    the searches that evaluate many thousands of positions at a time.

    Each layer works with its negated weights and biases: ``x @ -W - b``
    is exactly ``-(x @ W + b)`` (rounding is symmetric), which is what the
    logistic function exponentiates, so the negation costs no pass."""

    dtype = np.float32  # the inputs it reads (see NeuralEvaluator.probabilities_boards)

    def __init__(self, net: Network) -> None:
        self.inputs = net.inputs
        self.hidden = net.hidden
        self.W1 = -np.ascontiguousarray(net.W1, np.float32)
        self.b1 = -np.ascontiguousarray(net.b1, np.float32)
        self.W2 = -np.ascontiguousarray(net.W2, np.float32)
        self.b2 = -np.ascontiguousarray(net.b2, np.float32)
        self.U = self.c = self.V = None
        if net.U is not None:
            # The second layer reads the first's sigmoid values, not their negatives.
            self.U = -np.ascontiguousarray(net.U, np.float32)
            self.c = -np.ascontiguousarray(net.c, np.float32)
            self.V = -np.ascontiguousarray(net.V, np.float32)

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Outputs ``(n, 5)`` as float64, like :meth:`Network.forward`."""
        h = np.asarray(x[:, : self.inputs], np.float32) @ self.W1
        h += self.b1
        _logistic_of_negated_(h)
        out = h @ self.W2
        out += self.b2
        U, c, V = self.U, self.c, self.V
        if U is not None and c is not None and V is not None:  # all three or none (see __init__)
            g = h @ U
            g += c
            _logistic_of_negated_(g)
            out += g @ V
        _logistic_of_negated_(out)
        return out.astype(np.float64)


def _logistic_of_negated_(z: np.ndarray) -> None:
    """``z`` holds ``-a``: it becomes 1 / (1 + exp(-a)), in place."""
    with np.errstate(over="ignore"):
        np.exp(z, out=z)
        z += 1.0
        np.reciprocal(z, out=z)


def _sigmoid_(z: np.ndarray) -> np.ndarray:
    """:func:`sigmoid` in place (the same numbers, without its temporary
    arrays); returns ``z``."""
    np.clip(z, -30.0, 30.0, out=z)
    np.negative(z, out=z)
    np.exp(z, out=z)
    z += 1.0
    np.divide(1.0, z, out=z)
    return z


def sigmoid(z: np.ndarray) -> np.ndarray:
    """The logistic function, its input clipped to ±30 (the training fits the same one)."""
    return 1.0 / (1.0 + np.exp(-np.clip(z, -30.0, 30.0)))


def save_weights(path: str | os.PathLike, contact: Mapping[str, np.ndarray], race: Mapping[str, np.ndarray],
                 meta: Mapping | None = None) -> None:
    """Write both networks as float32 to ``path`` atomically (with their
    second layers where they have one)."""
    path = Path(path)
    arrays: dict[str, Any] = {}
    for name, net in (("contact", contact), ("race", race)):
        names = _KEYS + (_SECOND if "U" in net else ())
        arrays.update({f"{name}_{k}": np.asarray(net[k], np.float32) for k in names})
    deep = "U" in contact or "U" in race
    info = {"format": FORMAT_DEEP if deep else FORMAT, "features": int(np.shape(contact["W1"])[0]),
            **(meta or {})}
    arrays["meta"] = np.array(json.dumps(info))
    write_atomic(path, lambda fh: np.savez_compressed(fh, **arrays))


def load_weights(path: str | os.PathLike) -> tuple[Network, Network, dict]:
    """Read ``(contact, race, meta)``; raises :class:`WeightsError` with the
    file name and the fault when the file is missing, damaged or does not fit."""
    path = Path(path)
    if not path.is_file():
        raise WeightsError(f"network weights not found: {path}")
    try:
        with np.load(path, allow_pickle=False) as data:
            arrays = {k: np.array(data[k]) for k in data.files}
    except Exception as exc:  # noqa: BLE001 - zip, pickle and format errors all mean a bad file
        raise WeightsError(f"network weights {path} are unreadable: {exc}") from None
    try:
        meta = json.loads(str(arrays["meta"]))
        if meta.get("format") not in (FORMAT, FORMAT_DEEP):
            raise WeightsError(f"network weights {path} are in format {meta.get('format')!r}, "
                               f"not {FORMAT!r} or {FORMAT_DEEP!r}")
        nets = []
        for name in ("contact", "race"):
            names = _KEYS + (_SECOND if meta["format"] == FORMAT_DEEP and f"{name}_U" in arrays else ())
            parts = [arrays[f"{name}_{k}"] for k in names]
            if not all(np.isfinite(p).all() for p in parts):
                raise WeightsError(f"network weights {path}: the {name} network holds non-finite numbers")
            nets.append(Network(*parts))
    except WeightsError:
        raise
    except KeyError as exc:
        raise WeightsError(f"network weights {path} lack the array {exc}") from None
    except (ValueError, TypeError) as exc:
        raise WeightsError(f"network weights {path} do not fit the network: {exc}") from None
    return nets[0], nets[1], meta
