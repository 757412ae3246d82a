"""The window's look, in one place: a light and a dark palette with one accent colour, the
stylesheet (flat rounded buttons, one primary button per tab, a headline over the results,
dimmer secondary text), and tabular figures for number columns.

The scheme follows the system (`QStyleHints.colorScheme`) and changes with it. Widgets never
name a colour: they take a role (`mark_primary`, `mark_secondary`, `mark_headline`) and this
module draws it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

# Spacing, in device-independent pixels: every gap between controls is one or two of these.
SPACING = 6
RADIUS = 6


@dataclass(frozen=True)
class Colours:
    """One scheme's colours. `accent` is the only colour that means "act here" or "this one"."""

    name: str
    window: str
    surface: str        # text boxes, tables, tiles
    alternate: str      # every other table row
    raised: str         # buttons, headers, tabs
    border: str
    text: str
    secondary: str      # explanations, counts beside the headline
    accent: str
    accent_text: str
    accent_hover: str
    warning: str
    found: str          # a word found (the word-search list)


LIGHT = Colours(name="light", window="#f4f5f7", surface="#ffffff", alternate="#f7f8fa",
                raised="#ffffff", border="#d5d9e0", text="#1d2330", secondary="#5d6675",
                accent="#2f6fde", accent_text="#ffffff", accent_hover="#2560c4",
                warning="#c62828", found="#2e7d32")
DARK = Colours(name="dark", window="#1e2127", surface="#262a31", alternate="#2b3038",
               raised="#2f343d", border="#414854", text="#e6e8ec", secondary="#a3abb8",
               accent="#5b93f0", accent_text="#0f1420", accent_hover="#79a8f5",
               warning="#ef6c6c", found="#8fd694")
SCHEMES = {colours.name: colours for colours in (LIGHT, DARK)}


def system_scheme() -> Colours:
    """The scheme the system asks for (light when it says nothing)."""
    hints = QGuiApplication.styleHints()
    return DARK if hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT


def current() -> Colours:
    """The scheme the application is drawn in (light where no theme was applied)."""
    app = QApplication.instance()
    theme = app.findChild(Theme) if app is not None else None
    return theme.colours if isinstance(theme, Theme) else LIGHT


def palette(colours: Colours) -> QPalette:
    """The palette of a scheme: what the board and the stock widgets paint with."""
    result = QPalette()
    roles = QPalette.ColorRole
    for role, colour in ((roles.Window, colours.window), (roles.WindowText, colours.text),
                         (roles.Base, colours.surface), (roles.AlternateBase, colours.alternate),
                         (roles.Button, colours.raised), (roles.ButtonText, colours.text),
                         (roles.Text, colours.text), (roles.ToolTipBase, colours.surface),
                         (roles.ToolTipText, colours.text), (roles.Highlight, colours.accent),
                         (roles.HighlightedText, colours.accent_text),
                         (roles.Link, colours.accent), (roles.PlaceholderText, colours.secondary),
                         (roles.Mid, colours.border), (roles.Midlight, colours.border),
                         (roles.Dark, colours.secondary), (roles.Light, colours.raised),
                         (roles.Accent, colours.accent), (roles.BrightText, colours.warning)):
        result.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        dim = QColor(colours.secondary)
        dim.setAlpha(150)
        result.setColor(QPalette.ColorGroup.Disabled, role, dim)
    return result


