"""Screens whose every visual factor is drawn at random, independently of the others (issue 28,
"Measure what generalises"): `make_screen(seed, held_out)`.

One `random.Random` per screen draws, each on its own: the game (4x4 and 5x5 Boggle boards, a
Balda 5x5 with one word in the middle row and a few letters, word searches 10x10 to 20x20, square
or not, with a printed word list beside, below or none), the alphabet (Latin, Cyrillic, letters
as often as in words), the cells (rounded tiles with gaps, square cells with coloured lines
between, no cells, tiles with drop shadows, a thick frame with thin inner lines), the colours
(light letters on saturated fills, dark on light) and the page (plain, gradient), the face (a
class - serif, sans, mono, condensed, bold - then a face of it; see factor_fonts.py), the letter
size (capital height 35 to 75% of the pitch), the picture size (phone 1080x2400, desktop
1920x1080 and 2560x1440, a 4000x3000 photo, or a crop round the board), the pitch (18 to 220 px),
JPEG quality (or PNG), blur, each piece of chrome (score header, played words, toast, round
buttons, an alphabet keyboard, a smaller second copy of the grid) and each mark (selected tiles,
a path over the tiles, point values in a corner).

No factor decides another, except by a physical limit, and these are all of them:
- the pitch is drawn (evenly on a log scale) within what the picture size allows for the grid:
  a 20x20 at 220 px fits no phone, so on a phone it is drawn from 18 to what fits; a crop is as
  large as its board and chrome, at most 12 MP;
- the letters shrink below the drawn size when the widest letter of the board would not fit its
  cell (recorded: `letter_share` is the size drawn);
- Cyrillic boards are drawn only in faces that have Cyrillic letters;
- a Balda board (mostly empty cells) is never drawn without cells: a word and a few letters on a
  bare page show no 5x5 to anyone; its cells are drawn from the other four looks;
- without cells the page is the fill under the letters (the letters must show on it);
- a piece of chrome that finds no room on a fixed-size picture is left out, and so is the word
  list (recorded: `chrome` and `word_list` say what was drawn);
- the word list exists only for word searches ("-" for the other games).

Report seeds (`held_out=True`) draw faces from the training faces and the held-out ones (half of
the time a held-out face of the drawn class); tuning seeds only from the training faces.
"""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass
from pathlib import Path

from PIL import ImageFilter

from benchmarks import factor_drawing as drawing
from benchmarks.factor_drawing import Look, Marks
from benchmarks.factor_fonts import CLASSES, Face, faces
from benchmarks.factor_layout import Layout, Scene, chrome_pieces, list_piece
from benchmarks.screens import LIST_WORDS, WORDS
from desktop_solver.core.wordsearch_generate import generate

GAMES = ("boggle 4x4", "boggle 5x5", "balda 5x5", "word search")
GAME_HINTS = {"boggle 4x4": "boggle", "boggle 5x5": "boggle", "balda 5x5": "balda",
              "word search": "wordsearch"}
# Games whose board is mostly empty cells: without cells drawn nobody sees its shape.
MOSTLY_EMPTY = ("balda 5x5",)
ALPHABETS = ("latin", "cyrillic")
CELLS = ("tiles", "lines", "none", "shadow", "frame")
COLOURS = ("light on saturated", "dark on light")
PAGES = ("plain", "gradient")
# Picture sizes: a phone screenshot, two desktops, a 12 MP photo's size (a flat page, not a
# photo's perspective: dicephoto.py draws those), or a crop as large as the board and chrome.
SIZES = {"phone 1080x2400": (1080, 2400), "desktop 1920x1080": (1920, 1080),
         "desktop 2560x1440": (2560, 1440), "photo 4000x3000": (4000, 3000), "crop": None}
