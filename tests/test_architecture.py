"""The layers point one way only: ui -> app -> ai -> engine (docs/architecture.md, "The layers").

Two checks: importing engine or ai in a fresh interpreter loads no Qt at all, and the
source of each layer names nothing from the layers above it (every import statement,
including the ones inside functions, is read from the syntax tree).  Also: no import
cycles, no imports by string, no numba in the package, and no module imports another
module's private (underscore) names.
"""

from __future__ import annotations

import ast
import functools
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


def imported_names(path: Path, root: Path = ROOT) -> frozenset[str]:
    """Every module a file imports, relative imports resolved to absolute names.

    For ``from X import a`` both ``X`` and ``X.a`` are returned, since ``a`` may be a module.
    The checks below read each file several times: it is read once (again if it changed).
    """
    return _imported_names(path, root, path.stat().st_mtime_ns)


@functools.lru_cache(maxsize=None)
def _imported_names(path: Path, root: Path, _mtime_ns: int) -> frozenset[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module = _module_name(path, root)
    is_package = path.name == "__init__.py"
    names: set[str] = set()
    # Imports under ``if TYPE_CHECKING:`` never run: type hints, not dependencies.
    hints = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and _is_type_checking(node.test)
             for stmt in node.body for n in ast.walk(stmt)}
    for node in ast.walk(tree):
        if id(node) in hints:
            continue
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
    return frozenset(names)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


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


