"""Interface language: English source strings, Russian from resources/i18n (Qt Linguist).

Every translatable string goes through `t()`, whose one context lets
resources/i18n/update_translations.py find them all.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop_solver import paths

CONTEXT = "desktop_solver"
UI_LANGUAGES = ("en", "ru")
log = logging.getLogger(__name__)


def t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def tn(text: str, count: int) -> str:
    """A string with plural forms separated by '|': English has two (one, other), the Russian
    translation three (one, few, many); the form for `count` is chosen."""
    forms = t(text).split("|")
    return forms[plural_form(len(forms), count)]


def plural_form(forms: int, count: int) -> int:
    count = abs(count)
    if forms == 3:  # Russian: 1, 21, 101 ...; 2-4, 22-24 ...; the rest
        if count % 10 == 1 and count % 100 != 11:
            return 0
        if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
            return 1
        return 2
    if forms == 2:
        return 0 if count == 1 else 1
    return 0


def decimal(value: float, places: int = 1) -> str:
    """A number with the interface language's decimal mark: 0.9 in English, 0,9 in Russian
    (`Translations.install` sets the default locale)."""
    return QLocale().toString(float(value), "f", places)


def mark(text: str) -> str:
    """Marks a string for translation where it is defined; `t()` translates it where shown."""
    return text


def system_language() -> str:
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


def translations_dir() -> Path:
    return paths.resources_dir() / "i18n"


def compiled_translation(lang: str) -> Path | None:
    """The .qm of a language, compiled from its .ts first when it is missing or older: beside
    it where that folder is writable (source tree), else in the user's cache folder (an
    installation shared by every account); None when there is none."""
    source = translations_dir() / f"desktop_solver_{lang}.ts"
    if not source.exists():
        beside = source.with_suffix(".qm")
        return beside if beside.exists() else None
    places = (source.with_suffix(".qm"),
              paths.user_cache_dir() / "i18n" / source.with_suffix(".qm").name)
    for compiled in places:
        if compiled.is_file() and compiled.stat().st_mtime >= source.stat().st_mtime:
            return compiled
    for compiled in places:
        try:
            compiled.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        _compile(source, compiled)
        if compiled.is_file():
            return compiled
    return None


def _compile(source: Path, compiled: Path) -> None:
    tool = shutil.which("pyside6-lrelease") or _venv_tool("pyside6-lrelease")
    if tool is None:
        log.warning("pyside6-lrelease not found; %s stays uncompiled", source.name)
        return
    try:
        subprocess.run([tool, "-silent", str(source), "-qm", str(compiled)], check=True,
                       capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as error:
        log.warning("cannot compile %s: %s", source.name, error)


def _venv_tool(name: str) -> str | None:
    import sys

    candidate = Path(sys.executable).parent / name
    return str(candidate) if candidate.exists() else None


class Translations:
    """Installs the app's and Qt's own translators; switching sends LanguageChange to widgets."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = "en"

    def install(self, lang: str) -> None:
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed = []
        self.language = lang if lang in UI_LANGUAGES else "en"
        QLocale.setDefault(QLocale(QLocale.Language.Russian if self.language == "ru"
                                   else QLocale.Language.English))
        if self.language == "en":
            return
        ours = QTranslator(self._app)
        compiled = compiled_translation(self.language)
        if compiled is not None and ours.load(str(compiled)):
            self._app.installTranslator(ours)
            self._installed.append(ours)
        qt = QTranslator(self._app)
        if qt.load(f"qtbase_{self.language}",
                   QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self._app.installTranslator(qt)
            self._installed.append(qt)
