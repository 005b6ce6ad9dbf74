"""The hot state of a game of Hyborian Gates Empires: plain slotted classes that the rules and
the bots mutate (ARCHITECTURE.md, principle 2). Everything copies cheaply and encodes
canonically for ``state_hash``.

Nothing random is stored ahead of time: a unit pile and the deck are counts per kind, and what
comes out is drawn when it comes out (principle 4). The universe is derived from the config's universe
number and shared by every copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .universe import Universe, roll_universe

#: The ruleset's rules version (``HyborianGates.rules_version``), bumped when a change would
#: replay old save links differently (ARCHITECTURE.md, "The Ruleset protocol"). Version 2 lists
#: a recruit's placements that would overfill a stack after the others (RULES-NOTES.md); a
#: game saved under version 1 keeps the order it was played with.
RULES_VERSION = 2
#: The first rules version whose recruit placements list overfilling ones last.
OVERFLOW_LAST = 2


@dataclass(slots=True)
class Stack:
    """A stack of units [STACKS] on one space. ``units`` are kind ids (``"cha.monster"``) in
    content order. Movement bookkeeping for the current turn: ``done`` (it has moved, R-G8),
    ``spent`` (MP already used: a Gate Master hop), ``bonus`` (Moon Rider), ``party`` (the id
    of the unmoved stack split off from it this turn, which further splits grow). ``held``: a
    Red Field of Force keeps it still through its owner's next turn (R-G11)."""

    id: int
    seat: int
    space: int
    units: list[str]
    done: bool = False
    spent: int = 0
    bonus: int = 0
    held: bool = False
    party: int | None = None

    def clone(self) -> "Stack":
        return Stack(self.id, self.seat, self.space, self.units[:], self.done, self.spent,
                     self.bonus, self.held, self.party)

    @property
    def sid(self) -> str:
        """The id actions and the view use: ``"s12"``."""
        return f"s{self.id}"


@dataclass(slots=True)
class Player:
    """A seat at the table. ``hand`` is sorted card ids (secret, R-G13); ``stamp`` changes
    whenever the hand does, so a Mind Jewel look stays exact knowledge until then; ``peace``:
    a Peace Bringer forbids moving into battle through this player's next turn; ``out``: no
    units on the map at the start of a turn (R-G6)."""

    seat: int
    name: str
    bot: str | None
    hand: list[str] = field(default_factory=list)
    stamp: int = 0
    peace: bool = False
    out: bool = False

    def clone(self) -> "Player":
        return Player(self.seat, self.name, self.bot, self.hand[:], self.stamp, self.peace,
                      self.out)


@dataclass(slots=True)
class Play:
    """A card played in a battle's card window: by ``seat``; ``target`` the unit kind a
    Destroy or Take card aims at; ``negates`` the index of the play an Immunity negates."""

    seat: int
    card: str
    target: str | None = None
    negates: int | None = None


@dataclass(slots=True)
class Battle:
    """The battle being fought [BATTLE PHASE], R-G10. ``stage``: ``"window"`` (cards are
    played, ``to_act`` decides, ``passes`` counts passes in a row), ``"roll"`` (the casualty
    d6 is due), ``"casualties"`` (the winner's owner removes ``casualties`` more units)."""

    space: int
    attacker: int
    defender: int
    to_act: int
    plays: list[Play] = field(default_factory=list)
    passes: int = 0
    stage: str = "window"
    winner: int | None = None
    loser_size: int = 0
    casualties: int = 0
    shield: int = 0
    extra: int = 0

    def clone(self) -> "Battle":
        return Battle(self.space, self.attacker, self.defender, self.to_act,
                      [Play(p.seat, p.card, p.target, p.negates) for p in self.plays],
                      self.passes, self.stage, self.winner, self.loser_size, self.casualties,
                      self.shield, self.extra)


@dataclass(slots=True)
class Decision:
    """A decision outside the active player's free choices: ``seat`` decides, ``kind`` says
    what (``pick``, ``place``, ``walk``, ``jump``, ``respond``, ``discard``, ``lose``,
    ``disband``, ``order``), ``data`` holds what the choice needs (plain JSON values)."""

    seat: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> "Decision":
        return Decision(self.seat, self.kind, dict(self.data))


@dataclass(slots=True)
class Peek:
    """What a Mind Jewel showed ``viewer`` of ``victim``'s hand, in round ``round``; the
    victim's hand ``stamp`` then tells whether it is still exact."""

    viewer: int
    victim: int
    cards: list[str]
    stamp: int
    round: int


#: Chance points: ``(kind, seat, space)``. ``start`` a starting unit for seat's stack at a City,
#: ``recruit`` a unit recruited at a City, ``card`` a card for seat's hand, ``d6`` the
#: casualty roll.
ChanceEvent = tuple[str, int, int]


