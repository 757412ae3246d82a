"""The main window: a mode per tab, the dictionary chooser, menus, settings, language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QRect, QSize, Qt, QTimer, QUrl, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QImage,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QToolBar,
    QWidget,
)

from desktop_solver import __version__
from desktop_solver.core.errors import SolverError
from desktop_solver.core.lexicon.reader import LIST_LEAST_WORDS
from desktop_solver.gui.anagram_panel import AnagramPanel
from desktop_solver.gui.balda_panel import BaldaPanel
from desktop_solver.gui.boggle_panel import BogglePanel
from desktop_solver.gui.capture import RegionPicker, RegionWatcher, capture_problem, grab_region
from desktop_solver.gui.play_panel import PlayPanel
from desktop_solver.gui.progress import BusyIndicator
from desktop_solver.gui.screenshots import IMAGE_FILTER, dropped_image, image_bytes
from desktop_solver.gui.wordsearch_panel import WordSearchPanel
from desktop_solver.gui.dictionary_chooser import DictionaryChooser
from desktop_solver.gui.errors import os_reason, user_message
from desktop_solver.gui.i18n import Translations, system_language, t, tn
from desktop_solver.gui.jobs import JobRunner
from desktop_solver.gui.panel import Panel, TabContext, too_much_text
from desktop_solver.gui.settings import Settings
from desktop_solver.modes.dropped import PASTE_LIMIT, Dropped, DroppedFile, examine_file
from desktop_solver.modes.export import ExportFormat, write_export
from desktop_solver.session import Session

# The tabs, in order. The window knows them only as Panels: every action goes to the current one.
TABS: tuple[type[Panel], ...] = (BogglePanel, AnagramPanel, WordSearchPanel, BaldaPanel, PlayPanel)
NOTICE_MS = 8000   # how long what the window did stays in the status bar over the tab's status


class MainWindow(QMainWindow):
    """Menus, the dictionary chooser, the tabs and the status bar. Every menu action goes to the
    tab that is shown (`current_panel`); no tab is named here but in the list of tabs."""

    def __init__(self, settings: Settings, translations: Translations,
                 parent: QWidget | None = None, session: Session | None = None) -> None:
        super().__init__(parent)
        self.settings, self.translations = settings, translations
        self.session = session or Session(translations.language)
        self.jobs = JobRunner(self)
        self.file_examiner = self.jobs.lane(self)  # dropped files, read off the window's thread
        self.file_examiner.finished.connect(self._on_file_examined)
        self.file_examiner.failed.connect(self._on_file_failed)
        # While a notice of the window's (a file saved, a word list added) is shown, the tab's
        # status waits: a solve that ends at once would otherwise take its place unread.
        self._notice = QTimer(self)
        self._notice.setSingleShot(True)
        self._notice.setInterval(NOTICE_MS)
        self._notice.timeout.connect(self._on_notice_over)
        self.chooser = DictionaryChooser(settings, self)
        toolbar = QToolBar(self)
        toolbar.setObjectName("main-toolbar")
        toolbar.setMovable(False)
        toolbar.addWidget(self.chooser)
        self.addToolBar(toolbar)
        self.tabs = QTabWidget(self)
        context = TabContext(self.session, settings, self.chooser, self.jobs)
        self.chooser.changed.connect(self._on_dictionary_changed)
        self.chooser.words_changed.connect(self.session.invalidate)
        self.panels: dict[str, Panel] = {}
        for tab in TABS:
            panel = tab(context, self)
            self.panels[panel.mode.name] = panel
            setattr(self, panel.mode.name, panel)  # window.boggle etc., for scripts and tests
        for panel in self.panels.values():
            panel.status_changed.connect(self._on_status_changed)
            panel.picture_elsewhere.connect(self._on_picture_elsewhere)
            panel.picture_pasted.connect(self._on_picture_pasted)
            self.tabs.addTab(panel, "")
        self.setCentralWidget(self.tabs)
        self.busy = BusyIndicator(self)
        self.busy.stop_requested.connect(self._on_stop_requested)
        self.statusBar().addPermanentWidget(self.busy)
        self.picker = RegionPicker(self)
        self.picker.chosen.connect(self._on_region_chosen)
        self.picker.cancelled.connect(self._on_capture_cancelled)
        self.watcher = RegionWatcher(self)
        self.watcher.changed.connect(self._on_region_changed)
        self._build_menus()
        if settings.get("ocr/tesseract"):
            from desktop_solver.ocr.recognise.tesseract import set_tesseract_command

            set_tesseract_command(settings.get("ocr/tesseract"))
        self.restoreGeometry(settings.get("window/geometry"))
        self._fit_to_screen()
        mode = settings.get("window/mode")
        if mode in self.panels:
            self.tabs.setCurrentWidget(self.panels[mode])
        self.tabs.currentChanged.connect(self._on_mode_changed)
        self.busy.watch(self.current_panel.lanes)
        # The box and the name beside it follow the tab restored, as when a tab is shown (the
        # tabs built before it may have set the box to their own letters).
        self.current_panel.show_dictionary()
        self.setAcceptDrops(True)
        self.word_list_question: QMessageBox | None = None   # a dropped word list, asked about
        self._word_list_text = ""   # ...and its text, read when it was dropped
        self.retranslate()

    def _fit_to_screen(self) -> None:
        """Never wider or taller than the screen's free area (a HiDPI screen has few
        device-independent pixels: 800 across on a 1600-pixel screen at scale 2); the first
        time, as large as the window likes within it."""
        screen = self.screen().availableGeometry()
        wanted = self.size() if self.testAttribute(Qt.WidgetAttribute.WA_Resized) \
            else self.sizeHint()
        # The frame is not drawn offscreen; on a desktop it takes a few pixels of the area.
        size = wanted.boundedTo(screen.size() - QSize(16, 48)).expandedTo(self.minimumSizeHint())
        if size != self.size():
            self.resize(size)
        if not screen.contains(self.frameGeometry().topLeft()):
            self.move(screen.topLeft())

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.open_action = self.file_menu.addAction("", self.open_picture)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.quit_action = QAction(self)
        self.quit_action.triggered.connect(self.close)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.edit_menu = bar.addMenu("")
        self.capture_action = self.file_menu.addAction("", self.capture_region)
        self.capture_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.again_action = self.file_menu.addAction("", self.capture_again)
        self.again_action.setShortcut(QKeySequence("Ctrl+Shift+R"))
        self.watch_action = self.file_menu.addAction("")
        self.watch_action.setCheckable(True)
        self.watch_action.toggled.connect(self._on_watch_toggled)
        self.tesseract_action = self.file_menu.addAction("", self.choose_tesseract)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.export_action = QAction(self)
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.triggered.connect(self.export_results)
        self.file_menu.insertAction(self.capture_action, self.export_action)
        self.file_menu.insertSeparator(self.capture_action)
        # Ctrl+V and Delete stay with the text boxes; these act on the whole tab.
        self.paste_action = self.edit_menu.addAction("")
        self.paste_action.setShortcut(QKeySequence("Ctrl+Shift+V"))
        self.paste_action.triggered.connect(self.paste_into_tab)
        self.clear_action = self.edit_menu.addAction("")
        self.clear_action.setShortcut(QKeySequence("Ctrl+Shift+Backspace"))
        self.clear_action.triggered.connect(self.clear_tab)
        self.forget_action = self.edit_menu.addAction("")
        self.forget_action.triggered.connect(self.forget_corrections)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.export_action)
        self.language_menu = bar.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in ("", "en", "ru"):
            action = self.language_menu.addAction("")
            action.setCheckable(True)
            action.setChecked(self.settings.get("ui/language") == code)
            action.setData(code)
            action.triggered.connect(self._on_language_chosen)
            group.addAction(action)
            self.language_actions[code] = action
        self.help_menu = bar.addMenu("")
        self.guide_action = self.help_menu.addAction("", self._guide)
        self.guide_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.about_action = self.help_menu.addAction("", self._about)

    def retranslate(self) -> None:
        self.setWindowTitle(t("Word game solver"))
        for index, panel in enumerate(self.panels.values()):
            self.tabs.setTabText(index, panel.title())
        self.file_menu.setTitle(t("&File"))
        self.open_action.setText(t("&Read a screenshot…"))
        self.quit_action.setText(t("&Quit"))
        self.capture_action.setText(t("&Capture a screen region…"))
        self.again_action.setText(t("Capture the same region &again"))
        self.watch_action.setText(t("&Watch the region (every 2 s)"))
        self.tesseract_action.setText(t("&Tesseract program…"))
        self.edit_menu.setTitle(t("&Edit"))
        self.paste_action.setText(t("&Paste into the tab"))
        self.clear_action.setText(t("C&lear the tab"))
        self.export_action.setText(t("&Export the results…"))
        self.forget_action.setText(t("&Forget the remembered tile corrections"))
        self.language_menu.setTitle(t("&Language"))
        self.language_actions[""].setText(t("System language"))
        self.language_actions["en"].setText("English")
        self.language_actions["ru"].setText("Русский")
        self.help_menu.setTitle(t("&Help"))
        self.guide_action.setText(t("&Guide"))
        self.about_action.setText(t("&About"))
        self.chooser.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @Slot()
    def _on_language_chosen(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.set_ui_language(action.data())

    def set_ui_language(self, code: str) -> None:
        """'' follows the system; the window retranslates itself at once."""
        self.settings.set("ui/language", code)
        self.language_actions[code].setChecked(True)
        self.translations.install(code or system_language())
        self.session.language = self.translations.language

    # -- actions routed to the current tab ----------------------------------------------------

    @property
    def current_panel(self) -> Panel:
        panel = self.tabs.currentWidget()
        assert isinstance(panel, Panel)
        return panel

    @Slot()
    def open_picture(self) -> None:
        """File → Read a screenshot: the tab's own "Read a screenshot…" (on the first tab that
        reads pictures when the current one does not)."""
        panel = self.current_panel
        if not panel.reads_pictures:
            panel = next(tab for tab in self.panels.values() if tab.reads_pictures)
            self.tabs.setCurrentWidget(panel)
        panel.choose_picture()

    @Slot()
    def paste_into_tab(self) -> None:
        self.current_panel.paste()

    @Slot()
    def clear_tab(self) -> None:
        self.current_panel.clear_input()

    @Slot()
    def forget_corrections(self) -> None:
        """Drop every tile correction typed over a picture's reading: a slip typed once would
        otherwise change that letter on every later picture of the game."""
        memory = self.session.glyph_memory()
        count = len(memory)
        memory.forget()
        self.statusBar().showMessage(tn(
            "{count} remembered tile correction forgotten.|{count} remembered tile corrections "
            "forgotten.", count).format(count=count) if count else
            t("No tile corrections were remembered."))

    @Slot()
    def export_results(self) -> None:
        """Ask for a file and write the current tab's rows (TXT, CSV or JSON by the name)."""
        panel = self.current_panel
        if not panel.export_records():
            self.show_problem(t("Nothing to export: the {tab} tab shows no results.").format(
                tab=panel.title()))
            return
        filters = ";;".join((t("Text, one word per line (*.txt)"), t("CSV table (*.csv)"),
                             t("JSON (*.json)")))
        path, chosen = QFileDialog.getSaveFileName(
            self, t("Export the results"),
            str(self.settings.folder("save") / f"{panel.mode.name}.txt"), filters)
        if path:
            self.settings.remember_folder("save", path)
            self.export_to(Path(path), panel)

    def export_to(self, path: Path, panel: Panel | None = None) -> bool:
        panel = panel or self.current_panel
        try:
            write_export(path, panel.mode.name, panel.mode.fields, panel.export_records(),
                         ExportFormat.of(path))
        except OSError as error:
            QMessageBox.warning(self, t("Export the results"),
                                t("Cannot write {path}: {reason}").format(
                                    path=path, reason=os_reason(error)))
            return False
        self.notify(t("Saved {path}").format(path=path))
        return True

    def read_picture(self, source: bytes | Path) -> None:
        """A picture to read: on the current tab when it reads pictures, else on the first tab
        that does (and the status bar says so)."""
        panel = self.current_panel
        if not panel.reads_pictures:
            shown = panel
            panel = next(tab for tab in self.panels.values() if tab.reads_pictures)
            self.tabs.setCurrentWidget(panel)
            self.notify(t("The {tab} tab reads no pictures: this one is read on the {other} "
                          "tab.").format(tab=shown.title(), other=panel.title()))
        panel.read_picture(source)

    @Slot(object)
    def _on_picture_pasted(self, source: object) -> None:
        if isinstance(source, (bytes, Path)):
            self.read_picture(source)

    @Slot(str, object, object)
    def _on_picture_elsewhere(self, mode: str, source: object, visited: object) -> None:
        """A picture read on one tab shows another game's board: read it on that tab (which
        does not hand it back to the tabs it was read on)."""
        panel = self.panels.get(mode)
        if panel is None or not panel.reads_pictures:
            return
        self.tabs.setCurrentWidget(panel)
        panel.read_picture(source, visited)  # type: ignore[arg-type]
        self.notify(t("This picture shows a board of the {tab} tab; it is read "
                      "there.").format(tab=panel.title()))

    def show_problem(self, text: str) -> None:
        self.notify(text)
        self.current_panel.message.setText(text)

    def notify(self, text: str) -> None:
        """Say in the status bar what the window did; the tab's status comes back after
        NOTICE_MS (or when another tab is shown)."""
        self.statusBar().showMessage(text)
        self._notice.start()

    @Slot()
    def _on_notice_over(self) -> None:
        self.statusBar().showMessage(self.current_panel.status_text)

    @Slot(str)
    def _on_status_changed(self, text: str) -> None:
        if self.sender() is self.tabs.currentWidget() and not self._notice.isActive():
            self.statusBar().showMessage(text)

    @Slot()
    def _on_dictionary_changed(self) -> None:
        # (What was loaded stays: another list is loaded beside it, and a list chosen again
        # is there at once; only changed words make it stale, `words_changed`.)
        # The name beside the box is the list the tab shown uses now, solved again or not.
        self.current_panel.show_dictionary()

    def open_file(self, path: Path) -> None:
        """A file the desktop asked us to open, or dropped on the window: a picture is read as a
        board, anything else is added as a word list; either way the status bar says what
        became of it. A file that is not a picture is examined on a worker (a word list may be
        hundreds of megabytes): the answer comes to `_on_file_examined`."""
        if path.suffix.lower() in IMAGE_FILTER.replace("*", "").split():
            self.read_picture(path)
            return
        self.notify(t("Reading {path}…").format(path=path.name))
        self.file_examiner.call(lambda token: examine_file(path, token))

    @Slot(int, object)
    def _on_file_examined(self, job_id: int, examined: object) -> None:
        if not isinstance(examined, DroppedFile):
            return
        path, text, shape = examined.path, examined.text, examined.shape
        # The file is read once: the board, the word list's shape and the list added are all
        # taken from this text.
        if examined.kind is Dropped.BOARD:
            self.current_panel.paste_text(text)
            self.notify(t("Board taken from {path}.").format(path=path.name))
            return
        assert shape is not None
        if examined.kind is Dropped.NOT_A_LIST:
            self.show_problem(t(
                "{path} is not taken for a dictionary: it does not look like a word list (at "
                "least {least} different words, each once, one a line or between spaces; "
                "different words in this file: {words} of {tokens}). To use it anyway, choose "
                "{more} → {add} beside the Dictionary box.").format(
                path=path.name, least=LIST_LEAST_WORDS, words=shape.words, tokens=shape.tokens,
                more=t("More"), add=t("Add a word list…")))
            return
        self._ask_word_list(path, text, shape.words)

    @Slot(int, object)
    def _on_file_failed(self, job_id: int, error: object) -> None:
        if isinstance(error, (SolverError, OSError)):
            self.show_problem(user_message(error))

    def _ask_word_list(self, path: Path, text: str, words: int) -> None:
        """Ask before a word list replaces the dictionary of every tab (without blocking the
        drop that brought it: the answer comes to `_on_word_list_answered`)."""
        box = QMessageBox(QMessageBox.Icon.Question, t("Add a word list"), tn(
            "Use {path} ({count} word) as the dictionary? Every tab will use it, also next "
            "time, until you choose another list in the Dictionary box.|Use {path} ({count} "
            "words) as the dictionary? Every tab will use it, also next time, until you choose "
            "another list in the Dictionary box.", words).format(path=path.name, count=words),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setProperty("path", str(path))
        box.finished.connect(self._on_word_list_answered)
        self.word_list_question, self._word_list_text = box, text
        box.open()

    @Slot(int)
    def _on_word_list_answered(self, result: int) -> None:
        box, text = self.word_list_question, self._word_list_text
        self.word_list_question, self._word_list_text = None, ""
        if box is None:
            return
        box.deleteLater()
        path = Path(box.property("path"))
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
            self.notify(t("{path} was not added; the dictionary is as it was.").format(
                path=path.name))
            return
        before = {lang: self.chooser.label_of_choice(lang) for lang in ("en", "ru")}
        problem = self.chooser.add_file(path, text)
        if problem:
            self.show_problem(problem)
            return
        # The list replaced is of the language of its words, not always the box's language now
        # (a list of the other language leaves the box on the tab's list).
        replaced = next((label for lang, label in before.items()
                         if self.chooser.label_of_choice(lang) != label),
                        before[self.chooser.current_language()])
        self.show_problem(t("Word list {path} added: every tab uses it now. To go back, choose "
                            "“{previous}” in the Dictionary box.").format(
            path=path.name, previous=replaced))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        # Whatever can be dropped is taken, so that what cannot be used says why on the drop.
        mime = event.mimeData()
        if mime.hasImage() or mime.hasUrls() or mime.hasText():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Anything dropped anywhere on the window: a picture is read, another file is a board
        or tried as a word list, text is pasted into the tab, and what cannot be used says
        why (a picture on the web is not fetched)."""
        mime = event.mimeData()
        picture = dropped_image(mime)
        files = _local_files(mime)
        event.acceptProposedAction()
        if isinstance(picture, bytes):
            self.read_picture(picture)
        elif files:
            self.open_file(files[0])
        elif mime.hasUrls():
            self.show_problem(t(
                "{url} is on the web: only pictures on this computer are read. Save the "
                "picture first, or copy it (Copy image) and paste it here (Edit → Paste into "
                "the tab).").format(url=_short(mime.urls()[0].toDisplayString())))
        elif mime.hasText() and len(mime.text()) > PASTE_LIMIT:
            self.show_problem(too_much_text(len(mime.text())))
        elif mime.hasText() and mime.text().strip():
            panel = self.current_panel
            if panel.paste_text(mime.text()):
                self.notify(t("The dropped text was pasted into the tab."))
            else:
                self.show_problem(t("The dropped text holds no board."))

    @Slot()
    def choose_tesseract(self) -> None:
        """Point the OCR at a tesseract program (tesseract.exe on Windows)."""
        from desktop_solver.ocr.recognise.tesseract import set_tesseract_command, tesseract_status

        path, _ = QFileDialog.getOpenFileName(self, t("Tesseract program"),
                                              self.settings.get("ocr/tesseract") or str(Path.home()))
        if not path:
            return
        self.settings.set("ocr/tesseract", path)
        set_tesseract_command(path)
        status = tesseract_status()
        self.notify(t("Tesseract is ready.") if status.ok else user_message(status.error()))

    # -- screen capture -----------------------------------------------------------------------

    @Slot()
    def capture_region(self) -> None:
        """Hide the window, freeze every screen under an overlay, read the rectangle dragged."""
        problem = capture_problem()
        if problem:
            self.show_problem(problem)
            return
        self.hide()
        # Give the window manager a moment to take the window off the screen before grabbing.
        QTimer.singleShot(300, self.picker.start)

    @Slot(QRect)
    def _on_region_chosen(self, region: QRect) -> None:
        self.show()
        self.settings.set("capture/region", [region.x(), region.y(), region.width(),
                                             region.height()])
        self._read_region(region)

    @Slot()
    def _on_capture_cancelled(self) -> None:
        self.show()

    @Slot()
    def capture_again(self) -> None:
        region = self._last_region()
        if region is None:
            self.capture_region()
        else:
            self._read_region(region)

    def _last_region(self) -> QRect | None:
        saved = self.settings.get("capture/region")
        return QRect(*map(int, saved)) if len(saved) == 4 else None

    def _read_region(self, region: QRect) -> None:
        image = grab_region(region)
        if image is None:
            self.show_problem(t("The screen could not be captured."))
            return
        self.read_picture(image_bytes(image))

    @Slot(bool)
    def _on_watch_toggled(self, on: bool) -> None:
        region = self._last_region()
        if on and (region is None or capture_problem()):
            self.watch_action.setChecked(False)
            self.show_problem(capture_problem() or t("Capture a region first."))
            return
        if on and region is not None:
            self.watcher.watch(region, 2.0)
        else:
            self.watcher.stop()

    @Slot(QImage)
    def _on_region_changed(self, image: QImage) -> None:
        # The board is re-read (and so re-solved) only when the region's pixels changed; the
        # reader leaves the board alone when the letters read are the same.
        self.read_picture(image_bytes(image))

    @Slot(int)
    def _on_mode_changed(self, index: int) -> None:
        panel = self.current_panel
        self.settings.set("window/mode", panel.mode.name)
        panel.show_dictionary()
        self._notice.stop()
        self.statusBar().showMessage(panel.status_text)
        self.busy.watch(panel.lanes)

    @Slot()
    def _on_stop_requested(self) -> None:
        self.current_panel.stop()

    @Slot()
    def _guide(self) -> None:
        from desktop_solver.gui.guide import GuideDialog

        self.guide = GuideDialog(self)
        self.guide.open()

    @Slot()
    def _about(self) -> None:
        from desktop_solver import paths

        # The list of sources where this copy of the program keeps it (the source tree or the
        # installed bundle), as a link, not a path to look for by hand.
        sources = QUrl.fromLocalFile(str(paths.dictionaries_dir() / "SOURCES.md")).toString()
        self.about_box = QMessageBox(QMessageBox.Icon.NoIcon, t("About"), t(
            "Word game solver {version}: Boggle, Wordament, Word Hunt, Ruzzle, Словомания and "
            "more, in Russian and English.").format(version=__version__) + "<br><br>" + t(
            "Dictionaries: ENABLE, SCOWL, OpenCorpora, wordfreq; their sources and licences: "
            "<a href=\"{url}\">SOURCES.md</a>. Help → Guide explains the games and the keys.")
            .format(url=sources), QMessageBox.StandardButton.Close, self)
        self.about_box.setTextFormat(Qt.TextFormat.RichText)
        self.about_box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.about_box.open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set("window/geometry", self.saveGeometry())
        self.watcher.stop()
        for panel in self.panels.values():
            panel.shutdown()
        self.jobs.shutdown()
        self.settings.sync()
        super().closeEvent(event)


def _short(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _local_files(mime: QMimeData) -> list[Path]:
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
