"""A network match in one process: whole matches for every preset, a hostile
peer refused every time with the local match unchanged, and resuming after a
dropped connection."""

from __future__ import annotations

import copy
import json
import secrets

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_helpers import advance, new_pair, players, state, tick

from nard_desktop.app.netplay.play import pump
from nard_desktop.app.netplay.protocol import ERROR_CODES, MAX_MESSAGE_BYTES, NetError, encode, message
from nard_desktop.app.netplay.session import NetSession, history_digest
from nard_desktop.app.record import dumps, loads
from nard_desktop.app.verify import verify_file
from nard_desktop.engine.fairdice import match_rolls, net_roll
from nard_desktop.engine.game import GamePhase
from nard_desktop.engine.rules import RuleSet


def _verify(tmp_path, session, name):
    path = tmp_path / name
    path.write_bytes(dumps(session.record(for_autosave=False)))
    return verify_file(path)


@pytest.mark.parametrize("preset, length, games", [
    ("international_match", 3, 1), ("iranian_cafe", 3, 1), ("money", 0, 3)])
def test_a_whole_match_for_each_preset_is_the_same_on_both_sides_and_verifies(tmp_path, preset, length, games):
    a, b = new_pair(preset, length, games)
    pump(a, b, *players())
    assert a.is_over and b.is_over
    assert a.match.rules == b.match.rules == RuleSet.preset(preset)
    assert history_digest(a.match) == history_digest(b.match)
    assert a.match.score == b.match.score
    for side, s in (("host", a), ("guest", b)):
        ok, verdict = _verify(tmp_path, s, f"{side}.nardmatch")
        assert ok, verdict
    # Every roll follows from the two secrets the sides exchanged.
    rolls = match_rolls(a.match)
    for i, (s0, s1) in enumerate(a.roller.proofs):
        assert net_roll(a.roller.match_id, i, s0, s1) == rolls[i]


def test_house_rules_hold_as_in_a_local_match():
    rules = RuleSet.preset("money").replace(beavers=True, raccoons=True, automatic_doubles=True,
                                            automatic_doubles_limit=2, opening_reroll=True,
                                            no_hit_and_stack_in_home=True)
    a, b = new_pair("money", 0, 4)
    a.proposal.rules = rules
    a, b = NetSession(0, "Host", proposal=a.proposal), NetSession(1, "Guest")
    pump(a, b, *players())
    assert b.match.rules == rules
    assert history_digest(a.match) == history_digest(b.match)


def test_the_guest_sees_the_proposal_and_may_decline():
    seen = []
    a, b = new_pair("iranian_cafe", 5)
    b = NetSession(1, "Guest", accept_proposal=lambda p, name: seen.append((p.to_dict(), name)) or False)
    with pytest.raises(NetError) as err:
        pump(a, b, *players())
    assert err.value.code == "declined"
    assert seen == [(a.proposal.to_dict(), "Host")]
    assert a.match is None and b.match is None


def test_ready_messages_arrive():
    a, b = new_pair()
    pa, pb = players()
    advance(a, b, pa, pb, until=lambda: a.match is not None and b.match is not None)
    a.say("good_luck")
    tick(a, b, pa, pb)
    assert b.said == [(0, "good_luck")]


# ------------------------------------------------------------------ a hostile peer
def _mid_match(until=None):
    """A host and a guest some way into a match, nothing in flight."""
    a, b = new_pair("international_match", 5)
    pa, pb = players()
    count = [0]

    def there():
        count[0] += 1
        return count[0] > 40 and (until is None or until(a, b)) and not a.outbox and not b.outbox

    advance(a, b, pa, pb, until=there)
    return a, b


def _refused(a, data, code=None):
    before = state(a)
    with pytest.raises(NetError) as err:
        a.receive(data)
    assert err.value.code in ERROR_CODES
    if code is not None:
        assert err.value.code == code, err.value
    assert state(a) == before  # nothing of the match, the dice or the turn changed
    assert a.failed is not None
    with pytest.raises(NetError):  # and it stays ended
        a.receive(encode(message("say", a.received, id="thanks")))
    return err.value


