"""The checks' named confidences sit where their meaning puts them against the editor's unsure."""

from desktop_solver.ocr.confidence import DOUBTED, REPLACED
from desktop_solver.ocr.confidence import UNSURE


def test_doubted_tiles_are_shown_and_replaced_ones_are_not():
    assert DOUBTED < UNSURE <= REPLACED < 1.0
