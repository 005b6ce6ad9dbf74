"""Hyperborea (Andrea Chiarvesio, Pierluca Zizzi): the first ruleset."""
