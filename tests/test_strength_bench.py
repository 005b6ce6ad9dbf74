"""The strength bench's quick mode, in a file of its own: it takes minutes of one core (up to 8
duels a game), and the suite hands out whole files to its workers (this one first: ``pytestmark``).
It checks every line-up's line and that master beats greedy in two-player duels in every game
(``bench/strength.py``'s docstring says what that can and cannot catch)."""

from __future__ import annotations

import re

import pytest

from hexrealms.core.ruleset import ids

from .test_benches import run_bench

pytestmark = pytest.mark.first


@pytest.mark.parametrize("game", ids())
def test_strength_prints_every_line_up_and_master_beats_greedy(game: str) -> None:
    # one run a game: on a slow machine all four in one took 9 of the 10 minutes a bench may
    out = run_bench("strength.py", "--quick", "--processes", "1", "--ruleset", game)
    for line_up in ("greedy vs 1 × random", "2 × greedy, by seat"):
        line = re.search(rf"^{game}\s+{re.escape(line_up)}\s+(.*)$", out, re.M)
        assert line, f"{game}: no {line_up!r} line in\n{out}"
        assert re.search(r"\d+/1 = +\d+\.\d%", line.group(1)), line.group(0)
    # a master fallen to greedy's level would win about half of its duels, not more
    duels = re.search(rf"^{game}\s+master vs 1 × greedy\s+(\d+)/(\d+) = ", out, re.M)
    assert duels, f"{game}: no master line in\n{out}"
    wins, games = int(duels.group(1)), int(duels.group(2))
    # the duels stop once master's verdict is known: it passes with its first four won or
    # with five of eight (bench/strength.py, QUICK_STRAIGHT and QUICK_DUELS)
    assert games <= 8 and (wins >= 5 or wins == games == 4), duels.group(0)
