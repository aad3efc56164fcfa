"""Real match files that other programs wrote (tests/data/matches, see its
SOURCES.md): each is read, and goes through our .mat and .sgf exports and back
as the same match; GNU Backgammon reads our .sgf export as the same match."""

from __future__ import annotations

import gzip
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from nard_desktop.app.match_files import load_match_data
from nard_desktop.app.matfile import export_mat, import_mat
from nard_desktop.app.record import RecordError
from nard_desktop.app.sgffile import export_sgf, import_sgf
from nard_desktop.app.verify import verify_file

CORPUS = Path(__file__).resolve().parents[1] / "data" / "matches"
FILES = sorted(p for p in CORPUS.iterdir() if p.name != "SOURCES.md")
GNUBG = shutil.which("gnubg") or ("/usr/games/gnubg" if Path("/usr/games/gnubg").exists() else None)


def _data(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def _results(match):
    """What two readings of one match must share: each roll and the position
    its play leaves, each cube action, each game's result."""
    out = []
    for g in match.games:
        for e in g.history:
            if e.kind == "move":
                out.append((e.player, tuple(sorted(e.dice)), e.play.result))
            elif e.kind in ("double", "take", "drop", "beaver"):
                out.append((e.kind, e.player, e.value))
        out.append(None if g.result is None else (g.result.winner, g.result.points))
    return out


def test_the_corpus_is_every_file_its_sources_name():
    sources = (CORPUS / "SOURCES.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^\| (\S+) \|", sources, re.M)) - {"file", "---"}
    assert listed == {p.name for p in FILES}
    assert len(FILES) >= 21


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_each_real_file_is_read_and_round_trips_through_mat_and_sgf(path):
    match, meta, source = load_match_data(_data(path))
    assert source == ("sgf" if ".sgf" in path.name else "mat")
    assert match.games and any(g.history for g in match.games)
    names = [p["name"] for p in meta["players"]]
    assert all(names) and names[0] != names[1]
    mat_back, mat_meta = import_mat(export_mat(match, meta))
    assert _results(mat_back) == _results(match)
    assert [p["name"] for p in mat_meta["players"]] == names
    sgf_back, sgf_meta = import_sgf(export_sgf(match, meta))
    assert _results(sgf_back) == _results(match)
    assert [p["name"] for p in sgf_meta["players"]] == names
    assert sgf_back.rules == match.rules and sgf_back.length == match.length
    for key in ("Event", "Round"):
        if key in meta.get("header", {}):
            assert mat_meta["header"][key] == meta["header"][key] == sgf_meta["header"][key]


@pytest.mark.parametrize("mat,sgf", [("gnubg_charlot_7p.mat", "gnubg_charlot_7p_2305.sgf"),
                                     ("gnubg_test-match01.mat", "gnubg_test-match01.sgf.gz"),
                                     ("galaxy_1484923.txt", "gnubg_galaxy_1484923.sgf"),
                                     ("galaxy_1486073.txt", "gnubg_galaxy_1486073.sgf"),
                                     ("xg_hsbt_paris_2023.mat", "gnubg_hsbt_paris_2023.sgf"),
                                     ("xg_hsbt_paris_2023.mat", "xg_hsbt_paris_2023.txt"),
                                     ("fibs_gibbon_7p.mat", "gibbon_7p.sgf")])
def test_a_match_written_twice_reads_as_one(mat, sgf):
    a, _, _ = load_match_data(_data(CORPUS / mat))
    b, _, _ = load_match_data(_data(CORPUS / sgf))
    assert _results(a) == _results(b)


def test_the_header_lines_of_a_transcription_are_kept():
    _, meta, _ = load_match_data(_data(CORPUS / "xg_aachen_2024.txt"))
    assert meta["header"]["Event"] == "Aachen Backgammon Festival"
    assert meta["header"]["Round"] == "round 3" and meta["header"]["Transcriber"] == "Kévin UNGER"
    assert meta["header"]["EventDate"] == "2024.08.10"


# ------------------------------------------------------------------ dialects
_GAME = """ 3 point match

 Game 1
 Ali : 0                        Sara : 0
  1)                             31: 8/5 6/5
{rest}"""


def test_cannot_move_is_a_roll_with_no_play():
    # xg_aachen_2024.txt, line 24: "66: Cannot Move" for the second player on the bar
    match, _, _ = load_match_data(_data(CORPUS / "xg_aachen_2024.txt"))
    moves = [e for e in match.games[0].history if e.kind == "move"]
    dances = [e for e in moves if e.play.moves == ()]
    assert dances and sorted(dances[0].dice) == [6, 6]


