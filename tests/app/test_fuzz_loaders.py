"""Fuzzing every loader of outside data: our JSON match files, .mat files,
and GNU Backgammon Position and Match IDs.

Each case is a valid input damaged by Hypothesis (cut short, bytes flipped,
inserted or dropped, lines shuffled, a value swapped for another type or for
deep nesting).  A loader may accept the result or refuse it, but only with
the engine's own errors (``RecordError`` / ``EngineError``): anything else is
a bug.  The default run tries 250 cases for each of the three loaders and
100 with one loader's files given to the other (850 in all); the slow run
the same tests with 2,000 and 300 cases (6,300 in all) and 20,000 more, mixed.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nard_desktop.app.matfile import export_mat, import_mat
from nard_desktop.app.record import RecordError, dumps, loads, record_from_match
from random_play import play_random, self_test_match
from sampling import sampled
from nard_desktop.engine import EngineError, Match, Position, RuleSet, SeededRoller, game_ids, match_from_ids
from nard_desktop.engine.fairdice import FairRoller
from nard_desktop.engine.ids import MatchKey

CASES, FULL_CASES = 250, 2000
CROSS_CASES, FULL_CROSS_CASES = 100, 300
SLOW_CASES = 20_000


FUZZ = dict(print_blob=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                    HealthCheck.filter_too_much])


def _fuzz_settings(n: int):
    return settings(max_examples=n, deadline=None, derandomize=True, database=None, **FUZZ)


# ------------------------------------------------------------------ inputs
def _records() -> list[bytes]:
    out = []
    match, meta = self_test_match(7)  # a whole (short) match, fair dice revealed
    out.append(dumps(record_from_match(match, meta)))
    live = Match(0, RuleSet.preset("money").replace(beavers=True, raccoons=True, automatic_doubles=True),
                 roller=FairRoller(bytes([5]) * 32))
    play_random(live, random.Random(5), 45, resign=0.02)  # stops inside a game
    out.append(dumps(record_from_match(live, include_seed=True)))
    clock = Match(3, RuleSet.preset("international_match").replace(clock=True), roller=SeededRoller(2))
    play_random(clock, random.Random(2), 31)
    out.append(dumps(record_from_match(clock)))
    return out


def _mat_texts() -> list[bytes]:
    out = []
    for seed, length in ((1, 1), (2, 0)):
        m = Match(length, RuleSet.preset("money") if length == 0 else None, roller=SeededRoller(seed))
        play_random(m, random.Random(seed), 70 if length == 0 else None, cube=0.1, resign=0.01)
        out.append(export_mat(m).encode("utf-8"))
    out.append(b""" 3 point match

 Game 1
 gnubg : 0                      root : 0
  1)                             64: 24/18 18/14
  2)  Doubles => 2                Takes
  3) 33: 8/5 8/5 6/3 6/3         52: 13/11 14/9
  4) 65: 24/18 13/8              42: 11/7* 9/7
  5) 51: 25/20 24/23             41: 13/9 9/8
  6) 42: 6/4 8/4                 41: 13/9 9/8
                                  Wins 2 points
