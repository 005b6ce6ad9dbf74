"""What a first-time player reads and presses on the page, checked on the engine's side: card
controls that act only on their own card, the word on each card, the start-city choice, the
response window, the board's badges, the casualty choice, recruits that overfill a stack, the
end screen's categories and the log's card draws (ARCHITECTURE.md, "Action detail" and "The
view"). The page marks a card playable when its ``id`` is some legal action's ``detail.card``
and writes ``{verb}…`` on it."""

from __future__ import annotations

import json
import re
from typing import Any

from hexrealms import Game
from hexrealms.core.rng import Rng

from .conftest import C, blank, give, ids, new_game, open_universe, put, settle, stack_at

GATES_CITY = re.compile(r"^Start at .+ \((Atlantis|Hyboria|Asgard|Chaos|Gaea|Osiris) [A-G][1-7]\)$")


def cards_of(view: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Panel id → its cards, for every card panel of a view."""
    return {p["id"]: p["cards"] for p in view["table"]["panels"] if p["kind"] == "cards"}


def acted_on(g: Game) -> set[str]:
    """The card ids the legal actions name: what the page makes pressable."""
    return {a["detail"]["card"] for a in g.legal_actions() if "card" in a["detail"]}


def _seen_crash_landing() -> Game:
    """Red holds 9 cards, a Crash Landing among them, and a Mind Jewel it plays on Blue, who
    holds a Crash Landing too; Red's Vortex Phase then asks it to discard."""
    g = blank(2, 3, open_universe())
    s = g.state
    put(s, 0, "atl.c0r0", "atl.trooper")
    put(s, 1, "atl.c6r6", "atl.trooper")
    give(s, 0, "mind_jewel", "crash_landing", "bionics", "rampage", "doom_suit", "mer_lass",
         "web_spinner", "bold_ones", "vortex_tactics")
    give(s, 1, "crash_landing", "immunity")
    g.act("play:mind_jewel:1")
    g.act("respond:accept")
    g.act("end_move")
    assert s.pending[-1].kind == "discard" and g.current_player == 0
    return g


# -- 1. a card control acts only on the card it is drawn for ------------------------------------
def test_a_revealed_hand_is_never_pressable_and_actions_name_the_deciders_own_card() -> None:
    g = _seen_crash_landing()
    panels = cards_of(g.view(0))
    seats = {p["id"]: p["seat"] for p in g.view(0)["table"]["panels"]}
    assert seats["peek-1"] == 1, "Blue's hand as seen: Blue's panel, not beside Red's own hand"
    every = [c["id"] for cards in panels.values() for c in cards]
    assert len(every) == len(set(every)), "one id per drawn card, across every panel"
    seen = {c["id"] for c in panels["peek-1"]}
    assert [c["name"] for c in panels["peek-1"]] == ["Immunity", "Crash Landing"]
    named = acted_on(g)
    assert named and not named & seen, "Blue's revealed Crash Landing is not Red's to discard"
    mine = {c["id"]: c["name"] for c in panels["hand-0"]}
    for a in g.legal_actions():
        if "card" in a["detail"]:
            assert a["detail"]["card"] in mine
            assert a["label"].endswith(mine[a["detail"]["card"]])
    crash = next(a for a in g.legal_actions() if a["id"] == "discard:crash_landing")
    g.act(crash["id"])
    assert g.state.players[0].hand.count("crash_landing") == 0
    assert g.state.players[1].hand == ["immunity", "crash_landing"]


def test_two_copies_of_a_card_have_their_own_ids_and_an_action_names_the_first() -> None:
    g = blank(2, 4, open_universe())
    s = g.state
    put(s, 0, "atl.c0r0", "atl.trooper")
    put(s, 1, "atl.c6r6", "atl.trooper")
    give(s, 0, "power_surge", "power_surge")
    cards = cards_of(g.view(0))["hand-0"]
    assert [c["name"] for c in cards] == ["Power Surge", "Power Surge"]
    assert cards[0]["id"] != cards[1]["id"]
    assert acted_on(g) == {cards[0]["id"]}
    assert "copy 2" in cards[1]["tags"] and "same card" in cards[1]["text"]


# -- 2. the word on a card is what the current decision does with it ----------------------------
def test_each_card_says_what_the_decision_does_with_it() -> None:
    g = _seen_crash_landing()
    hand = cards_of(g.view(0))["hand-0"]
    assert {c["verb"] for c in hand} == {"Discard"}, "the Vortex discard says Discard"
    # in the Move Phase the cards are played
    g2 = blank(2, 5, open_universe())
    s = g2.state
    put(s, 0, "atl.c0r0", "atl.trooper")
    put(s, 1, "atl.c6r6", "atl.trooper")
    give(s, 0, "power_surge", "crash_landing")
    verbs = {c["name"]: c["verb"] for c in cards_of(g2.view(0))["hand-0"]}
    assert verbs["Power Surge"] == "Play"
    # Blue, answering a card with an Immunity in hand, negates with it
    give(s, 0, "mind_jewel")
    give(s, 1, "immunity")
    g2.act("play:mind_jewel:1")
    hand1 = cards_of(g2.view(1))["hand-1"]
    assert [(c["name"], c["verb"]) for c in hand1] == [("Immunity", "Negate")]
    assert acted_on(g2) == {hand1[0]["id"]}


def test_a_mind_jewel_in_a_discard_can_be_discarded_or_played() -> None:
    g = blank(2, 6, open_universe())
    s = g.state
    put(s, 0, "atl.c0r0", "atl.trooper")
    put(s, 1, "atl.c6r6", "atl.trooper")
    give(s, 0, "mind_jewel", "bionics", "rampage", "doom_suit", "mer_lass", "web_spinner",
         "bold_ones", "vortex_tactics")
    give(s, 1, "crash_landing")
    g.act("end_move")
    verbs = {c["name"]: c["verb"] for c in cards_of(g.view(0))["hand-0"]}
    assert verbs["Mind Jewel"] == "Discard or play" and verbs["Bionics"] == "Discard"


# -- 3. the start cities say where they are and why one might choose them ------------------------
def test_start_city_choices_say_where_they_lie_and_why() -> None:
    g = new_game(3, 7)
    actions = g.legal_actions()
    assert actions and {a["kind"] for a in actions} == {"pick"}
    for a in actions:
        assert GATES_CITY.match(a["label"]), a["label"]
        assert len(a["label"]) <= 60, "the label stays short: the rest is in the help"
        d = a["detail"]
        space = next(s for s in g.view()["table"]["spaces"] if s["id"] == d["at"])
        dimension = a["label"].rsplit("(", 1)[1].split()[0]
        assert d["sub"].startswith(dimension) and d["short"] == space["label"]
        assert f"lies in {dimension}" in d["help"]
        assert "Why start here: the nearest Pyramids, in steps: " in d["help"]
        assert "nearest Gate" in d["help"] and "leads to" in d["help"]
        assert "You start with 6 units" in d["help"]
    subs = [a["detail"]["sub"] for a in actions]
    assert subs == sorted(subs, key=subs.index), "one row per dimension, in the list's order"


# -- 4. the response window says plainly when there is no Immunity --------------------------------
def _red_field_on_blue(blue_cards: tuple[str, ...]) -> Game:
    g = blank(3, 8, open_universe())
    s = g.state
    put(s, 0, "hyb.c0r0", "hyb.trooper")
    target = put(s, 1, "hyb.c2r2", "hyb.monster")
    put(s, 2, "hyb.c6r6", "hyb.monster")
    give(s, 0, "red_field_of_force")
    give(s, 1, *blue_cards)
    g.act(f"play:red_field_of_force:{target.sid}")
    assert g.current_player == 1
    return g


def test_the_response_window_says_when_the_player_holds_no_immunity() -> None:
    g = _red_field_on_blue(("bionics",))
    [only] = g.legal_actions()
    assert only["label"] == "Let Red Field of Force take effect — you hold no Immunity"
    assert "You hold no Immunity" in only["detail"]["help"]
    assert "asked all the same" in only["detail"]["help"], "the help says why it is asked"
    assert "You hold no Immunity" in g.view(1)["table"]["hint"]
    armed = _red_field_on_blue(("bionics", "immunity"))
    labels = [a["label"] for a in armed.legal_actions()]
    assert labels == ["Let Red Field of Force take effect",
                      "Negate Red Field of Force with Immunity"]
    assert "Negate it with Immunity" in armed.view(1)["table"]["hint"]
    # nobody else learns whether Blue holds an Immunity
    for viewer in (None, 0, 2):
        assert g.view(viewer)["table"]["hint"] == armed.view(viewer)["table"]["hint"]
        assert "no Immunity" not in g.view(viewer)["table"]["hint"]


# -- 5 and 10. what a decision depends on reads from the board ----------------------------------
def _piece(g: Game, space: str, seat: int) -> dict[str, Any]:
    spaces = {s["id"]: s for s in g.view()["table"]["spaces"]}
    return next(p for p in spaces[space]["pieces"] if p["seat"] == seat)


def test_a_stack_held_by_a_red_field_carries_a_badge_on_the_board() -> None:
    g = _red_field_on_blue(("bionics",))
    g.act("respond:accept")
    piece = _piece(g, "hyb.c2r2", 1)
    assert {"text": "RF", "tip": piece["badges"][0]["tip"]} in piece["badges"]
    assert "Red Field of Force" in piece["badges"][0]["tip"]
    assert "held by a Red Field" in piece["label"], "named without colour or hover"
    assert not _piece(g, "hyb.c0r0", 0).get("badges")
    g.act("end_move")
    settle(g)
    assert g.state.active == 1 and "(RF)" in g.view(1)["table"]["hint"]


def test_moves_battles_peace_bringers_and_overfull_stacks_show_on_the_board() -> None:
    g = blank(2, 9, open_universe())
    s = g.state
    mover = put(s, 0, "gae.c0r0", "gae.trooper", "gae.monster")
    put(s, 1, "gae.c2r0", "hyb.trooper")
    big = put(s, 1, "gae.c6r6", *["hyb.monster"] * 7)
    give(s, 0, "peace_bringer")
    g.act("play:peace_bringer:1")
    g.act("respond:accept")
    assert "PB" in {b["text"] for b in _piece(g, "gae.c6r6", 1)["badges"]}
    assert any(i["label"] == "Peace Bringer" for i in g.view()["players"][1]["summary"])
    over = next(b for b in _piece(g, "gae.c6r6", 1)["badges"] if b["text"] == "!")
    assert "7 units" in over["tip"] and big.sid == _piece(g, "gae.c6r6", 1)["id"]
    g.act(f"move:{mover.sid}:gae.c2r0")
    assert "✓" in {b["text"] for b in _piece(g, "gae.c2r0", 0)["badges"]}
    battle = next(s for s in g.view()["table"]["spaces"] if s["id"] == "gae.c2r0")
    assert any(m["text"] == "⚔" and "battle" in m["tip"] for m in battle["markers"])
    assert "a battle follows at Gaea C1" in g.view()["table"]["hint"]


# -- 6. a casualty's choice says what it costs ---------------------------------------------------
def test_each_casualty_says_what_losing_it_costs() -> None:
    g = blank(2, 11, open_universe())
    s = g.state
    put(s, 0, "gae.c0r0", "gae.trooper", "gae.trooper", "cha.monster", "gae.companion",
        "asg.vehicle")
    put(s, 1, "gae.c1r0", "hyb.trooper")
    g.act(f"move:{stack_at(s, 'gae.c0r0', 0).sid}:gae.c1r0")
    g.act("end_move")
    g.act("pass")
    g.act("pass")
    g.apply_chance("2")
    labels = {a["id"]: a for a in g.legal_actions()}
    # 2 Gaean Troopers 3+3, Chaos Monster 6+2, Gaean Companion 3, Asgard Vehicle 4;
    # the Companion gives +1 to each of the 4 others; a Trooper: +6 → 31
    monster = labels["lose:cha.monster"]
    assert monster["label"] == "Lose a Chaos Monster (Force 31 → 22)"
    assert "costs the stack 9 Force" in monster["detail"]["help"]
    companion = labels["lose:gae.companion"]
    assert companion["label"] == "Lose a Gaean Companion (Force 31 → 24)"
    assert "the +1 it gave each other unit: 4" in companion["detail"]["help"]
    vehicle = labels["lose:asg.vehicle"]
    assert vehicle["label"] == "Lose an Asgard Vehicle (Force 31 → 26, Move 3 → 2)"


# -- 7. a recruit that overfills a stack asks first and comes last --------------------------------
def test_a_recruit_onto_a_full_stack_asks_first_and_is_listed_last() -> None:
    g = blank(2, 12, open_universe({"atl.c0r0": "city"}))
    s = g.state
    put(s, 0, "atl.c0r0", *["atl.trooper"] * 6)
    put(s, 1, "atl.c6r6", "hyb.trooper")
    give(s, 0, "mercenaries")
    g.act("play:mercenaries:atl.c0r0")
    g.apply_chance("atl.monster")
    actions = g.legal_actions()
    assert [a["id"] for a in actions] == ["place:atl.c1r0", "place:atl.c1r1", "place:atl.c0r1",
                                          "place:atl.c0r0"]
    full = actions[-1]
    assert "over 6" in full["label"] and full["detail"]["tag"] == "Over 6"
    assert "already holds 6 units" in full["detail"]["confirm"]
    assert "disband 1" in full["detail"]["confirm"]
    assert not any("confirm" in a["detail"] for a in actions[:-1])
    again = [a["id"] for a in g.legal_actions()]
    assert again == [a["id"] for a in actions], "the same order every time"


def test_a_version_1_game_keeps_its_order_of_placements() -> None:
    g = new_game(2, 13, rules_version=1)
    s = g.state
    assert s.rules == 1
    while not (s.pending and s.pending[-1].kind == "place"):
        g.act(ids(g)[0])
    city = s.pending[-1].data["city"]
    assert ids(g)[0] == f"place:{s.universe.spaces[city].id}", "the City first, as before"


# -- 8. the end screen says what decides ---------------------------------------------------------
def test_the_result_names_the_deciding_column_and_the_tie_breaks() -> None:
    g = new_game(3, 14, length="short")
    pick = Rng(14)
    while not g.finished:
        g.act(pick.choice(g.legal_action_ids()))
    result = g.result()
    cats = result["categories"]
    assert list(cats) == ["total", "cities", "units"], "Pyramids are the total itself"
    assert "decide" in cats["total"]["name"] and "Pyramids" in cats["total"]["name"]
    assert "tie-break" in cats["cities"]["name"] and "tie-break" in cats["units"]["name"]
    for row in result["players"]:
        assert row["breakdown"]["total"] == row["total"] == len(row["pyramids"])
    first, second = (next(r for r in result["players"] if r["seat"] == s)
                     for s in result["ranking"][:2])
    if first["total"] == second["total"]:
        assert "level on Pyramids" in result["reason"] and result["tiebreak"]
    else:
        assert "tiebreak" not in result


# -- 9. a draw of several cards is one line of the log ---------------------------------------------
def test_a_player_drawing_several_cards_reads_as_one_line() -> None:
    g = new_game(3, 15)
    while g.state.step != "move" or g.state.chance:
        g.act(ids(g)[0])
    log = [line for line in g.state.log if isinstance(line, str)]
    assert "Every player draws 5 cards." in log
    who = g.state.players[g.state.active].name
    assert f"{who} draws 3 cards." in log
    assert not any(line.endswith("draws a card.") for line in log)
    units = {u["name"] for u in g.ruleset.rules_text()["units"].values()}
    held = {C.card[c].name for p in g.state.players for c in p.hand} - units - {"Power Surge"}
    text = json.dumps(g.view(None)["log"])
    assert held and not any(name in text for name in held), "no drawn card is named"


# -- hands never reach a view they do not belong to ------------------------------------------------
def test_no_view_shows_another_seats_hand_or_what_it_holds() -> None:
    g = Game.new({"ruleset": "hyborian_gates", "players": [
        {"name": "Ann", "bot": None}, {"name": "Bot", "bot": "adept"},
        {"name": "Cy", "bot": None}], "seed": 16})
    pick = Rng(16)
    checked = responses = 0
    for step in range(600):
        if g.finished:
            break
        for viewer in (None, 0, 1, 2) if step % 6 == 0 else ():
            panels = cards_of(g.view(viewer))
            for pid, cards in panels.items():
                if cards:
                    assert pid in (f"hand-{viewer}",) or (
                        pid.startswith("peek-") and viewer is not None), (viewer, pid)
                    if pid.startswith("hand-"):
                        names = [c["name"] for c in cards]
                        hand = g.state.players[viewer].hand  # type: ignore[index]
                        assert len(names) == len(hand)
                checked += 1
        d = g.state.pending[-1] if g.state.pending else None
        if d is not None and d.kind == "respond":  # only the target reads about its hand
            responses += 1
            for viewer in {0, 1, 2} - {d.seat}:
                assert g.view(viewer)["table"]["hint"] == g.view(None)["table"]["hint"]
        g.act(pick.choice(g.legal_action_ids()))
    assert checked > 200 and responses
