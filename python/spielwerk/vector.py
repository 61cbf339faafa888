"""N games of one table stepped with one request per batch (flat codec codes)."""
from __future__ import annotations

import numpy as np

from ._bridge import Bridge, bridge as shared_bridge, floats, ints
from .game import Game


class VectorGames:
    """N games at one table (game, players, options). `step(codes)` plays codes[k] in game k and answers
    every game's next frame in one round trip; a finished game is dealt anew (seed + N) in the same
    request when `autoreset` is on, after its outcome was read.

    After `reset()` and every `step()`: `obs` (N x observation_size float32), `to_move` (N ints),
    `legal` (all games' legal codes, concatenated) with `counts` and `starts` (where game k's codes
    are: legal[starts[k]:starts[k]+counts[k]]), and `outcomes` (None, or the outcome of the game
    that ended in the last step)."""

    def __init__(self, game: str, n: int, players: int | None = None, preset: str | None = None,
                 options: dict | None = None, seed: int = 0, autoreset: bool = True, observe: bool = True,
                 bridge: Bridge | None = None):
        self.bridge = bridge or shared_bridge()
        self.n = n
        self.autoreset = autoreset
        self.observe = observe  # False: legal codes only, no observations (for random play and agents)
        self.games = [Game.new(game, players=players, seed=seed + k, preset=preset, options=options,
                               bridge=self.bridge, observe=False) for k in range(n)]
        self.handles = [g.handle for g in self.games]
        self.action_count = self.games[0].action_count
        self.observation_size = self.games[0].observation_size
        self.players = self.games[0].players
        self._next_seed = seed + n
        self.outcomes = [None] * n
        self.episodes = 0

    def reset(self, seed: int | None = None):
        if seed is not None:
            self._next_seed = seed
        seeds = list(range(self._next_seed, self._next_seed + self.n))
        self._next_seed += self.n
        self._frames(self.bridge.request("reset", handles=self.handles, seeds=seeds, observe=self.observe))
        return self.obs

    def _frames(self, r):
        self.to_move = np.asarray(r["toMove"], dtype=np.int64)
        self.obs = (floats(r["obs"]).reshape(len(self.to_move), self.observation_size) if "obs" in r
                    else np.zeros((len(self.to_move), 0), dtype=np.float32))
        self.legal = ints(r["legal"])
        self.counts = np.asarray(r["counts"], dtype=np.int64)
        self.starts = np.cumsum(self.counts) - self.counts
        return r["finished"]

    def masks(self) -> np.ndarray:
        """(N, actionCount) int8 masks of the current frames (mind the size for large codecs)."""
        masks = np.zeros((self.n, self.action_count), dtype=np.int8)
        masks[np.repeat(np.arange(self.n), self.counts), self.legal] = 1
        return masks

    def random_codes(self, rng: np.random.Generator) -> np.ndarray:
        """A uniformly random legal code per game (-1 for a finished game)."""
        codes = np.full(self.n, -1, dtype=np.int64)
        live = self.counts > 0
        pick = self.starts[live] + (rng.random(int(live.sum())) * self.counts[live]).astype(np.int64)
        codes[live] = self.legal[pick]
        return codes

    def step(self, codes) -> np.ndarray:
        """Plays codes[k] in every unfinished game k (finished games, without autoreset, are skipped);
        returns the `done` flags (True where game k ended in this step: its outcome is in
        `outcomes[k]`, and with autoreset its frame is already the new deal's)."""
        live = np.flatnonzero(self.counts > 0)
        r = self.bridge.request("batch", handles=[self.handles[k] for k in live],
                                codes=[int(codes[k]) for k in live], observe=self.observe)
        self._splice(live, r)
        done = np.zeros(self.n, dtype=bool)
        self.outcomes = [None] * self.n
        for j, k in enumerate(live):
            if r["finished"][j] is not None:
                done[k] = True
                self.outcomes[k] = r["finished"][j]
        if done.any():
            self.episodes += int(done.sum())
            if self.autoreset:
                which = np.flatnonzero(done)
                seeds = list(range(self._next_seed, self._next_seed + len(which)))
                self._next_seed += len(which)
                self._splice(which, self.bridge.request("reset", handles=[self.handles[k] for k in which],
                                                        seeds=seeds, observe=self.observe))
        return done

    def _splice(self, which, r):
        """Puts the frames of the games `which` (a batch answer in that order) into the N-game frame."""
        if len(which) == self.n and np.array_equal(which, np.arange(self.n)):
            self._frames(r)
            return
        sub_counts = np.asarray(r["counts"], dtype=np.int64)
        sub_starts = np.cumsum(sub_counts) - sub_counts
        sub_legal = ints(r["legal"])
        if len(which):
            if "obs" in r:
                self.obs[which] = floats(r["obs"]).reshape(len(which), self.observation_size)
            self.to_move[which] = r["toMove"]
        replaced = {int(k): j for j, k in enumerate(which)}
        parts, counts = [], self.counts.copy()
        for k in range(self.n):
            j = replaced.get(k)
            if j is None:
                parts.append(self.legal[self.starts[k]:self.starts[k] + self.counts[k]])
            else:
                parts.append(sub_legal[sub_starts[j]:sub_starts[j] + sub_counts[j]])
                counts[k] = sub_counts[j]
        self.legal = np.concatenate(parts)
        self.counts = counts
        self.starts = np.cumsum(counts) - counts

    def close(self):
        for g in self.games:
            g.close()
