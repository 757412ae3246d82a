"""Build the word lists shipped with desktop_solver.

Writes, next to this script:

    en.txt        ENABLE + SCOWL size <= 70 (en_US, en_GB, en_CA spellings, variant_1)
    en-large.txt  ENABLE + SCOWL size <= 80, every variant and regional list
    en-common.txt English words a typical player knows: en-large with Zipf >= 1.5
    en-wordament.txt
                  Wordament's list as its totals show it: en plus the en-large words
                  in use (short ones only when common)
    ru.txt        Russian common nouns (nominative singular) from OpenCorpora
    ru-large.txt  Russian OpenCorpora lemmas of every part of speech
    ru-nouns.txt  Russian everyday nouns (nominative singular): ru without slang,
                  archaic words and rare readings
    ru-balda.txt  ru-nouns without diminutives and augmentatives (Balda's rule)
    ru-words.txt  Russian everyday words of every part of speech (4 Pics 1 Word)
    offensive-en.txt, offensive-ru.txt
                  words hidden by default: obscenities, vulgar abuse and slurs
    function-en.txt, function-ru.txt
                  function words, ranked after content words in 4 Pics 1 Word
    inflected-en.txt
                  English inflected forms, ranked after dictionary forms there

Each line is ``word<TAB>zipf`` (two decimals, 0.00 when wordfreq does not know
the word), plus ``<TAB>plural`` for Russian plural-only nouns.  Output is
sorted by code point, deduplicated, UTF-8 with LF line endings, and is
byte-identical for identical inputs.  Licences and credits: SOURCES.md.

Requirements (the versions the shipped lists were built with):

    Debian package  scowl 2020.12.07-2     (apt-get install scowl)
    PyPI            pymorphy3==2.0.6
                    pymorphy3-dicts-ru==2.4.417150.4580142
                    wordfreq==3.1.1
                    better-profanity==0.7.0 (its word list, for offensive-en)
    ENABLE          ../shared/data/enable1.txt relative to the repository root
                    (override with --enable PATH)

Run from the repository root, with the packages above installed in a virtual
environment kept outside the repository:

    python dictionaries/build.py                  # every list
    python dictionaries/build.py --only en ru     # just some of them
"""

from __future__ import annotations

import argparse
import functools
import logging
import math
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
CURATED = HERE / "curated"

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
# Informal, slang and archaic words: a game's rule sheet asks for words of the literary language.
RU_NOT_EVERYDAY = frozenset({"Infr", "Slng", "Arch"})

# Frequency floors (Zipf) of the everyday lists, chosen on hand-classified samples of 200 words
# (benchmarks/dictionaries.py and benchmarks/samples/): below them most words are unknown to a
# typical player. Russian noun frequencies are first lowered by the share of the spelling's
# readings that are this noun (стать is mostly a verb, пересадок mostly a genitive plural).
EN_COMMON_ZIPF = 1.5
EN_WORDAMENT_SHORT = 4
EN_WORDAMENT_SHORT_ZIPF = 2.0
RU_NOUN_ZIPF = 2.3
RU_WORD_ZIPF = 2.5
# Short spellings are often abbreviations or foreign tokens in wordfreq's counts (инк, текс).
RU_SHORT_NOUN_ZIPF = 3.0
RU_SHORT = 3
RU_MIN_NOUN_SHARE = 0.1

# Diminutive and augmentative endings, each with the endings its base may have after the same
# stem (лямочка from лямка, веслище from весло), and how much more frequent (Zipf) the base must
# be for the word to count as derived from it: endings that also end plain nouns (носок, цветок)
# need a wide margin.
RU_DERIVED_ENDINGS: tuple[tuple[str, tuple[str, ...], float], ...] = (
    ("очка", ("ка", "а", ""), 0.5), ("ечка", ("ка", "а", "я", "ь", ""), 0.5),
    ("очек", ("ок", "ка", ""), 0.5), ("ечек", ("ек", "ок", "ка", ""), 0.5),
    ("онька", ("а", "я", ""), 0.5), ("енька", ("а", "я", "ь", ""), 0.5),
    ("ушка", ("а", ""), 1.0), ("юшка", ("я", "а", "ь", ""), 1.0),
    ("ышко", ("о", "е", ""), 0.5), ("ишко", ("о", "а", ""), 0.5), ("ишка", ("а", ""), 0.5),
    ("ище", ("о", ""), 1.5), ("ица", ("а", "о"), 1.0), ("цо", ("о",), 0.5),
    ("ок", ("",), 1.5), ("ик", ("",), 1.5), ("ёк", ("ь",), 1.0),
)

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


def read_curated(name: str) -> list[list[str]]:
    """The fields of each line of a hand-kept file in curated/ (comments and blanks dropped)."""
    rows = []
    for line in (CURATED / name).read_text(encoding="utf-8").splitlines():
        fields = line.split("#", 1)[0].split()
        if fields:
            rows.append(fields)
    return rows


