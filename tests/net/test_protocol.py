"""The network messages: anything that is not a well-formed message is refused with a code, nothing else escapes."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nard_desktop.app.netplay.protocol import (
    ERROR_CODES,
    MAX_MESSAGE_BYTES,
    NetError,
    decode,
    encode,
    message,
)
from nard_desktop.engine.rules import RuleSet


def test_a_message_goes_and_comes_back_unchanged():
    msg = message("move", 3, steps=[[8, 5], [6, 5]], seconds=2.5)
    assert decode(encode(msg)) == msg


@pytest.mark.parametrize("data, code", [
    (b"", "malformed"),
    (b"{", "malformed"),
    (b"\xff\xfe", "malformed"),
    (b"[]", "malformed"),
    (b'{"v": 2, "seq": 0, "type": "accept"}', "bad_version"),
    (b'{"v": 1, "seq": 0, "type": "shell", "cmd": "rm -rf /"}', "malformed"),
    (b'{"v": 1, "seq": -1, "type": "accept"}', "malformed"),
    (b'{"v": 1, "seq": 0, "type": "accept", "extra": 1}', "malformed"),
    (b'{"v": 1, "seq": 0, "type": "accept", "type": "decline"}', "malformed"),
    (b'{"v": 1, "seq": 0, "type": "move", "steps": [[8, 5]], "seconds": NaN}', "malformed"),
    (b'{"v": 1, "seq": 0, "type": "move", "steps": [[8, 5], [8, 5], [8, 5], [8, 5], [8, 5]], "seconds": 0}',
     "malformed"),
    (b'{"v": 1, "seq": 0, "type": "move", "steps": [[26, 5]], "seconds": 0}', "malformed"),
    (b'{"v": 1, "seq": 0, "type": "reveal", "index": 0, "secret": "00", "next": "00"}', "malformed"),
    (b'{"v": 1, "seq": 0, "type": "say", "id": "<b>free text</b>"}', "malformed"),
    (b"[" * 100000 + b"]" * 100000, "too_large"),
    (b'{"v": 1, "seq": 0, "type": "say", "id": "' + b"x" * MAX_MESSAGE_BYTES + b'"}', "too_large"),
])
def test_what_is_not_a_message_is_refused_with_its_code(data, code):
    with pytest.raises(NetError) as err:
        decode(data)
    assert err.value.code == code


def test_deep_nesting_under_the_size_limit_is_refused():
    with pytest.raises(NetError) as err:
        decode(b"[" * 5000 + b"]" * 5000)
    assert err.value.code == "malformed"


def test_a_proposal_with_rules_that_do_not_exist_is_refused():
    good = message("hello", 0, name="Maryam", program="x", role="host", nonce="ab" * 32,
                   proposal={"rules": RuleSet().to_dict(), "match_length": 5})
    assert decode(encode(good))["proposal"]["match_length"] == 5
    bad = json.loads(json.dumps(good))
    bad["proposal"]["rules"]["invented_rule"] = True
    with pytest.raises(NetError):
        decode(json.dumps(bad).encode())
    bad["proposal"] = {"rules": RuleSet().to_dict(), "match_length": 26}
    with pytest.raises(NetError):
        decode(json.dumps(bad).encode())


def test_the_host_says_whether_hints_and_the_tutor_are_allowed():
    from nard_desktop.app.netplay.session import Proposal

    proposal = Proposal(RuleSet.preset("money"), 0, 3, hints=False, tutor=True)
    hello = message("hello", 0, name="Maryam", program="x", role="host", nonce="ab" * 32,
                    proposal=proposal.to_dict())
    back = Proposal.from_dict(decode(encode(hello))["proposal"])
    assert (back.hints, back.tutor, back.games) == (False, True, 3) and back == proposal
    assert "help" not in Proposal(RuleSet(), 5).to_dict()  # both allowed: the message of before
    assert Proposal.from_dict(Proposal(RuleSet(), 5).to_dict()).hints is True
    for wrong in ({"hints": 1, "tutor": True}, {"hints": False}, {"hints": False, "tutor": False, "x": 1}):
        bad = json.loads(json.dumps(hello))
        bad["proposal"]["help"] = wrong
        with pytest.raises(NetError):
            decode(json.dumps(bad).encode())


def test_names_are_short_printable_text():
    for name in ("", "a" * 41, "line\nbreak", " padded"):
        with pytest.raises(NetError):
            encode(message("hello", 0, name=name, program="x", role="guest", nonce="ab" * 32))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000))
def test_random_bytes_are_refused_with_a_code_never_a_crash(data):
    try:
        decode(data)
    except NetError as exc:
        assert exc.code in ERROR_CODES


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                     lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                     max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["v", "seq", "type", "steps", "seconds", "index", "secret", "next",
                                        "action", "level", "accept", "id", "code", "name"]), _json, max_size=6))
def test_random_json_objects_are_refused_or_well_formed(obj):
    try:
        msg = decode(json.dumps(obj).encode())
    except NetError as exc:
        assert exc.code in ERROR_CODES
    else:
        assert msg["v"] == 1 and isinstance(msg["type"], str)
