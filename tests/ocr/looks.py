"""Looks of boards the reader was never described, drawn with Pillow at test time (issue 28).

Each `Look` is a picture, the letters a person sees on it (row by row, '' for an empty cell) and
the game a user would name. They reproduce what real pictures of other apps showed: a board
found by its cells among chrome, a printed word search in a thin face, rectangular grids, drop
shadows, a second smaller copy of the grid, a thick frame, big letters, small pitch.
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
# A thin serif monospaced face like a printed puzzle's (a training face; not on CI).
THIN_MONO = (Path("/usr/share/fonts/truetype/freefont/FreeMono.ttf"),
             Path("/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf"))
LATIN = "ABCDEFGHIJKLMNOPRSTUVWY"
CYRILLIC = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯ"


@dataclass(frozen=True)
class Look:
    name: str
    picture: Image.Image
    rows: tuple[tuple[str, ...], ...]
    game: str | None


def face(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(DEJAVU / name), size)


def thin_mono() -> Path | None:
    return next((path for path in THIN_MONO if path.exists()), None)


def _letters(rows: int, cols: int, alphabet: str, seed: int) -> list[list[str]]:
    pick = random.Random(seed)
    return [[pick.choice(alphabet) for _ in range(cols)] for _ in range(rows)]


def _centred(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], text: str,
             font: ImageFont.FreeTypeFont, fill: tuple[int, ...]) -> None:
    draw.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, font=font, fill=fill,
              anchor="mm")


def _jpeg(picture: Image.Image, quality: int = 85) -> Image.Image:
    out = io.BytesIO()
    picture.convert("RGB").save(out, "JPEG", quality=quality)
    return Image.open(io.BytesIO(out.getvalue())).convert("RGB")


def balda_phone(letters: dict[tuple[int, int], str], line: int = 3, scale: float = 1.0) -> Look:
    """An Android Balda board: white letters on orange cells parted by red lines `2 * line`
    wide, a score header above and a toast below, on a 720 x 1280 screen (times `scale`)."""
    size, cell = 5, 120
    picture = Image.new("RGB", (720, 1280), (250, 246, 238))
    draw = ImageDraw.Draw(picture)
    draw.rectangle((0, 0, 720, 150), fill=(60, 60, 70))
    draw.text((30, 40), "Игрок 1: 12", font=face("DejaVuSans-Bold.ttf", 40), fill=(255, 255, 255))
    draw.text((430, 40), "Игрок 2: 9", font=face("DejaVuSans-Bold.ttf", 40),
              fill=(255, 255, 255))
    left, top = (720 - size * cell) // 2, 300
    draw.rectangle((left - line, top - line, left + size * cell + line, top + size * cell + line),
                   fill=(200, 30, 30))
    font = face("DejaVuSans-Bold.ttf", 70)
    for r in range(size):
        for c in range(size):
            box = (left + c * cell + line, top + r * cell + line,
                   left + (c + 1) * cell - line, top + (r + 1) * cell - line)
            draw.rectangle(box, fill=(245, 140, 30))
            if (r, c) in letters:
                _centred(draw, box, letters[(r, c)], font, (255, 255, 255))
    draw.rounded_rectangle((110, 1050, 610, 1130), radius=40, fill=(80, 80, 80))
    _centred(draw, (110, 1050, 610, 1130), "Ход второго игрока", face("DejaVuSans.ttf", 34),
             (255, 255, 255))
    rows = tuple(tuple(letters.get((r, c), "") for c in range(size)) for r in range(size))
    if scale != 1:
        picture = picture.resize((round(720 * scale), round(1280 * scale)),
                                 Image.Resampling.LANCZOS)
    return Look(f"balda phone {len(letters)} letters", picture, rows, "balda")


def balda_start(line: int = 3, scale: float = 1.0) -> Look:
    return balda_phone({(2, c): letter for c, letter in enumerate("БАЛДА")}, line, scale)


def balda_fourteen(line: int = 3, scale: float = 1.0) -> Look:
    letters = {(2, c): letter for c, letter in enumerate("БАЛДА")}
    more = [(1, 1, "О"), (1, 2, "К"), (3, 0, "Р"), (3, 3, "Е"), (3, 4, "Н"), (0, 2, "Т"),
            (4, 0, "С"), (1, 4, "Я"), (4, 3, "М")]
    letters |= {(r, c): letter for r, c, letter in more}
    return balda_phone(letters, line, scale)


def balda_lopsided(line: int = 3, scale: float = 1.0) -> Look:
    """Fourteen letters on a 5x5 Balda board whose top row is empty and whose last column holds
    only the last letter of БАЛДА."""
    letters = {(2, c): letter for c, letter in enumerate("БАЛДА")}
    more = [(1, 1, "О"), (1, 2, "К"), (3, 0, "Р"), (3, 3, "Е"), (1, 0, "Т"), (4, 0, "С"),
            (4, 1, "Я"), (4, 3, "М"), (3, 1, "У")]
    letters |= {(r, c): letter for r, c, letter in more}
    return replace(balda_phone(letters, line, scale), name="balda phone, top row empty")


def printed_word_search(rows: int = 15, cols: int = 15, seed: int = 7, across: float = 1.0,
                        share: float = 0.45) -> Look | None:
    """A clean printed word search in a thin serif monospaced face, widely spaced (`across`
    times as far apart across as down; letters `share` of the pitch down), on a 1646 x 2012
    JPEG page with a title and a list of words under it."""
    path = thin_mono()
    if path is None:
        return None
    grid = _letters(rows, cols, LATIN, seed)
    picture = Image.new("RGB", (1646, 2012), (255, 255, 255))
    draw = ImageDraw.Draw(picture)
    draw.text((823, 120), "ANIMALS", font=ImageFont.truetype(str(path), 90), fill=(0, 0, 0),
              anchor="mm")
    pitch = min(1300 / rows, 1400 / (cols * across))
    font = ImageFont.truetype(str(path), round(share * pitch / 0.6))
    left, top = (1646 - cols * pitch * across) / 2, 260
    for r, line in enumerate(grid):
        for c, letter in enumerate(line):
            x, y = left + (c + 0.5) * pitch * across, top + (r + 0.5) * pitch
            draw.text((x, y), letter, font=font, fill=(0, 0, 0), anchor="mm")
    words = ["BEAR", "TIGER", "HORSE", "MOUSE", "SNAKE", "ZEBRA", "CAMEL", "OTTER"]
    small = ImageFont.truetype(str(path), 44)
    for i, word in enumerate(words):
        draw.text((200 + (i % 4) * 330, top + rows * pitch + 100 + (i // 4) * 70), word,
                  font=small, fill=(0, 0, 0))
    return Look(f"printed word search {rows}x{cols} across {across}", _jpeg(picture, 80),
                tuple(map(tuple, grid)), "wordsearch")


def word_search_grid(rows: int, cols: int, seed: int, pitch: int = 44,
                     font_name: str = "DejaVuSans-Bold.ttf") -> Look:
    """A rectangular word search on a screen: letters with no cells, a header above."""
    grid = _letters(rows, cols, LATIN, seed)
    margin = 3 * pitch
    picture = Image.new("RGB", (cols * pitch + 2 * margin, rows * pitch + 2 * margin + 80),
                        (252, 250, 240))
    draw = ImageDraw.Draw(picture)
    draw.text((margin, 30), "Find 10 words", font=face("DejaVuSans.ttf", 32), fill=(90, 90, 90))
    font = face(font_name, round(0.55 * pitch))
    for r, line in enumerate(grid):
        for c, letter in enumerate(line):
            _centred(draw, (margin + c * pitch, margin + 80 + r * pitch,
                            margin + (c + 1) * pitch, margin + 80 + (r + 1) * pitch),
                     letter, font, (20, 20, 40))
    return Look(f"word search {rows}x{cols} pitch {pitch}", picture, tuple(map(tuple, grid)),
                "wordsearch")


def tiles(grid: list[list[str]], *, tile: int = 110, gap: int = 14, share: float = 0.5,
          shadow: int = 0, frame: int = 0, seed: int = 0) -> Image.Image:
    """Filled rounded tiles on a green page; letters `share` of the tile high, an offset drop
    shadow under each tile, a thick wooden frame `frame` px wide round the tray."""
    rows, cols = len(grid), len(grid[0])
    margin = 60 + frame
    width, height = cols * tile + (cols - 1) * gap, rows * tile + (rows - 1) * gap
    picture = Image.new("RGB", (width + 2 * margin, height + 2 * margin), (40, 92, 64))
    draw = ImageDraw.Draw(picture)
    if frame:
        draw.rounded_rectangle((margin - frame, margin - frame, margin + width + frame,
                                margin + height + frame), radius=frame // 2, fill=(120, 70, 30))
        draw.rectangle((margin - 12, margin - 12, margin + width + 12, margin + height + 12),
                       fill=(30, 30, 35))
    font = face("DejaVuSans-Bold.ttf", round(share * tile / 0.73))
    for r, line in enumerate(grid):
        for c, letter in enumerate(line):
            x, y = margin + c * (tile + gap), margin + r * (tile + gap)
            if not letter:
                continue      # a die out of the tray: its floor shows
            if shadow:
                draw.rounded_rectangle((x + shadow, y + shadow, x + tile + shadow,
                                        y + tile + shadow), radius=14, fill=(15, 35, 25))
            draw.rounded_rectangle((x, y, x + tile, y + tile), radius=14, fill=(240, 222, 180))
            _centred(draw, (x, y, x + tile, y + tile), letter, font, (30, 25, 20))
    return picture


def shadowed_five() -> Look:
    grid = _letters(5, 5, LATIN, 11)
    picture = tiles(grid, tile=90, gap=18, shadow=9)
    return Look("5x5 drop shadows", picture.filter(ImageFilter.GaussianBlur(0.6)),
                tuple(map(tuple, grid)), None)


def framed_tray() -> Look:
    grid = _letters(4, 4, LATIN, 12)
    return Look("4x4 in a thick frame", tiles(grid, frame=70), tuple(map(tuple, grid)), "boggle")


def big_letters() -> Look:
    grid = _letters(4, 4, LATIN, 13)
    return Look("letters 70% of the tile", tiles(grid, share=0.7), tuple(map(tuple, grid)), None)


def small_pitch() -> Look:
    grid = _letters(5, 5, CYRILLIC, 14)
    return Look("pitch 26 px", tiles(grid, tile=22, gap=4, share=0.55), tuple(map(tuple, grid)),
                None)


def phone_with_copy() -> Look:
    """A phone's 4x4 board with a second, smaller copy of the same grid beside it."""
    grid = _letters(4, 4, LATIN, 15)
    board = tiles(grid, tile=120, gap=14)
    copy = tiles(grid, tile=48, gap=6)
    picture = Image.new("RGB", (board.width + copy.width + 120, board.height + 200),
                        (230, 230, 235))
    picture.paste(board, (40, 120))
    picture.paste(copy, (board.width + 80, 160))
    ImageDraw.Draw(picture).text((40, 30), "Word Hunt  00:42", font=face("DejaVuSans.ttf", 40),
                                 fill=(30, 30, 30))
    return Look("4x4 with a smaller copy beside it", picture, tuple(map(tuple, grid)),
                "wordhunt")


