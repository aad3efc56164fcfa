"""Compiled self-play and TD(0) updates (numba; training only).

Networks: inputs (202, 206, 222 or 238) -> sigmoid hidden layer -> 5 sigmoid outputs, one net
for contact positions and one for races; positions with both sides home are
valued by the bear-off database, finished games exactly.  Outputs are for
the side on roll, before it rolls, in GNU Backgammon's order.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fastgen import MAX_RESULTS, N_FEATURES, encode, gen_results


@njit(cache=True, nogil=True)
def _sigmoid(z):
    if z < -30.0:
        return 1e-13
    if z > 30.0:
        return 1.0 - 1e-13
    return 1.0 / (1.0 + np.exp(-z))


@njit(cache=True, nogil=True)
def forward(W1, b1, W2, b2, U, c, V, x, nz, h, out):
    """Hidden ``h`` and outputs ``out`` for inputs ``x``; ``nz`` scratch.

    ``U, c, V``: the second hidden layer (``nard_desktop.ai.network``), of
    ``G = c.shape[0]`` units, none when ``c`` is empty; its values go into
    ``h[H:H + G]`` after the first layer's ``H``, so ``h`` holds ``H + G``
    (:func:`hidden_size`).  Returns the number of non-zero inputs (their
    indices in ``nz``): the board encoding is sparse, so only those rows of
    ``W1`` are read.  A network of an earlier feature set (fewer rows) reads
    the leading inputs.
    """
    k = 0
    for i in range(W1.shape[0]):
        if x[i] != 0.0:
            nz[k] = i
            k += 1
    H = b1.shape[0]
    G = c.shape[0]
    if h.shape[0] < H + G:
        raise ValueError("the scratch h is shorter than the hidden units (hidden_size)")
    for j in range(H):
        h[j] = b1[j]
    for a in range(k):
        i = nz[a]
        xi = x[i]
        for j in range(H):
            h[j] += xi * W1[i, j]
    for j in range(H):
        h[j] = _sigmoid(h[j])
    for q in range(G):
        h[H + q] = c[q]
    for j in range(H):
        hj = h[j]
        for q in range(G):
            h[H + q] += hj * U[j, q]
    for q in range(G):
        h[H + q] = _sigmoid(h[H + q])
    for o in range(5):
        z = b2[o]
        for j in range(H):
            z += h[j] * W2[j, o]
        for q in range(G):
            z += h[H + q] * V[q, o]
        out[o] = _sigmoid(z)
    return k


@njit(cache=True, nogil=True)
def hidden_size(net):
    """The scratch :func:`forward` needs for a :func:`positions.net_tuples` network."""
    return net[1].shape[0] + net[5].shape[0]


@njit(cache=True, nogil=True)
def backward(W1, b1, W2, b2, U, c, V, x, nz, k, h, out, target, lr, second_mult=1.0):
    """One step of gradient ascent on the cross-entropy towards ``target``
    (every gradient from the weights before the step); the second layer's
    weights ``U, c, V`` step at ``second_mult`` times the rate."""
    H = b1.shape[0]
    G = c.shape[0]
    dout = np.empty(5)
    for o in range(5):
        dout[o] = target[o] - out[o]
    dg = np.empty(G)
    for q in range(G):
        s = 0.0
        for o in range(5):
            s += V[q, o] * dout[o]
        g = h[H + q]
        dg[q] = s * g * (1.0 - g) * lr * second_mult
    dh = np.empty(H)
    for j in range(H):
        s = 0.0
        for o in range(5):
            s += W2[j, o] * dout[o]
        s *= lr
        for q in range(G):
            s += U[j, q] * dg[q] / second_mult
        dh[j] = s * h[j] * (1.0 - h[j])
    for j in range(H):
        for o in range(5):
            W2[j, o] += lr * h[j] * dout[o]
    for q in range(G):
        for o in range(5):
            V[q, o] += lr * second_mult * h[H + q] * dout[o]
    for j in range(H):
        hj = h[j]
        for q in range(G):
            U[j, q] += hj * dg[q]
    for q in range(G):
        c[q] += dg[q]
    for o in range(5):
        b2[o] += lr * dout[o]
    for a in range(k):
        i = nz[a]
        xi = x[i]
        for j in range(H):
            W1[i, j] += xi * dh[j]
    for j in range(H):
        b1[j] += dh[j]


@njit(cache=True, nogil=True)
def sgd(net, pm, pt, targets, order, lr):
    """One pass of per-example SGD towards ``targets`` (float32 or float64) over
    the positions ``order``; returns the mean |error| of P(win) before each step."""
    W1, b1, W2, b2, U, c, V = net
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    h = np.zeros(hidden_size(net))
    out = np.zeros(5)
    tg = np.zeros(5)
    err = 0.0
    for a in range(order.shape[0]):
        i = order[a]
        encode(pm[i], pt[i], x[:W1.shape[0]])
        k = forward(W1, b1, W2, b2, U, c, V, x, nz, h, out)
        for o in range(5):
            tg[o] = targets[i, o]
        err += abs(tg[0] - out[0])
        backward(W1, b1, W2, b2, U, c, V, x, nz, k, h, out, tg, lr)
    return err / max(1, order.shape[0])


@njit(cache=True, nogil=True)
def _rank(c, rank_table):
    left = 15
    idx = 0
    for i in range(6):
        v = c[1 + i]
        idx += rank_table[i, left, v]
        left -= v
    return idx


@njit(cache=True, nogil=True)
def bearoff_probs(m, t, rank_table, at_least, first_at_least, out):
    """Bear-off database chances for ``m`` on roll (both sides home)."""
    im = _rank(m, rank_table)
    it = _rank(t, rank_table)
    cols = at_least.shape[1] - 1
    fcols = first_at_least.shape[1]
    win = 0.0
    for n in range(1, cols):
        pm = at_least[im, n] - at_least[im, n + 1]
        win += pm * at_least[it, n]
    out[0] = win
    out[1] = 0.0
    out[2] = 0.0
    out[3] = 0.0
    out[4] = 0.0
    if t[0] == 0:
        g = 0.0
        for n in range(1, cols):
            pm = at_least[im, n] - at_least[im, n + 1]
            if n < fcols:
                g += pm * first_at_least[it, n]
        out[1] = g
    if m[0] == 0:
        g = 0.0
        for n in range(1, cols):
            pt = at_least[it, n] - at_least[it, n + 1]
            if n + 1 < fcols:
                g += pt * first_at_least[im, n + 1]
        out[3] = g


@njit(cache=True, nogil=True)
def classify(m, t):
    """0 finished, 1 bear-off (both home), 2 race, 3 contact."""
    if m[0] == 15 or t[0] == 15:
        return 0
    mb = 25
    while m[mb] == 0:
        mb -= 1
    tb = 25
    while t[tb] == 0:
        tb -= 1
    if mb > 25 - tb:
        return 3
    if mb <= 6 and tb <= 6:
        return 1
    return 2


@njit(cache=True, nogil=True)
def finished_probs(m, t, out):
    for o in range(5):
        out[o] = 0.0
    if m[0] == 15:
        out[0] = 1.0
        if t[0] == 0:
            out[1] = 1.0
            for p in range(19, 26):
                if t[p] > 0:
                    out[2] = 1.0
    else:
        if m[0] == 0:
            out[3] = 1.0
            for p in range(19, 26):
                if m[p] > 0:
                    out[4] = 1.0


@njit(cache=True, nogil=True)
def value0(m, t, nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v):
    """0-ply value of ``m`` on roll written into ``v``, the networks' raw
    outputs; returns its class (0 finished ... 3 contact).  The networks are
    ``positions.net_tuples`` tuples ``(W1, b1, W2, b2, U, c, V)``."""
    c = classify(m, t)
    if c == 0:
        finished_probs(m, t, v)
    elif c == 1:
        bearoff_probs(m, t, rank, at_least, first_at_least, v)
    else:
        # One call for both networks: the compiled callers carry one copy
        # of the encoder, not two.
        # Only the inputs the network reads (an earlier feature set reads fewer).
        encode(m, t, x[:nets_r[0].shape[0] if c == 2 else nets_c[0].shape[0]])
        if c == 2:
            forward(*nets_r, x, nz, hr, v)
        else:
            forward(*nets_c, x, nz, hc, v)
    return c


@njit(cache=True, nogil=True)
def equity_after(v):
    """Cubeless equity for the mover of a result whose value ``v`` is seen by
    the opponent (now on roll)."""
    return (2.0 * (1.0 - v[0]) - 1.0) + (v[3] - v[1]) + (v[4] - v[2])


@njit(cache=True, nogil=True)
def flip(v, out):
    out[0] = 1.0 - v[0]
    out[1] = v[3]
    out[2] = v[4]
    out[3] = v[1]
    out[4] = v[2]


STATS = 10
"""Length of :func:`selfplay`'s ``stats`` array."""


