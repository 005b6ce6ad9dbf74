"""The functions the browser calls, through ``web/worker.js`` (ARCHITECTURE.md, "The browser side").

Every function takes JSON strings (or nothing) and returns a JSON string, so no Pyodide
proxy ever crosses the boundary. Errors are returned, never raised: the result is always
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": "<message a person can act on>"}``.
The worker unwraps that envelope into its own ``{id, ok, result|error}`` reply.

One game is open at a time (the page's table); a failing call leaves it untouched.

The view, the action details and the result follow the contracts in ARCHITECTURE.md ("The
view"); nothing here names a game: every call goes through the ``Game`` facade and the
ruleset protocol.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from .core.game import BadConfig, Game, IllegalAction
from .core.link import BadLink
from .link_qr import link_qr as link_qr_code
from .core.ruleset import available, config_schema as ruleset_config_schema, describe_all, get as get_ruleset

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


def check_config(config_json: str) -> str:
    """Whether a config would start a game (``true``), or its clear message; the open game is
    untouched. The page asks before replacing a game in progress, but only for a config that
    would start."""
    def run() -> bool:
        Game.new(config_json)
        return True
    return _envelope(run)


def _viewer(game: Game, viewer: str) -> int | None:
    """A seat number of the open game, or ``None`` (the public view), from its JSON."""
    seat = json.loads(viewer)
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < len(game.seats)):
        raise ValueError("viewer must be a seat number of this game or null")
    return seat


def _shown_next(game: Game, asked: int | None) -> int | None:
    """Whose view the page shows after a move: the person who decides now (after the hand-over
    screen, when the page needs one), else ``asked`` (the seat the page showed: the person who
    moved, or who watches the bots)."""
    seat = game.current_player
    if isinstance(seat, int) and game.seats[seat]["bot"] is None:
        return seat
    return asked


def view(viewer: str = "null") -> str:
    """The open game's view for ``viewer`` (a seat number as JSON, or ``null`` for the public
    view): a player's own stored ruin token is shown only to that player."""
    def run() -> dict[str, Any]:
        game = _open()
        return game.view(_viewer(game, viewer))
    return _envelope(run)


def undo() -> str:
    """Takes back the deciding person's last decision (only while no chance outcome happened
    since, and only their own: ``Game.undo_refusal``). Bots' decisions after it go too: a bot
    would only replay its move at once."""
    def run() -> dict[str, Any]:
        game = _open()
        seat = game.current_player
        refusal = game.undo_refusal(seat if isinstance(seat, int) else None)
        if refusal is not None:
            raise IllegalAction(refusal)
        while _bot_level(game, game.undo()) is not None:
            pass
        return game.view()
    return _envelope(run)


def _bot_level(game: Game, seat: object) -> str | None:
    """The bot level playing ``seat`` (``None`` for a person, chance or the game's end)."""
    if not isinstance(seat, int):
        return None
    level = game.seats[seat]["bot"]
    return str(level) if level is not None else None


def bot_act(budget: str = "0.8", viewer: str = "null") -> str:
    """The bot whose decision it is chooses and plays (ARCHITECTURE.md: bots think in the worker, so
    the page stays responsive); ``budget`` is its thinking time in seconds at most. Returns the
    new view (as ``view``) of the person who decides now, else of ``viewer`` (the seat whose
    view the page shows while bots play). The bot is seeded from the position, so the same
    position gets the same choice from the deterministic levels."""
    def run() -> dict[str, Any]:
        from .bots import make_bot
        game = _open()
        seen = _viewer(game, viewer)
        seat = game.current_player
        level = _bot_level(game, seat)
        if level is None:
            raise ValueError("No bot is deciding now: it is a person's turn, or the game is over.")
        seconds = float(budget)
        if not 0 < seconds <= 30:
            raise ValueError("a bot's thinking time must be between 0 and 30 seconds")
        seed = int(game.state_hash()[:15], 16)
        game.act(make_bot(level, seed=seed).choose(game, seconds))
        return game.view(_shown_next(game, seen))
    return _envelope(run)


