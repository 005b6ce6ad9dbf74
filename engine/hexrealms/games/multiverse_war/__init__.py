"""Multiverse War, the Recruit ruleset (ruleset id ``multiverse_war``): for now its content only,
as validated data (``content.py``, ``data/*.json``, ``CONTENT.md``). No rules yet: the package
registers no ruleset and ``games/__init__.py`` does not import it."""
