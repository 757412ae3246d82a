"""Upright letters checked against their alphabet drawn in the shipped fonts
(checks/second_look.py),
and the two languages' readings of a tile judged the same way (detect.misfits)."""

import pytest

from desktop_solver.ocr.fonts import glyph_templates
from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.recognise.which_language import misfits
from desktop_solver.ocr.recognise.languages import LETTERS
from desktop_solver.ocr.confidence import UNSURE
from desktop_solver.ocr.checks.second_look import second_look, split_look
from desktop_solver.ocr.cut.segment import TileGlyph
from tests.ocr.render import BOLD, MONO, REGULAR, SERIF, letter_mask


def glyph(letter: str, face: str = MONO, col: int = 0) -> TileGlyph:
    return TileGlyph(0, col, None, None, "L", mask=letter_mask(letter, face))


@pytest.fixture
def serif_templates_only(monkeypatch):
    """The letters drawn in one serif face only: no template of a sans face's letters."""
    monkeypatch.setattr(glyph_templates, "FONT_FILES", ("DejaVuSerif-Bold.ttf",))
    glyph_templates.shipped_fonts.cache_clear()
    yield
    glyph_templates.shipped_fonts.cache_clear()


def test_a_letter_read_as_one_of_another_shape_takes_the_letter_it_is_drawn_as():
    # GIVEN a monospaced Д that Tesseract read as Р, fairly sure
    texts, confidences = {(0, 0): "Р"}, {(0, 0): 0.86}
    # WHEN the tile is checked against the letters drawn
    notes = second_look([glyph("Д")], texts, confidences, "ru", capitals=True)
    # THEN it is the Д, surely: its glyph is nearly the Д drawn and nothing like a Р
    assert texts == {(0, 0): "Д"} and notes
    assert confidences[(0, 0)] >= UNSURE



@pytest.mark.parametrize("letter, read", [("F", "E"), ("Ф", "О")])
def test_a_letter_read_as_one_it_shares_most_strokes_with_takes_the_letter_drawn(letter, read):
    # GIVEN a bold F that Tesseract read as E, surely (the E's foot is all that differs)
    texts, confidences = {(0, 0): read}, {(0, 0): 0.99}
    # WHEN the tile is checked against the letters drawn
    notes = second_look([glyph(letter, BOLD)], texts, confidences, "ru" if letter == "Ф" else "en",
                        capitals=True)
    # THEN it is the letter it all but is drawn as
    assert texts == {(0, 0): letter} and notes

@pytest.mark.parametrize("face", [BOLD, MONO, SERIF, REGULAR])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_right_readings_stay_as_sure_as_they_were(face, lang):
    # GIVEN every capital of an alphabet, read right
    glyphs = [glyph(letter, face, col) for col, letter in enumerate(LETTERS[lang])]
    texts = {(0, col): letter for col, letter in enumerate(LETTERS[lang])}
    confidences = dict.fromkeys(texts, 0.97)
    # WHEN they are checked against the letters drawn
    notes = second_look(glyphs, dict(texts), confidences, lang, capitals=True)
    # THEN nothing changes
    assert notes == [] and set(confidences.values()) == {0.97}


def test_without_a_template_of_its_face_a_slip_is_only_marked_unsure(serif_templates_only):
    # GIVEN the monospaced Д read as Р, and the letters drawn in a serif face only
    texts, confidences = {(0, 0): "Р"}, {(0, 0): 0.86}
    # WHEN the tile is checked
    second_look([glyph("Д")], texts, confidences, "ru", capitals=True)
    # THEN the reading stays, but the user is asked to check it
    assert texts == {(0, 0): "Р"}
    assert confidences[(0, 0)] <= DOUBTED < UNSURE


def test_a_board_of_small_letters_is_left_alone():
    # GIVEN a small e read as a small c (the letters are drawn as capitals)
    texts, confidences = {(0, 0): "C"}, {(0, 0): 0.9}
    # WHEN the board's tiles are checked
    notes = second_look([glyph("e", BOLD)], texts, confidences, "en", capitals=False)
    # THEN nothing is judged
    assert notes == [] and confidences == {(0, 0): 0.9}


def test_a_language_that_squeezes_a_letter_into_one_of_another_shape_misread_it():
    # GIVEN an И that the English model reads as U, and an Р both models read as their P
    glyphs = [glyph("И", BOLD, 0), glyph("Р", BOLD, 1)]
    reads = {"en": {(0, 0): [("U", 0.95)], (0, 1): [("P", 0.99)]},
             "ru": {(0, 0): [("И", 0.99)], (0, 1): [("Р", 0.99)]}}
    # WHEN the readings are compared with the letters drawn
    found = misfits(glyphs, reads)
    # THEN English misread the И; the look-alikes are no evidence either way
    assert found == {"en": frozenset({(0, 0)}), "ru": frozenset()}


def test_a_group_read_as_two_letters_takes_the_one_its_glyphs_are_drawn_as():
    # GIVEN four alike F tiles of a face the templates lack (a regular one: they are bold), two
    # of them read E
    glyphs = [glyph("F", REGULAR, col) for col in range(4)]
    texts = {(0, 0): "F", (0, 1): "E", (0, 2): "F", (0, 3): "E"}
    confidences = dict.fromkeys(texts, 0.97)
    # WHEN the group is checked against the letters it was read as, drawn
    notes = split_look(glyphs, [list(texts)], texts, confidences, "en", capitals=True)
    # THEN every tile is the F
    assert set(texts.values()) == {"F"} and len(notes) == 2


def test_a_group_of_letters_read_right_keeps_them():
    # GIVEN an E and an F grouped as alike, each read as itself, and a group read alike
    glyphs = [glyph("E", REGULAR, 0), glyph("F", REGULAR, 1), glyph("F", REGULAR, 2)]
    texts = {(0, 0): "E", (0, 1): "F", (0, 2): "E"}
    # WHEN the groups are checked
    notes = split_look(glyphs, [[(0, 0), (0, 1)], [(0, 2)]], texts, {}, "en", capitals=True)
    # THEN the split group keeps its right readings, the group of one is no split
    assert texts == {(0, 0): "E", (0, 1): "F", (0, 2): "E"} and not notes


def test_a_split_group_in_a_face_no_template_is_like_is_left_to_the_vote(serif_templates_only):
    # GIVEN the same split group, and templates of a face nothing like its glyphs
    glyphs = [glyph("F", REGULAR, col) for col in range(4)]
    texts = {(0, 0): "F", (0, 1): "E", (0, 2): "F", (0, 3): "E"}
    # WHEN the group is checked
    notes = split_look(glyphs, [list(texts)], texts, {}, "en", capitals=True)
    # THEN the templates say nothing
    assert list(texts.values()) == ["F", "E", "F", "E"] and not notes
