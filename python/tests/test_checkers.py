"""The peers' own checkers, not imitations of them: PettingZoo's api_test and seed_test on every game at
every seat count, and Gymnasium's check_env on the single-agent env of every game (it samples
`action_space` without the mask, so it runs with illegal="lose", the env option for such generic code)."""
import warnings

import pytest

import spielwerk

pettingzoo_test = pytest.importorskip("pettingzoo.test")
env_checker = pytest.importorskip("gymnasium.utils.env_checker")

# every game at every seat count it allows (2-4, 2-5, 3-4, 2-5, 2-4: 16 tables)
SEATS = {"portroyal-unterwegs": (2, 4), "portroyal": (2, 5), "portroyal-stiche": (3, 4), "gilded-compass": (2, 5),
         "loyang": (2, 4)}
TABLES = [(g, p) for g, (lo, hi) in SEATS.items() for p in range(lo, hi + 1)]


def test_the_seat_counts_are_the_engines(bridge):
    assert {g["id"]: (g["minPlayers"], g["maxPlayers"]) for g in bridge.games()} == SEATS


@pytest.mark.parametrize("game_id,players", TABLES)
def test_pettingzoo_api_test(bridge, game_id, players):
    env = spielwerk.env(game_id, players=players, seed=1, bridge=bridge)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its remarks on dict observations with an action mask
        pettingzoo_test.api_test(env, num_cycles=200)
    env.close()


@pytest.mark.parametrize("game_id,players", TABLES)
def test_pettingzoo_seed_test(bridge, game_id, players):
    pettingzoo_test.seed_test(lambda: spielwerk.env(game_id, players=players, bridge=bridge), num_cycles=100)


@pytest.mark.parametrize("game_id", list(SEATS))
def test_gymnasium_check_env(bridge, game_id):
    players = SEATS[game_id][0]
    env = spielwerk.gym_env(game_id, opponents="random", players=players, seed=3, illegal="lose", bridge=bridge)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        env_checker.check_env(env, skip_render_check=True)
    env.close()


def test_gymnasium_check_env_fails_on_the_strict_env_as_documented(bridge):
    """Without the option generic sampling meets the strict error (the reason the option exists)."""
    env = spielwerk.gym_env("gilded-compass", opponents="random", players=2, seed=3, bridge=bridge)
    with pytest.raises(ValueError, match="action: id"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            env_checker.check_env(env, skip_render_check=True)


@pytest.mark.parametrize("game_id", ["portroyal-unterwegs", "loyang"])
def test_illegal_lose_ends_the_episode_with_minus_one_for_the_seat_that_played_it(bridge, game_id):
    import numpy as np
    env = spielwerk.env(game_id, players=3, seed=2, illegal="lose", bridge=bridge)
    env.reset()
    agent = env.agent_selection
    before = env.game.state()
    illegal = int(np.flatnonzero(env.observe(agent)["action_mask"] == 0)[0])
    env.step(illegal)
    assert env.illegal_by == agent
    assert all(env.terminations.values())
    assert env.rewards == {a: (-1.0 if a == agent else 0.0) for a in env.possible_agents}
    assert env.game.state() == before  # the illegal action never reached the engine
    rewards = {}
    for a in env.agent_iter():
        _o, r, done, _t, _i = env.last()
        rewards[a] = r
        assert done
        env.step(None)
    assert rewards[agent] == -1.0
    env.reset()
    assert env.illegal_by is None and not any(env.terminations.values())
    with pytest.raises(ValueError, match="outside the action space"):
        env.step(10 ** 6)  # not an id of the space at all: refused in both modes
    with pytest.raises(ValueError, match="illegal: one of"):
        spielwerk.env(game_id, players=3, illegal="ignore", bridge=bridge)
