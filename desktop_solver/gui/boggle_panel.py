"""The Boggle-family mode: presets, the board editor, solving as you type, the results."""

from __future__ import annotations

import random
from functools import partial
from collections.abc import Iterator, Sequence
from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.core.board import Grid
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.dice import random_letters
from desktop_solver.core.errors import InvalidGridError, SolverError
from desktop_solver.core.totals import GameTotals, TotalsCheck
from desktop_solver.gui import board_text
from desktop_solver.gui.board_text import Marks
from desktop_solver.gui.board_widget import BoardWidget
from desktop_solver.gui.errors import error_detail, user_message
from desktop_solver.gui.flow_layout import flow_row
from desktop_solver.gui.i18n import mark, t, tn
from desktop_solver.gui.panel import Panel, TabContext, Wording, joined
from desktop_solver.gui.results_model import HIT_ROLE, Column
from desktop_solver.gui.results_view import ResultsView
from desktop_solver.gui.screenshots import grid_off_board
from desktop_solver.gui.theme import mark_primary
from desktop_solver.modes import boggle, text_is_pasted_board
from desktop_solver.modes.boggle import (
    check_totals,
    makes_few_words,
    PRESETS,
    BoggleInput,
    Preset,
    SolveSummary,
    preset_by_key,
    preset_for_board,
)
from desktop_solver.modes.pictures import BoardRead

_DEBOUNCE_MS = 40
PRESET_LABELS = [mark("Boggle 4×4"), mark("Big Boggle 5×5"), mark("Word Hunt (GamePigeon)"),
                 mark("Ruzzle"), mark("Словомания 5×5"), mark("Wordament"),
                 mark("«Слово за слово» 5×5")]


