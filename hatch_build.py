"""Wheel build hook: compile translations/*.ts into .qm catalogues inside the package."""

from __future__ import annotations

import importlib.util
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

_ROOT = Path(__file__).resolve().parent


def _translations_module():
    # packaging/ is no package; load the helper by path so the build needs nothing else.
    spec = importlib.util.spec_from_file_location(
        "_nard_translations", _ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class CustomBuildHook(BuildHookInterface):
    def dependencies(self) -> list[str]:
        # Only pull PySide6 into the isolated build environment when there is something to
        # compile and no lrelease is reachable already (it is ~100 MB to install).
        tr = _translations_module()
        if tr.ts_files(Path(self.root) / "translations") and tr.find_tool("lrelease") is None:
            return ["PySide6-Essentials"]
        return []

    def initialize(self, version: str, build_data: dict) -> None:
        tr = _translations_module()
        ts_dir = Path(self.root) / "translations"
        if version == "editable":
            # An editable install reads the checkout, so the catalogues go beside their sources.
            tr.compile_translations(ts_dir, only_if_stale=True)
            return
        self._tmp = tempfile.TemporaryDirectory(prefix="nard-qm-")
        for qm in tr.compile_translations(ts_dir, Path(self._tmp.name)):
            build_data["force_include"][str(qm)] = f"nard_desktop/translations/{qm.name}"

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            tmp.cleanup()
