"""Observation and action spaces: Gymnasium's where it is installed, else minimal classes with the same
names and the parts environments and tests use (shape, dtype, n, contains, sample, seed)."""
from __future__ import annotations

import numpy as np

try:  # optional: with gymnasium installed the spaces are its own
    from gymnasium import spaces as _gym_spaces
except ImportError:  # pragma: no cover - depends on the machine
    _gym_spaces = None


class Space:
    def __init__(self, shape, dtype, seed=None):
        self.shape = shape
        self.dtype = np.dtype(dtype) if dtype is not None else None
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed=None):
        self.np_random = np.random.default_rng(seed)
        return [seed]


class Discrete(Space):
    def __init__(self, n: int, seed=None, start: int = 0):
        super().__init__((), np.int64, seed)
        self.n = int(n)
        self.start = int(start)

    def contains(self, x) -> bool:
        if isinstance(x, (int, np.integer)) and not isinstance(x, bool):
            return self.start <= int(x) < self.start + self.n
        return False

    def sample(self, mask=None) -> int:
        if mask is not None:
            choices = np.flatnonzero(np.asarray(mask))
            return int(self.start + self.np_random.choice(choices)) if len(choices) else self.start
        return int(self.start + self.np_random.integers(self.n))

    def __repr__(self):
        return f"Discrete({self.n})"

    def __eq__(self, other):
        return isinstance(other, Discrete) and other.n == self.n and other.start == self.start


class Box(Space):
    def __init__(self, low, high, shape, dtype=np.float32, seed=None):
        super().__init__(tuple(shape), dtype, seed)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, high, dtype=self.dtype)

    def contains(self, x) -> bool:
        x = np.asarray(x)
        return (x.shape == self.shape and np.can_cast(x.dtype, self.dtype)
                and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high)))

    def sample(self):
        if np.issubdtype(self.dtype, np.integer):
            return self.np_random.integers(self.low, self.high.astype(np.int64) + 1, dtype=self.dtype)
        low = np.where(np.isfinite(self.low), self.low, -1.0)
        high = np.where(np.isfinite(self.high), self.high, 1.0)
        return self.np_random.uniform(low, high).astype(self.dtype)

    def __repr__(self):
        return f"Box({self.shape}, {self.dtype})"

    def __eq__(self, other):
        return (isinstance(other, Box) and other.shape == self.shape and other.dtype == self.dtype
                and np.array_equal(other.low, self.low) and np.array_equal(other.high, self.high))


class Dict(Space):
    def __init__(self, spaces: dict, seed=None):
        super().__init__(None, None, seed)
        self.spaces = dict(spaces)

    def __getitem__(self, key):
        return self.spaces[key]

    def contains(self, x) -> bool:
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
            self.spaces[k].contains(v) for k, v in x.items())

    def sample(self):
        return {k: s.sample() for k, s in self.spaces.items()}

    def __repr__(self):
        return "Dict(" + ", ".join(f"{k}: {v}" for k, v in self.spaces.items()) + ")"


def discrete(n: int):
    return _gym_spaces.Discrete(n) if _gym_spaces else Discrete(n)


def observation_space(size: int, actions: int):
    """{"observation": float32 vector of `size`, "action_mask": int8 vector of `actions`}."""
    if _gym_spaces:
        return _gym_spaces.Dict({
            "observation": _gym_spaces.Box(-np.inf, np.inf, (size,), np.float32),
            "action_mask": _gym_spaces.Box(0, 1, (actions,), np.int8)})
    return Dict({"observation": Box(-np.inf, np.inf, (size,), np.float32),
                 "action_mask": Box(0, 1, (actions,), np.int8)})
