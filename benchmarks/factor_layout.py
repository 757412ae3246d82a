"""Where the board and the chrome of a benchmarks/factor_screens.py screen go, and the chrome's
pieces. A fixed-size picture (phone, desktop, photo) holds the board anywhere with the pieces in
the room left round it (a piece finding none is left out); a crop is as large as the board and
its pieces, at most MAX_PIXELS."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from benchmarks import factor_drawing as drawing
from benchmarks.factor_drawing import Look, Piece
from benchmarks.screens import TITLES

PITCHES = (18, 220)
MAX_PIXELS = 12_000_000
# A fixed-size picture holds the board and this much room (in pitches) beside it.
ROOM = 0.6
# A crop's pitch leaves room for chrome as large again as the board, and a half, within 12 MP.
CROP_ROOM = 2.5
# Tries at a free place for a piece on a fixed-size picture before it is left out.
PLACE_TRIES = 80
HEADERS = {"en": ("Score: {0}", "Words: {1}", "Time 1:{2:02d}", "Best {0}"),
           "ru": ("Очки: {0}", "Слов: {1}", "Время 1:{2:02d}", "Рекорд {0}")}
TOASTS = {"en": ("Nice word!", "Already played", "Not a word", "Your turn"),
          "ru": ("Такое слово уже было", "Отлично!", "Нет такого слова", "Ваш ход")}
KEYBOARDS = {"en": "QWERTYUIOPASDFGHJKLZXCVBNM", "ru": "ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ"}
PLAYED = {"en": ("TRAIN", "STONE", "HEART", "RATE", "NOTE", "TONE", "SEAT", "EARTH", "LINE"),
          "ru": ("СТОЛ", "НОРА", "ЛИСА", "КОТ", "ТОН", "РОСА", "САД", "МОРЕ", "ЛЕС")}
Point = tuple[int, int]


@dataclass(frozen=True)
class Scene:
    """What the chrome is drawn to match: the board's look, scale, language and letters, and
    an ink that shows on the page."""

    look: Look
    pitch: int
    lang: str
    letters: Sequence[Sequence[str]]
    page_ink: drawing.RGB


class Layout:
    """The board's size for a pitch, and the picture composed round it."""

    def __init__(self, rng: random.Random, look: Look, letters: Sequence[Sequence[str]]):
        self.rng, self.look, self.letters = rng, look, letters
        self.board_at: Point = (0, 0)

    def pitch_for(self, canvas: tuple[int, int] | None, draw: float) -> int:
        """The pitch at `draw` (0..1) of the log range from 18 px to what the picture allows."""
        rows, cols = len(self.letters), len(self.letters[0])
        frame = 2 * self.look.frame_share if self.look.cells == "frame" else 0.0
        if canvas is None:
            largest = math.sqrt(MAX_PIXELS / (CROP_ROOM * (cols + 1) * (rows + 1)))
        else:
            largest = min(canvas[0] / (cols + frame + ROOM), canvas[1] / (rows + frame + ROOM))
        largest = max(PITCHES[0], min(PITCHES[1], largest))
        low, high = math.log(PITCHES[0]), math.log(largest)
        return round(math.exp(low + draw * (high - low)))

    def compose(self, canvas: tuple[int, int] | None, pitch: int, pieces: list[Piece],
                colours: tuple[drawing.RGB, drawing.RGB]) -> tuple[Image.Image, list[str]]:
        """The page with the pieces drawn (the board's place kept in `board_at`), and the names
        of the pieces drawn."""
        board = drawing.grid_size(self.look, pitch, len(self.letters), len(self.letters[0]))
        if canvas is None:
            canvas, places = self._crop(board, pitch, pieces)
        else:
            places = self._scatter(canvas, board, pitch, pieces)
        image = drawing.page(canvas, *colours)
        for piece in pieces:
            if piece.name in places:
                piece.draw(image, places[piece.name])
        return image, list(places)

    def _crop(self, board: Point, pitch: int,
              pieces: list[Piece]) -> tuple[Point, dict[str, Point]]:
        margin = round(pitch * self.rng.uniform(0.0, 0.5)) + 2
        while True:
            top = [p for p in pieces if p.name == "header"]
            below = [p for p in pieces if p.name == "below"]
            right = [p for p in pieces if p not in top + below]
            top_h = sum(p.size[1] + margin for p in top)
            stack_h = sum(p.size[1] + margin for p in right)
            width = max([margin * 2 + board[0] + max((p.size[0] + margin for p in right),
                                                     default=0)]
                        + [p.size[0] + 2 * margin for p in top + below])
            height = top_h + max(board[1] + 2 * margin, stack_h + margin) + sum(
                p.size[1] + margin for p in below)
            if width * height <= MAX_PIXELS or not pieces:
                break
            pieces.pop()
        self.board_at = (margin, top_h + margin)
        places: dict[str, Point] = {}
        y = margin
        for piece in top:
            places[piece.name] = (margin, y - margin // 2)
            y += piece.size[1] + margin
        y = top_h + margin
        for piece in right:
            places[piece.name] = (margin * 2 + board[0], y)
            y += piece.size[1] + margin
        y = top_h + max(board[1] + 2 * margin, stack_h + margin)
        for piece in below:
            places[piece.name] = (margin, y)
        return (width, height), places

    def _scatter(self, canvas: Point, board: Point, pitch: int,
                 pieces: list[Piece]) -> dict[str, Point]:
        rng = self.rng
        edge = min(pitch // 3, (canvas[0] - board[0]) // 2, (canvas[1] - board[1]) // 2)
        self.board_at = (rng.randint(edge, canvas[0] - board[0] - edge),
                         rng.randint(edge, canvas[1] - board[1] - edge))
        gap = max(4, pitch // 4)
        taken = [_grown((*self.board_at, self.board_at[0] + board[0],
                         self.board_at[1] + board[1]), gap)]
        places: dict[str, Point] = {}
        for piece in pieces:
            for place in self._tries(canvas, board, piece, gap):
                box = (*place, place[0] + piece.size[0], place[1] + piece.size[1])
                if _inside(box, canvas) and not any(_overlap(box, other) for other in taken):
                    places[piece.name] = place
                    taken.append(_grown(box, gap))
                    break
        return places

    def _tries(self, canvas: Point, board: Point, piece: Piece, gap: int) -> list[Point]:
        x, y = self.board_at
        if piece.name == "beside":      # right of the board, or left where no room is
            return [(x + board[0] + gap * 2, y), (x - piece.size[0] - gap * 2, y)]
        if piece.name == "below":       # under the board, or above it
            return [(x, y + board[1] + gap * 2), (x, y - piece.size[1] - gap * 2)]
        width, height = canvas[0] - piece.size[0], canvas[1] - piece.size[1]
        if width < 0 or height < 0:
            return []
        return [(self.rng.randint(0, width), self.rng.randint(0, height))
                for _ in range(PLACE_TRIES)]


def _grown(box: tuple[int, int, int, int], by: int) -> tuple[int, int, int, int]:
    return box[0] - by, box[1] - by, box[2] + by, box[3] + by


def _inside(box: tuple[int, int, int, int], canvas: Point) -> bool:
    return box[0] >= 0 and box[1] >= 0 and box[2] <= canvas[0] and box[3] <= canvas[1]


def _overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def chrome_pieces(rng: random.Random, names: Sequence[str], scene: Scene) -> list[Piece]:
    """The pieces of a game's screen named, in the look and at the scale of its board."""
    look, pitch, lang, page_ink = scene.look, scene.pitch, scene.lang, scene.page_ink
    text = max(11, round(pitch * rng.uniform(0.3, 0.5)))
    pieces = []
    for name in names:
        if name == "header":
            line = "    ".join(rng.sample(HEADERS[lang], rng.randint(2, 3)))
            pieces.append(drawing.text_piece(name, [line.format(
                rng.randint(0, 2000), rng.randint(0, 40), rng.randint(0, 59))], look.font,
                round(text * 1.2), page_ink))
        elif name == "played words":
            words = rng.sample(PLAYED[lang], rng.randint(4, 8))
            pieces.append(drawing.text_piece(name, [f"{w.capitalize()}  {len(w)}" for w in words],
                                             look.font, text, page_ink))
        elif name == "toast":
            pieces.append(drawing.toast_piece(rng.choice(TOASTS[lang]), look.font, text,
                                              rng.random() < 0.5))
        elif name == "buttons":
            pieces.append(drawing.buttons_piece(rng, max(24, round(pitch * rng.uniform(0.7, 1.3))),
                                                look.line, look.fill))
        elif name == "keyboard":
            keys = KEYBOARDS[lang]
            per_row = rng.randint(7, 11)
            rows = [list(keys[k:k + per_row]) for k in range(0, len(keys), per_row)]
            rows[-1] += [""] * (per_row - len(rows[-1]))
            pieces.append(drawing.grid_piece(name, look, rows,
                                             max(14, round(pitch * rng.uniform(0.45, 0.7)))))
        else:
            pieces.append(drawing.grid_piece(name, look, scene.letters,
                                             max(8, round(pitch * rng.uniform(0.25, 0.5)))))
    return pieces


def list_piece(rng: random.Random, listed: Sequence[str], scene: Scene, where: str) -> Piece:
    """A word search's list of words, under a title, beside or below the grid."""
    size = max(11, round(scene.pitch * rng.uniform(0.45, 0.8)))
    title = rng.choice(TITLES[scene.lang])
    words = [w if rng.random() < 0.8 else w.capitalize() for w in listed]
    return drawing.text_piece(where, [title, *words], scene.look.font, size, scene.page_ink)
