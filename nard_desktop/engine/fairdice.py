"""Provably fair dice: committed before the match, revealed after it.

Before the match the program draws a secret 32-byte *seed* and shows its
*commitment*, the SHA-256 digest of the seed written in hexadecimal.  Every
roll of the match is derived from the seed, so once the commitment is shown
the program can no longer choose the dice.  After the match the seed is
revealed; anyone can then check that it fits the commitment and that every
roll of the saved match follows from it (``scripts/verify_dice.py`` does this
with the standard library alone; docs/fair-dice.md describes the procedure).

Roll number ``i`` (0, 1, 2, … over the whole match, opening rolls included):

1. ``digest = HMAC-SHA256(key=seed, message="roll:<i>")`` (``<i>`` in decimal,
   ASCII);
2. read the digest's bytes in order, skip every byte ≥ 252 (so that each of
   the 252 accepted values maps to the six faces equally often), and turn the
   first two accepted bytes ``b`` into dice ``b % 6 + 1``;
3. in the astronomically rare case that fewer than two bytes are accepted,
   go on with the bytes of ``HMAC-SHA256(seed, "roll:<i>:<j>")`` for
   ``j = 1, 2, …``.

The first die of an opening roll is player 0's, the second player 1's.

>>> r = FairRoller(bytes(32))
>>> r.commitment[:16]
'66687aadf862bd77'
>>> [r.roll() for _ in range(3)]
[(4, 6), (2, 6), (5, 6)]
>>> verify_rolls(r.reveal(), r.commitment, [(4, 6), (2, 6), (5, 1)])
[Mismatch(index=2, recorded=(5, 1), expected=(5, 6), reason='roll 3 is 5-1, the seed gives 5-6')]
"""

from __future__ import annotations

import hashlib
import math
import hmac
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Sequence

from .dice import Roll
from .errors import EngineError
from .kinds import EventKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .match import Match

SEED_BYTES = 32
_ACCEPT_BELOW = 252  # 252 = 6 × 42: the largest multiple of 6 that fits a byte


class FairDiceError(EngineError):
    """A seed or commitment that is not one."""

    code = "bad_fair_dice"


def _seed_bytes(seed: bytes | str) -> bytes:
    if isinstance(seed, (bytes, bytearray)):
        raw = bytes(seed)
    elif isinstance(seed, str):
        try:
            raw = bytes.fromhex(seed.strip())
        except ValueError:
            raise FairDiceError("a fair-dice seed is written as hexadecimal digits", code="bad_seed") from None
    else:
        raise FairDiceError(f"a fair-dice seed is bytes or hexadecimal text, not {type(seed).__name__}",
                            code="bad_seed")
    if len(raw) != SEED_BYTES:
        raise FairDiceError(f"a fair-dice seed has {SEED_BYTES} bytes, not {len(raw)}", code="bad_seed")
    return raw


def commitment_of(seed: bytes | str) -> str:
    """The commitment shown before the match: SHA-256 of the seed, in hex."""
    return hashlib.sha256(_seed_bytes(seed)).hexdigest()


def derive_roll(seed: bytes | str, index: int) -> Roll:
    """Roll number ``index`` (0-based) of the match played with ``seed``."""
    key = _seed_bytes(seed)
    if type(index) is not int or index < 0:
        raise FairDiceError(f"roll numbers start at 0, not {index!r}", code="bad_roll_index")
    dice: list[int] = []
    block = 0
    while len(dice) < 2:
        message = f"roll:{index}" if block == 0 else f"roll:{index}:{block}"
        for byte in hmac.new(key, message.encode("ascii"), hashlib.sha256).digest():
            if byte < _ACCEPT_BELOW:
                dice.append(byte % 6 + 1)
                if len(dice) == 2:
                    break
        block += 1
    return (dice[0], dice[1])


