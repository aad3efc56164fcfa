"""Network matches by a code word through magic-wormhole's mailbox server and
transit relay, both started on the loopback by the tests (no outside
network): each preset played to the end, a wrong code refused on both sides,
a hostile peer through the relay refused with its code and the local match
unchanged, one side killed mid-match and resumed with a new code word, and
both saved matches verify (``--verify`` too)."""

from __future__ import annotations

import json
import os
import queue
import secrets
import socket
import struct
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from net_helpers import check_resumed, kill_under_way

from nard_desktop.app.netplay import rendezvous
from nard_desktop.app.netplay.local_servers import start_local_servers
from nard_desktop.app.netplay.play import ComputerPlayer, drive
from nard_desktop.app.netplay.protocol import NetError, encode
from nard_desktop.app.netplay.reactor_thread import call
from nard_desktop.app.netplay.session import NetSession, Proposal, history_digest
from nard_desktop.app.netplay.smoke import run_side
from nard_desktop.app.netplay.transport import SecureChannel
from nard_desktop.app.record import loads, parse_record
from nard_desktop.app.verify import verify_file
from nard_desktop.engine.fairdice import net_roll
from nard_desktop.engine.rules import RuleSet

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def servers():
    with start_local_servers() as local:
        yield local


def _host_in_thread(servers, save, **kw):
    """The host side, computer-played, in a thread; the code word comes out of the queue."""
    codes: queue.Queue[str] = queue.Queue()
    result: dict = {}

    def run():
        try:
            result["session"] = run_side("host", 0, "", str(save), via="wormhole", mailbox_url=servers.mailbox_url,
                                         relay=servers.relay, on_code=codes.put, **kw)
        except NetError as exc:
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return codes.get(timeout=30), thread, result


class _HostWaiting:
    """A host that gets its channel through the relay and plays with the computer;
    what it saved before each message and how it ended are kept."""

    def __init__(self, servers, save, **kw):
        self.codes: queue.Queue[str] = queue.Queue()
        self.save = save
        self.error: NetError | None = None
        self.session = NetSession(0, "Host", proposal=Proposal(RuleSet.preset("international_match"), 1))
        self.thread = threading.Thread(target=self._run, args=(servers,), daemon=True)
        self.thread.start()

    def _run(self, servers):
        try:
            channel = rendezvous.host(self.codes.put, mailbox_url=servers.mailbox_url, relay=servers.relay,
                                      timeout=30)
            try:
                drive(channel, self.session, ComputerPlayer("beginner", seed=1), autosave=self.save)
            finally:
                channel.close()
        except NetError as exc:
            self.error = exc

    def code(self) -> str:
        return self.codes.get(timeout=30)


# ---------------------------------------------------------------- whole matches

@pytest.mark.parametrize("preset, length", [("international_match", 1), ("iranian_cafe", 1), ("money", 0)])
def test_a_whole_match_through_the_relay_for_each_preset(servers, tmp_path, preset, length):
    code, thread, result = _host_in_thread(servers, tmp_path / "host.nardmatch", preset=preset, length=length)
    assert code.split("-")[0].isdigit() and len(code.split("-")) == 3
    guest = run_side("guest", 0, code, str(tmp_path / "guest.nardmatch"), via="wormhole",
                     mailbox_url=servers.mailbox_url, relay=servers.relay, preset=preset, length=length)
    thread.join(120)
    assert "error" not in result, result.get("error")
    host = result["session"]
    assert host.is_over and guest.is_over
    assert host.proposal.rules == RuleSet.preset(preset) == guest.proposal.rules
    assert history_digest(host.match) == history_digest(guest.match)
    for name in ("host", "guest"):
        ok, verdict = verify_file(tmp_path / f"{name}.nardmatch")
        assert ok, verdict


