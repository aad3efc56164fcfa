"""Never lose the match in progress: every path that replaces it (open, a file on the
command line, paste IDs, new match, a resumed autosave, a match from File ▸ Recent
unfinished matches) asks first (save, don't save, cancel) and, whatever the answer, keeps
the replaced match readable in the autosave's history; switching the language or the rules
replaces nothing.  Driven through the real menus, with real files on disk."""

from __future__ import annotations

import argparse
import random
import types

import pytest
from PySide6.QtWidgets import QApplication

from nard_desktop.ui import file_dialog
from nard_desktop.app.autosave import CURRENT_NAME, HISTORY_KEEP, Autosaver
from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.record import record_from_match
from nard_desktop.engine import GamePhase, MatchKey, Position, SeededRoller, game_ids, match_from_ids
from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog
from nard_desktop.ui.dialogs.new_game import NewGameDialog
from nard_desktop.ui.dialogs.replace_match import ReplaceMatchDialog
from nard_desktop.ui.dialogs.resume import ResumeDialog

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})


def play(c, actions: int, rng: random.Random) -> None:
    """Whole turns through the controller's intents (every roll taken, every double taken)."""
    for _ in range(actions):
        while c.busy:
            QApplication.processEvents()
        g = c.game
        if c.match.is_over:
            return
        if g.phase == GamePhase.OVER:
            c.next_game()
        elif g.phase == GamePhase.DOUBLE_OFFERED:
            c.take()
        elif g.phase in (GamePhase.OPENING, GamePhase.ROLL, GamePhase.BEAVERED):
            c.roll()
        elif g.phase == GamePhase.MOVE:
            for s, d in rng.choice(g.turn.plays).moves:
                assert c.step(s, d)
            if g.phase == GamePhase.MOVE:
                c.done()


def state(match) -> tuple:
    """What must survive: the IDs, the score, every event of every game."""
    return (game_ids(match.game), tuple(match.score), match.length,
            [(e.kind, e.player, e.dice) for gm in match.games for e in gm.history])


def humans(w, seed: int = 7, length: int = 5):
    c = w.controller
    c.new_match(MatchConfig(length=length, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)),
                            roller=SeededRoller(seed)))
    return c


@pytest.fixture
def answers(monkeypatch):
    """The question before a match is replaced, answered by clicking one of the real
    dialog's buttons; ``plan`` holds the answers to give, ``asked`` the questions put."""
    ns = types.SimpleNamespace(plan=[], asked=[])

    def exec_(dlg):
        ns.asked.append(dlg.text())
        assert ns.plan, "an unexpected question: " + dlg.text()
        button = {"save": dlg.save_button, "discard": dlg.discard_button, "cancel": dlg.cancel_button}[ns.plan.pop(0)]
        button.click()
        return 0

    monkeypatch.setattr(ReplaceMatchDialog, "exec", exec_)
    return ns


def in_progress(make_window, tmp_path, seed=7, turns=10):
    w, _ = make_window()
    w.files.start_autosave(tmp_path / "auto")
    c = humans(w, seed)
    play(c, turns, random.Random(seed))
    assert w.session.in_progress()
    return w, c


def history(tmp_path):
    return Autosaver(tmp_path / "auto").history()


def recent_actions(w):
    w.files.recent_menu.aboutToShow.emit()
    return [a for a in w.files.recent_menu.actions() if a.isEnabled() and a.data()]


