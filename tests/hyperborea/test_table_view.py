"""Hyperborea's generic table (ARCHITECTURE.md, "The view") carries everything a player sees
on the table: face-down hexagons show their back only; every city, ruin, occupant, Fortress and
miniature of the state is a piece with a drawable icon; each player's board is a ``slots``
panel whose slots the actions' ``from``/``to``/``at`` name; market cards are what ``card``
names; secrets reach only their owner's view; only the focus seat's board is open."""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from hexrealms import Game
from hexrealms.core.rng import Rng
from hexrealms.games.hyperborea.mapmaking import face_of
from hexrealms.games.hyperborea.rules_text import rules_texts
from hexrealms.games.hyperborea.state import GHOST, Decision, PlayerState, State

from ..table_ids import cards, places
from .conftest import give, me, new_game, place, reveal_all, started

ROOT = Path(__file__).resolve().parents[2]
LOOK = rules_texts()["look"]


class Snapshot(NamedTuple):
    """A position of a random game: its state, its view for each viewer (``None`` public),
    and its legal actions."""

    state: State
    views: dict[int | None, dict[str, Any]]
    actions: list[dict[str, Any]]


@lru_cache(maxsize=1)
def walk() -> tuple[tuple[Snapshot, ...], tuple[dict[str, Any], ...]]:
    """Random games at 2, 4 and 6 players (invasion and Race War) from the start, and from a
    busy position of each: their positions every few decisions, and every legal action met on
    the way."""
    out: list[Snapshot] = []
    met: list[dict[str, Any]] = []
    for players, mode in ((2, "invasion"), (4, "race_war"), (6, "invasion")):
        for game in (new_game(players, seed=90 + players, mode=mode),
                     _busy(started(players, seed=players, mode=mode))):
            pick = Rng(players)
            for step in range(300):
                if game.finished:
                    break
                actions = game.legal_actions()
                met += actions
                if step % 9 == 0:
                    views = {v: game.view(v) for v in (None, *range(players))}
                    out.append(Snapshot(game.state.clone(), views, actions))
                game.act(_varied(pick, actions)["id"])
    return tuple(out), tuple(met)


def _busy(game: Game) -> Game:
    """The map face-up, every player's miniatures spread over it (next to each other's), a
    Fortress, and the active player's pool full of things to do on the map."""
    state = game.state
    reveal_all(game)
    for p in state.players:
        for k in range(3):
            place(state, p.seat, (p.seat + 3 * k) % len(state.hexes), 2)
    state.hexes[0].fortresses.append(state.players[-1].seat)
    for kind in ("movement", "fly", "attack", "ranged_attack", "fortress", "cloning"):
        give(game, kind, 3)
    return game


