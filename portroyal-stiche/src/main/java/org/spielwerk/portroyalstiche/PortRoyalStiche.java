package org.spielwerk.portroyalstiche;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.Require;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * Port Royal by Queen Games (Wolfgang Panning, 2000) for 3 or 4 players: six rounds of an auction of
 * privileges and eight tricks for loot, loaded onto four ships that sink when overloaded. The only entry
 * point of the module; stateless and thread-safe. Spec: {@code portroyal-stiche.md} (see the module docs
 * for options, engine decisions and open questions).
 *
 * <p>A game between bots, from setup to the end (compiled and run by the module's tests):
 * {@snippet file="org/spielwerk/portroyalstiche/JavadocExamplesTest.java" region="play"}
 */
public final class PortRoyalStiche implements Game<
    PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView, PortRoyalSticheOptions> {

  /**
   * No game lasts longer: per round at most 19 bids and 4 passes, 3 privileges, 8 tricks of 1 prize, 4
   * cards, 1 loot decision and 1 leader, 12 revoke penalties (Reading B, one per marker) and 5 bonus
   * placements: 99; six rounds 594.
   */
  public static final int MAX_ACTIONS = 600;

  private static final GameInfo INFO = new GameInfo("portroyal-stiche", "Port Royal (Queen Games)", 3, 4, MAX_ACTIONS);
  private static final Map<String, PortRoyalSticheOptions> PRESETS = Map.of(
      "STANDARD", PortRoyalSticheOptions.STANDARD,
      "REVOKE_BLUFF", PortRoyalSticheOptions.REVOKE_BLUFF);

  @Override
  public GameInfo info() {
    return INFO;
  }

  @Override
  public Types<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView, PortRoyalSticheOptions> types() {
    return new Types<>(PortRoyalSticheState.class, PortRoyalSticheAction.class, PortRoyalSticheEvent.class,
        PortRoyalSticheView.class, PortRoyalSticheOptions.class);
  }

  /** {@link PortRoyalSticheOptions#STANDARD}: Reading A and the spec's readings of the open questions. */
  @Override
  public PortRoyalSticheOptions defaultOptions() {
    return PortRoyalSticheOptions.STANDARD;
  }

  @Override
  public Map<String, PortRoyalSticheOptions> presets() {
    return PRESETS;
  }

  @Override
  public PortRoyalSticheState setup(PortRoyalSticheOptions options, int players, long seed) {
    Require.nonNull(options, "options");
    info().checkPlayers(players);
    options.check();
    return RoundRules.setup(options, players, seed);
  }

  @Override
  public Status status(PortRoyalSticheState state) {
    Require.nonNull(state, "state");
    if (state.phase() instanceof Phase.GameOver) {
      List<Integer> totals = new ArrayList<>(state.playerCount());
      for (int seat = 0; seat < state.playerCount(); seat++) {
        totals.add(Scoring.total(state, seat));
      }
      return new Status.Finished(new Outcome(totals, Outcome.ranksByDescending(totals)));
    }
    return new Status.ToMove(state.phase().seat(state.playerCount()));
  }

  @Override
  public List<PortRoyalSticheAction> legalActions(PortRoyalSticheState state) {
    Require.nonNull(state, "state");
    return Rules.legalActions(state);
  }

  @Override
  public Step<PortRoyalSticheState, PortRoyalSticheEvent> apply(PortRoyalSticheState state, PortRoyalSticheAction action) {
    Require.nonNull(state, "state");
    Require.nonNull(action, "action");
    List<PortRoyalSticheEvent> events = new ArrayList<>(8);
    PortRoyalSticheState next = Rules.apply(state, action, EventSink.into(events));
    return new Step<>(next, events);
  }

  /** {@link #apply} without its events: the same new state, for playouts and search. */
  @Override
  public PortRoyalSticheState play(PortRoyalSticheState state, PortRoyalSticheAction action) {
    Require.nonNull(state, "state");
    Require.nonNull(action, "action");
    return Rules.apply(state, action, EventSink.ignore());
  }

  @Override
  public PortRoyalSticheView view(PortRoyalSticheState state, int observer) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    return PortRoyalSticheView.of(state, observer);
  }

  @Override
  public PortRoyalSticheState resample(PortRoyalSticheState state, int observer, long seed) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    return Resampling.resample(state, observer, seed);
  }

  /**
   * A position dealt from a seat's view alone (see {@link PortRoyalSticheView}): the other hands, the
   * cards laid aside, the loot deck's order and the bonus values the seat has not seen, dealt as
   * {@link #resample} does; {@code resample(state, seat, seed)} equals {@code resampleFromView(view(state,
   * seat), seed)}.
   *
   * @throws IllegalArgumentException when no position fits the view
   */
  @Override
  public PortRoyalSticheState resampleFromView(PortRoyalSticheView view, long seed) {
    Require.nonNull(view, "view");
    return Resampling.fromView(view, seed);
  }

  @Override
  public void validate(PortRoyalSticheState state) {
    Require.nonNull(state, "state");
    Validation.validate(state);
  }

  @Override
  public Heuristic<PortRoyalSticheState> heuristic() {
    return PortRoyalSticheHeuristic::value;
  }

  @Override
  public GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> text() {
    return PortRoyalSticheText.INSTANCE;
  }

  /** English, or German (the German rulebook's terms) for a German locale. */
  @Override
  public GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> text(
      java.util.Locale locale) {
    return PortRoyalSticheText.of(locale);
  }
}
