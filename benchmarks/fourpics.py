"""Generated 4 Pics 1 Word screens, for benchmarks/screens.py's `fourpics` family.

A phone screen: a top bar with the level and the coins, four photos (rectangles of random colour
noise, smoothed to look like pictures) in a 2x2 block, the answer's empty slots under them, and
the letter bank at the bottom: 12 tiles in two rows of six or one row of twelve, the answer's
letters among others, Latin or Cyrillic. The truth is the letter bank, row by row; the reader
gets the game hint `anagram`, as the Anagrams tab gives it.
"""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from benchmarks.screens import WORDS, Screen, as_jpeg, fonts, random_letters

BANK = 12
BACKGROUNDS = ((40, 60, 90), (235, 235, 240), (30, 30, 35), (70, 120, 160), (245, 240, 225))
TILES = ((250, 250, 250), (255, 214, 90), (60, 140, 220), (235, 235, 235))


def fourpics_screen(rng: random.Random, lang: str) -> Screen:
    font_path = fonts()[rng.choice((0, 1, 3))]
    answer = rng.choice(WORDS[lang])
    bank = list(answer) + random_letters(rng, lang, BANK - len(answer))
    rng.shuffle(bank)
    per_row = rng.choice((6, 6, 12))
    rows = [bank[i:i + per_row] for i in range(0, BANK, per_row)]
    width = rng.randint(380, 620) if per_row == 6 else rng.randint(620, 900)
    tile_pitch = width * rng.uniform(0.9, 0.96) / per_row
    photo_side = round(width * rng.uniform(0.36, 0.42))
    bar = round(width * 0.1)
    slot_pitch = round(min(tile_pitch, width / 9))
    gap = round(width * 0.02)
    height = (bar + 2 * photo_side + 3 * gap + slot_pitch * 2 + len(rows) * tile_pitch
              + rng.randint(20, 120))
    background = rng.choice(BACKGROUNDS)
    image = Image.new("RGB", (width, round(height)), background)
    draw = ImageDraw.Draw(image)
    light = sum(background) > 400
    chrome = (40, 40, 40) if light else (230, 230, 230)
    small = ImageFont.truetype(str(font_path), max(10, bar // 3))
    level = "Уровень" if lang == "ru" else "Level"
    draw.text((gap, bar / 2), f"{level} {rng.randint(1, 900)}", fill=chrome, font=small,
              anchor="lm")
    draw.text((width - gap, bar / 2), str(rng.randint(10, 9999)), fill=chrome, font=small,
              anchor="rm")
    block_left = (width - 2 * photo_side - gap) // 2
    for i in range(4):
        x = block_left + (i % 2) * (photo_side + gap)
        y = bar + (i // 2) * (photo_side + gap)
        image.paste(_photo(rng, photo_side), (x, y))
    slots_top = bar + 2 * photo_side + 2 * gap
    slots_left = (width - slot_pitch * len(answer)) / 2
    slot_fill = tuple(max(0, v - 25) for v in background) if light else \
        tuple(min(255, v + 25) for v in background)
    for i in range(len(answer)):
        x = slots_left + i * slot_pitch
        draw.rounded_rectangle((x + 3, slots_top, x + slot_pitch - 3, slots_top + slot_pitch - 6),
                               radius=slot_pitch // 8, fill=slot_fill)
    tile = rng.choice(TILES)
    ink = (20, 20, 20) if sum(tile) > 450 else (250, 250, 250)
    tile_side = round(tile_pitch * rng.uniform(0.82, 0.9))
    font = ImageFont.truetype(str(font_path), round(tile_side * rng.uniform(0.5, 0.62)))
    bank_top = slots_top + slot_pitch + gap * 2
    bank_left = (width - tile_pitch * per_row) / 2
    for r, row in enumerate(rows):
        for c, letter in enumerate(row):
            x = bank_left + c * tile_pitch
            y = bank_top + r * tile_pitch
            draw.rounded_rectangle((x, y, x + tile_side, y + tile_side),
                                   radius=tile_side // 7, fill=tile)
            draw.text((x + tile_side / 2, y + tile_side / 2), letter, fill=ink, font=font,
                      anchor="mm")
    if rng.random() < 0.4:
        image = as_jpeg(image, rng.randint(60, 90))
    return Screen(image, tuple(tuple(row) for row in rows), "fourpics", lang, "anagram")


def _photo(rng: random.Random, side: int) -> Image.Image:
    """A picture-like square: coarse colour noise blown up and smoothed, with fine grain."""
    coarse = np.random.default_rng(rng.randrange(2 ** 32)).integers(
        0, 256, (rng.randint(3, 9), rng.randint(3, 9), 3), dtype=np.uint8)
    picture = Image.fromarray(coarse).resize((side, side), Image.Resampling.BICUBIC)
    picture = picture.filter(ImageFilter.GaussianBlur(side / 30))
    grain = np.random.default_rng(rng.randrange(2 ** 32)).normal(0, 12, (side, side, 3))
    pixels = np.asarray(picture, dtype=np.float32) + grain
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
