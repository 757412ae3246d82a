"""Word-search figures: solving big grids (with a word list and with the whole dictionary) and
generating puzzles of several sizes.

Grids are random letters drawn with the language's letter frequencies (what the generator's fill
looks like). Each figure is the median of several runs.

Run: .venv/bin/python -m benchmarks.wordsearch [--runs N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from benchmarks.timing import median_ms
from desktop_solver.core.wordsearch import parse_wordsearch, solve_dictionary, solve_list
from desktop_solver.core.wordsearch_generate import Difficulty, generate, letter_weights
from desktop_solver.dictionaries import load_dictionary




def apart(words: list[str]) -> list[str]:
    """The words, less any that lies inside another either way (the generator refuses those)."""
    return [word for word in words
            if not any(other != word and (word in other or word[::-1] in other)
                       for other in words)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(7)
    for lang in ("en", "ru"):
        lexicon = load_dictionary(lang, with_overlay=False)
        started = time.perf_counter()
        weights = letter_weights(lexicon)
        print(f"{lang}: letter frequencies from {len(lexicon)} words in "
              f"{(time.perf_counter() - started) * 1000:.0f} ms")
        letters, shares = list(weights), list(weights.values())
        words = [word for word in lexicon.words() if 5 <= len(word) <= 10]
        for side in (15, 30, 60):
            grid = parse_wordsearch("/".join(
                "".join(rng.choices(letters, shares, k=side)) for _ in range(side)), lang)
            listed = rng.sample(words, 50)
            with_list = median_ms(lambda: solve_list(grid, listed), args.runs)
            every = median_ms(lambda: list(solve_dictionary(grid, lexicon, 4)), args.runs)
            count = len(list(solve_dictionary(grid, lexicon, 4)))
            print(f"  solve {side}x{side}: 50 listed words {with_list:7.2f} ms;"
                  f" every dictionary word of 4+ letters {every:7.2f} ms ({count} words)")
        for side, count, difficulty in ((10, 12, Difficulty.MEDIUM), (20, 40, Difficulty.HARD),
                                        (40, 120, Difficulty.HARD), (15, 60, Difficulty.EASY)):
            chosen = apart([word for word in rng.sample(words, count * 2) if len(word) <= side])
            chosen = chosen[:count]
            seeds = iter(range(10**6))
            puzzles = []

            def make() -> None:
                puzzles.append(generate(chosen, height=side, width=side, difficulty=difficulty,
                                        seed=next(seeds), weights=weights))

            elapsed = median_ms(make, args.runs)
            placed = statistics.median(len(puzzle.words) for puzzle in puzzles)
            print(f"  generate {side}x{side}, {count} words, {difficulty.value}: {elapsed:7.1f} ms"
                  f" ({placed:.0f} placed)")


if __name__ == "__main__":
    main()
