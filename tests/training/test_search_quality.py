"""bench/search_quality.py: searches compared decision by decision."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import search_quality as bench  # noqa: E402


def _rows(text: str) -> dict[str, list[str]]:
    return {line.split()[0]: line.split() for line in text.splitlines() if line.startswith("wc")}


def test_a_search_against_itself_differs_nowhere_and_loses_nothing(capsys):
    assert bench.main(["--games", "1", "--seed", "3", "--trials", "36", "--search", "wc2", "--search", "wc2"]) == 0
    out = capsys.readouterr().out
    assert "0 decisions rolled out" in out
    row = _rows(out)["wc2"]
    assert row[1] == "0" and float(row[2]) == 0.0


def test_different_searches_are_rolled_out_where_they_choose_differently(capsys):
    assert bench.main(["--games", "1", "--seed", "3", "--trials", "36",
                       "--search", "wc2", "--search", "wc3:8:1.0"]) == 0
    out = capsys.readouterr().out
    rows = _rows(out)
    differs = int(rows["wc3:8:1.0"][1])
    rolled = int(out.split(" decisions rolled out")[0].rsplit("\n", 1)[-1])
    assert differs > 0 and differs == rolled  # two searches: every decision rolled out is one where they differ
    # the first search's own figure against itself is always zero
    assert rows["wc2"][1] == "0"


def test_two_networks_at_world_class_judged_by_gnu_backgammon(capsys, tmp_path):
    pytest.importorskip("gnubg_nn")
    shipped = str(ROOT / "resources" / "weights" / "nard_td.npz")
    assert bench.main(["--games", "1", "--seed", "3", "--referee", "gnubg1",
                       "--search", "expert", "--search", f"wc2@{shipped}"]) == 0
    out = capsys.readouterr().out
    judged = int(out.split(" decisions judged")[0].rsplit("\n", 1)[-1])
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.startswith(("expert", "wc2@"))}
    differs = int(rows[f"wc2@{shipped}"][1])
    assert differs > 0 and differs == judged and "GNU Backgammon 1-ply" in out
    # the referee's figures: a loss is never negative, and each search loses where the other wins
    assert float(rows["expert"][2]) >= 0 and float(rows[f"wc2@{shipped}"][2]) >= 0


def test_a_search_with_weights_uses_them(tmp_path):
    with pytest.raises(SystemExit, match="no weights file"):
        bench.parse_search(f"wc3@{tmp_path / 'missing.npz'}")
    with pytest.raises(SystemExit, match="weights file after"):
        bench.parse_search("wc3@")


@pytest.mark.parametrize("name", ["wc4", "wc3:2", "deep", "wc3:x:0.1", "expert:2"])
def test_an_unknown_search_is_refused(name):
    with pytest.raises(SystemExit):
        bench.parse_search(name)
