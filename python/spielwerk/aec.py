"""PettingZoo's AEC API over a game of the bridge (PettingZoo itself is optional)."""
from __future__ import annotations

import numpy as np

from . import spaces
import copy

from ._bridge import Bridge, GameOverError, bridge as shared_bridge, whole
from .factored import ActionTable, Chooser
from .game import Game

try:  # optional: with pettingzoo installed the env is one of its AECEnv
    from pettingzoo import AECEnv as _Base
except ImportError:  # pragma: no cover - depends on the machine
    _Base = object

FACTOR_ABOVE = 4096  # codecs larger than this are factored by default (Gilded Compass, Loyang)
REWARDS = ("win", "score", "rank")
ILLEGAL = ("raise", "lose")
ILLEGAL_PENALTY = -1.0  # illegal="lose": the reward of the seat that played an illegal action


class _LazyInfo(dict):
    """An agent's info: "action_texts" (the legal actions in words, when it is to move) and "view" (its
    view as a dict), fetched from the engine on first access only, so that a step costs no texts, and
    fetched again after any later step: what it answers is always the current position's."""

    def __init__(self, env, seat):
        super().__init__()
        self._env, self._seat, self._keys = env, seat, ("action_texts", "view")
        self._filled_at = None  # the env's move counter when the values were fetched

    def _fill(self):
        if self._filled_at != self._env._moves:
            dict.clear(self)
            dict.update(self, self._env._info(self._seat))
            self._filled_at = self._env._moves

    def __getitem__(self, key):
        self._fill()
        return dict.__getitem__(self, key)

    def get(self, key, default=None):
        self._fill()
        return dict.get(self, key, default)

    def __contains__(self, key):
        return key in self._keys

    def __iter__(self):
        return iter(self._keys)

    def __len__(self):
        return len(self._keys)

    def keys(self):
        self._fill()
        return dict.keys(self)

    def items(self):
        self._fill()
        return dict.items(self)

    def values(self):
        self._fill()
        return dict.values(self)

    def __repr__(self):
        return "{action_texts, view (fetched on access)}"


