"""Writes ``CONTENT.md`` from the content data: ``python -m hexrealms.games.hyperborea.content_doc``.

The tables are generated, so the document never drifts from the data (a test regenerates it
and compares); the prose records what was designed where the printed game's icons and map
diagrams are not in the source documents.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ...core.hexgrid import Hex
from .content import (GHOSTS, TOKENS_PER_RUIN, AdvancedTechnology, HexagonFace, map_content,
                      rules_content)
from .layout import layout_for
from .text import bundle_text, effects_text, modifier_text, spaces_text

PATH = Path(__file__).with_name("CONTENT.md")

INTRO = """\
# Hyperborea — content

Generated from `data/*.json` by `python -m hexrealms.games.hyperborea.content_doc`; do not edit
by hand (a test fails when this file and the data drift apart).

The rulebook prints tile, city and card contents as icons that are not in the text, and its
map diagrams are missing. Everything below marked *designed* was designed for hexrealms in the
spirit of the rulebook; the rulings behind the rules are in `RULINGS.md`
and in `RULES-NOTES.md` beside this file.
"""


def _face_row(tile_id: str, face: HexagonFace) -> str:
    cities = "; ".join(f"**{c.name}**: {effects_text(c.effects)}" for c in face.cities) or "—"
    return f"| {tile_id} | {face.terrain} | {cities} | {face.ruins or '—'} |"


def _diagram(players: int) -> str:
    """The layout drawn on a staggered grid: C = Centre, B = Borderland, 1–6 = a seat's
    Homeland (capitalised hexagon shown as the seat number in brackets)."""
    lay = layout_for(players)
    label: dict[Hex, str] = {lay.centre: " C "}
    for b in lay.borderlands:
        label[b] = " B "
    for seat, tri in enumerate(lay.homelands, start=1):
        label[tri[0]] = f"[{seat}]"
        for h in tri[1:]:
            label[h] = f" {seat} "
    cols = {h: 2 * h.q + h.r for h in label}  # doubled-width coordinates
    left = min(cols.values())
    lines = []
    for r in range(min(h.r for h in label), max(h.r for h in label) + 1):
        line = [" "] * (3 * (max(cols.values()) - left + 1))
        for h, text in label.items():
            if h.r == r:
                at = 3 * (cols[h] - left)
                line[at:at + 3] = text
        lines.append("".join(line).rstrip())
    return "\n".join(lines)


def render() -> str:
    """The whole CONTENT.md text."""
    m = map_content()
    out = [INTRO]
    out.append("## Board layouts (designed)\n")
    out.append(
        "The Central Hexagon sits in the middle with six Borderlands around it. A Homeland is a "
        "triangle of three hexagons; its Capital hexagon (in brackets) sits in the notch between "
        "two Borderlands, so every Capital is exactly two steps from the Centre and touches two "
        "Borderlands, and no two Homelands touch. Seats go clockwise. With five players two extra "
        "Borderlands go on opposite sides of the map (rulebook: \"on two opposite sides\"), "
        "mirror-symmetric about the axis through the one empty notch, so the Homelands beside "
        "them get a third Borderland as the lone Homeland opposite the gap has more room.\n")
    for n in range(2, 7):
        out.append(f"### {n} players\n\n```\n{_diagram(n)}\n```\n")
    out.append("## Components in play\n")
    out.append(f"- Ruin tokens: {m.ruin_tokens['bronze']} bronze (Homelands), "
               f"{m.ruin_tokens['silver']} silver (Borderlands), {m.ruin_tokens['gold']} gold "
               f"(Centre); {TOKENS_PER_RUIN['bronze']} per Homeland or Borderland ruin space, "
               f"{TOKENS_PER_RUIN['gold']} per Central one.")
    out.append(f"- {GHOSTS} Ghosts: the tiles are designed so that no map can need more (the 8 "
               "Borderlands with most cities and ruins plus the busiest Centre fill exactly "
               f"{GHOSTS} sites), and so that the token supply always suffices.\n")
    out.append("## Central Hexagon tiles (designed)\n")
    out.append("| tile | terrain | cities | ruin spaces |\n|---|---|---|---|")
    out += [_face_row(t.id, t.face) for t in m.central_tiles]
    out.append("\n## Borderland tiles (designed)\n")
    out.append("| tile | terrain | cities | ruin spaces |\n|---|---|---|---|")
    out += [_face_row(t.id, t.face) for t in m.borderland_tiles]
    out.append("\n## Homeland, neutral side (designed)\n")
    out.append("The first hexagon holds the Capital City; all six Homelands print the same "
               "neutral side. Homeland ruins take bronze tokens and never a Ghost.\n")
    out.append("| hexagon | terrain | cities | ruin spaces |\n|---|---|---|---|")
    out += [_face_row(str(i + 1), h) for i, h in enumerate(m.neutral_homeland.hexagons)]
    out.append("\n## Races\n")
    out.append("Each race shows a colour, a letter and a shape, so colour is never the only cue.\n")
    out.append("| race | colour | letter | shape |\n|---|---|---|---|")
    out += [f"| {r.name} | `{r.colour}` | {r.letter} | {r.shape} |" for r in m.races]
    out += _technologies() + _ruin_tokens() + _race_war()
    return "\n".join(out) + "\n"


DECKS = {1: ("I", "exploration & warfare"), 2: ("II", "trade & growth"),
         3: ("III", "progress & science"), 4: ("IV", "conversion & renewal")}


def _continuous(card: AdvancedTechnology) -> str:
    if not card.continuous:
        return "—"
    parts = [modifier_text(m)[0].lower() + modifier_text(m)[1:] for m in card.modifiers]
    if card.start_of_turn:
        parts.append(f"start of turn: {effects_text(card.start_of_turn)}")
    return "continuous: " + "; ".join(parts)


def _technologies() -> list[str]:
    r = rules_content()
    out = ["\n## Base Technologies (from the rulebook)\n",
           "Printed on every Player Board, one per Development row; each has two sets of "
           "activation spaces, and only one set may be used until the next Reset.\n",
           "| technology | set | spaces | generates |\n|---|---|---|---|"]
    for t in r.base_technologies:
        for i, s in enumerate(t.sets, start=1):
            out.append(f"| {t.name} | {i} | {spaces_text(s.spaces)} | {bundle_text(s.bundle)} |")
    cards = r.advanced_technologies
    n_cont = sum(1 for c in cards if c.continuous)
    out += ["\n## Advanced Technologies (designed)\n",
            "Designed for hexrealms, in the spirit of the rulebook. Power follows the activation "
            "spaces: one space gives about one effect, two spaces about one Base Technology set "
            "(two to three effect points), three or four spaces, or grey spaces that recycle waste, "
            "a little more; no card gives much more than four effect points. Weak cards carry more "
            f"VP. {n_cont} cards are continuous. Costs (\"Remove …:\") must be paid in full or "
            "the card generates nothing; an adjacent opponent who cannot suffer an effect is "
            "unaffected. The race column marks the cards a Race tile lets that race start with.\n"]
    for deck, (roman, theme) in DECKS.items():
        out.append(f"### Deck {roman} — {theme}\n")
        out.append("| id | name | spaces | generates | VP | continuous | race |\n"
                   "|---|---|---|---|---|---|---|")
        for c in cards:
            if c.deck != deck:
                continue
            race = map_content().race(c.race).name if c.race else "—"
            gen = bundle_text(c.bundle) if c.bundle else "—"
            out.append(f"| {c.id} | {c.name} | {spaces_text(c.spaces)} | {gen} | {c.vp} | "
                       f"{_continuous(c)} | {race} |")
        out.append("")
    return out


def _ruin_tokens() -> list[str]:
    tokens = rules_content().ruin_tokens
    out = ["## Ruin tokens (designed)\n",
           "Designed for hexrealms: stronger with the metal (bronze about one or two effect "
           "points, silver two or three, gold three to five). Identical tokens are grouped.\n"]
    where = {"bronze": "Homelands", "silver": "Borderlands", "gold": "Central Hexagon"}
    for metal in ("bronze", "silver", "gold"):
        mine = [t for t in tokens if t.metal == metal]
        groups: dict[str, list[str]] = {}
        for t in mine:
            groups.setdefault(bundle_text(t.bundle), []).append(t.id)
        out.append(f"### {metal.capitalize()} ({len(mine)} tokens, {where[metal]})\n")
        out.append("| tokens | ids | effect |\n|---|---|---|")
        for text, ids in groups.items():
            span = ids[0] if len(ids) == 1 else f"{ids[0]}–{ids[-1].split('.')[1]}"
            out.append(f"| {len(ids)} | {span} | {text} |")
        out.append(f"| **{len(mine)}** | total | |\n")
    return out


def _race_war() -> list[str]:
    r = rules_content()
    m = map_content()
    ruins = sum(h.ruins for s in r.race_sides for h in s.hexagons)
    out = ["## Homeland race sides (designed, Race War)\n",
           "Each race side keeps the neutral side's strength (a Capital City with a small effect "
           "plus a city and a ruin space) with the race's lore and terrain. Together they hold "
           f"{ruins} ruin spaces, so the {TOKENS_PER_RUIN['bronze'] * ruins} bronze tokens they can "
           "need never exceed the box's 20.\n",
           "| race, hexagon | terrain | cities | ruin spaces |\n|---|---|---|---|"]
    for side in r.race_sides:
        name = m.race(side.race).name
        out += [_face_row(f"{name} {i + 1}", h) for i, h in enumerate(side.hexagons)]
    out += ["\n## Race tiles (Race War)\n",
            "The rulebook's race effect list, with the reference manual's FAQ and RULINGS 17 "
            "folded in.\n",
            "| tile | rule |\n|---|---|"]
    out += [f"| {m.race(t.race).name} {t.side} | {t.text} |" for t in r.race_tiles]
    return out


def main() -> int:
    PATH.write_text(render(), encoding="utf-8")
    print(f"wrote {PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
