"""Network matches over the loopback: two programs connected by TCP with a code
word, each preset played to the end, a wrong code turned away, a lying peer
caught, one side killed mid-match and resumed, and both saved matches verify."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from net_helpers import check_resumed, kill_under_way

from nard_desktop.app.netplay.protocol import NetError
from nard_desktop.app.netplay.session import history_digest
from nard_desktop.app.netplay.smoke import run_side
from nard_desktop.app.netplay.transport import Listener, connect, new_code
from nard_desktop.app.verify import verify_file

ROOT = Path(__file__).resolve().parents[2]


def _host_in_thread(save, code, **kw):
    listener = Listener(0, "127.0.0.1")
    result: dict = {}

    def run():
        try:
            result["session"] = run_side("host", listener.port, code, str(save), listener=listener, **kw)
        except NetError as exc:
            result["error"] = exc
        finally:
            listener.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return listener.port, thread, result


@pytest.mark.parametrize("preset, length", [("international_match", 1), ("iranian_cafe", 1), ("money", 0)])
def test_a_whole_match_over_tcp_for_each_preset(tmp_path, preset, length):
    code = new_code()
    port, thread, result = _host_in_thread(tmp_path / "host.nardmatch", code, preset=preset, length=length)
    guest = run_side("guest", port, code, str(tmp_path / "guest.nardmatch"), preset=preset, length=length)
    thread.join(60)
    assert "error" not in result, result.get("error")
    host = result["session"]
    assert host.is_over and guest.is_over
    assert history_digest(host.match) == history_digest(guest.match)
    for name in ("host", "guest"):
        ok, verdict = verify_file(tmp_path / f"{name}.nardmatch")
        assert ok, verdict


def test_a_wrong_code_is_turned_away(tmp_path):
    listener = Listener(0, "127.0.0.1")
    errors = []

    def host():
        try:
            listener.accept("123-456", timeout=20, tries=1)
        except NetError as exc:
            errors.append(exc.code)

    thread = threading.Thread(target=host, daemon=True)
    thread.start()
    with pytest.raises(NetError) as err:
        connect("127.0.0.1", listener.port, "123-457")
    thread.join(20)
    listener.close()
    assert err.value.code == "wrong_code"
    assert errors == ["wrong_code"]


def test_the_same_code_in_persian_digits_is_the_same_code():
    listener = Listener(0, "127.0.0.1")
    box = {}
    thread = threading.Thread(target=lambda: box.setdefault("ch", listener.accept("482-913", timeout=20)),
                              daemon=True)
    thread.start()
    guest = connect("127.0.0.1", listener.port, "۴۸۲ ۹۱۳")
    thread.join(20)
    guest.send(b"salaam")
    assert box["ch"].recv(5) == b"salaam"
    guest.close()
    box["ch"].close()
    listener.close()


def test_a_peer_that_lies_about_its_dice_ends_the_match(tmp_path):
    code = new_code()
    port, thread, result = _host_in_thread(tmp_path / "host.nardmatch", code)
    with pytest.raises(NetError):
        run_side("guest", port, code, str(tmp_path / "guest.nardmatch"), tamper=True)
    thread.join(30)
    assert result["error"].code == "bad_reveal"


def _guest_process(port, code, save, *, resume=False):
    cmd = [sys.executable, "-m", "nard_desktop", "--net-play", "guest", "--net-port", str(port),
           "--net-code", code, "--net-save", str(save), "--net-length", "3"]
    if resume:
        cmd.append("--net-resume")
    return subprocess.Popen(cmd, cwd=ROOT, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


@pytest.mark.timeout(300)
def test_one_side_killed_mid_match_resumes_the_same_match(tmp_path):
    code = new_code()
    host_file, guest_file = tmp_path / "host.nardmatch", tmp_path / "guest.nardmatch"
    port, thread, result = _host_in_thread(host_file, code, length=3)
    guest = _guest_process(port, code, guest_file)
    killed_at = kill_under_way(guest, guest_file, result, thread)

    # Both start again from their own autosave, with the same code.
    port, thread, result = _host_in_thread(host_file, code, length=3, resume=True)
    guest = _guest_process(port, code, guest_file, resume=True)
    check_resumed(guest, thread, result, host_file, guest_file, killed_at)


def test_smoke_network_passes_and_a_tampered_reveal_fails():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    ok = subprocess.run([sys.executable, "-m", "nard_desktop", "--smoke-network"], cwd=ROOT, env=env,
                        capture_output=True, text=True, timeout=240)
    assert ok.returncode == 0, ok.stderr
    assert "smoke-network: ok" in ok.stderr
    bad = subprocess.run([sys.executable, "-m", "nard_desktop", "--smoke-network", "--tamper"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=240)
    assert bad.returncode != 0
    assert "bad_reveal" in bad.stderr


def test_the_standalone_script_checks_a_network_match_and_catches_a_changed_secret(tmp_path):
    """scripts/verify_dice.py (Python alone, none of the game's code) checks both sides'
    saved network matches, and says NOT FAIR when one secret of one roll is changed."""
    import json

    code = new_code()
    port, thread, result = _host_in_thread(tmp_path / "host.nardmatch", code, preset="money", length=0)
    run_side("guest", port, code, str(tmp_path / "guest.nardmatch"), preset="money", length=0)
    thread.join(60)
    assert "error" not in result, result.get("error")
    script = ROOT / "scripts" / "verify_dice.py"

    def check(path):
        return subprocess.run([sys.executable, str(script), str(path)], capture_output=True, text=True, timeout=60)

    for name in ("host", "guest"):
        run = check(tmp_path / f"{name}.nardmatch")
        assert run.returncode == 0, run.stdout + run.stderr
        assert "follow from both players' secrets" in run.stdout
    record = json.loads((tmp_path / "host.nardmatch").read_text(encoding="utf-8"))
    proofs = record["dice"]["proofs"]
    assert len(proofs) >= 4
    # One secret changed in every roll: a single roll could still give the same dice
    # (1 chance in 36), every one of them cannot.
    for proof in proofs:
        proof[0] = ("0" if proof[0][0] != "0" else "1") + proof[0][1:]
    changed = tmp_path / "changed.nardmatch"
    changed.write_text(json.dumps(record), encoding="utf-8")
    run = check(changed)
    assert run.returncode == 1 and "NOT FAIR: roll" in run.stdout, run.stdout + run.stderr
    proofs[1][0] = "zz"
    changed.write_text(json.dumps(record), encoding="utf-8")
    assert check(changed).returncode == 2
