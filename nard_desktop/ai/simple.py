"""A hand-written evaluator: the AI's fallback when no network is available.

It gives the five cubeless probabilities of :mod:`nard_desktop.ai.evaluator`
from a handful of features a player would count, all computed for many
positions at once with numpy:

* **Races** (no contact left) use a renewal model of the dice: a side needing
  ``E`` effective pips needs about ``E / 8.17`` rolls, with a variance that
  grows with ``E``; the side on roll wins ties.  Effective pips add wastage for
  checkers crowded on low points and a floor from the number of checkers left
  (a roll bears off at most two, four with a double).  Gammons are the same
  race between one side's whole bear-off and the other side's pips to bring
  every checker home and bear one off; backgammons between the bear-off and
  the pips to get out of the winner's home board.
* **Contact positions** add, on a logistic scale, the pip lead, each point
  made (own points 1-12, anchors on the other side's 1-7), primes in front
  of the opponent's back checkers, checkers on the bar against the entry
  chances, and the side on roll's chance to hit a blot this roll (an exact
  count over the 36 rolls of direct and indirect shots, intermediate points
  checked), weighted by what the hit costs.
  Gammon and backgammon rates follow the loser's checkers still back or on
  the bar and the winner's home board.  :func:`contact_terms` gives these
  terms as columns; the weights are ``_C``, ``_C_GAMMON`` and
  ``_C_BACKGAMMON``.
* **Finished games** are exact.

It is deliberately simple and plays a sound, beginner-to-intermediate game;
the neural evaluator replaces it whenever its weights load.

**Where the weights come from.**  ``training/tune_simple.py`` (its notes
give the method) starts from round hand-set values and fits the contact
weights on our own self-play: our neural evaluator -- itself trained only on
our own self-play -- plays seeded games against itself, every legal play's
resulting position is kept with the network's probabilities for it, and the
weights are chosen so that the plays this evaluator picks lose as little
equity as possible by the network's reckoning, while its probabilities stay
close to the network's.  Nothing from any other program went into them.
The constants below came from the network file whose SHA-256 begins
``c713934249c24bd1``.  Some weights came out near zero or slightly negative
(``bar``, ``off``, ``point_7``, ``anchor_7``): such a term adds little
beyond the others (a checker on the bar is already charged its pips by the
pip count and its entry chances by ``stay_out``; a made bar point counts
mostly through ``prime`` and ``trapped``), and the fit was left to say so
rather than overruled.
Races use dice arithmetic and hand-set wastage figures that the fit does not
touch; short bear-offs and finished games are exact.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from nard_desktop.engine import Position

from .bearoff import MAX_ROLLS, rolls_distribution
from .evaluator import finished_probabilities
from .features import contact_mask, hitting_rolls, longest_prime

__all__ = ["SimpleEvaluator", "positions_array", "shot_probability", "contact_terms",
           "WIN_TERMS", "GAMMON_TERMS", "BACKGAMMON_TERMS"]

_AVG_ROLL = 8.1667
# Variance of the rolls needed per pip, from the pips a roll moves
# (mean 8.17, variance about 18.5; doubles count four times).
_ROLL_VAR_PER_PIP = 0.0340

# Waste when bearing off from a low point (per checker), points 0..6.
_WASTE = np.array([0.0, 2.3, 1.4, 0.7, 0.3, 0.1, 0.0])
_WASTE_BASE = 2.0


def positions_array(positions: Sequence[Position]) -> np.ndarray:
    """An ``(n, 2, 26)`` int array: ``[:, 0]`` the side on roll, ``[:, 1]`` the other."""
    flat = [p.mine + p.theirs for p in positions]
    return np.array(flat, dtype=np.int64).reshape(len(flat), 2, 26)


def _norm_cdf(z: np.ndarray) -> np.ndarray:
    # erf from math is scalar; this rational approximation (Abramowitz & Stegun
    # 7.1.26, error < 1.5e-7) keeps it vectorised.
    x = np.abs(z) / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    erf = 1.0 - poly * np.exp(-x * x)
    return 0.5 * (1.0 + np.sign(z) * erf)


def race_win(pips_on_roll: np.ndarray, pips_other: np.ndarray) -> np.ndarray:
    """Chance that the side on roll, needing ``pips_on_roll`` effective pips,
    gets there before the other side needing ``pips_other``."""
    a = np.maximum(pips_on_roll, 0.0)
    b = np.maximum(pips_other, 0.0)
    var = _ROLL_VAR_PER_PIP * (a + b) + 0.08
    z = ((b - a) / _AVG_ROLL + 0.5) / np.sqrt(var)
    p = _norm_cdf(z)
    # Needing nothing means done already.
    p = np.where(a <= 0, 1.0, p)
    return np.where((b <= 0) & (a > 0), 0.0, p)


def _effective_pips(side: np.ndarray) -> np.ndarray:
    """Pips plus bear-off wastage, at least what the checkers left need."""
    pips = (side * np.arange(26)).sum(axis=1).astype(float)
    left = 15 - side[:, 0]
    waste = (side[:, 0:7] * _WASTE).sum(axis=1) + _WASTE_BASE * (left > 0)
    # Gaps on the high home points waste big numbers.
    home = side[:, 1:7]
    gaps = ((home[:, 3:6] == 0) & (left[:, None] > 3)).sum(axis=1) * 0.6
    floor = left * (_AVG_ROLL / 2.33)
    return np.maximum(pips + waste + gaps, floor)


def _save_pips(side: np.ndarray) -> np.ndarray:
    """Pips needed to bring every checker home and bear one off (0 if one is off)."""
    pts = np.arange(26)
    outside = np.clip(pts - 6, 0, None)
    home_pips = (side * outside).sum(axis=1).astype(float)
    # After arriving, the lowest checker still needs its point's pips to get off.
    occ = side[:, 1:26] > 0
    lowest = np.argmax(occ, axis=1) + 1
    lowest = np.where(lowest > 6, 6, lowest)
    crossings = (side[:, 7:26]).sum(axis=1)
    need = home_pips + lowest + 1.0 * crossings + 3.0
    return np.where(side[:, 0] > 0, 0.0, need)


def _escape_pips(side: np.ndarray) -> np.ndarray:
    """Pips needed to get every checker out of the other side's home board."""
    pts = np.arange(26)
    back = np.clip(pts - 18, 0, None)
    return (side * back).sum(axis=1).astype(float)


