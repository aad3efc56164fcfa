"""Engine tests: make the shared helpers in this folder importable.

The test run imports test files with ``--import-mode=importlib``, which does
not put their folder on ``sys.path``; ``engine_helpers`` (literal position
builders, random constructions and an independent reference rule book) is
shared by several files here, so this folder is added once.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
