"""The board: one widget that shows and edits the tiles and draws a word's path over them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QGuiApplication,
    QHelpEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QMenu, QSizePolicy, QToolTip, QWidget

from desktop_solver.core.alphabet import script_of
from desktop_solver.core.board import split_marks
from desktop_solver.core.errors import InvalidGridError
from desktop_solver.core.scoring import Scoring
from desktop_solver.gui import board_text
from desktop_solver.gui.board_paint import (
    NEW_LETTER_COLOUR,
    SMALLEST_MARKED_TILE,
    PaintKit,
    bonus_colour,
    bonus_description,
    cell_tint,
    paint_marks,
    paint_path,
    paint_unsure_mark,
    paint_step_numbers,
    paint_strokes,
)
from desktop_solver.gui.board_text import Marks
from desktop_solver.gui.errors import error_detail
from desktop_solver.gui.geometry import BoardLayout
from desktop_solver.gui.i18n import t, tn
from desktop_solver.gui.tile_menu import TileMenu

Path = tuple[tuple[int, int], ...]


class BoardWidget(QWidget):
    """Tiles may carry *marks*: a point value (typed or read; otherwise the game's usual value
    is shown dimmer) and a bonus square, shown for the game set by `set_scoring`.

    Signals: `board_edited()` after any change of tiles, marks or size, `tile_typed(cell)` when the
    user types over one tile, `paste_requested()` on Ctrl+V (the tab pastes what the
    clipboard holds: a board, or a picture to read, even on a board that takes no typing),
    `solve_requested()` on Enter,
    `tile_clicked(row, col)` on a click, `trace_finished(path)` after a mouse drag over tiles
    (only when tracing is on)."""

    board_edited = Signal()
    tile_typed = Signal(int)
    paste_requested = Signal()
    solve_requested = Signal()
    tile_clicked = Signal(int, int)
    trace_finished = Signal(tuple)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows, self.cols = 4, 4
        self.tokens: list[str] = [board_text.EMPTY] * 16
        self.values: dict[int, int] = {}  # typed or read; the game's usual values are not kept
        self.bonuses: dict[int, str] = {}  # bonus squares' names (board.BONUSES)
        self.scoring = Scoring.BOGGLE
        self._usual_values: dict[int, int] = {}
        self.current = 0
        self.editable = True
        self.auto_qu = False
        self.tracing = False
        self._composing: str | None = None
        self._highlight: Path = ()
        self._new_cell: tuple[int, int] | None = None
        self._new_letter = ""
        self._marked: tuple[int, int] | None = None
        self._strokes: tuple[Path, ...] = ()
        self._stroke_colours: tuple[int, ...] = ()
        self._unsure: set[int] = set()
        # Tiles whose bonus or value the reader saw and could not read (their letter may be
        # sure): a '?' where the bonus goes, until the user sets the tile's marks.
        self._unsure_marks: set[int] = set()
        self._trace: list[tuple[int, int]] = []
        self._problems: dict[int, InvalidGridError] = {}
        self._placeholder = ""
        # Tiles and letters change rarely; paths and hovering often. Both static layers are kept
        # as pixmaps, so a highlight repaints a 30x30 board in a few milliseconds.
        self._layers: tuple[QPixmap, QPixmap] | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 160)
        self.setMouseTracking(True)

    # -- state --------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(420, 420)

    def layout_geometry(self) -> BoardLayout:
        return BoardLayout(self.rows, self.cols, self.width(), self.height())

    def set_size(self, rows: int, cols: int) -> None:
        """Change the shape, keeping the tiles that still fit."""
        old = {(r, c): self.tokens[r * self.cols + c] for r in range(self.rows) for c in range(self.cols)}
        self.values = self._kept_in_shape(self.values, rows, cols)
        self.bonuses = self._kept_in_shape(self.bonuses, rows, cols)
        self._unsure_marks = set(self._kept_in_shape(dict.fromkeys(self._unsure_marks, True),
                                                     rows, cols))
        self.rows, self.cols = rows, cols
        self.tokens = [old.get((r, c), board_text.EMPTY) for r in range(rows) for c in range(cols)]
        self.current = min(self.current, rows * cols - 1)
        self._changed()

    def _kept_in_shape(self, marks: dict, rows: int, cols: int) -> dict:
        """Marks by cell moved to a board of `rows` x `cols`: each stays on its row and column."""
        kept = {}
        for cell, mark in marks.items():
            row, col = divmod(cell, self.cols)
            if row < rows and col < cols:
                kept[row * cols + col] = mark
        return kept

    def set_board_text(self, text: str) -> bool:
        """Fill the board from text (rows on lines or separated by '/'; the marks as the
        `solve` command takes them: '--values 4113/... --bonus 1:1=DW'); the board takes the
        text's shape. False when the text holds no tiles."""
        letters, values, bonuses = split_marks(text)
        rows = board_text.tokens_from_text(letters)
        if not rows:
            return False
        self._unsure, self._unsure_marks = set(), set()
        cols = max(len(row) for row in rows)
        self.rows, self.cols = len(rows), cols
        self.tokens = [board_text.normalise_token(row[c]) if c < len(row) else board_text.EMPTY
                       for row in rows for c in range(cols)]
        marks = board_text.marks_from_text(values, bonuses, self.rows, self.cols)
        self.values, self.bonuses = dict(marks.values), dict(marks.bonuses)
        self.current = 0
        self._changed()
        return True

    def set_tokens(self, rows: int, cols: int, tokens: list[str]) -> None:
        """Show a board as it is, empty cells included (a Balda position)."""
        self.rows, self.cols = rows, cols
        self.tokens = [board_text.normalise_token(token) for token in tokens]
        self.values, self.bonuses, self._unsure, self._unsure_marks = {}, {}, set(), set()
        self.current = 0
        self._changed()

    def board_text(self) -> str:
        """The board as text, '?' for empty tiles."""
        return "/".join("".join(token or "?" for token in self.tokens[r * self.cols:(r + 1) * self.cols])
                        for r in range(self.rows))

    def marked_text(self) -> str:
        """The board as text with its marks: what `set_board_text` reads back."""
        marks = board_text.marks_text(self.marks, self.rows, self.cols)
        return f"{self.board_text()} {marks}" if marks else self.board_text()

    @property
    def marks(self) -> Marks:
        return Marks(dict(self.values), dict(self.bonuses))

    def clear(self) -> None:
        self.tokens = [board_text.EMPTY] * (self.rows * self.cols)
        self.values, self.bonuses, self._unsure_marks = {}, {}, set()
        self.current = 0
        self._changed()

    def set_token(self, cell: int, token: str) -> None:
        self.tokens[cell] = board_text.normalise_token(token)
        self._unsure.discard(cell)
        self._changed()

    def type_token(self, cell: int, token: str) -> None:
        """A tile the user typed (rather than one set by a paste or a program)."""
        self.set_token(cell, token)
        self.tile_typed.emit(cell)

    def set_unsure(self, cells: set[int]) -> None:
        """Tiles to check (read by OCR with low confidence): drawn with a dashed outline."""
        self._unsure = set(cells)
        self._redraw()

    @property
    def unsure(self) -> frozenset[int]:
        """The tiles drawn with a dashed outline (a tile typed over loses it)."""
        return frozenset(self._unsure)

    def set_unsure_marks(self, cells: set[int]) -> None:
        """Tiles whose bonus or value the reader could not read: a '?' where the bonus goes."""
        self._unsure_marks = set(cells)
        self._redraw()

    @property
    def unsure_marks(self) -> frozenset[int]:
        """The tiles showing a '?' for their marks (setting a tile's value or bonus clears it)."""
        return frozenset(self._unsure_marks)

    def set_scoring(self, scoring: Scoring) -> None:
        """The game whose marks the tiles show and the tile menu edits: values where it prints
        them, bonus squares where it has them. Marks the game does not have go (a Ruzzle DW
        would otherwise come back, or count, on a board of another game)."""
        self.scoring = scoring
        kept = board_text.game_marks(self.marks, scoring)
        if kept != self.marks:
            self.set_marks(kept)
            return
        self._usual_values = board_text.shown_values(self.tokens, self.values, scoring)
        self._redraw()

    def set_value(self, cell: int, value: int | None) -> None:
        if value is None:
            self.values.pop(cell, None)
        else:
            self.values[cell] = value
        self._unsure_marks.discard(cell)
        self._changed()

    def set_bonus(self, cell: int, name: str) -> None:
        """Put a bonus square (a name of board.BONUSES) on a tile; '' takes it away."""
        if name:
            self.bonuses[cell] = name
        else:
            self.bonuses.pop(cell, None)
        self._unsure_marks.discard(cell)
        self._changed()

    def set_marks(self, marks: Marks) -> None:
        # Marks set anew are the user's or a program's: no '?' of a reading stands for them.
        self.values, self.bonuses = dict(marks.values), dict(marks.bonuses)
        self._unsure_marks = set()
        self._changed()

    def shown_value(self, cell: int) -> tuple[int | None, bool]:
        """The value a tile shows, and whether it is the game's usual one (drawn dimmer) rather
        than one typed or read; (None, False) where the game prints none."""
        if not self.scoring.printed_values:
            return None, False
        if cell in self.values:
            return self.values[cell], False
        return self._usual_values.get(cell), cell in self._usual_values

    def shown_bonus(self, cell: int) -> str:
        """The bonus square a tile shows ('' for none, and for games without them)."""
        name = self.bonuses.get(cell, "")
        return name if name in self.scoring.bonus_names else ""

    def is_complete(self) -> bool:
        return all(self.tokens) and not self._problems

    @property
    def problems(self) -> dict[int, InvalidGridError]:
        """Per cell, why its tile cannot be used."""
        return dict(self._problems)

    def set_highlight(self, path: Path, new_cell: tuple[int, int] | None = None,
                      new_letter: str = "") -> None:
        """Draw a word's path; `new_cell` (Balda) is tinted in its own colour and shows
        `new_letter`, the letter the move would put there."""
        self._highlight = tuple(path)
        self._new_cell = new_cell
        self._new_letter = new_letter
        self.update()

    @property
    def highlight(self) -> Path:
        return self._highlight

    def set_strokes(self, paths: tuple[Path, ...], colours: tuple[int, ...] = ()) -> None:
        """Straight words (word search) drawn as rounded strokes from first to last tile, each
        in its own colour: `stroke_colour(colours[i])` (by default, the stroke's number)."""
        kept = [(path, colours[number] if number < len(colours) else number)
                for number, path in enumerate(paths) if path]
        self._strokes = tuple(path for path, _ in kept)
        self._stroke_colours = tuple(colour for _, colour in kept)
        self.update()

    @property
    def strokes(self) -> tuple[Path, ...]:
        return self._strokes

    def set_marked(self, cell: tuple[int, int] | None) -> None:
        """The tile the results are filtered by."""
        self._marked = cell
        self._redraw()

    def _redraw(self) -> None:
        self._layers = None
        self.update()

    def _changed(self) -> None:
        lang = board_text.board_language(self.tokens)
        self._problems = {}
        for cell, token in enumerate(self.tokens):
            problem = board_text.tile_problem(token, lang)
            if problem:
                self._problems[cell] = problem
        self._usual_values = board_text.shown_values(self.tokens, self.values, self.scoring)
        self._highlight = ()
        self.setToolTip("\n".join(
            f"{cell // self.cols + 1}:{cell % self.cols + 1} {error_detail(problem)}"
            for cell, problem in self._problems.items()))
        self._redraw()
        self.board_edited.emit()

    # -- keyboard -----------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # Copy on the board copies the board, not the results (their Copy is a window shortcut).
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.matches(QKeySequence.StandardKey.Copy)):
            event.accept()
            return True
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cell = self.layout_geometry().cell_at(event.pos().x(), event.pos().y())
            text = self.tile_tip(cell[0] * self.cols + cell[1]) if cell else ""
            text = text or self.toolTip()
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def tile_tip(self, cell: int) -> str:
        """What the pointer's tile holds that its face may show too small to read: its problem,
        its bonus square and its point value."""
        lines = []
        if cell in self._problems:
            lines.append(error_detail(self._problems[cell]))
        bonus = self.shown_bonus(cell)
        if bonus:
            lines.append(f"{bonus}: {bonus_description(bonus)}")
        if cell in self._unsure_marks:
            lines.append(t("Its bonus or value could not be read: check it (right-click "
                           "to set it)"))
        value, usual = self.shown_value(cell)
        if value is not None:
            points = tn("{count} point|{count} points", value).format(count=value)
            lines.append(t("{points} (the game's usual value)").format(points=points)
                         if usual else points)
        return "\n".join(lines)

    def copy_board(self) -> None:
        QGuiApplication.clipboard().setText(self.marked_text())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_board()
            return
        if event.matches(QKeySequence.StandardKey.Paste):
            self.paste_requested.emit()
            return
        if not self.editable:
            super().keyPressEvent(event)
            return
        key, text = event.key(), event.text()
        if self._composing is not None:
            self._compose_key(key, text)
            return
        moves: dict[int, tuple[int, int]] = {
            Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0)}
        if key in moves:
            dr, dc = moves[key]
            row = min(max(self.current // self.cols + dr, 0), self.rows - 1)
            col = min(max(self.current % self.cols + dc, 0), self.cols - 1)
            self._move_to(row * self.cols + col)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.solve_requested.emit()
        elif key == Qt.Key.Key_Backspace:
            if not self.tokens[self.current] and self.current > 0:
                self.current -= 1
            self.set_token(self.current, board_text.EMPTY)
        elif key == Qt.Key.Key_Delete:
            self.set_token(self.current, board_text.EMPTY)
        elif text == "[":
            self._composing = ""
            self._redraw()
        elif text == "." or (len(text) == 1 and script_of(text)):
            token = "[QU]" if self.auto_qu and text.upper() == "Q" else text
            self.type_token(self.current, token)
            self._move_to(min(self.current + 1, len(self.tokens) - 1))
        else:
            super().keyPressEvent(event)

    def _compose_key(self, key: int, text: str) -> None:
        """Typing inside brackets: [QU], [RE-], [-ING], [A/E]."""
        assert self._composing is not None
        if key == Qt.Key.Key_Escape:
            self._composing = None
        elif key == Qt.Key.Key_Backspace:
            self._composing = self._composing[:-1]
        elif text == "]" or key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            composed, self._composing = self._composing, None
            if composed:
                self.type_token(self.current, f"[{composed}]")
                self._move_to(min(self.current + 1, len(self.tokens) - 1))
        elif text and (script_of(text) or text in "-/"):
            self._composing += text.upper()
        self._redraw()

    def _move_to(self, cell: int) -> None:
        self.current = cell
        self._redraw()

    # -- mouse --------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.layout_geometry().cell_at(event.position().x(), event.position().y())
        if cell is None:
            return
        self.setFocus()
        self.current = cell[0] * self.cols + cell[1]
        if self.tracing and event.button() == Qt.MouseButton.LeftButton:
            self._trace = [cell]
            self.set_highlight(tuple(self._trace))
        self._redraw()
        if event.button() == Qt.MouseButton.LeftButton:
            # A right click opens the tile's menu (contextMenuEvent) and is nothing more: it
            # must not also filter the words through the tile.
            self.tile_clicked.emit(*cell)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not (self.tracing and self._trace and event.buttons() & Qt.MouseButton.LeftButton):
            return
        cell = self.layout_geometry().cell_at(event.position().x(), event.position().y())
        last = self._trace[-1]
        if cell is None or cell == last:
            return
        if len(self._trace) > 1 and cell == self._trace[-2]:
            self._trace.pop()  # dragging back undoes the last step
        elif cell not in self._trace and max(abs(cell[0] - last[0]), abs(cell[1] - last[1])) == 1:
            self._trace.append(cell)
        self.set_highlight(tuple(self._trace))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.tracing and self._trace:
            path, self._trace = tuple(self._trace), []
            self.trace_finished.emit(path)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        layout = self.layout_geometry()
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            # The menu key acts on the current tile and opens the menu over it.
            cell: tuple[int, int] | None = divmod(self.current, self.cols)
            x, y = layout.centre(*divmod(self.current, self.cols))
            where = self.mapToGlobal(QPoint(int(x), int(y)))
        else:
            cell, where = layout.cell_at(event.pos().x(), event.pos().y()), event.globalPos()
        if cell is None or not self.editable:
            return
        index = cell[0] * self.cols + cell[1]
        self.current = index
        self._redraw()
        menu = self.tile_menu(index)
        menu.exec(where)
        menu.deleteLater()

    def tile_menu(self, index: int) -> QMenu:
        """The tile's context menu: special tiles, and the marks the game has."""
        return TileMenu(self, self, index)

    # -- painting -----------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        self._layers = None
        super().resizeEvent(event)

    def focusInEvent(self, event) -> None:
        self._redraw()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self._redraw()
        super().focusOutEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange,
                            QEvent.Type.StyleChange):
            self._layers = None
        super().changeEvent(event)

    def set_placeholder(self, text: str) -> None:
        """What a read-only board with no letters says instead of showing empty tiles."""
        self._placeholder = text
        self.update()

    def _shows_placeholder(self) -> bool:
        return (bool(self._placeholder) and not self.editable
                and all(token == board_text.EMPTY for token in self.tokens))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._shows_placeholder():
            painter = QPainter(self)
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.rect().adjusted(16, 16, -16, -16),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self._placeholder)
            painter.end()
            return
        layout = self.layout_geometry()
        kit = PaintKit(self.palette(), self.font(), layout.tile)
        if self._layers is None:
            self._layers = self._render_layers(layout, kit)
        tiles, letters = self._layers
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawPixmap(0, 0, tiles)
        if self._highlight or self._new_cell:
            on_path = set(self._highlight)
            for cell in range(len(self.tokens)):
                tint = cell_tint(cell, self.cols, on_path, self._new_cell, kit.highlight)
                if tint is not None:
                    rect = QRectF(*layout.tile_rect(*divmod(cell, self.cols)))
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(tint)
                    painter.drawRoundedRect(rect, kit.radius, kit.radius)
        if self._strokes:
            paint_strokes(painter, layout, self._strokes, self._stroke_colours)
        if self._highlight:
            paint_path(painter, layout, self._highlight, kit.highlight)
        # Letters over the path, so the path never hides them.
        painter.drawPixmap(0, 0, letters)
        if self._new_cell is not None and self._new_letter:
            painter.setPen(NEW_LETTER_COLOUR.darker(130))
            painter.setFont(kit.letter_font(len(self._new_letter)))
            painter.drawText(QRectF(*layout.tile_rect(*self._new_cell)),
                             Qt.AlignmentFlag.AlignCenter, self._new_letter)
        if self._highlight:
            paint_step_numbers(painter, layout, kit, self._highlight)
        painter.end()

    def _render_layers(self, layout: BoardLayout, kit: PaintKit) -> tuple[QPixmap, QPixmap]:
        ratio = self.devicePixelRatioF()
        layers = []
        for paint in (self._paint_tile, self._paint_letters):
            pixmap = QPixmap(self.size() * ratio)
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for cell in range(len(self.tokens)):
                paint(painter, kit, cell, QRectF(*layout.tile_rect(*divmod(cell, self.cols))))
            painter.end()
            layers.append(pixmap)
        return layers[0], layers[1]

    def _paint_tile(self, painter: QPainter, kit: PaintKit, cell: int, rect: QRectF) -> None:
        painter.setPen(kit.border)
        painter.setBrush(kit.blocked if self.tokens[cell] == "." else kit.base)
        painter.drawRoundedRect(rect, kit.radius, kit.radius)
        bonus = self.shown_bonus(cell)
        if bonus and self.tokens[cell] != ".":
            # A bonus tile is tinted in its badge's colour, as the game colours it: seen even
            # where the badge is too small to read.
            tint = bonus_colour(bonus)
            tint.setAlpha(40)
            painter.setPen(QPen(bonus_colour(bonus), kit.border.widthF() * 1.5))
            painter.setBrush(tint)
            painter.drawRoundedRect(rect, kit.radius, kit.radius)
        outline = None
        if cell in self._problems:
            outline = kit.invalid
        elif cell in self._unsure:
            outline = kit.unsure
        elif cell == self.current and self.editable and self.hasFocus():
            outline = kit.current
        elif self._marked == divmod(cell, self.cols):
            outline = kit.marked
        if outline is not None:
            painter.setPen(outline)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), kit.radius, kit.radius)

    def _paint_letters(self, painter: QPainter, kit: PaintKit, cell: int, rect: QRectF) -> None:
        token = self.tokens[cell]
        if token == ".":
            return
        label = token.strip("[]")
        if self._composing is not None and cell == self.current:
            label = self._composing + "…"
        if label:   # an empty tile stays empty: a dot would read as a blocked cell's "."
            painter.setPen(kit.text)
            painter.setFont(kit.letter_font(len(label)))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        if kit.tile >= SMALLEST_MARKED_TILE:
            paint_marks(painter, kit, rect, *self.shown_value(cell), self.shown_bonus(cell))
            if cell in self._unsure_marks:
                paint_unsure_mark(painter, kit, rect)
