#!/usr/bin/env python3
"""REINFORCE with a linear softmax policy (numpy only) on Port Royal unterwegs, one learning seat
against the library's `random` agent, through the Gymnasium-shaped wrapper. Prints the learner's win
rate on held-out seeds before training (the untrained policy is close to uniform, i.e. random) and after.

    python3 python/examples/train_reinforce.py --episodes 3000 --players 2

Not a test: the figures are in docs/python.md."""
import argparse
import time

import numpy as np

import spielwerk


class LinearPolicy:
    """logits = W obs + b over the action ids, illegal ones masked out; obs scaled by a running maximum."""

    def __init__(self, size, actions, rng):
        self.W = np.zeros((actions, size), dtype=np.float64)
        self.b = np.zeros(actions, dtype=np.float64)
        self.scale = np.ones(size, dtype=np.float64)
        self.rng = rng

    def features(self, obs):
        x = obs.astype(np.float64)
        self.scale = np.maximum(self.scale, np.abs(x))
        return x / self.scale

    def probabilities(self, x, mask):
        logits = self.W @ x + self.b
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max()
        p = np.exp(logits)
        return p / p.sum()

    def act(self, obs, greedy=False):
        x = self.features(obs["observation"])
        p = self.probabilities(x, obs["action_mask"])
        a = int(np.argmax(p)) if greedy else int(self.rng.choice(len(p), p=p))
        return a, x, p


def episode(env, policy, seed, learn=True):
    obs, _ = env.reset(seed=seed)
    trace, reward, done, truncated = [], 0.0, False, False
    while not (done or truncated):
        a, x, p = policy.act(obs)
        trace.append((a, x, p))
        obs, reward, done, truncated, _ = env.step(a)
    return reward, trace


def win_rate(env, policy, seeds):
    wins = sum(episode(env, policy, s)[0] for s in seeds)
    return wins / len(seeds)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--episodes", type=int, default=3000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--eval", type=int, default=500)
    parser.add_argument("--lr", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    env = spielwerk.gym_env("portroyal-unterwegs", opponents=["random"] * (args.players - 1), seed=args.seed)
    size = env.observation_space["observation"].shape[0]
    policy = LinearPolicy(size, env.action_space.n, rng)
    held_out = range(10_000_000, 10_000_000 + args.eval)
    start = time.time()
    before = win_rate(env, policy, held_out)
    print(f"untrained (uniform) policy: win rate {before:.3f} over {args.eval} games "
          f"({1 / args.players:.3f} would be an even share)")
    baseline, wins = 1.0 / args.players, []
    for e in range(args.episodes):
        reward, trace = episode(env, policy, seed=e)
        wins.append(reward)
        advantage = reward - baseline
        baseline += 0.01 * (reward - baseline)
        for a, x, p in trace:  # grad of log softmax: (onehot(a) - p) x^T
            g = -p
            g[a] += 1.0
            policy.W += args.lr * advantage * np.outer(g, x) / len(trace) ** 0.5
            policy.b += args.lr * advantage * g / len(trace) ** 0.5
        if (e + 1) % 500 == 0:
            print(f"episode {e + 1}: training win rate (last 500) {np.mean(wins[-500:]):.3f}, "
                  f"{time.time() - start:.0f} s")
    after = win_rate(env, policy, held_out)
    print(f"trained policy: win rate {after:.3f} over the same {args.eval} games (was {before:.3f}); "
          f"{time.time() - start:.0f} s in all")
    env.close()


if __name__ == "__main__":
    main()