# ------------------------------------------------------- short bear-offs
_EXACT_CHECKERS = 6
_MAX_ROLLS = MAX_ROLLS


def _small_bearoff(side: np.ndarray) -> bool:
    return side[0] >= 15 - _EXACT_CHECKERS and not side[7:26].any()


def _rolls_cdf_tail(side: np.ndarray) -> np.ndarray:
    """P(rolls needed ≥ k) for k = 0..16, exact or from the renewal model."""
    if _small_bearoff(side):
        d = rolls_distribution(tuple(int(x) for x in side[1:7]))
        return d[::-1].cumsum()[::-1]
    ep = float(_effective_pips(side[None, :])[0])
    mean = ep / _AVG_ROLL + 0.5
    sd = math.sqrt(_ROLL_VAR_PER_PIP * ep + 0.04)
    k = np.arange(_MAX_ROLLS + 1)
    return 1.0 - _norm_cdf((k - 0.5 - mean) / sd)


def _race_win_exact(me: np.ndarray, op: np.ndarray) -> float:
    """The side on roll wins when it needs no more rolls than the other."""
    tail_me = _rolls_cdf_tail(me)
    p_me = tail_me - np.append(tail_me[1:], 0.0)
    tail_op = _rolls_cdf_tail(op)
    return float(np.clip(p_me @ tail_op, 0.0, 1.0))