def lined_word_search(rows: int, cols: int, seed: int, pitch: int = 40) -> Look:
    """A rectangular word search of square cells touching, thin grey lines between them."""
    grid = _letters(rows, cols, LATIN, seed)
    margin = 2 * pitch
    picture = Image.new("RGB", (cols * pitch + 2 * margin, rows * pitch + 2 * margin),
                        (255, 255, 255))
    draw = ImageDraw.Draw(picture)
    for i in range(rows + 1):
        draw.line((margin, margin + i * pitch, margin + cols * pitch, margin + i * pitch),
                  fill=(150, 150, 170), width=1)
    for i in range(cols + 1):
        draw.line((margin + i * pitch, margin, margin + i * pitch, margin + rows * pitch),
                  fill=(150, 150, 170), width=1)
    font = face("DejaVuSans.ttf", round(0.6 * pitch))
    for r, line in enumerate(grid):
        for c, letter in enumerate(line):
            _centred(draw, (margin + c * pitch, margin + r * pitch, margin + (c + 1) * pitch,
                            margin + (r + 1) * pitch), letter, font, (0, 0, 0))
    return Look(f"lined word search {rows}x{cols} pitch {pitch}", picture,
                tuple(map(tuple, grid)), "wordsearch")


def letter_shadows(size: int = 5, seed: int = 16) -> Look:
    """Light letters on saturated tiles, each letter and tile with an offset dark shadow."""
    grid = _letters(size, size, LATIN, seed)
    tile, gap, margin = 100, 16, 50
    side = size * tile + (size - 1) * gap + 2 * margin
    picture = Image.new("RGB", (side, side), (30, 110, 200))
    draw = ImageDraw.Draw(picture)
    font = face("DejaVuSans-Bold.ttf", 62)
    for r, line in enumerate(grid):
        for c, letter in enumerate(line):
            x, y = margin + c * (tile + gap), margin + r * (tile + gap)
            draw.rounded_rectangle((x + 8, y + 10, x + tile + 8, y + tile + 10), radius=18,
                                   fill=(10, 40, 90))
            draw.rounded_rectangle((x, y, x + tile, y + tile), radius=18, fill=(240, 120, 40))
            box = (x, y, x + tile, y + tile)
            _centred(draw, (box[0] + 5, box[1] + 5, box[2] + 5, box[3] + 5), letter, font,
                     (110, 40, 10))
            _centred(draw, box, letter, font, (255, 255, 255))
    return Look("5x5 letter and tile shadows", picture, tuple(map(tuple, grid)), None)


