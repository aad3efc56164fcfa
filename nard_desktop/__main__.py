"""`python -m nard_desktop`: the same as the `nard-desktop` command."""

import sys

from nard_desktop.cli import main

sys.exit(main())
