"""Where numba keeps the compiled training code: a folder named after the
training sources themselves.

``@njit(cache=True)`` checks only the file of each cached function: a
caller in ``duel.py`` or ``positions.py`` compiles ``fastgen.encode`` into
itself, and after ``fastgen.py`` changes its cached copy would go on
running the old inputs (a 222-input network then read zeros where its new
inputs should be).  Every module that compiles imports :mod:`fastgen`
first, which imports this module, so all their caches go to
``__pycache__/numba-<hash>``, the hash of every ``training/*.py``: a change
to any of them starts a fresh cache, and the old folders can be deleted.
(``NUMBA_CACHE_DIR`` is set to the same folder.)
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import os

from numba.core import config

HERE = Path(__file__).resolve().parent


def cache_dir(folder: Path = HERE) -> Path:
    """The cache folder for the sources of ``folder`` as they are now."""
    digest = hashlib.sha256()
    for path in sorted(folder.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return folder / "__pycache__" / f"numba-{digest.hexdigest()[:16]}"


# numba reads its settings from the environment again whenever the
# environment changes (at the next compilation), so the folder goes there
# too, or a test's changed variable would send later compilations back
# beside the sources; worker processes inherit it.
os.environ["NUMBA_CACHE_DIR"] = config.CACHE_DIR = str(cache_dir())
