"""The player's record database: games in, questions answered, FIBS ratings, schema
migrations, and nothing lost to a damaged or locked file or to a kill in mid-write."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from nard_desktop.app.player_record import (MIGRATIONS, SCHEMA_VERSION, PlayedGame, PlayerRecord, RecordError,
                                            fibs_update, fibs_win_probability, rating_history)

ROOT = Path(__file__).resolve().parents[2]


def game(level="expert", won=True, points=1, kind="game", length=0, at="2026-12-01T10:00:00+00:00", **kw):
    return PlayedGame(opponent_level=level, preset="money", match_length=length, won=won, points=points,
                      kind=kind, played_at=at, **kw)


def test_games_go_in_and_come_back_oldest_first(tmp_path):
    with PlayerRecord.open(tmp_path / "r.sqlite3") as rec:
        a = rec.add(game(at="2026-12-01T10:00:00+00:00", points=2))
        b = rec.add(game(at="2026-11-30T10:00:00+00:00", won=False, points=-1, file="/games/x.nard"))
        games = rec.games()
    assert [g.id for g in games] == [b, a]
    assert games[0] == game(at="2026-11-30T10:00:00+00:00", won=False, points=-1, file="/games/x.nard", id=b)


def test_summary_per_level(tmp_path):
    with PlayerRecord.open(tmp_path / "r.sqlite3") as rec:
        for won, pts in ((True, 2), (False, -1), (True, 1), (False, -4)):
            rec.add(game(won=won, points=pts))
        rec.add(game(level="beginner", won=True, points=1))
        rec.add(game(kind="match", length=5, won=True, points=3, score_mine=5, score_theirs=2))
        s = rec.summary("expert")
        assert rec.levels() == ["beginner", "expert"]
    assert (s.games, s.wins, s.points, s.matches, s.match_wins) == (4, 2, -2, 1, 1)
    assert s.points_per_game == pytest.approx(-0.5)


def test_fibs_formula():
    assert fibs_win_probability(1500, 1500, 7) == pytest.approx(0.5)
    # 200 points stronger, 1-point match: 1 / (10 ** (-0.1) + 1)
    assert fibs_win_probability(1700, 1500, 1) == pytest.approx(1 / (10 ** -0.1 + 1))
    # Longer matches favour the stronger player more.
    assert fibs_win_probability(1700, 1500, 9) > fibs_win_probability(1700, 1500, 1)
    # Even match, 1 point, an experienced player: 4 * 1 * 0.5 = 2 points either way.
    assert fibs_update(1500, 1500, 1, True, experience=1000) == pytest.approx(1502)
    assert fibs_update(1500, 1500, 1, False, experience=1000) == pytest.approx(1498)
    # A newcomer's change is boosted five-fold, falling to one at 400 experience.
    assert fibs_update(1500, 1500, 1, True, experience=0) == pytest.approx(1510)
    assert fibs_update(1500, 1500, 4, True, experience=200) == pytest.approx(1500 + 4 * 2 * 0.5 * 3)


def test_ratings_count_matches_and_money_games_not_games_inside_a_match():
    history = rating_history([game(length=0), game(kind="game", length=5), game(kind="match", length=5, won=False)])
    assert len(history) == 2
    first = fibs_update(1500, 1500, 1, True, 0)
    assert history[0] == (pytest.approx(first), 1)
    assert history[1] == (pytest.approx(fibs_update(first, 1500, 5, False, 1)), 6)


def test_pr_trend_lists_the_last_analysed_games(tmp_path):
    with PlayerRecord.open(tmp_path / "r.sqlite3") as rec:
        ids = [rec.add(game(at=f"2026-12-0{d}T10:00:00+00:00")) for d in range(1, 6)]
        for i, pr in zip(ids[1:], (9.5, 7.0, 12.25)):
            rec.set_analysis(i, error_rate=pr * 2, pr=pr, luck_rate=0.5)
        assert [p for _, p in rec.pr_trend(last=2)] == [7.0, 12.25]
        assert [p for _, p in rec.pr_trend()] == [9.5, 7.0, 12.25]
        with pytest.raises(RecordError) as e:
            rec.set_analysis(999, error_rate=1, pr=1, luck_rate=0)
        assert e.value.code == "bad_entry"


def test_an_older_schema_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "r.sqlite3"
    db = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        db.execute(statement)
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO games (played_at, kind, opponent_level, preset, match_length, won, points) "
               "VALUES ('2026-01-01T00:00:00+00:00', 'game', 'advanced', 'money', 0, 1, 2)")
    db.commit()
    db.close()
    with PlayerRecord.open(path) as rec:
        (g,) = rec.games()
        assert (g.opponent_level, g.points, g.pr) == ("advanced", 2, None)
        rec.set_analysis(g.id, error_rate=5.0, pr=4.0, luck_rate=-1.0)
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 2
    check.close()


def test_a_damaged_file_is_set_aside_not_deleted(tmp_path):
    path = tmp_path / "r.sqlite3"
    junk = bytes(random.Random(3).randrange(256) for _ in range(5000))
    path.write_bytes(junk)
    with PlayerRecord.open(path) as rec:
        (notice,) = rec.notices
        assert notice.code == "set_aside"
        assert notice.set_aside_as.read_bytes() == junk  # the damaged file is kept as it was
        rec.add(game())
        assert len(rec.games()) == 1


def test_a_newer_schema_is_only_read(tmp_path):
    path = tmp_path / "r.sqlite3"
    with PlayerRecord.open(path) as rec:
        rec.add(game())
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    with PlayerRecord.open(path) as rec:
        assert [n.code for n in rec.notices] == ["read_only"]
        assert len(rec.games()) == 1
        with pytest.raises(RecordError) as e:
            rec.add(game())
        assert e.value.code == "read_only"


def test_a_locked_database_is_reported_and_the_game_can_be_written_later(tmp_path):
    path = tmp_path / "r.sqlite3"
    rec = PlayerRecord.open(path, timeout=0.2)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with pytest.raises(RecordError) as e:
        rec.add(game())
    assert e.value.code == "locked"
    other.execute("ROLLBACK")
    other.close()
    rec.add(game())
    assert len(rec.games()) == 1
    rec.close()


def test_bad_entries_are_refused():
    with pytest.raises(RecordError):
        game(kind="session")
    with pytest.raises(RecordError):
        game(length=-1)
    with pytest.raises(RecordError):
        game(points=1.5)


CHILD = textwrap.dedent("""
    import resource, signal, sys
    sys.path.insert(0, sys.argv[2])
    from nard_desktop.app.player_record import PlayedGame, PlayerRecord
    rec = PlayerRecord.open(sys.argv[1])
    n = len(rec.games())
    # Killed (SIGXFSZ's default action: Python ignores it) by the first write that takes
    # a file past this many bytes: the database's write-ahead log, in mid-commit.
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[3]), resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    while True:
        n += 1
        rec.add(PlayedGame(opponent_level="expert", preset="money", match_length=0, won=n % 2 == 0,
                           points=n, file="x" * 2000))
        print(n, flush=True)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs POSIX file-size limits")
