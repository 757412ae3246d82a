"""Letters that do not stand upright: dice lie in their tray on any of four sides.

A photo of a Boggle board shows each die turned its own way, and Tesseract reads a letter on its
side as some other letter or as nothing (an I on its side is a dash). So the tiles it doubts are
read again turned by 90, 180 and 270 degrees and upright once more, each glyph on a line of its
own (a garbled neighbour on the same line can drag Tesseract into a wrong letter) and at two
sizes. A turn wins only when both sizes agree on it, Tesseract is sure of it and clearly surer
than of the upright letter: most letters read as *something* on their side (N as Z, M as W),
and screenshots, which are always upright, must not lose a right letter to a doubtful one.

Dice come many to a board: only when at least two doubtful tiles read better turned is the board
taken for dice, and then every single-letter tile is tried turned, however sure its first
reading was (in a row of turned dice Tesseract is sure of wrong letters too).
"""

from __future__ import annotations

import math

from PIL import Image

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.draft import Draft, Pictures
from desktop_solver.ocr.fonts.glyph_templates import RESEMBLES, drawn_proportions, likenesses
from desktop_solver.ocr.recognise.languages import dice_faces, tile_text
from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT, TileGlyph, cut_tiles
from desktop_solver.ocr.recognise.sheet import Key, read_sheets

TURNS = (0, 90, 180, 270)
HEIGHTS = (44, 32)  # letter heights each turn is read at
# Dice trays are small; a word search's doubtful letters are upright, and reading them turned
# only risks a look-alike.
MAX_TILES = 64
DOUBTFUL = 0.80     # tiles read with less confidence are tried turned (the editor's "unsure")
SURE = 0.90         # a turned reading must be at least this sure
MARGIN = 0.15       # and this much surer than the upright one
SHORT = 0.9         # a turned capital lower than this share of the board's letters lies on its side
MIN_TURNED = 2      # doubtful tiles that must read better turned before the board is dice
# Another letter read at another turn this nearly as surely: either may be right, the tile is
# DOUBTED.
AMBIGUOUS = 0.05
# A die's reading is chosen by its likeness to the letter drawn plus TESSERACT_WEIGHT times
# Tesseract's confidence (an A and an upside-down V look alike drawn; Tesseract is surer of the
# right one). It wins by CLEARLY_LIKER likeness, or the die is unsure; so is one that wins by
# less than NEARLY_AS_LIKE over a letter Tesseract was TESSERACT_SURER surer of (fonts other than
# the die's own shift likeness a little). A face of the set Tesseract read at none of its turns
# (an З taken for Е both ways up) wins when its drawing is DRAWN_LEAD liker than any reading's.
CLEARLY_LIKER = 0.03
NEARLY_AS_LIKE = 0.15
TESSERACT_SURER = 0.05
TESSERACT_WEIGHT = 0.1
DRAWN_LEAD = 0.1

# Per unit of log proportion beyond what the fonts draw (and PROPORTION_SLACK either way), the
# likeness a glyph loses to a letter: an N upright, turned a quarter, is a Z as wide as a Z is tall.
OUT_OF_PROPORTION = 0.5
PROPORTION_SLACK = 1.1

# A turn is taken on evidence: where the drawings and Tesseract cannot part two readings (an M
# upright and a W upside down), the die stays as it lies, unsure.
UPRIGHT_LEAN = 0.01

Reading = tuple[str, float]
Choice = tuple[int, str, float]     # turn, text, confidence

# How a note of read_turned starts, before the turn (0: read again upright, not turned).
TURNED_NOTE = "turned "


