"""Fit the weights of the simple evaluator's contact model on our own self-play.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=. \\
        python training/tune_simple.py [--games 1000] [--seed 7] [--data FILE]

:mod:`nard_desktop.ai.simple` scores contact positions with three small
logistic models over features a player would count (its module notes list
them): one for P(win), one for the share of wins that are gammons, one for
the share of gammons that are backgammons.  Each is linear in its weights
inside a sigmoid; :func:`nard_desktop.ai.simple.contact_terms` gives the
columns, so this script fits exactly what the evaluator computes.  Races,
bear-offs and finished games are not touched.

1. **Positions and targets, all our own.**  Our neural evaluator
   (:class:`nard_desktop.ai.neural.NeuralEvaluator`, trained only on our own
   self-play) plays ``--games`` cubeless money games against itself at 0-ply
   (best equity, gammons and backgammons counted), choosing a random legal
   play instead with probability ``--explore`` so that weaker positions are
   met too; dice from ``numpy.random.default_rng(seed)``.  At every turn in
   contact with a choice, the position after *each* legal play -- the set
   the evaluator must rank when it picks a play -- is kept with the
   network's five probabilities for it.  The first ``--val`` share of the
   games is held out for checking; the rest is fitted.
2. **Start from hand-set values.**  :data:`HAND_SET` holds round numbers,
   each with its reason; the fit starts from them.
3. **Fit.**  What matters most is the play picked, so the main term is the
   *soft regret*: in each turn, the plays are drawn with probabilities
   ``softmax(equity / tau)`` of the evaluator's money equities, and the
   expected equity lost by the draw, by the network's reckoning, is averaged
   over the turns (``tau`` = 0.01, so it tends to the regret of the play
   actually picked).  Added to it, ``mu`` (0.1) times the calibration
   cross-entropy against the network -- of P(win) over every kept contact
   position, of the gammon share P(gammon)/P(win) weighted by P(win) for
   both sides (while the loser has nothing off), and of the backgammon
   share likewise -- so the probabilities stay usable for cube and
   resignation decisions, not only for ranking.  150 steps of Adam from the
   hand-set values (steps relative to each weight's size); the result is
   rounded to two significant digits.
4. **Check, on the held-out games only**: the cross-entropy (above the
   network's own entropy) and mean error of P(win) against the network's,
   the mean error of the money equity, how often the evaluator picks the
   network's play, and the equity the network says the evaluator's picks
   lose per move.  One check needs no network: the log-loss of P(win)
   against the actual results of the held-out games.

The weights printed at the end are pasted into ``nard_desktop/ai/simple.py``.
Everything is seeded, so a rerun with the same network weights (whose
SHA-256 is printed) gives the same numbers.  No other program's output is
used anywhere.  A few minutes of one core with the defaults.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("NUMBA_NUM_THREADS", "1")

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nard_desktop.ai import simple  # noqa: E402
from fastgen import MAX_RESULTS, gen_results  # noqa: E402
from nard_desktop.ai.neural import DEFAULT_WEIGHTS, NeuralEvaluator  # noqa: E402
from nard_desktop.engine import Position, ResultType  # noqa: E402

HAND_SET = {
    "win": {
        # 8 pips of lead (one roll) with 300 pips left is worth about 0.2 on
        # the logit, 5 % of winning chances: 0.5 * 8 / sqrt(360).
        "pip": 0.5,
        # A made point of one's own: most near the 5-point, less towards the
        # ace and past the 8-point (0.3 is a little more than one roll's lead).
        "point_1": 0.1, "point_2": 0.15, "point_3": 0.2, "point_4": 0.25, "point_5": 0.3,
        "point_6": 0.3, "point_7": 0.25, "point_8": 0.15, "point_9": 0.1, "point_10": 0.05,
        "point_11": 0.05, "point_12": 0.05,
        # An anchor in the other side's board (its points 1-7), best on its
        # 4- and 5-points.
        "anchor_1": 0.05, "anchor_2": 0.05, "anchor_3": 0.1, "anchor_4": 0.15, "anchor_5": 0.15,
        "anchor_6": 0.1, "anchor_7": 0.1,
        # A 4-prime in front of three checkers about a point and a half:
        # 0.05 * (4 - 2)^1.5 * 3.
        "prime": 0.05,
        # A checker on the bar costs a little of itself (its pips are counted
        # already) and much more by the rolls it may stay out.
        "bar": 0.2, "stay_out": 1.0,
        # Hitting now: a base value, plus the pips the blot has travelled and
        # our home points it must enter against.
        "shot": 0.2, "shot_loss": 0.02, "shot_home": 0.1,
        # Small penalties: blots, stacks of more than three, checkers behind
        # the opponent's points, checkers buried on the 1- and 2-points; a
        # small bonus for checkers off.
        "blot": 0.05, "blot_op": 0.05, "stack": 0.05, "off": 0.05, "trapped": 0.02, "deep": 0.1,
    },
    "gammon": {
        # About one win in eight is a gammon in an average contact position...
        "bias": -2.0,
        # ...more with the loser's checkers back or on the bar, the winner's
        # board strong and its pip lead large; fewer when the loser holds an anchor.
        "back": 0.2, "bar": 0.5, "home": 0.2, "lead": 0.01, "anchor": -0.3,
    },
    "backgammon": {
        # About one gammon in a hundred is a backgammon, more with checkers trapped.
        "bias": -4.5, "back": 0.3, "bar": 0.5, "home": 0.15,
    },
}
"""The starting point of the fit: round numbers, set by hand."""


# ---------------------------------------------------------------- self-play
def _money_equity(p: np.ndarray) -> np.ndarray:
    return 2.0 * p[:, 0] - 1.0 + p[:, 1] - p[:, 3] + p[:, 2] - p[:, 4]


def _contact(m: np.ndarray, t: np.ndarray) -> bool:
    return Position(m.tolist(), t.tolist()).is_contact()


def selfplay(net: NeuralEvaluator, games: int, seed: int, explore: float) -> dict[str, np.ndarray]:
    """Play ``games`` games; returns the kept positions (opponent of the mover
    on roll, as ``(n, 2, 26)``), their network probabilities, turn and game
    numbers, which play the network chose, and the on-roll positions with
    their game's result."""
    rng = np.random.default_rng(seed)
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    boards, probs, turn_of, game_of, best = [], [], [], [], []
    onroll, onroll_game, onroll_side = [], [], []
    results = np.zeros((games, 3))  # first side's view: win, gammon, backgammon (signed)
    turn = 0
    for g in range(games):
        m = np.zeros(26, np.int8)
        m[[24, 13, 8, 6]] = [2, 5, 3, 5]
        t = m.copy()
        d1, d2 = rng.choice(np.arange(1, 7), 2, replace=False)
        side = 0
        while True:
            n = gen_results(m, t, int(d1), int(d2), out_m, out_t)
            rm = out_m[:n].astype(np.int64)
            rt = out_t[:n].astype(np.int64)
            p = net.probabilities_boards(rt, rm)  # the opponent on roll after each play
            eq = -_money_equity(p)
            k = int(np.argmax(eq))
            in_contact = _contact(m, t)
            if in_contact:
                onroll.append(np.stack([m, t]))
                onroll_game.append(g)
                onroll_side.append(side)
            if n >= 2 and in_contact:
                boards.append(np.stack([rt, rm], axis=1).astype(np.int8))
                probs.append(p)
                turn_of.append(np.full(n, turn))
                game_of.append(np.full(n, g))
                flag = np.zeros(n, bool)
                flag[k] = True
                best.append(flag)
                turn += 1
            if n >= 2 and rng.random() < explore:
                k = int(rng.integers(n))
            m, t = out_t[k].copy(), out_m[k].copy()
            if t[0] == 15:  # the mover bore off its last checker
                kind = Position(t.tolist(), m.tolist()).result_type()  # the winner's view
                gammon = kind >= ResultType.GAMMON
                bg = kind == ResultType.BACKGAMMON
                sign = 1.0 if side == 0 else -1.0
                results[g] = [sign, sign * gammon, sign * bg]
                break
            side = 1 - side
            d1, d2 = rng.integers(1, 7, 2)
    sides = np.array(onroll_side)
    won = (results[np.array(onroll_game), 0] > 0) == (sides == 0)
    return {
        "boards": np.concatenate(boards), "probs": np.concatenate(probs),
        "turn": np.concatenate(turn_of), "game": np.concatenate(game_of), "best": np.concatenate(best),
        "onroll": np.array(onroll, np.int8), "onroll_game": np.array(onroll_game), "onroll_won": won,
        "results": results,
    }