@njit(cache=True, nogil=True)
def _learn(m, t, cls, target, nets_c, nets_r, x, nz, hc, hr, cur_out, lr_c, lr_r, stats, second_mult=1.0):
    """One step of the network of class ``cls`` (3 contact, 2 race; others
    learn nothing) towards ``target`` for ``m`` on roll, counted in ``stats``."""
    if cls != 3 and cls != 2:
        return
    encode(m, t, x[:nets_c[0].shape[0] if cls == 3 else nets_r[0].shape[0]])
    if cls == 3:
        kk = forward(*nets_c, x, nz, hc, cur_out)
        backward(*nets_c, x, nz, kk, hc, cur_out, target, lr_c, second_mult)
        stats[2] += 1
        stats[4] += abs(target[0] - cur_out[0])
    else:
        kk = forward(*nets_r, x, nz, hr, cur_out)
        backward(*nets_r, x, nz, kk, hr, cur_out, target, lr_r, second_mult)
        stats[3] += 1
        stats[5] += abs(target[0] - cur_out[0])


@njit(cache=True, nogil=True)
def _learn_returns(gm, gt, gcls, gtarget, gcut, last, lam, nets_c, nets_r, x, nz, hc, hr, cur_out, ret, tmp,
                   lr_c, lr_r, stats, second_mult=1.0):
    """The lambda-returns of a game's plies ``0 .. last`` (see :func:`selfplay`),
    computed backwards into ``gtarget``, then each contact or race position
    moved towards its own, in the order of play."""
    for o in range(5):
        ret[o] = gtarget[last, o]
    for p in range(last - 1, -1, -1):
        flip(ret, tmp)  # G_{p+1}, seen by the side on roll at p
        if not gcut[p]:
            for o in range(5):
                gtarget[p, o] = (1.0 - lam) * gtarget[p, o] + lam * tmp[o]
        for o in range(5):
            ret[o] = gtarget[p, o]
    for p in range(last + 1):
        _learn(gm[p], gt[p], gcls[p], gtarget[p], nets_c, nets_r, x, nz, hc, hr, cur_out, lr_c, lr_r, stats,
               second_mult)


