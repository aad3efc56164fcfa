"""What the player reads about a network match, in the player's language.

The protocol speaks in codes (:data:`~.protocol.ERROR_CODES`,
:data:`~.protocol.READY_MESSAGES`); these functions turn them into
sentences, translated in the ``NetPlay`` context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from .protocol import ERROR_CODES, READY_MESSAGES

__all__ = ["error_text", "ready_text"]

translate = QCoreApplication.translate

_STOPPED = QT_TRANSLATE_NOOP("NetPlay", "The match was stopped; nothing of it was changed.")
_KEPT = QT_TRANSLATE_NOOP("NetPlay", "The match is kept: reconnect with the same code to go on.")
_ERRORS: dict[str, tuple[str, str | None]] = {
    "malformed": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program sent something that is not part of a match."),
                  _STOPPED),
    "too_large": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program sent a message far too large."), _STOPPED),
    "bad_version": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program speaks another version of the protocol."),
                    QT_TRANSLATE_NOOP("NetPlay", "Both of you need the same version of Takhteh Nard.")),
    "replayed": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program sent the same message twice."), _STOPPED),
    "out_of_order": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program sent its messages out of order."),
                     _STOPPED),
    "out_of_turn": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program tried to play out of turn."), _STOPPED),
    "illegal": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program tried a move the rules do not allow."),
                _STOPPED),
    "bad_reveal": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's dice do not match what was promised before the roll."),
                   QT_TRANSLATE_NOOP("NetPlay", "The dice may have been rigged: the match was stopped.")),
    "timeout": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program did not answer in time."), _KEPT),
    "closed": (QT_TRANSLATE_NOOP("NetPlay", "The connection was lost."), _KEPT),
    "wrong_code": (QT_TRANSLATE_NOOP("NetPlay", "The code does not match."),
                   QT_TRANSLATE_NOOP("NetPlay", "Check the code your friend read to you and try again.")),
    "tampered": (QT_TRANSLATE_NOOP("NetPlay", "A message was changed on its way."), _KEPT),
    "declined": (QT_TRANSLATE_NOOP("NetPlay", "The match was declined."), None),
    "resume_mismatch": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's saved match is not the same as yours."),
                        QT_TRANSLATE_NOOP("NetPlay", "It cannot be resumed; both of you keep your own match.")),
    "peer_error": (QT_TRANSLATE_NOOP("NetPlay", "Your friend's program stopped the match."), _KEPT),
    "cancelled": (QT_TRANSLATE_NOOP("NetPlay", "You stopped the match."), _KEPT),
    "unreachable": (QT_TRANSLATE_NOOP("NetPlay", "The server that connects the two programs cannot be reached."),
                    QT_TRANSLATE_NOOP("NetPlay", "Check the internet connection and try again.")),
}
assert set(_ERRORS) == set(ERROR_CODES)

_READY = {
    "hello": QT_TRANSLATE_NOOP("NetPlay", "Hello!"),
    "good_luck": QT_TRANSLATE_NOOP("NetPlay", "Good luck!"),
    "good_game": QT_TRANSLATE_NOOP("NetPlay", "Good game!"),
    "thanks": QT_TRANSLATE_NOOP("NetPlay", "Thanks!"),
    "one_moment": QT_TRANSLATE_NOOP("NetPlay", "One moment, please."),
    "well_played": QT_TRANSLATE_NOOP("NetPlay", "Well played!"),
}
assert set(_READY) == set(READY_MESSAGES)


def error_text(code: str) -> str:
    """Why a network match ended, for the player."""
    first, then = _ERRORS.get(code, _ERRORS["malformed"])
    text = translate("NetPlay", first)
    if then is None:
        return text
    more = translate("NetPlay", then)
    return f"{text} {more}"


def ready_text(ready_id: str) -> str:
    """A ready message, for the player."""
    text = _READY[ready_id]
    return translate("NetPlay", text)
