"""Letters drawn in the installed fonts judge a die's turn and a tray's alphabet
(fonts/glyph_templates.py, checks/turns.py, recognise/which_language.py)."""

import pytest
from PIL import Image, ImageDraw

from desktop_solver.ocr.checks import turns
from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.recognise.which_language import language_of_dice
from desktop_solver.ocr.fonts.glyph_templates import likeness_any_turn, likenesses
from desktop_solver.ocr.recognise.languages import dice_faces
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.checks.turns import _dice_choice
from tests.ocr.render import REGULAR, letter_mask

# The letters are drawn in a face the reader does not draw its templates in (it uses bold ones).
FACE = REGULAR
LATIN, CYRILLIC = dice_faces("en"), dice_faces("ru")


def mask_of(text: str, turn: int = 0) -> Image.Image:
    return letter_mask(text, FACE, turn)


@pytest.mark.parametrize("letter, look_alike", [("L", "T"), ("A", "V"), ("C", "U"), ("Y", "A")])
def test_a_letter_looks_most_like_itself_upright(letter, look_alike):
    # GIVEN a letter lying upside down or on its side, which Tesseract reads as a look-alike
    turn = 90 if letter in "CY" else 180
    lying = mask_of(letter, turn)
    # WHEN it is compared with the letters drawn, turned back and as it lies
    itself = likenesses(lying.rotate(-turn, expand=True, fillcolor=255), (letter,))[letter]
    other = max(likenesses(lying.rotate(quarter, expand=True, fillcolor=255),
                           (look_alike,))[look_alike]
                for quarter in (0, 90, 180, 270) if quarter != (-turn) % 360)
    # THEN it looks more like itself upright than like the look-alike at any other turn
    assert itself > 0.75
    assert itself > other + 0.03


def test_a_die_takes_the_turn_whose_letter_its_glyph_looks_like():
    # GIVEN an upside-down L, which Tesseract reads as T upright and as L turned, equally sure
    lying = mask_of("L", 180)
    masks = {0: lying, 180: lying.rotate(180, expand=True, fillcolor=255)}
    readings = {0: ("T", 0.97), 90: ("", 0.0), 180: ("L", 0.97), 270: ("", 0.0)}
    # WHEN the die's turn is chosen
    turn, text, confidence = _dice_choice(("T", 0.97), readings, masks, LATIN)
    # THEN it is the L turned back, read with Tesseract's confidence
    assert (turn, text, confidence) == (180, "L", 0.97)


def test_a_letter_that_reads_alike_upside_down_stays_sure():
    # GIVEN an H, which reads H upright and upside down
    h = mask_of("H")
    readings = {0: ("H", 0.95), 90: ("", 0.0), 180: ("H", 0.95), 270: ("", 0.0)}
    # WHEN its turn is chosen
    masks = {0: h, 180: h.rotate(180, expand=True, fillcolor=255)}
    _, text, confidence = _dice_choice(("H", 0.95), readings, masks, LATIN)
    # THEN it is H, as sure as Tesseract is: either turn gives the same letter
    assert (text, confidence) == ("H", 0.95)


def test_a_glyph_that_looks_like_two_letters_at_two_turns_is_unsure():
    # GIVEN a small u, which upside down looks nearly as much like an n
    u = mask_of("u")
    readings = {0: ("u", 0.95), 90: ("", 0.0), 180: ("n", 0.95), 270: ("", 0.0)}
    # WHEN its turn is chosen
    _, _, confidence = _dice_choice(("u", 0.95), readings,
                                    {0: u, 180: u.rotate(180, expand=True, fillcolor=255)}, LATIN)
    # THEN the user is asked: the confidence is below the editor's unsure
    assert confidence <= DOUBTED


def test_a_die_that_looks_a_little_likelier_than_a_surer_reading_is_unsure():
    # GIVEN an A, which upside down looks much like a V, and which Tesseract reads surer as V
    a = mask_of("A")
    readings = {0: ("A", 0.80), 90: ("", 0.0), 180: ("V", 0.95), 270: ("", 0.0)}
    # WHEN its turn is chosen
    turn, text, confidence = _dice_choice(("A", 0.80), readings,
                                          {0: a, 180: a.rotate(180, expand=True, fillcolor=255)},
                                          LATIN)
    # THEN the A it looks likeliest is kept, but the user is asked
    assert (turn, text) == (0, "A")
    assert confidence <= DOUBTED


@pytest.mark.parametrize("letter", ["З", "Д", "Ю"])
def test_a_die_read_as_other_letters_at_every_turn_is_the_face_its_glyph_looks_like(letter):
    # GIVEN an upside-down die that Tesseract reads, sure, as Е upright and turned back
    masks = turned_every_way(mask_of(letter, 180))
    readings = {0: ("Е", 0.9), 90: ("", 0.0), 180: ("Е", 0.9), 270: ("", 0.0)}
    # WHEN its turn is chosen among the faces of a Russian set
    turn, text, confidence = _dice_choice(("Е", 0.9), readings, masks, CYRILLIC)
    # THEN it is the letter turned back, as sure as its drawing is like it
    assert (turn, text) == (180, letter)
    assert confidence > 0.8


@pytest.mark.parametrize("letters, lang", [("ЯЖБДЛЮ", "ru"), ("RFGJQUS", "en")])
def test_a_tray_of_dice_shows_its_alphabet_at_any_turn(letters, lang):
    # GIVEN dice lying every way, letters only one alphabet has
    glyphs = [TileGlyph(0, index, None, None, "L", mask=mask_of(letter, 90 * (index % 4)))
              for index, letter in enumerate(letters)]
    # WHEN the tray's alphabet is judged from its glyphs
    # THEN it is that alphabet's
    assert language_of_dice(glyphs) == lang
    assert likeness_any_turn(glyphs[0].mask, (letters[0],)) > 0.75


