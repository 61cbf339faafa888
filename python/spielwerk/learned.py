"""Learned policies as files: the network `spielwerk.train` trains, saved in the safetensors format with the
table it plays and the meaning of its numbers, read back with numpy alone (docs/research.md, "Learned baselines").

A file holds the tensors `mean`, `var` (the observation normaliser), `body.0.*`, `body.2.*`, ... (hidden layers,
tanh between), `policy.*` (one logit per small action id) and `value.*`, all float32, and the metadata strings
`format` (FORMAT), `game`, `players`, `options` (JSON), `factored`, `layout` (JSON of the observation's slices, the
codec's blocks and the action table, as `layout_hash` hashes them), `layout_hash`, `table_version`, `norm_eps`,
`norm_clip`, and what the training was (`recipe`, `command`, ...). The Java agent `nn:model=FILE` reads the
same file and refuses it when its layout is not the running library's; `Policy.check` does the same here.
"""
import json
import zipfile

import numpy as np

from .aec import layout_hash

FORMAT = "spielwerk-policy-1"
SHIPPED = "org/spielwerk/research/learned/models/{game}.safetensors"  # inside the jar


class LayoutMismatchError(ValueError):
    """The model was trained on another observation layout, action codec or action table than this table's."""


class Policy:
    """A learned policy read from its file: `forward(obs)` gives the logits over the small ids and the value,
    `act(obs, mask)` the highest legal logit (the lowest id among equals), as the Java agent `nn` plays."""

    def __init__(self, tensors: dict, metadata: dict, source: str = "model"):
        if metadata.get("format") != FORMAT:
            raise ValueError(f"{source}: format {metadata.get('format')!r}, this package reads {FORMAT}")
        self.source, self.metadata = source, dict(metadata)
        self.game = metadata["game"]
        self.players = int(metadata["players"])
        self.options = json.loads(metadata["options"])
        self.factored = metadata["factored"] == "true"
        self.layout_hash = metadata["layout_hash"]
        eps = np.float32(float(metadata.get("norm_eps", "1e-8")))
        self.clip = np.float32(float(metadata.get("norm_clip", "10")))
        self.mean = tensors["mean"].astype(np.float32)
        self.std = np.sqrt(tensors["var"].astype(np.float32) + eps)
        self.hidden = []
        i = 0
        while f"body.{i}.weight" in tensors:
            self.hidden.append((tensors[f"body.{i}.weight"], tensors[f"body.{i}.bias"]))
            i += 2
        self.policy = (tensors["policy.weight"], tensors["policy.bias"])
        self.value = (tensors["value.weight"], tensors["value.bias"])

    @classmethod
    def load(cls, path) -> "Policy":
        from safetensors.numpy import load_file
        from safetensors import safe_open
        with safe_open(str(path), framework="numpy") as f:
            metadata = f.metadata() or {}
        return cls(load_file(str(path)), metadata, source=str(path))

    @classmethod
    def shipped(cls, game: str, jar: str | None = None) -> "Policy":
        """The model the library ships for `game`, read from the jar (as the Java agent `nn` plays it)."""
        from safetensors.numpy import load
        from ._bridge import find_jar
        name = SHIPPED.format(game=game)
        with zipfile.ZipFile(jar or find_jar()) as z:
            try:
                data = z.read(name)
            except KeyError:
                raise ValueError(f"game: the library ships no model for {game}") from None
        header = json.loads(data[8:8 + int.from_bytes(data[:8], "little")])
        return cls(load(data), header.get("__metadata__", {}), source=f"the shipped model of {game}")

    def forward(self, obs: np.ndarray):
        """Logits (..., ids) and values (...) of observations (..., size), in float32."""
        h = np.clip((np.asarray(obs, dtype=np.float32) - self.mean) / self.std, -self.clip, self.clip)
        for weight, bias in self.hidden:
            h = np.tanh(h @ weight.T + bias)
        return h @ self.policy[0].T + self.policy[1], (h @ self.value[0].T + self.value[1])[..., 0]

    def act(self, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The highest logit among the ids the mask allows (the lowest id among equals), per row."""
        logits, _ = self.forward(obs)
        return np.where(np.asarray(mask) != 0, logits, -np.inf).argmax(-1)

    def check(self, env) -> None:
        """Raises LayoutMismatchError unless `env` (a `spielwerk.env` of this game) has the model's layout."""
        if env.game_id != self.game or env.players != self.players:
            raise LayoutMismatchError(f"{self.source} plays {self.game} at {self.players} seats, "
                                      f"not {env.game_id} at {env.players}")
        if env.layout_hash != self.layout_hash:
            raise LayoutMismatchError(f"{self.source} has layout_hash {self.layout_hash}, this table "
                                      f"{env.layout_hash}: train it again for this version of the library")


def layout_text(env) -> str:
    """The layout as `layout_hash` hashes it: [slices, blocks, [table version, factored, menu]], JSON."""
    return json.dumps([env.layout, env.blocks, [env.table.version, env.table.factored, env.table.menu]],
                      sort_keys=True)


def save(path, tensors: dict, game: str, players: int, options: dict | None = None, factored: bool | None = None,
         training: dict | None = None, bridge=None) -> str:
    """Writes a model file: `tensors` (numpy float32: mean, var, body.K.weight/bias, policy.*, value.*) with the
    metadata of the table `game` at `players` seats with `options` (None: the game's defaults), whose layout is
    read from the running library. `training` adds strings (recipe, command, CPU time, ...). Returns the layout
    hash."""
    from safetensors.numpy import save_file
    from .aec import env as make_env
    table = make_env(game, players=players, options=options, factored=factored, bridge=bridge)
    try:
        text = layout_text(table)
        digest = layout_hash(table.layout, table.blocks, table.table)
        metadata = {"format": FORMAT, "game": game, "players": str(players),
                    "options": json.dumps(table._game.options, sort_keys=True),
                    "factored": "true" if table.table.factored else "false", "table_version": str(table.table.version),
                    "layout": text, "layout_hash": digest, "norm_eps": "1e-8", "norm_clip": "10"}
    finally:
        table.close()
    for key, value in (training or {}).items():
        metadata[key] = str(value)
    save_file({k: np.ascontiguousarray(v, dtype=np.float32) for k, v in tensors.items()}, str(path), metadata=metadata)
    return digest


def export(model, path, game: str, players: int, options: dict | None = None, training: dict | None = None,
           bridge=None) -> str:
    """Saves spielwerk.train's ActorCritic (torch) as a model file (see `save`)."""
    state = model.state_dict()
    tensors = {k: v.detach().cpu().numpy() for k, v in state.items() if k != "count"}
    return save(path, tensors, game, players, options=options, training=training, bridge=bridge)
