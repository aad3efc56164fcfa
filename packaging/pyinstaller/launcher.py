"""Entry script of the PyInstaller bundle: the same as the `nard-desktop` command."""

import multiprocessing
import sys

from nard_desktop.cli import main

if __name__ == "__main__":
    # The analysis works in worker processes; in a bundle each of them starts
    # this same program, which must then do the worker's job, not open a window.
    multiprocessing.freeze_support()
    sys.exit(main())