def turned_every_way(mask: Image.Image) -> dict[int, Image.Image]:
    return {turn: mask.rotate(turn, expand=True, fillcolor=255) for turn in (0, 90, 180, 270)}


@pytest.mark.parametrize("face, sure", [("DejaVuSans-ExtraLight.ttf", False), (REGULAR, True)])
def test_an_upright_n_is_no_z_on_its_side(face, sure):
    # GIVEN an upright N, which Tesseract reads N upright and, less surely, Z on its side; the
    # templates, stretched square, find a thin N as like a Z turned
    masks = turned_every_way(letter_mask("N", face))
    readings = {0: ("N", 0.99), 90: ("Z", 0.45), 180: ("N", 0.9), 270: ("Z", 0.45)}
    # WHEN its turn is chosen
    turn, text, confidence = _dice_choice(("N", 0.99), readings, masks, LATIN)
    # THEN it is the N: a Z drawn is taller than wide, and this one would be wider than tall;
    # sure where the N is drawn as the templates' faces draw it
    assert (turn, text) == (0, "N")
    assert (confidence > DOUBTED) == sure


def test_a_letter_out_of_its_drawn_proportions_by_its_turn_only():
    n = letter_mask("N")
    assert turns._out_of_proportion(n, "N") == 0.0
    assert turns._out_of_proportion(n.rotate(90, expand=True), "Z") > 0.2


def test_a_die_the_drawings_cannot_turn_stays_as_it_lies_unsure(monkeypatch):
    # GIVEN a die whose glyph looks a shade more like a W upside down than an M upright (a face
    # whose M splays its legs), and Tesseract a little surer of the M
    def drawn_alike(mask, texts, fonts=None):
        return {text: {"M": 0.65, "W": 0.655}[text] for text in texts if text in "MW"}
    monkeypatch.setattr(turns, "likenesses", drawn_alike)
    masks = turned_every_way(mask_of("M"))
    readings = {0: ("M", 0.99), 90: ("", 0.0), 180: ("W", 0.95), 270: ("", 0.0)}
    # WHEN its turn is chosen
    turn, text, confidence = _dice_choice(("M", 0.99), readings, masks, LATIN)
    # THEN nothing is evidence for turning it: it is the M as it lies, and the user is asked
    assert (turn, text) == (0, "M")
    assert confidence <= DOUBTED


def test_a_die_tesseract_reads_at_no_turn_is_the_face_it_is_drawn_like():
    # GIVEN a thin upright I, which Tesseract reads as nothing upright or upside down
    i = mask_of("I")
    masks = {0: i, 180: i.rotate(180, expand=True, fillcolor=255)}
    # WHEN its turn is chosen
    _, text, confidence = _dice_choice(("", 0.0), {0: ("", 0.0), 180: ("", 0.0)}, masks, LATIN)
    # THEN it is the I, as sure as its drawing is like one
    assert text == "I"
    assert confidence > 0.75


def test_a_die_reads_only_as_a_face_of_its_set():
    # GIVEN an F cut with its die's edge beside it, which Tesseract reads as FI
    f = mask_of("F")
    cut = Image.new("L", (f.width + 20, f.height), 255)
    cut.paste(f, (0, 0))
    ImageDraw.Draw(cut).rectangle((f.width + 6, 0, f.width + 11, f.height - 1), fill=0)
    readings = {0: ("FI", 0.46), 90: ("", 0.0), 180: ("", 0.0), 270: ("J", 0.48)}
    # WHEN its turn is chosen
    _, text, confidence = _dice_choice(("EI", 0.24), readings, turned_every_way(cut), LATIN)
    # THEN it is read as a face of the set, never the FI no English die prints, and the user
    # is asked: which face, the drawings of a glyph cut with a stroke beside it cannot tell
    assert text in LATIN
    assert confidence <= DOUBTED


def test_a_die_read_as_no_face_at_all_is_read_as_no_letter_without_a_drawing_like_it():
    # GIVEN a blot no face of the set looks like, which Tesseract reads FI at one turn only
    blot = Image.new("L", (40, 40), 255)
    ImageDraw.Draw(blot).ellipse((2, 2, 37, 37), fill=0)
    readings = {0: ("FI", 0.5), 90: ("", 0.0), 180: ("", 0.0), 270: ("", 0.0)}
    # WHEN its turn is chosen, with the drawings and without
    drawn = _dice_choice(("FI", 0.5), readings, turned_every_way(blot), LATIN)
    undrawn = _dice_choice(("FI", 0.5), readings, {}, LATIN)
    # THEN it is no FI either way
    assert drawn[1] != "FI" and undrawn[1] != "FI"


def test_a_die_read_as_nothing_whose_drawing_two_faces_fit_is_unsure():
    # GIVEN an upright Е, which Tesseract reads as nothing at any turn, and which looks nearly
    # as much like a Ш on its side
    masks = turned_every_way(mask_of("Е"))
    readings = {turn: ("", 0.0) for turn in (0, 90, 180, 270)}
    # WHEN its turn is chosen among the faces of a Russian set
    _, _, confidence = _dice_choice(("", 0.0), readings, masks, CYRILLIC)
    # THEN the user is asked
    assert confidence <= DOUBTED
