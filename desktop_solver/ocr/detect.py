"""Which language a board is in, when the user says 'auto'.

Both languages read the board (a sample of it on a big board) side by side; the reading that
explains the tiles better wins (`language_score`). Tesseract's confidence alone does not compare
across its models: each is sure of the look-alikes it squeezes a foreign letter into.
"""

from __future__ import annotations

import logging

from desktop_solver.core.cancel import CancelToken
from desktop_solver.ocr.glyph_templates import likeness_any_turn
from desktop_solver.ocr.languages import LETTERS, board_is_capitals, exclusive_letters, tile_text
from desktop_solver.ocr.segment import TileGlyph
from desktop_solver.ocr.sheet import SHEET_TILES, Key, RawReads, read_sheets

log = logging.getLogger(__name__)

# Boards with more tiles than this choose their language from a sample of tiles, so the whole
# board is read in Russian only when the sample says Russian.
SAMPLE_TILES = 30
# Dice whose glyphs look likelier Cyrillic than Latin (drawn in the installed fonts, at any
# turn) by this much each on average are a Russian tray, by as much the other way an English one.
DICE_SCRIPT_MARGIN = 0.02


def read_in_language(glyphs: list[TileGlyph], groups: list[list[Key]], lang: str,
                     cancel: CancelToken) -> tuple[str, RawReads]:
    """The language and Tesseract's characters for every tile.

    For 'auto' both languages read the board side by side and the one that explains it better
    wins; on a big board the Russian reading is of a sample of tiles only, and so is the English
    one when the board needs more than one sheet (a word search): the whole board is then read
    again in the language that won."""
    inked = [g for g in glyphs if g.image is not None]
    if cancel.cancelled or not inked:
        return (lang if lang != "auto" else "en"), {}
    if lang != "auto":
        return lang, read_sheets([(inked, lang, None)])[0]
    sample = inked if len(inked) <= SAMPLE_TILES else _spread_sample(inked, SAMPLE_TILES)
    # English reads all of a board that fits on one sheet straight away: it costs little more
    # than the sample, and the board needs no second reading when English wins.
    tiles = {"en": inked if len(inked) <= SHEET_TILES else sample, "ru": sample}
    reads = dict(zip(tiles, read_sheets([(tiles[code], code, None) for code in tiles])))
    keys = {(g.row, g.col) for g in sample}
    scores = {code: language_score(sample, groups, {key: chars for key, chars in read.items()
                                                    if key in keys}, code)
              for code, read in reads.items()}
    log.debug("language scores %s", scores)
    chosen = "en" if scores["en"] >= scores["ru"] else "ru"
    if len(tiles[chosen]) == len(inked) or cancel.cancelled:
        return chosen, reads[chosen]
    return chosen, read_sheets([(inked, chosen, None)])[0]


def _spread_sample(glyphs: list[TileGlyph], count: int) -> list[TileGlyph]:
    step = len(glyphs) / count
    return [glyphs[int(i * step)] for i in range(count)]


def language_score(glyphs: list[TileGlyph], groups: list[list[Key]], reads: RawReads,
                   lang: str) -> float:
    """How well a language explains the tiles. For it: confident letters, and more so letters
    only its alphabet has (Tesseract's confidence alone does not compare across its models: each
    is sure of the look-alikes it squeezes a foreign letter into, R into В). Against it: more
    letters than a tile has parts, and different-looking glyphs read as the same letter."""
    capitals = board_is_capitals(t for chars in reads.values() for t, _ in chars)
    own = exclusive_letters(lang)
    score = 0.0
    texts = {}
    for g in glyphs:
        key = (g.row, g.col)
        chars = reads.get(key, [])
        text, conf = tile_text(chars, g.shape, lang, capitals, g.marks_above, g.foot)
        texts[key] = text
        # Letters of the tile's text only: the extra characters Tesseract makes of one foreign
        # glyph (J and I from Л) are no evidence for its language.
        score += conf + (sum(1.0 for letter in text if letter in own) if conf >= 0.5 else 0.0)
        extra = sum(1 for t, _ in chars if t.isalpha()) - max(1, g.letter_count)
        score -= 0.5 * max(0, extra)
    owner: dict[str, int] = {}
    for index, group in enumerate(groups):
        votes: dict[str, int] = {}
        for key in group:
            if texts.get(key):
                votes[texts[key]] = votes.get(texts[key], 0) + 1
        if votes:
            text = max(votes, key=lambda t: votes[t])
            if text in owner:
                score -= 1.0
            owner[text] = index
    return score


def language_of_dice(glyphs: list[TileGlyph]) -> str | None:
    """'en' or 'ru' for a tray of dice by the alphabet its glyphs look likest to at any turn
    (Tesseract reads upright letters, and on dice most of its evidence is turned letters read
    as look-alikes); None when neither is clearly likelier or no font is installed."""
    inked = [g.mask for g in glyphs if g.mask is not None]
    alphabets = {lang: tuple(LETTERS[lang]) + (("QU",) if lang == "en" else ())
                 for lang in ("en", "ru")}
    leads = []
    for mask in inked:
        en = likeness_any_turn(mask, alphabets["en"])
        ru = likeness_any_turn(mask, alphabets["ru"])
        if en is None or ru is None:
            return None
        leads.append(ru - en)
    if not leads:
        return None
    lead = sum(leads) / len(leads)
    log.debug("dice look Cyrillic by %.3f", lead)
    if abs(lead) < DICE_SCRIPT_MARGIN:
        return None
    return "ru" if lead > 0 else "en"
