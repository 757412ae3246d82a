"""Word lists compiled into rank tries, cached on disk, with the user's overlay applied."""

from desktop_solver.core.lexicon.lexicon import Lexicon, LoadReport
from desktop_solver.core.lexicon.loader import lexicon_from_words, load_lexicon

__all__ = ["Lexicon", "LoadReport", "lexicon_from_words", "load_lexicon"]