def is_everyday_noun(lexeme: Lexeme) -> bool:
    return (lexeme.pos == "NOUN" and lexeme.nominative and not is_proper_or_bad(lexeme)
            and not lexeme.grammemes & RU_NOT_EVERYDAY)


def noun_reading_share(word: str) -> float:
    """How much of the spelling's use is the noun itself (pymorphy3's reading scores), not an
    oblique form or another part of speech."""
    parses = ru_analyzer().parse(word)
    total = sum(parse.score for parse in parses) or 1.0
    own = sum(parse.score for parse in parses
              if parse.tag.POS == "NOUN" and parse.normal_form.replace("ё", "е")
              == word.replace("ё", "е"))
    return own / total


_ru_analyzer = None


def ru_analyzer():  # type: ignore[no-untyped-def]
    global _ru_analyzer
    if _ru_analyzer is None:
        import pymorphy3

        _ru_analyzer = pymorphy3.MorphAnalyzer()
    return _ru_analyzer


def ru_noun_zipf(word: str) -> float:
    """The word's frequency as this noun; nothing when under a tenth of its uses are the noun
    (варианта is nearly always вариант's genitive)."""
    share = noun_reading_share(word)
    return zipf(word, "ru") + math.log10(share) if share >= RU_MIN_NOUN_SHARE else 0.0


def with_ru_additions(words: WordList) -> WordList:
    for word in {word for fields in read_curated("ru-not-everyday.txt") for word in fields}:
        words.pop(word, None)
    for fields in read_curated("ru-additions.txt"):
        words[fields[0]] = fields[1:] == ["plural"]
    for (word,) in read_curated("ru-not-plural-only.txt"):
        if word in words:
            words[word] = False
    return words


def build_ru_nouns(args: argparse.Namespace) -> WordList:
    nouns = select_ru(is_everyday_noun)
    kept = {word: plural for word, plural in nouns.items()
            if ru_noun_zipf(word) >= (RU_SHORT_NOUN_ZIPF if len(word) <= RU_SHORT
                                      else RU_NOUN_ZIPF)}
    return with_ru_additions(kept)


def derived_from(word: str, nouns: dict[str, float]) -> str | None:
    """The noun `word` is a diminutive or augmentative of, if any (see RU_DERIVED_ENDINGS)."""
    own = nouns[word]
    for ending, base_endings, margin in RU_DERIVED_ENDINGS:
        stem = word[: -len(ending)]
        if not word.endswith(ending) or len(stem) < 2:
            continue
        for base_ending in base_endings:
            base = stem + base_ending
            if base != word and base in nouns and nouns[base] >= own + margin:
                return base
    return None


def build_ru_balda(args: argparse.Namespace) -> WordList:
    nouns = build_ru_nouns(args)
    every_noun = {word: zipf(word, "ru") for word in select_ru(is_everyday_noun)}
    every_noun.update((word, zipf(word, "ru")) for word in nouns)
    lexicalized = {word for fields in read_curated("ru-balda-keep.txt") for word in fields}
    derived = {word for word in nouns
               if word not in lexicalized and derived_from(word, every_noun)}
    log.info("ru-balda: %d diminutives and augmentatives left out", len(derived))
    return {word: plural for word, plural in nouns.items() if word not in derived}


def build_ru_words(args: argparse.Namespace) -> WordList:
    words = select_ru(lambda lx: not is_proper_or_bad(lx) and not lx.grammemes & RU_NOT_EVERYDAY)
    kept = {word: plural for word, plural in words.items()
            if zipf(word, "ru") >= (RU_SHORT_NOUN_ZIPF if len(word) <= RU_SHORT
                                    else RU_WORD_ZIPF)}
    return with_ru_additions(kept)


def build_en_common(args: argparse.Namespace) -> WordList:
    words = build_en_large(args)
    return {word: False for word in words if zipf(word, "en") >= EN_COMMON_ZIPF}


def build_en_wordament(args: argparse.Namespace) -> WordList:
    """`en`, plus the words of `en-large` that wordfreq knows at all, those of up to
    EN_WORDAMENT_SHORT letters only from EN_WORDAMENT_SHORT_ZIPF up: the rule that comes closest to
    Wordament's own totals (`python -m benchmarks.wordament_totals --fit` measures it on boards
    left out of the fit)."""
    words = dict.fromkeys(build_en(args), False)
    for word in build_en_large(args):
        frequency = zipf(word, "en")
        if frequency >= (EN_WORDAMENT_SHORT_ZIPF if len(word) <= EN_WORDAMENT_SHORT else 0.01):
            words[word] = False
    return words


# ---------------------------------------------------------------- offensive words


def build_offensive_en(args: argparse.Namespace) -> WordList:
    from importlib.resources import files

    source = files("better_profanity").joinpath("profanity_wordlist.txt").read_text("utf-8")
    known = build_en_large(args)
    neutral = {word for fields in read_curated("offensive-en-neutral.txt") for word in fields}
    extra = {word for fields in read_curated("offensive-en-extra.txt") for word in fields}
    # Phrases of the source ("blow job") are left out: their words are ordinary on their own.
    hidden = {line.strip() for line in source.splitlines() if line.strip() in known} - neutral
    hidden |= {plural(word) for word in hidden if plural(word) in known} - neutral
    return dict.fromkeys(hidden | extra, False)


