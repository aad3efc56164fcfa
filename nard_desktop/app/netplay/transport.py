"""A direct connection to the peer (address and port), authenticated by a
short code word and encrypted.

The code word is the password of a password-authenticated key exchange
(SPAKE2, from the ``spake2`` package): both sides get the same key only if
they typed the same code, and someone who listens learns nothing that lets
them test guesses offline; someone who answers in the peer's place gets one
guess per connection.  Each side then proves it has the key (a key
confirmation), and every message travels as ChaCha20-Poly1305 (from
``cryptography``) under a key for its direction, with the message's number
as its nonce: a changed, dropped, repeated or reordered message fails its
authentication.  No cryptography is written here: only which library
function is called with what.

A frame on the wire is a 4-byte big-endian length and that many bytes;
a frame longer than the limit is refused before it is read.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import socket
import struct
import time

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]

from .protocol import MAX_MESSAGE_BYTES, NetError

__all__ = ["SecureChannel", "Listener", "connect", "new_code", "DEFAULT_PORT", "HANDSHAKE_TIMEOUT"]

DEFAULT_PORT = 47611
HANDSHAKE_TIMEOUT = 20.0
_OVERHEAD = 16  # the authentication tag
_MAX_FRAME = MAX_MESSAGE_BYTES + _OVERHEAD
_MAX_PAKE_FRAME = 1024
_ID_HOST = b"nard-desktop host"
_ID_GUEST = b"nard-desktop guest"
_AAD = b"nard-desktop net v1"


def new_code() -> str:
    """A fresh code word: six digits in two groups (``"482-913"``), easy to read aloud in any language."""
    n = secrets.randbelow(10 ** 6)
    return f"{n // 1000:03d}-{n % 1000:03d}"


def _normal_code(code: str) -> bytes:
    text = "".join(ch for ch in str(code) if not ch.isspace()).replace("-", "").lower()
    # Persian and Arabic-Indic digits read as ASCII digits.
    text = text.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789"))
    if not text:
        raise ValueError("the code word is empty")
    return text.encode("utf-8")


def _read_exactly(sock: socket.socket, n: int, deadline: float) -> bytes:
    chunks = bytearray()
    while len(chunks) < n:
        left = deadline - time.monotonic()
        if left <= 0:
            raise NetError("timeout", "the peer did not answer in time")
        sock.settimeout(left)
        try:
            chunk = sock.recv(min(65536, n - len(chunks)))
        except socket.timeout:
            raise NetError("timeout", "the peer did not answer in time") from None
        except OSError as exc:
            raise NetError("closed", f"the connection broke: {exc}") from None
        if not chunk:
            raise NetError("closed", "the peer closed the connection")
        chunks += chunk
    return bytes(chunks)


def _read_frame(sock: socket.socket, limit: int, deadline: float) -> bytes:
    (length,) = struct.unpack(">I", _read_exactly(sock, 4, deadline))
    if length > limit:
        raise NetError("too_large", f"a frame of {length} bytes")
    return _read_exactly(sock, length, deadline)


def _write_frame(sock: socket.socket, data: bytes) -> None:
    try:
        sock.sendall(struct.pack(">I", len(data)) + data)
    except OSError as exc:
        raise NetError("closed", f"the connection broke: {exc}") from None


def _hkdf(key: bytes, info: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=info).derive(key)


class SecureChannel:
    """An authenticated, encrypted connection carrying whole messages
    (:class:`~nard_desktop.app.netplay.play.Channel`)."""

    def __init__(self, sock: socket.socket, key: bytes, is_host: bool) -> None:
        self._sock = sock
        mine, theirs = (b"host->guest", b"guest->host") if is_host else (b"guest->host", b"host->guest")
        self._send_aead = ChaCha20Poly1305(_hkdf(key, b"nard-desktop message key " + mine))
        self._recv_aead = ChaCha20Poly1305(_hkdf(key, b"nard-desktop message key " + theirs))
        self._sent = 0
        self._received = 0
        self.closed = False

    @classmethod
    def handshake(cls, sock: socket.socket, code: str, is_host: bool,
                  timeout: float = HANDSHAKE_TIMEOUT) -> "SecureChannel":
        """Run the key exchange over ``sock`` with ``code``; the channel, or
        :class:`NetError` (``wrong_code``, ``timeout``, ``closed``)."""
        deadline = time.monotonic() + timeout
        password = _normal_code(code)
        pake = (SPAKE2_A if is_host else SPAKE2_B)(password, idA=_ID_HOST, idB=_ID_GUEST)
        _write_frame(sock, pake.start())
        theirs = _read_frame(sock, _MAX_PAKE_FRAME, deadline)
        try:
            key = pake.finish(theirs)
        except Exception:  # noqa: BLE001 - the package raises several kinds (and ValueError) for a bad message
            raise NetError("wrong_code", "the peer's key exchange message is not valid") from None
        mine_label, their_label = (b"host", b"guest") if is_host else (b"guest", b"host")
        confirm = _hkdf(key, b"nard-desktop key confirmation")
        _write_frame(sock, hmac.new(confirm, mine_label, hashlib.sha256).digest())
        proof = _read_frame(sock, 64, deadline)
        if not hmac.compare_digest(proof, hmac.new(confirm, their_label, hashlib.sha256).digest()):
            raise NetError("wrong_code", "the peer does not have the same code word")
        return cls(sock, key, is_host)

    @staticmethod
    def _nonce(n: int) -> bytes:
        return n.to_bytes(12, "big")

    def send(self, data: bytes) -> None:
        if self.closed:
            raise NetError("closed", "the connection is closed")
        if len(data) > MAX_MESSAGE_BYTES:
            raise NetError("too_large", f"a message of {len(data)} bytes")
        box = self._send_aead.encrypt(self._nonce(self._sent), bytes(data), _AAD)
        self._sent += 1
        _write_frame(self._sock, box)

    def recv(self, timeout: float) -> bytes:
        if self.closed:
            raise NetError("closed", "the connection is closed")
        box = _read_frame(self._sock, _MAX_FRAME, time.monotonic() + timeout)
        try:
            data = self._recv_aead.decrypt(self._nonce(self._received), box, _AAD)
        except InvalidTag:
            raise NetError("tampered", "a message failed its authentication") from None
        self._received += 1
        return data

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            try:
                self._sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self._sock.close()


class Listener:
    """The host's listening socket on ``port`` (0: any free port; :attr:`port` says which)."""

    def __init__(self, port: int = DEFAULT_PORT, address: str = "") -> None:
        self._sock = socket.create_server((address, port), reuse_port=False)
        self.port = self._sock.getsockname()[1]

    def accept(self, code: str, timeout: float = 600.0, *, tries: int = 3) -> SecureChannel:
        """Wait for the guest and run the key exchange with ``code``.  A
        caller with the wrong code is turned away; after ``tries`` of them
        the listener gives up (``wrong_code``), so that the code cannot be guessed."""
        deadline = time.monotonic() + timeout
        failures = 0
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise NetError("timeout", "nobody joined in time")
            self._sock.settimeout(left)
            try:
                sock, _ = self._sock.accept()
            except socket.timeout:
                raise NetError("timeout", "nobody joined in time") from None
            except OSError as exc:
                raise NetError("closed", f"the listener stopped: {exc}") from None
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            try:
                return SecureChannel.handshake(sock, code, True, min(HANDSHAKE_TIMEOUT, max(1.0, left)))
            except NetError as exc:
                sock.close()
                if exc.code != "wrong_code":
                    continue
                failures += 1
                if failures >= tries:
                    raise

    def close(self) -> None:
        self._sock.close()

    def stop(self) -> None:
        """Stop listening now, from any thread: a waiting :meth:`accept` ends
        (closing alone does not wake it)."""
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._sock.close()


def connect(address: str, port: int, code: str, timeout: float = HANDSHAKE_TIMEOUT) -> SecureChannel:
    """Join the host at ``address``:``port`` with ``code``."""
    try:
        sock = socket.create_connection((address, port), timeout=timeout)
    except OSError as exc:
        raise NetError("closed", f"cannot reach {address}:{port}: {exc.strerror or exc}") from None
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        return SecureChannel.handshake(sock, code, False, timeout)
    except NetError:
        sock.close()
        raise