JPEG_QUALITIES = (None, 92, 75, 55)          # None: a PNG
BLURS = {"none": (0.0, 0.0), "light": (0.4, 0.8), "strong": (0.9, 1.5)}   # Gaussian radius
CHROME = ("header", "played words", "toast", "buttons", "keyboard", "second grid")
MARKS = ("selected", "path", "values")
WORD_LISTS = ("none", "beside", "below")
# Each piece of chrome and each mark is drawn on about a third of the screens: often enough for
# a figure per level at 120 screens, rarely enough that most screens have a few, not all.
CHROME_CHANCE = 0.35
MARK_CHANCE = 0.35
LETTER_SHARES = (0.35, 0.75)
HELD_OUT_CHANCE = 0.5
REPORT_MARK = "report"        # the seed string of report screens differs from tuning ones
# Letters as often as they come in words; the square root flattens them toward a Boggle die's mix.
LETTER_FREQUENCIES = {
    "latin": dict(E=12.7, T=9.1, A=8.2, O=7.5, I=7.0, N=6.7, S=6.3, H=6.1, R=6.0, D=4.3, L=4.0,
                  C=2.8, U=2.8, M=2.4, W=2.4, F=2.2, G=2.0, Y=2.0, P=1.9, B=1.5, V=1.0, K=0.8,
                  J=0.15, X=0.15, Q=0.1, Z=0.07),
    "cyrillic": dict(zip("ОЕАИНТСРВЛКМДПУЯЫЬГЗБЧЙХЖШЮЦЩЭФ",
                         (11.0, 8.5, 8.0, 7.4, 6.7, 6.3, 5.5, 4.7, 4.5, 4.4, 3.5, 3.2, 3.0, 2.8,
                          2.6, 2.0, 1.9, 1.7, 1.7, 1.6, 1.6, 1.4, 1.2, 1.0, 0.9, 0.7, 0.6, 0.5,
                          0.4, 0.3, 0.3))),
}
LANGS = {"latin": "en", "cyrillic": "ru"}


@dataclass(frozen=True)
class Factors:
    game: str
    rows: int
    cols: int
    alphabet: str
    cells: str
    colours: str
    page: str
    face: Face
    letter_share: float
    size: str
    picture: tuple[int, int]
    pitch: int
    jpeg: int | None
    blur: float
    chrome: frozenset[str]
    marks: frozenset[str]
    word_list: str

    def levels(self) -> dict[str, str]:
        """Each factor's level on this screen, binned for a report."""
        levels = {
            "game": self.game if self.game != "word search" else
            f"word search {'square' if self.rows == self.cols else 'rectangular'}",
            "alphabet": self.alphabet, "cells": self.cells, "colours": self.colours,
            "page": self.page, "font class": self.face.face_class,
            "face": self.face.group + (" (held out)" if self.face.held_out else ""),
            "letters": _bin(self.letter_share * 100, (35, 45, 55, 65, 76), "%"),
            "pitch": _bin(self.pitch, (18, 30, 50, 80, 130, 221), " px"),
            "size": self.size, "jpeg": f"quality {self.jpeg}" if self.jpeg else "png",
            "blur": next(name for name, (low, high) in BLURS.items() if low <= self.blur <= high),
        }
        for piece in CHROME:
            levels[piece] = "yes" if piece in self.chrome else "no"
        for mark in MARKS:
            levels[mark] = "yes" if mark in self.marks else "no"
        if self.word_list != "-":
            levels["word list"] = self.word_list
        return levels


def _bin(value: float, edges: tuple[int, ...], unit: str) -> str:
    for low, high in zip(edges, edges[1:]):
        if value < high:
            return f"{low}-{high - 1}{unit}"
    return f"{edges[-1]}+{unit}"


@dataclass(frozen=True)
class FactorScreen:
    factors: Factors
    rows: tuple[tuple[str, ...], ...]     # the truth: a text per tile, "" for an empty cell
    encoded: bytes                        # the picture as a file holds it (PNG or JPEG)
    listed: tuple[str, ...] = ()          # the word list printed beside a word search

    @property
    def game(self) -> str:
        return GAME_HINTS[self.factors.game]

    @property
    def suffix(self) -> str:
        return ".jpg" if self.factors.jpeg else ".png"

    def png(self) -> bytes:
        """The picture's file bytes (JPEG for a JPEG level): what benchmarks.ocr_synthetic.read
        hands the reader."""
        return self.encoded


