"""One way to write a file that matters: temporary file, fsync, rename (weights, the
bear-off database, saved matches, the autosave)."""

from __future__ import annotations

import numpy as np
import pytest

from nard_desktop import atomic
from nard_desktop.ai.features import N_FEATURES
from nard_desktop.ai.network import load_weights, save_weights


@pytest.fixture
def synced(monkeypatch):
    """The descriptors os.fsync was called on, by kind (a file being written, a folder)."""
    seen: list[str] = []
    real = atomic.os.fsync

    def fsync(fd):
        seen.append("folder" if atomic.os.path.isdir(f"/proc/self/fd/{fd}") else "file")
        real(fd)

    monkeypatch.setattr(atomic.os, "fsync", fsync)
    return seen


def _leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(atomic.TMP_SUFFIX))


def test_bytes_and_writer_functions_reach_the_disk_before_the_rename(tmp_path, synced):
    target = tmp_path / "data.bin"
    atomic.write_atomic(target, b"first")
    atomic.write_atomic(target, lambda fh: fh.write(b"second"))
    assert target.read_bytes() == b"second"
    assert _leftovers(tmp_path) == []
    if atomic.os.name == "posix":
        assert synced == ["file", "folder", "file", "folder"]


def test_a_writer_that_fails_leaves_the_old_file_and_no_temporary(tmp_path):
    target = tmp_path / "data.bin"
    atomic.write_atomic(target, b"good")

    def half(fh):
        fh.write(b"half")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        atomic.write_atomic(target, half)
    with pytest.raises(RuntimeError):
        atomic.write_atomic(target, b"new", before_replace=lambda: (_ for _ in ()).throw(RuntimeError("x")))
    assert target.read_bytes() == b"good"
    assert _leftovers(tmp_path) == []


def test_network_weights_are_written_atomically(tmp_path, synced):
    rng = np.random.default_rng(1)
    net = {"W1": rng.normal(0, 0.1, (N_FEATURES, 3)), "b1": rng.normal(0, 0.1, 3),
           "W2": rng.normal(0, 0.3, (3, 5)), "b2": rng.normal(0, 0.1, 5)}
    path = tmp_path / "w.npz"
    save_weights(path, net, net, {"games": 7})
    assert _leftovers(tmp_path) == [] and path.is_file()
    assert "file" in synced
    _, _, meta = load_weights(path)
    assert meta["games"] == 7
