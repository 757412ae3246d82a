"""Improvements over a single Tesseract reading: readings at other sizes vote (`second_pass`),
and tiles whose glyphs look alike take their group's majority (`consensus`).
"""

from __future__ import annotations

from desktop_solver.ocr.draft import Draft, Pictures
from desktop_solver.ocr.recognise.languages import tile_text
from desktop_solver.ocr.cut.segment import cut_tiles
from desktop_solver.ocr.recognise.sheet import Key, read_sheets

# Other ways to read the letters: (letter height, whether to flip between anti-aliased and hard
# black-and-white letters). Tesseract misreads different glyphs at each size, so the readings
# vote. (Flipping one variant to hard letters measured one corpus board better and one drawn
# blurry photo worse: a wash, so all stay soft.)
VARIANTS = ((32, False), (52, False))
# Boards up to this many tiles are read again whole; bigger ones only their doubtful tiles.
VOTE_ALL_TILES = 64
DOUBTFUL = 0.95


def second_pass(draft: Draft, pictures: Pictures) -> list[str]:
    """Read the letters again at other sizes and let the readings vote, tile by tile.

    Tesseract's mistakes depend on the size it sees a glyph at, so two more readings outvote a
    slip of the first. Small boards are read again whole; big ones (word searches) only where the
    first reading is doubtful: a low confidence, or a glyph group that reads as the same letter as
    a different-looking group (D and O of a rounded font both read O). A board with no doubtful
    tile is not read again."""
    texts, confidences, lang, capitals = draft.texts, draft.confidences, draft.lang, draft.capitals
    gray, geometry, soft = pictures.gray, pictures.geometry, draft.options.soft_glyphs
    keys = [(g.row, g.col) for g in draft.glyphs if g.image is not None and g.shape != "|"]
    # Ink read as nothing is doubtful too: Tesseract drops a letter at a line's start.
    unread = {key for key in keys if not texts.get(key)}
    doubtful = _doubtful(draft.groups, texts, confidences) | unread
    if not keys or not doubtful or pictures.cancel.cancelled:
        # Every letter read surely, no two looks as one letter: on the tuning screens two more
        # readings never changed such a board, and they cost a start of Tesseract.
        return []
    if len(keys) > VOTE_ALL_TILES:
        keys = sorted(doubtful)
    wanted = set(keys)
    # Now that the board's case is known, only Latin letters of that case may come back: a
    # blurred L can no longer be read as a small t (and then taken for T). Not for Cyrillic,
    # whose small letters are small capitals: Tesseract reads a line of them as either case,
    # and forbidding one makes it drop letters.
    case = capitals if lang == "en" else None
    jobs = [([g for row in cut_tiles(gray, geometry, height, only=wanted, soft=soft != flip)
              for g in row if g.image is not None], lang, case) for height, flip in VARIANTS]
    variants = []
    for (cut, _, _), reads in zip(jobs, read_sheets(jobs)):
        variants.append({(g.row, g.col): tile_text(reads.get((g.row, g.col), []), g.shape, lang,
                                                   capitals, g.marks_above, g.foot)
                         for g in cut})
    notes = []
    for key in keys:
        votes = [(texts[key], confidences[key])] + [v[key] for v in variants if key in v]
        tally: dict[str, float] = {}
        for index, (text, conf) in enumerate(votes):
            if text:
                # One vote each; confidence and then the first reading break ties.
                tally[text] = tally.get(text, 0.0) + 1 + 0.1 * conf + (0.01 if index == 0 else 0)
        if not tally:
            continue
        best = max(tally, key=lambda text: tally[text])
        # Readings that agree back each other up (the chance that all of them are wrong is the
        # product of their doubts); a dissenting reading costs its share of the votes.
        doubt = 1.0
        for text, conf in votes:
            if text == best:
                doubt *= 1.0 - conf
        agreeing = sum(1 for text, _ in votes if text == best)
        if best != texts[key]:
            notes.append(f"vote: {key} {texts[key]!r} -> {best!r}")
        texts[key] = best
        confidences[key] = (1.0 - doubt) * agreeing / len(votes)
    return notes


def _doubtful(groups: list[list[Key]], texts: dict[Key, str],
              confidences: dict[Key, float]) -> set[Key]:
    owners: dict[str, list[list[Key]]] = {}
    for group in groups:
        owners.setdefault(texts[group[0]], []).append(group)
    doubtful = {key for key, conf in confidences.items() if conf < DOUBTFUL and texts[key]}
    for text, owned in owners.items():
        if text and len(owned) > 1:
            doubtful.update(key for group in owned for key in group)
    return doubtful


def consensus(groups: list[list[Key]], texts: dict[Key, str],
              confidences: dict[Key, float]) -> list[str]:
    """Tiles whose glyphs are alike read alike: a clear majority of a group (two thirds of its
    tiles, at least two) outvotes the rest."""
    notes = []
    for group in groups:
        if len(group) < 3:
            continue
        counts: dict[str, int] = {}
        for key in group:
            if texts[key]:
                counts[texts[key]] = counts.get(texts[key], 0) + 1
        if len(counts) < 2:
            continue
        best = max(counts, key=lambda text: (counts[text], sum(
            confidences[k] for k in group if texts[k] == text)))
        voters = sum(counts.values())
        if counts[best] < 2 or 3 * counts[best] < 2 * voters:
            continue
        surest = max(confidences[k] for k in group if texts[k] == best)
        for key in group:
            if texts[key] != best:
                notes.append(f"consensus: {key} {texts[key]!r} -> {best!r}")
                texts[key] = best
                confidences[key] = surest * counts[best] / voters
    return notes
