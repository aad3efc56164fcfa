"""Key names read in Persian in the Persian window: beside the menus' actions (as Qt
shows them) and in the help, the same names in both places; only the letters and F-keys
printed on the keys stay Latin."""

from __future__ import annotations

import re

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

# What may stay Latin: a key's own letter (Ctrl+Z's Z) and the function keys.
KEY_CAPS = re.compile(r"\bF\d{1,2}\b|(?<![A-Za-z])[A-Z](?![A-Za-z])")
# Key names a Persian player should not meet in English.
ENGLISH_KEYS = re.compile(r"\b(Ctrl|Shift|Alt|Enter|Return|Esc|Escape|Tab|Space|Backspace|Del)\b")


def _shown(action) -> list[str]:
    return [seq.toString(QKeySequence.SequenceFormat.NativeText) for seq in action.shortcuts()]


def test_every_shortcut_in_the_persian_menus_is_persian_but_its_key_cap(make_window, persian):
    w, _ = make_window()
    shown = {}
    for menu in w.menuBar().findChildren(QMenu):
        for action in menu.actions():
            for text in _shown(action):
                shown[text] = action.text()
    assert len(shown) >= 15
    for text, action in shown.items():
        assert not re.search(r"[A-Za-z]", KEY_CAPS.sub("", text)), (action, text)
    assert shown.keys() >= {"اینتر", "اسکیپ", "فاصله", "کنترل+شیفت+Z"}


def test_the_help_names_the_keys_as_the_menus_do(make_window, persian, monkeypatch):
    w, _ = make_window()
    help_text = w.keyboard_help_text()
    assert not ENGLISH_KEYS.search(help_text), ENGLISH_KEYS.search(help_text)
    for action in (w.act_undo, w.act_undo_turn, w.act_double, w.act_resign, w.act_roll, w.act_done):
        assert _shown(action)[0] in help_text, (action.text(), _shown(action)[0])
    seen = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: seen.append(text))
    w.how_to_move()
    (how,) = seen
    assert not ENGLISH_KEYS.search(how), ENGLISH_KEYS.search(how)
    assert _shown(w.act_undo)[0] in how and _shown(w.act_roll)[0] in how


def test_the_buttons_and_status_name_enter_in_persian(make_window, persian):
    w, _ = make_window()
    for text in (w.action_bar.done_button.toolTip(), w.act_done_enter.text(), w.action_bar.undo_button.toolTip()):
        assert not ENGLISH_KEYS.search(text), text