def test_a_roll_then_a_resignation_ends_the_game():
    match, _ = import_mat((CORPUS / "gnubg_roll_then_resign_1p.mat").read_bytes())
    g = match.games[0]
    assert g.result is not None and (g.result.winner, g.result.points) == (0, 1)
    assert str(g.result.reason) == "resign"
    kinds = [str(e.kind) for e in g.history]
    last_move = max(i for i, k in enumerate(kinds) if k == "move")
    assert "roll" in kinds[last_move + 1:kinds.index("resign")]


def test_an_unknown_final_play_is_the_one_that_ends_the_game():
    match, _, _ = load_match_data(_data(CORPUS / "xg_hsbt_paris_2023.mat"))
    assert tuple(match.score) == (7, 4) and match.is_over


def test_a_raw_board_dump_keeps_the_games_before_it_with_a_warning():
    text = (CORPUS / "galaxy_1486073.txt").read_text()
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip() == "Game 2") + 3
    lines[at] = "  2) 42: Illegal play (25;0;1;0;0;0)"
    match, meta = import_mat("\n".join(lines))
    assert len([g for g in match.games if g.history]) == 1
    assert meta["warnings"] and meta["warnings"][0].startswith(f"line {at + 1}:")


def test_a_raw_board_dump_in_game_1_is_refused_naming_its_line():
    text = _GAME.format(rest="  2) 42: Illegal play (25;0;1;0)\n")
    with pytest.raises(RecordError) as info:
        import_mat(text)
    assert info.value.details["line"] == 6


def test_gibbons_resignation_nodes_end_the_game_as_its_result_says():
    # gibbon_7p.sgf, lines 97-98: ";B[resign:2]" then ";W[accept]", and RE[W+2Resign] on game 4
    match, meta, _ = load_match_data(_data(CORPUS / "gibbon_7p.sgf"))
    g = match.games[3]
    assert (g.result.winner, g.result.points, str(g.result.reason)) == (0, 2, "resign")
    assert tuple(match.score) == (8, 5)


_SGF_RESIGN = ("(;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0]PW[Ali]PB[Sara]{re}"
               ";W[31hefe];B[resign:1];W[{answer}]{more})")


def test_a_resignation_offer_and_its_answer_without_a_result():
    match, _ = import_sgf(_SGF_RESIGN.format(re="", answer="accept", more=""))
    g = match.games[0]
    assert (g.result.winner, g.result.points, str(g.result.reason)) == (0, 1, "resign")


def test_a_rejected_resignation_changes_nothing():
    match, _ = import_sgf(_SGF_RESIGN.format(re="", answer="reject", more=";B[42qusu]"))
    g = match.games[0]
    assert g.result is None and [str(e.kind) for e in g.history].count("move") == 2


@pytest.mark.parametrize("bad", ["(;FF[4]GM[1]SZ[19];B[aa])", "(;FF[4]GM[6]MI[length:3];W[31hkfk",
                                 "(;FF[4]GM[6];W[99zz])",
                                 "(;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0];W[31hkfk];B[31aa])"])
def test_a_broken_sgf_is_refused_with_a_record_error(bad):
    with pytest.raises(RecordError):
        import_sgf(bad)


def test_verify_says_what_it_checks_on_another_programs_file():
    for name in ("galaxy_1486073.txt", "gnubg_charlot_7p_2305.sgf"):
        ok, text = verify_file(CORPUS / name)
        assert not ok
        assert "fair-dice proof" in text and "not a valid" not in text


# ------------------------------------------------------------------ GNU Backgammon
@pytest.mark.skipif(GNUBG is None, reason="GNU Backgammon (gnubg) is not installed")
def test_gnubg_reads_our_sgf_export_as_the_same_match(tmp_path):
    match, meta, _ = load_match_data(_data(CORPUS / "gnubg_hsbt_paris_2023.sgf"))
    ours = tmp_path / "ours.sgf"
    ours.write_text(export_sgf(match, meta), encoding="utf-8")
    script = tmp_path / "commands.txt"
    script.write_text(f"load match {ours}\nshow score\nexport match mat {tmp_path / 'back.mat'}\n"
                      f"save match {tmp_path / 'back.sgf'}\n", encoding="utf-8")
    with script.open("rb") as stdin:
        done = subprocess.run([GNUBG, "-t", "-q"], stdin=stdin, capture_output=True, timeout=120, cwd=tmp_path)
    out = done.stdout.decode("utf-8", "replace")
    assert "Kévin Unger 7, Maxence Job 4 (match to 7 points)" in out, out[-2000:]
    back, back_meta = import_mat((tmp_path / "back.mat").read_bytes())
    assert _results(back) == _results(match)
    again, again_meta = import_sgf((tmp_path / "back.sgf").read_bytes())
    assert _results(again) == _results(match)
    assert again_meta["header"]["Event"] == "HSBT Paris 2023"
