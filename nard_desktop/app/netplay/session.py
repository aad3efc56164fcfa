"""One side of a network match: turn order, the engine's checks, dice by commit–reveal, resuming.

A :class:`NetSession` knows nothing of sockets: :meth:`NetSession.receive`
takes one message from the peer (bytes or a decoded dict) and the local
actions (:meth:`roll`, :meth:`move`, :meth:`cube`, :meth:`resign`, …) make
this side's moves; both leave what is to be sent in :attr:`outbox`.

The match is an ordinary :class:`~nard_desktop.engine.match.Match`, driven
through the same engine calls as a local match, so every house rule,
Crawford and the clock work as they do locally; its dice come from a
:class:`~nard_desktop.engine.fairdice.NetworkRoller`.  A message from the
peer is checked completely (form, sequence number, whose turn it is, the
rules through the engine, the dice secret against its commitment) *before*
it changes anything; the first bad one raises :class:`NetError`, after which
the session is :attr:`failed` and refuses everything, with the match exactly
as it was before that message.

The dice (docs/network.md): for roll ``i`` each side has a secret (from a
key of its own, kept in its autosave) and has sent its commitment before
either secret is revealed.  The player who rolls reveals first (at an
opening roll both reveal at once); the other reveals in answer, with the
commitment for roll ``i + 1``; the roll follows from both secrets.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from typing import Any, Callable, Mapping

from ... import __version__
from ...engine.errors import EngineError
from ...engine.fairdice import NET_MATCH_ID_BYTES, NetworkRoller, drawn_rolls, net_commitment
from ...engine.game import Game, GamePhase
from ...engine.match import Match
from ...engine.rules import RuleSet
from ..record import RecordError, match_from_record, record_from_match
from .protocol import MAX_GAMES, MAX_NAME, READY_MESSAGES, NetError, check, decode, message

__all__ = ["NetSession", "Proposal", "history_digest", "REPLY_SECONDS", "HANDSHAKE_SECONDS", "TURN_SECONDS"]

REPLY_SECONDS = 30.0
"""How long the peer's program may take to answer what needs no decision (a dice reveal)."""
HANDSHAKE_SECONDS = 300.0
"""How long a player may read the proposed rules before accepting."""
TURN_SECONDS = 900.0
"""How long a player may think over one decision when the match has no clock."""


class Proposal:
    """What the host proposes and the guest accepts: the rules (the clock is
    one of them), the match length, and for money play (length 0) how many
    games the session lasts."""

    def __init__(self, rules: RuleSet, match_length: int, games: int = 1, *,
                 hints: bool = True, tutor: bool = True) -> None:
        if not 1 <= games <= MAX_GAMES:
            raise ValueError(f"a money session is 1–{MAX_GAMES} games")
        self.rules = rules
        self.match_length = match_length
        self.games = games if match_length == 0 else 1
        # Whether both players may ask for a hint, and have the tutor (the host decides).
        self.hints = bool(hints)
        self.tutor = bool(tutor)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"rules": self.rules.to_dict(), "match_length": self.match_length}
        if self.match_length == 0:
            d["games"] = self.games
        if not (self.hints and self.tutor):
            d["help"] = {"hints": self.hints, "tutor": self.tutor}
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Proposal":
        help_ = d.get("help") or {}
        return cls(RuleSet.from_dict(d["rules"]), d["match_length"], d.get("games", 1),
                   hints=help_.get("hints", True), tutor=help_.get("tutor", True))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Proposal) and self.to_dict() == other.to_dict()


def _events(match: Match) -> list[list[Any]]:
    games = record_from_match(match)["games"]
    return [[gi, ev] for gi, g in enumerate(games) for ev in g["events"]]