def make_screen(seed: int, held_out: bool) -> FactorScreen:
    rng = random.Random(f"{REPORT_MARK if held_out else 'tune'} {seed}")
    game = rng.choice(GAMES)
    rows, cols = _shape(rng, game)
    alphabet = rng.choice(ALPHABETS)
    cells, colours, page = rng.choice(CELLS), rng.choice(COLOURS), rng.choice(PAGES)
    if game in MOSTLY_EMPTY and cells == "none":   # its empty cells would not show at all
        cells = rng.choice([look for look in CELLS if look != "none"])
    face = _face(rng, alphabet, held_out)
    share = rng.uniform(*LETTER_SHARES)
    size = rng.choice(list(SIZES))
    pitch_draw = rng.random()
    jpeg = rng.choice(JPEG_QUALITIES)
    blur = rng.uniform(*BLURS[rng.choice(list(BLURS))])
    chrome = [piece for piece in CHROME if rng.random() < CHROME_CHANCE]
    marks = frozenset(mark for mark in MARKS if rng.random() < MARK_CHANCE)
    word_list = rng.choice(WORD_LISTS) if game == "word search" else "-"
    letters, listed = _letters(rng, game, (rows, cols), alphabet)
    share = drawing.fitting_share(face.path, share, [t for row in letters for t in row])
    look = _look(rng, cells, colours, face.path, share)
    layout = Layout(rng, look, letters)
    pitch = layout.pitch_for(SIZES[size], pitch_draw)
    page_colours = _page(rng, page, look)
    page_ink = (20, 20, 20) if drawing.luminance(page_colours[0]) > 140 else (235, 235, 235)
    scene = Scene(look, pitch, LANGS[alphabet], letters, page_ink)
    pieces = chrome_pieces(rng, chrome, scene)
    if listed and word_list != "none":
        pieces.insert(0, list_piece(rng, listed, scene, word_list))
    image, drawn = layout.compose(SIZES[size], pitch, pieces, page_colours)
    board_marks = _marks(rng, marks, letters, look)
    drawing.draw_grid(image, look, letters, layout.board_at, pitch, board_marks)
    if blur:
        image = image.filter(ImageFilter.GaussianBlur(blur))
    encoded = io.BytesIO()
    if jpeg:
        image.save(encoded, "JPEG", quality=jpeg)
    else:
        image.save(encoded, "PNG", compress_level=1)
    word_list = word_list if word_list in drawn or word_list == "-" else "none"
    factors = Factors(game, rows, cols, alphabet, cells, colours, page, face, share, size,
                      image.size, pitch, jpeg, blur, frozenset(drawn) & frozenset(CHROME),
                      marks, word_list)
    return FactorScreen(factors, tuple(tuple(row) for row in letters), encoded.getvalue(),
                        listed if word_list not in ("none", "-") else ())


def _shape(rng: random.Random, game: str) -> tuple[int, int]:
    if game == "word search":
        rows = rng.randint(10, 20)
        return rows, rows if rng.random() < 0.5 else rng.randint(10, 20)
    side = 4 if game == "boggle 4x4" else 5
    return side, side


def _face(rng: random.Random, alphabet: str, held_out: bool) -> Face:
    usable = [face for face in faces(held_out) if alphabet == "latin" or face.cyrillic]
    face_class = rng.choice([c for c in CLASSES if any(f.face_class == c for f in usable)])
    of_class = [face for face in usable if face.face_class == face_class]
    unseen = [face for face in of_class if face.held_out]
    if unseen and rng.random() < HELD_OUT_CHANCE:
        of_class = unseen
    else:
        of_class = [face for face in of_class if not face.held_out] or of_class
    group = rng.choice(sorted({face.group for face in of_class}))
    return rng.choice([face for face in of_class if face.group == group])


