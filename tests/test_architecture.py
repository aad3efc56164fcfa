"""The layers point one way only: ui -> app -> ai -> engine (STYLE.md, "The shape we aim for").

Two checks: importing engine or ai in a fresh interpreter loads no Qt at all, and the
source of each layer names nothing from the layers above it (every import statement,
including the ones inside functions, is read from the syntax tree).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "nard_desktop"

QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")

# layer -> packages it must not import
FORBIDDEN = {
    "engine": ("nard_desktop.ai", "nard_desktop.app", "nard_desktop.ui", *QT_MODULES),
    "ai": ("nard_desktop.app", "nard_desktop.ui", *QT_MODULES),
    "app": ("nard_desktop.ui",),
}


def _layer_exists(layer: str) -> bool:
    return any((PACKAGE / layer).rglob("*.py"))


def _module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path, root: Path = ROOT) -> set[str]:
    """Every module a file imports, relative imports resolved to absolute names.

    For ``from X import a`` both ``X`` and ``X.a`` are returned, since ``a`` may be a module.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module = _module_name(path, root)
    is_package = path.name == "__init__.py"
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = module.split(".")
                drop = node.level - 1 if is_package else node.level
                base_parts = base_parts[:len(base_parts) - drop] if drop else base_parts
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def _matches(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def test_imported_names_resolves_relative_imports(tmp_path):
    # The checker itself must see through relative imports, or the layer tests prove nothing.
    pkg = tmp_path / "nard_desktop" / "engine"
    pkg.mkdir(parents=True)
    (tmp_path / "nard_desktop" / "__init__.py").write_text("")
    sample = pkg / "sample.py"
    sample.write_text("from ..ai import evaluator\nfrom . import moves\n"
                      "def f():\n    from PySide6.QtCore import QObject\n")
    names = imported_names(sample, root=tmp_path)
    assert "nard_desktop.ai.evaluator" in names
    assert "nard_desktop.engine.moves" in names
    assert "PySide6.QtCore" in names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_point_down_only(layer):
    if not _layer_exists(layer):
        pytest.skip(f"nard_desktop/{layer} has no modules yet")
    offences = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for name in sorted(imported_names(path)):
            if any(_matches(name, bad) for bad in FORBIDDEN[layer]):
                offences.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not offences, "\n".join(offences)


@pytest.mark.parametrize("layer", ["engine", "ai"])
def test_importing_layer_loads_no_qt(layer):
    if not _layer_exists(layer):
        pytest.skip(f"nard_desktop/{layer} has no modules yet")
    # Import the package and every module in it, in a fresh interpreter so that Qt loaded
    # by other tests in this process cannot hide or fake anything.
    modules = sorted({_module_name(p) for p in (PACKAGE / layer).rglob("*.py")})
    # Training-only modules may need tools the program does not depend on (numba, say);
    # they are skipped when those are not installed, and still checked for Qt when they are.
    code = (
        "import importlib, json, sys\n"
        "skipped = []\n"
        f"for m in {modules!r}:\n"
        "    try:\n"
        "        importlib.import_module(m)\n"
        "    except ModuleNotFoundError as exc:\n"
        "        if (exc.name or '').startswith('nard_desktop'):\n"
        "            raise\n"
        "        skipped.append(m)\n"
        f"qt = sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r})\n"
        "print(json.dumps({'qt': qt, 'skipped': skipped}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["qt"] == []
    assert len(result["skipped"]) < len(modules), "no module of the layer could be imported"
