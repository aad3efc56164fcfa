"""Nothing in English in the Persian window where the catalogue has the words: the
tutor's cube warning names the cube actions in Persian, and no text reaches the screen
through a name for ``translate`` that the catalogue's extractor does not read."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from nard_desktop.app.tutor import TutorWarning
from nard_desktop.ui.tutor_bar import TutorBar, action_words

ROOT = Path(__file__).resolve().parents[2] / "nard_desktop"
ACTIONS = ("no_double", "double", "double_take", "double_pass", "double_beaver", "too_good", "take", "drop",
           "beaver")


@pytest.mark.parametrize("tried,best", [("no_double", "double_take"), ("double_pass", "too_good"),
                                        ("take", "drop"), ("double_beaver", "double_take")])
def test_the_tutors_cube_warning_is_persian(qtbot, persian, tried, best):
    bar = TutorBar(None)
    qtbot.addWidget(bar)
    bar.show_warning(TutorWarning(seat=0, action="double", kind="cube", tried=tried, best=best, error=0.05,
                                  mark="bad", game=1, move=2, key=()))
    text = bar.text.text()
    assert not re.search(r"[A-Za-z]", text), text
    # Persian quotation marks, opening on the right: «…».
    assert text.count("«") == text.count("»") == 2 and text.index("«") < text.index("»")


def test_every_cube_action_has_persian_words(persian):
    for action in ACTIONS:
        words = action_words(action)
        assert words and not re.search(r"[A-Za-z]", words), action


def test_no_text_is_translated_through_an_alias_the_extractor_cannot_see():
    """``t = QCoreApplication.translate; t("Ctx", "text")`` leaves "text" out of the
    catalogue (the extractor reads ``translate(`` and ``tr(`` calls only): its words
    stay English in every language."""
    found = []
    for path in ROOT.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) \
                    and node.value.attr in ("translate", "tr"):
                for target in node.targets:
                    if isinstance(target, ast.Name) and target.id not in ("translate", "tr"):
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno} {target.id}")
    assert found == []
