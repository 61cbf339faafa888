"""N games of one table stepped with one request per batch (flat codec codes), answered as one binary
frame that numpy reads in place."""
from __future__ import annotations

import json

import numpy as np

from ._bridge import Bridge, bridge as shared_bridge, whole
from .game import Game


class VectorGames:
    """N games at one table (game, players, options). `step(codes)` plays codes[k] in game k and answers
    every game's next frame in one round trip. With `autoreset` (the default) a game that ends is dealt
    anew in the same request (seeds counting on from seed + N, in the order of the games), as
    Gymnasium's vector environments do: its outcome, final rewards and `done` flag are reported by that
    step and its frame is already the new deal's, so no game of the batch idles.

    After `reset()` and every `step()`: `obs` (N x observation_size float32, read-only: a view of the
    answer's bytes), `to_move` (N ints, -1 for a finished game), `legal` (all games' legal codes,
    concatenated) with `counts` and `starts` (where game k's codes are:
    legal[starts[k]:starts[k]+counts[k]]), and after a step `outcomes` (None, or the outcome of the game
    that ended in it: scores, ranks, winners) and `rewards` (N x players float32: each seat's share of the
    win, 1/k for each of k winners, in the games that ended; 0 elsewhere).

    The hot path has no loop over the games in Python: the codes go out as one JSON list, the answer
    comes back as a JSON line and one little-endian frame (toMove, counts, legal codes, observations)
    that `numpy.frombuffer` reads without copying; only the games that ended are looked at one by one."""

    def __init__(self, game: str, n: int, players: int | None = None, preset: str | None = None,
                 options: dict | None = None, seed: int = 0, autoreset: bool = True, observe: bool = True,
                 bridge: Bridge | None = None):
        if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 1:
            raise ValueError(f"n: the number of games must be a whole number from 1, got {n!r}")
        seed = whole(seed, "seed")
        self.bridge = bridge or shared_bridge()
        self.n = int(n)
        self.autoreset = autoreset
        self.observe = observe  # False: legal codes only, no observations (for random play and agents)
        self.games = [Game.new(game, players=players, seed=seed + k, preset=preset, options=options,
                               bridge=self.bridge, observe=False) for k in range(self.n)]
        self.handles = [g.handle for g in self.games]
        self.action_count = self.games[0].action_count
        self.observation_size = self.games[0].observation_size
        self.players = self.games[0].players
        self._next_seed = seed + self.n
        self._batch_head = ('{"cmd":"batch","binary":true,"observe":%s,"autoreset":%s,"handles":%s,"codes":['
                            % (json.dumps(bool(observe)), json.dumps(bool(autoreset)),
                               json.dumps(self.handles, separators=(",", ":")))).encode()
        self.outcomes = [None] * self.n
        self.rewards = np.zeros((self.n, self.players), dtype=np.float32)
        self.episodes = 0

    def reset(self, seed: int | None = None):
        """Deals every game anew (seeds `seed`, `seed + 1`, ...; by default counting on). A refused seed
        (wrong type, or refused by the engine) changes nothing: the vector plays on as before."""
        first = self._next_seed if seed is None else whole(seed, "seed")
        seeds = list(range(first, first + self.n))
        answer = self.bridge.request("reset", handles=self.handles, seeds=seeds, observe=self.observe,
                                     binary=True)
        self._next_seed = first + self.n  # only once the engine has dealt
        self._frames(answer)
        self.outcomes = [None] * self.n
        self.rewards = np.zeros((self.n, self.players), dtype=np.float32)
        return self.obs

    def _frames(self, r):
        """Reads a binary answer: toMove (N int32), counts (N int32), legal (legalCount int32), obs."""
        n, size, count, frame = self.n, r["observationSize"], r["legalCount"], r["frame"]
        ints = np.frombuffer(frame, dtype="<i4", count=2 * n + count)
        self.to_move = ints[:n]
        self.counts = ints[n:2 * n]
        self.legal = ints[2 * n:]
        self.starts = np.cumsum(self.counts) - self.counts
        if self.observe:
            self.obs = np.frombuffer(frame, dtype="<f4", offset=4 * (2 * n + count), count=n * size).reshape(n, size)
        else:
            self.obs = np.zeros((n, 0), dtype=np.float32)

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
        """Plays codes[k] in every unfinished game k (finished games, without autoreset, are skipped:
        their code is ignored); returns the `done` flags (True where game k ended in this step: its
        outcome is in `outcomes[k]` and its final rewards in `rewards[k]`, and with autoreset its frame
        is already the new deal's)."""
        codes = np.asarray(codes)
        if codes.shape != (self.n,) or not np.issubdtype(codes.dtype, np.integer):
            raise ValueError(f"codes: one whole-number code per game ({self.n}), got shape {codes.shape} "
                             f"of {codes.dtype}")
        codes = np.where(self.counts > 0, codes, -1)  # -1: a finished game sits this batch out
        # the same request each time but for the codes and the seed: its fixed parts are written once
        r = self.bridge.request_line(b"".join((self._batch_head, ",".join(map(str, codes.tolist())).encode(),
                                               b'],"seed":', str(self._next_seed).encode(), b"}\n")))
        self._next_seed += r.get("resets", 0)
        self._frames(r)
        done = np.zeros(self.n, dtype=bool)
        self.outcomes = [None] * self.n
        self.rewards = np.zeros((self.n, self.players), dtype=np.float32)
        for ended in r["ended"]:  # only the games that ended, a few per batch
            k = ended.pop("at")
            done[k] = True
            self.outcomes[k] = ended
            winners = ended["winners"]
            self.rewards[k, winners] = 1.0 / len(winners) if winners else 0.0
        self.episodes += len(r["ended"])
        return done

    def __copy__(self):
        raise TypeError("VectorGames: cannot be copied (N handles into one JVM); make another with "
                        "spielwerk.vector(...) and reset it with the same seed")

    __deepcopy__ = lambda self, memo: self.__copy__()  # noqa: E731 - the same clear refusal

    def __reduce__(self):
        raise TypeError("VectorGames: cannot be pickled (N handles into one JVM); pickle the constructor's "
                        "arguments and the seed instead, or a single game's env (spielwerk.env pickles)")

    def close(self):
        for g in self.games:
            g.close()
