"""The player board's fixed vocabulary: cube colours and the six Development rows
(rulebook, "Assign components" and "4. ... set the Development markers")."""

from __future__ import annotations

#: Civilization cube colours other than grey, with the field each stands for.
FIELD_OF_COLOUR: dict[str, str] = {
    "red": "warfare", "green": "exploration", "purple": "growth",
    "blue": "science", "orange": "progress", "yellow": "trade",
}
COLOURS: tuple[str, ...] = tuple(FIELD_OF_COLOUR)
#: Development rows in the order printed on the player board.
ROWS: tuple[str, ...] = ("science", "trade", "progress", "growth", "warfare", "exploration")
#: Starting Development levels a player places, highest first; the other rows stay at 0.
STARTING_LEVELS: tuple[int, ...] = (3, 2, 1)