""")
    return out


def _ids() -> list[tuple[str, str]]:
    out = []
    rng = random.Random(4)
    for seed in range(6):
        m = Match(5 if seed % 2 else 0, roller=SeededRoller(seed))
        play_random(m, rng, 20 + 13 * seed, resign=0.02)
        if not m.game.is_over:
            out.append(game_ids(m.game))
    out.append((Position.initial().position_id(), "cAkAAAAAAAAA"))
    return out


RECORDS = _records()
MATS = _mat_texts()
IDS = _ids()


# --------------------------------------------------------------- mutations
_byte_ops = st.one_of(
    st.tuples(st.just("cut"), st.floats(0, 1)),
    st.tuples(st.just("flip"), st.floats(0, 1), st.integers(0, 255)),
    st.tuples(st.just("insert"), st.floats(0, 1), st.binary(min_size=1, max_size=8)),
    st.tuples(st.just("drop"), st.floats(0, 1), st.integers(1, 40)),
    st.tuples(st.just("repeat"), st.floats(0, 1), st.integers(1, 60), st.integers(2, 50)),
    st.tuples(st.just("swapdigit"), st.floats(0, 1), st.sampled_from(b"0123456789")),
)


def _apply_bytes(data: bytes, ops) -> bytes:
    for op in ops:
        at = int(op[1] * len(data))
        if op[0] == "cut":
            data = data[:at]
        elif op[0] == "flip" and data:
            at = min(at, len(data) - 1)
            data = data[:at] + bytes([op[2]]) + data[at + 1:]
        elif op[0] == "insert":
            data = data[:at] + op[2] + data[at:]
        elif op[0] == "drop":
            data = data[:at] + data[at + op[2]:]
        elif op[0] == "repeat":
            chunk = data[at:at + op[2]]
            data = data[:at] + chunk * op[3] + data[at:]
        elif op[0] == "swapdigit":
            digits = [i for i, b in enumerate(data) if 48 <= b <= 57]
            if digits:
                i = digits[at % len(digits)]
                data = data[:i] + bytes([op[2]]) + data[i + 1:]
    return data


_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-10, 70), st.integers(), st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20), st.sampled_from(["move", "roll", "double", "end", "opening", "fair", "bar", "off",
                                            "13/8", "25/0", "", "4HPwATDgc/ABMA", "cAkAAAAAAAAA"]),
)
_values = st.recursive(_scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                         st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                       max_leaves=8)


def _swap_type(v):
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return [v]
    if isinstance(v, str):
        return len(v)
    if isinstance(v, list):
        return {str(i): x for i, x in enumerate(v)}
    if isinstance(v, dict):
        return list(v.values())
    return 0


@st.composite
def _json_mutant(draw) -> bytes:
    data = draw(st.sampled_from(RECORDS))
    tree = json.loads(data)
    for _ in range(draw(st.integers(1, 3))):
        # Walk down to a random node.
        parent, key = None, None
        node = tree
        while isinstance(node, (dict, list)) and node and draw(st.integers(0, 3)) > 0:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            parent, key = node, draw(st.sampled_from(keys))
            node = node[key]
        if parent is None:
            continue
        what = draw(st.sampled_from(["replace", "swap", "delete", "deep", "huge", "add", "duplicate"]))
        if what == "replace":
            parent[key] = draw(_values)
        elif what == "swap":
            parent[key] = _swap_type(node)
        elif what == "delete":
            del parent[key]
        elif what == "deep":
            parent[key] = "__DEEP__"
        elif what == "huge":
            parent[key] = draw(st.sampled_from([10 ** 40, -(10 ** 18), "x" * 5000, 1e308, [0] * 3000]))
        elif what == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(_values)
        elif what == "add":
            parent.insert(key, draw(_values))
        elif what == "duplicate" and isinstance(parent, list):
            parent.insert(key, json.loads(json.dumps(node)))
    text = json.dumps(tree, ensure_ascii=draw(st.booleans()))
    depth = draw(st.integers(20, 3000))
    text = text.replace('"__DEEP__"', "[" * depth + "]" * depth)
    return text.encode("utf-8")


def _json_cases():
    return st.one_of(
        _json_mutant(),
        st.builds(_apply_bytes, st.sampled_from(RECORDS), st.lists(_byte_ops, min_size=1, max_size=4)),
        st.binary(max_size=64),
    )


def _mat_lines(data: bytes, ops) -> bytes:
    lines = data.split(b"\n")
    for kind, a, b in ops:
        if not lines:
            break
        i, j = int(a * len(lines)) % len(lines), int(b * len(lines)) % len(lines)
        if kind == "delete":
            del lines[i]
        elif kind == "duplicate":
            lines.insert(i, lines[j])
        elif kind == "swap":
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "shift":
            lines[i] = lines[i][1:] if int(b * 2) else b"   " + lines[i]
    return b"\n".join(lines)


_line_ops = st.lists(st.tuples(st.sampled_from(["delete", "duplicate", "swap", "shift"]), st.floats(0, 0.999),
                               st.floats(0, 0.999)), min_size=1, max_size=3)


def _mat_cases():
    return st.one_of(
        st.builds(_apply_bytes, st.sampled_from(MATS), st.lists(_byte_ops, min_size=1, max_size=4)),
        st.builds(_mat_lines, st.sampled_from(MATS), _line_ops),
        st.text(max_size=200).map(lambda t: (" 3 point match\n\n Game 1\n A : 0    B : 0\n" + t).encode()),
        st.binary(max_size=64),
    )


_id_chars = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=", max_size=16)


def _mutate_text(text: str, ops) -> str:
    return _apply_bytes(text.encode("ascii"), ops).decode("latin-1")


def _id_cases():
    valid = st.sampled_from(IDS)
    pos = st.one_of(_id_chars, st.text(max_size=16),
                    st.builds(_mutate_text, valid.map(lambda p: p[0]), st.lists(_byte_ops, min_size=1, max_size=3)))
    mid = st.one_of(_id_chars, st.text(max_size=14),
                    st.builds(_mutate_text, valid.map(lambda p: p[1]), st.lists(_byte_ops, min_size=1, max_size=3)))
    return st.one_of(st.tuples(pos, valid.map(lambda p: p[1])), st.tuples(valid.map(lambda p: p[0]), mid),
                     st.tuples(pos, mid))


# ------------------------------------------------------------------- checks
def _check_record(data: bytes) -> None:
    try:
        loads(data)
    except RecordError as exc:
        assert exc.message and exc.code.startswith("record_")


def _check_mat(data: bytes) -> None:
    try:
        import_mat(data)
    except RecordError as exc:
        assert exc.message and exc.code.startswith("record_")


def _check_ids(pair: tuple[str, str]) -> None:
    pos_id, match_id = pair
    try:
        Position.from_position_id(pos_id)
    except EngineError:
        pass
    try:
        MatchKey.decode(match_id)
    except EngineError:
        pass
    try:
        match_from_ids(pos_id, match_id)
    except EngineError:
        pass


def test_valid_inputs_load():
    """The seeds of the fuzzing are themselves valid."""
    for data in RECORDS:
        loads(data)
    for data in MATS:
        import_mat(data)
    for pos_id, match_id in IDS:
        match_from_ids(pos_id, match_id)


@sampled(CASES, FULL_CASES, _json_cases(), **FUZZ)
def test_fuzz_match_file_loader(data):
    _check_record(data)


@sampled(CASES, FULL_CASES, _mat_cases(), **FUZZ)
def test_fuzz_mat_import(data):
    _check_mat(data)


@sampled(CASES, FULL_CASES, _id_cases(), **FUZZ)
def test_fuzz_position_and_match_ids(pair):
    _check_ids(pair)


@sampled(CROSS_CASES, FULL_CROSS_CASES, st.one_of(_json_cases(), _mat_cases()), **FUZZ)
def test_fuzz_each_loader_with_the_others_files(data):
    """A .mat given to the JSON loader and the other way round."""
    _check_record(data)
    _check_mat(data)


@pytest.mark.slow
@_fuzz_settings(SLOW_CASES)
@given(st.one_of(_json_cases().map(lambda d: ("json", d)), _mat_cases().map(lambda d: ("mat", d)),
                 _id_cases().map(lambda p: ("ids", p))))
def test_fuzz_all_loaders_long(case):
    kind, data = case
    {"json": _check_record, "mat": _check_mat, "ids": _check_ids}[kind](data)
