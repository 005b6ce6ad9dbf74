"""The contract every ruleset passes (ARCHITECTURE.md, "The Ruleset protocol"), run over the
registry: a new game is covered here the moment it registers.

Random games end with a winner at every player count (a solo game may be lost, with its
reason); the same seed and actions give the same
``state_hash``; links round-trip and damaged ones are refused; a refused action and an undone
one leave the game as it was; views are JSON-ready and carry the generic table; what a seat
cannot know never reaches its view, its evaluation (term by term), its forks or Master's advice."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from hexrealms import BadConfig, BadLink, Game, IllegalAction
from hexrealms.bots import MasterBot, make_bot, master_evaluation
from hexrealms.core.rng import Rng
from hexrealms.core import link as link_codec
from hexrealms.core.random_config import random_config
from hexrealms.core.ruleset import available, get as get_ruleset

from ..table_ids import places

RULESETS = [r.id for r in available()]
PLAYER_COUNTS = [(r.id, n) for r in available() for n in range(r.min_players, r.max_players + 1)]
MAX_STEPS = 30_000


def new(ruleset: str, players: int, seed: int, **options: Any) -> Game:
    return Game.new({"ruleset": ruleset, "players": players, "seed": seed, **options})


def play_random(game: Game, seed: int, steps: int = MAX_STEPS, check: bool = False) -> list[str]:
    """Random decisions until the game ends (or ``steps`` are taken); returns them. With
    ``check``, the ruleset's ``broken_rules`` must find nothing after every one."""
    pick, taken = Rng(seed), []
    while not game.finished and len(taken) < steps:
        action = pick.choice(game.legal_action_ids())
        game.act(action)
        taken.append(action)
        if check:
            broken = game.ruleset.broken_rules(game.state)
            assert broken == [], f"after {action!r} (decision {len(taken)}): {broken}"
    return taken


def position(view: dict[str, Any]) -> dict[str, Any]:
    """A view less what belongs to the game record rather than the position (a fork has no
    log of actions and no undo)."""
    return {k: v for k, v in view.items()
            if k not in ("state_hash", "log_length", "can_undo", "undo_refusal")}


def shown(view: dict[str, Any]) -> dict[str, Any]:
    """What a view shows of the position: which panels are folded is presentation (a seat's
    own board opens in its view), and whom it was made for is its address, not something it
    knows."""
    table = view["table"]
    panels = [{k: v for k, v in p.items() if k != "folded"} for p in table["panels"]]
    return {k: v for k, v in position(view).items() if k != "viewer"} | {"table": table | {"panels": panels}}


@pytest.mark.parametrize("ruleset, players", PLAYER_COUNTS)
def test_random_games_end_with_a_result_and_a_winner(ruleset: str, players: int) -> None:
    """Every game ends with a result that ranks every seat, and no decision on the way breaks
    the game's invariants (``broken_rules``)."""
    game = new(ruleset, players, seed=players * 101)
    taken = play_random(game, seed=players, check=True)
    assert game.finished, f"no end after {len(taken)} decisions"
    assert game.current_player is None and game.legal_actions() == []
    result = game.result()
    assert result is not None
    if result["winner"] is None:  # only a solo game may be lost, and it says why
        assert players == 1 and result["reason"]
    else:
        assert 0 <= result["winner"] < players
        assert result["ranking"][0] == result["winner"]
    assert sorted(p["seat"] for p in result["players"]) == list(range(players))
    assert sorted(result["ranking"]) == list(range(players))
    for row in result["players"]:
        assert set(row["breakdown"]) <= set(result["categories"])
        assert all(c["name"] for c in result["categories"].values())
    json.dumps(result)


