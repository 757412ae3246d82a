"""Turns core errors into plain text for the window, in the interface language."""

from __future__ import annotations

from desktop_solver.core.errors import (
    DictionaryError,
    IllegalMoveError,
    InvalidGridError,
    OcrUnavailableError,
    SolverError,
)
from desktop_solver.gui.i18n import t


def user_message(error: BaseException) -> str:
    """A short title-like sentence plus the core's own detail (which names the bad input)."""
    if isinstance(error, InvalidGridError):
        lead = t("The board cannot be read.")
    elif isinstance(error, DictionaryError):
        lead = t("The dictionary cannot be used.")
    elif isinstance(error, IllegalMoveError):
        lead = t("That move is not allowed.")
    elif isinstance(error, OcrUnavailableError):
        lead = t("Text recognition is not available.")
    elif isinstance(error, SolverError):
        lead = t("The input cannot be used.")
    else:
        lead = t("Something went wrong.")
    detail = str(error)
    return f"{lead} {detail}" if detail else lead
