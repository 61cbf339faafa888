"""An OpenSpiel-shaped adapter (the parts of pyspiel's Game and State that researchers' code calls), on the
flat codec: actions are the table's codes. pyspiel itself is not needed (nor, where it is missing from the
package index, available): the names, return types and conventions follow OpenSpiel's documented API
(docs/api_reference in open_spiel: state.history(), serialize(), game.deserialize_state(), child(),
information_state_string/tensor, observation_string/tensor, game.get_type())."""
from __future__ import annotations

import json
from types import SimpleNamespace

import numpy as np

from ._bridge import Bridge, GameOverError, bridge as shared_bridge, whole
from .game import Game

TERMINAL = -4  # pyspiel.PlayerId.TERMINAL
SERIAL_VERSION = 1


class OpenSpielGame:
    def __init__(self, game: str, players: int | None = None, preset: str | None = None,
                 options: dict | None = None, bridge: Bridge | None = None):
        self.bridge = bridge or shared_bridge()
        self.game_id, self.preset, self.options = game, preset, options
        players = whole(players, "players", optional=True)
        probe = Game.new(game, players=players, preset=preset, options=options, bridge=self.bridge)
        self._players = probe.players
        self._actions = probe.action_count
        self._size = probe.observation_size
        self._blocks = [(b["offset"], b["size"]) for b in probe.layout()["actions"]]
        info = next(g for g in self.bridge.games() if g["id"] == game)
        self._info = info
        self._max = info["maxActions"]
        probe.close()

    def new_initial_state(self, seed: int = 0) -> "OpenSpielState":
        return OpenSpielState(self, Game.new(self.game_id, players=self._players, seed=whole(seed, "seed"),
                                             preset=self.preset, options=self.options, bridge=self.bridge))

    def num_players(self) -> int:
        return self._players

    def num_distinct_actions(self) -> int:
        return self._actions

    def observation_tensor_shape(self) -> list:
        return [self._size]

    def observation_tensor_size(self) -> int:
        return self._size

    def information_state_tensor_shape(self) -> list:
        """The observation, then per codec block the counts of the seat's own past actions, then per seat
        the number of events the seat has seen that seat cause (see OpenSpielState.information_state_tensor)."""
        return [self._size + len(self._blocks) + self._players]

    def information_state_tensor_size(self) -> int:
        return self.information_state_tensor_shape()[0]

    def max_game_length(self) -> int:
        return self._max

    def min_utility(self) -> float:
        return 0.0

    def max_utility(self) -> float:
        return 1.0

    def utility_sum(self) -> float:
        return 1.0  # the win shares of every finished game add up to 1

    def get_type(self) -> SimpleNamespace:
        """pyspiel.GameType's fields (its enums as their names): a sequential, imperfect-information,
        constant-sum game whose chance is sampled inside the engine (no chance nodes: SAMPLED_STOCHASTIC),
        rewards at the end only (TERMINAL)."""
        return SimpleNamespace(
            short_name=self.game_id, long_name=self._info["name"], dynamics="SEQUENTIAL",
            chance_mode="SAMPLED_STOCHASTIC", information="IMPERFECT_INFORMATION", utility="CONSTANT_SUM",
            reward_model="TERMINAL", max_num_players=self._info["maxPlayers"],
            min_num_players=self._info["minPlayers"], provides_information_state_string=True,
            provides_information_state_tensor=True, provides_observation_string=True,
            provides_observation_tensor=True, provides_factored_observation_string=False,
            parameter_specification={"players": self._players})

    def deserialize_state(self, text: str) -> "OpenSpielState":
        """The state `OpenSpielState.serialize()` wrote: replayed from its saved game (or, for a position
        not played from a setup, loaded from its full state), with its history and what each seat saw."""
        data = json.loads(text)
        if data.get("version") != SERIAL_VERSION or data.get("game") != self.game_id:
            raise ValueError(f"state: not a serialized {self.game_id} state of version {SERIAL_VERSION}")
        if data.get("saved") is not None:
            g = Game.load(self.game_id, saved=data["saved"], bridge=self.bridge)
        else:
            g = Game.load(self.game_id, state=data["state"], bridge=self.bridge)
        return OpenSpielState(self, g, history=data["history"], seen=data["seen"], own=data["own"],
                             shown=data["shown"])

    def __str__(self):
        return f"{self.game_id}(players={self._players})"


