package org.spielwerk.research;

import java.util.List;
import java.util.ServiceLoader;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.InvalidSetupException;

/**
 * A game's fixed integer action space and observation vectors at one table (options and seats), as
 * reinforcement-learning code wants them: actions are indices in {@code [0, actionCount())}, the legal
 * ones of a position are a mask, and each seat's observation is a float vector of a fixed length
 * computed from that seat's view only. Thread-safe; build once per table.
 */
public final class Encoder<S, A, V, O> {
  private final Game<S, A, ?, V, O> game;
  private final GameEncoding<A, V, O> encoding;
  private final ActionCodec<A> actions;
  private final List<ObservationWriter.Slice> layout;
  private final int players;
  private final int observationSize;
  private final GameEncoding.FromState<S> fromState;

  @SuppressWarnings("unchecked")
  private Encoder(Game<S, A, ?, V, O> game, GameEncoding<A, V, O> encoding, O options, int players) {
    this.game = game;
    this.encoding = encoding;
    // an encoding registered for this game's id reads this game's states
    this.fromState = encoding instanceof GameEncoding.FromState<?> direct ? (GameEncoding.FromState<S>) direct : null;
    this.players = players;
    try {
      this.actions = encoding.codec(options, players);
    } catch (IllegalStateException e) {
      throw new IllegalStateException(game.info().id() + ": " + e.getMessage(), e);
    }
    ObservationWriter probe = new ObservationWriter();
    encoding.observe(game.view(game.setup(options, players, 0), 0), probe);
    this.layout = probe.layout();
    ObservationWriter.Slice last = layout.get(layout.size() - 1);
    this.observationSize = last.offset() + last.length();
  }

  /** The registered encoding of {@code game}, for a table with these options and seats. */
  @SuppressWarnings("unchecked")
  public static <S, A, E extends GameEvent, V, O> Encoder<S, A, V, O> of(Game<S, A, E, V, O> game, O options,
      int players) {
    game.info().checkPlayers(players);
    return new Encoder<>(game, (GameEncoding<A, V, O>) encoding(game.info().id()), options, players);
  }

  /** The encoding registered for a game id. */
  public static GameEncoding<?, ?, ?> encoding(String gameId) {
    for (GameEncoding<?, ?, ?> e : ServiceLoader.load(GameEncoding.class)) {
      if (e.gameId().equals(gameId)) {
        return e;
      }
    }
    throw new InvalidSetupException("game", "no research encoding for '" + gameId + "' on the class path");
  }

  /** The ids of the games that have an encoding. */
  public static List<String> gameIds() {
    return ServiceLoader.load(GameEncoding.class).stream().map(p -> p.get().gameId()).sorted().toList();
  }

  public Game<S, A, ?, V, O> game() {
    return game;
  }

  public int players() {
    return players;
  }

  /** N: actions are {@code 0 .. N-1}. */
  public int actionCount() {
    return actions.size();
  }

  /** The index of an action. */
  public int encode(A action) {
    int index = actions.indexOf(action);
    if (index < 0) {
      throw new IllegalArgumentException(game.info().id() + ": " + action + " is not in the action space");
    }
    return index;
  }

  /** The action at an index. */
  public A decode(int index) {
    if (index < 0 || index >= actions.size()) {
      throw new IllegalArgumentException(
          game.info().id() + ": action index " + index + " is outside 0.." + (actions.size() - 1));
    }
    return actions.action(index);
  }

  /** Which indices are legal in this position (all false once the game is over). */
  public boolean[] mask(S state) {
    boolean[] mask = new boolean[actions.size()];
    for (int i : legalIndices(state)) {
      mask[i] = true;
    }
    return mask;
  }

  /** The legal actions' indices, in {@code legalActions} order. */
  public int[] legalIndices(S state) {
    List<A> legal = game.legalActions(state);
    int[] result = new int[legal.size()];
    for (int i = 0; i < result.length; i++) {
      result[i] = encode(legal.get(i));
    }
    return result;
  }

  /** The named blocks of the action space (one kind of action each), in index order. */
  public List<ActionCodec.Block> actionLayout() {
    return actions.blocks();
  }

  /** The observation vector's length. */
  public int observationSize() {
    return observationSize;
  }

  /** What each part of the observation vector means. */
  public List<ObservationWriter.Slice> layout() {
    return layout;
  }

  /**
   * A seat's observation: equal to {@link #observeFromView}, written from the state directly where the
   * encoding can ({@link GameEncoding.FromState}), which skips building the view, and without
   * recording the slices' names (their offsets and lengths are checked by {@link #observeFromView}, the
   * encoder's probe and the contract tests; here only the total length).
   */
  public float[] observe(S state, int seat) {
    float[] vector = new float[observationSize];
    observeInto(state, seat, vector, 0);
    return vector;
  }

  /** Whether {@link #observe} writes from the state directly (else through the seat's view). */
  public boolean observesState() {
    return fromState != null;
  }

  /** A seat's observation through its view: {@code observeView(game.view(state, seat))}. */
  public float[] observeFromView(S state, int seat) {
    return observeView(game.view(state, seat));
  }

  /**
   * Writes a seat's observation into {@code target[offset .. offset + observationSize())} (a batch's
   * frame, say), the same floats as {@link #observe}, without allocating a vector.
   */
  public void observeInto(S state, int seat, float[] target, int offset) {
    if (seat < 0 || seat >= players) {
      throw new IllegalArgumentException(game.info().id() + ": seat " + seat + " is not at this table");
    }
    ObservationWriter out = ObservationWriter.into(target, offset, observationSize);
    if (fromState == null) {
      // through the view, but without recording the slices (the layout is checked on the recording path)
      encoding.observe(game.view(state, seat), out);
    } else {
      fromState.observe(state, seat, out);
    }
    if (out.size() != observationSize) {
      throw new IllegalStateException(game.info().id() + ": the observation has " + out.size() + " floats, the "
          + "layout " + observationSize);
    }
  }

  /** The observation of a view. */
  public float[] observeView(V view) {
    ObservationWriter out = new ObservationWriter(observationSize);
    encoding.observe(view, out);
    // offsets and lengths of every slice, without copying the list or comparing names (a hot path)
    if (!out.sameShape(layout)) {
      throw new IllegalStateException(game.info().id() + ": the observation's layout changed: " + out.layout());
    }
    return out.toArray();
  }
}
