"""Every reason a step is refused has its words, in Persian with Persian digits."""

from __future__ import annotations

import re

from nard_desktop.app.text import refusal_text
from nard_desktop.engine import Position, TurnBuilder
from nard_desktop.engine.explain import REASONS, StepRefusal, why_not




def test_each_reason_has_its_own_persian_words(persian):
    texts = {refusal_text(StepRefusal(r, 13, 8, die=5, point=8)) for r in REASONS}
    assert len(texts) == len(REASONS)
    for t in texts:
        assert re.search(r"[\u0600-\u06FF]", t) and not re.search(r"[A-Za-z0-9]", t), t


def test_blocked_names_the_die_and_the_point(persian):
    r = why_not(TurnBuilder(Position.initial(), (6, 5)), 24, 19)
    assert refusal_text(r) == "این مهره نمی‌تواند ۵ خانه برود: خانهٔ ۱۹ بسته است."
