"""How good a position is for one player: the bots' evaluation. It reads only what that
player may know: the public table, its own hand, and the size of the other hands.

    value(p) = Σ over p's stacks: survival × (unit × material + place)
             + card per card in hand
             + APPROACH per Pyramid p does not hold, by how many turns its best stack needs
             + win_near once p holds the Pyramids needed to win        [VICTORY]
    evaluate(seat) = value(seat) − rival × the best opponent's value  (it is a race)

- *material*: what a stack fights with that it keeps wherever it stands: printed Force +
  Monsters' +2 + Companions' +1 per other unit (R-G9), and TROOPER_MATERIAL for having a
  Trooper. The +6 Trooper bonus itself is left out: it counts once per stack, so counting it
  made every lone Trooper worth a whole extra unit and the bots split stacks into single
  Troopers for nothing.
- *place*: pyramid on a Pyramid, city on a City (it recruits every turn, G8) — the stack's
  space, so control (R-G5) is counted through the stack that holds it; a Pyramid is worth half
  (threat) when an enemy stack that would beat its holder is within its Move Points of it.
- *survival*: 1, except where a battle is due (the active player's stack shares a space with an
  enemy stack, R-G10): there the attacker wins with probability
  ``logistic((attack − defence − ½) / swing)`` on the Force Totals (cards in effect counted,
  Destroy and Take applied; swing stands for the cards still to come), the loser's stack is
  gone and the winner keeps its units less the expected casualty roll E[min(d6, loser's size)].
  So moving into battle, and playing a card in the window, are worth what they change in the
  odds.

The weights that differ by level are ``Weights``. ``ADEPT`` is the greedy bot's, and what the
game's figures were measured with. ``MASTER``, master's evaluation (the ruleset's
``master_evaluate``), values a City as the recruits it brings every turn rather than as a
place held now: ``city`` 10 instead of 3. Chosen by matches of one greedy bot with a changed
weight against three Adept bots, 100 standard four-player games on seeds 9001 on (``python
bench/evaluation_match.py --ruleset hyborian_gates --weights …``; 25 is an equal share):
Adept's own weights 26; ``city`` 6 / 10 / 15: 44 / 65 / 63; ``pyramid`` 20: 26; ``unit``
0.125 / 0.5: 24 / 22; ``rival`` 0.3: 27. Master's figure is in the README.

A won game is worth +1000, a lost one −1000. The earlier evaluation (10 per Pyramid, 3 per
City, 0.25 per point of ``strength`` counting the Trooper bonus, 2 / (1 + MP) per Pyramid; kept
in bench/gates_evaluation_ab.py) made greedy split its stacks into lone Troopers and attack
without regard to the odds. Measured: one greedy bot with this evaluation against three with
the earlier one won 41 of 100 standard four-player games (41.0%, 95% CI 31.9%–50.8%; 25% if
equal); greedy against three random bots won 197 of 200 (98.5%, 95.7%–99.5%).

Speed matters as much as the weights: greedy evaluates every legal action (hundreds in a Move
Phase), so a stack's figures are cached per distinct unit list (``feat``) and the distances to
Pyramids per universe; one evaluation costs about 0.1 ms with twenty stacks on the map (stop
60, over the positions two two-player master duels evaluated), and a master duel spends most
of its time here (``python bench/bot_speed.py --ruleset hyborian_gates`` times the bots'
moves). The loops over stacks are the cost: written without helper calls and with each seat's
nearest stack found by ``map(max, …)``, the same values came no faster (stop 60), and only one
evaluated position in six repeats another within a duel, too few for a cache to pay.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass

from .battle import acting
from .cards import CARD
from .content import content
from .force import KIND, card_bonus
from .state import Stack, State
from .universe import Universe

WIN, LOSS = 1000.0, -1000.0

_C = content()
NUM = _C.numbers

TROOPER_MATERIAL = 2.0
APPROACH = 2.0


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights that differ by level (the module docstring; ``TROOPER_MATERIAL``
    and ``APPROACH`` are fixed: the caches of stacks' figures and distances hold them)."""

    pyramid: float = 10.0
    win_near: float = 30.0
    city: float = 3.0
    unit: float = 0.25
    card: float = 0.5
    threat: float = 0.5
    rival: float = 0.6
    swing: float = 2.5


