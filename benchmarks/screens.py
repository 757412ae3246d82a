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
  (fourpics.py);
- `wordament`: Wordament's looks (white letters on coloured tiles, or dark on cream), each
  tile's point value in its top-left corner, the game's totals printed above the board;
- `ruzzle`: Ruzzle's look: white tiles on blue, values top right, round coloured DL/TL/DW/TW
  badges over a tile's top-left corner whose border takes the badge's colour;
- `flags`: «Слово за слово»'s look: grey letters on white tiles, small triangular flags with
  ×2, ×3, c2 or c3 in a tile's left corners.

Screens of the `marks`, `wordament`, `ruzzle` and `flags` families carry the true tile values and
bonus names too (`values`, `bonuses`), and `wordament` screens the game's totals (`totals`).

Tune the reader on one range of seeds and report on another (benchmarks/ocr_synthetic.py).
"""

from __future__ import annotations

import io
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from desktop_solver import paths
from desktop_solver.core.wordsearch_generate import generate

FAMILIES = ("light", "dark", "balda", "selected", "marks", "crop", "busy", "wordsearch",
            "scaled", "wordlist", "dice", "fourpics", "wordament", "ruzzle", "flags")
# The families that print values or bonuses on their tiles (benchmarks/ocr_marks.py).
MARK_FAMILIES = ("marks", "wordament", "ruzzle", "flags")
# DejaVu faces shipped in resources/fonts: the same fonts on every machine, so a seed draws the
# same picture everywhere.
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
    values: tuple[tuple[int | None, ...], ...] = ()   # each tile's printed value (None: none)
    bonuses: tuple[tuple[str, ...], ...] = ()          # each tile's bonus name ("": none)
    totals: tuple[int, int] | None = None              # the game's (words, points) shown
    listed: tuple[str, ...] = ()                       # a word search's list, as printed

    @property
    def true_values(self) -> tuple[tuple[int | None, ...], ...]:
        """The values a reader should find: None on every tile of a screen without them."""
        return self.values or tuple((None,) * len(row) for row in self.rows)

    @property
    def true_bonuses(self) -> tuple[tuple[str, ...], ...]:
        return self.bonuses or tuple(("",) * len(row) for row in self.rows)

    def png(self) -> bytes:
        out = io.BytesIO()
        self.image.save(out, "PNG")
        return out.getvalue()


def fonts() -> list[Path]:
    """Every font of FONT_FILES, in that order (or the faces `use_fonts` put in their places);
    FileNotFoundError names a missing one."""
    if _chosen_fonts is not None:
        return list(_chosen_fonts)
    found = [paths.fonts_dir() / name for name in FONT_FILES]
    for path in found:
        if not path.is_file():
            raise FileNotFoundError(f"font {path.name} not found in {path.parent}")
    return found


def font_folders() -> list[Path]:
    """Where fonts are installed on Linux, Windows and macOS: the screens may be drawn in faces
    the reader does not ship (use_fonts), to measure it on faces unlike its own."""
    home = Path.home()
    folders = [Path("/usr/share/fonts"), Path("/usr/local/share/fonts"), home / ".fonts",
               home / ".local/share/fonts", Path("/Library/Fonts"),
               Path("/System/Library/Fonts"), home / "Library/Fonts"]
    if sys.platform == "win32":
        folders.insert(0, Path(os.environ.get("WINDIR", "C:/Windows")) / "Fonts")
    return [folder for folder in folders if folder.is_dir()]


def installed_font(name: str) -> Path | None:
    """The font file called `name` (any case) in the installed font folders, if there is one."""
    wanted = name.lower()
    for folder in font_folders():
        for root, _, names in os.walk(folder):
            for found in names:
                if found.lower() == wanted:
                    return Path(root) / found
    return None


# Faces drawn instead of FONT_FILES's (use_fonts), one per FONT_FILES place; None: FONT_FILES.
_chosen_fonts: tuple[Path, ...] | None = None
# The Debian packages of faces the reader holds no templates of, for the message that names a
# missing one (file name prefix: package).
FONT_PACKAGES = {"PTS": "fonts-paratype", "PTF": "fonts-paratype", "PTN": "fonts-paratype",
                 "PTC": "fonts-paratype", "OpenSans": "fonts-open-sans",
                 "NotoSans": "fonts-noto-core", "NotoSerif": "fonts-noto-core",
                 "Carlito": "fonts-crosextra-carlito", "Caladea": "fonts-crosextra-caladea",
                 "Ubuntu": "fonts-ubuntu", "DejaVu": "fonts-dejavu-core"}


def use_fonts(files: list[str] | None) -> None:
    """Draw every screen's letters in these font files (names under the installed font folders,
    or paths) instead of the DejaVu faces; None goes back to those. A seed draws the same board
    either way, in other faces: each of FONT_FILES's places (bold or not, as dice and badges
    want) takes the next given face of its weight. FileNotFoundError names a face not installed
    and the Debian package that has it."""
    global _chosen_fonts
    if not files:
        _chosen_fonts = None
        return
    found = []
    for name in files:
        path = Path(name) if Path(name).is_file() else installed_font(Path(name).name)
        if path is None:
            package = next((package for prefix, package in FONT_PACKAGES.items()
                            if Path(name).name.startswith(prefix)), None)
            raise FileNotFoundError(f"font {name!r} is not installed" + (
                f" (Debian: apt-get install {package})" if package else
                " (Debian: `apt-file search` names its package)"))
        found.append(path)
    bold = [path for path in found if _is_bold(path)] or found
    regular = [path for path in found if not _is_bold(path)] or found
    places: list[Path] = []
    taken = {True: 0, False: 0}     # places of each weight filled so far
    for name in FONT_FILES:
        is_bold = "Bold" in name
        faces = bold if is_bold else regular
        places.append(faces[taken[is_bold] % len(faces)])
        taken[is_bold] += 1
    _chosen_fonts = tuple(places)


def _is_bold(path: Path) -> bool:
    return "Bold" in (ImageFont.truetype(str(path), 12).getname()[1] or "")


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
    if family in _GAME_LOOKS:
        return _GAME_LOOKS[family](rng, font_path, lang)
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
    if family != "marks" or values is None or badges is None:
        return Screen(image, truth, family, lang, "boggle")
    return Screen(image, truth, family, lang, "boggle",
                  _grid_of(n_rows, n_cols, {cell: int(v) for cell, v in values.items()}, None),
                  _grid_of(n_rows, n_cols, {cell: _BADGE_NAMES.get(b, b)
                                            for cell, b in badges.items()}, ""))


# The marks family draws a plain x for the letter bonus ×2.
_BADGE_NAMES = {"x2": "×2"}


def _grid_of(n_rows: int, n_cols: int, cells: dict[tuple[int, int], Any],
             empty: Any) -> tuple[tuple[Any, ...], ...]:
    return tuple(tuple(cells.get((r, c), empty) for c in range(n_cols)) for r in range(n_rows))


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
                  "wordsearch", listed=listed)


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


# Ruzzle's badge colours (the real game's), and the Russian games' flag colours.
RUZZLE_BADGES = {"DL": (60, 170, 40), "TL": (30, 90, 180), "DW": (245, 170, 10),
                 "TW": (210, 25, 30)}
FLAG_COLOURS = ((140, 70, 225), (240, 75, 45))
WORDAMENT_VALUES = (1, 2, 2, 2, 3, 3, 4, 5, 6, 8, 10, 12)


def _tiles_grid(rng: random.Random, lang: str, size: int) -> list[list[str]]:
    return [random_letters(rng, lang, size) for _ in range(size)]


def _wordament(rng: random.Random, font_path: Path, lang: str) -> Screen:
    """Coloured tiles with white letters (the phone game) or cream ones with dark letters (the
    desktop one); a value in every tile's top-left corner; the totals above the board."""
    rows = _tiles_grid(rng, lang, 4)
    values = {(r, c): rng.choice(WORDAMENT_VALUES) for r in range(4) for c in range(4)}
    pitch = rng.randint(56, 150)
    gap = max(2, round(pitch * rng.uniform(0.04, 0.1)))
    size = pitch - gap
    phone = rng.random() < 0.6
    background = (rng.randint(5, 30), rng.randint(40, 80), rng.randint(110, 170)) if phone \
        else (rng.randint(170, 210), rng.randint(130, 160), rng.randint(90, 115))
    tile = rng.choice([(250, 150, 20), (30, 160, 170), (200, 50, 60)]) if phone \
        else (245, 240, 228)
    ink = (255, 255, 255) if phone else (40, 40, 40)
    margin = rng.randint(30, 120)
    header = round(pitch * rng.uniform(0.6, 1.0))
    width = margin * 2 + pitch * 4 + rng.randint(0, 200)
    height = margin * 2 + header + pitch * 4 + rng.randint(0, 200)
    image = Image.new("RGB", (width, height), background)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(font_path), round(size * rng.uniform(0.45, 0.58)))
    small = ImageFont.truetype(str(font_path), max(8, round(size * rng.uniform(0.15, 0.2))))
    top = margin + header
    for (r, c), value in values.items():
        x0, y0 = margin + c * pitch, top + r * pitch
        draw.rectangle((x0, y0, x0 + size, y0 + size), fill=tile)
        draw.text((x0 + size / 2, y0 + size * 0.55), rows[r][c], fill=ink, font=font,
                  anchor="mm")
        draw.text((x0 + size * 0.07, y0 + size * 0.05), str(value), fill=ink, font=small,
                  anchor="lt")
    words, points = rng.randint(120, 320), rng.randint(1800, 4600)
    found_words, found_points = rng.randint(0, 30), rng.randint(0, 400)
    label = ImageFont.truetype(str(font_path), max(11, round(pitch * rng.uniform(0.16, 0.22))))
    panel = (230, 230, 235) if phone else (30, 30, 30)
    if rng.random() < 0.7:
        line = f"Score: {found_points}/{points}      Words: {found_words}/{words}"
    else:
        line = f"{found_points} of {points} points, {found_words} of {words} words"
    draw.text((margin, margin + header // 3), line, fill=panel, font=label)
    return Screen(image, tuple(tuple(row) for row in rows), "wordament", lang, "wordament",
                  _grid_of(4, 4, values, None), _grid_of(4, 4, {}, ""), (words, points))


def _ruzzle(rng: random.Random, font_path: Path, lang: str) -> Screen:
    """White rounded tiles on blue, the letter's value top right, a few round badges over
    tiles' top-left corners, each such tile bordered in its badge's colour."""
    rows = _tiles_grid(rng, lang, 4)
    values = {(r, c): rng.choice((1, 1, 1, 2, 3, 4, 5, 8, 10)) for r in range(4) for c in range(4)}
    cells = rng.sample([(r, c) for r in range(4) for c in range(4)], rng.randint(2, 6))
    badges = {cell: rng.choice(tuple(RUZZLE_BADGES)) for cell in cells}
    pitch = rng.randint(70, 200)
    gap = round(pitch * rng.uniform(0.12, 0.2))
    size = pitch - gap
    background = (rng.randint(30, 60), rng.randint(110, 150), rng.randint(190, 230))
    margin = rng.randint(max(40, pitch // 3), 140)
    width = margin * 2 + pitch * 4
    height = margin * 2 + pitch * 4 + rng.randint(0, 300)
    image = Image.new("RGB", (width, height), background)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(font_path), round(size * rng.uniform(0.45, 0.55)))
    small = ImageFont.truetype(str(font_path), max(8, round(size * 0.15)))
    bold = ImageFont.truetype(str(fonts()[0]), max(7, round(size * 0.13)))
    border = max(2, round(size * 0.05))
    for (r, c), value in values.items():
        x0, y0 = margin + c * pitch, margin + r * pitch
        edge = RUZZLE_BADGES[badges[(r, c)]] if (r, c) in badges else (225, 225, 225)
        draw.rounded_rectangle((x0, y0, x0 + size, y0 + size), radius=size // 10,
                               fill=(248, 248, 248), outline=edge, width=border)
        draw.text((x0 + size / 2, y0 + size / 2), rows[r][c], fill=(45, 45, 45), font=font,
                  anchor="mm")
        draw.text((x0 + size * 0.9, y0 + size * 0.16), str(value), fill=(45, 45, 45),
                  font=small, anchor="rm")
    for (r, c), name in badges.items():
        x0, y0 = margin + c * pitch + size * 0.04, margin + r * pitch + size * 0.04
        radius, ring = size * 0.16, max(2, size * 0.025)
        draw.ellipse((x0 - radius - ring, y0 - radius - ring, x0 + radius + ring,
                      y0 + radius + ring), fill=(255, 255, 255))
        draw.ellipse((x0 - radius, y0 - radius, x0 + radius, y0 + radius),
                     fill=RUZZLE_BADGES[name])
        draw.text((x0, y0), name, fill=(255, 255, 255), font=bold, anchor="mm")
    return Screen(image, tuple(tuple(row) for row in rows), "ruzzle", lang, "ruzzle",
                  _grid_of(4, 4, values, None), _grid_of(4, 4, badges, ""))


def _flags(rng: random.Random, font_path: Path, lang: str) -> Screen:
    """Grey letters on white tiles over light blue, and a few tiles with a small coloured
    triangle in a left corner holding ×2, ×3, c2 or c3 in white."""
    n = rng.choice((4, 5, 5))
    rows = _tiles_grid(rng, lang, n)
    cells = rng.sample([(r, c) for r in range(n) for c in range(n)], rng.randint(2, 5))
    flags = {cell: rng.choice(("×2", "×3", "c2", "c3")) for cell in cells}
    pitch = rng.randint(64, 140)
    gap = round(pitch * rng.uniform(0.04, 0.1))
    size = pitch - gap
    margin = rng.randint(20, 120)
    width = margin * 2 + pitch * n + rng.randint(0, 300)
    height = margin * 2 + pitch * n + rng.randint(0, 100)
    image = Image.new("RGB", (width, height), (rng.randint(180, 200), rng.randint(205, 225), 245))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(font_path), round(size * rng.uniform(0.5, 0.58)))
    small = ImageFont.truetype(str(fonts()[1]), max(8, round(size * rng.uniform(0.12, 0.14))))
    leg = size * rng.uniform(0.36, 0.4)
    for r, row in enumerate(rows):
        for c, letter in enumerate(row):
            x0, y0 = margin + c * pitch, margin + r * pitch
            draw.rectangle((x0, y0, x0 + size, y0 + size), fill=(252, 252, 252))
            draw.text((x0 + size / 2, y0 + size / 2), letter, fill=(75, 75, 75), font=font,
                      anchor="mm")
            if (r, c) not in flags:
                continue
            colour = rng.choice(FLAG_COLOURS)
            if rng.random() < 0.5:   # top-left corner, the text near the corner
                corner = [(x0, y0), (x0 + leg, y0), (x0, y0 + leg)]
                spot = (x0 + leg * 0.3, y0 + leg * 0.28)
            else:                    # bottom-left
                corner = [(x0, y0 + size), (x0, y0 + size - leg), (x0 + leg, y0 + size)]
                spot = (x0 + leg * 0.32, y0 + size - leg * 0.26)
            draw.polygon(corner, fill=colour)
            draw.text(spot, flags[(r, c)], fill=(255, 255, 255), font=small, anchor="mm")
    return Screen(image, tuple(tuple(row) for row in rows), "flags", lang, "boggle",
                  _grid_of(n, n, {}, None), _grid_of(n, n, flags, ""))


_GAME_LOOKS = {"wordament": _wordament, "ruzzle": _ruzzle, "flags": _flags}