def form_choices(config: dict[str, Any], schema: dict[str, Any]) -> set[tuple[str, str]]:
    """The new-game form's (option, value) pairs a config chose, each as text."""
    out = set()
    for o in schema["options"]:
        at: Any = config
        for part in o["key"].split("."):
            at = at.get(part) if isinstance(at, dict) else None
        out.add((o["key"], json.dumps(at)))
    return out


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_choice_of_the_new_game_form_keeps_the_invariants(ruleset: str) -> None:
    """Every scenario and variant a player can choose keeps the contract: settings drawn from
    the form (``core.random_config``, as ``bench/soak.py`` draws them) at the largest player
    count, until every option's every value has been chosen at least once (a value whose
    ``requires`` the largest count rules out aside), each played 600 random decisions with
    ``broken_rules`` checked after every one, and its views JSON-ready."""
    rules = get_ruleset(ruleset)
    schema = rules.config_schema()
    players = rules.max_players
    wanted = {(o["key"], json.dumps(v)) for o in schema["options"]
              for v in ([c["value"] for c in o["choices"]] if o["kind"] == "choice" else [False, True])
              if not (o.get("requires", {}).get("key") == "players"
                      and o["requires"]["value"] != players and v != o["default"])}
    seen: set[tuple[str, str]] = set()
    for seed in range(1, 200):
        config = random_config(ruleset, players, seed)
        chosen = form_choices(config, schema)
        if chosen <= seen:
            continue
        seen |= chosen
        game = Game.new(config)
        play_random(game, seed, steps=600, check=True)
        for viewer in (None, *range(players)):
            json.dumps(game.view(viewer))
        if wanted <= seen:
            break
    assert wanted <= seen, f"never drawn: {sorted(wanted - seen)}"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_same_seed_and_actions_give_the_same_hash_and_the_link_replays(ruleset: str) -> None:
    a = new(ruleset, 3, seed=77)
    taken = play_random(a, seed=5, steps=150)
    b = new(ruleset, 3, seed=77)
    for action in taken:
        b.act(action)
    assert a.state_hash() == b.state_hash()
    loaded = Game.from_link(a.to_link())
    assert loaded.state_hash() == a.state_hash()
    assert loaded.legal_action_ids() == a.legal_action_ids()
    assert Game.from_link(loaded.to_link()).state_hash() == a.state_hash()
    assert new(ruleset, 3, seed=78).state_hash() != new(ruleset, 3, seed=77).state_hash() or \
        play_random(new(ruleset, 3, seed=78), 5, 150) != taken


@pytest.mark.parametrize("ruleset", RULESETS)
def test_replay_milestones_are_where_the_turn_and_the_round_change(ruleset: str) -> None:
    """The replay steps by turn and by round (web_api.replay_milestones): each milestone is a
    step where the ruleset's turn counter (or the view's round) differs from the step before."""
    game = Game.new({"ruleset": ruleset, "players": 3, "seed": 41}, auto_chance=False)
    pick, turns, rounds = Rng(9), [], []
    turn, round_ = game.turn, game.view()["turn"]
    for n in range(1, 301):
        if game.current_player == "chance":
            game.apply_chance(pick.choice([o for o, _ in game.chance_outcomes()]))
        elif game.finished:
            break
        else:
            game.act(pick.choice(game.legal_action_ids()))
        if game.turn != turn:
            turns.append(n)
        if game.view()["turn"] != round_:
            rounds.append(n)
        turn, round_ = game.turn, game.view()["turn"]
    token = game.to_link()
    marks = Game.milestones(token)
    assert marks["steps"] == Game.link_length(token) == n
    assert marks["turns"] == turns and len(turns) >= 3
    assert marks["rounds"] == rounds and rounds


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_game_plays_by_its_rules_version_and_its_link_keeps_it(ruleset: str) -> None:
    current = get_ruleset(ruleset).rules_version
    game = new(ruleset, 3, seed=7)
    assert game.rules_version == current
    record = link_codec.decode(game.to_link())
    assert record.rules_version == current and "rules_version" not in record.config
    assert "seed" not in record.config
    with pytest.raises(BadConfig, match="rules_version"):
        Game.new({"ruleset": ruleset, "players": 3, "rules_version": current + 1})
    with pytest.raises(BadConfig):
        Game.new({"ruleset": ruleset, "players": 3, "rules_version": 0})
    older = Game.new({"ruleset": ruleset, "players": 3, "seed": 7, "rules_version": 1})
    assert older.rules_version == 1 and Game.from_link(older.to_link()).rules_version == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_refused_and_undone_actions_leave_the_game_as_it_was(ruleset: str) -> None:
    game = new(ruleset, 3, seed=11)
    play_random(game, seed=3, steps=60)
    before = game.state_hash()
    for bad in ("no_such_action", "", game.legal_action_ids()[0] + ":extra"):
        with pytest.raises(IllegalAction):
            game.act(bad)
        assert game.state_hash() == before
    # undo takes back a decision whenever no chance outcome came between
    pick, undone = Rng(9), 0
    for _ in range(300):
        if game.finished:
            break
        before = game.state_hash()
        log_length = game.view()["log_length"]
        game.act(pick.choice(game.legal_action_ids()))
        if game.can_undo and game.view()["log_length"] == log_length + 1:
            game.undo()
            assert game.state_hash() == before
            undone += 1
            game.act(pick.choice(game.legal_action_ids()))
    assert undone > 0


