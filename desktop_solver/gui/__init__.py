"""The PySide6 window: a thin layer over desktop_solver.core."""
