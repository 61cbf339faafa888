"""A Gymnasium-shaped environment: one learning seat against named agents."""
from __future__ import annotations

import numpy as np

from . import spaces
from ._bridge import Bridge, GameOverError, whole
from .aec import SpielwerkEnv


class SingleAgentEnv:
    """One seat learns; the others are played by named agents ("random", "greedy", "rules:hard",
    "ismcts:iterations=100", ...). `reset(seed=)` -> (observation, info); `step(action)` ->
    (observation, reward, terminated, truncated, info), with observation = {"observation", "action_mask"}
    of the learner (as the AEC env's), the reward the AEC env's for the learner (0 until the end).
    "random" opponents are drawn in Python from the legal codes (the same distribution as the library's
    random agent, without a round trip); every other agent is asked through the bridge (`act`).
    With gymnasium installed the class also is a gymnasium.Env, and `reset(seed=)` seeds its `np_random`
    (gymnasium.Env.reset) as Gymnasium's checker expects. `illegal="lose"` ends the episode with reward -1
    when the learner plays an id outside the mask (for generic code that samples `action_space` without
    it, e.g. gymnasium.utils.env_checker.check_env); the default "raise" refuses it (see SpielwerkEnv)."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, game: str, opponents=("random",), seat: int = 0, players: int | None = None,
                 preset: str | None = None, options: dict | None = None, seed: int = 0, reward: str = "win",
                 factored: bool | None = None, render_mode: str | None = None, bridge: Bridge | None = None,
                 illegal: str = "raise"):
        seat = whole(seat, "seat")
        seed = whole(seed, "seed")
        players = whole(players, "players", optional=True)
        opponents = [opponents] if isinstance(opponents, str) else list(opponents)
        players = players or len(opponents) + 1
        if len(opponents) == 1 and players > 2:
            opponents = opponents * (players - 1)
        if len(opponents) != players - 1:
            raise ValueError(f"opponents: {len(opponents)} agents for {players - 1} other seats")
        if not 0 <= seat < players:
            raise ValueError(f"seat: {seat} is not at this table (seats 0..{players - 1})")
        self.aec = SpielwerkEnv(game, players=players, preset=preset, options=options, seed=seed, reward=reward,
                                factored=factored, render_mode=render_mode, bridge=bridge,
                                illegal=illegal)
        self.seat = seat
        self.learner = self.aec.possible_agents[seat]
        others = [a for a in self.aec.possible_agents if a != self.learner]
        self.opponents = dict(zip(others, opponents))
        self.observation_space = self.aec.observation_space(self.learner)
        self.action_space = self.aec.action_space(self.learner)
        self.render_mode = render_mode
        self._rng = np.random.default_rng(seed)
        self._agent_seed = seed

    def reset(self, seed: int | None = None, options=None):
        seed = whole(seed, "seed", optional=True)
        parent = super()
        if hasattr(parent, "reset"):  # gymnasium.Env.reset seeds self.np_random
            parent.reset(seed=seed)
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            self._agent_seed = seed
        self.aec.reset(seed=seed)
        self._play_others()
        return self.aec.observe(self.learner), {}

    def _play_others(self):
        env = self.aec
        while env.agents and env.agent_selection != self.learner and not env.terminations[env.agent_selection]:
            spec = self.opponents[env.agent_selection]
            if spec == "random":
                mask = env.observe(env.agent_selection)["action_mask"]
                env.step(int(self._rng.choice(np.flatnonzero(mask))))
            else:
                self._agent_seed += 1
                env.step(env.act(spec, seed=self._agent_seed))

    def step(self, action):
        env = self.aec
        if not env.agents or env.terminations[self.learner] or env.truncations[self.learner]:
            raise GameOverError("step: the episode is over; call reset()", "GameOver", field="step")
        env.step(action)
        self._play_others()
        done = env.terminations[self.learner]
        truncated = env.truncations[self.learner]
        reward = env.rewards.get(self.learner, 0.0) if (done or truncated) else 0.0
        return env.observe(self.learner), reward, done, truncated, {}

    def render(self):
        return self.aec.render()

    def close(self):
        self.aec.close()


try:  # optional: a real gymnasium.Env where gymnasium is installed
    import gymnasium as _gymnasium

    class GymEnv(SingleAgentEnv, _gymnasium.Env):
        pass
except ImportError:  # pragma: no cover - depends on the machine
    GymEnv = SingleAgentEnv
