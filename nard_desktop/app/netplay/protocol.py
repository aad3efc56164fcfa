"""The messages of a network match: versioned JSON, checked against a schema.

Every message is one JSON object of at most :data:`MAX_MESSAGE_BYTES` bytes
with ``"v"`` (the protocol version), ``"seq"`` (0, 1, 2, … per connection
and direction) and ``"type"``; each type has exactly the fields of
:data:`SCHEMA`.  :func:`decode` checks all of it and raises
:class:`NetError` with a code (never another exception) for anything else.
Whether a well-formed message is allowed *now* is the session's business.

Nothing in a message names a file, a command or anything else the program
would act on outside the match: its fields are numbers, short texts, a
set of rules and hexadecimal digits.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Mapping

from ...engine.errors import EngineError
from ...engine.rules import MAX_MATCH_LENGTH, RuleSet

__all__ = ["VERSION", "MAX_MESSAGE_BYTES", "ERROR_CODES", "READY_MESSAGES", "NetError", "encode", "decode",
           "message"]

VERSION = 1
MAX_MESSAGE_BYTES = 16 * 1024
"""A message is far smaller (the largest, a hello with its rules, is under 1 KB)."""
MAX_NAME = 40
MAX_GAMES = 100
"""The most games of a money session (the proposal says how many)."""

READY_MESSAGES = ("hello", "good_luck", "good_game", "thanks", "one_moment", "well_played")
"""The ready messages a player may send (the app translates each)."""

ERROR_CODES = (
    "malformed",        # not a message of this protocol (not JSON, wrong fields or types)
    "too_large",        # longer than MAX_MESSAGE_BYTES
    "bad_version",      # another version of the protocol
    "replayed",         # a sequence number already seen, or an action sent twice
    "out_of_order",     # a sequence number skipped, or a message before the one it needs
    "out_of_turn",      # an action by a player whose turn it is not
    "illegal",          # an action the rules do not allow (checked by the engine)
    "bad_reveal",       # a dice secret that does not match its commitment
    "timeout",          # the peer did not answer in time
    "closed",           # the connection ended
    "wrong_code",       # the code word does not match (or someone else answered)
    "tampered",         # a message that fails its authentication
    "declined",         # the peer declined the match
    "resume_mismatch",  # on reconnecting, the two matches are not the same match
    "peer_error",       # the peer ended the match with an error of its own
    "cancelled",        # this side stopped the match
    "unreachable",      # the mailbox server or the transit relay cannot be reached (before the match)
)


class NetError(Exception):
    """What ends a network match.  ``code`` is one of :data:`ERROR_CODES`
    (the app shows it translated); ``message`` is English, for logs."""

    def __init__(self, code: str, message: str = "") -> None:
        assert code in ERROR_CODES, code
        super().__init__(f"{code}: {message}" if message else code)
        self.code = code
        self.message = message or code


# ------------------------------------------------------------------ schema
Check = Callable[[Any], bool]
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")
_HEX32 = re.compile(r"[0-9a-f]{32}\Z")


def _int(lo: int, hi: int) -> Check:
    return lambda v: type(v) is int and lo <= v <= hi


def _hex64(v: Any) -> bool:
    return isinstance(v, str) and _HEX64.match(v) is not None


def _hex32(v: Any) -> bool:
    return isinstance(v, str) and _HEX32.match(v) is not None


def _name(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= MAX_NAME and v.isprintable() and v.strip() == v


def _short_text(n: int) -> Check:
    return lambda v: isinstance(v, str) and len(v) <= n and v.isprintable()


def _rules(v: Any) -> bool:
    if not isinstance(v, dict) or len(v) > 40:
        return False
    try:
        RuleSet.from_dict(v)
    except (EngineError, TypeError, ValueError):
        return False
    return True


def _steps(v: Any) -> bool:
    return (isinstance(v, list) and len(v) <= 4
            and all(isinstance(s, list) and len(s) == 2 and all(type(p) is int and 0 <= p <= 25 for p in s)
                    for s in v))


def _seconds(v: Any) -> bool:
    return type(v) in (int, float) and 0 <= v <= 86400 and v == v


def _object(fields: Mapping[str, Check], optional: frozenset[str] = frozenset()) -> Check:
    def check(v: Any) -> bool:
        if not isinstance(v, dict):
            return False
        keys = set(v)
        if not keys <= set(fields) or not (set(fields) - optional) <= keys:
            return False
        return all(fields[k](v[k]) for k in keys)
    return check


def _flag(v: Any) -> bool:
    return type(v) is bool


# "help": whether the host's rules let both players ask for a hint and have the tutor.
_HELP = _object({"hints": _flag, "tutor": _flag})
_PROPOSAL = _object({"rules": _rules, "match_length": _int(0, MAX_MATCH_LENGTH), "games": _int(1, MAX_GAMES),
                     "help": _HELP},
                    frozenset({"games", "help"}))
_RESUME = _object({"match_id": _hex32, "events": _int(0, 10 ** 7), "hash": _hex64})

SCHEMA: dict[str, tuple[dict[str, Check], frozenset[str]]] = {
    # Both sides, first: who they are; the host adds its proposal, a side
    # resuming a match adds where it stands.
    "hello": ({"name": _name, "program": _short_text(60), "role": lambda v: v in ("host", "guest"),
               "nonce": _hex64, "proposal": _PROPOSAL, "resume": _RESUME},
              frozenset({"proposal", "resume"})),
    "accept": ({}, frozenset()),       # the rules as proposed (guest), then the start (host)
    "decline": ({}, frozenset()),
    "commit": ({"index": _int(0, 10 ** 7), "commitment": _hex64}, frozenset()),
    "reveal": ({"index": _int(0, 10 ** 7), "secret": _hex64, "next": _hex64}, frozenset()),
    "move": ({"steps": _steps, "seconds": _seconds}, frozenset()),
    "cube": ({"action": lambda v: v in ("double", "take", "drop", "beaver", "raccoon"),
              "seconds": _seconds}, frozenset()),
    "resign": ({"level": _int(1, 3)}, frozenset()),
    "answer": ({"accept": lambda v: type(v) is bool}, frozenset()),
    "say": ({"id": lambda v: v in READY_MESSAGES}, frozenset()),
    "synced": ({"events": _int(0, 10 ** 7), "hash": _hex64}, frozenset()),
    "bye": ({"code": lambda v: v in ERROR_CODES or v == "match_over"}, frozenset()),
}


def _no_constants(name: str) -> Any:
    raise ValueError(name)


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"{k!r} twice")
        out[k] = v
    return out


def message(kind: str, seq: int, **fields: Any) -> dict[str, Any]:
    """A message of type ``kind`` (not yet checked: :func:`encode` checks it)."""
    return {"v": VERSION, "seq": seq, "type": kind, **fields}


def check(msg: Any) -> dict[str, Any]:
    """``msg`` if it is a well-formed message; :class:`NetError` otherwise."""
    if not isinstance(msg, dict):
        raise NetError("malformed", "a message is a JSON object")
    if msg.get("v") != VERSION or type(msg.get("v")) is not int:
        raise NetError("bad_version", f"protocol version {str(msg.get('v'))[:20]}, this program speaks {VERSION}")
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in SCHEMA:
        raise NetError("malformed", f"unknown message type {str(kind)[:40]!r}")
    seq = msg.get("seq")
    if type(seq) is not int or not 0 <= seq < 2 ** 31:
        raise NetError("malformed", "a message needs its sequence number")
    fields, optional = SCHEMA[kind]
    body = {k: v for k, v in msg.items() if k not in ("v", "seq", "type")}
    if not _object(fields, optional)(body):
        raise NetError("malformed", f"a {kind!r} message with wrong or missing fields")
    return msg


def encode(msg: Mapping[str, Any]) -> bytes:
    """The bytes of a message (checked first: this side never sends a bad one)."""
    check(dict(msg))
    data = json.dumps(msg, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    if len(data) > MAX_MESSAGE_BYTES:
        raise NetError("too_large", f"a message of {len(data)} bytes")
    return data


def decode(data: Any) -> dict[str, Any]:
    """The message in ``data``; :class:`NetError` (and nothing else) for anything that is not one."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise NetError("malformed", "a message is bytes")
    if len(data) > MAX_MESSAGE_BYTES:
        raise NetError("too_large", f"a message of {len(data)} bytes")
    try:
        text = bytes(data).decode("utf-8")
        obj = json.loads(text, parse_constant=_no_constants, object_pairs_hook=_pairs)
    except RecursionError:
        raise NetError("malformed", "nested too deeply") from None
    except (UnicodeDecodeError, ValueError):  # json.JSONDecodeError is a ValueError
        raise NetError("malformed", "not a JSON message") from None
    return check(obj)
