"""Which language a board is in, when the user says 'auto'.

Both languages read the board (a sample of it on a big board) side by side; the reading that
explains the tiles better wins (`language_score`). Tesseract's confidence alone does not compare
across its models: each is sure of the look-alikes it squeezes a foreign letter into.
"""

from __future__ import annotations

import logging
import statistics
from collections.abc import Callable
from dataclasses import dataclass

from desktop_solver.core.alphabet import LATIN_LOOKALIKES
from desktop_solver.core.cancel import CancelToken
from desktop_solver.ocr.recognise.classifier import mask_ink, script_leanings
from desktop_solver.ocr.fonts.glyph_templates import RESEMBLES, likeness_any_turn, likenesses
from desktop_solver.ocr.recognise.board_words import language_of_words
from desktop_solver.ocr.recognise.languages import (
    board_is_capitals,
    dice_faces,
    exclusive_letters,
    heights_say_capitals,
    small_unlike_capital,
    tile_text,
)
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.recognise.sheet import SHEET_TILES, Key, RawReads, read_sheets

log = logging.getLogger(__name__)

# Boards with more tiles than this choose their language from a sample of tiles: the fits of
# a few dozen letters tell it, and judging more only costs the glyph comparisons of `misfits`.
SAMPLE_TILES = 30
# Dice whose glyphs look likelier Cyrillic than Latin (drawn in the shipped fonts, at any
# turn) by this much each on average are a Russian tray, by as much the other way an English one.
DICE_SCRIPT_MARGIN = 0.02
# Letters beside the board read to tell their language: a keyboard's alphabet shows in a dozen
# keys spread over it (all of them cost Tesseract half as long again and tell nothing more).
BESIDE_SAMPLE = 12
# A tile's letter in one language is misread when its glyph looks this much less like it than
# like the other language's letter, both drawn in the shipped fonts.
MISFIT = 0.3
# The glyph classifier's word on the alphabet (`_script_of_glyphs`), trained on many faces where
# Tesseract's fits and the shipped drawings know two or three: each glyph's leaning (log odds,
# Latin over Cyrillic) counts at most LEANING_CAP, so one glyph it takes wrongly cannot outweigh
# three it reads right; the leanings must add up to SCRIPT_MARGIN one way, with at least
# TELLING_GLYPHS glyphs leaning by TELLING or more that way (letters only that alphabet has).
# On the tuning seeds a board's right alphabet leads by 10 to 560; a Balda board's few broken
# serif letters led the wrong way by up to 7.3.
LEANING_CAP = 3.0
SCRIPT_MARGIN = 10.0
TELLING = 1.5
TELLING_GLYPHS = 3


def read_in_language(glyphs: list[TileGlyph], groups: list[list[Key]], lang: str,
                     cancel: CancelToken, upright: bool = True,
                     beside: Callable[[], list[TileGlyph]] | None = None
                     ) -> tuple[str, RawReads]:
    """The language and Tesseract's characters for every tile.

    For 'auto' both languages read the board side by side and the one that explains it better
    wins, judged on a sample of tiles of a big board; both read the whole board when it fits one
    sheet, and only the sample when it needs more (a word search): the whole board is then read
    again in the language that won. Letters that are `upright` (not dice lying every way) are
    compared with the two languages' readings drawn (`misfits`). When no tile shows a letter
    only one alphabet has, the glyphs `beside` gives (another grid of letters on the screen, a
    game's keyboard) are read too, and their language wins if they show such letters."""
    inked = [g for g in glyphs if g.image is not None]
    if cancel.cancelled or not inked:
        return (lang if lang != "auto" else "en"), {}
    if lang != "auto":
        return lang, read_sheets([(inked, lang, None)])[0]
    sample = inked if len(inked) <= SAMPLE_TILES else _spread_sample(inked, SAMPLE_TILES)
    # Both languages read all of a board that fits on one sheet straight away: it costs little
    # more than the sample, and the board needs no second reading whichever language wins.
    whole = inked if len(inked) <= SHEET_TILES else sample
    tiles = {"en": whole, "ru": whole}
    reads = dict(zip(tiles, read_sheets([(tiles[code], code, None) for code in tiles])))
    keys = {(g.row, g.col) for g in sample}
    fits = _fits(sample, groups, {code: {key: chars for key, chars in read.items() if key in keys}
                                  for code, read in reads.items()}, upright)
    by_glyphs = _script_of_glyphs(sample, reads_capitals(sample, reads[_likelier(fits)])) \
        if upright else None
    chosen = by_glyphs or _likelier(fits)
    if by_glyphs is None and beside is not None \
            and not any(fit.own_letters for fit in fits.values()) and not cancel.cancelled:
        chosen = _language_beside(beside()) or chosen
    if len(tiles[chosen]) == len(inked) or cancel.cancelled:
        return chosen, reads[chosen]
    return chosen, read_sheets([(inked, chosen, None)])[0]


