#!/usr/bin/env python3
"""Random-play throughput from Python: engine steps per second (wall clock) and per CPU-second (this
process and the JVM together), for one game stepped with one JSON round trip per step (N = 1) and for N
games stepped in batches (`spielwerk.vector`: one request per batch, answered by one binary frame with
each game's observation and legal codes, autoreset inside the batch). With --java it also runs Java's own
`simulate` of the same table (one thread, random agents) right after, for a comparison in the same
minutes; compare the CPU-second columns (the machine may be loaded).

    python3 python/examples/throughput.py --game portroyal-unterwegs --players 3 --seconds 10 --java
"""
import argparse
import os
import re
import subprocess
import time

import numpy as np

import spielwerk


def jvm_cpu(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_clock(bridge):
    """CPU-seconds used so far by this process and the JVM together."""
    return lambda: time.process_time() + jvm_cpu(bridge._process.pid)


def measure(run, bridge, seconds, warmup):
    """Runs until `warmup` CPU-seconds (Python + JVM) went by, then measures for `seconds` CPU-seconds: on a
    loaded machine a wall-clock warm-up can end before the JVM's JIT had the CPU to compile anything."""
    clock = cpu_clock(bridge)
    run(clock, warmup)
    cpu0, jvm0, t0 = clock(), jvm_cpu(bridge._process.pid), time.perf_counter()
    steps = run(clock, seconds)
    wall = time.perf_counter() - t0
    return steps, wall, clock() - cpu0, jvm_cpu(bridge._process.pid) - jvm0


def single(game, players, bridge, seed=1):
    g = spielwerk.Game.new(game, players=players, seed=seed, bridge=bridge)
    rng = np.random.default_rng(0)

    def run(clock, seconds):
        steps, end = 0, clock() + seconds
        while steps % 100 or clock() < end:  # the clock read every 100 steps
            if g.is_over:
                g.reset(int(rng.integers(1 << 31)))
            g.step(code=int(rng.choice(g.legal_codes)))
            steps += 1
        return steps
    return run


def batched(game, players, n, bridge, observe=True, seed=1):
    vec = spielwerk.vector(game, n, players=players, seed=seed, observe=observe, bridge=bridge)
    vec.reset()
    rng = np.random.default_rng(0)

    def run(clock, seconds):
        steps, end = 0, clock() + seconds
        while clock() < end:
            vec.step(vec.random_codes(rng))
            steps += n
        return steps
    return run


def java_simulate(bridge, game, players, games):
    """Java's `simulate` of the same table on one thread: (actions per worker CPU-second, per process
    CPU-second), as it prints them."""
    out = subprocess.run([bridge.java, "-XX:+UseSerialGC", "-jar", bridge.jar, "simulate", game, "--players",
                          str(players), "--games", str(games), "--seed", "1", "--threads", "1", "--no-progress"],
                         capture_output=True, text=True, check=True).stdout
    worker = re.search(r"actions per CPU-second\s+([\d,]+)", out)
    process = re.search(r"([\d,]+) actions per process CPU-second", out)
    number = lambda m: int(m.group(1).replace(",", "")) if m else None  # noqa: E731
    return number(worker), number(process)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="portroyal-unterwegs")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10, help="CPU-seconds (Python + JVM) measured per N")
    parser.add_argument("--warmup", type=float, default=15, help="CPU-seconds of warm-up before (the JIT)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--n", type=int, nargs="*", default=[1, 16, 256])
    parser.add_argument("--no-observe", action="store_true", help="legal codes only, no observations")
    parser.add_argument("--java", type=int, nargs="?", const=20000, default=0, metavar="GAMES",
                        help="also run Java's simulate of the same table (default 20,000 games)")
    args = parser.parse_args()
    bridge = spielwerk.bridge()
    what = "legal codes only" if args.no_observe else "observation and legal codes"
    print(f"{args.game}, {args.players} players, random play, {what} every step; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print("N | steps/s (wall) | steps per CPU-second (Python + JVM) | JVM share of the CPU")
    for n in args.n:
        run = (single(args.game, args.players, bridge, args.seed) if n == 1 and not args.no_observe
               else batched(args.game, args.players, n, bridge, observe=not args.no_observe, seed=args.seed))
        steps, wall, cpu, jvm = measure(run, bridge, args.seconds, args.warmup)
        print(f"{n} | {steps / wall:,.0f} | {steps / cpu:,.0f} | {jvm / cpu:.0%}")
    if args.java:
        worker, process = java_simulate(bridge, args.game, args.players, args.java)
        print(f"Java simulate, 1 thread, {args.java:,} games: {worker:,} actions per worker-thread CPU-second, "
              f"{process:,} per process CPU-second (JIT and GC included)")
    bridge.close()


if __name__ == "__main__":
    main()
