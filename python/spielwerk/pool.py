"""A batched pool in the shape of EnvPool: N games stepped by the JVM's worker threads, which write every
game's observation, mask (small ids), rewards, termination and seat to move straight into a memory-mapped
file that numpy reads in place. The bridge's JSON line is only the control channel (one short line each
way per batch): no JSON, no base64 and no per-game Python loop on the hot path (docs/python.md)."""
from __future__ import annotations

import mmap
import os
import tempfile
import uuid

import numpy as np

from ._bridge import ArgumentTypeError, Bridge, RequestError, whole

MAGIC, VERSION, HEADER_INTS = 0x50575053, 1, 13


def _shared_directory() -> str:
    """/dev/shm (memory, never written to disk) where it exists, else the temporary directory."""
    return "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else tempfile.gettempdir()


class Pool:
    """N games of one table (game, players, preset, options), each with its own seed, in shared memory.

    After `reset(seed)` (game k dealt with `seed + k`) and each `step(actions)`: `obs` (N x size float32),
    `mask` (N x ids int8, the small ids: the codec's codes for small codecs, the factored sub-choices of
    Gilded Compass and Loyang, as the one-game env's `action_mask`), `to_move` (N int32), `terminated` (N
    bool: the game ended in this step) and `rewards` (N x players float32: each seat's share of the win in
    a game that ended, else 0) are numpy views of the shared file (read-only: the next step overwrites them;
    copy what you keep). A game that ends is dealt anew in the same step (Gymnasium's same-step autoreset),
    with the next seeds in the order of the games, so `obs`/`mask` are already the new deal's. An id
    outside a game's mask raises IllegalActionError with `at` = the game and changes no game.

    `send(actions)` / `recv()` split a step (EnvPool's async API): the JVM steps while Python does
    something else; `step` is `send` then `recv`. A pool has its own bridge process unless given one.

    `opponents` (agent specs as `gym_env`'s: one for all other seats or one per other seat, in seat order
    after the learner's) lets the library's agents play every seat but one, the learner's, inside the step
    in the JVM: the frames are then always the learner's decisions (`to_move` its seat) and a game's rewards
    come with the learner's step that ends it. `seat` fixes the learner's seat; left out, it rotates: in the
    deal with seed d the learner sits at d mod players. The agents' random sources are seeded from the
    deals' seeds, so a pool's games replay exactly.
    """

    def __init__(self, game: str, n: int, players: int | None = None, preset: str | None = None,
                 options: dict | None = None, seed: int = 0, factored: bool | None = None,
                 bridge: Bridge | None = None, directory: str | None = None, opponents=None,
                 seat: int | None = None):
        n = whole(n, "n")
        seed = whole(seed, "seed")
        players = whole(players, "players", optional=True)
        seat = whole(seat, "seat", optional=True)
        if isinstance(opponents, str):
            opponents = [opponents]
        if opponents is not None:
            opponents = list(opponents)
            if not opponents or not all(isinstance(o, str) for o in opponents):
                raise ArgumentTypeError("opponents: agent specs (strings), one for all other seats or one per seat",
                                        "ArgumentTypeError", field="opponents")
        elif seat is not None:
            raise ValueError("seat: the learner's seat needs opponents")
        if n < 1:
            raise ValueError(f"n: the number of games must be at least 1, got {n}")
        self._own_bridge = bridge is None
        self.bridge = bridge or Bridge()
        self.path = os.path.join(directory or _shared_directory(), f"spielwerk-pool-{uuid.uuid4().hex}.bin")
        try:
            r = self.bridge.request("pool", game=game, players=players, preset=preset, options=options, n=n,
                                    factored=factored, path=self.path, opponents=opponents, seat=seat)
        except BaseException:
            self._cleanup_file()
            if self._own_bridge:
                self.bridge.close()
            raise
        self.handle = r["pool"]
        self.game_id, self.n, self.players = r["game"], r["n"], r["players"]
        self.opponents, self.seat = opponents, seat
        self.observation_size, self.ids = r["observationSize"], r["ids"]
        with open(self.path, "r+b") as f:
            self._mmap = mmap.mmap(f.fileno(), r["bytes"])
        header = np.frombuffer(self._mmap, dtype="<i4", count=HEADER_INTS)
        if header[0] != MAGIC or header[1] != VERSION:
            raise RequestError(f"pool: the file's header is not version {VERSION} of the pool", "PoolVersion", field="pool")
        (_, _, _, _, _, _, actions_at, to_move_at, terminated_at, rewards_at, obs_at, mask_at, _size) = header.tolist()
        buf, n, p = self._mmap, self.n, self.players
        self._actions = np.frombuffer(buf, dtype="<i4", count=n, offset=actions_at)
        self.to_move = _readonly(np.frombuffer(buf, dtype="<i4", count=n, offset=to_move_at))
        self.terminated = _readonly(np.frombuffer(buf, dtype=np.bool_, count=n, offset=terminated_at))
        self.rewards = _readonly(np.frombuffer(buf, dtype="<f4", count=n * p, offset=rewards_at).reshape(n, p))
        self.obs = _readonly(np.frombuffer(buf, dtype="<f4", count=n * self.observation_size,
                                           offset=obs_at).reshape(n, self.observation_size))
        self.mask = _readonly(np.frombuffer(buf, dtype=np.int8, count=n * self.ids, offset=mask_at)
                              .reshape(n, self.ids))
        self._step_line = ('{"cmd":"poolStep","pool":%d}\n' % self.handle).encode()
        self._pending = False
        self.ended = np.zeros(0, dtype=np.int64)
        self.steps = 0
        self.actions_played = 0
        self.reset(seed)

    def reset(self, seed: int | None = None):
        """Deals every game anew: game k with `seed + k` (by default counting on from the last seeds)."""
        self._refuse_while_pending("reset")
        seed = self._next_seed if seed is None else whole(seed, "seed")
        self.bridge.request("poolReset", pool=self.handle, seed=seed)
        self._next_seed = seed + self.n
        self.ended = np.zeros(0, dtype=np.int64)
        return self.obs

    def send(self, actions):
        """Writes one id per game into the shared file and starts the step (returns at once)."""
        self._refuse_while_pending("send")
        actions = np.asarray(actions)
        if actions.shape != (self.n,) or not np.issubdtype(actions.dtype, np.integer):
            raise ArgumentTypeError(f"actions: one whole-number id per game ({self.n}), got shape {actions.shape} "
                                    f"of {actions.dtype}", "ArgumentTypeError", field="actions")
        self._actions[:] = actions
        self.bridge.send_line(self._step_line)
        self._pending = True

    def recv(self) -> np.ndarray:
        """Waits for the step started by `send`; returns the indices of the games that ended in it."""
        if not self._pending:
            raise RequestError("recv: no step was sent", "NotSent", field="recv")
        self._pending = False
        r = self.bridge.receive()
        self.ended = np.asarray(r["ended"], dtype=np.int64)
        self._next_seed += len(self.ended)
        self.steps += self.n  # ids chosen (sub-choices of factored decisions included)
        self.actions_played += r["played"]  # engine actions (decisions completed)
        return self.ended

    def step(self, actions) -> np.ndarray:
        """`send(actions)` then `recv()`: the indices of the games that ended (frames in obs, mask, ...)."""
        self.send(actions)
        return self.recv()

    def random_actions(self, rng: np.random.Generator) -> np.ndarray:
        """A uniformly random id from each game's mask (0 for a game with none legal).

        Draws one number per game, not one per id: the legal ids of all games come from one scan of the mask
        (row by row), and game k takes the r-th of its own, r uniform below its count. With masks of
        a thousand ids or more (Gilded Compass, Loyang, the Queen Games version) noise over the whole mask cost
        1.3-2.5 ms a step at N=256, more than the JVM's step itself.
        """
        flat = np.flatnonzero(self.mask.view(np.bool_))  # a bool view scans 30 times faster than int8 here
        rows, ids = np.divmod(flat, self.mask.shape[1])
        counts = np.bincount(rows, minlength=self.n)
        first = np.cumsum(counts) - counts
        chosen = first + rng.integers(np.maximum(counts, 1))
        return np.where(counts > 0, ids[np.minimum(chosen, len(ids) - 1)] if len(ids) else 0, 0)

    def _refuse_while_pending(self, what):
        if self._pending:
            raise RequestError(f"{what}: a step is in flight; recv() it first", "Pending", field=what)

    def _cleanup_file(self):
        try:
            os.unlink(self.path)
        except OSError:
            pass

    def close(self):
        if getattr(self, "_mmap", None) is None:
            return
        if self._pending:
            try:
                self.recv()
            except Exception:  # closing after a failed step is not an error
                pass
        try:
            self.bridge.request("poolClose", pool=self.handle)
        except Exception:  # a dead bridge has nothing left to close
            pass
        for name in ("_actions", "to_move", "terminated", "rewards", "obs", "mask"):
            self.__dict__.pop(name, None)
        try:
            self._mmap.close()
        except BufferError:  # a caller still holds a view; the OS unmaps it with the last reference
            pass
        self._mmap = None
        self._cleanup_file()
        if self._own_bridge:
            self.bridge.close()

    def __del__(self):
        # never a request from a finalizer: the collecting thread may be inside one, holding the bridge
        if getattr(self, "_mmap", None) is None:
            return
        if not self._own_bridge:
            self.bridge.discard_pool(self.handle)
        try:
            self._mmap.close()
        except (BufferError, ValueError):
            pass
        self._cleanup_file()
        if self._own_bridge:  # only this pool used it, and it is unreachable: no request can be in flight
            self.bridge.close()

    def __reduce__(self):
        raise TypeError("Pool: cannot be pickled (shared memory of a JVM process); make another with the same "
                        "arguments and reset it with the same seed")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _readonly(array: np.ndarray) -> np.ndarray:
    array.flags.writeable = False
    return array


