"""The Balda mode: a game from a start word, the legal moves (hover to see the path, the new
letter in its own colour), apply and undo, the advisor thinking depth by depth, and play against
the computer."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.core.alphabet import detect_language
from desktop_solver.core.balda.engine import Advisor, Difficulty, SearchLimits, Thought
from desktop_solver.core.balda.game import BaldaGame
from desktop_solver.core.balda.rules import EMPTY, Move, Position, start_words
from desktop_solver.core.cancel import CancelToken
from desktop_solver.gui.board_widget import BoardWidget
from desktop_solver.gui.errors import message_text, user_message
from desktop_solver.gui.flow_layout import flow_row, labelled
from desktop_solver.gui.i18n import mark, t
from desktop_solver.gui.panel import MessageLine, Panel, TabContext, Wording, joined
from desktop_solver.gui.results_model import BALDA_MOVES, HIT_ROLE
from desktop_solver.gui.results_view import ResultsView
from desktop_solver.gui.wrapped_label import WrappedLabel
from desktop_solver.gui.theme import mark_primary
from desktop_solver.modes import balda
from desktop_solver.modes.pictures import BoardRead
from desktop_solver.modes.balda import (
    BaldaInput,
    GameStep,
    Outcome,
    computer_to_move,
    same_game,
)

ADVICE_SECONDS = 10.0  # how long "Best move" thinks unless stopped
DIFFICULTY_LABELS = {Difficulty.BEGINNER: mark("Beginner"), Difficulty.EASY: mark("Easy"),
                     Difficulty.MEDIUM: mark("Medium"), Difficulty.HARD: mark("Hard"),
                     Difficulty.EXPERT: mark("Expert")}


class BaldaPanel(Panel):
    """Jobs: `runner` for the game's set-up, the move lists and the computer's moves;
    `thinker` for the advisor, which the Stop button cancels. The table lists the legal moves
    with mirror images left out; `moves` keeps them all (the next search starts from them)."""

    mode = balda.MODE

    def __init__(self, context: TabContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        # The step shown (the game over its dictionary, the position and its legal moves).
        self.step: GameStep | None = None
        self.game: BaldaGame | None = None
        self.position: Position | None = None
        self.moves: list[Move] = []
        self._advisor: Advisor | None = None
        # The advisor's last thought on the position shown (None: none yet), and whether the
        # advice is to be taken up again once the moves are found with a new dictionary.
        self._thought: Thought | None = None
        self._advise_again = False
        # The dictionary changed while a job was finding moves with the old one.
        self._moves_stale = False
        self.runner.finished.connect(self._on_job_done)
        self.runner.failed.connect(self._on_failed)
        self.thinker = self.add_runner(None)   # the advisor shows its own progress and Stop
        self.runner.what = lambda: t("Finding the moves…")
        self.thinker.batch.connect(self._on_thoughts)
        self.thinker.failed.connect(self._on_advice_failed)
        self.thinker.busy_changed.connect(self._on_thinking_busy)
        # A position read from a picture: what the reading said and its tiles to check, kept
        # from the reading (or the user's edit of it) until its position is shown...
        self._pending_read: tuple[Wording, set[int]] | None = None
        # ...and the position shown then, which the user may correct by typing over its tiles
        # until a move is played.
        self._read_position: Position | None = None
        self._read_note: Wording = ""
        self._build()
        self._chooser.changed.connect(self._on_dictionary_changed)
        self.retranslate()

    def _build(self) -> None:
        self.word_edit = QLineEdit("балда", self)
        self.word_edit.returnPressed.connect(self.new_game)
        self.size_box = QSpinBox(self)
        self.size_box.setRange(3, 10)
        self.size_box.setValue(5)
        self.new_button = QPushButton(self)
        mark_primary(self.new_button)
        self.new_button.clicked.connect(self.new_game)
        self.add_picture_reader(self._on_board_read)
        self.read_pasted_pictures(self.word_edit)
        self.versus = QCheckBox(self)
        self.versus.toggled.connect(self._on_versus_toggled)
        self.difficulty = QComboBox(self)
        for difficulty in DIFFICULTY_LABELS:
            self.difficulty.addItem("", difficulty.value)
        self.difficulty.setCurrentIndex(2)
        self.board = BoardWidget(self)
        self.board.editable = False
        # Only letters are typed over a read position: no special tiles or marks to offer.
        self.board.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.board.set_size(5, 5)
        self.board.tile_typed.connect(self._on_tile_typed)
        self.board.board_edited.connect(self._on_board_edited)
        self.board.paste_requested.connect(self.paste)
        self.scores, self.thinking = WrappedLabel(self), MessageLine(self)
        self.apply_button, self.undo_button = QPushButton(self), QPushButton(self)
        self.best_button, self.stop_button = QPushButton(self), QPushButton(self)
        self.apply_button.clicked.connect(self.apply_selected)
        self.undo_button.clicked.connect(self.undo)
        self.best_button.clicked.connect(self._on_best_clicked)
        self.stop_button.clicked.connect(self._on_stop_clicked)
        self.stop_button.setVisible(False)
        self.results = ResultsView(self, BALDA_MOVES)
        self.offer_word_check(self.results)
        self.results.hit_selected.connect(self._show_move)
        self.results.hit_hovered.connect(self._show_move)
        self.results.table.doubleClicked.connect(self.apply_selected)
        self._word_label, self._size_label = QLabel(self), QLabel(self)
        for label, widget in ((self._word_label, self.word_edit), (self._size_label, self.size_box)):
            label.setBuddy(widget)
        # Rows that wrap when the window is narrow, rather than make it wider than the screen.
        top = flow_row(self, [labelled(self, self._word_label, self.word_edit),
                              labelled(self, self._size_label, self.size_box), self.new_button,
                              self.open_button, self.versus, self.difficulty])
        actions = flow_row(self, [self.apply_button, self.undo_button, self.best_button,
                                  self.stop_button])
        splitter = self.board_beside_results(
            [self.scores, self.with_picture(self.board), actions, self.thinking, self.message],
            self.results)
        layout = QVBoxLayout(self)
        layout.addWidget(top)
        layout.addWidget(splitter, 1)
        self._set_ready(False)
        for name, box in (("balda/size", self.size_box), ("balda/versus", self.versus),
                          ("balda/difficulty", self.difficulty)):
            self.keep_choice(name, box)

    def retranslate(self) -> None:
        self._word_label.setText(t("&Start word:"))
        self._size_label.setText(t("Size:"))
        self.new_button.setText(t("New game"))
        self.picture.retranslate()
        self.versus.setText(t("Against the computer:"))
        for index, label in enumerate(DIFFICULTY_LABELS.values()):
            self.difficulty.setItemText(index, t(label))
        self.apply_button.setText(t("Apply move"))
        self.undo_button.setText(t("Undo"))
        self.best_button.setText(t("Best move"))
        self.stop_button.setText(t("Stop"))
        self.results.retranslate()
        self._show_scores()

    # -- the game -----------------------------------------------------------------------------

    # -- routed actions -----------------------------------------------------------------------

    def paste_text(self, text: str) -> bool:
        self.word_edit.setText(text.strip())
        return True

    def clear_input(self) -> None:
        self.word_edit.clear()

    def read_picture(self, source: bytes | Path, visited: frozenset[str] = frozenset()) -> None:
        self.message.say(lambda: t("Reading the board…"))
        self.reader.start(source, "balda", visited=visited)

    def shutdown(self) -> None:
        super().shutdown()
        self.reader.shutdown()

    @Slot(object, object)
    def _on_board_read(self, board: BoardRead, note: Wording) -> None:
        """A position read from a picture: played on from there (its middle row, when a word,
        counts as the start word)."""
        self._start_from(board.text, note, set(board.unsure))

    def _start_from(self, text: str, note: Wording, unsure: set[int]) -> None:
        """Find the moves of a position given as board text ('.' or '?' for empty cells)."""
        text = text.lower().replace("?", ".")
        lang = detect_language(text) or "ru"
        self.show_language(lang)
        self._find_moves(partial(balda.game_from_text, self.session, self.dictionary(lang), text),
                         read=(note, unsure), fresh=True)

    @Slot(int)
    def _on_tile_typed(self, cell: int) -> None:
        self.reader.correct(cell, self.board.tokens[cell])

    @Slot()
    def _on_board_edited(self) -> None:
        """A tile of a read position typed over (or emptied): the position as corrected."""
        position = self.position
        if not self.board.editable or position is None or position is not self._read_position:
            return
        shown = ["" if ch == EMPTY else ch.upper() for row in position.rows for ch in row]
        if self.board.tokens != shown:
            self._start_from(self.board.board_text(), self._read_note, set(self.board.unsure))

    def export_records(self) -> list[dict]:
        return [self.mode.record(move) for move in self.results.visible_hits()]

    @Slot()
    def new_game(self) -> None:
        word = self.word_edit.text().strip()
        lang = detect_language(word) or "ru"
        self.show_language(lang)
        self._find_moves(partial(balda.new_game, self.session, self.dictionary(lang), word,
                                 self.size_box.value()), fresh=True)
        self.message.setText("")

    @Slot(int, object)
    def _on_job_done(self, job_id: int, result: object) -> None:
        assert isinstance(result, GameStep)
        game, position = result.game, result.position
        self.step = result
        if game is not self.game:
            self.game, self._advisor = game, Advisor(game)
        read, self._pending_read = self._pending_read, None
        if read is not None:
            self._read_position, (self._read_note, unsure) = position, read
            self._show_read_controls(position)
        self._show_position(result)
        if read is not None:
            self.board.set_unsure(unsure)
        if self._moves_stale:   # found with the words chosen before: found again
            self._find_moves_again()
            return
        if self._computer_to_move():
            self._computer_move()
        elif self._advise_again:
            self.think()
        self._advise_again = False

    def _find_moves(self, job: Callable[[CancelToken], GameStep],
                    read: tuple[Wording, set[int]] | None = None, fresh: bool = False) -> None:
        """Run a job that finds a position and its moves (`read`: what the reading of the
        position said, and its tiles to check; `fresh`: the job takes the dictionary chosen
        now, not the game's); the advice on the position shown ends."""
        self._thought = None
        self.thinker.cancel()
        self._set_ready(False)
        self._pending_read, self._advise_again = read, False
        if fresh:
            self._moves_stale = False
        self.runner.call(job)

    @Slot()
    def _on_dictionary_changed(self) -> None:
        """Another dictionary (or option) chosen: the position shown stays, with its scores and
        history, and its moves are found again with the words now chosen."""
        # While another tab is shown its lists change at will: the moves wait for this one.
        if self.runner.busy or not self.is_current():
            self._moves_stale = True
        elif self.position is not None:
            self._find_moves_again()

    def show_dictionary(self) -> None:
        super().show_dictionary()
        if self._moves_stale and not self.runner.busy:
            self._find_moves_again()

    def _find_moves_again(self) -> None:
        game, position = self.game, self.position
        if game is None or position is None:
            return
        advising = self.thinker.busy
        self._find_moves(partial(balda.moves_again, self.session, self.dictionary(game.lang),
                                 position), fresh=True)
        self._advise_again = advising

    def _show_position(self, step: GameStep) -> None:
        position, moves = step.position, list(step.moves)
        board = self.board
        # The same position shown again (its moves found with another dictionary) keeps the
        # tiles its reading left to check.
        unsure = set(board.unsure) if position is self.position else set()
        self.position, self.moves = position, moves
        # Typing over a read position goes on from the tile after the one typed.
        current = board.current if (board.rows, board.cols) == (position.height,
                                                               position.width) else 0
        board.set_tokens(position.height, position.width,
                         ["" if ch == EMPTY else ch for row in position.rows for ch in row])
        board.current = current
        board.set_unsure(unsure)
        board.set_highlight(())
        self.results.clear()
        shown = step.shown
        self.results.append(shown)
        self.thinking.say("")
        self._show_scores()
        ending = step.outcome
        playing = ending is Outcome.PLAYING
        status = self.mode.status(
            BaldaInput(position, self.dictionary(self.game.lang if self.game else "ru"),
                       versus=self.versus.isChecked()), shown, step)
        # A read position is corrected by typing over its tiles, until a move is played.
        board.editable = position is self._read_position
        self.message.say(joined(self._read_note if board.editable else "",
                                "" if playing else partial(message_text, status)))
        self._set_ready(playing)
        self.set_status(status)

    def _show_read_controls(self, position: Position) -> None:
        """The size and the start word of a position read: a new game starts from them."""
        if position.height == position.width:
            self.size_box.setValue(position.height)
        words = start_words(position.rows)
        if words:
            self.word_edit.setText(words[0])

    def _show_scores(self) -> None:
        position = self.position
        if position is None:
            self.scores.setText(t("Type a start word and press “New game”."))
            return
        words: list[list[str]] = [[], []]
        for number, move in enumerate(position.history):
            words[number % 2].append(move.shown)
        # Against the computer the players are "You" and "The computer", not numbers.
        names = ((t("You: {score}"), t("The computer: {score}")) if self.versus.isChecked()
                 else (t("Player 1: {score}"), t("Player 2: {score}")))
        text = "  ".join(
            ("▶ " if position.turn == player else "")
            + names[player].format(score=position.scores[player])
            + (f" ({', '.join(words[player])})" if words[player] else "")
            for player in (0, 1))
        self.scores.setText(text)

    def _set_ready(self, ready: bool) -> None:
        for button in (self.apply_button, self.best_button):
            button.setEnabled(ready)
        self.undo_button.setEnabled(self.position is not None and self.position.parent is not None)

    def selected_move(self) -> Move | None:
        rows = self.results.table.selectionModel().selectedRows()
        return rows[0].data(HIT_ROLE) if rows else None

    @Slot()
    def apply_selected(self) -> None:
        move = self.selected_move()
        if move is not None:
            self.play(move)

    def play(self, move: Move) -> None:
        """Play a move and find the next position's moves (incrementally) in a worker."""
        step = self.step
        if step is None:
            return
        self._find_moves(lambda token: balda.play_move(step, move))

    @Slot()
    def undo(self) -> None:
        """Back one move, or two against the computer, so that it is the person's turn again."""
        step = self.step
        if step is None or step.position.parent is None:
            return
        self._find_moves(partial(balda.take_back, step, self.versus.isChecked()))

    def _computer_to_move(self) -> bool:
        return self.versus.isChecked() and computer_to_move(self.step)

    def _computer_move(self) -> None:
        step = self.step
        if step is None:
            return
        self._find_moves(partial(balda.computer_reply, step,
                                 Difficulty(self.difficulty.currentData()),
                                 advisor=self._advisor))
        self.message.say(lambda: t("The computer is thinking…"))

    @Slot(bool)
    def _on_versus_toggled(self, on: bool) -> None:
        self._show_scores()   # the second player is the computer, or player 2 again
        # Ticked on the computer's turn: the computer moves now.
        if on and self._computer_to_move() and not self.runner.busy:
            self._computer_move()

    # -- the advisor --------------------------------------------------------------------------

    @Slot()
    def _on_best_clicked(self) -> None:
        self.think(ADVICE_SECONDS)

    @Slot()
    def _on_stop_clicked(self) -> None:
        self.thinker.cancel()

    def think(self, seconds: float = ADVICE_SECONDS) -> None:
        advisor, position = self._advisor, self.position
        if advisor is None or position is None:
            return
        limits = SearchLimits(time_limit=seconds)

        def body(token: CancelToken) -> Iterator[Thought]:
            yield from advisor.think(position, token, limits)

        self._thought = None
        self.thinker.start(body)

    @Slot(int, list)
    def _on_thoughts(self, job_id: int, thoughts: list) -> None:
        thought: Thought = thoughts[-1]
        self._thought = thought
        self.thinking.say(self._thinking_text)
        # The row selected is the move advised (or its mirror image, which the table lists in
        # its place); the board draws that row, and Apply plays it.
        position = self.position
        for row, move in enumerate(self.results.visible_hits()):
            if position is not None and same_game(position, thought.best, move):
                self.results.table.selectRow(row)
                self.results.table.scrollTo(self.results.model.index(row, 0))
                break

    def _thinking_text(self) -> str:
        """The advisor's line: its best move so far while it thinks, the advice once it has
        stopped (by itself or by Stop)."""
        thought, busy = self._thought, self.thinker.busy
        if thought is None:
            return t("Thinking…") if busy else ""
        template = (t("Thinking: depth {depth}, {advice}; line: {line}; {speed:.0f} positions/s")
                    if busy else
                    t("Advice: depth {depth}, {advice}; line: {line}; {speed:.0f} positions/s"))
        return template.format(depth=thought.depth, advice=message_text(balda.advice(thought)),
                               line=" ".join(move.shown for move in thought.pv[:6]),
                               speed=thought.nodes_per_second)

    @Slot(bool)
    def _on_thinking_busy(self, busy: bool) -> None:
        self.stop_button.setVisible(busy)
        self.best_button.setEnabled(not busy and self.position is not None)
        self.thinking.say(self._thinking_text)

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: BaseException) -> None:
        self._pending_read, self._advise_again, self._moves_stale = None, False, False
        self._on_advice_failed(job_id, error)

    @Slot(int, object)
    def _on_advice_failed(self, job_id: int, error: BaseException) -> None:
        # The advisor's failure leaves a move job running (and what it is to do after) alone.
        self.message.say(partial(user_message, error))
        self._set_ready(self.position is not None)

    @Slot(object)
    def _show_move(self, move) -> None:
        if move is None:
            self.board.set_highlight(())
        else:
            self.board.set_highlight(move.path, new_cell=move.cell, new_letter=move.letter.upper())

