"""The list of words to find printed beside a word search.

Its text is read from the screenshot with the grid blanked out; what tells the list from the
page's other text (titles, menus, buttons) is the grid itself: the listed words lie in it, other
text seldom does. A block of text counts as the list when most of its words are in the grid; a
word outside such a block counts only when it is long enough not to be there by chance.
"""

from __future__ import annotations

import re
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PIL import Image, ImageOps, ImageStat

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.cancel import NEVER_CANCELLED, CancelToken
from desktop_solver.core.board import Grid
from desktop_solver.core.wordsearch import LineIndex, solve_list
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.text.page import page_without_board
from desktop_solver.ocr.recognise.tesseract import TESSERACT_LANGS, TextLine, read_lines

SHORTEST = 3                # letters of the shortest word a list holds
SHORTEST_LIST = 3           # entries of the shortest list
FEW_LINES = 6               # lines of text on a page whose layout analysis missed its list
LONGEST_PHRASE = 3          # words of the longest phrase ("CURLING IRON")
LIST_SHARE = 0.5            # of a block's words in the grid, for the block to be the list
ALONE = 5                   # letters of a word in the grid that counts outside such a block
NEARLY = 6                  # letters of a word that counts when all but one lie in the grid
_WORD = re.compile(r"[A-Za-zÀ-ÿЁА-яё]+")


def page_beside(picture: Image.Image, geometry: GridGeometry) -> Image.Image:
    """The page without the grid (and a third of a tile round it, where a grid line or a
    letter's edge would stay), dark text on a light page as Tesseract reads best."""
    page = page_without_board(picture, geometry, margin=1 / 3)
    return ImageOps.invert(page) if ImageStat.Stat(page).median[0] < 128 else page


@dataclass(frozen=True)
class PageText:
    """The page beside a grid (page_beside) and the lines of text Tesseract found on it, in one
    language: read while the grid's letters are still being checked, as they need only the
    grid's place and language (read_board starts it in a thread once the language is known)."""

    page: Image.Image
    lang: str
    lines: list[TextLine]


def read_page_text(picture: Image.Image, geometry: GridGeometry, lang: str,
                   cancel: CancelToken = NEVER_CANCELLED) -> PageText:
    """The text beside the grid of `geometry`, read in `lang` ('en' or 'ru'); no lines once
    `cancel` is set (it runs in a thread of its own, which nobody waits for after a cancel)."""
    page = page_beside(picture, geometry)
    if cancel.cancelled:
        return PageText(page, lang, [])
    return PageText(page, lang, read_lines(page, TESSERACT_LANGS[lang]))


def read_word_list(picture: Image.Image, geometry: GridGeometry, grid: Grid) -> tuple[str, ...]:
    """The words listed beside the grid, as printed ('CURLING IRON'), in reading order."""
    return word_list_of(read_page_text(picture, geometry, grid.lang), grid)


def word_list_of(text: PageText, grid: Grid) -> tuple[str, ...]:
    """The words listed on a page read beside `grid` (read_page_text, in the grid's language)."""
    page, lines, langs = text.page, text.lines, TESSERACT_LANGS[text.lang]
    listed = listed_words(lines, grid)
    if len(listed) < SHORTEST_LIST and len(lines) < FEW_LINES:
        # A list in a frame or among drawings escapes the layout analysis, which then finds
        # hardly any text: look for scattered words and take those aligned in a column as a
        # block. (A page of text none of which is in the grid has no list to find.)
        scattered = listed_words(in_columns(read_lines(page, langs, sparse=True)), grid)
        listed = max(listed, scattered, key=len)
    return listed


