"""The quick modes of the engine's speed benches and its evaluation and search-settings A/B
tests (a file of its own, so the suite's two workers share the benches). Each asserts that the
bench printed every figure it promises, for every game it measures, never a time or a
strength."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from hexrealms.core.ruleset import get, ids

from .test_benches import BENCH, run_bench

LEVELS = ("random", "novice", "greedy", "adept", "master", "master/4")


@pytest.mark.parametrize("ruleset", ids())
def test_bot_speed_times_every_level(ruleset: str) -> None:
    out = run_bench("bot_speed.py", "--quick", "--ruleset", ruleset)
    assert out.startswith(f"{ruleset}: 2 positions")
    rows = dict(re.findall(r"^\s*(\S+)\s+([\d.]+)\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+$", out, re.M))
    assert tuple(rows) == LEVELS
    assert float(rows["master/4"]) > 0  # four playouts take some time, however fast the machine


@pytest.mark.parametrize("ruleset", ids())
def test_engine_speed_plays_every_player_count(ruleset: str) -> None:
    out = run_bench("engine_speed.py", "--quick", "--ruleset", ruleset)
    rules = get(ruleset)
    counts = [int(n) for n in re.findall(r"^\s*(\d+)\s+1\s+[\d.]+\s+\d+\s+\d+\s+[\d.]+$", out, re.M)]
    assert counts and counts == sorted(counts)
    assert all(rules.min_players <= n <= rules.max_players for n in counts)
    assert rules.min_players in counts and rules.max_players in counts


def test_evaluation_ab_benches_play_and_count_the_candidate() -> None:
    out = run_bench("evaluation_ab.py", "--quick")
    assert re.search(r"^1 short 4-player games: greedy with the adopted weights won [01] ", out, re.M)
    assert re.search(r"^\s+adopted\s+mean score gems=", out, re.M)
    out = run_bench("gates_evaluation_ab.py", "--quick")
    assert re.search(r"^adopted greedy vs 3 earlier greedy, 1 short games: [01]/1 ", out, re.M)


def test_evaluation_match_bench_plays_masters_evaluation_against_greedy() -> None:
    out = run_bench("evaluation_match.py", "--quick", "--ruleset", "renown")
    assert re.search(r"^renown: greedy with master's evaluation \(as the ruleset has it\) vs 1 × "
                     r"greedy, seeds 9001–9002: [012]/2 = ", out, re.M)
    out = run_bench("evaluation_match.py", "--quick", "--ruleset", "renown", "--level", "master",
                    "--weights", "produce=1.2")
    assert re.search(r"^renown: master with master's evaluation \(produce=1.2\) vs ", out, re.M)


def test_evaluation_match_bench_pairs_changed_weights_with_masters_own() -> None:
    out = run_bench("evaluation_match.py", "--quick", "--ruleset", "renown", "--weights",
                    "rival=0.5", "--weights", "rival=2", "--paired", "--report", "1")
    own = re.search(r"^renown: greedy with master's evaluation \(as the ruleset has it\) vs .*: "
                    r"(\d)/2 = ", out, re.M)
    assert own
    for changes in ("rival=0.5", "rival=2"):  # each set of changes against master's own
        changed = re.search(rf"^renown: greedy with master's evaluation \({changes}\) vs .*: "
                            r"(\d)/2 = ", out, re.M)
        split = re.search(rf"^{changes} against master's own, game by game: \+(\d) −(\d), "
                          r"sign test p = ([\d.]+)$", out, re.M)
        assert changed and split, out
        gained, lost = int(split[1]), int(split[2])
        # the split is what separates the two tallies
        assert int(changed[1]) - int(own[1]) == gained - lost and gained + lost <= 2
        # the split after the first seed, printed before the tallies
        early = re.search(rf"^after 1 seeds: (\d)/1 and master's own (\d)/1; {changes} against "
                          r"master's own, game by game: \+(\d) −(\d), ", out, re.M)
        assert early and int(early[3]) <= gained and int(early[4]) <= lost, out
        assert int(early[1]) - int(early[2]) == int(early[3]) - int(early[4])
        assert out.index(early[0]) < out.index(changed[0])


def test_evaluation_match_bench_refuses_a_weight_the_game_lacks() -> None:
    done = subprocess.run([sys.executable, str(BENCH / "evaluation_match.py"), "--quick",
                           "--ruleset", "renown", "--weights", "speed=2"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and "speed not among hoard, hunt, mission, produce" in done.stderr


def test_master_settings_bench_pairs_each_try_with_the_games_own() -> None:
    out = run_bench("master_settings.py", "--quick", "--ruleset", "hyperborea", "--processes", "1",
                    "--try", "candidates=2,playouts=2", "--report", "1")
    assert out.startswith("hyperborea: master vs 1 × greedy, 2 games a line, seeds 801–802")
    own = re.search(r"^  the game's\s+(\d)/2 = ", out, re.M)
    tried = re.search(r"^  candidates=2, playouts=2\s+(\d)/2 = .* against the game's: \+(\d) −(\d), "
                      r"sign test p = ([\d.]+)$", out, re.M)
    assert own and tried, out
    wins, gained, lost = int(tried.group(1)), int(tried.group(2)), int(tried.group(3))
    assert wins - int(own.group(1)) == gained - lost  # the split accounts for the difference
    assert 0 < float(tried.group(4)) <= 1
    # after the first seed, the running line: one game of each line so far
    running = re.search(r"^after 1 seeds: candidates=2, playouts=2 (\d)/1 and the game's (\d)/1; "
                        r"against the game's: \+(\d) −(\d), sign test p = [\d.]+$", out, re.M)
    assert running, out
    assert int(running.group(1)) - int(running.group(2)) == int(running.group(3)) - int(running.group(4))


def test_losses_bench_tables_each_term_for_master_and_the_winner() -> None:
    out = run_bench("losses.py", "--quick", "--ruleset", "renown", "--seed", "3")
    head = re.match(r"seed 3: master at seat 0 (won|lost to seat 1) in round (\d+)\n", out)
    assert head, out[:300]
    rounds = re.search(r"^  round\s+((?:\s+\d+)+)$", out, re.M)
    assert rounds
    columns = [int(r) for r in rounds.group(1).split()]
    assert columns[0] <= 1 and columns[-1] == int(head.group(2))  # set-up may be round 0
    assert columns == sorted(columns)  # a column a round, in order, the end last
    rows = re.findall(r"^  (.+), (master|winner)((?:\s+-?[\d.]+)+)$", out, re.M)
    assert rows and len(rows) % 2 == 0
    for (term, who, values), (term2, who2, _) in zip(rows[::2], rows[1::2]):
        assert (who, who2) == ("master", "winner") and term == term2
        assert len(values.split()) == len(columns)
    assert re.search(r"^master won [01] of 1 \(renown, 2 players, seeds 3–3\)$", out, re.M)
