"""The compiled training code is cached in a folder that follows its sources
(``training/numba_cache.py``): numba checks only each cached function's own
file, so a caller that compiled an older ``fastgen.encode`` into itself must
not be loaded after ``fastgen.py`` changes."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import fastgen  # noqa: E402 - sets the cache folder, as every training script does
import numba_cache  # noqa: E402
from numba.core import config  # noqa: E402


def test_the_cache_folder_is_the_one_of_the_training_sources_as_they_are():
    assert Path(config.CACHE_DIR) == numba_cache.cache_dir()
    assert Path(config.CACHE_DIR).parent == ROOT / "training" / "__pycache__"


def test_a_change_to_any_training_source_moves_the_cache(tmp_path):
    for name in ("fastgen.py", "duel.py", "positions.py"):
        shutil.copy(ROOT / "training" / name, tmp_path / name)
    before = numba_cache.cache_dir(tmp_path)
    assert numba_cache.cache_dir(tmp_path) == before
    callee = tmp_path / "fastgen.py"
    callee.write_text(callee.read_text() + "\n# changed\n")
    after = numba_cache.cache_dir(tmp_path)
    assert after != before
    (tmp_path / "new.py").write_text("")
    assert numba_cache.cache_dir(tmp_path) not in (before, after)


def test_compiled_functions_are_cached_there():
    # A cached dispatcher's locator writes under the folder of the sources.
    cache_path = Path(fastgen.gen_results._cache._cache_path)
    assert Path(config.CACHE_DIR) in cache_path.parents


def test_the_folder_survives_numba_reading_the_environment_again(monkeypatch):
    # A changed environment makes numba reload its settings at the next compilation.
    from numba.core.config import reload_config
    monkeypatch.setenv("NARD_TEST_UNRELATED", "1")
    reload_config()
    assert Path(config.CACHE_DIR) == numba_cache.cache_dir()
