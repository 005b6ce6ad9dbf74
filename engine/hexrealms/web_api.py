"""The functions the browser calls, through ``web/worker.js`` (DESIGN.md, "The browser side").

Every function takes JSON strings (or nothing) and returns a JSON string, so no Pyodide
proxy ever crosses the boundary. Errors are returned, never raised: the result is always
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": "<message a person can act on>"}``.
The worker unwraps that envelope into its own ``{id, ok, result|error}`` reply.

One game is open at a time (the page's table); a failing call leaves it untouched.

View of a game (``result`` of ``new_game`` and ``view``)::

    {
      "ruleset": "hyperborea", "state_hash": "<sha256 hex>",
      "config": {...validated config...},
      "players": [{"seat": 0, "name": "Ann", "race": "red_duchy", "race_name": "Red Duchy",
                   "colour": "#c8372d", "letter": "R", "shape": "triangle",
                   "miniatures": {"map": 3, "reserve": 7, "graveyard": 0}}],
      "map": {"hexes": [HEX, ...]},
      "ghosts": {"map": 0, "box": 18}
    }

    HEX = {
      "id": "h0", "q": 0, "r": 0,                 # axial coordinates (pointy-top layout)
      "region": "centre" | "borderland" | "homeland",
      "face_up": true,
      "tile": "C3" | null,                        # null while face-down
      "terrain": "plain"|"desert"|"forest"|"swamp"|"mountain" | null,  # null while face-down
      "home_of": 0 | null,                        # seat whose Homeland this hexagon is
      "capital": false,
      "cities": [{"id": "h0.c0", "name": "...", "text": "rules text", "capital": false,
                  "occupant": null | {"seat": 1} | {"ghost": true}}],
      "ruins": [{"id": "h0.r0", "metal": "bronze"|"silver"|"gold", "tokens": 2,
                 "occupant": null | {"seat": 1} | {"ghost": true}}],
      "units": [{"seat": 0, "count": 3}]          # miniatures outside cities and ruins
    }

``hex_details(hex_id)`` returns ``{"id", "title", "sections": [{"heading", "text"}], "hex": HEX}``
with the rules text a player needs: terrain and its movement cost, each city's effect, each
ruin's stack, who is there.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from .core.game import BadConfig, Game, IllegalAction
from .core.link import BadLink

_game: Game | None = None


def _envelope(fn: Callable[[], Any]) -> str:
    try:
        return json.dumps({"ok": True, "result": fn()})
    except (BadConfig, BadLink, IllegalAction, ValueError) as e:
        return json.dumps({"ok": False, "error": str(e)})


def _open() -> Game:
    if _game is None:
        raise ValueError("No game is open: start a new game first.")
    return _game


def _replace_open_game(make: Callable[[], Game]) -> str:
    """Opens the game ``make`` returns; if it raises, the open game stays as it was."""
    def run() -> dict[str, Any]:
        global _game
        game = make()
        _game = game
        return game.view()
    return _envelope(run)


def new_game(config_json: str) -> str:
    """Starts a new game from a config (JSON); the open game is replaced only on success."""
    return _replace_open_game(lambda: Game.new(config_json))


def view(viewer: str = "null") -> str:
    """The open game's view for ``viewer`` (a seat number as JSON, or ``null`` for the public
    view): a player's own stored ruin token is shown only to that player."""
    def run() -> dict[str, Any]:
        seat = json.loads(viewer)
        if seat is not None and not isinstance(seat, int):
            raise ValueError("viewer must be a seat number or null")
        return _open().view(seat)
    return _envelope(run)


def undo() -> str:
    """Takes back the last decision (only while no chance outcome happened since). When bots
    decided after a person, their decisions go too, back to that person's (as far as the undo
    window reaches): a bot would only replay its move at once."""
    def run() -> dict[str, Any]:
        game = _open()
        game.undo()
        while game.can_undo and _bot_level(game, game.current_player) is not None:
            game.undo()
        return game.view()
    return _envelope(run)


def _bot_level(game: Game, seat: object) -> str | None:
    """The bot level playing ``seat`` (``None`` for a person, chance or the game's end)."""
    if not isinstance(seat, int):
        return None
    level = game.config.players[seat].bot  # type: ignore[attr-defined]
    return str(level) if level is not None else None


def bot_act(budget: str = "0.8") -> str:
    """The bot whose decision it is chooses and plays (DESIGN.md: bots think in the worker, so
    the page stays responsive); ``budget`` is its thinking time in seconds at most. Returns the
    new view. The bot is seeded from the position, so the same position gets the same choice
    from the deterministic levels."""
    def run() -> dict[str, Any]:
        from .bots import make_bot
        game = _open()
        seat = game.current_player
        level = _bot_level(game, seat)
        if level is None:
            raise ValueError("No bot is deciding now: it is a person's turn, or the game is over.")
        seconds = float(budget)
        if not 0 < seconds <= 30:
            raise ValueError("a bot's thinking time must be between 0 and 30 seconds")
        seed = int(game.state_hash()[:15], 16)
        game.act(make_bot(level, seed=seed).choose(game, seconds))
        return game.view()
    return _envelope(run)


def rules_text() -> str:
    """Every rules text of the ruleset (cards, ruin tokens, race tiles, effects, terrains,
    scoring), for tooltips."""
    from .games.hyperborea.rules_text import rules_texts
    return _envelope(rules_texts)


def replay(token: str, step: str) -> str:
    """The game in ``token`` as it stood after ``step`` entries of its log (0 = the start),
    with ``steps``, the log's length — the replay control steps through this. The open game is
    not touched."""
    def run() -> dict[str, Any]:
        game = Game.from_link(token, upto=int(step))
        v = game.view()
        v["steps"] = Game.link_length(token)
        return v
    return _envelope(run)


def hex_details(hex_id: str) -> str:
    """One hexagon of the open game explained for a player."""
    def run() -> dict[str, Any]:
        game = _open()
        from .games.hyperborea.view import hex_details as details
        return details(game.state, hex_id)
    return _envelope(run)


def legal_actions() -> str:
    """The decisions open now in the open game."""
    return _envelope(lambda: _open().legal_actions())


def act(action_id: str) -> str:
    """Applies a legal action and returns the new view; an illegal one changes nothing."""
    def run() -> dict[str, Any]:
        game = _open()
        game.act(action_id)
        return game.view()
    return _envelope(run)


def to_link() -> str:
    """The open game's save-state token."""
    return _envelope(lambda: _open().to_link())


def load_link(token: str) -> str:
    """Opens the game in a link; a bad link leaves the open game as it was."""
    return _replace_open_game(lambda: Game.from_link(token))


def fingerprint() -> str:
    """What makes seeded play identical everywhere (DESIGN.md principle 5): the Python version,
    the first draws of the project's PRNG and the ``state_hash`` of a fixed seeded game after a
    fixed run of decisions. The e2e suite compares it with CPython's."""
    def run() -> dict[str, Any]:
        import sys
        from .core.rng import Rng
        rng = Rng(2026)
        draws = [rng.below(1000) for _ in range(8)]
        game = Game.new({"players": 4, "seed": 99, "mode": "race_war",
                         "variants": {"open_map": True}})
        pick = Rng(7)
        for _ in range(300):
            if game.finished:
                break
            game.act(pick.choice(game.legal_action_ids()))
        return {"python": sys.version.split()[0], "rng": draws, "state_hash": game.state_hash(),
                "link": game.to_link()}
    return _envelope(run)
