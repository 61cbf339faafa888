package org.spielwerk.research.pool;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.ViewAgent;
import org.spielwerk.research.Encoder;

/**
 * N games of one table stepped together, EnvPool-style, with everything a learner reads written straight
 * into a memory-mapped file that Python's numpy reads in place (docs/python.md "The batched pool"). The
 * control channel is the bridge's JSON line (one short request and answer per batch); observations,
 * masks, rewards, terminations and the seats to move never pass through JSON.
 *
 * <p>Actions are small ids ({@link SmallIds}): the code for small codecs, sub-choices for the factored
 * ones, the same seat deciding on through a decision's sub-steps (as the one-game Python env). Every
 * game resets itself in the step it ends in (Gymnasium's same-step autoreset): its terminal rewards and
 * flag are reported by that step, its observation and mask are already the new deal's, dealt with the
 * next seeds in the order of the games. A step is all or nothing: an id outside a game's mask fails the
 * whole batch, naming the game, and changes no game.
 *
 * <p>The file, little-endian: a header of {@link #HEADER} bytes (ints: magic, version, n, players,
 * observation size, ids, then the byte offsets of actions, toMove, terminated, rewards, obs, mask and the
 * file's size), then actions (n int32, written by Python), toMove (n int32), terminated (n bytes, padded
 * to 4), rewards (n x players float32: each seat's share of the win in a game that ended, 1/k for k
 * winners), obs (n x observation size float32: the seat to move's observation, with the factored
 * suffix) and mask (n x ids bytes).
 *
 * <p>With {@link Opponents} the library's agents play every seat but one, the learner's, inside the step
 * (on the worker threads, each deciding from its seat's view, as the bridge's {@code act}): the frames are
 * then always the learner's decisions, and a game's rewards arrive with the learner's step that ends it.
 */
public final class Pool<S, A, V, O> implements AutoCloseable {
  public static final int MAGIC = 0x50575053; // "SPWP" read as little-endian bytes
  public static final int VERSION = 1;
  public static final int HEADER = 64;

  private final Game<S, A, ?, V, O> game;
  private final Encoder<S, A, V, O> encoder;
  private final O options;
  private final int players;
  private final int n;
  private final SmallIds ids;
  private final int engineSize;
  private final int obsSize;
  private final FileChannel channel;
  private final MappedByteBuffer map;
  private final int actionsAt;
  private final int toMoveAt;
  private final int terminatedAt;
  private final int rewardsAt;
  private final int obsAt;
  private final int maskAt;
  private final Slot<S, A>[] slots;
  private final Opponents opponents;
  private long nextSeed;
  private long steps;

  /**
   * The library's agents at every seat but the learner's: {@code specs} one agent spec for all other seats
   * or one per other seat (in seat order after the learner's, cyclically), {@code seat} the learner's seat,
   * or -1 to rotate it: in the deal with seed d the learner sits at {@code d mod players}. Each agent decides
   * from its seat's view with a random source seeded from the deal's seed, so a pool's games replay exactly.
   */
  public record Opponents(List<String> specs, int seat) {
    public Opponents {
      specs = List.copyOf(specs);
      if (specs.isEmpty()) {
        throw new IllegalArgumentException("opponents: give one agent spec for all other seats or one per seat");
      }
      specs.forEach(Agents::byName); // an unknown name or bad parameter fails here, not on a worker thread
    }

    void check(int players) {
      if (specs.size() != 1 && specs.size() != players - 1) {
        throw new IllegalArgumentException("opponents: " + specs.size() + " specs for " + (players - 1)
            + " other seats; give one for all or one per seat");
      }
      if (seat < -1 || seat >= players) {
        throw new IllegalArgumentException("seat: the learner's seat is 0.." + (players - 1) + " or -1 (rotate), got "
            + seat);
      }
    }
  }

  /** One game of the pool: its position and the decision in progress (legal codes, sub-choices so far). */
  private static final class Slot<S, A> {
    S state;
    int seat;
    int[] codes;
    int[][] sequences;
    int[] prefix;
    int length;
    float[] scratchObs;
    byte[] scratchMask;
    // the library's agents (with Opponents): per other seat in order after the learner, and their random seed
    ViewAgent[] agents;
    int learner = -1;
    long agentSeed;
    long agentPlays;
    // what a prepared step will store
    S next;
    int nextLength;
    boolean completes;
    long nextAgentSeed;
  }

