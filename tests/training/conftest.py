"""Shared helpers of the training tests."""

from __future__ import annotations

import numpy as np
import pytest


@pytest.fixture
def random_checkpoint():
    """``make(seed, hidden=5)``: a training checkpoint's dictionary with small
    random contact and race networks on the first 206 inputs."""
    def make(seed: int, hidden: int = 5) -> dict:
        rng = np.random.default_rng(seed)

        def net():
            return {"W1": rng.normal(0, 0.3, (206, hidden)), "b1": rng.normal(0, 0.3, hidden),
                    "W2": rng.normal(0, 0.3, (hidden, 5)), "b2": rng.normal(0, 0.3, 5)}
        return {"games": 0, "plies": 0, "seed": 0, "config": {}, "elapsed_s": 0.0,
                "contact": net(), "race": net()}
    return make
