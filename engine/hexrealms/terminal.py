"""Playing in the terminal against bots (``python -m hexrealms play``): one person at seat 0,
bots in the other seats, every decision typed as the number of a listed choice.

The screen is text only, so the map is shown as a list of hexagons with their neighbours, and
the table as one line per player. Quitting (``q``, Ctrl-D or Ctrl-C) prints a save link that
``--link`` resumes, so no game is lost.
"""

from __future__ import annotations

from typing import Any, Callable

from . import BadLink, Game
from .bots import Bot, make_bot
from .core.game import BadConfig
from .core.hexgrid import Hex

HELP = ("Type the number of a choice, or: m = map, s = scores and boards, u = undo, "
        "q = quit (prints a link to resume), h = this help.")


class Terminal:
    """One game at the terminal; ``ask`` reads a line (default: ``input``, looked up when
    called), ``say`` writes one."""

    def __init__(self, game: Game, bots: dict[int, Bot], budget: float,
                 ask: Callable[[str], str] | None = None,
                 say: Callable[[str], None] = print) -> None:
        self.game, self.bots, self.budget = game, bots, budget
        self.ask = ask or (lambda prompt: input(prompt))
        self.say = say
        self.seen = 0

    def run(self) -> int:
        """Plays to the end (or until the person quits); returns the exit code."""
        self.say(HELP)
        while not self.game.finished:
            self._print_log()
            seat = self.game.current_player
            assert isinstance(seat, int)
            if seat in self.bots:
                self.game.act(self.bots[seat].choose(self.game, self.budget))
            elif not self._human_turn():
                link = self.game.to_link()
                self.say(f"Saved. Resume with: python -m hexrealms play --link {link}")
                return 0
        self._print_log()
        self.say(result_table(self.game))
        return 0

    def _human_turn(self) -> bool:
        """Asks for one decision; returns False when the person quits."""
        options = self.game.legal_actions()
        self.say("")
        self.say(status_line(self.game.view(0), 0))
        for i, a in enumerate(options):
            self.say(f"  {i:>3}  {a['label']}")
        while True:
            try:
                answer = self.ask(f"your choice (0-{len(options) - 1}, h = help): ").strip().lower()
            except (EOFError, KeyboardInterrupt):
                self.say("")
                return False
            if answer == "q":
                return False
            if answer.isdigit() and int(answer) < len(options):
                self.game.act(options[int(answer)]["id"])
                return True
            if answer == "u":
                self._undo()
                return True
            if answer in ("m", "s", "h"):
                self.say({"m": lambda: map_text(self.game.view(0)),
                          "s": lambda: table_text(self.game.view(0)),
                          "h": lambda: HELP}[answer]())
                continue
            self.say(f"{answer!r} is not a choice. {HELP}")

    def _undo(self) -> None:
        """Takes back the person's last decision and the bot decisions after it."""
        if not self.game.can_undo:
            self.say("Nothing to undo: a chance outcome or the start of the turn is in the way.")
            return
        self.game.undo()
        while self.game.can_undo and self.game.current_player in self.bots:
            self.game.undo()
        self.seen = min(self.seen, len(self.game.view()["log"]))

    def _print_log(self) -> None:
        log = self.game.view()["log"]
        for line in log[self.seen:]:
            self.say(f"   {line}")
        self.seen = len(log)


def status_line(view: dict[str, Any], seat: int) -> str:
    """What seat ``seat`` holds right now: Gems, cubes to place, bag, effects to spend."""
    me = view["players"][seat]
    pool = ", ".join(f"{e['amount']}× {e['kind'].replace('_', ' ')}"
                     for e in view["pool"]) or "none"
    available = ", ".join(me["available"]) or "none"
    return (f"{me['name']}: {sum(me['score'].values())} VP, Gems {me['gems']}, cubes to place: "
            f"{available}; bag {me['bag_count']}; effects to spend: {pool}")