class SpielwerkEnv(_Base):
    """One game as a PettingZoo AEC environment.

    Agents are "player_0" .. "player_{n-1}" (seats). `observe(agent)` is {"observation": float32,
    "action_mask": int8}; the observation is computed from that seat's view only. Actions are ids of
    `action_space(agent)`: the codec's codes for small codecs, else (factored) short sequences of small
    choices (see spielwerk.factored); the seat to move keeps `agent_selection` until its sequence is
    complete. Rewards are 0 until the end, then by `reward`: "win" (1 for a sole winner, 1/k for each of k
    shared winners, else 0), "score" (the game's final score) or "rank" (minus the final place, 0 for the
    winners). `truncations` become true only when `max_steps` engine actions were played (the games
    end by themselves within their bound, so None means never).

    `illegal` says what an action id outside the mask does: "raise" (the default) refuses it with a
    ValueError and changes nothing; "lose" (for generic code that samples `action_space` without the mask,
    as Pgx's environments do) ends the episode at once, with reward -1 for the seat that played it and 0
    for the others, and `illegal_by` naming that agent. Ids outside the action space and values of the
    wrong type (float, str, bool) are refused in both modes.

    `copy.deepcopy(env)` is an exact, independent copy (the game is cloned in the same bridge); `pickle`
    stores the table, the saved game (seed and every action) and the Python-side state, and loading
    replays the saved game on the shared bridge of the loading process.
    """

    metadata = {"name": "spielwerk", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game: str, players: int | None = None, preset: str | None = None, options: dict | None = None,
                 seed: int | None = None, factored: bool | None = None, reward: str = "win",
                 max_steps: int | None = None, render_mode: str | None = None, locale: str = "en",
                 bridge: Bridge | None = None, illegal: str = "raise"):
        if reward not in REWARDS:
            raise ValueError(f"reward: one of {REWARDS}, got {reward!r}")
        if illegal not in ILLEGAL:
            raise ValueError(f"illegal: one of {ILLEGAL}, got {illegal!r}")
        seed = whole(seed, "seed", optional=True)
        players = whole(players, "players", optional=True)
        max_steps = whole(max_steps, "max_steps", optional=True)
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode: None, 'ansi' or 'human', got {render_mode!r}")
        self.bridge = bridge or shared_bridge()
        self.game_id = game
        self._seed = 0 if seed is None else seed
        self._game = Game.new(game, players=players, seed=self._seed, preset=preset, options=options,
                              bridge=self.bridge)
        if self._game.action_count is None:
            raise ValueError(f"game: {game} has no research encoding")
        layout = self._game.layout()
        self.layout = layout["layout"]
        self.blocks = layout["actions"]
        self.players = self._game.players
        if factored is None:
            factored = self._game.action_count > FACTOR_ABOVE
        self.table = ActionTable(self.blocks, self._game.action_count, factored)
        self.layout_hash = layout_hash(self.layout, self.blocks, self.table)
        self.reward_kind = reward
        self.illegal = illegal
        self.illegal_by = None
        self._moves = 0  # every accepted step (sub-choices included): infos refresh when it changes
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.locale = locale
        self.possible_agents = [f"player_{s}" for s in range(self.players)]
        self.agent_name_mapping = {a: s for s, a in enumerate(self.possible_agents)}
        size = self._game.observation_size + self.table.feature_size
        self.observation_spaces = {a: spaces.observation_space(size, self.table.n) for a in self.possible_agents}
        self.action_spaces = {a: spaces.discrete(self.table.n) for a in self.possible_agents}
        self._chooser = None
        self._resets = 0
        self.agents = []

    # -- the AEC API -------------------------------------------------------------------------------------
    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)

    def agent_iter(self, max_iter: int = 2 ** 63):
        """Yields the agent to act until every agent has left (as PettingZoo's AECIterable)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None):
        seed = whole(seed, "seed", optional=True)  # checked before anything changes
        if seed is not None:
            self._seed = seed
        elif self._resets:
            self._seed += 1  # a fresh deal each episode, reproducible from the first seed
        self._resets += 1
        self._game.reset(self._seed)
        self._played = 0
        self._moves += 1
        self.illegal_by = None
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: _LazyInfo(self, s) for s, a in enumerate(self.agents)}
        self._begin_decision()

    def _begin_decision(self):
        g = self._game
        if g.is_over:
            return
        self.agent_selection = self.possible_agents[g.to_move]
        self._chooser = Chooser(self.table, g.codes())

    def observe(self, agent):
        seat = self.agent_name_mapping[agent]
        g = self._game
        deciding = not g.is_over and seat == g.to_move and self._chooser is not None
        obs = g.obs if deciding and g.obs is not None else g.observation(seat)
        if self.table.factored:
            extra = self.table.features(self._chooser.prefix if deciding else ())
            obs = np.concatenate([obs, extra])
        mask = self._chooser.mask() if deciding else np.zeros(self.table.n, dtype=np.int8)
        return {"observation": obs.astype(np.float32, copy=False), "action_mask": mask}

    def last(self, observe: bool = True):
        if not self.agents:
            raise GameOverError("last: every agent has left the finished game; call reset()", "GameOver", field="last")
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def step(self, action):
        if not self.agents:
            raise GameOverError("step: the game is over and every agent has left; call reset()", "GameOver", field="step")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise GameOverError(f"step: {agent} is done; the only action is None", "GameOver", field="step")
            self._remove(agent)
            return
        if action is None:
            raise ValueError(f"action: {agent} is to move, None is not an action")
        token = whole(action, "action")  # a float, str or bool is refused, never rounded into an id
        if not 0 <= token < self.table.n:
            raise ValueError(f"action: id {token} is outside the action space 0..{self.table.n - 1}")
        if self.illegal == "lose" and token not in self._chooser.menu():
            self._lose_by_illegal_action(agent)
            return
        code = self._chooser.choose(token)  # raises before anything changes if the id is not in the menu
        self._moves += 1
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if code is None:
            return  # a sub-choice: the same seat decides on
        g = self._game
        g.step(code=code)
        self._played += 1
        if g.is_over:
            self._finish(g.finished)
        elif self.max_steps is not None and self._played >= self.max_steps:
            self.truncations = {a: True for a in self.agents}
            self._chooser = None
        else:
            self._begin_decision()

    def _finish(self, finished: dict):
        self._chooser = None
        for s, a in enumerate(self.possible_agents):
            self.rewards[a] = self._reward(finished, s)
            self._cumulative_rewards[a] += self.rewards[a]
            self.terminations[a] = True
        self.agent_selection = self.agents[0]

    def _lose_by_illegal_action(self, agent):
        """illegal="lose": the episode ends here, -1 for the seat that played the illegal id, 0 for the
        others (the engine's game is left as it was: the illegal action was never sent)."""
        self._moves += 1
        self._chooser = None
        self.illegal_by = agent
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = ILLEGAL_PENALTY if a == agent else 0.0
            self._cumulative_rewards[a] += self.rewards[a]
            self.terminations[a] = True
        self.agent_selection = self.agents[0]

    def _reward(self, finished: dict, seat: int) -> float:
        if self.reward_kind == "score":
            return float(finished["scores"][seat])
        if self.reward_kind == "rank":
            return -float(finished["ranks"][seat])
        winners = finished["winners"]
        return 1.0 / len(winners) if seat in winners else 0.0

    def _remove(self, agent):
        self.agents.remove(agent)
        del self.rewards[agent], self._cumulative_rewards[agent], self.terminations[agent]
        del self.truncations[agent], self.infos[agent]
        self.rewards = {a: 0.0 for a in self.agents}  # the end's rewards were handed out once
        if self.agents:
            self.agent_selection = self.agents[0]

    def _info(self, seat):
        g = self._game
        texts = ([a["text"] for a in g.legal(self.locale)] if not g.is_over and seat == g.to_move else [])
        return {"action_texts": texts, "view": g.view(seat)}

    def render(self):
        if self.render_mode is None:
            return None
        text = self._game.render(locale=self.locale)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def state(self):
        """The full state's JSON (hidden information included)."""
        return self._game.state()

    def close(self):
        self._game.close()

    # -- copies ------------------------------------------------------------------------------------------
    _PYTHON_STATE = ("_seed", "_resets", "_played", "_moves", "agents", "rewards", "_cumulative_rewards",
                     "terminations", "truncations", "agent_selection", "_chooser", "illegal_by", "_agent_code")

    def __deepcopy__(self, memo):
        """An exact, independent copy: the game cloned in the JVM (hidden cards and generator included),
        the Python-side state (sub-choices, rewards, agents) copied."""
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)  # tables, spaces and settings are immutable: shared
        memo[id(self)] = twin
        memo[id(self.table)] = self.table
        twin._game = self._game.clone()
        for name in self._PYTHON_STATE:
            if name in self.__dict__:
                setattr(twin, name, copy.deepcopy(self.__dict__[name], memo))
        if "infos" in self.__dict__:
            twin.infos = {a: _LazyInfo(twin, self.agent_name_mapping[a]) for a in self.infos}
        return twin

    def __getstate__(self):
        """For pickle: no bridge and no handle, but the saved game (options, seed, every action), which
        replays to the same state (the engine is deterministic from its seed)."""
        state = {k: v for k, v in self.__dict__.items() if k not in ("bridge", "_game", "infos")}
        state["_saved"] = self._game.saved()
        state["_info_agents"] = list(self.infos) if "infos" in self.__dict__ else None
        return state

    def __setstate__(self, state):
        state = dict(state)
        saved, info_agents = state.pop("_saved"), state.pop("_info_agents")
        self.__dict__.update(state)
        self.bridge = shared_bridge()
        self._game = Game.load(self.game_id, saved=saved, bridge=self.bridge)
        if info_agents is not None:
            self.infos = {a: _LazyInfo(self, self.agent_name_mapping[a]) for a in info_agents}

    # -- beyond the AEC API ---------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The engine-level game (codes, legal actions with texts, clone, resample, saved game)."""
        return self._game

    def saved_game(self) -> dict:
        """The saved game of the episode so far (options, seed and every action)."""
        return self._game.saved()

    def legal_codes(self) -> np.ndarray:
        """The engine codes legal for the seat to move."""
        return self._game.codes()

    def act(self, agent: str, seed: int = 0) -> int:
        """The id that one of the library's agents (`greedy`, `rules:hard`, `ismcts`, ...) chooses for the
        current decision (in a factored env: the next sub-choice towards the agent's action)."""
        if self._chooser is None:
            raise GameOverError("act: no seat is to move", "GameOver", field="act")
        if not self._chooser.prefix or not hasattr(self, "_agent_code"):
            self._agent_code = self._game.act(agent, seed)["code"]
        return self._chooser.next_token_for(self._agent_code)

    def describe(self, action: int) -> str:
        """An action id in words (the block or digit it chooses; flat ids: the action's text)."""
        if not self.table.factored:
            for a in self._game.legal(self.locale):
                if a["code"] == action:
                    return a["text"]
        return self.table.describe(action)


def layout_hash(layout, blocks, table) -> str:
    """A fingerprint of what the numbers mean: the observation's slices (names, offsets, lengths), the
    codec's blocks (names, offsets, sizes, radices) and the action table (its version, whether factored,
    its menu): 12 hex digits. Any change of a layout changes it (docs/python.md lists the current ones)."""
    import hashlib
    import json
    text = json.dumps([layout, blocks, [table.version, table.factored, table.menu]], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def env(game: str, players: int | None = None, preset: str | None = None, options: dict | None = None,
        seed: int | None = None, **kwargs) -> SpielwerkEnv:
    """A PettingZoo-AEC-shaped environment of one of the five games (see SpielwerkEnv)."""
    return SpielwerkEnv(game, players=players, preset=preset, options=options, seed=seed, **kwargs)
