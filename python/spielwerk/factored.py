"""Small action spaces for games with large codecs (Gilded Compass ~700,000 codes, Loyang 28,000-51,000).

An engine action (a codec code) is chosen as a short sequence of small choices: first its block (the
kind of action, e.g. "Place ILLUMINATI"), then the block's mixed-radix digits one by one (e.g. the dice
shape, the target, the Will to Win selector), each digit over at most `menu` values (a larger digit is
split into base-`menu` digits, most significant first). Each (block, digit position, value) has its own
action id, so the env's action space is the union of a few thousand ids, and the mask at each sub-step
holds exactly the choices that extend to some legal action. The rules are untouched: the env sends the
finished code to the engine.

Version history of these tables (`TABLE_VERSION`): 1 (this one).
"""
from __future__ import annotations

import math

import numpy as np

TABLE_VERSION = 1
MENU = 100


def split(radix: int, menu: int = MENU) -> list:
    """One digit of `radix` values as base-`menu` digits, most significant first (top radix rounded up)."""
    if radix <= menu:
        return [radix]
    k = math.ceil(math.log(radix) / math.log(menu) - 1e-12)
    while menu ** (k - 1) * menu < radix:
        k += 1
    return [math.ceil(radix / menu ** (k - 1))] + [menu] * (k - 1)


class ActionTable:
    """The map between a table's codec codes and token sequences.

    `n` is the number of action ids. Ids [0, B) choose a block; each block then has, for each of its
    expanded digit positions with more than one value, a run of ids (`runs`: (block, position, first id,
    radix)). A flat table (`factored=False`) has one token per code: the code itself."""

    def __init__(self, blocks: list, action_count: int, factored: bool, menu: int = MENU):
        self.factored = factored
        self.menu = menu
        self.action_count = action_count
        self.version = TABLE_VERSION
        if not factored:
            self.n = action_count
            self.max_length = 1
            self.block_names = []
            return
        self.blocks = [b for b in blocks]
        if len(self.blocks) > menu:
            raise ValueError(f"{len(self.blocks)} blocks exceed the menu of {menu}")
        self.block_names = [b["name"] for b in self.blocks]
        self.offsets = np.array([b["offset"] for b in self.blocks], dtype=np.int64)
        self.sizes = [b["size"] for b in self.blocks]
        self.digits = []     # per block: the declared radices (or [size])
        self.expanded = []   # per block: per declared digit, its split radices
        self.first_id = []   # per block: per declared digit, per split digit, the first id (None for radix 1)
        self.runs = []       # (block, name, first id, radix) of every run of ids
        next_id = len(self.blocks)
        for b, block in enumerate(self.blocks):
            radices = list(block.get("radices") or []) or [block["size"]]
            self.digits.append(radices)
            parts, firsts = [], []
            for j, r in enumerate(radices):
                sub = split(r, menu)
                parts.append(sub)
                f = []
                for p, rr in enumerate(sub):
                    if rr > 1:
                        f.append(next_id)
                        self.runs.append((b, f"{block['name']} digit {j}" + (f".{p}" if len(sub) > 1 else ""),
                                          next_id, rr))
                        next_id += rr
                    else:
                        f.append(None)
                firsts.append(f)
            self.expanded.append(parts)
            self.first_id.append(firsts)
        self.n = next_id
        self.max_length = 1 + max(
            (sum(1 for f in firsts for x in f if x is not None) for firsts in self.first_id), default=0)
        self._cache = {}

    def tokens(self, code: int) -> tuple:
        """The token ids that choose `code`."""
        if not self.factored:
            return (int(code),)
        hit = self._cache.get(code)
        if hit is not None:
            return hit
        b = int(np.searchsorted(self.offsets, code, side="right")) - 1
        while b > 0 and self.sizes[b] == 0:  # empty blocks share the next block's offset
            b -= 1
        local = int(code) - int(self.offsets[b])
        values = []
        for r in reversed(self.digits[b]):
            values.append(local % r)
            local //= r
        values.reverse()
        out = [b]
        for v, sub, firsts in zip(values, self.expanded[b], self.first_id[b]):
            parts = []
            for rr in reversed(sub):
                parts.append(v % rr)
                v //= rr
            parts.reverse()
            out.extend(first + d for d, first in zip(parts, firsts) if first is not None)
        result = tuple(out)
        self._cache[code] = result
        return result

    def describe(self, token: int) -> str:
        """A token id in words: a block's name, or a digit of a block and its value."""
        if not self.factored:
            return f"code {token}"
        if token < len(self.blocks):
            return self.block_names[token]
        for _b, name, first, radix in self.runs:
            if first <= token < first + radix:
                return f"{name} = {token - first}"
        raise ValueError(f"action: id {token} is outside 0..{self.n - 1}")

    @property
    def feature_size(self) -> int:
        """Floats appended to a factored observation: the chosen block (one-hot), the sub-step (one-hot)
        and the values chosen so far (each scaled by its radix)."""
        return 0 if not self.factored else len(self.blocks) + 2 * self.max_length

    def features(self, prefix: tuple) -> np.ndarray:
        out = np.zeros(self.feature_size, dtype=np.float32)
        if not self.factored:
            return out
        nb = len(self.blocks)
        if prefix:
            out[prefix[0]] = 1.0
        out[nb + len(prefix)] = 1.0
        for k, token in enumerate(prefix[1:], start=1):
            for _b, _name, first, radix in self.runs:
                if first <= token < first + radix:
                    out[nb + self.max_length + k] = (token - first) / max(1, radix - 1)
                    break
        return out


class Chooser:
    """The sub-steps of one decision: the legal codes' token sequences and the prefix chosen so far."""

    def __init__(self, table: ActionTable, codes):
        self.table = table
        self.codes = [int(c) for c in codes]
        self.sequences = [table.tokens(c) for c in self.codes]
        self.prefix = ()

    def menu(self) -> list:
        """The ids that extend the prefix towards some legal action (sorted)."""
        k = len(self.prefix)
        return sorted({s[k] for s in self.sequences if s[:k] == self.prefix and len(s) > k})

    def mask(self) -> np.ndarray:
        mask = np.zeros(self.table.n, dtype=np.int8)
        mask[self.menu()] = 1
        return mask

    def choose(self, token: int):
        """Takes one sub-choice; returns the finished code when the sequence is complete, else None."""
        if token not in self.menu():
            raise ValueError(f"action: id {token} is not among the {len(self.menu())} choices of this sub-step")
        self.prefix = self.prefix + (int(token),)
        for s, code in zip(self.sequences, self.codes):
            if s == self.prefix:
                return code
        return None

    def next_token_for(self, code: int) -> int:
        """The id that continues the prefix towards `code` (for the library's agents in a factored env)."""
        s = self.table.tokens(code)
        if s[:len(self.prefix)] != self.prefix:
            raise ValueError(f"action: code {code} does not extend the sub-choices made so far")
        return s[len(self.prefix)]
