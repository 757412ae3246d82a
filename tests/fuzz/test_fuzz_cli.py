"""The command line under bad input, as a user runs it: a subprocess per case, capped at
1.5 GB of address space and a time limit. Every case must end in a clear error (exit 2, one short
message) or the right answer; never a traceback, a hang, a wrong answer or lost words.

The cases are those of `benchmarks/bad_inputs.py` (which prints the whole table); a third of
them run here, spread over every kind, to keep the suite quick.
"""

import pytest

from benchmarks import bad_inputs
from tests.conftest import REPO

# Issue 30's families (those with a next step in NEXT) are sampled in test_fuzz_faults.py.
CASES = [case for case in bad_inputs.all_cases({})
         if case.kind not in ("caches", "files", *bad_inputs.NEXT) and case.parallel == 1][::3]


@pytest.mark.parametrize("case", CASES, ids=[f"{c.kind}: {c.name}" for c in CASES])
def test_bad_input_ends_clearly(case, lexicon_cache):
    _, outcome, run = bad_inputs.run_case(REPO, case, lexicon_cache)
    assert outcome in ("clear error", "answer"), (outcome, run.status, run.err[-500:])