def _guests_turn(phase):
    return lambda a, b: a.game.phase == phase and a.game.awaiting == 1


def test_truncated_oversized_and_random_messages_are_refused():
    a, b = _mid_match()
    good = encode(message("say", a.received, id="thanks"))
    for data, code in ((good[:-3], "malformed"), (b"\x00" * (MAX_MESSAGE_BYTES + 1), "too_large"),
                       (secrets.token_bytes(64), "malformed")):
        _refused(copy.deepcopy(a), data, code)


def test_replayed_and_out_of_order_messages_are_refused():
    a, b = _mid_match()
    _refused(copy.deepcopy(a), encode(message("say", a.received - 1, id="thanks")), "replayed")
    _refused(copy.deepcopy(a), encode(message("say", a.received + 1, id="thanks")), "out_of_order")
    _refused(copy.deepcopy(a), encode(message("hello", a.received, name="X", program="x", role="guest",
                                              nonce="ab" * 32)), "replayed")


def test_a_move_out_of_turn_is_refused():
    a, b = _mid_match(_guests_turn(GamePhase.MOVE))
    # Now the guest moves; a second player acting is out of turn for the host's own move:
    a2 = copy.deepcopy(a)
    b2 = copy.deepcopy(b)
    players()[1].act(b2)  # the guest's legitimate move, then another one straight after
    a2.receive(encode(b2.take_outbox()[0]))
    steps = [[13, 10], [13, 9]]
    _refused(a2, encode(message("move", a2.received, steps=steps, seconds=0)), "out_of_turn")


def test_an_illegal_move_is_refused():
    a, b = _mid_match(_guests_turn(GamePhase.MOVE))
    err = _refused(copy.deepcopy(a), encode(message("move", a.received, steps=[[24, 1]], seconds=0)))
    assert err.code == "illegal"
    _refused(copy.deepcopy(a), encode(message("move", a.received, steps=[], seconds=0)), "illegal")


def test_a_cube_action_the_rules_forbid_is_refused():
    a, b = _mid_match(_guests_turn(GamePhase.MOVE))
    _refused(copy.deepcopy(a), encode(message("cube", a.received, action="take", seconds=0)))
    _refused(copy.deepcopy(a), encode(message("cube", a.received, action="beaver", seconds=0)))


def test_a_peer_that_lies_about_its_dice_is_caught():
    a, b = _mid_match(_guests_turn(GamePhase.ROLL))
    i = a.roller.index
    lie = message("reveal", a.received, index=i, secret=secrets.token_hex(32), next="00" * 32)
    _refused(copy.deepcopy(a), encode(lie), "bad_reveal")
    old = message("reveal", a.received, index=i - 1, secret=a.roller.proofs[-1][1], next="00" * 32)
    _refused(copy.deepcopy(a), encode(old), "replayed")


def test_a_roll_out_of_turn_is_refused():
    a, b = _mid_match(lambda a, b: a.game.phase == GamePhase.ROLL and a.game.awaiting == 0)
    b2 = copy.deepcopy(b)
    # The guest plays its real secret, but it is the host's turn to roll.
    msg = message("reveal", a.received, index=a.roller.index,
                  secret=b2._secret(a.roller.index), next="00" * 32)
    _refused(copy.deepcopy(a), encode(msg), "out_of_turn")


def test_a_changed_commitment_is_refused():
    a, b = _mid_match()
    _refused(copy.deepcopy(a), encode(message("commit", a.received, index=a.roller.index, commitment="11" * 32)))


_fields = {
    "move": st.fixed_dictionaries({"steps": st.lists(st.lists(st.integers(0, 25), min_size=2, max_size=2),
                                                     max_size=4), "seconds": st.integers(0, 100)}),
    "cube": st.fixed_dictionaries({"action": st.sampled_from(["double", "take", "drop", "beaver", "raccoon"]),
                                   "seconds": st.just(0)}),
    "resign": st.fixed_dictionaries({"level": st.integers(1, 3)}),
    "answer": st.fixed_dictionaries({"accept": st.booleans()}),
    "reveal": st.fixed_dictionaries({"index": st.integers(0, 300), "secret": st.sampled_from(["ab" * 32]),
                                     "next": st.just("cd" * 32)}),
    "commit": st.fixed_dictionaries({"index": st.integers(0, 300), "commitment": st.just("ef" * 32)}),
    "accept": st.just({}), "decline": st.just({}), "synced": st.just({"events": 3, "hash": "00" * 32}),
    "bye": st.fixed_dictionaries({"code": st.sampled_from(["timeout", "match_over"])}),
}
_MID = {}


