"""Save links made under rules version 1 (before missions were dealt by what the map can
satisfy, before offers could lose an item, one offer to each player a turn and forced steps:
RULES-NOTES, "Rules version 2") keep opening to the very position they saved and keep playing
by version 1 (ARCHITECTURE.md, ``rules_version``).

Each was made by the version-1 engine: a game of seeded random decisions (``Rng(seed)`` picking
among the legal action ids, chance from the seed), its ``state_hash`` and the number of
decisions open at its end written down with its link."""

from __future__ import annotations

import pytest

from hexrealms import Game
from hexrealms.core import link as link_codec
from hexrealms.core.rng import Rng

#: (players, seed, layout, decisions made, state_hash, decisions open, link): solo games to
#: their end (Mana Wardens and Great Hunt in the deck, monsters placed by a click), two
#: players after 400 decisions (35 offers), three on a built map after 600, four to the end.
GOLDEN = [
    (1, 5, "random", 106, "fb89778f3e2f29d12698f4991a640b489f119d8a3b0113e2ebf2ac98604d48b4", 0,
     "aHgBeNoVjkFLxFAMhCdv8t7aIuLZg4ec99JFRXv1Z4iHIj0s2O7SBZel9L87DwJJJpMvWeMn-jWm4Rx99_r2_tEdXrrDPs6_w21cLtF_rTEP0xh9fC7H6XKaY_ve9rFIWMb5dJ1DzZ-WtxbJszsS4U17Rz7i3i07shGgJWhkZqgZ8ERC4tMzshsfpCKTyZ2G1lOCm7HIQjcxamFwYgfKKkLtiNIISdkzvOgSk6DFKkuFWbMTQ5aUdVB7Ck1YSv3jHy7jGOHKyE_J"),
    (1, 11, "random", 127, "63bbda80bcadf3b29052bebce0985b7a854cedc9f34c90f4a548cb1dffc913ec", 0,
     "aHgBeNoljk9Lw0AQxd_On2ZjEItHL8Kgt15KIUqufgzxEEoOgklLCoqEfHff1oVlePPmN2-WOEa3xNifo9sfXtr9oX1td3H-6n-H-RLd-xJTPw7Rxdv8OV5OU6wf6y5mNuZhOv1MQfFNdr1BQlJADJq0gtYQLxpIQo9dXAuA66giWTEko0owIkLb3U3dlcwWtbMIf3YXN7MNrEg-J-_EhXmZQZwxCm6AQRo0gpIOqxwldLP9H2_wnLnkqc6a7hovYMLDo4rc-60LL8Ef8zQZYzNqnVc"),
    (2, 2, "random", 400, "03e01ac42f3f0a7d16bd992957aec206b67bfd8c5079396ff3e65dfd21adcf77", 2,
     "aHgBeNo9UstO40AQ7KfHjhMIsGhPATESiEMORFk4-Ib4jNUeolUOK5GAjABBlH-neoxWtlsz_aiurvYu_83dLm9Wz7lbLu9-3S6Wi5t5fn5cfaz7l9z93uXtarPOXX7o_21enrZ5P__vuv987dd5_2c_zz2u_Xr79L7NuLzlbrEfkbM7w5K5-8_T9COdtCJn8I6JmASvyBgnxlUkUuHCw0IaGWGVmQV-gyWFo3hIzchVkKURo_DFEa9rwIgaCdLtuxPQKtQjr3GcjPlqRgcVVaaRzAWYmrp0ETAgABG1rSUxHcDNgZMY2RJxdtJaxBNomRYXkKl0R-JhwwlFUqEWfZ2CT4yJgcgAot4EXZIJcTW0lIEtWA8CoARwY-SCY5A04DQaYb5iuk5u1iZJE2OlU6IpcxlH6bJOcjQ1IA1AITHmio1wmSwopmlIVxijPTs-LfpDprqGNJCpoVCVj7iK9cQW-HzSWBAnS7DqwqNjpxbTaq0p1EZAYlaUeRuLkKIvQjMIGCNCdvwfdsGxpGBnNOxd5As6UiMZkKD8Bw"),
    (3, 7, "build", 600, "00e590f9ee08aad8a544361d45f13957c87b022118c5fcbf576f9ed16360ecd7", 2,
     "aHgBeNpNkl1PE0EUhs_XzG53obQUkBaI6zSkjRYSNMZYEhIj6IXhCj8S0ZgqvSCBYorVCOmVP4B7b7z3yp_oO9vEuNlsZs-c857nvDPX4VPoX4ezwfeLyZfQDx8np2cnoRc-IzIcX4b-8XUYDc6H2Ho6Pj2_vBiFae9f6MnVZDz8P3BwPhwPIDB9P-2FMQLj4eji2wiC46-hvzPNRDy5uvpmJWw_fl7sLtWXj161PxTZi95V3j57-4cf3fDWb577xfvNH9w83j0p9t8d_OTDopLv3vBg9dntzXunte7h4cs52dnbW2sd2ebdlYyU2MgpmQg1mKsVy1zqU-WHbKqyKCxUE2KVtCFVcsRVUmFiEol7eMmUBELEjBCbaObAq8zNmIZ4-cqcpEzmVDOOYY610HVCKylKKUd50iG3kDsFjTAUpKxVaVHFqEJG0ME_qMuH4m53iXIRVWcRSTEMytiVSFJpOBFHlMlWSFMTQ7kRb8241ExoA5Kv16Clsa4kJuol9QKTPEgdukkLYivwqItOMe1Wp8O-CeYZpkeZqUUnUI-GJZeLP-opXVhChgcdO2gsFgmnYprDX-cI4JnBCwNKBJBYvb7N5J3zCULcFqXZpJgH62gOrQXleXTW2EtW25Aup4_HuVhznEQ0lWoLXqHpzDeKQI7j0FjVssQJ0lXmpSCqZ4kkHJMFHupGV6RCsRl70UTMl6fsGwv4wrd4NOtmrpr7mE-pOdwOWeb7xlqIrLKlrjwzgd-TeD3egBY4Ur3jvQjSqMMaL0_EirR_AVAWQv-Tt8OH"),
    (4, 9, "random", 2112, "971bc722b921a53ec3e1e09cbcaf707f8609a8bdc3616ab25e6e5e84cc1d5dbe", 0,
     "aHgBeNpNVtluFEcUvUstXd2zz9geb9i0jUFgwpYYy2AkFKG8JOIlPIQoDyhxpEhsMkqiBPHvOacGRXiMmaruusu595xbH_tf-7OP_ZtX7_uzB18_PDk5uXfvm-P-_etX_1xcfujPfv7Yv3315qI_67-9_OPNh3dv-0_H_289_ffPy4svN569ubh89fq3L7e-e8f1L5-O-0usLi_evvv7bY_FX_3ZvU-tmMYYJai6irjFYLf2y-7d9q5vX-0Wo3EzM1FJqkHdguA7jsg8iZrs4Ss2Hf8p_rhdDXjmdiXMxcSl4H0-FBg3i-ZYwpYE1-jYcjzVyE1VeIapYDCPzwQhmRRGFGIIESYswYM-DXCwOoDXYislOY9IMW0Kvoom8azGFx4lPKqPXT3SAwx6oof94IxVGLdZCgkLuNJoc9-bMGJfM8AScADOaFdCjB5oEGvVRKvqixDcCYZmBuQyP4oGsNLWJOGAZYt0Q4jMfNAas7iKtQeAgGQKI3B8JIo9voZ9130mpz45CJ7bTlMyC0jJmLZptZcQivP7sCU4-r1j4zweynZs1xC3dY2zrqwvACMKmiYi0eQZbNMI3I7wrxAQ1FeQ2w2roKA0yA3Ay2ZuulJyagz1gEG8mnbjtHjKATGJvPToOPQSx-OxAowgz02uIKGSJSWgQks4yIIhY0J-vNzfnbUhAnDWK7NWiOtGUiAWYdXwLop1By2xrsFT6mrEY7-dNUxRs6jZiZA8-kHpdLK-tXO4COY8zR_kHUbiba0LyvSjhVphZgoQ5LY0zSBHOCo8UPGhQTR0p-xDVovdKAYU4U_u3Fi6NonRufS1BUkb8W6InQH7Fa970w6QtbDDub6e7tzcWGzFMIjw6uVW342G6A42PfuLHnzAOsI36YT_t0dDkEVAE2czsIfZYiSfyoNWJyhuJRTyco-ZHGHxJD1ZDvc1LxEtehCZ1SPqDZuPxBRANd60jJqRGhIroZUQwnOQ4WwGr5k5Y526p_nGUCp_8Is2QbwZpn1Yztv5HOWtCJLFIp_NMMa5LTIKxCI0xBfANqgZAaimrq_tt4umEYQuCb6IPKAi6C4nSErYzDNpSiEQXis3BBxEC2EmNKJVDiaqx-4WUHKbf6YzT-PNyTSgL5FqqHHQty8Hi-m8AdcHjBdvtUAcrHdprUMoq_A2T2VRkIpRFaEbknYeqE4soRY5VDHxrquR-O8NoQPFoByJkctWGIXNVXUCe4RtgFgJsCyOBthpQtXQwCJFiMQ-BK7dgEbCJawHdlVCVfGDJoppcFC2IRpoXvJCZaBEqjZD0TXtkAM-UNAGfLEUM5vGquvzo3kbqnYiDHADRhzChbNlqOvriHlWOwP6R-bD0mRzV-K4Ze6pfZRD3xbpqItgf2xoqqGtEmsxNLE1YxoPY9pRnWGjvmpkjNS_6JC03ifwOmMRMppQZDBcv7Y2g5wGchJKQH9qu4liWrvJZNZW6f5J02k2X2yEFUXN7tS_WpkeSAGCIu36vMBLKzQQ2xhzEWqQQIRNX3g4iVW4STQOheXMK_s0a1V0yLFWhgR2f1VO6RsoEpkFN2kvjqirdYYZR6H44yeYY2uzsRa2WS33ZATWwYJQKBgJZ1LI6B2qNyP9KqyFOMUiURfBpjRtcg5sJz03f8Eyk3--v0CbcfJm4vHcdyyHlDOVQat_4BDJbLzOXLQWFqHubJd2rUCRmsgeRK1AbpeMAgZZvVaOBkdLzD0QOq0MuuwOEc9nroOWoXY44liWRUwFaNopx73WEQb85Tp1s8sZLLQqf8aC3tetHTCDv0nHTR5zUqILmVYCutVm8Lsb8ynmD6yts5Z1qPnOXswTQeUIFpSfo4isgLH0cHeOKMFXr1hGTYOtHQ5QqgOe5xabbaoTIMoSKon-Q2TeDUD9TPrkWvBY57HJ7WEahQYqT7FMbpNRUdYh8q7CevDCA1jaljNCmRz0s_bQCMi0mdeTzPtTpuAz_n5vbzhuQCvKBE6DJZ4OldeT29NR9gIpLmk1DdXH0PF6Iaq5A5TVDCGQvD7dPBxByn2zaqvoSmG9nUGosIqNVkYEPoGg378-nXTgbaGIxHpZ8Goa5uZlNY-lQNxJGVnd2mT1we9psgYBco_zmlMnUs19MZujAG3ZOBgM6yWmYBrV8WifRR8SKdsKqfZ6-VrdqspB3mtkGmnOpYn_Abm1YVSXKXQ-"),
]


