"""Anagram figures: time to find, rank and list every word of a letter bank.

Banks are random letters drawn with English (or Russian) letter frequencies, as a "4 Pics 1 Word"
screen or a Scrabble bag gives them. Timed: the whole `solve_anagrams` call (trie walk, letters
left per word, sorting), each bank once after a warm-up, with the bundled default dictionary.

Run: .venv/bin/python -m benchmarks.anagram [--banks N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from desktop_solver.core.anagram import parse_bank, parse_pattern, solve_anagrams
from desktop_solver.dictionaries import load_dictionary

EN_BAG = ("EEEEEEEEEEEETTTTTTTTTAAAAAAAAOOOOOOOOIIIIIIINNNNNNNSSSSSSRRRRRRHHHHHLLLLDDDDCCCUUUMMMFF"
          "PPGGWYBVKXJQZ")
RU_BAG = ("ООООООООООЕЕЕЕЕЕЕЕАААААААААИИИИИИИНННННННТТТТТТССССССРРРРРВВВВЛЛЛЛККККММММДДДПППУУУ"
          "ЯЯЫЫЬЬГГЗЗББЧЙХЖШЮЦЩЭФЪ")


def measure(lexicon, banks: list[str], **options) -> tuple[float, float, float, int]:
    """Median, 90th percentile and worst time in ms, and the median word count."""
    times, counts = [], []
    for letters in banks:
        bank = parse_bank(letters, lexicon.alphabet)
        shape = options.get("pattern")
        extra = {key: value for key, value in options.items() if key != "pattern"}
        pattern = parse_pattern(shape, lexicon.alphabet) if shape else None
        started = time.perf_counter()
        found = solve_anagrams(lexicon, bank, pattern=pattern, **extra)
        times.append((time.perf_counter() - started) * 1000)
        counts.append(len(found))
    times.sort()
    return (statistics.median(times), times[int(len(times) * 0.9) - 1], times[-1],
            int(statistics.median(counts)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--banks", type=int, default=100, help="random banks per row")
    args = parser.parse_args()
    rng = random.Random(2024)
    rows = []
    for lang, bag in (("en", EN_BAG), ("ru", RU_BAG)):
        started = time.perf_counter()
        lexicon = load_dictionary(lang, with_overlay=False)
        load_ms = (time.perf_counter() - started) * 1000
        print(f"{lang}: {len(lexicon)} words, loaded in {load_ms:.0f} ms")

        def banks(size: int, wild: int = 0) -> list[str]:
            return ["".join(rng.choice(bag) for _ in range(size)) + "?" * wild
                    for _ in range(args.banks)]

        solve_anagrams(lexicon, parse_bank("warmup", lexicon.alphabet)
                       if lang == "en" else parse_bank("разминка", lexicon.alphabet))
        cases = [
            ("12 letters, all lengths", banks(12), {}),
            ("12 letters, length 6 (4 Pics 1 Word)", banks(12), {"min_length": 6, "max_length": 6}),
            ("20 letters, all lengths", banks(20), {}),
            ("30 letters, all lengths", banks(30), {}),
            ("7 letters + 1 wildcard (Scrabble rack)", banks(7, 1), {}),
            ("7 letters + 2 wildcards", banks(7, 2), {}),
            ("10 letters, pattern of 6 with 2 fixed", banks(10),
             {"pattern": "_a__e_" if lang == "en" else "_о__а_"}),
        ]
        for name, case_banks, options in cases:
            rows.append((lang, name) + measure(lexicon, case_banks, **options))
    print()
    print(f"{'':3} {'case':<42} {'median ms':>10} {'p90 ms':>8} {'max ms':>8} {'words':>7}")
    for lang, name, median, p90, worst, words in rows:
        print(f"{lang:3} {name:<42} {median:10.2f} {p90:8.2f} {worst:8.2f} {words:7d}")
    print("\nTargets: 12 letters all lengths < 5 ms; 20 letters < 20 ms (en, median).")


if __name__ == "__main__":
    main()
