"""File ▸ Recent unfinished matches without reading every saved match again: a refill
(every language switch, every change of the history) reads only the files of the history
that changed since the last one, and choosing an entry reads its file afresh, so that what
is resumed is what the disk holds now.  A file that is gone or damaged is a message in
the player's language; the match on the board and the files on disk stay as they were.
Driven through the real menu, with real files on disk."""

from __future__ import annotations

import os
import random

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from nard_desktop.app import i18n
from nard_desktop.app.autosave import Autosaver
from nard_desktop.app.record import dumps, record_from_match
from nard_desktop.app.text import fill
from nard_desktop.engine import MatchKey, Position, match_from_ids

from .test_replace_match import humans, play, state

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})


def saved(length: int, score: tuple[int, int], computer: bool = False) -> tuple[bytes, tuple]:
    """A record of an unfinished match set up from IDs, and its state."""
    match = match_from_ids(RACE.position_id(), MatchKey(length=length, score=score, dice_owner=1, turn=1).encode())
    second = {"name": "", "kind": "computer", "level": "expert"} if computer else \
        {"name": "", "kind": "human", "level": None}
    rec = record_from_match(match, {"players": [{"name": "", "kind": "human", "level": None}, second]},
                            include_seed=True)
    return dumps(rec), state(match)


def window_with_history(make_window, tmp_path, records):
    w, _ = make_window()
    w.files.start_autosave(tmp_path / "auto")
    saver = w.session.autosaver
    paths = [saver.keep_unfinished(data) for data in records]
    w.files.fill_recent_menu()
    return w, saver, paths


def entries(w) -> list[tuple[str, str]]:
    w.files.recent_menu.aboutToShow.emit()
    return [(a.data(), a.text()) for a in w.files.recent_menu.actions() if a.isEnabled() and a.data()]


def action_for(w, path):
    (action,) = [a for a in w.files.recent_menu.actions() if a.data() == str(path)]
    return action


def expected(w, saver) -> list[tuple[str, str]]:
    """The menu as the full reading of the history gives it (every file read and replayed)."""
    out = []
    for found in saver.history():
        stamp = QDateTime.fromMSecsSinceEpoch(found.path.stat().st_mtime_ns // 1_000_000)
        when = QLocale().toString(stamp, QLocale.FormatType.ShortFormat)
        text = fill(QCoreApplication.translate("FileActions", "%1: %2"), when,
                    w.files.describe(found.match, found.meta))
        out.append((str(found.path), text))
    return out


class CountReads:
    """Counts the history's files read through the loader."""

    def __init__(self, monkeypatch) -> None:
        self.paths: list[str] = []
        real = Autosaver.read

        def read(path):
            self.paths.append(os.fspath(path))
            return real(path)

        monkeypatch.setattr(Autosaver, "read", staticmethod(read))


def test_the_menu_shows_what_the_full_reading_of_the_history_shows(make_window, tmp_path, app):
    records = [saved(7, (2, 3)), saved(5, (1, 0), computer=True), saved(0, (0, 0))]
    w, saver, paths = window_with_history(make_window, tmp_path, [r for r, _ in records])
    shown = entries(w)
    assert len(shown) == 3 and [p for p, _ in shown] == [str(p) for p in reversed(paths)]
    assert shown == expected(w, saver)
    i18n.switch_language(app, "fa")
    persian = entries(w)
    assert persian == expected(w, saver) and persian != shown


def test_an_unchanged_file_is_not_read_again_and_a_new_one_is_read_once(make_window, tmp_path, app,
                                                                       monkeypatch):
    w, saver, paths = window_with_history(make_window, tmp_path, [saved(7, (i, 0))[0] for i in range(3)])
    reads = CountReads(monkeypatch)
    before = entries(w)
    for _ in range(3):
        w.files.fill_recent_menu()
    i18n.switch_language(app, "fa")  # the window's retranslation refills the menu
    i18n.switch_language(app, "en")
    assert reads.paths == [] and [p for p, _ in entries(w)] == [p for p, _ in before]
    added = saver.keep_unfinished(saved(9, (4, 4))[0])
    assert len(entries(w)) == 4
    assert reads.paths == [str(added)]


def test_a_file_changed_on_disk_shows_and_resumes_its_new_content(make_window, tmp_path, monkeypatch):
    old, _ = saved(7, (2, 3))
    w, saver, (path,) = window_with_history(make_window, tmp_path, [old])
    ((_, text_before),) = entries(w)
    new, new_state = saved(11, (6, 1), computer=True)
    st = path.stat()
    path.write_bytes(new)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    reads = CountReads(monkeypatch)
    ((_, text_after),) = entries(w)
    assert reads.paths == [str(path)] and text_after != text_before
    assert "11" in text_after and "computer" in text_after
    # It changes once more after the refill, before it is chosen: the file's content then is played.
    newest, newest_state = saved(13, (5, 5))
    path.write_bytes(newest)
    action_for(w, path).trigger()
    c = w.controller
    assert state(c.match) == newest_state != new_state
    assert saver.listing() == [] and state(saver.load_latest().match) == newest_state


def test_a_file_gone_or_damaged_after_the_menu_was_filled_is_a_message_and_loses_nothing(
        make_window, tmp_path, app, warnings):
    kept_a, _ = saved(7, (2, 3))
    kept_b, _ = saved(5, (1, 1))
    w, saver, (gone, damaged) = window_with_history(make_window, tmp_path, [kept_a, kept_b])
    c = humans(w)
    play(c, 6, random.Random(4))
    mine = state(c.match)
    i18n.switch_language(app, "fa")
    assert len(entries(w)) == 2
    gone_action = action_for(w, gone)
    gone.unlink()
    gone_action.trigger()
    assert [p for p, _ in entries(w)] == [str(damaged)]
    damaged_action = action_for(w, damaged)
    damaged.write_bytes(b'{"format": "nard-match", "version": 1, "games": [')
    damaged_action.trigger()
    assert len(warnings) == 2
    read_error = QCoreApplication.translate("Files", "The file cannot be read: %1")
    assert read_error != "The file cannot be read: %1" and warnings[0].startswith(read_error.split("%1")[0])
    assert warnings[1] and not warnings[1].isascii()  # the reason in Persian too
    assert state(c.match) == mine  # the match on the board goes on
    assert damaged.read_bytes().startswith(b'{"format"')  # the damaged file is left on disk
    assert entries(w) == []  # neither is offered any more, as a full reading would not offer them
    assert [a.isEnabled() for a in w.files.recent_menu.actions()] == [False]


def test_a_corrupt_file_in_the_history_is_left_out_as_before(make_window, tmp_path):
    good, _ = saved(7, (2, 3))
    w, saver, (path,) = window_with_history(make_window, tmp_path, [good])
    bad = saver.history_directory / "00000000000000000001.nardmatch"
    bad.write_bytes(b"not a match")
    assert [p for p, _ in entries(w)] == [str(path)] == [str(r.path) for r in saver.history()]
    assert bad.exists()
    w.files.start_autosave(tmp_path / "auto")  # a new autosaver: nothing cached, the same menu
    assert [p for p, _ in entries(w)] == [str(path)]
