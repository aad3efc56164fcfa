"""Where an explanation is shown: :class:`ExplanationLabel`, the sentences
that say why a marked decision loses, each with a link to its term in the
short glossary page (:class:`GlossaryDialog`: blot, shot, hit, point, prime,
anchor, pip count …, in the current language).

The tutor bar, the review panel and learn-from-mistakes each hold one label;
a click on a term opens the glossary there.  The words are
:mod:`nard_desktop.app.explain_text`'s."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from nard_desktop.ai.explain import Explanation
from nard_desktop.app.explain_text import explanation_html, explanation_text, glossary_html
from nard_desktop.ui.retranslating import Retranslating

__all__ = ["ExplanationLabel", "GlossaryDialog", "show_glossary"]


class GlossaryDialog(Retranslating, QDialog):
    """The glossary page: every term the explanations use, with its meaning."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("glossary")
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        col = QVBoxLayout(self)
        col.addWidget(self.browser)
        col.addWidget(buttons)
        self.resize(520, 560)
        self.term = ""
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Glossary"))
        self.browser.setHtml(glossary_html())
        if self.term:
            self.browser.scrollToAnchor(self.term)

    def show_term(self, term: str) -> None:
        """Show the page at ``term`` (one of :data:`~nard_desktop.app.explain_text.GLOSSARY_TERMS`)."""
        self.term = term
        self.browser.scrollToAnchor(term)
        self.show()
        self.raise_()


def show_glossary(parent: QWidget, term: str) -> GlossaryDialog:
    """The glossary of ``parent``'s window at ``term`` (one page per window)."""
    window = parent.window()
    dialog = window.findChild(GlossaryDialog, "glossary")
    if dialog is None:
        dialog = GlossaryDialog(window)
    dialog.show_term(term)
    return dialog


class ExplanationLabel(Retranslating, QLabel):
    """One explanation's sentences; hidden while there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("explanation")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.linkActivated.connect(self._link)
        self.explanation: Explanation | None = None
        self.said: tuple[str, ...] = ()
        self.setVisible(False)

    def set_explanation(self, e: Explanation | None, said: tuple[str, ...] = ()) -> None:
        """Show ``e``; ``said``: the chances the words beside the label already
        give (``"win"`` …), not said again."""
        self.explanation = e
        self.said = said
        self.retranslate()

    def plain_text(self) -> str:
        """The sentences as the player reads them, without the links."""
        return explanation_text(self.explanation, self.said)

    def retranslate(self) -> None:
        html = explanation_html(self.explanation, self.said)
        self.setText(html)
        self.setVisible(bool(html))

    @Slot(str)
    def _link(self, href: str) -> None:
        if href.startswith("glossary:"):
            show_glossary(self, href.split(":", 1)[1])
