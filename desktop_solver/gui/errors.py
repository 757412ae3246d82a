"""The one place that turns errors and mode messages into text, in the interface language.

Errors and messages carry a code and values (see `SolverError.code` and `modes.Message`); a code
known here is worded from its values, so a Russian window shows Russian details. An error without
a known code shows a short lead in the interface language and the core's own (English) detail.
"""

from __future__ import annotations

import errno
from typing import Any

from desktop_solver.core.errors import (
    DictionaryError,
    IllegalMoveError,
    InvalidGridError,
    InvalidLettersError,
    OcrUnavailableError,
    SolverError,
)
from desktop_solver.gui.i18n import mark, t, tn
from desktop_solver.modes import Message

LANGUAGE_NAMES = {"en": mark("English"), "ru": mark("Russian")}
# The tabs by their mode's name, as their titles read.
TAB_TITLES = {"boggle": mark("Boggle family"), "anagram": mark("Anagrams"),
              "wordsearch": mark("Word search"), "balda": mark("Balda"),
              "play": mark("Play Boggle")}

# code -> wording, with {placeholders} filled from the values (and a plural count, if any).
ERRORS: dict[str, str | dict[str, str]] = {
    # by the script of the letter that does not belong
    "grid.other_script": {"latin": mark("Latin letter “{letter}” on a Cyrillic board"),
                          "cyrillic": mark("Cyrillic letter “{letter}” on a Latin board")},
    "grid.unknown_tile": mark("unknown tile {token}: special tiles are [QU], [RE-], [-ING] or "
                              "[A/E]"),
    "balda.not_letters": mark("“{word}” holds characters that are not letters."),
    "letters.not_letter": mark("“{char}” in “{text}” cannot be used: type letters of one "
                               "alphabet, or ? for any letter."),
    "letters.too_many": mark("{count} letters are too many: at most {most}."),
    "pattern.not_letter": mark("“{char}” in the pattern “{text}” cannot be used: type letters, "
                               "and _ or ? for the places not known."),
    "words.not_letter": mark("“{char}” in the word “{word}” is not a letter of the grid's "
                             "alphabet."),
    "ocr.no_board": mark("No board found in the picture: expected a grid of letters of at "
                         "least {rows}×{cols} tiles. Check that the picture shows the board "
                         "whole, on the tab of its game."),
    "image.unknown_format": mark("{picture} is not a PNG, JPEG, WebP or BMP picture."),
    "image.undecodable": mark("{picture} cannot be decoded: the file is damaged, or not a PNG, "
                              "JPEG, WebP or BMP picture."),
    "image.too_large": mark("{picture} is too large: pictures of up to {megapixels} megapixels "
                            "are read (a screenshot or a photo)."),
    "image.too_small": mark("{picture} is only {width}×{height} pixels: expected a screenshot."),
    "balda.no_letters": mark("no letters: a Balda position needs its start word on the board"),
    "ocr.no_letters": mark("The board in the picture shows no letters: give a picture of a "
                           "game with its letters on the board."),
    "ocr.other_game": mark("No board of this tab's game was found in the picture. It looks "
                           "like a board of the {tab} tab, which could not read it either."),
    "file.missing": mark("the file {path} does not exist"),
    "file.folder": mark("{path} is a folder, not a file"),
    "file.not_regular": mark("{path} is not a regular file (a device or a pipe)"),
    "file.too_large": mark("the file {path} is too large"),
    "file.unreadable": mark("the file {path} cannot be read"),
    "dictionary.binary": mark("the file {path} is not a text word list"),
    "dictionary.picture": mark("the file {path} is a picture or a document, not a text word "
                               "list"),
    "overlay.unwritable": mark("your word list {path} cannot be saved: its folder cannot be "
                               "written to, or the disk is full"),
    "dictionary.no_words": mark("the file {path} has no words in the {lang} alphabet"),
    "word.not_letters": mark("“{word}” is not a word of the {lang} alphabet: type letters only"),
    "word.too_long": mark("a word of {length} letters is longer than any board holds (at most "
                          "{most})"),
    "overlay.locked": mark("your word list {path} is busy in another program; try again"),
    "balda.start_word_empty": mark("Type a start word and press “New game”."),
    "balda.start_word_unknown": mark("The start word “{word}” is not in the dictionary."),
    "balda.start_word_length": mark("The start word “{word}” must have {least} to {most} "
                                    "letters to fit the middle row."),
    # A board typed, pasted or read: a detail after "The board cannot be read." (a row and
    # column, when the error has both, follow it).
    "grid.too_long": mark("the text is too long for a board of up to {side}×{side} tiles"),
    "grid.empty": mark("there are no letters: type the board's rows with '/' or a new line "
                       "between them"),
    "grid.empty_row": mark("row {row} is empty: every row needs letters ('.' for a blocked "
                           "cell)"),
    "grid.unclosed_bracket": mark("row {row}: the bracket in “{text}” is not closed with ]"),
    "grid.not_letter": mark("row {row}: “{char}” in “{text}” is not a letter; type letters, "
                            "'.' for a blocked cell, or a special tile in brackets such as [QU]"),
    "grid.row_length": mark("row {row} has {count} tiles where the first row has {expected}"),
    "grid.too_large": mark("a board of {rows}×{cols} tiles is too large: at most {most} on "
                           "a side"),
    "grid.empty_tile": mark("a tile is empty"),
    "wordsearch.one_letter": mark("tile {token}: a word-search grid holds one letter per "
                                  "cell, or '.' for a gap"),
    "balda.size": mark("a Balda board of {rows}×{cols} cells does not fit the rules: each "
                       "side from {least} to {most}"),
    "balda.one_letter": mark("row {row}: tile {token} is not one letter; a Balda board holds "
                             "a letter or '.' in each cell"),
    "balda.not_square": mark("the board is {rows}×{cols}, and a square one is expected"),
    "balda.used_word_unknown": mark("the word “{word}” on the board is not in it"),
    "dice.no_letters": mark("the dictionary has no letters to deal a board from"),
    "play.other_language": mark("the board's letters are not of the dictionary's alphabet "
                                "({lang})"),
    "generate.size_text": mark("the grid size “{text}” is not rows×columns such as 12x15, "
                               "or one number"),
    "generate.size": mark("a grid of {rows}×{cols} does not fit: each side from {least} to "
                          "{most}"),
    "values.rows": mark("the tile values “{text}” have {found} rows where the board has "
                        "{expected}"),
    "values.row_length": mark("row {row} of the tile values, “{text}”, has {found} values "
                              "where the board has {expected} tiles"),
    "values.not_number": mark("row {row} of the tile values: “{entry}” is not a whole number "
                              "from 0 to {most}, or '.' for none"),
    "values.shape": mark("the tile values do not fit the board of {rows}×{cols}"),
    "bonus.format": mark("the bonus square “{entry}” is not ROW:COL=NAME, such as 1:1=DW"),
    "bonus.off_board": mark("a bonus square is off the board of {rows}×{cols}"),
    "bonus.twice": mark("the bonus square “{entry}”: that tile has a bonus already"),
    "bonus.unknown": mark("the bonus “{name}” is unknown: it is one of {known}"),
    "dictionary.none": mark("no word list is chosen"),
    "dictionary.encoding": mark("the file {path} is not valid {encoding} text (byte "
                                "{byte})"),
    # Letters, patterns and word lists: whole sentences.
    "letters.none": mark("Type at least one letter, or ? for any letter."),
    "pattern.empty": mark("The pattern is empty: type the letters known in place, and _ or ? "
                          "for the others."),
    "pattern.too_long": mark("The pattern has {count} places: at most {most}."),
    "pattern.other_alphabet": mark("“{char}” in the pattern “{text}” is not of the letters' "
                                   "alphabet ({lang}): type the pattern in the same alphabet "
                                   "as the letters."),
    "lengths.shortest": mark("The shortest length must be at least 1."),
    "lengths.order": mark("The longest length ({most}) is below the shortest ({least})."),
    "lengths.pattern": mark("The pattern has {count} places, but the length asked for is "
                            "{lengths}."),
    "words.too_short": mark("The word “{word}” is too short: it needs at least {least} "
                            "letters."),
    "words.none": mark("The word list is empty: type at least one word."),
    "generate.unplaced": mark("{words} did not fit in the {rows}×{cols} grid: make the grid "
                              "larger, the list shorter or the difficulty harder."),
    "generate.no_fill": mark("There are no letters to fill the grid with."),
    "generate.fill": mark("The grid could not be filled without spelling a listed word "
                          "twice: make it larger, or try another seed."),
    "generate.too_long": mark("The word “{word}” has {length} letters, and a {rows}×{cols} "
                              "grid holds words of at most {most}."),
    "generate.inside": mark("“{word}” is inside “{other}” (or inside it backwards), so it "
                            "would be found twice: remove one of them, or tick “Keep words "
                            "inside other words”."),
    "ocr.not_tesseract": mark("“{command}” is not Tesseract OCR. Choose the tesseract program "
                              "(File → Tesseract program…), or install it with: {install}"),
    "title.too_long": mark("The title has {length} characters: at most {most} fit on a page."),
    "memory.newer": mark("The remembered tile corrections were saved by a newer version of the "
                         "app: they are kept as they are, and this correction is remembered "
                         "only until the app closes."),
    "memory.unusable": mark("The file of remembered tile corrections {path} cannot be used: "
                            "this correction is remembered only until the app closes."),
    "ocr.not_installed": mark("Reading pictures needs Tesseract OCR, which is not installed "
                              "(no working “{command}”). Install it with: {install}"),
    "ocr.missing_languages": mark("Tesseract OCR lacks its language data for {languages}. "
                                  "Install it with: {install}"),
    "ocr.failed": mark("Tesseract could not read the picture ({reason}). Try again, or "
                       "another picture."),
}

