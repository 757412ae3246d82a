"""desktop_solver: a desktop solver for letter-grid word games."""

__version__ = "0.1.0"