def plural(word: str) -> str:
    return word + ("es" if word.endswith(("s", "x", "z", "ch", "sh")) else "s")


def english_base(word: str, words: set[str]) -> str | None:
    """The word an English inflected form comes from by a regular ending (cats, boxes, tries,
    loved, stopped, making), when that word is in `words`."""
    candidates = []
    if word.endswith("ies"):
        candidates.append(word[:-3] + "y")
    if word.endswith("es"):
        candidates.append(word[:-2])
    if word.endswith("s") and not word.endswith("ss"):
        candidates.append(word[:-1])
    for ending in ("ed", "ing"):
        if word.endswith(ending):
            stem = word[: -len(ending)]
            candidates += [stem, stem + "e"]
            if len(stem) > 2 and stem[-1] == stem[-2]:
                candidates.append(stem[:-1])
            if ending == "ed" and stem.endswith("i"):
                candidates.append(stem[:-1] + "y")
    return next((base for base in candidates if len(base) > 1 and base in words), None)


def build_inflected_en(args: argparse.Namespace) -> WordList:
    """Inflected forms rarer than the word they come from (told, kinds, tried; not wedding,
    more common than wed), ranked after dictionary forms in 4 Pics 1 Word."""
    words = set(build_en_large(args))
    forms = {word for word in words
             if (base := english_base(word, words)) and zipf(base, "en") > zipf(word, "en")}
    forms |= {word for fields in read_curated("irregular-past-en.txt") for word in fields
              if word in words}
    return dict.fromkeys(forms, False)


RU_FUNCTION_POS = frozenset({"NPRO", "PREP", "CONJ", "PRCL", "INTJ"})
RU_FUNCTION_GRAMMEMES = frozenset({"Apro", "Anph", "Dmns", "Ques"})


def build_function_en(args: argparse.Namespace) -> WordList:
    return {word: False for fields in read_curated("function-en.txt") for word in fields}


def build_function_ru(args: argparse.Namespace) -> WordList:
    """Pronouns, prepositions, conjunctions, particles, interjections and pronominal words of
    OpenCorpora (такой, никакой, где), when no reading of the lemma is a content word."""
    words = {}
    for word, lexemes in ru_lexemes().items():
        if all(lx.pos in RU_FUNCTION_POS or lx.grammemes & RU_FUNCTION_GRAMMEMES
               for lx in lexemes):
            words[word] = False
    return words


def build_offensive_ru(args: argparse.Namespace) -> WordList:
    return {fields[0]: False for fields in read_curated("offensive-ru.txt")}


# ---------------------------------------------------------------- output


@functools.lru_cache(maxsize=None)
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
    "en-common": Target(
        f"English words a typical player knows: en-large with a Zipf frequency of "
        f"{EN_COMMON_ZIPF} or more", "en", build_en_common),
    "en-wordament": Target(
        f"English for Wordament: en plus the en-large words wordfreq knows, those of up to "
        f"{EN_WORDAMENT_SHORT} letters with a Zipf frequency of {EN_WORDAMENT_SHORT_ZIPF} or more",
        "en", build_en_wordament),
    "ru": Target(
        "Russian common nouns in the nominative singular from OpenCorpora "
        "(plural-only nouns flagged)",
        "ru", build_ru),
    "ru-large": Target(
        "Russian, large: OpenCorpora lemmas of every part of speech, without "
        "proper names and abbreviations",
        "ru", build_ru_large),
    "ru-nouns": Target(
        "Russian everyday common nouns in the nominative singular: OpenCorpora nouns without "
        "slang, archaic words and rare readings (plural-only nouns flagged)", "ru", build_ru_nouns),
    "ru-balda": Target(
        "Russian nouns for Balda: ru-nouns without diminutives and augmentatives",
        "ru", build_ru_balda),
    "ru-words": Target(
        "Russian everyday words of every part of speech in their dictionary form",
        "ru", build_ru_words),
    "function-en": Target(
        "English function words (pronouns, prepositions, auxiliaries ...): last among anagrams "
        "of one frequency class", "en", build_function_en),
    "inflected-en": Target(
        "English inflected forms (plurals, past tenses, -ing forms) rarer than their "
        "dictionary form", "en", build_inflected_en),
    "function-ru": Target(
        "Russian function words from OpenCorpora (pronouns, prepositions, conjunctions, "
        "particles, pronominal words)", "ru", build_function_ru),
    "offensive-en": Target(
        "English words hidden by default: better-profanity's list less ordinary words, plus "
        "additions", "en", build_offensive_en),
    "offensive-ru": Target(
        "Russian words hidden by default: obscenities, vulgar abuse and slurs (reviewed by hand)",
        "ru", build_offensive_ru),
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
