"""Ids of a generic TABLE (ARCHITECTURE.md, "The view") that an action's detail may name."""

from __future__ import annotations

from typing import Any


def places(table: dict[str, Any]) -> set[str]:
    """Every id an action's ``at``, ``from`` or ``to`` may name: the spaces, and the slots and
    slot groups of ``slots`` panels."""
    out = {s["id"] for s in table["spaces"]}
    for panel in table["panels"]:
        if panel["kind"] != "slots":
            continue
        for group in panel["groups"]:
            out |= {slot["id"] for slot in group["slots"]}
            if "id" in group:
                out.add(group["id"])
    return out


def cards(table: dict[str, Any]) -> set[str]:
    """Every card id of the ``cards`` panels: what an action's ``card`` may name."""
    return {c["id"] for p in table["panels"] if p["kind"] == "cards" for c in p["cards"]}
