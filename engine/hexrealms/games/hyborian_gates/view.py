"""The generic view the browser draws (ARCHITECTURE.md, "The view"): six square boards, 294
spaces with their stacks, one link per Gate connection, and panels (hands, unit piles, the
battle, the deck, each player's counters).

Secrets (R-G13): a hand's cards appear only in its owner's view (others see a count), and a
Mind Jewel's snapshot only in the view of the player who looked.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .battle import contested, in_effect, totals
from .board import control
from .cards import hand_panel, held_cards, instance_id, peek_panel
from .config import GatesConfig
from .content import content
from .force import KIND, PARTS, strength
from .labels import detail
from .movement import move_points
from .rules import current, legal_actions
from .scoring import breakdown
from .state import Stack, State
from .text import (TIMING_SHORT, card_name, card_text, coordinate, place_name, place_where,
                   requirement, unit_name, unit_tip, units_text)
from .universe import SHANGRILA, Space

_C = content()
NUM = _C.numbers
PHASES = {"pick": "Setup", "deal": "Setup", "turn_start": "Recruit Phase",
          "recruit": "Recruit Phase", "move": "Move Phase", "battles": "Battle Phase",
          "vortex": "Vortex Phase", "turn_end": "Vortex Phase", "over": "Game over"}
#: What each badge on a stack says (ARCHITECTURE.md, PIECE ``badges``): a short text drawn
#: on the piece (at most 2 characters, ink on paper, so no colour is needed to read it) and
#: its rules text, so what a decision depends on reads from the board, not a tooltip alone.
BADGES = {
    "held": ("RF", "Held by a Red Field of Force: it may not move or split until the end of "
                   "its owner's next turn."),
    "peace": ("PB", "Peace Bringer: its owner may not move stacks into a battle until the end "
                    "of its next turn."),
    "moved": ("✓", "Has moved this turn: each stack moves once a turn."),
    "bonus": ("+", "Moon Rider: Move +{n} this turn."),
    "over": ("!", "{n} units: over the limit of {limit}; in the Vortex Phase its owner "
                  "disbands {over}."),
}
#: What a stack's label (its accessible name and the space's description) adds per badge.
BADGE_WORDS = {"held": "held by a Red Field", "peace": "under a Peace Bringer",
               "moved": "moved", "bonus": "Moon Rider", "over": "over the limit"}
PEACE_TIP = ("A Peace Bringer names {name}: until the end of its next turn it may not move a "
             "stack into a space with an enemy stack.")
BATTLE_MARK = ("⚔", "Two players' stacks meet here: a battle is fought in the Battle Phase.")
PART_LABELS = {"units": "Units' Force", "monsters": f"Monsters +{NUM.monster_bonus} each",
               "companions": "Companions' bonus", "trooper": f"Trooper +{NUM.trooper_bonus}",
               "city": f"City defender +{NUM.city_bonus}", "cards": "Cards"}


def phase(state: State) -> str:
    """The phase players see; the Power Surge Phase is while its draws are due."""
    if state.step == "move" and state.chance and state.chance[0][0] == "card":
        return "Power Surge Phase"
    return PHASES[state.step]


def game_view(state: State, config: GatesConfig, viewer: int | None) -> dict[str, Any]:
    """The whole table as ``viewer`` may see it (``None``: the public view)."""
    ctrl = control(state)
    return {
        "ruleset": "hyborian_gates",
        "config": config.model_dump(mode="json", exclude={"seed"}),
        "turn": state.round,
        "phase": phase(state),
        "players": [player_view(state, p.seat, ctrl) for p in state.players],
        "log": state.log[-200:],
        "table": {
            "boards": boards(),
            "spaces": [space_view(state, s, ctrl) for s in state.universe.spaces],
            "links": links(state),
            "panels": panels(state, viewer, ctrl),
            "hint": hint(state, viewer),
        },
    }


def player_view(state: State, seat: int, ctrl: dict[int, int]) -> dict[str, Any]:
    p = state.players[seat]
    look = _C.seats[seat]
    b = breakdown(state, seat, ctrl)
    need = _C.pyramids_to_win(len(state.players))
    summary = [
        {"label": "Pyramids", "value": f"{b['pyramids']}/{need}",
         "tip": f"Pyramids held; {need} at the start of your turn win."},
        {"label": "Cities", "value": b["cities"], "tip": "Cities held: each recruits a unit."},
        {"label": "Units", "value": b["units"], "tip": "Units on the map."},
        {"label": "Cards", "value": len(p.hand), "tip": "Cards in hand (secret)."},
    ]
    if p.out:
        summary.append({"label": "Out", "value": "yes",
                        "tip": "No units on the map at the start of a turn."})
    if p.peace:
        summary.append({"label": "Peace Bringer", "value": "no attacks",
                        "tip": PEACE_TIP.format(name=p.name)})
    return {"seat": seat, "name": p.name, "colour": look.colour, "letter": look.letter,
            "shape": look.shape, "bot": p.bot, "summary": summary}


def boards() -> list[dict[str, Any]]:
    out = []
    for d in _C.dimensions:
        pile = ", ".join(f"{e.count} {_C.type_info[e.type].name}s (Force {e.force})"
                         for e in _C.piles[d.id])
        out.append({"id": d.id, "title": d.name, "grid": "square", "cols": _C.board_size,
                    "rows": _C.board_size,
                    "tip": f"{d.name}: {d.land}; {d.strength}. Its pile: {pile}."})
    return out


def space_tip(state: State, s: Space) -> str:
    """What the terrain does here, and where a Gate leads."""
    text = _C.terrains[s.terrain].text  # type: ignore[index]
    uni = state.universe
    if s.terrain == "gate":
        dims = ", ".join(_C.dimensions[d].name for d in sorted(s.connects))
        linked = ", ".join(place_where(uni, g) for g in uni.links[s.index]) or "none"
        text += f" Connection rolls: {dims}. Connected Gates: {linked}."
    elif s.terrain == "city":
        dim = _C.dimensions[s.board]
        text += f" Recruits {dim.adjective} units."
        if s.index in uni.shangrila:
            text += (f" A {SHANGRILA}: no Gate shares its land, so only a Dimension Walk "
                     "reaches it; it cannot be a starting City.")
    return text


def space_view(state: State, s: Space, ctrl: dict[int, int]) -> dict[str, Any]:
    named = s.terrain in ("city", "pyramid")
    out: dict[str, Any] = {
        "id": s.id, "board": _C.dimensions[s.board].id, "col": s.col, "row": s.row,
        "terrain": s.terrain, "label": place_name(state.universe, s.index), "short": s.short,
        "tip": space_tip(state, s), "owner": ctrl.get(s.index) if named else None,
        "hidden": False, "markers": [], "pieces": [],
    }
    if s.terrain == "gate":
        letters = "".join(_C.dimensions[d].code for d in sorted(s.connects))
        out["markers"].append({"icon": "gate", "text": letters, "tip": "Connects to " + ", ".join(
            _C.dimensions[d].name for d in sorted(s.connects))})
    here = [st for st in state.stacks.values() if st.space == s.index]
    if len({st.seat for st in here}) > 1:
        out["markers"].append({"text": BATTLE_MARK[0], "tip": BATTLE_MARK[1]})
    out["pieces"] = [piece(state, st) for st in here]
    return out


def stack_states(state: State, st: Stack) -> list[tuple[str, str, str]]:
    """What a decision may depend on about a stack, as ``(key, badge text, rules text)``: held
    by a Red Field, its owner under a Peace Bringer, moved this turn, a Moon Rider bonus, over
    the stack limit."""
    out = []
    if st.held:
        out.append(("held", *BADGES["held"]))
    if state.players[st.seat].peace:
        out.append(("peace", *BADGES["peace"]))
    if st.done:
        out.append(("moved", *BADGES["moved"]))
    if st.bonus:
        text, tip = BADGES["bonus"]
        out.append(("bonus", f"{text}{st.bonus}", tip.format(n=st.bonus)))
    if len(st.units) > NUM.stack_limit:
        text, tip = BADGES["over"]
        out.append(("over", text, tip.format(n=len(st.units), limit=NUM.stack_limit,
                                             over=len(st.units) - NUM.stack_limit)))
    return out


def piece(state: State, st: Stack) -> dict[str, Any]:
    """One stack: its units as parts, its Force and Move in the tip, and a badge for each
    state a decision depends on (``stack_states``), named in its label too."""
    owner = state.players[st.seat].name
    marks = stack_states(state, st)
    tip = (f"{owner}'s stack: {units_text(st.units)}. Force {strength(st.units)} on its own; "
           f"Move {move_points(st)}.")
    label = f"{owner}: {len(st.units)} unit{'s' if len(st.units) != 1 else ''}"
    if marks:
        label += " (" + ", ".join(BADGE_WORDS[key] for key, _, _ in marks) + ")"
    out: dict[str, Any] = {
        "id": st.sid, "seat": st.seat, "icon": "stack", "count": len(st.units),
        "label": label, "tip": tip,
        "parts": [{"icon": KIND[u].type, "text": str(KIND[u].force), "tip": unit_tip(u)}
                  for u in st.units]}
    if marks:
        out["badges"] = [{"text": text, "tip": why} for _, text, why in marks]
    return out


def links(state: State) -> list[dict[str, Any]]:
    uni = state.universe
    out = []
    for g in uni.gates:
        for h in uni.links[g]:
            if h > g:
                out.append({"from": uni.spaces[g].id, "to": uni.spaces[h].id, "kind": "gate",
                            "tip": f"{place_where(uni, g)} ⇄ {place_where(uni, h)}: "
                                   f"{NUM.gate_hop_cost} Move Point."})
    return out


def card_entry(card_id: str, entry_id: str) -> dict[str, Any]:
    """One drawn card of a card panel, under its own id (``cards.instance_id``)."""
    c = _C.card[card_id]
    return {"id": entry_id, "name": c.name, "text": card_text(c),
            "tags": [TIMING_SHORT[c.timing], requirement(c)]}


def card_entries(panel: str, cards: list[str]) -> list[dict[str, Any]]:
    """A panel's cards, one entry per drawn card: a second copy of a card has its own id and
    says that it is the same card (an action acts on the first copy)."""
    out = []
    copies: Counter[str] = Counter()
    for card in cards:
        k = copies[card]
        copies[card] += 1
        entry = card_entry(card, instance_id(panel, card, k))
        if k:
            entry["tags"].append(f"copy {k + 1}")
            entry["text"] = (f"A second copy of {entry['name']}: the same card as the one "
                             "before it (a card you act on is its first copy). "
                             + entry["text"])
        out.append(entry)
    return out


#: The word on a card for what an action does with it (ARCHITECTURE.md, PANEL ``verb``).
VERBS = {"play": "Play", "discard": "Discard", "respond": "Negate"}


def card_verbs(state: State, viewer: int | None) -> dict[str, str]:
    """Card id in the viewer's hand → what the decision now does with it, from the legal
    actions naming it ("Discard", "Play", "Discard or play" for a Mind Jewel in a discard).
    Only for the player deciding now: nobody else acts on a card."""
    if viewer is None or current(state) != viewer:
        return {}
    found: dict[str, list[str]] = {}
    for a in legal_actions(state):
        if a.kind in VERBS:
            card = detail(state, a).get("card")
            if card is not None:
                words = found.setdefault(card, [])
                if VERBS[a.kind] not in words:
                    words.append(VERBS[a.kind])
    return {card: " or ".join(w if i == 0 else w.lower() for i, w in enumerate(words))
            for card, words in found.items()}


def default_verb(state: State, viewer: int) -> str:
    """The verb of a card no action names now: what the viewer's current decision does with
    cards (a discard discards), else "Play"."""
    d = state.pending[-1] if state.pending else None
    return "Discard" if d is not None and d.seat == viewer and d.kind == "discard" else "Play"


def holds_secrets(state: State, seat: int) -> bool:
    """Whether ``seat``'s own view shows what the public view does not: its hand, or a hand
    its Mind Jewel looked at (R-G13, R-G11)."""
    return bool(state.players[seat].hand) or any(k.viewer == seat for k in state.peeks)


def panels(state: State, viewer: int | None, ctrl: dict[int, int]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    verbs = card_verbs(state, viewer)
    for p in state.players:
        mine = viewer == p.seat
        cards = card_entries(hand_panel(p.seat), p.hand) if mine else []
        if cards:
            other = default_verb(state, p.seat)
            for c in cards:
                c["verb"] = verbs.get(c["id"], other)
        out.append({"id": hand_panel(p.seat), "title": f"{p.name}'s hand", "seat": p.seat,
                    "kind": "cards", "cards": cards, "hidden_count": 0 if mine else len(p.hand)})
    for k in state.peeks:
        if k.viewer == viewer:
            victim = state.players[k.victim]
            stale = "" if victim.stamp == k.stamp else " — it has changed since"
            # Its seat is the hand's owner (it is the victim's hand, shown on the table, not
            # the viewer's own); its own ids (peek-…), which no action names, so nothing on it
            # is pressable.
            out.append({"id": peek_panel(k.victim),
                        "title": f"Mind Jewel: {victim.name}'s hand in round {k.round}{stale}",
                        "seat": k.victim, "kind": "cards",
                        "cards": card_entries(peek_panel(k.victim), k.cards),
                        "hidden_count": 0})
    if state.battle is not None:
        out.append(battle_panel(state))
    out.append(piles_panel(state))
    out.append({"id": "deck", "title": "Action deck", "seat": None, "kind": "counters",
                "items": [{"label": "Deck", "value": sum(state.deck.values()),
                           "tip": "Cards left to draw; the discard pile is shuffled in when it "
                                  "runs out."},
                          {"label": "Discard pile", "value": sum(state.discard.values()),
                           "tip": "Spent cards, face up."}]})
    spent = Counter(state.discard)
    out.append({"id": "discard", "title": "Discard pile", "seat": None, "kind": "table",
                "columns": ["Card", "Copies"],
                "rows": [[c.name, spent[c.id]] for c in _C.cards if spent.get(c.id)]})
    for p in state.players:
        b = breakdown(state, p.seat, ctrl)
        out.append({"id": f"player-{p.seat}", "title": p.name, "seat": p.seat,
                    "kind": "counters", "items": [
                        {"label": "Pyramids", "value": b["pyramids"], "tip": "Pyramids held."},
                        {"label": "Cities", "value": b["cities"], "tip": "Cities held."},
                        {"label": "Cards in hand", "value": len(p.hand), "tip": "Secret."},
                        {"label": "Units", "value": b["units"], "tip": "Units on the map."}]})
    return out


def piles_panel(state: State) -> dict[str, Any]:
    """Counters left in each dimension's pile, by type."""
    types = [t.id for t in _C.types]
    rows = []
    for d in _C.dimensions:
        row: list[Any] = [d.name]
        for t in types:
            kind = f"{d.prefix}.{t}"
            row.append(state.piles[kind] if kind in state.piles else "—")
        row.append(sum(state.piles[k.id] for k in _C.kinds if k.dimension == d.id))
        rows.append(row)
    return {"id": "piles", "title": "Unit piles", "seat": None, "kind": "table",
            "columns": ["Dimension"] + [t.name for t in _C.types] + ["Left"], "rows": rows}


