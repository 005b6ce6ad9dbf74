"""The Game facade (ARCHITECTURE.md, "The engine's public face") and save-state links."""

from __future__ import annotations

import base64
import json

import pytest

from hexrealms import BadConfig, BadLink, Game, IllegalAction, web_api
from hexrealms.core.action import Action
from hexrealms.core.rng import Rng

from .hyperborea.conftest import finish_setup, new_game


def test_action_text_round_trip() -> None:
    a = Action("development", ("3", "science"))
    assert Action.from_str(a.to_str()) == a and a.to_str() == "development:3:science"
    assert eval(repr(a), {"Action": Action}) == a
    with pytest.raises(ValueError):
        Action("move", ("a:b",))


@pytest.mark.parametrize("config, message", [
    ({"ruleset": "hyperborea", "players": 7}, "2 to 6"),
    ({"ruleset": "hyperborea", "players": 3, "colour": "red"}, "colour"),
    ({"ruleset": "hyperborea", "players": [{"race": "red_duchy"}, {"race": "red_duchy"}]}, "same race"),
    ({"ruleset": "hyperborea", "players": [{"race": "elves"}, {}]}, "unknown race"),
    ({"ruleset": "hyperborea", "players": 3, "length": "endless"}, "length"),
    ({"ruleset": "chess", "players": 2}, "unknown ruleset"),
    ({"players": 2}, "choose a game"),
    ("{not json", "not JSON"),
])
def test_bad_config_is_explained(config, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(BadConfig, match=message):
        Game.new(config)


def test_players_as_count_get_default_races_and_names() -> None:
    view = new_game(4).view()
    assert [p["race"] for p in view["players"]] == [
        "red_duchy", "emerald_kingdom", "purple_matriarchy", "golden_barony"]
    assert view["players"][0]["name"] == "Red Duchy"


def test_setup_decisions_in_turn_order() -> None:
    g = new_game(3, seed=5)
    first = g.view()["first_player"]
    order = [(first + k) % 3 for k in range(3)]
    deciders = []
    while g.state.setup_queue:
        deciders.append(g.current_player)
        g.act(g.legal_actions()[-1]["id"])
    assert deciders == order + [s for s in order for _ in range(3)]
    for p in g.view()["players"]:
        assert sorted(p["development"].values()) == [0, 0, 0, 1, 2, 3]
        assert p["extra_cube"] == "yellow"
    assert g.view()["phase"] == "play"


def test_same_seed_and_actions_same_hash_and_different_seed_differs() -> None:
    a, b, c = new_game(4, seed=9, variants={"open_map": True}), new_game(
        4, seed=9, variants={"open_map": True}), new_game(4, seed=10, variants={"open_map": True})
    for g in (a, b, c):
        finish_setup(g)
    assert a.state_hash() == b.state_hash() != c.state_hash()


def test_illegal_action_changes_nothing() -> None:
    g = new_game(2)
    before = g.state_hash()
    with pytest.raises(IllegalAction, match="not legal"):
        g.act("development:3:science")
    assert g.state_hash() == before


def test_undo_restores_the_hash_and_stops_at_chance() -> None:
    g = new_game(2)
    with pytest.raises(IllegalAction, match="Nothing to undo"):
        g.undo()  # the first player was drawn by chance
    h0 = g.state_hash()
    g.act("extra_cube:green")
    h1 = g.state_hash()
    g.act(g.legal_actions()[0]["id"])
    assert g.state_hash() != h1
    g.undo()
    assert g.state_hash() == h1
    g.undo()
    assert g.state_hash() == h0


@pytest.mark.parametrize("players", [2, 5])
def test_link_round_trip_gives_same_hash(players: int) -> None:
    g = new_game(players, seed=4, variants={"open_map": True})
    g.act(g.legal_actions()[2]["id"])
    token = g.to_link()
    assert "=" not in token and "+" not in token and "/" not in token
    loaded = Game.from_link(token)
    assert loaded.state_hash() == g.state_hash()
    assert loaded.legal_actions() == g.legal_actions()


def test_link_holds_no_seed() -> None:
    from hexrealms.core import link
    token = new_game(3, seed=123456789).to_link()
    raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    size, start = link._read_varint(raw[3:])
    header = link._inflate(raw[3 + start:3 + start + size])
    assert b'"players"' in header  # the header as written, unpacked
    assert b"seed" not in header and b"123456789" not in header


def _token_bytes(token: str) -> bytearray:
    return bytearray(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))


