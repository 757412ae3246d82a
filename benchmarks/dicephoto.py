"""Generated photos of a Boggle dice tray, for benchmarks/screens.py's `dice` family.

The tray (a dark plastic frame with a rim) lies on a table; light dice with dark letters sit in
its cells, each a little off centre and a little turned, some lying on another side (a quarter,
half or three quarters turn), the `Qu` face printed as "Qu". Sometimes one die is missing and its
cell shows the tray: the truth has "" there, which is what the reader says of an empty cell.
The photo sees the table from an angle (a random, moderate homography), under uneven light,
slightly blurred and noisy, and is saved as JPEG. 4x4 and 5x5 trays, now and then 6x6; Latin
mostly, Cyrillic sometimes.

A die whose letter is another letter of the alphabet when turned (M and W, N and Z, Cyrillic
Е and Ш) lies upright here: no reader could tell which it is, and real dice sets mark them.
"""

from __future__ import annotations

import random

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from benchmarks.screens import CYRILLIC, LATIN, Screen, as_jpeg, fonts

TURN_TWINS = set("MWNZЕШ")
BOLD_FONTS = (0, 2, 3)      # indexes into screens.fonts(): dice letters are bold
TRAYS = ((35, 38, 45), (25, 55, 120), (110, 30, 30), (20, 20, 22), (40, 80, 45))
TABLES = ((170, 120, 75), (200, 160, 110), (120, 80, 50), (190, 190, 185), (95, 100, 110))


def dice_photo(rng: random.Random) -> Screen:
    lang = "ru" if rng.random() < 0.3 else "en"
    size = rng.choices((4, 5, 6), weights=(45, 45, 10))[0]
    alphabet = CYRILLIC if lang == "ru" else LATIN
    rows = [[rng.choice(alphabet) for _ in range(size)] for _ in range(size)]
    if lang == "en" and rng.random() < 0.5:
        rows[rng.randrange(size)][rng.randrange(size)] = "QU"
    if rng.random() < 0.3:
        rows[rng.randrange(size)][rng.randrange(size)] = ""     # a die missing
    font_path = fonts()[rng.choice(BOLD_FONTS)]
    flat = _tray_on_table(rng, rows, font_path)
    photo = _seen_from_an_angle(rng, flat)
    photo = _lit_unevenly(rng, photo)
    photo = photo.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.1)))
    noisy = np.asarray(photo, dtype=np.float32) + np.random.default_rng(rng.randrange(2 ** 32)) \
        .normal(0.0, rng.uniform(2.0, 7.0), (photo.height, photo.width, 3))
    photo = Image.fromarray(np.clip(noisy, 0, 255).astype(np.uint8))
    photo = as_jpeg(photo, rng.randint(55, 88))
    return Screen(photo, tuple(tuple(row) for row in rows), "dice", lang, "boggle")


