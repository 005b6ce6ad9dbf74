"""Renown & Dragon Towers (ruleset id ``renown``). Its rules are in ``ruleset`` (loaded when the
game is first asked for)."""

from ...core.ruleset import About

ABOUT = About(
    id="renown",
    name="Renown & Dragon Towers",
    blurb=("Build a realm of hex tiles, gather and trade, raise Dragon Towers and hunt the "
           "monsters that roam it: first to 3 Renown wins. Solo to 4 players."),
    min_players=1,
    max_players=4,
)
