"""The batched pool (shared memory, JVM threads) against the one-game env: the same seeds give the same
trajectories (observations with the factored suffix, masks in the small ids, seats to move, final
rewards, autoreset's next deals) in all five games; refusals change nothing."""
import numpy as np
import pytest

import spielwerk

TABLES = [("portroyal-unterwegs", 3), ("portroyal", 2), ("portroyal-stiche", 3), ("gilded-compass", 2),
          ("loyang", 2)]


@pytest.mark.parametrize("game_id,players", TABLES)
def test_pool_trajectories_equal_the_one_game_envs(bridge, game_id, players):
    n, seed = 3, 40
    steps = 400 if game_id == "portroyal-unterwegs" else 120
    pool = spielwerk.pool(game_id, n, players=players, seed=seed, bridge=bridge)
    envs = [spielwerk.env(game_id, players=players, seed=seed + k, bridge=bridge) for k in range(n)]
    for e in envs:
        e.reset()
    assert pool.ids == envs[0].table.n and pool.observation_size == envs[0].observation_space("player_0")[
        "observation"].shape[0]
    next_seed, episodes = seed + n, 0
    rng = np.random.default_rng(1)
    for _ in range(steps):
        for k, e in enumerate(envs):
            seen = e.observe(e.agent_selection)
            assert pool.to_move[k] == e.agent_name_mapping[e.agent_selection]
            np.testing.assert_array_equal(pool.obs[k], seen["observation"])
            np.testing.assert_array_equal(pool.mask[k], seen["action_mask"])
        actions = pool.random_actions(rng)
        assert all(pool.mask[k, a] == 1 for k, a in enumerate(actions))
        ended = pool.step(actions)
        for k, e in enumerate(envs):
            e.step(int(actions[k]))
            assert pool.terminated[k] == (k in ended) == bool(e.terminations[e.agent_selection])
            if k in ended:
                np.testing.assert_array_equal(pool.rewards[k], [e.rewards[a] for a in e.possible_agents])
            else:
                assert not pool.rewards[k].any()
        for k in ended:  # dealt anew in the pool with the next seeds, in the order of the games
            envs[k].reset(seed=next_seed)
            next_seed += 1
            episodes += 1
    if game_id == "portroyal-unterwegs":
        assert episodes > 0  # autoreset itself was compared
    pool.close()


def test_a_refused_id_changes_no_game_and_the_pool_plays_on(bridge):
    pool = spielwerk.pool("gilded-compass", 4, players=3, seed=5, bridge=bridge)
    rng = np.random.default_rng(2)
    for _ in range(5):
        pool.step(pool.random_actions(rng))
    before = (pool.obs.copy(), pool.mask.copy(), pool.to_move.copy())
    actions = pool.random_actions(rng)
    actions[2] = int(np.flatnonzero(pool.mask[2] == 0)[0])
    with pytest.raises(spielwerk.IllegalActionError, match=r"^actions\[2\]: id") as e:
        pool.step(actions)
    assert e.value.at == 2
    np.testing.assert_array_equal(pool.obs, before[0])
    np.testing.assert_array_equal(pool.mask, before[1])
    with pytest.raises(spielwerk.ArgumentTypeError, match="^actions:"):
        pool.step(actions.astype(np.float64))
    with pytest.raises(spielwerk.ArgumentTypeError, match="^seed:"):
        pool.reset(seed=1.5)
    pool.step(pool.random_actions(rng))  # still usable
    assert pool.mask.shape == (4, pool.ids) and pool.ids < 2000  # small ids: a few KB per game at most
    pool.close()


def test_send_and_recv_equal_step(bridge):
    a = spielwerk.pool("loyang", 8, players=3, seed=9)  # its own bridge process: it steps while b does
    b = spielwerk.pool("loyang", 8, players=3, seed=9, bridge=bridge)
    ra, rb = np.random.default_rng(3), np.random.default_rng(3)
    for _ in range(30):
        a.send(a.random_actions(ra))
        with pytest.raises(spielwerk.RequestError, match="in flight"):
            a.send(np.zeros(8, dtype=np.int64))
        ended_b = b.step(b.random_actions(rb))
        np.testing.assert_array_equal(a.recv(), ended_b)
        np.testing.assert_array_equal(a.obs, b.obs)
        np.testing.assert_array_equal(a.mask, b.mask)
    a.close()
    assert not a.bridge.alive  # its own process ended with it
    b.send(b.random_actions(rb))
    with pytest.raises(spielwerk.RequestError, match="awaits recv"):
        bridge.request("games")  # would wait for ever on the same thread: refused
    b.recv()
    b.close()


def test_views_are_read_only_and_in_place(bridge):
    pool = spielwerk.pool("portroyal-unterwegs", 4, players=2, seed=1, bridge=bridge)
    obs = pool.obs
    with pytest.raises(ValueError):
        obs[0, 0] = 1.0
    first = obs.copy()
    pool.step(pool.random_actions(np.random.default_rng(0)))
    assert obs is pool.obs and not np.array_equal(first, obs)  # the same memory, rewritten by the JVM
    pool.close()


def test_gymnasium_vector_env_and_multi_agent_batch(bridge):
    gym = pytest.importorskip("gymnasium")
    venv = spielwerk.PoolVectorEnv("portroyal-unterwegs", 6, players=2, seed=3, bridge=bridge)
    assert isinstance(venv, gym.vector.VectorEnv)
    assert venv.metadata["autoreset_mode"] == gym.vector.AutoresetMode.SAME_STEP
    obs, info = venv.reset(seed=3)
    assert venv.observation_space.contains({k: np.array(v) for k, v in obs.items()})
    rng = np.random.default_rng(4)
    total = 0
    for _ in range(200):
        movers = info["to_move"].copy()
        obs, reward, term, trunc, info = venv.step(venv.pool.random_actions(rng))
        assert reward.shape == (6,) and term.dtype == bool and not trunc.any()
        np.testing.assert_array_equal(reward, info["rewards"][np.arange(6), movers])
        total += int(term.sum())
    assert total > 0
    venv.close()
    batch = spielwerk.MultiAgentBatch(spielwerk.pool("loyang", 3, players=3, seed=1, bridge=bridge))
    obs = batch.reset(seed=1)
    assert obs["action_mask"].shape == (3, batch.pool.ids)
    assert set(batch.agent_selection) <= set(batch.possible_agents)
    obs, rewards, terms, truncs, infos = batch.step(batch.pool.random_actions(rng))
    assert set(rewards) == set(batch.possible_agents) and rewards["player_0"].shape == (3,)
    batch.pool.close()


def test_random_actions_draw_each_games_legal_ids_uniformly():
    from types import SimpleNamespace
    from spielwerk.pool import Pool
    mask = np.zeros((4, 50), dtype=np.int8)
    mask[0, 3] = 1
    mask[1, [0, 49]] = 1  # the first and the last id: no off-by-one at a row's ends
    mask[2, 10:20] = 1
    fake = SimpleNamespace(mask=mask, n=4)  # game 3 has no legal id
    rng = np.random.default_rng(7)
    draws = np.array([Pool.random_actions(fake, rng) for _ in range(6000)])
    assert (draws[:, 0] == 3).all() and (draws[:, 3] == 0).all()
    for game, legal in ((1, [0, 49]), (2, list(range(10, 20)))):
        counts = np.array([(draws[:, game] == a).sum() for a in legal])
        assert counts.sum() == len(draws)  # never an illegal id
        expected = len(draws) / len(legal)
        assert (abs(counts - expected) < 5 * np.sqrt(expected)).all(), counts
