"""A game on the bridge, by handle: the engine's own view of a position (codec ids, legal actions with
texts, views, resampling, cloning, saved games, the library's agents). The environments are built on it."""
from __future__ import annotations

import weakref

import numpy as np

from ._bridge import Bridge, GameOverError, bridge as shared_bridge, floats, ints, whole


class Game:
    """One open game of a bridge. `to_move` is the seat to move (-1 once over), `finished` the outcome
    ({"scores", "ranks", "winners"}) once over. Actions are named by `code` (the table's codec id, fixed
    for the table), `index` (a position in `legal()`) or `action` (the engine's JSON)."""

    def __init__(self, bridge: Bridge, response: dict):
        self.bridge = bridge
        self.handle = response["handle"]
        self.game_id = response["game"]
        self.players = response["players"]
        self.seed = response["seed"]
        self.options = response["options"]
        self.action_count = response.get("actionCount")
        self.observation_size = response.get("observationSize")
        self.to_move = -1
        self.finished = None
        self.obs = None  # the seat to move's observation, where the last answer carried a frame
        self.legal_codes = None  # its legal codes (int64 array), likewise
        self._closed = False
        self._update(response)
        # a game Python no longer holds is closed in the JVM too (search makes many clones)
        self._finalizer = weakref.finalize(self, bridge.discard, self.handle)

    # -- construction --------------------------------------------------------------------------------
    @classmethod
    def new(cls, game: str, players: int | None = None, seed: int = 0, preset: str | None = None,
            options: dict | None = None, bridge: Bridge | None = None, observe: bool = True) -> "Game":
        players, seed = whole(players, "players", optional=True), whole(seed, "seed")
        b = bridge or shared_bridge()
        return cls(b, b.request("new", game=game, players=players, seed=seed, preset=preset, options=options,
                                observe=observe))

    @classmethod
    def load(cls, game: str, *, saved: dict | None = None, state: dict | None = None, view: dict | None = None,
             seed: int | None = None, bridge: Bridge | None = None) -> "Game":
        """A position from a saved game (replayed), a state's JSON (validated) or one seat's view (the
        hidden rest dealt at random from `seed`)."""
        seed = whole(seed, "seed", optional=True)
        b = bridge or shared_bridge()
        return cls(b, b.request("load", game=game, saved=saved, state=state, view=view, seed=seed, observe=True))

    def _update(self, response: dict):
        if "toMove" in response:
            self.to_move = response["toMove"]
            self.finished = response.get("finished")
        self.obs = floats(response["obs"]) if "obs" in response else None
        self.legal_codes = ints(response["legal"]) if "legal" in response else None

    def _request(self, cmd: str, **fields) -> dict:
        return self.bridge.request(cmd, handle=self.handle, **fields)

    @property
    def is_over(self) -> bool:
        return self.to_move < 0

    # -- play ----------------------------------------------------------------------------------------
    def legal(self, locale: str | None = None) -> list:
        """[{"code", "action", "text"}] in the engine's order (a list position is an `index`); where the game groups
        a long menu into two small steps, an action also has its "group" in words ("bid 6 to 10 tons")."""
        return self._request("legal", locale=locale)["actions"]

    def legal_mask(self) -> np.ndarray:
        """int8 mask over the codec: 1 exactly at the legal codes."""
        mask = np.zeros(self.action_count, dtype=np.int8)
        mask[self.codes()] = 1
        return mask

    def codes(self) -> np.ndarray:
        """The legal codes of the position (from the last frame, else asked)."""
        if self.legal_codes is None:
            self.legal_codes = (np.array([a["code"] for a in self.legal()], dtype=np.int64)
                                if not self.is_over else np.zeros(0, dtype=np.int64))
        return self.legal_codes

    def step(self, code: int | None = None, index: int | None = None, action=None) -> "Game":
        """Plays one action and reads the next frame (observation and legal codes of the seat to move)
        in the same round trip. After the end it raises GameOverError and sends nothing."""
        self._refuse_after_end("step")
        self._update(self._request("step", code=_int(code, "code"), index=_int(index, "index"), action=action))
        return self

    def apply(self, code: int | None = None, index: int | None = None, action=None, locale: str | None = None):
        """Plays one action and returns each seat's events: events[seat] is a list of {"event", "text"}
        holding only what that seat may see."""
        self._refuse_after_end("apply")
        response = self._request("apply", code=_int(code, "code"), index=_int(index, "index"), action=action, locale=locale,
                                 observe=True)
        self._update(response)
        return response["events"]

    def _refuse_after_end(self, what: str):
        """A game that is over takes no action: GameOverError (the documented class), not the engine's
        IllegalActionError for an action it does not list."""
        if self.is_over:
            raise GameOverError(f"{what}: the game is over (outcome {self.finished}); reset() deals anew",
                                "GameOver", field=what)

    def status(self) -> dict:
        response = self._request("status")
        self.to_move = response["toMove"]
        self.finished = response.get("finished")
        return response

    # -- what a seat sees ------------------------------------------------------------------------------
    def observation(self, seat: int) -> np.ndarray:
        """The seat's observation vector (float32), computed from its view alone."""
        return floats(self._request("observation", seat=_int(seat, "seat"), binary=True)["obs"])

    def view(self, seat: int) -> dict:
        return self._request("view", seat=_int(seat, "seat"))["view"]

    def render(self, seat: int | None = None, locale: str | None = None) -> str:
        """The seat's view in words (English, or German with locale="de"); the seat to move by default."""
        return self._request("render", seat=_int(seat, "seat"), locale=locale)["text"]

    def legend(self, seat: int | None = None, locale: str | None = None) -> list:
        """The terms on the seat's view a new player may not know, each explained ("Clerk: when you trade ...")."""
        return self._request("render", seat=_int(seat, "seat"), locale=locale)["legend"]

    def layout(self) -> dict:
        """The observation's slices {name, offset, length} and the codec's blocks {name, offset, size,
        radices}."""
        return self._request("layout")

    # -- search ----------------------------------------------------------------------------------------
    def clone(self) -> "Game":
        """An exact copy (hidden information and generator included) that plays on independently."""
        return Game(self.bridge, self._request("clone", observe=True))

    def resample(self, seat: int, seed: int) -> "Game":
        """A determinization: the seat sees the same, everything it cannot see is dealt anew from seed."""
        return Game(self.bridge, self._request("resample", seat=_int(seat, "seat"), seed=_int(seed, "seed"), observe=True))

    def state(self) -> dict:
        """The full state's JSON (hidden information included: for debugging and `load`)."""
        return self._request("state")["state"]

    def saved(self) -> dict:
        """The saved game (game, options, players, seed, actions) of a game played from its setup."""
        return self._request("saved")["saved"]

    def act(self, agent: str, seed: int = 0) -> dict:
        """What one of the library's agents (`random`, `greedy`, `rules:hard`, `ismcts:iterations=200`, ...)
        would play here, without playing it: {"index", "code", "action", "text"}."""
        self._refuse_after_end("act")
        return self._request("act", agent=agent, seed=_int(seed, "seed"))

    def reset(self, seed: int) -> "Game":
        """A new deal at the same table."""
        seed = whole(seed, "seed")
        r = self.bridge.request("reset", handles=[self.handle], seeds=[_int(seed, "seed")])
        self.to_move, self.finished, self.seed = r["toMove"][0], r["finished"][0], seed
        self.obs = floats(r["obs"]) if self.to_move >= 0 else None
        self.legal_codes = ints(r["legal"])
        return self

    # -- copies ------------------------------------------------------------------------------------------
    def __copy__(self):
        raise TypeError("Game: a shallow copy would share the JVM game; use copy.deepcopy(game) or game.clone()")

    def __deepcopy__(self, memo):
        """copy.deepcopy is clone(): an exact, independent copy in the same bridge."""
        return self.clone()

    def __reduce__(self):
        raise TypeError("Game: cannot be pickled (it is a handle into a JVM process); pickle g.saved() or "
                        "g.state() and load it back with spielwerk.load(game, saved=...) or state=...; the "
                        "environments (spielwerk.env, gym_env) pickle themselves that way")

    def close(self):
        self._finalizer.detach()
        if not self._closed and self.bridge.alive:
            self._closed = True
            try:
                self._request("close")
            except Exception:  # closing a game of a dying bridge is not an error
                pass


def _int(value, field: str = "value"):
    """numpy integers to plain ints for JSON; None stays None; any other type is refused here
    (ArgumentTypeError naming the field), never coerced."""
    return whole(value, field, optional=True)
