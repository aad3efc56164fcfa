"""Game records as decision sequences, and ``nard-desktop --analyse``."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from nard_desktop.ai.analysis import AnalysisOptions, analyse
from nard_desktop.app.analysis import decisions_from_match, load_match
from nard_desktop.app.analysis_report import cli_language, run_analyse
from nard_desktop.app.matfile import export_mat
from nard_desktop.app.record import dumps, new_meta, record_from_match
from nard_desktop.cli import build_parser
from nard_desktop.cli import main as cli_main
from random_play import play_random
from sampling import sizes
from nard_desktop.engine import Match, RuleSet, SeededRoller

ROOT = Path(__file__).resolve().parents[2]

# The report needs a Qt application for its translations; when none exists it makes a
# QCoreApplication, which would leave the later widget tests without a QApplication.
pytestmark = pytest.mark.usefixtures("qapp")


def _match(length=3, seed=4, actions=None):
    rules = RuleSet.preset("money") if length == 0 else RuleSet.preset("international_match")
    match = Match(length, rules, roller=SeededRoller(seed))
    play_random(match, random.Random(seed), actions, cube=0.08, resign=0.0)
    return match


def _kinds(md):
    return [(d.game, d.kind, d.player, d.action, tuple(sorted(d.dice)) if d.dice else None,
             d.play.result if d.play else None) for d in md.decisions]


def test_every_move_and_cube_action_becomes_a_decision():
    match = _match(3, 4)
    md = decisions_from_match(match, new_meta([{"name": "Ali"}, {"name": "Sara"}]))
    assert md.players == ("Ali", "Sara") and md.length == 3
    assert len(md.games) == len(match.games)
    for g, gd in zip(match.games, md.games):
        moves = [e for e in g.history if e.kind == "move"]
        checker = [d for d in gd.decisions if d.kind == "checker"]
        assert [(d.player, d.dice, d.play.result) for d in checker] == [(e.player, e.dice, e.play.result)
                                                                        for e in moves]
        assert checker[0].opening and not any(d.opening for d in checker[1:])
        doubles = [e for e in g.history if e.kind == "double"]
        assert len([d for d in gd.decisions if d.kind == "cube" and d.action == "double"]) == len(doubles)
        answers = [e.kind for e in g.history if e.kind in ("take", "drop", "beaver")]
        assert [d.action for d in gd.decisions if d.kind == "take"] == answers
        # No cube decision before the game's first roll, none in the Crawford game.
        first = gd.decisions[0]
        assert first.kind == "checker"
        if g.crawford_game:
            assert not any(d.kind == "cube" for d in gd.decisions)
        if g.result is not None:
            assert sum(gd.points) == g.result.points


def test_a_saved_match_and_its_mat_export_give_the_same_decisions(tmp_path):
    match = _match(5, 8)
    meta = new_meta([{"name": "Ali"}, {"name": "Sara"}])
    ours = tmp_path / "m.json"
    ours.write_bytes(dumps(record_from_match(match, meta)))
    mat = tmp_path / "m.mat"
    mat.write_text(export_mat(match, meta), encoding="utf-8")
    a = decisions_from_match(*load_match(ours))
    b = decisions_from_match(*load_match(mat))
    assert _kinds(a) == _kinds(b) == _kinds(decisions_from_match(match, meta))
    assert a.players == b.players == ("Ali", "Sara")


def test_the_match_in_progress_can_be_analysed():
    match = _match(0, 3, actions=25)
    assert not match.game.is_over
    md = decisions_from_match(match)
    assert md.games[-1].finished is False and md.games[-1].points == (0, 0)
    result = analyse(md, AnalysisOptions(depth=0), jobs=1)
    assert len(result.decisions) == len(md.decisions)


# ----------------------------------------------------------------- CLI
@pytest.fixture()
def mat_file(tmp_path):
    path = tmp_path / "game.mat"
    path.write_text(export_mat(_match(1, 2), new_meta([{"name": "Ali"}, {"name": "Sara"}])), encoding="utf-8")
    return path


def test_json_report_shape(qapp, mat_file):
    out, err = io.StringIO(), io.StringIO()
    assert run_analyse(str(mat_file), 0, True, jobs=1, out=out, err=err) == 0
    data = json.loads(out.getvalue())
    assert [p["name"] for p in data["players"]] == ["Ali", "Sara"]
    for p in data["players"]:
        for key in ("checker_decisions", "checker_error_rate", "cube_error_rate", "error_rate", "pr", "rating",
                    "luck_rate", "luck_total", "luck_adjusted_result", "marks"):
            assert key in p
        assert set(p["marks"]) == {"doubtful", "bad", "very_bad"}
        assert p["checker_error_rate"] >= 0 and isinstance(p["luck_rate"], float)
    d = data["decisions"][0]
    assert {"game", "move", "player", "kind", "dice", "played", "best", "error", "mark", "luck"} <= set(d)
    assert d["kind"] == "checker" and d["game"] == 1 and len(d["dice"]) == 2
    assert all(x["kind"] in ("checker", "cube", "take") for x in data["decisions"])


def test_text_report_is_persian_by_default_and_english_by_choice(mat_file, tmp_path, monkeypatch):
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert cli_language(tmp_path / "none.ini") == "fa"
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert cli_language(tmp_path / "none.ini") == "en"
    ini = tmp_path / "settings.ini"
    ini.write_text("[display]\nlanguage=fa\n", encoding="utf-8")
    assert cli_language(ini) == "fa"


def _cli(*args, env_extra=None):
    env = dict(os.environ, PYTHONPATH=str(ROOT), OMP_NUM_THREADS="1", LANG="C.UTF-8")
    env.pop("LC_ALL", None)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "nard_desktop", *args], capture_output=True, text=True, env=env,
                          timeout=600, cwd=ROOT)


def test_cli_bad_files_exit_2_without_a_traceback(tmp_path, capsys):
    garbage = tmp_path / "garbage.mat"
    garbage.write_bytes(b"\x00\x01 not a match")
    done = _cli("--analyse", str(tmp_path / "missing.mat"), "--depth", "0")
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stderr.strip()
    assert done.stdout == ""
    # The same command line in this process (no second program start): an exception
    # would fail the test here.
    for target in (str(garbage), str(tmp_path)):
        assert cli_main(["--analyse", target, "--depth", "0"]) == 2
        out, err = capsys.readouterr()
        assert err.strip() and out == ""


def test_cli_prints_the_report_and_exits_0(mat_file, capsys):
    done = _cli("--analyse", str(mat_file), "--depth", "0", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert "Ali" in done.stdout and "Sara" in done.stdout
    assert any("\u06f0" <= ch <= "\u06f9" for ch in done.stdout)  # Persian digits by default
    assert cli_main(["--analyse", str(mat_file), "--depth", "0", "--jobs", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"][0]["name"] == "Ali"
    assert data["depth"] == 0 and data["confirm"] is None  # nothing is confirmed at depth 0


def test_cli_confirms_errors_a_roll_deeper_unless_told_not_to(mat_file, monkeypatch):
    import nard_desktop.app.analysis_report as report

    seen = []
    monkeypatch.setattr(report, "run_analyse", lambda *a, options=None, **k: seen.append(options) or 0)
    assert cli_main(["--analyse", str(mat_file), "--depth", "2"]) == 0
    assert cli_main(["--analyse", str(mat_file), "--depth", "2", "--no-confirm"]) == 0
    assert [(o.depth, o.confirm) for o in seen] == [(2, 0.04), (2, None)]


def test_a_match_set_up_from_gnubg_ids_starts_from_its_position():
    from nard_desktop.engine import match_from_ids

    match = match_from_ids("4HPwATDgc/ABMA", "cAkAAAAAAAAA", roller=SeededRoller(3))
    play_random(match, random.Random(3), 40)
    md = decisions_from_match(match)
    first_move = next(e for e in match.games[0].history if e.kind == "move")
    first = next(d for d in md.decisions if d.kind == "checker")
    assert first.position == first_move.position
    assert [d.play.result for d in md.decisions if d.kind == "checker"] == [
        e.play.result for g in match.games for e in g.history if e.kind == "move"]


def test_progress_goes_to_a_terminal_only(qapp, mat_file):
    from PySide6.QtCore import QCoreApplication

    from nard_desktop.app.i18n import localized

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    err = Terminal()
    assert run_analyse(str(mat_file), 0, True, jobs=1, out=io.StringIO(), err=err) == 0
    total = len(decisions_from_match(*load_match(mat_file)).decisions)
    line = localized(QCoreApplication.translate("AnalysisReport", "Analysing: %1 of %2 decisions"), total, total)
    assert err.getvalue().endswith(line + "\n")
    quiet = io.StringIO()
    assert run_analyse(str(mat_file), 0, True, jobs=1, out=io.StringIO(), err=quiet) == 0
    assert quiet.getvalue() == ""


def _without_words(report: dict) -> dict:
    for d in report["decisions"]:
        if "explanation" in d:
            d["explanation"]["text"] = None
    return report


@pytest.mark.parametrize("trials", sizes(6, 36))
def test_cli_rolls_out_the_top_candidates(mat_file, trials, capsys):
    args = ("--analyse", str(mat_file), "--depth", "0", "--jobs", "1", "--json", "--rollout", str(trials),
            "--rollout-top", "2", "--rollout-truncate", "2", "--rollout-seed", "7")
    done = _cli(*args)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["rollout"] == {"trials": trials, "top": 2, "truncate": 2, "plies": 0, "variance_reduction": False,
                               "seed": 7}
    rolled = [d for d in data["decisions"] if d.get("rollout_trials")]
    assert rolled and all(d["kind"] == "checker" and not d.get("forced") for d in rolled)
    assert all(d["rollout_trials"] == trials for d in rolled)
    # Reproducible from the seed (the same command line again, in this process).
    capsys.readouterr()
    assert cli_main(list(args)) == 0
    # The explanations' words are in each run's language (Persian in the child
    # process, this process's own here); everything else is the same.
    assert _without_words(json.loads(capsys.readouterr().out)) == _without_words(data)
    text = _cli("--analyse", str(mat_file), "--depth", "0", "--jobs", "1", "--rollout", str(trials),
                "--rollout-truncate", "2",
                env_extra={"LANG": "en_US.UTF-8"})
    assert text.returncode == 0 and f"rolled out, {trials} trials each, 2 plies deep" in text.stdout
    assert cli_main(["--analyse", str(mat_file), "--rollout", "0"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "rollout" in err
    assert "--rollout" in build_parser().format_help()
