"""The word-search mode: solve a pasted grid (with a word list, or every dictionary word), and
generate printable puzzles."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QColor, QFontDatabase, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QTextEdit,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.core.board import Grid
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import SolverError
from desktop_solver.core.wordsearch import MAX_SIDE, parse_wordsearch
from desktop_solver.gui.board_paint import stroke_colour
from desktop_solver.gui.board_widget import BoardWidget
from desktop_solver.gui.errors import user_message
from desktop_solver.gui.flow_layout import flow_row, labelled
from desktop_solver.gui.i18n import t, tn
from desktop_solver.gui.panel import Panel, TabContext, Wording, joined
from desktop_solver.modes import wordsearch
from desktop_solver.modes.wordsearch import WordSearchInput, entry_key, list_entries, listed_text
from desktop_solver.modes.pictures import BoardRead
from desktop_solver.gui.results_model import WORD_SEARCH
from desktop_solver.gui.results_view import ResultsView
from desktop_solver.gui.screenshots import reading_note
from desktop_solver.gui import theme
from desktop_solver.gui.theme import mark_primary

_DEBOUNCE_MS = 150




def _grid_to_correct(count: int) -> str:
    return t("Check the tiles with a dashed outline ({count}); correct a wrong letter in the "
             "grid's text.").format(count=count)


class WordSearchPanel(Panel):
    """The word-search tab: a grid and a list (or none: every dictionary word); each word found
    is a stroke of its own colour on the grid, and the list marks what was found and missed."""

    mode = wordsearch.MODE

    def __init__(self, context: TabContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        chooser = context.chooser
        self._solved: WordSearchInput | None = None
        self._picture_grid = ""             # the grid last read
        self._picture_note: Wording = ""    # and what the reading said
        self._picture_unsure: set[int] = set()          # and its tiles to check
        self.runner.batch.connect(self._on_batch)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self._debounce = self.debounce(_DEBOUNCE_MS, self.solve_now)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.grid_edit, self.words_edit = QPlainTextEdit(self), QPlainTextEdit(self)
        self.grid_edit.setFont(fixed)
        for edit in (self.grid_edit, self.words_edit):
            edit.setTabChangesFocus(True)   # a tab is no letter: Tab moves on, as in a form
        self.min_box = QSpinBox(self)
        self.min_box.setRange(2, MAX_SIDE)
        self.min_box.setValue(4)
        self.show_all = QCheckBox(self)
        self.show_all.setChecked(True)
        self.generate_button = QPushButton(self)
        self.generate_button.clicked.connect(self._open_generator)
        self.board = BoardWidget(self)
        self.board.editable = False
        self.board.set_size(1, 1)
        self.results = ResultsView(self, WORD_SEARCH)
        self.offer_word_check(self.results)
        self.results.hit_selected.connect(self._on_selected)
        self.results.hit_hovered.connect(self._on_selected)
        for signal in (self.grid_edit.textChanged, self.words_edit.textChanged,
                       self.min_box.valueChanged):
            signal.connect(self._schedule)
        self.words_edit.textChanged.connect(self._on_words_changed)
        self.show_all.toggled.connect(self._show_strokes)
        self.add_picture_reader(self._on_grid_read)
        self.read_pasted_pictures(self.grid_edit, self.words_edit)
        chooser.changed.connect(self._schedule)
        self._labels = [QLabel(self) for _ in range(3)]
        for label in self._labels[:2]:
            label.setWordWrap(True)   # long in Russian: they wrap rather than widen the window
        inputs = QVBoxLayout()
        inputs.addWidget(self._labels[0])
        inputs.addWidget(self.grid_edit, 2)
        inputs.addWidget(self._labels[1])
        inputs.addWidget(self.words_edit, 1)
        # Rows that wrap when the column is narrow, rather than make the window wider.
        options = flow_row(self, [labelled(self, self._labels[2], self.min_box), self.show_all])
        buttons = flow_row(self, [self.open_button, self.generate_button])
        mark_primary(self.open_button)
        # Tab follows the row of options, then the buttons, not the order the widgets were made in.
        QWidget.setTabOrder(self.show_all, self.open_button)
        QWidget.setTabOrder(self.open_button, self.generate_button)
        inputs.addWidget(options)
        inputs.addWidget(buttons)
        inputs.addWidget(self.message)
        left = QWidget(self)
        left.setLayout(inputs)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        # Three panes side by side: the grid may shrink further than a board of tiles to keep
        # the window within a HiDPI screen (800 wide at scale 2).
        self.board.setMinimumSize(120, 120)
        splitter.addWidget(self.with_picture(self.board))
        splitter.addWidget(self.results)
        splitter.setStretchFactor(1, 2)
        splitter.setStretchFactor(2, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._missing: tuple[str, ...] = ()
        self.retranslate()

    def retranslate(self) -> None:
        self.picture.retranslate()
        self._labels[0].setText(t("&Grid (one row per line):"))
        self._labels[0].setBuddy(self.grid_edit)
        self._labels[1].setText(t("&Words to find (empty: every dictionary word):"))
        self._labels[1].setBuddy(self.words_edit)
        self._labels[2].setText(t("Shortest:"))
        self.show_all.setText(t("Show all words"))
        self.generate_button.setText(t("Generate a puzzle…"))
        self.min_box.setToolTip(t("Without a word list: the shortest dictionary word to find"))
        self.board.set_placeholder(t("Type or paste the puzzle's grid on the left, one row per "
                                     "line; its words are then drawn here."))
        self.results.retranslate()

    def set_puzzle(self, grid_text: str, words: str = "") -> None:
        self.grid_edit.setPlainText(grid_text)
        self.words_edit.setPlainText(words)

    # -- routed actions -----------------------------------------------------------------------

    def paste_text(self, text: str) -> bool:
        self.grid_edit.setPlainText(text.replace("/", "\n"))
        return True

    def clear_input(self) -> None:
        self.set_puzzle("", "")

    def read_picture(self, source: bytes | Path, visited: frozenset[str] = frozenset()) -> None:
        self.message.say(lambda: t("Reading the board…"))
        self.reader.start(source, "wordsearch", visited=visited)

    def export_records(self) -> list[dict]:
        return [self.mode.record(row) for row in self.results.visible_hits()]

    @Slot(object, object)
    def _on_grid_read(self, board: BoardRead, note: Wording) -> None:
        self._picture_grid = board.text.replace("/", "\n")
        self._picture_unsure = set(board.unsure)
        # A list read beside the grid replaces the words of the puzzle before; without one,
        # words the user typed stay.
        listed = board.word_list
        reading = self.reader.reading
        if reading is not None:
            # The grid is corrected in its text box, not on the board (nor remembered).
            note = partial(reading_note, reading, check=_grid_to_correct)
        if listed:
            self.words_edit.setPlainText(listed_text(listed))

        def found() -> str:
            return tn("{count} word read from the list beside the grid.|{count} words read "
                      "from the list beside the grid.", len(listed)).format(count=len(listed))

        # What the reading says stays in view through the searches that follow, until the
        # grid is no longer the one read.
        self._picture_note = joined(note, found) if listed else note
        self.grid_edit.setPlainText(self._picture_grid)
        self._show_state()

    @Slot()
    def _schedule(self) -> None:
        self._debounce.start()

    @Slot()
    def _on_words_changed(self) -> None:
        # The shortest length counts only when every dictionary word is looked for.
        self.min_box.setEnabled(not list_entries(self.words_edit.toPlainText()))

    @Slot()
    def solve_now(self) -> None:
        self._debounce.stop()
        self.results.clear()
        self._missing = ()
        self._solved = None
        self._mark_entries()
        text = self.grid_edit.toPlainText().strip()
        if not text:
            self.runner.cancel()
            self._show_no_grid()
            self.show_language(None)   # no grid: any list may be chosen
            self.message.say(lambda: t("Paste or type the grid, one row per line."))
            self.set_status("")
            return
        try:
            grid = parse_wordsearch(text)
        except SolverError as error:  # shown inline while the user types
            self.runner.cancel()
            self._show_no_grid()
            self.message.say(partial(user_message, error))
            self.set_status("")
            return
        self.board.set_board_text(grid.to_text())
        if text == self._picture_grid:
            self.board.set_unsure(self._picture_unsure)
        self._show_picture_of(grid)
        self.show_language(grid.lang)
        request = WordSearchInput(grid, tuple(list_entries(self.words_edit.toPlainText())),
                                  self.min_box.value(), self.dictionary(grid.lang))
        session, mode = self.session, self.mode

        def body(token: CancelToken) -> Iterator:
            return mode.run(session, request, token)

        self._solved = request
        self._show_state()
        self.runner.start(body)

    @Slot(int, list)
    def _on_batch(self, job_id: int, found: list) -> None:
        self.results.append(found)
        self._show_strokes()

    @Slot(int, object)
    def _on_finished(self, job_id: int, missing: object) -> None:
        self._missing = tuple(missing or ())  # type: ignore[arg-type]
        self._show_state()
        self._show_strokes()
        self._mark_entries()
        if self._solved is not None:
            self.set_status(self.mode.status(self._solved, self.results.model.hits, self._missing))

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: BaseException) -> None:
        self.message.say(partial(user_message, error))
        self.set_status("")

    def _show_no_grid(self) -> None:
        """The text holds no grid: neither the last grid, its words' strokes nor the picture
        it was read from are this text's."""
        self.board.set_strokes(())
        self.board.set_size(1, 1)
        self.board.clear()
        self.picture.setVisible(False)

    def _show_picture_of(self, grid: Grid) -> None:
        """The picture read stays beside a grid of its shape (the reading, corrected in the
        text), and comes back when a broken edit is mended."""
        read = self.reader.reading
        fits = (read is not None and bool(self._picture_grid)
                and (grid.height, grid.width) == (len(read.tiles), len(read.tiles[0])))
        if not fits:
            self.picture.setVisible(False)
        elif not self.picture.isVisible():
            self._show_picture(self.picture, self.reader)

    def _show_state(self) -> None:
        """What the reading said of the grid (while the grid is the one read), then the words
        of the list not found."""
        read = self.grid_edit.toPlainText().strip() == self._picture_grid
        missing = self._missing

        def not_found() -> str:
            return tn("Not found: {words}|Not found: {words}",
                      len(missing)).format(words=", ".join(missing)) if missing else ""

        self.message.say(joined(self._picture_note if read else "", not_found))

    def _mark_entries(self) -> None:
        """Found words in the list box in green (with their stroke's colour behind), the words
        not found in red and struck through."""
        marks: list[QTextEdit.ExtraSelection] = []
        solved = self._solved
        if solved is not None and solved.entries and not self.runner.busy:
            found = {entry_key(row.word): number
                     for number, row in enumerate(self.results.model.hits)}
            missing = {entry_key(word) for word in self._missing}
            document = self.words_edit.document()
            for entry in solved.entries:
                key = entry_key(entry)
                if key not in found and key not in missing:
                    continue
                cursor = document.find(entry, 0)
                while not cursor.isNull():
                    selection = QTextEdit.ExtraSelection()
                    selection.cursor = QTextCursor(cursor)
                    char_format = QTextCharFormat()
                    if key in found:
                        char_format.setForeground(QColor(theme.current().found))
                        char_format.setBackground(stroke_colour(found[key]))
                    else:
                        char_format.setForeground(QColor(theme.current().warning))
                        char_format.setFontStrikeOut(True)
                    selection.format = char_format
                    marks.append(selection)
                    cursor = document.find(entry, cursor)
        self.words_edit.setExtraSelections(marks)

    def entry_marks(self) -> dict[str, str]:
        """Each marked entry of the list box: 'found' or 'missing' (what the user sees)."""
        marks = {}
        for selection in self.words_edit.extraSelections():
            text = selection.cursor.selectedText()
            marks[text] = "missing" if selection.format.fontStrikeOut() else "found"
        return marks

    @Slot()
    def _show_strokes(self) -> None:
        shown = self.results.model.hits if self.show_all.isChecked() else []
        visible = {id(row) for row in self.results.visible_hits()}
        # A word's colour is its number among all the rows, so it keeps it while filtering (and
        # the list box shows the same colour behind it).
        strokes = [(placement.path, number) for number, found in enumerate(shown)
                   if id(found) in visible for placement in found.placements]
        self.board.set_strokes(tuple(path for path, _ in strokes),
                               tuple(number for _, number in strokes))

    @Slot(object)
    def _on_selected(self, found) -> None:
        self.board.set_highlight(found.path if found is not None else ())

    def shutdown(self) -> None:
        super().shutdown()
        self.reader.shutdown()

    @Slot()
    def _open_generator(self) -> None:
        from desktop_solver.gui.generator_dialog import GeneratorDialog

        dialog = GeneratorDialog(self.session, self._chooser, self, self.context.settings,
                                 words=self.words_edit.toPlainText())
        dialog.use_puzzle.connect(self.set_puzzle)
        dialog.exec()

