"""The checks that run with the tests: the lint (ruff), the types of the
engine and the AI (mypy) and the examples in the program's docstrings
(doctest).  Their settings are in pyproject.toml ([tool.ruff], [tool.mypy]);
both tools come with the ``test`` extra."""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import nard_desktop

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str, *args: str) -> subprocess.CompletedProcess:
    if importlib.util.find_spec(name) is None:
        pytest.fail(f"{name} is not installed: install the test extra (pip install '.[test]')")
    return subprocess.run([sys.executable, "-m", name, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=500)


def test_ruff_finds_nothing():
    done = _tool("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_finds_nothing_in_the_engine_and_the_ai():
    done = _tool("mypy")  # the files and settings are in pyproject.toml
    assert done.returncode == 0, done.stdout + done.stderr


def _modules_with_examples() -> list[str]:
    found = []
    for info in pkgutil.walk_packages(nard_desktop.__path__, "nard_desktop."):
        spec = importlib.util.find_spec(info.name)
        origin = spec.origin if spec else None
        if origin and origin.endswith(".py") and ">>>" in Path(origin).read_text(encoding="utf-8"):
            found.append(info.name)
    return sorted(found)


MODULES = _modules_with_examples()


def test_the_modules_with_examples_are_found():
    assert "nard_desktop.engine.game" in MODULES and "nard_desktop.ai.neural" in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_in_the_docstrings_hold(name, capsys):
    module = importlib.import_module(name)
    failed, attempted = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    out = capsys.readouterr().out
    assert failed == 0, out
