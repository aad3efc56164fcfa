"""Every way a network match can end, and every ready message, reads in Persian and in English."""

from __future__ import annotations

import pytest

from nard_desktop.app import i18n
from nard_desktop.app.netplay.protocol import ERROR_CODES, READY_MESSAGES
from nard_desktop.app.netplay.wording import error_text, ready_text


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_code_and_ready_message_has_its_words(qapp, lang):
    i18n.install_translations(qapp, lang)
    try:
        texts = [error_text(code) for code in ERROR_CODES] + [ready_text(r) for r in READY_MESSAGES]
        assert all(texts) and len(set(texts)) == len(texts)
        persian = [any("\u0600" <= ch <= "\u06ff" for ch in t) for t in texts]
        assert all(persian) if lang == "fa" else not any(persian)
    finally:
        i18n.uninstall_translations(qapp)
