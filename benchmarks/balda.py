"""Balda benchmark: move generation (anchored vs from every filled cell, full vs incremental), the
advisor (depth 3 full width, depth 5 pruned, depth reached in 10 s) and cancellation latency.

Run: .venv/bin/python -m benchmarks.balda [--quick]
Positions come from seeded self-play with the bundled `ru` list, so every run measures the same
boards. Times are medians (of several runs where a run is short).
"""

from __future__ import annotations

import argparse
import random
import statistics
import threading
import time
from functools import partial

from benchmarks.timing import median_ms
from desktop_solver.core.balda import BaldaGame, BaldaOptions, Position
from desktop_solver.core.balda.baseline import baseline_moves
from desktop_solver.core.balda.engine import Advisor, SearchLimits
from desktop_solver.core.balda.lexicon import balda_tries, is_cached
from desktop_solver.core.balda.moves import key_cell, key_letter, key_node
from desktop_solver.core.board import parse_grid
from desktop_solver.core.boggle import solve
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.games import rules_for
from desktop_solver.dictionaries import lexicon_cache_dir, load_dictionary




def self_play(game: BaldaGame, word: str, plies: int, seed: int, size: int | None = None
              ) -> Position:
    """A position after `plies` moves, each one of the five longest (a plausible game)."""
    rng = random.Random(seed)
    position = game.new_position(word, size)
    for _ in range(plies):
        moves = game.legal_moves(position)
        if not moves:
            break
        position = position.play(rng.choice(moves[:5]))
    return position


