"""How much a glyph looks like a letter, judged against the letter drawn in the shipped fonts.

A die on its side reads as some letter at more than one turn (an L upside down is a T to
Tesseract, a C on its side a U), and Tesseract is as sure of the wrong turn as of the right one.
Drawn letters settle it: the letter each turn reads as is rendered (Pillow) in a few bold fonts
shipped with the project (resources/fonts, never the machine's own fonts: the reader reads the
same on every computer), and compared with the glyph cut at that turn. Glossary: a *template* is a
letter rendered, cut to its ink, stretched over a `SIDE`-pixel square (fonts differ in width
more than in shape: a condensed face's letters would all lose to a narrow one's) and blurred a
little, so that strokes a pixel or two apart still overlap; the glyph is brought to the same
form. *Likeness* is their normalised correlation (1 for the same picture, about 0 for unrelated
ones), the best over the fonts.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from desktop_solver import paths

log = logging.getLogger(__name__)

SIDE = 32          # pixels of the square templates and glyphs are compared in
BLUR = 1.2         # sigma in pixels: strokes this far apart still count as overlapping
RENDER_SIZE = 96   # pixels: the font size letters are rendered at before fitting
# Bold faces, as dice and game tiles print letters, shipped in resources/fonts; each more font
# costs a comparison per reading.
FONT_FILES = (
    "DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSerif-Bold.ttf",
    "DejaVuSansMono-Bold.ttf",
)
MAX_FONTS = 4
# A glyph is at least this like the letter it resembles drawn in some shipped font; a glyph like
# no letter this much is in a face unlike them all (thin strokes against bold templates), on
# which the templates have no opinion.
RESEMBLES = 0.6

# Faces game boards print their letters in, regular and bold, shipped in resources/fonts: a
# crossed tile's letters are drawn in the one the board's letters match (checks/drawn_letters.py).
# Liberation Sans, Arial's metrics and near its shapes, earned its place on screens drawn in a
# face none of these is (Nimbus Sans, Helvetica's clone; seeds 8101..8300, 5 a family): 143 ->
# 145 boards exact of 150, none lost there, on Carlito's or on DejaVu's screens, or the corpus.
BOARD_FONT_FILES = (
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf",
    "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSansMono-Bold.ttf",
    "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf",
)
MAX_BOARD_FONTS = 8


@lru_cache(maxsize=8)
def shipped_fonts(files: tuple[str, ...] | None = None,
                  most: int = MAX_FONTS) -> tuple[Path, ...]:
    """The shipped font `files` (FONT_FILES, as it is when called) there are, in that order, at
    most `most`: only ever from paths.fonts_dir(), whatever the machine has installed."""
    files = FONT_FILES if files is None else files
    folder = paths.fonts_dir()
    fonts = tuple(folder / name for name in files if (folder / name).is_file())[:most]
    if not fonts:
        log.warning("no font of %s in %s: letters judged by Tesseract alone", files, folder)
    return fonts


def likenesses(mask: Image.Image, texts: tuple[str, ...],
               fonts: tuple[Path, ...] | None = None) -> dict[str, float]:
    """How much `mask` looks like each of `texts` upright, each the best over `fonts` (the
    shipped ones by default); empty without fonts or ink."""
    fonts = shipped_fonts() if fonts is None else fonts
    glyph = _fitted(_ink(mask)) if fonts else None
    if glyph is None:
        return {}
    owners, templates = _template_matrix(texts, tuple(str(font) for font in fonts))
    if not owners:
        return {}
    found: dict[str, float] = {}
    for text, score in zip(owners, templates @ glyph.reshape(-1)):
        found[text] = max(found.get(text, -1.0), float(score))
    return found


def drawn_proportions(text: str, fonts: tuple[Path, ...] | None = None
                      ) -> tuple[float, float] | None:
    """The narrowest and the widest `text`'s ink is drawn in `fonts` (the shipped ones by
    default), as its width over its height; None without fonts. The templates are stretched
    square, so they cannot tell a letter from its neighbour on its side (N and Z a quarter
    turned): its proportions can."""
    fonts = shipped_fonts() if fonts is None else fonts
    return _proportions(text, tuple(str(font) for font in fonts))


@lru_cache(maxsize=256)
def _proportions(text: str, fonts: tuple[str, ...]) -> tuple[float, float] | None:
    found = [drawn[0].shape[1] / drawn[0].shape[0] for font in fonts
             if (drawn := _rendered(_shown(text), font)) is not None]
    return (min(found), max(found)) if found else None


@lru_cache(maxsize=16)
def _template_matrix(texts: tuple[str, ...],
                     fonts: tuple[str, ...]) -> tuple[tuple[str, ...], np.ndarray]:
    """Every text's templates in every font as the rows of one matrix, and the text of each row:
    a glyph is compared with a whole alphabet in one product."""
    pairs = [(text, template) for text in texts for font in fonts
             if (template := _template(_shown(text), font)) is not None]
    if not pairs:
        return (), np.zeros((0, SIDE * SIDE), dtype=np.float32)
    return (tuple(text for text, _ in pairs),
            np.stack([template.reshape(-1) for _, template in pairs]))


def likeness_any_turn(mask: Image.Image, texts: str | tuple[str, ...],
                      fonts: tuple[Path, ...] | None = None) -> float | None:
    """How much `mask` looks like the likest of `texts` (letters), upright or turned by any
    quarter; None without fonts."""
    fonts = shipped_fonts() if fonts is None else fonts
    ink = _ink(mask)
    glyphs = [glyph for quarter in range(4)
              if (glyph := _fitted(np.ascontiguousarray(np.rot90(ink, quarter)))) is not None]
    owners, templates = _template_matrix(tuple(texts), tuple(str(font) for font in fonts))
    if not owners or not glyphs:
        return None
    return float((np.stack(glyphs).reshape(len(glyphs), -1) @ templates.T).max())


@lru_cache(maxsize=4096)
def drawn_letter(text: str, font_path: str, height: int,
                 caps: bool = False) -> tuple[np.ndarray, int, int] | None:
    """`text`'s ink (True) drawn in the font, cut to the ink's extent, with the pixels from the
    capitals' top down to the ink's top (negative for Й, whose breve stands above), and the
    pixels its ink's middle stands right of its advance's (J's hook pulls it left: a tile that
    centres the text by its advance shows it off the middle); scaled so the ink is `height`
    pixels high, or with `caps` so the font's capitals are. None where the font cannot draw it."""
    drawn, capitals = _rendered(_shown(text), font_path), _rendered("H", font_path)
    if drawn is None or capitals is None or height < 4:
        return None
    ink, top, lean = drawn
    factor = height / (capitals[0].shape[0] if caps else ink.shape[0])
    size = (max(1, round(ink.shape[1] * factor)), max(1, round(ink.shape[0] * factor)))
    return (cv2.resize(ink, size, interpolation=cv2.INTER_AREA) > 127,
            round((top - capitals[1]) * factor), round((lean - capitals[2]) * factor))