def test_verify_checks_a_saved_network_match_and_catches_a_changed_secret(servers, tmp_path):
    code, thread, result = _host_in_thread(servers, tmp_path / "host.nardmatch")
    run_side("guest", 0, code, str(tmp_path / "guest.nardmatch"), via="wormhole",
             mailbox_url=servers.mailbox_url, relay=servers.relay)
    thread.join(120)
    assert "error" not in result, result.get("error")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")

    def verify(path):
        return subprocess.run([sys.executable, "-m", "nard_desktop", "--verify", str(path)], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120)

    for name in ("host", "guest"):
        done = verify(tmp_path / f"{name}.nardmatch")
        assert done.returncode == 0, done.stdout + done.stderr
        assert "both players' secrets" in done.stdout + done.stderr
    # The guest's secret of roll 5, changed for one that gives other dice: that roll no longer follows.
    record = json.loads((tmp_path / "guest.nardmatch").read_text(encoding="utf-8"))
    dice = record["dice"]
    proofs = dice["proofs"]
    assert len(proofs) == dice["rolls"] > 5 and all(len(pair) == 2 for pair in proofs)
    rolled = net_roll(dice["match_id"], 5, *proofs[5])
    while net_roll(dice["match_id"], 5, *proofs[5]) == rolled:
        proofs[5][1] = secrets.token_hex(32)
    bad = tmp_path / "changed.nardmatch"
    bad.write_text(json.dumps(record), encoding="utf-8")
    done = verify(bad)
    assert done.returncode != 0
    assert "NOT FAIR" in done.stdout + done.stderr


# ---------------------------------------------------------------- codes

def test_a_wrong_code_is_refused_on_both_sides_and_uses_the_code_up(servers):
    box: dict = {}
    codes: queue.Queue[str] = queue.Queue()

    def host():
        try:
            rendezvous.host(codes.put, mailbox_url=servers.mailbox_url, relay=servers.relay, timeout=30)
        except NetError as exc:
            box["host"] = exc.code

    thread = threading.Thread(target=host, daemon=True)
    thread.start()
    number = codes.get(timeout=30).split("-")[0]
    with pytest.raises(NetError) as err:
        rendezvous.join(f"{number}-wrong-guess", mailbox_url=servers.mailbox_url, relay=servers.relay)
    thread.join(30)
    assert err.value.code == "wrong_code"
    assert box["host"] == "wrong_code"


def test_a_code_no_host_holds_ends_in_a_timeout(servers):
    with pytest.raises(NetError) as err:
        rendezvous.join("987-nobody-here", mailbox_url=servers.mailbox_url, relay=servers.relay, timeout=2)
    assert err.value.code == "timeout"


def test_the_code_in_persian_digits_with_spaces_is_the_same_code(servers):
    assert rendezvous.normal_code("۷ Crossover  clockwork") == "7-crossover-clockwork"
    assert rendezvous.normal_code(" 12-ALMIGHTY-bravado ") == "12-almighty-bravado"
    for not_a_code in ("", "crossover-clockwork", "7", "7-cross0ver", "7-a/../b", "7-" + "x" * 50):
        with pytest.raises(NetError) as err:
            rendezvous.normal_code(not_a_code)
        assert err.value.code == "wrong_code"
    box: dict = {}
    codes: queue.Queue[str] = queue.Queue()
    thread = threading.Thread(target=lambda: box.setdefault("ch", rendezvous.host(
        codes.put, mailbox_url=servers.mailbox_url, relay=servers.relay, timeout=30)), daemon=True)
    thread.start()
    number, *words = codes.get(timeout=30).split("-")
    persian = number.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")) + " " + " ".join(words).upper()
    guest = rendezvous.join(persian, mailbox_url=servers.mailbox_url, relay=servers.relay)
    thread.join(30)
    guest.send(b"salaam")
    assert box["ch"].recv(5) == b"salaam"
    box["ch"].send(b"salaam aleykom")
    assert guest.recv(5) == b"salaam aleykom"
    guest.close()
    box["ch"].close()


def test_waiting_for_the_friend_can_be_cancelled(servers):
    cancel = threading.Event()
    with pytest.raises(NetError) as err:
        rendezvous.host(lambda code: cancel.set(), mailbox_url=servers.mailbox_url, relay=servers.relay,
                        timeout=120, cancel=cancel)
    assert err.value.code == "cancelled"


def test_a_mailbox_server_that_cannot_be_reached_is_said_so():
    with socket.socket() as s:  # a port on the loopback that nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(NetError) as err:
        rendezvous.join("5-some-words", mailbox_url=f"ws://127.0.0.1:{port}/v1", relay="tcp:127.0.0.1:9",
                        timeout=30)
    assert err.value.code == "unreachable"
    assert "mailbox server" in err.value.message
    meeting = rendezvous.Meeting(False, "5-some-words", f"tcp:127.0.0.1:{port}", b"t" * 32, b"k" * 32)
    with pytest.raises(NetError) as err:
        rendezvous.open_relay(meeting, timeout=10)
    assert err.value.code == "unreachable"
    assert "transit relay" in err.value.message


