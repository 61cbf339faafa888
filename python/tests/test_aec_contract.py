"""The AEC contract checks of PettingZoo's api_test, as our own tests: agent order, masks equal the
legal actions, fixed observation shapes and dtypes, rewards and dead steps at the end, no step after the
end, reproducible seeds; and every game played to the end."""
import numpy as np
import pytest

import spielwerk
from conftest import TABLES


def play(env, rng, record=None, check=None):
    """Plays one episode by uniformly random legal ids; returns the number of env steps."""
    steps = 0
    for agent in env.agent_iter():
        obs, reward, done, truncated, info = env.last()
        if record is not None:
            record.append((agent, obs["observation"].copy(), obs["action_mask"].copy()))
        if check:
            check(env, agent, obs, done or truncated)
        if done or truncated:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    return steps


@pytest.mark.parametrize("game,players", TABLES)
def test_every_game_plays_to_the_end_under_the_aec_contract(bridge, game, players):
    env = spielwerk.env(game, players=players, seed=5, bridge=bridge)
    env.reset(seed=5)
    assert env.possible_agents == [f"player_{s}" for s in range(players)]
    assert env.agents == env.possible_agents
    space = env.observation_space(env.possible_agents[0])
    size, n = space["observation"].shape[0], env.action_space(env.possible_agents[0]).n
    factored = env.table.factored
    assert n <= 5000, "a few thousand action ids at most"
    engine_actions = 0

    def check(env, agent, obs, over):
        nonlocal engine_actions
        assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (size,)
        assert obs["action_mask"].dtype == np.int8 and obs["action_mask"].shape == (n,)
        assert space.contains(obs)
        if over:
            assert not obs["action_mask"].any()
            return
        seat = env.agent_name_mapping[agent]
        assert seat == env.game.to_move, "agent_selection is the seat to move"
        menu = np.flatnonzero(obs["action_mask"])
        assert 0 < len(menu) <= 100 or not factored
        if not factored or not env._chooser.prefix:
            engine_actions += 1
        if not factored:
            legal = sorted(a["code"] for a in env.game.legal())
            assert menu.tolist() == legal, "the mask is exactly the legal actions"
        else:
            # every id on the menu extends to a legal action, and every legal action is reachable
            prefix = env._chooser.prefix
            reach = {env.table.tokens(c)[len(prefix)] for c in env.game.codes()
                     if env.table.tokens(c)[:len(prefix)] == prefix}
            assert set(menu.tolist()) == reach
        if engine_actions % 7 == 0:  # (every 7th decision: each observe of another seat is a round trip)
            for other in env.agents:
                if other != agent:
                    assert not env.observe(other)["action_mask"].any(), "only the seat to move has a mask"

    play(env, np.random.default_rng(1), check=check)
    assert env.agents == []
    assert env.game.is_over and engine_actions > 10
    with pytest.raises(spielwerk.GameOverError):
        env.step(0)
    env.close()


def test_last_reports_the_rewards_accumulated_since_the_agent_last_acted(bridge):
    """api_test's play check: what last() reports is the sum of `rewards` since the agent's last step, so
    the end's rewards are handed out once, and dead steps clear them."""
    env = spielwerk.env("portroyal-stiche", players=3, seed=6, bridge=bridge)
    env.reset()
    rng = np.random.default_rng(6)
    accumulated = {a: 0.0 for a in env.possible_agents}
    finished = set()
    for agent in env.agent_iter():
        obs, reward, done, truncated, _ = env.last()
        assert agent not in finished
        assert accumulated[agent] == reward
        accumulated[agent] = 0.0
        if done or truncated:
            finished.add(agent)
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        for a, r in env.rewards.items():
            accumulated[a] += r
    assert finished == set(env.possible_agents)


def test_rewards_and_dead_steps_at_the_end(bridge):
    env = spielwerk.env("portroyal-unterwegs", players=3, seed=2, bridge=bridge)
    env.reset()
    rng = np.random.default_rng(0)
    while not env.terminations[env.agent_selection]:
        obs = env.observe(env.agent_selection)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    finished = env.game.finished
    assert all(env.terminations.values())
    shares = {a: r for a, r in env._cumulative_rewards.items()}
    winners = finished["winners"]
    assert shares == {f"player_{s}": (1 / len(winners) if s in winners else 0.0) for s in range(3)}
    assert sum(shares.values()) == pytest.approx(1.0)
    with pytest.raises(spielwerk.GameOverError):
        env.step(0)  # a done agent takes only None
    for _ in range(3):
        env.step(None)
    assert env.agents == []


@pytest.mark.parametrize("reward", ["score", "rank"])
def test_reward_by_score_or_rank(bridge, reward):
    env = spielwerk.env("portroyal-unterwegs", players=2, seed=4, reward=reward, bridge=bridge)
    env.reset()
    rewards = {}
    for agent in env.agent_iter():
        obs, r, done, trunc, _ = env.last()
        if done:
            rewards[agent] = r
        env.step(None if done else int(np.flatnonzero(obs["action_mask"])[0]))
    f = env.game.finished
    expected = f["scores"] if reward == "score" else [-x for x in f["ranks"]]
    assert rewards == {f"player_{s}": float(expected[s]) for s in range(2)}


def test_seeds_are_reproducible(bridge):
    runs = []
    for _ in range(2):
        env = spielwerk.env("portroyal", players=3, seed=0, bridge=bridge)
        env.reset(seed=11)
        record = []
        play(env, np.random.default_rng(3), record=record)
        runs.append(record)
        env.close()
    assert len(runs[0]) == len(runs[1])
    for (a, o, m), (b, p, n) in zip(*runs):
        assert a == b and np.array_equal(o, p) and np.array_equal(m, n)
    env = spielwerk.env("portroyal", players=3, seed=0, bridge=bridge)
    env.reset(seed=11)
    first = env.state()
    env.reset(seed=12)
    assert env.state() != first, "another seed deals another game"


def test_truncation_at_max_steps(bridge):
    env = spielwerk.env("portroyal-unterwegs", players=2, seed=1, max_steps=5, bridge=bridge)
    env.reset()
    for _ in range(5):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert all(env.truncations.values()) and not any(env.terminations.values())
    for _ in range(2):
        env.step(None)
    assert env.agents == []


def test_infos_render_spaces(bridge):
    env = spielwerk.env("portroyal-unterwegs", players=2, seed=1, render_mode="ansi", locale="de", bridge=bridge)
    env.reset()
    agent = env.agent_selection
    info = env.infos[agent]
    mask = env.observe(agent)["action_mask"]
    assert len(info["action_texts"]) == mask.sum()
    assert isinstance(info["view"], dict)
    assert isinstance(env.render(), str) and env.render()
    assert env.action_space(agent).contains(int(np.flatnonzero(mask)[0]))
    assert env.observation_space(agent)["action_mask"].shape == mask.shape
