"""Choosing the dictionary: bundled lists, custom files (remembered), the user's own words."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_solver import paths
from desktop_solver.core.alphabet import detect_language
from desktop_solver.core.errors import SolverError
from desktop_solver.core.lexicon.overlay import Change, load_overlay, update_overlay
from desktop_solver.core.lexicon.reader import decode_text, read_bytes
from desktop_solver.dictionaries import COMMON_ZIPF, follows_rules
from desktop_solver.gui.errors import user_message
from desktop_solver.gui.i18n import mark, t
from desktop_solver.gui.settings import TAB_NAMES, Settings
from desktop_solver.session import DictionaryRequest

# Combo entries: (language, bundled name or "" for the game's own list, label).
BUNDLED_LABELS = (
    ("en", "", mark("English: the game's list")),
    ("ru", "", mark("Russian: the game's list")),
    ("en", "en", mark("English, Scrabble-style (en)")),
    ("en", "en-common", mark("English, common words (en-common)")),
    ("en", "en-wordament", mark("English, Wordament's words (en-wordament)")),
    ("en", "en-large", mark("English, large (en-large)")),
    ("ru", "ru-nouns", mark("Russian, everyday nouns (ru-nouns)")),
    ("ru", "ru-balda", mark("Russian, Balda nouns (ru-balda)")),
    ("ru", "ru-words", mark("Russian, every part of speech (ru-words)")),
    ("ru", "ru", mark("Russian, every noun (ru)")),
    ("ru", "ru-large", mark("Russian, large (ru-large)")),
)
# Why a list of the other language cannot be chosen while the tab shows letters of one.
OTHER_LANGUAGE = {"en": mark("For English letters, and the tab shows Russian ones: clear the "
                             "tab to choose this list."),
                  "ru": mark("For Russian letters, and the tab shows English ones: clear the "
                             "tab to choose this list.")}
# Why a list cannot be chosen for a game whose rules its words do not follow (GameProfile.rule_lists).
NOT_THE_GAMES = {"balda": mark("Not for Balda: its words are nouns, and this list holds every "
                               "part of speech.")}


def _file_label(lang: str, path: str) -> str:
    """The dictionary box's name for a word list file."""
    return f"{Path(path).name} ({lang})"


