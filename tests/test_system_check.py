"""Where Qt cannot start, the program says what is missing in words and exits, before Qt aborts."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from nard_desktop import cli, system_check
from nard_desktop.system_check import XCB_LIBRARIES, start_problem

X11 = {"DISPLAY": ":0"}


def only_missing(*sonames: str):
    def can_load(soname: str) -> bool:
        assert soname in XCB_LIBRARIES, soname
        return soname not in sonames
    return can_load


def everything_loads(soname: str) -> bool:
    return True


def nothing_loads(soname: str) -> bool:
    return False


def test_a_missing_xcb_cursor_library_is_named_with_the_command_that_installs_it():
    message = start_problem(X11, "linux", only_missing("libxcb-cursor.so.0"))
    assert message is not None
    assert "libxcb-cursor.so.0" in message
    command_lines = [line.strip() for line in message.splitlines() if "apt install" in line]
    assert command_lines == ["sudo apt install libxcb-cursor0"]
    assert "Takhteh Nard cannot start" in message
    assert "تخته نرد اجرا نشد" in message
    assert "نصب" in message


def test_every_missing_library_is_named_once_and_its_package_once():
    missing = ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxkbcommon-x11.so.0", "libEGL.so.1")
    message = start_problem(X11, "linux", only_missing(*missing))
    assert message is not None
    names_line = next(line for line in message.splitlines() if "libxcb-icccm.so.4" in line)
    assert names_line.strip().split(", ") == ["libEGL.so.1", "libxkbcommon-x11.so.0",
                                               "libxcb-cursor.so.0", "libxcb-icccm.so.4"]
    command = next(line for line in message.splitlines() if "apt install" in line).split()
    assert command[:3] == ["sudo", "apt", "install"]
    assert sorted(command[3:]) == sorted(["libegl1", "libxkbcommon-x11-0", "libxcb-cursor0",
                                          "libxcb-icccm4"])


def test_packages_holding_two_libraries_are_named_once():
    assert system_check.apt_command(["a.so.1", "b.so.1"], {"a.so.1": "pkg", "b.so.1": "pkg"}) \
        == "sudo apt install pkg"


def test_nothing_is_said_when_every_library_loads():
    assert start_problem(X11, "linux", everything_loads) is None
    assert start_problem({**X11, "QT_QPA_PLATFORM": "xcb"}, "linux", everything_loads) is None


@pytest.mark.parametrize("environ", [
    {"QT_QPA_PLATFORM": "offscreen"},
    {"QT_QPA_PLATFORM": "offscreen", **X11},
    {"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"},
    {"QT_QPA_PLATFORM": "wayland;xcb", **X11},
    {"QT_QPA_PLATFORM": "minimal"},
    {"WAYLAND_DISPLAY": "wayland-0"},
    {"WAYLAND_DISPLAY": "wayland-0", **X11},
    {"XDG_SESSION_TYPE": "wayland", **X11},
])
def test_a_platform_other_than_xcb_is_never_blocked(environ):
    assert start_problem(environ, "linux", nothing_loads) is None


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_are_never_blocked(platform):
    assert start_problem({}, platform, nothing_loads) is None


@pytest.mark.parametrize("environ", [{}, {"QT_QPA_PLATFORM": "xcb"}, {"QT_QPA_PLATFORM": "xcb:foo=1"}])
def test_no_screen_is_said_in_words(environ):
    message = start_problem(environ, "linux", everything_loads)
    assert message is not None
    assert "no screen found" in message
    assert "صفحه‌نمایش" in message


def test_the_loader_is_asked_by_the_name_qt_asks_for():
    assert system_check.loadable("libc.so.6") if sys.platform.startswith("linux") else True
    assert not system_check.loadable("libnard-no-such-library.so.7")


def test_the_command_line_prints_the_message_and_exits_before_qt(monkeypatch, capsys):
    if not sys.platform.startswith("linux"):
        pytest.skip("the check is for Linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("XDG_SESSION_TYPE", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(system_check, "loadable", only_missing("libxcb-cursor.so.0"))
    started = []
    import nard_desktop.ui.app as ui_app
    monkeypatch.setattr(ui_app, "run", lambda args: started.append(args) or 0)

    status = cli.main([])

    assert status == system_check.EXIT_STATUS != 0
    assert started == []
    err = capsys.readouterr().err
    assert "sudo apt install libxcb-cursor0" in err
    assert "libxcb-cursor.so.0" in err


def test_a_process_without_a_screen_exits_with_words_not_an_abort():
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")}
    if not sys.platform.startswith("linux"):
        pytest.skip("the check is for Linux")
    result = subprocess.run([sys.executable, "-m", "nard_desktop"], env=env, capture_output=True,
                            check=False, text=True, encoding="utf-8", timeout=120)
    assert result.returncode == system_check.EXIT_STATUS
    assert "no screen found" in result.stderr
    assert "Traceback" not in result.stderr