@pytest.mark.parametrize("ruleset", RULESETS)
@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_damaged_links_are_refused_with_bad_link(ruleset: str, data: st.DataObject) -> None:
    game = new(ruleset, 2, seed=4)
    play_random(game, seed=4, steps=40)
    token = game.to_link()
    where = data.draw(st.integers(0, len(token) - 1))
    kind = data.draw(st.sampled_from(["flip", "cut", "junk"]))
    if kind == "flip":
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        other = data.draw(st.sampled_from([c for c in alphabet if c != token[where]]))
        damaged = token[:where] + other + token[where + 1:]
    elif kind == "cut":
        damaged = token[:where]
    else:
        damaged = token[:where] + data.draw(st.sampled_from(["!", "%", " x", "=="])) + token[where:]
    try:
        loaded = Game.from_link(damaged)
    except BadLink as e:
        assert str(e)
    else:  # a change the checksum cannot see (e.g. base64 padding bits) must be harmless
        assert loaded.state_hash() == game.state_hash()


def _every_view(game: Game) -> list[dict[str, Any]]:
    return [game.view(seat) for seat in [None, *range(len(game.seats))]]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_views_are_json_ready_and_carry_the_generic_table(ruleset: str) -> None:
    game = new(ruleset, 4, seed=21)
    for steps in (0, 80, 400):
        play_random(game, seed=steps, steps=steps)
        for viewer, view in zip([None, *range(len(game.seats))], _every_view(game)):
            json.dumps(view)
            assert view["viewer"] == viewer
            assert view["ruleset"] == ruleset and isinstance(view["turn"], int)
            assert isinstance(view["log"], list) and isinstance(view["phase"], str)
            for p in view["players"]:
                assert {"seat", "name", "colour", "letter", "shape", "summary"} <= set(p)
            table = view["table"]
            boards = {b["id"]: b for b in table["boards"]}
            ids = {s["id"] for s in table["spaces"]}
            assert len(ids) == len(table["spaces"]) and boards
            for space in table["spaces"]:
                grid = boards[space["board"]]["grid"]
                assert {"col", "row"} <= set(space) if grid == "square" else {"q", "r"} <= set(space)
                assert {"terrain", "label", "short", "tip", "owner", "hidden", "markers",
                        "pieces"} <= set(space)
            for link in table["links"]:
                assert link["from"] in ids and link["to"] in ids
            for panel in table["panels"]:
                assert panel["kind"] in ("cards", "counters", "table", "track", "slots")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_secret_seats_are_exactly_the_seats_whose_view_shows_more(ruleset: str) -> None:
    """``holds_secrets`` (the page's pass-the-device test) agrees with the views themselves."""
    game = new(ruleset, 3, seed=12)
    seen = {True: 0, False: 0}
    for _ in range(12):
        public = shown(game.view())
        assert public["secret_seats"] == [
            s for s in range(3) if shown(game.view(s)) != public]
        for s in range(3):
            seen[s in public["secret_seats"]] += 1
        play_random(game, seed=len(game.view()["log"]), steps=40)
        if game.finished:
            break
    # Checked on several positions. Which answers came depends on the game: none in Renown
    # (nothing is secret), both in the card games, always "secret" in a fog-of-war game (a
    # seat's own view always shows its own sight) — the equality above is the test.
    assert seen[True] + seen[False] >= 6


