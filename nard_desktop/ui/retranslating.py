"""One handler for a language switch: a widget that shows texts in the current language
mixes in :class:`Retranslating` and sets its texts in ``retranslate()``.

Qt sends every widget a ``QEvent.LanguageChange`` when a translator is installed or
removed (:func:`nard_desktop.app.i18n.switch_language`); the mixin answers it by calling
``retranslate()``, then lets the widget's Qt class handle the event as before.  It goes
before the Qt class among the bases, so that its ``changeEvent`` is the one Qt calls::

    class CubeWidget(Retranslating, QGroupBox):
        def retranslate(self) -> None:
            self.setTitle(self.tr("Cube"))
"""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Calls ``self.retranslate()`` on ``QEvent.LanguageChange`` (a mixin for QWidgets)."""

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc] - the Qt class after this one

    def retranslate(self) -> None:
        """Set every text of the widget again, in the current language."""
        raise NotImplementedError(f"{type(self).__name__} must define retranslate()")
