"""Links made before a config had to name its ruleset keep loading (ARCHITECTURE.md, "Save-state
links"): these tokens were made by the released Hyperborea (before the engine served several
games) and must replay to the same position for as long as the link format lasts."""

from __future__ import annotations

import pytest

from hexrealms import Game

#: (token, state_hash after replay, legal actions open then): 2 players after 60 random
#: decisions, 4 players Race War after 250, 6 players regular open map after 400.
GOLDEN = [
    ("aHgBeNpFi78LwjAQRu-7JNhW_LG4l5tdXDvr5OYqIrEJKlqViEIp_d9NVXQ5-N5710gpRSO3s619uEuxbuRiKy-FrL"
     "zL54_yUMtUgi07FLzbujdqp79uUflgzy5fHi97d63-tf-I7ekr2k0bXRSH-ubD7hq87eKnFLM2IxAUsVbcG7JORpmC"
     "GURIwJANGND9OIhBJo0nASsyiKaDPUPEpIA8SY0h5hhpmqR4v5BRYK2hk3E26CxewBMupzuU1dA",
     "d73bb0465ae62b4288ed285578f4570a237fc2076b126ad41d1da99177f20bb2", 38),
    ("aHgBeNpVUE1r20AQfTP7KUt24zTBFHIw22suvfpYWnIIhdJrKUKxliTUsozatBjj_94ZpTQuElrpfc0bHdI6rQ6p69"
     "ucVmlo1rn-3QzpOu02zT4PP9Lq6yFtm07ZL7ldfnhaP-yFVqUaclu3I3S8_qf72OWh2bTL28ftfdt3L-r8TNTf_xIn"
     "ns9Pw26Tl5-an8NjM_w3YzdSdfdCnfhu-k2bt8v3zdBvTzz3I1zfPcPHb0dhBH7Y7_Jw1w-5UemvtHp3nBCIiNlZRw"
     "xL8mkN3lwVcTEvZ1xSYSvBjDMA5MEmgMWBKxMFYUJVGHgCXnuQY6CKrIdBQUrHeQAuY_RwzpdihGMjCbAACQ8rw-FU"
     "Wr5ir5jcEgBCqoqpnIS3cyOBgruJkU8j705KlDjHOAoVkXSzUK_UtDzmAwuaTAJLeJwF2cLIIMn1hTNORooxhBgoGB"
     "YURpM5TLUVqgsYpysaPi-CFrLS26tucTZjeefLwnltZ1n-nXTTPxS8NZFUdeZ1CaB0ImXdEFTKGlHJqdNg6GVxUUBP"
     "ppL4D33cXPk08rQO",
     "1872a5904045a252ca35d4ac3aa1ab1f035ffb98a90aba31e51756a4e186701f", 4),
    ("aHgBeNpVUk1v2kAQndmdXX_wFQgfaXoodZRbLr1y7Id6qCpVUW9VhRxYAaoxyIFIUcR_7xvTFmrJ9vjNvJk3b_2SzbLJ"
     "S1aEcrFbZpOsCot9kVfZXbYt8udQPWaTHy9Zma8DkvdhPv64ny2fka7yWajr59N5DR3u_tV9WocqL-bjL6tyMd-sT9Xh"
     "mJj--pM443zbV9sijL_mu2qVV__N2Nap6fqUOuN93hTzUI7f59WmPOMsanj6cITP6j9soGD8fQk8nMpnik53R_S8OhTh"
     "cbcC4z6sFuUZ4W9iWtWJw8-77CmHvnL3qIZutpi-zrfZZFftw-EAIljL522oHjZVyLXTUzZ5d0iZ-m3p9dpMzrKINZbZ"
     "MYmwWGJj4qhlJW22GEnNKmgNWcNXFJMnopEQWSJDJA4hGaZbPN4YR0yW6a2PSUPq4Kae8YhTg_pOatGgkQp10VccCRRw"
     "bPFCodWebDQiQXB9ESGCul5kasj0r4Z90ov5posKww3vMQo0O3SQSGivirroh5mI9GvkmSm6QBg1sSm5Fm7sA7GEpV0i"
     "5NkKK5_wFMZabVViOLLQLWT6agi0COO6SSPWmRdaw84Z3VodUj4lHaAtE9PrOKFW7Ix15OvWRrDjQD9Joto6VptAxki0"
     "NlDVjRRiPxwmiRYMBuJiHA7AERZmbxhyOgPoSvCJvq9U96WaTNTGhKMaXGlTWTSQBG-wyDuY5J1u5ESPAvMih-MgJ67N"
     "Hn4kHQdDgVx70RNmtGS1GJIi9VFbGtPQE4YDaQLDIEIn9eEVxoiSqA0yXpfAR61Ijjz9PdRNyE7UEId_Dus2cEx82cXv"
     "5uk3CpmOCwGev7M",
     "a616e7b9e35e7ce034d32ee79c3f36bdef145cd05fa5293cad75858a060bf0bb", 6),
]


@pytest.mark.parametrize("token, state_hash, open_choices", GOLDEN)
def test_links_made_before_rulesets_were_named_in_configs_still_load(
        token: str, state_hash: str, open_choices: int) -> None:
    game = Game.from_link(token)
    assert game.ruleset.id == "hyperborea"
    assert game.state_hash() == state_hash
    assert len(game.legal_action_ids()) == open_choices
    assert Game.from_link(game.to_link()).state_hash() == state_hash


@pytest.mark.parametrize("token, state_hash, open_choices", GOLDEN)
def test_golden_links_replay_and_save_under_rules_version_1(
        token: str, state_hash: str, open_choices: int) -> None:
    """They were made under rules version 1, before RULINGS 20–25: they replay by those rules,
    and a link saved from them keeps version 1."""
    game = Game.from_link(token)
    assert game.rules_version == 1 and game.state.rules == 1
    again = Game.from_link(game.to_link())
    assert again.rules_version == 1 and again.state_hash() == state_hash


def test_a_new_game_plays_by_rules_version_2() -> None:
    game = Game.new({"ruleset": "hyperborea", "players": 3, "seed": 7})
    assert game.rules_version == game.ruleset.rules_version == 2 and game.state.rules == 2
    assert Game.from_link(game.to_link()).rules_version == 2
