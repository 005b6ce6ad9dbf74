"""Game-agnostic pieces: hex grid, seeded RNG, actions, save-link codec, the Game facade."""
