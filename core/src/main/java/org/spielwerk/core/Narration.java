package org.spielwerk.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What one seat, or the public, reads about a move: the one way every tool (the command-line {@code play} and
 * {@code replay}, a UI, the bridge) tells a game to a seat without a leak.
 *
 * <p>The mover reads its own action in words; every other seat reads only the events it was shown, and the
 * public only the public events. An action may name cards only its mover may see (the Queen Games version's
 * two cards laid aside face down), so it is never worded for anyone else: the events say what the others may
 * know ("Player 3 lays two cards aside.").
 */
public final class Narration {

  /** The observer "the public": a spectator who sees public events only. */
  public static final int PUBLIC = -1;

  private Narration() {}

  /**
   * The words an observer reads about one move.
   *
   * @param action the mover's action in words, present for the mover alone
   * @param events the events the observer was shown, in order; for another seat with no event shown, the
   *     single line {@link GameText#moved(int)}
   */
  public record Told(Optional<String> action, List<String> events) {
    public Told {
      events = List.copyOf(events);
    }

    /** Every line: the action first (for the mover), then the events. */
    public List<String> lines() {
      List<String> lines = new ArrayList<>();
      action.ifPresent(lines::add);
      lines.addAll(events);
      return List.copyOf(lines);
    }
  }

  /**
   * What {@code observer} ({@link #PUBLIC} or a seat) reads about {@code mover}'s {@code action} played in
   * {@code before}, which gave {@code events} (all of the step's events: this method keeps those the observer
   * may see).
   */
  public static <S, A, E extends GameEvent, V> Told told(GameText<S, A, E, V> text, S before, int mover, A action,
      List<E> events, int observer) {
    List<String> seen = new ArrayList<>();
    for (E event : events) {
      if (observer == PUBLIC ? event.privateTo() < 0 : event.visibleTo(observer)) {
        seen.add(observer == PUBLIC ? text.event(event) : text.event(event, observer));
      }
    }
    if (observer == mover) {
      return new Told(Optional.of(text.action(before, action)), seen);
    }
    if (seen.isEmpty()) {
      seen.add(text.moved(mover));
    }
    return new Told(Optional.empty(), seen);
  }

  /** {@link #told} for a step of the game. */
  public static <S, A, E extends GameEvent, V> Told told(GameText<S, A, E, V> text, S before, int mover, A action,
      Step<S, E> step, int observer) {
    return told(text, before, mover, action, step.events(), observer);
  }
}
