"""Free for all with diplomacy [Added Rules for Free For All (FFA) Games, 2]: "any treaties
last for 3 turns only and no deals can be made with the same player in the next 3 turns after
that"; "gold can be traded or loaned during the revenue phase, with no limit to the nature of
the deal".

*Designed* where the source leaves the deal to the table (RULES-NOTES.md, "Diplomacy"): a
treaty is a pact of peace — the two players' units, buildings and Settlements do not attack or
shoot at each other — proposed in the proposer's Build phase (the Revenue phase is played by
all at once) and accepted or declined by the other player at once, as a decision; it lasts
this round and the next two, and the same two players may make no new treaty for the three
rounds after. Gold changes hands 1 coin an action in the giver's Build phase: a trade or a loan
is gold given now against a promise the players keep themselves.
"""

from __future__ import annotations

from .content import content
from .state import State

FFA = content().variants.free_for_all
#: What a player reads about diplomacy on the page.
RULE = (f"Diplomacy: a treaty of peace lasts {FFA.treaty_turns} rounds (this one and the next "
        f"{FFA.treaty_turns - 1}): the two players' units and buildings do not attack or shoot at "
        f"each other. Then the same two make no new treaty for {FFA.treaty_cooldown} rounds. "
        "Offer one in your Build phase; the other player accepts or declines at once. Gold "
        "may be given to any player in your Build phase, 1 coin at a time: trades and loans "
        "are what you agree at the table.")


def on(state: State) -> bool:
    return state.uses("diplomacy")


def treaty(state: State, a: int, b: int) -> tuple[int, int, int, int] | None:
    """The treaty record of two seats: ``(low seat, high seat, last round of peace, last round
    of the pause after)``, or ``None``."""
    lo, hi = min(a, b), max(a, b)
    return next((t for t in state.treaties if t[0] == lo and t[1] == hi), None)


def at_peace(state: State, a: int, b: int) -> bool:
    """Whether two seats are bound by a treaty this round."""
    t = treaty(state, a, b) if a != b and state.treaties else None
    return t is not None and state.round <= t[2]


def may_propose(state: State, seat: int, other: int) -> bool:
    """Whether ``seat`` may offer ``other`` a treaty now: no treaty or pause between them."""
    t = treaty(state, seat, other)
    return other != seat and (t is None or state.round > t[3])


def sign(state: State, a: int, b: int) -> None:
    """A treaty from this round: peace for ``treaty_turns`` rounds, then ``treaty_cooldown``
    rounds without a new deal between the two."""
    lo, hi = min(a, b), max(a, b)
    ends = state.round + FFA.treaty_turns - 1
    state.treaties = [t for t in state.treaties if (t[0], t[1]) != (lo, hi)]
    state.treaties.append((lo, hi, ends, ends + FFA.treaty_cooldown))
    state.treaties.sort()


def expire(state: State) -> None:
    """At a round's start: treaties whose last round is over are announced as ended."""
    for lo, hi, ends, _ in state.treaties:
        if ends == state.round - 1:
            state.say(f"The treaty between {state.players[lo].name} and "
                      f"{state.players[hi].name} ends; they may make no new one until round "
                      f"{ends + FFA.treaty_cooldown + 1}.")