# ---------------------------------------------------------------- features
def features(boards: np.ndarray, chunk: int = 50_000) -> dict[str, np.ndarray]:
    """The simple evaluator's columns for each board, plus its own fixed
    probabilities where the board is not in contact (race or finished)."""
    n = boards.shape[0]
    contact = simple._contact_mask(boards.astype(np.int64))
    win = np.zeros((n, len(simple.WIN_TERMS)))
    g_me = np.zeros((n, len(simple.GAMMON_TERMS)))
    g_op = np.zeros((n, len(simple.GAMMON_TERMS)))
    off = np.zeros((n, 2))
    fixed = np.zeros((n, 5))
    idx = np.nonzero(contact)[0]
    for s in range(0, len(idx), chunk):
        rows = idx[s:s + chunk]
        b = boards[rows].astype(np.int64)
        win[rows], g_me[rows], g_op[rows], off[rows] = simple.contact_terms(b[:, 0], b[:, 1])
    ev = simple.SimpleEvaluator()
    for i in np.nonzero(~contact)[0]:
        b = boards[i].astype(np.int64)
        done = _finished(b)
        fixed[i] = done if done is not None else ev.probabilities_array(b[None])[0]
    return {"contact": contact, "win": win, "g_me": g_me, "g_op": g_op, "off": off, "fixed": fixed}


