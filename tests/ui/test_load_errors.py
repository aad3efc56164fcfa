"""Every load error visible, precise and in the player's language: an empty file is
"empty", random bytes are "not a saved match or .mat file", a .mat file with a bad line
names the line; the English detail follows.  Through the File menu and on the command line
(where the error shows in the window, then the autosave is offered)."""

from __future__ import annotations

import argparse
import random
import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from nard_desktop.ui import file_dialog
from nard_desktop.app.autosave import Autosaver
from nard_desktop.app.controller import HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.match_files import load_match_data, record_error_text
from nard_desktop.app.record import RecordError, record_from_match
from nard_desktop.app.text import fill, loc
from nard_desktop.engine import MatchKey, Position, SeededRoller, game_ids, match_from_ids
from nard_desktop.ui.dialogs.resume import ResumeDialog

PERSIAN = re.compile(r"[\u0600-\u06FF]")
RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})

BAD_MAT = (" 3 point match\n\n Game 1\n Alice : 0                          Bob : 0\n"
           "  1) 31: 8/5 6/5                     52: 13/8 13/11\n"
           "  2) 64: 24/14 zz\n")


def random_bytes() -> bytes:
    return bytes(random.Random(14).randrange(256) for _ in range(2000))


def tr(text: str) -> str:
    return QCoreApplication.translate("Files", text)


def expected_start(kind: str) -> str:
    """The first line of the message for each kind of bad file, in the language of the day."""
    if kind == "empty":
        return tr("The file is empty: there is no match in it.")
    if kind == "random":
        return tr("This is not a saved match or a .mat file (nor a text with GNU Backgammon IDs).")
    return fill(tr("The .mat file cannot be read: line %1 is not written as a .mat match file writes it."), loc(6))


BAD_FILES = {"empty": b"", "random": random_bytes(), "badline": BAD_MAT.encode()}




# ------------------------------------------------------------------ the reasons
@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_each_bad_file_gets_its_precise_reason(kind):
    with pytest.raises(RecordError) as bad:
        load_match_data(BAD_FILES[kind])
    text = record_error_text(bad.value)
    assert text.startswith(expected_start(kind))
    assert {"empty": "record_empty", "random": "record_foreign", "badline": "record_invalid"}[kind] == bad.value.code
    if kind == "badline":
        assert bad.value.details["line"] == 6 and "line 6" in bad.value.message


def test_blank_space_is_empty_too_and_text_without_a_match_is_foreign():
    with pytest.raises(RecordError) as blank:
        load_match_data(b"  \n\t\n")
    assert blank.value.code == "record_empty"
    with pytest.raises(RecordError) as prose:
        load_match_data("a shopping list: نان، پنیر".encode())
    assert prose.value.code == "record_foreign"


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_through_the_menu_in_persian_the_match_stays(make_window, tmp_path, warnings, monkeypatch, persian, kind):
    w, _ = make_window()
    c = w.controller
    c.new_match(MatchConfig(length=5, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=SeededRoller(2)))
    c.roll()
    before = game_ids(c.game)
    path = tmp_path / f"{kind}.nardmatch"
    path.write_bytes(BAD_FILES[kind])
    monkeypatch.setattr(file_dialog, "get_open_file_name", lambda *a, **k: (str(path), ""))
    w.files.act_open.trigger()
    (text,) = warnings
    (detail,) = warnings.details
    # The sentence in Persian, nothing English in it; the English detail (for a bug
    # report) behind the box's Details button.
    assert text == expected_start(kind) and PERSIAN.search(text)
    assert not re.search(r"[A-Za-z]", re.sub(r"GNU Backgammon|\bmat\b", "", text))  # names only
    assert re.search(r"[A-Za-z]{4}", detail)
    if kind == "badline":
        assert "۶" in text and "line 6" in detail
    assert game_ids(c.game) == before and path.read_bytes() == BAD_FILES[kind]


# ------------------------------------------------------------------ the command line


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_file_on_the_command_line_is_shown_then_the_autosave_offered(started, tmp_path, monkeypatch,
                                                                           capsys, kind):
    from nard_desktop.ui import app as ui_app

    match = match_from_ids(RACE.position_id(), MatchKey(length=7, score=(2, 3), dice_owner=1, turn=1).encode())
    Autosaver(tmp_path / "auto").save(record_from_match(match, {"players": [
        {"name": "", "kind": "human", "level": None}, {"name": "", "kind": "human", "level": None}]},
        include_seed=True))
    events = []
    from nard_desktop.ui import problem_box

    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: events.append(("error", text)))
    monkeypatch.setattr(problem_box, "run_box", lambda box: events.append(("error", box.text())))
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: events.append(("offer", self.informativeText())) or True)
    path = tmp_path / f"{kind}.mat"
    path.write_bytes(BAD_FILES[kind])
    assert ui_app.run(argparse.Namespace(smoke=False, file=str(path), save=None)) == 0
    (w,) = started()
    assert [e[0] for e in events] == ["error", "offer"]  # the error in the window first, then the offer
    # The program starts in Persian (the settings are the test's defaults): the reason is in Persian.
    assert str(path) in events[0][1] and expected_start(kind) in events[0][1] and PERSIAN.search(events[0][1])
    assert "Details" not in events[0][1]
    assert game_ids(w.controller.game) == game_ids(match.game)  # resumed
    assert expected_start(kind).split("\n")[0] in capsys.readouterr().err  # and on stderr, for a terminal
