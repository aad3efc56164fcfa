"""Entry script of the PyInstaller bundle: the same as the `nard-desktop` command."""

import sys

from nard_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