def test_a_kill_in_mid_write_loses_no_committed_game(tmp_path):
    """A child process records games in a loop and is killed in the middle of writing a
    game, by a file-size limit that stops its write at a chosen byte of the database's
    log (a different byte of a page each time, so the torn write falls at a different
    place); after every kill each game it reported written is still there, in order,
    and the database passes its integrity check."""
    path = tmp_path / "r.sqlite3"
    reported = 0
    for kill in range(10):
        at_byte = 65536 + kill * 5471
        child = subprocess.run([sys.executable, "-B", "-c", CHILD, str(path), str(ROOT), str(at_byte)],
                               capture_output=True, text=True, timeout=120, check=False)
        assert child.returncode == -signal.SIGXFSZ, child.stderr[-3000:]
        lines = child.stdout.split()
        assert lines, "no game was written before the kill"
        reported = int(lines[-1])
        with PlayerRecord.open(path) as rec:
            assert rec.notices == []
            points = [g.points for g in rec.games()]
        assert points == list(range(1, reported + 1))  # every game reported, in order, and no torn one
        db = sqlite3.connect(path)
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        db.close()


def test_games_of_an_unfinished_match_leave_the_rating_where_it_starts(tmp_path):
    with PlayerRecord.open(tmp_path / "r.sqlite3") as rec:
        rec.add(game(kind="game", length=5, won=True, points=2))
        s = rec.summary("expert")
    assert (s.games, s.rating, s.experience) == (1, 1500.0, 0)
