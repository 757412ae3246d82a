"""Help → Guide: the games, the keys and reading screenshots, in a page of the interface
language."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop_solver.gui.i18n import t


def guide_html() -> str:
    """The guide as a small HTML page, worded in the interface language."""
    games = [
        (t("Boggle family"), t("Choose the game, then type the board letter by letter (or paste "
                               "it, or read a screenshot): the words appear as you type. Click "
                               "a word to see its path; click a tile to list only the words "
                               "through it; right-click a tile for bonuses and special tiles.")),
        (t("Anagrams"), t("Type the letters; ? stands for any letter. The words use some or "
                          "all of them.")),
        (t("Word search"), t("Paste the grid, one row per line, and the words to find (or "
                             "leave them empty to find every word of the dictionary). "
                             "“Generate a puzzle…” makes a new one.")),
        (t("Balda"), t("Type the start word and press “New game”; the table lists the moves, "
                       "best first. Play one with “Apply move” or a double click.")),
        (t("Play Boggle"), t("A timed game against the computer: type or trace words on the "
                             "board; when the time is up the computer shows what you missed.")),
    ]
    keys = [("Ctrl+O", t("Read a screenshot")),
            ("Ctrl+Shift+V", t("Paste into the tab (a board, letters or a picture)")),
            ("Ctrl+Shift+S", t("Capture a screen region")),
            ("Ctrl+Shift+R", t("Capture the same region again")),
            ("Ctrl+E", t("Export the results")),
            ("Ctrl+C", t("Copy the selected words")),
            ("Ctrl+Shift+Backspace", t("Clear the tab")),
            (t("Arrows, Backspace"), t("Move over the board and correct a tile")),
            ("F1", t("This guide"))]
    reading = [t("Open a screenshot or photo (File → Read a screenshot), paste one, drop it on "
                 "the window, or capture a region of the screen."),
               t("A picture of another game's board is read on that game's tab."),
               t("Tiles the reader is not sure of have a dashed outline: type over a wrong one "
                 "and the correction is remembered for that game's look."),
               t("If the grid drawn over the picture is wrong, drag its blue rings onto the "
                 "first and the last tile, then press “Read again”.")]
    parts = [f"<h2>{escape(t('How to use the solver'))}</h2>",
             f"<h3>{escape(t('The games'))}</h3><dl>"]
    parts += [f"<dt><b>{escape(name)}</b></dt><dd>{escape(text)}</dd>" for name, text in games]
    parts.append(f"</dl><h3>{escape(t('Keys'))}</h3><table cellpadding='3'>")
    parts += [f"<tr><td><b>{escape(key)}</b></td><td>{escape(text)}</td></tr>"
              for key, text in keys]
    parts.append(f"</table><h3>{escape(t('Reading screenshots'))}</h3><ul>")
    parts += [f"<li>{escape(text)}</li>" for text in reading]
    parts.append("</ul>")
    return "".join(parts)


class GuideDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("Guide"))
        self.browser = QTextBrowser(self)
        self.browser.setHtml(guide_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(620, 560)
