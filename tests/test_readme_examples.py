"""The README's figures come from running what it shows: every `$ desktop-solver ...` line of its
examples that is followed by output is run, and the output shown must be what the command
prints (`...` leaves lines, or the rest of a line, out); the table of bundled lists gives the
counts `dict list` prints. An example that drifts from the app fails here."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from tests.cli.helpers import run

README = Path(__file__).resolve().parent.parent / "README.md"
ELISION = "..."


def shell_blocks(text: str) -> list[list[str]]:
    """The lines of every ```sh block."""
    return [block.splitlines() for block in re.findall(r"```sh\n(.*?)```", text, re.DOTALL)]


def examples(text: str) -> list[tuple[str, list[str]]]:
    """(command, the output shown after it) for each `$ desktop-solver` line with output."""
    found = []
    for lines in shell_blocks(text):
        for number, line in enumerate(lines):
            if not line.startswith("$ desktop-solver "):
                continue
            shown = []
            for after in lines[number + 1:]:
                if after.startswith("$ "):
                    break
                shown.append(after)
            if shown:
                found.append((line[2:], shown))
    return found


def matches(shown: str, printed: str) -> bool:
    """Whether a line shown matches a line printed: equal, or with `...` standing for any
    text (the pieces around it found in order)."""
    if ELISION not in shown:
        return shown.rstrip() == printed.rstrip()
    place = 0
    for piece in shown.split(ELISION):
        piece = piece.strip().rstrip(",").strip()
        if not piece:
            continue
        found = printed.find(piece, place)
        if found < 0:
            return False
        place = found + len(piece)
    return True


def shown_in(shown: list[str], printed: list[str]) -> list[str]:
    """The lines shown that are not in the output printed, in order (a line `...` alone
    leaves out any number of lines; else the lines follow one another)."""
    missing, place, skipping = [], 0, False
    for line in shown:
        if line.strip() == ELISION:
            skipping = True
            continue
        candidates = range(place, len(printed)) if skipping else range(place, place + 1)
        hit = next((index for index in candidates
                    if index < len(printed) and matches(line, printed[index])), None)
        if hit is None:
            missing.append(line)
            continue
        place, skipping = hit + 1, False
    return missing


README_EXAMPLES = examples(README.read_text(encoding="utf-8"))


def test_the_readme_has_examples_with_output():
    commands = [command for command, _ in README_EXAMPLES]
    assert "desktop-solver solve CATS/DOGS/ABLE/TRIP" in commands


@pytest.mark.parametrize("command, shown", README_EXAMPLES,
                         ids=[command for command, _ in README_EXAMPLES])
def test_each_example_prints_what_the_readme_shows(capsys, command, shown):
    argv = shlex.split(command, comments=True)[1:]
    _, out, _ = run(capsys, *argv)
    assert shown_in(shown, out.splitlines()) == [], out


def test_the_table_of_lists_gives_the_counts_dict_list_prints(capsys):
    text = README.read_text(encoding="utf-8")
    table = dict(re.findall(r"^\| `([a-z-]+)`(?: \(default\))? \| ([\d,]+) \|", text,
                            re.MULTILINE))
    _, out, _ = run(capsys, "dict", "list")
    printed = {match[0]: match[1] for match in
               re.findall(r"^[* ] (\S+)\s+\S+\s+(\d+) words", out, re.MULTILINE)}
    assert len(table) == len(printed) == 9
    assert {name: count.replace(",", "") for name, count in table.items()} == printed


@pytest.mark.parametrize("shown, printed, fits", [
    ("a b", "a b  ", True),
    ('{"a":1,"w":[{"x":2}, ...]}', '{"a":1,"w":[{"x":2},{"x":3}]}', True),
    ('{"a":1,"w":[{"x":3}, ...]}', '{"a":1,"w":[{"x":2},{"x":3}]}', False),
])
def test_an_elided_line_matches_its_pieces_in_order(shown, printed, fits):
    assert matches(shown, printed) is fits


def test_an_elision_line_leaves_lines_out_and_order_counts():
    printed = ["head", "one", "two", "three"]
    assert shown_in(["head", "one", "...", "three"], printed) == []
    assert shown_in(["head", "two"], printed) == ["two"]   # not right after head
    assert shown_in(["head", "...", "three", "two"], printed) == ["two"]
