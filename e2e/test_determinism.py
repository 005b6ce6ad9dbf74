"""The same seed and decisions give the same game in Pyodide (Python 3.14, wasm) as in CPython
(ARCHITECTURE.md principle 5): the PRNG's stream, and for every game a seeded game's
state_hash and its save link."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms import web_api  # noqa: E402


def test_seeded_play_is_identical_in_pyodide_and_cpython(ready_page: Page) -> None:
    in_browser = ready_page.evaluate("() => window.__hexrealms.fingerprint()")
    here = json.loads(web_api.fingerprint())["result"]
    assert in_browser["python"].startswith("3.14"), in_browser["python"]
    assert in_browser["rng"] == here["rng"]
    assert set(in_browser["games"]) == set(here["games"]) and here["games"]
    for ruleset, game in here["games"].items():
        assert in_browser["games"][ruleset] == game, ruleset
