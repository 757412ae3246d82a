"""The board's alphabet by the glyph classifier (recognise/which_language.py): its clear word
wins over Tesseract's fits, which know few faces and are each sure of the look-alikes they squeeze
a foreign letter into; where it is not clear, the fits decide as before."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from desktop_solver import paths
from desktop_solver.core.cancel import NEVER_CANCELLED
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.recognise import which_language
from desktop_solver.ocr.recognise.glyph_samples import Spoiling, spoiled
from desktop_solver.ocr.recognise.sheet import RawReads

CLEAN = Spoiling(smallest=40, largest=40, stroke=0, slant=0, tilt=0, squeeze=0, blur=0,
                 noise=0, jpeg=0, company=0)
# Tesseract's Russian model reads these Latin capitals as the Cyrillic letters they look like.
RUSSIAN_FOR = {"S": "С", "D": "О", "W": "Ш", "N": "И", "L": "Л", "V": "У", "M": "М", "F": "Г",
               "H": "Н", "B": "В", "P": "Р", "O": "О", "G": "С"}


def board(letters: str, font: str = "LiberationSans-Bold.ttf") -> list[TileGlyph]:
    glyphs = []
    for index, letter in enumerate(letters):
        ink = spoiled(paths.fonts_dir() / font, letter, np.random.default_rng(index), CLEAN)
        assert ink is not None
        mask = Image.fromarray(np.where(ink, 0, 255).astype(np.uint8))
        glyphs.append(TileGlyph(index // 5, index % 5, mask, (0, 0, 1, 1), "L", mask=mask))
    return glyphs


def tesseract_leaning_russian(monkeypatch: pytest.MonkeyPatch, letters: str) -> None:
    """Tesseract as it read a Latin board of light serif capitals: the Russian model surer of its
    look-alikes than the English model of the letters themselves."""
    def read_sheets(jobs: list[tuple[list[TileGlyph], str, bool | None]]) -> list[RawReads]:
        found = []
        for glyphs, lang, _ in jobs:
            reads: RawReads = {}
            for g in glyphs:
                letter = letters[g.row * 5 + g.col]
                reads[(g.row, g.col)] = [(RUSSIAN_FOR.get(letter, letter), 0.99)] \
                    if lang == "ru" else [(letter, 0.3)]
            found.append(reads)
        return found
    monkeypatch.setattr(which_language, "read_sheets", read_sheets)


def test_a_latin_board_the_fits_take_for_russian_is_read_in_english(monkeypatch):
    letters = "OSDSWNLSSVMDFLFHHBPOHGPOP"
    tesseract_leaning_russian(monkeypatch, letters)
    chosen, reads = which_language.read_in_language(board(letters), [], "auto",
                                                    NEVER_CANCELLED)
    assert chosen == "en"
    assert "".join(reads[(i // 5, i % 5)][0][0] for i in range(25)) == letters


@pytest.mark.parametrize("letters, lang", [("OSDSWNLSSVMDFLFHHBPOHGPOP", "en"),
                                           ("ЬЯЛИЕТЯАМТВБОКВОГСШЗЕРОКА", "ru")])
def test_the_classifier_tells_either_alphabet(letters, lang):
    assert which_language._script_of_glyphs(board(letters, "DejaVuSerif.ttf"), True) == lang


def test_a_board_of_look_alikes_is_left_to_the_fits():
    # Letters both alphabets draw alike: no glyph tells, whatever the classifier's leanings.
    assert which_language._script_of_glyphs(board("ABCEHKMOPTXABCEHKMOPTXABC"), True) is None
