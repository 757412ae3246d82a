"""Generated screenshots of letter boards, in styles the real corpus lacks, with their truth.

`make_screen(seed, family)` draws one screen with Pillow and returns it with the board's rows (as
`ocr --json` gives them: one text per tile, "" for an empty Balda cell). Every choice comes from
`random.Random(seed)`, so a seed always draws the same picture. The families:

- `light`, `dark`: plain boards in a light or dark theme, rounded or square tiles, filled or
  outlined, 3x3 to 7x7, Latin or Cyrillic, several fonts, beside a text panel;
- `balda`: a 5x5 (or 6x6, 7x7) Balda board with one word in the middle row and a few letters
  around it, most cells empty, and an alphabet keyboard of cells beside or under it;
- `selected`: some tiles of the traced word drawn in another colour (white letters on blue);
- `marks`: point values in the tiles' corners and bonus badges (DW, TL, x2), and a path of
  arrows drawn across tiles;
- `crop`: the board cropped through its edge tiles (most of each still shows) or with no margin;
- `busy`: a board inside a desktop with terminals and word lists around it;
- `wordsearch`: a grid of single letters with grid lines, 8x8 to 20x20, and a word list beside;
- `scaled`: any of the plain looks at 0.5x to 3x, saved as JPEG, slightly blurred;
- `wordlist`: a word search of real words with its list beside or under it, under a title;
- `dice`: a photo of a Boggle dice tray (dicephoto.py);
- `fourpics`: a 4 Pics 1 Word screen, its letter bank read with the game hint `anagram`
  (fourpics.py).

Tune the reader on one range of seeds and report on another (benchmarks/ocr_synthetic.py).
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from desktop_solver.core.wordsearch_generate import generate

FAMILIES = ("light", "dark", "balda", "selected", "marks", "crop", "busy", "wordsearch",
            "scaled", "wordlist", "dice", "fourpics")
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/TTF"),
             Path("/usr/share/fonts/dejavu"))
# Debian's fonts-dejavu-core (which ./scripts/test installs): the same fonts on every machine,
# so a seed draws the same picture everywhere.
FONT_FILES = ("DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "DejaVuSerif-Bold.ttf",
              "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf")
LATIN = "ABCDEFGHIJKLMNOPRSTUWY"      # letters of typical boards (no Q: it is a QU tile)
CYRILLIC = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЫЭЮЯ"
RUSSIAN_KEYBOARD = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
# Words of the lists of generated word searches (themes as printable puzzles have them).
LIST_WORDS = {
    "en": ("APPLE", "BANANA", "CHERRY", "GRAPE", "LEMON", "MANGO", "PEACH", "PEAR", "PLUM",
           "CARROT", "POTATO", "TOMATO", "ONION", "PEPPER", "GARDEN", "FLOWER", "SUMMER",
           "WINTER", "AUTUMN", "SPRING", "BEACH", "OCEAN", "RIVER", "FOREST", "MOUNTAIN",
           "ISLAND", "PLANET", "ROCKET", "SCHOOL", "PENCIL", "TEACHER", "LIBRARY", "CASTLE",
           "DRAGON", "KNIGHT", "HORSE", "TIGER", "RABBIT", "TURTLE", "PARROT"),
    "ru": ("ЯБЛОКО", "ГРУША", "СЛИВА", "ВИШНЯ", "ЛИМОН", "АРБУЗ", "МОРКОВЬ", "КАРТОФЕЛЬ",
           "ТОМАТ", "ЛУКОВИЦА", "ПЕРЕЦ", "САДОВНИК", "ЦВЕТОК", "ЛЕТО", "ЗИМА", "ОСЕНЬ", "ВЕСНА",
           "ПЛЯЖ", "ОКЕАН", "РЕКА", "ЛЕСНИК", "ГОРА", "ОСТРОВ", "ПЛАНЕТА", "РАКЕТА", "ШКОЛА",
           "КАРАНДАШ", "УЧИТЕЛЬ", "ЗАМОК", "ДРАКОН", "РЫЦАРЬ", "ЛОШАДЬ", "ТИГР", "КРОЛИК",
           "ЧЕРЕПАХА", "ПОПУГАЙ", "ЗВЕЗДА", "МЕДВЕДЬ", "ВОЛШЕБНИК", "КОРАБЛЬ"),
}
TITLES = {"en": ("WORD LIST", "Find these words:", "Words", "FRUIT & NATURE"),
          "ru": ("СЛОВА", "Найдите слова:", "Список слов", "ПРИРОДА")}
WORDS = {"en": ("HOUSE", "TRAIN", "PLANT", "STONE", "CLOUD", "BREAD"),
         "ru": ("БАЛДА", "ДОМИК", "ЛАМПА", "СОСНА", "ТРАВА", "КНИГА", "ПОЛКА")}


@dataclass(frozen=True)
class Screen:
    image: Image.Image
    rows: tuple[tuple[str, ...], ...]   # the truth, a text per tile ("" for an empty cell)
    family: str
    lang: str
    game: str                            # the reader's game hint a user would give
    listed: tuple[str, ...] = ()         # a word search's list beside the grid, as printed

    def png(self) -> bytes:
        out = io.BytesIO()
        self.image.save(out, "PNG")
        return out.getvalue()


def fonts() -> list[Path]:
    """Every font of FONT_FILES, in that order; FileNotFoundError names a missing one."""
    found = []
    for name in FONT_FILES:
        path = next((folder / name for folder in FONT_DIRS if (folder / name).is_file()), None)
        if path is None:
            raise FileNotFoundError(f"font {name} not found (Debian: fonts-dejavu-core)")
        found.append(path)
    return found


@dataclass(frozen=True)
class Theme:
    background: tuple[int, int, int]
    tile: tuple[int, int, int]
    ink: tuple[int, int, int]
    outline: tuple[int, int, int] | None
    panel_ink: tuple[int, int, int]


def theme(rng: random.Random, dark: bool) -> Theme:
    if dark:
        background = tuple(rng.randint(10, 60) for _ in range(3))
        tile = rng.choice([(70, 70, 80), (40, 90, 160), (200, 200, 190), (230, 180, 60)])
        ink = (20, 20, 20) if sum(tile) > 450 else (245, 245, 245)
        return Theme(background, tile, ink, None, (200, 200, 200))  # type: ignore[arg-type]
    background = tuple(rng.randint(215, 255) for _ in range(3))
    tile = rng.choice([(255, 255, 255), (250, 240, 210), (235, 235, 235), (255, 250, 240)])
    outline = rng.choice([(180, 180, 180), (120, 120, 120), None])
    if outline is None and abs(sum(tile) - sum(background)) < 45:
        # Games always show their cells: a tile as pale as the page gets an outline.
        outline = (170, 170, 170)
    return Theme(background, tile, (25, 25, 25), outline, (60, 60, 60))  # type: ignore[arg-type]


def random_letters(rng: random.Random, lang: str, count: int) -> list[str]:
    alphabet = CYRILLIC if lang == "ru" else LATIN
    return [rng.choice(alphabet) for _ in range(count)]


def draw_text_panel(draw: ImageDraw.ImageDraw, rng: random.Random, box: tuple[int, int, int, int],
                    font_path: Path, colour: tuple[int, int, int], lang: str) -> None:
    """Lines of ordinary text (a word list, a terminal): letters that are not a board."""
    left, top, right, bottom = box
    size = rng.randint(11, 16)
    font = ImageFont.truetype(str(font_path), size)
    words = [w.lower() for w in WORDS[lang]] + ["score", "time", "words", "12", "found:", "ok"]
    y = top
    while y + size < bottom:
        line = " ".join(rng.choice(words) for _ in range(rng.randint(1, 6)))
        draw.text((left, y), line, fill=colour, font=font)
        y += round(size * 1.5)


def draw_board(image: Image.Image, rng: random.Random, rows: list[list[str]], origin: tuple[int, int],
               pitch: int, th: Theme, font_path: Path, *, rounded: bool, filled: bool,
               selected: set[tuple[int, int]] = frozenset(),  # type: ignore[assignment]
               values: dict[tuple[int, int], str] | None = None,
               badges: dict[tuple[int, int], str] | None = None) -> list[tuple[int, int]]:
    """Tiles with their letters; the centres of the tiles, row by row."""
    draw = ImageDraw.Draw(image)
    gap = max(2, round(pitch * rng.uniform(0.06, 0.16)))
    size = pitch - gap
    font = ImageFont.truetype(str(font_path), max(8, round(size * rng.uniform(0.5, 0.65))))
    small = ImageFont.truetype(str(font_path), max(6, round(size * 0.2)))
    centres = []
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            x0, y0 = origin[0] + c * pitch, origin[1] + r * pitch
            box = (x0, y0, x0 + size, y0 + size)
            fill = (40, 110, 220) if (r, c) in selected else (th.tile if filled else None)
            ink = (255, 255, 255) if (r, c) in selected else th.ink
            outline = th.outline or (tuple(max(0, v - 60) for v in th.tile) if not filled else None)
            if rounded:
                draw.rounded_rectangle(box, radius=size // 6, fill=fill, outline=outline,
                                       width=max(1, size // 40))
            else:
                draw.rectangle(box, fill=fill, outline=outline, width=max(1, size // 40))
            cx, cy = x0 + size / 2, y0 + size / 2
            centres.append((round(cx), round(cy)))
            if text:
                shown = text[0] + text[1:].lower() if len(text) > 1 else text
                draw.text((cx, cy), shown, fill=ink, font=font, anchor="mm")
            if values and (r, c) in values:
                draw.text((x0 + size * 0.8, y0 + size * 0.18), values[(r, c)], fill=ink,
                          font=small, anchor="mm")
            if badges and (r, c) in badges:
                draw.text((x0 + size * 0.2, y0 + size * 0.18), badges[(r, c)],
                          fill=(200, 40, 40), font=small, anchor="mm")
    return centres


def make_screen(seed: int, family: str) -> Screen:
    rng = random.Random(f"{family} {seed}")
    lang = rng.choice(("en", "ru"))
    font_path = rng.choice(fonts())
    if family == "balda":
        return _balda(rng, font_path)
    if family == "wordsearch":
        return _wordsearch(rng, font_path, lang)
    if family == "wordlist":
        return _word_list(rng, font_path, lang)
    if family == "dice":
        from benchmarks.dicephoto import dice_photo
        return dice_photo(rng)
    if family == "fourpics":
        from benchmarks.fourpics import fourpics_screen
        return fourpics_screen(rng, lang)
    dark = family == "dark" or (family not in ("light",) and rng.random() < 0.4)
    th = theme(rng, dark)
    n_rows = rng.randint(3, 7)
    n_cols = n_rows if rng.random() < 0.8 else rng.randint(3, 7)
    rows = [random_letters(rng, lang, n_cols) for _ in range(n_rows)]
    if lang == "en" and rng.random() < 0.3:
        rows[rng.randrange(n_rows)][rng.randrange(n_cols)] = "QU"
    pitch = rng.randint(48, 110)
    margin = rng.randint(20, 160)
    panel = rng.randint(0, 360) if family != "busy" else rng.randint(300, 600)
    width = margin * 2 + pitch * n_cols + panel
    height = margin * 2 + pitch * n_rows + rng.randint(0, 120)
    image = Image.new("RGB", (width, height), th.background)
    selected: set[tuple[int, int]] = set()
    values = badges = None
    if family == "selected":
        r, c = rng.randrange(n_rows), rng.randrange(n_cols)
        selected = {(r, c)}
        for _ in range(rng.randint(2, 5)):
            r = min(n_rows - 1, max(0, r + rng.choice((-1, 0, 1))))
            c = min(n_cols - 1, max(0, c + rng.choice((-1, 0, 1))))
            selected.add((r, c))
    if family == "marks":
        values = {(r, c): str(rng.randint(1, 9)) for r in range(n_rows) for c in range(n_cols)}
        badges = {(rng.randrange(n_rows), rng.randrange(n_cols)): rng.choice(("DW", "TL", "x2"))
                  for _ in range(rng.randint(1, 3))}
    centres = draw_board(image, rng, rows, (margin, margin), pitch, th, font_path,
                         rounded=rng.random() < 0.6, filled=dark or rng.random() < 0.7,
                         selected=selected, values=values, badges=badges)
    draw = ImageDraw.Draw(image)
    if panel:
        draw_text_panel(draw, rng, (margin * 2 + pitch * n_cols, margin, width - 10,
                                    height - 10), font_path, th.panel_ink, lang)
    if family == "busy":
        draw_text_panel(draw, rng, (4, height - margin + 8, width, height), font_path,
                        th.panel_ink, lang)
    if family == "marks":
        draw.line(_walk(rng, centres, n_rows, n_cols), fill=(230, 60, 60),
                  width=max(2, pitch // 14))
    if family == "crop":
        image = _crop(rng, image, (margin, margin), pitch, n_rows, n_cols)
    if family == "scaled":
        image = _scaled(rng, image)
    truth = tuple(tuple(text for text in row) for row in rows)
    return Screen(image, truth, family, lang, "boggle")


def _walk(rng: random.Random, centres: list[tuple[int, int]], n_rows: int,
          n_cols: int) -> list[tuple[int, int]]:
    """The centres of a traced word: a few steps from tile to neighbouring tile."""
    r, c = rng.randrange(n_rows), rng.randrange(n_cols)
    path = [centres[r * n_cols + c]]
    for _ in range(rng.randint(2, 5)):
        r = min(n_rows - 1, max(0, r + rng.choice((-1, 0, 1))))
        c = min(n_cols - 1, max(0, c + rng.choice((-1, 1))))
        path.append(centres[r * n_cols + c])
    return path


def _crop(rng: random.Random, image: Image.Image, origin: tuple[int, int], pitch: int,
          n_rows: int, n_cols: int) -> Image.Image:
    """No margin at all, or through the edge tiles (a quarter of each at most cut away)."""
    left, top = origin
    right, bottom = left + pitch * n_cols, top + pitch * n_rows
    cut = 0 if rng.random() < 0.5 else round(pitch * rng.uniform(0.05, 0.25))
    return image.crop((left + cut, top + cut, right - cut, bottom - cut))


def _scaled(rng: random.Random, image: Image.Image) -> Image.Image:
    factor = rng.choice((0.5, 0.75, 1.5, 2.0, 3.0))
    image = image.resize((max(1, round(image.width * factor)), max(1, round(image.height * factor))),
                         Image.Resampling.LANCZOS)
    if rng.random() < 0.5:
        image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 1.2)))
    return as_jpeg(image, rng.randint(45, 85))


def as_jpeg(image: Image.Image, quality: int) -> Image.Image:
    """The image as it comes back from a JPEG file of this quality."""
    out = io.BytesIO()
    image.save(out, "JPEG", quality=quality)
    return Image.open(io.BytesIO(out.getvalue())).convert("RGB")


def _balda(rng: random.Random, font_path: Path) -> Screen:
    size = rng.choice((5, 5, 5, 6, 7))
    word = rng.choice([w for w in WORDS["ru"] if len(w) <= size])
    rows = [[""] * size for _ in range(size)]
    middle = size // 2
    start = (size - len(word)) // 2
    for i, letter in enumerate(word):
        rows[middle][start + i] = letter
    for _ in range(rng.randint(0, 4)):     # a few moves already played, next to filled cells
        r = middle + rng.choice((-1, 1))
        c = rng.randrange(start, start + len(word))
        rows[r][c] = rng.choice(CYRILLIC)
    th = theme(rng, rng.random() < 0.4)
    pitch = rng.randint(56, 100)
    margin = rng.randint(20, 80)
    keys_pitch = round(pitch * rng.uniform(0.45, 0.6))
    keyboard_below = rng.random() < 0.5
    board_side = pitch * size
    keyboard_w, keyboard_h = keys_pitch * 7, keys_pitch * 5
    width = margin * 3 + board_side + (0 if keyboard_below else keyboard_w)
    height = margin * 3 + board_side + (keyboard_h if keyboard_below else 0)
    image = Image.new("RGB", (width, max(height, margin * 2 + keyboard_h)), th.background)
    draw_board(image, rng, rows, (margin, margin), pitch, th, font_path,
               rounded=rng.random() < 0.5, filled=True)
    letters = [c.upper() for c in RUSSIAN_KEYBOARD if c not in "ёъ"][:35]
    keys = [letters[i * 7:(i + 1) * 7] for i in range(5)]
    keys = [row + [""] * (7 - len(row)) for row in keys]
    origin = (margin, margin * 2 + board_side) if keyboard_below else \
        (margin * 2 + board_side, margin)
    draw_board(image, rng, keys, origin, keys_pitch, th, font_path, rounded=True, filled=True)
    return Screen(image, tuple(tuple(row) for row in rows), "balda", "ru", "balda")


def _wordsearch(rng: random.Random, font_path: Path, lang: str) -> Screen:
    n = rng.randint(8, 20)
    rows = ["".join(random_letters(rng, lang, n)) for _ in range(n)]
    pitch = rng.randint(22, 40)
    margin = rng.randint(20, 60)
    list_w = rng.randint(150, 300)
    width, height = margin * 3 + pitch * n + list_w, margin * 2 + pitch * n
    image, draw = _letter_grid(rng, font_path, rows, pitch, margin, (width, height))
    draw_text_panel(draw, rng, (margin * 2 + pitch * n, margin, width - 5, height - 5),
                    font_path, (40, 40, 40), lang)
    return Screen(image, tuple(tuple(row) for row in rows), "wordsearch", lang, "wordsearch")


def _word_list(rng: random.Random, font_path: Path, lang: str) -> Screen:
    """A word search made of real words, its list in one or two columns beside or under it,
    under a title, as printable puzzles and puzzle sites show them."""
    n = rng.randint(10, 16)
    puzzle = generate(rng.sample(LIST_WORDS[lang], rng.randint(6, 14)), height=n, width=n,
                      seed=rng.randrange(1 << 30), lang=lang)
    listed = tuple(placement.word.upper() for placement in puzzle.words)
    pitch = rng.randint(24, 40)
    margin = rng.randint(20, 60)
    size = rng.randint(14, 24)
    columns = 1 if len(listed) <= 8 or rng.random() < 0.5 else 2
    list_w = columns * size * 9
    list_h = size * 2 + size * 3 // 2 * -(-len(listed) // columns)
    beside = rng.random() < 0.7
    grid_side = pitch * n
    if beside:
        width, height = margin * 3 + grid_side + list_w, margin * 2 + max(grid_side, list_h)
        origin = (margin * 2 + grid_side, margin)
    else:
        width, height = margin * 2 + max(grid_side, list_w), margin * 3 + grid_side + list_h
        origin = (margin, margin * 2 + grid_side)
    image, draw = _letter_grid(rng, font_path, list(puzzle.rows), pitch, margin, (width, height))
    font = ImageFont.truetype(str(font_path), size)
    title = rng.choice(TITLES[lang])
    draw.text(origin, title, fill=(60, 60, 140), font=font)
    per_column = -(-len(listed) // columns)
    for index, word in enumerate(listed):
        column, line = divmod(index, per_column)
        draw.text((origin[0] + column * size * 9, origin[1] + size * 2 + line * size * 3 // 2),
                  word if rng.random() < 0.8 else word.capitalize(), fill=(30, 30, 30),
                  font=font)
    return Screen(image, tuple(tuple(row) for row in puzzle.rows), "wordlist", lang,
                  "wordsearch", listed)


def _letter_grid(rng: random.Random, font_path: Path, rows: list[str], pitch: int, margin: int,
                 size: tuple[int, int]) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A page with a grid of single letters drawn on it, with grid lines or without."""
    background = (255, 255, 255) if rng.random() < 0.7 else (250, 245, 230)
    image = Image.new("RGB", size, background)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(font_path), round(pitch * rng.uniform(0.55, 0.7)))
    lines = rng.random() < 0.6
    for r, row in enumerate(rows):
        for c, letter in enumerate(row):
            x0, y0 = margin + c * pitch, margin + r * pitch
            if lines:
                draw.rectangle((x0, y0, x0 + pitch, y0 + pitch), outline=(150, 150, 150))
            draw.text((x0 + pitch / 2, y0 + pitch / 2), letter, fill=(20, 20, 20), font=font,
                      anchor="mm")
    return image, draw