# ------------------------------------------------------------------ open (menu)
def test_opening_a_file_asks_and_every_answer_keeps_the_match(make_window, tmp_path, answers, monkeypatch):
    w, c = in_progress(make_window, tmp_path)
    other = tmp_path / "other.nardmatch"
    w2, _ = make_window()
    play(humans(w2, seed=99), 6, random.Random(99))
    assert w2.files.save_to(other) is None
    theirs = state(w2.controller.match)
    monkeypatch.setattr(file_dialog, "get_open_file_name", lambda *a, **k: (str(other), ""))
    mine = state(c.match)

    answers.plan.append("cancel")
    w.files.act_open.trigger()
    assert len(answers.asked) == 1 and state(c.match) == mine and history(tmp_path) == []

    answers.plan.append("discard")
    w.files.act_open.trigger()
    assert state(c.match) == theirs
    (kept,) = history(tmp_path)
    assert state(kept.match) == mine  # the replaced match is readable from disk

    # File ▸ Recent unfinished matches brings it back, and keeps the one it replaces
    # (without a question: the opened match, not played in, is still in its file).
    (action,) = recent_actions(w)
    action.trigger()
    assert state(c.match) == mine
    assert [state(r.match) for r in history(tmp_path)] == [theirs]
    assert state(Autosaver(tmp_path / "auto").load_latest().match) == mine  # the autosave is it again
    assert len(answers.asked) == 2


def test_save_first_saves_the_match_then_replaces_it(make_window, tmp_path, answers, monkeypatch):
    w, c = in_progress(make_window, tmp_path)
    mine = state(c.match)
    saved = tmp_path / "mine.nardmatch"
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: (str(saved), ""))
    answers.plan.append("save")
    accept_new_match(monkeypatch, MatchConfig(length=3, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    w.act_new.trigger()
    assert c.match.length == 3 and not c.match.game.history
    from nard_desktop.app.record import loads

    assert state(loads(saved.read_bytes())[0]) == mine
    assert [state(r.match) for r in history(tmp_path)] == [mine]


def test_save_first_that_is_cancelled_keeps_the_match_on_the_board(make_window, tmp_path, answers, monkeypatch):
    w, c = in_progress(make_window, tmp_path)
    mine = state(c.match)
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: ("", ""))
    answers.plan.append("save")
    accept_new_match(monkeypatch, MatchConfig(length=3))
    w.act_new.trigger()
    assert state(c.match) == mine and history(tmp_path) == []


# ------------------------------------------------------------------ new match (menu)
def accept_new_match(monkeypatch, config: MatchConfig) -> None:
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    monkeypatch.setattr(NewGameDialog, "config", lambda self: config)


def test_a_new_match_asks_and_keeps_the_old_one(make_window, tmp_path, answers, monkeypatch):
    w, c = in_progress(make_window, tmp_path)
    mine = state(c.match)
    accept_new_match(monkeypatch, MatchConfig(length=7, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    answers.plan.append("cancel")
    w.act_new.trigger()
    assert state(c.match) == mine
    answers.plan.append("discard")
    w.act_new.trigger()
    assert c.match.length == 7
    assert [state(r.match) for r in history(tmp_path)] == [mine]
    # The old match is in the history only: nothing else would resume it, and the new
    # match, with nothing played yet, has nothing to save.
    saver = Autosaver(tmp_path / "auto")
    assert saver.candidates() == [] and saver.load_latest(unfinished_only=False) is None
    # Once a turn of the new match is played, it is the autosave.
    play(c, 2, random.Random(1))
    latest = saver.load_latest()
    assert latest is not None and latest.path.name == CURRENT_NAME and state(latest.match) == state(c.match)
    assert [state(r.match) for r in history(tmp_path)] == [mine]


def test_a_match_with_nothing_played_is_replaced_without_a_question(make_window, tmp_path, answers,
                                                                     monkeypatch):
    w, _ = make_window()
    w.files.start_autosave(tmp_path / "auto")
    c = humans(w)
    accept_new_match(monkeypatch, MatchConfig(length=3))
    w.act_new.trigger()
    assert answers.asked == [] and c.match.length == 3 and history(tmp_path) == []


def test_the_end_of_game_dialog_new_match_asks_while_the_match_goes_on(make_window, tmp_path, answers,
                                                                       monkeypatch):
    w, c = in_progress(make_window, tmp_path)
    rng = random.Random(3)
    while c.game.phase != GamePhase.OVER:
        play(c, 1, rng)
    assert not c.match.is_over  # game 1 of a 5-point match
    mine = state(c.match)
    accept_new_match(monkeypatch, MatchConfig(length=1))
    answers.plan.append("discard")
    w.new_match_dialog()  # what the end-of-game dialog's "New match" calls
    assert c.match.length == 1 and [state(r.match) for r in history(tmp_path)] == [mine]


# ------------------------------------------------------------------ paste IDs (Edit menu)
def test_pasting_ids_asks_and_keeps_the_match(make_window, tmp_path, answers, monkeypatch):
    w, c = in_progress(make_window, tmp_path)
    mine = state(c.match)
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1))

    def run(dlg):
        dlg.position_edit.setText(RACE.position_id())
        dlg.match_edit.setText(key.encode())
        dlg.accept()
        return dlg.result()

    monkeypatch.setattr(PasteIdsDialog, "exec", run)
    answers.plan.append("cancel")
    w.files.act_paste_ids.trigger()
    assert state(c.match) == mine
    answers.plan.append("discard")
    w.files.act_paste_ids.trigger()
    assert c.match.length == 7 and c.game.dice == (3, 1)
    assert [state(r.match) for r in history(tmp_path)] == [mine]


# ------------------------------------------------------------------ start-up


def left_unfinished(tmp_path):
    """The autosave an earlier run left: a 7-point match at 2–3."""
    match = match_from_ids(RACE.position_id(), MatchKey(length=7, score=(2, 3), dice_owner=1, turn=1).encode())
    Autosaver(tmp_path / "auto").save(record_from_match(match, {"players": [
        {"name": "", "kind": "human", "level": None}, {"name": "", "kind": "computer", "level": "expert"}]},
        include_seed=True))
    return state(match)


def run_program(file=None) -> int:
    from nard_desktop.ui import app as ui_app

    return ui_app.run(argparse.Namespace(smoke=False, file=None if file is None else str(file), save=None))


def test_a_file_on_the_command_line_keeps_the_earlier_runs_match(started, tmp_path, monkeypatch):
    earlier = left_unfinished(tmp_path)
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: pytest.fail("no offer when a file opens"))
    path = tmp_path / "position.txt"
    path.write_text(f"{RACE.position_id()}:{MatchKey(length=9, dice=(5, 3)).encode()}\n", encoding="utf-8")
    assert run_program(path) == 0
    (w,) = started()
    assert w.controller.match.length == 9
    assert [state(r.match) for r in history(tmp_path)] == [earlier]
    (action,) = recent_actions(w)
    assert action.text()


