"""Independent checks for the Balda tests: the grid solver as an oracle, random games."""

from __future__ import annotations

import random
from collections.abc import Iterator

from desktop_solver.core.balda import BaldaGame, Move, Position
from desktop_solver.core.board import are_adjacent, parse_grid
from desktop_solver.core.boggle import solve
from desktop_solver.core.games import rules_for


def identities(moves) -> set[tuple[tuple[int, int], str, str]]:
    return {(move.cell, move.letter, move.word) for move in moves}


def oracle_moves(game: BaldaGame, position: Position) -> set[tuple[tuple[int, int], str, str]]:
    """Every move found the slow, obvious way: try each letter in each empty cell beside a
    letter, solve that board with the Boggle solver (every path), keep words through the cell."""
    options = position.options
    rules = rules_for("boggle", min_length=options.min_length, diagonal=options.diagonal)
    found = set()
    for row, col in position.empty_cells:
        beside = [(row + dr, col + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]
        if not any(0 <= r < position.height and 0 <= c < position.width
                   and position.letter_at((r, c)) for r, c in beside):
            continue
        for letter in game.alphabet.letters:
            if game.alphabet.index(letter) != game.alphabet.letters.index(letter):
                continue  # ё when folded: the same letter as е
            rows = list(position.rows)
            rows[row] = rows[row][:col] + letter + rows[row][col + 1:]
            grid = parse_grid("/".join(rows), game.lang)
            for hit in solve(grid, game.lexicon, rules, all_paths=True):
                word = game.alphabet.fold(hit.word)
                if word in position.played or not game.is_word(word):
                    continue
                if any((row, col) in path for path in hit.paths):
                    found.add(((row, col), letter, word))
    return found


def path_is_valid(position: Position, move: Move) -> bool:
    """The path is a chain of touching cells, each once, through the new cell, spelling the word."""
    path = move.path
    if len(set(path)) != len(path) or move.cell not in path:
        return False
    if any(not are_adjacent(a, b, position.options.diagonal) for a, b in zip(path, path[1:])):
        return False
    letters = [move.letter if cell == move.cell else position.letter_at(cell) for cell in path]
    return "".join(letters) == move.word and all(letters)


def random_game(game: BaldaGame, start: Position, rng: random.Random,
                plies: int = 100) -> Iterator[tuple[Position, list[Move]]]:
    """(position, its legal moves) along a game of random moves, found incrementally."""
    position, moves = start, game.legal_moves(start)
    for _ in range(plies):
        yield position, moves
        if not moves:
            return
        position, moves = game.legal_moves_after(position, moves, rng.choice(moves))