def advise(budget: str = "0.8") -> str:
    """"What would Master do?" for the person deciding now: master's choice, its label and
    one line of why (``bots.MasterBot.advise``), thinking at most ``budget`` seconds on forks
    that re-draw what that person cannot see. The game is not changed. ``position`` is the
    state hash the advice is for (the page drops an answer about a position that moved on)."""
    def run() -> dict[str, Any]:
        from .bots import MasterBot
        game = _open()
        seat = game.current_player
        if not isinstance(seat, int) or _bot_level(game, seat) is not None:
            raise ValueError("Master advises the person deciding now: wait for your turn.")
        seconds = float(budget)
        if not 0 < seconds <= 30:
            raise ValueError("Master's thinking time must be between 0 and 30 seconds")
        position = game.state_hash()
        advice = MasterBot(seed=int(position[:15], 16)).advise(game, seconds)
        return {"action": advice.action, "label": advice.label, "why": advice.why,
                "position": position}
    return _envelope(run)


def games() -> str:
    """Every game this page can play: id, name, player range and a line about it."""
    return _envelope(describe_all)


def config_schema(ruleset_id: str) -> str:
    """The new-game form of one game, as data (ARCHITECTURE.md, "Config schema")."""
    return _envelope(lambda: ruleset_config_schema(ruleset_id))


def rules_text(ruleset_id: str = "") -> str:
    """Every rules text of a game and its look, for tooltips (the open game's when no id is
    given)."""
    return _envelope(lambda: (get_ruleset(ruleset_id) if ruleset_id
                              else _open().ruleset).rules_text())


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


def replay_milestones(token: str) -> str:
    """The steps of ``token`` where a player's turn and a round begin (the replay steps by
    them); ``steps``, the log's length."""
    return _envelope(lambda: Game.milestones(token))


def place_details(place_id: str) -> str:
    """One space of the open game explained for a player."""
    def run() -> dict[str, Any]:
        game = _open()
        return game.ruleset.place_details(game.state, place_id)
    return _envelope(run)


def legal_actions() -> str:
    """The decisions open now in the open game."""
    return _envelope(lambda: _open().legal_actions())


def act(action_id: str, viewer: str = "null") -> str:
    """Applies a legal action and returns the new view (as ``view``) of the person who decides
    now, else of ``viewer`` (the page passes the person who acted, whose view stays while bots
    play): the page draws it without asking again, the next person's only after the hand-over
    screen. An illegal action changes nothing."""
    def run() -> dict[str, Any]:
        game = _open()
        seen = _viewer(game, viewer)
        game.act(action_id)
        return game.view(_shown_next(game, seen))
    return _envelope(run)


def to_link() -> str:
    """The open game's save-state token."""
    return _envelope(lambda: _open().to_link())


def link_qr(url: str) -> str:
    """The QR code of a page link (``link_qr.py``): rows of dark and light modules."""
    return _envelope(lambda: link_qr_code(url))


def load_link(token: str) -> str:
    """Opens the game in a link; a bad link leaves the open game as it was."""
    return _replace_open_game(lambda: Game.from_link(token))


def fingerprint() -> str:
    """What makes seeded play identical everywhere (ARCHITECTURE.md principle 5): the Python
    version, the first draws of the project's PRNG and, for every game, the ``state_hash`` and
    link of a fixed seeded 4-player game after a fixed run of decisions. The e2e suite compares
    it with CPython's."""
    def run() -> dict[str, Any]:
        import sys
        from .core.rng import Rng
        rng = Rng(2026)
        draws = [rng.below(1000) for _ in range(8)]
        games: dict[str, dict[str, str]] = {}
        for ruleset in available():
            game = Game.new({"ruleset": ruleset.id, "players": 4, "seed": 99})
            pick = Rng(7)
            for _ in range(300):
                if game.finished:
                    break
                game.act(pick.choice(game.legal_action_ids()))
            games[ruleset.id] = {"state_hash": game.state_hash(), "link": game.to_link()}
        return {"python": sys.version.split()[0], "rng": draws, "games": games}
    return _envelope(run)
