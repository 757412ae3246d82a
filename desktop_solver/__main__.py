"""`python -m desktop_solver`; also the frozen app's entry point."""

import sys

from desktop_solver.app import main

if __name__ == "__main__":
    sys.exit(main())
