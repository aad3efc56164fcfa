"""The analysis report in the window: each player's figures and the marked
decisions, and their export as HTML or PDF (Game ▸ Report of the analysis).

The figures and words come from :mod:`nard_desktop.app.report_model`; the
tables follow the interface's direction, so in Persian the first column is
on the right.  The PDF is laid out by Qt's rich-text engine from the report's
HTML and written by :class:`QPdfWriter`, with the bundled Vazirmatn font
embedded (Qt shapes the Persian letters and puts the glyphs it used into the
file).
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QObject, Qt, Signal, Slot
from PySide6.QtGui import (
    QAction, QBrush, QColor, QFont, QFontDatabase, QPageLayout, QPageSize, QPdfWriter, QTextDocument, QTextOption,
)
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFormLayout, QHeaderView, QLabel,
                               QMessageBox, QPushButton, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout,
                               QWidget)

from nard_desktop import resources
from nard_desktop.ai.analysis import MatchAnalysis, MatchDecisions
from nard_desktop.app.controller import GameController
from nard_desktop.app.match_files import os_error_text
from nard_desktop.app.problem import os_reason
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.report_export import report_html, save_export, write_html
from nard_desktop.app.report_model import MatchReport, build_report
from nard_desktop.app.session import MatchSession
from nard_desktop.app.text import fill, path_text
from nard_desktop.ui.retranslating import Retranslating
from nard_desktop.ui.sizing import fit_dialog

from .file_dialog import save_file_name, saved_games_folder
from .fonts import FAMILY
from .review_actions import ReviewActions

__all__ = ["ReportDialog", "ReportActions", "pdf_bytes", "write_pdf"]

_MARK_COLOURS = {"doubtful": "#b8860b", "bad": "#d2691e", "very_bad": "#c0392b"}


# ------------------------------------------------------------------ PDF
def _ensure_font() -> None:
    """Vazirmatn registered with Qt (the program does it at start; a PDF made
    without the window, as in a script, does it here)."""
    if FAMILY in QFontDatabase.families():
        return
    try:
        for path in resources.font_files():
            QFontDatabase.addApplicationFont(str(path))
    except resources.ResourceNotFoundError:
        pass


def pdf_bytes(report: MatchReport) -> bytes:
    """The report as a PDF document (A4)."""
    _ensure_font()
    doc = QTextDocument()
    font = QFont(FAMILY)
    font.setPointSizeF(9.5)
    doc.setDefaultFont(font)
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft if report.direction == "rtl"
                            else Qt.LayoutDirection.LeftToRight)
    doc.setDefaultTextOption(option)
    doc.setHtml(report_html(report, for_qt=True))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(report.title + " \u2014 " + " / ".join(report.players))
    writer.setCreator("Takhteh Nard")
    doc.print_(writer)
    del writer  # ends the document: the file is complete in the buffer
    buffer.close()
    return bytes(data.data())


def write_pdf(path: str | Path, report: MatchReport) -> Path:
    """Save the report as PDF at ``path`` (atomically); raises ``OSError``."""
    return save_export(path, pdf_bytes(report))


# --------------------------------------------------------------- dialog
class ReportDialog(Retranslating, QDialog):
    """Both players' figures (one tab) and the marked decisions (another),
    with Export as HTML / PDF.  A double click (or Enter) on a marked decision
    emits :attr:`decision_chosen` with its index in the analysis."""

    decision_chosen = Signal(int)

    def __init__(self, analysis: MatchAnalysis, decisions: MatchDecisions | None = None, *,
                 names: tuple[str, str] | None = None, when: _dt.date | _dt.datetime | None = None,
                 show_messages: bool = True, options: ViewOptions | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("report-dialog")
        self.analysis = analysis
        self.decisions = decisions
        self.names = names
        self.when = when
        self.show_messages = show_messages
        # The window's view options: expert numbers (EMG, mEMG, plies) only when they say so.
        self.options = options
        self.report: MatchReport | None = None
        self.last_saved: Path | None = None
        col = QVBoxLayout(self)
        self.heading = QFormLayout()
        col.addLayout(self.heading)
        self.tabs = QTabWidget(self)
        self.figures = QTableWidget(0, 3, self)
        self.marked = QTableWidget(0, 8, self)
        for table in (self.figures, self.marked):
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.verticalHeader().setVisible(False)
            table.setAlternatingRowColors(True)
        self.figures.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in (1, 2):
            self.figures.horizontalHeader().setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
            self.figures.setColumnWidth(c, 130)
        self.marked.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.marked.horizontalHeader().setStretchLastSection(True)
        # Activated: a double click, or Enter (a single click where the desktop says so).
        self.marked.activated.connect(lambda index: self._choose(index.row()))
        self.tabs.addTab(self.figures, "")
        self.tabs.addTab(self.marked, "")
        col.addWidget(self.tabs, 1)
        # Why the selected marked decision loses, in words (also each row's tooltip).
        self.why = QLabel(self)
        self.why.setObjectName("report-why")
        self.why.setWordWrap(True)
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.why.setVisible(False)
        col.addWidget(self.why)
        self.marked.currentCellChanged.connect(lambda row, *_: self._show_why(row))
        self.tabs.currentChanged.connect(lambda _i: self._show_why(self.marked.currentRow()))
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        col.addWidget(self.note)
        self.message = QLabel(self)  # the last export's outcome
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.message)
        self.buttons = QDialogButtonBox(self)
        self.html_button = QPushButton(self)
        self.pdf_button = QPushButton(self)
        self.buttons.addButton(self.html_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Enter on a marked decision opens it in the review; it must not press a
        # button (an export's file dialog) as well.
        for button in (self.html_button, self.pdf_button, self.close_button):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.buttons.rejected.connect(self.reject)
        self.html_button.clicked.connect(lambda: self.export_html())
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        col.addWidget(self.buttons)
        # As wide and tall as its tables like, within the screen (1024x600 included).
        fit_dialog(self, width_chars=110, height=640)
        # Shown once and hidden since (closed, on its way to deletion): a language switch
        # only marks the report stale, and showing it again rebuilds it; rebuilding the
        # tables of a dialog being torn down has crashed Qt once (a test's teardown).
        self._shown = False
        self._stale = False
        self.retranslate()

    def showEvent(self, event) -> None:  # Qt's name
        self._shown = True
        if self._stale:
            self.retranslate()
        super().showEvent(event)

    def retranslate(self) -> None:
        """Build the report again in the current language and show it."""
        if self._shown and not self.isVisible():
            self._stale = True
            return
        self._stale = False
        self.setWindowTitle(self.tr("Analysis report"))
        self.tabs.setTabText(0, self.tr("Players"))
        self.tabs.setTabText(1, self.tr("Marked decisions"))
        self.html_button.setText(self.tr("Export as &HTML…"))
        self.html_button.setToolTip(self.tr("Save the report as a web page that opens in any browser"))
        self.pdf_button.setText(self.tr("Export as &PDF…"))
        self.pdf_button.setToolTip(self.tr("Save the report as a PDF document, ready to print"))
        self.close_button.setText(self.tr("Close"))
        self.report = build_report(self.analysis, self.decisions, names=self.names, when=self.when,
                                   expert=self.expert)
        self._fill(self.report)

    @property
    def expert(self) -> bool:
        return bool(self.options is not None and self.options.expert_numbers)

    def refresh(self) -> None:
        """The report again, after a change of the view options (expert numbers)."""
        self.retranslate()

    def _fill(self, report: MatchReport) -> None:
        while self.heading.rowCount():
            self.heading.removeRow(0)
        for label, text in report.heading:
            # A label aligns its text by the text's own direction: a number alone
            # ("۲") would sit on the left in Persian without the right-to-left mark.
            rlm = "\u200f" if report.direction == "rtl" else ""
            value = QLabel(rlm + text, self)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.heading.addRow(label, value)
        t = self.figures
        t.clearSpans()
        t.setHorizontalHeaderLabels([report.texts["figure"], report.players[0], report.players[1]])
        rows = sum(1 + len(s.figures) for s in report.sections)
        t.setRowCount(rows)
        shade = QBrush(QColor("#f2e8d5"))
        row = 0
        for section in report.sections:
            item = QTableWidgetItem(section.title)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setBackground(shade)
            item.setForeground(QBrush(QColor("#5b3a1e")))
            item.setData(Qt.ItemDataRole.UserRole, section.key)
            t.setItem(row, 0, item)
            for c in (1, 2):
                filler = QTableWidgetItem("")
                filler.setBackground(shade)
                t.setItem(row, c, filler)
            t.setSpan(row, 0, 1, 3)
            row += 1
            for f in section.figures:
                label = QTableWidgetItem(f.label)
                label.setData(Qt.ItemDataRole.UserRole, f.key)
                t.setItem(row, 0, label)
                for p in (0, 1):
                    item = QTableWidgetItem(f.texts[p])
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    t.setItem(row, 1 + p, item)
                row += 1
        m = self.marked
        keys = report.columns
        m.setColumnCount(len(keys))
        m.setHorizontalHeaderLabels([report.texts[k] for k in keys])
        m.setRowCount(len(report.marked))
        for r, d in enumerate(report.marked):
            for c, key in enumerate(keys):
                item = QTableWidgetItem(d.cell(key))
                if key == "mark":
                    item.setForeground(QBrush(QColor(_MARK_COLOURS.get(d.mark, "#000"))))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if d.why:
                    item.setToolTip(d.why)
                m.setItem(r, c, item)
        self.note.setText(report.texts["note"])
        self._show_why(m.currentRow())

    def _show_why(self, row: int) -> None:
        marked = self.report.marked if self.report is not None else ()
        text = marked[row].why if 0 <= row < len(marked) and self.tabs.currentWidget() is self.marked else ""
        self.why.setText(text)
        self.why.setVisible(bool(text))

    def _choose(self, row: int) -> None:
        if self.report is not None and 0 <= row < len(self.report.marked):
            self.decision_chosen.emit(self.report.marked[row].index)

    # ---------------------------------------------------------- reading
    def figure_rows(self) -> dict[str, tuple[str, str, str]]:
        """The players' table as text, by figure key: (label, first, second)."""
        t = self.figures
        out = {}
        for r in range(t.rowCount()):
            key = t.item(r, 0).data(Qt.ItemDataRole.UserRole)
            if t.columnSpan(r, 0) == 1 and key:
                out[key] = (t.item(r, 0).text(), t.item(r, 1).text(), t.item(r, 2).text())
        return out

    # ---------------------------------------------------------- export
    def _default_path(self, suffix: str) -> str:
        names = "-".join("".join(ch for ch in n if ch.isalnum()) or "player" for n in self.report.players)
        word = self.tr("report", "the end of an exported report's file name")
        return str(Path(saved_games_folder()) / f"{names}-{word}.{suffix}")

    def export_html(self, path: str | None = None) -> bool:
        """Save as HTML: ``path``, or where the player chooses (the file
        dialog asks before replacing a file)."""
        if path is None:
            # The dialog adds the suffix before it asks about replacing a file.
            path = save_file_name(self, self.tr("Export the report as HTML"), self._default_path("html"),
                                  self.tr("Web pages (*.html *.htm)"), "html")
            if not path:
                return False
        return self._save(path, lambda p: write_html(p, self.report))

    def export_pdf(self, path: str | None = None) -> bool:
        """Save as PDF (as :meth:`export_html`)."""
        if path is None:
            path = save_file_name(self, self.tr("Export the report as PDF"), self._default_path("pdf"),
                                  self.tr("PDF documents (*.pdf)"), "pdf")
            if not path:
                return False
        return self._save(path, lambda p: write_pdf(p, self.report))

    def _save(self, path: str, write: Any) -> bool:
        try:
            write(path)
        except OSError as exc:
            text = fill(self.tr("The report could not be saved as %1."), path_text(path))
            detail = os_error_text(exc)
            self.message.setText(text + "\n" + os_reason(exc))  # the English words behind Details
            if self.show_messages:
                box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Analysis report"), text,
                                  QMessageBox.StandardButton.Ok, self)
                box.setInformativeText(self.tr("The operating system's reason (in English):"))
                box.setDetailedText(detail)
                box.open()
            return False
        self.last_saved = Path(path)
        self.message.setText(fill(self.tr("The report was saved as %1."), path_text(path)))
        return True


