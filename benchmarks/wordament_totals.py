"""Our word counts and points against Wordament's own totals:
`python -m benchmarks.wordament_totals [--dict PATH ...] [-v]`.

Wordament prints, for every board, how many words it accepts and how many points they are worth
("Score: 0/3390 · Words: 0/229"). Nine screenshots in ../shared/ocr-corpus show such totals; the
table below holds each board's TRUE letters (the corpus's truth.json), the values printed on its
tiles and the game's totals, typed by hand from the pictures (the pictures stay in the corpus).

For every bundled English list (and every --dict file) it solves each board with Wordament's
rules and the printed values, and prints our words and points next to the game's, the
difference in per cent, and the points the game's usual values would give without the printed
ones (what a typed board without --values scores). The lists' mean differences tell which list
is closest to Wordament's. `--blend T` measures a list between the two bundled ones: `en` plus
the words of `en-large` with a Zipf frequency of T or more. `--fit` chooses en-wordament's rule
(how common a short and a long word of `en-large` must be to count) on eight boards and measures
it on the ninth, for each board in turn: the figure for boards the fit has not seen.
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop_solver.core.board import Grid, parse_grid, parse_values
from desktop_solver.core.boggle import WordHit, solve
from desktop_solver.core.games import rules_for
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.dictionaries import (bundled_dictionaries, find_dictionary, game_lists,
                                         load_dictionary)

RULES = rules_for("wordament")
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "ocr-corpus"
Solver = Callable[[Grid], list[WordHit]]


@dataclass(frozen=True)
class Board:
    source: str      # corpus folder/file, for the reader to find the picture
    letters: str     # the true letters, as in truth.json
    values: str      # the values printed on the tiles, rows like the board
    points: int      # the game's total points
    words: int       # the game's total words

    @property
    def grid(self) -> Grid:
        grid = parse_grid(self.letters, "en")
        return grid.with_marks(parse_values(self.values, grid.height, grid.width))


BOARDS = (
    Board("wordament-blackmonk13/2_letter.jpg", "LU[VE]A/KNPR/SNEA/MODT",
          "3,4,12,2/6242/2212/4232", 2812, 198),
    Board("wordament-blackmonk13/2_letter_online.jpg", "PUGS/SEER/[AT]MRS/EFOG",
          "4442/2112/6,4,2,2/1524", 3390, 229),
    Board("wordament-blackmonk13/2_letter_or.jpg", "TRAS/NOGG/O[U/M]LA/WROP",
          "2222/2244/2,20,3,2/6224", 3465, 182),
    Board("wordament-blackmonk13/2_letter_prefix.jpg", "PNAI/IETI/TELL/ERS[DE-]",
          "4222/2122/2133/1,2,2,12", 3939, 266),
    Board("wordament-blackmonk13/3_letter_prefix.jpg", "TDRS/ISED/[SUB-]MUJ/IAOM",
          "2322/2213/12,4,4,10/2224", 3305, 196),
    Board("wordament-blackmonk13/regular_suffix.jpg", "EUTE/ARSA/[-Y]IPE/SANI",
          "1421/2222/12,2,4,1/2222", 4037, 289),
    Board("wordament-blackmonk13/regular_with_i_test.jpg", "IEGI/RSNS/AACT/ISDI",
          "3143/2222/2232/3233", 2911, 214),  # 'Corners' round: the corner I tiles show 3
    Board("wordament-blackmonk13/2_letter_desktop_full.png", "O[CH]YA/RSNC/EEOT/YESE",
          "2952/2223/1122/5121", 3049, 209),
    Board("wordament-nannerpusser/scrot.png", "O[IN-]AV/ENSF/LTET/ABWR",
          "2,12,2,6/1225/3212/2562", 3351, 231),
)


def percent(ours: int, theirs: int) -> float:
    return 100.0 * (ours - theirs) / theirs


def solver(lexicon: Lexicon) -> Solver:
    return lambda grid: list(solve(grid, lexicon, RULES))


def blend(small: Lexicon, large: Lexicon, zipf: float) -> Solver:
    """The words of `small`, and those of `large` at least `zipf` common."""
    def hits_of(grid: Grid) -> list[WordHit]:
        return [hit for hit in solve(grid, large, RULES)
                if hit.zipf >= zipf or small.node_of(hit.word) >= 0]
    return hits_of


@dataclass(frozen=True)
class Rule:
    """A Wordament list as build.py makes en-wordament: `en`, plus the `en-large` words of up to
    `short` letters at least `short_zipf` common and the longer ones at least `long_zipf`."""

    short: int
    short_zipf: float
    long_zipf: float

    def keeps(self, hit: WordHit, in_small: bool) -> bool:
        return in_small or hit.zipf >= (self.short_zipf if hit.length <= self.short
                                        else self.long_zipf)


RULES_TRIED = tuple(Rule(short, short_zipf, long_zipf)
                    for short in (3, 4, 5)
                    for short_zipf in (0.01, 1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5, 3.0)
                    for long_zipf in (0.01, 1.0, 1.5, 2.0, 2.5))


def fit(small: Lexicon, large: Lexicon) -> None:
    """Leave one board out: choose the rule that fits the other eight best (the mean of each
    board's larger difference), and print how that rule does on the board left out."""
    hits = [[(hit, small.node_of(hit.word) >= 0) for hit in solve(board.grid, large, RULES)]
            for board in BOARDS]

    def differences(rule: Rule, index: int) -> tuple[float, float]:
        kept = [hit for hit, in_small in hits[index] if rule.keeps(hit, in_small)]
        board = BOARDS[index]
        return (percent(len(kept), board.words),
                percent(sum(hit.score for hit in kept), board.points))

    def cost(rule: Rule, indexes: list[int]) -> float:
        return statistics.mean(max(map(abs, differences(rule, i))) for i in indexes)

    print("\nleave one out: the rule fitted on the other boards, measured on the one left out")
    word_diffs, point_diffs = [], []
    for index, board in enumerate(BOARDS):
        others = [i for i in range(len(BOARDS)) if i != index]
        rule = min(RULES_TRIED, key=lambda r: cost(r, others))
        words, points = differences(rule, index)
        word_diffs.append(abs(words))
        point_diffs.append(abs(points))
        print(f"  {board.source:<48} short <= {rule.short} at Zipf {rule.short_zipf:<4g} "
              f"longer at {rule.long_zipf:<4g}  words {words:+6.1f}%  points {points:+6.1f}%")
    within = sum(1 for w, p in zip(word_diffs, point_diffs) if w <= 3 and p <= 3)
    print(f"  mean |difference| on boards left out: words {statistics.mean(word_diffs):.1f}%, "
          f"points {statistics.mean(point_diffs):.1f}%; within 3% on both: {within} of "
          f"{len(BOARDS)}")
    best = min(RULES_TRIED, key=lambda r: cost(r, list(range(len(BOARDS)))))
    print(f"  fitted on all nine: {best}")


def measure(name: str, hits_of: Solver, verbose: bool) -> tuple[float, float]:
    """Print one list's table; return its mean absolute word and point differences (%)."""
    print(f"\n{name}")
    print(f"  {'board':<48} {'words':>13} {'diff':>7}  {'points':>13} {'diff':>7}  "
          f"{'defaults':>8}")
    word_diffs, point_diffs = [], []
    for board in BOARDS:
        hits = hits_of(board.grid)
        points = sum(hit.score for hit in hits)
        default_points = sum(hit.score for hit in hits_of(parse_grid(board.letters, "en")))
        word_diff, point_diff = percent(len(hits), board.words), percent(points, board.points)
        word_diffs.append(abs(word_diff))
        point_diffs.append(abs(point_diff))
        print(f"  {board.source:<48} {len(hits):>5} / {board.words:<5} {word_diff:>+6.1f}%  "
              f"{points:>5} / {board.points:<5} {point_diff:>+6.1f}%  {default_points:>8}")
        if verbose:
            words = sorted(hits, key=lambda hit: (-hit.score, hit.word))
            print("    " + " ".join(f"{hit.word}:{hit.score}" for hit in words))
    words_mean, points_mean = statistics.mean(word_diffs), statistics.mean(point_diffs)
    within = sum(1 for w, p in zip(word_diffs, point_diffs) if w <= 3 and p <= 3)
    print(f"  mean |difference|: words {words_mean:.1f}%, points {points_mean:.1f}%; "
          f"boards within 3% on both: {within} of {len(BOARDS)}")
    return words_mean, points_mean


def read_from_pictures(corpus: Path) -> None:
    """Each board as a user gets it: read from the screenshot (letters, values, the game's
    totals), solved with Wordament's list and rules, our totals against those read."""
    from desktop_solver.modes.boggle import check_totals
    from desktop_solver.ocr import read_board
    from desktop_solver.session import DictionaryRequest, Session

    lexicon = Session().lexicon(DictionaryRequest.of("en", game="wordament"))
    print("\nread from the screenshots (ocr --solve --game wordament)")
    within = 0
    for board in BOARDS:
        reading = read_board(corpus / board.source, "en", "wordament")
        check = check_totals(list(solve(reading.to_grid(), lexicon, RULES)), reading.totals)
        letters_right = reading.grid_text() == board.letters
        values_right = reading.values == board.grid.values
        if check is None:
            print(f"  {board.source:<48} no totals read")
            continue
        within += check.agrees
        print(f"  {board.source:<48} letters {'right' if letters_right else 'WRONG'}, values "
              f"{'right' if values_right else 'WRONG'}, totals read {check.game.words}/"
              f"{check.game.points}: ours {check.ours.words}/{check.ours.points} "
              f"({100 * check.words_difference:+.1f}% / {100 * check.points_difference:+.1f}%)")
    print(f"  within 3% on both: {within} of {len(BOARDS)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dict", dest="dicts", action="append", default=[], metavar="PATH",
                        help="another English word list to measure (repeatable)")
    parser.add_argument("--blend", type=float, action="append", default=[], metavar="ZIPF",
                        help="also measure en plus the en-large words of Zipf >= ZIPF "
                             "(repeatable)")
    parser.add_argument("--fit", action="store_true",
                        help="fit en-wordament's rule leaving one board out at a time")
    parser.add_argument("--read", type=Path, metavar="CORPUS", nargs="?", const=CORPUS,
                        help="also read each board from its screenshot as `ocr --solve --game "
                             "wordament` does, and compare with the totals read from it "
                             "(default corpus: %(const)s)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list each board's words")
    args = parser.parse_args()
    lists = [(info.name, info.path) for info in bundled_dictionaries() if info.lang == "en"]
    lists += [(Path(path).name, Path(path)) for path in args.dicts]
    summary = []
    for name, path in lists:
        # As the window and the CLI load it: offensive words hidden, the user's words left out.
        lexicon = load_dictionary("en", [path], with_overlay=False, offensive=False)
        used = " (Wordament's list)" if (name,) == game_lists("wordament", "en") else ""
        summary.append((name + used, *measure(f"{name}{used}: {len(lexicon):,} words",
                                              solver(lexicon), args.verbose)))
    if args.blend or args.fit:
        small, large = (load_dictionary("en", [info.path], with_overlay=False, offensive=False)
                        for info in (find_dictionary("en"), find_dictionary("en-large"))
                        if info is not None)
        if args.fit:
            fit(small, large)
        for zipf in args.blend:
            name = f"en+large>={zipf:g}"
            title = f"{name}: en, and the en-large words of Zipf {zipf:g} or more"
            summary.append((name, *measure(title, blend(small, large, zipf), args.verbose)))
    if args.read:
        read_from_pictures(args.read)
    print(f"\n{'list':<32} mean |words diff|  mean |points diff|")
    for name, words_mean, points_mean in summary:
        print(f"{name:<32} {words_mean:>15.1f}%  {points_mean:>17.1f}%")


if __name__ == "__main__":
    main()
