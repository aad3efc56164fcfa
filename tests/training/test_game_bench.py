"""bench/ai_vs_pubeval.py (and so ai_vs_gnubg.py, ai_vs_ai.py): a results
file keeps every finished pair across any number of resumed runs."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

pytest.importorskip("gnubg_nn")

import ai_vs_pubeval as bench  # noqa: E402


def _pairs(path: Path) -> list[int]:
    lines = path.read_text().splitlines()
    return [json.loads(line)[0] for line in lines[1:]]


def test_resumed_runs_keep_the_pairs_of_every_earlier_run(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    first = bench.duel(None, True, "expert", "pubeval", games=4, seed=3, out=str(out))
    assert sorted(_pairs(out)) == [0, 1]
    # A longer run plays only the missing pairs, and the file still holds the first ones.
    second = bench.duel(None, True, "expert", "pubeval", games=8, seed=3, out=str(out))
    assert sorted(_pairs(out)) == [0, 1, 2, 3]
    assert "resuming: 4 games" in capsys.readouterr().out
    # A third run finds everything played: same figure, nothing lost, nothing doubled.
    third = bench.duel(None, True, "expert", "pubeval", games=8, seed=3, out=str(out))
    assert sorted(_pairs(out)) == [0, 1, 2, 3] and third == second
    # The first two pairs are the same games in every run.
    fresh = bench.duel(None, True, "expert", "pubeval", games=4, seed=3, out=None)
    assert fresh == first


def test_a_results_file_of_another_set_up_is_refused(tmp_path):
    out = tmp_path / "games.jsonl"
    bench.duel(None, True, "expert", "pubeval", games=2, seed=3, out=str(out))
    with pytest.raises(SystemExit, match="another set-up"):
        bench.duel(None, True, "expert", "pubeval", games=2, seed=4, out=str(out))
    assert _pairs(out) == [0]  # the refused run left the file as it was


def test_a_level_takes_a_cut_search_and_another_noise():
    spec = bench._level_spec("world_class:2~0.02")
    assert (spec.id, spec.plies, spec.noise) == ("world_class", 2, 0.02)
    assert bench._level_spec("intermediate~0.09").noise == 0.09
    assert bench._level_spec("intermediate").noise == 0.085
    for bad in ("intermediate~x", "intermediate~1.5", "intermediate~nan", "world_class:5"):
        with pytest.raises(SystemExit, match=re.escape(f"--level {bad}:")):
            bench._level_spec(bad)


def test_a_level_takes_a_wider_third_ply():
    spec = bench._level_spec("world_class@2/0.04")
    assert (spec.id, spec.plies, spec.deep_filter.keep, spec.deep_filter.threshold) == ("world_class", 3, 2, 0.04)
    assert bench._level_spec("world_class").deep_filter.keep == 3  # the shipped filter otherwise
    for bad in ("world_class@3", "world_class@x/0.1", "world_class@1/0.1", "world_class@3/2", "expert@3/0.08"):
        with pytest.raises(SystemExit, match=re.escape(f"--level {bad}:")):
            bench._level_spec(bad)


def test_the_timing_bench_times_a_wider_third_ply_on_the_same_decisions(capsys, monkeypatch):
    import ai_decision_time as timing

    f = timing.deep_filter("3/0.08")
    assert (f.keep, f.threshold) == (3, 0.08)
    for bad in ("3", "x/0.1", "1/0.1", "3/1.5"):
        with pytest.raises(Exception, match=re.escape(repr(bad))):
            timing.deep_filter(bad)
    monkeypatch.setattr(sys, "argv", ["ai_decision_time.py", "--decisions", "2", "--world-class", "1",
                                      "--deep", "3/0.08"])
    timing.main()
    out = capsys.readouterr().out
    assert "world_class@3/0.08" in out and out.count("world_class ") == 2  # both evaluators


def test_the_timing_bench_times_more_world_class_decisions_than_0_ply_ones(capsys, monkeypatch):
    import ai_decision_time as timing

    monkeypatch.setattr(sys, "argv", ["ai_decision_time.py", "--decisions", "1", "--world-class", "3"])
    timing.main()
    rows = {line.split()[0]: int(line.split()[1]) for line in capsys.readouterr().out.splitlines()
            if line.startswith("  ") and line.split()[1].isdigit()}
    assert rows["expert"] == 1 and rows["world_class"] == 3
