"""The answer to "Check this word…" (a results table's context menu), in the interface
language: which lists hold the word, its frequency, and why the tab's game refuses it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_solver.gui.i18n import decimal, mark, t
from desktop_solver.word_check import WordCheck

REASON_TEXTS = {
    "banned": mark("You banned it (More → My words takes the ban back)."),
    "offensive": mark("Offensive: hidden unless “Offensive words” is ticked."),
    "diminutive": mark("A diminutive or augmentative, which Balda's rules refuse."),
    "rare": mark("Rare, slang or archaic for this game's list."),
    "not_noun": mark("Not a common noun in the nominative singular."),
    "not_in_lists": mark("In none of the bundled lists."),
    "plural_only": mark("A plural-only noun (allowed by default)."),
}


def word_check_text(check: WordCheck) -> str:
    verdict = t("“{word}” is in the list {list}.") if check.accepted else \
        t("“{word}” is not in the list {list}.")
    lines = [verdict.format(word=check.word, list=check.list_name)]
    if check.lists:
        lines.append(t("Lists that hold it: {lists}. Zipf frequency: {zipf}.").format(
            lists=", ".join(check.lists), zipf=decimal(check.frequency, 2)))
    lines += [t(REASON_TEXTS[reason]) for reason in check.reasons]
    return "\n".join(lines)


def show_word_check(parent: QWidget, check: WordCheck) -> QMessageBox:
    """A window-modal box that does not block the caller (tests read and close it)."""
    box = QMessageBox(QMessageBox.Icon.Information, t("Check this word"),
                      word_check_text(check), QMessageBox.StandardButton.Ok, parent)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box