class MultiAgentBatch:
    """A PettingZoo-style view of a pool: the agents are "player_0".."player_{n-1}" at every game; each
    game's `agent_selection` is the seat to move (the same through a factored decision's sub-steps).
    `reset(seed)` -> observations; `step(actions)` -> (observations, rewards, terminations, truncations,
    infos) where observations = {"observation": N x size, "action_mask": N x ids} of the seats to move and
    rewards/terminations/truncations are dicts agent -> N-array (a game's final rewards come with the step
    it ends in; the game is then dealt anew)."""

    def __init__(self, pool: Pool):
        self.pool = pool
        self.possible_agents = [f"player_{s}" for s in range(pool.players)]
        self.agents = list(self.possible_agents)

    @property
    def agent_selection(self) -> np.ndarray:
        return np.asarray(self.possible_agents, dtype=object)[self.pool.to_move]

    def _observations(self):
        return {"observation": self.pool.obs, "action_mask": self.pool.mask}

    def reset(self, seed: int | None = None):
        self.pool.reset(seed)
        return self._observations()

    def step(self, actions):
        self.pool.step(actions)
        p = self.pool
        rewards = {a: p.rewards[:, s] for s, a in enumerate(self.possible_agents)}
        terminations = {a: p.terminated for a in self.possible_agents}
        truncations = {a: np.zeros(p.n, dtype=bool) for a in self.possible_agents}
        return self._observations(), rewards, terminations, truncations, {"to_move": p.to_move}


