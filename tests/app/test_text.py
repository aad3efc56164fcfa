"""Words and numbers as the player sees and types them (nard_desktop.app.text)."""

from __future__ import annotations

from nard_desktop.app import i18n, text


def test_typed_persian_and_arabic_indic_digits_are_read_as_numbers(qapp):
    assert text.notation_input("۱۳/۷ ٨/٧") == "13/7 8/7"
    assert text.notation_input("24/18* 13/off") == "24/18* 13/off"


def test_one_number_formatter_and_one_placeholder_filler():
    assert text.loc is i18n.number and text.fill is i18n.localized
    assert text.fill("%2 then %1, then %10", "a", "b", *"cdefghij") == "b then a, then j"


def test_a_players_name_is_isolated_in_the_status_line(qapp):
    """A Persian name at the start of an English sentence is a run of its own (a first-strong
    isolate), so the sentence keeps its direction: "مریم wins the match" read as English."""
    from nard_desktop.app.snapshot import HUMAN, PlayerSpec
    from nard_desktop.app.wording import seat_name

    assert text.name_text("مریم") == "\u2068مریم\u2069" and text.name_text("") == ""
    players = (PlayerSpec(HUMAN, name="مریم"), PlayerSpec(HUMAN, name="Sara"))
    assert seat_name(players, 0) == "مریم"  # the name itself is kept as given; isolated where it is shown
    import nard_desktop.app.wording as wording

    line = wording.fill(wording.translate("GameController", "%1 wins the match. Start a new match from the Game "
                                                            "menu."), text.name_text("مریم"))
    assert line.startswith("\u2068مریم\u2069 wins the match")
