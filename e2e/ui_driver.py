"""Playing the games through the page's controls only, for the browser tests.

The driver READS the legal actions through the read-only hook ``window.__hexrealms.legalActions()``
and then finds the chosen action's control in the DOM by its ``data-action`` and clicks, taps or
keys it (or goes the pick/drop or map way). It never makes a move through the engine.
"""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Page, expect

PRIORITY = ["take", "miniature", "gem", "clone", "develop", "cube_gen", "draw", "option", "city",
            "explore", "fortress", "attack", "move"]


def submit_new_game(page: Page) -> None:
    """Presses "Start the game"; with a game in progress the page asks first, and this says
    yes."""
    page.click("#start-game")
    page.wait_for_function("""() => !document.getElementById('new-game-screen').open
        || document.getElementById('confirm-screen').open
        || !document.getElementById('new-game-error').hidden""")
    if page.locator("#confirm-screen[open]").count():
        expect(page.locator("#confirm-text")).to_contain_text("game in progress will be replaced")
        page.click("#confirm-yes")


def start_game(page: Page, names: list[str], *, seed: int | None = None, length: str = "short",
               mode: str = "invasion", races: list[str] | None = None) -> dict[str, Any]:
    """Fills the new-game screen (opening it if needed) and starts; returns the first view."""
    if not page.locator("#new-game-screen[open]").count():
        page.click("#new-game")
    page.wait_for_selector("#new-game-screen[open]")
    page.check("input[name=game][value=hyperborea]")  # the first screen offers every game
    before = render_count(page)
    page.select_option("#seat-count", str(len(names)))
    for i, name in enumerate(names):
        page.fill(f"#seat-{i}-name", name)
        # the form keeps what was chosen last (a page's earlier test may have left races)
        if races:
            page.select_option(f"#seat-{i}-race", races[i])
        else:
            page.select_option(f"#seat-{i}-race", index=0)
    page.check(f"input[name=length][value={length}]")
    page.check(f"input[name=mode][value={mode}]")
    page.fill("#seed", "" if seed is None else str(seed))
    submit_new_game(page)
    page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n", arg=before)
    expect(page.locator("#new-game-screen")).not_to_be_visible()
    return page.evaluate("window.__hexrealms.view()")


def start_on_generic_table(page: Page, game: str, seats: list[tuple[str, str]], *, seed: int,
                           choices: dict[str, str], pace: str | None = None,
                           flags: tuple[str, ...] = ()) -> None:
    """The first screen for a game drawn by the generic table: ``game``, a name and "person"
    or a bot level per seat, each option of ``choices`` (a radio group's name → its value),
    each flag of ``flags`` ticked, a seed; waits until the table shows the game, then sets the
    bot pace."""
    if not page.locator("#new-game-screen[open]").count():
        page.click("#new-game")
    page.wait_for_selector("#new-game-screen[open]")
    page.check(f"input[name=game][value={game}]")
    page.select_option("#seat-count", str(len(seats)))
    for i, (name, who) in enumerate(seats):
        page.fill(f"#seat-{i}-name", name)
        page.select_option(f"#seat-{i}-who", who)
    for group, value in choices.items():
        page.check(f"input[name={group}][value={value}]")
    for name in flags:
        page.check(f"input[name={name}]")
    page.fill("#seed", str(seed))
    before = render_count(page)
    submit_new_game(page)
    expect(page.locator("#new-game-screen")).not_to_be_visible()
    page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n", arg=before)
    if pace:
        page.select_option("#bot-speed", pace)


def view_field(page: Page, key: str) -> Any:
    """One field of the view on the page: carrying a whole view to the test takes a tenth of
    a second or more (a Gates view is over 100,000 characters), too slow for a loop."""
    return page.evaluate("key => window.__hexrealms.view()?.[key]", key)


def render_count(page: Page) -> int:
    return int(page.locator("#actions").get_attribute("data-render") or "0")


def legal_actions(page: Page) -> list[dict[str, Any]]:
    return page.evaluate("window.__hexrealms.legalActions()")


