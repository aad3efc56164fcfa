"""A network match in the window: the friend as another kind of opponent, fed by the session.

Three pieces, each a QObject living in the window's thread:

- :class:`ConnectJob` asks a :class:`~.netplay.connect.Connector` for a
  channel in a thread of its own (hosting: the code word to show comes
  first), so that the window never waits; *Cancel* ends it at any step.
- :class:`Reader` waits for the friend's messages in a thread of its own
  and hands each to the window's thread.
- :class:`NetGame` joins a :class:`~.netplay.session.NetSession` to the
  channel and to the :class:`~.controller.GameController`: it is the
  friend's seat (:class:`~.controller.RemoteSeat`).  This side's actions
  come from the controller (the board, the buttons) and go to the session;
  the friend's come from the channel, are checked by the session and shown
  by the controller, animated.  There is one match, the session's: the
  controller draws and drives that same object.  Before anything is sent,
  the match is saved (the ``autosave`` given).

A bad message from the friend ends the match (:attr:`NetGame.ended` with
the protocol's code, worded by :func:`.netplay.wording.error_text`); the
match stays as it was before that message.  A lost connection ends it the
same way, and a new :class:`NetGame` made from :meth:`NetGame.saved` goes on
where both sides agree (the session's resume).
"""

from __future__ import annotations

import threading
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from nard_desktop.engine import EngineError

from .controller import GameController
from .netplay.connect import Connector, Invitation, NearbyGame, Target
from .netplay.play import Channel
from .netplay.protocol import NetError, decode, encode
from .netplay.session import NetSession, Proposal
from .snapshot import HUMAN, REMOTE, MatchConfig, Move, PlayerSpec, Transition

__all__ = ["ConnectJob", "Reader", "NetGame", "Advertiser", "LocalGames", "RECONNECTABLE", "AUTO_RECONNECT",
           "WAIT_FOREVER"]

RECONNECTABLE = frozenset({"closed", "timeout", "tampered", "peer_error", "cancelled"})
"""The ends after which the same match can go on over a new connection."""

AUTO_RECONNECT = frozenset({"closed", "timeout", "tampered"})
"""The ends after which a direct connection (the same network) is made again by itself."""

WAIT_FOREVER = 3600.0
"""How long the reader waits for one message before waiting again (the
window's own timer decides when the friend has taken too long)."""


