"""Paths drawn over the letters of a board (marks/drawn_marks.py), on pictures drawn here: a
path is found where it runs and nowhere else, and taken off so the letter under it is left."""

from __future__ import annotations

import io
from collections.abc import Callable

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from desktop_solver.ocr.checks.crossed import crossed_tiles
from desktop_solver.ocr.geometry import GridGeometry, fit_centre_model
from desktop_solver.ocr.marks.drawn_marks import drawn_mark_mask, without_drawn_marks
from desktop_solver.ocr.reader import read_board

from tests.ocr.render import BOLD, font

TILE, GAP, MARGIN = 96, 10, 30


def _board(letters: list[str], tile_colour: tuple[int, int, int],
           ink: tuple[int, int, int], page: tuple[int, int, int], size: int = 66) -> Image.Image:
    rows, cols = len(letters), len(letters[0])
    image = Image.new("RGB", (2 * MARGIN + cols * TILE + (cols - 1) * GAP,
                              2 * MARGIN + rows * TILE + (rows - 1) * GAP), page)
    draw = ImageDraw.Draw(image)
    for r, row in enumerate(letters):
        for c, letter in enumerate(row):
            left, top = _corner(r, c)
            draw.rounded_rectangle((left, top, left + TILE - 1, top + TILE - 1), 12,
                                   fill=tile_colour)
            draw.text((left + TILE / 2, top + TILE / 2), letter, fill=ink,
                      font=font(BOLD, size), anchor="mm")
    return image


def _corner(row: int, col: int) -> tuple[int, int]:
    return MARGIN + col * (TILE + GAP), MARGIN + row * (TILE + GAP)


def _centre(row: int, col: int) -> tuple[float, float]:
    left, top = _corner(row, col)
    return left + TILE / 2, top + TILE / 2


def _with_path(image: Image.Image, tiles: list[tuple[int, int]], colour: tuple[int, int, int],
               width: int, alpha: int) -> Image.Image:
    """`image` with a translucent path of `colour` from tile centre to tile centre, a dot on
    each centre."""
    layer = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    centres = [_centre(r, c) for r, c in tiles]
    draw.line(centres, fill=(*colour, alpha), width=width, joint="curve")
    for x, y in centres:
        draw.ellipse((x - width, y - width, x + width, y + width), fill=(*colour, alpha))
    return Image.alpha_composite(image.convert("RGBA"), layer).convert("RGB")


def _geometry(image: Image.Image, rows: int, cols: int, scale: float = 1.0) -> GridGeometry:
    points = [(r, c, *(scale * v for v in _centre(r, c))) for r in range(rows)
              for c in range(cols)]
    return GridGeometry(rows, cols, fit_centre_model(points), scale * 66 * 0.72, True,
                        image.size)


def test_a_wide_path_over_most_of_a_tiles_middle_is_found_on_every_tile_it_crosses():
    # GIVEN pale cyan tiles with bold dark letters and a wide translucent red path down the
    # first column and across the top row, over the letters' strokes: in the tiles it crosses
    # it covers more of the middle than the tile's own colour shows
    letters = ["ЯУТ", "ПТИ", "СГВ"]
    image = _board(letters, (190, 236, 248), (40, 10, 60), (220, 190, 220))
    path = [(1, 0), (0, 0), (0, 1), (1, 1)]
    image = _with_path(image, path, (200, 30, 50), width=16, alpha=170)
    # WHEN the drawn marks are sought
    marks = drawn_mark_mask(image, _geometry(image, 3, 3))
    # THEN every tile the path crosses is crossed, and no other
    assert marks is not None and crossed_tiles(marks, _geometry(image, 3, 3)) == set(path)
    # AND most of the path inside the first tile is in the marks
    drawn = np.asarray(_with_path(Image.new("RGB", image.size), path, (255, 255, 255), 16,
                                  255).convert("L")) > 0
    left, top = _corner(0, 0)
    inner = np.zeros_like(drawn)
    inner[top + 15:top + TILE - 15, left + 15:left + TILE - 15] = True
    assert (marks[drawn & inner] > 0).mean() > 0.8


def test_a_blurred_jpeg_boards_letter_halos_are_no_drawn_mark():
    # GIVEN olive tiles filled with big pale bold letters (their ink as much of the tile's
    # middle as the olive), shrunk to a 42-pixel pitch, blurred and saved as a rough JPEG: its
    # colour ringing round the letters' edges off the line from the tile's colour to its ink
    image = _board(["ПЛЫ", "ДКП", "ТЩС"], (128, 128, 24), (236, 236, 196), (236, 216, 190),
                   size=80)
    scale = 0.4
    image = image.resize((round(image.width * scale), round(image.height * scale)),
                         Image.Resampling.LANCZOS).filter(ImageFilter.GaussianBlur(1.2))
    encoded = io.BytesIO()
    image.save(encoded, "JPEG", quality=55)
    image = Image.open(io.BytesIO(encoded.getvalue())).convert("RGB")
    # WHEN the drawn marks are sought THEN no tile has any
    geometry = _geometry(image, 3, 3, scale)
    marks = drawn_mark_mask(image, geometry)
    assert marks is None or not crossed_tiles(marks, geometry)