# --------------------------------------------------------------- action
class ReportActions(QObject):
    """Game ▸ Report of the analysis: the report of the last analysis of the
    match on the board (enabled once an analysis has finished).

    It is given the review whose analysis it reports, the controller and the
    session of the match, the window its dialog belongs to (``parent``) and
    the view options.  The Game menu's entry is :attr:`act_report`; the
    window puts it there."""

    def __init__(self, review: ReviewActions, controller: GameController, session: MatchSession,
                 parent: QWidget, *, options: ViewOptions) -> None:
        super().__init__(parent)
        self.widget = parent
        self.review = review
        self.controller = controller
        self.view_options = options
        self.dialog: ReportDialog | None = None
        self.match_date: _dt.date | _dt.datetime | None = _dt.date.today()
        self.act_report = QAction(parent)
        self.act_report.setEnabled(False)
        self.act_report.triggered.connect(self.show_report)
        parent.addAction(self.act_report)
        review.analysis_finished.connect(self._analysed)
        controller.match_started.connect(self._match_started)
        session.loaded.connect(self._loaded)
        self.retranslate()

    def retranslate(self) -> None:
        self.act_report.setText(self.tr("Analysis &report…"))
        self.act_report.setToolTip(self.tr("Each player's error rates, rating, cube and luck figures, "
                                           "and the marked decisions; export as HTML or PDF"))

    @Slot()
    def _analysed(self, *_args: object) -> None:
        self.act_report.setEnabled(True)

    @Slot()
    def _match_started(self) -> None:
        # Another match: the analysis shown so far is not about it.
        self.act_report.setEnabled(False)
        self.match_date = _dt.date.today()
        self.close_report()

    def close_report(self) -> None:
        """Close the report, if one is open (it is deleted): for another match, and
        when the window closes, so that nothing rebuilds it afterwards (a language
        switch rebuilding the tables of a report whose window was gone crashed Qt in
        a test's teardown)."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog = None

    @Slot(object, object)
    def _loaded(self, _match: object, meta: object) -> None:
        saved = meta.get("saved_at") if isinstance(meta, dict) else None
        try:
            self.match_date = _dt.datetime.fromisoformat(str(saved).replace("Z", "+00:00")) if saved else None
        except ValueError:
            self.match_date = None

    @Slot()
    def show_report(self) -> ReportDialog | None:
        analysis, decisions = self.review.analysis, self.review.decisions
        if analysis is None or not self.act_report.isEnabled():
            return None
        c = self.controller
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = ReportDialog(analysis, decisions, names=(c.seat_name(0), c.seat_name(1)), when=self.match_date,
                                   show_messages=self.view_options.show_dialogs, options=self.view_options,
                                   parent=self.widget)
        dialog = self.dialog
        dialog.decision_chosen.connect(self.show_decision)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: self._forget(dialog))
        dialog.show()
        return dialog

    def refresh(self) -> None:
        """The open report again, after a change of the view options (expert numbers)."""
        if self.dialog is not None:
            self.dialog.refresh()

    @Slot(int)
    def show_decision(self, index: int) -> None:
        """Put the review (the board and the panel) at decision ``index``."""
        if not self.review.active:
            self.review.enter()
        self.review.select(index)

    def _forget(self, dialog: ReportDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
