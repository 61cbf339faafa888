package org.spielwerk.research;

import java.util.List;

/**
 * The per-game part of the research kit: a game's fixed action space and how its view becomes a
 * vector of floats. A game module (or anyone) registers one in
 * {@code META-INF/services/org.spielwerk.research.GameEncoding}; {@link Encoder#of} finds it by the
 * game's id. Adding a game to the kit is writing this one class.
 *
 * @param <A> the game's action type
 * @param <V> the game's view type
 * @param <O> the game's options type
 */
public interface GameEncoding<A, V, O> {

  /** The id of the game this encodes ({@code GameInfo.id()}). */
  String gameId();

  /**
   * Every action the game can ever offer at a table with these options and seats, each once, in a
   * fixed order: index i of this list is action i of the codec. Must contain every action
   * {@code legalActions} can return (the contract test plays many games to check it).
   */
  List<A> actionSpace(O options, int players);

  /**
   * The action space as a codec: by default the list of {@link #actionSpace}. A game whose space is
   * too large to list (Gilded Compass) computes indices instead and returns {@code codec.asList()}
   * from {@link #actionSpace}.
   */
  default ActionCodec<A> codec(O options, int players) {
    return ActionCodec.listed(actionSpace(options, players));
  }

  /**
   * Writes the observation of one seat: only from its view (so it cannot leak what the seat may
   * not see). Every view of a table must write the same slices in the same order and lengths.
   */
  void observe(V view, ObservationWriter out);

  /**
   * An encoding that can also write a seat's observation straight from the full state, without
   * building the seat's view first (a view copies and sorts what the seat may see; the observation
   * needs only a few counts of it). It must read only what the view would show and write exactly
   * what {@link #observe} writes for {@code game.view(state, seat)}: {@code EncodingContractTest}
   * compares the two on random positions of every game, preset, player count and seat, and checks
   * that resampling what the seat cannot see leaves the vector unchanged. {@link Encoder#observe}
   * takes this path when the encoding offers it.
   *
   * @param <S> the game's state type
   */
  interface FromState<S> {
    /** Writes {@code seat}'s observation of {@code state}: the same floats as from its view. */
    void observe(S state, int seat, ObservationWriter out);
  }
}
