#!/usr/bin/env python3
"""A small client for `spielwerk serve --stdio` (protocol: docs/research.md). Standard library only.

    from spielwerk_client import Spielwerk
    with Spielwerk(["java", "-jar", "examples/target/spielwerk.jar", "serve", "--stdio"]) as sw:
        game = sw.new("portroyal-unterwegs", players=3, seed=7)
        while game.to_move >= 0:
            legal = game.legal()                     # [{"code", "action", "text"}, ...]
            obs = game.observation(game.to_move)     # list of floats, fixed length per table
            game.apply(code=legal[0]["code"])        # or index=0 (a position in legal)
        print(game.finished)                         # {"scores", "ranks", "winners"}

Run `python3 docs/spielwerk_client.py -- <server command>` to play one random game as a self-test.
"""
import json
import random
import subprocess
import sys


class SpielwerkError(Exception):
    """The server refused a request: `kind` is the Java exception (IllegalActionException, ...)."""

    def __init__(self, message, kind):
        super().__init__(message)
        self.kind = kind


class Spielwerk:
    """A server process and its JSON-lines pipe."""

    def __init__(self, command):
        self._process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                         encoding="utf-8", bufsize=1)
        self._next_id = 0

    def request(self, cmd, **fields):
        """Sends one request and returns the response's fields; raises SpielwerkError when ok is false."""
        self._next_id += 1
        fields = {k: v for k, v in fields.items() if v is not None}
        self._process.stdin.write(json.dumps({"id": self._next_id, "cmd": cmd, **fields}) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise SpielwerkError("the server closed the pipe", "EOF")
        response = json.loads(line)
        if response.get("id") != self._next_id:
            raise SpielwerkError("response out of order: " + line, "Protocol")
        if not response["ok"]:
            raise SpielwerkError(response["error"], response["kind"])
        return response

    def games(self):
        return self.request("games")["games"]

    def new(self, game, players, seed=0, preset=None, options=None):
        return GameHandle(self, self.request("new", game=game, players=players, seed=seed, preset=preset,
                                             options=options))

    def close(self):
        if self._process.poll() is None:
            try:
                self.request("quit")
            except (SpielwerkError, BrokenPipeError):
                pass
        try:
            self._process.stdin.close()
        except BrokenPipeError:
            pass
        self._process.wait(timeout=30)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class GameHandle:
    """One open game on the server."""

    def __init__(self, server, described):
        self.server = server
        self.handle = described["handle"]
        self.game = described["game"]
        self.players = described["players"]
        self.action_count = described.get("actionCount")
        self.observation_size = described.get("observationSize")
        self._update(described)

    def _update(self, response):
        self.to_move = response["toMove"]
        self.finished = response.get("finished")

    def _request(self, cmd, **fields):
        return self.server.request(cmd, handle=self.handle, **fields)

    def status(self):
        response = self._request("status")
        self._update(response)
        return response

    def legal(self):
        return self._request("legal")["actions"]

    def mask(self):
        mask = [False] * self.action_count
        for action in self.legal():
            mask[action["code"]] = True
        return mask

    def apply(self, code=None, index=None, action=None):
        """Plays one action, named by its codec id (code), its position in legal() (index) or its JSON."""
        response = self._request("apply", code=code, index=index, action=action)
        self._update(response)
        return response["events"]

    def view(self, seat):
        return self._request("view", seat=seat)["view"]

    def observation(self, seat):
        return self._request("observation", seat=seat)["observation"]

    def layout(self):
        return self._request("layout")["layout"]

    def resample(self, seat, seed):
        return GameHandle(self.server, self._request("resample", seat=seat, seed=seed))

    def state(self):
        return self._request("state")["state"]

    def saved(self):
        return self._request("saved")["saved"]

    def close(self):
        self._request("close")


def self_test(command, game_id="portroyal-unterwegs", players=3, seed=7):
    """Plays one game by random codec indices and checks the protocol's promises; prints a summary."""
    rng = random.Random(seed)
    with Spielwerk(command) as sw:
        ids = [g["id"] for g in sw.games()]
        assert game_id in ids, ids
        game = sw.new(game_id, players=players, seed=seed)
        size = game.observation_size
        steps = 0
        while game.to_move >= 0:
            legal = game.legal()
            mask = game.mask()
            assert sorted(a["code"] for a in legal) == [i for i, m in enumerate(mask) if m]
            observation = game.observation(game.to_move)
            assert len(observation) == size
            twin = game.resample(game.to_move, seed=steps)
            assert twin.observation(game.to_move) == observation, "the observation leaks hidden information"
            assert twin.view(game.to_move) == game.view(game.to_move)
            twin.close()
            if steps % 2:
                game.apply(code=rng.choice(legal)["code"])
            else:
                game.apply(index=rng.randrange(len(legal)))
            steps += 1
        try:
            game.apply(code=0)
            raise AssertionError("an action after the end was accepted")
        except SpielwerkError as e:
            assert e.kind == "IllegalActionException", e.kind
        saved = game.saved()
        assert saved["game"] == game_id and len(saved["actions"]) == steps
        print(f"{game_id}: {steps} actions, observation {size} floats, {game.action_count} action indices, "
              f"finished {game.finished}")
        return game.finished


if __name__ == "__main__":
    if "--" not in sys.argv:
        print(__doc__)
        sys.exit(2)
    self_test(sys.argv[sys.argv.index("--") + 1:])
