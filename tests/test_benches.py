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


def test_link_size_writes_every_game_both_ways() -> None:
    out = run_bench("link_size.py", "--quick", "--processes", "1")
    rows = re.findall(r"^(\S*)\s+random, (?:median|longest) of 1\S*(?:, \w+)?\s+(\d+)\s+(\d+)\s+(\d+)\s+([\d.]+)",
                      out, re.M)
    games = [name for name, *_ in rows if name]
    assert games == ["hyperborea", "hyborian_gates", "renown", "multiverse_war"]
    assert len(rows) == 8
    for _, steps, old, new, ratio in rows:
        assert int(steps) > 0 and int(new) < int(old)  # the dense link is the shorter
        assert abs(float(ratio) - int(new) / int(old)) < 0.01


def test_soak_plays_every_game_with_its_checks_and_fuzzes_links() -> None:
    out = run_bench("soak.py", "--quick", "--processes", "1", "--seed", "5")
    rows = re.findall(r"^(\w+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)$", out, re.M)
    assert [r[0] for r in rows] == ["hyperborea", "hyborian_gates", "renown", "multiverse_war"]
    for _, players, games, steps, links, failures in rows:
        assert int(players) >= 1 and games == "1" and int(steps) > 0
        assert links == "20" and failures == "0"
    assert re.search(r"^total: 4 games, \d+ steps, 80 links, 0 failures", out, re.M)