def phone_with_plain_copy() -> Look:
    """A phone's 4x4 board, and beside it a solver's window showing the same letters smaller
    with no tiles."""
    grid = _letters(4, 4, LATIN, 17)
    board = tiles(grid, tile=120, gap=14)
    picture = Image.new("RGB", (board.width + 420, board.height + 200), (230, 230, 235))
    picture.paste(board, (40, 120))
    draw = ImageDraw.Draw(picture)
    left = board.width + 90
    draw.rectangle((left - 20, 140, left + 320, 560), fill=(255, 255, 255))
    draw.text((left, 150), "Solver", font=face("DejaVuSans.ttf", 30), fill=(30, 30, 30))
    font = face("DejaVuSans-Bold.ttf", 44)
    for r, line in enumerate(grid):
        for c, letter in enumerate(line):
            _centred(draw, (left + c * 70, 220 + r * 70, left + (c + 1) * 70, 220 + (r + 1) * 70),
                     letter, font, (20, 20, 20))
    return Look("4x4 with a plain copy beside it", picture, tuple(map(tuple, grid)), None)


def smaller(look: Look | None, factor: float) -> Look | None:
    """The same look at `factor` of its size (a crop sent on, a page scanned at a lower dpi)."""
    if look is None:
        return None
    size = (round(look.picture.width * factor), round(look.picture.height * factor))
    return Look(f"{look.name} at {factor}", look.picture.resize(size, Image.Resampling.LANCZOS),
                look.rows, look.game)


