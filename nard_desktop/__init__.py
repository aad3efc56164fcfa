"""Takhteh Nard: a Persian-first backgammon game for the desktop.

This module stays import-light (no Qt, no numpy) because the engine and the AI are
imported without Qt, and the command line reads the version from here.
"""

import os

__version__ = "0.1.0"

#: Reverse-DNS application id: the name of the desktop file, the icon and the
#: AppStream metainfo, and the Wayland app id (QGuiApplication.setDesktopFileName).
APP_ID = "io.github.takhtehnard.NardDesktop"

#: Qt's organization and application names. Together they decide where
#: QStandardPaths puts settings and saved games (e.g. ~/.config/TakhtehNard/nard-desktop
#: on Linux), so they must never change between releases.
ORGANIZATION_NAME = "TakhtehNard"
APPLICATION_NAME = "nard-desktop"


def use_one_blas_thread() -> None:
    """One thread for numpy's linear algebra, unless the environment asks
    otherwise; the program (``cli``) and the tests call it before numpy
    loads, which is when the library reads these, and the analysis and
    rollout processes inherit it.

    The network's matrices are small: a second BLAS thread finds little to
    share and spins while it waits, so it only burns the other core.
    Measured on a 2-core machine: a 46-decision money game analysed at 2-ply
    took 2.6 s of CPU with two threads against 1.1 s with one, in no less
    wall time, and the world-class level's median decision went from 43 ms
    to 10 ms with the machine busy.  Parallel work goes to worker processes.
    """
    for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(var, "1")