class BogglePanel(Panel):
    """The Boggle family's tab: presets, the board editor, solving as you type, the results."""

    mode = boggle.MODE

    def __init__(self, context: TabContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self._settings = context.settings
        settings = context.settings
        chooser = context.chooser
        self.runner.batch.connect(self._on_batch)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self._debounce = self.debounce(_DEBOUNCE_MS, self.solve_now)
        self._solved: BoggleInput | None = None
        # The solve of the board shown (0: none, or the board changed since it began); and the
        # picture reading the message line spoke of when it began (a reading's job id): a
        # reading since, failed or of other letters, is newer than that board's hint.
        self._solve_id = 0
        self._solve_reading = 0
        self._game_totals: GameTotals | None = None  # what the screenshot said of its board
        self._totals_check: TotalsCheck | None = None
        self._reading_note: Wording = ""   # what the reading of the picture shown said
        self._few_words = False   # the board as read makes almost no words
        self._small_list: tuple[str, int] | None = None   # ...with this tiny list (its size)
        self._build()
        # The game first (the board keeps the marks it has), then the board saved last time:
        # giving the empty board the game's size first would save that empty board over it.
        preset = preset_by_key(settings.get("boggle/preset"))
        self._show_preset(preset)
        saved = settings.get("boggle/board")
        if not (saved and self.board.set_board_text(saved)):
            self.board.set_size(preset.rows, preset.cols)
        chooser.changed.connect(self._on_dictionary_changed)
        self.retranslate()

    def _build(self) -> None:
        self.preset_box = QComboBox(self)
        for preset in PRESETS:
            self.preset_box.addItem("", preset.key)
        self.preset_box.activated.connect(self._on_preset_chosen)
        self.rows_box, self.cols_box = QSpinBox(self), QSpinBox(self)
        for box in (self.rows_box, self.cols_box):
            box.setRange(1, 30)
            box.valueChanged.connect(self._on_size_changed)
        self.board = BoardWidget(self)
        self.board.board_edited.connect(self._on_board_edited)
        self.board.solve_requested.connect(self.solve_now)
        self.board.tile_clicked.connect(self._on_tile_clicked)
        self.clear_button, self.paste_button = QPushButton(self), QPushButton(self)
        self.random_button = QPushButton(self)
        self.add_picture_reader(self._on_board_read)
        self.board.paste_requested.connect(self.paste)
        self.board.tile_typed.connect(self._on_tile_typed)
        self.clear_button.clicked.connect(self.clear_input)
        self.paste_button.clicked.connect(self.paste)
        self.random_button.clicked.connect(self.random_board)
        self.results = ResultsView(self)
        self.offer_word_check(self.results)
        self.results.hit_selected.connect(self._on_hit_selected)
        self.results.hit_hovered.connect(self._on_hit_hovered)
        self.results.model.modelReset.connect(self._on_rows_refiltered)

        self._form = QFormLayout()
        self._game_label, self._size_label = QLabel(self), QLabel(self)
        self._game_label.setBuddy(self.preset_box)
        self._form.addRow(self._game_label, self.preset_box)
        size_row = QHBoxLayout()
        size_row.addWidget(self.rows_box)
        self._times = QLabel("×", self)
        size_row.addWidget(self._times)
        size_row.addWidget(self.cols_box)
        size_row.addStretch(1)
        self._form.addRow(self._size_label, size_row)
        buttons = flow_row(self, [self.clear_button, self.paste_button, self.random_button,
                                  self.open_button])
        mark_primary(self.open_button)   # solving is automatic: a picture is the big step
        splitter = self.board_beside_results(
            [self._form, buttons, self.with_picture(self.board), self.message], self.results)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    def retranslate(self) -> None:
        self._show_preset_labels()
        self._game_label.setText(t("&Game:"))
        self._size_label.setText(t("Size:"))
        self.rows_box.setToolTip(t("Rows"))
        self.cols_box.setToolTip(t("Columns"))
        self.clear_button.setText(t("Clear"))
        self.paste_button.setText(t("Paste board"))
        self.random_button.setText(t("Random board"))
        self.picture.retranslate()
        self.random_button.setToolTip(t("Boggle dice for 4×4 and 5×5, letter frequencies otherwise"))
        self.results.retranslate()
        self._show_score_title()
        self._show_totals_check()

    # -- board and presets --------------------------------------------------------------------

    def dictionary_game(self) -> str:
        return self.preset.game.value

    @property
    def preset(self) -> Preset:
        return preset_by_key(self.preset_box.currentData())

    @Slot(int)
    def _on_preset_chosen(self, index: int) -> None:
        self._apply_preset(preset_by_key(self.preset_box.itemData(index)))

    def _apply_preset(self, preset: Preset, keep_board: bool = False) -> None:
        self._show_preset(preset)
        if not keep_board or (self.board.rows, self.board.cols) != (preset.rows, preset.cols):
            self.board.set_size(preset.rows, preset.cols)
        self._set_size_boxes(self.board.rows, self.board.cols)
        self._schedule()

    def _show_preset_labels(self) -> None:
        """The presets by name; the one chosen names the board's size when the board is not
        the preset's own (a 6×6 board read on "Boggle 4×4" is a Boggle board of 6×6)."""
        shape = (self.board.rows, self.board.cols)
        for index, (preset, label) in enumerate(zip(PRESETS, PRESET_LABELS)):
            text = t(label)
            if index == self.preset_box.currentIndex() and shape != (preset.rows, preset.cols):
                text = t("{game}, {rows}×{cols}").format(game=preset.game_name, rows=shape[0],
                                                         cols=shape[1])
            self.preset_box.setItemText(index, text)

    def _show_preset(self, preset: Preset) -> None:
        self.preset_box.setCurrentIndex(PRESETS.index(preset))
        self._show_preset_labels()
        self._settings.set("boggle/preset", preset.key)
        self.board.auto_qu = preset.auto_qu
        self.board.set_scoring(preset.rules.scoring)
        self._show_score_title()

    def _show_score_title(self) -> None:
        self.results.set_column_title(Column.SCORE, t("Points"))
        self.results.set_scoring(t("Points as {game} counts them").format(
            game=self.preset.game_name))

    def _set_size_boxes(self, rows: int, cols: int) -> None:
        for box, value in ((self.rows_box, rows), (self.cols_box, cols)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)

    @Slot()
    def _on_size_changed(self) -> None:
        self.board.set_size(self.rows_box.value(), self.cols_box.value())

    # -- routed actions -----------------------------------------------------------------------

    def paste_text(self, text: str) -> bool:
        # Prose would make a board of one long row (and be solved): only text that looks like a
        # board replaces the board.
        if not text_is_pasted_board(text):
            return False
        self._forget_picture()
        return self.board.set_board_text(text)

    @Slot()
    def clear_input(self) -> None:
        self._forget_picture()
        self.board.clear()

    def export_records(self) -> list[dict]:
        return [self.mode.record(hit) for hit in self.results.visible_hits()]

    @Slot()
    def random_board(self) -> None:
        """Roll the dice of the board's size in the dictionary's language (or draw letters by
        frequency for sizes without dice)."""
        lang = self._chooser.current_language()
        rows, cols = self.board.rows, self.board.cols
        try:
            letters = random_letters(rows, cols, lang, random.Random(),
                                     lambda: self.session.lexicon(self.dictionary(lang)))
        except SolverError as error:
            self.message.say(partial(user_message, error))
            return
        tokens = ["[QU]" if letter == "Q" and self.board.auto_qu else letter for letter in letters]
        self._forget_picture()
        self.board.set_board_text("/".join("".join(tokens[row * cols:(row + 1) * cols])
                                           for row in range(rows)))

    # -- screenshots --------------------------------------------------------------------------

    def read_picture(self, source: bytes | Path, visited: frozenset[str] = frozenset()) -> None:
        self.message.say(lambda: t("Reading the board…"))
        self.reader.start(source, self.preset.ocr_game, visited=visited)

    read_image = read_picture

    @Slot(object, object)
    def _on_board_read(self, board: BoardRead, note: Wording) -> None:
        """A board read from a picture, with what its tiles print (one value): the game follows
        its marks, the tiles take them, and the game's totals are set beside ours."""
        self._reading_note = note
        grid_text = board.text
        if grid_text != self.board.board_text():
            rows = board_text.tokens_from_text(grid_text)
            lang = board_text.board_language([token for row in rows for token in row])
            if rows:
                # The game follows the board read: its values, badges and flags, else its size
                # and language (a 4x4 English board is not Словомания 5x5).
                self._show_preset(preset_for_board(self.preset, len(rows),
                                                   max(len(row) for row in rows), lang,
                                                   board.marks))
            self.board.set_board_text(grid_text)
        else:
            # The same letters as before (the same picture, or a watched region whose pixels
            # changed but not its letters): the board and its words stand, not solved again,
            # and its hint goes with this reading's message.
            self._solve_reading = self.reader.runner.current_id
        self.board.set_unsure(set(board.unsure))
        self.apply_read_marks(board.values, board.bonuses, board.totals)
        self.board.set_unsure_marks(set(board.unsure_marks))
        self._show_board_state()

    def apply_read_marks(self, values: Sequence[Sequence[int | None]],
                         bonuses: Sequence[Sequence[str]], totals: GameTotals | None) -> None:
        """What a screenshot shows besides the letters, put on the board just read from it:
        the tiles' values and bonus squares (grids as `Grid.values` and `Grid.bonuses`; None
        and '' where a tile shows none), and the game's own totals, set beside ours after
        each solve."""
        rows, cols = self.board.rows, self.board.cols
        marks = Marks(
            {row * cols + col: value for row, row_values in enumerate(values[:rows])
             for col, value in enumerate(row_values[:cols]) if value is not None},
            {row * cols + col: name for row, names in enumerate(bonuses[:rows])
             for col, name in enumerate(names[:cols]) if name})
        self._game_totals = totals
        if marks != self.board.marks:
            self.board.set_marks(marks)   # solved again, and compared with the totals then
        elif self._solved is not None and not self.runner.busy:
            self._set_totals_check(check_totals(self.results.model.hits, totals))

    def _forget_picture(self) -> None:
        """A board not read from the picture replaces the one that was: the picture, its
        reading and the game's totals go."""
        self.picture.setVisible(False)
        self.reader.forget()
        self._reading_note = ""
        self._game_totals = None
        self._set_totals_check(None)

    def _set_totals_check(self, check: TotalsCheck | None) -> None:
        self._totals_check = check
        self._show_totals_check()

    @Slot(int)
    def _on_tile_typed(self, cell: int) -> None:
        self.reader.correct(cell, self.board.tokens[cell])

    def set_board(self, text: str) -> bool:
        self._forget_picture()
        return self.board.set_board_text(text)

    @Slot()
    def _on_board_edited(self) -> None:
        self._set_size_boxes(self.board.rows, self.board.cols)
        self._show_preset_labels()
        self.results.set_cell_filter(None)
        self.board.set_marked(None)
        self._settings.set("boggle/board", self.board.marked_text())
        # An emptied board leaves every list to choose from (the dice roll in its language).
        self.show_language(board_text.board_language(self.board.tokens))
        self._show_board_state()
        self._schedule()

    def _show_board_state(self) -> None:
        self.message.say(self._board_state)

    def _board_state(self) -> str:
        """The message line's words about the board: a tile that cannot be used, the tiles
        still to type, or what the picture's reading said of a board read from it."""
        problems = self.board.problems
        if problems:
            cell, problem = next(iter(problems.items()))
            return t("Tile {row}:{col}: {problem}").format(
                row=cell // self.board.cols + 1, col=cell % self.board.cols + 1,
                problem=error_detail(problem))
        if not all(self.board.tokens):
            empty = sum(1 for token in self.board.tokens if not token)
            return tn("Type the letters: {count} tile to go. Brackets make special "
                      "tiles: [QU], [RE-], [-ING], [A/E]; '.' blocks a cell.|Type "
                      "the letters: {count} tiles to go. Brackets make special "
                      "tiles: [QU], [RE-], [-ING], [A/E]; '.' blocks a cell.",
                      empty).format(count=empty)
        few = ""
        if self._small_list is not None:
            name, count = self._small_list
            few = tn("These letters make almost no words with the dictionary {name}: it holds "
                     "only {count} word. Choose a larger list in the Dictionary box.|These "
                     "letters make almost no words with the dictionary {name}: it holds only "
                     "{count} words. Choose a larger list in the Dictionary box.",
                     count).format(name=name, count=count)
        elif self._few_words:
            few = t("These letters make almost no words: compare the board with the picture; a "
                    "tile may be misread.")
        if self.reader.reading is None:
            return few
        # Beside what the reading said (a tile missing, tiles to check), not over it.
        return joined(self._reading_note, few)()

    def _schedule(self) -> None:
        self._few_words, self._small_list = False, None
        self._solve_id = 0   # what a solve still running finds is of the board as it was
        if self.board.is_complete():
            self._debounce.start()
        else:
            self.runner.cancel()
            self._solved = None
            self.results.clear()
            self._set_totals_check(None)
            self.set_status("")

    # -- solving ------------------------------------------------------------------------------

    def grid(self) -> Grid:
        return board_text.grid_from_tokens(self.board.tokens, self.board.rows, self.board.cols,
                                           self.board.marks)

    @Slot()
    def solve_now(self) -> None:
        self._debounce.stop()
        if not self.board.is_complete():
            # Enter on a board still being typed: the tiles to go say more than an error.
            self._show_board_state()
            return
        try:
            grid = self.grid()
        except InvalidGridError as error:
            self.message.say(partial(user_message, error))
            return
        request = BoggleInput(grid, self.preset.rules, self.dictionary(grid.lang))
        session, mode = self.session, self.mode

        def body(token: CancelToken) -> Iterator:
            return mode.run(session, request, token)

        self.results.clear()
        self._set_totals_check(None)
        self._show_path(())
        self._solved = request
        self.set_status(t("Solving…"))
        self._solve_id = self.runner.start(body)
        self._solve_reading = self.reader.runner.current_id

    @Slot(int, list)
    def _on_batch(self, job_id: int, hits: list) -> None:
        if job_id == self._solve_id:
            self.results.append(hits)

    @Slot(int, object)
    def _on_finished(self, job_id: int, summary: object) -> None:
        if job_id == self._solve_id and self._solved is not None:
            hits = self.results.model.hits
            self.set_status(self.mode.status(self._solved, hits))
            self._set_totals_check(check_totals(hits, self._game_totals))
            reading = self.reader.reading
            as_read = reading if (reading is not None and reading.grid_text()
                                  == self.board.board_text()) else None
            # A grid off the board has one thing to say (reading_note): not the words' count.
            few = makes_few_words(len(self.board.tokens), len(hits)) and not (
                as_read is not None and grid_off_board(as_read))
            # A tiny list the user chose makes few words on any board, typed or read: it is
            # named then, rather than the reading blamed.
            self._small_list = None
            if few and isinstance(summary, SolveSummary) and summary.small_dictionary:
                self._small_list = (self._solved.dictionary.list_name, summary.dictionary_words)
            cut = isinstance(summary, SolveSummary) and summary.cut is not None
            self._few_words = few and not cut and (self._small_list is not None
                                                   or as_read is not None)
            if cut:
                # A board of one repeated letter: the search stopped at its bound.
                self.message.say(lambda: t("The board's repeated letters make too many paths: "
                                           "the search stopped early, and words may be "
                                           "missing."))
            if self._few_words and self._solve_reading == self.reader.runner.current_id:
                self._show_board_state()

    def _show_totals_check(self) -> None:
        """Our totals beside the game's, under the results; in the warning colour, with a hint,
        when they differ by more than the lists' usual disagreement."""
        check = self._totals_check
        if check is None:
            self.results.show_note("")
            return
        # The game's pair is kept on one line when the text wraps.
        text = t("Ours {words} words / {points} points — the game says {game}").format(
            words=check.ours.words, points=check.ours.points,
            game=f"{check.game.words}\u00a0/\u00a0{check.game.points}")
        if not check.agrees:
            text += "\n" + t("A tile may be misread, or the game uses another word list: "
                             "compare the board with the picture.")
        self.results.show_note(text, warning=not check.agrees)

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: BaseException) -> None:
        if job_id != self._solve_id:
            return
        self.message.say(partial(user_message, error))
        self.set_status("")

    @Slot()
    def _on_dictionary_changed(self) -> None:
        self._schedule()

    # -- highlight ----------------------------------------------------------------------------

    def _show_path(self, path: tuple[tuple[int, int], ...]) -> None:
        """A word's path on the board, and over the picture it was read from."""
        self.board.set_highlight(path)
        self.picture.show_path(path)

    def _show_selected_path(self) -> None:
        selected = self.results.table.selectionModel().selectedRows()
        self._show_path(selected[0].data(HIT_ROLE).path if selected else ())

    @Slot(object)
    def _on_hit_selected(self, hit) -> None:
        self._show_path(hit.path if hit is not None else ())

    @Slot(object)
    def _on_hit_hovered(self, hit) -> None:
        if hit is not None:
            self._show_path(hit.path)
        else:
            self._show_selected_path()

    @Slot()
    def _on_rows_refiltered(self) -> None:
        # A word the filter hides keeps no path on the board.
        self._show_selected_path()

    @Slot(int, int)
    def _on_tile_clicked(self, row: int, col: int) -> None:
        if self.results.model.rowCount() == 0:
            return
        cell = None if self.results.model.cell == (row, col) else (row, col)
        self.results.set_cell_filter(cell)
        self.board.set_marked(cell)

    def shutdown(self) -> None:
        super().shutdown()
        self.reader.shutdown()
