"""The ``Game`` facade: the engine's stable public face (ARCHITECTURE.md, "The engine's public face").

Tests, bots, the CLI and the browser use only this. It keeps the action log (each chance
outcome as its index among the outcomes; each player decision as its index among the legal
actions or, where the ruleset groups its decisions, as its group's index and its own within the
group: ``core/link.py``), the undo window, and the live PRNG that decides chance when
``auto_chance`` is on.

Undo (boardgame.io's rule: nothing that revealed chance is undone) keeps one checkpoint per
*undo window* — taken at the first decision after a chance outcome — and the decisions made
since; undoing restores the checkpoint and replays all but the last. So a decision costs no
copy of the state, and bots and simulations pay almost nothing for undo.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import ValidationError

from . import link as link_codec
from .action import Action
from .game_config import PRIVATE_KEYS, GameConfig
from .link import BadLink
from .rng import Rng
from .ruleset import Ruleset, get as get_ruleset, ids

CHANCE = "chance"
#: Loading a link keeps undo checkpoints only for its last steps (see ``Game._replay``).
REPLAY_TAIL = 400


class IllegalAction(ValueError):
    """An action that is not legal now; the message says why."""


class BadConfig(ValueError):
    """A new-game configuration that is not valid; the message says what to change."""


def _config_error(e: ValidationError) -> BadConfig:
    parts = []
    for err in e.errors():
        msg = err["msg"].removeprefix("Value error, ")
        # a rule across several settings has no one place to name
        parts.append(f"{'.'.join(str(x) for x in err['loc'])}: {msg}" if err["loc"] else msg)
    return BadConfig("Invalid game settings — " + "; ".join(parts))


class Game:
    """One game of any registered ruleset."""

    def __init__(self, ruleset: Ruleset, config: GameConfig, auto_chance: bool) -> None:
        self.ruleset = ruleset
        self.config = config
        self.auto_chance = auto_chance
        self._rng = Rng(int(getattr(config, "seed")))
        self._state = ruleset.initial_state(config)
        self._log: list[int] = []  # the log's digits (one a step, two a grouped decision)
        self._counts: list[int] = []  # how many choices each digit had (links)
        self._widths: list[int] = []  # how many digits each step took
        self._checkpoint: Any = None  # the state where the undo window opened
        self._window: list[Action] = []  # decisions since the checkpoint
        self._deciders: list[int] = []  # the seat that made each decision of the window
        #: the legal actions of the position now, once listed: a caller lists them, then
        #: acts, and ``act`` checks against the same list (forgotten by every change). Once
        #: the live state has been handed out (``state``), whoever holds it may change it
        #: unseen: from then on they are listed anew every time.
        self._listed: list[Action] | None = None
        self._handed_out = False
        self._resolve_chance()

    # -- creation ----------------------------------------------------------------------------
    @classmethod
    def new(cls, config: dict[str, Any] | str, auto_chance: bool = True) -> "Game":
        """A new game from a config dict or JSON string; ``BadConfig`` if it is not valid."""
        raw = config
        if isinstance(raw, str):
            try:
                raw = json.loads(raw)
            except json.JSONDecodeError as e:
                raise BadConfig(f"Invalid game settings — not JSON ({e.msg})") from None
        if not isinstance(raw, dict):
            raise BadConfig("Invalid game settings — expected an object")
        ruleset_id = raw.get("ruleset")
        if ruleset_id is None:
            known = ", ".join(ids())
            raise BadConfig(f"Invalid game settings — ruleset: choose a game ({known})")
        try:
            ruleset = get_ruleset(str(ruleset_id))
        except ValueError as e:
            raise BadConfig(f"Invalid game settings — {e}") from None
        try:
            parsed = ruleset.parse_config(raw)
        except ValidationError as e:
            raise _config_error(e) from None
        if parsed.rules(ruleset.rules_version) > ruleset.rules_version:
            raise BadConfig(f"Invalid game settings — rules_version: this page has version "
                            f"{ruleset.rules_version} of these rules at most")
        return cls(ruleset, parsed, auto_chance)

    # -- who decides, and what -------------------------------------------------------------
    @property
    def current_player(self) -> int | str | None:
        """The seat that decides now, ``"chance"``, or ``None`` when the game is over."""
        return self.ruleset.current(self._state)

    def _legal(self) -> list[Action]:
        if self._listed is not None:
            return self._listed
        listed = [] if self.ruleset.current(self._state) in (CHANCE, None) \
            else self.ruleset.legal_actions(self._state)
        if not self._handed_out:
            self._listed = listed
        return listed

    def legal_action_ids(self) -> list[str]:
        """Just the ids of ``legal_actions()`` (cheaper: no labels), for bots and tools."""
        return [a.to_str() for a in self._legal()]

    def legal_actions(self) -> list[dict[str, Any]]:
        """The decisions open now: ``{"id", "player", "kind", "args", "label", "detail"}``
        each; ``detail`` holds what a renderer needs to show the choice (e.g. a step's origin
        and movement cost), computed by the ruleset."""
        player = self.current_player
        return [{"id": a.to_str(), "player": player, "kind": a.kind, "args": list(a.args),
                 "label": self.ruleset.describe(self._state, a),
                 "detail": self.ruleset.detail(self._state, a)} for a in self._legal()]

    def act(self, action_id: str) -> None:
        """Applies a legal action; ``IllegalAction`` (nothing changes) if it is not legal now."""
        legal = self._legal()
        ids = [a.to_str() for a in legal]
        if action_id not in ids:
            who = self.current_player
            if who == CHANCE:
                raise IllegalAction(f"{action_id!r} is not legal: a chance outcome is due first")
            if who is None or not ids:
                raise IllegalAction(f"{action_id!r} is not legal: no decision is open")
            raise IllegalAction(f"{action_id!r} is not legal now (player {who} has "
                                f"{len(ids)} choices, e.g. {ids[0]!r})")
        action = legal[ids.index(action_id)]
        self._apply_decision(action, *self._digits(action, legal))
        self._resolve_chance()

    def _groups(self) -> list[str] | None:
        """The ruleset's groups of the decision open now (``decision_groups``), if it has
        them."""
        listing = getattr(self.ruleset, "decision_groups", None)
        return None if listing is None else listing(self._state)

    def _digits(self, action: Action, legal: list[Action]) -> tuple[tuple[int, ...],
                                                                     tuple[int, ...]]:
        """How the log codes ``action``, one of ``legal``: its digits and their counts."""
        groups = self._groups()
        if groups is None:
            return (legal.index(action),), (len(legal),)
        group_of = self.ruleset.action_group  # type: ignore[attr-defined]
        key = group_of(self._state, action)
        members = [a for a in legal if group_of(self._state, a) == key]
        return (groups.index(key), members.index(action)), (len(groups), len(members))

    def _apply_decision(self, action: Action, digits: tuple[int, ...], counts: tuple[int, ...],
                        checkpoint: bool = True) -> None:
        # a checkpoint is only ever taken where a window opens (nothing in it yet)
        if self._checkpoint is None and checkpoint and not self._window:
            self._checkpoint = self.ruleset.clone(self._state)
        self._deciders.append(self.ruleset.current(self._state))
        self._listed = None
        self.ruleset.apply(self._state, action)
        self._window.append(action)
        self._log += digits
        self._counts += counts
        self._widths.append(len(digits))

    def undo(self) -> int:
        """Takes back the last decision, only while no chance outcome happened since; returns
        the seat that had made it."""
        if not self._window or self._checkpoint is None:
            raise IllegalAction("Nothing to undo: no decision since the last chance outcome")
        self._state = self.ruleset.clone(self._checkpoint)
        self._listed = None
        self._window.pop()
        seat = self._deciders.pop()
        for action in self._window:
            self.ruleset.apply(self._state, action)
        width = self._widths.pop()
        del self._log[-width:]
        del self._counts[-width:]
        return seat

    @property
    def can_undo(self) -> bool:
        return bool(self._window)

    def undo_refusal(self, seat: int | None, names: list[str] | None = None) -> str | None:
        """Why ``seat`` may not take back a decision now, or ``None`` when it may: the last
        decision of a person in the undo window (bots' decisions after it go with it) must be
        its own. A sentence a player can read next to a disabled Undo; ``names`` are the seats'
        names as the view shows them."""
        if not self._window:
            return ("Nothing to undo: no decision since the last draw or roll (what a draw "
                    "or a roll showed cannot be taken back).")
        people = [s for s in self._deciders if self.seats[s]["bot"] is None]
        if not people:
            return "Nothing of yours to undo: only bots decided since the last draw or roll."
        last = people[-1]
        if last != seat:
            name = (names[last] if names else self.seats[last]["name"]) or f"Player {last + 1}"
            return f"The last decision was {name}'s: only they can take it back."
        return None

    @property
    def seats(self) -> list[dict[str, Any]]:
        """Each seat's name and bot level (``None`` for a person), from the config."""
        return [{"name": p.name, "bot": p.bot} for p in self.config.players]  # type: ignore[attr-defined]

    @property
    def turn(self) -> int:
        """The ruleset's turn counter: it changes whenever a new player's turn begins."""
        return self.ruleset.turn(self._state)

    # -- chance ------------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[str, float]]:
        """At a chance point, ``[(outcome_id, probability)]``; else ``[]``."""
        outcomes = self.ruleset.chance_outcomes(self._state)
        total = sum(w for _, w in outcomes)
        return [(o, w / total) for o, w in outcomes]

    def apply_chance(self, outcome_id: str) -> None:
        """Applies a chance outcome chosen by the caller (bots, tests)."""
        ids = [o for o, _ in self.ruleset.chance_outcomes(self._state)]
        if outcome_id not in ids:
            raise IllegalAction(f"{outcome_id!r} is not a possible chance outcome now")
        self._apply_chance_index(ids.index(outcome_id))

    def _apply_chance_index(self, index: int) -> None:
        outcomes = self.ruleset.chance_outcomes(self._state)
        self._listed = None
        self.ruleset.apply_chance(self._state, outcomes[index][0])
        self._log.append(index)
        self._counts.append(len(outcomes))
        self._widths.append(1)
        # chance reveals information: nothing before it can be taken back
        self._checkpoint, self._window, self._deciders = None, [], []

    def _resolve_chance(self) -> None:
        while self.auto_chance and self.current_player == CHANCE:
            weights = [w for _, w in self.ruleset.chance_outcomes(self._state)]
            self._apply_chance_index(self._rng.weighted_index(weights))

    # -- looking at the game -----------------------------------------------------------------
    def view(self, viewer: int | None = None) -> dict[str, Any]:
        """A JSON-ready picture of the game as ``viewer`` may see it (``None``: public)."""
        v = self.ruleset.view(self._state, self.config, viewer)
        v["state_hash"] = self.state_hash()
        v["viewer"] = viewer
        v["current"] = self.current_player
        v["can_undo"] = self.can_undo
        decider = self.current_player
        v["secret_seats"] = [s for s in range(len(v["players"]))
                             if self.ruleset.holds_secrets(self._state, s)]
        v["undo_refusal"] = self.undo_refusal(decider if isinstance(decider, int) else None,
                                              [p["name"] for p in v["players"]])
        v["log_length"] = self.steps
        v["finished"] = self.finished
        v["result"] = self.result()
        return v

    @property
    def finished(self) -> bool:
        return self.ruleset.finished(self._state)

    def result(self) -> dict[str, Any] | None:
        """Per-player totals and breakdowns and the winner, once the game is over."""
        return self.ruleset.result(self._state)

    def fork(self, seed: int, viewer: int | None = None) -> "Game":
        """A copy to think with (bots): same position, no log or undo, and chance decided by
        its own PRNG seeded with ``seed`` — so a bot samples the unknown future exactly as the
        game would, without seeing the real draws. With ``viewer``, what that seat cannot know
        (other players' secrets) is also re-drawn, consistent with what it does know
        (OpenSpiel's ``resample_from_infostate``)."""
        twin = object.__new__(Game)
        twin.ruleset, twin.config, twin.auto_chance = self.ruleset, self.config, True
        twin._rng = Rng(seed)
        twin._state = self.ruleset.clone(self._state)
        twin._log, twin._counts, twin._widths = [], [], []
        twin._checkpoint, twin._window, twin._deciders = None, [], []
        twin._listed, twin._handed_out = None, False
        if viewer is not None:
            self.ruleset.determinize(twin._state, viewer, twin._rng)
        return twin

    def act_fast(self, action: Action) -> None:
        """Applies an action known to be legal (from ``legal()``), without the checks, the log
        or undo: for bots' simulations only."""
        self._listed = None
        self.ruleset.apply(self._state, action)
        self._resolve_chance_untracked()

    def legal(self) -> list[Action]:
        """The legal actions as ``Action`` values, in the order of ``legal_actions()``."""
        return list(self._legal())

    def _resolve_chance_untracked(self) -> None:
        while self.ruleset.current(self._state) == CHANCE:
            outcomes = self.ruleset.chance_outcomes(self._state)
            pick = self._rng.weighted_index([w for _, w in outcomes])
            self._listed = None
            self.ruleset.apply_chance(self._state, outcomes[pick][0])

    @property
    def state(self) -> Any:
        """The ruleset's live state, for the ruleset's own tests and tools (others use view()).
        Whoever holds it may change it: the game lists its legal actions anew from then on."""
        self._listed, self._handed_out = None, True
        return self._state

    def _public_config(self) -> dict[str, Any]:
        return self.config.model_dump(mode="json", exclude=set(PRIVATE_KEYS), exclude_defaults=True)

    @property
    def rules_version(self) -> int:
        """The rules this game is played under: the ruleset's current ones, or the older ones
        of the link it was loaded from (``core/game_config.py``)."""
        return self.config.rules(self.ruleset.rules_version)

    def state_hash(self) -> str:
        """sha256 of a canonical encoding of the config (less its seed) and the state."""
        doc = {"ruleset": self.ruleset.id, "config": self._public_config(),
               "state": self.ruleset.canonical(self._state)}
        blob = json.dumps(doc, sort_keys=True, separators=(",", ":")).encode()
        return hashlib.sha256(blob).hexdigest()

    # -- links -------------------------------------------------------------------------------
    @property
    def steps(self) -> int:
        """How many steps (decisions and chance outcomes) the game's log holds."""
        return len(self._widths)

    def to_link(self) -> str:
        """The save-state token: config (without seed) and the action log, each step coded by
        its index among the choices it had (``core/link.py``)."""
        return link_codec.encode(link_codec.LinkRecord(
            self.ruleset.id, self.rules_version, self._public_config(), tuple(self._log)),
            self._counts, self.steps)

    @staticmethod
    def link_length(token: str) -> int:
        """How many steps (decisions and chance outcomes) the link's log holds."""
        return link_codec.decode(token).steps

    @classmethod
    def from_link(cls, token: str, auto_chance: bool = True, upto: int | None = None) -> "Game":
        """The game a token holds, replayed (only its first ``upto`` steps if given);
        ``BadLink`` with a clear message otherwise. Chance after the link's end is decided by a
        fresh seed: the link holds no future."""
        link = link_codec.decode(token)
        steps = link.steps
        if upto is not None:
            if not 0 <= upto <= link.steps:
                raise BadLink(f"This link has {link.steps} steps, not {upto}.")
            steps, auto_chance = upto, False
        config = cls._link_config(link)
        game = cls._opened(config)
        game._replay(link, steps, checkpoints_from=steps - REPLAY_TAIL)
        if steps == link.steps:
            link.check_all_read()
        if game._window and game._checkpoint is None:
            # the last undo window began before the tail: replay again, keeping checkpoints
            game = cls._opened(config)
            game._replay(link_codec.decode(token), steps, checkpoints_from=0)
        game.auto_chance = auto_chance
        game._resolve_chance()
        return game

    @staticmethod
    def _link_config(link: link_codec.Link) -> dict[str, Any]:
        """The config a link's game is replayed with (its ruleset known, its rules not newer
        than this page's)."""
        try:
            ruleset = get_ruleset(link.ruleset)
        except ValueError:
            raise BadLink(f"This link is for a game this page does not know "
                          f"({link.ruleset!r}).") from None
        if link.rules_version > ruleset.rules_version:
            raise BadLink("This link was made with newer rules than this page has; update the page.")
        config = dict(link.config, ruleset=link.ruleset)
        if link.rules_version < ruleset.rules_version:
            config["rules_version"] = link.rules_version  # replayed by the rules it was made with
        return config

    @classmethod
    def _opened(cls, config: dict[str, Any]) -> "Game":
        try:
            return cls.new(config, auto_chance=False)
        except BadConfig as e:
            raise BadLink(f"This link's game settings are not valid: {e}") from None

    @classmethod
    def milestones(cls, token: str) -> dict[str, Any]:
        """Where a link's turns and rounds begin, for a replay that steps by them:
        ``{"steps": N, "turns": [n, …], "rounds": [n, …]}``, each ``n`` a step count after which
        a new player's turn (``Ruleset.turn``) or a new round (``Ruleset.round``) has begun."""
        link = link_codec.decode(token)
        game = cls._opened(cls._link_config(link))
        turns: list[int] = []
        rounds: list[int] = []
        turn, round_ = game.turn, game.ruleset.round(game._state)
        for n in range(1, link.steps + 1):
            game._replay(link, 1, checkpoints_from=link.steps, first=n)
            now_turn, now_round = game.turn, game.ruleset.round(game._state)
            if now_turn != turn:
                turns.append(n)
            if now_round != round_:
                rounds.append(n)
            turn, round_ = now_turn, now_round
        return {"steps": link.steps, "turns": turns, "rounds": rounds}

    def _replay(self, link: link_codec.Link, steps: int, checkpoints_from: int,
                first: int = 1) -> None:
        """Applies the next ``steps`` steps of a link's log (``first``: the number of the first
        of them). Only undo windows opened from step ``checkpoints_from`` on get a checkpoint:
        earlier windows are closed by later chance and never undone, and cloning the state for
        each of them was a third of the time a long link took to load."""
        for n in range(first, first + steps):
            self.replay_step(link, n, checkpoint=n > checkpoints_from)

    def replay_step(self, link: link_codec.Link, n: int,
                    checkpoint: bool = True) -> tuple[int | str, Action | str]:
        """Plays step ``n`` of ``link`` (the next one, read from it): who took it (a seat or
        ``"chance"``) and what (the ``Action``, or the chance outcome's id). A grouped link
        (format 3) lists only the chosen group's actions; an older one lists them all."""
        who = self.current_player
        if who == CHANCE:
            outcomes = self.ruleset.chance_outcomes(self._state)
            index = link.take(len(outcomes), n, "possible outcome")
            self._apply_chance_index(index)
            return who, outcomes[index][0]
        if who is None:
            link.take(0, n)  # refused: the game is over
        groups = self._groups() if link.grouped else None
        if groups is None:
            legal = self._legal()
            action = legal[link.take(len(legal), n)]
            digits, counts = self._digits(action, legal)
        else:
            group = link.take(len(groups), n)
            listing = self.ruleset.group_actions  # type: ignore[attr-defined]
            members = listing(self._state, groups[group])
            index = link.take(len(members), n)
            action = members[index]
            digits, counts = (group, index), (len(groups), len(members))
        self._apply_decision(action, digits, counts, checkpoint)
        assert who is not None
        return who, action
