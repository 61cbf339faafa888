"""Spielwerk's games from Python: PettingZoo-AEC- and Gymnasium-shaped environments with numpy
observations and masks, batched stepping, search (clone, resample, load, saved games), an
OpenSpiel-shaped adapter and the library's agents, over a JVM bridge process (docs/python.md).

    import spielwerk, numpy as np
    env = spielwerk.env("portroyal-unterwegs", players=3, seed=1)
    env.reset()
    for agent in env.agent_iter():
        obs, reward, done, truncated, info = env.last()
        env.step(None if done or truncated else int(np.flatnonzero(obs["action_mask"])[0]))
"""
from ._bridge import (ArgumentTypeError, Bridge, BridgeClosedError, GameOverError, IllegalActionError, InvalidJsonError,
                      InvalidPositionError, InvalidSetupError, RequestError, SpielwerkError, bridge, find_jar,
                      find_java, protocol_schema)
from .aec import SpielwerkEnv, env
from .factored import TABLE_VERSION, ActionTable
from .game import Game
from .gym import GymEnv, SingleAgentEnv
from .openspiel import OpenSpielGame, OpenSpielState
from .pool import MultiAgentBatch, Pool, PoolVectorEnv
from .tournament import tournament, wilson
from .vector import VectorGames

__version__ = "0.1.0"


def games() -> list:
    """Every game the engine offers: id, name, minPlayers, maxPlayers, maxActions, presets."""
    return bridge().games()


def gym_env(game: str, opponents=("random",), **kwargs) -> SingleAgentEnv:
    """One learning seat against named agents (see SingleAgentEnv)."""
    return GymEnv(game, opponents=opponents, **kwargs)


def vector(game: str, n: int, **kwargs) -> VectorGames:
    """N games of one table, stepped with one request per batch."""
    return VectorGames(game, n, **kwargs)


def pool(game: str, n: int, **kwargs) -> Pool:
    """N games stepped by the JVM's threads into shared memory (see Pool)."""
    return Pool(game, n, **kwargs)


def load(game: str, **kwargs) -> Game:
    """A position from a saved game, a state's JSON or a seat's view (see Game.load)."""
    return Game.load(game, **kwargs)


__all__ = ["ActionTable", "ArgumentTypeError", "Bridge", "BridgeClosedError", "Game", "GameOverError", "GymEnv", "IllegalActionError",
           "InvalidJsonError", "InvalidPositionError", "InvalidSetupError", "MultiAgentBatch", "Pool", "PoolVectorEnv", "OpenSpielGame", "OpenSpielState",
           "RequestError", "SingleAgentEnv", "SpielwerkEnv", "SpielwerkError", "TABLE_VERSION", "VectorGames",
           "bridge", "env", "find_jar", "find_java", "games", "protocol_schema", "gym_env", "load", "pool", "tournament", "vector", "wilson"]
