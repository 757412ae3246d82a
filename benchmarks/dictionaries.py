"""How well each game's word list fits the game: `python -m benchmarks.dictionaries [report]`.

Prints, for the default list of every game:
- the share of words a typical player knows, from 200 random words per list drawn by
  `python -m benchmarks.dictionaries sample` into benchmarks/samples/LIST.tsv and classified by
  hand there (`known`, or `rare` for archaic, specialist, junk and non-words);
- the share of the 30 longest words on random English Word Hunt boards that fall under Zipf 1.5,
  for the Word Hunt list and for the Scrabble-style list it replaced;
- offensive words: how many each list holds, how many a default query shows (must be 0) and
  how many `--offensive` shows (must be all);
- where the 4 Pics 1 Word answer ranks among the words of its length that a 12-letter bank makes
  (the answer's letters plus random ones), English and Russian, by part of speech;
- the first query of every mode in a fresh process on a fresh account: seconds and peak memory,
  with nothing compiled (as for a user's own list) and with the lists the installation ships
  compiled (benchmarks/first_use.py has every mode with every list).
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Sequence
from pathlib import Path

from benchmarks.first_use import first_use
from desktop_solver.core.anagram import AnagramSort, parse_bank, solve_anagrams
from desktop_solver.core.boggle import solve
from desktop_solver.core.dice import CLASSIC_DICE, roll_dice
from desktop_solver.core.board import parse_grid
from desktop_solver.core.games import rules_for
from desktop_solver.dictionaries import (
    find_dictionary,
    game_lists,
    offensive_words,
    rank_penalties,
)
from desktop_solver.session import DictionaryRequest, Session, dictionary_files
from desktop_solver.word_check import list_entry

SAMPLES = Path(__file__).resolve().parent / "samples"
SAMPLE_SIZE = 200
# The lists a game uses by default, each sampled once.
SAMPLED = ("ru-balda", "ru-nouns", "ru-words", "en-common", "en")
WORDHUNT_SEEDS = range(1, 21)
FOUR_PICS_SEEDS = range(1, 11)

# Answers in the style of 4 Pics 1 Word (everyday words, every part of speech), written for
# this benchmark; the bank adds random letters up to 12 as the game does.
FOUR_PICS = {
    "en": {
        "noun": "rain ring bridge music water fire clock bread heart money train beach mirror "
                "shadow island garden window circle ladder candle pillow rocket forest",
        "adjective": "sweet cold happy bright wild empty heavy round quiet broken frozen",
        "verb": "fly cook drink jump swim grow climb float break smile",
    },
    "ru": {
        "noun": "дождь кольцо мост музыка вода огонь часы хлеб сердце деньги поезд пляж "
                "зеркало тень остров сад окно круг лестница свеча подушка ракета лес",
        "adjective": "сладкий холодный весёлый яркий дикий пустой тяжёлый круглый тихий",
        "verb": "летать готовить пить прыгать плавать расти читать ломать улыбаться",
    },
}


def list_words(name: str) -> list[str]:
    info = find_dictionary(name)
    assert info is not None, name
    return [line.split("\t", 1)[0] for line in info.path.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]


def draw_sample(name: str) -> list[str]:
    """The list's sample: the same 200 words for the same list, whoever draws it."""
    return sorted(random.Random(f"{name} sample").sample(list_words(name), SAMPLE_SIZE))


def write_samples() -> None:
    """benchmarks/samples/LIST.tsv with an empty class column; a classified file is kept."""
    SAMPLES.mkdir(exist_ok=True)
    for name in SAMPLED:
        path = SAMPLES / f"{name}.tsv"
        if path.exists():
            print(f"{path.name}: kept (delete it to draw again)")
            continue
        path.write_text("".join(f"{word}\t\n" for word in draw_sample(name)), encoding="utf-8")
        print(f"{path.name}: {SAMPLE_SIZE} words to classify by hand")


def known_share(name: str) -> tuple[float, int] | None:
    path = SAMPLES / f"{name}.tsv"
    if not path.exists():
        return None
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines() if line]
    classified = [cls for _, cls in rows if cls in ("known", "rare")]
    if len(classified) < len(rows):
        return None
    if [word for word, _ in rows] != draw_sample(name):
        raise SystemExit(f"{path.name} is not the sample of the list as it is now: draw again")
    return 100 * classified.count("known") / len(classified), len(classified)


def report_samples() -> None:
    print("Words a typical player knows (hand-classified samples of 200)")
    for name in SAMPLED:
        share = known_share(name)
        print(f"  {name:10} " + (f"{share[0]:5.1f}% of {share[1]}" if share else "not classified"))


def report_wordhunt(session: Session) -> None:
    print("\n30 longest words on random 4x4 Word Hunt boards under Zipf 1.5 "
          f"(boards {WORDHUNT_SEEDS.start}-{WORDHUNT_SEEDS.stop - 1})")
    rules = rules_for("wordhunt")
    for label, choice in (("Word Hunt list", ()), ("en (Scrabble-style)", ("en",))):
        lexicon = session.lexicon(DictionaryRequest.of("en", choice, game="wordhunt"))
        shares = []
        for seed in WORDHUNT_SEEDS:
            faces = roll_dice(CLASSIC_DICE, random.Random(seed))
            grid = parse_grid("/".join("".join(faces[row * 4:row * 4 + 4]) for row in range(4)),
                              "en")
            hits = sorted(solve(grid, lexicon, rules), key=lambda hit: (-len(hit.word), hit.word))
            longest = hits[:30]
            shares.append(sum(hit.zipf < 1.5 for hit in longest) / max(len(longest), 1))
        print(f"  {label:22} {100 * statistics.mean(shares):5.1f}% (worst board "
              f"{100 * max(shares):.0f}%)")


