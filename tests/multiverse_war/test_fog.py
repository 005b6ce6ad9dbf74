"""Multiverse War's hidden information (ARCHITECTURE.md, principle 7; M6, R-M11, brief §4):
two games that differ only in what seat ``s`` cannot see — the type of another seat's block
``s`` does not identify, another seat's pending Build orders and fresh recruits, another
seat's private log lines — look the same to ``s``: its view, the labels and details of the
actions it is offered, the log it reads, every hex's details, its forks and its evaluation.
And what ``s`` does identify shows its type.

Positions come from seeded random play with 2 and 4 players, and from positions set up by
hand where random play rarely goes (a Build order beside the last chop-and-plant hex)."""

from __future__ import annotations

from typing import Any, Callable, Iterator

import pytest

from hexrealms import Game
from hexrealms.core.hexgrid import Hex
from hexrealms.core.rng import Rng
from hexrealms.games.multiverse_war import fog, works
from hexrealms.games.multiverse_war.combat import Fighter, max_hp
from hexrealms.games.multiverse_war.content import content
from hexrealms.games.multiverse_war.state import State

from .board import build_phase, new_game, open_map, put, set_terrain

C = content()
Change = Callable[[State], None]


# -- what a seat is shown ------------------------------------------------------------------------

def position(view: dict[str, Any]) -> dict[str, Any]:
    """A view less what belongs to the game record (the hash names the whole state)."""
    return {k: v for k, v in view.items()
            if k not in ("state_hash", "log_length", "can_undo", "undo_refusal")}


def seen_by(g: Game, s: int) -> dict[str, Any]:
    """Everything ``s`` is shown: its view (the log it reads inside), every hex's details, and
    — when ``s`` decides — each action's id, label and detail."""
    state = g.state
    out: dict[str, Any] = {
        "view": position(g.view(s)),
        "places": [g.ruleset.place_details(state, f"{h.q},{h.r}")
                   for h in state.realm.map_hexes()],
    }
    if g.current_player == s:
        out["actions"] = g.legal_actions()
    return out


def forked_by(g: Game, s: int) -> list[Any]:
    """What ``s``'s forks (its unknowns re-drawn) show it, and its evaluation."""
    out: list[Any] = [g.ruleset.evaluate(g.state, s)]
    for seed in (1, 2):
        twin = g.fork(seed, viewer=s)
        out.append(position(twin.view(s)))
        out.append(twin.ruleset.evaluate(twin.state, s))
    return out


def assert_same_for(s: int, a: Game, b: Game) -> None:
    assert a.state_hash() != b.state_hash(), "the two games must differ"
    assert seen_by(a, s) == seen_by(b, s)
    assert forked_by(a, s) == forked_by(b, s)


def variant(g: Game, change: Change) -> Game:
    twin = g.fork(0)
    change(twin.state)
    twin.state.changed()
    return twin


# -- what a seat cannot see -----------------------------------------------------------------------

def _other_kind(state: State, seat: int, kind: str, wounds: int) -> str | None:
    """Another unit type a block of ``seat`` with ``wounds`` could be (it would still live)."""
    track = state.players[seat].track
    for k in C.units:
        if k.id != kind and wounds < max_hp(Fighter(k.id, track=track.get(k.id, 0))):
            return k.id
    return None


def unknowns(state: State, s: int) -> Iterator[tuple[str, Change]]:
    """Changes to ``state`` that ``s`` cannot see, each named."""
    known = fog.identified(state, s)
    sites = {b.site for b in state.buildings.values()}
    hidden = [u for u in sorted(state.units.values(), key=lambda x: x.id)
              if u.seat != s and u.id not in known and u.id not in sites
              and u.id not in state.orders and len(state.units_at(u.at)) == 1]
    swaps = {u.id: k for u in hidden if (k := _other_kind(state, u.seat, u.kind, u.wounds))}
    if swaps:
        first = next(iter(swaps))

        def one(st: State, i: int = first) -> None:
            st.units[i].kind = swaps[i]

        def every(st: State) -> None:
            for i, k in swaps.items():
                st.units[i].kind = k

        yield "a hidden block's type", one
        if len(swaps) > 1:
            yield "every hidden block's type", every
    for i, (what, _, _) in sorted(state.orders.items()):
        if state.units[i].seat == s:
            continue

        def other_order(st: State, i: int = i, what: str = what) -> None:
            st.orders[i] = ("road", None, None) if what != "road" else ("build", "guard_tower", None)

        def no_order(st: State, i: int = i) -> None:
            del st.orders[i]

        yield "another seat's order", other_order
        yield "another seat's order withdrawn", no_order
        break
    fresh = [u for u in state.units.values() if u.fresh and u.seat != s]
    if fresh:
        u = min(fresh, key=lambda x: x.id)
        kind = _other_kind(state, u.seat, u.kind, 0)
        free = [h for h in state.realm.settlement_zone(u.seat) if not state.units_at(h)
                and (state.building_at(h) is None or state.building_at(h).seat == u.seat)]

        def fresh_kind(st: State, i: int = u.id, k: str | None = kind) -> None:
            st.units[i].kind = k or st.units[i].kind

        yield "a fresh recruit's type", fresh_kind

        def fresh_gone(st: State, i: int = u.id) -> None:  # its gold spent all the same
            del st.units[i]

        yield "a fresh recruit not made", fresh_gone
        if free:
            def fresh_spot(st: State, i: int = u.id, h: Hex = free[0]) -> None:
                st.units[i].at = h

            yield "a fresh recruit's hex", fresh_spot
    private = [n for n, line in enumerate(state.log) if line.own is not None and line.seat != s]
    if private:
        def other_words(st: State, n: int = private[-1]) -> None:
            line = st.log[n]
            st.log[n] = type(line)(line.text, line.seat, line.own + " (a secret)", line.heading)

        yield "another seat's private log line", other_words


