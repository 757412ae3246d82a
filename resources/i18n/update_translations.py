"""Collect every interface string (calls of t() and mark() in desktop_solver/gui) into the Qt
Linguist sources desktop_solver_en.ts and desktop_solver_ru.ts, keeping translations already made.

    python resources/i18n/update_translations.py           # update the .ts files
    python resources/i18n/update_translations.py --check   # exit 1 if a Russian one is missing

Translate with Qt Linguist (pyside6-linguist) or by editing desktop_solver_ru.ts; the app compiles
the .ts into .qm when it starts from the source tree (and the installer does for a bundle).
"""

from __future__ import annotations

import argparse
import ast
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parent.parent / "desktop_solver" / "gui"
CONTEXT = "desktop_solver"
LANGUAGES = {"en": "en_US", "ru": "ru_RU"}


def collect_strings(folder: Path = SOURCES) -> list[str]:
    """Every literal passed to t(), tn() or mark(), in order of first appearance."""
    found: dict[str, None] = {}
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("t", "tn", "mark") and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.setdefault(node.args[0].value, None)
    return list(found)


def read_translations(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    root = ElementTree.parse(path).getroot()
    result = {}
    for message in root.iter("message"):
        source, translation = message.findtext("source"), message.find("translation")
        if source is not None and translation is not None and translation.text \
                and translation.get("type") not in ("unfinished", "obsolete"):
            result[source] = translation.text
    return result


def write_ts(path: Path, lang: str, strings: list[str], translations: dict[str, str]) -> None:
    root = ElementTree.Element("TS", version="2.1", language=LANGUAGES[lang], sourcelanguage="en")
    context = ElementTree.SubElement(root, "context")
    ElementTree.SubElement(context, "name").text = CONTEXT
    for text in strings:
        message = ElementTree.SubElement(context, "message")
        ElementTree.SubElement(message, "source").text = text
        translation = ElementTree.SubElement(message, "translation")
        if lang == "en":
            translation.text = text
        elif text in translations:
            translation.text = translations[text]
        else:
            translation.set("type", "unfinished")
    ElementTree.indent(root)
    body = ElementTree.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def missing(lang: str = "ru") -> list[str]:
    done = read_translations(HERE / f"desktop_solver_{lang}.ts")
    return [text for text in collect_strings() if text not in done]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if args.check:
        gaps = missing()
        for text in gaps:
            print(f"untranslated: {text!r}")
        return 1 if gaps else 0
    strings = collect_strings()
    for lang in LANGUAGES:
        path = HERE / f"desktop_solver_{lang}.ts"
        write_ts(path, lang, strings, read_translations(path))
    print(f"{len(strings)} strings; Russian still missing: {len(missing())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
