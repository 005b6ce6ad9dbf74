"""Playing in the terminal against bots (``python -m hexrealms play``): one person at seat 0,
bots in the other seats, every decision typed as the number of a listed choice.

The screen is text only, so the map is shown as a list of spaces with their neighbours, and
the table as one line per player; everything comes from the generic view (ARCHITECTURE.md), so
any ruleset plays here. Quitting (``q``, Ctrl-D or Ctrl-C) prints a save link that
``--link`` resumes, so no game is lost.
"""

from __future__ import annotations

from typing import Any, Callable

from . import BadLink, Game
from .bots import Bot, make_bot
from .core.game import BadConfig
from .core.hexgrid import DIRECTIONS

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
        seat = self.game.current_player
        refusal = self.game.undo_refusal(seat if isinstance(seat, int) else None)
        if refusal is not None:
            self.say(refusal)
            return
        while self.game.undo() in self.bots:
            pass
        self.seen = min(self.seen, len(self.game.view()["log"]))

    def _print_log(self) -> None:
        log = self.game.view()["log"]
        for line in log[self.seen:]:
            if isinstance(line, dict):  # a turn begins
                self.say(f"-- Round {line['round']}: {line['title']} --")
            else:
                self.say(f"   {line}")
        self.seen = len(log)


def status_line(view: dict[str, Any], seat: int) -> str:
    """What seat ``seat`` holds right now (its summary numbers) and what the decision is."""
    me = view["players"][seat]
    numbers = ", ".join(f"{i['label']} {i['value']}" for i in me.get("summary", []))
    hint = view["table"].get("hint")
    return f"{me['name']}: {numbers}" + (f"\n{hint}" if hint else "")


def table_text(view: dict[str, Any]) -> str:
    """One line per player: the player's summary, then the other panels' numbers."""
    lines = [f"{p['name']}: " + ", ".join(f"{i['label']} {i['value']}" for i in p["summary"])
             for p in view["players"]]
    for panel in view["table"]["panels"]:
        if panel["kind"] == "cards":
            cards = ", ".join(c["name"] for c in panel["cards"])
            hidden = panel.get("hidden_count", 0)
            lines.append(f"{panel['title']}: {cards or '-'}"
                         + (f" and {hidden} hidden" if hidden else ""))
        elif panel["kind"] == "table":
            rows = "; ".join(" ".join(str(c) for c in row) for row in panel["rows"])
            lines.append(f"{panel['title']}: {rows or '-'}")
    return "\n".join(lines)


def _neighbours(table: dict[str, Any]) -> dict[str, list[str]]:
    """Each space's neighbours from the grids' coordinates and the links (the terminal has no
    picture, so adjacency is spelled out)."""
    grids = {b["id"]: b["grid"] for b in table["boards"]}
    at: dict[tuple[str, int, int], str] = {}
    for sp in table["spaces"]:
        if grids[sp["board"]] == "hex":
            at[(sp["board"], sp["q"], sp["r"])] = sp["id"]
        else:
            at[(sp["board"], sp["col"], sp["row"])] = sp["id"]
    near: dict[str, list[str]] = {}
    for sp in table["spaces"]:
        board = sp["board"]
        if grids[board] == "hex":
            x, y, steps = sp["q"], sp["r"], [(h.q, h.r) for h in DIRECTIONS]
        else:
            x, y = sp["col"], sp["row"]
            steps = [(dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy]
        near[sp["id"]] = [at[(board, x + dx, y + dy)] for dx, dy in steps
                          if (board, x + dx, y + dy) in at]
    for link in table["links"]:
        near[link["from"]].append(link["to"])
        near[link["to"]].append(link["from"])
    return near


def map_text(view: dict[str, Any]) -> str:
    """Each visible space on a line: what it is, its markers, the pieces there, who holds it,
    and its neighbours; hidden spaces are counted."""
    table = view["table"]
    names = {p["seat"]: p["name"] for p in view["players"]}
    near = _neighbours(table)
    titles = {b["id"]: b["title"] for b in table["boards"]}
    lines, hidden, board = [], 0, None
    for sp in table["spaces"]:
        if sp["hidden"]:
            hidden += 1
            continue
        if sp["terrain"] == "blocked":
            continue
        if sp["board"] != board and len(titles) > 1:
            board = sp["board"]
            lines.append(f"— {titles[board]} —")
        parts = [sp["label"]]
        parts += [m["text"] for m in sp["markers"]]
        parts += [p["label"] for p in sp["pieces"]]
        if sp["owner"] is not None:
            parts.append(f"held by {names[sp['owner']]}")
        lines.append(f"{sp['short']:>4}  {'; '.join(parts)}  — next to "
                     f"{' '.join(short_of(table, n) for n in near[sp['id']])}")
    if hidden:
        lines.append(f"      and {hidden} face-down space{'s' if hidden != 1 else ''}")
    return "\n".join(lines)


def short_of(table: dict[str, Any], space_id: str) -> str:
    return next(sp["short"] for sp in table["spaces"] if sp["id"] == space_id)


def result_table(game: Game) -> str:
    """The final scores, category by category, and the winner."""
    result = game.result()
    assert result is not None
    names = [p["name"] for p in game.seats]
    rows = [f"{names[p['seat']]}: {p['total']} ("
            + ", ".join(f"{k} {v}" for k, v in p["breakdown"].items()) + ")"
            for p in result["players"]]
    return "Final scores:\n" + "\n".join(rows) + f"\nWinner: {names[result['winner']]}"


def start(ruleset: str, players: int, bots: list[str], name: str, seed: int | None,
          options: dict[str, Any], link: str | None) -> tuple[Game, dict[int, Bot]]:
    """The game to play: resumed from ``link`` (its bot seats keep their levels) or a new game
    of ``ruleset`` with ``options`` (config keys), the person at seat 0 and ``bots`` (levels)
    in the others. Raises BadConfig or BadLink."""
    if link:
        game = Game.from_link(link)
        levels = {s: p["bot"] for s, p in enumerate(game.seats) if p["bot"]}
    else:
        if not bots:
            bots = ["adept"] * (players - 1)
        if len(bots) != players - 1:
            raise BadConfig(f"--bots names {len(bots)} bot(s) but {players} players need "
                            f"{players - 1}: one level per seat after yours")
        config: dict[str, Any] = {"ruleset": ruleset, **options,
                                  "players": [{"name": name}] + [{"bot": b} for b in bots]}
        if seed is not None:
            config["seed"] = seed
        game = Game.new(config)
        levels = {s + 1: b for s, b in enumerate(bots)}
    if 0 in levels:
        raise BadLink("seat 0 of that game is a bot; the terminal player sits at seat 0")
    return game, {s: make_bot(level, seed=s) for s, level in levels.items()}
