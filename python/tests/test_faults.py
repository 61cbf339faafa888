"""Each fault of issue 35's list, as a test that failed before its fix: stale infos, numpy integers,
coerced wrong types, refused calls that changed something, error classes, copies, Wilson intervals."""
import copy
import pickle

import numpy as np
import pytest

import spielwerk
from spielwerk import Game


def _play_random(env, rng, steps):
    for _ in range(steps):
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(rng.choice(np.flatnonzero(mask))))


@pytest.mark.parametrize("game_id,players", [("portroyal-unterwegs", 3), ("portroyal", 3), ("portroyal-stiche", 3)])
def test_infos_are_current_at_every_decision(bridge, game_id, players):
    env = spielwerk.env(game_id, players=players, seed=5, bridge=bridge)
    env.reset()
    rng = np.random.default_rng(0)
    for _ in range(16):
        agent = env.agent_selection
        info = env.infos[agent]
        texts = [a["text"] for a in env.game.legal()]
        assert info["action_texts"] == texts  # was the first decision's texts until reset()
        assert info["view"] == env.game.view(env.agent_name_mapping[agent])
        _play_random(env, rng, 1)
        if not env.agents or env.terminations[env.agent_selection]:
            break


def test_numpy_integers_are_accepted_wherever_an_int_is(bridge):
    env = spielwerk.env("portroyal-unterwegs", players=np.int64(3), seed=np.int64(7), bridge=bridge)
    env.reset(seed=np.int32(7))
    plain = spielwerk.env("portroyal-unterwegs", players=3, seed=7, bridge=bridge)
    plain.reset(seed=7)
    assert env.players == 3
    mask = env.observe(env.agent_selection)["action_mask"]
    first = np.flatnonzero(mask)[0]
    env.step(np.int16(first))
    plain.step(int(first))
    assert np.array_equal(env.observe(env.agent_selection)["observation"],
                          plain.observe(plain.agent_selection)["observation"])
    g = Game.new("portroyal", players=np.uint8(2), seed=np.int64(3), bridge=bridge)
    g.step(code=g.codes()[0])  # a numpy code from the game's own array
    vec = spielwerk.vector("portroyal-unterwegs", np.int64(2), players=2, seed=np.int64(1), bridge=bridge)
    vec.reset(seed=np.int64(4))
    assert spielwerk.gym_env("portroyal-unterwegs", players=2, seed=np.int64(1), seat=np.int64(1),
                             bridge=bridge).reset(seed=np.int64(2))


@pytest.mark.parametrize("bad", [1.0, 2.7, "3", True, np.float32(1.0), np.bool_(True)])
def test_wrong_action_types_are_refused_never_coerced(bridge, bad):
    env = spielwerk.env("portroyal-unterwegs", players=2, seed=1, bridge=bridge)
    env.reset()
    before = (env.agent_selection, env.observe(env.agent_selection)["observation"].copy(), env.game.state())
    with pytest.raises(spielwerk.ArgumentTypeError, match="^action: must be a whole number"):
        env.step(bad)
    with pytest.raises(TypeError):  # also a TypeError for Python code
        env.step(bad)
    assert env.agent_selection == before[0] and env.game.state() == before[2]
    assert np.array_equal(env.observe(env.agent_selection)["observation"], before[1])
    g = Game.new("portroyal-unterwegs", players=2, seed=1, bridge=bridge)
    with pytest.raises(spielwerk.ArgumentTypeError, match="^code:"):
        g.step(code=bad)
    with pytest.raises(spielwerk.ArgumentTypeError, match="^seed:"):
        spielwerk.env("portroyal-unterwegs", players=2, seed=bad, bridge=bridge)


def test_a_refused_vector_reset_leaves_the_vector_usable(bridge):
    vec = spielwerk.vector("portroyal-unterwegs", 4, players=2, seed=10, bridge=bridge)
    twin = spielwerk.vector("portroyal-unterwegs", 4, players=2, seed=10, bridge=bridge)
    vec.reset()
    twin.reset()
    with pytest.raises(spielwerk.ArgumentTypeError, match="^seed:"):
        vec.reset(seed="3")
    with pytest.raises(spielwerk.RequestError):
        vec.reset(seed=2 ** 64)  # refused by the engine: the seeds it would have counted on from stay
    rng, rng2 = np.random.default_rng(1), np.random.default_rng(1)
    for _ in range(300):  # long enough for episodes to end and autoreset to draw the next seeds
        d1, d2 = vec.step(vec.random_codes(rng)), twin.step(twin.random_codes(rng2))
        assert np.array_equal(d1, d2) and np.array_equal(vec.obs, twin.obs)
    assert vec.episodes == twin.episodes > 0
    vec.reset()
    twin.reset()
    assert np.array_equal(vec.obs, twin.obs)