def reconsidered_by_words(glyphs: list[TileGlyph], chosen: str, reads: RawReads,
                          game: str | None) -> tuple[str, RawReads]:
    """The language and reads `read_in_language` chose, or the other language and the board
    read in it when the board's lines spell a word of that language's list clearly likelier
    (board_words.py: a board of few letters, most of them shapes both alphabets have, where
    Tesseract's fits tell little)."""
    by_words = language_of_words(glyphs, game)
    if by_words is None or by_words == chosen:
        return chosen, reads
    log.debug("the board's words say %s, not %s", by_words, chosen)
    inked = [g for g in glyphs if g.image is not None]
    return by_words, read_sheets([(inked, by_words, None)])[0]


@dataclass(frozen=True)
class Fit:
    """How well a language explains tiles (`language_score`), and how many of its letters
    read there only its alphabet has."""

    score: float
    own_letters: int


def _fits(glyphs: list[TileGlyph], groups: list[list[Key]], reads: dict[str, RawReads],
          upright: bool) -> dict[str, Fit]:
    misread = misfits(glyphs, reads) if upright else {code: frozenset() for code in reads}
    if upright:
        misread = {code: keys | small_as_capitals(glyphs, reads[code])
                   for code, keys in misread.items()}
    fits = {code: language_score(glyphs, groups, read, code, misread[code])
            for code, read in reads.items()}
    log.debug("languages explain the tiles %s", fits)
    return fits


def _script_of_glyphs(glyphs: list[TileGlyph], capitals: bool) -> str | None:
    """'en' or 'ru' when the glyph classifier's leanings over the single-letter glyphs say so
    clearly (SCRIPT_MARGIN, TELLING_GLYPHS), None otherwise (or without a classifier)."""
    inks = [mask_ink(g.mask) for g in glyphs if g.mask is not None and g.shape == "L"]
    leanings = [max(-LEANING_CAP, min(LEANING_CAP, leaning))
                for leaning in script_leanings(inks, capitals)]
    total = sum(leanings)
    log.debug("the glyphs lean Latin by %.1f", total)
    for lang, sign in (("en", 1), ("ru", -1)):
        if sign * total >= SCRIPT_MARGIN \
                and sum(1 for leaning in leanings if sign * leaning >= TELLING) >= TELLING_GLYPHS:
            return lang
    return None


def _likelier(fits: dict[str, Fit]) -> str:
    """The language that explains the tiles better, English on a tie."""
    return "en" if fits["en"].score >= fits["ru"].score else "ru"


def _language_beside(glyphs: list[TileGlyph]) -> str | None:
    """The language of other letters on the screen, when they show letters only one alphabet
    has; None otherwise."""
    if not glyphs:
        return None
    if len(glyphs) > BESIDE_SAMPLE:
        glyphs = _spread_sample(glyphs, BESIDE_SAMPLE)
    reads = dict(zip(("en", "ru"), read_sheets([(glyphs, code, None) for code in ("en", "ru")])))
    fits = _fits(glyphs, [], reads, upright=True)
    if not any(fit.own_letters for fit in fits.values()):
        return None
    return _likelier(fits)


def _spread_sample(glyphs: list[TileGlyph], count: int) -> list[TileGlyph]:
    step = len(glyphs) / count
    return [glyphs[int(i * step)] for i in range(count)]


def language_score(glyphs: list[TileGlyph], groups: list[list[Key]], reads: RawReads,
                   lang: str, misread: frozenset[Key] = frozenset()) -> Fit:
    """How well a language explains the tiles. For it: confident letters, and more so letters
    only its alphabet has (Tesseract's confidence alone does not compare across its models: each
    is sure of the look-alikes it squeezes a foreign letter into, R into В). Against it: more
    letters than a tile has parts, and different-looking glyphs read as the same letter. The
    `misread` tiles, read as letters their glyphs do not look like, count for nothing."""
    own = exclusive_letters(lang)
    score = 0.0
    own_letters = 0
    texts = {}
    read = tile_texts(glyphs, reads, lang)
    for g in glyphs:
        key = (g.row, g.col)
        text, conf = read[key]
        texts[key] = text
        if key in misread:
            continue
        # Letters of the tile's text only: the extra characters Tesseract makes of one foreign
        # glyph (J and I from Л) are no evidence for its language.
        telling = sum(1 for letter in text if letter in own) if conf >= 0.5 else 0
        score += conf + telling
        own_letters += telling
        extra = sum(1 for t, _ in reads.get(key, []) if t.isalpha()) - max(1, g.letter_count)
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
    return Fit(score, own_letters)