# Why the system refused a file, by errno: its own words (strerror) are English.
OS_ERRORS = {
    errno.ENOENT: mark("the folder or the file does not exist"),
    errno.EACCES: mark("permission denied"),
    errno.EPERM: mark("permission denied"),
    errno.EROFS: mark("the disk is read-only"),
    errno.ENOSPC: mark("the disk is full"),
    errno.EISDIR: mark("it is a folder"),
    errno.ENOTDIR: mark("a part of the path is not a folder"),
    errno.ENAMETOOLONG: mark("the name is too long"),
    errno.EBUSY: mark("the file is busy in another program"),
    errno.EEXIST: mark("a file of that name is in the way"),
    errno.EINVAL: mark("the name is not allowed here"),
}

MESSAGES = {
    "boggle.solved": mark("{count} word, {total} points on {board}|{count} words, {total} points "
                          "on {board}"),
    "anagram.done": mark("{count} word from {letters}|{count} words from {letters}"),
    "wordsearch.listed": mark("Found {found} of {total} word|Found {found} of {total} words"),
    "wordsearch.all": mark("{count} word in the grid|{count} words in the grid"),
    "balda.moves": mark("{count} legal move|{count} legal moves"),
    # A move and its mirror image on a symmetric board make the same game: listed once.
    "balda.moves_mirrored": mark("{count} legal move ({all} with mirror images)|{count} legal "
                                 "moves ({all} with mirror images)"),
    "balda.ahead": mark("best: {word}, ahead by {points} after {moves} move|best: {word}, "
                        "ahead by {points} after {moves} moves"),
    "balda.behind": mark("best: {word}, behind by {points} after {moves} move|best: {word}, "
                         "behind by {points} after {moves} moves"),
    "balda.level": mark("best: {word}, level after {moves} move|best: {word}, level after "
                        "{moves} moves"),
    "balda.you_won": mark("The game is over: you win, {first}:{second}."),
    "balda.computer_won": mark("The game is over: the computer wins, {second}:{first}."),
    "balda.no_move": mark("No move can be made on this board with the list {list}: choose a "
                          "larger dictionary, or start from another word."),
    "balda.draw": mark("The game is over: a draw, {score}:{score}."),
    "balda.won": mark("The game is over: player {player} wins, {first}:{second}."),
    "play.over": mark("You found {found} of {total} word|You found {found} of {total} words"),
}
# The value that chooses the plural form of each message.
_COUNTS = {"wordsearch.listed": "total", "play.over": "total", "balda.ahead": "moves",
           "balda.behind": "moves", "balda.level": "moves"}


