"""The game's story (ARCHITECTURE.md, "The view": a LOG ENTRY is one readable line per event,
a decision of any player or bot included, or a ``{"round", "title"}`` heading where a player's
turn begins).

Why two voices: a game under rules version 1 hashes its log with the rest of the state
(``Hyperborea.canonical``), and the golden save links pin those hashes, so a version-1 game
writes exactly the lines it always wrote. From version 2 on the log is left out of the hash,
and the story may keep improving. ``tell`` is the one place that chooses.
"""

from __future__ import annotations

from typing import Any

from .content import rules_content
from .state import PlayerState, State
from .technology import card

#: A log entry: a line of text, or a turn heading ``{"round": n, "title": "Ann's turn"}``.
LogEntry = str | dict[str, Any]


def tell(state: State, line: LogEntry | None, old: str | None = None) -> None:
    """Writes ``line`` in a game under rules version 2 on, ``old`` (the version-1 wording,
    kept byte for byte for old save links) in a version-1 game; ``None`` writes nothing."""
    entry = line if state.audited else old
    if entry is not None:
        state.log.append(entry)


def round_of(state: State) -> int:
    """The round players read (``view["turn"]``): every player's turn once is one round."""
    return state.turn // len(state.players) + 1


def heading(state: State, title: str) -> None:
    """A heading entry the page groups the story by (version 2 on only)."""
    tell(state, {"round": round_of(state), "title": title})


def count(n: int, one: str, many: str | None = None) -> str:
    """"1 cube", "2 cubes", "0 cubes": the noun agrees with the number."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def article(word: str) -> str:
    return "an" if word[:1] in ("a", "e", "i", "o", "u") else "a"


def a_cube(colour: str) -> str:
    """"a red cube", "an orange cube"."""
    return f"{article(colour)} {colour} cube"


def cubes(n: int, colour: str = "") -> str:
    """"1 blue cube", "2 blue cubes", "3 cubes"."""
    return count(n, f"{colour} cube".strip())


def row_name(row: str) -> str:
    """A Development row as printed on the player board ("Science")."""
    return row.capitalize()


def tech_name(key: str) -> str:
    """A Base Technology's printed name."""
    return next(t.name for t in rules_content().base_technologies if t.id == key)


def target_name(target: str) -> str:
    """A cube target in words: "Science (set 1, space 2)", "Griffin Riders (space 3)"."""
    if target.startswith("base."):
        _, tech, si, i = target.split(".")
        return f"{tech_name(tech)} (set {int(si) + 1}, space {int(i) + 1})"
    cid, i = target[len("card."):].rsplit(".", 1)
    return f"{card(cid).name} (space {int(i) + 1})"


def cube_name(p: PlayerState, location: str, whose: str = "your") -> str:
    """A cube location in words: "the blue cube on Science (space 3)", "a red cube from your
    available cubes", "a grey cube from the unused area"."""
    area, _, rest = location.partition(".")
    if area == "available":
        return f"{a_cube(rest)} from {whose} available cubes"
    if area == "unused":
        return f"{a_cube(rest)} from the unused area"
    key, i = rest.rsplit(".", 1)
    if area == "base":
        colour, where = p.base[key].cubes[int(i)], tech_name(key)
    else:
        colour, where = p.cards[key].cubes[int(i)], card(key).name
    return f"the {colour} cube on {where} (space {int(i) + 1})"