# ------------------------------------------------------------ one-way modules
def _package_modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def import_graph(modules: dict[str, Path] | None = None, names_of=None) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (function-level imports
    included; ``names_of`` reads a file's imports, by default without type
    hints).  A name imported from a package resolves to the package's
    ``__init__`` unless it is a submodule; a package's own submodules do not
    count as importing the package (Python loads the package first anyway)."""
    modules = _package_modules() if modules is None else modules
    names_of = imported_names if names_of is None else names_of
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        deps = set()
        for imported in names_of(path):
            while imported and imported not in modules:
                imported = imported.rpartition(".")[0]
            if imported and imported != name and not name.startswith(imported + "."):
                deps.add(imported)
        graph[name] = deps
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


def test_cycle_finder_sees_function_level_imports(tmp_path):
    pkg = tmp_path / "nard_desktop" / "ai"
    pkg.mkdir(parents=True)
    (tmp_path / "nard_desktop" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("def f():\n    from .a import g\n")
    (pkg / "c.py").write_text("from .a import b\n")
    graph = {}
    for path in pkg.glob("*.py"):
        name = _module_name(path, tmp_path)
        graph[name] = {n for n in imported_names(path, tmp_path)
                       if n in {"nard_desktop.ai.a", "nard_desktop.ai.b"} and n != name}
    graph.setdefault("nard_desktop.ai", set())
    assert import_cycles(graph) == [["nard_desktop.ai.a", "nard_desktop.ai.b"]]


def test_no_import_cycles_between_modules():
    cycles = import_cycles(import_graph())
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def _string_imports(path: Path) -> list[str]:
    """Calls of importlib.import_module / __import__ in a file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = (f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else "")
        if name in ("import_module", "__import__"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


# The package's lazy export table is the one allowed import by name: it maps
# each public name of nard_desktop.ai to the sibling module defining it, so
# that ``import nard_desktop.ai.met`` (say) does not load the networks.  The
# table is checked below: every entry names a real module of the package that
# really defines it, so a broken entry fails here, not at a player's click.
ALLOWED_STRING_IMPORTS = {"nard_desktop/ai/__init__.py"}


def test_no_imports_by_string():
    offences = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if str(path.relative_to(ROOT)) in ALLOWED_STRING_IMPORTS:
            continue
        offences += _string_imports(path)
    assert not offences, "imports by string:\n" + "\n".join(offences)


def test_the_ai_lazy_export_table_resolves():
    import importlib

    import nard_desktop.ai as ai

    modules = {_module_name(p) for p in (PACKAGE / "ai").glob("*.py")}
    for name, module in ai._EXPORTS.items():
        assert f"nard_desktop.ai.{module}" in modules, (name, module)
        assert hasattr(importlib.import_module(f"nard_desktop.ai.{module}"), name), (name, module)
        assert getattr(ai, name) is getattr(importlib.import_module(f"nard_desktop.ai.{module}"), name)


def test_no_numba_in_the_package():
    # numba is a training tool (training/); the program runs on numpy alone.
    offences = [f"{path.relative_to(ROOT)} imports {name}"
                for path in sorted(PACKAGE.rglob("*.py"))
                for name in sorted(imported_names(path)) if _matches(name, "numba")]
    assert not offences, "\n".join(offences)


# ------------------------------------------------------------ the window's wiring
# The main window assembles its helpers (files, dice, settings, review, report,
# editor, tutor, learning): each is given what it uses, none reaches into the
# window.  Three rules, read from the syntax tree of every module of nard_desktop/ui.
UI = PACKAGE / "ui"
MAIN_WINDOW = "nard_desktop.ui.main_window"

# The modules that make the main window, and so may name it: the window itself,
# and the program's start (nard_desktop/ui/app.py), which opens it.
MAKE_THE_WINDOW = {"nard_desktop/ui/main_window.py", "nard_desktop/ui/app.py"}


def _ui_modules() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def _rel(path: Path, root: Path = ROOT) -> str:
    return path.relative_to(root).as_posix()


def all_imported_names(path: Path, root: Path = ROOT) -> frozenset[str]:
    """Every module a file imports, those under ``if TYPE_CHECKING:`` included
    (a type hint that names a module is a dependency a reader follows too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module = _module_name(path, root)
    is_package = path.name == "__init__.py"
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")
                drop = node.level - 1 if is_package else node.level
                parts = parts[:len(parts) - drop] if drop else parts
                base = ".".join(parts + ([node.module] if node.module else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return frozenset(names)


def _names_main_window(annotation: ast.expr | None) -> bool:
    """Whether a type annotation names the main window (``MainWindow``, as a name or in a string)."""
    if annotation is None:
        return False
    for node in ast.walk(annotation):
        if isinstance(node, ast.Name) and node.id == "MainWindow":
            return True
        if isinstance(node, ast.Attribute) and node.attr == "MainWindow":
            return True
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and "MainWindow" in node.value:
            return True
    return False


def _is_any(annotation: ast.expr | None) -> bool:
    if annotation is None:
        return False
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return annotation.value.strip() in ("Any", "typing.Any")
    return (isinstance(annotation, ast.Name) and annotation.id == "Any") or (
        isinstance(annotation, ast.Attribute) and annotation.attr == "Any")


def _target_name(target: ast.expr) -> str:
    """``window`` for ``window`` and for ``self.window``."""
    if isinstance(target, ast.Name):
        return target.id
    if isinstance(target, ast.Attribute):
        return target.attr
    return ""


def window_handed_over(path: Path, root: Path = ROOT) -> list[str]:
    """Where a helper is handed the whole window: a parameter or an annotated
    attribute named ``window`` with no type or the type ``Any``, or anything
    typed ``MainWindow``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        named: list[tuple[str, ast.expr | None, int]] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            a = node.args
            params = [*a.posonlyargs, *a.args, *a.kwonlyargs, *(p for p in (a.vararg, a.kwarg) if p)]
            named = [(p.arg, p.annotation, p.lineno) for p in params]
        elif isinstance(node, ast.AnnAssign):
            named = [(_target_name(node.target), node.annotation, node.lineno)]
        for name, annotation, line in named:
            if name == "window" and (annotation is None or _is_any(annotation)):
                found.append(f"{_rel(path, root)}:{line}: `{name}` is the whole window, untyped or Any")
            elif _names_main_window(annotation):
                found.append(f"{_rel(path, root)}:{line}: `{name}` is typed MainWindow")
    return found


def construction_order_guards(path: Path, root: Path = ROOT) -> list[str]:
    """``getattr(self, "name", default)`` and ``hasattr(self, "name")``: a part
    asking whether another part has been made yet; and ``getattr`` or
    ``hasattr`` on a window (``window``, ``self.window``).  ``getattr`` on
    other objects (a helper's optional method, a dialog's stored request)
    is not what they look for."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr") and node.args):
            continue
        obj = node.args[0]
        on_self = isinstance(obj, ast.Name) and obj.id == "self"
        literal = len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)
        guard = literal and (node.func.id == "hasattr" or len(node.args) == 3)
        if (on_self and guard) or _target_name(obj) == "window":
            found.append(f"{_rel(path, root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_wiring_checks_see_what_they_look_for(tmp_path):
    # The checkers themselves, on a helper that breaks each rule once, and on one that keeps them.
    ui = tmp_path / "nard_desktop" / "ui"
    ui.mkdir(parents=True)
    (tmp_path / "nard_desktop" / "__init__.py").write_text("")
    (ui / "__init__.py").write_text("")
    bad = ui / "bad_helper.py"
    bad.write_text("from typing import TYPE_CHECKING, Any\n"
                   "if TYPE_CHECKING:\n    from .main_window import MainWindow\n"
                   "class A:\n"
                   "    def __init__(self, window: Any, other: 'MainWindow') -> None:\n"
                   "        self.window: Any = window\n"
                   "    def f(self):\n"
                   "        if getattr(self, 'review', None) is not None and hasattr(self, 'prefs'):\n"
                   "            return getattr(self.window, 'record_keeper', None)\n")
    good = ui / "good_helper.py"
    good.write_text("from PySide6.QtWidgets import QWidget\n"
                    "def fit_window(window: QWidget, name: str) -> None:\n"
                    "    getattr(window.layout(), name)\n"
                    "    getattr(self_like, 'retranslate', None)\n"
                    "    getattr(self, name)\n")
    assert MAIN_WINDOW in all_imported_names(bad, tmp_path)
    assert MAIN_WINDOW not in imported_names(bad, tmp_path)  # the layer checks skip type hints
    assert len(window_handed_over(bad, tmp_path)) == 3
    assert len(construction_order_guards(bad, tmp_path)) == 3
    assert window_handed_over(good, tmp_path) == [] and construction_order_guards(good, tmp_path) == []
    assert MAIN_WINDOW not in all_imported_names(good, tmp_path)


def test_no_window_helper_imports_the_main_window():
    # Type hints included: a helper that names the window is one that reaches into it.
    offences = [f"{_rel(path)} imports {MAIN_WINDOW}" for path in _ui_modules()
                if _rel(path) not in MAKE_THE_WINDOW
                and any(_matches(name, MAIN_WINDOW) for name in all_imported_names(path))]
    assert not offences, "\n".join(offences)


def test_no_window_helper_is_handed_the_whole_window():
    offences = [o for path in _ui_modules() if _rel(path) not in MAKE_THE_WINDOW for o in window_handed_over(path)]
    assert not offences, "give the helper what it uses instead:\n" + "\n".join(offences)


def test_no_construction_order_guards():
    offences = [o for path in _ui_modules() for o in construction_order_guards(path)]
    assert not offences, "make the parts in an order in which each exists before it is used:\n" + "\n".join(offences)


# The board (ui/board) is one widget in several files: its scene and the scene's
# parts (keyboard play, the position editor, the accessibility tree) name each
# other in type hints only.  Every other module of the interface, the window's
# helpers among them, names nothing that names it back, type hints included.
HINT_CYCLES_ALLOWED_UNDER = "nard_desktop.ui.board"


def test_no_import_cycles_in_the_interface_type_hints_included():
    graph = import_graph({_module_name(p): p for p in _ui_modules()}, all_imported_names)
    cycles = [c for c in import_cycles(graph)
              if not all(_matches(m, HINT_CYCLES_ALLOWED_UNDER) for m in c)]
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


# ------------------------------------------------------------ private names
# A name that starts with an underscore belongs to its module: no other module
# of the program (nor the training code) imports it.  What modules share has a
# public name.  The exceptions, each with its reason ("path: module.name"):
ALLOWED_PRIVATE_IMPORTS: dict[str, str] = {}


def private_imports(path: Path, root: Path = ROOT) -> list[str]:
    """``module.name`` for every underscore name (not dunder) the file imports
    from another module of the package, relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module = _module_name(path, root)
    is_package = path.name == "__init__.py"
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                parts = module.split(".")
                drop = node.level - 1 if is_package else node.level
                parts = parts[:len(parts) - drop] if drop else parts
                base = ".".join(parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if not _matches(base, "nard_desktop") or base == module:
                continue
            names = [alias.name for alias in node.names]
            found += [f"{base}.{n}" for n in names if n.startswith("_") and not n.startswith("__")]
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if _matches(alias.name, "nard_desktop") and any(
                part.startswith("_") and not part.startswith("__") for part in alias.name.split("."))]
    return found


def test_private_import_finder_sees_relative_and_absolute_imports(tmp_path):
    pkg = tmp_path / "nard_desktop" / "engine"
    pkg.mkdir(parents=True)
    (tmp_path / "nard_desktop" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("from .play import _hidden\n")
    sample = pkg / "sample.py"
    sample.write_text("from .play import Play, _apply\nfrom ..ai.equity import checked_context, _check\n"
                      "from nard_desktop.engine.ids import _finished_key\nfrom . import __version__\n"
                      "def f():\n    from .reference import _generate\n")
    assert sorted(private_imports(sample, root=tmp_path)) == [
        "nard_desktop.ai.equity._check", "nard_desktop.engine.ids._finished_key",
        "nard_desktop.engine.play._apply", "nard_desktop.engine.reference._generate"]
    assert private_imports(pkg / "__init__.py", root=tmp_path) == ["nard_desktop.engine.play._hidden"]


def test_no_private_names_imported_across_modules():
    """The package's modules, and the training code that uses the package."""
    offences = []
    for path in sorted(PACKAGE.rglob("*.py")) + sorted((ROOT / "training").glob("*.py")):
        where = str(path.relative_to(ROOT))
        for name in private_imports(path):
            if f"{where}: {name}" not in ALLOWED_PRIVATE_IMPORTS:
                offences.append(f"{where} imports {name}")
    assert not offences, "private names imported from another module (give them a public name):\n" + "\n".join(
        offences)
