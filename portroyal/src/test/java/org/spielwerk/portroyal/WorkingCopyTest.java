package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.RandomSource;

/**
 * The per-thread working copy of the rules (reused by every call, {@code PortRoyal.SCRATCH}) against its
 * plain path, a fresh {@link Rules} for each call: along random games of every preset, played in turns on
 * one thread so that each call follows a call on another game's position, the listing, the state after
 * {@code play} and the state and events after {@code apply} are equal. A fact the working copy kept from
 * the call before would show here as a difference.
 */
class WorkingCopyTest {
  private static final PortRoyal GAME = new PortRoyal();

  private static List<PortRoyalAction> freshListing(PortRoyalState s) {
    if (s.phase() instanceof Phase.GameOver) {
      return List.of();
    }
    Rules rules = new Rules(s, GAME.table(s.options()), EventSink.ignore());
    ArrayList<PortRoyalAction> out = new ArrayList<>();
    rules.legalActions(out);
    return out;
  }

  private static PortRoyalState freshPlay(PortRoyalState s, PortRoyalAction action, EventSink<PortRoyalEvent> events) {
    Rules rules = new Rules(s, GAME.table(s.options()), events);
    rules.check(action);
    rules.play(action);
    return rules.freeze();
  }

  @Test
  void theReusedWorkingCopyAnswersAsAFreshOne() {
    List<PortRoyalOptions> presets = new ArrayList<>(GAME.presets().values());
    int compared = 0;
    for (int round = 0; round < 6; round++) {
      // several games at once, each step on the next game: the working copy always comes from another position
      List<PortRoyalState> games = new ArrayList<>();
      for (int g = 0; g < presets.size(); g++) {
        try {
          games.add(GAME.setup(presets.get(g), 2 + (round + g) % 4, round * 100L + g));
        } catch (InvalidSetupException e) {
          games.add(GAME.setup(presets.get(g), 3, round * 100L + g)); // this preset is not for that many
        }
      }
      RandomSource random = new RandomSource(round);
      boolean anyLeft = true;
      for (int step = 0; anyLeft && step < 3000; step++) {
        anyLeft = false;
        for (int g = 0; g < games.size(); g++) {
          PortRoyalState s = games.get(g);
          List<PortRoyalAction> legal = GAME.legalActions(s);
          assertThat(legal).as("listing, preset %d, step %d", g, step).isEqualTo(freshListing(s));
          if (legal.isEmpty()) {
            continue;
          }
          anyLeft = true;
          PortRoyalAction action = legal.get(random.nextInt(legal.size()));
          PortRoyalState played = GAME.play(s, action);
          assertThat(played).as("play %s, preset %d, step %d", action, g, step).isEqualTo(freshPlay(s, action, EventSink.ignore()));
          if (step % 5 == 0) {
            List<PortRoyalEvent> events = new ArrayList<>();
            PortRoyalState applied = freshPlay(s, action, EventSink.into(events));
            var step1 = GAME.apply(s, action);
            assertThat(step1.state()).isEqualTo(applied);
            assertThat(step1.events()).isEqualTo(events);
          }
          games.set(g, played);
          compared++;
        }
      }
    }
    assertThat(compared).as("steps compared").isGreaterThan(1000);
  }
}
