"""The benches' quick modes, so a bench that the page or the engine outgrew fails here instead of
rotting (README, "Benchmarks"). Each asserts that the bench printed its figures, never a time."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"


def run_bench(script: str, *args: str) -> str:
    done = subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_route_balance_reports_routes_listed_items_and_the_winners_army() -> None:
    out = run_bench("route_balance.py", "--ruleset", "multiverse_war", "--players", "2",
                    "--set", "turn_limit=short", "--games", "2", "--processes", "1", "--seed", "3")
    assert re.search(r"^2 games of multiverse_war, 2 players \(greedy,greedy\); rounds: median", out, re.M)
    ended = re.search(r"ended: (.+)", out)
    assert ended and sum(int(k) for k in re.findall(r"×(\d+)", ended.group(1))) == 2
    mains = re.findall(r"^    army: .+ (\d)/2 \(.*; (\d) players, won", out, re.M)
    assert mains and sum(int(k) for k, _ in mains) == 2  # every game's winner had a largest type
    assert sum(int(m) for _, m in mains) <= 4  # and every player at most one largest
    assert "winners' points" in out
