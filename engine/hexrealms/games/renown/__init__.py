"""Renown & Dragon Towers (ruleset id ``renown``): importing ``ruleset`` registers it."""
