"""The quick modes of the benches that time the engine and the bots in the browser
(``bench/bot_in_page.py``, ``bench/pyodide_speed.py``): every game's figures are printed, so
the benches cannot rot as the page changes (a time is never asserted)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms.core.ruleset import ids  # noqa: E402

BENCH = Path(__file__).resolve().parents[1] / "bench"


def run_bench(script: str) -> str:
    done = subprocess.run([sys.executable, str(BENCH / script), "--quick"],
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_bot_in_page_times_every_level_of_every_game() -> None:
    out = run_bench("bot_in_page.py")
    blocks = re.split(r"^(?=\w+: bot move in the page)", out, flags=re.M)[1:]
    late = [b for b in blocks if "two-player duel of seed" in b]
    first = [b for b in blocks if b not in late]
    assert [b.split(":")[0] for b in first] == ids()
    assert len(late) == 1 and late[0].startswith(f"{ids()[0]}:"), out
    row = r"^\s*(\w+)\s+(\d+)\s+[\d.]+\s+[\d.]+\s+[\d.]+$"
    for block in first:
        levels = re.findall(row, block, re.M)
        assert levels == [(level, "3") for level in ("random", "novice", "adept", "master")], block
    # master late in a duel, from a position of more than 20 actions, against random's plumbing
    assert re.search(r"from the first position with (\d+) legal actions \(> 20\)", late[0])
    assert [level for level, _ in re.findall(row, late[0], re.M)] == ["random", "master"], late[0]


def test_pyodide_speed_compares_every_game_with_cpython() -> None:
    out = run_bench("pyodide_speed.py")
    games = re.findall(r"^(\w+): Pyodide \(Python 3\.\d+", out, re.M)
    assert games == ids()
    for block in out.split(": Pyodide (Python")[1:]:
        assert re.search(r"^\s*\d+\s+[\d.]+\s+\d+\s+[\d.]+\s+\d+\s+[\d.]+$", block, re.M), block
        levels = re.findall(r"^\s*([a-z][\w/]*)\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+(?:[\d.]+|-)$",
                            block, re.M)
        assert levels == ["random", "novice", "greedy", "adept", "master", "master/4"], block
