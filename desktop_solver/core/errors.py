"""Errors the core raises. Every message names the bad input and says what was expected."""

MESSAGE_LIMIT = 400  # characters: a message that quotes a huge input is cut to about this


def cut_message(message: str, limit: int = MESSAGE_LIMIT) -> str:
    """The message, its middle left out when it is longer than `limit`."""
    if len(message) <= limit:
        return message
    half = limit // 2
    return f"{message[:half]} [...{len(message) - 2 * half} characters...] {message[-half:]}"


class SolverError(ValueError):
    """Base of every error that a user's input can cause.

    Besides its English message an error may carry a `code` (e.g. 'tile.other_script') and the
    `values` that a front end needs to word it in another language."""

    def __init__(self, *args: object, code: str = "", **values: object) -> None:
        super().__init__(*args)
        self.code = code
        self.values = values


class InvalidGridError(SolverError):
    """A board that cannot be parsed or is outside the limits."""


class InvalidValuesError(InvalidGridError):
    """Tile values or bonus squares that are not numbers or known bonus names, or do not fit the
    board's shape."""


class DictionaryError(SolverError):
    """A word list that is missing, unreadable, binary or empty."""


class IllegalMoveError(SolverError):
    """A move that the rules of the game do not allow."""


class OcrUnavailableError(SolverError):
    """Tesseract or its language data is not installed."""


class InvalidLettersError(SolverError):
    """A letter bank, pattern or word list that is empty, too long or holds non-letters."""


class PlacementError(SolverError):
    """Words a puzzle generator could not place (raised only when every word must fit)."""


class FontUnavailableError(SolverError):
    """No installed font can draw the letters an export needs."""


class ImageError(SolverError):
    """An image that cannot be read: missing, not an image, an unsupported format or too large."""


class BoardNotFoundError(SolverError):
    """An image in which no grid of letters could be found."""
