"""The reader's checks on a draft of the board, in the order they run (CHECKS).

Each check is one small object: `applies(draft)` says whether it runs on this board, and
`apply(draft, pictures)` refines the draft's texts and confidences in place and returns notes on
what it changed. read_board runs them in order until the reading is cancelled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop_solver.ocr.checks.classified import judge
from desktop_solver.ocr.checks.descenders import descenders
from desktop_solver.ocr.draft import Draft, Pictures
from desktop_solver.ocr.checks.drawn_checks import compared_with_drawings
from desktop_solver.ocr.checks.empty_ink import doubt_inked_empties
from desktop_solver.ocr.checks.holes import recheck_holes
from desktop_solver.ocr.checks.mark_band import weigh_marks
from desktop_solver.ocr.checks.past_edge import letters_past_edge
from desktop_solver.ocr.checks.second_look import second_look, split_look
from desktop_solver.ocr.checks.turns import TURNED_NOTE, read_turned
from desktop_solver.ocr.checks.voting import consensus, second_pass


@dataclass(frozen=True)
class Check:
    name: str
    applies: Callable[[Draft], bool]
    apply: Callable[[Draft, Pictures], list[str]]


def _split_look(draft: Draft, pictures: Pictures) -> list[str]:
    return split_look(draft.glyphs, draft.groups, draft.texts, draft.confidences, draft.lang,
                      draft.capitals)


def _consensus(draft: Draft, pictures: Pictures) -> list[str]:
    return consensus(draft.groups, draft.texts, draft.confidences)


# The note read_turned leaves on a tile read again upright (its turn 0), not turned.
READ_AGAIN_UPRIGHT = f"{TURNED_NOTE}0:"


def _turned(draft: Draft, pictures: Pictures) -> list[str]:
    notes = read_turned(draft, pictures)
    # Letters read turned have their top elsewhere than the glyph cut upright; a tile read
    # again upright (a Б read alone as Ь) still has its top where it was, for the holes check
    # to judge.
    draft.upright = draft.upright and all(note.startswith(READ_AGAIN_UPRIGHT) for note in notes)
    return notes


def _holes(draft: Draft, pictures: Pictures) -> list[str]:
    return recheck_holes(draft.glyphs, draft.texts, draft.confidences, draft.lang,
                         draft.capitals, draft.upright)


def _second_look(draft: Draft, pictures: Pictures) -> list[str]:
    return second_look(draft.glyphs, draft.texts, draft.confidences, draft.lang, draft.capitals)


def _descenders(draft: Draft, pictures: Pictures) -> list[str]:
    return descenders(draft.glyphs, draft.texts, draft.confidences)


def _past_edge(draft: Draft, pictures: Pictures) -> list[str]:
    warnings = letters_past_edge(draft, pictures)
    draft.warnings += warnings
    return [warning.describe() for warning in warnings]


def _classified(draft: Draft, pictures: Pictures) -> list[str]:
    # A board some of whose tiles were read turned (turns.py) lies as dice do, on any side; its
    # letters keep the board's case, where a die shows a capital whatever that case said.
    return judge(draft.glyphs, draft.texts, draft.confidences, draft.lang,
                 draft.capitals or draft.dice, draft.dice or not draft.upright)


CHECKS = (
    # The letters read again at two other sizes; the three readings vote (voting.py).
    Check("second pass", lambda draft: draft.options.second_pass, second_pass),
    # Before the majority of a group outvotes its glyphs' own likeness to the letters.
    Check("split look", lambda draft: draft.options.consensus and not draft.dice, _split_look),
    Check("consensus", lambda draft: draft.options.consensus, _consensus),
    # Doubtful tiles read turned, as dice lie in a tray (turns.py).
    Check("turned tiles", lambda draft: draft.options.turned_tiles, _turned),
    Check("holes", lambda draft: True, _holes),
    # Dice had their letters compared with the drawn ones at every turn (turns.py). On other
    # boards a doubtful tile read again alone may have taken a worse letter (a monospaced З
    # read Е): the drawn letters judge it too.
    Check("second look", lambda draft: not draft.dice, _second_look),
    # A die's height upright says nothing of a tail: a photo's near dice stand taller than its
    # far ones. Its tail is weighed with its letters drawn, at its turn (turns.py), in the
    # shipped fonts.
    Check("descenders", lambda draft: draft.lang == "ru" and draft.capitals and not draft.dice,
          _descenders),
    # The glyph classifier's letter beside the reading (classified.py), before the drawings:
    # a tile a drawn path crosses is judged with the path painted over, and the letters drawn
    # in the shipped fonts must not side with the reading it replaces.
    Check("classifier", lambda draft: draft.options.classifier, _classified),
    Check("drawings", lambda draft: True, compared_with_drawings),
    # Last, so no check makes the tile sure again: a Й or Ё whose mark the cut lost reads И or
    # Е, a speck taken for a mark reads И as Й (mark_band.py doubts both). Upright letters only: a die's mark
    # may be on any side.
    Check("lost marks", lambda draft: draft.lang == "ru" and draft.upright, weigh_marks),
    # Empty tiles whose middle shows ink as the letters do: a letter the cut lost (empty_ink.py).
    Check("ink in empty tiles", lambda draft: True, doubt_inked_empties),
    # The board's shape: letters in line just past its edge warn (past_edge.py). A grid the user
    # gave is the user's.
    Check("past the edge", lambda draft: draft.options.grid is None, _past_edge),
)


def run_checks(draft: Draft, pictures: Pictures) -> None:
    """Every check that applies to the draft, in order, until the reading is cancelled; their
    notes go to the draft's."""
    for check in CHECKS:
        if pictures.cancel.cancelled:
            return
        if check.applies(draft):
            draft.notes += check.apply(draft, pictures)