def stylesheet(colours: Colours, point_size: float) -> str:
    """The rules for the stock widgets; sizes follow the application's font (`point_size`)."""
    c = colours
    small = max(7.0, point_size - 1)
    headline = point_size + 5
    return f"""
QMainWindow, QDialog {{ background: {c.window}; }}
QToolBar {{ border: none; background: {c.window}; spacing: {SPACING}px;
            padding: {SPACING}px {2 * SPACING}px; }}
QPushButton, QToolButton {{ background: {c.raised}; color: {c.text};
    border: 1px solid {c.border}; border-radius: {RADIUS}px; padding: 4px 10px; }}
QToolButton {{ padding: 3px 8px; }}
QPushButton:hover, QToolButton:hover {{ border-color: {c.accent}; }}
QPushButton:pressed, QToolButton:pressed, QToolButton:checked {{ background: {c.alternate}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {c.secondary}; border-color: {c.border}; }}
QPushButton:focus, QToolButton:focus {{ border: 1px solid {c.accent}; }}
QPushButton[primary="true"] {{ background: {c.accent}; color: {c.accent_text};
    border: 1px solid {c.accent}; font-weight: 600; }}
QPushButton[primary="true"]:hover {{ background: {c.accent_hover}; }}
QPushButton[primary="true"]:disabled {{ background: {c.border}; color: {c.secondary}; }}
QLineEdit, QPlainTextEdit, QTextEdit {{ background: {c.surface};
    color: {c.text}; border: 1px solid {c.border}; border-radius: {RADIUS}px;
    padding: 3px 6px; selection-background-color: {c.accent};
    selection-color: {c.accent_text}; }}
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus {{ border-color: {c.accent}; }}
QComboBox QAbstractItemView {{ background: {c.surface}; color: {c.text};
    selection-background-color: {c.accent}; selection-color: {c.accent_text}; }}
QTabWidget::pane {{ border: 1px solid {c.border}; border-radius: {RADIUS}px; top: -1px;
    background: {c.window}; }}
QTabBar::tab {{ background: transparent; color: {c.secondary}; padding: 6px 14px;
    border: none; border-bottom: 2px solid transparent; }}
QTabBar::tab:selected {{ color: {c.text}; border-bottom: 2px solid {c.accent};
    font-weight: 600; }}
QTabBar::tab:hover {{ color: {c.text}; }}
QTableView, QListView, QListWidget, QTreeView {{ background: {c.surface};
    alternate-background-color: {c.alternate}; color: {c.text};
    border: 1px solid {c.border}; border-radius: {RADIUS}px; gridline-color: {c.window};
    selection-background-color: {c.accent}; selection-color: {c.accent_text}; }}
QHeaderView::section {{ background: {c.raised}; color: {c.secondary}; border: none;
    border-bottom: 1px solid {c.border}; padding: 4px 6px; font-weight: 600; }}
QProgressBar {{ background: {c.alternate}; border: none; border-radius: 3px; max-height: 6px; }}
QProgressBar::chunk {{ background: {c.accent}; border-radius: 3px; }}
QStatusBar {{ background: {c.window}; color: {c.secondary}; }}
QMenuBar {{ background: {c.window}; color: {c.text}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {c.accent};
    color: {c.accent_text}; }}
QMenu {{ background: {c.surface}; color: {c.text}; border: 1px solid {c.border}; }}
QSplitter::handle {{ background: transparent; }}
QToolTip {{ background: {c.surface}; color: {c.text}; border: 1px solid {c.border}; }}
QCheckBox::indicator {{ width: 14px; height: 14px; border: 1px solid {c.secondary};
    border-radius: 4px; background: {c.surface}; }}
QCheckBox::indicator:checked {{ background: {c.accent}; border-color: {c.accent}; }}
QCheckBox::indicator:disabled {{ border-color: {c.border}; }}
QLabel[secondary="true"] {{ color: {c.secondary}; font-size: {small}pt; }}
QLabel[headline="true"] {{ color: {c.text}; font-size: {headline}pt; font-weight: 600; }}
QLabel[warning="true"] {{ color: {c.warning}; }}
"""


class Theme(QObject):
    """Applies a scheme to the application, and follows the system's while `follow` is on."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.colours = system_scheme()
        self._before = (app.style().name(), QPalette(app.palette()), app.styleSheet())
        app.styleHints().colorSchemeChanged.connect(self._on_scheme_changed)

    def apply(self, colours: Colours | None = None) -> None:
        self.colours = colours or system_scheme()
        app = self.app
        app.setStyle("Fusion")   # the same drawing on every platform, under the stylesheet
        app.setPalette(palette(self.colours))
        app.setStyleSheet(stylesheet(self.colours, app.font().pointSizeF()))

    def restore(self) -> None:
        """The application as it was before the theme (`--screenshot` runs inside tests)."""
        style, colours, sheet = self._before
        self.app.styleHints().colorSchemeChanged.disconnect(self._on_scheme_changed)
        self.app.styleHints().unsetColorScheme()
        self.app.setStyleSheet(sheet)
        self.app.setStyle(style)
        self.app.setPalette(colours)
        self.setParent(None)
        self.deleteLater()

    @Slot(Qt.ColorScheme)
    def _on_scheme_changed(self, scheme: Qt.ColorScheme) -> None:
        self.apply()


def apply_theme(app: QApplication, scheme: str | None = None) -> Theme:
    """Draw the application in `scheme` ("light", "dark"; None: the system's, followed). A
    scheme asked for is also told to Qt, so dialogs and the platform agree."""
    if scheme is not None:
        app.styleHints().setColorScheme(Qt.ColorScheme.Dark if scheme == "dark"
                                        else Qt.ColorScheme.Light)
    existing = app.findChild(Theme)
    theme = existing if isinstance(existing, Theme) else Theme(app)
    theme.apply(SCHEMES.get(scheme or "") or None)
    return theme


def _mark(widget: QWidget, name: str, on: bool = True) -> None:
    widget.setProperty(name, on)
    # A dynamic property changes what the stylesheet matches only after the style is re-applied.
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def mark_primary(button: QAbstractButton) -> None:
    """The tab's one primary button: the accent colour."""
    _mark(button, "primary")


def mark_secondary(label: QLabel) -> None:
    """Text that explains or counts beside something more important: dimmer and smaller."""
    _mark(label, "secondary")


def mark_headline(label: QLabel) -> None:
    """The one line a tab's results are summed up in ("253 words · 420 pts")."""
    _mark(label, "headline")


def mark_warning(label: QLabel, on: bool = True) -> None:
    _mark(label, "warning", on)


def is_marked(widget: QWidget, name: str) -> bool:
    return bool(widget.property(name))


def tabular_font(font: QFont) -> QFont:
    """`font` with figures of one width, so numbers in a column line up digit under digit."""
    result = QFont(font)
    result.setFeature(QFont.Tag("tnum"), 1)
    return result
