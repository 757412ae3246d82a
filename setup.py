"""Only the optional C extension lives here; everything else is in pyproject.toml."""

import os

from setuptools import Extension, setup

# optional=True: without a C compiler the install goes on and the pure-Python search runs.
setup(ext_modules=[Extension(
    "desktop_solver.native._gridwalk", ["desktop_solver/native/_gridwalk.c"],
    extra_compile_args=[] if os.name == "nt" else ["-O2"], optional=True)])