def read_turned(draft: Draft, pictures: Pictures) -> list[str]:
    """Read doubtful single-letter tiles (and tiles with ink but no upright letter) turned, and
    keep a turn where it reads clearly better; returns notes on what changed. On a board known
    to be a tray of dice (`draft.dice`: straighten/dice.py found them) every tile is tried
    turned."""
    glyphs, texts, confidences = draft.glyphs, draft.texts, draft.confidences
    capitals, dice = draft.capitals, draft.dice
    if pictures.geometry.rows * pictures.geometry.cols > MAX_TILES:
        return []
    # An English die's one face of two letters is Qu: upside down it reads as two other letters;
    # a die of a set without one is a letter whose thin strokes a blurred photo broke in two (on
    # a screenshot two letters are a tile's own, upright).
    single = {(g.row, g.col) for g in glyphs if (g.letter_count == 1 and len(g.shape) == 1)
              or (dice and g.shape == "LL")}
    # A tile with ink but no upright letter read as empty: that says nothing for upright.
    stray = {(g.row, g.col) for g in glyphs if g.stray_ink and g.image is None}
    doubtful = stray | {key for key in single if dice or confidences.get(key, 0.0) < DOUBTFUL}
    if not doubtful:
        return []
    upright = {key: ("", 0.0) if key in stray else (texts.get(key, ""), confidences.get(key, 0.0))
               for key in single | stray}
    # A capital as low as one on its side: however sure Tesseract is of it upright (an R on its
    # side reads M), a sure turned reading may win.
    lying = {(g.row, g.col) for g in glyphs if capitals and g.mask is not None
             and g.mask.height < SHORT * GLYPH_HEIGHT}

    def choose(keys: set[Key]) -> dict[Key, Choice]:
        readings, masks = _read_turns(draft, pictures, keys)
        if dice:
            return {key: _dice_choice(upright[key], by_turn, masks[key], dice_faces(draft.lang))
                    for key, by_turn in readings.items()}
        return {key: _choice(upright[key], by_turn, key in lying)
                for key, by_turn in readings.items()}

    choices = choose(doubtful)
    if dice or sum(1 for turn, _, _ in choices.values() if turn) >= MIN_TURNED:
        choices.update(choose(single - doubtful))
    else:
        choices = {key: choice for key, choice in choices.items() if not choice[0]}
    notes = []
    for key, (turn, text, conf) in sorted(choices.items()):
        if text != texts.get(key, ""):
            notes.append(f"{TURNED_NOTE}{turn}: {key} {texts.get(key, '')!r} -> {text!r}")
        texts[key], confidences[key] = text, conf
    return notes


def _read_turns(draft: Draft, pictures: Pictures, keys: set[Key]
                ) -> tuple[dict[Key, dict[int, Reading]], dict[Key, dict[int, Image.Image]]]:
    """Each of the `keys` tiles' reading at each turn (what both sizes agree on) and its glyph's
    mask at each turn (at the first height); on dice, two letters are read in either case (the
    Qu face has a small u whatever the board's case)."""
    if not keys:
        return {}, {}
    gray, geometry, soft = pictures.gray, pictures.geometry, draft.options.soft_glyphs
    lang, capitals, dice = draft.lang, draft.capitals, draft.dice
    masks: dict[Key, dict[int, Image.Image]] = {key: {} for key in keys}
    case = capitals if lang == "en" else None
    plan = []
    jobs: list[tuple[list[TileGlyph], str, bool | None]] = []
    for turn in TURNS:
        for height in HEIGHTS:
            cut = [g for row in cut_tiles(gray, geometry, height, only=keys, soft=soft, turn=turn)
                   for g in row if g.image is not None]
            if height == HEIGHTS[0]:
                for g in cut:
                    if g.mask is not None:
                        masks[(g.row, g.col)][turn] = g.mask
            for letters, job_case in ((1, case), (2, None if dice else case)):
                plan.append((turn, height))
                jobs.append(([g for g in cut if min(g.letter_count, 2) == letters],
                             lang, job_case))
    votes: dict[Key, dict[int, list[Reading]]] = {key: {} for key in keys}
    # The four turns at one size share sheets: two starts of Tesseract rather than eight.
    readings = read_sheets(jobs, apart=True, shared=[height for _, height in plan])
    for (turn, height), (cut, _, _), reads in zip(plan, jobs, readings):
        for g in cut:
            key = (g.row, g.col)
            reading = tile_text(reads.get(key, []), g.shape, lang, capitals, g.marks_above, g.foot)
            if turn and capitals and not dice and g.mask is not None \
                    and g.mask.height < SHORT * height:
                # Capitals stand as high as the board's letters: a turn that leaves a letter
                # this much lower has it on its side (an upside-down P turned a quarter is a
                # low U). Dice are judged by their letters drawn instead (_dice_choice): a
                # photo's letters are not all of one height.
                reading = ("", 0.0)
            votes[key].setdefault(turn, []).append(reading)
    return ({key: {turn: _agreed(readings) for turn, readings in by_turn.items()}
             for key, by_turn in votes.items()}, masks)


def _agreed(readings: list[Reading]) -> Reading:
    """The text most sizes read, with the mean confidence over all sizes (0 where another text
    was read): a turn that reads alike at every size is likelier than one that does not."""
    tally: dict[str, float] = {}
    for text, conf in readings:
        if text:
            tally[text] = tally.get(text, 0.0) + conf
    if not tally:
        return "", 0.0
    best = max(tally, key=lambda text: tally[text])
    return best, tally[best] / len(HEIGHTS)


