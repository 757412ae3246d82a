"""Text: what the game prints round its board (its totals, a word search's list)."""
