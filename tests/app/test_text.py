"""Words and numbers as the player sees and types them (nard_desktop.app.text)."""

from __future__ import annotations

from nard_desktop.app import i18n, text


def test_typed_persian_and_arabic_indic_digits_are_read_as_numbers(qapp):
    assert text.notation_input("۱۳/۷ ٨/٧") == "13/7 8/7"
    assert text.notation_input("24/18* 13/off") == "24/18* 13/off"


def test_one_number_formatter_and_one_placeholder_filler():
    assert text.loc is i18n.number and text.fill is i18n.localized
    assert text.fill("%2 then %1, then %10", "a", "b", *"cdefghij") == "b then a, then j"