# -- random play --------------------------------------------------------------------------------

def positions(players: int, seed: int, every: int, count: int,
              teams: bool = False) -> Iterator[Game]:
    """Copies of a seeded random game every ``every`` decisions, and at Build phases where a
    seat has chosen (so orders and fresh recruits are pending), ``count`` in all."""
    g = Game.new({"ruleset": "multiverse_war", "players": players, "seed": seed,
                  "teams": teams})
    pick = Rng(seed)
    taken, step, builds = 0, 0, 0
    while not g.finished and taken < count:
        s = g.state
        pending = s.step == "build" and (s.orders or any(u.fresh for u in s.units.values())) \
            and len(s.builders) < players
        if step % every == every - 1 or (pending and builds < count // 2 and step % 3 == 0):
            builds += pending
            taken += 1
            yield g.fork(0)
        g.act(pick.choice(g.legal_action_ids()))
        step += 1


@pytest.mark.parametrize("players, seed, teams", [(2, 11, False), (4, 12, False), (4, 13, True)])
def test_what_a_seat_cannot_see_never_reaches_it(players: int, seed: int, teams: bool) -> None:
    """Brief §4, principle 7: for every seat over positions of a seeded random game (a team
    game too, where an ally's blocks are known but its builds of the phase are not), each
    change it cannot see leaves its view, its actions' labels and details, its log, every
    hex's details, its forks and its evaluation as they were."""
    tried: dict[str, int] = {}
    decided = 0
    for g in positions(players, seed, every=97 if players == 2 else 131,
                       count=8 if players == 2 else 6, teams=teams):
        for s in range(players):
            for name, change in unknowns(g.state, s):
                assert_same_for(s, g, variant(g, change))
                tried[name] = tried.get(name, 0) + 1
                decided += g.current_player == s
    assert decided >= 4                 # the actions offered were compared too
    assert tried.get("a hidden block's type", 0) >= 4
    assert tried.get("a fresh recruit's type", 0) >= 1
    assert tried.get("another seat's private log line", 0) >= 4


def test_a_pending_order_and_a_fresh_recruit_stay_hidden_until_every_seat_has_chosen() -> None:
    """R-M11: Red has chosen a Guard Tower and recruited; Blue, choosing now, is shown the
    same whatever Red chose or recruited, and wherever in its zone."""
    g = new_game()
    s = g.state
    open_map(s)
    red_builder = put(s, 0, "builder", (3, -3))
    put(s, 1, "builder", (-1, 2))
    build_phase(s, gold=12)
    g.act(f"build:guard_tower:u{red_builder.id}")
    g.act("recruit:pikeman:5,-6")
    g.act("builds_done")
    assert g.current_player == 1 and s.orders
    names = set()
    for name, change in unknowns(s, 1):
        assert_same_for(1, g, variant(g, change))
        names.add(name)
    assert {"another seat's order", "another seat's order withdrawn", "a fresh recruit's type",
            "a fresh recruit's hex", "a fresh recruit not made",
            "another seat's private log line"} <= names


def test_another_seats_chop_order_does_not_take_the_last_forest_change_from_view() -> None:
    """R-M11 (M12): with one chop-and-plant hex left in the box, Red's secret order to chop a
    forest does not change what Blue's Builder is offered (Blue cannot know it); when both
    have ordered a chop, Red's, carried out first, takes the hex and Blue gets its gold back."""
    g = new_game()
    s = g.state
    open_map(s)
    set_terrain(s, [(3, -3), (-1, 2)], "forest")
    red_builder = put(s, 0, "builder", (3, -3))
    blue_builder = put(s, 1, "builder", (-1, 2))
    build_phase(s, gold=12)
    s.changes = works.CHANGES - 1
    g.act(f"chop:u{red_builder.id}")
    g.act("builds_done")
    assert g.current_player == 1
    assert_same_for(1, g, variant(g, lambda st: st.orders.update(
        {red_builder.id: ("road", None, None)})))
    assert f"chop:u{blue_builder.id}" in g.legal_action_ids()
    g.act(f"chop:u{blue_builder.id}")
    g.act("builds_done")
    # both ordered the last hex: the first carried out takes it, the other's gold comes back
    assert s.changes == works.CHANGES
    assert s.realm.terrain(Hex(3, -3)) == "grass" and s.realm.terrain(Hex(-1, 2)) == "forest"
    assert s.players[1].gold == 12 and s.players[0].gold == 12 - C.roads.chop_gold


# -- what a seat does see ---------------------------------------------------------------------

def _pieces(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for sp in view["table"]["spaces"] for p in sp["pieces"]}


def test_an_identified_block_shows_its_type_and_a_hidden_one_does_not() -> None:
    """M6: Red's Pikeman sees Blue's Archer on grassland 2 hexes off: its view names it; the
    Swordsman in a forest 2 hexes off stays a plain block until a Red unit stands next to it;
    the public view names neither."""
    g = new_game()
    s = g.state
    open_map(s)
    set_terrain(s, [(0, 2)], "forest")
    put(s, 0, "pikeman", (0, 0))
    archer = put(s, 1, "archer", (2, 0))
    sword = put(s, 1, "swordsman", (0, 2))
    s.step, s.round, s.builders = "action", 2, []
    s.changed()
    pieces = _pieces(g.view(0))
    assert pieces[f"u{archer.id}"]["icon"] == "archer"
    assert "Archer" in pieces[f"u{archer.id}"]["label"]
    assert "icon" not in pieces[f"u{sword.id}"]
    assert "Swordsman" not in pieces[f"u{sword.id}"]["label"]
    put(s, 0, "pikeman", (1, 2))
    assert _pieces(g.view(0))[f"u{sword.id}"]["icon"] == "swordsman"
    public = _pieces(g.view(None))
    assert "icon" not in public[f"u{archer.id}"] and "icon" not in public[f"u{sword.id}"]


@pytest.mark.parametrize("players, seed", [(2, 21), (4, 22)])
def test_every_block_a_seat_identifies_shows_its_type_in_its_view(players: int, seed: int) -> None:
    """M6 over random play: in each seat's view every block of its own and every block it
    identifies carries its type; every other block does not."""
    shown = 0
    for g in positions(players, seed, every=89, count=5):
        state = g.state
        for s in range(players):
            known = fog.identified(state, s)
            pieces = _pieces(g.view(s))
            for u in state.units.values():
                if u.fresh and u.seat != s:
                    assert f"u{u.id}" not in pieces
                    continue
                piece = pieces[f"u{u.id}"]
                if u.seat == s or u.id in known:
                    assert piece["icon"] == u.kind
                    shown += u.seat != s
                else:
                    assert "icon" not in piece
    assert shown >= 1


@pytest.mark.parametrize("scenario", ["starter", "advanced"])
def test_identified_blocks_are_those_the_sight_rule_identifies(scenario: str) -> None:
    """``fog.identified`` reads each viewer's remembered sight instead of tracing a line per
    block; it must name exactly the enemy blocks that ``sight.identified`` — the rule of
    [Fog of War & LOS], on the seat's viewers — identifies, at every step of a random game,
    less the recruits of a Build phase not yet shown (R-M11)."""
    from hexrealms.games.multiverse_war import sight, teams
    g = Game.new({"ruleset": "multiverse_war", "players": 4, "seed": 21, "scenario": scenario})
    pick = Rng(5)
    checked = 0
    for _ in range(400):
        if g.finished:
            break
        s = g.state
        for seat in range(4):
            viewers = fog.eyes(s, seat)
            expected = {u.id for u in s.units.values() if not teams.allied(s, u.seat, seat)
                        and not u.fresh and sight.identified(s.realm, u.at, viewers, fog.storm(s), fog.raised(s))}
            found = {i for i in fog.identified(s, seat) if s.units[i].seat != seat}
            assert found == expected
            checked += len(expected)
        g.act(pick.choice(g.legal_action_ids()))
    assert checked > 0


def _layout_is_fresh(s: State) -> None:
    from hexrealms.games.multiverse_war import supply
    fresh = s.clone()
    fresh.layout, fresh.memo = {}, {}
    for b in s.buildings.values():
        assert s.building_at(b.at) is b
    for h in s.roads:
        here, there = s.building_at(h), fresh.building_at(h)
        assert (here and here.id) == (there and there.id)
    for seat in range(len(s.players)):
        assert supply.network(s, seat) == supply.network(fresh, seat)
        assert supply.income(s, seat) == supply.income(fresh, seat)


@pytest.mark.parametrize("scenario", ["starter", "advanced"])
def test_the_remembered_layout_matches_a_fresh_count_at_every_step(scenario: str) -> None:
    """Supply lines, income and the building on each hex are remembered in the state's
    ``layout``, which clones share until a road or building changes (``State.rebuilt``). At
    every step of a random game — after a fork has played a step of its own on the shared
    layout — they must equal what a state with nothing remembered works out."""
    g = Game.new({"ruleset": "multiverse_war", "players": 4, "seed": 33, "scenario": scenario})
    pick = Rng(9)
    layouts = set()
    for _ in range(500):
        if g.finished:
            break
        twin = g.fork(pick.next_u64())
        twin.act(pick.choice(twin.legal_action_ids()))
        _layout_is_fresh(g.state)
        _layout_is_fresh(twin.state)
        layouts.add(id(g.state.layout))
        g.act(pick.choice(g.legal_action_ids()))
    assert len(layouts) > 3  # roads or buildings did change along the way


@pytest.mark.parametrize("version", [6, 7])
def test_bots_rank_only_what_the_game_offers_while_another_seats_recruit_is_secret(
        version: int) -> None:
    """Blue recruits a Pikeman from its Barracks onto a hex of Red's Settlement zone; until the
    Build phase ends Red does not see it, so a sample of what Red cannot know has that hex
    free. Under rules version 6 the game did not offer Red that hex (a leak, closed in
    version 7: now it does, and Red's choices are those of the game without Blue's recruit);
    a greedy bot once chose it (an illegal action: a 400-game bot run stopped on it), so bots
    rank only the game's choices."""
    from hexrealms.bots import GreedyBot, MasterBot
    from hexrealms.games.multiverse_war.movement import neighbour
    from .board import build_phase, new_game, open_map, raise_building

    g = new_game(first=1, rules_version=version)
    s = g.state
    open_map(s)
    zone = s.realm.settlement_zone(0)
    target, spot = next((h, neighbour(h, d)) for h in zone for d in range(1, 7)
                        if neighbour(h, d) not in zone and s.building_at(h) is None)
    raise_building(s, 1, "barracks", (spot.q, spot.r))
    build_phase(s, gold=20)
    g.act(f"recruit:pikeman:{target.q},{target.r}")
    while g.current_player == 1:
        g.act("builds_done")
    assert g.current_player == 0
    hidden = f"recruit:pikeman:{target.q},{target.r}"
    offered = set(g.legal_action_ids())
    assert (hidden in offered) == (version >= 7)
    assert any(a.to_str() == hidden for a in g.fork(3, viewer=0).legal())  # the situation
    recruit = next(u.id for u in s.units_at(target) if u.seat == 1)

    def unmade(st: State) -> None:
        del st.units[recruit]

    if version >= 7:
        assert_same_for(0, g, variant(g, unmade))
    else:  # the leak the no-leak check finds
        with pytest.raises(AssertionError):
            assert_same_for(0, g, variant(g, unmade))
    for seed in range(6):
        ranked = {a.to_str() for _, a in GreedyBot(seed).ranked(g)}
        assert ranked == offered, seed
        assert MasterBot(seed, playouts=1).choose(g) in offered


@pytest.mark.parametrize("scenario", ["starter", "advanced"])
def test_remembered_sight_outlives_only_the_map_changes_beyond_it(scenario: str) -> None:
    """``Realm.sight`` keeps what a viewer sees from a hex across a turned territory or a
    changed forest farther away than any sight reaches, and forgets it nearer. At every step
    of a random game (bots' forks playing a step of their own on the shared map) each
    remembered entry must equal the sight worked out afresh [Fog of War & LOS]; and some
    entries must have outlived a change, or the test proves nothing."""
    from hexrealms.games.multiverse_war import sight
    g = Game.new({"ruleset": "multiverse_war", "players": 4, "seed": 41, "scenario": scenario})
    pick = Rng(13)
    outlived = 0
    for _ in range(400):
        if g.finished:
            break
        for seat in range(4):
            fog.identified(g.state, seat)  # fills the memo, as a bot's evaluation does
        twin = g.fork(pick.next_u64())
        twin.act(pick.choice(twin.legal_action_ids()))
        before, kept = g.state.realm.sight, dict(g.state.realm.sight)
        g.act(pick.choice(g.legal_action_ids()))
        if g.state.realm.sight is not before:  # the map changed under this step
            outlived += sum(k in kept for k in g.state.realm.sight)
        for state in (g.state, twin.state):
            if state.realm.sight is before:
                continue  # what was remembered before, on the same map, was checked then
            for (at, viewer, (stormy, tall)), seen in state.realm.sight.items():
                assert seen == sight.visible_hexes(state.realm, at, viewer, stormy, dict(tall))
    assert outlived > 0
