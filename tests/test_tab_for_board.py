"""Which tab a board read from a picture belongs to."""

from desktop_solver.modes import game_of_board, is_alphabet_keyboard, tab_for_board

BALDA = [["", "", "", "", ""], ["", "", "", "", ""], list("БАЛДА"), ["", "", "", "", ""],
         ["", "", "", "", ""]]
KEYBOARD = [list("АБВГДЕЖ"), list("ЗИЙКЛМН"), list("ОПРСТУФ"), list("ХЦЧШЩЫЬ")]
BOGGLE = [list("CATS"), list("DOGE"), list("RIBN"), list("WHYM")]
SEARCH = [list("QWERTYUIOPAS")] * 12


def test_each_board_goes_to_its_game():
    assert tab_for_board(BALDA, "boggle") == "balda"
    assert tab_for_board(KEYBOARD, "boggle") == "balda"    # the keyboard beside a Balda board
    assert tab_for_board(SEARCH, "boggle") == "wordsearch"
    assert tab_for_board(BOGGLE, "boggle") == "boggle"
    assert tab_for_board(BALDA, "balda") == "balda"
    assert tab_for_board(BALDA, "anagram") == "balda"
    assert tab_for_board([list("CATSX"), list("DOGEX")], "balda") == "anagram"
    # a 4 Pics 1 Word letter bank of twelve letters in one row stays on the Anagrams tab
    assert tab_for_board([list("АДЛБЖЧХДГСАЗ")], "anagram") == "anagram"
    assert tab_for_board([list("АДЛБЖЧ"), list("ХДГСАЗ")], "anagram") == "anagram"
    assert tab_for_board(SEARCH, "anagram") == "wordsearch"
    # three rows or more read on the Anagrams tab are (part of) a board, not a letter bank
    assert tab_for_board(BOGGLE[:3], "anagram") == "boggle"


def test_a_full_board_on_the_balda_tab_is_a_boggle_board():
    # every cell lettered: no Balda move is left, and a Boggle board looks just so
    assert tab_for_board(BOGGLE, "balda") == "boggle"
    assert tab_for_board(SEARCH, "balda") == "wordsearch"
    empty = [row[:] for row in BOGGLE]
    empty[1][1] = ""    # a tile the reader missed
    assert tab_for_board(empty, "balda") == "boggle"
    empty[0][0] = ""
    assert tab_for_board(empty, "balda") == "balda"


def test_a_small_grid_on_the_word_search_tab_needs_its_list():
    assert tab_for_board(BOGGLE, "wordsearch") == "boggle"
    assert tab_for_board(BOGGLE, "wordsearch", listed=True) == "wordsearch"
    eight = [list("QWERTYUI")] * 8
    assert tab_for_board(eight, "wordsearch") == "wordsearch"   # a word search's size
    assert tab_for_board(eight, "boggle") == "wordsearch"


def test_the_game_a_board_read_with_no_hint_looks_like():
    assert game_of_board(BALDA) == "balda"
    assert game_of_board(KEYBOARD) == "balda"
    assert game_of_board([list("АДЛБЖЧ"), list("ХДГСАЗ")]) == "anagram"
    assert game_of_board(SEARCH) == "wordsearch"
    assert game_of_board(BOGGLE) == "boggle"
    assert game_of_board([["", ""], ["", ""]]) is None      # no letter: no board
    assert tab_for_board([["", "", ""]] * 3, "boggle") == "boggle"


def test_an_alphabet_in_order_is_a_keyboard_and_a_board_is_not():
    assert is_alphabet_keyboard([text for row in KEYBOARD for text in row])
    assert not is_alphabet_keyboard([text for row in BOGGLE for text in row])
    assert not is_alphabet_keyboard(list("ABCDEF"))      # too short to tell


def test_a_text_file_holds_a_board_when_typed_like_one():
    from desktop_solver.modes import text_is_board

    assert text_is_board("CATS\nDOGE\nRATE\nLINE\n")
    assert text_is_board("cats/doge/rate/line")
    assert text_is_board("КОТЫ\nДОМА\nЛЕСА\nРЕКА")
    assert text_is_board("[QU]ATS/DOGE/RATE/LINE")
    assert not text_is_board("cats\ndoge\nrate\nline\n")      # a word list, lower case
    assert not text_is_board("APPLE\nBANANA\nCHERRY")         # words of several lengths
    assert not text_is_board("AB\nCD")                        # too small for a board
    assert not text_is_board("hello world\nthis is a note")
    assert not text_is_board("hello world, this is not a board")   # prose pasted
    assert not text_is_board("")
    # a board copied with its marks (the board's Ctrl+C) is still a board
    assert text_is_board("CATS/DOGE/RATE/LINE --values 4113/..../..../.... --bonus 1:1=DW")


def test_text_pasted_on_purpose_is_a_board_of_any_size_or_case():
    from desktop_solver.modes import text_is_pasted_board

    assert text_is_pasted_board("cats\ndoge\nrate\nline")        # small letters, pasted
    assert text_is_pasted_board("AB/CD")                         # a 2 x 2 board
    assert text_is_pasted_board("AB?D/EFGH/IJKL/MNOP")           # half typed, as Copy writes it
    assert not text_is_pasted_board("hello world, this is not a board")
    assert not text_is_pasted_board("hello world\nthis is a note")
    assert not text_is_pasted_board("ABCDEFGH")                  # one line: no board's shape
