"""The command line: python -m hexrealms simulate | link | bench."""

from __future__ import annotations

import re
from typing import Any

import pytest

import hexrealms.__main__ as cli
from hexrealms import Game
from hexrealms import BadConfig
from hexrealms.__main__ import main, options, wilson


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
    out, err = capsys.readouterr()
    assert "2 games of hyperborea, 2 players" in out and out.count("95% CI") == 2
    assert "wins by table seat: seat 0" in out
    assert "simulate: 1/2 games; wins so far greedy " in err  # progress as it goes
    assert main(["simulate", "--players", "3", "--bots", "greedy,random"]) == 2
    assert main(["simulate", "--players", "2", "--bots", "greedy,random", "--set", "length=endless"]) == 2
    assert "length" in capsys.readouterr().err


class _StoppedPool:
    """A process pool whose run is stopped with Ctrl-C after its first game."""

    def __init__(self, processes: int) -> None:
        pass

    def __enter__(self) -> "_StoppedPool":
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def map(self, work: Any, jobs: list[Any]) -> Any:
        yield work(jobs[0])
        raise KeyboardInterrupt

    def shutdown(self, wait: bool, cancel_futures: bool) -> None:
        pass


def test_a_stopped_simulate_reports_the_games_it_finished(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "ProcessPoolExecutor", _StoppedPool)
    assert main(["simulate", "--players", "2", "--bots", "greedy,random", "--games", "5",
                 "--seed", "40", "--budget", "0.01"]) == 0
    out, err = capsys.readouterr()
    assert "stopped after 1 of 5 games (seeds 40 to 40); --from-game 1 plays the rest" in err
    assert "1 games of hyperborea, 2 players" in out and out.count("95% CI") == 2


def _tallies(out: str) -> tuple[list[int], list[float]]:
    """Wins by line-up index and win shares by table seat from ``simulate``'s table."""
    wins = [int(m) for m in re.findall(r"wins +(\d+)/", out)]
    seats = [float(m) for m in re.findall(r"seat \d (\d+\.\d)%", out)]
    return wins, seats


def test_simulate_in_parts_adds_up_to_the_whole_run(capsys: pytest.CaptureFixture[str]) -> None:
    """``--from-game`` plays the rest of a run with the whole run's seeds and seats."""
    common = ["simulate", "--players", "2", "--bots", "greedy,novice", "--set", "length=short",
              "--processes", "1", "--seed", "5"]
    assert main([*common, "--games", "3"]) == 0
    whole = _tallies(capsys.readouterr().out)
    assert main([*common, "--games", "1"]) == 0
    first = _tallies(capsys.readouterr().out)
    assert main([*common, "--games", "3", "--from-game", "1"]) == 0
    out = capsys.readouterr().out
    assert "2 games (games 1 to 2 of a run of 3) of hyperborea" in out
    rest = _tallies(out)
    assert [a + b for a, b in zip(first[0], rest[0])] == whole[0]
    assert [round((a * 1 + b * 2) / 3, 1) for a, b in zip(first[1], rest[1])] == whole[1]
    assert main([*common, "--games", "3", "--from-game", "3"]) == 2


def test_set_options_nest_dotted_keys_and_read_json() -> None:
    assert options(["length=regular", "variants.open_map=true", "variants.prime_objective=false"]) == {
        "length": "regular", "variants": {"open_map": True, "prime_objective": False}}
    with pytest.raises(BadConfig, match="key=value"):
        options(["open_map"])


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.404, abs=0.001) and hi == pytest.approx(0.596, abs=0.001)
    assert wilson(0, 0) == (0.0, 1.0)


def _win_lines(out: str) -> list[str]:
    return [line.split("mean score")[0] for line in out.splitlines() if "line-up" in line]


def test_simulate_with_fixed_playouts_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    """``--playouts`` puts the master level in its deterministic mode: the same run twice
    gives the same results."""
    args = ["simulate", "--players", "2", "--bots", "master,greedy", "--games", "1",
            "--set", "length=short",
            "--processes", "1", "--playouts", "1", "--seed", "3"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    second = capsys.readouterr().out
    assert len(_win_lines(first)) == 2 and _win_lines(first) == _win_lines(second)
    assert first.split("mean score")[1:] == second.split("mean score")[1:]


def _typing(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> list[str]:
    """Feeds ``answers`` to ``input`` one by one, then "0" forever; returns the prompts seen.
    An answer of None ends the input as Ctrl-D does."""
    prompts: list[str] = []

    def answer(prompt: str) -> str:
        prompts.append(prompt)
        reply = answers.pop(0) if answers else "0"
        if reply is None:
            raise EOFError
        return reply

    monkeypatch.setattr("builtins.input", answer)
    return prompts


def test_play_in_the_terminal_against_a_bot_to_the_end(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The person at the terminal always picks the first listed choice; the game ends with a
    score table naming the winner."""
    prompts = _typing(monkeypatch, [])
    assert main(["play", "--players", "2", "--bots", "adept", "--seed", "6", "--name", "Ann"]) == 0
    out = capsys.readouterr().out
    assert len(prompts) > 20 and "your choice" in prompts[0]
    assert "Final scores:" in out and "\nWinner: " in out and "Ann: " in out


def test_play_explains_bad_input_and_shows_the_map_and_scores(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    _typing(monkeypatch, ["banana", "999", "m", "s", "q"])
    assert main(["play", "--players", "2", "--bots", "random", "--seed", "2", "--name", "Ann"]) == 0
    out = capsys.readouterr().out
    assert "'banana' is not a choice" in out and "'999' is not a choice" in out
    assert "Homeland of Ann" in out and "— next to h" in out and "7 face-down spaces" in out
    assert "Ann: VP 1, Gems 0" in out and "Miniatures 3 on the map" in out


def test_quitting_prints_a_link_that_resumes_the_same_position(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Ctrl-D mid-game loses nothing: the printed link resumes at the same state."""
    _typing(monkeypatch, ["0", "0", "0", "0", "1", None])
    assert main(["play", "--players", "3", "--bots", "adept,novice", "--seed", "9"]) == 0
    out = capsys.readouterr().out
    token = out.rsplit("--link ", 1)[1].split()[0]
    saved = Game.from_link(token)
    assert saved.current_player == 0 and saved.config.players[1].bot == "adept"
    _typing(monkeypatch, ["q"])
    assert main(["play", "--link", token]) == 0
    resumed = capsys.readouterr().out.rsplit("--link ", 1)[1].split()[0]
    assert Game.from_link(resumed).state_hash() == saved.state_hash()


@pytest.mark.parametrize("argv, message", [
    (["--players", "4", "--bots", "adept"], "--bots names 1 bot(s) but 4 players need 3"),
    (["--players", "2", "--bots", "wizard"], "players.1.bot"),
    (["--link", "not-a-link"], "not a hexrealms game link"),
])
def test_play_refuses_bad_settings_with_a_message(argv: list[str], message: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", *argv]) == 2
    assert message in capsys.readouterr().err
