"""The command line: python -m hexrealms simulate | link | bench."""

from __future__ import annotations

import pytest

from hexrealms import Game
from hexrealms.__main__ import main, wilson


def test_link_make_then_decode_replays_to_the_same_hash(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["link", "make", "--players", "3", "--seed", "4", "--random-steps", "25"]) == 0
    token = capsys.readouterr().out.strip()
    assert main(["link", "decode", token]) == 0
    out = capsys.readouterr().out
    assert "chance: first:" in out and "Development marker" in out
    assert out.strip().endswith(Game.from_link(token).state_hash())


def test_bad_link_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["link", "decode", "not-a-link"]) == 1
    assert "bad link" in capsys.readouterr().err


def test_simulate_prints_win_rates_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--bots", "greedy,random", "--games", "2",
                 "--processes", "1", "--budget", "0.01"]) == 0
    out = capsys.readouterr().out
    assert "2 games, 2 players" in out and out.count("95% CI") == 2
    assert main(["simulate", "--players", "3", "--bots", "greedy,random"]) == 2


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.404, abs=0.001) and hi == pytest.approx(0.596, abs=0.001)
    assert wilson(0, 0) == (0.0, 1.0)