def battle_panel(state: State) -> dict[str, Any]:
    """Both Force Totals by part as they stand if the window closed now (Destroy and Take
    cards not yet counted), and the cards played."""
    b = state.battle
    assert b is not None
    att, dfn = state.stacks.get(b.attacker), state.stacks.get(b.defender)
    seats = [s.seat for s in (att, dfn) if s is not None]
    force = totals(state)
    names = [state.players[s].name for s in seats]
    # The Force Total comes first after the units: it is the number the battle turns on.
    rows: list[list[Any]] = [["Units"] + [units_text(s.units) for s in (att, dfn) if s],
                             ["Force Total"] + [force[s]["total"] for s in seats]]
    for part in PARTS:
        rows.append([PART_LABELS[part]] + [force[s][part] for s in seats])
    live = in_effect(b.plays)
    rows.append(["Cards played"] + [", ".join(
        card_name(p.card) + ("" if ok else " (negated)")
        for p, ok in zip(b.plays, live) if p.seat == s) or "—" for s in seats])
    return {"id": "battle", "title": f"Battle at {place_name(state.universe, b.space)}",
            "seat": None, "kind": "table", "columns": [""] + names, "rows": rows,
            "beside": True}  # beside the decisions: every battle decision depends on it


def hint(state: State, viewer: int | None = None) -> str:
    """What the decision now is about, as ``viewer`` may read it: only the deciding player's
    own view says whether its hand holds an Immunity (R-G11, R-G13)."""
    uni = state.universe
    if state.step == "over":
        return f"{state.players[state.winner].name} wins: {state.reason}." if state.winner is not None else "Game over."
    if state.chance:
        return "Drawing…"
    if state.pending:
        d = state.pending[-1]
        who = state.players[d.seat].name
        if d.kind == "pick":
            return (f"{who}: choose your starting City (each player starts in a different "
                    "dimension). Each choice says where it lies and which Pyramids and Gates "
                    "are near.")
        if d.kind == "place":
            return (f"{who}: place the recruited {unit_name(d.data['unit'])} in "
                    f"{place_name(uni, d.data['city'])} or a space next to it.")
        if d.kind in ("walk", "jump"):
            return f"{who}: choose where {card_name(d.data['card'])} takes the stack."
        if d.kind == "respond":
            by = state.players[d.data["by"]].name
            card = card_name(d.data["card"])
            hand = state.players[d.seat].hand
            if not hand:  # an empty hand is public: saying so tells nothing
                return (f"{who}: {by} played {card} on you. You hold no cards, so no Immunity: "
                        "let it take effect.")
            if viewer != d.seat:
                return (f"{who}: {by} played {card} on {who}. {who} may negate it with an "
                        "Immunity or let it take effect (asked whether or not the hand holds "
                        "one, so the question tells nothing).")
            if not held_cards(state, d.seat, "negate"):
                return (f"{who}: {by} played {card} on you. You hold no Immunity: let it take "
                        "effect. (You are asked anyway, so nobody learns what your hand "
                        "holds.)")
            return (f"{who}: {by} played {card} on you. Negate it with Immunity, or let it "
                    "take effect.")
        if d.kind == "discard":
            why = "Vortex Phase: at most 7 cards" if d.data["why"] == "vortex" else \
                card_name(d.data["why"])
            return f"{who}: discard {d.data['n']} card{'s' if d.data['n'] != 1 else ''} ({why})."
        if d.kind == "lose":
            return f"{who}: your stack won; choose {d.data['n']} casualt{'ies' if d.data['n'] != 1 else 'y'}."
        if d.kind == "disband":
            return f"{who}: Vortex Phase — disband {d.data['n']} unit{'s' if d.data['n'] != 1 else ''} (at most 6 in a stack)."
        if d.kind == "order":
            return f"{who}: choose the next battle."
    if state.battle is not None:
        b = state.battle
        return (f"Battle at {place_name(uni, b.space)}: {state.players[b.to_act].name} plays a "
                "card or passes (a pass answered by a pass closes the window).")
    who = state.players[state.active].name
    text = (f"{who}'s Move Phase: move stacks ({NUM.base_move} MP + Vehicles; Gates connect), "
            "split a stack before it moves, play cards, or end the Move Phase.")
    held = [st for st in state.stacks.values() if st.seat == state.active and st.held]
    if held:
        text += (" Held by a Red Field of Force (RF), may not move: the stack"
                 f"{'s' if len(held) > 1 else ''} at "
                 + ", ".join(place_name(uni, st.space) for st in held) + ".")
    if state.players[state.active].peace:
        text += " A Peace Bringer (PB): no moving into a battle this turn."
    battles = contested(state)
    if battles:
        text += (f" {BATTLE_MARK[0]}: a battle follows at "
                 + ", ".join(place_name(uni, p) for p in battles) + ".")
    return text


