"""Free for all with diplomacy [Added Rules for Free For All (FFA) Games, 2]: a treaty of
peace offered in the Build phase and answered at once by the other player; it lasts 3 rounds,
during which the two do not attack each other, then the same two make no new treaty for 3
rounds; gold given to any player; diplomacy only without teams."""

from __future__ import annotations

import pytest

from hexrealms import Game
from hexrealms.core.game import BadConfig
from hexrealms.games.multiverse_war import diplomacy
from hexrealms.games.multiverse_war.content import content

from .board import action_phase, build_phase, ids, new_game, open_map, put

C = content()
FFA = C.variants.free_for_all
RED, BLUE, GREEN = 0, 1, 2


def diplomatic_game() -> Game:
    g = new_game(players=3, diplomacy=True)
    open_map(g.state)
    build_phase(g.state, gold=5)
    return g


def test_a_treaty_offered_and_accepted_keeps_the_peace_for_three_rounds_then_pauses() -> None:
    g = diplomatic_game()
    s = g.state
    seat = s.builders[0]
    other = (seat + 1) % 3
    g.act(f"treaty:{other}")
    assert g.current_player == other
    labels = {a["id"]: a["label"] for a in g.legal_actions()}
    assert labels == {"treaty_answer:no": f"Decline {s.players[seat].name}'s treaty",
                      "treaty_answer:yes": f"Accept {s.players[seat].name}'s treaty"}
    g.act("treaty_answer:yes")
    assert g.current_player == seat                 # back to the proposer's builds
    assert diplomacy.at_peace(s, seat, other) and not diplomacy.at_peace(s, seat, (seat + 2) % 3)
    assert f"treaty:{other}" not in ids(g)
    # at peace, neither may attack the other
    a = put(s, seat, "pikeman", (0, 0))
    put(s, other, "scout", (1, 0))
    put(s, (seat + 2) % 3, "scout", (0, 1))
    action_phase(s, seat, round_=s.round)
    assert f"attack:u{a.id}:1,0" not in ids(g) and f"attack:u{a.id}:0,1" in ids(g)
    peace = next(x for x in g.view(seat)["players"][seat]["summary"] if x["label"] == "Peace")
    assert s.players[other].name in peace["value"]
    last = s.round + FFA.treaty_turns - 1
    s.round = last
    assert diplomacy.at_peace(s, seat, other)
    s.round = last + 1                               # the treaty is over: war may resume
    s.changed()
    assert not diplomacy.at_peace(s, seat, other)
    assert f"attack:u{a.id}:1,0" in ids(g)
    assert not diplomacy.may_propose(s, seat, other)  # the pause after it
    s.round = last + FFA.treaty_cooldown + 1
    assert diplomacy.may_propose(s, seat, other)


def test_a_declined_treaty_binds_nobody_and_is_not_offered_again_that_round() -> None:
    g = diplomatic_game()
    s = g.state
    seat = s.builders[0]
    other = (seat + 1) % 3
    g.act(f"treaty:{other}")
    g.act("treaty_answer:no")
    assert not diplomacy.at_peace(s, seat, other)
    assert f"declines {s.players[seat].name}'s treaty" in s.log[-1].text
    assert f"treaty:{other}" not in ids(g) and f"treaty:{(seat + 2) % 3}" in ids(g)


def test_gold_goes_to_any_player_in_the_build_phase() -> None:
    g = diplomatic_game()
    s = g.state
    seat = s.builders[0]
    gifts = sorted(a for a in ids(g) if a.startswith("gift:"))
    assert gifts == sorted(f"gift:{o}" for o in range(3) if o != seat)
    g.act(gifts[0])
    assert s.players[seat].gold == 4
    assert s.log[-1].text.startswith(f"{s.players[seat].name} gives 1 gold to ")


def test_no_diplomacy_in_round_one_or_without_the_option() -> None:
    g = new_game(players=3, diplomacy=True)
    assert not any(a.startswith(("treaty", "gift")) for a in ids(g))
    plain = new_game(players=3)
    build_phase(plain.state, gold=5)
    assert not any(a.startswith(("treaty", "gift")) for a in ids(plain))


def test_diplomacy_is_for_a_free_for_all_game() -> None:
    with pytest.raises(BadConfig, match="diplomacy is for a free-for-all game"):
        Game.new({"ruleset": "multiverse_war", "players": 4, "teams": True, "diplomacy": True})
