#!/usr/bin/env python3
"""Random-play throughput from Python: engine steps per second (wall clock) and per CPU-second (this
process and the JVM together), for one game stepped with one round trip per step (N = 1) and for N games
stepped in batches (one request per batch, base64 frames with each game's observation and legal codes).

    python3 python/examples/throughput.py --game portroyal-unterwegs --players 3 --seconds 10
"""
import argparse
import os
import time

import numpy as np

import spielwerk


def jvm_cpu(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(run, bridge, seconds):
    run(3.0)  # warm-up (the JVM's JIT)
    cpu0, jvm0, t0 = time.process_time(), jvm_cpu(bridge._process.pid), time.perf_counter()
    steps = run(seconds)
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0 + jvm_cpu(bridge._process.pid) - jvm0
    return steps, wall, cpu


def single(game, players, bridge):
    g = spielwerk.Game.new(game, players=players, seed=1, bridge=bridge)
    rng = np.random.default_rng(0)

    def run(seconds):
        steps, end = 0, time.perf_counter() + seconds
        while time.perf_counter() < end:
            if g.is_over:
                g.reset(int(rng.integers(1 << 31)))
            g.step(code=int(rng.choice(g.legal_codes)))
            steps += 1
        return steps
    return run


def batched(game, players, n, bridge, observe=True):
    vec = spielwerk.vector(game, n, players=players, seed=1, observe=observe, bridge=bridge)
    vec.reset()
    rng = np.random.default_rng(0)

    def run(seconds):
        steps, end = 0, time.perf_counter() + seconds
        while time.perf_counter() < end:
            vec.step(vec.random_codes(rng))
            steps += n
        return steps
    return run


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="portroyal-unterwegs")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--n", type=int, nargs="*", default=[1, 16, 256])
    parser.add_argument("--no-observe", action="store_true", help="legal codes only, no observations")
    args = parser.parse_args()
    bridge = spielwerk.bridge()
    what = "legal codes only" if args.no_observe else "observation and legal codes"
    print(f"{args.game}, {args.players} players, random play, {what} every step")
    print("N | steps/s (wall) | steps per CPU-second (Python + JVM) | JVM share of the CPU")
    for n in args.n:
        run = (single(args.game, args.players, bridge) if n == 1 and not args.no_observe
               else batched(args.game, args.players, n, bridge, observe=not args.no_observe))
        jvm0 = jvm_cpu(bridge._process.pid)
        cpu0 = time.process_time()
        steps, wall, cpu = measure(run, bridge, args.seconds)
        jvm = jvm_cpu(bridge._process.pid) - jvm0
        total = jvm + time.process_time() - cpu0
        print(f"{n} | {steps / wall:,.0f} | {steps / cpu:,.0f} | {jvm / total:.0%}")
    bridge.close()


if __name__ == "__main__":
    main()