def _mid_copy(which):
    if which not in _MID:
        _MID[which] = _mid_match(None if which == 0 else _guests_turn(GamePhase.MOVE))[0]
    return copy.deepcopy(_MID[which])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(_fields)).flatmap(lambda k: st.tuples(st.just(k), _fields[k])),
       st.integers(-2, 2), st.sampled_from([0, 1]), st.booleans())
def test_random_peer_messages_never_crash_and_refused_ones_change_nothing(kind_fields, seq_shift, which, truncate):
    kind, fields = kind_fields
    a = _mid_copy(which)
    msg = message(kind, a.received + seq_shift, **fields)
    data = json.dumps(msg).encode()
    if truncate:
        data = data[:len(data) // 2]
    before = state(a)
    try:
        a.receive(data)
    except NetError as exc:
        assert exc.code in ERROR_CODES
        assert state(a) == before
    else:
        # Accepted: then it was well-formed, in sequence and allowed by the rules.
        assert seq_shift == 0 and not truncate


# ------------------------------------------------------------------ resuming
@pytest.mark.parametrize("drop_at, lost_side", [(5, 0), (6, 1), (25, 0), (40, 1), (61, 0), (90, 1)])
def test_a_dropped_connection_resumes_from_the_last_agreed_state(tmp_path, drop_at, lost_side):
    a, b = new_pair("international_match", 3)
    pa, pb = players()
    n = [0]
    advance(a, b, pa, pb, until=lambda: (n.__setitem__(0, n[0] + 1) or n[0] > drop_at))
    tick(a, b, pa, pb, lose=lost_side)  # this side's messages in flight are lost with the connection
    saved_a, saved_b = a.record(), b.record()
    a2 = NetSession(0, "Host", saved=json.loads(dumps(saved_a)))
    b2 = NetSession(1, "Guest", saved=json.loads(dumps(saved_b)))
    assert a2.resumed and b2.resumed
    pump(a2, b2, *players())
    assert a2.is_over and b2.is_over
    assert history_digest(a2.match) == history_digest(b2.match)
    for name, s in (("host", a2), ("guest", b2)):
        ok, verdict = _verify(tmp_path, s, f"{name}.nardmatch")
        assert ok, verdict


def test_resuming_against_another_match_is_refused():
    a, b = new_pair()
    pa, pb = players()
    advance(a, b, pa, pb, until=lambda: a.match is not None and a.roller.index > 4 and not a.outbox)
    c, d = new_pair()
    advance(c, d, pa, pb, until=lambda: c.match is not None and c.roller.index > 4 and not c.outbox)
    a2 = NetSession(0, "Host", saved=a.record())
    d2 = NetSession(1, "Guest", saved=d.record())
    with pytest.raises(NetError) as err:
        d2.receive(encode(a2.take_outbox()[0]))
    assert err.value.code == "resume_mismatch"


def test_a_saved_match_resumes_only_on_its_own_side():
    a, b = new_pair()
    pa, pb = players()
    advance(a, b, pa, pb, until=lambda: a.match is not None and a.roller.index > 2)
    with pytest.raises(ValueError):
        NetSession(1, "Guest", saved=a.record())
    with pytest.raises(ValueError):
        NetSession(0, "Host", saved=a.record(for_autosave=False))  # no dice key: not an autosave


def test_the_shared_record_does_not_carry_the_dice_key():
    a, b = new_pair()
    pa, pb = players()
    advance(a, b, pa, pb, until=lambda: a.match is not None and a.roller.index > 2)
    assert "pending" not in a.record(for_autosave=False)["dice"]
    match, meta = loads(dumps(a.record(for_autosave=False)))
    assert meta["dice"]["kind"] == "network" and len(meta["dice"]["proofs"]) == a.roller.index
