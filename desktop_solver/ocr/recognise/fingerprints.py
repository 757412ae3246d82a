"""Glyph fingerprints: compare tiles with each other and with the user's remembered corrections.

Glossary: a *fingerprint* is a tile's letters scaled into a `SIDE` x `SIDE` square (aspect kept,
centred) and thresholded to bits, plus the glyph's width and height relative to the board's letter
height. The *distance* between two fingerprints counts the ink of each that is not within one
pixel of the other's ink (so a pixel of jitter or a bolder stroke costs nothing, a missing bar of
an E or a diagonal of an N does), over all their ink. Two glyphs are *alike* below `ALIKE`.
On the OCR corpus that threshold joins 98% of pairs of the same letter in the same game and none
of 99,000 pairs of different letters (D and O of a small rounded font come closest, at 0.008).
A *look* is the signature of a game's appearance (ink and tile colours, letter size against the
tile), so that corrections are only applied to screenshots of the same game.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

SIDE = 32
ALIKE = 0.006
_FULL = (1 << (SIDE * SIDE)) - 1
_LEFT_COLUMN = sum(1 << (row * SIDE) for row in range(SIDE))
_RIGHT_COLUMN = _LEFT_COLUMN << (SIDE - 1)


def _grow(bits: int) -> int:
    """The bits with their 8 neighbours set (one pixel of dilation)."""
    sideways = bits | ((bits << 1) & ~_LEFT_COLUMN & _FULL) | ((bits >> 1) & ~_RIGHT_COLUMN)
    return sideways | ((sideways << SIDE) & _FULL) | (sideways >> SIDE)


@dataclass(frozen=True)
class Fingerprint:
    bits: int
    width: float     # glyph width / board letter height
    height: float    # glyph height / board letter height

    def distance(self, other: Fingerprint) -> float:
        """0 for identical glyphs, 1 for nothing in common (sizes that differ count as 1)."""
        if not (0.75 <= (self.height + 0.05) / (other.height + 0.05) <= 1.33
                and 0.7 <= (self.width + 0.05) / (other.width + 0.05) <= 1.43):
            return 1.0
        ink = self.bits.bit_count() + other.bits.bit_count()
        if ink == 0:
            return 0.0
        stray = (self.bits & ~_grow(other.bits)).bit_count() + \
            (other.bits & ~_grow(self.bits)).bit_count()
        return stray / ink

    def alike(self, other: Fingerprint, limit: float = ALIKE) -> bool:
        return self.distance(other) <= limit

    def to_text(self) -> str:
        return f"{self.bits:x}:{self.width:.3f}:{self.height:.3f}"

    @classmethod
    def from_text(cls, text: str) -> Fingerprint:
        bits, width, height = text.split(":")
        return cls(int(bits, 16), float(width), float(height))


def fingerprint(glyph: Image.Image, letter_height: float) -> Fingerprint:
    """The fingerprint of a black-on-white glyph image."""
    width, height = glyph.size
    scale = SIDE / max(width, height, 1)
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    small = glyph.resize(size, Image.Resampling.BOX)
    square = Image.new("L", (SIDE, SIDE), 255)
    square.paste(small, ((SIDE - size[0]) // 2, (SIDE - size[1]) // 2))
    bits = 0
    for index, value in enumerate(square.tobytes()):
        if value < 128:
            bits |= 1 << index
    return Fingerprint(bits, width / letter_height, height / letter_height)


def cluster(prints: dict[tuple[int, int], Fingerprint],
            limit: float = ALIKE) -> list[list[tuple[int, int]]]:
    """Groups of tiles whose glyphs are alike (each tile alike to the group's first tile)."""
    groups: list[tuple[Fingerprint, list[tuple[int, int]]]] = []
    for key, print_ in prints.items():
        for first, members in groups:
            if first.alike(print_, limit):
                members.append(key)
                break
        else:
            groups.append((print_, [key]))
    return [members for _, members in groups]


@dataclass(frozen=True)
class Look:
    """How a game draws its board, so that corrections apply only to the same game.

    `game` is the reader's game hint ('any' without one); `tile` the typical tile colour (RGB);
    `ink_is_dark` the letters' polarity; `ratio` the letter height over the tile pitch. Two looks
    *match* when all agree within what screenshots of one game vary by (compression, scaling,
    a slightly different crop)."""

    game: str
    ink_is_dark: bool
    tile: tuple[int, int, int]
    ratio: float

    def matches(self, other: Look) -> bool:
        colour = sum(abs(a - b) for a, b in zip(self.tile, other.tile))
        return (self.game == other.game and self.ink_is_dark == other.ink_is_dark
                and colour <= 60 and abs(self.ratio - other.ratio) <= 0.12 * self.ratio)

    @property
    def key(self) -> str:
        """A short readable name: game, polarity, tile colour, ratio."""
        colour = "".join(f"{value:02x}" for value in self.tile)
        return f"{self.game}-{'dark' if self.ink_is_dark else 'light'}-{colour}-{self.ratio:.2f}"

    def to_json(self) -> dict[str, object]:
        return {"game": self.game, "ink_is_dark": self.ink_is_dark, "tile": list(self.tile),
                "ratio": round(self.ratio, 4)}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Look:
        tile = tuple(int(v) for v in data["tile"])  # type: ignore[attr-defined]
        return cls(str(data["game"]), bool(data["ink_is_dark"]),
                   (tile[0], tile[1], tile[2]), float(data["ratio"]))  # type: ignore[arg-type]
