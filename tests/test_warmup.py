"""The warm-up that ./scripts/run does after installing: afterwards no first query compiles."""

from desktop_solver.session import DictionaryRequest, Session
from desktop_solver.warmup import warm


def test_after_the_warm_up_every_default_list_and_balda_need_no_compiling(user_folders):
    # GIVEN a fresh session over the shared test cache WHEN it is warmed
    timings = warm(Session())
    assert [what for what, _ in timings] == ["en", "ru-nouns", "en-common", "en-wordament",
                                             "ru-balda", "ru-words", "ru Balda tries"]
    # THEN a new process's session finds everything compiled on disk
    fresh = Session()
    balda = DictionaryRequest.of("ru", game="balda")
    fresh.lexicon(balda)
    assert fresh.balda_ready(balda)