def test_last_after_every_agent_left_and_step_after_the_end_raise_game_over(bridge):
    env = spielwerk.env("portroyal-unterwegs", players=2, seed=2, bridge=bridge)
    env.reset()
    for agent in env.agent_iter():
        obs, _r, done, trunc, _i = env.last()
        env.step(None if done or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    with pytest.raises(spielwerk.GameOverError, match="^last:"):
        env.last()  # was KeyError
    g = Game.new("portroyal-unterwegs", players=2, seed=2, bridge=bridge)
    while not g.is_over:
        g.step(code=g.codes()[0])
    final = g.state()
    with pytest.raises(spielwerk.GameOverError, match="^step:"):
        g.step(code=0)  # was IllegalActionError
    with pytest.raises(spielwerk.GameOverError):
        g.act("random")
    assert g.state() == final


def test_a_missing_java_or_jar_is_a_clear_bridge_error(tmp_path):
    with pytest.raises(spielwerk.BridgeClosedError, match="^java: .*does not run"):
        spielwerk.Bridge(java=str(tmp_path / "no-java"))  # was a bare FileNotFoundError
    with pytest.raises(spielwerk.BridgeClosedError, match="^jar: no file"):
        spielwerk.Bridge(jar=str(tmp_path / "no.jar"))


def _trajectory(env, rng, steps):
    seen = []
    for _ in range(steps):
        if not env.agents:
            break
        obs, reward, done, trunc, _ = env.last()
        seen.append((env.agent_selection, obs["observation"].tobytes(), obs["action_mask"].tobytes(), reward, done))
        env.step(None if done or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return seen


@pytest.mark.parametrize("game_id", ["portroyal-unterwegs", "gilded-compass"])
def test_deepcopy_and_pickle_give_exact_independent_copies(bridge, game_id):
    env = spielwerk.env(game_id, players=2, seed=9, bridge=bridge)
    env.reset()
    _play_random(env, np.random.default_rng(3), 7)  # mid-game, in a factored env maybe mid-sequence
    twin = copy.deepcopy(env)
    loaded = pickle.loads(pickle.dumps(env))
    assert twin.game.handle != env.game.handle and loaded.game.handle != env.game.handle
    assert twin.game.state() == env.game.state() == loaded.game.state()
    ours = _trajectory(env, np.random.default_rng(4), 60)
    assert _trajectory(twin, np.random.default_rng(4), 60) == ours
    assert _trajectory(loaded, np.random.default_rng(4), 60) == ours
    # independent: the copies moved on, the original's own copy taken before did not
    assert twin.game.state() == env.game.state()


def test_copying_a_vector_or_pickling_a_game_is_a_clear_error(bridge):
    vec = spielwerk.vector("portroyal-unterwegs", 2, players=2, bridge=bridge)
    with pytest.raises(TypeError, match="VectorGames: cannot be"):
        copy.deepcopy(vec)
    with pytest.raises(TypeError, match="VectorGames: cannot be pickled"):
        pickle.dumps(vec)
    g = Game.new("portroyal", players=2, seed=1, bridge=bridge)
    with pytest.raises(TypeError, match="Game: cannot be pickled"):
        pickle.dumps(g)
    assert copy.deepcopy(g).state() == g.state()


def test_wilson_intervals_never_collapse_to_a_point():
    low, high = spielwerk.wilson(20, 20)
    assert 0.83 < low < 0.84 and high == 1.0  # the normal approximation said [1.00, 1.00]
    low, high = spielwerk.wilson(0, 20)
    assert low == 0.0 and 0.16 < high < 0.17
    low, high = spielwerk.wilson(10, 20)
    assert low < 0.5 < high and abs((low + high) / 2 - 0.5) < 1e-12


def test_a_tournament_of_one_sided_games_has_an_open_interval(bridge):
    result = spielwerk.tournament("portroyal-unterwegs", ["rules:hard", "random"], games=4, players=2, seed=0,
                                  bridge=bridge)
    for rate, (low, high) in zip(result["win_rate"], result["interval"]):
        assert low < high and low <= rate <= high
