"""A tile's context menu on the board: special tiles, blocked cells, and the marks the game
has (point values, bonus squares)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from desktop_solver.core.board import MAX_VALUE
from desktop_solver.core.scoring import Scoring
from desktop_solver.gui import board_text
from desktop_solver.gui.board_paint import bonus_description
from desktop_solver.gui.board_text import Marks
from desktop_solver.gui.i18n import t


class TileBoard(Protocol):
    """What the menu needs of the board it is opened on (board_widget.BoardWidget)."""

    scoring: Scoring
    values: dict[int, int]
    bonuses: dict[int, str]

    def set_token(self, cell: int, token: str) -> None: ...
    def set_value(self, cell: int, value: int | None) -> None: ...
    def set_bonus(self, cell: int, name: str) -> None: ...
    def set_marks(self, marks: Marks) -> None: ...
    def shown_value(self, cell: int) -> tuple[int | None, bool]: ...
    def copy_board(self) -> None: ...


class TileMenu(QMenu):
    """The menu of tile `index` of `board`; its actions change the board."""

    def __init__(self, board: TileBoard, parent: QWidget, index: int) -> None:
        # `parent` is the board widget itself, seen as a widget (the menu's and dialogs' parent).
        super().__init__(parent)
        self.board, self.index = board, index
        prompts = (
            (t("Several letters in one tile (Qu, digraph)…"), t("Letters, e.g. QU or TH:"), "{}"),
            (t("Prefix tile (only starts words)…"), t("Prefix letters, e.g. RE:"), "{}-"),
            (t("Suffix tile (only ends words)…"), t("Suffix letters, e.g. ING:"), "-{}"),
            (t("Either/or tile…"), t("Two letters separated by /, e.g. A/E:"), "{}"),
        )
        # Each action carries what it does as data; one slot reads it (no lambdas that a
        # triggered(bool) could fill).
        for label, prompt, form in prompts:
            self.addAction(label).setData(("special", prompt, form))
        self.addAction(t("Blocked cell")).setData(("token", "."))
        self.addAction(t("Clear tile")).setData(("token", board_text.EMPTY))
        scoring = board.scoring
        if scoring.printed_values or scoring.bonus_squares:
            self.addSeparator()
        if scoring.printed_values:
            self.addAction(t("Point &value…")).setData(("value",))
        if scoring.bonus_squares:
            self._add_bonus_menu()
        if scoring.printed_values or scoring.bonus_squares:
            clear = self.addAction(t("Clear values and bonuses"))
            clear.setData(("clear marks",))
            clear.setEnabled(bool(board.values or board.bonuses))
        self.addSeparator()
        copy = self.addAction(t("Copy the board"))
        copy.setData(("copy",))
        copy.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        # Actions of the bonus submenu reach this slot through the menu's own signal.
        self.triggered.connect(self._on_action)

    def _add_bonus_menu(self) -> None:
        """The game's bonus squares, the tile's own checked; "None" takes it away."""
        submenu = self.addMenu(t("&Bonus"))
        group = QActionGroup(submenu)
        current = self.board.bonuses.get(self.index, "")
        choices = [("", t("&None"))] + [
            (name, f"{name}  ({bonus_description(name)})")
            for name in self.board.scoring.bonus_names]
        for name, label in choices:
            action = submenu.addAction(label)
            action.setCheckable(True)
            action.setChecked(name == current)
            action.setData(("bonus", name))
            group.addAction(action)

    @Slot(QAction)
    def _on_action(self, action: QAction) -> None:
        what, *rest = action.data()
        board, cell = self.board, self.index
        if what == "special":
            self._ask_special(*rest)
        elif what == "token":
            board.set_token(cell, rest[0])
        elif what == "value":
            self._ask_value()
        elif what == "bonus":
            board.set_bonus(cell, rest[0])
        elif what == "clear marks":
            board.set_marks(Marks())
        elif what == "copy":
            board.copy_board()

    def _ask_special(self, prompt: str, form: str) -> None:
        text, ok = QInputDialog.getText(self.parentWidget(), t("Special tile"), prompt)
        letters = text.strip().strip("-").upper()
        if ok and letters:
            self.board.set_token(self.index, "[" + form.format(letters) + "]")

    def _ask_value(self) -> None:
        shown, _ = self.board.shown_value(self.index)
        value, ok = QInputDialog.getInt(self.parentWidget(), t("Point value"),
                                        t("Points shown on the tile:"),
                                        1 if shown is None else shown, 0, MAX_VALUE)
        if ok:
            self.board.set_value(self.index, value)
