"""The board surface draws every capability of the generic view contract (ARCHITECTURE.md, "The
view"), including those no shipped game uses yet: a test view with a face-down space, spaces the
viewer does not see, anonymous blocks, and a piece's sight and reach, drawn by the page's own
board surface (``table/board_view.js``) in the built site. Waits on page state only."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

#: the tests here share one ready page, each starting its own game (conftest.ready_page)
SHARE_READY_PAGE = True

PLAYERS = [
    {"seat": 0, "name": "Ann", "colour": "#c8372d", "letter": "A", "shape": "circle", "bot": None, "summary": []},
    {"seat": 1, "name": "Bo", "colour": "#3a78d6", "letter": "B", "shape": "square", "bot": None, "summary": []},
]
LOOK = {
    "terrains": {"grass": {"name": "Grass", "colour": "#cfe096", "pattern": "grass", "text": "Open ground."},
                 "hill": {"name": "Hill", "colour": "#bbb3a8", "pattern": "peaks", "text": "High ground."}},
    "backs": {"wild": {"name": "Unexplored", "colour": "#3f5275", "pattern": "fog", "text": "Not explored yet."}},
    "icons": {"scout": "assets/icon.svg"},
}


def space(q: int, r: int, terrain: str | None = "grass", **extra: Any) -> dict[str, Any]:
    return {"id": f"x{q}{r}".replace("-", "m"), "board": "map", "q": q, "r": r, "terrain": terrain,
            "label": f"Hex {q},{r}", "short": "", "tip": "", "owner": None, "hidden": False,
            "markers": [], "pieces": [], **extra}


def contract_view() -> dict[str, Any]:
    """Seat 0's view: its Scout (a block it sees the face of) on x00, which sees x10 and x01
    and can reach x10; Bo's block on x10 (anonymous to seat 0); x0m1 out of sight; x11 face
    down."""
    scout = {"id": "scout", "seat": 0, "icon": "scout", "block": True, "label": "Ann's Scout",
             "tip": "Scout: sees 2.", "sight": ["x10", "x01"], "reach": ["x10"]}
    enemy = {"id": "b1", "seat": 1, "block": True, "label": "a block of Bo's", "tip": "An enemy unit."}
    spaces = [
        space(0, 0, pieces=[scout], home=0),
        space(1, 0, "hill", pieces=[enemy]),
        space(0, 1),
        space(0, -1, visible=False),
        space(1, 1, None, hidden=True, back="wild", label="Unexplored"),
    ]
    return {"ruleset": "test", "players": PLAYERS, "state_hash": "t", "finished": False,
            "table": {"boards": [{"id": "map", "title": "Test map", "grid": "hex", "tip": ""}],
                      "spaces": spaces, "links": [], "panels": [], "hint": ""}}


def draw(page: Page, view: dict[str, Any], selected: str | None) -> list[dict[str, Any]]:
    """Draws the view with the page's BoardView in a fresh container; returns each space as drawn."""
    return page.evaluate("""async ([view, look, selected]) => {
        const { BoardView } = await import(new URL('table/board_view.js', document.baseURI).href);
        document.getElementById('contract-test')?.remove();
        const box = document.createElement('div');
        box.id = 'contract-test';
        document.body.append(box);
        const board = new BoardView(box);
        board.setView(view, look);
        board.setSelected(selected);
        return [...box.querySelectorAll('.space')].map((s) => ({
            id: s.dataset.space, terrain: s.dataset.terrain, hidden: s.dataset.hidden === 'true',
            visible: s.dataset.visible !== 'false', overlay: s.dataset.overlay ?? null,
            fog: Boolean(s.querySelector('.fog')), band: Boolean(s.querySelector('.home-band')),
            label: s.getAttribute('aria-label'),
            pieces: [...s.querySelectorAll('.piece')].map((p) => ({
                id: p.dataset.piece, block: p.classList.contains('block'),
                icon: Boolean(p.querySelector('image')), text: p.textContent })),
        }));
    }""", [view, LOOK, selected])


def test_hidden_faces_fog_blocks_and_a_pieces_sight_and_reach(ready_page: Page) -> None:
    drawn = {s["id"]: s for s in draw(ready_page, contract_view(), selected="x00")}
    assert set(drawn) == {"x00", "x10", "x01", "x0m1", "x11"}
    # A face-down space is drawn as its back: no terrain, nothing of a face.
    assert drawn["x11"]["hidden"] and drawn["x11"]["terrain"] == ""
    assert "unexplored" in drawn["x11"]["label"].lower() and "grass" not in drawn["x11"]["label"].lower()
    # A space the viewer does not see is veiled, and says so.
    assert not drawn["x0m1"]["visible"] and drawn["x0m1"]["fog"]
    assert "out of your sight" in drawn["x0m1"]["label"]
    assert all(s["visible"] and not s["fog"] for k, s in drawn.items() if k != "x0m1")
    # Blocks: the owner's shows its unit's icon; the other seat's is anonymous (its letter only).
    mine, theirs = drawn["x00"]["pieces"][0], drawn["x10"]["pieces"][0]
    assert mine["block"] and mine["icon"]
    assert theirs["block"] and not theirs["icon"] and theirs["text"] == "B"
    # The chosen Scout's overlay: what it can reach, what it sees, the rest veiled.
    assert drawn["x10"]["overlay"] == "reach" and "within reach" in drawn["x10"]["label"]
    assert drawn["x01"]["overlay"] == "sight" and "in sight" in drawn["x01"]["label"]
    assert drawn["x0m1"]["overlay"] == "out" and drawn["x11"]["overlay"] == "out"
    assert drawn["x00"]["band"] and not drawn["x10"]["band"]


