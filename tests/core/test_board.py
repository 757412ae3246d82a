import pytest

from desktop_solver.core.board import (
    TileKind,
    are_adjacent,
    neighbour_table,
    parse_grid,
)
from desktop_solver.core.errors import InvalidGridError


def test_plain_grid_rows_and_tiles():
    grid = parse_grid("cat/dog")
    assert (grid.height, grid.width, grid.lang) == (2, 3, "en")
    assert [tile.text for tile in grid.tiles] == ["C", "A", "T", "D", "O", "G"]
    assert grid.to_text() == "CAT/DOG"


def test_rows_on_lines_and_spaces_between_tiles():
    assert parse_grid("C A T\r\nD O G\n").to_text() == "CAT/DOG"


@pytest.mark.parametrize("token, kind, options, text", [
    ("[QU]", TileKind.LETTERS, ("qu",), "QU"),
    ("[re-]", TileKind.PREFIX, ("re",), "RE-"),
    ("[-ING]", TileKind.SUFFIX, ("ing",), "-ING"),
    ("[A/E]", TileKind.EITHER, ("a", "e"), "A/E"),
    (".", TileKind.BLOCKED, (), ""),
])
def test_special_tiles(token, kind, options, text):
    tile = parse_grid(f"{token}B").rows[0][0]
    assert (tile.kind, tile.options, tile.text) == (kind, options, text)
    assert tile.token == (token.upper() if token != "[re-]" else "[RE-]")


def test_either_or_slash_does_not_split_rows():
    grid = parse_grid("[U/M]AB/CDE")
    assert grid.height == 2 and grid.rows[0][0].options == ("u", "m")


def test_cyrillic_grid_with_latin_lookalikes():
    grid = parse_grid("КОТ/CHA")  # C, H and A typed on a Latin layout
    assert grid.lang == "ru"
    assert grid.to_text() == "КОТ/СНА"


@pytest.mark.parametrize("text, message", [
    ("", "empty grid ''"),
    ("  / ", "empty grid"),
    ("abcd/abc", "row 2 has 3 tiles, expected 4"),
    ("ab[qu", "row 1: unclosed bracket in '[qu', expected ']'"),
    ("ab[1]", "row 1, column 3: unknown tile '[1]'"),
    ("ab[]", "unknown tile '[]'"),
    ("a[-]", "unknown tile '[-]'"),
    ("a[A/]", "unknown tile '[A/]'"),
    ("a3c", "row 1: unexpected character '3'"),
    ("КОТ/ZZД", "mixed scripts: Latin 'Z' at row 2, column 1, 'Z' at row 2, column 2 in a "
                "Cyrillic grid"),
])
def test_bad_grids_name_the_problem(text, message):
    with pytest.raises(InvalidGridError) as error:
        parse_grid(text)
    assert message in str(error.value)


def test_cyrillic_letter_in_an_english_grid():
    with pytest.raises(InvalidGridError, match="Cyrillic 'Д' at row 1, column 2 in a Latin grid"):
        parse_grid("AД", lang="en")


def test_size_limits():
    assert parse_grid("/".join(["A" * 30] * 30)).height == 30
    with pytest.raises(InvalidGridError, match="31 x 30 tiles is over the limit"):
        parse_grid("/".join(["A" * 30] * 31))
    with pytest.raises(InvalidGridError, match="1 x 31"):
        parse_grid("A" * 31)
    assert parse_grid("A" * 40, max_side=60).width == 40


def test_neighbour_tables():
    table = neighbour_table(3, 3, True)
    assert table[4] == (0, 1, 2, 3, 5, 6, 7, 8)
    assert table[0] == (1, 3, 4)
    assert neighbour_table(3, 3, False)[4] == (1, 3, 5, 7)
    assert neighbour_table(1, 1, True) == ((),)


def test_adjacency():
    assert are_adjacent((0, 0), (1, 1))
    assert not are_adjacent((0, 0), (1, 1), diagonal=False)
    assert not are_adjacent((0, 0), (0, 2))
    assert not are_adjacent((0, 0), (0, 0))


def test_values_and_bonuses_written_as_they_are_read():
    from desktop_solver.core.board import (
        format_bonuses,
        format_values,
        parse_bonuses,
        parse_values,
    )

    values = ((4, 1, None, 3), (12, None, 2, 2))
    assert format_values(values) == "41.3/12,.,2,2"
    assert parse_values(format_values(values), 2, 4) == values
    names = (("DW", "", "", ""), ("", "", "", "×2"))
    assert format_bonuses(names) == "1:1=DW,2:4=×2"
    assert {cell: bonus.name for cell, bonus in parse_bonuses(format_bonuses(names)).items()} \
        == {(0, 0): "DW", (1, 3): "×2"}