class OpenSpielState:
    """A position; `returns()` are the win shares (1 for a sole winner, 1/k for k shared, else 0).
    Chance is inside the engine (no chance nodes): `resample_from_infostate(player, seed)` gives a
    determinization. Actions applied through this state are played with their events, so each seat's
    information state (its own actions and the events it was shown) is kept."""

    def __init__(self, game: OpenSpielGame, engine: Game, history=None, seen=None, own=None, shown=None):
        self._game_def = game
        self.game = engine
        players = engine.players
        self._history = list(history or [])
        self._seen = [list(s) for s in (seen or [[] for _ in range(players)])]  # event texts per seat
        self._own = [list(o) for o in (own or [[] for _ in range(players)])]    # own codes per seat
        # shown[seat][actor]: how many of actor's actions showed seat at least one event
        self._shown = [list(r) for r in (shown or [[0] * players for _ in range(players)])]

    def get_game(self) -> OpenSpielGame:
        return self._game_def

    def current_player(self) -> int:
        return TERMINAL if self.game.is_over else self.game.to_move

    def is_terminal(self) -> bool:
        return self.game.is_over

    def is_chance_node(self) -> bool:
        return False

    def is_simultaneous_node(self) -> bool:
        return False

    def is_player_node(self) -> bool:
        return not self.game.is_over

    def num_players(self) -> int:
        return self.game.players

    def legal_actions(self, player: int | None = None) -> list:
        if self.game.is_over or (player is not None and player != self.game.to_move):
            return []
        return sorted(int(c) for c in self.game.codes())

    def legal_actions_mask(self, player: int | None = None) -> list:
        mask = np.zeros(self.game.action_count, dtype=np.int8)
        mask[self.legal_actions(player)] = 1
        return mask.tolist()

    def apply_action(self, action: int):
        code = whole(action, "action")
        if self.game.is_over:
            raise GameOverError("apply_action: the state is terminal", "GameOver", field="apply_action")
        seat = self.game.to_move
        events = self.game.apply(code=code)
        self._history.append(code)
        self._own[seat].append(code)
        for s, seen in enumerate(events):
            self._seen[s].extend(e["text"] for e in seen)
            if seen:
                self._shown[s][seat] += 1

    def history(self) -> list:
        """The codes applied since the initial state, in order."""
        return list(self._history)

    def history_str(self) -> str:
        return ", ".join(map(str, self._history))

    def move_number(self) -> int:
        return len(self._history)

    def child(self, action: int) -> "OpenSpielState":
        """A new state: this one with `action` applied (this one is unchanged)."""
        twin = self.clone()
        twin.apply_action(action)
        return twin

    def clone(self) -> "OpenSpielState":
        return OpenSpielState(self._game_def, self.game.clone(), self._history, self._seen, self._own, self._shown)

    def resample(self, player: int, seed: int) -> "OpenSpielState":
        """pyspiel's resample_from_infostate: what `player` cannot see, dealt anew. The history kept is
        `player`'s information (its own actions and what it saw); the other seats' views are not known."""
        player = whole(player, "player")
        players = self.game.players
        seen = [self._seen[s] if s == player else [] for s in range(players)]
        own = [self._own[s] if s == player else [] for s in range(players)]
        shown = [self._shown[s] if s == player else [0] * players for s in range(players)]
        return OpenSpielState(self._game_def, self.game.resample(player, seed), self._history, seen, own, shown)

    resample_from_infostate = resample

    def serialize(self) -> str:
        """A string `game.deserialize_state` turns back into an equal state: the saved game (options, seed,
        every action; the engine is deterministic from its seed) with the history and what each seat saw."""
        try:
            saved, state = self.game.saved(), None
        except Exception:  # a resampled or loaded position has no saved game: its full state instead
            saved, state = None, self.game.state()
        return json.dumps({"version": SERIAL_VERSION, "game": self._game_def.game_id, "saved": saved,
                           "state": state, "history": self._history, "seen": self._seen, "own": self._own,
                           "shown": self._shown},
                          separators=(",", ":"))

    def returns(self) -> list:
        if not self.game.is_over:
            return [0.0] * self.game.players
        winners = self.game.finished["winners"]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.game.players)]

    def rewards(self) -> list:
        return self.returns()

    def player_return(self, player: int) -> float:
        return self.returns()[player]

    def _seat(self, player):
        return self.game.to_move if player is None else whole(player, "player")

    def observation_tensor(self, player: int | None = None) -> list:
        return self.game.observation(self._seat(player)).tolist()

    def observation_string(self, player: int | None = None) -> str:
        """The seat's view in words (what it sees now)."""
        return self.game.render(seat=self._seat(player))

    def information_state_string(self, player: int | None = None) -> str:
        """What the seat has seen: every event it was shown since the start (its own actions and the public
        events, in the engine's words, one a line), then its view now."""
        seat = self._seat(player)
        return "\n".join([*self._seen[seat], "--", self.game.render(seat=seat)])

    def information_state_tensor(self, player: int | None = None) -> list:
        """The observation (computed from the seat's view alone), then per codec block how many of the
        seat's own past actions fell into it, then per seat how many events the seat was shown that the seat
        caused (the public actions of the others and the seat's own): a fixed-size summary of the seat's
        information state, as OpenSpiel's tensor is of fixed size."""
        seat = self._seat(player)
        blocks = self._game_def._blocks
        own = np.zeros(len(blocks), dtype=np.float32)
        for code in self._own[seat]:
            for b, (offset, size) in enumerate(blocks):
                if offset <= code < offset + size:
                    own[b] += 1
                    break
        by_seat = np.asarray(self._shown[seat], dtype=np.float32)
        return np.concatenate([self.game.observation(seat), own, by_seat]).tolist()

    def action_to_string(self, player: int, action: int) -> str:
        for a in self.game.legal():
            if a["code"] == action:
                return a["text"]
        return f"code {action}"

    def __str__(self) -> str:
        return self.game.render(seat=max(0, self.game.to_move))
