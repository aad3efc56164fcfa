"""Play a friend, on the loopback: the time from "host" to the first roll,
and the round trip of one move.

"Host to first roll": the host starts listening, the guest connects with the
code word (the key exchange and its confirmation), both say hello, the guest
accepts the rules, the host starts, both commit to the first roll, reveal
their secrets and check each other's: the opening roll is on both boards.
"One move": a move message sent over the encrypted channel, decoded and
checked against the schema by the peer, and its answer received back: the
median of many (the engine's check of the move itself takes microseconds
more, and the computer's thinking is not counted).

``--via wormhole`` measures the same through a magic-wormhole mailbox server
and transit relay started on the loopback by the bench: "host" then also
counts asking the mailbox server for a code word, the key exchange through
it, closing the mailbox and pairing at the relay; a move goes through the relay.

    PYTHONPATH=. python bench/network.py [--runs 20] [--moves 200] [--via tcp|wormhole]
"""

from __future__ import annotations

import argparse
import queue
import statistics
import threading
import time

from nard_desktop.app.netplay import rendezvous
from nard_desktop.app.netplay.local_servers import start_local_servers
from nard_desktop.app.netplay.protocol import decode, encode
from nard_desktop.app.netplay.session import NetSession, Proposal
from nard_desktop.app.netplay.transport import Listener, connect, new_code
from nard_desktop.engine.rules import RuleSet


def _flush(session, channel):
    for msg in session.take_outbox():
        channel.send(encode(msg))


def _until(session, channel, done):
    while not done():
        _flush(session, channel)
        if done():
            break
        session.receive(channel.recv(10))
    _flush(session, channel)


class _Direct:
    """A direct TCP connection with a code word."""

    def __init__(self, servers=None):
        self.code = new_code()
        self.listener = Listener(0, "127.0.0.1")

    def host(self):
        return self.listener.accept(self.code, timeout=20)

    def guest(self):
        return connect("127.0.0.1", self.listener.port, self.code)

    def close(self):
        self.listener.close()


class _Wormhole:
    """A code word from the mailbox server, the match through the relay."""

    def __init__(self, servers):
        self.servers = servers
        self.codes: queue.Queue[str] = queue.Queue()

    def host(self):
        return rendezvous.host(self.codes.put, mailbox_url=self.servers.mailbox_url, relay=self.servers.relay,
                               timeout=30)

    def guest(self):
        return rendezvous.join(self.codes.get(timeout=30), mailbox_url=self.servers.mailbox_url,
                               relay=self.servers.relay)

    def close(self):
        pass


def host_to_first_roll(way) -> float:
    box: dict = {}

    def guest():
        ch = way.guest()
        s = NetSession(1, "Guest")
        _until(s, ch, lambda: s.match is not None and s.roller.index >= 1)
        box["guest"] = (s, ch)

    start = time.perf_counter()
    thread = threading.Thread(target=guest)
    thread.start()
    ch = way.host()
    s = NetSession(0, "Host", proposal=Proposal(RuleSet.preset("international_match"), 5))
    _until(s, ch, lambda: s.match is not None and s.roller.index >= 1)
    elapsed = time.perf_counter() - start
    thread.join()
    ch.close()
    box["guest"][1].close()
    way.close()
    return elapsed


def move_round_trips(way, moves: int) -> list[float]:
    """Round trips of one move message: sent, decoded and checked, answered."""
    a_box: dict = {}
    thread = threading.Thread(target=lambda: a_box.setdefault("ch", way.host()))
    thread.start()
    guest = way.guest()
    thread.join()
    host = a_box["ch"]
    times = []
    for i in range(moves):
        msg = {"v": 1, "seq": i, "type": "move", "steps": [[8, 5], [6, 5]], "seconds": 1.25}
        t0 = time.perf_counter()
        host.send(encode(msg))
        got = decode(guest.recv(10))
        guest.send(encode({"v": 1, "seq": got["seq"], "type": "say", "id": "thanks"}))
        decode(host.recv(10))
        times.append(time.perf_counter() - t0)
    host.close()
    guest.close()
    way.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--via", choices=("tcp", "wormhole"), default="tcp")
    args = parser.parse_args()
    servers = start_local_servers() if args.via == "wormhole" else None
    way = _Wormhole if args.via == "wormhole" else _Direct
    firsts = [host_to_first_roll(way(servers)) for _ in range(args.runs)]
    trips = move_round_trips(way(servers), args.moves)
    if servers is not None:
        servers.close()
    print(f"via {args.via}:")
    print(f"host to first roll: median {statistics.median(firsts) * 1000:.1f} ms, "
          f"min {min(firsts) * 1000:.1f} ms, max {max(firsts) * 1000:.1f} ms ({args.runs} runs)")
    print(f"one move, round trip: median {statistics.median(trips) * 1e6:.0f} µs, "
          f"90th percentile {sorted(trips)[int(0.9 * len(trips))] * 1e6:.0f} µs ({args.moves} moves)")


if __name__ == "__main__":
    main()