#: the greedy bot's (Adept's) weights
ADEPT = Weights()
#: master's weights (the module docstring)
MASTER = Weights(city=10.0)


class Feat:
    """What the evaluation needs of a stack's units, computed once per distinct unit list:
    ``base`` printed Force + Monster bonus, ``comp`` Companions, ``n`` units, ``trooper``,
    ``mp`` its Move Points next turn (2 + Vehicles), ``material`` (module docstring)."""

    __slots__ = ("base", "comp", "n", "trooper", "mp", "material", "alone")

    def __init__(self, units: tuple[str, ...]) -> None:
        kinds = [KIND[u] for u in units]
        self.n = len(units)
        self.base = sum(k.force + (NUM.monster_bonus if k.type == "monster" else 0)
                        for k in kinds)
        self.comp = sum(1 for k in kinds if k.type == "companion")
        self.trooper = any(k.type == "trooper" for k in kinds)
        self.mp = NUM.base_move + sum(1 for k in kinds if k.type == "vehicle")
        synergy = NUM.companion_bonus * self.comp * (self.n - self.comp)
        self.material = self.base + synergy + (TROOPER_MATERIAL if self.trooper else 0.0)
        #: the Force Total without Trooper, City or card bonuses
        self.alone = self.base + synergy

    def force(self, foe: "Feat | None", city: bool) -> int:
        """The Force Total against ``foe`` without cards (``force.force_parts``)."""
        total = self.alone
        if self.trooper and not (foe is not None and foe.trooper):
            total += NUM.trooper_bonus
        return total + (NUM.city_bonus if city else 0)


def _beats(a: Feat, b: Feat) -> bool:
    """Whether stack ``a`` attacking stack ``b`` on open ground (a Pyramid) wins without
    cards: a higher Force Total, ties to the defender (R-G10)."""
    fa, fb = a.alone, b.alone
    if a.trooper != b.trooper:
        if a.trooper:
            fa += NUM.trooper_bonus
        else:
            fb += NUM.trooper_bonus
    return fa > fb


#: E[min(d6, n)]: the expected casualty roll against a loser of n units (R-G10).
_CASUALTIES = tuple(sum(min(r, n) for r in range(1, 7)) / 6 for n in range(0, 7))

_FEATS: dict[tuple[str, ...], Feat] = {}


def feat(units: list[str]) -> Feat:
    key = tuple(units)
    f = _FEATS.get(key)
    if f is None:
        if len(_FEATS) > 50_000:  # distinct unit lists are few; this only bounds the memory
            _FEATS.clear()
        f = _FEATS[key] = Feat(key)
    return f


# -- distances -------------------------------------------------------------------------------
_DIST: dict[int, tuple[Universe, dict[int, tuple[int, ...]]]] = {}
FAR = 99


def distances(uni: Universe) -> dict[int, tuple[int, ...]]:
    """For each Pyramid and City, the fewest Move Points to it from every space (ignoring
    stacks; FAR where it cannot be reached): one breadth-first search each, once per universe
    (links are two-way, so the distance from a space is the distance to it)."""
    known = _DIST.get(id(uni))
    if known is not None and known[0] is uni:
        return known[1]
    out: dict[int, tuple[int, ...]] = {}
    for key in uni.pyramids + uni.cities:
        dist = [FAR] * len(uni.spaces)
        dist[key] = 0
        todo = deque([key])
        while todo:
            here = todo.popleft()
            for there, cost in uni.moves[here]:
                if dist[there] > dist[here] + cost:
                    dist[there] = dist[here] + cost
                    todo.append(there)
        out[key] = tuple(dist)
    if len(_DIST) > 128:
        _DIST.clear()
    _DIST[id(uni)] = (uni, out)
    return out


_NEAR: dict[int, tuple[Universe, dict[tuple[int, int], tuple[float, ...]]]] = {}