def history_digest(match: Match, count: int | None = None) -> tuple[int, str]:
    """``(number of events, SHA-256 of them)`` of the match's history, or of
    its first ``count`` events: what two sides compare to know they are in
    the same state."""
    events = _events(match)
    if count is not None:
        events = events[:count]
    text = json.dumps(events, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return len(events), hashlib.sha256(text.encode("utf-8")).hexdigest()


class NetSession:
    """This side (``side`` 0 = host, 1 = guest) of a network match.

    ``name`` is shown to the peer.  The host gives its ``proposal``; the
    guest's ``accept_proposal(proposal, peer_name) -> bool`` decides whether
    to play it, and the host's ``accept_guest(peer_name) -> bool`` whether
    to start.  ``saved`` (a match record of an earlier connection, with its
    ``pending`` dice state) resumes that match instead.
    """

    def __init__(self, side: int, name: str, *, proposal: Proposal | None = None,
                 accept_proposal: Callable[[Proposal, str], bool] | None = None,
                 accept_guest: Callable[[str], bool] | None = None,
                 saved: Mapping[str, Any] | None = None) -> None:
        if side not in (0, 1):
            raise ValueError("a side is 0 (host) or 1 (guest)")
        if side == 0 and proposal is None and saved is None:
            raise ValueError("the host proposes the rules")
        self.side = side
        self.peer = 1 - side
        self.name = (" ".join(str(name).split())[:MAX_NAME] or ("Host" if side == 0 else "Guest"))
        self.peer_name = ""
        self.proposal = proposal
        self._accept_proposal = accept_proposal or (lambda p, n: True)
        self._accept_guest = accept_guest or (lambda n: True)
        self.outbox: list[dict[str, Any]] = []
        self.said: list[tuple[int, str]] = []  # ready messages received or sent: (side, id)
        self.match: Match | None = None
        self.meta: dict[str, Any] = {}
        self.failed: NetError | None = None
        self._send_seq = 0
        self._recv_seq = 0
        self._nonce = secrets.token_hex(32)
        self._stage = "hello"  # hello -> proposed -> accepted -> play (-> catching_up) -> over
        self._got_hello = False
        self._key = secrets.token_bytes(32)  # this side's dice secrets follow from it
        self._peer_commit: dict[int, str] = {}
        self._revealed: set[int] = set()
        self._peer_secret: dict[int, str] = {}
        self._resume: dict[str, Any] | None = None
        self._catch_up_target: tuple[int, str] | None = None
        self.resumed = False
        if saved is not None:
            self._load(saved)
        self._send("hello", **self._hello_fields())

    # ------------------------------------------------------------ state
    @property
    def roller(self) -> NetworkRoller:
        assert self.match is not None
        roller = self.match.roller
        assert isinstance(roller, NetworkRoller)
        return roller

    @property
    def playing(self) -> bool:
        return self._stage in ("play", "catching_up") and self.failed is None

    @property
    def is_over(self) -> bool:
        """The match is over (a money session: its agreed number of games played)."""
        m = self.match
        if m is None:
            return False
        if m.is_money:
            return len(m.results) >= self._games
        return m.is_over

    @property
    def _games(self) -> int:
        return self.proposal.games if self.proposal is not None else 1

    @property
    def game(self) -> Game:
        assert self.match is not None
        return self.match.game

    @property
    def sent(self) -> int:
        """How many messages this side has sent on this connection (the next one's number)."""
        return self._send_seq

    @property
    def received(self) -> int:
        """How many messages this side has taken from the peer on this connection."""
        return self._recv_seq

    def my_turn(self) -> bool:
        """Whether this side must act now (roll, move, answer)."""
        if not self.playing or self._stage != "play" or self.is_over:
            return False
        g = self.game
        if g.awaiting != self.side:
            return False
        # Once this side has rolled, it waits for the peer's reveal.
        return not (g.phase in (GamePhase.ROLL, GamePhase.BEAVERED) and self.roller.index in self._revealed)

    def timeout(self) -> float:
        """How long to wait for the peer's next message now."""
        if self._stage in ("hello", "proposed", "accepted") and not self.resumed:
            return HANDSHAKE_SECONDS
        if self.match is None or self.is_over:
            return REPLY_SECONDS
        g = self.game
        if g.phase == GamePhase.OPENING or g.awaiting == self.side or self.roller.index in self._revealed:
            return REPLY_SECONDS
        if self.match.clock is not None:
            return float(self.match.clock.max_move_seconds) + REPLY_SECONDS
        return TURN_SECONDS

    def record(self, *, for_autosave: bool = True) -> dict[str, Any]:
        """The match as a record (our match file); the autosave's carries this side's dice key."""
        assert self.match is not None
        meta = dict(self.meta)
        if for_autosave:
            meta["dice_pending"] = self._pending()
        return record_from_match(self.match, meta, include_seed=for_autosave)

    def _pending(self) -> dict[str, Any]:
        i = self.roller.index
        d: dict[str, Any] = {"side": self.side, "index": i, "secret": self._key.hex(),
                             "revealed": i in self._revealed}
        if i in self._peer_commit:
            d["peer_commitment"] = self._peer_commit[i]
        return d

    # ------------------------------------------------------------ dice
    def _secret(self, index: int) -> str:
        return hmac.new(self._key, f"nard-net-secret:{index}".encode("ascii"), hashlib.sha256).hexdigest()

    def _commitment(self, index: int) -> str:
        return net_commitment(self.roller.match_id, index, self.side, self._secret(index))

    def _reveal(self, index: int) -> None:
        self._revealed.add(index)
        self._send("reveal", index=index, secret=self._secret(index), next=self._commitment(index + 1))

    def _make_roll(self, index: int) -> None:
        secrets_ = [self._secret(index), self._peer_secret[index]]
        if self.side == 1:
            secrets_.reverse()
        self.roller.push(secrets_[0], secrets_[1])
        game = self.game
        if game.phase == GamePhase.OPENING:
            game.roll_opening()
        else:
            game.roll()
        self._revealed.discard(index)
        self._peer_secret.pop(index, None)
        self._peer_commit.pop(index, None)

    # ------------------------------------------------------------ sending
    def _send(self, kind: str, **fields: Any) -> None:
        msg = message(kind, self._send_seq, **fields)
        check(msg)
        self._send_seq += 1
        self.outbox.append(msg)

    def take_outbox(self) -> list[dict[str, Any]]:
        out, self.outbox = self.outbox, []
        return out

    def _hello_fields(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "program": f"nard-desktop {__version__}",
                             "role": "host" if self.side == 0 else "guest", "nonce": self._nonce}
        if self._resume is not None:
            d["resume"] = self._resume
        elif self.side == 0:
            assert self.proposal is not None
            d["proposal"] = self.proposal.to_dict()
        return d

    # ------------------------------------------------------------ starting
    def _start(self, match_id: str) -> None:
        assert self.proposal is not None
        self.match = Match(self.proposal.match_length, self.proposal.rules, roller=NetworkRoller(match_id))
        names = [self.name, self.peer_name] if self.side == 0 else [self.peer_name, self.name]
        self.meta = {"players": [{"name": n, "kind": "human", "level": None} for n in names],
                     "app": {"network": {"side": self.side, "games": self.proposal.games,
                                         "hints": self.proposal.hints, "tutor": self.proposal.tutor}}}
        self._stage = "play"
        self._send("commit", index=0, commitment=self._commitment(0))
        self._after()

    def _load(self, saved: Mapping[str, Any]) -> None:
        try:
            match, meta = match_from_record(saved)
        except RecordError as exc:
            raise ValueError(f"the saved match cannot be resumed: {exc.message}") from None
        dice = meta["dice"]
        pending = dice.get("pending")
        if dice.get("kind") != "network" or not pending or pending["side"] != self.side:
            raise ValueError("the saved match is not this side's network match")
        if pending["index"] != len(drawn_rolls(match.games)):
            raise ValueError("the saved dice state does not fit the match")
        self.match = match
        self.meta = {"players": meta["players"], "app": meta.get("app") or {"network": {"side": self.side}}}
        self._key = bytes.fromhex(pending["secret"])
        i = pending["index"]
        if pending.get("peer_commitment"):
            self._peer_commit[i] = pending["peer_commitment"]
        if pending.get("revealed"):
            self._revealed.add(i)
        events, digest = history_digest(match)
        self._resume = {"match_id": self.roller.match_id, "events": events, "hash": digest}
        net = (meta.get("app") or {}).get("network") or {}
        games = net.get("games", 1)
        self.proposal = Proposal(match.rules, match.length,
                                 games if type(games) is int and 1 <= games <= MAX_GAMES else 1,
                                 hints=net.get("hints", True) is True, tutor=net.get("tutor", True) is True)
        self.resumed = True

    # ------------------------------------------------------------ receiving
    def fail(self, error: NetError) -> NetError:
        """End the session with ``error`` (telling the peer when it is still there)."""
        if self.failed is None:
            self.failed = error
            if error.code not in ("closed", "tampered", "wrong_code", "peer_error"):
                try:
                    self._send("bye", code=error.code)
                except NetError:  # pragma: no cover - a code of ours is always valid
                    pass
        return self.failed

    def receive(self, data: bytes | Mapping[str, Any]) -> None:
        """Take one message from the peer.  Raises :class:`NetError` for a bad
        one (the session has then failed; the match is unchanged)."""
        if self.failed is not None:
            raise self.failed
        try:
            msg = decode(data) if isinstance(data, (bytes, bytearray, memoryview)) else check(dict(data))
            if msg["seq"] < self._recv_seq:
                raise NetError("replayed", f"message {msg['seq']} again")
            if msg["seq"] > self._recv_seq:
                raise NetError("out_of_order", f"message {msg['seq']} where {self._recv_seq} was due")
            self._recv_seq += 1
            self._dispatch(msg)
        except NetError as exc:
            raise self.fail(exc) from None
        except EngineError as exc:
            # The engine refused the peer's action before changing anything.
            raise self.fail(NetError("illegal", exc.message)) from None

    def _dispatch(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "bye":
            if msg["code"] == "match_over" and self.is_over:
                self._stage = "over"
                return
            raise NetError("peer_error", f"the peer ended the match ({msg['code']})")
        if kind == "say":
            if self.match is None:
                raise NetError("out_of_order", "a message before the match")
            if len(self.said) >= 500:
                raise NetError("too_large", "too many messages")
            self.said.append((self.peer, msg["id"]))
            return
        if not self._got_hello:
            if kind != "hello":
                raise NetError("out_of_order", f"a {kind!r} before the hello")
            return self._on_hello(msg)
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None or kind == "hello":
            raise NetError("replayed" if kind == "hello" else "malformed", f"an unexpected {kind!r}")
        handler(msg)

    def _on_hello(self, msg: dict[str, Any]) -> None:
        self._got_hello = True
        want = "guest" if self.side == 0 else "host"
        if msg["role"] != want:
            raise NetError("malformed", f"the peer says it is the {msg['role']} too")
        if msg["nonce"] == self._nonce:
            raise NetError("replayed", "the peer sent this side's own hello back")
        self.peer_name = msg["name"]
        if self._resume is not None or "resume" in msg:
            return self._on_resume_hello(msg)
        if self.side == 1:
            if "proposal" not in msg:
                raise NetError("malformed", "the host's hello has no proposal")
            self.proposal = Proposal.from_dict(msg["proposal"])
            self._host_nonce, self._guest_nonce = msg["nonce"], self._nonce
            if self._accept_proposal(self.proposal, self.peer_name):
                self._stage = "proposed"
                self._send("accept")
            else:
                self._send("decline")
                raise NetError("declined", "this side declined the proposal")
        else:
            if "proposal" in msg:
                raise NetError("malformed", "the guest proposes rules")
            self._host_nonce, self._guest_nonce = self._nonce, msg["nonce"]
            self._stage = "proposed"

    def _match_id(self) -> str:
        text = f"nard-net-match:{self._host_nonce}:{self._guest_nonce}".encode("ascii")
        return hashlib.sha256(text).hexdigest()[:2 * NET_MATCH_ID_BYTES]

    def _on_accept(self, msg: dict[str, Any]) -> None:
        if self._stage != "proposed" or self.resumed:
            raise NetError("out_of_order", "an acceptance out of place")
        if self.side == 0:
            if not self._accept_guest(self.peer_name):
                self._send("decline")
                raise NetError("declined", "this side declined to play the guest")
            self._send("accept")
        self._start(self._match_id())

    def _on_decline(self, msg: dict[str, Any]) -> None:
        raise NetError("declined", "the peer declined")

    # ------------------------------------------------------------ resuming
    def _on_resume_hello(self, msg: dict[str, Any]) -> None:
        theirs = msg.get("resume")
        if self._resume is None or theirs is None or theirs["match_id"] != self._resume["match_id"]:
            raise NetError("resume_mismatch", "the two sides are not resuming the same match")
        assert self.match is not None
        mine_n = self._resume["events"]
        their_n, their_h = theirs["events"], theirs["hash"]
        self._stage = "play"
        if their_n > mine_n:
            # The peer is ahead: it sends what this side missed, then where it stands.
            self._stage = "catching_up"
            self._catch_up_target = (their_n, their_h)
            return
        if history_digest(self.match, their_n) != (their_n, their_h):
            raise NetError("resume_mismatch", "the two matches went different ways")
        if their_n < mine_n:
            self._catch_up(their_n)
        self._go_on()

    def _go_on(self) -> None:
        """Both sides stand at the same place: commit to the next roll again
        (the same commitment) and reveal again what the peer did not get."""
        i = self.roller.index
        self._send("commit", index=i, commitment=self._commitment(i))
        if i in self._revealed:
            self._send("reveal", index=i, secret=self._secret(i), next=self._commitment(i + 1))
        self._after()

    def _catch_up(self, count: int) -> None:
        """Send the peer this side's actions it did not receive (events ``count`` onwards)."""
        assert self.match is not None
        index = 0
        prev: dict[str, Any] | None = None
        for n, (gi, ev) in enumerate(_events(self.match)):
            kind = ev["kind"]
            derived = (kind == "roll" and prev is not None and prev["kind"] == "opening"
                       and prev["dice"][0] != prev["dice"][1] and not self.match.rules.opening_reroll)
            prev = ev
            drawn = kind in ("opening", "roll") and not derived
            if n < count:
                index += drawn
                continue
            if kind in ("auto_double", "end") or derived:
                continue
            if drawn:
                self._send("reveal", index=index, secret=self._secret(index), next=self._commitment(index + 1))
                index += 1
                continue
            if ev.get("player") != self.side:
                raise NetError("resume_mismatch", "the match went on without the peer")
            if kind == "move":
                self._send("move", steps=ev["steps"], seconds=0)
            elif kind in ("double", "take", "drop", "beaver", "raccoon"):
                self._send("cube", action=kind, seconds=0)
            elif kind == "resign":
                self._send("resign", level=ev["value"])
            elif kind in ("accept", "decline"):
                self._send("answer", accept=kind == "accept")
            else:
                raise NetError("resume_mismatch", f"cannot send a {kind!r} again")
        n, h = history_digest(self.match)
        self._send("synced", events=n, hash=h)

    def _on_synced(self, msg: dict[str, Any]) -> None:
        if self._stage != "catching_up" or self._catch_up_target is None:
            raise NetError("out_of_order", "a 'synced' out of place")
        assert self.match is not None
        if history_digest(self.match) != (msg["events"], msg["hash"]) or \
                (msg["events"], msg["hash"]) != self._catch_up_target:
            raise NetError("resume_mismatch", "the two matches differ after catching up")
        self._stage = "play"
        self._catch_up_target = None
        self._go_on()

    # ------------------------------------------------------------ the peer's actions
    def _require_play(self, what: str) -> Game:
        if self._stage not in ("play", "catching_up") or self.match is None:
            raise NetError("out_of_order", f"a {what} before the match started")
        if self.is_over:
            raise NetError("out_of_turn", f"a {what} after the end of the match")
        return self.game

    def _require_peer(self, game: Game, what: str) -> None:
        if game.awaiting != self.peer:
            raise NetError("out_of_turn", f"a {what} when it is not the peer's turn")

    def _on_commit(self, msg: dict[str, Any]) -> None:
        self._require_play("commitment")
        i = msg["index"]
        if i != self.roller.index:
            raise NetError("out_of_order", f"a commitment for roll {i}, the next roll is {self.roller.index}")
        held = self._peer_commit.get(i)
        if held is not None and held != msg["commitment"]:
            raise NetError("replayed", f"a second, different commitment for roll {i}")
        self._peer_commit[i] = msg["commitment"]
        self._after()

    def _on_reveal(self, msg: dict[str, Any]) -> None:
        game = self._require_play("dice reveal")
        i = msg["index"]
        if i != self.roller.index or i in self._peer_secret:
            raise NetError("replayed" if i < self.roller.index or i in self._peer_secret else "out_of_order",
                           f"a reveal for roll {i}, the next roll is {self.roller.index}")
        if i not in self._peer_commit:
            raise NetError("out_of_order", f"a reveal for roll {i} before its commitment")
        if game.phase in (GamePhase.ROLL, GamePhase.BEAVERED):
            if game.awaiting != self.peer and i not in self._revealed:
                raise NetError("out_of_turn", "a roll when it is not the peer's turn")
        elif game.phase != GamePhase.OPENING:
            raise NetError("out_of_turn", f"a roll while the game waits for {game.phase.value}")
        expected = self._peer_commit[i]
        if not hmac.compare_digest(net_commitment(self.roller.match_id, i, self.peer, msg["secret"]), expected):
            raise NetError("bad_reveal", f"the peer's secret for roll {i + 1} does not match its commitment")
        if self._stage == "catching_up" and i not in self._revealed:
            raise NetError("resume_mismatch", "a roll this side never asked for")
        self._peer_secret[i] = msg["secret"]
        self._peer_commit[i + 1] = msg["next"]
        if i not in self._revealed:
            self._reveal(i)
        self._make_roll(i)
        self._after()

    def _on_move(self, msg: dict[str, Any]) -> None:
        game = self._require_play("move")
        if game.phase != GamePhase.MOVE:
            raise NetError("out_of_turn", "a move when the game does not wait for one")
        self._require_peer(game, "move")
        self._apply_steps(game, msg["steps"])
        self._charge(self.peer, msg["seconds"])
        self._after()

    def _on_cube(self, msg: dict[str, Any]) -> None:
        game = self._require_play("cube action")
        self._require_peer(game, "cube action")
        self._apply_cube(game, msg["action"])
        self._charge(self.peer, msg["seconds"])
        self._after()

    def _on_resign(self, msg: dict[str, Any]) -> None:
        game = self._require_play("resignation")
        self._require_peer(game, "resignation")
        if game.phase not in (GamePhase.ROLL, GamePhase.MOVE) or self.roller.index in self._revealed:
            raise NetError("out_of_turn", "a resignation out of place")
        game.offer_resignation(self.peer, msg["level"])
        self._after()

    def _on_answer(self, msg: dict[str, Any]) -> None:
        game = self._require_play("answer")
        if game.phase != GamePhase.RESIGN_OFFERED:
            raise NetError("out_of_turn", "an answer when nobody resigned")
        self._require_peer(game, "answer")
        if msg["accept"]:
            game.accept_resignation()
        else:
            game.decline_resignation()
        self._after()

    # ------------------------------------------------------------ shared by both sides
    @staticmethod
    def _apply_steps(game: Game, steps: list[list[int]]) -> None:
        assert game.turn is not None
        try:
            for src, dst in steps:
                path = game.turn.step(src, dst)
                if len(path) != 1:
                    raise NetError("illegal", f"{src}/{dst} is not a single step")
            if not game.turn.is_complete():
                raise NetError("illegal", "the move leaves dice that must be played")
        except (NetError, EngineError):
            game.turn.undo_all()
            raise
        game.commit()

    @staticmethod
    def _apply_cube(game: Game, action: str) -> None:
        if action == "double":
            game.double()
        elif action == "beaver":
            game.beaver()
        elif action == "raccoon":
            game.raccoon()
        elif action == "take":
            game.take()
        else:
            game.drop()

    def _charge(self, player: int, seconds: float) -> None:
        assert self.match is not None
        if self.match.clock is not None and not self.match.game.is_over:
            self.match.charge_clock(player, float(seconds))

    def _after(self) -> None:
        """What follows by itself: the next game, and this side's opening reveal."""
        if self._stage not in ("play", "catching_up") or self.match is None:
            return
        m = self.match
        if self.is_over:
            return
        if m.game.is_over:
            m.next_game()
        i = self.roller.index
        if (self._stage == "play" and m.game.phase == GamePhase.OPENING and i in self._peer_commit
                and i not in self._revealed):
            self._reveal(i)

    # ------------------------------------------------------------ this side's actions
    def _local(self, what: str) -> Game:
        if self.failed is not None:
            raise self.failed
        if not self.my_turn():
            raise EngineError(f"cannot {what} now: it is not this side's turn", code="not_your_turn")
        return self.game

    def roll(self) -> None:
        """Roll: reveal this side's secret; the roll comes with the peer's answer."""
        game = self._local("roll")
        if game.phase not in (GamePhase.ROLL, GamePhase.BEAVERED):
            raise EngineError("cannot roll now", code="wrong_moment")
        i = self.roller.index
        if i not in self._peer_commit:
            raise EngineError("the peer has not committed to the next roll yet", code="wrong_moment")
        self._reveal(i)

    def move(self, steps: list[tuple[int, int]] | list[list[int]], seconds: float = 0.0) -> None:
        """Play the turn: ``steps`` are single steps (from, to), as the engine takes them."""
        game = self._local("move")
        if game.phase != GamePhase.MOVE:
            raise EngineError("cannot move now", code="wrong_moment")
        self._apply_steps(game, [list(s) for s in steps])
        self._charge(self.side, seconds)
        self._send("move", steps=[[s, d] for s, d in steps], seconds=round(float(seconds), 3))
        self._after()

    def cube(self, action: str, seconds: float = 0.0) -> None:
        """``double``, ``take``, ``drop``, ``beaver`` or ``raccoon``."""
        game = self._local(action)
        self._apply_cube(game, action)
        self._charge(self.side, seconds)
        self._send("cube", action=action, seconds=round(float(seconds), 3))
        self._after()

    def resign(self, level: int) -> None:
        game = self._local("resign")
        game.offer_resignation(self.side, level)
        self._send("resign", level=int(level))

    def answer_resignation(self, accept: bool) -> None:
        game = self._local("answer")
        if game.phase != GamePhase.RESIGN_OFFERED:
            raise EngineError("nobody offered to resign", code="wrong_moment")
        if accept:
            game.accept_resignation()
        else:
            game.decline_resignation()
        self._send("answer", accept=bool(accept))
        self._after()

    def say(self, ready_id: str) -> None:
        """Send one of the ready messages (:data:`READY_MESSAGES`)."""
        if ready_id not in READY_MESSAGES:
            raise ValueError(f"unknown ready message {ready_id!r}")
        if self.match is None or self.failed is not None:
            return
        self.said.append((self.side, ready_id))
        self._send("say", id=ready_id)

    def finish(self) -> None:
        """The match is over: say so (the peer then closes without error)."""
        if self.is_over and self.failed is None and self._stage != "over":
            self._stage = "over"
            self._send("bye", code="match_over")
