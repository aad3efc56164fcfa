"""The bundled data is where nard_desktop.resources says, in a checkout and when installed,
and an installed program never falls back to a source tree."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from nard_desktop import APP_ID, resources

ROOT = Path(__file__).resolve().parents[2]


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_checkout_layout_is_found():
    assert resources.resources_dir() == ROOT / "resources"


def test_vazirmatn_fonts_ship_with_their_licence():
    names = {p.name for p in resources.font_files()}
    assert names == {"Vazirmatn-Regular.ttf", "Vazirmatn-Medium.ttf", "Vazirmatn-Bold.ttf"}
    licence = resources.resource_path("fonts", "vazirmatn", "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in licence.upper()
    for font in resources.font_files():
        assert font.read_bytes()[:4] in (b"\x00\x01\x00\x00", b"OTTO", b"true")


def test_icon_pngs_have_their_nominal_sizes():
    pngs = resources.icon_pngs()
    assert sorted(pngs) == [16, 32, 48, 64, 128, 256]
    for size, path in pngs.items():
        assert _png_size(path) == (size, size)
        assert path.name == f"{APP_ID}.png"


def test_icon_svg_and_ico():
    svg = resources.icon_svg().read_text(encoding="utf-8")
    assert "<svg" in svg and 'viewBox="0 0 256 256"' in svg
    ico = resources.resource_path("icons", f"{APP_ID}.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 6)
    sizes = sorted((ico[6 + 16 * i] or 256) for i in range(count))
    assert sizes == [16, 32, 48, 64, 128, 256]


def test_missing_resource_is_a_clear_error():
    with pytest.raises(resources.ResourceNotFoundError, match="no-such-file"):
        resources.resource_path("fonts", "no-such-file.ttf")


def _fake_install(site: Path, with_data: bool) -> None:
    """A copy of the package as pip would lay it out, next to a decoy source tree."""
    pkg = site / "nard_desktop"
    pkg.mkdir(parents=True)
    for name in ("__init__.py", "resources.py"):
        shutil.copy(ROOT / "nard_desktop" / name, pkg / name)
    if with_data:
        (pkg / "resources" / "fonts").mkdir(parents=True)
        (pkg / "resources" / "fonts" / "Packaged.ttf").write_bytes(b"\x00\x01\x00\x00")
    # A top-level resources/ beside the package, as in a checkout, but none of the
    # checkout's translation sources (resources.CHECKOUT_MARK):
    # an installed program must not read it.
    (site / "resources" / "fonts").mkdir(parents=True)
    (site / "resources" / "fonts" / "Decoy.ttf").write_bytes(b"\x00\x01\x00\x00")


def _lookup(site: Path) -> subprocess.CompletedProcess:
    code = textwrap.dedent("""
        from nard_desktop import resources
        try:
            print(resources.resources_dir())
            print(*[p.name for p in resources.font_files()])
        except resources.ResourceNotFoundError as exc:
            print("missing:", exc)
    """)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(site)
    return subprocess.run([sys.executable, "-c", code], cwd=site.parent, env=env,
                          capture_output=True, text=True, timeout=60)


def test_installed_package_reads_its_own_data(tmp_path):
    site = tmp_path / "site"
    _fake_install(site, with_data=True)
    out = _lookup(site)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines == [str(site / "nard_desktop" / "resources"), "Packaged.ttf"]


def test_installed_package_never_falls_back_to_a_source_tree(tmp_path):
    site = tmp_path / "site"
    _fake_install(site, with_data=False)
    out = _lookup(site)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("missing:")
    assert "Decoy" not in out.stdout.split("(looked in")[0]


def test_source_tree_is_recognised_by_its_translation_sources(tmp_path):
    site = tmp_path / "site"
    _fake_install(site, with_data=False)
    mark = site / resources.CHECKOUT_MARK
    mark.parent.mkdir(parents=True)
    mark.write_text("<TS/>", encoding="utf-8")
    out = _lookup(site)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == [str(site / "resources"), "Decoy.ttf"]