def _finished(b: np.ndarray) -> np.ndarray | None:
    if b[0, 0] < 15 and b[1, 0] < 15:
        return None
    i_won = b[0, 0] == 15
    loser = b[1] if i_won else b[0]
    g = float(loser[0] == 0)
    bg = float(g and loser[19:26].any())
    return np.array([1.0, g, bg, 0.0, 0.0]) if i_won else np.array([0.0, 0.0, 0.0, g, bg])


def predict(f: dict[str, np.ndarray], w: dict[str, dict[str, float]]) -> np.ndarray:
    """The evaluator's five probabilities under weights ``w`` (same formulas as
    :mod:`nard_desktop.ai.simple`)."""
    ww = np.array([w["win"][k] for k in simple.WIN_TERMS])
    wg = np.array([w["gammon"][k] for k in simple.GAMMON_TERMS])
    wb = np.array([w["backgammon"][k] for k in simple.BACKGAMMON_TERMS])
    nb = len(simple.BACKGAMMON_TERMS)
    win = _sig(f["win"] @ ww)
    g_me = np.where(f["off"][:, 1] > 0, 0.0, _sig(f["g_me"] @ wg))
    g_op = np.where(f["off"][:, 0] > 0, 0.0, _sig(f["g_op"] @ wg))
    wgm = win * g_me
    lgm = (1 - win) * g_op
    p = np.stack([win, wgm, wgm * _sig(f["g_me"][:, :nb] @ wb),
                  lgm, lgm * _sig(f["g_op"][:, :nb] @ wb)], axis=1)
    return np.where(f["contact"][:, None], simple._consistent(p), f["fixed"])


def _sig(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(x, -40, 40)))


# ---------------------------------------------------------------- fitting
_NW, _NG, _NB = len(simple.WIN_TERMS), len(simple.GAMMON_TERMS), len(simple.BACKGAMMON_TERMS)


def pack(w: dict[str, dict[str, float]]) -> np.ndarray:
    """The three weight tables as one vector (win, gammon, backgammon)."""
    return np.concatenate([_vec(w["win"], simple.WIN_TERMS), _vec(w["gammon"], simple.GAMMON_TERMS),
                           _vec(w["backgammon"], simple.BACKGAMMON_TERMS)])


def unpack(theta: np.ndarray) -> dict[str, dict[str, float]]:
    """The inverse of :func:`pack`."""
    return {"win": _dict(theta[:_NW], simple.WIN_TERMS),
            "gammon": _dict(theta[_NW:_NW + _NG], simple.GAMMON_TERMS),
            "backgammon": _dict(theta[_NW + _NG:], simple.BACKGAMMON_TERMS)}


def _vec(d: dict[str, float], names) -> np.ndarray:
    return np.array([d[k] for k in names], dtype=float)


def _dict(v: np.ndarray, names) -> dict[str, float]:
    return {k: float(x) for k, x in zip(names, v)}


