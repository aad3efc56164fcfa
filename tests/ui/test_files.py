"""Files in the window: save and open our match files, .mat export and import,
GNU Backgammon IDs on the clipboard, the autosave and the offer to resume.
Every problem ends in a message; the match on the board and the files on
disk stay as they were."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from nard_desktop.ui import file_dialog
from nard_desktop.app.match_files import gnubg_ids, match_from_gnubg, match_from_xgid_text, xgid_of
from nard_desktop.app.autosave import CURRENT_NAME, Autosaver
from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.record import RecordError, dumps, loads
from nard_desktop.engine import (CubeState, GamePhase, InvalidIdError, MatchKey, Position, SeededRoller,
                                 game_ids, match_from_ids)
from nard_desktop.ui.dialogs.resume import ResumeDialog
from nard_desktop.ui.file_actions import load_match_data, parse_ids, record_error_text

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})
RECORD_CODES = ("record_too_large", "record_too_deep", "record_not_text", "record_truncated", "record_corrupt",
                "record_foreign", "record_newer", "record_invalid", "record_illegal", "record_mismatch",
                "record_seed_mismatch")


def act(c, rng: random.Random, cube: bool = False) -> None:
    """One action through the controller's intents, as people at the board
    would: roll (or double), take, or play a whole turn; the next game."""
    while c.busy:  # a forced pass is carried out by a timer
        QCoreApplication.processEvents()
    g = c.game
    if g.phase == GamePhase.OVER:
        c.next_game()
    elif g.phase == GamePhase.DOUBLE_OFFERED:
        c.take()
    elif g.phase in (GamePhase.OPENING, GamePhase.ROLL, GamePhase.BEAVERED):
        if cube and g.phase == GamePhase.ROLL and g.can_double() and rng.random() < 0.2:
            c.double()
        else:
            c.roll()
    elif g.phase == GamePhase.MOVE:
        play = rng.choice(g.turn.plays)
        for s, d in play.moves:
            assert c.step(s, d)
        if g.phase == GamePhase.MOVE:
            c.done()


def play_turns(c, actions: int, rng: random.Random, cube: bool = False) -> None:
    for _ in range(actions):
        if c.match.is_over:
            return
        act(c, rng, cube)


def state_of(c) -> dict:
    g = c.game
    m = c.match
    return {
        "ids": game_ids(g), "phase": g.phase, "on_roll": g.on_roll, "dice": g.dice, "cube": g.cube,
        "score": tuple(m.score), "crawford": g.crawford_game, "length": m.length, "games": len(m.games),
        "history": [(e.kind, e.player, e.dice) for gm in m.games for e in gm.history],
        "rules": m.rules, "players": c.players,
        "steps": tuple(g.turn.steps) if g.turn is not None else (),
    }


def humans(w, length=5, preset="international_match", seed=7, players=None):
    c = w.controller
    c.new_match(MatchConfig(length=length, preset=preset, players=players or (PlayerSpec(HUMAN), PlayerSpec(HUMAN)),
                            roller=SeededRoller(seed)))
    return c


# ------------------------------------------------------------------ pure parts
def test_ids_are_read_in_every_form_gnu_backgammon_writes():
    pid, mid = "4HPwATDgc/ABMA", "cAkAAAAAAAAA"
    assert parse_ids(f"{pid}:{mid}") == (pid, mid)
    assert parse_ids(f"  GNUbg ID: {pid}:{mid}\n") == (pid, mid)
    assert parse_ids(f"Position ID: {pid}\nMatch ID: {mid}\n") == (pid, mid)
    assert parse_ids(f"{pid}\n{mid}\n") == (pid, mid)
    assert parse_ids("nothing like an ID") is None
    assert parse_ids(f"{pid}:{mid}X") is None  # a longer token is not a Match ID


@pytest.mark.parametrize("code", RECORD_CODES)
def test_every_record_error_has_its_own_message_with_the_detail(code):
    text = record_error_text(RecordError("english detail", code=code))
    generic = record_error_text(RecordError("english detail", code="something_else"))
    # The English detail rides beside the sentence (for the Details button), not inside it.
    assert text != generic and text.detail == "english detail" and "english detail" not in text


def test_bad_ids_get_a_message_of_their_own():
    with pytest.raises(InvalidIdError) as bad:
        match_from_ids("not an id at all", "cAkAAAAAAAAA")
    assert "Position ID" in record_error_text(bad.value)


# ------------------------------------------------------------------ save and open
def test_a_saved_match_opens_exactly_where_it_was(make_window, tmp_path, helpers):
    w, _ = make_window()
    c = humans(w)
    rng = random.Random(1)
    play_turns(c, 30, rng, cube=True)
    # A turn half played: the steps made so far are kept.
    for _ in range(60):
        g = c.game
        if g.phase == GamePhase.MOVE and g.on_roll == 0 and g.turn.movable_points() and not g.turn.steps:
            break
        act(c, rng)
    src = c.game.turn.movable_points()[0]
    # Seat 1 becomes the computer (it is not its turn): the file keeps players, level and names.
    c.config = MatchConfig(length=5, preset="international_match", seat0_colour="dark",
                           players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert", "Bot")))
    c.step(src, min(c.game.turn.destinations(src)))
    before = state_of(c)
    path = tmp_path / "game.nardmatch"
    assert w.files.save_to(path) is None
    w2, _ = make_window()
    assert w2.files.open_path(path) is None
    after = state_of(w2.controller)
    assert after == before
    assert w2.controller.config.seat0_colour == "dark"
    assert w2.scene.consistency_problems() == []


def test_save_match_through_the_menu_adds_the_extension(window, tmp_path, monkeypatch):
    w, _ = window
    humans(w)
    target = tmp_path / "mine"
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: (str(target), ""))
    w.files.act_save.trigger()
    saved = tmp_path / "mine.nardmatch"
    match, meta = loads(saved.read_bytes())
    assert match.length == 5 and [p["kind"] for p in meta["players"]] == ["human", "human"]


def test_a_bad_file_leaves_the_match_and_says_why(window, tmp_path, warnings, monkeypatch):
    w, _ = window
    c = humans(w)
    play_turns(c, 6, random.Random(2))
    before = state_of(c)
    cases = {
        "empty.nardmatch": b"",
        "cut.nardmatch": dumps(w.files.record())[:-40],
        "binary.nardmatch": bytes(range(256)) * 4,
        "other.json": b'{"format": "something-else", "version": 1}',
        "newer.nardmatch": dumps(w.files.record()).replace(b'"version": 1,', b'"version": 99,'),
    }
    for name, data in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        error = w.files.open_path(path)
        assert error and error.strip(), name
        assert state_of(c) == before, name
        assert path.read_bytes() == data, name  # never touched
    assert w.files.open_path(tmp_path / "missing.nardmatch")
    # Through the menu: the message comes in a box, and the program goes on.
    monkeypatch.setattr(file_dialog, "get_open_file_name", lambda *a, **k: (str(tmp_path / "cut.nardmatch"), ""))
    w.files.act_open.trigger()
    assert len(warnings) == 1 and state_of(c) == before


def test_a_save_that_fails_leaves_the_old_file_whole(window, tmp_path, warnings, monkeypatch):
    w, _ = window
    humans(w)
    path = tmp_path / "kept.nardmatch"
    path.write_bytes(b"the old save")
    import nard_desktop.app.session as session_module

    def refuse(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(session_module, "save_atomic", refuse)
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: (str(path), ""))
    w.files.act_save.trigger()
    # The reason in the player's words; the system's own (English) behind Details.
    assert len(warnings) == 1 and "the disk is full" in warnings[0] and "No space left" not in warnings[0]
    assert "No space left on device (ENOSPC)" in warnings.details[0]
    assert path.read_bytes() == b"the old save"
    assert w.files.save_to(tmp_path / "no-such-folder" / "x.nardmatch")  # an error message, no exception


def test_export_and_import_mat_keep_the_match(make_window, tmp_path, monkeypatch):
    w, _ = make_window()
    c = humans(w)
    rng = random.Random(3)
    play_turns(c, 40, rng, cube=True)
    while c.game.phase not in (GamePhase.ROLL, GamePhase.OVER):
        act(c, rng)
    before = state_of(c)
    path = tmp_path / "m"
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: (str(path), ""))
    w.files.act_export_mat.trigger()
    text = (tmp_path / "m.mat").read_text(encoding="utf-8")
    assert " 5 point match" in text and "Game 1" in text
    w2, _ = make_window()
    monkeypatch.setattr(file_dialog, "get_open_file_name", lambda *a, **k: (str(tmp_path / "m.mat"), ""))
    w2.files.act_import_mat.trigger()
    after = state_of(w2.controller)
    for key in ("ids", "phase", "cube", "score", "length", "games"):
        assert after[key] == before[key], key


def test_the_command_line_file_is_read_by_its_content(window, tmp_path, helpers, monkeypatch):
    from nard_desktop.ui.app import _load_file
    from nard_desktop.ui.dialogs.replace_match import ReplaceMatchDialog

    # Each file replaces a match in progress: the question is answered "don't save".
    monkeypatch.setattr(ReplaceMatchDialog, "ask", lambda self: ReplaceMatchDialog.DISCARD)
    w, _ = window
    c = humans(w)
    play_turns(c, 8, random.Random(5))
    ours = tmp_path / "no-extension"
    ours.write_bytes(dumps(w.files.record()))
    mat = tmp_path / "match.txt"
    from nard_desktop.app.matfile import export_mat

    mat.write_text(export_mat(c.match), encoding="utf-8")
    key = MatchKey(length=7, score=(2, 3), turn=0, dice_owner=0, dice=(6, 5))
    ids = tmp_path / "ids.nardmatch"
    ids.write_text(f"{RACE.position_id()}:{key.encode()}\n", encoding="utf-8")
    for path, kind in ((ours, "record"), (mat, "mat"), (ids, "ids")):
        assert load_match_data(path.read_bytes())[2] == kind
        assert _load_file(w, str(path)) is None, path
    assert c.match.length == 7 and c.game.dice == (6, 5)


# ------------------------------------------------------------------ IDs
def test_copy_ids_puts_the_gnubg_id_on_the_clipboard(window):
    w, _ = window
    c = humans(w, length=0, preset="money")
    c.load_state(RACE, 1, dice=(4, 2), cube=CubeState(2, 0))
    w.files.act_copy_ids.trigger()
    pid, mid = game_ids(c.game)
    # You (seat 0) are GNU Backgammon's player 1: on roll here is its player 0, who owns the cube.
    key = MatchKey.decode(mid)
    gnubg = MatchKey(cube_value=2, cube_owner=1, dice_owner=0, turn=0, dice=(4, 2), length=0,
                     score=key.score[::-1], game_state=key.game_state).encode()
    first, second = QGuiApplication.clipboard().text().split("\n")
    assert first == f"{pid}:{gnubg}"
    assert key.dice_owner == 1 and key.cube_owner == 0
    # eXtreme Gammon's XGID on the second line, you as its bottom player: it reads back to this game.
    assert second == xgid_of(c.game, 0) and second.startswith("XGID=")
    assert gnubg_ids(match_from_xgid_text(second, 0).game, 0) == (pid, gnubg)


def test_paste_an_xgid_sets_up_the_same_game(window, monkeypatch):
    w, _ = window
    c = humans(w)
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1), cube_value=2, cube_owner=0)
    xgid = xgid_of(match_from_gnubg(RACE.position_id(), key.encode(), 0).game, 0)
    QGuiApplication.clipboard().setText(f"copied from XG: {xgid}")
    from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog

    seen = {}

    def run(dlg):
        seen["fields"] = (dlg.position_edit.text(), dlg.match_edit.text())
        dlg.accept()
        return dlg.result()

    monkeypatch.setattr(PasteIdsDialog, "exec", run)
    w.files.act_paste_ids.trigger()
    assert seen["fields"] == (xgid, "")
    g = c.game
    assert g.phase == GamePhase.MOVE and g.on_roll == 0 and g.dice == (3, 1)
    assert g.cube == CubeState(2, 1) and tuple(c.match.score) == (5, 4) and c.match.length == 7
    assert w.files.current_ids() == (RACE.position_id(), key.encode())


def test_paste_ids_sets_up_the_position_and_play_goes_on(window, monkeypatch):
    w, _ = window
    c = humans(w)
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1), cube_value=2, cube_owner=0)
    QGuiApplication.clipboard().setText(f"GNUbg ID: {RACE.position_id()}:{key.encode()}")
    from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog

    seen = {}

    def run(dlg):
        seen["fields"] = (dlg.position_edit.text(), dlg.match_edit.text())
        dlg.match_edit.setText("AAAA")  # not a Match ID: the dialog stays open and says why
        dlg.accept()
        seen["error"] = dlg.error_label.text() if dlg.error_label.isVisibleTo(dlg) else ""
        dlg.match_edit.setText(key.encode())
        dlg.accept()
        return dlg.result()

    monkeypatch.setattr(PasteIdsDialog, "exec", run)
    w.files.act_paste_ids.trigger()
    assert seen["fields"] == (RACE.position_id(), key.encode())
    assert seen["error"]
    g = c.game
    # GNU Backgammon's player 1 (its user) is you, at seat 0: on roll, owning no cube, with 5 points.
    assert g.phase == GamePhase.MOVE and g.on_roll == 0 and g.dice == (3, 1)
    assert g.cube == CubeState(2, 1) and tuple(c.match.score) == (5, 4) and c.match.length == 7
    assert w.files.current_ids() == (RACE.position_id(), key.encode())
    assert w.scene.consistency_problems() == []


def test_ids_of_a_finished_game_are_refused_with_a_message(window):
    w, _ = window
    c = humans(w)
    before = state_of(c)
    finished = MatchKey(length=5, game_state=2).encode()
    error = w.files.set_up_from_ids(RACE.position_id(), finished)
    assert error and state_of(c) == before


# ------------------------------------------------------------------ autosave
def test_every_settled_moment_is_saved_and_resumed_exactly(make_window, tmp_path, monkeypatch):
    w, _ = make_window()
    saver = w.files.start_autosave(tmp_path / "auto")
    c = humans(w, length=7)
    rng = random.Random(11)
    play_turns(c, 40, rng, cube=True)
    while c.game.phase != GamePhase.ROLL:
        act(c, rng)
    c.roll()
    assert c.game.phase == GamePhase.MOVE
    before = state_of(c)
    assert (tmp_path / "auto" / CURRENT_NAME).is_file()
    found = saver.load_latest()
    assert found is not None
    w2, _ = make_window()
    w2.files.start_autosave(tmp_path / "auto")
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: True)
    assert w2.files.offer_resume()
    assert state_of(w2.controller) == before  # a fresh roll was saved with its dice
    assert w2.scene.consistency_problems() == []


def test_resume_brings_back_the_opponent_level_rules_and_clock(make_window, tmp_path, monkeypatch):
    from nard_desktop.engine import RuleSet

    w, _ = make_window()
    w.files.start_autosave(tmp_path)
    rules = RuleSet.preset("international_match").replace(clock=True, beavers=True)
    c = w.controller
    c.new_match(MatchConfig(length=3, rules=rules, players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert")),
                            roller=SeededRoller(1)))
    c.config = MatchConfig(length=3, rules=rules, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)),
                           roller=c.config.roller)
    play_turns(c, 8, random.Random(2))
    c.config = MatchConfig(length=3, rules=rules, players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert")))
    c.match.clock.reserves = [33.5, 101.0]
    w.files.autosave_now()
    w2, _ = make_window()
    w2.files.start_autosave(tmp_path)
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: True)
    assert w2.files.offer_resume()
    c2 = w2.controller
    assert c2.players == (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert"))
    assert c2.match.rules == rules and c2.config.rule_set() == rules
    assert list(c2.match.clock.reserves) == [33.5, 101.0]
    assert "expert" in w2.files.describe(c2.match, {"players": [{"kind": "human"},
                                                                 {"kind": "computer", "level": "expert"}]})


def test_declining_the_offer_keeps_the_board_and_a_finished_match_clears_the_save(make_window, tmp_path,
                                                                                  monkeypatch):
    w, _ = make_window()
    w.files.start_autosave(tmp_path)
    c = humans(w, length=1)
    play_turns(c, 8, random.Random(3))
    assert (tmp_path / CURRENT_NAME).is_file()
    w2, _ = make_window()
    w2.files.start_autosave(tmp_path)
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: False)
    assert not w2.files.offer_resume() and w2.controller.match is None
    rng = random.Random(4)
    while not c.match.is_over:
        act(c, rng)
    assert not (tmp_path / CURRENT_NAME).exists()
    assert Autosaver(tmp_path).load_latest() is None


def test_the_offer_dialog_has_resume_and_new_match(qtbot):
    dlg = ResumeDialog("Against the computer.")
    qtbot.addWidget(dlg)
    assert dlg.resume_button.text() and dlg.new_button.text()
    assert dlg.defaultButton() is dlg.resume_button


def test_an_autosave_that_fails_is_a_status_message_not_a_crash(window, tmp_path):
    w, _ = window
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    w.files.start_autosave(blocker / "autosave")
    c = humans(w)
    play_turns(c, 6, random.Random(6))
    assert not w.files.autosave_now()
    assert w.statusBar().currentMessage()


def test_closing_the_window_saves_a_turn_in_progress(make_window, tmp_path):
    w, _ = make_window()
    w.files.start_autosave(tmp_path)
    c = humans(w)
    rng = random.Random(8)
    play_turns(c, 6, rng)
    while not (c.game.phase == GamePhase.MOVE and c.game.turn.movable_points()):
        act(c, rng)
    src = c.game.turn.movable_points()[-1]
    dst = min(c.game.turn.destinations(src))
    c.step(src, dst)
    before = state_of(c)
    w.close()
    match, meta = loads((tmp_path / CURRENT_NAME).read_bytes())
    assert match.game.turn is not None and match.game.turn.steps == before["steps"] != ()
    assert game_ids(match.game) == before["ids"]


def test_a_position_set_up_from_ids_is_saved_and_resumed(make_window, tmp_path, monkeypatch, warnings):
    w, _ = make_window()
    w.files.start_autosave(tmp_path / "auto")
    c = humans(w)
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=0, doubled=True, cube_value=2, cube_owner=0)
    assert w.files.set_up_from_ids(RACE.position_id(), key.encode()) is None
    assert c.game.phase == GamePhase.DOUBLE_OFFERED
    c.config = MatchConfig(length=7, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)))
    c.take()
    play_turns(c, 6, random.Random(9))
    before = state_of(c)
    assert w.files.save_to(tmp_path / "setup.nardmatch") is None
    w2, _ = make_window()
    assert w2.files.open_path(tmp_path / "setup.nardmatch") is None
    assert state_of(w2.controller) == before
    w3, _ = make_window()
    w3.files.start_autosave(tmp_path / "auto")
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: True)
    assert w3.files.offer_resume() and state_of(w3.controller)["ids"] == before["ids"]
    # .mat always starts from the opening position: refused, with a message.
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: (str(tmp_path / "x.mat"), ""))
    w.files.act_export_mat.trigger()
    assert len(warnings) == 1 and not (tmp_path / "x.mat").exists()




def test_the_program_offers_the_unfinished_match_at_start(started, monkeypatch, tmp_path):
    import argparse

    from nard_desktop.ui import app as ui_app
    from nard_desktop.ui.file_actions import FileActions

    monkeypatch.setattr(FileActions, "default_autosave_dir", staticmethod(lambda: tmp_path))
    asked = []
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: asked.append(self.informativeText()) or True)
    match = match_from_ids(RACE.position_id(), MatchKey(length=7, score=(2, 3), dice_owner=1, turn=1).encode())
    from nard_desktop.app.record import record_from_match as rfm

    Autosaver(tmp_path).save(rfm(match, {"players": [{"name": "", "kind": "human", "level": None},
                                                      {"name": "", "kind": "computer", "level": "expert"}]},
                                 include_seed=True))
    assert ui_app.run(argparse.Namespace(smoke=False, file=None, save=None)) == 0
    (w,) = started()
    c = w.controller
    assert len(asked) == 1 and tuple(c.match.score) == (2, 3) and c.match.length == 7
    assert c.players[1] == PlayerSpec(COMPUTER, "expert")
    assert game_ids(c.game) == game_ids(match.game)


def test_a_file_on_the_command_line_is_opened_without_an_offer(started, monkeypatch, tmp_path):
    import argparse

    from nard_desktop.ui import app as ui_app
    from nard_desktop.ui.file_actions import FileActions

    monkeypatch.setattr(FileActions, "default_autosave_dir", staticmethod(lambda: tmp_path / "auto"))
    monkeypatch.setattr(ResumeDialog, "ask", lambda self: pytest.fail("no offer when a file is given"))
    key = MatchKey(length=9, score=(1, 4), dice_owner=0, turn=0, dice=(5, 3))
    path = tmp_path / "position.txt"
    path.write_text(f"Position ID: {RACE.position_id()}\nMatch ID: {key.encode()}\n", encoding="utf-8")
    assert ui_app.run(argparse.Namespace(smoke=False, file=str(path), save=None)) == 0
    (w,) = started()
    assert w.controller.match.length == 9 and w.controller.game.dice == (5, 3)


def test_a_gnubg_id_typed_into_the_first_field_fills_both(qtbot):
    from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog

    dlg = PasteIdsDialog(lambda p, m: None)
    qtbot.addWidget(dlg)
    qtbot.keyClicks(dlg.position_edit, "4HPwATDgc/ABMA:cAkAAAAAAAAA")
    assert (dlg.position_edit.text(), dlg.match_edit.text()) == ("4HPwATDgc/ABMA", "cAkAAAAAAAAA")


def test_the_paste_dialog_says_which_side_is_yours_and_an_empty_match_id_is_money(window, monkeypatch):
    from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog

    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(length=5, players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner")),
                            roller=SeededRoller(3)))
    QGuiApplication.clipboard().setText("")
    seen = {}

    def run(dlg):
        seen["sides"] = dlg.sides_label.text()
        seen["empty"] = dlg.empty_match_label.text()
        dlg.position_edit.setText(RACE.position_id())
        dlg.accept()
        return dlg.result()

    monkeypatch.setattr(PasteIdsDialog, "exec", run)
    w.files.act_paste_ids.trigger()
    assert c.seat_name(0) in seen["sides"] and c.seat_name(1) in seen["sides"]
    assert seen["sides"].index(c.seat_name(0)) < seen["sides"].index(c.seat_name(1))
    assert c.seat_name(0) in seen["empty"]
    g = c.game
    assert c.match.length == 0 and g.cube == CubeState(1, None) and g.phase == GamePhase.ROLL
    assert g.on_roll == 0 and c.players[0].kind == HUMAN  # you, not the computer, have the position
    assert g.board_for(0).position_id() == RACE.position_id()


def test_copy_ids_of_a_finished_game(window):
    """The game just over (your double dropped): Copy IDs still puts both IDs on the
    clipboard, the XGID with the score the game ended with, and nothing fails."""
    w, _ = window
    c = humans(w, length=5)
    errors = []
    c.error.connect(errors.append)
    c.load_state(RACE, 0, dice=None)
    assert c.double() and c.drop()
    assert c.snapshot.phase == GamePhase.OVER
    w.files.act_copy_ids.trigger()
    first, second = QGuiApplication.clipboard().text().split("\n")
    assert first == ":".join(gnubg_ids(c.game, 0))
    assert second == xgid_of(c.game, 0) and second.startswith("XGID=")
    fields = second.split(":")
    # You (seat 0, at the bottom) doubled and the double was dropped: 1 to 0 in a 5-point match.
    assert (fields[5], fields[6]) == ("1", "0") and fields[8] == "5"
    assert not errors and "XGID=" in w.statusBar().currentMessage()