def in_columns(lines: Sequence[TextLine]) -> list[TextLine]:
    """`lines` with the lines that start at one left edge (within half a line's height) in one
    block, as the entries of a column of words are."""
    if not lines:
        return []
    tolerance = statistics.median(line.bottom - line.top for line in lines) / 2
    by_left = sorted(lines, key=lambda line: line.left)
    column, previous = 0, by_left[0].left
    columns = []
    for line in by_left:
        if line.left - previous > tolerance:
            column += 1
        previous = line.left
        columns.append(replace(line, block=column))
    return sorted(columns, key=lambda line: (line.top, line.left))


def listed_words(lines: Sequence[TextLine], grid: Grid) -> tuple[str, ...]:
    """The entries of `lines` that make up the grid's word list (see the module's comment)."""
    words_of = [[word for word in _WORD.findall(line.text) if len(word) >= SHORTEST]
                for line in lines]
    in_grid = _in_grid({_key(" ".join(words[start:end]))
                        for words in words_of for start in range(len(words))
                        for end in range(start + 1, min(len(words), start + LONGEST_PHRASE) + 1)},
                       grid)
    blocks: dict[int, list[tuple[str, bool]]] = defaultdict(list)
    block_lines: dict[int, list[TextLine]] = defaultdict(list)
    for line, words in zip(lines, words_of):
        blocks[line.block] += _entries(words, in_grid)
        block_lines[line.block].append(line)
    lists = {block for block, entries in blocks.items()
             if (found := sum(is_found for _, is_found in entries)) >= 2
             and found >= LIST_SHARE * len(entries)}
    list_lines = [line for block in lists for line in block_lines[block]]
    lists |= {block for block in blocks
              if all(_continues(line, list_lines) for line in block_lines[block])}
    listed = [entry for block, entries in blocks.items() for entry, is_found in entries
              if is_found and (block in lists or len(_key(entry)) >= ALONE)]
    return tuple({_key(entry): entry for entry in reversed(listed)}.values())[::-1]


def _continues(line: TextLine, list_lines: list[TextLine]) -> bool:
    """Whether `line` starts where a line of the list starts and is at most a line away from
    it: the list's last entry, which the layout analysis put in a block of its own."""
    height = line.bottom - line.top
    return any(abs(line.left - other.left) <= height / 2
               and max(other.top - line.bottom, line.top - other.bottom) <= 1.5 * height
               for other in list_lines)


def _entries(words: list[str], in_grid: set[str]) -> list[tuple[str, bool]]:
    """A line's entries and whether each lies in the grid: the longest run of its words
    (up to LONGEST_PHRASE) that does, else the single word."""
    entries = []
    start = 0
    while start < len(words):
        for end in range(min(len(words), start + LONGEST_PHRASE), start, -1):
            phrase = " ".join(words[start:end])
            if _key(phrase) in in_grid:
                entries.append((phrase, True))
                break
        else:
            end = start + 1
            entries.append((words[start], False))
        start = end
    return entries


def _key(entry: str) -> str:
    return entry.replace(" ", "").lower()


def _in_grid(keys: set[str], grid: Grid) -> set[str]:
    """Those of `keys` (lower case) that lie in the grid in a straight line, or, from
    NEARLY letters on, all but one of their letters do (a tile of the grid misread: the word
    is still the list's, and the search then shows it missing, pointing at the tile)."""
    alphabet = alphabet_for(grid.lang)
    # Folded (ё as е) as the search compares them, so that its answer names them alike.
    spelled = {key: alphabet.fold("".join(map(alphabet.normalize_char, key))) for key in keys}
    spelled = {key: word for key, word in spelled.items() if alphabet.indexes(word) is not None}
    found = _found(set(spelled.values()), grid)
    letters = "".join(sorted(set(alphabet.fold(alphabet.letters))))
    lines = LineIndex.of_grid(grid, alphabet)
    found |= {word for word in set(spelled.values()) - found
              if len(word) >= NEARLY and lines.has_nearly(word, letters)}
    return {key for key, word in spelled.items() if word in found}


def _found(words: set[str], grid: Grid) -> set[str]:
    if not words:
        return set()
    return words - set(solve_list(grid, sorted(words)).missing)