def test_no_overlay_without_a_chosen_piece_that_sees(ready_page: Page) -> None:
    for selected in (None, "x10"):  # nothing chosen; a space whose piece has no sight or reach
        drawn = draw(ready_page, contract_view(), selected=selected)
        assert all(s["overlay"] is None for s in drawn), selected
        ready_page.evaluate("document.getElementById('contract-test').remove()")


def test_several_pieces_on_one_square_never_overlap(ready_page: Page) -> None:
    """Two (three, four) stacks of one player on one square read as that many tokens: their
    drawn boxes do not intersect."""
    for n in (2, 3, 4, 5, 6, 8):
        pieces = [{"id": f"s{i}", "seat": 0, "icon": "", "count": i + 1, "label": f"Stack {i}", "tip": ""}
                  for i in range(n)]
        square = {"id": "a1", "board": "sq", "col": 0, "row": 0, "terrain": "grass", "label": "A1",
                  "short": "A1", "tip": "", "owner": None, "hidden": False, "markers": [], "pieces": pieces}
        view = {"ruleset": "test", "players": PLAYERS, "state_hash": "t", "finished": False,
                "table": {"boards": [{"id": "sq", "title": "Square", "grid": "square", "cols": 1, "rows": 1, "tip": ""}],
                          "spaces": [square], "links": [], "panels": [], "hint": ""}}
        draw(ready_page, view, selected=None)
        boxes = ready_page.evaluate("""() => [...document.querySelectorAll('#contract-test .piece-token')]
            .map((t) => { const b = t.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; })""")
        assert len(boxes) == n
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                apart = a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5
                assert apart, f"{n} pieces: {a} overlaps {b}"
        ready_page.evaluate("() => document.getElementById('contract-test').remove()")


LOG_CHECK = """async ([first, more, other]) => {
    const { renderLog } = await import(new URL('panels/log.js', document.baseURI).href);
    const fresh = (log) => {  // what a list drawn from nothing shows
        const box = document.createElement('div');
        const list = document.createElement('ol');
        box.append(list);
        renderLog(list, log);
        return [...list.children].map((li) => li.className + ':' + li.textContent);
    };
    const box = document.createElement('div');
    const list = document.createElement('ol');
    box.append(list);
    document.body.append(box);
    const lines = () => [...list.children].map((li) => li.className + ':' + li.textContent);
    renderLog(list, first);
    const kept = [...list.children];
    renderLog(list, first.concat(more));
    const grown = { same: lines().join('|') === fresh(first.concat(more)).join('|'),
                    kept: kept.every((li, i) => list.children[i] === li) };
    const before = [...list.children];
    const slid = first.concat(more).slice(2).concat(['Bo places a cube']);
    renderLog(list, slid);  // the view's window moved on: the two oldest entries fell out
    const window = { same: lines().join('|') === fresh(slid).join('|'),
                     kept: before.slice(-5).every((li) => li.isConnected),
                     dropped: before.slice(0, 2).every((li) => !li.isConnected) };
    renderLog(list, other);
    const replaced = { same: lines().join('|') === fresh(other).join('|'),
                       kept: list.children[0] === kept[0] };
    list.replaceChildren();  // the hand-over screen empties it
    renderLog(list, first);
    const redrawn = lines().join('|') === fresh(first).join('|');
    box.remove();
    return { grown, window, replaced, redrawn, count: fresh(first.concat(more)).length };
}"""


def test_the_log_draws_only_a_moves_new_entries_and_redraws_a_different_log(ready_page: Page) -> None:
    """A log that goes on from the one on screen gets only its new entries (the lines drawn stay
    the same elements), also when its oldest entries fell out of the view's window (they are
    taken off, and the first turn left gets its round's heading); any other log, or an emptied
    list, is drawn whole; either way the list reads as one drawn from nothing."""
    first = [{"round": 1, "title": "Ann's turn"}, "Ann draws a cube", "— Setup —"]
    more = ["Ann places a cube", {"round": 1, "title": "Bo's turn"}, {"round": 2, "title": "Ann's turn"}]
    other = [{"round": 1, "title": "Ann's turn"}, "Ann draws two cubes"]
    result = ready_page.evaluate(LOG_CHECK, [first, more, other])
    assert result["grown"] == {"same": True, "kept": True}, result
    assert result["window"] == {"same": True, "kept": True, "dropped": True}, result
    assert result["replaced"] == {"same": True, "kept": False}, result
    assert result["redrawn"] and result["count"] == 8, result
