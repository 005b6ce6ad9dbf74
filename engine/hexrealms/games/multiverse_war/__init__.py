"""Multiverse War, the Recruit ruleset (ruleset id ``multiverse_war``). Its rules are in
``ruleset`` (loaded when the game is first asked for)."""

from ...core.ruleset import About

ABOUT = About(
    id="multiverse_war",
    name="Multiverse War",
    blurb=("Explore face-down lands, build, recruit an army of blocks only you can read, and "
           "fight with counters that strike first; the advanced scenario adds heroes, "
           "adventures, mines and secret missions. 2–4 players."),
    min_players=2,
    max_players=4,
)