def _race_probs(me: np.ndarray, op: np.ndarray) -> np.ndarray:
    ep_me = _effective_pips(me)
    ep_op = _effective_pips(op)
    win = race_win(ep_me, ep_op)
    for i in range(me.shape[0]):
        if _small_bearoff(me[i]) or _small_bearoff(op[i]):
            win[i] = _race_win_exact(me[i], op[i])
    # I lose a gammon if they bear off all before I save; they are not on
    # roll, so my saving race is one I start.
    save_me = _save_pips(me)
    save_op = _save_pips(op)
    lose_g = np.where(me[:, 0] > 0, 0.0, 1.0 - race_win(save_me, ep_op))
    win_g = np.where(op[:, 0] > 0, 0.0, race_win(ep_me, save_op))
    esc_me = _escape_pips(me)
    esc_op = _escape_pips(op)
    lose_bg = np.where(esc_me > 0, 1.0 - race_win(esc_me + 2.0, ep_op), 0.0)
    win_bg = np.where(esc_op > 0, race_win(ep_me, esc_op + 2.0), 0.0)
    out = np.stack([win, win_g, win_bg, lose_g, lose_bg], axis=1)
    return out


# ----------------------------------------------------------------- contact
def shot_probability(att: np.ndarray, tgt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Chance that the side on roll (``att``, own numbering) hits a blot of
    ``tgt`` this roll, and the largest pip loss among the other side's blots.

    Counts every roll that hits some blot directly or with both dice of one
    checker through an open intermediate point (doubles up to four steps):
    :func:`nard_desktop.ai.features.hitting_rolls` without its bar limits
    (with a checker on the bar only the entering checker is considered).
    """
    hit_any = hitting_rolls(att, tgt, bar_limits=False) / 36.0
    # The pip loss of a blot is its distance from its own bar: the attacker's point number.
    t_att = tgt[:, 24:0:-1]  # the other side's counts on the attacker's points 1..24
    loss = np.where(t_att == 1, np.arange(1, 25), 0).max(axis=1)
    return hit_any, loss.astype(float)


def _made(side: np.ndarray) -> np.ndarray:
    return side[:, 0:26] >= 2


def _side_features(me: np.ndarray, op: np.ndarray) -> dict[str, np.ndarray]:
    made = _made(me)
    f = {}
    f["made"] = made[:, 1:13].astype(float)
    f["home"] = made[:, 1:7].sum(axis=1).astype(float)
    f["prime"] = longest_prime(me, 2, 11).astype(float)
    # Anchors: my points 24..18 are the other side's 1..7.
    f["anchors"] = made[:, 24:17:-1].astype(float)
    f["anchor"] = f["anchors"].sum(axis=1)
    f["bar"] = me[:, 25].astype(float)
    f["off"] = me[:, 0].astype(float)
    f["blots"] = ((me[:, 1:25] == 1)).sum(axis=1).astype(float)
    f["stack"] = np.clip(me[:, 1:25] - 3, 0, None).sum(axis=1).astype(float)
    f["back"] = me[:, 19:26].sum(axis=1).astype(float)
    # Escape: the opponent's made points in front of my back checkers
    # (their points 2..12 are my 23..13).
    op_made = op[:, 2:13] >= 2
    f["trapped"] = f["back"] * op_made.sum(axis=1)
    # Checkers buried on my 1- and 2-points take no part in the fight.
    f["deep"] = (me[:, 1] + np.maximum(me[:, 2] - 2, 0)).astype(float)
    f["pips"] = (me * np.arange(26)).sum(axis=1).astype(float)
    return f


def _logit(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


WIN_TERMS = (("pip",) + tuple(f"point_{p}" for p in range(1, 13)) + tuple(f"anchor_{p}" for p in range(1, 8))
             + ("prime", "bar", "stay_out", "shot", "shot_loss", "shot_home", "blot", "blot_op", "stack",
                "off", "trapped", "deep"))
"""The terms of the contact logit, in the column order of :func:`contact_terms`:
``point_p`` is a made point ``p`` of one's own (1–12), ``anchor_p`` a made
point on the other side's ``p`` (1–7), each as mine less theirs."""

GAMMON_TERMS = ("bias", "back", "bar", "home", "lead", "anchor")
"""The terms of the gammon-share logit (the loser's checkers back, on the bar
against the winner's board, the winner's home points and pip lead, the
number of the loser's anchors)."""

BACKGAMMON_TERMS = ("bias", "back", "bar", "home")
"""The terms of the backgammon-share logit (share of the gammons)."""

_C = {
    "pip": 0.26,
    "point_1": 0.15, "point_2": 0.0041, "point_3": 0.086, "point_4": 0.16, "point_5": 0.2,
    "point_6": 0.24, "point_7": 0.0093, "point_8": 0.075, "point_9": 0.065, "point_10": 0.052,
    "point_11": 0.0099, "point_12": -0.078,
    "anchor_1": -0.17, "anchor_2": -0.097, "anchor_3": -0.0024, "anchor_4": 0.025, "anchor_5": 0.092,
    "anchor_6": 0.12, "anchor_7": -0.0039,
    "prime": 0.034, "bar": -0.016, "stay_out": 0.67, "shot": -0.25, "shot_loss": 0.019, "shot_home": 0.16,
    "blot": 0.011, "blot_op": 0.033, "stack": 0.045, "off": -0.044, "trapped": 0.0083, "deep": 0.12,
}
"""Weights of the contact logit (see :data:`WIN_TERMS` and the module notes)."""

_C_GAMMON = {"bias": -1.1, "back": 0.081, "bar": 0.24, "home": 0.045, "lead": 0.012, "anchor": -0.24}
"""Weights of the gammon-share logit (see :data:`GAMMON_TERMS`)."""

_C_BACKGAMMON = {"bias": -2.9, "back": 0.34, "bar": 0.071, "home": -0.24}
"""Weights of the backgammon-share logit (see :data:`BACKGAMMON_TERMS`)."""


def contact_terms(me: np.ndarray, op: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The inputs of the contact model for ``(n, 26)`` sides ``me`` (on roll)
    and ``op``, own numbering each.

    Returns ``(win, gammon_me, gammon_op, off)``: ``win`` is ``(n, 32)`` with
    the columns of :data:`WIN_TERMS`, so that the win logit is ``win @
    weights``; ``gammon_me`` is ``(n, 6)`` with the columns of
    :data:`GAMMON_TERMS` for the side on roll winning (the first four columns
    are also the :data:`BACKGAMMON_TERMS`), ``gammon_op`` the same for the
    other side winning; ``off`` is ``(n, 2)``, the checkers each side has
    borne off.  The tuning script fits the weights on these same columns.
    """
    fm = _side_features(me, op)
    fo = _side_features(op, me)
    shots, loss = shot_probability(me, op)
    # Entering: chance a bar checker stays out one roll = (closed/6)^2.
    closed_by_op = fo["home"]
    closed_by_me = fm["home"]
    stay_out_me = (closed_by_op / 6.0) ** 2
    stay_out_op = (closed_by_me / 6.0) ** 2
    lead = fo["pips"] - fm["pips"]
    total = fm["pips"] + fo["pips"]
    ones = np.ones(me.shape[0])
    # A prime is worth what it holds back.
    prime = (np.maximum(fm["prime"] - 2, 0) ** 1.5 * np.minimum(fo["back"], 3)
             - np.maximum(fo["prime"] - 2, 0) ** 1.5 * np.minimum(fm["back"], 3))
    win = np.column_stack([
        # The side on roll is about half a roll ahead of its pip count.
        (lead + 8.0) / np.sqrt(total + 60.0),
        fm["made"] - fo["made"],
        fm["anchors"] - fo["anchors"],
        prime,
        fo["bar"] - fm["bar"],
        stay_out_op * fo["bar"] - stay_out_me * fm["bar"],
        # The side on roll hits now: the gain grows with what the blot has
        # travelled and with the board it will have to enter against.
        shots,
        shots * loss,
        shots * closed_by_me,
        -fm["blots"],
        fo["blots"],
        fo["stack"] - fm["stack"],
        fm["off"] - fo["off"],
        fo["trapped"] - fm["trapped"],
        fo["deep"] - fm["deep"],
    ])

    def gammon(f_w, f_l, stay_out_l, winner_lead):
        return np.stack([ones, f_l["back"], f_l["bar"] * (0.5 + stay_out_l), f_w["home"],
                         winner_lead, f_l["anchor"]], axis=1)

    return (win, gammon(fm, fo, stay_out_op, lead), gammon(fo, fm, stay_out_me, -lead),
            np.stack([fm["off"], fo["off"]], axis=1))


def _weights(names: Sequence[str], table: dict[str, float]) -> np.ndarray:
    return np.array([table[k] for k in names])


def _contact_probs(me: np.ndarray, op: np.ndarray) -> np.ndarray:
    win_t, g_me_t, g_op_t, off = contact_terms(me, op)
    win = _logit(win_t @ _weights(WIN_TERMS, _C))
    wg = _weights(GAMMON_TERMS, _C_GAMMON)
    wb = _weights(BACKGAMMON_TERMS, _C_BACKGAMMON)
    nb = len(BACKGAMMON_TERMS)
    # A loser with a checker off cannot lose a gammon.
    g_me = np.where(off[:, 1] > 0, 0.0, _logit(g_me_t @ wg))
    g_op = np.where(off[:, 0] > 0, 0.0, _logit(g_op_t @ wg))
    b_me = _logit(g_me_t[:, :nb] @ wb)
    b_op = _logit(g_op_t[:, :nb] @ wb)
    win_g = win * g_me
    lose_g = (1.0 - win) * g_op
    return np.stack([win, win_g, win_g * b_me, lose_g, lose_g * b_op], axis=1)


def _contact_mask(arr: np.ndarray) -> np.ndarray:
    return contact_mask(arr[:, 0], arr[:, 1])


class SimpleEvaluator:
    """The hand-written evaluator (see the module notes).

    >>> from nard_desktop.engine import Position
    >>> p = SimpleEvaluator().probabilities([Position.initial()])
    >>> p.shape, bool(0.45 < p[0, 0] < 0.6)
    ((1, 5), True)
    """

    name = "simple"

    def probabilities(self, positions: Sequence[Position]) -> np.ndarray:
        """Five cubeless probabilities per position for the side on roll."""
        n = len(positions)
        out = np.zeros((n, 5))
        if n == 0:
            return out
        live = []
        for i, pos in enumerate(positions):
            done = finished_probabilities(pos) if (pos.mine[0] == 15 or pos.theirs[0] == 15) else None
            if done is None:
                live.append(i)
            else:
                out[i] = done
        if not live:
            return out
        arr = positions_array([positions[i] for i in live]) if len(live) < n else positions_array(positions)
        return _fill(out, np.array(live), arr)

    def probabilities_array(self, arr: np.ndarray) -> np.ndarray:
        """Same as :meth:`probabilities` for an ``(n, 2, 26)`` array of
        unfinished positions (see :func:`positions_array`)."""
        out = np.zeros((arr.shape[0], 5))
        return _fill(out, np.arange(arr.shape[0]), arr)


def _fill(out: np.ndarray, rows: np.ndarray, arr: np.ndarray) -> np.ndarray:
    me = arr[:, 0]
    op = arr[:, 1]
    contact = _contact_mask(arr)
    probs = np.empty((arr.shape[0], 5))
    if contact.any():
        probs[contact] = _contact_probs(me[contact], op[contact])
    if (~contact).any():
        probs[~contact] = _race_probs(me[~contact], op[~contact])
    out[rows] = _consistent(probs)
    return out


def _consistent(p: np.ndarray) -> np.ndarray:
    """Clip into [0, 1] and keep backgammon ≤ gammon ≤ win (and for losses)."""
    p = np.clip(p, 0.0, 1.0)
    p[:, 1] = np.minimum(p[:, 1], p[:, 0])
    p[:, 2] = np.minimum(p[:, 2], p[:, 1])
    p[:, 3] = np.minimum(p[:, 3], 1.0 - p[:, 0])
    p[:, 4] = np.minimum(p[:, 4], p[:, 3])
    return p