@dataclass(slots=True)
class State:
    """The whole table.

    ``step`` is where the game's automatic flow stands (``pick``, ``deal``, ``turn_start``,
    ``recruit``, ``move``, ``battles``, ``vortex``, ``turn_end``, ``over``); ``order`` the
    seats in turn order (R-G7) and ``active`` the seat whose turn it is; ``round`` counts from
    1 and ``turns`` counts every turn begun. ``chance`` holds chance points due (first one
    now); ``pending`` decisions (the last one decides first). ``piles`` and ``deck`` are
    counts; ``discard`` the spent cards, face up. ``rules``: the rules version in force,
    ``config.rules(RULES_VERSION)`` (a game loaded from an older save link keeps its rules).
    """

    map: int
    universe: Universe
    rounds: int
    players: list[Player]
    order: list[int]
    stacks: dict[int, Stack] = field(default_factory=dict)
    next_stack: int = 1
    piles: dict[str, int] = field(default_factory=dict)
    deck: dict[str, int] = field(default_factory=dict)
    discard: dict[str, int] = field(default_factory=dict)
    step: str = "pick"
    active: int = 0
    round: int = 1
    turns: int = 0
    picks: list[int] = field(default_factory=list)
    recruits: list[int] = field(default_factory=list)
    chance: list[ChanceEvent] = field(default_factory=list)
    pending: list[Decision] = field(default_factory=list)
    battle: Battle | None = None
    peeks: list[Peek] = field(default_factory=list)
    winner: int | None = None
    reason: str = ""
    #: the story (ARCHITECTURE.md, "The view"): a line per event, and a heading
    #: ``{"round", "title"}`` where a player's turn begins
    log: list[str | dict[str, Any]] = field(default_factory=list)
    rules: int = RULES_VERSION

    def clone(self) -> "State":
        """An independent copy, field by field (far faster than ``copy.deepcopy``: bots and
        the undo window clone often). The universe is shared: it never changes."""
        return State(
            self.map, self.universe, self.rounds, [p.clone() for p in self.players],
            self.order[:], {k: s.clone() for k, s in self.stacks.items()}, self.next_stack,
            dict(self.piles), dict(self.deck), dict(self.discard), self.step, self.active,
            self.round, self.turns, self.picks[:], self.recruits[:], self.chance[:],
            [d.clone() for d in self.pending], self.battle.clone() if self.battle else None,
            self.peeks[:], self.winner, self.reason, self.log[:], self.rules)

    # -- small queries used everywhere -------------------------------------------------------
    def stacks_at(self, space: int) -> list[Stack]:
        """The stacks on a space, oldest first."""
        return [s for s in self.stacks.values() if s.space == space]

    def stacks_of(self, seat: int) -> list[Stack]:
        return [s for s in self.stacks.values() if s.seat == seat]

    def occupants(self) -> dict[int, set[int]]:
        """Space → the seats with a stack there."""
        out: dict[int, set[int]] = {}
        for s in self.stacks.values():
            out.setdefault(s.space, set()).add(s.seat)
        return out

    def new_stack(self, seat: int, space: int, units: list[str]) -> Stack:
        stack = Stack(self.next_stack, seat, space, units)
        self.stacks[stack.id] = stack
        self.next_stack += 1
        return stack

    def canonical(self) -> dict[str, Any]:
        """Every field as plain JSON data in a fixed order (the universe by its number). A
        version-1 game leaves its ``rules`` out, so its encoding keeps the shape it had."""
        out: dict[str, Any] = {
            "map": self.map, "rounds": self.rounds,
            "players": [[p.seat, p.name, p.bot, p.hand, p.stamp, p.peace, p.out]
                        for p in self.players],
            "order": self.order,
            "stacks": [[s.id, s.seat, s.space, s.units, s.done, s.spent, s.bonus, s.held,
                        s.party] for s in self.stacks.values()],
            "next_stack": self.next_stack, "piles": sorted(self.piles.items()),
            "deck": sorted(self.deck.items()), "discard": sorted(self.discard.items()),
            "step": self.step, "active": self.active, "round": self.round, "turns": self.turns,
            "picks": self.picks, "recruits": self.recruits,
            "chance": [list(c) for c in self.chance],
            "pending": [[d.seat, d.kind, sorted(d.data.items())] for d in self.pending],
            "battle": None if self.battle is None else [
                self.battle.space, self.battle.attacker, self.battle.defender,
                self.battle.to_act, [[p.seat, p.card, p.target, p.negates]
                                     for p in self.battle.plays],
                self.battle.passes, self.battle.stage, self.battle.winner,
                self.battle.loser_size, self.battle.casualties, self.battle.shield,
                self.battle.extra],
            "peeks": [[k.viewer, k.victim, k.cards, k.stamp, k.round] for k in self.peeks],
            "winner": self.winner, "reason": self.reason, "log": self.log,
        }
        if self.rules != 1:
            out["rules"] = self.rules
        return out


def empty_state(number: int, rounds: int, players: list[Player], order: list[int],
                rules: int = RULES_VERSION) -> State:
    """A table with universe number ``number`` and nothing on it yet, played by rules version
    ``rules``."""
    return State(number, roll_universe(number), rounds, players, order, rules=rules)
