"""Pure geometry: no window needed."""

import pytest

from desktop_solver.gui.geometry import BoardLayout, arrow_head, path_points


def test_square_board_centred_in_a_wide_widget():
    layout = BoardLayout(4, 4, 600, 400, margin=0, gap_ratio=0)
    assert layout.tile == 100
    assert layout.origin == (100, 0)
    assert layout.tile_rect(1, 2) == (300, 100, 100, 100)
    assert layout.centre(0, 0) == (150, 50)


def test_cell_under_a_point_and_gaps():
    layout = BoardLayout(2, 3, 340, 240, margin=10, gap_ratio=0.1)
    x, y, w, h = layout.tile_rect(1, 2)
    assert layout.cell_at(x + w / 2, y + h / 2) == (1, 2)
    assert layout.cell_at(x - layout.gap / 2, y + 1) is None
    assert layout.cell_at(-5, -5) is None
    assert layout.cell_at(1000, 10) is None


def test_path_points_go_through_centres():
    layout = BoardLayout(3, 3, 300, 300, margin=0, gap_ratio=0)
    assert path_points(layout, ((0, 0), (1, 1), (2, 1))) == [(50, 50), (150, 150), (150, 250)]


def test_arrow_head_points_along_the_segment():
    tip, left, right = arrow_head((0, 0), (100, 0), 20)
    assert tip == pytest.approx((60, 0))
    assert left[0] == pytest.approx(40) and right[0] == pytest.approx(40)
    assert left[1] == pytest.approx(-right[1]) and abs(left[1]) > 0
    assert arrow_head((5, 5), (5, 5), 10) == []