def tile_texts(glyphs: list[TileGlyph], reads: RawReads,
               lang: str) -> dict[Key, tuple[str, float]]:
    """Each tile's text and confidence as `lang` reads it, the board's case judged from the
    same reading."""
    capitals = reads_capitals(glyphs, reads)
    return {(g.row, g.col): tile_text(reads.get((g.row, g.col), []), g.shape, lang, capitals,
                                      g.marks_above, g.foot) for g in glyphs}


def reads_capitals(glyphs: list[TileGlyph], reads: RawReads) -> bool:
    """Whether `reads` are of a board of capitals: by the case Tesseract read, or by the
    glyphs' heights when those say it read capitals small (languages.heights_say_capitals)."""
    return (board_is_capitals(t for chars in reads.values() for t, _ in chars)
            or heights_say_capitals(_letter_heights(glyphs, reads)))


def _letter_heights(glyphs: list[TileGlyph], reads: RawReads) -> list[tuple[str, float]]:
    """(character, height above the board's line) of the tiles of one letter read as one
    character. The line is where most letters end: a tail below it (Д, Ц) is no height."""
    letters = [(chars[0][0], g) for g in glyphs
               if g.mask is not None and g.shape == "L"
               and len(chars := reads.get((g.row, g.col), [])) == 1]
    if not letters:
        return []
    line = statistics.median(g.dy + g.mask.height for _, g in letters if g.mask is not None)
    return [(text, min(g.dy + g.mask.height, line) - g.dy) for text, g in letters
            if g.mask is not None]


def small_as_capitals(glyphs: list[TileGlyph], reads: RawReads) -> frozenset[Key]:
    """The tiles read as short small letters unlike their capitals (n, not o) on a board the
    glyphs' heights say is of capitals: the reading's alphabet has no such letter to give."""
    heights = _letter_heights(glyphs, reads)
    if not heights_say_capitals(heights):
        return frozenset()
    return frozenset((g.row, g.col) for g in glyphs
                     if len(chars := reads.get((g.row, g.col), [])) == 1
                     and small_unlike_capital(chars[0][0]))


def misfits(glyphs: list[TileGlyph], reads: dict[str, RawReads]) -> dict[str, frozenset[Key]]:
    """The tiles each language reads as a letter its glyph looks clearly less like, drawn in the
    shipped fonts, than the other language's letter (an И the English model squeezes into U).
    Only single letters of a board of capitals that the languages read as letters of different
    shapes (not look-alikes such as Latin P and Cyrillic Р) are judged."""
    found: dict[str, set[Key]] = {code: set() for code in reads}
    # The letters are drawn as capitals: a board of small letters is not judged. Tesseract's
    # case says so when both languages read capitals; the glyphs' heights when either reads
    # letters whose heights only capitals explain (Cyrillic small letters tell little: most
    # are small capitals).
    cased = all(board_is_capitals(t for chars in read.values() for t, _ in chars)
                for read in reads.values())
    tall = any(heights_say_capitals(_letter_heights(glyphs, read)) for read in reads.values())
    if set(reads) != {"en", "ru"} or not (cased or tall):
        return {code: frozenset() for code in reads}
    texts = {code: tile_texts(glyphs, read, code) for code, read in reads.items()}
    for g in glyphs:
        key = (g.row, g.col)
        en, ru = texts["en"][key][0], texts["ru"][key][0]
        if g.mask is None or g.shape != "L" or len(en) != 1 or len(ru) != 1 \
                or LATIN_LOOKALIKES.get(en, en) == ru:
            continue
        scores = likenesses(g.mask, (en, ru))
        if len(scores) < 2 or max(scores.values()) < RESEMBLES:
            continue
        if scores[en] < scores[ru] - MISFIT:
            found["en"].add(key)
        elif scores[ru] < scores[en] - MISFIT:
            found["ru"].add(key)
    return {code: frozenset(keys) for code, keys in found.items()}


def language_of_dice(glyphs: list[TileGlyph]) -> str | None:
    """'en' or 'ru' for a tray of dice by the alphabet its glyphs look likest to at any turn
    (Tesseract reads upright letters, and on dice most of its evidence is turned letters read
    as look-alikes); None when neither is clearly likelier or no shipped font is found."""
    inked = [g.mask for g in glyphs if g.mask is not None]
    alphabets = {lang: dice_faces(lang) for lang in ("en", "ru")}
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
