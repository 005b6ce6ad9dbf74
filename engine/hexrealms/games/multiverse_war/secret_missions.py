"""Secret missions [Secret Missions] (R-M7): each player is dealt 1 from the deck of 8 (a chance
draw, so the order of the deck never exists before it is drawn) and keeps it hidden; on
completing it the player shows it and draws another; completing a third wins (the Emperor's
agenda). Missions are checked after each action phase, with the bonus missions."""

from __future__ import annotations

from .content import content
from .missions import progress
from .state import State

_C = content()
S = _C.secret_missions


def unseen(state: State) -> list[str]:
    """The missions still in the deck: neither held nor shown by anyone."""
    out = list(S.deck)
    for p in state.players:
        for m in p.secret + p.secret_done:
            if m in out:
                out.remove(m)
    return out


def have(state: State, seat: int, mission: str) -> tuple[int, int]:
    """How far the seat is on a mission, the bonus ones' tests and the secret ones'."""
    m = _C.mission[mission]
    p = state.players[seat]
    if m.test == "destroy_buildings":
        return len(p.razed), m.amount
    if m.test == "hold_mine":
        return p.mine_streak[1], m.amount
    if m.test == "adventures_won":
        return p.adventures_won, m.amount
    if m.test == "hero_level":
        return (p.hero.level if p.hero is not None else 0), m.amount
    return progress(state, seat, mission)


def deal(state: State, seat: int, mission: str) -> None:
    p = state.players[seat]
    p.secret.append(mission)
    state.say(f"{p.name} draws a secret mission.", seat,
              f"{p.name} draws the secret mission {_C.mission[mission].name}: "
              f"{_C.mission[mission].text}")


def check(state: State) -> None:
    """Shows every completed secret mission and owes its player another draw."""
    for p in state.players:
        for m in list(p.secret):
            got, need = have(state, p.seat, m)
            if got >= need:
                p.secret.remove(m)
                p.secret_done.append(m)
                state.say(f"{p.name} shows a completed secret mission: {_C.mission[m].name} "
                          f"({len(p.secret_done)} of {S.to_win}).")
                owed = sum(d.startswith("deal:") for d in state.due)
                if len(p.secret_done) < S.to_win and len(unseen(state)) > owed:
                    state.due.append(f"deal:{p.seat}")