try:  # a Gymnasium 1.x VectorEnv where gymnasium is installed
    import gymnasium as _gym
    from gymnasium.vector import AutoresetMode as _AutoresetMode, VectorEnv as _VectorEnv
    from gymnasium.vector.utils import batch_space as _batch_space

    class PoolVectorEnv(_VectorEnv):
        """The pool as a `gymnasium.vector.VectorEnv` of self-play: sub-env k is game k, its observation
        the seat to move's {"observation", "action_mask"}, its action an id of the mask, its reward that of
        the seat that played (each seat's in infos["rewards"], N x players; infos["to_move"] the seats now
        to move). Autoreset is Gymnasium 1.x's SAME_STEP mode (metadata["autoreset_mode"]): a game that
        ends is dealt anew in that step, so the observation returned is the new deal's; a terminal position
        has no seat to move, so there is no final observation (infos["final_obs"] is left out)."""

        metadata = {"autoreset_mode": _AutoresetMode.SAME_STEP, "render_modes": []}

        def __init__(self, game: str, num_envs: int, **kwargs):
            from . import spaces
            self.pool = Pool(game, num_envs, **kwargs)
            self.num_envs = self.pool.n
            self.single_observation_space = spaces.observation_space(self.pool.observation_size, self.pool.ids)
            self.single_action_space = spaces.discrete(self.pool.ids)
            self.observation_space = _batch_space(self.single_observation_space, self.num_envs)
            self.action_space = _batch_space(self.single_action_space, self.num_envs)

        def _obs(self):
            return {"observation": self.pool.obs, "action_mask": self.pool.mask}

        def reset(self, *, seed=None, options=None):
            if seed is not None and not isinstance(seed, (int, np.integer)):
                raise ArgumentTypeError("seed: one whole number for the whole pool (game k gets seed + k), got "
                                        f"{type(seed).__name__}", "ArgumentTypeError", field="seed")
            super().reset(seed=seed)
            self.pool.reset(seed)
            return self._obs(), {"to_move": self.pool.to_move}

        def step(self, actions):
            movers = self.pool.to_move.copy()
            self.pool.step(actions)
            p = self.pool
            reward = p.rewards[np.arange(p.n), movers].copy()
            return (self._obs(), reward, p.terminated.copy(), np.zeros(p.n, dtype=bool),
                    {"rewards": p.rewards, "to_move": p.to_move})

        def close_extras(self, **kwargs):
            self.pool.close()
except ImportError:  # pragma: no cover - depends on the machine
    PoolVectorEnv = None