def report_offensive(session: Session) -> None:
    print("\nOffensive words: in the list / shown by default / shown with --offensive")
    seen = set()
    for game, lang in sorted({(g, lang) for g in ("boggle", "wordhunt", "wordament", "balda",
                                                  "anagram", "wordsearch", "play")
                              for lang in ("en", "ru")}):
        names = game_lists(game, lang)
        if names in seen:
            continue
        seen.add(names)
        files = dictionary_files(names)
        present = {word for word in offensive_words(lang)
                   if any(list_entry(path, word, lang) for path in files)}
        hidden = session.lexicon(DictionaryRequest.of(lang, game=game))
        shown = session.lexicon(DictionaryRequest.of(lang, game=game, offensive=True))
        print(f"  {' + '.join(names):16} {len(present):4} / "
              f"{sum(word in hidden for word in offensive_words(lang)):2} / "
              f"{sum(word in shown for word in present):4}")


def report_four_pics(session: Session) -> None:
    print("\n4 Pics 1 Word: the answer in the top 2 of its length, 12-letter banks "
          f"(seeds {FOUR_PICS_SEEDS.start}-{FOUR_PICS_SEEDS.stop - 1})")
    alphabets = {"en": "abcdefghijklmnopqrstuvwxyz", "ru": "абвгдежзийклмнопрстуфхцчшщыьэюя"}
    for lang, kinds in FOUR_PICS.items():
        lexicon = session.lexicon(DictionaryRequest.of(lang, game="anagram"))
        every_rank: list[int] = []
        for kind, answers in kinds.items():
            ranks: list[int] = []
            for answer in answers.split():
                for seed in FOUR_PICS_SEEDS:
                    rng = random.Random(f"{answer} {seed}")
                    letters = list(answer.replace("ё", "е")) + [
                        rng.choice(alphabets[lang]) for _ in range(12 - len(answer))]
                    rng.shuffle(letters)
                    found = solve_anagrams(lexicon, parse_bank("".join(letters), lexicon.alphabet),
                                           min_length=len(answer), max_length=len(answer),
                                           sort=AnagramSort.FREQUENCY,
                                           penalties=rank_penalties(lang))
                    words = [lexicon.alphabet.fold(word.word) for word in found]
                    key = lexicon.alphabet.fold(answer)
                    ranks.append(words.index(key) + 1 if key in words else 99)
            top2 = 100 * sum(rank <= 2 for rank in ranks) / len(ranks)
            missing = sum(rank == 99 for rank in ranks) // len(FOUR_PICS_SEEDS)
            print(f"  {lang} {kind:10} {top2:5.1f}% in the top 2, median rank "
                  f"{statistics.median(ranks):g}, answers missing from the list: {missing}")
            every_rank += ranks
        top2 = 100 * sum(rank <= 2 for rank in every_rank) / len(every_rank)
        print(f"  {lang} {'all':10} {top2:5.1f}% in the top 2, median rank "
              f"{statistics.median(every_rank):g}")


FIRST_QUERIES: Sequence[tuple[str, Sequence[str]]] = (
    ("Boggle (en)", ("solve", "CATS/DOGS/RATE/PINE")),
    ("Word Hunt (en)", ("solve", "--game", "wordhunt", "CATS/DOGS/RATE/PINE")),
    ("Wordament (en)", ("solve", "--game", "wordament", "CATS/DOGS/RATE/PINE")),
    ("Boggle (ru)", ("solve", "КОТЫ/СЛОН/РАМА/ДОМА")),
    ("Anagrams (en)", ("anagram", "rtnaiexyzbqk", "--length", "4")),
    ("Anagrams (ru)", ("anagram", "бмаакслиойтр", "--length", "5")),
    ("Word search (en)", ("wordsearch", "solve", "CATX/DOGS/RATE/PINE")),
    ("Balda (ru)", ("balda", "...../...../балда/...../.....")),
)


def report_first_queries() -> None:
    """Each game's first query in a fresh process on a fresh account (benchmarks.first_use has
    every mode with every list): nothing compiled, and with the installation's compiled lists."""
    print("\nFirst query on a fresh account (seconds / peak MB): nothing compiled / installed")
    for label, argv in FIRST_QUERIES:
        cold = first_use(list(argv), "", shipped=False)
        warm = first_use(list(argv), "", shipped=True)
        print(f"  {label:18} {cold[0]:5.2f} / {cold[1]:4.0f}    {warm[0]:5.2f} / {warm[1]:4.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", nargs="?", choices=("report", "sample"), default="report")
    args = parser.parse_args()
    if args.action == "sample":
        write_samples()
        return
    session = Session()
    report_samples()
    report_wordhunt(session)
    report_offensive(session)
    report_four_pics(session)
    report_first_queries()


if __name__ == "__main__":
    main()
