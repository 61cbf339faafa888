#!/usr/bin/env python3
"""Prints the table of docs/python.md: codec sizes, action ids and layout hashes of every game and seat
count (default options). `PYTHONPATH=python python3 python/examples/layouts.py`"""
import spielwerk
b = spielwerk.bridge()
print("| game | seats | codec codes | factored | action ids | longest sequence | observation floats | layout hash |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for g in b.games():
    for p in range(g["minPlayers"], g["maxPlayers"] + 1):
        env = spielwerk.env(g["id"], players=p, bridge=b)
        t = env.table
        print(f"| {g['id']} | {p} | {env.game.action_count:,} | {'yes' if t.factored else 'no'} | {t.n:,} | {t.max_length} | {env.observation_space('player_0')['observation'].shape[0]:,} | `{env.layout_hash}` |")
        env.close()
b.close()
