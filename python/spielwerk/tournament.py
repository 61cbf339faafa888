"""Tournaments of the library's agents driven from Python (the engine plays; Python picks seats and seeds)."""
from __future__ import annotations

import math

from ._bridge import Bridge, bridge as shared_bridge
from .game import Game


Z95 = 1.959963984540054  # the two-sided 95% quantile of the normal distribution


def wilson(wins: float, n: int, z: float = Z95) -> tuple:
    """The Wilson score interval of a win rate of `wins` out of `n` (shared wins count 1/w): unlike the
    normal approximation it never collapses to a point at 0 or n wins (20 of 20 gives 0.839..1.0)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def tournament(game: str, agents: list, games: int = 100, players: int | None = None, seed: int = 0,
               preset: str | None = None, options: dict | None = None, bridge: Bridge | None = None) -> dict:
    """Plays `games` games; in game g seat s is taken by agent (s + g) mod k of the k specs (as the Java
    tournament), with setup seed `seed + g`. Returns {"agents": specs, "games", "win_rate": [...], "interval":
    [(low, high)] (95% Wilson score
    intervals, which stay inside [0, 1] and never shrink to a point, even at 0 or all wins), "outcomes": [(seats' agent indices, outcome)]}. A win counts
    1/w for each of w shared winners."""
    b = bridge or shared_bridge()
    k = len(agents)
    players = players or k
    shares = [0.0] * k
    seats_taken = [0] * k
    outcomes = []
    for g in range(games):
        match = Game.new(game, players=players, seed=seed + g, preset=preset, options=options, bridge=b,
                         observe=False)
        seating = [(s + g) % k for s in range(players)]
        turn = 0
        while not match.is_over:
            choice = match.act(agents[seating[match.to_move]], seed=(seed + g) * 100_003 + turn)
            match.step(index=choice["index"])
            turn += 1
        winners = match.finished["winners"]
        for s, a in enumerate(seating):
            share = 1.0 / len(winners) if s in winners else 0.0
            shares[a] += share
            seats_taken[a] += 1
        outcomes.append((seating, match.finished))
        match.close()
    rates, intervals = [], []
    for a in range(k):
        n = max(1, seats_taken[a])
        rates.append(shares[a] / n)
        intervals.append(wilson(shares[a], n))
    return {"agents": list(agents), "games": games, "win_rate": rates, "interval": intervals, "outcomes": outcomes}
