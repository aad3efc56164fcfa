"""Desktop integration files: valid for the freedesktop and AppStream validators, and all
named by the one application id the program uses."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from nard_desktop import APP_ID, __version__

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_app_id_is_reverse_dns():
    parts = APP_ID.split(".")
    assert len(parts) >= 3 and all(p and p.replace("_", "").isalnum() for p in parts)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate not installed (Debian: desktop-file-utils)")
def test_desktop_file_validates():
    out = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    # It reports errors and warnings on stdout; hints alone are fine.
    problems = [line for line in out.stdout.splitlines() if ": hint:" not in line]
    assert out.returncode == 0 and not problems, out.stdout + out.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli not installed (Debian: appstream)")
def test_metainfo_validates():
    out = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_desktop_entry_content():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Takhteh Nard"
    assert entry["Name[fa]"] == "تخته نرد"
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "nard-desktop %f"
    assert set(entry["Categories"].rstrip(";").split(";")) >= {"Game", "BoardGame"}


def test_metainfo_names_the_same_app_and_this_release():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.findtext("metadata_license") == "CC0-1.0"
    for tag in ("name", "summary"):
        langs = {el.get(XML_LANG) for el in root.findall(tag)}
        assert {None, "fa"} <= langs, f"<{tag}> needs English and Persian"
    assert root.find("content_rating").get("type", "").startswith("oars-")
    releases = root.findall("releases/release")
    assert releases, "no <release>"
    # Newest release first, and it must be the version the program reports.
    assert releases[0].get("version") == __version__
    assert root.findtext("provides/binary") == "nard-desktop"


def _run_script(name: str, data_home: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_DATA_HOME=str(data_home))
    return subprocess.run(["sh", str(LINUX / name), *args], env=env,
                          capture_output=True, text=True, timeout=60)


def test_per_user_install_then_uninstall(tmp_path):
    data = tmp_path / "share"
    out = _run_script("install-desktop.sh", data)
    assert out.returncode == 0, out.stderr
    installed = {p.relative_to(data).as_posix() for p in data.rglob("*") if p.is_file()}
    expected = {
        f"applications/{APP_ID}.desktop",
        f"metainfo/{APP_ID}.metainfo.xml",
        f"icons/hicolor/scalable/apps/{APP_ID}.svg",
        *(f"icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in (16, 32, 48, 64, 128, 256)),
    }
    assert expected <= installed
    assert (data / "applications" / f"{APP_ID}.desktop").read_bytes() == DESKTOP.read_bytes()

    out = _run_script("uninstall-desktop.sh", data)
    assert out.returncode == 0, out.stderr
    left = {p.relative_to(data).as_posix() for p in data.rglob("*") if p.is_file()}
    assert not (expected & left)


def test_install_with_explicit_program_path(tmp_path):
    data = tmp_path / "share"
    out = _run_script("install-desktop.sh", data, "--exec", "/opt/nard/nard-desktop")
    assert out.returncode == 0, out.stderr
    text = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "Exec=/opt/nard/nard-desktop %f" in text.splitlines()
    assert "TryExec=/opt/nard/nard-desktop" in text.splitlines()


def test_install_refuses_a_program_path_with_spaces(tmp_path):
    out = _run_script("install-desktop.sh", tmp_path / "share", "--exec", "/opt/my games/nard")
    assert out.returncode == 2
    assert not (tmp_path / "share" / "applications" / f"{APP_ID}.desktop").exists()