class FairRoller:
    """A :class:`~nard_desktop.engine.dice.DiceRoller` whose rolls follow from
    a secret seed committed to in advance.

    ``seed`` is 32 bytes (or their hex); None draws a fresh one from the
    operating system's secure source.  ``start`` continues a match whose
    first ``start`` rolls were already made (resuming a saved match).
    """

    def __init__(self, seed: bytes | str | None = None, *, start: int = 0) -> None:
        self._seed = secrets.token_bytes(SEED_BYTES) if seed is None else _seed_bytes(seed)
        if type(start) is not int or start < 0:
            raise FairDiceError(f"roll numbers start at 0, not {start!r}", code="bad_roll_index")
        self.index = start
        self.commitment = commitment_of(self._seed)

    def roll(self) -> Roll:
        """The next roll of the committed sequence."""
        dice = derive_roll(self._seed, self.index)
        self.index += 1
        return dice

    def reveal(self) -> str:
        """The seed in hex, to be shown once the match is over."""
        return self._seed.hex()

    def __repr__(self) -> str:  # never print the secret
        return f"FairRoller(commitment={self.commitment[:16]}…, index={self.index})"


@dataclass(frozen=True)
class Mismatch:
    """One way a recorded match fails its fair-dice check.

    ``index`` is the 0-based roll number, or None when the seed does not fit
    the commitment."""

    index: int | None
    recorded: Roll | None
    expected: Roll | None
    reason: str


def verify_rolls(seed: bytes | str, commitment: str, rolls: Iterable[Sequence[int]]) -> list[Mismatch]:
    """Check a match's rolls against a revealed seed and the commitment shown
    before the match.  Returns the mismatches; an empty list means every roll
    is the one the seed gives.

    Raises :class:`FairDiceError` when the seed is not a seed at all.
    """
    raw = _seed_bytes(seed)
    out: list[Mismatch] = []
    if not isinstance(commitment, str) or not hmac.compare_digest(commitment_of(raw), commitment.strip().lower()):
        out.append(Mismatch(None, None, None, "the revealed seed does not match the commitment shown before the match"))
    for i, roll in enumerate(rolls):
        expected = derive_roll(raw, i)
        recorded = tuple(roll)
        if recorded != expected:
            shown = "-".join(map(str, recorded))
            # A recorded roll may be malformed (not two dice): it is reported as written.
            out.append(Mismatch(i, recorded, expected,  # type: ignore[arg-type]
                                f"roll {i + 1} is {shown}, the seed gives {expected[0]}-{expected[1]}"))
    return out


# ------------------------------------------------------------ which rolls
def drawn_rolls(games: Iterable["Game"]) -> list[Roll]:
    """The rolls a match drew from its dice, in order, from the games' histories.

    Every ``opening`` event is one roll (player 0's die, player 1's die) and
    every ``roll`` event is one roll, except the roll that directly follows an
    untied opening when ``opening_reroll`` is off: that one is the opening
    dice themselves, handed to the starter.
    """
    out: list[Roll] = []
    for game in games:
        prev = None
        for ev in game.history:
            if ev.kind == EventKind.OPENING:
                out.append(ev.dice)  # type: ignore[arg-type]  # these events always carry their dice
            elif ev.kind == EventKind.ROLL:
                derived = (prev is not None and prev.kind == EventKind.OPENING and prev.dice is not None
                           and prev.dice[0] != prev.dice[1]
                           and not game.rules.opening_reroll)
                if not derived:
                    out.append(ev.dice)  # type: ignore[arg-type]  # these events always carry their dice
            prev = ev
    return out


def match_rolls(match: "Match") -> list[Roll]:
    """:func:`drawn_rolls` of every game of a match."""
    return drawn_rolls(match.games)


# ------------------------------------------------------------ statistics
def _outcomes() -> tuple[float, float]:
    """Mean and variance of the pips of one roll (doubles count four times)."""
    values = [(a + b) * (2 if a == b else 1) for a in range(1, 7) for b in range(1, 7)]
    mean = sum(values) / 36
    return mean, sum((v - mean) ** 2 for v in values) / 36


EXPECTED_PIPS, _PIPS_VARIANCE = _outcomes()
"""8.1667 pips per roll on average, doubles counted twice (49/6)."""