  public Pool(Encoder<S, A, V, O> encoder, O options, int n, Boolean factored, Path file) {
    this(encoder, options, n, factored, file, null);
  }

  /** A pool whose seats but the learner's the library's agents play ({@code opponents}; null: self-play). */
  @SuppressWarnings("unchecked")
  public Pool(Encoder<S, A, V, O> encoder, O options, int n, Boolean factored, Path file, Opponents opponents) {
    if (n < 1) {
      throw new IllegalArgumentException("n: the number of games must be at least 1, got " + n);
    }
    this.game = encoder.game();
    this.encoder = encoder;
    this.options = options;
    this.players = encoder.players();
    this.n = n;
    this.opponents = opponents;
    if (opponents != null) {
      opponents.check(players);
    }
    this.ids = SmallIds.of(encoder.actionLayout(), encoder.actionCount(), factored);
    this.engineSize = encoder.observationSize();
    this.obsSize = engineSize + ids.featureSize();
    actionsAt = HEADER;
    toMoveAt = actionsAt + 4 * n;
    terminatedAt = toMoveAt + 4 * n;
    rewardsAt = terminatedAt + 4 * ((n + 3) / 4);
    obsAt = rewardsAt + 4 * n * players;
    long maskStart = (long) obsAt + 4L * n * obsSize;
    long size = maskStart + (long) n * ids.ids();
    if (size > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("n: " + n + " games need " + size + " bytes, over 2 GiB; use fewer");
    }
    maskAt = (int) maskStart;
    try {
      channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
          StandardOpenOption.WRITE);
      map = channel.map(FileChannel.MapMode.READ_WRITE, 0, size);
    } catch (IOException e) {
      throw new IllegalArgumentException("path: cannot create the pool's file " + file + ": " + e.getMessage(), e);
    }
    map.order(ByteOrder.LITTLE_ENDIAN);
    int[] header = {MAGIC, VERSION, n, players, obsSize, ids.ids(), actionsAt, toMoveAt, terminatedAt, rewardsAt,
        obsAt, maskAt, (int) size};
    for (int i = 0; i < header.length; i++) {
      map.putInt(4 * i, header[i]);
    }
    slots = new Slot[n];
    for (int k = 0; k < n; k++) {
      Slot<S, A> slot = new Slot<>();
      slot.prefix = new int[ids.maxLength()];
      slot.scratchObs = new float[obsSize];
      slot.scratchMask = new byte[ids.ids()];
      if (opponents != null) { // one instance per game: the worker threads never share an agent
        slot.agents = opponents.specs().stream().map(spec -> new ViewAgent(Agents.byName(spec)))
            .toArray(ViewAgent[]::new);
      }
      slots[k] = slot;
    }
  }

  public int size() {
    return n;
  }

  public int observationSize() {
    return obsSize;
  }

  public int ids() {
    return ids.ids();
  }

  public int players() {
    return players;
  }

  public int bytes() {
    return map.capacity();
  }

  /** Engine actions played since the pool was made (sub-choices not counted; the opponents' moves counted). */
  public long steps() {
    return steps;
  }

  /** Deals every game anew: game k with seed {@code seed + k}; later resets count on from seed + n. */
  public void reset(long seed) {
    IntStream.range(0, n).parallel().forEach(k -> {
      Slot<S, A> slot = slots[k];
      deal(slot, seed + k);
      begin(slot);
      write(k, slot, null, true);
    });
    nextSeed = seed + n;
    collectAgentPlays();
  }

  /** Deals a game with {@code seed}; with opponents, seats the learner and lets the agents play up to its turn. */
  private void deal(Slot<S, A> slot, long seed) {
    slot.state = game.setup(options, players, seed);
    if (opponents == null) {
      return;
    }
    slot.learner = opponents.seat() >= 0 ? opponents.seat() : (int) Math.floorMod(seed, (long) players);
    RandomSource random = new RandomSource(seed * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L);
    slot.state = playAgents(slot, slot.state, random);
    slot.agentSeed = random.nextLong();
    if (game.status(slot.state) instanceof Status.Finished) {
      throw new IllegalStateException("the game dealt with seed " + seed + " ended before the learner's first turn");
    }
  }

  /** Plays the agents' moves from {@code state} until the learner is to move or the game is over. */
  private S playAgents(Slot<S, A> slot, S state, RandomSource random) {
    if (opponents == null) {
      return state;
    }
    while (game.status(state) instanceof Status.ToMove m && m.seat() != slot.learner) {
      int other = Math.floorMod(m.seat() - slot.learner - 1, players);
      ViewAgent agent = slot.agents[slot.agents.length == 1 ? 0 : other];
      A action = agent.chooseFromView(game, game.view(state, m.seat()), m.seat(), game.legalActions(state), random);
      state = game.play(state, action);
      slot.agentPlays++;
    }
    return state;
  }

  /** Adds the agents' moves of the last parallel section to the engine actions played. */
  private void collectAgentPlays() {
    for (Slot<S, A> slot : slots) {
      steps += slot.agentPlays;
      slot.agentPlays = 0;
    }
  }

  /**
   * Plays the ids the file's actions hold, one per game, and writes every game's next frame; returns the
   * indices of the games that ended (and were dealt anew). All or nothing: throws {@link Refused} naming
   * the first game whose id its mask does not hold, and then no game changed.
   */
  public int[] step() {
    int[] chosen = new int[n];
    for (int k = 0; k < n; k++) {
      chosen[k] = map.getInt(actionsAt + 4 * k);
    }
    RuntimeException[] failures = new RuntimeException[n];
    IntStream.range(0, n).parallel().forEach(k -> {
      try {
        prepare(slots[k], chosen[k]);
      } catch (RuntimeException e) {
        failures[k] = e;
      }
    });
    for (int k = 0; k < n; k++) {
      if (failures[k] != null) {
        for (Slot<S, A> slot : slots) {
          slot.agentPlays = 0; // nothing of a refused step is stored
        }
        throw new Refused(k, failures[k]);
      }
    }
    Outcome[] ended = new Outcome[n];
    int[] endedAt = new int[n];
    int count = 0;
    long played = 0;
    for (int k = 0; k < n; k++) {
      Slot<S, A> slot = slots[k];
      if (slot.completes) {
        played++;
        if (game.status(slot.next) instanceof Status.Finished f) {
          ended[k] = f.outcome();
          endedAt[count++] = k;
        }
      }
    }
    long[] seeds = new long[n];
    for (int j = 0; j < count; j++) {
      seeds[endedAt[j]] = nextSeed + j;
    }
    nextSeed += count;
    steps += played;
    IntStream.range(0, n).parallel().forEach(k -> {
      Slot<S, A> slot = slots[k];
      if (slot.completes) {
        slot.state = slot.next;
        slot.agentSeed = slot.nextAgentSeed;
        if (ended[k] != null) {
          deal(slot, seeds[k]);
        }
        slot.next = null;
        begin(slot);
      } else {
        slot.length = slot.nextLength;
      }
      write(k, slot, ended[k], slot.completes);
    });
    collectAgentPlays();
    return Arrays.copyOf(endedAt, count);
  }

  /** A rejected id of game {@code at}: the pool did not change. */
  public static final class Refused extends RuntimeException {
    public final int at;

    Refused(int at, RuntimeException cause) {
      super("actions[" + at + "]: " + cause.getMessage(), cause);
      this.at = at;
    }
  }

  /** Checks one game's id against its mask and computes, without storing, what it leads to. */
  private void prepare(Slot<S, A> slot, int token) {
    if (!inMenu(slot, token)) {
      throw new IllegalArgumentException("id " + token + " is not in the mask of this "
          + (ids.factored() ? "sub-step" : "position") + " (" + menuSize(slot) + " choices)");
    }
    slot.prefix[slot.length] = token; // safe: the prefix is read again only through slot.length
    int length = slot.length + 1;
    int code = completed(slot, length);
    slot.nextLength = length;
    slot.completes = code >= 0;
    slot.next = null;
    if (code >= 0) {
      RandomSource random = new RandomSource(slot.agentSeed);
      slot.next = playAgents(slot, game.play(slot.state, encoder.decode(code)), random);
      slot.nextAgentSeed = random.nextLong();
    }
  }

  /** The decision of a fresh position: the seat to move, its legal codes and their id sequences. */
  private void begin(Slot<S, A> slot) {
    slot.seat = game.status(slot.state) instanceof Status.ToMove m ? m.seat() : -1;
    slot.codes = slot.seat >= 0 ? encoder.legalIndices(slot.state) : new int[0];
    slot.sequences = new int[slot.codes.length][];
    for (int i = 0; i < slot.codes.length; i++) {
      slot.sequences[i] = ids.tokens(slot.codes[i]);
    }
    slot.length = 0;
  }

  private boolean inMenu(Slot<S, A> slot, int token) {
    for (int[] s : slot.sequences) {
      if (SmallIds.extendsPrefix(s, slot.prefix, slot.length) && s[slot.length] == token) {
        return true;
      }
    }
    return false;
  }

  private int menuSize(Slot<S, A> slot) {
    return (int) Arrays.stream(slot.sequences).filter(s -> SmallIds.extendsPrefix(s, slot.prefix, slot.length))
        .mapToInt(s -> s[slot.length]).distinct().count();
  }

  /** The code whose sequence is exactly the first {@code length} sub-choices, or -1. */
  private int completed(Slot<S, A> slot, int length) {
    for (int i = 0; i < slot.sequences.length; i++) {
      int[] s = slot.sequences[i];
      if (s.length == length && SmallIds.extendsPrefix(s, slot.prefix, length - 1)
          && s[length - 1] == slot.prefix[length - 1]) {
        return slot.codes[i];
      }
    }
    return -1;
  }

  /**
   * Writes game k's frame: seat to move, termination and rewards of the step, observation, mask. After a
   * sub-choice ({@code moved} false) the position is the same, so only the observation's factored suffix
   * is rewritten: the engine's part in the file is still this position's (encoding it again would cost
   * Gilded Compass and Loyang most of a step per sub-choice).
   */
  private void write(int k, Slot<S, A> slot, Outcome ended, boolean moved) {
    map.putInt(toMoveAt + 4 * k, slot.seat);
    map.put(terminatedAt + k, (byte) (ended != null ? 1 : 0));
    for (int s = 0; s < players; s++) {
      map.putFloat(rewardsAt + 4 * (k * players + s), ended != null ? share(ended, s) : 0f);
    }
    float[] obs = slot.scratchObs;
    byte[] mask = slot.scratchMask;
    Arrays.fill(mask, (byte) 0);
    if (slot.seat >= 0) {
      if (moved) {
        encoder.observeInto(slot.state, slot.seat, obs, 0);
      }
      ids.features(slot.prefix, slot.length, obs, engineSize);
      for (int[] s : slot.sequences) {
        if (SmallIds.extendsPrefix(s, slot.prefix, slot.length)) {
          mask[s[slot.length]] = 1;
        }
      }
    } else {
      Arrays.fill(obs, 0f);
    }
    int from = moved || slot.seat < 0 ? 0 : engineSize;
    map.slice(obsAt + 4 * (k * obsSize + from), 4 * (obsSize - from)).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer()
        .put(obs, from, obsSize - from);
    map.put(maskAt + k * ids.ids(), mask);
  }

  /** A seat's share of the win: 1/k for each of k winners, else 0 (the Python env's reward "win"). */
  private static float share(Outcome outcome, int seat) {
    var winners = outcome.winners();
    return winners.contains(seat) ? 1f / winners.size() : 0f;
  }

  @Override
  public void close() {
    try {
      channel.close();
    } catch (IOException e) {
      // closing a file we only wrote to cannot lose data that matters: the pool is gone either way
    }
  }

  /** The file's path is Python's to delete; a helper for tests that made one. */
  static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // a temporary file left behind is harmless
    }
  }
}