def test_the_letters_under_a_translucent_path_are_seen_through_it():
    # GIVEN the board of pale tiles and dark bold letters with a wide translucent path over
    # the letters' strokes, and the same board without it
    letters = ["ЯУТ", "ПТИ", "СГВ"]
    plain = _board(letters, (190, 236, 248), (40, 10, 60), (220, 190, 220))
    path = [(1, 0), (0, 0), (0, 1), (1, 1)]
    image = _with_path(plain, path, (200, 30, 50), width=16, alpha=170)
    # WHEN the marks are taken off the grey picture
    # THEN under the path inside the tiles it crosses, the letters' dark ink is as it was
    # without the path
    for difference in _seen_through(plain, image, path, lambda truth: truth < 100):
        assert difference < 40


def test_a_translucent_path_of_a_hue_near_the_tiles_shades_is_found_by_its_legs():
    # GIVEN pink tiles with black letters and a translucent olive path over them: over pink it
    # is a darker pink, a shade of the tile's colour and ink, that no tile's look tells off
    letters = ["ГОРА", "ЛУНА", "ПЕСК", "ЗИМА"]
    image = _board(letters, (236, 200, 212), (20, 20, 20), (236, 200, 212))
    path = [(0, 0), (0, 1), (1, 2), (2, 2), (2, 1), (3, 0)]
    image = _with_path(image, path, (150, 150, 50), width=20, alpha=200)
    geometry = _geometry(image, 4, 4)
    # WHEN the drawn marks are sought
    marks = drawn_mark_mask(image, geometry)
    # THEN the tiles the path crosses are crossed, and no other
    assert marks is not None and crossed_tiles(marks, geometry) == set(path)


def _with_selected(letters: list[str], selected: list[tuple[int, int]]) -> Image.Image:
    """A board of pale tiles and dark letters whose `selected` tiles are magenta with white
    letters (the other polarity)."""
    image = _board(letters, (250, 250, 220), (90, 30, 30), (240, 240, 200))
    draw = ImageDraw.Draw(image)
    for row, col in selected:
        left, top = _corner(row, col)
        draw.rounded_rectangle((left, top, left + TILE - 1, top + TILE - 1), 12,
                               fill=(200, 70, 200))
        draw.text((left + TILE / 2, top + TILE / 2), letters[row][col], fill=(255, 255, 255),
                  font=font(BOLD, 66), anchor="mm")
    return image


def test_a_board_with_a_translucent_path_over_selected_tiles_is_read_right():
    # GIVEN a board (shipped face) of dark letters on pale tiles, two tiles selected (white on
    # magenta) and a translucent path over their letters' strokes
    letters = ["ЯУТК", "ПТИН", "СГВО", "ДЛМЕ"]
    image = _with_selected(letters, [(1, 1), (1, 2)])
    image = _with_path(image, [(1, 0), (1, 1), (1, 2), (2, 2)], (190, 170, 40), width=16,
                       alpha=170)
    # WHEN the board is read
    reading = read_board(image, lang="ru", game="boggle")
    # THEN every letter is read as drawn (the selected Т was lost under the path before)
    assert ["".join(tile.text for tile in row) for row in reading.tiles] == letters


def test_a_selected_tile_of_the_other_polarity_is_seen_through_with_its_own():
    # GIVEN pale tiles with dark letters, two of them selected (white letters on magenta),
    # and a translucent path across both selected tiles and a pale one
    letters = ["ЯУТ", "ПТИ", "СГВ"]
    selected = [(1, 1), (1, 2)]
    plain = _with_selected(letters, selected)
    path = [(1, 0), (1, 1), (1, 2)]
    image = _with_path(plain, path, (190, 170, 40), width=16, alpha=170)
    # WHEN the marks are taken off the grey picture
    # THEN under the path in the selected tiles, their white letters are as they were without
    # the path
    for difference in _seen_through(plain, image, selected, lambda truth: truth > 200):
        assert difference < 40


def _seen_through(plain: Image.Image, image: Image.Image, tiles: list[tuple[int, int]],
                  inked: Callable[[np.ndarray], np.ndarray]) -> list[float]:
    """For each of `tiles` of a 3x3 board: how far, in grey levels on average, the picture
    with its drawn marks taken off is from the board without the path, over the pixels under
    the path in the tile's middle that `inked` picks from the plain board's grey."""
    geometry = _geometry(image, 3, 3)
    marks = drawn_mark_mask(image, geometry)
    assert marks is not None
    gray = np.asarray(without_drawn_marks(image.convert("L"), marks, geometry), dtype=float)
    truth = np.asarray(plain.convert("L"), dtype=float)
    under = marks > 0
    differences = []
    for row, col in tiles:
        left, top = _corner(row, col)
        inner = np.zeros_like(under)
        inner[top + 15:top + TILE - 15, left + 15:left + TILE - 15] = True
        ink = inner & under & inked(truth)
        assert ink.any()
        differences.append(float(np.abs(gray[ink] - truth[ink]).mean()))
    return differences
