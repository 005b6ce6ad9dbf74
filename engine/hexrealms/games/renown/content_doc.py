"""Writes ``CONTENT.md`` from the content data:
``python -m hexrealms.games.renown.content_doc``.

The tables are generated, so the document never drifts from the data (a test regenerates it and
compares); the prose records what was designed where the source is silent, and the tuning that
brought the numbers where they are, with its measurements.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .content import content
from .labels import monster_text
from .missions import dealable
from .text import amounts, compact, letters_legend

PATH = Path(__file__).with_name("CONTENT.md")

INTRO = """\
# Renown & Dragon Towers — content

Generated from `data/*.json` by `python -m hexrealms.games.renown.content_doc`; do not edit by
hand (a test fails when this file and the data drift apart). The source gives no costs, troop
or monster numbers, trade rates or missions: everything below is designed content, started from
the project brief's rulings R-R1…R-R12 and then tuned with bot self-play (the tuning log at the
end). How the engine reads each rule is in `RULES-NOTES.md` beside this file.
"""

TUNING = """\
## Tuning log

The brief's numbers were a starting point; the issue asks that each of the three routes to
Renown (Dragon Towers, monsters, missions) supply 20–50% of the winners' Renown and that a
four-player game last 10–25 rounds, measured with greedy bots (`python bench/route_balance.py
--ruleset renown --games 200`: four Adept bots, seats rotated, seeds 1–200).

| step | numbers | rounds (median, 10–90%) | towers / monsters / missions |
|---|---|---|---|
| the brief | tower 2 Rock 2 Mana 1 Wood; Ogre 8, Wyrm 10, Basilisk 6 HP; missions as the brief | 3 (2–5) | 62% / 19% / 19% (100 games) |
| towers dearer (8 resources) | tower 3 Rock 3 Mana 2 Wood | 32.5 (3–40) — towers never built by bots that do not save | 1% / 64% / 35% (100) |
| bots save for a tower, everything ×2 | tower 3 Rock 3 Mana 2 Wood 2 Food; monsters 16 / 20 / 12 HP; harder missions; 4 troops | 7 (5–10) | 28% / 39% / 32% (60) |
| slower still, towers yield 1 | tower 13 resources; monsters 26 / 30 / 20; Soldier 2 Food 1 Wood, Knight 2 Food 2 Wood 1 Rock | 10 (7–14) | 23% / 44% / 34% (100) |
| **now** | the tables above: tower 14 resources; monsters 32 / 38 / 26 HP | 12 (8–16; all 5–21) | 36% / 32% / 32% (200 games; a route in 79% / 72% / 66% of the wins) |

Why each change:
- *Dearer towers.* With the brief's costs a tower cost one round of gathering (four outposts
  gather about 5 resources a round: the player's pick plus a d4 share on every other player's
  turn), so a player reached 3 Renown in three or four rounds, mostly by towers.
- *Bots that save.* The greedy evaluation values the share of a tower's cost already held
  (`TOWER_NEAR` in `evaluation.py`), or bots spend every resource on troops and never raise a
  tower once it costs more than a round's income.
- *Tougher monsters, dearer melee troops, harder missions.* Once towers were dear, cheap troops
  made monsters the only route; hit points went up with the tower cost, Soldiers and Knights
  (the cheap hard hitters) cost a little more, and the missions that the setup or a few cheap
  troops fulfilled at once (2 outposts on Mana, troops next to 2 monsters) ask for more.
- *Towers gather 1, as an outpost does.* A tower that doubled its tile's yield snowballed the
  player who built first.
- *Troop limit 4.* Five troops attacking every turn ended monster hunts in a round or two.
- *The missions, against the brief:* Four Harvests 6 → 10 buildings; Mustered Host 3 kinds →
  all 4; Royal Tribute 2/2/2 → 6/6/6; Monster Bane 5 → 14 damage in a turn; Twin Hunt (2
  monsters) became Great Hunt (3); Mana Wardens 2 → 3 Mana tiles (two are every player's own, so
  the setup alone gave it); Sky Patrol and Tower Guard 2 → 3 other troops.
- *Unchanged from the brief:* the tiles, the starting outposts and resources, outpost cost and
  pieces, towers 3, the troops' Move, HP and attacks, the Archer's and Paragon's costs, the
  monsters' d8 tables, the Capital's rate, offers, healing, solo.

### Rules version 2: a first-time player's review

A first game in the browser met a dead mission, offers that came three times a turn and steps
that waited for a click with one choice. What changed in the content, and why (the rules are in
`RULES-NOTES.md`):
- *Missions a map can satisfy.* Mana Wardens asks for 3 Mana tiles and Great Hunt for 3 monsters;
  a solo map has 2 of each, so one of the three face-up missions could be dead the whole solo
  game. Solo now deals the other six (the table above says which counts deal each). Asking for
  "both Mana tiles" in solo was the alternative, but four starting outposts can take both.
- *One offer to each player a turn* (`offers_per_player` 1, within the 3 a turn): each offer is
  a question its receiver must answer in a dialog, and bots asked the same person up to three
  times a turn.
- *An offer's items come out one at a time; at most `offer_changes` (12) items in or out.*
  Twelve lets both sides be filled (3 + 3) and emptied again; the cap keeps every turn finite.
- *What the table prints:* each tile's code (F W R M E ~), a mission's `ask` on its card, costs
  in resource letters (F W R M).

Measured with `bench/route_balance.py` (greedy bots, seeds 1–40 for four players, 1–100 solo;
`--set rules_version=1` for the old rules):