def _letters(rng: random.Random, game: str, shape: tuple[int, int],
             alphabet: str) -> tuple[list[list[str]], tuple[str, ...]]:
    """The board's texts ("QU" for a Latin Q on a Boggle board) and a word search's words."""
    rows, cols = shape
    lang = LANGS[alphabet]
    if game == "word search":
        words = rng.sample(LIST_WORDS[lang], rng.randint(6, 14))
        puzzle = generate(words, height=rows, width=cols, seed=rng.randrange(1 << 30), lang=lang)
        return [list(row) for row in puzzle.rows], tuple(p.word.upper() for p in puzzle.words)
    frequencies = LETTER_FREQUENCIES[alphabet]
    letters, weights = list(frequencies), [math.sqrt(f) for f in frequencies.values()]
    if game.startswith("boggle"):
        board = [rng.choices(letters, weights, k=cols) for _ in range(rows)]
        return [[("QU" if t == "Q" else t) for t in row] for row in board], ()
    board = [[""] * cols for _ in range(rows)]
    middle = rows // 2
    board[middle] = list(rng.choice([w for w in WORDS[lang] if len(w) == cols]))
    for _ in range(rng.randint(1, 4)):     # a few moves played, next to the word
        board[middle + rng.choice((-1, 1))][rng.randrange(cols)] = rng.choices(letters, weights)[0]
    return board, ()


def _look(rng: random.Random, cells: str, colours: str, font: Path, share: float) -> Look:
    if colours == "light on saturated":
        fill, ink = drawing.saturated(rng), drawing.pale(rng)
        line = drawing.shade(drawing.saturated(rng), rng.choice((0.6, 1.4)))
    else:
        fill = drawing.pale(rng)
        ink = rng.choice(((20, 20, 20), drawing.shade(drawing.saturated(rng), 0.45)))
        line = drawing.shade(drawing.saturated(rng), rng.uniform(0.6, 1.1))
    return Look(cells, fill, ink, line, font, share, rng.uniform(0.05, 0.18),
                rng.uniform(0.08, 0.3), rng.uniform(0.05, 0.14), rng.uniform(0.02, 0.07))


def _page(rng: random.Random, page: str, look: Look) -> tuple[drawing.RGB, drawing.RGB]:
    """The page's top and bottom colours: without cells it is the fill under the letters."""
    if look.cells == "none":
        top = look.fill
    elif drawing.luminance(look.fill) > 160:
        top = rng.choice((drawing.shade(drawing.saturated(rng), 0.5), drawing.pale(rng)))
    else:
        top = rng.choice((drawing.pale(rng), drawing.shade(look.fill, 0.35),
                          drawing.saturated(rng)))
    if page == "plain":
        return top, top
    bottom = drawing.shade(top, rng.uniform(0.8, 0.9)) if drawing.luminance(top) > 128 else \
        drawing.shade(top, rng.uniform(1.15, 1.35))
    return top, bottom


def _marks(rng: random.Random, marks: frozenset[str], letters: list[list[str]],
           look: Look) -> Marks:
    rows, cols = len(letters), len(letters[0])
    filled = [(r, c) for r in range(rows) for c in range(cols) if letters[r][c]]
    selected = frozenset(_walk(rng, filled, rng.randint(2, 6))) if "selected" in marks else \
        frozenset()
    fill = drawing.saturated(rng) if drawing.luminance(look.fill) > 160 else drawing.pale(rng)
    ink = (250, 250, 250) if drawing.luminance(fill) < 140 else (25, 25, 25)
    path = tuple(_walk(rng, filled, rng.randint(3, 7))) if "path" in marks else ()
    colour = (*drawing.saturated(rng), rng.randint(110, 220))
    values = {cell: rng.choice((1, 1, 2, 2, 3, 4, 5, 8, 10)) for cell in filled} \
        if "values" in marks else None
    corner = rng.choice(("top right", "top left", "bottom right"))
    return Marks(selected, fill, ink, path, colour, rng.uniform(0.07, 0.22), values, corner)


def _walk(rng: random.Random, cells: list[tuple[int, int]], steps: int) -> list[tuple[int, int]]:
    """Neighbouring cells in a row, as a traced word is."""
    walk = [rng.choice(cells)]
    for _ in range(steps - 1):
        r, c = walk[-1]
        nearby = [cell for cell in cells if cell not in walk
                  and max(abs(cell[0] - r), abs(cell[1] - c)) == 1]
        if not nearby:
            break
        walk.append(rng.choice(nearby))
    return walk

