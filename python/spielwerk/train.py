"""The learning recipe (PyTorch; `pip install torch safetensors`): PPO with action masks on the batched pool, one
learning seat of any game against the library's own agents and, with `self` among the opponents, against frozen
copies of itself, all played inside the pool's step in the JVM (`spielwerk.pool(..., opponents=[...])`), so every
frame Python reads is a decision of the learner (in Gilded Compass and Loyang a sub-choice of one). A small MLP
with a policy head over the small action ids (illegal ids masked out of the logits) and a value head; observations
normalised by running mean and variance; GAE; the clipped PPO objective. Seeds fixed (torch's generators, the
pools' deals and agents) and torch on one thread, so the same command gives the same weights.

    python -m spielwerk.train --game loyang --players 2 --export loyang.safetensors

writes a model file the Java agent `nn:model=FILE` plays (spielwerk.learned). The evaluation alone of a saved
model (seats rotated, argmax over the legal ids, against each agent):

    python -m spielwerk.train --game loyang --updates 0 --load loyang.pt --eval-games 1000

docs/research.md ("Learned baselines") has the models, their cards and the table."""
import argparse
import json
import os
import resource
import time

import numpy as np
import torch
from torch import nn

import spielwerk
from spielwerk import learned
from spielwerk.tournament import wilson

EVAL_OPPONENTS = ["random", "greedy", "rules:easy", "rules:medium", "rules:hard"]
EVAL_SEED = 10_000_000  # deals of the evaluation: far from the training deals


