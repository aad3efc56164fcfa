#!/usr/bin/env python3
"""Synthesise the game's sounds (16-bit mono WAV, 22,050 Hz) from nothing but
numpy: run it again to rebuild them.

    python3 resources/sounds/make_sounds.py [--out resources/sounds]

Every sound is made here from sine waves and seeded noise, so the files are
ours; they are licensed like the program (see LICENSE.txt beside them).
"""

from __future__ import annotations

import argparse
import wave
from pathlib import Path

import numpy as np

RATE = 22050
NAMES = ("dice", "checker", "hit", "bear_off", "double", "win", "loss")


def _t(seconds: float) -> np.ndarray:
    return np.arange(int(seconds * RATE)) / RATE


def _knock(freq: float, seconds: float, decay: float, rng: np.random.Generator, noise: float = 0.35) -> np.ndarray:
    """A knock of wood on wood: a few damped partials and a short burst of noise."""
    t = _t(seconds)
    body = sum(a * np.sin(2 * np.pi * freq * k * t + rng.uniform(0, 6.28))
               for k, a in ((1.0, 1.0), (2.32, 0.45), (4.1, 0.2)))
    env = np.exp(-t * decay)
    click = rng.standard_normal(t.size) * np.exp(-t * decay * 6) * noise
    return (body * env + click) / 1.6


def _place(out: np.ndarray, sound: np.ndarray, at: float, gain: float = 1.0) -> None:
    i = int(at * RATE)
    n = min(sound.size, out.size - i)
    out[i:i + n] += gain * sound[:n]


def _tone(freq: float, seconds: float, decay: float) -> np.ndarray:
    t = _t(seconds)
    attack = np.minimum(1.0, t / 0.01)
    partials = np.sin(2 * np.pi * freq * t) + 0.3 * np.sin(4 * np.pi * freq * t) + 0.12 * np.sin(6 * np.pi * freq * t)
    return partials * attack * np.exp(-t * decay) / 1.4


def make(name: str) -> np.ndarray:
    rng = np.random.default_rng(NAMES.index(name) + 7)  # the same sound on every rebuild
    if name == "dice":
        out = np.zeros(int(0.5 * RATE))
        at = 0.0
        for i in range(7):  # two dice rattling, then settling
            _place(out, _knock(rng.uniform(1400, 2600), 0.08, 70, rng, 0.8), at, 0.9 - 0.08 * i)
            at += rng.uniform(0.03, 0.075)
        return out
    if name == "checker":
        return _knock(760, 0.16, 38, rng)
    if name == "hit":
        out = np.zeros(int(0.3 * RATE))
        _place(out, _knock(520, 0.2, 30, rng, 0.5), 0.0, 1.0)
        _place(out, _knock(880, 0.12, 45, rng), 0.09, 0.6)
        return out
    if name == "bear_off":
        t = _t(0.28)
        sweep = np.sin(2 * np.pi * (300 * t + 900 * t * t)) * np.exp(-t * 9) * 0.35
        out = sweep + np.convolve(rng.standard_normal(t.size), np.ones(12) / 12, "same") * np.exp(-t * 14) * 0.3
        _place(out, _knock(640, 0.12, 40, rng), 0.14, 0.8)
        return out
    if name == "double":
        out = np.zeros(int(0.7 * RATE))
        _place(out, _tone(660, 0.5, 7), 0.0)
        _place(out, _tone(880, 0.5, 7), 0.16)
        return out
    if name == "win":
        out = np.zeros(int(1.2 * RATE))
        for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
            _place(out, _tone(f, 0.7, 5), 0.13 * i, 0.8)
        return out
    if name == "loss":
        out = np.zeros(int(1.0 * RATE))
        for i, f in enumerate((392.0, 349.23, 293.66)):
            _place(out, _tone(f, 0.6, 5), 0.18 * i, 0.7)
        return out
    raise ValueError(f"no sound {name!r}")


def write_wav(path: Path, samples: np.ndarray) -> None:
    peak = float(np.max(np.abs(samples))) or 1.0
    fade = np.minimum(1.0, np.arange(samples.size)[::-1] / (0.01 * RATE))  # no click at the end
    data = np.round(samples / peak * fade * 0.8 * 32767).astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in NAMES:
        write_wav(args.out / f"{name}.wav", make(name))
        print(args.out / f"{name}.wav")


if __name__ == "__main__":
    main()
