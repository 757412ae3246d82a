"""The totals a game prints for a board, and ours set against them.

Wordament prints how many words a board holds and what they are worth ("Score: 0/3390",
"Words: 0/229" above the board; "0 of 3371 points, 0 of 205 words" in the Windows edition).
Reading them from a screenshot gives a check on everything upstream: a misread tile or the wrong
word list shows up as a difference from the game's own count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Differences up to this share of the game's figure are the lists' usual disagreement
# (benchmarks/wordament_totals.py); beyond it a tile was probably misread.
AGREEMENT = 0.03

# OCR reads digits as these letters now and then; inside a number they can only be digits.
_DIGIT_LOOKALIKES = str.maketrans({"O": "0", "o": "0", "D": "0", "Q": "0", "l": "1", "I": "1",
                                   "|": "1", "S": "5", "B": "8"})
_NUMBER = r"([0-9OoDQlI|SB]{1,6})"
_SLASH_FORMS = {
    "points": re.compile(r"score\s*[:;.]?\s*" + _NUMBER + r"\s*[/|]\s*" + _NUMBER, re.I),
    "words": re.compile(r"words\s*[:;.]?\s*" + _NUMBER + r"\s*[/|]\s*" + _NUMBER, re.I),
}
_OF_FORMS = {
    "points": re.compile(_NUMBER + r"\s+of\s+" + _NUMBER + r"\s+points", re.I),
    "words": re.compile(_NUMBER + r"\s+of\s+" + _NUMBER + r"\s+words", re.I),
}


@dataclass(frozen=True)
class GameTotals:
    """How many words a board holds and how many points they make together."""

    words: int
    points: int

    def to_json(self) -> dict[str, int]:
        return {"words": self.words, "points": self.points}


@dataclass(frozen=True)
class TotalsCheck:
    """Our totals for a board beside the game's."""

    ours: GameTotals
    game: GameTotals

    @property
    def words_difference(self) -> float:
        """Ours less the game's, as a share of the game's figure (0.05 = 5% more words)."""
        return _share(self.ours.words, self.game.words)

    @property
    def points_difference(self) -> float:
        return _share(self.ours.points, self.game.points)

    @property
    def agrees(self) -> bool:
        return (abs(self.words_difference) <= AGREEMENT
                and abs(self.points_difference) <= AGREEMENT)

    def to_json(self) -> dict[str, object]:
        return {"ours": self.ours.to_json(), "game": self.game.to_json(),
                "words_difference": round(self.words_difference, 4),
                "points_difference": round(self.points_difference, 4),
                "agrees": self.agrees}


def _share(ours: int, theirs: int) -> float:
    if theirs == 0:
        return 0.0 if ours == 0 else 1.0
    return (ours - theirs) / theirs


def _number(text: str) -> int:
    return int(text.translate(_DIGIT_LOOKALIKES))


def parse_totals(text: str) -> GameTotals | None:
    """The game's totals in text read from a screenshot, or None when it shows none.

    The totals are the second number of "Score: 450/3465" (the first is what the player has
    found so far) or of "450 of 3465 points"; both the words and the points must be there.
    Where several counts show ("3-letter words 4/4" beside "Words: 21/182"), the board's is
    the largest."""
    found: dict[str, int] = {}
    for forms in (_SLASH_FORMS, _OF_FORMS):
        for name, pattern in forms.items():
            for match in pattern.finditer(text):
                found[name] = max(found.get(name, 0), _number(match.group(2)))
    if "words" not in found or "points" not in found:
        return None
    return GameTotals(words=found["words"], points=found["points"])
