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
    games = re.findall(r"^(\w+): bot move in the page", out, re.M)
    assert games == ids()
    for block in out.split("bot move in the page")[1:]:
        levels = re.findall(r"^\s*(\w+)\s+[\d.]+\s+[\d.]+\s+[\d.]+$", block, re.M)
        assert levels == ["random", "novice", "adept", "master"], block


def test_pyodide_speed_compares_every_game_with_cpython() -> None:
    out = run_bench("pyodide_speed.py")
    games = re.findall(r"^(\w+): Pyodide \(Python 3\.\d+", out, re.M)
    assert games == ids()
    for block in out.split(": Pyodide (Python")[1:]:
        assert re.search(r"^\s*\d+\s+[\d.]+\s+\d+\s+[\d.]+\s+\d+\s+[\d.]+$", block, re.M), block
        levels = re.findall(r"^\s*([a-z][\w/]*)\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+(?:[\d.]+|-)$",
                            block, re.M)
        assert levels == ["random", "novice", "greedy", "adept", "master", "master/4"], block