def test_a_mailbox_server_that_never_answers_is_unreachable_for_the_host():
    with socket.create_server(("127.0.0.1", 0)) as silent:  # takes the connection, says nothing
        port = silent.getsockname()[1]
        with pytest.raises(NetError) as err:
            rendezvous.host(lambda code: None, mailbox_url=f"ws://127.0.0.1:{port}/v1", relay="tcp:127.0.0.1:9",
                            timeout=2)
    assert err.value.code == "unreachable"


def test_both_sides_must_use_the_same_relay(servers):
    box: dict = {}
    codes: queue.Queue[str] = queue.Queue()

    def host():
        try:
            rendezvous.host(codes.put, mailbox_url=servers.mailbox_url, relay=servers.relay, timeout=30)
        except NetError as exc:
            box["host"] = exc

    thread = threading.Thread(target=host, daemon=True)
    thread.start()
    with pytest.raises(NetError) as err:
        rendezvous.join(codes.get(timeout=30), mailbox_url=servers.mailbox_url, relay="tcp:127.0.0.1:9")
    thread.join(30)
    assert err.value.code == box["host"].code == "closed"
    assert "relay" in err.value.message and "relay" in box["host"].message


def test_the_servers_come_from_the_arguments_then_the_environment_then_the_public_ones(monkeypatch):
    from wormhole.cli import public_relay

    monkeypatch.delenv(rendezvous.MAILBOX_ENV, raising=False)
    monkeypatch.delenv(rendezvous.RELAY_ENV, raising=False)
    assert rendezvous.servers() == (public_relay.RENDEZVOUS_RELAY, public_relay.TRANSIT_RELAY)
    monkeypatch.setenv(rendezvous.MAILBOX_ENV, "ws://127.0.0.1:4000/v1")
    monkeypatch.setenv(rendezvous.RELAY_ENV, "tcp:127.0.0.1:4001")
    assert rendezvous.servers() == ("ws://127.0.0.1:4000/v1", "tcp:127.0.0.1:4001")
    assert rendezvous.servers("wss://example.invalid/v1", "tcp:[::1]:4001") == ("wss://example.invalid/v1",
                                                                               "tcp:[::1]:4001")
    assert rendezvous.parse_relay("tcp:[::1]:4001") == ("::1", 4001)
    for bad in ("udp:host:1", "tcp:host", "tcp::1", "tcp:host:99999"):
        with pytest.raises(ValueError):
            rendezvous.parse_relay(bad)
    with pytest.raises(ValueError):
        rendezvous.servers("http://example.invalid/v1")


# ---------------------------------------------------------------- a hostile peer through the relay

class _Recording:
    """A socket that keeps what is written to it (to write it again); without a
    socket it only keeps it."""

    def __init__(self, sock: socket.socket | None) -> None:
        self.sock = sock
        self.sent: list[bytes] = []

    def sendall(self, data: bytes) -> None:
        self.sent.append(data)
        if self.sock is not None:
            self.sock.sendall(data)

    def __getattr__(self, name):
        return getattr(self.sock, name)


def _guest_hello(servers, host: _HostWaiting) -> tuple[SecureChannel, _Recording]:
    meeting = rendezvous.meet(host.code(), mailbox_url=servers.mailbox_url, relay=servers.relay)
    raw = _Recording(rendezvous.open_relay(meeting))
    channel = SecureChannel(raw, meeting.channel_key, False)  # type: ignore[arg-type]
    guest = NetSession(1, "Guest")
    for msg in guest.take_outbox():
        channel.send(encode(msg))
    return channel, raw