class _Near(dict):  # type: ignore[type-arg]
    """(space, Move Points) → APPROACH / (1 + the turns a stack there needs to reach each
    Pyramid), 0 where it cannot; filled in as the evaluation meets them."""

    def __init__(self, uni: Universe, dist: dict[int, tuple[int, ...]]) -> None:
        super().__init__()
        self.rows = [dist[p] for p in uni.pyramids]

    def __missing__(self, key: tuple[int, int]) -> tuple[float, ...]:
        at, mp = key
        v = self[key] = tuple(APPROACH / (1 + -(-row[at] // mp)) if row[at] < FAR else 0.0
                              for row in self.rows)
        return v


def _approach(uni: Universe, dist: dict[int, tuple[int, ...]]) -> _Near:
    known = _NEAR.get(id(uni))
    if known is None or known[0] is not uni:
        if len(_NEAR) > 128:
            _NEAR.clear()
        known = _NEAR[id(uni)] = (uni, _Near(uni, dist))
    return known[1]  # type: ignore[return-value]


# -- battles ---------------------------------------------------------------------------------
def _battle_odds(state: State, att: Stack, dfn: Stack, swing: float
                 ) -> tuple[float, Feat | None, Feat | None]:
    """The attacker's chance to win the battle due on its space, and both sides' units as they
    stand once the cards in effect have acted (``None``: the stack is gone)."""
    city = state.universe.spaces[dfn.space].terrain == "city"
    b = state.battle
    if b is None or b.space != att.space:
        fa, fd = feat(att.units), feat(dfn.units)
        diff = fa.force(fd, False) - fd.force(fa, city)
        return 1.0 / (1.0 + math.exp(-(diff - 0.5) / swing)), fa, fd
    plays = acting(b.plays)
    units = {att.seat: att.units[:], dfn.seat: dfn.units[:]}
    for p in plays:
        kind = CARD[p.card].effect.kind
        if kind == "doom":
            return 0.5, None, None
        if kind in ("destroy", "take"):
            foe = dfn.seat if p.seat == att.seat else att.seat
            if p.target in units[foe]:
                units[foe].remove(p.target)
                if kind == "take":
                    units[p.seat].append(p.target)  # type: ignore[arg-type]
    ua, ud = units[att.seat], units[dfn.seat]
    if not ua or not ud:
        return (0.0 if not ua else 1.0), (feat(ua) if ua else None), (feat(ud) if ud else None)
    fa, fd = feat(ua), feat(ud)
    ca = sum(card_bonus(CARD[p.card].effect, ua) for p in plays if p.seat == att.seat)
    cd = sum(card_bonus(CARD[p.card].effect, ud) for p in plays if p.seat == dfn.seat)
    diff = fa.force(fd, False) + ca - fd.force(fa, city) - cd
    return 1.0 / (1.0 + math.exp(-(diff - 0.5) / swing)), fa, fd


def _kept(winner: Feat, loser: Feat) -> float:
    """The share of the winner's material left after the expected casualty roll."""
    return max(0.0, 1.0 - _CASUALTIES[min(loser.n, 6)] / winner.n)


#: the evaluation's terms (``terms``), as a player would say them
ARMIES = "armies"
BATTLES = "battles about to be fought"
HELD = "Cities and Pyramids held"
REACH = "Pyramids within reach"


# -- the value -------------------------------------------------------------------------------
def terms(state: State, seat: int, w: Weights = ADEPT) -> dict[str, float]:
    """The value of ``state`` for ``seat`` term by term, named as a player would say it (see
    the module docstring; the Ruleset protocol's ``evaluation_terms``)."""
    if state.step == "over":
        return {"the game's end": WIN if state.winner == seat else LOSS}
    uni = state.universe
    spaces = uni.spaces
    dist = distances(uni)
    need = _C.pyramids_to_win(len(state.players))
    in_game = [not p.out for p in state.players]
    by_space: dict[int, list[Stack]] = {}
    threats = []  # (seat, units, space) of every stack
    units_of: dict[int, Feat] = {}
    for s in state.stacks.values():
        by_space.setdefault(s.space, []).append(s)
        f = units_of[s.id] = feat(s.units)
        threats.append((s.seat, f, s.space))

    value: list[dict[str, float]] = [{} for _ in state.players]

    def add(who: int, term: str, x: float) -> None:
        value[who][term] = value[who].get(term, 0.0) + x
    pyramids = [0] * len(state.players)
    holders: dict[int, tuple[int, Feat]] = {}  # key space → (seat, units) holding it unopposed
    for space, here in by_space.items():
        terrain = spaces[space].terrain
        place = w.pyramid if terrain == "pyramid" else w.city if terrain == "city" else 0.0
        if len(here) == 1:
            f = units_of[here[0].id]
            add(here[0].seat, ARMIES, w.unit * f.material)
            if place:
                holders[space] = (here[0].seat, f)
            continue
        if len({s.seat for s in here}) == 1:  # a stack and the party split off it
            f = feat([u for s in here for u in s.units])
            add(here[0].seat, ARMIES, w.unit * f.material)
            if place:
                holders[space] = (here[0].seat, f)
            continue
        # a battle is due here: the active player's stack attacks the one that was there
        att = next((s for s in here if s.seat == state.active), here[0])
        dfn = next(s for s in here if s.seat != att.seat)
        p, fa, fd = _battle_odds(state, att, dfn, w.swing)
        if fa is not None and fd is not None:
            add(att.seat, BATTLES, p * (w.unit * fa.material * _kept(fa, fd) + place))
            add(dfn.seat, BATTLES, (1 - p) * (w.unit * fd.material * _kept(fd, fa) + place))
            if terrain == "pyramid":
                pyramids[att.seat] += p > 0.5
                pyramids[dfn.seat] += p <= 0.5
        elif fa is not None:
            add(att.seat, BATTLES, w.unit * fa.material + place)
        elif fd is not None:
            add(dfn.seat, BATTLES, w.unit * fd.material + place)

    # places held unopposed: worth their value; a Pyramid only half (threat) when an enemy
    # stack that would beat its holder can reach it next turn
    for space, (owner, f) in holders.items():
        if spaces[space].terrain != "pyramid":
            add(owner, HELD, w.city)
            continue
        place = w.pyramid
        d = dist[space]
        for other, g, at in threats:
            if other != owner and d[at] <= g.mp and _beats(g, f):
                place *= w.threat
                break
        add(owner, HELD, place)
        pyramids[owner] += 1

    # Pyramids not held: the turns the best stack needs to get there (less if it would not
    # beat the holder as it is)
    near = _approach(uni, dist)
    held_by = [holders.get(pyr) for pyr in uni.pyramids]
    best = [[0.0] * len(held_by) for _ in state.players]  # seat → its best per Pyramid
    for who, g, at in threats:
        mine = best[who]
        for i, v in enumerate(near[(at, g.mp)]):
            if v > mine[i]:
                h = held_by[i]
                if h is not None:
                    if h[0] == who:
                        continue
                    if not _beats(g, h[1]):
                        v *= 0.3
                        if v <= mine[i]:
                            continue
                mine[i] = v
    for who, mine in enumerate(best):
        add(who, REACH, sum(mine))

    for p in state.players:
        add(p.seat, "cards in hand", w.card * len(p.hand))
        if pyramids[p.seat] >= need:
            add(p.seat, "Pyramids enough to win", w.win_near)
    rivals = [sum(value[p].values()) for p in range(len(value)) if p != seat and in_game[p]]
    return {**value[seat], "the leading rival": -w.rival * max(rivals, default=0.0)}


def evaluate(state: State, seat: int, w: Weights = ADEPT) -> float:
    """The value of ``state`` for ``seat`` (see the module docstring): its terms."""
    return sum(terms(state, seat, w).values())


def master_terms(state: State, seat: int) -> dict[str, float]:
    """``terms`` with master's weights (the Ruleset protocol's ``master_evaluation_terms``)."""
    return terms(state, seat, MASTER)


def master_evaluate(state: State, seat: int) -> float:
    """``evaluate`` with master's weights (the Ruleset protocol's ``master_evaluate``)."""
    return evaluate(state, seat, MASTER)