def _tray_on_table(rng: random.Random, rows: list[list[str]], font_path) -> Image.Image:
    """The tray seen from straight above, on a table that shows all round it."""
    size = len(rows)
    pitch = rng.randint(60, 100)
    inner = round(pitch * rng.uniform(0.2, 0.45))      # tray floor around the dice
    rim = round(pitch * rng.uniform(0.12, 0.3))
    table = round(pitch * rng.uniform(0.8, 1.8))
    tray_side = size * pitch + 2 * (inner + rim)
    width = tray_side + 2 * table + rng.randint(0, 2 * pitch)
    height = tray_side + 2 * table + rng.randint(0, pitch)
    wood = rng.choice(TABLES)
    image = Image.new("RGB", (width, height), wood)
    draw = ImageDraw.Draw(image)
    for y in range(0, height, 3):       # the grain of the table
        shade = rng.randint(-14, 14)
        draw.line((0, y, width, y), fill=tuple(max(0, min(255, v + shade)) for v in wood), width=3)
    tray = rng.choice(TRAYS)
    left, top = (width - tray_side) // 2, (height - tray_side) // 2
    rim_colour = tuple(min(255, v + 35) for v in tray)
    draw.rounded_rectangle((left, top, left + tray_side, top + tray_side), radius=rim,
                           fill=rim_colour)
    draw.rectangle((left + rim, top + rim, left + tray_side - rim, top + tray_side - rim),
                   fill=tray)
    face = (rng.randint(232, 250), rng.randint(228, 245), rng.randint(205, 235))
    die_side = round(pitch * rng.uniform(0.8, 0.9))
    font = ImageFont.truetype(str(font_path), round(die_side * rng.uniform(0.5, 0.62)))
    ink = tuple(rng.randint(15, 55) for _ in range(3))
    origin_x, origin_y = left + rim + inner, top + rim + inner
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            cx = origin_x + c * pitch + pitch / 2 + rng.uniform(-0.05, 0.05) * pitch
            cy = origin_y + r * pitch + pitch / 2 + rng.uniform(-0.05, 0.05) * pitch
            if not text:
                hole = tuple(max(0, v - 12) for v in tray)
                draw.rectangle((cx - die_side / 2, cy - die_side / 2, cx + die_side / 2,
                                cy + die_side / 2), fill=hole)
                continue
            turn = 0 if text in TURN_TWINS or rng.random() < 0.6 else rng.choice((90, 180, 270))
            die = _die(text, die_side, face, ink, font)
            die = die.rotate(turn + rng.uniform(-8, 8), Image.Resampling.BICUBIC, expand=True)
            shadow = Image.new("RGBA", die.size, (0, 0, 0, 0))
            shadow.putalpha(die.getchannel("A").point(lambda a: a // 3))
            at = (round(cx - die.width / 2), round(cy - die.height / 2))
            image.paste(shadow, (at[0] + 3, at[1] + 4), shadow)
            image.paste(die, at, die)
    return image


def _die(text: str, side: int, face: tuple[int, int, int], ink: tuple[int, ...],
         font: ImageFont.FreeTypeFont) -> Image.Image:
    die = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(die)
    edge = tuple(max(0, v - 45) for v in face)
    draw.rounded_rectangle((0, 0, side - 1, side - 1), radius=side // 5, fill=edge + (255,))
    draw.rounded_rectangle((2, 1, side - 3, side - 4), radius=side // 5, fill=face + (255,))
    shown = "Qu" if text == "QU" else text
    draw.text((side / 2, side / 2), shown, fill=ink + (255,), font=font, anchor="mm")
    return die


def _seen_from_an_angle(rng: random.Random, flat: Image.Image) -> Image.Image:
    """The flat picture through a moderate random homography: each corner moved inwards by up
    to a tenth of the side, then the whole turned a little; the table fills the borders."""
    width, height = flat.size
    source = np.float32([(0, 0), (width, 0), (width, height), (0, height)])
    inward = [(1, 1), (-1, 1), (-1, -1), (1, -1)]
    moved = [(x + dx * rng.uniform(0.0, 0.1) * width, y + dy * rng.uniform(0.0, 0.1) * height)
             for (x, y), (dx, dy) in zip(source.tolist(), inward)]
    angle = np.radians(rng.uniform(-8, 8))
    centre = np.float32([width / 2, height / 2])
    turn = np.float32([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    target = np.float32([turn @ (np.float32(p) - centre) + centre for p in moved])
    homography = cv2.getPerspectiveTransform(source, target)
    pixels = cv2.warpPerspective(np.asarray(flat), homography, (width, height),
                                 flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
    return Image.fromarray(pixels)


def _lit_unevenly(rng: random.Random, photo: Image.Image) -> Image.Image:
    """Light falling off across the photo (a lamp to one side): 0.7 to 1.1 of the light."""
    width, height = photo.size
    angle = rng.uniform(0, 2 * np.pi)
    xs, ys = np.meshgrid(np.linspace(-1, 1, width), np.linspace(-1, 1, height))
    ramp = (xs * np.cos(angle) + ys * np.sin(angle)) / 2 + 0.5
    light = 0.7 + 0.4 * ramp
    lit = np.asarray(photo, dtype=np.float32) * light[:, :, None]
    return Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8))
