"""Setting up a position from GNU Backgammon's Position ID and Match ID."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from nard_desktop.app.match_files import find_xgid, parse_ids
from nard_desktop.app.text import fill, loc
from nard_desktop.ui.sizing import fit_dialog, refit


class PasteIdsDialog(QDialog):
    """Two fields, Position ID and Match ID.  ``apply(position_id, match_id)``
    sets the position up and returns None, or an error message that is shown
    in the dialog (which then stays open).  ``names``: (yours, the other
    side's), to say which side of GNU Backgammon's board is yours."""

    def __init__(self, apply: Callable[[str, str], str | None], position_id: str = "", match_id: str = "",
                 parent: QWidget | None = None, *, names: tuple[str, str] | None = None) -> None:
        super().__init__(parent)
        self._apply = apply
        self.setWindowTitle(self.tr("Set up a position from IDs"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("GNU Backgammon's Position ID and Match ID of the position to play from. "
                               "Both may also be pasted into the first field as “PositionID:MatchID”, "
                               "or eXtreme Gammon's XGID (“XGID=…”), which holds both."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        you, other = names or (self.tr("you"), self.tr("the other side"))
        self.sides_label = QLabel(fill(self.tr(
            "%1: GNU Backgammon's player %3 (its user, at the bottom of its board); %2: its player %4."),
            you, other, loc(1), loc(0)), self)
        self.sides_label.setWordWrap(True)
        layout.addWidget(self.sides_label)
        form = QFormLayout()
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.position_edit = QLineEdit(position_id, self)
        self.match_edit = QLineEdit(match_id, self)
        self._fonts = (QFont(self.font()), mono)
        for edit in (self.position_edit, self.match_edit):
            # IDs in a fixed-pitch font (l and I apart); the placeholder, words in the
            # player's language, in the dialog's own (a fixed-pitch fallback spaced out
            # its Persian letters).
            edit.textChanged.connect(lambda text, edit=edit: self._font_for(edit))
            self._font_for(edit)
            edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
            edit.setMinimumWidth(260)
        self.position_edit.setPlaceholderText("4HPwATDgc/ABMA")
        self.match_edit.setPlaceholderText(self.tr("empty: a money game"))
        self.position_edit.textEdited.connect(self._split_pasted)
        form.addRow(self.tr("Position ID:"), self.position_edit)
        form.addRow(self.tr("Match ID:"), self.match_edit)
        layout.addLayout(form)
        self.empty_match_label = QLabel(fill(self.tr(
            "An empty Match ID means a money game with the cube in the middle, and %1 on roll: the Position ID "
            "is then read as seen by %1."), you), self)
        self.empty_match_label.setWordWrap(True)
        layout.addWidget(self.empty_match_label)
        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setVisible(False)
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play from here"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_dialog(self, width_chars=72)

    def _font_for(self, edit: QLineEdit) -> None:
        font = self._fonts[1] if edit.text() else self._fonts[0]
        if edit.font() != font:
            edit.setFont(font)

    def _split_pasted(self, text: str) -> None:
        xgid = find_xgid(text)
        if xgid is not None:  # an XGID holds the match too
            self.position_edit.setText(xgid)
            self.match_edit.clear()
            return
        ids = parse_ids(text)
        if ids is not None:
            self.position_edit.setText(ids[0])
            self.match_edit.setText(ids[1])

    def accept(self) -> None:
        error = self._apply(self.position_edit.text().strip(), self.match_edit.text().strip())
        if error:
            self.error_label.setText(error)
            self.error_label.setVisible(True)
            refit(self)  # room for the whole message, marks above the letters included
            return
        super().accept()


__all__ = ["PasteIdsDialog"]