class DictionaryChooser(QWidget):
    """A combo of dictionaries of every language, remembering the choice per tab and language
    (a choice on one tab leaves the others' lists alone). While the tab shown holds letters of
    one language, only that language's lists can be chosen, and only lists that follow the
    rules of its game: the box never names a list that the tab does not use.

    Signals: `changed()` when the dictionary or its options change (the overlay included);
    `words_changed()` besides when words of a list may have changed (the overlay edited, a file
    added again): what was loaded is stale.
    """

    changed = Signal()
    words_changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._letters: str | None = None   # the language of the letters of the tab shown
        # The tab shown (its mode's name) and the game whose list it uses ('' before any tab).
        self._tab, self._game = "", ""
        self._combo = QComboBox(self)
        # As wide as the room allows, not as the longest list's name: that pushed the window
        # wider than a HiDPI screen. The list that opens shows the names whole.
        self._combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self._combo.setMinimumContentsLength(14)
        self._combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._combo.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        self._label = QLabel(self)
        self._label.setBuddy(self._combo)
        self._more = QToolButton(self)
        self._more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._menu = QMenu(self)
        self._add_action = self._menu.addAction("", self._add_file)
        self._words_action = self._menu.addAction("", self._edit_words)
        self._yo_action = self._menu.addAction("")
        self._yo_action.setCheckable(True)
        self._yo_action.setChecked(settings.get("dictionary/keep_yo"))
        self._yo_action.toggled.connect(self._on_yo_toggled)
        self._more.setMenu(self._menu)
        self.in_use = QLabel(self)
        self.common_box = QCheckBox(self)
        self.common_box.setChecked(settings.get("dictionary/common_only"))
        self.common_box.toggled.connect(self._on_common_toggled)
        self.offensive_box = QCheckBox(self)
        self.offensive_box.setChecked(settings.get("dictionary/offensive"))
        self.offensive_box.toggled.connect(self._on_offensive_toggled)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self._label)
        row.addWidget(self._combo, 2)
        self._combo.setMaximumWidth(self._combo.fontMetrics().horizontalAdvance("x" * 48))
        row.addWidget(self.in_use)
        row.addWidget(self._more)
        row.addSpacing(12)
        row.addWidget(self.common_box)
        row.addWidget(self.offensive_box)
        row.addStretch(1)   # the box grows first, up to its widest
        self._fill()
        self._combo.activated.connect(self._on_activated)
        self.retranslate()

    def retranslate(self) -> None:
        self._label.setText(t("&Dictionary:"))
        self._more.setText(t("More"))
        self._add_action.setText(t("Add a word list…"))
        self._words_action.setText(t("My words (added and banned)…"))
        self._yo_action.setText(t("Treat ё and е as different letters"))
        self.common_box.setText(t("Common words only"))
        self.common_box.setToolTip(t("Hide words rarer than about once in three million words "
                                     "of text"))
        self.offensive_box.setText(t("Offensive words"))
        self.offensive_box.setToolTip(t("Show obscenities, vulgar words and slurs (hidden by "
                                        "default)"))
        current = self._combo.currentData()
        self._fill()
        self._select(current)

    @property
    def keep_yo(self) -> bool:
        return self._yo_action.isChecked()

    @property
    def offensive(self) -> bool:
        return self.offensive_box.isChecked()

    @property
    def min_zipf(self) -> float:
        return COMMON_ZIPF if self.common_box.isChecked() else 0.0

    def show_list_in_use(self, request: DictionaryRequest) -> None:
        """Name the list a tab's job uses when the game's own list is chosen."""
        self.in_use.setText(f"({request.list_name})" if not request.choice else "")

    def show_tab(self, tab: str, game: str) -> None:
        """The tab shown (its mode's name) and its game: the box shows and saves its choices,
        and offers the lists its game's rules allow."""
        self._tab, self._game = tab, game
        self._offer_languages()

    def choice_for(self, lang: str, tab: str | None = None, game: str | None = None) -> str:
        """The bundled name or file path chosen for a language on a tab (the tab shown when
        none is named): its own choice, else the choice shared by the tabs that made none;
        the game's own list ('') where the choice's words do not follow the game's rules."""
        tab = self._tab if tab is None else tab
        game = (self._game if tab == self._tab else tab) if game is None else game
        own = f"dictionary/{tab}/{lang}"
        choice = self._settings.get(own if tab and self._settings.has(own)
                                    else f"dictionary/{lang}")
        return choice if follows_rules(game, lang, choice) else ""

    def label_of_choice(self, lang: str) -> str:
        """The dictionary box's name for the list chosen for a language."""
        choice = self.choice_for(lang)
        index = self._combo.findData(f"{lang}|{choice}")
        return self._combo.itemText(index) if index >= 0 else _file_label(lang, choice)

    def show_language(self, lang: str | None) -> None:
        """The tab shown holds letters of `lang` (None: no letters yet): the box shows the
        language's remembered list (with no letters, the remembered list of the language it
        shows), and offers only that language's lists."""
        self._letters = lang
        # The list, not only the language: at start-up the box shows the first entry of the
        # right language, while the tab's solves use the list remembered.
        shown = lang or self.current_language()
        remembered = f"{shown}|{self.choice_for(shown)}"
        if self._combo.currentData() != remembered:
            self._select(remembered)
        self._offer_languages()

    def _offer_languages(self) -> None:
        """Lists of the other language greyed out (the keyboard skips them), saying why."""
        model = self._combo.model()
        assert isinstance(model, QStandardItemModel)
        for index in range(self._combo.count()):
            lang, _, choice = self._combo.itemData(index).partition("|")
            of_language = self._letters is None or lang == self._letters
            usable = of_language and follows_rules(self._game, lang, choice)
            model.item(index).setEnabled(usable)
            why = (None if usable else t(OTHER_LANGUAGE[lang]) if not of_language
                   else t(NOT_THE_GAMES.get(self._game, "")))
            self._combo.setItemData(index, why, Qt.ItemDataRole.ToolTipRole)

    def current_language(self) -> str:
        data = self._combo.currentData()
        return data.partition("|")[0] if data else "en"

    def _fill(self) -> None:
        self._combo.blockSignals(True)
        self._combo.clear()
        for lang, name, label in BUNDLED_LABELS:
            self._combo.addItem(t(label), f"{lang}|{name}")
        for entry in self._settings.get("dictionary/custom"):
            lang, _, path = str(entry).partition(":")
            if lang in ("en", "ru") and path:
                self._combo.addItem(_file_label(lang, path), f"{lang}|{path}")
        self._combo.blockSignals(False)
        self._offer_languages()

    def _select(self, data: str | None) -> None:
        index = self._combo.findData(data) if data else -1
        if index < 0 and data:
            # A remembered file that is not in the list (yet): show it rather than a wrong name.
            lang, _, path = data.partition("|")
            self._combo.addItem(_file_label(lang, path), data)
            self._offer_languages()
            index = self._combo.count() - 1
        self._combo.setCurrentIndex(max(index, 0))

    @Slot(int)
    def _on_activated(self, index: int) -> None:
        lang, _, choice = self._combo.itemData(index).partition("|")
        self._settings.set(f"dictionary/{self._tab}/{lang}" if self._tab
                           else f"dictionary/{lang}", choice)
        self.changed.emit()

    @Slot(bool)
    def _on_yo_toggled(self, checked: bool) -> None:
        self._settings.set("dictionary/keep_yo", checked)
        self.changed.emit()

    @Slot(bool)
    def _on_common_toggled(self, checked: bool) -> None:
        self._settings.set("dictionary/common_only", checked)
        self.changed.emit()

    @Slot(bool)
    def _on_offensive_toggled(self, checked: bool) -> None:
        self._settings.set("dictionary/offensive", checked)
        self.changed.emit()

    @Slot()
    def _add_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, t("Add a word list"),
                                              str(self._settings.folder("open")),
                                              t("Word lists (*.txt *.dic *.lst);;All files (*)"))
        if path:
            self._settings.remember_folder("open", path)
            problem = self.add_file(Path(path))
            if problem:
                QMessageBox.warning(self, t("Add a word list"), problem)

    def add_file(self, path: Path, text: str | None = None) -> str:
        """Remember a custom list under the language of its words (`text`, when the caller has
        read the file already); what is wrong with it (worded for the user) when it cannot be
        used, else ''."""
        if text is None:
            try:
                text, _ = decode_text(read_bytes(path), str(path))
            except SolverError as error:
                return user_message(error)
        lang = detect_language(text[:20000])
        if lang is None:
            return t("The file {path} holds no Russian or English words.").format(path=path.name)
        entries = [entry for entry in self._settings.get("dictionary/custom")
                   if entry != f"{lang}:{path}"]
        self._settings.set("dictionary/custom", [*entries, f"{lang}:{path}"])
        # Every tab uses it (the question asked said so): no tab's own choice stays.
        self._settings.set(f"dictionary/{lang}", str(path))
        for tab in TAB_NAMES:
            self._settings.remove(f"dictionary/{tab}/{lang}")
        shown = self._combo.currentData()
        self._fill()
        # A list of the other language than the tab's letters is kept for that language: the
        # box goes on naming the list the tab uses, never one it greys out.
        self._select(f"{lang}|{path}" if self._letters in (None, lang) else shown)
        self.words_changed.emit()
        self.changed.emit()
        return ""

    @Slot()
    def _edit_words(self) -> None:
        dialog = OverlayDialog(self.current_language(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.words_changed.emit()
            self.changed.emit()


class OverlayDialog(QDialog):
    """The user's added and banned words of one language: add or ban a word, take any back."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.overlay = load_overlay(paths.user_data_dir(), lang)
        # What the user did here, replayed on the file at Save (words added meanwhile elsewhere
        # are kept).
        self._changes: list[tuple[Change, str]] = []
        self.setWindowTitle(t("My words") + f" ({lang})")
        self._added, self._banned = QListWidget(self), QListWidget(self)
        layout = QVBoxLayout(self)
        for title, widget in ((t("Added words"), self._added), (t("Banned words"), self._banned)):
            layout.addWidget(QLabel(title, self))
            layout.addWidget(widget)
        self.word = QLineEdit(self)
        self.word.setPlaceholderText(t("A word"))
        self.problem = QLabel(self)
        row = QHBoxLayout()
        row.addWidget(self.word, 1)
        self.add_button = QPushButton(t("Add"), self)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.ban_button = QPushButton(t("Ban"), self)
        self.ban_button.clicked.connect(self._on_ban_clicked)
        row.addWidget(self.add_button)
        row.addWidget(self.ban_button)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        self.remove_button = QPushButton(t("Take the selected word back"), self)
        self.remove_button.clicked.connect(self._remove_selected)
        layout.addWidget(self.remove_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save |
                                   QDialogButtonBox.StandardButton.Cancel, self)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._refresh()

    def _refresh(self) -> None:
        self._added.clear()
        self._added.addItems(sorted(self.overlay.added))
        self._banned.clear()
        self._banned.addItems(sorted(self.overlay.banned))

    @Slot()
    def _on_add_clicked(self) -> None:
        self.change(Change.ADD)

    @Slot()
    def _on_ban_clicked(self) -> None:
        self.change(Change.BAN)

    def change(self, change: Change) -> None:
        """Add or ban the word typed; a word outside the language's alphabet, or too long for
        any board, is refused with a message."""
        try:
            self.overlay = self.overlay.changed(change, self.word.text())
            self._changes.append((change, self.word.text()))
        except SolverError as error:
            self.problem.setText(user_message(error))
            return
        self.problem.setText("")
        self.word.clear()
        self._refresh()

    @Slot()
    def _remove_selected(self) -> None:
        for widget in (self._added, self._banned):
            for item in widget.selectedItems():
                self.overlay = self.overlay.without(item.text())
                self._changes.append((Change.REMOVE, item.text()))
        self._refresh()

    @Slot()
    def _save(self) -> None:
        try:
            update_overlay(paths.user_data_dir(), self.lang, self._changes)
        except SolverError as error:
            self.problem.setText(user_message(error))
            return
        self.accept()
