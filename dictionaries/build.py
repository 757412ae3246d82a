"""Build the word lists shipped with desktop_solver.

Writes, next to this script:

    en.txt        ENABLE + SCOWL size <= 70 (en_US, en_GB, en_CA spellings, variant_1)
    en-large.txt  ENABLE + SCOWL size <= 80, every variant and regional list
    ru.txt        Russian common nouns (nominative singular) from OpenCorpora
    ru-large.txt  Russian OpenCorpora lemmas of every part of speech

Each line is ``word<TAB>zipf`` (two decimals, 0.00 when wordfreq does not know
the word), plus ``<TAB>plural`` for Russian plural-only nouns.  Output is
sorted by code point, deduplicated, UTF-8 with LF line endings, and is
byte-identical for identical inputs.  Licences and credits: SOURCES.md.

Requirements (the versions the shipped lists were built with):

    Debian package  scowl 2020.12.07-2     (apt-get install scowl)
    PyPI            pymorphy3==2.0.6
                    pymorphy3-dicts-ru==2.4.417150.4580142
                    wordfreq==3.1.1
    ENABLE          ../shared/data/enable1.txt relative to the repository root
                    (override with --enable PATH)

Run from the repository root, with the packages above installed in a virtual
environment kept outside the repository:

    python dictionaries/build.py                  # all four lists
    python dictionaries/build.py --only en ru     # just some of them
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

log = logging.getLogger("build")

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent
DEFAULT_ENABLE = REPO_ROOT.parent / "shared" / "data" / "enable1.txt"
DEFAULT_SCOWL_DIR = Path("/usr/share/dict/scowl")

SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80)  # 95 is too noisy for games
EN_SCOWL_LISTS = ("english", "american", "british", "canadian", "variant_1")
EN_LARGE_SCOWL_LISTS = (
    "english", "american", "british", "british_z", "canadian", "australian",
    "variant_1", "variant_2", "variant_3",
    "british_variant_1", "british_variant_2",
    "canadian_variant_1", "canadian_variant_2",
    "australian_variant_1", "australian_variant_2",
)

ENABLE_WORD = re.compile(r"[a-z]+")
# Two-letter SCOWL entries are mostly abbreviations; ENABLE's own two-letter
# words are curated for games, so only they are kept.
SCOWL_WORD = re.compile(r"[a-z]{3,}")
RU_WORD = re.compile(r"[а-яё]{2,}")

# OpenCorpora grammemes marking proper names, abbreviations and
# misspelt/distorted/hypothetical entries, none of which a word game accepts.
RU_EXCLUDED = frozenset(
    {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad",
     "Abbr", "Init", "Erro", "Dist", "Hypo"}
)
# Suppletive plurals: their lexemes' lemmas are ребёнок, деньга, человек, so
# the dictionary never yields them as lemmas, yet players expect them.
RU_PLURAL_WHITELIST = ("деньги", "дети", "люди")

HEADER = (
    "# desktop_solver dictionary '{name}': {description}; "
    "built by dictionaries/build.py; see SOURCES.md\n"
    "# columns: word<TAB>zipf frequency (wordfreq, 0 when unknown)[<TAB>flags]\n"
)

# word -> True when it is a plural-only noun
WordList = dict[str, bool]


@dataclass(frozen=True)
class Lexeme:
    pos: str
    grammemes: frozenset[str]
    plural: bool  # the lemma itself is a plural form (Pltm and the like)
    nominative: bool  # the lemma spelling is a nominative form of the lexeme


@dataclass(frozen=True)
class Target:
    description: str
    lang: str
    build: Callable[[argparse.Namespace], WordList]


# ---------------------------------------------------------------- English


def read_enable(path: Path) -> set[str]:
    with path.open(encoding="ascii") as f:
        words = {line.strip() for line in f}
    return {w for w in words if ENABLE_WORD.fullmatch(w)}


def scowl_files(scowl_dir: Path, lists: Iterable[str], max_size: int) -> list[Path]:
    files = [
        scowl_dir / f"{name}-words.{size}"
        for name in lists
        for size in SCOWL_SIZES
        if size <= max_size
    ]
    missing = [str(p) for p in files if not p.is_file()]
    if missing:
        # A silently skipped file would change the output; fail instead.
        raise SystemExit("missing SCOWL files (apt-get install scowl?): " + ", ".join(missing))
    return files


def read_scowl(files: Iterable[Path]) -> set[str]:
    words: set[str] = set()
    for path in files:
        # SCOWL ships ISO-8859-1; accented words are then dropped by the regex.
        with path.open(encoding="iso-8859-1") as f:
            words.update(w for w in (line.strip() for line in f) if SCOWL_WORD.fullmatch(w))
    return words


def build_english(args: argparse.Namespace, lists: Iterable[str], max_size: int) -> WordList:
    enable = read_enable(args.enable)
    scowl = read_scowl(scowl_files(args.scowl_dir, lists, max_size))
    log.info("ENABLE %d words, SCOWL <= %d: %d words (%d not in ENABLE)",
             len(enable), max_size, len(scowl), len(scowl - enable))
    return dict.fromkeys(enable | scowl, False)


def build_en(args: argparse.Namespace) -> WordList:
    return build_english(args, EN_SCOWL_LISTS, 70)


def build_en_large(args: argparse.Namespace) -> WordList:
    return build_english(args, EN_LARGE_SCOWL_LISTS, 80)


# ---------------------------------------------------------------- Russian

_ru_lexemes: dict[str, list[Lexeme]] | None = None


def lemma_is_nominative(paradigm: list[tuple[str, object, str]]) -> bool:
    # A few lexemes have an oblique form first (щец, околесную); the lemma is
    # usable only when some nominative form is spelt exactly like it.
    first_prefix, _, first_suffix = paradigm[0]
    return any(
        prefix == first_prefix and suffix == first_suffix and "nomn" in tag.grammemes
        for prefix, tag, suffix in paradigm
    )


def iter_ru_lexemes() -> Iterator[tuple[str, Lexeme]]:
    import pymorphy3

    dictionary = pymorphy3.MorphAnalyzer().dictionary
    cache: dict[int, tuple[object, bool]] = {}
    # Form 0 of a paradigm is the lexeme's normal form, so entries with
    # index 0 enumerate the lemmas exactly as OpenCorpora spells them
    # (with ё); MorphAnalyzer.parse() would go through ё/е folding instead.
    for word, (para_id, idx) in dictionary.words.iteritems():
        if idx != 0:
            continue
        if para_id not in cache:
            paradigm = dictionary.build_paradigm_info(para_id)
            cache[para_id] = (paradigm[0][1], lemma_is_nominative(paradigm))
        tag, nominative = cache[para_id]
        grammemes = frozenset(tag.grammemes)
        plural = "Pltm" in grammemes or "plur" in grammemes
        yield word, Lexeme(str(tag.POS), grammemes, plural, nominative)


def ru_lexemes() -> dict[str, list[Lexeme]]:
    """Lemma -> its lexemes; loaded once because ru and ru-large share it."""
    global _ru_lexemes
    if _ru_lexemes is None:
        log.info("reading OpenCorpora lexemes from pymorphy3-dicts-ru")
        lexemes: dict[str, list[Lexeme]] = defaultdict(list)
        for word, lexeme in iter_ru_lexemes():
            if RU_WORD.fullmatch(word):
                lexemes[word].append(lexeme)
        _ru_lexemes = dict(lexemes)
        log.info("%d lemmas match %s", len(_ru_lexemes), RU_WORD.pattern)
    return _ru_lexemes


def select_ru(accept: Callable[[Lexeme], bool]) -> WordList:
    words: WordList = {}
    for word, lexemes in ru_lexemes().items():
        kept = [lx for lx in lexemes if accept(lx)]
        if kept:
            # Flag only when every accepted reading is plural: a spelling that
            # is also an ordinary singular word is a normal word.
            words[word] = all(lx.pos == "NOUN" and lx.plural for lx in kept)
    for word in RU_PLURAL_WHITELIST:
        words[word] = True
    return words


def is_proper_or_bad(lexeme: Lexeme) -> bool:
    return bool(lexeme.grammemes & RU_EXCLUDED)


def build_ru(args: argparse.Namespace) -> WordList:
    return select_ru(lambda lx: lx.pos == "NOUN" and lx.nominative and not is_proper_or_bad(lx))


def build_ru_large(args: argparse.Namespace) -> WordList:
    return select_ru(lambda lx: not is_proper_or_bad(lx))


# ---------------------------------------------------------------- output


def zipf(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency

    value = zipf_frequency(word, lang)
    if "ё" in word:
        # wordfreq's counts may be stored under the е spelling.
        value = max(value, zipf_frequency(word.replace("ё", "е"), lang))
    return value


def format_lines(words: WordList, lang: str) -> Iterator[str]:
    for word in sorted(words):
        flags = "\tplural" if words[word] else ""
        yield f"{word}\t{zipf(word, lang):.2f}{flags}\n"


def write_list(path: Path, name: str, target: Target, words: WordList) -> None:
    tmp = path.with_suffix(".tmp")
    # newline="" keeps LF on every platform.
    with tmp.open("w", encoding="utf-8", newline="") as f:
        f.write(HEADER.format(name=name, description=target.description))
        f.writelines(format_lines(words, target.lang))
    tmp.replace(path)
    plural = sum(words.values())
    log.info("%s: %d words (%d flagged plural), %d bytes",
             path.name, len(words), plural, path.stat().st_size)


TARGETS: dict[str, Target] = {
    "en": Target(
        "English: ENABLE plus SCOWL size <= 70 (American, British, Canadian "
        "spellings and variant_1), lowercase a-z only",
        "en", build_en),
    "en-large": Target(
        "English, large: ENABLE plus SCOWL size <= 80 with all variant and "
        "regional lists (includes UKACD-derived words), lowercase a-z only",
        "en", build_en_large),
    "ru": Target(
        "Russian common nouns in the nominative singular from OpenCorpora "
        "(plural-only nouns flagged)",
        "ru", build_ru),
    "ru-large": Target(
        "Russian, large: OpenCorpora lemmas of every part of speech, without "
        "proper names and abbreviations",
        "ru", build_ru_large),
}


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", choices=list(TARGETS), metavar="NAME",
                        help="build only these lists: " + ", ".join(TARGETS))
    parser.add_argument("--enable", type=Path, default=DEFAULT_ENABLE,
                        help="ENABLE word list (default: %(default)s)")
    parser.add_argument("--scowl-dir", type=Path, default=DEFAULT_SCOWL_DIR,
                        help="SCOWL word lists (default: %(default)s)")
    parser.add_argument("--out-dir", type=Path, default=HERE,
                        help="where to write the lists (default: %(default)s)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    args = parse_args(sys.argv[1:] if argv is None else argv)
    for name in args.only or TARGETS:
        target = TARGETS[name]
        log.info("building %s", name)
        write_list(args.out_dir / f"{name}.txt", name, target, target.build(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
