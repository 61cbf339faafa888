"""No leak, search helpers, the OpenSpiel-shaped adapter, agents, batches, and bad input that raises a
clear Python exception and leaves the bridge alive."""
import numpy as np
import pytest

import spielwerk
from spielwerk import Game


def advance(game, steps, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.step(code=int(rng.choice(game.codes())))
    return game


@pytest.mark.parametrize("game_id,players", [("loyang", 3), ("portroyal-stiche", 4), ("gilded-compass", 3)])
def test_no_leak_a_seats_observation_is_the_one_of_its_view(bridge, game_id, players):
    env = spielwerk.env(game_id, players=players, seed=3, bridge=bridge)
    env.reset()
    advance(env.game, 15, seed=1)
    for seat, agent in enumerate(env.possible_agents):
        observed = env.game.observation(seat)
        from_view = Game.load(game_id, view=env.game.view(seat), seed=99, bridge=bridge)
        assert np.array_equal(from_view.observation(seat), observed)
        twin = env.game.resample(seat, seed=7)
        assert np.array_equal(twin.observation(seat), observed)
        from_view.close()
        twin.close()


def test_clone_is_exact_and_independent(bridge):
    g = advance(Game.new("portroyal", players=3, seed=8, bridge=bridge), 10)
    c = g.clone()
    assert c.state() == g.state()
    advance(c, 5, seed=2)
    assert c.state() != g.state()
    assert g.saved()["actions"] == c.saved()["actions"][:10]


def test_games_python_drops_are_closed_in_the_jvm(bridge):
    import gc
    gc.collect()  # earlier tests' games first
    g = Game.new("portroyal", players=2, seed=1, bridge=bridge)
    before = bridge.request("stats")["open"]
    twins = [g.clone() for _ in range(50)]
    assert bridge.request("stats")["open"] == before + 50
    del twins
    gc.collect()
    assert bridge.request("stats")["open"] == before
    g.close()
    assert bridge.request("stats")["open"] == before - 1


def test_saved_game_and_state_load_back(bridge):
    g = advance(Game.new("portroyal-unterwegs", players=3, seed=2, bridge=bridge), 25)
    saved = g.saved()
    again = spielwerk.load("portroyal-unterwegs", saved=saved, bridge=bridge)
    assert again.state() == g.state()
    loaded = spielwerk.load("portroyal-unterwegs", state=g.state(), bridge=bridge)
    assert loaded.legal() == g.legal() and loaded.players == 3
    env = spielwerk.env("loyang", players=2, seed=1, bridge=bridge)
    env.reset()
    for _ in range(30):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert spielwerk.load("loyang", saved=env.saved_game(), bridge=bridge).state() == env.state()


def test_openspiel_adapter(bridge):
    game = spielwerk.OpenSpielGame("portroyal-unterwegs", players=2, bridge=bridge)
    state = game.new_initial_state(seed=4)
    assert game.num_players() == 2 and game.num_distinct_actions() == 43
    rng = np.random.default_rng(0)
    while not state.is_terminal():
        legal = state.legal_actions()
        mask = state.legal_actions_mask()
        assert [i for i, m in enumerate(mask) if m] == legal
        assert len(state.observation_tensor()) == game.observation_tensor_shape()[0]
        if len(legal) > 1:
            twin = state.clone()
            twin.apply_action(legal[1])
        state.apply_action(int(rng.choice(legal)))
    assert state.current_player() == spielwerk.openspiel.TERMINAL
    assert sum(state.returns()) == pytest.approx(1.0)


def test_library_agents_from_python(bridge):
    for game_id, spec in [("portroyal-unterwegs", "greedy:samples=2"), ("gilded-compass", "rules:hard"),
                          ("loyang", "random"), ("portroyal", "ismcts:iterations=10")]:
        env = spielwerk.env(game_id, players=2, seed=1, bridge=bridge)
        env.reset()
        for _ in range(6):
            agent = env.agent_selection
            action = env.act(spec, seed=3)
            assert env.observe(agent)["action_mask"][action] == 1
            env.step(action)
        env.close()


def test_a_tournament_from_python(bridge):
    result = spielwerk.tournament("portroyal-unterwegs", ["rules:easy", "random"], games=2, seed=3,
                                  bridge=bridge)
    assert len(result["outcomes"]) == 2 and sum(result["win_rate"]) == pytest.approx(1.0)
    assert [seating for seating, _ in result["outcomes"][:2]] == [[0, 1], [1, 0]]
    again = spielwerk.tournament("portroyal-unterwegs", ["rules:easy", "random"], games=2, seed=3,
                                 bridge=bridge)
    assert again["outcomes"] == result["outcomes"]


def test_gym_wrapper_plays_against_named_agents(bridge):
    gym = spielwerk.gym_env("portroyal-unterwegs", opponents=["random"], seed=1, bridge=bridge)
    rng = np.random.default_rng(0)
    total = 0.0
    for episode in range(3):
        obs, info = gym.reset(seed=episode)
        done = truncated = False
        while not (done or truncated):
            obs, reward, done, truncated, info = gym.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        total += reward
    assert 0 <= total <= 3
    with pytest.raises(spielwerk.GameOverError):
        gym.step(0)
    greedy = spielwerk.gym_env("portroyal-unterwegs", opponents=["greedy:samples=1"], seat=1, seed=1, bridge=bridge)
    obs, _ = greedy.reset(seed=1)
    assert obs["action_mask"].any()


def test_a_batch_steps_like_single_games(bridge):
    vec = spielwerk.vector("portroyal-unterwegs", 4, players=2, seed=10, autoreset=False, bridge=bridge)
    vec.reset(seed=10)
    singles = [Game.new("portroyal-unterwegs", players=2, seed=10 + k, bridge=bridge) for k in range(4)]
    rng = np.random.default_rng(1)
    while (vec.counts > 0).any():
        live = vec.counts > 0
        for k in range(4):
            assert vec.to_move[k] == singles[k].to_move
            if live[k]:
                assert np.array_equal(vec.obs[k], singles[k].obs)
                assert vec.legal[vec.starts[k]:vec.starts[k] + vec.counts[k]].tolist() == singles[k].codes().tolist()
        codes = vec.random_codes(rng)
        assert vec.masks()[np.flatnonzero(live), codes[live]].all()
        done = vec.step(codes)
        for k in np.flatnonzero(live):
            singles[k].step(code=int(codes[k]))
            assert done[k] == singles[k].is_over
            if done[k]:
                assert vec.outcomes[k] == singles[k].finished
    assert all(bridge.request("state", handle=h)["state"] == g.state() for h, g in zip(vec.handles, singles))


def test_a_vector_with_autoreset_plays_many_episodes(bridge):
    vec = spielwerk.vector("portroyal-unterwegs", 8, players=2, seed=0, bridge=bridge)
    vec.reset()
    rng = np.random.default_rng(0)
    for _ in range(300):
        vec.step(vec.random_codes(rng))
    assert vec.episodes > 0
    assert vec.obs.shape == (8, vec.observation_size) and vec.obs.dtype == np.float32
    assert (vec.counts > 0).all()


def test_bad_inputs_raise_clear_errors_and_the_bridge_lives_on(bridge):
    with pytest.raises(spielwerk.InvalidSetupError, match="chess"):
        spielwerk.env("chess", bridge=bridge)
    with pytest.raises(spielwerk.InvalidSetupError) as e:
        spielwerk.env("portroyal", players=9, bridge=bridge)
    assert e.value.field == "players" and e.value.rule is None
    g = Game.new("portroyal-unterwegs", players=2, seed=1, bridge=bridge)
    before = g.state()
    # an action the rules forbid names the rule it breaks, as a value of its own
    with pytest.raises(spielwerk.IllegalActionError) as e:
        g.step(action={"type": "Pass"})
    assert e.value.kind == "IllegalActionException" and e.value.rule and e.value.rule in str(e.value)
    assert g.state() == before
    illegal = next(c for c in range(g.action_count) if c not in set(g.codes().tolist()))
    with pytest.raises(spielwerk.IllegalActionError):
        g.step(code=illegal)
    with pytest.raises(spielwerk.RequestError, match="outside"):
        g.step(code=10 ** 6)
    with pytest.raises(spielwerk.RequestError) as e:
        g.view(1.5)
    assert e.value.field == "seat"
    with pytest.raises(spielwerk.RequestError, match="^seed: must be"):
        Game.new("portroyal", seed="7", bridge=bridge)
    with pytest.raises(spielwerk.RequestError, match="^seed: must be"):
        Game.new("portroyal", seed=2 ** 64, bridge=bridge)
    with pytest.raises(spielwerk.RequestError, match="^action: must be"):
        _null_action(bridge, g.handle)
    with pytest.raises(spielwerk.InvalidJsonError):
        g.step(action={"type": "NoSuchAction"})
    assert g.state() == before
    env = spielwerk.env("portroyal-unterwegs", players=2, seed=1, bridge=bridge)
    env.reset()
    mask = env.observe(env.agent_selection)["action_mask"]
    with pytest.raises(ValueError):
        env.step(int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(ValueError):
        env.step(10 ** 6)
    assert np.array_equal(env.observe(env.agent_selection)["action_mask"], mask)
    # a huge line is answered, not fatal
    with pytest.raises(spielwerk.RequestError, match="longer than"):
        bridge.request("games", padding="x" * (1 << 21))


def _null_action(bridge, handle):
    """Sends "action": null explicitly (request() leaves None fields out)."""
    import json
    with bridge._lock:
        bridge._process.stdin.write((json.dumps({"cmd": "apply", "handle": handle, "action": None}) + "\n").encode())
        bridge._process.stdin.flush()
        response = json.loads(bridge._process.stdout.readline())
    raise spielwerk._bridge.error_for(response)


def test_factored_spaces_are_small_with_small_menus(bridge):
    for game_id, players in [("gilded-compass", 4), ("loyang", 4)]:
        env = spielwerk.env(game_id, players=players, seed=2, bridge=bridge)
        assert env.table.factored and env.action_space("player_0").n <= 5000
        assert env.game.action_count > 20000
        env.reset()
        rng = np.random.default_rng(2)
        longest = 0
        for _ in range(400):
            if env.game.is_over:
                break
            menu = np.flatnonzero(env.observe(env.agent_selection)["action_mask"])
            assert 0 < len(menu) <= 100
            longest = max(longest, len(menu))
            env.step(int(rng.choice(menu)))
        assert longest > 1
        env.close()


def test_menu_groups_and_legends_come_with_the_words(bridge):
    # a Queen Games auction: the bids come in groups of five tons; a Port Royal view explains its terms
    g = Game.new("portroyal-stiche", players=3, seed=1, bridge=bridge)
    steps = 0
    while not any("group" in a for a in g.legal()) and steps < 200:
        g.apply(index=0)
        steps += 1
    assert any("group" in a for a in g.legal(locale="de"))
    state = g.state()
    assert isinstance(g.legend(locale="de"), list)
    assert g.state() == state  # words change nothing
    p = advance(Game.new("portroyal", players=2, seed=3, bridge=bridge), 20)
    assert all(isinstance(line, str) and line for line in p.legend())