| rules | four players: rounds (median, 10–90%) | towers / monsters / missions | solo: wins |
|---|---|---|---|
| version 1 | 11.5 (8–17) | 32.5% / 34.2% / 33.3% | 11 of 100 |
| version 2 | 13 (10–18) | 34.2% / 36.7% / 29.2% | 11 of 100 |

Fewer offers make a four-player game about a round longer and the routes stay within the
20–50% band. Solo wins as often, with more of the winners' Renown from missions (57.6% against
48.5%): the face-up places the two impossible missions held now hold ones that can be done.

### Bots that trade by what a deal is worth (no content change)

Greedy bots used to offer to the first other seat among equal choices and to write an offer
one resource at a time whatever it was worth, so seats 0 and 1 got every offer and the table
seat decided a third of the games. Now the evaluation values an offer being written as the
deal its partner would accept (`evaluation.py`), so a bot picks its partner, and what to give
and ask, by what the trade is worth to both, and equal choices go in a random order. Measured
again with the same bench on fresh seeds (`--games 200 --seed 32001`): rounds median 12
(10–90%: 9–15, all 6–18), towers / monsters / missions 51.3% / 22.8% / 25.8% of the winners'
Renown (a tower in 183 of 200 wins). Trades that work feed towers: their share is a point
above the band's top. In 400 games of four greedy bots (`python -m hexrealms simulate
--ruleset renown --bots greedy,greedy,greedy,greedy --games 400 --seed 31001`) the table seats
won 20.8%, 25.0%, 29.2% and 25.0% (before: 37.5%, 28.5%, 17.5%, 16.5% of 200), and a game took
about 400 decisions instead of about 1,300.
"""


def _terrains() -> list[str]:
    c = content()
    out = ["## Tiles\n", f"Each player brings {c.tiles_per_player} tiles [Map]. A tile's name "
           "is its code and its number among its terrain's tiles (F1, F2 …), printed on it.\n",
           "| tile | code | per player | resource | pattern | rule |", "|---|---|---|---|---|---|"]
    for t in c.terrains:
        out.append(f"| {t.name} | {t.code} | {t.per_player} | {t.resource or '—'} | {t.pattern} "
                   f"| {t.text} |")
    out += ["\nThe Gather d4: " + ", ".join(f"{r.d4} {r.name}" for r in c.resources) + "."]
    return out


def _numbers() -> list[str]:
    n = content().numbers
    rows = [
        ("Renown to win", n.renown_to_win),
        ("start resources", amounts(n.start_resources)),
        ("starting outposts", n.start_outposts),
        ("outpost", f"{amounts(n.outpost_cost)}; {n.outposts} per player"),
        ("Dragon Tower (upgrade)", f"{amounts(n.tower_cost)}; {n.towers} per player; +1 Renown"),
        ("gathered per outpost / tower", f"{n.yield_outpost} / {n.yield_tower}"),
        ("troops on the map at most", n.troop_limit),
        ("the Capital", f"{n.capital_rate} of one resource for 1 of another"),
        ("offers", f"1–{n.offer_most} resources each way; {n.offers_per_turn} offers a turn, "
                   f"{n.offers_per_player} to each player; at most {n.offer_changes} items put "
                   "in or taken out while writing one"),
        ("healing", f"{n.heal} HP at the owner's turn start, on or next to an own building"),
        ("solo", f"{n.solo_monsters} monsters; {n.renown_to_win} Renown within {n.solo_turns} turns"),
        ("round limit (2–4 players)", f"{n.round_limit} rounds, then the most Renown wins"),
        ("Empty tile marks", f"1–{n.empty_marks} per player; a 6 means any free Empty tile"),
    ]
    return ["\n## Numbers\n", "| what | number |", "|---|---|"] + [f"| {k} | {v} |" for k, v in rows]


def _troops() -> list[str]:
    c = content()
    out = ["\n## Troops\n", f"On the table a cost is written in letters ({letters_legend()}).\n",
           "| troop | cost | on the table | Move | HP | flies | attacks (range, d10 to hit, damage) |",
           "|---|---|---|---|---|---|---|"]
    for t in c.troops:
        attacks = "; ".join(f"{a.name}: {a.range}, {a.hit}+, d{a.die}" for a in t.attacks)
        out.append(f"| {t.name} | {amounts(t.cost)} | {compact(t.cost)} | {t.move} | {t.hp} | "
                   f"{'yes' if t.flies else 'no'} | {attacks} |")
    return out


def _monsters() -> list[str]:
    c = content()
    kinds = "; ".join(f"{k.start}–{k.end} {c.monster[k.monster].name}" for k in c.kind_roll)
    out = ["\n## Monsters\n", f"A new monster's kind (d6): {kinds}.\n", "| monster | rules |",
           "|---|---|"]
    out += [f"| {m.name} | {monster_text(m.id)} |" for m in c.monsters]
    return out


def _missions() -> list[str]:
    c = content()
    out = ["\n## Missions\n", f"{len(c.missions)} missions; {c.face_up} face up. A game deals "
           "only the missions its map can satisfy (rules version 2).\n",
           "| mission | on its card | condition | dealt with |", "|---|---|---|---|"]
    for m in c.missions:
        counts = [n for n in range(1, 5) if dealable(m, n)]
        dealt = f"{counts[0]}–{counts[-1]} players" + ("" if 1 in counts else " (not solo)")
        out.append(f"| {m.name} | {m.ask} | {m.text} | {dealt} |")
    return out


def render() -> str:
    """The whole document."""
    parts = [INTRO, *_terrains(), *_numbers(), *_troops(), *_monsters(), *_missions(), "",
             TUNING]
    return "\n".join(parts)


if __name__ == "__main__":
    PATH.write_text(render(), encoding="utf-8")
    sys.exit(0)