def _values(values: dict[str, Any]) -> dict[str, Any]:
    shown = dict(values)
    if "lang" in shown:
        shown["lang"] = t(LANGUAGE_NAMES.get(shown["lang"], shown["lang"]))
    if "picture" in shown:
        shown["picture"] = (t("“{name}”").format(name=shown["picture"]) if shown["picture"]
                            else t("The pasted picture"))
    if "tab" in shown:
        shown["tab"] = t(TAB_TITLES.get(shown["tab"], shown["tab"]))
    return shown


def message_text(message: Message) -> str:
    """A mode's status message in the interface language."""
    template = MESSAGES.get(message.code)
    if template is None:
        return ""
    values = dict(message.values)
    count = values.get(_COUNTS.get(message.code, "count"), 0)
    return tn(template, int(count)).format(**values)


def error_detail(error: SolverError) -> str:
    """The error's own words: from its code when known here, else the core's message."""
    template = ERRORS.get(getattr(error, "code", ""))
    if isinstance(template, dict):
        template = template.get(str(error.values.get("script")))
    if template is None:
        return str(error)
    return t(template).format(**_values(error.values))


def os_reason(error: OSError) -> str:
    """Why the system refused a file, in the interface language."""
    wording = OS_ERRORS.get(error.errno) if error.errno is not None else None
    if wording is not None:
        return t(wording)
    name = errno.errorcode.get(error.errno, "") if error.errno is not None else ""
    return t("the system refused it ({code})").format(code=name or type(error).__name__)


