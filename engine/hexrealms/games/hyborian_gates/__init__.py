"""Hyborian Gates Empires: six dimensions linked by Gates, stacks racing for the Pyramids.

Importing ``ruleset`` registers the game (``games/__init__.py`` does it)."""
