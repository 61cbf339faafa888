"""The OpenSpiel state API as researchers call it (pyspiel's documented names and conventions; open_spiel
is not in this machine's package index, so the shape is tested here): history, serialize and
deserialize_state, the string methods, child, get_type, and an information-state tensor that holds what
the seat has seen."""
import numpy as np
import pytest

import spielwerk


def _play(state, rng, moves):
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))


@pytest.mark.parametrize("game_id,players", [("portroyal-unterwegs", 2), ("portroyal-stiche", 3)])
def test_history_serialize_child_and_strings(bridge, game_id, players):
    game = spielwerk.OpenSpielGame(game_id, players=players, bridge=bridge)
    state = game.new_initial_state(seed=6)
    assert state.history() == [] and state.move_number() == 0
    rng = np.random.default_rng(5)
    played = []
    for _ in range(12):
        code = int(rng.choice(state.legal_actions()))
        state.apply_action(code)
        played.append(code)
    assert state.history() == played and state.history_str() == ", ".join(map(str, played))
    text = state.serialize()
    again = game.deserialize_state(text)
    assert again.history() == played and again.game.state() == state.game.state()
    for p in range(players):
        assert again.information_state_string(p) == state.information_state_string(p)
        assert again.information_state_tensor(p) == state.information_state_tensor(p)
        assert again.observation_string(p) == state.observation_string(p)
    legal = state.legal_actions()
    kid = state.child(legal[-1])
    assert kid.history() == played + [legal[-1]] and state.history() == played  # the parent is unchanged
    twin = state.clone()
    twin.apply_action(legal[-1])
    assert twin.game.state() == kid.game.state()
    with pytest.raises(ValueError, match="not a serialized"):
        spielwerk.OpenSpielGame("portroyal", players=2, bridge=bridge).deserialize_state(text)


def test_information_state_holds_what_the_seat_has_seen(bridge):
    game = spielwerk.OpenSpielGame("portroyal-unterwegs", players=2, bridge=bridge)
    state = game.new_initial_state(seed=3)
    size = game.information_state_tensor_shape()[0]
    assert size > game.observation_tensor_shape()[0]
    first = state.information_state_tensor(0)
    assert len(first) == size
    rng = np.random.default_rng(1)
    _play(state, rng, 10)
    tensor = np.asarray(state.information_state_tensor(0))
    obs = game.observation_tensor_shape()[0]
    np.testing.assert_array_equal(tensor[:obs], state.observation_tensor(0))
    own_actions = tensor[obs:size - 2]
    assert own_actions.sum() == len(state._own[0]) > 0  # the seat's own past actions are in it
    assert tensor[size - 2:].sum() > 0  # and the events it was shown, by acting seat
    # its string lists the events it saw, and a resampled state keeps that seat's information only
    lines = state.information_state_string(0).split("\n--\n")[0].splitlines()
    assert lines and all(isinstance(x, str) for x in lines)
    det = state.resample(0, seed=9)
    assert det.information_state_tensor(0)[obs:] == state.information_state_tensor(0)[obs:]
    assert det.information_state_string(0).split("\n--\n")[0] == state.information_state_string(0).split("\n--\n")[0]
    assert det.serialize()  # a resampled position serializes through its full state
    back = game.deserialize_state(det.serialize())
    assert back.game.state() == det.game.state()


def test_get_type_has_pyspiel_game_type_fields(bridge):
    t = spielwerk.OpenSpielGame("loyang", players=3, bridge=bridge).get_type()
    assert (t.short_name, t.dynamics, t.chance_mode, t.information, t.utility, t.reward_model) == (
        "loyang", "SEQUENTIAL", "SAMPLED_STOCHASTIC", "IMPERFECT_INFORMATION", "CONSTANT_SUM", "TERMINAL")
    assert t.min_num_players == 2 and t.max_num_players == 4 and t.provides_information_state_tensor
