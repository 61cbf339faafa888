"""An OpenSpiel-shaped adapter (the parts of pyspiel's Game and State that search code uses), on the
flat codec: actions are the table's codes."""
from __future__ import annotations

import numpy as np

from ._bridge import Bridge, bridge as shared_bridge
from .game import Game

TERMINAL = -4  # pyspiel.PlayerId.TERMINAL


class OpenSpielGame:
    def __init__(self, game: str, players: int | None = None, preset: str | None = None,
                 options: dict | None = None, bridge: Bridge | None = None):
        self.bridge = bridge or shared_bridge()
        self.game_id, self.players, self.preset, self.options = game, players, preset, options
        probe = Game.new(game, players=players, preset=preset, options=options, bridge=self.bridge)
        self._players = probe.players
        self._actions = probe.action_count
        self._size = probe.observation_size
        self._max = next(g["maxActions"] for g in self.bridge.games() if g["id"] == game)
        probe.close()

    def new_initial_state(self, seed: int = 0) -> "OpenSpielState":
        return OpenSpielState(Game.new(self.game_id, players=self._players, seed=seed, preset=self.preset,
                                       options=self.options, bridge=self.bridge))

    def num_players(self) -> int:
        return self._players

    def num_distinct_actions(self) -> int:
        return self._actions

    def observation_tensor_shape(self) -> list:
        return [self._size]

    def information_state_tensor_shape(self) -> list:
        return [self._size]

    def max_game_length(self) -> int:
        return self._max

    def min_utility(self) -> float:
        return 0.0

    def max_utility(self) -> float:
        return 1.0


class OpenSpielState:
    """A position; `returns()` are the win shares (1 for a sole winner, 1/k for k shared, else 0).
    Chance is inside the engine (no chance nodes): `resample(player, seed)` gives a determinization."""

    def __init__(self, game: Game):
        self.game = game

    def current_player(self) -> int:
        return TERMINAL if self.game.is_over else self.game.to_move

    def is_terminal(self) -> bool:
        return self.game.is_over

    def is_chance_node(self) -> bool:
        return False

    def legal_actions(self, player: int | None = None) -> list:
        if self.game.is_over or (player is not None and player != self.game.to_move):
            return []
        return sorted(int(c) for c in self.game.codes())

    def legal_actions_mask(self, player: int | None = None) -> list:
        mask = np.zeros(self.game.action_count, dtype=np.int8)
        mask[self.legal_actions(player)] = 1
        return mask.tolist()

    def apply_action(self, action: int):
        self.game.step(code=int(action))

    def clone(self) -> "OpenSpielState":
        return OpenSpielState(self.game.clone())

    def resample(self, player: int, seed: int) -> "OpenSpielState":
        """pyspiel's resample_from_infostate: what `player` cannot see, dealt anew."""
        return OpenSpielState(self.game.resample(player, seed))

    resample_from_infostate = resample

    def returns(self) -> list:
        if not self.game.is_over:
            return [0.0] * self.game.players
        winners = self.game.finished["winners"]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.game.players)]

    def rewards(self) -> list:
        return self.returns()

    def observation_tensor(self, player: int | None = None) -> list:
        seat = self.game.to_move if player is None else player
        return self.game.observation(seat).tolist()

    information_state_tensor = observation_tensor

    def action_to_string(self, player: int, action: int) -> str:
        for a in self.game.legal():
            if a["code"] == action:
                return a["text"]
        return f"code {action}"

    def __str__(self) -> str:
        return self.game.render(seat=max(0, self.game.to_move))
