#!/usr/bin/env python3
"""Writes a model card (markdown) for a model file: what it plays, how it was trained (from the file's metadata)
and how strong it is (from the summary.json of Java tournaments, `spielwerk tournament GAME --agents nn,X --out DIR`).

    python examples/model_card.py MODEL.safetensors --tournaments DIR [DIR ...] > ../docs/models/GAME.md
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from spielwerk import learned  # noqa: E402
from spielwerk import train  # noqa: E402


def command(metadata):
    """The training command: the settings that differ from the recipe's defaults."""
    settings = json.loads(metadata["settings"])
    defaults = vars(train.parse([]))
    parts = [f"--game {metadata['game']}", f"--players {metadata['players']}"]
    stopped = metadata["updates"] != str(settings["updates"])
    for key, value in sorted(settings.items()):
        if key in ("game", "players") or defaults.get(key) == value or (stopped and key == "minutes"):
            continue
        value = ",".join(value) if isinstance(value, list) else value
        parts.append(f"--{key.replace('_', '-')} {value}")
    if stopped:  # a run cut short by its time budget, repeated exactly: the same updates, the same decay
        parts.append(f"--until {metadata['updates']}")
    return "python -m spielwerk.train " + " ".join(parts) + f" --export {metadata['game']}.safetensors"


def strength(directories):
    rows = []
    for d in directories:
        with open(os.path.join(d, "summary.json")) as f:
            s = json.load(f)
        t = s["tournament"]
        learner = s["agents"][0]
        others = " + ".join(a["spec"] for a in s["agents"][1:])
        rows.append(f"| {learner['spec']} | {others} | {t['players']} | {s['games']:,} | "
                    f"{100 * learner['winRate']:.1f}% | {100 * learner['winRateLow']:.1f}-{100 * learner['winRateHigh']:.1f}% | "
                    f"`tournament {t['gameId']} --players {t['players']} --agents {','.join(t['agents'])} "
                    f"--games {t['games']} --seed {t['seed']}` |")
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model")
    parser.add_argument("--tournaments", nargs="*", default=[])
    parser.add_argument("--note", default="", help="a paragraph of remarks to end the card with")
    args = parser.parse_args()
    policy = learned.Policy.load(args.model)
    m = policy.metadata
    settings = json.loads(m["settings"])
    print(f"# Model card: `nn` for {m['game']} ({m['players']} seats)\n")
    print(f"- **File:** `research/src/main/resources/org/spielwerk/research/learned/models/{m['game']}.safetensors` "
          f"({os.path.getsize(args.model) / 1e6:.2f} MB, {int(m['parameters']):,} parameters, float32, safetensors); "
          f"played by `nn` and `nn-ismcts` when no `model=` is given.")
    print(f"- **Table:** {m['game']} at {m['players']} seats with the default options `{m['options']}`; "
          f"layout hash `{m['layout_hash']}` (action table version {m['table_version']}, "
          f"{'factored' if m['factored'] == 'true' else 'flat'} ids). Another table or encoding is refused.")
    print(f"- **Recipe:** {m['recipe']}: an MLP of two hidden layers of {settings['hidden']} (tanh), a policy head over "
          f"the small action ids and a value head, trained against the library's agents "
          f"{', '.join('`' + o + '`' for o in settings['opponents'])} (one pool of {settings['n']} games each), "
          f"{m['updates']} updates of {settings['rollout']} decisions per game (of {settings['updates']} planned; the step "
          f"size decays over those), seed {settings['seed']}.")
    print(f"- **Cost:** {int(m['cpu_seconds']):,} CPU-seconds (Python and the JVMs), {int(m['wall_seconds']):,} s of wall "
          f"time on the shared 2-core machine; torch {m['torch']}.")
    print(f"- **Command** (from `python/`, with the jar built; the same command gives the same weights):\n\n"
          f"      {command(m)}\n")
    if m["updates"] != str(settings["updates"]):
        print(f"  The run had `--minutes {settings['minutes']:g}` and stopped at that budget after {m['updates']} updates "
              f"on this machine; the command above puts `--until {m['updates']}` in its place, which repeats it exactly on any "
              f"machine.\n")
    if args.tournaments:
        print("## Strength\n")
        print("Java tournaments, seats rotated, seeds 1 on, 95% Wilson intervals (an even share is "
              f"{100 / int(m['players']):.1f}%):\n")
        print("| agent | against | seats | games | win rate | 95% interval | command |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for row in strength(args.tournaments):
            print(row)
        print()
    if args.note:
        print(args.note)


if __name__ == "__main__":
    main()
