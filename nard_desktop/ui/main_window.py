"""The main window: the board in the centre, the side panel (players, cube,
moves) beside it, menus and toolbar above and the status line below.

The window assembles its helpers (files, dice, settings, review, report,
position editor, tutor, learning from mistakes): each is given what it uses
(the controller, the session, the review, the board, a parent for its
dialogs, a callable for the status line) and tells the window what it
wants through its signals; none of them imports this module or reads the
window's attributes.  They are made in an order in which everything a
helper (or the window's own slots) needs exists before it is used."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QSize, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QMainWindow, QMessageBox, QScrollArea, QSizePolicy,
                               QToolBar, QVBoxLayout, QWidget)

from nard_desktop.app.controller import GameController, MatchConfig, Snapshot, Transition
from nard_desktop.app.hints import HintService
from nard_desktop.app.netgame import LocalGames
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.record_keeper import RecordKeeper
from nard_desktop.app.session import MatchSession
from nard_desktop.app.text import version_text
from nard_desktop.ui.retranslating import Retranslating
from nard_desktop.ui.sizing import MAIN_WINDOW_MINIMUM, fit_window
from nard_desktop.engine import GamePhase

from .board.scene import BoardScene
from .board.view import BoardView
from .dialogs.end_of_game import EndOfGameDialog
from .dialogs.hint import HintDialog
from .dialogs.move_entry import MoveEntryDialog
from .dialogs.new_game import NewGameDialog
from .dialogs.resign import ResignDialog
from .dialogs.welcome import WelcomeDialog
from .dice_actions import DiceActions
from .editor_actions import EditorActions
from .file_actions import FileActions
from .learn_actions import LearnActions
from .net_actions import NetActions, NetPanel
from .preferences import ViewActions, WindowSettings
from .progress_page import ProgressDialog
from .report_view import ReportActions
from .review_actions import ReviewActions
from .sound import SoundService, system_can_play
from .tutor_bar import TutorActions, TutorBar
from .widgets.clock import ClockWidget
from .window_theme import apply_window_theme
from .widgets.cube import CubeWidget
from .widgets.move_list import MoveListWidget
from .widgets.panels import ActionBar, OfferBar, PlayersPanel


# Key names Qt's own Persian catalogue leaves in English (or names otherwise than a
# Persian player does: «بازگشت» for Enter), shown in the menus beside their actions:
# ours answers for Qt's context.  The help texts name the keys the same way.
KEY_NAMES = (QT_TRANSLATE_NOOP("QShortcut", "Space"), QT_TRANSLATE_NOOP("QShortcut", "Return"),
             QT_TRANSLATE_NOOP("QShortcut", "Enter"), QT_TRANSLATE_NOOP("QShortcut", "Esc"),
             QT_TRANSLATE_NOOP("QShortcut", "Tab"))

# The side panel's width, in pixels: about 42 characters of its font, within these.
SIDE_MIN_WIDTH = 270
SIDE_MAX_WIDTH = 340


class MainWindow(Retranslating, QMainWindow):
    # Set once every part of the window exists: a language switch before that
    # has nothing to do (each part sets its texts when it is made).
    _assembled = False

    def __init__(self, controller: GameController | None = None, options: ViewOptions | None = None,
                 parent: QWidget | None = None, *, settings=None, connectors=None, nearby=None,
                 advertise=None) -> None:
        """``connectors``, ``nearby`` and ``advertise``: the ways of playing a friend
        (default: a code word across the internet, then a direct connection; the
        games on this network found by multicast DNS once the join page opens;
        a hosted direct game announced on every interface)."""
        super().__init__(parent)
        self.settings = settings  # nard_desktop.app.settings.Settings, or None: nothing is stored
        self.options = options or (controller.options if controller else ViewOptions())
        self.controller = controller or GameController(self.options)
        if self.controller.parent() is None:
            # The window owns its controller: deleting the window deletes the controller, its
            # worker threads' pools and every connection made to its signals (closures too).
            # A parentless controller would keep any closure connected to it alive, and with
            # it the closed window and its scene that the closure refers to.
            self.controller.setParent(self)
        self.controller.options = self.options
        self.end_dialog: EndOfGameDialog | None = None
        self.welcome_dialog: WelcomeDialog | None = None
        self.cube_confirmation: QMessageBox | None = None  # open while a cube answer waits for "Yes"

        # Board.
        self.scene = BoardScene(self.options, self)
        self.view = BoardView(self.scene, self)

        # Side panel.
        side = self.side = QWidget(self)
        # One width, whatever the panel shows: a tutor bar, an offer or a long name that
        # appears must not take room from the board (it wraps instead).
        side.setFixedWidth(max(SIDE_MIN_WIDTH, min(SIDE_MAX_WIDTH, side.fontMetrics().averageCharWidth() * 42)))
        side.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        # On a short screen (1024x600) the panel's parts may want more height than there is:
        # they scroll then, instead of being drawn over one another (but for the buttons
        # to go on, below).
        outer = QVBoxLayout(side)
        outer.setContentsMargins(0, 0, 0, 0)
        self.side_scroll = QScrollArea(side)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        panel = QWidget(self.side_scroll)
        self.side_scroll.setWidget(panel)
        outer.addWidget(self.side_scroll)
        col = QVBoxLayout(panel)
        col.setContentsMargins(6, 6, 6, 6)
        self.players_panel = PlayersPanel(side)
        self.clock_widget = ClockWidget(self.controller, side)
        self.cube_widget = CubeWidget(side)
        self.offer_bar = OfferBar(side)
        self.move_list = MoveListWidget(side)
        self.action_bar = ActionBar(side)
        col.addWidget(self.players_panel)
        col.addWidget(self.clock_widget)
        col.addWidget(self.cube_widget)
        col.addWidget(self.offer_bar)
        # The list takes the height the other parts leave (a few rows at least): it scrolls
        # itself, and it never pushes the tutor bar or the buttons out of sight.
        self.move_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.move_list.setMinimumHeight(self.move_list.fontMetrics().height() * 5)
        col.addWidget(self.move_list, 1)
        # What a player needs to go on (the tutor's question, Roll and Done) stays below the
        # scrolling part: always in sight, however short the screen.
        bottom = self._side_bottom = QVBoxLayout()
        bottom.setContentsMargins(6, 0, 6, 6)
        bottom.addWidget(self.action_bar)
        outer.addLayout(bottom)

        central = QWidget(self)
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        row.addWidget(side)
        self.setCentralWidget(central)

        self.status_label = QLabel(self)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addWidget(self.status_label, 1)

        self.hints = HintService(self.controller)
        self.hint_dialog: HintDialog | None = None
        self._make_actions()
        show_status = self.status_label.setText
        # Settings, rules page, View menu kept across runs, settings notices.
        view_actions = ViewActions(numbers=self.act_numbers, numbers_on_roll=self.act_numbers_on_roll,
                                   home_left=self.act_home_left, auto_forced=self.act_auto_forced,
                                   click_selects=self.act_click_selects, speeds=self.speed_actions)
        self.prefs = WindowSettings(settings, self.controller, self.options, self, scene=self.scene,
                                    view_actions=view_actions, status_bar=self.statusBar())
        self.act_settings.setEnabled(settings is not None)
        # The match and what may replace it; files, autosave and IDs (File and Edit
        # menus); the dice (Game ▸ Dice).
        self.session = MatchSession(self.controller, self)
        self.files = FileActions(self.session, self, file_menu=self.file_menu, edit_menu=self.edit_menu,
                                 status_bar=self.statusBar())
        self.dice = DiceActions(self.session, self, game_menu=self.game_menu, before=self.act_quit,
                                status_bar=self.statusBar())
        # Quit where players look for it first: at the end of the File menu.
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.act_quit)
        # Game > Analyse and review mode (the review panel).  Made before the
        # window follows the match: while the review shows a decision, the board is its.
        self.review = ReviewActions(self.controller, self.session, self, scene=self.scene, view=self.view,
                                    options=self.options, status_bar=self.statusBar(), show_status=show_status,
                                    place_panel=self._place_beside_board)
        self.prefs.applied.connect(self.review.refresh_numbers)
        self.review.game_controls_enabled.connect(self.set_game_controls_enabled)
        self.game_menu.insertAction(self.act_progress, self.review.act_analyse)
        self.game_menu.insertAction(self.act_progress, self.review.act_leave)
        # The window follows the match: its slots use the hints, the actions and the review, made by now.
        self._connect()
        # The player's record of games against the computer (Game > Progress), with
        # the figures of each analysis of a recorded match.
        self.record_keeper = RecordKeeper(self.controller, parent=self)
        self.record_keeper.problem.connect(self._record_problem)
        self.review.analysis_kept.connect(self._record_analysis)
        self.progress_dialog: ProgressDialog | None = None
        # Game > Analysis report (each player's figures; HTML and PDF export).
        self.report = ReportActions(self.review, self.controller, self.session, self, options=self.options)
        self.game_menu.insertAction(self.act_progress, self.report.act_report)
        # Small enough for a 1024x600 screen (less its panels and the title bar).
        apply_window_theme(self, self.options.board_theme)
        self.setMinimumSize(MAIN_WINDOW_MINIMUM)
        fit_window(self, QSize(1280, 800))
        # The position editor (Edit menu).
        self.editing = EditorActions(self.controller, self.session, self.hints, self, scene=self.scene,
                                     view=self.view, show_status=show_status)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.editing.act_edit)
        # Sounds at the game's events (silent without settings, as in tests).
        self.sound = SoundService(self.controller, settings, parent=self)
        self.prefs.sounds_playable = system_can_play
        # The tutor (a bar beside the board's buttons, notes in the review).
        self.tutor = TutorActions(self.controller, self.session, self.review, TutorBar(side), self,
                                  show_status=show_status)
        self._side_bottom.insertWidget(0, self.tutor.bar)
        self.tutor.hint_requested.connect(self.show_hint)
        # Learning from the analysed mistakes (Game menu, and a button in the review panel).
        self.learn = LearnActions(self.review, self.controller, self.session, self, view=self.view,
                                  scene=self.scene, options=self.options, show_status=show_status,
                                  place_panel=self._place_beside_board)
        self.game_menu.insertAction(self.act_progress, self.learn.act_learn)
        # The Settings dialog's OK: open views show the numbers as now asked (plain or expert).
        self.prefs.applied.connect(self.refresh_numbers)
        # Play a friend on another computer (Game menu; a panel beside the board during the match).
        self.net_panel = NetPanel(side)
        col.insertWidget(max(0, col.indexOf(self.move_list)), self.net_panel)
        self.net = NetActions(self.controller, self.session, self, panel=self.net_panel, show_status=show_status,
                              connectors=connectors, nearby=nearby if nearby is not None else LocalGames(self),
                              house_rules=self._house_rules, advertise=advertise)
        self.game_menu.insertAction(self.act_next, self.net.act_play_friend)
        self._assembled = True

    # ------------------------------------------------------------- actions
    def _action(self, slot, shortcut=None, checkable: bool = False) -> QAction:
        a = QAction(self)  # its words come from retranslate()
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.setCheckable(checkable)
        if checkable:
            a.toggled.connect(slot)
        else:
            a.triggered.connect(slot)
        self.addAction(a)
        return a

    def _make_actions(self) -> None:
        c = self.controller
        self.act_new = self._action(self.new_match_dialog, QKeySequence.StandardKey.New)
        self.act_next = self._action(c.next_game, "Ctrl+G")
        self.act_roll = self._action(c.dice_clicked, Qt.Key.Key_Space)
        self.act_done = self._action(c.done, Qt.Key.Key_Return)
        self.act_done_enter = self._action(c.done, Qt.Key.Key_Enter)
        self.act_double = self._action(c.double, "Ctrl+D")
        self.act_take = self._action(c.take, "T")
        self.act_drop = self._action(c.drop, "P")
        self.act_accept_resign = self._action(c.accept_resignation, "A")
        self.act_decline_resign = self._action(c.decline_resignation, "N")
        self.act_resign = self._action(self.resign_dialog, "Ctrl+R")
        self.act_quit = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.act_undo = self._action(c.undo, QKeySequence.StandardKey.Undo)
        self.act_undo_turn = self._action(c.undo_turn, "Ctrl+Shift+Z")

        o = self.options
        self.act_numbers = self._action(self._set_numbers, checkable=True)
        self.act_numbers.setChecked(o.show_point_numbers)
        self.act_numbers_on_roll = self._action(self._set_numbers_on_roll, checkable=True)
        self.act_numbers_on_roll.setChecked(not o.numbers_for_bottom)
        self.act_home_left = self._action(self._set_home_left, checkable=True)
        self.act_home_left.setChecked(not o.home_on_right)
        self.act_auto_forced = self._action(self._set_auto_forced, checkable=True)
        self.act_auto_forced.setChecked(o.auto_play_forced)
        self.act_click_selects = self._action(self._set_click_selects, checkable=True)
        self.act_click_selects.setChecked(o.click_selects)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key in ("instant", "fast", "normal", "slow"):
            a = QAction(self)
            a.setCheckable(True)
            a.setChecked(o.animation_speed == key)
            a.triggered.connect(lambda _=False, k=key: self._set_speed(k))
            self.speed_group.addAction(a)
            self.speed_actions[key] = a
        self.act_about = self._action(self.about)
        self.act_how = self._action(self.how_to_move, QKeySequence.StandardKey.HelpContents)
        self.act_keys = self._action(self.keyboard_help)
        preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        self.act_settings = self._action(self.open_settings,
                                         QKeySequence.StandardKey.Preferences if preferences else "Ctrl+,")
        self.act_rules = self._action(self.show_rules)
        self.act_welcome = self._action(self.show_welcome)
        self.act_progress = self._action(self.show_progress)
        self.act_type_move = self._action(self.type_move_dialog, "M")
        self.act_type_move.setShortcuts([QKeySequence("M"), QKeySequence("Ctrl+M")])
        self.act_hint = self._action(self.show_hint, "H")
        self.act_hint.setShortcuts([QKeySequence("H"), QKeySequence("Ctrl+H")])

        bar = self.menuBar()
        self.file_menu = bar.addMenu("")  # filled, and named, by FileActions
        game = self.game_menu = bar.addMenu("")
        for a in (self.act_new, self.act_next, None, self.act_roll, self.act_type_move, self.act_done,
                  self.act_double, self.act_take, self.act_drop, self.act_hint, self.act_resign,
                  self.act_accept_resign, self.act_decline_resign, None, self.act_progress, self.act_settings, None,
                  self.act_quit):
            game.addSeparator() if a is None else game.addAction(a)
        edit = self.edit_menu = bar.addMenu("")
        edit.addAction(self.act_undo)
        edit.addAction(self.act_undo_turn)
        view = self.view_menu = bar.addMenu("")
        for a in (self.act_numbers, self.act_numbers_on_roll, self.act_home_left, None,
                  self.act_auto_forced, self.act_click_selects):
            view.addSeparator() if a is None else view.addAction(a)
        speed = self.speed_menu = view.addMenu("")
        for a in self.speed_actions.values():
            speed.addAction(a)
        help_menu = self.help_menu = bar.addMenu("")
        help_menu.addAction(self.act_how)
        help_menu.addAction(self.act_keys)
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_welcome)
        help_menu.addAction(self.act_about)

        tb = self.toolbar = QToolBar(self)
        tb.setObjectName("game-toolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_new, self.act_undo, self.act_hint, self.act_resign):
            tb.addAction(a)
        self.addToolBar(tb)
        self._retranslate_frame()

    def _retranslate_frame(self) -> None:
        """Set every text of the window's own frame (title, menus, actions, toolbar)
        in the current language: once at the start, again on a language switch."""
        self.setWindowTitle(self.tr("Takhteh Nard"))
        for action, text in (
                (self.act_new, self.tr("&New match…")), (self.act_next, self.tr("Ne&xt game")),
                (self.act_roll, self.tr("&Roll / pick up the dice")), (self.act_done, self.tr("&Done")),
                (self.act_done_enter, self.tr("Done (Enter)")), (self.act_double, self.tr("D&ouble")),
                (self.act_take, self.tr("&Take the double")), (self.act_drop, self.tr("Dro&p (pass the double)")),
                (self.act_accept_resign, self.tr("&Accept the resignation")),
                (self.act_decline_resign, self.tr("Decline the resi&gnation")),
                (self.act_resign, self.tr("&Resign…")), (self.act_quit, self.tr("&Quit")),
                (self.act_undo, self.tr("&Undo")), (self.act_undo_turn, self.tr("Undo the whole &turn")),
                (self.act_numbers, self.tr("Point &numbers")),
                (self.act_numbers_on_roll, self.tr("Number the points for the player on &roll")),
                (self.act_home_left, self.tr("Home board on the &left")),
                (self.act_auto_forced, self.tr("Play &forced moves automatically")),
                (self.act_click_selects, self.tr("A click &selects a checker (then click its point)")),
                (self.speed_actions["instant"], self.tr("Instant")), (self.speed_actions["fast"], self.tr("Fast")),
                (self.speed_actions["normal"], self.tr("Normal")), (self.speed_actions["slow"], self.tr("Slow")),
                (self.act_about, self.tr("&About")), (self.act_how, self.tr("&How to move")),
                (self.act_keys, self.tr("&Keyboard")), (self.act_settings, self.tr("&Settings…")),
                (self.act_rules, self.tr("&Rules of the game")), (self.act_welcome, self.tr("&Welcome…")),
                (self.act_progress, self.tr("&Progress…")),
                (self.act_type_move, self.tr("&Type a move…")), (self.act_hint, self.tr("&Hint"))):
            action.setText(text)
        self.act_type_move.setToolTip(self.tr("Play your roll from the keyboard, in move notation (M)"))
        self.act_hint.setToolTip(self.tr("The best plays for your roll, or what to do with the cube (H)"))
        for menu, title in ((self.game_menu, self.tr("&Game")), (self.edit_menu, self.tr("&Edit")),
                            (self.view_menu, self.tr("&View")), (self.speed_menu, self.tr("&Animation speed")),
                            (self.help_menu, self.tr("&Help"))):
            menu.setTitle(title)
        self.toolbar.setWindowTitle(self.tr("Game"))

    def _connect(self) -> None:
        c = self.controller
        s = self.scene
        c.position_changed.connect(self._on_position)
        c.status_changed.connect(self.status_label.setText)
        c.move_list_changed.connect(self.move_list.set_entries)
        c.notice.connect(self._on_notice)
        c.game_over.connect(self._on_game_over)
        c.error.connect(self._on_error)
        s.drop_requested.connect(c.step)
        s.illegal_drop.connect(c.explain_refusal)
        s.checker_clicked.connect(c.move_by_die)
        s.point_clicked.connect(c.move_to)
        s.dice_clicked.connect(c.dice_clicked)
        s.board_clicked.connect(c.board_clicked)
        s.cube_clicked.connect(c.double)
        w = self.cube_widget
        w.double_requested.connect(c.double)
        w.take_requested.connect(self.take_double)
        w.drop_requested.connect(self.drop_double)
        w.beaver_requested.connect(c.beaver)
        w.raccoon_requested.connect(c.raccoon)
        self.offer_bar.accept_requested.connect(c.accept_resignation)
        self.offer_bar.decline_requested.connect(c.decline_resignation)
        self.action_bar.roll_requested.connect(c.roll)
        self.action_bar.done_requested.connect(c.done)
        self.action_bar.undo_requested.connect(c.undo)

    # ------------------------------------------------------------ updates
    @Slot(object, object)
    def _on_position(self, snap: Snapshot, transition: Transition) -> None:
        if self.review.active:
            return  # the board shows a reviewed decision; leaving review draws the match again
        self.scene.set_snapshot(snap, transition)
        self.players_panel.set_snapshot(snap)
        self.cube_widget.set_snapshot(snap)
        points = None
        if snap.resign_offer is not None:
            points = self.controller.resignation_points(int(snap.resign_offer[1]))
        self.offer_bar.set_snapshot(snap, points)
        self.action_bar.set_snapshot(snap)
        self.move_list.set_names(snap.names)
        self.act_undo.setEnabled(snap.can_undo)
        self.act_undo_turn.setEnabled(snap.can_undo)
        self.act_done.setEnabled(snap.turn_complete)
        self.act_type_move.setEnabled(snap.mover is not None)
        self.act_double.setEnabled(snap.can_double)
        self.act_take.setEnabled(snap.can_answer_double)
        self.act_drop.setEnabled(snap.can_answer_double)
        self.act_accept_resign.setEnabled(snap.can_answer_resignation)
        self.act_decline_resign.setEnabled(snap.can_answer_resignation)
        self.act_resign.setEnabled(snap.can_resign)
        self.act_hint.setEnabled(self.hints.available())
        self.act_next.setEnabled(snap.phase == GamePhase.OVER and snap.match_winner is None)
        if transition.kind == "new" and self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog = None

    @Slot(str)
    def _on_notice(self, text: str) -> None:
        self.scene.show_notice(text)

    @Slot(object)
    def _on_game_over(self, result) -> None:
        snap = self.controller.snapshot
        if snap is None or not self.options.show_dialogs:
            return
        dlg = EndOfGameDialog(snap, self)
        dlg.next_game_requested.connect(self.controller.next_game)
        dlg.new_match_requested.connect(self.new_match_dialog)
        dlg.analyse_requested.connect(self.review.analyse)
        self.end_dialog = dlg
        dlg.open()

    @Slot(str)
    def _on_error(self, text: str) -> None:
        self.status_label.setText(self.tr("Something went wrong inside the program; see the details."))
        if self.options.show_dialogs:
            box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Internal error"),
                              self.tr("The game ran into an internal error."), QMessageBox.StandardButton.Ok, self)
            box.setDetailedText(text)
            box.open()

    def set_game_controls_enabled(self, on: bool) -> None:
        """Review mode turns off every way of acting on the match; turning them
        on again is followed by the controller's refresh, which sets each as the
        match allows."""
        for a in (self.act_new, self.act_next, self.act_roll, self.act_done, self.act_done_enter, self.act_double,
                  self.act_resign, self.act_undo, self.act_undo_turn, self.act_type_move, self.act_hint):
            a.setEnabled(on)
        # The review panel takes the side panel's place: what the side panel shows is the match.
        self.side.setEnabled(on)
        self.side.setVisible(on)

    def _place_beside_board(self, panel: QWidget) -> None:
        """A panel that takes the side panel's place (the review's, learning's): at its width, so that
        the board keeps its size and place when one gives way to the other."""
        panel.setFixedWidth(self.side.width())
        panel.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.centralWidget().layout().addWidget(panel)

    # ------------------------------------------------------------ dialogs
    def _house_rules(self):
        """The player's own rules from the settings (None without settings)."""
        return self.settings.rules() if self.settings is not None else None

    @Slot()
    def new_match_dialog(self) -> None:
        dlg = NewGameDialog(self.controller.config, self, settings=self.settings)
        if dlg.exec() == NewGameDialog.DialogCode.Accepted:
            self.session.new_match(dlg.config())  # asks first when a match is in progress

    def start(self, config: MatchConfig | None = None) -> bool:
        return self.session.new_match(config)

    @Slot()
    def show_welcome(self, *, first_run: bool = False) -> WelcomeDialog:
        """The welcome (Help ▸ Welcome, and by itself at the first start): its Start
        begins a game under the rules and level chosen; at the first start, closing it
        begins one under the defaults."""
        if self.welcome_dialog is not None:
            self.welcome_dialog.close()
            self.welcome_dialog.deleteLater()
        dlg = self.welcome_dialog = WelcomeDialog(self.settings, self)
        dlg.accepted.connect(self._welcome_answered)
        if first_run:
            dlg.rejected.connect(lambda: self.start(self.controller.config))
        dlg.open()
        return dlg

    @Slot()
    def _welcome_answered(self) -> None:
        dlg = self.welcome_dialog
        if dlg is None:
            return
        self.prefs.apply_settings()
        self.start(dlg.config())  # asks first when a match in progress would be lost

    @Slot()
    def open_settings(self) -> None:
        self.prefs.open_settings()

    @Slot()
    def show_rules(self) -> None:
        self.prefs.show_rules()

    @Slot()
    def type_move_dialog(self) -> MoveEntryDialog | None:
        """Type the move for the roll, in a window-modal dialog."""
        if self.controller.snapshot is None or self.controller.snapshot.mover is None:
            return None
        dialog = MoveEntryDialog(self.controller, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    @Slot()
    @Slot()
    def refresh_numbers(self) -> None:
        """Show the numbers again in the open views, plain or expert as the
        view options now say (after the Settings dialog's OK)."""
        self.report.refresh()
        self.learn.refresh()
        self.tutor.refresh()
        if self.hint_dialog is not None and self.hint_dialog.isVisible():
            self.hint_dialog.refresh()

    def show_hint(self) -> HintDialog | None:
        """The hint for the person to act, in a window-modal dialog (no nested event loop)."""
        if not self.hints.available():
            return None
        if self.hint_dialog is not None:
            self.hint_dialog.close()
            self.hint_dialog.deleteLater()
        self.hint_dialog = HintDialog(self.hints, self.controller, self)
        self.hint_dialog.open()
        self.hint_dialog.ask()
        return self.hint_dialog

    @Slot()
    def resign_dialog(self) -> None:
        snap = self.controller.snapshot
        if snap is None or not snap.can_resign:
            return
        dlg = ResignDialog(self.controller.resignation_points, self)
        if dlg.exec() == ResignDialog.DialogCode.Accepted:
            self.controller.resign(dlg.level())

    @Slot()
    def show_progress(self) -> ProgressDialog | None:
        """Game > Progress: the results against each computer level and the PR trend."""
        record = self.record_keeper.record()
        if record is None:
            return None
        if self.progress_dialog is None:
            self.progress_dialog = ProgressDialog(record, self)
        else:
            self.progress_dialog.refresh()
        self.progress_dialog.show()
        self.progress_dialog.raise_()
        return self.progress_dialog

    @Slot(object, object)
    def _record_analysis(self, match, analysis) -> None:
        """The figures of an analysis go into the player's record (of a recorded match)."""
        self.record_keeper.record_analysis(match, analysis)

    @Slot(str)
    def _record_problem(self, text: str) -> None:
        self.status_label.setText(text)
        if self.options.show_dialogs:
            QMessageBox.warning(self, self.tr("Game record"), text)

    @Slot()
    def take_double(self) -> None:
        """Take the double, after asking when the player wants cube answers confirmed."""
        if self._cube_answer_confirmed(self.tr("Take the double? The game goes on at twice its value.")):
            self.controller.take()

    @Slot()
    def drop_double(self) -> None:
        """Drop the double, after asking when the player wants cube answers confirmed."""
        if self._cube_answer_confirmed(self.tr("Drop the double? You lose this game now.")):
            self.controller.drop()

    def _cube_answer_confirmed(self, question: str) -> bool:
        if not self.options.confirm_cube_answers:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Doubling cube"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.cube_confirmation = box
        try:
            return box.exec() == QMessageBox.StandardButton.Yes
        finally:
            self.cube_confirmation = None

    @Slot()
    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Takhteh Nard"),
                          self.tr("Takhteh Nard %1\n\nBackgammon for the desktop, with its own computer opponent."
                                  "\nFree software under the GNU GPL, version 3 or later.")
                          .replace("%1", version_text()))

    @Slot()
    def how_to_move(self) -> None:
        QMessageBox.information(self, self.tr("How to move"), self.tr(
            "Roll: Space, the Roll button, or a click on the board.\n"
            "Move: drag a checker to a lit point. Or click it: a left click plays the larger die "
            "(the other die if the larger cannot move it), a right click the smaller die.\n"
            "Shift+click selects a checker; then click a lit point or the tray.\n"
            "A click on a point or the tray that only one checker can reach moves that checker.\n"
            "Undo: Ctrl+Z. End the turn: click the dice, Done, or Enter.\n"
            "Escape puts a held checker back."))

    def keyboard_help_text(self) -> str:
        return self.tr(
            "On the board (click it or Tab to it first):\n"
            "Arrow keys: move the cursor among the checkers that can move.\n"
            "Enter: lift the checker under the cursor; its points light up. Arrow keys choose one, "
            "Enter puts the checker down there, Escape puts it back.\n"
            "Enter when no checker can move: Done.\n\n"
            "Anywhere in the window:\n"
            "Space: roll, or pick up the dice.\n"
            "Ctrl+D: double. T: take. P: drop (pass).\n"
            "A / N: accept / decline an offer to resign. Ctrl+R: resign.\n"
            "Ctrl+Z: undo. Ctrl+Shift+Z: undo the whole turn.\n"
            "H: hint. M: type a move.\n"
            "F1: how to move.")

    @Slot()
    def keyboard_help(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard"), self.keyboard_help_text())

    # ------------------------------------------------------------ options
    def _apply_options(self) -> None:
        self.scene.set_options(self.options)
        apply_window_theme(self, self.options.board_theme)
        self.controller.refresh()

    def _set_numbers(self, on: bool) -> None:
        self.options.show_point_numbers = on
        self._apply_options()

    def _set_numbers_on_roll(self, on: bool) -> None:
        self.options.numbers_for_bottom = not on
        self._apply_options()

    def _set_home_left(self, on: bool) -> None:
        self.options.home_on_right = not on
        self._apply_options()

    def _set_auto_forced(self, on: bool) -> None:
        self.options.auto_play_forced = on

    def _set_click_selects(self, on: bool) -> None:
        self.options.click_selects = on

    def _set_speed(self, key: str) -> None:
        self.options.animation_speed = key

    # ------------------------------------------------------------ language
    def retranslate(self) -> None:
        """Show every text of the window in the current language (QEvent.LanguageChange):
        the window's own, then its helpers' (the widgets retranslate themselves)."""
        if not self._assembled:
            return  # a switch while the window is being built: each part sets its texts itself
        self._retranslate_frame()
        # Helpers that are not widgets get no LanguageChange of their own.
        for helper in self.findChildren(QObject):
            if not isinstance(helper, QWidget) and callable(getattr(helper, "retranslate", None)):
                helper.retranslate()
        self.controller.refresh()  # the status, the names, the move list and the board's labels

    def closeEvent(self, event: QCloseEvent) -> None:
        self.net.shutdown()
        self.hints.cancel()
        self.review.shutdown()
        self.learn.shutdown()
        self.tutor.shutdown()
        self.report.close_report()
        self.controller.shutdown()
        self.record_keeper.close()
        if self.prefs.settings is not None:
            # The size and place the next start opens at.
            self.prefs.settings.set_window_geometry(bytes(self.saveGeometry().data()))
        # Its own windows (rules, progress, a rollout, play a friend) close with it: none is
        # left open on its own, to be rebuilt by a language switch after the window is gone.
        for child in self.findChildren(QWidget):
            if child.isWindow() and child.isVisible():
                child.close()
        super().closeEvent(event)
