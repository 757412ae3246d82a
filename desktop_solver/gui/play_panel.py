"""Play Boggle against the computer: the classroom game with a timer, words typed or traced."""

from __future__ import annotations

import random
from functools import partial
import time

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.core.board import Grid, parse_grid, split_marks
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import InvalidGridError
from desktop_solver.core.game import BoggleGame, Verdict, VerdictKind
from desktop_solver.gui.board_widget import BoardWidget
from desktop_solver.gui.errors import user_message
from desktop_solver.gui.flow_layout import flow_row, labelled
from desktop_solver.gui.i18n import mark, t
from desktop_solver.gui.panel import Panel, TabContext
from desktop_solver.gui.results_model import PLAY_WORDS
from desktop_solver.gui.results_view import ResultsView
from desktop_solver.gui.theme import mark_headline, mark_primary
from desktop_solver.modes import Message, play, text_is_pasted_board
from desktop_solver.modes.play import PlayInput, deal

MESSAGES = {
    VerdictKind.ACCEPTED: mark("{word}: +{points}"),
    VerdictKind.TOO_SHORT: mark("{word} is too short."),
    VerdictKind.NOT_A_WORD: mark("{word} is not a word."),
    VerdictKind.NOT_ON_BOARD: mark("{word} is not on board."),
    VerdictKind.ALREADY_FOUND: mark("{word} is already found."),
}
PATH_ROLE = Qt.ItemDataRole.UserRole + 1


def verdict_message(verdict: Verdict) -> str:
    return t(MESSAGES[verdict.kind]).format(word=verdict.word, points=verdict.points)