@pytest.mark.parametrize("ruleset", RULESETS)
def test_actions_point_at_places_that_exist_and_say_what_they_do(ruleset: str) -> None:
    game = new(ruleset, 3, seed=8)
    pick = Rng(8)
    for _ in range(120):
        if game.finished:
            break
        ids = places(game.view()["table"])
        actions = game.legal_actions()
        for a in actions:
            assert a["label"] and isinstance(a["label"], str)
            for key in ("at", "from", "to"):
                if key in a["detail"]:
                    assert a["detail"][key] in ids, (a["id"], key)
        game.act(pick.choice(actions)["id"])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_space_has_details_and_unknown_ones_are_refused(ruleset: str) -> None:
    game = new(ruleset, 3, seed=2)
    play_random(game, seed=2, steps=30)
    for space in game.view()["table"]["spaces"]:
        details = game.ruleset.place_details(game.state, space["id"])
        assert details["id"] == space["id"] and details["title"]
        assert all(s["heading"] and s["text"] for s in details["sections"])
    with pytest.raises(ValueError):
        game.ruleset.place_details(game.state, "nowhere")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_config_schema_describes_configs_the_ruleset_accepts(ruleset: str) -> None:
    r = next(x for x in available() if x.id == ruleset)
    schema = r.config_schema()
    assert schema["players"]["min"] == r.min_players and schema["players"]["max"] == r.max_players
    assert r.name and r.blurb
    seats = [{"name": f"P{i}", "bot": None} for i in range(schema["players"]["default"])]
    for option in schema.get("seat_options", []):
        for i, seat in enumerate(seats):
            choices = [c["value"] for c in option["choices"]]
            seat[option["key"]] = choices[i % len(choices)] if choices[0] is None else choices[0]
    for option in schema["options"]:
        values = [c["value"] for c in option["choices"]] if option["kind"] == "choice" else [True, False]
        assert option["default"] in values
        for value in values:
            config: dict[str, Any] = {"ruleset": ruleset, "players": seats, "seed": 1}
            needs = option.get("requires")
            if needs and needs["key"] == "players":  # a number of players
                config["players"] = [{"name": f"P{i}", "bot": None} for i in range(needs["value"])]
                needs = None
            settings = ([(needs["key"], needs["value"])] if needs else []) + [(option["key"], value)]
            for key, setting in settings:
                *parents, leaf = key.split(".")
                node = config
                for part in parents:
                    node = node.setdefault(part, {})
                node[leaf] = setting
            Game.new(config)  # raises BadConfig if the schema offers what the rules refuse
            if needs and value != option["default"]:
                source = next(o for o in schema["options"] if o["key"] == needs["key"])
                config[needs["key"]] = not needs["value"] if source["kind"] == "flag" else next(
                    c["value"] for c in source["choices"] if c["value"] != needs["value"])
                with pytest.raises(BadConfig):  # the form disables it: the rules refuse it
                    Game.new(config)
    texts = r.rules_text()
    assert "look" in texts and "terrains" in texts["look"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_first_game_guide_is_short_and_shows_what_the_game_has(ruleset: str) -> None:
    texts = get_ruleset(ruleset).rules_text()
    guide = texts["guide"]
    assert 3 <= len(guide) <= 8
    assert guide[0]["title"] == "The goal"
    for page in guide:
        assert page["title"] and 40 <= len(page["text"]) <= 480
        assert page["icon"] is None or page["icon"] in texts["look"]["icons"]
    assert any(page["region"] == "log" for page in guide), "the guide explains Undo and the log"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_what_a_seat_cannot_know_never_reaches_its_view_evaluation_or_forks(ruleset: str) -> None:
    """Forks re-draw a seat's unknowns (other players' secrets); nothing the seat sees, and
    nothing its bots evaluate, may change when they are re-drawn."""
    game = new(ruleset, 4, seed=31)
    rules = game.ruleset
    assert hasattr(rules, "master_evaluate") == hasattr(rules, "master_evaluation_terms"), \
        "master's evaluation comes with its terms"
    evaluations = [(rules.evaluate, rules.evaluation_terms), master_evaluation(game)]
    pick = Rng(31)
    checked = 0
    for step in range(400):
        if game.finished:
            break
        if step % 40 == 0:
            for seat in range(4):
                mine = position(game.view(seat))
                public = position(game.view(None))
                for evaluate, evaluation_terms in evaluations:
                    value = evaluate(game.state, seat)
                    terms = evaluation_terms(game.state, seat)
                    assert sum(terms.values()) == pytest.approx(value), "the terms add up to it"
                    for fork_seed in (1, 2):
                        twin = game.fork(fork_seed, viewer=seat)
                        assert position(twin.view(seat)) == mine
                        assert position(twin.view(None)) == public
                        assert evaluate(twin.state, seat) == pytest.approx(value)
                        assert evaluation_terms(twin.state, seat) == pytest.approx(terms)
                        checked += 1
        game.act(pick.choice(game.legal_action_ids()))
    assert checked >= 16


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("level", ["random", "novice", "adept", "master"])
def test_every_bot_level_plays_a_legal_action(ruleset: str, level: str) -> None:
    game = new(ruleset, 3, seed=6)
    play_random(game, seed=6, steps=50)
    for _ in range(3):
        legal = game.legal_action_ids()
        choice = make_bot(level, seed=1, playouts=1).choose(game, 0.2)
        assert choice in legal
        game.act(choice)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_master_advice_is_legal_changes_nothing_and_reads_no_secret(ruleset: str) -> None:
    """"What would Master do?" (``MasterBot.advise``): a legal choice with a line of why, the
    game untouched, and the same advice on a fork that re-drew what the deciding seat cannot
    know."""
    game = new(ruleset, 4, seed=12)
    play_random(game, seed=12, steps=40)
    while len(game.legal()) < 2:
        game.act(game.legal_action_ids()[0])
    seat, before = game.current_player, game.state_hash()
    advice = MasterBot(5, playouts=1).advise(game)
    assert game.state_hash() == before
    assert advice.action in game.legal_action_ids()
    assert advice.label == next(a["label"] for a in game.legal_actions() if a["id"] == advice.action)
    assert advice.why.endswith(".") and len(advice.why) > 20
    assert MasterBot(5, playouts=1).advise(game.fork(99, viewer=seat)) == advice


GOLDEN_LINKS = json.loads((Path(__file__).parent / "golden_links.json").read_text())


def test_every_ruleset_has_golden_links() -> None:
    assert sorted(GOLDEN_LINKS) == sorted(RULESETS)


@pytest.mark.parametrize("ruleset", sorted(GOLDEN_LINKS))
def test_golden_links_of_every_format_open_to_the_same_position(ruleset: str) -> None:
    """``golden_links.json``: a seeded four-player game after 150 random steps, its link in
    format 1 (made before dense links), format 2 (dense, every decision among all the legal
    actions) and format 3 (dense, a grouped ruleset's decision within its group). Each opens
    to the position, and the same steps today, under the rules version the link was made
    with, write the format-3 token exactly: a change to a format, or to the rules that moved
    an old game, fails here."""
    golden = GOLDEN_LINKS[ruleset]
    for fmt in ("format_1", "format_2", "format_3"):
        opened = Game.from_link(golden[fmt])
        assert opened.state_hash() == golden["state_hash"], fmt
        assert Game.link_length(golden[fmt]) == golden["steps"]
        assert opened.to_link() == golden["format_3"], fmt  # an old link is written anew
    rules = link_codec.decode(golden["format_2"]).rules_version
    game = new(ruleset, 4, seed=11, rules_version=rules)
    pick = Rng(11)
    for _ in range(150):
        if game.finished:
            break
        game.act(pick.choice(game.legal_action_ids()))
    assert game.to_link() == golden["format_3"]
    assert len(golden["format_2"]) < len(golden["format_1"])


GROUPED = [r for r in sorted(RULESETS) if hasattr(get_ruleset(r), "decision_groups")]


def test_some_ruleset_groups_its_decisions() -> None:
    assert GROUPED  # the test below checks something


@pytest.mark.parametrize("ruleset", GROUPED)
def test_decision_groups_list_the_legal_actions_in_order(ruleset: str) -> None:
    """A ruleset that groups its decisions (the optional ``decision_groups``,
    ``action_group``, ``group_actions``): at every step of random games, the groups' actions,
    one group after another, are the legal actions in their order, each in the group
    ``action_group`` names; and the game's link, which codes decisions within their group,
    opens to the same position, also after an undo."""
    rules: Any = get_ruleset(ruleset)  # the optional functions are not in the protocol
    for seed in (3, 4):
        game = new(ruleset, 4 if seed == 3 else 2, seed=seed)
        pick = Rng(seed)
        for step in range(400):
            if game.finished:
                break
            legal = game.legal()
            groups = rules.decision_groups(game.state)
            listed = [a for g in groups for a in rules.group_actions(game.state, g)]
            assert listed == legal, f"seed {seed}, step {step}"
            for a in legal:
                assert a in rules.group_actions(game.state, rules.action_group(game.state, a))
            game.act(pick.choice(game.legal_action_ids()))
            if step % 50 == 49 and not game.finished:
                hash_before, link_before = game.state_hash(), game.to_link()
                game.act(pick.choice(game.legal_action_ids()))
                if game.can_undo:  # no chance came of it
                    game.undo()
                    assert (game.state_hash(), game.to_link()) == (hash_before, link_before)
            if step % 100 == 99:
                assert Game.from_link(game.to_link()).state_hash() == game.state_hash()