class ConnectJob(QObject):
    """One attempt to connect (host or join) through ``connector``, in a thread."""

    invited = Signal(object)    # Invitation: what the host reads out (hosting only)
    connected = Signal(object)  # the Channel
    failed = Signal(str)        # an error code (``cancelled`` after cancel())

    def __init__(self, connector: Connector, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connector = connector
        self._done = False
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and not self._done

    def host(self, code: str | None = None) -> None:
        """Wait for the friend (``code``: the same code again, to reconnect)."""
        self._run(lambda: self.connector.host(code, self._shown))

    def join(self, target: Target) -> None:
        self._run(lambda: self.connector.join(target))

    def cancel(self) -> None:
        """Stop at once: the window hears ``failed("cancelled")`` now; the
        thread ends by itself and whatever it still gets is closed."""
        if self._done:
            return
        self._done = True
        self.connector.cancel()
        self.failed.emit("cancelled")

    def _shown(self, invitation: Invitation) -> None:
        self._emit(self.invited, invitation)

    def _run(self, attempt: Callable[[], Channel]) -> None:
        self._done = False

        def work() -> None:
            try:
                channel = attempt()
            except NetError as exc:
                self._emit(self.failed, exc.code)
                return
            except Exception:  # noqa: BLE001 - any other failure is a lost connection to the player
                self._emit(self.failed, "closed")
                return
            self._emit(self.connected, channel, on_dropped=channel.close)

        self._thread = threading.Thread(target=work, name="nard-connect", daemon=True)
        self._thread.start()

    def _emit(self, signal: Any, value: Any, on_dropped: Callable[[], None] | None = None) -> None:
        # From the connecting thread: the signal reaches the window's thread queued.
        if self._done:
            if on_dropped is not None:
                on_dropped()
            return
        try:
            if signal is not self.invited:
                self._done = True
            signal.emit(value)
        except RuntimeError:  # the window (and this object) went away meanwhile
            if on_dropped is not None:
                on_dropped()


class Reader(QObject):
    """Waits for the friend's messages in a thread; each reaches the window's thread."""

    received = Signal(object)  # bytes
    lost = Signal(str)         # an error code: the connection ended

    def __init__(self, channel: Channel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.channel = channel
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._work, name="nard-reader", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """Stop reading (and close the channel, which wakes the thread)."""
        self._stopped.set()
        self.channel.close()

    def _work(self) -> None:
        while not self._stopped.is_set():
            try:
                data = self.channel.recv(WAIT_FOREVER)
            except NetError as exc:
                if exc.code == "timeout" and not self._stopped.is_set():
                    continue
                self._tell(self.lost, exc.code)
                return
            except Exception:  # noqa: BLE001 - a channel that breaks otherwise is a lost connection
                self._tell(self.lost, "closed")
                return
            self._tell(self.received, data)

    def _tell(self, signal: Any, value: Any) -> None:
        if self._stopped.is_set():
            return
        try:
            signal.emit(value)
        except RuntimeError:  # the window went away
            self._stopped.set()


def _peer_moves(seat: int, events: list[Any]) -> tuple[Move, ...]:
    moves: list[Move] = []
    for ev in events:
        if ev.kind == "move" and ev.player == seat and ev.play is not None:
            hits = ev.play.hits or (False,) * len(ev.play.moves)
            moves.extend(Move(seat, s, d, h) for (s, d), h in zip(ev.play.moves, hits))
    return tuple(moves)


class NetGame(QObject):
    """The friend's seat of a network match, and the link between the
    session, the channel and the controller (see the module's text)."""

    # The rules to accept (Proposal, the friend's name): the guest reads the
    # host's proposal, the host sees who joined; answer with accept_rules().
    proposal_shown = Signal(object, str)
    started = Signal()      # the match is on the board (or goes on after a reconnection)
    said = Signal(int, str)  # a ready message: (side who said it, its id)
    ended = Signal(str)     # the match stopped: an error code (RECONNECTABLE: it may go on)
    finished = Signal()     # the match was played to its end

    def __init__(self, channel: Channel, controller: GameController, *, side: int, name: str,
                 proposal: Proposal | None = None, saved: dict[str, Any] | None = None,
                 autosave: Callable[[], object] | None = None, before_start: Callable[[], None] | None = None,
                 parent: QObject | None = None) -> None:
        """``side`` 0 hosts (with its ``proposal``), 1 joins; ``saved``: this
        side's record of the match to go on with (:meth:`saved`).  Raises
        ``ValueError`` when ``saved`` cannot be resumed."""
        super().__init__(parent)
        self._decision: bool | None = None
        self.session = NetSession(side, name, proposal=proposal, saved=saved,
                                  accept_proposal=lambda _proposal, _name: bool(self._decision),
                                  accept_guest=lambda _name: bool(self._decision))
        self.channel = channel
        self.controller = controller
        self.autosave = autosave or (lambda: None)
        self.before_start = before_start or (lambda: None)
        self.ended_code: str | None = None
        self.is_finished = False
        self._holding = False
        self._queue: list[bytes] = []
        self._on_board = False
        self._flush_pending = False
        self.reader = Reader(channel, self)
        self.reader.received.connect(self._on_received)
        self.reader.lost.connect(self._on_lost)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timeout)

    # ------------------------------------------------------------ reading
    @property
    def side(self) -> int:
        return self.session.side

    @property
    def active(self) -> bool:
        return self.ended_code is None and not self.is_finished

    def saved(self) -> dict[str, Any] | None:
        """The match as this side keeps it (with its dice secrets), to go on
        over a new connection; None before the match began."""
        if self.session.match is None:
            return None
        return self.session.record()

    # ------------------------------------------------------------ starting
    def begin(self) -> None:
        """Start reading, and send this side's hello."""
        self.reader.start()
        self._flush()

    @Slot(bool)
    def accept_rules(self, ok: bool) -> None:
        """The local player's answer to :attr:`proposal_shown`."""
        if not self._holding or not self.active:
            return
        self._decision = ok
        self._holding = False
        queued, self._queue = self._queue, []
        for data in queued:
            if not self.active or self._holding:
                self._queue.append(data)
                continue
            self._take(data)
        self._flush()

    def _needs_decision(self, data: bytes) -> bool:
        """Whether ``data`` asks the local player first (without changing anything)."""
        s = self.session
        if s.resumed or s.match is not None or self._decision is not None:
            return False
        try:
            msg = decode(data)
        except NetError:
            return False  # the session refuses it with the same code
        if s.side == 1 and msg["type"] == "hello" and "proposal" in msg and "resume" not in msg:
            try:
                proposal = Proposal.from_dict(msg["proposal"])
            except (EngineError, ValueError, KeyError, TypeError):
                return False
            self._holding = True
            self.proposal_shown.emit(proposal, msg["name"])
            return True
        if s.side == 0 and msg["type"] == "accept" and s.peer_name:
            self._holding = True
            assert s.proposal is not None
            self.proposal_shown.emit(s.proposal, s.peer_name)
            return True
        return False

    # ------------------------------------------------------------ the friend's messages
    @Slot(object)
    def _on_received(self, data: bytes) -> None:
        if not self.active:
            return
        if self._holding:
            self._queue.append(data)
            return
        if self._needs_decision(data):
            self._queue.append(data)
            self._timer.stop()
            return
        self._take(data)
        self._flush()

    def _take(self, data: bytes) -> None:
        s = self.session
        c = self.controller
        on_board = self._on_board and c.match is s.match
        game = s.match.game if s.match is not None else None
        events = len(game.history) if game is not None else 0
        rolls = c.rolls_drawn() if on_board else 0
        said = len(s.said)
        try:
            s.receive(data)
        except NetError as exc:
            self._end(exc.code)
            return
        except Exception:  # noqa: BLE001 - a message the session could not take ends the match, never the program
            s.fail(NetError("malformed", "the message could not be taken"))
            self._end("malformed")
            return
        for side, ready in s.said[said:]:
            self.said.emit(side, ready)
        if s.match is None:
            return
        if not self._on_board:
            self._put_on_board()
            return
        if game is not None and on_board:
            new = game.history[events:]
            moves = _peer_moves(s.peer, new)
            c.remote_acted(game, rolls, Transition("move", moves) if moves else None)

    def _put_on_board(self) -> None:
        s = self.session
        assert s.match is not None and s.proposal is not None
        names = [self.session.name, s.peer_name] if s.side == 0 else [s.peer_name, self.session.name]
        players = tuple(PlayerSpec(HUMAN if seat == s.side else REMOTE, name=names[seat]) for seat in (0, 1))
        config = MatchConfig(length=s.match.length, rules=s.match.rules,
                             players=(players[0], players[1]))
        self._on_board = True
        self.before_start()
        self.controller.start_remote(s.match, config, s.side, self,
                                     hints=s.proposal.hints, tutor=s.proposal.tutor)
        self.started.emit()

    @Slot(str)
    def _on_lost(self, code: str) -> None:
        if self.is_finished or not self.active:
            return
        if self.session.is_over:
            self._finish()
            return
        self._end(code)

    @Slot()
    def _on_timeout(self) -> None:
        if self.active and not self._holding and not self.session.my_turn():
            self.session.fail(NetError("timeout", "the friend's program did not answer in time"))
            self._send_out()
            self._end("timeout")

    # ------------------------------------------------------------ sending
    def _flush(self) -> None:
        """Save the match, then send what the session has for the friend."""
        if self.session.match is not None and self._on_board:
            self.autosave()
        if not self._send_out():
            return
        s = self.session
        if s.is_over and s.failed is None:
            s.finish()
            self._send_out()
            self._finish()
            return
        self._arm_timer()

    def _send_out(self) -> bool:
        try:
            for msg in self.session.take_outbox():
                self.channel.send(encode(msg))
        except NetError as exc:
            self._end(exc.code)
            return False
        return True

    def _later_flush(self) -> None:
        if not self._flush_pending:
            self._flush_pending = True
            QTimer.singleShot(0, self, self._deferred_flush)

    @Slot()
    def _deferred_flush(self) -> None:
        self._flush_pending = False
        if self.active:
            self._flush()

    def _arm_timer(self) -> None:
        if not self.active or self._holding or self.session.my_turn():
            self._timer.stop()
            return
        self._timer.start(int(self.session.timeout() * 1000))

    # ------------------------------------------------------------ ending
    def _end(self, code: str) -> None:
        if not self.active:
            return
        self.ended_code = code
        self._timer.stop()
        if self.session.failed is None:
            self.session.fail(NetError(code))
        self._send_out_quietly()
        self.reader.stop()
        self.controller.refresh()
        self.ended.emit(code)

    def _send_out_quietly(self) -> None:
        try:
            for msg in self.session.take_outbox():
                self.channel.send(encode(msg))
        except NetError:
            pass

    def _finish(self) -> None:
        if self.is_finished:
            return
        self.is_finished = True
        self._timer.stop()
        self.reader.stop()
        self.finished.emit()

    def cancel(self) -> None:
        """The player stops the match (or the waiting): it is kept, to go on later."""
        self._end("cancelled")

    def close(self) -> None:
        """The window closes: stop reading, without a word to the friend's program."""
        self._timer.stop()
        if self.active:
            self.ended_code = "cancelled"
            if self.session.failed is None:
                self.session.fail(NetError("cancelled"))
            self._send_out_quietly()
        self.reader.stop()

    # ------------------------------------------------------------ ready messages
    def say(self, ready_id: str) -> None:
        """Send a ready message ("good game", "thanks", …)."""
        if not self.active or self.session.match is None:
            return
        self.session.say(ready_id)
        self.said.emit(self.side, ready_id)
        self._later_flush()

    # ------------------------------------------------------------ RemoteSeat: this side's actions
    def my_turn(self) -> bool:
        return self.active and not self._holding and self.session.my_turn()

    def _act(self, action: Callable[[], None]) -> bool:
        if not self.my_turn():
            return False
        try:
            action()
        except NetError as exc:
            self._end(exc.code)
            return False
        except EngineError:
            return False
        self._later_flush()
        return True

    def roll(self) -> bool:
        return self._act(self.session.roll)

    def move(self, steps: list[tuple[int, int]], seconds: float) -> bool:
        return self._act(lambda: self.session.move(list(steps), seconds))

    def cube(self, action: str, seconds: float) -> bool:
        return self._act(lambda: self.session.cube(action, seconds))

    def resign(self, level: int) -> bool:
        return self._act(lambda: self.session.resign(level))

    def answer(self, accept: bool) -> bool:
        return self._act(lambda: self.session.answer_resignation(accept))


class Advertiser:
    """Announces the game this program hosts on the local network while it
    waits for the friend (:class:`~.netplay.discovery.Advertisement`), made
    and taken back in a thread of its own: both wait for the network a second
    or two, which the window must not.  ``make(name, port)`` makes the
    announcement (an object with ``close()``); a failure to announce changes
    nothing else (the friend can still type the address)."""

    def __init__(self, make: Callable[[str, int], Any] | None = None) -> None:
        self._make = make if make is not None else _advertise_on_every_interface
        self._lock = threading.Lock()
        self._current: Any = None
        self._wanted = 0  # counts start()/stop(): an announcement made after a stop is taken back

    @property
    def active(self) -> bool:
        with self._lock:
            return self._current is not None

    def start(self, name: str, port: int) -> None:
        self.stop()
        with self._lock:
            self._wanted += 1
            ticket = self._wanted

        def work() -> None:
            try:
                made = self._make(name, port)
            except Exception:  # noqa: BLE001 - no multicast here: the address still works
                return
            with self._lock:
                if ticket == self._wanted and self._current is None:
                    self._current = made
                    return
            _close_quietly(made)

        threading.Thread(target=work, name="nard-advertise", daemon=True).start()

    def stop(self) -> None:
        with self._lock:
            self._wanted += 1
            current, self._current = self._current, None
        if current is not None:
            threading.Thread(target=_close_quietly, args=(current,), name="nard-advertise-close",
                             daemon=True).start()


def _advertise_on_every_interface(name: str, port: int) -> Any:
    from .netplay.discovery import Advertisement

    return Advertisement(name, port)


def _close_quietly(thing: Any) -> None:
    try:
        thing.close()
    except Exception:  # noqa: BLE001 - the network may be gone already
        pass


class LocalGames(QObject):
    """The games on this network, for the join page (a ``NearbyFinder``):
    calling it gives the games heard so far.  The multicast DNS browser
    (:class:`~.netplay.discovery.Browser`) starts on the first call, in a
    thread (it takes about half a second), so nothing is sent on the network
    before the player opens the join page.  Its callbacks come in zeroconf's
    thread; :attr:`changed` hands the news to the window's thread (a queued
    signal), and the list itself is read under the browser's lock."""

    changed = Signal()

    def __init__(self, interfaces: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interfaces = interfaces
        self._browser: Any = None
        self._starting = False
        self._closed = False
        self._lock = threading.Lock()

    def __call__(self) -> list[NearbyGame]:
        self._start()
        with self._lock:
            browser = self._browser
        if browser is None:
            return []
        return [NearbyGame(g.name, g.addresses[0], g.port, g.compatible) for g in browser.games()]

    def _start(self) -> None:
        with self._lock:
            if self._starting or self._closed:
                return
            self._starting = True

        def work() -> None:
            from .netplay.discovery import Browser

            try:
                browser = Browser(self._tell, self._tell, interfaces=self.interfaces)
            except Exception:  # noqa: BLE001 - no multicast here: nothing is listed
                return
            with self._lock:
                if self._closed:
                    closing = True
                else:
                    closing = False
                    self._browser = browser
            if closing:
                browser.close()
            else:
                self._tell()

        threading.Thread(target=work, name="nard-browse", daemon=True).start()

    def _tell(self, _game: Any = None) -> None:
        if self._closed:
            return
        try:
            self.changed.emit()
        except RuntimeError:  # the window went away
            pass

    def close(self) -> None:
        with self._lock:
            self._closed = True
            browser, self._browser = self._browser, None
        if browser is not None:
            _close_quietly(browser)
