"""Open a screenshot or photo safely: known formats only, a pixel limit, upright, RGB on white."""

from __future__ import annotations

import io
import warnings
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from desktop_solver.core.errors import ImageError
from desktop_solver.core.files import read_regular_file

FORMATS = ("PNG", "JPEG", "WEBP", "BMP")
# 50 megapixels: larger than any screen (an 8K display is 33 MP) or phone photo, far below what
# a decompression bomb expands to.
MAX_PIXELS = 50_000_000
MAX_FILE_BYTES = 200 * 1024 * 1024

ImageSource = str | Path | bytes | Image.Image


def load_image(source: ImageSource, max_pixels: int = MAX_PIXELS) -> Image.Image:
    """The image as RGB (transparency flattened onto white, EXIF rotation applied).

    `source` is a path, the file's bytes, or an already opened Pillow image (a pasted or
    captured one). ImageError names the file and says what was expected."""
    # `picture` names the file for a front end to word the error itself ('' when pasted).
    picture = "" if isinstance(source, (bytes, Image.Image)) else Path(source).name
    if isinstance(source, Image.Image):
        _check_size(source.size, max_pixels, "the image", picture)
        # The caller's image stays the caller's: the reader gets a copy of its own.
        return _to_rgb(source.copy())
    name = "the pasted image" if isinstance(source, bytes) else repr(str(source))
    data = source if isinstance(source, bytes) else _read(Path(source))
    try:
        with warnings.catch_warnings():
            # Our own limit applies; Pillow's bomb warning would only repeat it.
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data), formats=FORMATS)
            _check_size(image.size, max_pixels, name, picture)
            image.load()
    except Image.DecompressionBombError as error:
        raise ImageError(f"{name} is too large to open safely; expected at most "
                         f"{max_pixels:,} pixels (a screenshot or photo)",
                         code="image.too_large", picture=picture,
                         megapixels=max_pixels // 1_000_000) from error
    except UnidentifiedImageError as error:
        raise ImageError(f"{name} is not a PNG, JPEG, WebP or BMP image",
                         code="image.unknown_format", picture=picture) from error
    except (OSError, SyntaxError, ValueError) as error:
        if isinstance(error, ImageError):
            raise
        raise ImageError(f"{name} cannot be decoded ({error}); expected a PNG, JPEG, WebP or "
                         "BMP image", code="image.undecodable", picture=picture) from error
    return _to_rgb(image)


def _read(path: Path) -> bytes:
    return read_regular_file(path, MAX_FILE_BYTES, "an image file", ImageError)


def _check_size(size: tuple[int, int], max_pixels: int, name: str, picture: str) -> None:
    width, height = size
    if width * height > max_pixels:
        raise ImageError(f"{name} has {width} x {height} = {width * height:,} pixels; expected at "
                         f"most {max_pixels:,} pixels (a screenshot or photo)",
                         code="image.too_large", picture=picture,
                         megapixels=max_pixels // 1_000_000)
    if width < 8 or height < 8:
        raise ImageError(f"{name} is only {width} x {height} pixels; expected a screenshot",
                         code="image.too_small", picture=picture, width=width, height=height)


def _to_rgb(image: Image.Image) -> Image.Image:
    """`image` upright and RGB, changed in place where it can be (a 12 MP photo's copy costs
    a twentieth of a second, and the picture is opened here for the reader alone)."""
    ImageOps.exif_transpose(image, in_place=True)
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        background = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        return Image.alpha_composite(background, rgba).convert("RGB")
    if image.mode in ("I;16", "I;16B", "I;16L", "I"):
        # 16-bit greyscale PNG: scale down to 8 bits before Pillow clips it to white.
        image = image.point(lambda v: v / 256).convert("L")
    return in_rgb(image)


def in_rgb(picture: Image.Image) -> Image.Image:
    """`picture` in RGB: itself when it is (for reading only, not to be changed), else a
    converted copy."""
    return picture if picture.mode == "RGB" else picture.convert("RGB")
