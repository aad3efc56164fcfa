"""Every way a network match can end, and every ready message, reads in Persian and in English."""

from __future__ import annotations

from nard_desktop.app.netplay.protocol import ERROR_CODES, READY_MESSAGES
from nard_desktop.app.netplay.wording import error_text, ready_text


def _texts():
    return [error_text(code) for code in ERROR_CODES] + [ready_text(r) for r in READY_MESSAGES]


def _is_persian(text):
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


def test_every_code_and_ready_message_reads_in_english(qapp):
    texts = _texts()
    assert all(texts) and len(set(texts)) == len(texts)
    assert not any(map(_is_persian, texts))


def test_every_code_and_ready_message_reads_in_persian(persian):
    texts = _texts()
    assert all(texts) and len(set(texts)) == len(texts)
    assert all(map(_is_persian, texts))
