"""Game figures: a new game's first guess (the one board search), later guesses, the computer's
turn, dealing random boards, and how many words the dealt boards hold.

Run: .venv/bin/python -m benchmarks.game [--boards N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from benchmarks.timing import median_ms
from desktop_solver.core.dice import letter_counts, random_board
from desktop_solver.core.game import BoggleGame
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.dictionaries import load_dictionary




def first_guess_ms(lexicon: Lexicon, size: int, boards: int) -> float:
    """A new game and its first guess, which runs the board search."""
    rng = random.Random(size)
    grids = [random_board(size, lexicon, rng) for _ in range(boards)]
    games = iter([BoggleGame(grid, lexicon) for grid in grids])
    return median_ms(lambda: next(games).guess("word" if lexicon.lang == "en" else "слово"),
                     boards)


def later_guess_us(lexicon: Lexicon) -> float:
    game = BoggleGame(random_board(5, lexicon, random.Random(0)), lexicon)
    game.prepare()
    words = [hit.word for hit in game.board_words()] + ["zzzz", "abc", "notaword"]
    guesses = iter(words * 200)
    return median_ms(lambda: game.guess(next(guesses)), len(words) * 200) * 1000


def board_words(lexicon: Lexicon, size: int, boards: int) -> tuple[float, int, int]:
    """Mean and median words (4+ letters) per dealt board, and the share of boards with none."""
    rng = random.Random(1000 + size)
    counts = [len(BoggleGame(random_board(size, lexicon, rng), lexicon).board_words())
              for _ in range(boards)]
    return statistics.mean(counts), int(statistics.median(counts)), counts.count(0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--boards", type=int, default=200, help="boards per figure")
    args = parser.parse_args()
    boards = args.boards
    for lang in ("en", "ru"):
        started = time.perf_counter()
        lexicon = load_dictionary(lang, with_overlay=False)
        print(f"[{lang}] dictionary: {len(lexicon)} words, loaded in "
              f"{(time.perf_counter() - started) * 1000:.0f} ms")
        counted = median_ms(lambda lexicon=lexicon: letter_counts(lexicon), 3)
        print(f"[{lang}] letter frequencies from the trie: {counted:.0f} ms (once per dictionary)")
        for size in (4, 5, 10, 30):
            repeats = boards if size <= 10 else max(5, boards // 20)
            print(f"[{lang}] {size}x{size}: new game + first guess (board search), median "
                  f"{first_guess_ms(lexicon, size, repeats):.2f} ms over {repeats} boards")
        print(f"[{lang}] a guess after the search, median {later_guess_us(lexicon):.1f} us")
        for size in (4, 5):
            rng = random.Random(size)
            dealt = median_ms(lambda size=size, lexicon=lexicon, rng=rng:
                              random_board(size, lexicon, rng), boards)
            mean, median, empty = board_words(lexicon, size, boards)
            print(f"[{lang}] {size}x{size} dice: deal {dealt * 1000:.0f} us; words of 4+ letters "
                  f"per board mean {mean:.1f}, median {median}, boards without any "
                  f"{empty}/{boards}")
        mean, median, empty = board_words(lexicon, 6, boards)
        print(f"[{lang}] 6x6 by letter frequency: words per board mean {mean:.1f}, median "
              f"{median}, boards without any {empty}/{boards}")


if __name__ == "__main__":
    main()