@pytest.mark.parametrize("attack, code", [
    ("garbage", "tampered"),        # bytes that are no frame of this key
    ("huge", "too_large"),          # a frame length over the limit
    ("truncated", "closed"),        # half a frame, and the connection closed
    ("skipped", "tampered"),        # the second frame of the key first (out of order)
    ("replayed", "tampered"),       # a frame sent again
    ("not_json", "malformed"),      # well encrypted, but no message
    ("oversized", "too_large"),     # a frame just over the limit, encrypted properly
])
def test_a_hostile_peer_through_the_relay_is_refused(servers, tmp_path, attack, code):
    """The friend's program, changed: it has the code, meets the host, and then
    writes whatever it likes to the relay."""
    host = _HostWaiting(servers, tmp_path / "host.nardmatch")
    if attack in ("garbage", "huge", "truncated", "skipped"):
        meeting = rendezvous.meet(host.code(), mailbox_url=servers.mailbox_url, relay=servers.relay)
        assert not meeting.is_host and "channel_key" not in repr(meeting)
        sock = rendezvous.open_relay(meeting)
        if attack == "garbage":
            junk = secrets.token_bytes(200)
            sock.sendall(struct.pack(">I", len(junk)) + junk)
        elif attack == "huge":
            sock.sendall(struct.pack(">I", 2 ** 32 - 1) + b"x" * 1000)
        elif attack == "truncated":
            sock.sendall(struct.pack(">I", 500) + b"x" * 100)
            sock.close()
        else:
            frames = _Recording(None)
            channel = SecureChannel(frames, meeting.channel_key, False)  # type: ignore[arg-type]
            for msg in NetSession(1, "Guest").take_outbox() * 2:
                channel.send(encode(msg))
            sock.sendall(frames.sent[1])
    else:
        channel, raw = _guest_hello(servers, host)
        if attack == "replayed":
            raw.sock.sendall(raw.sent[-1])
        elif attack == "not_json":
            channel.send(b"\x00\xffnot a message")
        else:
            box = secrets.token_bytes(16 * 1024 + 17)
            raw.sock.sendall(struct.pack(">I", len(box)) + box)
    host.thread.join(30)
    assert not host.thread.is_alive()
    assert host.error is not None and host.error.code == code
    assert host.session.failed is not None and host.session.match is None  # nothing of a match started


def test_a_peer_that_lies_about_its_dice_through_the_relay_leaves_the_host_match_as_it_was(servers, tmp_path):
    host_file = tmp_path / "host.nardmatch"
    code, thread, result = _host_in_thread(servers, host_file)
    with pytest.raises(NetError):
        run_side("guest", 0, code, str(tmp_path / "guest.nardmatch"), via="wormhole",
                 mailbox_url=servers.mailbox_url, relay=servers.relay, tamper=True)
    thread.join(60)
    assert result["error"].code == "bad_reveal"
    # The host's autosave holds the match up to the lie, and it is fair and legal.
    ok, verdict = verify_file(host_file)
    assert ok, verdict
    match, _ = loads(host_file.read_bytes())
    assert sum(len(g.history) for g in match.games) > 0


# ---------------------------------------------------------------- a dropped connection