class ActorCritic(nn.Module):
    """A shared MLP body, a policy head over the action ids and a value head (the learner's win chance)."""

    def __init__(self, size, actions, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(size, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.policy = nn.Linear(hidden, actions)
        self.value = nn.Linear(hidden, 1)
        nn.init.orthogonal_(self.policy.weight, 0.01)
        nn.init.zeros_(self.policy.bias)
        self.register_buffer("mean", torch.zeros(size))
        self.register_buffer("var", torch.ones(size))
        self.register_buffer("count", torch.tensor(1e-4, dtype=torch.float64))

    def normalise(self, obs):
        return ((obs - self.mean) / torch.sqrt(self.var + 1e-8)).clamp(-10, 10)

    def forward(self, obs, mask):
        h = self.body(self.normalise(obs))
        logits = self.policy(h).masked_fill(mask == 0, -1e9)
        return logits, self.value(h).squeeze(-1)

    def update_normaliser(self, batch):
        """Running mean and variance of the observations (Chan et al.'s parallel update)."""
        n = batch.shape[0]
        mean, var = batch.mean(0), batch.var(0, unbiased=False)
        total = self.count + n
        delta = mean - self.mean
        self.mean += delta * (n / total).float()
        m2 = self.var * self.count.float() + var * n + delta ** 2 * (self.count * n / total).float()
        self.var.copy_(m2 / total.float())
        self.count.copy_(total)


def open_pool(game, spec, n, players, seed, snapshot, shared):
    real = f"nn:model={snapshot}" if spec == "self" else spec
    return spielwerk.pool(game, n, players=players, seed=seed, opponents=[real],
                          bridge=spielwerk.bridge() if shared else None)


def collect_rollout(pools, model, steps, sampler=None):
    """`steps` decisions in every game of every pool: observations, masks, actions, log-probabilities,
    values, rewards (the learner's share of the win when a game ends) and the ends of games. Actions are drawn
    with `sampler` (a torch.Generator), or torch's global generator where it is None."""
    buffers = {k: [] for k in ("obs", "mask", "action", "logp", "value", "reward", "done")}
    for _ in range(steps):
        obs = torch.from_numpy(np.concatenate([p.obs for p in pools]))
        mask = torch.from_numpy(np.concatenate([p.mask for p in pools]))
        seats = np.concatenate([p.to_move for p in pools])
        with torch.no_grad():
            logits, value = model(obs, mask)
            dist = torch.distributions.Categorical(logits=logits)
            if sampler is None:
                action = dist.sample()  # the global torch generator, seeded in make_model
            else:
                action = torch.multinomial(dist.probs, 1, generator=sampler).squeeze(-1)
        chosen = action.numpy()
        start = 0
        for p in pools:  # every JVM steps at once, then we read them all
            p.send(chosen[start:start + p.n])
            start += p.n
        for p in pools:
            p.recv()
        reward = np.concatenate([p.rewards[np.arange(p.n), seats[i * p.n:(i + 1) * p.n]] for i, p in enumerate(pools)])
        done = np.concatenate([p.terminated for p in pools])
        for key, value_ in (("obs", obs), ("mask", mask), ("action", action), ("logp", dist.log_prob(action)),
                            ("value", value), ("reward", torch.from_numpy(reward.copy())),
                            ("done", torch.from_numpy(done.astype(np.float32)))):
            buffers[key].append(value_)
    with torch.no_grad():
        obs = torch.from_numpy(np.concatenate([p.obs for p in pools]))
        mask = torch.from_numpy(np.concatenate([p.mask for p in pools]))
        _, last_value = model(obs, mask)
    return {k: torch.stack(v) for k, v in buffers.items()}, last_value


def advantages(batch, last_value, gamma, lam):
    """Generalised advantage estimation over the rollout (a game's end cuts the bootstrap)."""
    reward, value, done = batch["reward"], batch["value"], batch["done"]
    adv = torch.zeros_like(reward)
    running = torch.zeros_like(last_value)
    next_value = last_value
    for t in reversed(range(reward.shape[0])):
        alive = 1.0 - done[t]
        delta = reward[t] + gamma * next_value * alive - value[t]
        running = delta + gamma * lam * alive * running
        adv[t] = running
        next_value = value[t]
    return adv, adv + value


def ppo_update(model, optimiser, batch, adv, returns, args, generator):
    """Clipped PPO epochs over shuffled minibatches of the flattened rollout."""
    flat = {k: v.reshape(-1, *v.shape[2:]) for k, v in batch.items()}
    adv, returns = adv.reshape(-1), returns.reshape(-1)
    size = adv.shape[0]
    stats = []
    for _ in range(args.epochs):
        order = torch.randperm(size, generator=generator)
        for start in range(0, size, args.minibatch):
            idx = order[start:start + args.minibatch]
            logits, value = model(flat["obs"][idx], flat["mask"][idx])
            dist = torch.distributions.Categorical(logits=logits)
            logp = dist.log_prob(flat["action"][idx])
            a = adv[idx]
            a = (a - a.mean()) / (a.std() + 1e-8)
            ratio = torch.exp(logp - flat["logp"][idx])
            policy_loss = -torch.min(ratio * a, ratio.clamp(1 - args.clip, 1 + args.clip) * a).mean()
            value_loss = ((value - returns[idx]) ** 2).mean()
            entropy = masked_entropy(logits, flat["mask"][idx])
            loss = policy_loss + args.value_coef * value_loss - args.entropy * entropy
            optimiser.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 0.5)
            optimiser.step()
            stats.append((policy_loss.item(), value_loss.item(), entropy.item()))
    return np.mean(stats, axis=0)


def masked_entropy(logits, mask):
    """The policy's entropy over the legal ids only (masked logits would give 0 * -1e9 terms)."""
    logp = torch.log_softmax(logits, dim=-1)
    return -(torch.exp(logp) * logp).masked_fill(mask == 0, 0.0).sum(-1).mean()


def train(args, model):
    """PPO updates against the opponent mix; prints the training win rate per update. Returns the updates done."""
    optimiser = torch.optim.Adam(model.parameters(), lr=args.lr, eps=1e-5)
    generator = torch.Generator().manual_seed(args.seed)
    first = 0
    if args.resume:
        first = resume(args, model, optimiser, generator)
    snapshot = os.path.join(os.path.abspath(args.workdir), f"self-{args.game}-{os.getpid()}.safetensors")
    if "self" in args.opponents:
        os.makedirs(args.workdir, exist_ok=True)
        learned.export(model, snapshot, args.game, args.players, bridge=spielwerk.bridge())
    # a resumed run deals anew (the pools' games cannot be saved): seeds moved on by the update it resumes at
    collector = (Workers(args, model, snapshot, first) if args.workers else Pools(args, snapshot, first))
    start, cpu0 = time.time(), cpu_seconds()
    update = first
    try:
        for update in range(first, args.updates):
            if args.until and update >= args.until:
                print(f"stopped after {update} updates (--until; the step size decays over --updates)", flush=True)
                break
            if args.minutes and time.time() - start > 60 * args.minutes:
                print(f"stopped after {update} updates: the budget of {args.minutes} minutes is spent "
                      f"(the model then depends on the machine's speed)", flush=True)
                break
            if update > first and "self" in args.opponents and update % args.self_every == 0:
                # the `self` opponents play the learner as it is now: a new snapshot, their pools dealt anew
                learned.export(model, snapshot, args.game, args.players, bridge=spielwerk.bridge())
                collector.refresh_self(update)
            for group in optimiser.param_groups:  # linear decay of the step size
                group["lr"] = args.lr * (1 - update / args.updates)
            batch, last_value = collector.collect(model)
            model.update_normaliser(batch["obs"].reshape(-1, batch["obs"].shape[-1]))
            adv, returns = advantages(batch, last_value, args.gamma, args.lam)
            losses = ppo_update(model, optimiser, batch, adv, returns, args, generator)
            ended = batch["done"].sum(0)  # per game of the batch, games ended in this rollout
            wins = (batch["reward"]).sum(0)
            rates = []
            for i, spec in enumerate(collector.order):
                part = slice(i * args.n, (i + 1) * args.n)
                rates.append(f"{spec} {wins[part].sum() / max(1.0, ended[part].sum()):.3f}")
            print(f"update {update + 1}/{args.updates}: win rate {', '.join(rates)}; "
                  f"losses pi {losses[0]:.3f} v {losses[1]:.3f} entropy {losses[2]:.3f}; "
                  f"{time.time() - start:.0f} s wall, {cpu_seconds() - cpu0:.0f} s CPU", flush=True)
            if args.checkpoint and (update + 1) % args.checkpoint_every == 0:
                save_checkpoint(args, model, optimiser, generator, update + 1)
        else:
            update = args.updates
    finally:
        collector.close()
        if os.path.exists(snapshot):
            os.remove(snapshot)
    return update


def pool_seed(args, index, first):
    """The deals of opponent pool `index` in a run that starts at update `first`."""
    return args.seed + 1_000_000 * index + 7919 * first


class Pools:
    """The opponent pools of one process, one per opponent spec, n games each, the learner's seat rotated by the
    deal (the spec `self` is the learner's latest snapshot, `nn:model=<snapshot>`), stepped together: one batch
    forward per step for all of them, actions drawn with torch's global generator (the recipe as first measured).
    The first pool uses the shared bridge, the others their own JVM, so that all of them step at once (a bridge
    steps one pool at a time)."""

    def __init__(self, args, snapshot, first):
        self.args, self.snapshot = args, snapshot
        self.order = list(args.opponents)
        self.pools = [open_pool(args.game, spec, args.n, args.players, pool_seed(args, i, first), snapshot, i == 0)
                      for i, spec in enumerate(args.opponents)]

    def collect(self, model):
        return collect_rollout(self.pools, model, self.args.rollout)

    def refresh_self(self, update):
        for i, spec in enumerate(self.args.opponents):
            if spec == "self":
                self.pools[i].close()
                self.pools[i] = open_pool(self.args.game, spec, self.args.n, self.args.players,
                                          pool_seed(self.args, i, update), self.snapshot, i == 0)

    def close(self):
        for p in self.pools:
            p.close()


class RolloutWorker:
    """Self-play and play against the library's agents for a share of the opponent pools: its own pools (its own
    JVMs), its own copy of the network and its own sampling generator, so that where it runs (in the learner's
    process, or as a Ray actor in a process of its own) changes nothing it collects."""

    def __init__(self, args, index, snapshot, first, size, ids):
        torch.set_num_threads(1)
        self.args, self.snapshot = args, snapshot
        self.mine = [(i, spec) for i, spec in enumerate(args.opponents) if i % args.workers == index]
        self.model = ActorCritic(size, ids, args.hidden)
        self.sampler = torch.Generator().manual_seed(args.seed * 1009 + index + 7919 * first)
        self.pools = [open_pool(args.game, spec, args.n, args.players, pool_seed(args, i, first), snapshot, False)
                      for i, spec in self.mine]

    def collect(self, state):
        self.model.load_state_dict(state)
        return collect_rollout(self.pools, self.model, self.args.rollout, self.sampler)

    def refresh_self(self, update):
        for k, (i, spec) in enumerate(self.mine):
            if spec == "self":
                self.pools[k].close()
                self.pools[k] = open_pool(self.args.game, spec, self.args.n, self.args.players,
                                          pool_seed(self.args, i, update), self.snapshot, False)

    def close(self):
        for p in self.pools:
            p.close()


class Workers:
    """`--workers K`: the opponent pools dealt out to K rollout workers (pool i to worker i mod K), run in this
    process one after another (`--engine local`) or as Ray actors, each a process of its own (`--engine ray`,
    `pip install ray`; `--ray-address` joins a running cluster). The learner sends each worker the weights, takes
    their batches in worker order and updates; both engines give the same weights for the same seeds."""

    def __init__(self, args, model, snapshot, first):
        size, ids = model.mean.shape[0], model.policy.out_features
        self.order = [spec for k in range(args.workers) for i, spec in enumerate(args.opponents) if i % args.workers == k]
        self.ray = None
        if args.engine == "ray":
            import ray
            if not ray.is_initialized():
                ray.init(address=args.ray_address, num_cpus=None if args.ray_address else args.workers,
                         include_dashboard=False, logging_level="ERROR")
            self.ray = ray
            actor = ray.remote(num_cpus=1)(RolloutWorker)
            self.workers = [actor.remote(args, k, snapshot, first, size, ids) for k in range(args.workers)]
        else:
            self.workers = [RolloutWorker(args, k, snapshot, first, size, ids) for k in range(args.workers)]

    def _all(self, method, *arguments):
        if self.ray is None:
            return [getattr(w, method)(*arguments) for w in self.workers]
        return self.ray.get([getattr(w, method).remote(*arguments) for w in self.workers])

    def collect(self, model):
        state = {k: v.detach().clone() for k, v in model.state_dict().items()}
        parts = self._all("collect", state)
        batch = {k: torch.cat([p[0][k] for p in parts], dim=1) for k in parts[0][0]}
        return batch, torch.cat([p[1] for p in parts])

    def refresh_self(self, update):
        self._all("refresh_self", update)

    def close(self):
        self._all("close")
        if self.ray is not None:
            for w in self.workers:
                self.ray.kill(w)


def save_checkpoint(args, model, optimiser, generator, updates):
    """Everything a later run needs to go on after `updates` updates: weights, optimiser, random generators."""
    torch.save({"updates": updates, "model": model.state_dict(), "optimiser": optimiser.state_dict(),
                "generator": generator.get_state(), "torch": torch.get_rng_state(), "args": vars(args)},
               args.checkpoint)


def resume(args, model, optimiser, generator):
    """Loads a checkpoint of this table; returns the update it resumes at."""
    state = torch.load(args.resume, weights_only=False)
    for key in ("game", "players", "hidden"):
        if state["args"][key] != getattr(args, key):
            raise ValueError(f"--resume: the checkpoint was trained with {key} {state['args'][key]!r}, "
                             f"not {getattr(args, key)!r}")
    model.load_state_dict(state["model"])
    optimiser.load_state_dict(state["optimiser"])
    generator.set_state(state["generator"])
    torch.set_rng_state(state["torch"])
    print(f"resumed after {state['updates']} updates from {args.resume}", flush=True)
    return state["updates"]


def cpu_seconds():
    """CPU seconds of this process and every process under it so far (the pools' JVMs; with Ray, its workers and
    their JVMs): the live ones from /proc, the ended ones reaped by this process from rusage."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    ended = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + ended.ru_utime + ended.ru_stime + descendants_cpu_seconds()


def descendants_cpu_seconds():
    """CPU seconds (utime + stime, from /proc) of the live processes under this one."""
    total = 0.0
    tick = os.sysconf("SC_CLK_TCK")
    for pid in _descendants(os.getpid()):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
        except OSError:
            pass
    return total


def _descendants(root):
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        try:
            with open(f"/proc/{pid}/task/{pid}/children") as f:
                children = [int(c) for c in f.read().split()]
        except OSError:
            children = []
        found.extend(children)
        todo.extend(children)
    return found


def evaluate(model, game, spec, games, players, n, sample=False):
    """The learner against `spec` in `games` deals (seeds from EVAL_SEED), its seat rotated by the deal; each
    of the n games of the pool plays games / n deals (a game's later deals are ignored, so short games are not
    over-counted). Greedy argmax over the legal ids unless `sample`. Returns (wins, games)."""
    per_game = -(-games // n)
    pool = spielwerk.pool(game, n, players=players, seed=EVAL_SEED, opponents=[spec],
                          bridge=spielwerk.bridge())
    played = np.zeros(n, dtype=np.int64)
    wins = 0.0
    try:
        while played.min() < per_game:
            seats = pool.to_move.copy()
            with torch.no_grad():
                logits, _ = model(torch.from_numpy(pool.obs.copy()), torch.from_numpy(pool.mask.copy()))
                action = torch.distributions.Categorical(logits=logits).sample() if sample else logits.argmax(-1)
            ended = pool.step(action.numpy())
            counted = ended[played[ended] < per_game]
            wins += float(pool.rewards[counted, seats[counted]].sum())
            played[ended] += 1
    finally:
        pool.close()
    return wins, per_game * n


def report(model, args):
    """The table of win rates with Wilson 95% intervals against every evaluation opponent."""
    print(f"| opponent | games | learner's win rate | 95% interval |")
    print(f"| --- | --- | --- | --- |")
    for spec in args.eval_opponents:
        t0 = time.time()
        wins, games = evaluate(model, args.game, spec, args.eval_games, args.players, args.eval_n, args.eval_sample)
        low, high = wilson(wins, games)
        print(f"| {spec} | {games} | {wins / games:.3f} | {low:.3f}-{high:.3f} | ({time.time() - t0:.0f} s)",
              flush=True)


def parse(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="portroyal-unterwegs")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--name", help="the model's name in its metadata (default: the game's id)")
    parser.add_argument("--opponents", default="greedy,greedy,rules:medium,random",
                        help="the training opponents, one pool each (comma-separated agent specs)")
    parser.add_argument("--n", type=int, default=64, help="games per pool")
    parser.add_argument("--rollout", type=int, default=64, help="decisions per game per update")
    parser.add_argument("--updates", type=int, default=360)
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--minibatch", type=int, default=1024)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--gamma", type=float, default=0.998)
    parser.add_argument("--lam", type=float, default=0.95)
    parser.add_argument("--clip", type=float, default=0.2)
    parser.add_argument("--entropy", type=float, default=0.01)
    parser.add_argument("--value-coef", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=0, help="stop training after this wall time (0: never)")
    parser.add_argument("--until", type=int, default=0,
                        help="stop after this many updates, the step size still decaying over --updates (0: all)")
    parser.add_argument("--out", help="save the model's state_dict here (torch)")
    parser.add_argument("--export", help="save the model here as a model file (safetensors; Java: nn:model=FILE)")
    parser.add_argument("--checkpoint", help="save a checkpoint here every --checkpoint-every updates")
    parser.add_argument("--checkpoint-every", type=int, default=10)
    parser.add_argument("--resume", help="go on from this checkpoint (new deals: not bit-equal to an unbroken run)")
    parser.add_argument("--self-every", type=int, default=20,
                        help="updates between snapshots of the learner for the opponent `self`")
    parser.add_argument("--workdir", default=".", help="where the `self` snapshot is written")
    parser.add_argument("--workers", type=int, default=0,
                        help="rollout workers, each with its own share of the opponent pools (0: all in this process, "
                             "one batch per step)")
    parser.add_argument("--engine", choices=("local", "ray"), default="local",
                        help="where the --workers run: here one after another, or as Ray actors")
    parser.add_argument("--ray-address", help="a running Ray cluster to join (default: start one on this machine)")
    parser.add_argument("--load", help="start from this state_dict")
    parser.add_argument("--eval-games", type=int, default=0, help="games per evaluation opponent (0: none)")
    parser.add_argument("--eval-opponents", default=",".join(EVAL_OPPONENTS))
    parser.add_argument("--eval-n", type=int, default=200, help="games at once in an evaluation pool")
    parser.add_argument("--eval-sample", action="store_true", help="sample from the policy instead of argmax")
    args = parser.parse_args(argv)
    args.opponents = args.opponents.split(",")
    args.eval_opponents = args.eval_opponents.split(",")
    return args


def make_model(args):
    """The network for the pool's observation and ids (read from a one-game pool), seeded."""
    torch.manual_seed(args.seed)
    probe = spielwerk.pool(args.game, 1, players=args.players, seed=0, bridge=spielwerk.bridge())
    size, ids = probe.observation_size, probe.ids
    probe.close()
    model = ActorCritic(size, ids, args.hidden)
    if args.load:
        model.load_state_dict(torch.load(args.load))
    return model


def main(argv=None):
    args = parse(argv)
    torch.set_num_threads(1)
    model = make_model(args)
    done, wall, cpu = 0, 0.0, 0.0
    if args.updates > 0:
        t0, c0 = time.time(), cpu_seconds()
        done = train(args, model)
        wall, cpu = time.time() - t0, cpu_seconds() - c0
        print(f"training: {wall:.0f} s wall, {cpu:.0f} s CPU (Python and the JVMs); "
              f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    if args.out:
        torch.save(model.state_dict(), args.out)
    if args.export:
        settings = {k: v for k, v in vars(args).items() if k not in ("out", "export", "load", "checkpoint", "resume",
                                                                       "workdir", "ray_address", "eval_games", "eval_opponents",
                                                                       "eval_n", "eval_sample", "name")}
        digest = learned.export(model, args.export, args.game, args.players, bridge=spielwerk.bridge(), training={
            "name": args.name or args.game, "recipe": "PPO with action masks (spielwerk.train)",
            "settings": json.dumps(settings, sort_keys=True), "updates": done, "resumed": bool(args.resume),
            "cpu_seconds": round(cpu), "wall_seconds": round(wall), "torch": torch.__version__,
            "parameters": sum(p.numel() for p in model.parameters())})
        print(f"exported {args.export} (layout_hash {digest})", flush=True)
    if args.eval_games:
        report(model, args)
    return model


if __name__ == "__main__":
    main()