def choose(actions: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A seeded policy that finishes games: spend effects, place cubes, end the turn."""
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for a in actions:
        by_kind.setdefault(a["kind"], []).append(a)
    for kind in PRIORITY:
        if by_kind.get(kind) and rng.random() < 0.9:
            return rng.choice(by_kind[kind])
    if by_kind.get("place") and rng.random() < 0.9:
        return rng.choice(by_kind["place"])
    if by_kind.get("end_turn"):
        return by_kind["end_turn"][0]
    return rng.choice(actions)


def control(page: Page, action_id: str, where: str = "#actions"):
    return page.locator(f'{where} [data-action="{action_id}"]')


def wait_after(page: Page, before: int) -> None:
    """Waits until the page shows the new decisions, confirming a hand-over on the way."""
    handoff = page.wait_for_function(
        "n => Number(document.getElementById('actions').dataset.render) > n ? 'shown'"
        " : document.getElementById('confirm-screen').open ? 'confirm'"
        " : document.getElementById('handoff').open ? 'handoff' : false", arg=before).json_value()
    if handoff == "confirm":  # ending the turn with something unspent asks first: go on
        expect(page.locator("#confirm-text")).to_contain_text("cannot be undone")
        page.click("#confirm-yes")
        handoff = page.wait_for_function(
            "n => Number(document.getElementById('actions').dataset.render) > n ? 'shown'"
            " : document.getElementById('handoff').open ? 'handoff' : false", arg=before).json_value()
    if handoff == "handoff":
        decider = page.locator("#handoff-name").text_content()
        assert decider, "the hand-over screen names nobody"
        # Nothing private shows while the device changes hands.
        expect(page.locator("#table-panels")).to_be_empty()
        expect(page.locator("#table-boards")).to_be_empty()
        page.click("#handoff-confirm")
        page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n", arg=before)


def play(page: Page, action: dict[str, Any], rng: random.Random, *, tap: bool = False) -> None:
    """Plays one action through the page: mostly its button in the actions panel; a placed cube
    sometimes by a click on its space on the player's board (after picking the cube, or not), a map action
    sometimes by a click on its hexagon (one action there is taken at once, several open the
    menu at the hexagon)."""
    before = render_count(page)
    hit = (lambda loc: loc.tap()) if tap else (lambda loc: loc.click())
    kind, aid = action["kind"], action["id"]
    route = rng.random()
    if kind == "place" and route < 0.5:
        seat = action["player"]
        if route < 0.25:
            hit(page.locator(f'#table-panels button[data-slot="s{seat}.available.{action["args"][0]}"]'))
        hit(page.locator(f'#table-panels button[data-slot="s{seat}.{action["args"][1]}"]'))
        offer_from_menu(page, aid, before, hit)
    elif action.get("detail", {}).get("at") and kind not in ("move", "fly") and route < 0.5:
        hex_id = action["detail"]["at"]
        origin = any(a.get("detail", {}).get("from") == hex_id for a in legal_actions(page))
        page.locator(f'#table-boards .space[data-space="{hex_id}"]').scroll_into_view_if_needed()
        c = page.evaluate("id => window.__hexrealms.spaceCenter(id)", hex_id)
        page.mouse.click(c["x"], c["y"])
        if origin:
            hit(control(page, aid, "#hex-actions"))  # its miniatures were selected instead
        else:
            offer_from_menu(page, aid, before, hit)
    else:
        unfold(page, aid, hit)
        hit(control(page, aid))
    wait_after(page, before)


def unfold(page: Page, action_id: str, hit) -> None:  # type: ignore[no-untyped-def]
    """Opens the side list's folded group holding an action, as a person would (its summary)."""
    group = page.locator(f'#actions details:not([open]):has([data-action="{action_id}"]) > summary')
    if group.count():
        hit(group)


def offer_from_menu(page: Page, action_id: str, before: int, hit) -> None:  # type: ignore[no-untyped-def]
    """After a click on a space: the action was taken at once, or the menu there offers it."""
    state = page.wait_for_function(
        """([n, id]) => Number(document.getElementById('actions').dataset.render) > n ? 'acted'
        : document.getElementById('handoff').open || document.getElementById('confirm-screen').open ? 'acted'
        : document.querySelector(`#space-menu [data-action="${id}"]`) ? 'menu' : false""",
        arg=[before, action_id]).json_value()
    if state == "menu":
        hit(page.locator(f'#space-menu [data-action="{action_id}"]'))


def play_to_end(page: Page, seed: int, *, limit: int, on_step=None) -> int:
    """Plays until the game is over (the end screen shows); returns the number of actions."""
    rng = random.Random(seed)
    steps = 0
    while True:
        now = page.evaluate("""() => ({
            ended: document.getElementById('end-screen').open,
            actions: window.__hexrealms.legalActions(),
            shown: [...document.querySelectorAll('#actions [data-action]')]
                .filter(b => !b.disabled).map(b => b.dataset.action),
        })""")
        if now["ended"]:
            break
        actions = now["actions"]
        assert actions, "no legal action but no end screen"
        # Every legal action has its enabled control in the actions panel.
        assert sorted(now["shown"]) == sorted(a["id"] for a in actions)
        play(page, choose(actions, rng), rng)
        steps += 1
        if steps % 50 == 0:
            print(f"  {steps} actions")
        if on_step:
            on_step(steps)
        assert steps < limit, f"the game did not end within {limit} actions"
    return steps


# -- a person's turn, as the games' tests play it ----------------------------------------

def wait_for_person(page: Page) -> str:
    """Waits until a person decides (their actions are shown), the hand-over screen shows, or
    the game is over; returns "act", "handoff" or "end"."""
    return page.wait_for_function("""() => document.getElementById('end-screen').open ? 'end'
        : document.getElementById('handoff').open ? 'handoff'
        : window.__hexrealms.legalActions().length > 0
          && document.getElementById('actions').dataset.stateHash === window.__hexrealms.stateHash()
          ? 'act' : false""", timeout=60_000).json_value()


def after(page: Page, before: int) -> None:
    """Waits until the page has drawn anything newer than render `before` (or a hand-over)."""
    page.wait_for_function("""n => Number(document.getElementById('actions').dataset.render) > n
        || document.getElementById('handoff').open || document.getElementById('end-screen').open""",
                           arg=before)


def click_space(page: Page, space_id: str) -> None:
    page.locator(f'#table-boards .space[data-space="{space_id}"]').scroll_into_view_if_needed()
    c = page.evaluate("id => window.__hexrealms.spaceCenter(id)", space_id)
    assert c is not None, f"no space {space_id} on screen"
    page.mouse.click(c["x"], c["y"])


def confirm_if_asked(page: Page) -> None:
    if page.locator("#confirm-screen[open]").count():
        page.click("#confirm-yes")


def act_by_list(page: Page, action: dict[str, Any]) -> None:
    """Plays an action through its button in the side list (opening its folded group)."""
    button = page.locator(f'#actions [data-action="{action["id"]}"]')
    if not button.is_visible():
        page.locator(f'#actions details[data-group="{action["detail"]["group"]}"] > summary').click()
    button.click()
    confirm_if_asked(page)