def _token(raw: bytes) -> str:
    return base64.urlsafe_b64encode(bytes(raw)).rstrip(b"=").decode()


def test_bad_links_are_explained() -> None:
    good = new_game(3).to_link()
    tampered = _token_bytes(good)
    tampered[6] ^= 0xFF
    cases = {
        "": "holds no game",
        "###": "characters",
        "aGVsbG8gd29ybGQ": "not a hexrealms",
        good[: len(good) // 2]: "cut short|damaged",
        _token(tampered): "checksum",
        "A" * 200_000: "too long",
    }
    for token, message in cases.items():
        with pytest.raises(BadLink, match=message):
            Game.from_link(token)


def test_link_with_impossible_move_is_refused() -> None:
    from hexrealms.core import link
    g = new_game(2)
    log = tuple(g._log)
    opened = link.decode(g.to_link())
    record = link.LinkRecord("hyperborea", opened.rules_version, opened.config, log + (99,))
    with pytest.raises(BadLink, match="step"):
        Game.from_link(link.encode(record))  # format 1: each index written out
    newer = link.LinkRecord("hyperborea", 99, record.config, log)
    with pytest.raises(BadLink, match="newer"):
        Game.from_link(link.encode(newer, g._counts))
    bad_config = link.LinkRecord("hyperborea", 1, {"players": 9}, ())
    with pytest.raises(BadLink, match="settings"):
        Game.from_link(link.encode(bad_config, []))


def test_a_dense_link_with_more_moves_than_its_game_is_refused() -> None:
    """A dense link writes the log as one number whose digits are read with the counts the rules
    give: every number reads as legal moves, so moves past the game's end, or a number left
    over after the last step, are how a tampered dense link shows."""
    from hexrealms.core import link
    g = new_game(2)
    opened = link.decode(g.to_link())
    config, rules = opened.config, opened.rules_version
    log, counts = tuple(g._log), list(g._counts)
    # the last step written as one past its choices: read with the true count, it leaves a
    # number over
    beyond = link.LinkRecord("hyperborea", rules, config, log[:-1] + (counts[-1],))
    with pytest.raises(BadLink, match="more moves"):
        Game.from_link(link.encode(beyond, counts[:-1] + [counts[-1] + 1]))
    while not g.finished:
        g.act(g.legal_action_ids()[0])
    over = link.LinkRecord("hyperborea", rules, config, tuple(g._log) + (0,))
    with pytest.raises(BadLink, match=f"step {len(g._log) + 1} is not a legal move"):
        Game.from_link(link.encode(over, g._counts + [1]))


def test_a_dense_link_costs_log2_of_the_choices_a_step() -> None:
    """Each step is coded by its index among the choices it had: the log takes the bits of
    the product of the counts, rounded up to a byte — a forced step nothing."""
    import math
    from hexrealms.core import link
    g = new_game(3, seed=8)
    pick = Rng(8)
    for _ in range(300):
        g.act(pick.choice(g.legal_action_ids()))
    token = g.to_link()
    raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    size, start = link._read_varint(raw[3:])
    moves = len(raw) - 3 - start - size - 4
    bits = sum(math.log2(c) for c in g._counts)
    assert math.ceil(bits / 8) - 1 <= moves <= math.ceil(bits / 8)
    assert any(c == 1 for c in g._counts)  # forced steps were among them, and cost nothing
    assert Game.from_link(token).state_hash() == g.state_hash()


def test_chance_api_without_auto_chance() -> None:
    g = Game.new({"ruleset": "hyperborea", "players": 3, "seed": 1}, auto_chance=False)
    assert g.current_player == "chance" and g.legal_actions() == []
    outcomes = g.chance_outcomes()
    assert [o for o, _ in outcomes] == ["first:0", "first:1", "first:2"]
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    with pytest.raises(IllegalAction):
        g.apply_chance("first:7")
    g.apply_chance("first:2")
    assert g.current_player == 2


def test_web_api_envelope_keeps_open_game_on_error() -> None:
    ok = json.loads(web_api.new_game(json.dumps({"ruleset": "hyperborea", "players": 2, "seed": 1})))
    assert ok["ok"] and ok["result"]["players"][1]["seat"] == 1
    before = json.loads(web_api.view())["result"]["state_hash"]
    for reply in (web_api.new_game('{"ruleset": "hyperborea", "players": 1}'), web_api.load_link("garbage!"),
                  web_api.act("extra_cube:purple:x"), web_api.place_details("h999")):
        body = json.loads(reply)
        assert body["ok"] is False and body["error"]
    assert json.loads(web_api.view())["result"]["state_hash"] == before
    details = json.loads(web_api.place_details("h0"))["result"]
    assert details["title"] == "h0 · Unexplored Central Hexagon"


def test_state_clone_is_independent_and_equal() -> None:
    """The hand-written clone copies every field: equal to a deep copy, sharing nothing
    mutable."""
    import copy
    from dataclasses import fields
    from hexrealms.games.hyperborea.state import State
    g = new_game(4, seed=3, variants={"open_map": True})
    finish_setup(g)
    g.act("end_turn")
    s = g.state
    c = s.clone()
    assert c == copy.deepcopy(s)
    assert {f.name for f in fields(State)} >= {"players", "hexes", "pool"}
    c.players[0].miniatures[0].hex = 99
    c.players[0].bag["red"] = 99
    c.hexes[0].fortresses.append(1)
    c.market[0][0] = None
    assert s.players[0].miniatures[0].hex != 99 and s.players[0].bag["red"] != 99
    assert 1 not in s.hexes[0].fortresses and s.market[0][0] is not None


def test_random_races_are_drawn_with_the_seed_and_stored_in_the_link() -> None:
    config = {"ruleset": "hyperborea", "players": [{"race": "random"}, {"race": "coral_throne"}, {"race": "random"}],
              "seed": 12}
    a, b = Game.new(config), Game.new(config)
    races = [p["race"] for p in a.view()["players"]]
    assert races == [p["race"] for p in b.view()["players"]]
    assert races[1] == "coral_throne" and len(set(races)) == 3 and "random" not in races
    loaded = Game.from_link(a.to_link())
    assert [p["race"] for p in loaded.view()["players"]] == races


def test_web_api_undo_viewer_replay_and_rules_text() -> None:
    web_api.new_game(json.dumps({"ruleset": "hyperborea", "players": 2, "seed": 3}))
    first = json.loads(web_api.legal_actions())["result"][0]["id"]
    before = json.loads(web_api.view())["result"]
    decider = before["current"]
    assert before["undo_refusal"].startswith("Nothing to undo: no decision since the last draw")
    assert json.loads(web_api.act(first))["ok"]
    after = json.loads(web_api.view())["result"]
    # the setup picks alternate between the two people: the next one may not take it back
    assert after["current"] != decider and after["can_undo"]
    name = before["players"][decider]["name"]
    assert after["undo_refusal"] == f"The last decision was {name}'s: only they can take it back."
    refused = json.loads(web_api.undo())
    assert not refused["ok"] and name in refused["error"]
    assert json.loads(web_api.view())["result"]["state_hash"] == after["state_hash"]
    web_api.new_game(json.dumps({"ruleset": "hyperborea", "players": [{}, {"bot": "adept"}],
                                 "seed": 3}))
    while json.loads(web_api.view())["result"]["current"] != 0:
        web_api.bot_act("0.1")
    before = json.loads(web_api.view())["result"]
    assert json.loads(web_api.act(json.loads(web_api.legal_actions())["result"][0]["id"]))["ok"]
    while json.loads(web_api.view())["result"]["current"] != 0:
        web_api.bot_act("0.1")
    assert json.loads(web_api.view())["result"]["undo_refusal"] is None
    undone = json.loads(web_api.undo())
    assert undone["ok"] and undone["result"]["state_hash"] == before["state_hash"]
    assert json.loads(web_api.view("1"))["ok"]
    assert not json.loads(web_api.view('"x"'))["ok"]
    for _ in range(6):
        web_api.act(json.loads(web_api.legal_actions())["result"][0]["id"])
    token = json.loads(web_api.to_link())["result"]
    steps = Game.link_length(token)
    start = json.loads(web_api.replay(token, "0"))["result"]
    end = json.loads(web_api.replay(token, str(steps)))["result"]
    assert start["steps"] == end["steps"] == steps and start["log_length"] == 0
    assert end["state_hash"] == json.loads(web_api.view())["result"]["state_hash"]
    assert not json.loads(web_api.replay(token, str(steps + 1)))["ok"]
    texts = json.loads(web_api.rules_text())["result"]
    assert len(texts["cards"]) == 64 and len(texts["ruin_tokens"]) == 72
    assert len(texts["race_tiles"]) == 12 and set(texts["categories"]) == {
        "gems", "ghosts", "killed", "cubes", "objectives", "technologies", "control"}
    assert all(c["text"] for c in texts["cards"].values())


def test_stored_ruin_token_only_in_its_owners_view() -> None:
    g = new_game(2)
    finish_setup(g)
    s = g.state
    s.players[0].stored_ruin = s.ruins_unseen["bronze"].pop()
    assert g.view(0)["players"][0]["stored_ruin"] == s.players[0].stored_ruin
    assert g.view(1)["players"][0]["stored_ruin"] is None
    assert g.view()["players"][0]["stored_ruin"] is None
    assert g.view()["players"][0]["has_stored_ruin"] is True


def test_move_actions_carry_origin_and_cost_and_the_view_places_miniatures() -> None:
    g = new_game(2, seed=2)
    finish_setup(g)
    from .hyperborea.conftest import give
    give(g, "movement", 3)
    moves = [a for a in g.legal_actions() if a["kind"] == "move"]
    assert moves and all({"from", "to", "piece", "cost"} <= set(a["detail"])
                         and 1 <= a["detail"]["cost"] <= 3 for a in moves)
    assert f"({moves[0]['detail']['cost']} movement point" in moves[0]["label"]
    me = g.view()["players"][g.current_player]
    assert {p["hex"] for p in me["miniature_places"]} == {moves[0]["detail"]["from"]}


def test_decision_view_shows_a_drawn_token_only_to_its_owner() -> None:
    from hexrealms.games.hyperborea.state import Decision
    g = new_game(2, seed=2)
    finish_setup(g)
    s = g.state
    seat = s.current
    s.decisions.insert(0, Decision(seat, "ruin", {"token": s.ruins_unseen["bronze"].pop()}))
    mine = g.view(seat)["decision"]
    assert mine["kind"] == "ruin" and mine["token"]["text"]
    assert "token" not in g.view(1 - seat)["decision"] and "token" not in g.view()["decision"]
    s.decisions[0] = Decision(seat, "option", {"options": [[{"kind": "attack"}],
                                                           [{"kind": "fortress", "amount": 2}]],
                                                "activation": 1})
    assert g.view()["decision"]["options"] == ["1 Attack", "2 Fortresses"]


def test_the_first_screen_loads_no_rules_and_a_game_loads_only_its_own() -> None:
    """The first screen's list (``web_api.games``) and a game's form (``config_schema``)
    import no ruleset — the form comes from the game's ``config`` module alone, and is the
    same form its loaded ruleset gives; asking for the game's rules imports that game's
    rules only (a page starts faster by what it does not load)."""
    import subprocess
    import sys
    probe = """
import json, sys
from hexrealms import web_api
from hexrealms.core.ruleset import get
loaded = lambda: sorted(m.split('.')[2] for m in sys.modules
                        if m.startswith('hexrealms.games.') and m.endswith('.ruleset'))
games = json.loads(web_api.games())['result']
last = games[-1]['id']
form = json.loads(web_api.config_schema(last))['result']
before = loaded()
json.loads(web_api.rules_text(last))['result']
print(json.dumps({'ids': [g['id'] for g in games], 'before': before, 'after': loaded(),
                  'same_form': form == json.loads(json.dumps(get(last).config_schema()))}))
"""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    seen = json.loads(out.stdout)
    assert len(seen["ids"]) >= 4
    assert seen["before"] == []
    assert seen["after"] == [seen["ids"][-1]]
    assert seen["same_form"]