def cropped(look: Look, box: tuple[int, int, int, int]) -> Look:
    """The look cropped to `box` (a user's crop of the board alone)."""
    return replace(look, name=f"{look.name} cropped", picture=look.picture.crop(box))


def on_desktop(look: Look | None, size: tuple[int, int] = (2560, 1440)) -> Look | None:
    """The look in a window on a large desktop: the board a small part of the picture."""
    if look is None:
        return None
    picture = Image.new("RGB", size, (48, 52, 60))
    draw = ImageDraw.Draw(picture)
    draw.rectangle((0, 0, size[0], 40), fill=(30, 30, 34))
    draw.text((20, 6), "Files   Edit   View   Help", font=face("DejaVuSans.ttf", 22),
              fill=(220, 220, 220))
    picture.paste(look.picture, (size[0] // 3, 120))
    return replace(look, name=f"{look.name} on a {size[0]}x{size[1]} desktop", picture=picture)


def unnamed(look: Look) -> Look:
    """The look read with no game named (the reader's default)."""
    return replace(look, name=f"{look.name}, no game named", game=None)


def die_missing() -> Look:
    """A 4x4 tray with one die out of it, in the last column."""
    grid = _letters(4, 4, LATIN, 18)
    grid[1][3] = ""
    return Look("4x4 with a die missing", tiles(grid, frame=50), tuple(map(tuple, grid)),
                "boggle")


def balda_hint() -> Look:
    """A tutorial Balda board: a hint bubble over the lower part of the board's frame and the
    toast, pointing at the board."""
    look = balda_start()
    picture = look.picture.copy()
    draw = ImageDraw.Draw(picture)
    draw.rounded_rectangle((20, 880, 700, 1060), radius=30, fill=(255, 255, 255),
                           outline=(40, 40, 40), width=3)
    draw.polygon([(330, 880), (390, 880), (360, 850)], fill=(255, 255, 255))
    draw.text((50, 910), "Поставьте букву в любую", font=face("DejaVuSans.ttf", 38),
              fill=(30, 30, 30))
    draw.text((50, 970), "пустую клетку", font=face("DejaVuSans.ttf", 38), fill=(30, 30, 30))
    return replace(look, name="balda under a hint bubble", picture=picture)


LOOKS: tuple[Callable[[], Look | None], ...] = (
    balda_start, balda_fourteen, balda_lopsided, lambda: unnamed(balda_start()),
    lambda: unnamed(balda_lopsided(line=1, scale=1.5)),
    lambda: cropped(unnamed(balda_lopsided()), (50, 290, 670, 910)),
    lambda: smaller(cropped(balda_lopsided(), (50, 290, 670, 910)), 0.45),
    printed_word_search,
    lambda: printed_word_search(across=1.5), lambda: smaller(printed_word_search(across=1.5), 0.5),
    lambda: printed_word_search(12, 16, 8, across=1.4, share=0.3),
    lambda: word_search_grid(12, 16, 21), lambda: word_search_grid(10, 14, 22),
    shadowed_five, phone_with_copy, framed_tray, big_letters, small_pitch,
    lambda: word_search_grid(14, 14, 23, pitch=24),
    lambda: lined_word_search(12, 16, 24), lambda: lined_word_search(10, 14, 25, pitch=26),
    letter_shadows, phone_with_plain_copy, lambda: balda_start(line=1, scale=1.5),
    die_missing, balda_hint,
    lambda: on_desktop(word_search_grid(16, 16, 41, pitch=24)),
    lambda: on_desktop(word_search_grid(12, 16, 42, pitch=20), (3840, 2160)),
    lambda: on_desktop(word_search_grid(12, 16, 42, pitch=40), (3840, 2160)),
    lambda: on_desktop(framed_tray(), (3840, 2160)),
)


def looks() -> list[Look]:
    return [look for make in LOOKS if (look := make()) is not None]