def place_details(state: State, place_id: str) -> dict[str, Any]:
    """One space explained: terrain rules, Gate connections, a City's recruits, who controls
    it and every stack on it."""
    uni = state.universe
    if place_id not in uni.by_id:
        raise ValueError(f"there is no space {place_id!r} in this universe")
    s = uni.space(place_id)
    dim = _C.dimensions[s.board]
    sections = [{"heading": _C.terrains[s.terrain].name, "text": space_tip(state, s)}]  # type: ignore[index]
    if s.terrain == "city":
        left = sum(state.piles[k.id] for k in _C.kinds if k.dimension == dim.id)
        sections.append({"heading": "Recruits", "text": (
            f"Its controller draws 1 {dim.adjective} unit here each Recruit Phase; "
            f"{left} left in the pile.")})
    if s.terrain in ("city", "pyramid"):
        owner = control(state).get(s.index)
        sections.append({"heading": "Control", "text": "Nobody." if owner is None else
                         f"{state.players[owner].name}'s stack occupies it."})
    for st in state.stacks.values():
        if st.space == s.index:
            marks = "".join(f" {text}: {why}" for _, text, why in stack_states(state, st))
            sections.append({"heading": f"{state.players[st.seat].name}'s stack", "text": (
                f"{units_text(st.units)}. Force {strength(st.units)} on its own; Move "
                f"{move_points(st)}.{marks}")})
    title = f"{place_name(uni, s.index)} — {dim.name} {coordinate(s.col, s.row)}" if s.name \
        else place_name(uni, s.index)
    return {"id": s.id, "title": title, "sections": sections}
