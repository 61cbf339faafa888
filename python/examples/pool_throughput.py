#!/usr/bin/env python3
"""Throughput of the batched pool (`spielwerk.pool`): random ids from the masks, N games stepped by the
JVM's threads into shared memory, observations and masks every step. Prints ids (env steps, sub-choices
of factored decisions included) and engine actions per CPU-second of all processes (this Python process
and the pool's JVM), then, in the same run, Java's `simulate` of the same table (one thread) and the JVM's
own step-and-encode loop alone (`PoolBench`, no Python), with the load average beside each figure.

    PYTHONPATH=python python3 python/examples/pool_throughput.py --game portroyal-unterwegs --players 3 --n 256
"""
import argparse
import os
import re
import subprocess
import time

import numpy as np

import spielwerk
from throughput import java_simulate, jvm_cpu


def load():
    return "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def pool_rate(game, players, n, seconds, warmup):
    pool = spielwerk.pool(game, n, players=players, seed=1)
    pid = pool.bridge._process.pid
    clock = lambda: time.process_time() + jvm_cpu(pid)  # noqa: E731
    rng = np.random.default_rng(0)

    def run(budget):
        end = clock() + budget
        while clock() < end:
            pool.step(pool.random_actions(rng))

    run(warmup)
    ids0, actions0, cpu0, jvm0, wall0 = pool.steps, pool.actions_played, clock(), jvm_cpu(pid), time.perf_counter()
    run(seconds)
    cpu, jvm, wall = clock() - cpu0, jvm_cpu(pid) - jvm0, time.perf_counter() - wall0
    ids, actions = pool.steps - ids0, pool.actions_played - actions0
    java = pool.bridge.java, pool.bridge.jar
    pool.close()
    return ids / cpu, actions / cpu, ids / wall, jvm / cpu, java


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="portroyal-unterwegs")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--n", type=int, default=256)
    parser.add_argument("--seconds", type=float, default=10, help="CPU-seconds (Python + JVM) measured")
    parser.add_argument("--warmup", type=float, default=15, help="CPU-seconds of warm-up before (the JIT)")
    parser.add_argument("--java", type=int, default=5000, metavar="GAMES", help="games of Java's simulate")
    args = parser.parse_args()
    print(f"{args.game}, {args.players} players, N={args.n}, observations and masks every step")
    ids, actions, wall, share, (java, jar) = pool_rate(args.game, args.players, args.n, args.seconds, args.warmup)
    print(f"pool: {ids:,.0f} ids and {actions:,.0f} engine actions per CPU-second (Python + JVM), {wall:,.0f} "
          f"ids/s wall, JVM {share:.0%} of the CPU; {load()}")
    bridge = spielwerk.Bridge(jar=jar, java=java)
    worker, process = java_simulate(bridge, args.game, args.players, args.java)
    bridge.close()
    print(f"Java simulate, 1 thread, {args.java:,} games: {worker:,} actions per worker CPU-second, {process:,} "
          f"per process CPU-second; pool = {actions / worker:.1%} of the worker rate; {load()}")
    out = subprocess.run([java, "-XX:+UseSerialGC", "-cp", jar, "org.spielwerk.research.pool.PoolBench", args.game,
                          str(args.players), str(args.n), str(args.seconds), str(args.warmup)],
                         capture_output=True, text=True, check=True).stdout.strip()
    print(f"JVM loop alone: {out}; {load()}")


if __name__ == "__main__":
    main()
