"""The anagram mode ("4 Pics 1 Word", "Слова из слова"): a letter bank, lengths, a pattern."""

from __future__ import annotations

import html
from collections.abc import Iterator
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.core.anagram import MAX_BANK, AnagramSort, default_sort
from desktop_solver.core.cancel import CancelToken
from desktop_solver.gui import board_text
from desktop_solver.gui.errors import user_message
from desktop_solver.gui.i18n import t, tn
from desktop_solver.gui.panel import Panel, TabContext, Wording, joined
from desktop_solver.gui.picture_view import UNSURE_COLOUR
from desktop_solver.gui.screenshots import reading_note
from desktop_solver.modes import anagram
from desktop_solver.modes.anagram import AnagramInput, ReadBank, bank_from_tiles, input_language
from desktop_solver.modes.pictures import BoardRead
from desktop_solver.gui.results_model import ANAGRAMS
from desktop_solver.gui.results_view import ResultsView
from desktop_solver.gui.theme import mark_primary

_DEBOUNCE_MS = 120


class AnagramPanel(Panel):
    """The anagram tab: a letter bank, lengths, a pattern; the words it makes."""

    mode = anagram.MODE

    def __init__(self, context: TabContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        chooser = context.chooser
        self._solved: AnagramInput | None = None
        self._read = ReadBank("")          # the letters last read from a picture
        self._reading_note: Wording = ""   # and what the reading said of them
        self.runner.batch.connect(self._on_batch)
        self.runner.failed.connect(self._on_failed)
        self.runner.finished.connect(self._on_finished)
        self._debounce = self.debounce(_DEBOUNCE_MS, self.solve_now)
        self.letters = QLineEdit(self)
        self.pattern = QLineEdit(self)
        self.min_box, self.max_box = QSpinBox(self), QSpinBox(self)
        for box in (self.min_box, self.max_box):
            box.setRange(0, MAX_BANK)
        self.min_box.setValue(3)
        self.sort_box = QComboBox(self)
        self.sort_box.addItem("", AnagramSort.LENGTH.value)
        self.sort_box.addItem("", AnagramSort.FREQUENCY.value)
        self.results = ResultsView(self, ANAGRAMS)
        self.offer_word_check(self.results)
        for signal in (self.letters.textChanged, self.pattern.textChanged,
                       self.min_box.valueChanged, self.max_box.valueChanged):
            signal.connect(self._schedule)
        self.sort_box.currentIndexChanged.connect(self._on_sort_changed)
        self.sort_box.activated.connect(self._on_sort_chosen)
        self._sort_chosen = False  # the user picked an order: never change it for them
        chooser.changed.connect(self._schedule)
        self._form = QFormLayout()
        self._labels = [QLabel(self) for _ in range(4)]
        lengths = QHBoxLayout()
        lengths.addWidget(self.min_box)
        lengths.addWidget(QLabel("–", self))
        lengths.addWidget(self.max_box)
        lengths.addStretch(1)
        self.add_picture_reader(self._on_letters_read)
        self.read_pasted_pictures(self.letters, self.pattern)
        # The letters read that the reader was not sure of, marked in a copy of the bank beside
        # the field (while the field holds the letters read).
        self.unsure_letters = QLabel(self)
        self.unsure_letters.setTextFormat(Qt.TextFormat.RichText)
        self.unsure_letters.setVisible(False)
        letters_row = QHBoxLayout()
        letters_row.addWidget(self.letters, 1)
        letters_row.addWidget(self.unsure_letters)
        letters_row.addWidget(self.open_button)
        mark_primary(self.open_button)
        # Tab goes from the letters to the button beside them, not past the results to it.
        QWidget.setTabOrder(self.letters, self.open_button)
        QWidget.setTabOrder(self.open_button, self.pattern)
        self._form.addRow(self._labels[0], letters_row)
        self._form.addRow(self._labels[1], self.pattern)
        self._form.addRow(self._labels[2], lengths)
        self._form.addRow(self._labels[3], self.sort_box)
        layout = QVBoxLayout(self)
        layout.addLayout(self._form)
        layout.addWidget(self.message)
        layout.addWidget(self.with_picture(self.results), 1)
        self.retranslate()

    def retranslate(self) -> None:
        for label, text in zip(self._labels, (t("&Letters:"), t("&Pattern:"), t("Length:"),
                                              t("&Order:"))):
            label.setText(text)
        self._labels[0].setBuddy(self.letters)
        self._labels[1].setBuddy(self.pattern)
        self._labels[3].setBuddy(self.sort_box)
        self.letters.setPlaceholderText(t("The letters you have, e.g. ОТКРЫТКА or stolen; ? is any "
                                          "letter"))
        self.pattern.setPlaceholderText(t("Optional: known letters in place, e.g. к?т?? or _a__e"))
        self.min_box.setSpecialValueText(t("any"))
        self.max_box.setSpecialValueText(t("any"))
        self.sort_box.setItemText(0, t("Longest first"))
        self.sort_box.setItemText(1, t("Most common first"))
        self.results.retranslate()
        self.picture.retranslate()
        self._show_unsure_letters()

    def read_picture(self, source: bytes | Path, visited: frozenset[str] = frozenset()) -> None:
        self.message.say(lambda: t("Reading the letters…"))
        self.reader.start(source, "anagram", visited=visited)

    @Slot(object, object)
    def _on_letters_read(self, board: BoardRead, note: Wording) -> None:
        """The letter bank of a 4 Pics 1 Word screen: every tile's letters, row after row."""
        self._read = bank_from_tiles(board_text.tokens_from_text(board.text), board.unsure)
        reading = self.reader.reading
        # No dashed outlines here: the letters to check are named, and marked beside the field.
        self._reading_note = note if reading is None else partial(reading_note, reading,
                                                                  check=None)
        length = board.answer_length
        if length and not self.pattern.text().strip("_?. "):
            # The answer's empty slots on the screen give its length (a pattern typed with
            # letters in it is the user's, and stays).
            self.pattern.setText("_" * length)
            self._reading_note = joined(self._reading_note, lambda: tn(
                "The answer has {count} letter (its slots on the screen).|The answer has "
                "{count} letters (its slots on the screen).", length).format(count=length))
        self.letters.setText(self._read.letters)   # solved, unless the same letters again
        self._show_reading()

    def _reads_letters_read(self) -> bool:
        return bool(self._read.letters) and self.letters.text() == self._read.letters

    def _show_reading(self) -> None:
        """What the reading said, for as long as the field holds the letters read."""
        if self._reads_letters_read():
            self.message.say(joined(self._reading_note, self._unsure_letters_note))
        else:
            self.message.setText("")
        self._show_unsure_letters()

    def _unsure_letters_note(self) -> str:
        count = len(self._read.unsure)
        return tn("Check the marked letter ({count}) against the picture, and correct it in "
                  "the field if it is wrong.|Check the marked letters ({count}) against the "
                  "picture, and correct them in the field if they are wrong.",
                  count).format(count=count) if count else ""

    def _show_unsure_letters(self) -> None:
        read = self._read
        shown = self._reads_letters_read() and bool(read.unsure)
        self.unsure_letters.setVisible(shown)
        if shown:
            self.unsure_letters.setText("".join(
                f'<b style="color:{UNSURE_COLOUR.name()}"><u>{html.escape(letter)}</u></b>'
                if place in read.unsure else html.escape(letter)
                for place, letter in enumerate(read.letters)))
            self.unsure_letters.setToolTip(t("The letters the reader is not sure of are "
                                             "marked: compare them with the picture."))

    def shutdown(self) -> None:
        super().shutdown()
        self.reader.shutdown()

    def set_letters(self, letters: str, pattern: str = "") -> None:
        self.letters.setText(letters)
        self.pattern.setText(pattern)

    def paste_text(self, text: str) -> bool:
        self._forget_picture()   # a new bank: the picture of the old one goes
        self.letters.setText("".join(text.split()))
        return True

    def clear_input(self) -> None:
        self._forget_picture()
        self.set_letters("")

    def _forget_picture(self) -> None:
        """Letters not read from the picture replace those that were: the picture and its
        reading go (a letter typed over one read is a correction: the picture stays)."""
        self.picture.setVisible(False)
        self.reader.forget()
        self._read, self._reading_note = ReadBank(""), ""

    def export_records(self) -> list[dict]:
        return [self.mode.record(row) for row in self.results.visible_hits()]

    @Slot()
    def _schedule(self) -> None:
        self._debounce.start()

    @Slot()
    def _on_sort_changed(self) -> None:
        by_frequency = self.sort_box.currentData() == AnagramSort.FREQUENCY.value
        self.results.table.sortByColumn(2 if by_frequency else 1, Qt.SortOrder.DescendingOrder)

    @Slot(int)
    def _on_sort_chosen(self, index: int) -> None:
        self._sort_chosen = True

    def _follow_default_sort(self, pattern: str) -> None:
        """Most common first once the answer's length is known (4 Pics 1 Word), longest first
        otherwise, until the user picks an order."""
        if self._sort_chosen:
            return
        low, high = self.min_box.value() or 1, self.max_box.value() or None
        sort = default_sort(low, high, bool(pattern))
        self.sort_box.setCurrentIndex(self.sort_box.findData(sort.value))

    @Slot()
    def solve_now(self) -> None:
        self._debounce.stop()
        letters, pattern_text = self.letters.text(), self.pattern.text().strip()
        self._follow_default_sort(pattern_text)
        self.results.clear()
        if not letters.strip():
            self.runner.cancel()
            self._solved = None
            self._forget_picture()   # the bank read is gone from the field
            self._show_unsure_letters()
            self.show_language(None)   # no letters: any list may be chosen
            self.message.say(lambda: t("Type the letters to unscramble."))
            self.set_status("")
            return
        lang = input_language(letters, pattern_text, self._chooser.current_language())
        self.show_language(lang)
        request = AnagramInput(letters, pattern_text, self.min_box.value() or 1,
                               self.max_box.value() or None, self.dictionary(lang))
        session, mode = self.session, self.mode

        def body(token: CancelToken) -> Iterator:
            return mode.run(session, request, token)

        self._show_reading()
        self._solved = request
        self.runner.start(body)

    @Slot(int, list)
    def _on_batch(self, job_id: int, found: list) -> None:
        self.results.append(found)

    @Slot(int, object)
    def _on_finished(self, job_id: int, summary: object) -> None:
        if self._solved is not None:
            self.set_status(self.mode.status(self._solved, self.results.model.hits))

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: BaseException) -> None:
        self.message.say(partial(user_message, error))
        self.set_status("")