def user_message(error: BaseException) -> str:
    """A short title-like sentence plus the detail (which names the bad input)."""
    if isinstance(error, OSError):
        path = error.filename if error.filename is not None else ""
        return t("The file {path} cannot be used: {reason}.").format(path=path,
                                                                    reason=os_reason(error))
    if isinstance(error, SolverError) and error.code in ERRORS:
        detail = error_detail(error)
        if isinstance(error, DictionaryError):
            return f"{t('The dictionary cannot be used.')} {detail[:1].upper()}{detail[1:]}."
        if not isinstance(error, InvalidGridError):
            return detail  # a whole sentence
        where = ""
        if "row" in error.values and "col" in error.values:
            where = " " + t("(row {row}, column {col})").format(**error.values)
        return f"{t('The board cannot be read.')} {detail[:1].upper()}{detail[1:]}{where}."
    if isinstance(error, InvalidGridError):
        lead = t("The board cannot be read.")
    elif isinstance(error, DictionaryError):
        lead = t("The dictionary cannot be used.")
    elif isinstance(error, IllegalMoveError):
        lead = t("That move is not allowed.")
    elif isinstance(error, OcrUnavailableError):
        lead = t("Text recognition is not available.")
    elif isinstance(error, InvalidLettersError):
        lead = t("The letters cannot be used.")
    elif isinstance(error, SolverError):
        lead = t("The input cannot be used.")
    else:
        lead = t("Something went wrong.")
    detail = str(error)
    return f"{lead} {detail}" if detail else lead
