"""The PPO example (python/examples/train_ppo.py) runs end to end on tiny settings and is deterministic for a
seed: two runs give the same weights. Skipped where torch is not installed."""
import importlib.util
import pathlib

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import spielwerk  # noqa: E402

EXAMPLE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "train_ppo.py"
TINY = ["--updates", "2", "--n", "4", "--rollout", "8", "--hidden", "8", "--minibatch", "16", "--epochs", "2",
        "--opponents", "greedy", "--seed", "3"]


def load_example():
    spec = importlib.util.spec_from_file_location("train_ppo", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_two_tiny_runs_give_the_same_weights_and_the_evaluation_counts_its_games(bridge, capsys):
    ppo = load_example()
    first = ppo.main(TINY + ["--eval-games", "4", "--eval-n", "2", "--eval-opponents", "random"])
    second = ppo.main(TINY)
    out = capsys.readouterr().out
    assert "update 2/2" in out
    assert "| random | 4 |" in out
    a, b = first.state_dict(), second.state_dict()
    assert a.keys() == b.keys()
    for key in a:
        assert torch.equal(a[key], b[key]), key
    assert round(float(first.count)) == 2 * 8 * 4  # the normaliser saw both updates' observations
    other = ppo.main(TINY[:-1] + ["4"])
    assert not torch.equal(other.policy.weight, first.policy.weight)  # another seed, another model


def test_the_pool_with_opponents_shows_only_the_learners_turns(bridge):
    with spielwerk.pool("portroyal-unterwegs", 6, players=2, seed=20, opponents=["random"], seat=1) as pool:
        rng = np.random.default_rng(0)
        for _ in range(60):
            assert (pool.to_move == 1).all()
            pool.step(pool.random_actions(rng))
