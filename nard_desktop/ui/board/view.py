"""The view that shows the board scene, scaled to the widget with its
proportions kept, and never mirrored by a right-to-left window layout."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QSizePolicy, QWidget

from ..retranslating import Retranslating
from . import accessibility
from .scene import BoardScene


class BoardView(Retranslating, QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # The board is a picture of a real board: Persian text direction must not flip it.
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # No brush of its own: the scene paints the theme's background.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(480, 330)
        # Moves without a pressed button still reach the scene (hover, tests).
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        # The last things announced to a screen reader (newest last).
        self.announcements: list[str] = []
        accessibility.install_board_accessibility(BoardView)
        self._name_board()
        scene.announcement.connect(self._on_announcement)
        scene.keyboard_moved.connect(self._on_cursor)

    # ------------------------------------------------------- accessibility
    @property
    def describer(self) -> accessibility.BoardDescriber:
        return self.board_scene().describer

    def element_rect(self, element: tuple):
        return self.board_scene().element_rect(element)

    def focused_element(self) -> tuple | None:
        return self.board_scene().focused_element()

    def _name_board(self) -> None:
        cursor = self.describer.cursor_text()
        board = self.tr("Board")
        self.setAccessibleName(f"{board}: {cursor}" if cursor else board)
        self.setAccessibleDescription(self.describer.summary())

    def announce(self, text: str) -> None:
        if not text:
            return
        self.announcements = [*self.announcements[-49:], text]
        accessibility.announce(self, text)

    def _on_announcement(self, text: str) -> None:
        self._name_board()
        accessibility.names_changed(self)
        self.announce(text)

    def _on_cursor(self) -> None:
        self._name_board()
        self.announce(self.describer.cursor_text() or "")

    def event(self, event: QEvent) -> bool:
        # The board's own keys (arrows, Enter, Escape) win over the window's
        # shortcuts while they mean something on the board: Enter lifts a checker
        # while one may move, and ends the turn (the Done shortcut) once none can.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods == Qt.KeyboardModifier.NoModifier and self.board_scene().wants_key(event.key()):
                event.accept()
                return True
        return super().event(event)

    def retranslate(self) -> None:
        self._name_board()

    def board_scene(self) -> BoardScene:
        scene = self.scene()
        assert isinstance(scene, BoardScene)
        return scene

    def sizeHint(self) -> QSize:
        return QSize(980, 670)

    def fit(self) -> None:
        self.fitInView(self.sceneRect().adjusted(-6, -6, 6, 6), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
