"""Read a letter-grid board from a screenshot or photo with Tesseract (Pillow + pytesseract).

No Qt here: the GUI opens, pastes or captures an image and calls `read_board`.
"""

from desktop_solver.ocr.geometry import Box, GridGeometry
from desktop_solver.ocr.recognise.fingerprints import Fingerprint, Look
from desktop_solver.ocr.images import MAX_PIXELS, load_image
from desktop_solver.ocr.memory import GlyphMemory
from desktop_solver.ocr.reader import BoardReading, ReadOptions, TileReading, read_board
from desktop_solver.ocr.recognise.tesseract import (
    INSTALL_COMMAND,
    TesseractStatus,
    require_tesseract,
    tesseract_status,
)

__all__ = [
    "INSTALL_COMMAND", "MAX_PIXELS", "BoardReading", "Box", "Fingerprint", "GlyphMemory",
    "GridGeometry", "Look", "ReadOptions", "TesseractStatus", "TileReading", "load_image",
    "read_board", "require_tesseract", "tesseract_status",
]
