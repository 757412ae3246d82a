"""The infix trie built straight from the forward trie equals the one compiled from every
prefix reversed (the plain construction), node for node."""

from array import array

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_solver.core.balda.lexicon import build_tries
from desktop_solver.core.lexicon import lexicon_from_words
from desktop_solver.core.lexicon.trie import TrieWord, compile_trie


def _plain(forward):
    prefixes = []
    queue = [(0, ())]
    for node, letters in queue:
        if letters:
            prefixes.append((letters, node))
        queue.extend((child, letters + (letter,)) for letter, child in forward.children(node))
    infix, node_of = compile_trie(TrieWord(letters[::-1]) for letters, _ in prefixes)
    links = array("I", bytes(4 * infix.node_count))
    for letters, node in prefixes:
        links[node_of[letters[::-1]]] = node
    return infix, links


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(alphabet="абвкот", min_size=1, max_size=8), min_size=1, max_size=40))
def test_direct_build_equals_the_plain_one(words):
    forward = lexicon_from_words(words, "ru").trie
    tries = build_tries(forward)
    infix, links = _plain(forward)
    assert (tries.infix.mask, tries.infix.first, tries.links) == (infix.mask, infix.first, links)