@njit(cache=True, nogil=True)
def selfplay(nets_c, nets_r, rank_table, at_least, first_at_least, games, seed, lr_c, lr_r,
             stats, explore=0.0, margin=0.0, lam=0.0, second_mult=1.0):
    """Play ``games`` self-play games, updating both nets by TD(0) in place
    (a second hidden layer's weights at ``second_mult`` times the rate).

    ``nets_c``/``nets_r`` are ``positions.net_tuples`` tuples.  ``stats`` gets
    [games, plies, contact updates, race updates, sum |td error| contact,
    sum |td error| race, white wins, gammons, backgammons, exploring plays].

    Exploration: with probability ``explore`` (on a roll with more than one
    result within ``margin`` equity of the best) the play made is drawn
    uniformly from the other results within ``margin``.  The position before
    the roll still learns from the best result's value (the afterstates are
    valued for greedy play, as in Q-learning), but the game goes on from the
    drawn result, so results the network undervalues get visited and
    corrected; without it a result never chosen is never trained on.

    TD(lambda), ``lam > 0``: the positions of a game learn when it is over,
    each from its lambda-return, computed backwards from the last play:
    ``G_t = (1 - lam) * T_t + lam * G_{t+1}`` (``G_{t+1}`` seen from the
    other side), where ``T_t`` is the TD(0) target above (the value, when
    the play was made, of the best result) and the last play's ``G`` is the
    game's result.  An exploring play cuts the chain (``G_t = T_t``): what
    follows it is not what the greedy player would have met.  ``lam = 1``
    learns from the game's result alone (Monte Carlo), ``lam = 0`` is the
    TD(0) above, learning at once.
    """
    np.random.seed(seed)
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    v = np.zeros(5)
    eq = np.zeros(MAX_RESULTS)
    near = np.zeros(MAX_RESULTS, np.int64)
    best_v = np.zeros(5)
    target = np.zeros(5)
    cur_out = np.zeros(5)
    start = np.zeros(26, np.int8)
    start[24] = 2
    start[13] = 5
    start[8] = 3
    start[6] = 5
    # TD(lambda): the game's positions and TD(0) targets, learnt at its end.
    gm = np.zeros((2000, 26), np.int8)
    gt = np.zeros((2000, 26), np.int8)
    gcls = np.zeros(2000, np.int64)
    gtarget = np.zeros((2000, 5))
    gcut = np.zeros(2000, np.bool_)
    ret = np.zeros(5)
    tmp = np.zeros(5)
    for g in range(games):
        m = start.copy()
        t = start.copy()
        side = 0
        first = True
        for ply in range(2000):
            cls = classify(m, t)
            if first:
                d1 = np.random.randint(1, 7)
                d2 = np.random.randint(1, 6)
                if d2 >= d1:
                    d2 += 1
                first = False
            else:
                d1 = np.random.randint(1, 7)
                d2 = np.random.randint(1, 7)
            n = gen_results(m, t, d1, d2, out_m, out_t)
            best = 0
            best_e = -1e9
            for j in range(n):
                # The result seen by the opponent, who is now on roll.
                om = out_t[j]
                ot = out_m[j]
                value0(om, ot, nets_c, nets_r, rank_table, at_least, first_at_least, x, nz, hc, hr, v)
                e = equity_after(v)
                eq[j] = e
                if e > best_e:
                    best_e = e
                    best = j
                    for o in range(5):
                        best_v[o] = v[o]
            flip(best_v, target)
            if lam > 0.0:
                for i in range(26):
                    gm[ply, i] = m[i]
                    gt[ply, i] = t[i]
                gcls[ply] = cls
                for o in range(5):
                    gtarget[ply, o] = target[o]
                gcut[ply] = False
            else:
                # The position before the roll learns from the chosen result.
                _learn(m, t, cls, target, nets_c, nets_r, x, nz, hc, hr, cur_out, lr_c, lr_r, stats, second_mult)
            play = best
            if explore > 0.0 and n > 1 and np.random.random() < explore:
                k_near = 0
                for j in range(n):
                    if j != best and eq[j] >= best_e - margin:
                        near[k_near] = j
                        k_near += 1
                if k_near > 0:
                    play = near[np.random.randint(0, k_near)]
                    stats[9] += 1
                    if lam > 0.0:
                        gcut[ply] = True
            nm = out_t[play].copy()
            nt = out_m[play].copy()
            m = nm
            t = nt
            side = 1 - side
            stats[1] += 1
            if t[0] == 15:
                # The side that just moved (now ``t``) has won.
                if side == 1:
                    stats[6] += 1
                if m[0] == 0:
                    stats[7] += 1
                    for p in range(19, 26):
                        if m[p] > 0:
                            stats[8] += 1
                            break
                if lam > 0.0:
                    _learn_returns(gm, gt, gcls, gtarget, gcut, ply, lam, nets_c, nets_r, x, nz, hc, hr,
                                   cur_out, ret, tmp, lr_c, lr_r, stats, second_mult)
                break
        stats[0] += 1
