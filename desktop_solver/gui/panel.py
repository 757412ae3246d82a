"""What every tab shares: its mode, the session, a job lane, its own status line, and the
actions the main window routes to the tab that is shown (Paste, Clear, Read a picture, Export).

The main window knows tabs only through this class, never by name."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.core.alphabet import detect_language
from desktop_solver.core.board import parse_grid, split_marks
from desktop_solver.core.errors import SolverError
from desktop_solver.gui.dictionary_chooser import DictionaryChooser
from desktop_solver.gui.errors import TAB_TITLES, error_detail, message_text, user_message
from desktop_solver.gui.jobs import JobLane, JobRunner
from desktop_solver.gui.i18n import decimal, t
from desktop_solver.gui.picture_view import PictureSplitter, PictureView
from desktop_solver.gui.results_view import ResultsView
from desktop_solver.gui.screenshots import IMAGE_FILTER, BoardReader, pasted_picture
from desktop_solver.gui.settings import Settings
from desktop_solver.gui.word_check_box import show_word_check
from desktop_solver.gui.wrapped_label import WrappedLabel
from desktop_solver.modes import Message, Mode, PasteTarget
from desktop_solver.modes.pictures import BoardRead
from desktop_solver.modes.dropped import PASTE_LIMIT
from desktop_solver.session import DictionaryRequest, Session
from desktop_solver.word_check import check_word

if TYPE_CHECKING:  # the reader loads OpenCV: only when a picture is read
    from desktop_solver.ocr.geometry import GridGeometry


# A message in the interface language: text already worded, or a function that words it (again
# after a language change).
Wording = str | Callable[[], str]


def why_no_board(text: str) -> str:
    """Why pasted text is no board, as the CLI says it: the row and the tile that is wrong,
    or that one line is not a board."""
    try:
        parse_grid(split_marks(text)[0].strip().replace("?", "."))
    except SolverError as error:
        detail = error_detail(error)
        reason = detail[:1].upper() + detail[1:] + "."
    else:
        reason = t("One line of text is not a board: a board has two rows or more, of as many "
                   "tiles each.")
    return t("The clipboard holds no board.") + " " + reason


def worded(wording: Wording) -> str:
    return wording if isinstance(wording, str) else wording()


def joined(*parts: Wording) -> Callable[[], str]:
    """The parts worded and put one after the other (the empty ones left out)."""
    return lambda: " ".join(text for text in map(worded, parts) if text)


class MessageLine(WrappedLabel):
    """A tab's message line. Said with a wording (`say`), it words the message again when the
    interface language changes, so what a reading or the board's state said stays, translated;
    text set with `setText` is shown as it is."""

    RESERVED_LINES = 2   # room kept even when empty, so the tab does not jump as it speaks

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._wording: Callable[[], str] | None = None

    def _fit(self) -> None:
        """The height its text needs at its width, never less than the room kept; set only
        when it changes, since each change lays the whole tab out again (the Balda advisor
        rewrites this line at every depth)."""
        metrics = self.fontMetrics()
        needed = self.RESERVED_LINES * metrics.lineSpacing()
        if self.isVisible() and self.text():
            margins = self.contentsMargins()
            width = max(1, self.width() - margins.left() - margins.right() - 2 * self.margin())
            text = metrics.boundingRect(QRect(0, 0, width, 1 << 20),
                                        int(Qt.TextFlag.TextWordWrap), self.text())
            needed = max(needed, text.height() + margins.top() + margins.bottom()
                         + 2 * self.margin())
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def say(self, wording: Wording) -> None:
        self._wording = None if isinstance(wording, str) else wording
        super().setText(worded(wording))

    def setText(self, text: str) -> None:
        self._wording = None
        super().setText(text)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._wording is not None:
            super().setText(self._wording())


class ReadPictureButton(QPushButton):
    """"Read a screenshot…", the same on every tab that reads pictures."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(t("Read a screenshot…"))
        self.setToolTip(t("Open a screenshot or photo of the board; you can also paste one "
                          "(Edit → Paste into the tab) or drop it on the window"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


@dataclass(frozen=True)
class TabContext:
    """What the window hands every tab."""

    session: Session
    settings: Settings
    chooser: DictionaryChooser
    jobs: JobRunner


class Panel(QWidget):
    """A tab: a thin view of its `mode`.

    Signals: `status_changed(str)` when the tab's status line changes (the window shows it while
    the tab is the current one), `picture_elsewhere(mode, picture, visited)` when a picture
    read here shows another tab's game, `picture_pasted(picture)` when a picture is pasted on a
    tab that does not read pictures. Subclasses build their widgets, implement `retranslate()` and
    call it at the end of their constructor; they override the routed actions they support."""

    status_changed = Signal(str)
    # (mode, picture, visited): a board of another tab's game, and the tabs it was read on
    picture_elsewhere = Signal(str, object, object)
    # a picture pasted on a tab that does not read pictures
    picture_pasted = Signal(object)
    mode: Mode[Any, Any]

    def __init__(self, context: TabContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.session, self._chooser = context.session, context.chooser
        self.lanes: list[JobLane] = []   # every lane of the tab, for the window's progress
        self.runner = self.add_runner(lambda: t("Solving…"))
        self._status: Message | str = ""
        self.content_language: str | None = None   # the language of what the tab shows
        self.message = MessageLine(self)

    def add_runner(self, what: Callable[[], str] | None = None) -> JobLane:
        """A job lane of the window's runner (cancelled with the window). Its long jobs show
        in the window's progress, worded by `what` (None: a lane that shows its own, as the
        Balda advisor does)."""
        lane = self.context.jobs.lane(self)
        lane.what = what
        self.lanes.append(lane)
        return lane

    def stop(self) -> None:
        """The window's Stop: the tab's long jobs end, and the message line says so."""
        for lane in self.lanes:
            if lane.what is not None and lane.busy:
                lane.stop()
        self.message.say(lambda: t("Stopped."))

    def dictionary(self, lang: str) -> DictionaryRequest:
        """The words the dictionary chooser has chosen for a language (the list of this tab's
        game unless the user chose one), and names them beside the chooser."""
        chooser = self._chooser
        choice = chooser.choice_for(lang, self.mode.name, self.dictionary_game())
        request = DictionaryRequest.of(lang, choice, not chooser.keep_yo,
                                       game=self.dictionary_game(), offensive=chooser.offensive,
                                       min_zipf=chooser.min_zipf)
        if self.is_current():   # a tab solving out of sight leaves the name to the one shown
            chooser.show_list_in_use(request)
        return request

    def is_current(self) -> bool:
        """Whether this is the tab shown (or a tab on its own, outside a tab widget)."""
        stack = self.parentWidget()
        return not isinstance(stack, QStackedWidget) or stack.currentWidget() is self

    def show_language(self, lang: str | None) -> None:
        """The tab shows letters of `lang` (None: none any more): the dictionary box follows,
        now if the tab is the one shown, and whenever it is shown again."""
        self.content_language = lang
        if self.is_current():
            self._chooser.show_language(lang)

    def show_dictionary(self) -> None:
        """The tab is shown: the dictionary box shows the language of what the tab shows, and
        names the list this tab's game uses (not the list of the tab shown before), and
        offers the lists its game may use."""
        if self.is_current():
            self._chooser.show_tab(self.mode.name, self.dictionary_game())
        self.show_language(self.content_language)
        self.dictionary(self.content_language or self._chooser.current_language())

    def dictionary_game(self) -> str:
        """The game whose word list this tab uses (dictionaries.GAME_LISTS)."""
        return self.mode.name

    def offer_word_check(self, view: ResultsView) -> None:
        """The table's "Check this word…" answers for this tab's game."""
        view.check_requested.connect(self.check_word)

    @Slot(str)
    def check_word(self, word: str) -> None:
        lang = detect_language(word) or self._chooser.current_language()
        try:
            check = check_word(self.session, word, self.dictionary(lang))
        except SolverError as error:
            self.set_status(user_message(error))
            return
        self.word_check_box = show_word_check(self, check)

    def debounce(self, msecs: int, slot: Callable[[], None]) -> QTimer:
        """A single-shot timer that runs `slot` once typing has paused for `msecs`."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(msecs)
        timer.timeout.connect(slot)
        return timer

    def keep_choice(self, name: str, box: QSpinBox | QCheckBox | QComboBox) -> None:
        """A choice of the tab's (a number, a tick, a combo box's entry) restored from the
        setting `name` and saved there whenever the user changes it: the tab opens as it was
        left."""
        settings = self.context.settings
        if isinstance(box, QSpinBox):
            box.setValue(settings.get(name))
            box.valueChanged.connect(lambda value: settings.set(name, value))
        elif isinstance(box, QCheckBox):
            box.setChecked(settings.get(name))
            box.toggled.connect(lambda on: settings.set(name, on))
        else:
            index = box.findData(settings.get(name))
            if index >= 0:
                box.setCurrentIndex(index)
            box.currentIndexChanged.connect(lambda _: settings.set(name, box.currentData()))

    def title(self) -> str:
        """The tab's name, in the interface language."""
        return t(TAB_TITLES[self.mode.name])

    def with_picture(self, main: QWidget) -> PictureSplitter:
        """`main` (the board, or the results) with the picture read beside or under it."""
        return PictureSplitter(main, self.picture, self)

    def board_beside_results(self, left: list[Any], results: QWidget) -> QSplitter:
        """The usual layout: a column of the given widgets and layouts (the board, or the
        board with its picture, stretches) on the left, the results on the right, with a
        splitter between."""
        column = QWidget(self)
        column_layout = QVBoxLayout(column)
        for item in left:
            if isinstance(item, QWidget):
                column_layout.addWidget(item, 1 if isinstance(item, PictureSplitter) else 0)
            else:
                column_layout.addLayout(item)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(column)
        splitter.addWidget(results)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        return splitter

    # -- the status line ----------------------------------------------------------------------

    @property
    def status_text(self) -> str:
        status = self._status
        return message_text(status) if isinstance(status, Message) else status

    def set_status(self, status: Message | str) -> None:
        """The tab's status line: a mode's message (worded again after a language change) or
        text already worded."""
        self._status = status
        self.status_changed.emit(self.status_text)

    # -- actions routed from the window's menus -----------------------------------------------

    @property
    def paste_target(self) -> PasteTarget:
        return self.mode.paste

    @property
    def reads_pictures(self) -> bool:
        return self.mode.reads_pictures

    @Slot()
    def paste(self) -> None:
        """Edit → Paste (and Ctrl+V on a board): fill the tab's input from the clipboard. A
        picture is read where the tab reads pictures, else handed on (`picture_pasted`) unless
        there is text to paste too; what the tab cannot take says so on the message line."""
        text = QGuiApplication.clipboard().text()
        # A picture is encoded only to be read: here, or on another tab when there is no text.
        self._paste(pasted_picture() if self.reads_pictures or not text.strip() else None, text)

    def _paste(self, picture: bytes | Path | None, text: str) -> None:
        """Paste the clipboard's `picture` (read, or handed on), else its `text`."""
        if picture is not None:
            if self.reads_pictures:
                self.read_picture(picture)
            else:
                self.picture_pasted.emit(picture)
        elif len(text) > PASTE_LIMIT:
            self.message.say(partial(too_much_text, len(text)))
        elif not text.strip():
            self.message.say(lambda: t("The clipboard is empty."))
        elif not self.paste_text(text):
            self.message.say(partial(why_no_board, text))

    def paste_text(self, text: str) -> bool:
        """Fill the input that Paste fills (subclasses do); False when the text holds nothing
        the tab takes (text that is no board, on a tab of boards)."""
        return True

    def read_pasted_pictures(self, *boxes: QWidget) -> None:
        """Ctrl+V in these text boxes reads a picture on the clipboard (when it holds no text),
        as Edit → Paste does: a text box would take nothing and say nothing."""
        for box in boxes:
            box.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.matches(QKeySequence.StandardKey.Paste)):
            text = QGuiApplication.clipboard().text()
            if len(text) > PASTE_LIMIT:  # a text box would lay it all out, the window frozen
                self.message.say(partial(too_much_text, len(text)))
                return True
            picture = pasted_picture() if not text.strip() else None
            if picture is not None:
                self._paste(picture, "")
                return True
        return super().eventFilter(watched, event)

    def clear_input(self) -> None:
        """Edit → Clear: empty what Paste fills; subclasses do."""

    def add_picture_reader(self, on_read: Callable[[BoardRead, Wording], None]) -> None:
        """What a tab that reads pictures has: `reader` (its readings go to `on_read`, its
        failures to the message line), `picture` (the picture read, with its grid) and
        `open_button` ("Read a screenshot…")."""
        self.open_button = ReadPictureButton(self)
        self.open_button.clicked.connect(self.choose_picture)
        self.reader = BoardReader(self, self.add_runner(lambda: t("Reading the board…")),
                                  self.mode.name, self.session)
        self._on_board_from_picture = on_read
        self.reader.read.connect(self._on_picture_read)
        self.reader.elsewhere.connect(self._on_picture_elsewhere)
        self.reader.failed.connect(self._on_picture_failed)
        self.picture = self.add_picture_view(self.reader)

    @Slot(object)
    def _on_picture_failed(self, message: Wording) -> None:
        """A picture that could not be read: the picture and grid read before are no longer
        what the tab is about, so they go, and the message says why."""
        self.picture.setVisible(False)
        self.message.say(message)

    @Slot(object, object)
    def _on_picture_read(self, board: BoardRead, message: Wording) -> None:
        """A board read from a picture: shown here, with the picture and the grid found on it."""
        self._on_board_from_picture(board, message)
        self._show_picture(self.picture, self.reader)

    @Slot(str, object, object)
    def _on_picture_elsewhere(self, kind: str, source: object, visited: object) -> None:
        """A picture of another tab's game: this tab's "Reading…" line goes, the window hands
        the picture on."""
        self.message.setText("")
        self.picture_elsewhere.emit(kind, source, visited)

    def add_picture_view(self, reader: BoardReader) -> PictureView:
        """The picture `reader` reads, shown after each reading with the grid found on it;
        "Read again" reads it over the grid the user corrected."""
        view = PictureView(self)
        view.setVisible(False)

        def read_again(geometry: GridGeometry) -> None:
            self.message.say(lambda: t("Reading the board…"))
            reader.read_again(geometry)

        view.read_again.connect(read_again)
        return view

    @staticmethod
    def _show_picture(view: PictureView, reader: BoardReader) -> None:
        if reader.reading is not None and reader.source is not None:
            view.show_reading(reader.source, reader.reading)
            view.setVisible(True)

    @Slot()
    def choose_picture(self) -> None:
        """"Read a screenshot…": a file dialog, then the picture read on this tab."""
        path, _ = QFileDialog.getOpenFileName(
            self, t("Read a screenshot"), str(self.context.settings.folder("open")),
            t("Images") + f" ({IMAGE_FILTER});;" + t("All files (*)"))
        if path:
            self.context.settings.remember_folder("open", path)
            self.read_picture(Path(path))

    def read_picture(self, source: bytes | Path, visited: frozenset[str] = frozenset()) -> None:
        """Read a board from a picture; only tabs that read pictures are asked. A picture of
        another tab's game is handed on, but not back to one of `visited`."""

    def export_records(self) -> list[dict[str, Any]]:
        """The rows shown, as the mode exports them (File → Export)."""
        return []

    # -- language and shutdown ----------------------------------------------------------------

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.status_changed.emit(self.status_text)
        super().changeEvent(event)

    def shutdown(self) -> None:
        self.context.jobs.cancel_all()


def too_much_text(length: int) -> str:
    """What is said of text pasted or dropped that is longer than any board or grid."""
    return t("The text is {length} characters long: too long for a board or a grid (at most "
             "{most}). Nothing was pasted.").format(length=decimal(length, 0),
                                                    most=decimal(PASTE_LIMIT, 0))
