"""The optional C extension, and the data an installed copy needs; everything else is in
pyproject.toml."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
# What an installed (not editable) copy carries in desktop_solver/data: the word lists with
# their licences and the resources (the README's screenshots left out).
DATA = (("dictionaries", ("*.txt", "SOURCES.md", "licenses/*")),
        ("resources", ("i18n/*.ts", "icons/*", "selftest/*", "fonts/**/*", "glyphs/*")))


class BuildWithData(build_py):
    """Copies the word lists and resources into the package and compiles the lists there
    (python -m desktop_solver.warmup), so every user of the installation finds them compiled.
    An editable install reads the checkout's own (./scripts/run compiles those)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "desktop_solver" / "data"
        for folder, patterns in DATA:
            for pattern in patterns:
                sources = [path for path in sorted((ROOT / folder).glob(pattern))
                           if path.is_file()]
                if not sources:
                    # An sdist without them (see MANIFEST.in) would install an app with no
                    # word lists or icons: refuse rather than build it.
                    raise SystemExit(f"setup.py: no {folder}/{pattern} to install")
                for source in sources:
                    copy = target / folder / source.relative_to(ROOT / folder)
                    copy.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(source, copy)
        env = dict(os.environ, PYTHONPATH=str(ROOT),
                   DESKTOP_SOLVER_DICTIONARIES=str(target / "dictionaries"))
        subprocess.run([sys.executable, "-m", "desktop_solver.warmup"], cwd=ROOT, env=env,
                       check=True)


# optional=True: without a C compiler the install goes on and the pure-Python search runs.
setup(ext_modules=[Extension(
    "desktop_solver.native._gridwalk", ["desktop_solver/native/_gridwalk.c"],
    extra_compile_args=[] if os.name == "nt" else ["-O2"], optional=True)],
    cmdclass={"build_py": BuildWithData})
