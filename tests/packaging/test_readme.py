"""README promises exactly two set-up commands, and CI runs the test one as written."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _setup_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Set up\n(.*?)(?=^## )", text, re.S | re.M)
    assert section, "README has no '## Set up' section"
    blocks = re.findall(r"```sh\n(.*?)```", section.group(1), re.S)
    return [b.strip() for b in blocks]


def test_readme_has_exactly_two_one_line_setup_commands():
    commands = _setup_commands()
    assert len(commands) == 2
    assert all("\n" not in c for c in commands)
    install_and_play, install_and_test = commands
    assert "pip install ." in install_and_play and install_and_play.endswith("nard-desktop")
    assert "pip install '.[test]'" in install_and_test and install_and_test.endswith("pytest")


def test_ci_runs_the_readme_test_command_verbatim():
    test_command = _setup_commands()[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test_command in ci.splitlines()