def _chi2_sf_odd(x: float, df: int) -> float:
    """P(X ≥ x) for a chi-square variable with an odd number of degrees of
    freedom (closed form, no SciPy needed)."""
    if x <= 0:
        return 1.0
    total = math.erfc(math.sqrt(x / 2))
    term = math.sqrt(2 * x / math.pi) * math.exp(-x / 2)
    for k in range(1, (df - 1) // 2 + 1):
        total += term
        term *= x / (2 * k + 1)
    return min(1.0, total)


def _side_stats(faces: list[int], rolls: list[Roll]) -> dict:
    n = len(rolls)
    dice = sum(faces)
    doubles = sum(1 for a, b in rolls if a == b)
    pips = sum((a + b) * (2 if a == b else 1) for a, b in rolls)
    out: dict = {
        "rolls": n,
        "dice": dice,
        "faces": list(faces),
        "expected_face": dice / 6,
        "doubles": doubles,
        "expected_doubles": n / 6,
        "pips": pips,
        "average_pips": pips / n if n else None,
        "expected_average_pips": EXPECTED_PIPS,
        "chi_square_faces": None, "p_faces": None,
        "chi_square_doubles": None, "p_doubles": None,
        "z_average_pips": None,
    }
    if dice:
        e = dice / 6
        chi = sum((c - e) ** 2 / e for c in faces)
        out["chi_square_faces"] = chi
        out["p_faces"] = _chi2_sf_odd(chi, 5)
    if n:
        e1, e2 = n / 6, 5 * n / 6
        chi = (doubles - e1) ** 2 / e1 + (n - doubles - e2) ** 2 / e2
        out["chi_square_doubles"] = chi
        out["p_doubles"] = _chi2_sf_odd(chi, 1)
        out["z_average_pips"] = (pips / n - EXPECTED_PIPS) / math.sqrt(_PIPS_VARIANCE / n)
    return out


def dice_statistics(match_or_games: "Match | Iterable[Game]") -> dict:
    """How the dice of a match fell, per player and in all, against fair dice.

    Returns ``{"players": [stats of player 0, stats of player 1], "all": stats}``
    where each ``stats`` has: ``rolls`` (turns rolled), ``dice`` (dice
    thrown: two per roll, plus each player's single die of every opening
    roll), ``faces`` (how often 1…6 showed), ``expected_face`` (dice / 6),
    ``doubles`` and ``expected_doubles`` (rolls / 6), ``pips`` and
    ``average_pips`` per roll (doubles count four times) against
    ``expected_average_pips`` (49/6 ≈ 8.1667), ``chi_square_faces`` with its
    ``p_faces`` (5 degrees of freedom), ``chi_square_doubles`` with
    ``p_doubles`` (1 degree of freedom) and ``z_average_pips``.  Values that
    need at least one roll are None without one.

    The roll that hands the opening dice to the starter is not counted again:
    those two dice are counted as the players' opening dice.
    """
    games: Iterable[Game] = match_or_games.games if hasattr(match_or_games, "games") else match_or_games
    faces = [[0] * 6, [0] * 6]
    rolls: list[list[Roll]] = [[], []]
    for game in games:
        prev = None
        for ev in game.history:
            if ev.kind == EventKind.OPENING and ev.dice is not None:
                faces[0][ev.dice[0] - 1] += 1
                faces[1][ev.dice[1] - 1] += 1
            elif ev.kind == EventKind.ROLL and ev.dice is not None and ev.player in (0, 1):
                derived = (prev is not None and prev.kind == EventKind.OPENING and prev.dice is not None
                           and prev.dice[0] != prev.dice[1]
                           and not game.rules.opening_reroll)
                if not derived:
                    rolls[ev.player].append(ev.dice)
                    for d in ev.dice:
                        faces[ev.player][d - 1] += 1
            prev = ev
    players = [_side_stats(faces[p], rolls[p]) for p in (0, 1)]
    both = _side_stats([faces[0][i] + faces[1][i] for i in range(6)], rolls[0] + rolls[1])
    return {"players": players, "all": both}


# ------------------------------------------------------------ two machines
# A match between two programs (docs/network.md): every roll follows from a
# secret of each side, each committed to before either is revealed.
#
#   commitment = SHA-256("nard-net-commit:<match id>:<i>:<side>:" + secret)
#   roll i     = derive_roll(SHA-256("nard-net-roll:<match id>:<i>:" + secret0 + secret1), i)
#
# ``<match id>`` is the match's 32 hexadecimal digits, ``<i>`` the roll number
# (as for a single seed), ``<side>`` 0 or 1; the secrets are 32 bytes each.
NET_MATCH_ID_BYTES = 16


def _match_id(match_id: object) -> str:
    if not isinstance(match_id, str) or len(match_id) != 2 * NET_MATCH_ID_BYTES or any(
            c not in "0123456789abcdef" for c in match_id):
        raise FairDiceError(f"a match id is {2 * NET_MATCH_ID_BYTES} lowercase hexadecimal digits",
                            code="bad_match_id")
    return match_id


def _index(index: object) -> int:
    if type(index) is not int or index < 0:
        raise FairDiceError(f"roll numbers start at 0, not {index!r}", code="bad_roll_index")
    return index


def net_commitment(match_id: str, index: int, side: int, secret: bytes | str) -> str:
    """The commitment side ``side`` sends for roll ``index`` before revealing ``secret``."""
    if side not in (0, 1) or type(side) is not int:
        raise FairDiceError(f"a side is 0 or 1, not {side!r}", code="bad_side")
    context = f"nard-net-commit:{_match_id(match_id)}:{_index(index)}:{side}:".encode("ascii")
    return hashlib.sha256(context + _seed_bytes(secret)).hexdigest()


def net_roll(match_id: str, index: int, secret0: bytes | str, secret1: bytes | str) -> Roll:
    """Roll ``index`` of a network match from both sides' revealed secrets.

    >>> net_roll("00" * 16, 0, bytes(32), bytes(32))
    (4, 6)
    """
    context = f"nard-net-roll:{_match_id(match_id)}:{_index(index)}:".encode("ascii")
    seed = hashlib.sha256(context + _seed_bytes(secret0) + _seed_bytes(secret1)).digest()
    return derive_roll(seed, index)


def verify_net_rolls(match_id: str, proofs: Sequence[Sequence[str]],
                     rolls: Sequence[Sequence[int]]) -> list[Mismatch]:
    """Check every roll of a network match against both sides' secrets.
    Returns the mismatches (empty: every roll follows from the secrets)."""
    out: list[Mismatch] = []
    if len(proofs) != len(rolls):
        out.append(Mismatch(None, None, None, f"the match holds {len(rolls)} rolls but {len(proofs)} proofs"))
    for i, (proof, roll) in enumerate(zip(proofs, rolls)):
        expected = net_roll(match_id, i, proof[0], proof[1])
        recorded = (roll[0], roll[1])
        if recorded != expected:
            out.append(Mismatch(i, recorded, expected,
                                f"roll {i + 1} is {recorded[0]}-{recorded[1]}, both players' secrets give "
                                f"{expected[0]}-{expected[1]}"))
    return out


class NetworkRoller:
    """The dice of a match between two programs: each roll is handed over
    with both sides' secrets (:meth:`push`), checked by the caller against
    the commitments, and the proofs are kept for the saved match."""

    def __init__(self, match_id: str, proofs: Iterable[Sequence[str]] = ()) -> None:
        self.match_id = _match_id(match_id)
        self.proofs: list[tuple[str, str]] = []
        for p in proofs:
            self.proofs.append((_seed_bytes(p[0]).hex(), _seed_bytes(p[1]).hex()))
        self._next: Roll | None = None

    @property
    def index(self) -> int:
        """The number of the next roll (the rolls drawn so far)."""
        return len(self.proofs) - (1 if self._next is not None else 0)

    def push(self, secret0: bytes | str, secret1: bytes | str) -> Roll:
        """The next roll, from both secrets; the game's next ``roll()`` hands it out."""
        if self._next is not None:
            raise FairDiceError("a roll is already waiting to be drawn", code="roll_pending")
        dice = net_roll(self.match_id, len(self.proofs), secret0, secret1)
        self.proofs.append((_seed_bytes(secret0).hex(), _seed_bytes(secret1).hex()))
        self._next = dice
        return dice

    def roll(self) -> Roll:
        if self._next is None:
            raise FairDiceError("no roll has been agreed by both sides", code="no_net_roll")
        dice, self._next = self._next, None
        return dice

    def __repr__(self) -> str:
        return f"NetworkRoller(match_id={self.match_id}, rolls={len(self.proofs)})"
