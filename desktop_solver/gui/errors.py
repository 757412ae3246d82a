"""The one place that turns errors and mode messages into text, in the interface language.

Errors and messages carry a code and values (see `SolverError.code` and `modes.Message`); a code
known here is worded from its values, so a Russian window shows Russian details. An error without
a known code shows a short lead in the interface language and the core's own (English) detail.
"""

from __future__ import annotations

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
    "dictionary.no_words": mark("the file {path} has no words in the {lang} alphabet"),
    "word.not_letters": mark("“{word}” is not a word of the {lang} alphabet: type letters only"),
    "word.too_long": mark("a word of {length} letters is longer than any board holds (at most "
                          "{most})"),
    "overlay.locked": mark("your word list {path} is busy in another program; try again"),
    "balda.start_word_empty": mark("Type a start word and press “New game”."),
    "balda.start_word_unknown": mark("The start word “{word}” is not in the dictionary."),
    "balda.start_word_length": mark("The start word “{word}” must have {least} to {most} "
                                    "letters to fit the middle row."),
}

MESSAGES = {
    "boggle.solved": mark("{count} word, {total} points on {board}|{count} words, {total} points "
                          "on {board}"),
    "anagram.done": mark("{count} word from {letters}|{count} words from {letters}"),
    "wordsearch.listed": mark("Found {found} of {total} word|Found {found} of {total} words"),
    "wordsearch.all": mark("{count} word in the grid|{count} words in the grid"),
    "balda.moves": mark("{count} legal move|{count} legal moves"),
    "balda.no_move": mark("No move can be made on this board with the list {list}: choose a "
                          "larger dictionary, or start from another word."),
    "balda.draw": mark("The game is over: a draw, {score}:{score}."),
    "balda.won": mark("The game is over: player {player} wins, {first}:{second}."),
    "play.over": mark("You found {found} of {total} word|You found {found} of {total} words"),
}
# The value that chooses the plural form of each message.
_COUNTS = {"wordsearch.listed": "total", "play.over": "total"}


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


def user_message(error: BaseException) -> str:
    """A short title-like sentence plus the detail (which names the bad input)."""
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
