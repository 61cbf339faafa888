"""The learning recipe (spielwerk.train, docs/research.md "Learned baselines") runs end to end: the same command gives
the same weights, a quick setting beats random, a checkpoint resumes, the opponent `self` plays the learner's
snapshot through the Java agent nn, and --export writes a model file that plays the same as the network. Skipped
where torch is not installed."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("safetensors")

import spielwerk  # noqa: E402
from spielwerk import learned, train  # noqa: E402

TINY = ["--updates", "2", "--n", "4", "--rollout", "8", "--hidden", "8", "--minibatch", "16", "--epochs", "2",
        "--opponents", "greedy", "--seed", "3"]


def test_two_tiny_runs_give_the_same_weights_and_the_evaluation_counts_its_games(bridge, capsys):
    first = train.main(TINY + ["--eval-games", "4", "--eval-n", "2", "--eval-opponents", "random"])
    second = train.main(TINY)
    out = capsys.readouterr().out
    assert "update 2/2" in out
    assert "| random | 4 |" in out
    a, b = first.state_dict(), second.state_dict()
    assert a.keys() == b.keys()
    for key in a:
        assert torch.equal(a[key], b[key]), key
    assert round(float(first.count)) == 2 * 8 * 4  # the normaliser saw both updates' observations
    other = train.main(TINY[:-1] + ["4"])
    assert not torch.equal(other.policy.weight, first.policy.weight)  # another seed, another model


def test_a_quick_setting_beats_random(bridge):
    before = train.main(["--updates", "0", "--hidden", "64"])
    model = train.main(["--opponents", "random", "--updates", "25", "--n", "64", "--rollout", "64", "--hidden", "64",
                        "--minibatch", "512", "--epochs", "3", "--lr", "1e-3"])
    wins0, games = train.evaluate(before, "portroyal-unterwegs", "random", 300, 2, 100, sample=True)
    wins, games = train.evaluate(model, "portroyal-unterwegs", "random", 300, 2, 100)
    low, _ = train.wilson(wins, games)
    assert low > 0.75 > wins0 / games, (wins0, wins, games)


def test_a_checkpoint_resumes_and_self_play_exports_a_model_java_plays(bridge, tmp_path, capsys):
    settings = ["--game", "loyang", "--n", "4", "--rollout", "8", "--hidden", "8", "--minibatch", "16",
                "--epochs", "1", "--opponents", "self,random", "--self-every", "1", "--workdir", str(tmp_path),
                "--checkpoint", str(tmp_path / "run.ckpt"), "--checkpoint-every", "1"]
    train.main(settings + ["--updates", "3", "--until", "2"])
    model = train.main(settings + ["--updates", "3", "--resume", str(tmp_path / "run.ckpt"),
                                   "--export", str(tmp_path / "loyang.safetensors")])
    out = capsys.readouterr().out
    assert "resumed after 2 updates" in out and "update 3/3" in out and "update 1/3" in out
    assert not list(tmp_path.glob("self-*"))  # the snapshot is gone with the run
    policy = learned.Policy.load(tmp_path / "loyang.safetensors")
    assert policy.metadata["updates"] == "3" and policy.metadata["resumed"] == "True"
    with spielwerk.pool("loyang", 3, players=2, seed=9, opponents=["random"]) as pool:
        for _ in range(20):
            obs, mask = pool.obs.copy(), pool.mask.copy()
            with torch.no_grad():
                logits, _ = model(torch.from_numpy(obs), torch.from_numpy(mask))
            np.testing.assert_array_equal(policy.act(obs, mask), logits.argmax(-1).numpy())
            pool.step(policy.act(obs, mask))


def test_the_pool_with_opponents_shows_only_the_learners_turns(bridge):
    with spielwerk.pool("portroyal-unterwegs", 6, players=2, seed=20, opponents=["random"], seat=1) as pool:
        rng = np.random.default_rng(0)
        for _ in range(60):
            assert (pool.to_move == 1).all()
            pool.step(pool.random_actions(rng))


WORKERS = ["--game", "portroyal-unterwegs", "--updates", "3", "--n", "4", "--rollout", "8", "--hidden", "8",
           "--minibatch", "32", "--epochs", "1", "--opponents", "self,greedy,random", "--self-every", "2",
           "--workers", "2"]


def test_rollout_workers_on_ray_give_the_weights_of_one_process(bridge, tmp_path):
    """Two Ray actors (two worker processes, each with its own pools and JVMs) and the same workers run one after
    another in this process train the same weights: Ray only decides where the workers run. Skipped without ray
    (`pip install ray`; not installed by .ci/run, which would cost CI a minute)."""
    ray = pytest.importorskip("ray")
    local = train.main(WORKERS + ["--workdir", str(tmp_path), "--engine", "local"]).state_dict()
    try:
        distributed = train.main(WORKERS + ["--workdir", str(tmp_path), "--engine", "ray"]).state_dict()
    finally:
        ray.shutdown()
    for key in local:
        assert torch.equal(local[key], distributed[key]), key
