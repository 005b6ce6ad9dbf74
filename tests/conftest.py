"""The suite's order: files marked ``first`` run before all others.

The suite runs on two workers, a whole file to a worker in collection order
(``run_tests.py``); a long file collected near the end would run alone while the other
worker sits idle, so a long file that needs no browser is marked to start at once."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Moves the items marked ``first`` to the front, keeping every other order."""
    items.sort(key=lambda item: item.get_closest_marker("first") is None)