def _varied(pick: Rng, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """A random action of a random kind: walks, fights and sites come up as often as cube
    placements, which outnumber them."""
    kind = pick.choice(sorted({a["kind"] for a in actions}))
    return pick.choice([a for a in actions if a["kind"] == kind])


def snapshots() -> tuple[Snapshot, ...]:
    return walk()[0]


def _tables() -> list[tuple[Snapshot, dict[str, Any]]]:
    return [(s, v["table"]) for s in snapshots() for v in s.views.values()]


def _panel(table: dict[str, Any], panel_id: str) -> dict[str, Any]:
    return next(p for p in table["panels"] if p["id"] == panel_id)


def _slots(table: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {slot["id"]: slot for p in table["panels"] if p["kind"] == "slots"
            for g in p["groups"] for slot in g["slots"]}


def test_a_face_down_hexagon_shows_its_back_and_nothing_of_its_face() -> None:
    seen = 0
    for snap, table in _tables():
        for sp in table["spaces"]:
            if sp["hidden"]:
                seen += 1
                assert sp["terrain"] is None and sp["back"] in LOOK["backs"]
                assert sp["pieces"] == [] and sp["markers"] == [] and sp["owner"] is None
                assert sp["label"] == f"Unexplored {LOOK['backs'][sp['back']]['name']}"
            else:
                assert sp["terrain"] in LOOK["terrains"] and "back" not in sp
    assert seen


def test_every_site_occupant_fortress_and_miniature_of_the_state_is_a_piece() -> None:
    for snap, table in _tables():
        state = snap.state
        on_map: Counter[int] = Counter()
        for space, sp in zip(state.hexes, table["spaces"]):
            assert sp["id"] == space.id
            assert sp["home"] == space.home_of
            by_id = {p["id"]: p for p in sp["pieces"]}
            assert len(by_id) == len(sp["pieces"]), "piece ids are unique"
            face = face_of(space, state)
            if face is None:
                continue
            cities = [p for p in sp["pieces"] if p["icon"] in ("city", "capital")]
            assert [p["label"] for p in cities] == [c.name for c in face.cities]
            ruins = [p for p in sp["pieces"] if p["icon"].startswith("ruin_")]
            assert [p["count"] for p in ruins] == space.ruin_tokens
            for site, occupant in zip(cities + ruins, space.city_occupants + space.ruin_occupants):
                inside = by_id.get(f"{site['id']}.in")
                if occupant is None:
                    assert inside is None
                elif occupant == GHOST:
                    assert inside["icon"] == "ghost" and inside["seat"] is None
                else:
                    assert inside["icon"] == "miniature" and inside["seat"] == occupant
                    assert inside["badges"][0]["icon"] == "frozen"
            forts = {p["seat"]: p["count"] for p in sp["pieces"] if p["icon"] == "fortress"}
            assert Counter(forts) == Counter(space.fortresses)
            for p in sp["pieces"]:
                if p["icon"] == "miniature":
                    on_map[p["seat"]] += p.get("count", 1)
        for p in state.players:
            assert on_map[p.seat] == sum(1 for m in p.miniatures if m.hex is not None)


def test_every_icon_is_in_the_look_and_its_file_is_a_small_self_contained_svg() -> None:
    for name, path in LOOK["icons"].items():
        svg = (ROOT / path).read_text()
        assert 'viewBox="0 0 24 24"' in svg and "<title>" in svg, name
        assert not re.search(r"href|url\(|@import", svg), f"{name} refers outside itself"
    for snap, table in _tables():
        for sp in table["spaces"]:
            for p in sp["pieces"]:
                assert p["icon"] in LOOK["icons"], p["id"]
                for badge in p.get("badges", []):
                    assert badge["text"] and ("icon" not in badge or badge["icon"] in LOOK["icons"])
        for panel in table["panels"]:
            for item in panel.get("items", []):
                assert "icon" not in item or item["icon"] in LOOK["icons"]


def test_the_legend_names_only_what_the_look_can_draw() -> None:
    drawn = {"terrain": LOOK["terrains"], "back": LOOK["backs"], "icon": LOOK["icons"]}
    kinds = Counter()
    for entry in LOOK["legend"]:
        assert entry["name"] and entry["text"]
        how = [k for k in drawn if k in entry]
        assert len(how) == 1 or entry.get("home"), entry
        for k in how:
            assert entry[k] in drawn[k]
            kinds[k] += 1
    assert kinds["terrain"] == len(LOOK["terrains"]) and kinds["back"] == len(LOOK["backs"])
    assert kinds["icon"] == len(LOOK["icons"])


def test_an_occupant_sits_in_a_piece_of_its_own_space() -> None:
    found = 0
    for snap, table in _tables():
        for sp in table["spaces"]:
            ids = [p["id"] for p in sp["pieces"]]
            for p in sp["pieces"]:
                if "in" in p:
                    found += 1
                    assert p["in"] in ids and p["in"] != p["id"]
    assert found


def test_actions_name_spaces_slots_and_cards_of_the_table_with_short_tags() -> None:
    kinds = Counter()
    for snap, table in _tables():
        ids, card_ids = places(table), cards(table)
        hexagons = {sp["id"] for sp in table["spaces"]}
        for a in snap.actions:
            d = a["detail"]
            kinds[a["kind"]] += 1
            for key in ("at", "from", "to"):
                if key in d:
                    assert d[key] in ids, (a["id"], key, d[key])
            if "card" in d:
                assert d["card"] in card_ids, a["id"]
            if a["kind"] == "take":
                assert d["card"] == a["args"][0]
            if a["kind"] in ("move", "fly"):
                assert d["to"] == a["args"][1]
            if d.get("at") in hexagons:
                assert 1 <= len(d["tag"]) <= 8, a["id"]
    assert kinds["place"] and kinds["unused"] and kinds["take"], kinds


def _fits(colour: str, wants: dict[str, str], race_tile: str | None) -> bool:
    """The cube rule, written out again: its own colour; a multicolour space takes any but
    grey; Coral Throne tile B lets grey on orange."""
    if wants["letter"] == "✱":
        return colour != "grey"
    return wants["name"] == colour or (colour, wants["name"], race_tile) == (
        "grey", "orange", "coral_throne.B")


def test_a_placement_goes_from_a_held_colour_to_an_empty_slot_that_takes_it() -> None:
    checked = 0
    for snap, table in _tables():
        slots = _slots(table)
        for a in snap.actions:
            if a["kind"] != "place":
                continue
            colour, d = a["args"][0], a["detail"]
            source, target = slots[d["from"]], slots[d["to"]]
            assert source["token"]["name"] == colour and source["count"] >= 1
            assert target["token"] is None
            assert _fits(colour, target["wants"], snap.state.players[a["player"]].race_tile)
            assert d["sub"] == f"{colour.capitalize()} cube" and d["short"]
            checked += 1
    assert checked


def test_cubes_on_the_board_panel_are_the_players_cubes() -> None:
    for snap, table in _tables():
        for p in snap.state.players:
            groups = _panel(table, f"board{p.seat}")["groups"]
            held = Counter({s["token"]["name"]: s["count"] for s in groups[0]["slots"]})
            assert held == Counter(p.available)
            assert sorted(s["token"]["name"] for s in groups[1]["slots"]) == sorted(p.unused)
            placed = [s["token"]["name"] for g in groups[2:] for s in g["slots"] if s["token"]]
            on_techs = [c for t in (*p.base.values(), *p.cards.values()) for c in t.cubes if c]
            assert sorted(placed) == sorted(on_techs)
            notes = [g.get("note") for g in groups[2:14]]
            assert notes == [_set_note(t.chosen, t.spent, si) for t in p.base.values()
                             for si in (0, 1)]


def _set_note(chosen: int | None, spent: bool, si: int) -> str | None:
    """A Base Technology set's note: the chosen set (RULINGS 12), activated once it fired."""
    if chosen != si:
        return None
    return "activated" if spent else "chosen"


def test_only_the_focus_seats_board_is_open() -> None:
    for snap in snapshots():
        for viewer, view in snap.views.items():
            focus = viewer if viewer is not None else view["active"]
            boards = [p for p in view["table"]["panels"] if p["kind"] == "slots"]
            assert [b["id"] for b in boards] == [f"board{s}" for s in range(len(boards))]
            if focus is None:  # setup, public view: the seat setting up
                focus = snap.state.setup_queue[0][0]
            assert [b["seat"] for b in boards if not b["folded"]] == [focus]
            assert all(b["summary"].count(" · ") == 3 for b in boards)


def test_the_stored_ruin_token_is_told_to_its_owner_only() -> None:
    game = started(3, seed=4)
    owner = game.state.players[1]
    owner.stored_ruin = "gold.01"
    text = rules_texts()["ruin_tokens"]["gold.01"]["text"]
    for viewer in (None, 0, 1, 2):
        view = game.view(viewer)
        item = next(i for i in _panel(view["table"], "board1")["items"]
                    if i["label"] == "Stored ruin token")
        if viewer == 1:
            assert item["value"] == text and text in item["tip"]
        else:
            assert item["value"] == "one, face-down"
            assert "gold.01" not in json.dumps(view)


def test_a_drawn_ruin_token_is_beside_the_decision_of_its_drawer_only() -> None:
    game = started(3, seed=4)
    seat = game.state.current
    game.state.decisions = [Decision(seat, "ruin", {"token": "silver.02"})]
    text = rules_texts()["ruin_tokens"]["silver.02"]["text"]
    for viewer in (None, *range(3)):
        panels = [p for p in game.view(viewer)["table"]["panels"] if p["id"] == "ruin-token"]
        if viewer == seat:
            (panel,) = panels
            assert panel["beside"] and panel["seat"] == seat
            assert [c["text"] for c in panel["cards"]] == [text]
        else:
            assert panels == []


def test_the_market_pool_and_supply_panels_match_the_state() -> None:
    for snap, table in _tables():
        state = snap.state
        market = _panel(table, "market")
        assert [c["id"] for c in market["cards"]] == [
            c for row in state.market for c in row if c is not None]
        assert all(c["verb"] == "Take" and len(c["tags"]) >= 3 for c in market["cards"])
        pool = _panel(table, "pool")
        assert [i["value"] for i in pool["items"]] == [e.amount for e in state.pool]
        assert all(f"×{e.amount}" in i["label"] for i, e in zip(pool["items"], state.pool))
        order = _panel(table, "turn-order")["items"][:len(state.players)]
        assert sum(1 for i in order if "playing" in i["value"]) == (state.current is not None)
        reserve = {i["label"]: i["value"] for i in _panel(table, "reserve")["items"]}
        assert reserve["Ghosts in the box"] == state.ghost_box
        assert all(reserve[f"{c.capitalize()} cubes"] == n for c, n in state.reserve.items())


@pytest.mark.parametrize("kind, tag", [("move", "Walk"), ("explore", "Ruin"), ("city", "City")])
def test_tags_name_what_a_click_on_the_hexagon_does(kind: str, tag: str) -> None:
    tagged = [a for a in walk()[1] if a["kind"] == kind]
    assert tagged and all(a["detail"]["tag"] == tag for a in tagged)


def _colour_at(location: str, p: PlayerState) -> str:
    """The colour of the cube at a location as ``visible_cubes`` writes it."""
    area, _, rest = location.partition(".")
    if area in ("available", "unused"):
        return rest
    key, i = rest.rsplit(".", 1)
    colour = (p.base[key] if area == "base" else p.cards[key]).cubes[int(i)]
    assert colour is not None
    return colour


def test_a_cube_restored_or_paid_is_at_the_slot_holding_it() -> None:
    game = started(3, seed=6)
    p = me(game)
    game.act(next(a["id"] for a in game.legal_actions()
                  if a["kind"] == "place" and a["args"][1].startswith("base.")))
    p.unused += ["grey", "red", "grey"]
    give(game, "cube_restore", 1)
    restores = [a for a in game.legal_actions() if a["kind"] == "restore"]
    game.state.decisions = [Decision(p.seat, "pay_cube", {"n": 1})]
    pays = game.legal_actions()
    slots = _slots(game.view(p.seat)["table"])
    assert restores and {a["kind"] for a in pays} == {"pay_cube"}
    for a in restores + pays:
        assert slots[a["detail"]["at"]]["token"]["name"] == _colour_at(a["args"][0], p), a["id"]
    assert any(a["args"][0].startswith("base.") for a in restores)
    assert any(a["args"][0] == "unused.red" for a in restores)
