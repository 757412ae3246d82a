"""Opening images: the formats, transparency, and every way a file can be unusable."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image

from desktop_solver.core.errors import ImageError
from desktop_solver.ocr.images import MAX_PIXELS, load_image


@pytest.mark.parametrize("suffix, fmt", [(".png", "PNG"), (".jpg", "JPEG"), (".webp", "WEBP"),
                                         (".bmp", "BMP")])
def test_formats(tmp_path, suffix, fmt):
    path = tmp_path / f"shot{suffix}"
    Image.new("RGB", (40, 30), (200, 10, 10)).save(path, fmt)
    image = load_image(path)
    assert image.mode == "RGB" and image.size == (40, 30)
    assert load_image(path.read_bytes()).size == (40, 30)    # pasted bytes work the same


def test_transparency_is_flattened_onto_white(tmp_path):
    path = tmp_path / "clear.png"
    Image.new("RGBA", (20, 20), (0, 0, 0, 0)).save(path)
    assert load_image(path).getpixel((5, 5)) == (255, 255, 255)


def test_a_pillow_image_is_taken_as_it_is():
    assert load_image(Image.new("L", (30, 30), 128)).getpixel((0, 0)) == (128, 128, 128)


def test_missing_file(tmp_path):
    with pytest.raises(ImageError, match=r"'.*nothing\.png' does not exist; expected an image"):
        load_image(tmp_path / "nothing.png")


def test_not_an_image(tmp_path):
    path = tmp_path / "notes.png"
    path.write_text("just text", encoding="utf-8")
    with pytest.raises(ImageError, match="is not a PNG, JPEG, WebP or BMP image"):
        load_image(path)


def test_other_formats_are_refused(tmp_path):
    path = tmp_path / "shot.gif"
    Image.new("RGB", (20, 20)).save(path, "GIF")
    with pytest.raises(ImageError, match="is not a PNG, JPEG, WebP or BMP image"):
        load_image(path)


def test_truncated_file(tmp_path):
    path = tmp_path / "cut.png"
    Image.new("RGB", (200, 200), (1, 2, 3)).save(path)
    path.write_bytes(path.read_bytes()[:120])
    with pytest.raises(ImageError, match="cannot be decoded"):
        load_image(path)


def _png_header(width: int, height: int) -> bytes:
    """A PNG that claims a size without holding the pixels: what a decompression bomb looks like
    to the code that opens it."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + \
            struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + \
        chunk(b"IDAT", zlib.compress(b"\x00" * 16)) + chunk(b"IEND", b"")


@pytest.mark.parametrize("side", [9000, 40000])     # over our limit; over Pillow's as well
def test_decompression_bomb(tmp_path: Path, side: int):
    path = tmp_path / "bomb.png"
    path.write_bytes(_png_header(side, side))
    with pytest.raises(ImageError, match=f"expected at most {MAX_PIXELS:,} pixels"):
        load_image(path)


def test_tiny_image():
    with pytest.raises(ImageError, match="only 4 x 4 pixels"):
        load_image(Image.new("RGB", (4, 4)))


def test_sixteen_bit_greyscale(tmp_path):
    path = tmp_path / "deep.png"
    Image.new("I;16", (20, 20), 40000).save(path)
    assert load_image(path).getpixel((3, 3)) == (156, 156, 156)