def test_declining_the_offer_to_resume_keeps_that_match_recoverable(started, tmp_path, monkeypatch):
    earlier = left_unfinished(tmp_path)
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: False)
    assert run_program() == 0
    (w,) = started()
    assert w.controller.match.length == 5 and not w.controller.match.game.history  # a new match
    assert [state(r.match) for r in history(tmp_path)] == [earlier]
    # Played on, the new match's autosave does not touch it.
    w.controller.config = MatchConfig(length=5, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)))
    play(w.controller, 4, random.Random(1))
    assert [state(r.match) for r in history(tmp_path)] == [earlier]


def test_a_resumed_autosave_is_the_autosave_again_and_not_doubled(started, tmp_path, monkeypatch):
    earlier = left_unfinished(tmp_path)
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: True)
    assert run_program() == 0
    (w,) = started()
    assert state(w.controller.match) == earlier
    assert history(tmp_path) == [] and state(Autosaver(tmp_path / "auto").load_latest().match) == earlier
    assert w.controller.players[1] == PlayerSpec(COMPUTER, "expert")


# ------------------------------------------------------------------ language and rules
def test_switching_the_language_or_the_rules_replaces_nothing(qtbot, tmp_path, answers, qapp, helpers):
    from PySide6.QtCore import QLocale

    from nard_desktop.app import i18n
    from nard_desktop.app.controller import GameController
    from nard_desktop.app.settings import Settings
    from nard_desktop.ui.main_window import MainWindow

    locale, direction = QLocale(), qapp.layoutDirection()
    settings = Settings.open(tmp_path / "s.ini")
    opts = helpers.instant_options()
    w = MainWindow(GameController(opts), opts, settings=settings)
    qtbot.addWidget(w)
    w.show()
    try:
        w.files.start_autosave(tmp_path / "auto")
        c = humans(w)
        play(c, 10, random.Random(5))
        mine = state(c.match)
        for language in ("en", "fa", "en"):
            w.act_settings.trigger()
            dlg = w.prefs.dialog
            combo = dlg.setting_widget("display/language")
            combo.setCurrentIndex(combo.findData(language))
            dlg.accept()
            assert state(c.match) == mine
        w.act_settings.trigger()
        w.prefs.dialog.choose_preset("iranian_cafe")
        w.prefs.dialog.accept()
        assert state(c.match) == mine and answers.asked == [] and history(tmp_path) == []
        w.files.autosave_now()
        assert state(Autosaver(tmp_path / "auto").load_latest().match) == mine
    finally:
        w.controller.shutdown()
        w.close()
        i18n.uninstall_translations(qapp)
        QLocale.setDefault(locale)
        qapp.setLayoutDirection(direction)