def table_text(view: dict[str, Any]) -> str:
    """One line per player: score so far by category, development, miniatures."""
    lines = []
    for p in view["players"]:
        score = ", ".join(f"{k} {v}" for k, v in p["score"].items() if v)
        dev = " ".join(f"{row[:3]} {lvl}" for row, lvl in p["development"].items())
        m = p["miniatures"]
        lines.append(f"{p['name']} ({p['race_name']}): {sum(p['score'].values())} VP "
                     f"[{score or 'nothing yet'}]; development {dev or '-'}; miniatures "
                     f"{m['map']} on the map, {m['reserve']} in reserve, {m['graveyard']} dead")
    return "\n".join(lines)


def map_text(view: dict[str, Any]) -> str:
    """Each face-up hexagon on a line: terrain, cities, ruins, who is there, and neighbours
    (the terminal has no picture, so adjacency is spelled out)."""
    hexes = view["map"]["hexes"]
    names = {p["seat"]: p["name"] for p in view["players"]}
    where = {Hex(h["q"], h["r"]): h["id"] for h in hexes}
    lines, hidden = [], 0
    for h in hexes:
        if not h["face_up"]:
            hidden += 1
            continue
        parts = [h["terrain"]]
        if h["home_of"] is not None:
            parts.append(f"Homeland of {names[h['home_of']]}")
        for c in h["cities"]:
            parts.append(f"{c['name']} ({_occupant(c['occupant'], names)})")
        for r in h["ruins"]:
            who = _occupant(r["occupant"], names)
            parts.append(f"{r['metal']} ruin, {r['tokens']} left ({who})")
        units = ", ".join(f"{names[u['seat']]} ×{u['count']}" for u in h["units"])
        if units:
            parts.append(f"miniatures: {units}")
        if h["fortresses"]:
            parts.append("Fortress of " + ", ".join(names[s] for s in h["fortresses"]))
        near = [where[n] for n in Hex(h["q"], h["r"]).neighbours() if n in where]
        lines.append(f"{h['id']:>4}  {'; '.join(parts)}  — next to {' '.join(near)}")
    lines.append(f"      and {hidden} face-down hexagon{'s' if hidden != 1 else ''}")
    return "\n".join(lines)


def _occupant(occupant: dict[str, Any] | None, names: dict[int, str]) -> str:
    if occupant is None:
        return "free"
    return "a Ghost" if occupant.get("ghost") else names[occupant["seat"]]


def result_table(game: Game) -> str:
    """The final scores, category by category, and the winner."""
    result = game.result()
    assert result is not None
    names = [p["name"] for p in game.view()["players"]]
    rows = [f"{names[p['seat']]}: {p['total']} VP ("
            + ", ".join(f"{k} {v}" for k, v in p["breakdown"].items()) + ")"
            for p in result["players"]]
    return "Final scores:\n" + "\n".join(rows) + f"\nWinner: {names[result['winner']]}"


def start(players: int, bots: list[str], name: str, seed: int | None, mode: str, length: str,
          link: str | None) -> tuple[Game, dict[int, Bot]]:
    """The game to play: resumed from ``link`` (its bot seats keep their levels) or new, with
    the person at seat 0 and ``bots`` (levels) in the others. Raises BadConfig or BadLink."""
    if link:
        game = Game.from_link(link)
        levels = {s: p.bot for s, p in enumerate(game.config.players)  # type: ignore[attr-defined]
                  if p.bot}
    else:
        if not bots:
            bots = ["adept"] * (players - 1)
        if len(bots) != players - 1:
            raise BadConfig(f"--bots names {len(bots)} bot(s) but {players} players need "
                            f"{players - 1}: one level per seat after yours")
        config: dict[str, Any] = {"players": [{"name": name}] + [{"bot": b} for b in bots],
                                  "mode": mode, "length": length}
        if seed is not None:
            config["seed"] = seed
        game = Game.new(config)
        levels = {s + 1: b for s, b in enumerate(bots)}
    if 0 in levels:
        raise BadLink("seat 0 of that game is a bot; the terminal player sits at seat 0")
    return game, {s: make_bot(level, seed=s) for s, level in levels.items()}

