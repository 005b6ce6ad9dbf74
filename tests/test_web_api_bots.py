"""Bots through the browser's API (web_api.bot_act, undo with bots at the table)."""

from __future__ import annotations

import json
from typing import Any

from hexrealms import web_api


def _ok(reply: str) -> Any:
    body = json.loads(reply)
    assert body["ok"], body
    return body["result"]


def _error(reply: str) -> str:
    body = json.loads(reply)
    assert body["ok"] is False
    return str(body["error"])


def _decider() -> int | None:
    actions = _ok(web_api.legal_actions())
    return actions[0]["player"] if actions else None


def test_a_game_of_bots_only_plays_to_its_end() -> None:
    config = {"ruleset": "hyperborea", "players": [{"bot": "novice"}, {"bot": "master"}, {"bot": "adept"}], "seed": 4}
    view = _ok(web_api.new_game(json.dumps(config)))
    steps = 0
    while not view["finished"]:
        view = _ok(web_api.bot_act("0.05"))
        steps += 1
    assert view["result"]["winner"] in (0, 1, 2) and steps > 50
    assert "No bot is deciding" in _error(web_api.bot_act())


def test_bot_act_refuses_a_persons_turn_and_bad_budgets_keeping_the_game() -> None:
    view = _ok(web_api.new_game(json.dumps({"ruleset": "hyperborea", "players": [{"name": "Ann"}, {"bot": "adept"}],
                                            "seed": 2})))
    assert _decider() == 0
    for budget in ("abc", "0", "-1", "nan", "99"):
        assert _error(web_api.bot_act(budget))
    assert "No bot is deciding" in _error(web_api.bot_act())
    assert _ok(web_api.view())["state_hash"] == view["state_hash"]


def test_same_position_same_bot_choice() -> None:
    config = json.dumps({"ruleset": "hyperborea", "players": [{"bot": "adept"}, {"bot": "adept"}], "seed": 11})
    hashes = []
    for _ in range(2):
        _ok(web_api.new_game(config))
        for _ in range(25):
            view = _ok(web_api.bot_act("0.1"))
        hashes.append(view["state_hash"])
    assert hashes[0] == hashes[1]


def test_undo_takes_back_the_bots_decisions_after_a_persons() -> None:
    """A person's decision followed by a bot's within one undo window: Undo goes back to the
    person's choice, not to a bot that would replay at once."""
    _ok(web_api.new_game(json.dumps({"ruleset": "hyperborea", "players": [{"name": "Ann"}, {"bot": "adept"}],
                                     "seed": 5})))
    # Setup decisions alternate between the seats with no chance in between.
    while _decider() != 0:
        _ok(web_api.bot_act("0.1"))
    before = _ok(web_api.view())
    first = _ok(web_api.legal_actions())[0]["id"]
    _ok(web_api.act(first))
    assert _decider() == 1  # the bot chooses its extra cube next, in the same window
    after = _ok(web_api.bot_act("0.1"))
    assert after["can_undo"] and _decider() == 0 and after["log_length"] == before["log_length"] + 2
    back = _ok(web_api.undo())
    assert back["state_hash"] == before["state_hash"] and _decider() == 0


def test_act_and_bot_act_answer_with_the_view_the_page_shows_next() -> None:
    """The page passes the seat it shows (the person who acted, or watches a bot): the answer
    is the view of the person who decides now, else of that seat, the same as ``view(seat)``;
    a viewer that is no seat of the game is refused and the game is unchanged."""
    from hexrealms.core.ruleset import ids
    for ruleset in ids():
        web_api.new_game(json.dumps({"ruleset": ruleset, "players": [{}, {"bot": "adept"}], "seed": 5}))
        while _decider() != 0:
            _ok(web_api.bot_act("0.05", "0"))
        before = _ok(web_api.view("0"))
        action = _ok(web_api.legal_actions())[0]["id"]
        for bad in ('2', '-1', '"0"', 'true', '{'):
            assert _error(web_api.act(action, bad)), (ruleset, bad)
            assert _ok(web_api.view("0"))["state_hash"] == before["state_hash"]
        mine = _ok(web_api.act(action, "0"))
        assert mine["viewer"] == 0 and mine == _ok(web_api.view("0")), ruleset
        while _decider() == 0:
            _ok(web_api.act(_ok(web_api.legal_actions())[0]["id"], "0"))
        watched = _ok(web_api.bot_act("0.05", "0"))
        assert watched["viewer"] == 0 and watched == _ok(web_api.view("0")), ruleset

    # two people: the answer to Ann's move is the view of whoever of them decides now
    for ruleset in ids():
        web_api.new_game(json.dumps({"ruleset": ruleset, "players": 2, "seed": 6}))
        handed = 0
        for _ in range(30):
            actor = _decider()
            if actor is None:
                break
            answer = _ok(web_api.act(_ok(web_api.legal_actions())[0]["id"], str(actor)))
            after = _decider()
            assert answer["viewer"] == (after if after is not None else actor), ruleset
            assert answer == _ok(web_api.view(str(answer["viewer"]))), ruleset
            handed += after not in (None, actor)
        assert handed, f"{ruleset}: the decision never passed to the other person"