def descent(font_path: str) -> float:
    """How far below its capitals the font's letters may reach (its descent), as a share of
    the capitals' height; 0 where it cannot draw them."""
    font, capitals = _font(font_path), _rendered("H", font_path)
    if font is None or capitals is None:
        return 0.0
    return font.getmetrics()[1] / capitals[0].shape[0]


@lru_cache(maxsize=1024)
def _rendered(text: str, font_path: str) -> tuple[np.ndarray, int, float] | None:
    """`text` drawn, cut to its ink, the ink's top on the canvas (every text is drawn from
    the same origin, so tops compare) and how far its ink's middle stands right of its
    advance's."""
    canvas = _canvas(text, font_path)
    font = _font(font_path)
    if canvas is None or font is None:
        return None
    rows, cols = np.nonzero(canvas > 127)
    if rows.size == 0:
        return None
    middle = (int(cols.min()) + int(cols.max()) + 1) / 2
    return (canvas[rows.min():rows.max() + 1, cols.min():cols.max() + 1], int(rows.min()),
            middle - (RENDER_SIZE // 2 + font.getlength(text) / 2))


def _canvas(text: str, font_path: str) -> np.ndarray | None:
    font = _font(font_path)
    if font is None:
        return None
    canvas = Image.new("L", (RENDER_SIZE * (len(text) + 1), RENDER_SIZE * 2), 0)
    ImageDraw.Draw(canvas).text((RENDER_SIZE // 2, RENDER_SIZE // 2), text, fill=255, font=font)
    return np.asarray(canvas, dtype=np.float32)


def _ink(mask: Image.Image) -> np.ndarray:
    return 255 - np.asarray(mask.convert("L"), dtype=np.float32)


def _shown(text: str) -> str:
    """The text as a die prints it: Qu with a small u."""
    return "Qu" if text.upper() == "QU" else text


@lru_cache(maxsize=2048)
def _template(text: str, font_path: str) -> np.ndarray | None:
    canvas = _canvas(text, font_path)
    return None if canvas is None else _fitted(canvas)


@lru_cache(maxsize=MAX_FONTS + MAX_BOARD_FONTS)
def _font(font_path: str) -> ImageFont.FreeTypeFont | None:
    """The font loaded once: a whole alphabet is drawn from it."""
    try:
        return ImageFont.truetype(font_path, RENDER_SIZE)
    except OSError:
        return None


def _fitted(ink: np.ndarray) -> np.ndarray | None:
    """Ink (high values) cut to its extent, stretched over a SIDE square less a pixel's border,
    blurred and centred on zero mean, of unit norm; None for a blank picture."""
    rows, cols = np.nonzero(ink > 127)
    if rows.size == 0:
        return None
    ink = ink[rows.min():rows.max() + 1, cols.min():cols.max() + 1]
    square = np.zeros((SIDE, SIDE), dtype=np.float32)
    square[1:-1, 1:-1] = cv2.resize(ink, (SIDE - 2, SIDE - 2), interpolation=cv2.INTER_AREA)
    blurred = cv2.GaussianBlur(square, (0, 0), BLUR)
    centred = blurred - blurred.mean()
    norm = float(np.linalg.norm(centred))
    return centred / norm if norm else None