@pytest.mark.parametrize("players, seed, layout, steps, state_hash, open_choices, token", GOLDEN)
def test_version_1_links_open_to_the_position_they_saved(
        players: int, seed: int, layout: str, steps: int, state_hash: str, open_choices: int,
        token: str) -> None:
    assert link_codec.decode(token).rules_version == 1
    game = Game.from_link(token)
    assert game.rules_version == 1 and game.state.rules == 1
    assert game.state_hash() == state_hash
    assert len(game.legal_action_ids()) == open_choices
    again = Game.from_link(game.to_link())
    assert again.rules_version == 1 and again.state_hash() == state_hash


@pytest.mark.parametrize("players, seed, layout, steps, state_hash, open_choices, token", GOLDEN)
def test_version_1_games_play_on_by_version_1(
        players: int, seed: int, layout: str, steps: int, state_hash: str, open_choices: int,
        token: str) -> None:
    """The same seed and the same random policy under ``rules_version: 1`` make the same
    game, decision for decision: every legal action list of version 1 is as it was."""
    game = Game.new({"ruleset": "renown", "players": players, "seed": seed, "layout": layout,
                     "rules_version": 1})
    pick = Rng(seed)
    for _ in range(steps):
        game.act(pick.choice(game.legal_action_ids()))
    assert game.state_hash() == state_hash and game._log == Game.from_link(token)._log


def test_a_new_game_plays_by_rules_version_2() -> None:
    game = Game.new({"ruleset": "renown", "players": 2, "seed": 7})
    assert game.rules_version == game.ruleset.rules_version == 2 and game.state.rules == 2
    assert Game.from_link(game.to_link()).rules_version == 2