def naive_moves(game: BaldaGame, position: Position) -> int:
    """Every letter in every candidate cell, then the grid solver over the whole board."""
    rules = rules_for("boggle", min_length=2, diagonal=position.options.diagonal)
    count = 0
    for row, col in position.empty_cells:
        near = [(row + dr, col + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]
        if not any(0 <= r < position.height and 0 <= c < position.width
                   and position.letter_at((r, c)) for r, c in near):
            continue
        for letter in game.alphabet.letters[:32]:
            rows = list(position.rows)
            rows[row] = rows[row][:col] + letter + rows[row][col + 1:]
            grid = parse_grid("/".join(rows), game.lang)
            count += sum(1 for hit in solve(grid, game.lexicon, rules, all_paths=True)
                         if any((row, col) in path for path in hit.paths))
    return count


def generation(game: BaldaGame, position: Position, repeat: int, naive: bool) -> None:
    finder = game.finder(position.height, position.width)
    state = game.state(position)
    moves = finder.full(state)
    anchored = median_ms(lambda: finder.full(state), repeat)
    baseline = median_ms(lambda: baseline_moves(finder, state), repeat)
    print(f"  {position}  ({len(moves)} moves, {len(position.empty_cells)} empty cells)")
    print(f"    full move list, anchored two-way search:      {anchored:8.2f} ms")
    print(f"    full move list, from every filled cell:       {baseline:8.2f} ms"
          f"   (anchored is {baseline / anchored:.2f}x faster)")
    if naive:
        slow = median_ms(lambda: naive_moves(game, position), 1)
        print(f"    every letter in every cell + grid solver:     {slow:8.2f} ms"
              f"   (anchored is {slow / anchored:.0f}x faster)")


def whole_games(game: BaldaGame, words: list[str], seed: int) -> None:
    """Full vs incremental vs baseline over every ply of seeded games."""
    rng = random.Random(seed)
    full_times, after_times, base_times = [], [], []
    for word in words:
        finder = game.finder(len(word), len(word))
        state = game.state(game.new_position(word))
        moves = finder.full(state)
        while moves:
            key = rng.choice(sorted(moves, reverse=True)[:5])
            saved = state.place(key_cell(key), key_letter(key), key_node(key))
            started = time.perf_counter()
            moves = finder.after(state, moves, key, saved)
            after_times.append(time.perf_counter() - started)
            full_times.append(median_ms(partial(finder.full, state), 3) / 1000)
            base_times.append(median_ms(partial(baseline_moves, finder, state), 3) / 1000)
    full, after = statistics.median(full_times) * 1000, statistics.median(after_times) * 1000
    base = statistics.median(base_times) * 1000
    print(f"    {len(full_times)} positions: full {full:.2f} ms, incremental {after:.2f} ms "
          f"(ratio {full / after:.1f}x), from every filled cell {base:.2f} ms "
          f"(anchored {base / full:.2f}x faster)")


def advisor_runs(game: BaldaGame, position: Position, quick: bool) -> None:
    runs = [("depth 3, full width", SearchLimits(max_depth=3, time_limit=None, width=None)),
            ("depth 5, 8 longest moves per side", SearchLimits(max_depth=5, time_limit=None)),
            ("deepest in 10 s, 8 longest per side", SearchLimits(time_limit=10.0)),
            ("deepest in 10 s, full width", SearchLimits(time_limit=10.0, width=None))]
    for name, limits in runs[:2] if quick else runs:
        thoughts = list(Advisor(game, limits).think(position))
        last = thoughts[-1]
        line = " ".join(move.shown for move in last.pv)
        print(f"    {name:<36} depth {last.depth:>2} in {last.elapsed:6.2f} s, "
              f"{last.nodes:>6} positions ({last.nodes_per_second:,.0f}/s), best {last.best}, "
              f"gain {last.gain:+d}, line: {line}")


def cancellation(game: BaldaGame, position: Position, runs: int) -> None:
    latencies = []
    for run in range(runs):
        token = CancelToken()
        done: list[float] = []

        def think(token: CancelToken = token, done: list[float] = done) -> None:
            for _ in Advisor(game, SearchLimits(time_limit=None, width=None)).think(position,
                                                                                     token):
                pass
            done.append(time.perf_counter())

        worker = threading.Thread(target=think)
        worker.start()
        time.sleep(0.3 + 0.1 * run)
        cancelled = time.perf_counter()
        token.cancel()
        worker.join()
        latencies.append((done[0] - cancelled) * 1000)
    print(f"    cancel -> search stopped: median {statistics.median(latencies):.1f} ms, "
          f"worst {max(latencies):.1f} ms over {runs} runs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip the slowest measurements")
    args = parser.parse_args()

    started = time.perf_counter()
    lexicon = load_dictionary("ru", with_overlay=False)
    cached = is_cached(lexicon, lexicon_cache_dir())
    balda_tries(lexicon, lexicon_cache_dir())
    prepared = time.perf_counter() - started
    game = BaldaGame(lexicon, cache_dir=lexicon_cache_dir())
    tries = game.tries
    print(f"ru list: {len(lexicon)} words; forward trie {tries.forward.node_count} nodes, "
          f"infix trie {tries.infix.node_count} nodes; ready in {prepared:.2f} s "
          f"({'from the cache' if cached else 'compiled now, cached for next time'})")

    middle = self_play(game, "банан", 8, seed=0)
    print("\nMove generation, 5 x 5 mid-game (median of 20):")
    generation(game, middle, 20, naive=not args.quick)
    diagonal = BaldaGame(lexicon, BaldaOptions(diagonal=True), tries=tries)
    generation(diagonal, diagonal.parse_position(middle.to_text(), middle.played), 20, False)
    big = self_play(game, "автомобиль", 40, seed=1)
    print("10 x 10 mid-game:")
    generation(game, big, 10, naive=False)

    print("\nWhole seeded games, every ply (5x5 and 7x7, side by side paths):")
    whole_games(game, ["балда", "сфера", "телефон"], seed=2)
    print("  diagonal variant:")
    whole_games(diagonal, ["балда", "сфера"], seed=2)

    print("\nAdvisor, 5 x 5 mid-game above:")
    advisor_runs(game, middle, args.quick)
    print("\nCancellation (full-width search to the end of the game, cancelled mid-way):")
    cancellation(game, middle, 3 if args.quick else 6)


if __name__ == "__main__":
    main()
