"""The move-generation package's boundary: which generator answers under which
rules (docs/rules.md §6, the house options), and what importing it loads."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from nard_desktop.engine import Position, RuleSet, legal_plays, max_dice_playable
from nard_desktop.engine.movegen import legal as legal_module
from nard_desktop.engine.movegen import standard_plays

ROOT = Path(__file__).resolve().parents[2]


def _one_option_on() -> list[RuleSet]:
    base = RuleSet()
    return [base] + [base.replace(**{f.name: True}) for f in dataclasses.fields(RuleSet)
                     if f.type in ("bool", bool) and not getattr(base, f.name)]


@pytest.mark.parametrize("rules", [None] + _one_option_on(), ids=lambda r: "none" if r is None else
                         ",".join(k for k, v in r.to_dict().items() if v is True and not getattr(RuleSet(), k)) or
                         "default")
def test_the_fast_path_answers_exactly_when_the_rules_are_standard(rules, monkeypatch):
    """legal_plays tests the house options inline (it runs for every roll the
    computer looks at): the test must agree with ``standard_plays``, the one
    definition, for every option, so that a new house option added there
    (and to the reference search) cannot be answered by the fast path."""
    calls = []
    fast = legal_module.fast_generate

    def spy(*args):
        calls.append(args)
        return fast(*args)

    monkeypatch.setattr(legal_module, "fast_generate", spy)
    legal_plays(Position.initial(), (6, 5), rules)
    max_dice_playable(Position.initial(), (6, 5), rules)
    assert len(calls) == (2 if standard_plays(rules) else 0)


def test_the_hit_and_stack_option_is_not_standard():
    assert standard_plays(None) and standard_plays(RuleSet())
    assert not standard_plays(RuleSet(no_hit_and_stack_in_home=True))


def test_the_engine_loads_numpy_only_when_the_batch_generator_is_asked_for():
    code = ("import sys\n"
            "import nard_desktop.engine\n"
            "from nard_desktop.engine.movegen import legal_plays\n"
            "before = 'numpy' in sys.modules\n"
            "from nard_desktop.engine.movegen import batch_results\n"
            "print(before, 'numpy' in sys.modules, batch_results.__module__)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "True", "nard_desktop.engine.movegen.batch"]
