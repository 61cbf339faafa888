#!/usr/bin/env python3
"""The largest menus of the factored action spaces over random games, against the engine's largest lists
of legal actions. `PYTHONPATH=python python3 python/examples/menus.py`"""
import numpy as np

import spielwerk


def main():
    for game, players in [("gilded-compass", 4), ("gilded-compass", 5), ("loyang", 4)]:
        env = spielwerk.env(game, players=players, seed=3)
        largest_menu = largest_legal = engine = sub = 0
        for episode in range(2):
            env.reset(seed=episode)
            rng = np.random.default_rng(episode)
            for agent in env.agent_iter():
                obs, reward, done, truncated, _ = env.last()
                if done or truncated:
                    env.step(None)
                    continue
                if not env._chooser.prefix:
                    largest_legal = max(largest_legal, len(env.game.codes()))
                    engine += 1
                menu = np.flatnonzero(obs["action_mask"])
                largest_menu = max(largest_menu, len(menu))
                sub += 1
                env.step(int(rng.choice(menu)))
        print(f"{game} {players} seats: 2 games, {engine} engine actions in {sub} sub-steps; largest list of "
              f"legal actions {largest_legal}, largest factored menu {largest_menu}")
        env.close()


if __name__ == "__main__":
    main()