def _guest_process(servers, code, save, *, resume=False):
    cmd = [sys.executable, "-m", "nard_desktop", "--net-play", "guest", "--net-via", "wormhole",
           "--net-mailbox", servers.mailbox_url, "--net-relay", servers.relay,
           "--net-code", code, "--net-save", str(save), "--net-length", "3"]
    if resume:
        cmd.append("--net-resume")
    return subprocess.Popen(cmd, cwd=ROOT, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


@pytest.mark.timeout(300)
def test_one_side_killed_mid_match_resumes_with_a_new_code_word(servers, tmp_path):
    host_file, guest_file = tmp_path / "host.nardmatch", tmp_path / "guest.nardmatch"
    code, thread, result = _host_in_thread(servers, host_file, length=3)
    guest = _guest_process(servers, code, guest_file)
    killed_at = kill_under_way(guest, guest_file, result, thread)

    # The host hosts again (a new code word: a wormhole code serves once) and both resume.
    code, thread, result = _host_in_thread(servers, host_file, length=3, resume=True)
    guest = _guest_process(servers, code, guest_file, resume=True)
    check_resumed(guest, thread, result, host_file, guest_file, killed_at)


class _Dropping:
    """A channel whose connection breaks after ``after`` messages sent (a dropped line)."""

    def __init__(self, channel, after):
        self.channel, self.after, self.sent = channel, after, 0

    def send(self, data):
        self.sent += 1
        if self.sent == self.after:
            self.channel.close()
        self.channel.send(data)

    def recv(self, timeout):
        return self.channel.recv(timeout)

    def close(self):
        self.channel.close()


def test_a_dropped_connection_is_made_again_through_the_relay_without_a_new_code(servers, tmp_path):
    files = [tmp_path / "host.nardmatch", tmp_path / "guest.nardmatch"]
    codes: queue.Queue[str] = queue.Queue()
    results: list[dict] = [{}, {}]

    def play(side):
        box = results[side]
        if side == 0:
            channel = rendezvous.host(codes.put, mailbox_url=servers.mailbox_url, relay=servers.relay, timeout=30)
        else:
            channel = rendezvous.join(codes.get(timeout=30), mailbox_url=servers.mailbox_url, relay=servers.relay)
        proposal = Proposal(RuleSet.preset("international_match"), 3) if side == 0 else None
        session = NetSession(side, ("Host", "Guest")[side], proposal=proposal)
        try:
            drive(_Dropping(channel, 25) if side == 0 else channel, session,
                  ComputerPlayer("beginner", seed=side), autosave=files[side])
        except NetError as exc:
            box["dropped"] = exc.code
        box["at"] = history_digest(session.match)[0]
        again = channel.reconnect(timeout=30)
        assert again.attempt == 1 and again.meeting is channel.meeting
        session = NetSession(side, ("Host", "Guest")[side], proposal=proposal,
                             saved=parse_record(files[side].read_bytes()))
        try:
            drive(again, session, ComputerPlayer("beginner", seed=side), autosave=files[side])
        finally:
            again.close()
        box["session"] = session

    threads = [threading.Thread(target=play, args=(side,), daemon=True) for side in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(240)
    host, guest = results
    assert host.get("dropped") in ("closed", "timeout") and guest.get("dropped") in ("closed", "timeout")
    assert host["session"].resumed and host["session"].is_over and guest["session"].is_over
    assert history_digest(host["session"].match) == history_digest(guest["session"].match)
    assert history_digest(host["session"].match)[0] > max(host["at"], guest["at"])
    for path in files:
        ok, verdict = verify_file(path)
        assert ok, verdict


def test_each_connection_of_a_meeting_has_its_own_token_and_key():
    meeting = rendezvous.Meeting(True, "1-a-b", "tcp:127.0.0.1:1", b"t" * 32, b"k" * 32)
    tokens = {meeting.token(n) for n in range(5)}
    keys = {meeting.key(n) for n in range(5)}
    assert len(tokens) == len(keys) == 5 and not tokens & keys
    assert meeting.token(0) == b"t" * 32 and meeting.key(0) == b"k" * 32
    assert meeting.key(3) == rendezvous.Meeting(False, "1-a-b", "tcp:127.0.0.1:1", b"t" * 32, b"k" * 32).key(3)


# ---------------------------------------------------------------- the reactor's thread

def test_the_reactor_thread_returns_results_raises_errors_and_times_out():
    from twisted.internet import defer

    assert call(lambda a, b: a + b, 2, 3) == 5
    with pytest.raises(ZeroDivisionError):
        call(lambda: 1 / 0)
    assert call(lambda: defer.succeed("done")) == "done"
    never = defer.Deferred()
    with pytest.raises(NetError) as err:
        call(lambda: never, timeout=0.3)
    assert err.value.code == "timeout"
    assert call(lambda: never.called)  # cancelled, so that nothing keeps waiting
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(NetError) as err:
        call(defer.Deferred, cancel=cancel)
    assert err.value.code == "cancelled"


def test_the_reactor_thread_stops_once_and_for_all_at_exit():
    script = """if True:
        import threading
        from nard_desktop.app.netplay.protocol import NetError
        from nard_desktop.app.netplay.reactor_thread import call, is_running, stop
        assert not is_running()
        assert call(lambda: threading.current_thread().name) == "nard-twisted-reactor"
        assert is_running()
        stop()
        assert not is_running()
        try:
            call(lambda: 1)
        except NetError as exc:
            print("refused:", exc.code)
        """
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "refused: closed"
    assert done.stderr == ""


def test_the_smoke_network_through_a_local_mailbox_and_relay_passes_and_a_tampered_reveal_fails():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    ok = subprocess.run([sys.executable, "-m", "nard_desktop", "--smoke-network", "--via", "wormhole"], cwd=ROOT,
                        env=env, capture_output=True, text=True, timeout=240)
    assert ok.returncode == 0, ok.stderr
    assert "smoke-network: ok (a code word" in ok.stderr
    bad = subprocess.run([sys.executable, "-m", "nard_desktop", "--smoke-network", "--via", "wormhole", "--tamper"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert bad.returncode != 0
    assert "bad_reveal" in bad.stderr


def test_the_smoke_network_uses_the_servers_the_environment_names(servers):
    """With NARD_MAILBOX_URL and NARD_TRANSIT_RELAY set, the self-test meets through
    those servers (here this process's) instead of starting its own: how the frozen
    bundle, which has no server packages, tests its code-word path."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NARD_MAILBOX_URL=servers.mailbox_url,
               NARD_TRANSIT_RELAY=servers.relay)
    ok = subprocess.run([sys.executable, "-m", "nard_desktop", "--smoke-network", "--via", "wormhole"], cwd=ROOT,
                        env=env, capture_output=True, text=True, timeout=240)
    assert ok.returncode == 0, ok.stderr
    assert f"the mailbox server {servers.mailbox_url} and the transit relay {servers.relay}" in ok.stderr