def equity_and_gradient(f: dict[str, np.ndarray], theta: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Money equity of the side on roll for each row under ``theta`` and its
    gradient (zero for rows out of contact, whose value does not depend on
    the weights)."""
    c, g, b = theta[:_NW], theta[_NW:_NW + _NG], theta[_NW + _NG:]
    x, gm, go, off = f["win"], f["g_me"], f["g_op"], f["off"]
    w = _sig(x @ c)
    gme = np.where(off[:, 1] == 0, _sig(gm @ g), 0.0)
    gop = np.where(off[:, 0] == 0, _sig(go @ g), 0.0)
    bme = _sig(gm[:, :_NB] @ b)
    bop = _sig(go[:, :_NB] @ b)
    eq = 2 * w - 1 + w * gme * (1 + bme) - (1 - w) * gop * (1 + bop)
    d_win = w * (1 - w) * (2 + gme * (1 + bme) + gop * (1 + bop))
    d_gme = w * (1 + bme) * gme * (1 - gme)
    d_gop = -(1 - w) * (1 + bop) * gop * (1 - gop)
    d_bme = w * gme * bme * (1 - bme)
    d_bop = -(1 - w) * gop * bop * (1 - bop)
    grad = np.concatenate([x * d_win[:, None], gm * d_gme[:, None] + go * d_gop[:, None],
                           gm[:, :_NB] * d_bme[:, None] + go[:, :_NB] * d_bop[:, None]], axis=1)
    eq = np.where(f["contact"], eq, _money_equity(f["fixed"]))
    grad[~f["contact"]] = 0.0
    return eq, grad


class Objective:
    """Soft regret of the plays picked, plus ``mu`` times the calibration
    cross-entropy, on the rows of whole turns."""

    def __init__(self, f: dict[str, np.ndarray], probs: np.ndarray, turn: np.ndarray, tau: float, mu: float):
        self.f, self.tau, self.mu = f, tau, mu
        self.probs = probs
        eq_nn = -_money_equity(probs)
        self.starts = np.r_[0, np.nonzero(np.diff(turn))[0] + 1]
        self.turn_index = np.cumsum(np.r_[0, (np.diff(turn) != 0).astype(int)])
        best = np.maximum.reduceat(eq_nn, self.starts)
        self.regret = best[self.turn_index] - eq_nn
        # Calibration rows: every contact position, and the gammon and
        # backgammon shares stacked for both sides as in fit_logistic.
        c = f["contact"]
        p = probs[c]
        self.win_x, self.win_y = f["win"][c], p[:, 0]
        gm, go, off = f["g_me"][c], f["g_op"][c], f["off"][c]
        lose = 1 - p[:, 0]
        km, ko = off[:, 1] == 0, off[:, 0] == 0
        self.g_x = np.concatenate([gm[km], go[ko]])
        self.g_w = np.concatenate([p[km, 0], lose[ko]])
        self.g_y = np.clip(np.concatenate([p[km, 1], p[ko, 3]]) / np.maximum(self.g_w, 1e-9), 0, 1)
        self.b_x = self.g_x[:, :_NB]
        self.b_w = np.concatenate([p[km, 1], p[ko, 3]])
        self.b_y = np.clip(np.concatenate([p[km, 2], p[ko, 4]]) / np.maximum(self.b_w, 1e-9), 0, 1)

    def soft_regret(self, theta: np.ndarray) -> tuple[float, np.ndarray]:
        """Mean over turns of the network's regret of a play drawn with
        probability ``softmax(equity / tau)``, and its gradient."""
        eq, grad = equity_and_gradient(self.f, theta)
        z = -eq / self.tau  # the mover's equity: the rows have the opponent on roll
        e = np.exp(z - np.maximum.reduceat(z, self.starts)[self.turn_index])
        pi = e / np.add.reduceat(e, self.starts)[self.turn_index]
        per_turn = np.add.reduceat(pi * self.regret, self.starts)
        coef = pi * (self.regret - per_turn[self.turn_index]) / self.tau
        return float(per_turn.mean()), -(grad * coef[:, None]).sum(axis=0) / len(self.starts)

    def calibration(self, theta: np.ndarray) -> tuple[float, np.ndarray]:
        """Cross-entropy of P(win), the gammon share and the backgammon share
        against the network's, per contact position, and its gradient."""
        parts = ((self.win_x, self.win_y, None, slice(0, _NW)),
                 (self.g_x, self.g_y, self.g_w, slice(_NW, _NW + _NG)),
                 (self.b_x, self.b_y, self.b_w, slice(_NW + _NG, None)))
        n = len(self.win_y)
        loss, grad = 0.0, np.zeros_like(theta)
        for x, y, w, cols in parts:
            w = np.ones(len(y)) if w is None else w
            q = np.clip(_sig(x @ theta[cols]), 1e-12, 1 - 1e-12)
            loss += float(-(w * (y * np.log(q) + (1 - y) * np.log(1 - q))).sum() / n)
            grad[cols] = x.T @ (w * (q - y)) / n
        return loss, grad

    def __call__(self, theta: np.ndarray) -> tuple[float, np.ndarray]:
        r, gr = self.soft_regret(theta)
        c, gc = self.calibration(theta)
        return r + self.mu * c, gr + self.mu * gc


def adam(objective, start: np.ndarray, steps: int, rate: float, log=None) -> np.ndarray:
    """Adam descent with steps relative to each weight's starting size."""
    scale = np.abs(start) + 0.01
    theta = start.copy()
    m = np.zeros_like(theta)
    v = np.zeros_like(theta)
    for i in range(1, steps + 1):
        loss, grad = objective(theta)
        grad = grad * scale
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        theta = theta - rate * scale * (m / (1 - 0.9 ** i)) / (np.sqrt(v / (1 - 0.999 ** i)) + 1e-12)
        if log and i % 25 == 0:
            log(f"  step {i}: objective {loss:.5f}")
    return theta


def fit(f: dict[str, np.ndarray], probs: np.ndarray, turn: np.ndarray, start: dict[str, dict[str, float]],
        tau: float = 0.01, mu: float = 0.1, steps: int = 150, log=None) -> dict[str, dict[str, float]]:
    """Weights fitted on whole turns (``turn`` numbers the rows' turns)."""
    return unpack(adam(Objective(f, probs, turn, tau, mu), pack(start), steps, 0.03, log))


def rounded(w: dict[str, dict[str, float]], digits: int = 2) -> dict[str, dict[str, float]]:
    """Each weight to ``digits`` significant digits."""
    def r(x):
        return 0.0 if x == 0 else float(f"{x:.{digits}g}")
    return {part: {k: r(x) for k, x in d.items()} for part, d in w.items()}


def in_module() -> dict[str, dict[str, float]]:
    """The weights simple.py holds now."""
    return {"win": dict(simple._C), "gammon": dict(simple._C_GAMMON),
            "backgammon": dict(simple._C_BACKGAMMON)}


# ---------------------------------------------------------------- checking
def check(f: dict[str, np.ndarray], data: dict[str, np.ndarray], rows: np.ndarray,
          w: dict[str, dict[str, float]], onroll_f: dict[str, np.ndarray],
          onroll_rows: np.ndarray) -> dict[str, float]:
    """Fit and play-quality figures of weights ``w`` on the held-out rows."""
    p_nn = data["probs"][rows]
    p_s = predict({k: v[rows] for k, v in f.items()}, w)
    c = f["contact"][rows]
    q = np.clip(p_s[c, 0], 1e-9, 1 - 1e-9)
    y = p_nn[c, 0]
    ent = -(y * np.log(np.clip(y, 1e-9, 1)) + (1 - y) * np.log(np.clip(1 - y, 1e-9, 1)))
    ce = float(np.mean(-(y * np.log(q) + (1 - y) * np.log(1 - q)) - ent))
    eq_s = -_money_equity(p_s)
    eq_nn = -_money_equity(p_nn)
    turns = data["turn"][rows]
    starts = np.r_[0, np.nonzero(np.diff(turns))[0] + 1]
    pick = np.zeros(len(rows), bool)
    for s, e in zip(starts, np.r_[starts[1:], len(rows)]):
        pick[s + int(np.argmax(eq_s[s:e]))] = True
    nn_best = np.maximum.reduceat(eq_nn, starts)
    chosen = eq_nn[pick]
    loss = nn_best - chosen
    agree = float(np.mean(data["best"][rows][pick]))
    po = predict({k: v[onroll_rows] for k, v in onroll_f.items()}, w)
    won = data["onroll_won"][onroll_rows]
    oc = onroll_f["contact"][onroll_rows]
    qo = np.clip(po[oc, 0], 1e-9, 1 - 1e-9)
    logloss = float(np.mean(-(won[oc] * np.log(qo) + (~won[oc]) * np.log(1 - qo))))
    return {
        "win_xent": ce, "win_mae": float(np.mean(np.abs(p_s[c, 0] - y))),
        "equity_mae": float(np.mean(np.abs(eq_s[c] - eq_nn[c]))),
        "agree": agree, "loss_per_move": float(np.mean(loss)), "outcome_logloss": logloss,
    }


def _fmt(w: dict[str, dict[str, float]]) -> str:
    names = {"win": "_C", "gammon": "_C_GAMMON", "backgammon": "_C_BACKGAMMON"}
    lines = []
    for part, d in w.items():
        body = ", ".join(f'"{k}": {v!r}' for k, v in d.items())
        lines.append(f"{names[part]} = {{{body}}}")
    return "\n".join(lines)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--explore", type=float, default=0.1, help="share of random plays")
    ap.add_argument("--val", type=float, default=0.4, help="share of games held out for checking")
    ap.add_argument("--tau", type=float, default=0.01, help="temperature of the soft regret (equity)")
    ap.add_argument("--mu", type=float, default=0.1, help="weight of the calibration term")
    ap.add_argument("--weights", default=str(DEFAULT_WEIGHTS),
                    help="network weights (default: the shipped ones)")
    ap.add_argument("--data", help="keep the self-play data in this .npz (reused when it exists)")
    args = ap.parse_args(argv)

    digest = hashlib.sha256(Path(args.weights).read_bytes()).hexdigest()
    print(f"network {args.weights} sha256 {digest[:16]}…; {args.games} games, seed {args.seed}, "
          f"explore {args.explore}", flush=True)
    t0 = time.perf_counter()
    made_with = np.array([digest, str(args.games), str(args.seed), str(args.explore)])
    if args.data and Path(args.data).exists():
        data = dict(np.load(args.data))
        if not np.array_equal(data.pop("made_with", None), made_with):
            sys.exit(f"{args.data} was made with another network, --games, --seed or --explore")
    else:
        data = selfplay(NeuralEvaluator.load(args.weights), args.games, args.seed, args.explore)
        if args.data:
            np.savez_compressed(args.data, made_with=made_with, **data)
    print(f"self-play: {len(data['boards'])} positions after {data['turn'].max() + 1} contact turns, "
          f"{time.perf_counter() - t0:.0f} s", flush=True)
    t0 = time.perf_counter()
    f = features(data["boards"])
    onroll_f = features(data["onroll"])
    print(f"features: {time.perf_counter() - t0:.0f} s", flush=True)

    n_val = int(round(args.games * args.val))
    val = np.nonzero(data["game"] < n_val)[0]
    train = np.nonzero(data["game"] >= n_val)[0]
    onroll_val = np.nonzero(data["onroll_game"] < n_val)[0]
    ftrain = {k: v[train] for k, v in f.items()}
    print(f"fitting on {len(np.unique(data['turn'][train]))} turns ({len(train)} positions) from "
          f"{args.games - n_val} games; checking on {len(np.unique(data['turn'][val]))} turns from "
          f"{n_val} games", flush=True)
    t0 = time.perf_counter()
    fitted = rounded(fit(ftrain, data["probs"][train], data["turn"][train], HAND_SET,
                         tau=args.tau, mu=args.mu, log=lambda m: print(m, flush=True)))
    print(f"fit: {time.perf_counter() - t0:.0f} s", flush=True)
    rows = [("hand-set start", HAND_SET), ("fitted", fitted)]
    now = in_module()
    if all(set(now[part]) == set(HAND_SET[part]) for part in HAND_SET):
        rows.insert(1, ("simple.py now", now))
    keys = ["win_xent", "win_mae", "equity_mae", "agree", "loss_per_move", "outcome_logloss"]
    print(f"{'':16}" + "".join(f"{k:>16}" for k in keys))
    for name, w in rows:
        r = check(f, data, val, w, onroll_f, onroll_val)
        print(f"{name:16}" + "".join(f"{r[k]:16.4f}" for k in keys))
    print(_fmt(fitted))


if __name__ == "__main__":
    main()