class PlayPanel(Panel):
    """Play Boggle: deal, guess by typing or tracing, and at the end the computer's words (a
    sortable table) and how many of the board's words the player found."""

    mode = play.MODE

    def __init__(self, context: TabContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.game: BoggleGame | None = None
        self._deadline = 0.0
        self.runner.finished.connect(self._on_game_ready)
        self.runner.failed.connect(self._on_failed)
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._tick)
        self._build()
        self.retranslate()

    def _build(self) -> None:
        self.lang_box = QComboBox(self)
        self.lang_box.addItem("", "en")
        self.lang_box.addItem("", "ru")
        self.size_box = QComboBox(self)
        self.size_box.addItem("4×4", 4)
        self.size_box.addItem("5×5", 5)
        self.minutes_box = QSpinBox(self)
        self.minutes_box.setRange(1, 30)
        self.minutes_box.setValue(3)
        self.new_button, self.end_button = QPushButton(self), QPushButton(self)
        mark_primary(self.new_button)
        self.new_button.clicked.connect(self._on_new_clicked)
        self.end_button.clicked.connect(self._on_end_clicked)
        self.board = BoardWidget(self)
        self.board.editable = False
        self.board.tracing = True
        self.board.trace_finished.connect(self._on_traced)
        self.board.paste_requested.connect(self.paste)
        self.entry = QLineEdit(self)
        self.entry.returnPressed.connect(self._on_entered)
        self.clock_label = QLabel(self)
        mark_headline(self.clock_label)
        self.player_label, self.computer_label = QLabel(self), QLabel(self)
        self.player_list = QListWidget(self)
        self.player_list.currentItemChanged.connect(self._on_word_chosen)
        # Only the table, its score on the line above: as large a box as the player's list.
        self.computer_list = ResultsView(self, PLAY_WORDS, compact=True)
        self.offer_word_check(self.computer_list)
        self.computer_list.hit_selected.connect(self._on_computer_word_chosen)
        self.computer_list.hit_hovered.connect(self._on_computer_word_chosen)
        self._lang_label, self._size_label, self._minutes_label = QLabel(self), QLabel(self), QLabel(self)
        pairs = ((self._lang_label, self.lang_box), (self._size_label, self.size_box),
                 (self._minutes_label, self.minutes_box))
        for label, widget in pairs:
            label.setBuddy(widget)
        # A row that wraps when the window is narrow, rather than make it wider than the screen.
        controls = flow_row(self, [labelled(self, label, widget) for label, widget in pairs]
                            + [self.new_button, self.end_button, self.clock_label])
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(self.board, 1)
        left_layout.addWidget(self.entry)
        left_layout.addWidget(self.message)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        for label, words in ((self.player_label, self.player_list),
                             (self.computer_label, self.computer_list)):
            right_layout.addWidget(label)
            right_layout.addWidget(words, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(controls)
        layout.addWidget(splitter, 1)
        self._set_playing(False)
        for name, box in (("play/language", self.lang_box), ("play/size", self.size_box),
                          ("play/minutes", self.minutes_box)):
            self.keep_choice(name, box)

    def retranslate(self) -> None:
        self._lang_label.setText(t("&Language:"))
        self.lang_box.setItemText(0, t("English"))
        self.lang_box.setItemText(1, t("Russian"))
        self._size_label.setText(t("Size:"))
        self._minutes_label.setText(t("&Minutes:"))
        self.new_button.setText(t("New game"))
        self.end_button.setText(t("End game"))
        self.entry.setPlaceholderText(t("Type a word and press Enter, or trace it on the board"))
        self.computer_list.retranslate()
        self._show_scores()
        if self.game is None:
            self.message.say(lambda: t("Press “New game”: words of 4 letters or more, one point "
                                       "for each letter after the third."))

    # -- the game -----------------------------------------------------------------------------

    # -- routed actions -----------------------------------------------------------------------

    def paste_text(self, text: str) -> bool:
        """A board pasted (Edit → Paste): a new game on it, as "New game" deals one."""
        if not text_is_pasted_board(text):
            return False
        try:
            grid = parse_grid(split_marks(text)[0])
        except InvalidGridError as error:
            self.message.setText(user_message(error))
            return True
        self.new_game(grid)
        return True

    def export_records(self) -> list[dict]:
        game = self.game
        if game is None:
            return []
        rows = [self.mode.record(hit, "player") for hit in game.player_hits]
        if game.finished:
            rows += [self.mode.record(hit) for hit in self.computer_list.visible_hits()]
        return rows

    @Slot()
    def _on_new_clicked(self) -> None:
        self.new_game(None)

    @Slot()
    def _on_end_clicked(self) -> None:
        self.end_game(time_up=False)

    def new_game(self, grid: Grid | None = None) -> None:
        """Deal a board (or play `grid`) and get the computer's words ready in a worker."""
        lang = self.lang_box.currentData() if grid is None else grid.lang
        request = PlayInput(self.dictionary(lang), self.size_box.currentData(), grid,
                            random.randrange(1 << 30))
        session = self.session

        def body(token: CancelToken) -> BoggleGame:
            return deal(session, request, token)

        self._clock.stop()
        self.game = None
        self._set_playing(False)
        self.player_list.clear()
        self.computer_list.clear()
        self._show_scores()   # the last game's points go with its words
        self.set_status("")
        self.message.say(lambda: t("Dealing a board…"))
        self.runner.call(body)

    @Slot(int, object)
    def _on_game_ready(self, job_id: int, game: object) -> None:
        assert isinstance(game, BoggleGame)
        self.game = game
        self.lang_box.setCurrentIndex(self.lang_box.findData(game.grid.lang))
        self.show_language(game.grid.lang)
        self.board.set_board_text(game.grid.to_text())
        self._deadline = time.monotonic() + self.minutes_box.value() * 60
        self._clock.start()
        self._set_playing(True)
        self._tick()
        self.message.say(lambda: t("Go! Find words of 4 letters or more."))
        self.entry.setFocus()

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: object) -> None:
        self.message.say(partial(user_message, error))  # type: ignore[arg-type]

    def guess(self, word: str) -> Verdict | None:
        if self.game is None or self.game.finished or not word.strip():
            return None
        verdict = self.game.guess(word)
        self.message.say(partial(verdict_message, verdict))
        if verdict.path:
            self.board.set_highlight(verdict.path)
        if verdict.accepted:
            item = QListWidgetItem(f"{verdict.word}  +{verdict.points}")
            item.setData(PATH_ROLE, verdict.path)
            self.player_list.addItem(item)
            self.player_list.scrollToBottom()
        self._show_scores()
        return verdict

    @Slot()
    def _on_entered(self) -> None:
        self.guess(self.entry.text())
        self.entry.clear()

    @Slot(tuple)
    def _on_traced(self, path: tuple) -> None:
        if self.game is None or len(path) < 2:
            return
        tiles = self.game.grid.rows
        self.guess("".join(tiles[row][col].options[0] for row, col in path))

    @Slot()
    def _tick(self) -> None:
        left = max(0, int(self._deadline - time.monotonic() + 0.999))
        self.clock_label.setText(f"{left // 60}:{left % 60:02d}")
        if left == 0:
            self.end_game(time_up=True)

    def end_game(self, time_up: bool = False) -> None:
        """End the player's turn; the computer lists the words the player missed."""
        game = self.game
        if game is None or game.finished:
            return
        self._clock.stop()
        game.finish()
        self._set_playing(False)
        self.computer_list.clear()
        self.computer_list.append(game.computer_words())
        self._show_scores()
        # Said again in the other language when the user switches (a wording, not text).
        self.message.say((lambda: t("Time is up. The computer found the words you missed."))
                         if time_up else
                         (lambda: t("Game over. The computer found the words you missed.")))
        self.set_status(Message("play.over", {"found": len(game.player_hits),
                                              "total": len(game.board_words())}))

    def _set_playing(self, playing: bool) -> None:
        self.entry.setEnabled(playing)
        self.end_button.setEnabled(playing)
        self.board.tracing = playing

    def _show_scores(self) -> None:
        game = self.game
        self.player_label.setText(t("Your words — score {score}").format(
            score=game.player_score if game else 0))
        computer = game.computer_score() if game is not None and game.finished else 0
        self.computer_label.setText(t("Computer's words — score {score}").format(score=computer))

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_word_chosen(self, current: QListWidgetItem | None, previous) -> None:
        if current is not None:
            self.board.set_highlight(current.data(PATH_ROLE))

    @Slot(object)
    def _on_computer_word_chosen(self, hit) -> None:
        if hit is not None:
            self.board.set_highlight(hit.path)

    def shutdown(self) -> None:
        self._clock.stop()
        super().shutdown()
