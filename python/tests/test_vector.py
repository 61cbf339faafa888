"""The vector path (issue 23): binary frames read in place, batches with autoreset equal to single games
stepped one JSON round trip at a time, and bad input that raises and changes nothing."""
import numpy as np
import pytest

import spielwerk
from spielwerk import Game


@pytest.mark.parametrize("game_id,players,rounds", [("portroyal-unterwegs", 2, 400), ("portroyal-stiche", 3, 60),
                                                    ("loyang", 2, 40)])
def test_a_vector_with_autoreset_equals_single_games_reset_by_hand(bridge, game_id, players, rounds):
    n, seed = 3, 40
    vec = spielwerk.vector(game_id, n, players=players, seed=seed, bridge=bridge)
    vec.reset(seed=seed)
    singles = [Game.new(game_id, players=players, seed=seed + k, bridge=bridge) for k in range(n)]
    next_seed = seed + n
    rng = np.random.default_rng(3)
    ended = 0
    for _ in range(rounds):
        for k, g in enumerate(singles):
            assert vec.to_move[k] == g.to_move
            assert np.array_equal(vec.obs[k], g.obs)
            assert vec.legal[vec.starts[k]:vec.starts[k] + vec.counts[k]].tolist() == g.codes().tolist()
        codes = vec.random_codes(rng)
        done = vec.step(codes)
        for k, g in enumerate(singles):  # the one-env JSON path, one round trip per step
            g.step(code=int(codes[k]))
            assert done[k] == g.is_over
            if g.is_over:
                assert vec.outcomes[k] == g.finished
                winners = g.finished["winners"]
                expected = np.zeros(players, dtype=np.float32)
                expected[winners] = 1 / len(winners)
                assert np.array_equal(vec.rewards[k], expected)
                g.reset(next_seed)  # the vector deals seeds in the order of the games
                next_seed += 1
                ended += 1
            else:
                assert not vec.rewards[k].any()
    assert vec.episodes == ended
    if game_id == "portroyal-unterwegs":
        assert ended >= 3, "games ended and were dealt anew within the batch"
        assert (vec.counts > 0).all(), "with autoreset no game idles"


def test_frames_are_numpy_views_of_one_answer(bridge):
    vec = spielwerk.vector("portroyal-unterwegs", 5, players=3, seed=1, bridge=bridge)
    vec.reset()
    assert vec.obs.shape == (5, vec.observation_size) and vec.obs.dtype == np.float32
    assert not vec.obs.flags.writeable  # read in place from the frame's bytes, not copied
    assert np.shares_memory(vec.to_move, vec.legal) or vec.to_move.base is vec.legal.base
    assert vec.masks()[np.arange(5)].sum(axis=1).tolist() == vec.counts.tolist()
    blind = spielwerk.vector("portroyal-unterwegs", 5, players=3, seed=1, observe=False, bridge=bridge)
    blind.reset()
    assert blind.obs.shape == (5, 0)
    assert np.array_equal(blind.legal, vec.legal) and np.array_equal(blind.to_move, vec.to_move)


def test_bad_vector_input_raises_and_changes_nothing(bridge):
    with pytest.raises(ValueError, match="n:"):
        spielwerk.vector("portroyal-unterwegs", 0, bridge=bridge)
    vec = spielwerk.vector("portroyal-unterwegs", 3, players=2, seed=5, bridge=bridge)
    vec.reset()
    states = [bridge.request("state", handle=h)["state"] for h in vec.handles]
    legal, obs = vec.legal.copy(), vec.obs.copy()
    with pytest.raises(ValueError, match="codes:"):
        vec.step([0, 1])  # one code short
    with pytest.raises(ValueError, match="codes:"):
        vec.step(np.array([0.5, 1.0, 2.0]))
    codes = vec.random_codes(np.random.default_rng(0))
    illegal = next(c for c in range(vec.action_count) if c not in set(vec.legal[vec.starts[2]:][:vec.counts[2]]))
    codes[2] = illegal
    with pytest.raises(spielwerk.IllegalActionError) as caught:
        vec.step(codes)
    assert caught.value.at == 2
    codes[2] = 10 ** 6
    with pytest.raises(spielwerk.RequestError, match="handles\\[2\\]"):
        vec.step(codes)
    assert [bridge.request("state", handle=h)["state"] for h in vec.handles] == states
    assert np.array_equal(vec.legal, legal) and np.array_equal(vec.obs, obs)
    codes[2] = vec.legal[vec.starts[2]]
    vec.step(codes)  # the vector goes on
