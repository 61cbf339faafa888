"""Learned policies (spielwerk.learned, docs/research.md "Learned baselines"): a model file written here is read
back by numpy and by the Java agent `nn:model=FILE`, and both choose the same action in the same position, sub-step
by sub-step where the game's actions are factored, in every game."""
import json

import numpy as np
import pytest

pytest.importorskip("safetensors")

import spielwerk  # noqa: E402
from spielwerk import learned  # noqa: E402

from conftest import TABLES  # noqa: E402


def random_model(path, game, players, seed, hidden=24, bridge=None):
    """A model file of random weights for the table (numpy only): enough to tell two implementations apart."""
    env = spielwerk.env(game, players=players, bridge=bridge)
    size, ids = env.observation_space("player_0")["observation"].shape[0], env.table.n
    env.close()
    rng = np.random.default_rng(seed)
    tensors = {"mean": rng.normal(0, 0.5, size), "var": rng.uniform(0.2, 3.0, size),
               "body.0.weight": rng.normal(0, 0.5, (hidden, size)), "body.0.bias": rng.normal(0, 0.1, hidden),
               "body.2.weight": rng.normal(0, 0.5, (hidden, hidden)), "body.2.bias": rng.normal(0, 0.1, hidden),
               "policy.weight": rng.normal(0, 1.0, (ids, hidden)), "policy.bias": rng.normal(0, 0.1, ids),
               "value.weight": rng.normal(0, 0.3, (1, hidden)), "value.bias": np.zeros(1)}
    digest = learned.save(path, tensors, game, players, training={"recipe": "random weights (test)"}, bridge=bridge)
    return digest


@pytest.mark.parametrize("game_id,players", TABLES)
def test_java_and_numpy_choose_the_same_ids(bridge, tmp_path, game_id, players):
    path = tmp_path / f"{game_id}.safetensors"
    random_model(path, game_id, players, seed=len(game_id), bridge=bridge)
    policy = learned.Policy.load(path)
    env = spielwerk.env(game_id, players=players, seed=5, bridge=bridge)
    policy.check(env)
    env.reset(seed=5)
    spec = f"nn:model={path}"
    compared = 0
    for _ in range(60):  # actions: every sub-step of each is compared
        agent = env.agent_selection
        obs, _, done, truncated, _ = env.last()
        if done or truncated:
            break
        code = env._game.act(spec)["code"]
        for token in env.table.tokens(code):
            obs, _, _, _, _ = env.last()
            assert policy.act(obs["observation"], obs["action_mask"]) == token
            compared += 1
            env.step(int(token))
    assert compared >= 60
    env.close()


def test_a_model_of_another_table_is_refused_by_both(bridge, tmp_path):
    path = tmp_path / "unterwegs.safetensors"
    random_model(path, "portroyal-unterwegs", 2, seed=1, bridge=bridge)
    policy = learned.Policy.load(path)
    three = spielwerk.env("portroyal-unterwegs", players=3, seed=1, bridge=bridge)
    with pytest.raises(learned.LayoutMismatchError, match="2 seats"):
        policy.check(three)
    with pytest.raises(spielwerk.SpielwerkError, match="plays portroyal-unterwegs at 2 seats"):
        three._game.act(f"nn:model={path}")
    three.close()


def test_the_metadata_names_the_table_and_its_layout(bridge, tmp_path):
    path = tmp_path / "loyang.safetensors"
    digest = random_model(path, "loyang", 2, seed=2, bridge=bridge)
    policy = learned.Policy.load(path)
    assert (policy.game, policy.players, policy.factored, policy.layout_hash) == ("loyang", 2, True, digest)
    slices, blocks, table = json.loads(policy.metadata["layout"])
    assert table == [spielwerk.TABLE_VERSION, True, 100] and slices and blocks


def test_the_shipped_model_chooses_the_same_in_java_and_python(bridge):
    policy = learned.Policy.shipped("portroyal-unterwegs")
    assert policy.players == 2 and policy.metadata["recipe"].startswith("PPO")
    env = spielwerk.env("portroyal-unterwegs", players=2, seed=11, bridge=bridge)
    policy.check(env)
    env.reset(seed=11)
    for _ in range(80):
        obs, _, done, truncated, _ = env.last()
        if done or truncated:
            env.reset(seed=12)
            continue
        token = int(policy.act(obs["observation"], obs["action_mask"]))
        assert env._game.act("nn")["code"] == token
        env.step(token)
    env.close()
    with pytest.raises(ValueError, match="ships no model for tic-tac-toe"):
        learned.Policy.shipped("tic-tac-toe")