def _choice(first: Reading, by_turn: dict[int, Reading], lying: bool = False,
            dice: bool = False) -> Choice:
    """A tile's turn, text and confidence from its first reading and its readings turned: a
    turned one if it is sure and clearly surer than both upright ones (than nothing when the
    upright letter is `lying` low; on `dice`, than the upright one read alone), else the surer
    upright; DOUBTED confidence at most when another letter was read nearly as surely."""
    again = by_turn.get(0, ("", 0.0))
    # On dice the first reading is of a row of turned letters, where Tesseract is sure of wrong
    # ones too (an upside-down U as N): the die read alone upright is the one to beat.
    upright = again if again[0] and (dice or again[1] > first[1]) else first
    turned = [(turn, text, conf) for turn, (text, conf) in by_turn.items() if turn and text]
    best = max(turned, key=lambda choice: choice[2], default=None)
    rival = 0.0 if lying else upright[1]
    if best is not None and best[2] >= SURE and best[2] >= rival + MARGIN:
        turn, text, conf = best
    else:
        turn, (text, conf) = 0, upright
    # A die on its side can be one letter or another (Y or an upside-down A, C or U): when
    # Tesseract is as sure of both, the user is asked.
    if any(rival_text and rival_text != text and rival_conf >= conf - AMBIGUOUS
           for rival_text, rival_conf in (first, *by_turn.values())):
        conf = min(conf, DOUBTED)
    return turn, text, conf


def _dice_choice(first: Reading, by_turn: dict[int, Reading], masks: dict[int, Image.Image],
                 faces: tuple[str, ...]) -> Choice:
    """A die's turn, text and confidence: of the faces of its set (`faces`) it reads as at its
    four turns (and its first reading, upright), the one its glyph at that turn looks most like,
    drawn in the shipped fonts and as wide for its height (Tesseract's confidence tipping near
    ties, then the turn it lies at), or a face that looks clearly liker still, its likeness for
    confidence (so too where nothing was read at any turn and a face resembles the glyph);
    DOUBTED confidence at most when another letter looks nearly as like, or not much less like
    and Tesseract is surer of it. Tesseract's confidence alone (`_choice`) where no shipped font is
    found."""
    def a_face(reading: Reading) -> Reading:
        # No die prints what its set has no face for (an F cut with its die's edge read FI).
        return reading if reading[0].upper() in faces else ("", 0.0)

    first, by_turn = a_face(first), {turn: a_face(reading) for turn, reading in by_turn.items()}
    readings = [(turn, text, conf) for turn, (text, conf) in by_turn.items() if text]
    if first[0] and first[0] != by_turn.get(0, ("", 0.0))[0]:
        readings.append((0, *first))
    drawn = {turn: likenesses(mask, faces) for turn, mask in masks.items()}
    for turn, text, _ in readings:
        if turn in masks and text not in drawn[turn]:
            drawn[turn].update(likenesses(masks[turn], (text,)))
    for turn, scores in drawn.items():
        for text in scores:
            scores[text] -= OUT_OF_PROPORTION * _out_of_proportion(masks[turn], text)
    scored = [(drawn[turn][text], (turn, text, conf)) for turn, text, conf in readings
              if text in drawn.get(turn, {})]
    # The likest face drawn; of turns alike, the one the die lies at.
    face_score, face_turn, face = max(((face_score, face_turn, face)
                                       for face_turn, scores in drawn.items()
                                       for face, face_score in scores.items()),
                                      key=lambda item: (item[0], -item[1], item[2]),
                                      default=(0.0, 0, ""))
    if not scored:
        # Tesseract read no face at any turn (a thin I read as nothing): a drawing the glyph
        # resembles is the evidence, unsure where another face looks nearly as like.
        if face_score < RESEMBLES:
            return _choice(first, by_turn, dice=True)
        rival = max((score for scores in drawn.values() for text, score in scores.items()
                     if text != face), default=-1.0)
        sure = rival <= face_score - CLEARLY_LIKER
        return face_turn, face, face_score if sure else min(face_score, DOUBTED)
    likest = max(score for score, _ in scored)
    score, (turn, text, conf) = max(scored, key=lambda item: item[0] + TESSERACT_WEIGHT
                                    * item[1][2] + (UPRIGHT_LEAN if not item[1][0] else 0.0))
    if face != text and face_score >= likest + DRAWN_LEAD:
        # Tesseract took it for other letters at every turn: its drawing is all the evidence.
        score, (turn, text, conf) = face_score, (face_turn, face, face_score)
    if any(rival_text != text and (rival_score > score - CLEARLY_LIKER or (
            rival_conf > conf + TESSERACT_SURER and rival_score > score - NEARLY_AS_LIKE))
           for rival_score, (_, rival_text, rival_conf) in scored):
        conf = min(conf, DOUBTED)
    return turn, text, conf


def _out_of_proportion(mask: Image.Image, text: str) -> float:
    """How far (log of the ratio) the glyph's width over its height lies outside the range
    `text` is drawn in, PROPORTION_SLACK each way; 0 without fonts."""
    drawn = drawn_proportions(text)
    if drawn is None or not mask.width or not mask.height:
        return 0.0
    narrowest, widest = drawn
    proportion = mask.width / mask.height
    return max(0.0, math.log(narrowest / PROPORTION_SLACK / proportion),
               math.log(proportion / widest / PROPORTION_SLACK))
