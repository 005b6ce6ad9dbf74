"""Writes ``CONTENT.md`` from the content data:
``python -m hexrealms.games.hyborian_gates.content_doc``.

The tables are generated, so the document never drifts from the data (a test regenerates it
and compares); the prose records what was designed where the source is silent.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .content import content
from .text import TIMING_SHORT, TIMING_TEXT, effect_text, requirement, unit_name

PATH = Path(__file__).with_name("CONTENT.md")

INTRO = """\
# Hyborian Gates Empires — content

Generated from `data/*.json` by `python -m hexrealms.games.hyborian_gates.content_doc`; do not
edit by hand (a test fails when this file and the data drift apart). How the engine reads each
rule is in `RULES-NOTES.md` beside this file.
"""

DESIGNED = """\
## Designed: the round limit and the final standings

The source's game has no end but a Pyramid victory, and a game of random or cautious players
may never reach one. hexrealms adds a round limit, chosen with the game's *Length* option
(table above; *Standard* by default). After the last player's turn of the last round the game
ends and players rank by:

1. Pyramids held (a player who is out ranks below every player still in);
2. then Cities held;
3. then units on the map;
4. then turn order: the player earlier in the turn order wins the tie.

The first in that ranking wins. A Pyramid victory (at the start of a turn) or a last player
standing ends the game earlier, as the source says.

## Tuning log

| change | reason | measurement |
|---|---|---|
| Round limits 12 / 20 / 30 (Short / Standard / Long) | The game must always end; random play never wins on Pyramids. | Random play, 4 players, Standard: about 800 decisions and 0.23 s a game on CPython 3.11 (mean of 10 seeds; the slowest 0.31 s); 2 to 6 players all end at the limit. Greedy bots, 4 players, 20 seeds, Long: 19 games won on Pyramids (median round 9; rounds 3–20), 1 reached the limit — so Standard would have cut 1 game of 20 short, Short 4 of 20. |
| No other number changed | The source's numbers are kept (piles, Force, bonuses, hand and stack limits, 3 or 4 Pyramids). | — |
"""


def _dimensions() -> list[str]:
    c = content()
    out = ["## Dimensions\n",
           "Each dimension is a 7×7 board with its Pyramid in the centre; its Gates take "
           "their names from its list, at random, with \"II\", \"III\" … once the list is used "
           "up.\n",
           "| dimension | land | strength | card code | colour | Gate names |",
           "|---|---|---|---|---|---|"]
    for d in c.dimensions:
        out.append(f"| {d.name} | {d.land} | {d.strength} | {d.code}R | `{d.colour}` | "
                   f"{', '.join(d.gates)} |")
    return out


def _piles() -> list[str]:
    c = content()
    out = ["\n## Unit piles\n",
           "24 counters per dimension. A Monster fights at its printed Force + "
           f"{c.numbers.monster_bonus} (built in).\n",
           "| unit | counters | Force | fights at |", "|---|---|---|---|"]
    out += [f"| {unit_name(k.id)} (`{k.id}`) | {k.count} | {k.force} | {k.fights_at} |"
            for k in c.kinds]
    out += ["\n| type | rule |", "|---|---|"]
    out += [f"| {t.name} | {t.text} |" for t in c.types]
    return out


def _cards() -> list[str]:
    c = content()
    out = [f"\n## Action deck\n", f"{c.copies} copies of each of the {len(c.cards)} cards: "
           f"{c.copies * len(c.cards)} cards.\n",
           "| card | requires | timing | printed | effect |", "|---|---|---|---|---|"]
    for k in c.cards:
        out.append(f"| {k.name} | {requirement(k)} | {TIMING_SHORT[k.timing]} | {k.note} | "
                   f"{effect_text(k.effect)} |")
    out += ["\n| timing | when |", "|---|---|"]
    out += [f"| {TIMING_SHORT[t]} | {text} |" for t, text in TIMING_TEXT.items()]
    return out


def _tables() -> list[str]:
    c = content()
    out = ["\n## Dice tables\n", "Terrain of every non-Pyramid square (1d10):\n",
           "| d10 | terrain |", "|---|---|"]
    for r in c.terrain_roll:
        roll = str(r.low) if r.low == r.high else f"{r.low}–{r.high}"
        out.append(f"| {roll} | {c.terrains[r.terrain].name} |")
    out += [f"\nConnections of every Gate ({c.connection_rolls}×1d6; doubles give fewer):\n",
            "| d6 | dimension |", "|---|---|"]
    out += [f"| {r.roll} | {c.dimension[r.dimension].name} |" for r in c.connection_table]
    out += ["\n## Terrain\n", "| terrain | colour | rule |", "|---|---|---|"]
    out += [f"| {t.name} | `{t.colour}` | {t.text} |" for t in c.terrains.values()]
    return out


def _numbers() -> list[str]:
    c = content()
    out = ["\n## Numbers\n", "| number | value |", "|---|---|"]
    out += [f"| {name.replace('_', ' ')} | {value} |"
            for name, value in c.numbers.model_dump().items()]
    out += ["\n## Game lengths (designed)\n", "| length | rounds |", "|---|---|"]
    out += [f"| {n.name} | {n.rounds} |" for n in c.lengths]
    out += ["\n## Seats\n",
            "Each seat shows a colour, a letter and a shape, so colour is never the only cue.\n",
            "| default name | colour | letter | shape |", "|---|---|---|---|"]
    out += [f"| {s.name} | `{s.colour}` | {s.letter} | {s.shape} |" for s in c.seats]
    return out


def render() -> str:
    """The whole CONTENT.md text."""
    out = [INTRO] + _dimensions() + _piles() + _cards() + _tables() + _numbers()
    out.append("\n" + DESIGNED)
    return "\n".join(out).rstrip("\n") + "\n"


def main() -> int:
    PATH.write_text(render(), encoding="utf-8")
    print(f"wrote {PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