# ------------------------------------------------------------------ the history itself
def test_the_history_keeps_every_unfinished_match(make_window, tmp_path, answers, monkeypatch):
    w, c = in_progress(make_window, tmp_path, turns=4)
    states = []
    accept_new_match(monkeypatch, MatchConfig(length=5, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)),
                                              roller=SeededRoller(1)))
    for i in range(7):
        states.append(state(c.match))
        answers.plan.append("discard")
        w.act_new.trigger()
        play(c, 4 + i, random.Random(i))
    kept = [state(r.match) for r in history(tmp_path)]
    assert HISTORY_KEEP is None
    assert kept == states[::-1]
    assert len(recent_actions(w)) == 7


def test_the_question_says_the_match_stays_recoverable(qtbot):
    dlg = ReplaceMatchDialog()
    qtbot.addWidget(dlg)
    assert dlg.save_button.text() and dlg.discard_button.text() and dlg.cancel_button.text()
    assert dlg.defaultButton() is dlg.cancel_button and dlg.escapeButton() is dlg.cancel_button
    assert "Recent unfinished matches" in dlg.informativeText()


# ------------------------------------------------------------------ only when something would be lost
def test_no_question_right_after_save_but_again_once_play_goes_on(make_window, tmp_path, answers, monkeypatch):
    w, c = in_progress(make_window, tmp_path)
    assert w.files.save_to(tmp_path / "kept.nardmatch") is None
    accept_new_match(monkeypatch, MatchConfig(length=7, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    w.act_new.trigger()  # the saved match is in its file: nothing is lost
    assert answers.asked == [] and c.match.length == 7
    # A saved match played on has something the file lacks: then the question comes.
    assert w.files.open_path(str(tmp_path / "kept.nardmatch")) is None
    assert answers.asked == []
    play(c, 1, random.Random(4))
    answers.plan.append("cancel")
    w.act_new.trigger()
    assert len(answers.asked) == 1 and c.match.length != 7


def test_an_opened_file_or_pasted_position_nobody_played_in_is_replaced_without_a_question(
        make_window, tmp_path, answers, monkeypatch):
    w, c = in_progress(make_window, tmp_path)
    assert w.files.save_to(tmp_path / "kept.nardmatch") is None
    w2_key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1))
    answers.plan.append("discard")
    play(c, 1, random.Random(5))
    assert w.files.set_up_from_ids(RACE.position_id(), w2_key.encode()) is None  # asked: a turn was played
    assert len(answers.asked) == 1
    # The pasted position, nobody having played in it, then the file, opened and left as it is.
    assert w.files.open_path(str(tmp_path / "kept.nardmatch")) is None
    accept_new_match(monkeypatch, MatchConfig(length=3, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    w.act_new.trigger()
    assert len(answers.asked) == 1 and c.match.length == 3
