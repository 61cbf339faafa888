package org.spielwerk.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.loyang.Loyang;
import org.spielwerk.loyang.LoyangAction;
import org.spielwerk.loyang.LoyangOptions;
import org.spielwerk.loyang.LoyangState;

/**
 * Every legal action has a code: over many seeded random games of every game, player count and preset
 * (played with the rules' own {@code legalActions}, so a gap in the codec cannot steer the playout away
 * from it), each legal action encodes, and the code decodes back to the same action. The contract test
 * plays only a few games through the codec; this one plays hundreds, cheaply, to reach rare positions.
 */
class CodecCoverageTest {

  /** Random games per game id, spread over its player counts and presets. */
  private static final int GAMES = Integer.getInteger("codec.games", 240);

  @TestFactory
  Stream<DynamicTest> everyLegalActionHasACode() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      if (!Encoder.gameIds().contains(game.info().id())) {
        continue;
      }
      int tables = (game.info().maxPlayers() - game.info().minPlayers() + 1) * game.presets().size();
      for (int players = game.info().minPlayers(); players <= game.info().maxPlayers(); players++) {
        for (String preset : game.presets().keySet()) {
          int p = players;
          tests.add(DynamicTest.dynamicTest(game.info().id() + " " + preset + " " + players + " players",
              () -> assertThat(uncoded(game, preset, p, Math.max(10, GAMES / tables))).isEmpty()));
        }
      }
    }
    return tests.stream();
  }

  /**
   * The Tenant (§9.16) may take back a common field that an earlier Tenant put under the private stack;
   * the codec once listed only the private field kinds for it (TenantSwap[helper=0, field=5, card=0] in
   * three-seat random play). Searches seeded games for a position where the Tenant is offered a common
   * field card, then requires a code for every legal action there.
   */
  @Test
  void theTenantMayTakeBackACommonField() {
    Loyang game = (Loyang) Games.byId("loyang");
    LoyangOptions options = LoyangOptions.YUCATA;
    Encoder<LoyangState, LoyangAction, org.spielwerk.loyang.LoyangView, LoyangOptions> encoder = Encoder.of(game, options, 3);
    int actionCards = org.spielwerk.loyang.Tables.CARDS.map(r -> r.count()).sum().intValue();
    RandomSource random = new RandomSource(7);
    int found = 0;
    for (int g = 0; g < 3000 && found == 0; g++) {
      LoyangState state = game.setup(options, 3, random.nextLong());
      while (!(game.status(state) instanceof Status.Finished)) {
        List<LoyangAction> legal = game.legalActions(state);
        boolean commonFieldOffered = legal.stream().anyMatch(a -> a instanceof LoyangAction.Tenant t
            ? t.card() < actionCards : a instanceof LoyangAction.TenantSwap w && w.card() < actionCards);
        if (commonFieldOffered) {
          found++;
          for (LoyangAction a : legal) {
            assertThat(encoder.decode(encoder.encode(a))).as("game %d: %s", g, a).isEqualTo(a);
          }
          break;
        }
        state = game.play(state, legal.get(random.nextInt(legal.size())));
      }
    }
    assertThat(found).as("a position where the Tenant may take a common field").isPositive();
  }

  /** The legal actions without a code (or whose code decodes to another action), as text. */
  private static <S, A, E extends GameEvent, V, O> List<String> uncoded(Game<S, A, E, V, O> game, String preset,
      int players, int games) {
    O options = game.presets().get(preset);
    Encoder<S, A, V, O> encoder = Encoder.of(game, options, players);
    RandomSource random = new RandomSource(preset.hashCode() * 1_000_003L + players * 7919L + 11);
    List<String> gaps = new ArrayList<>();
    for (int g = 0; g < games && gaps.size() < 5; g++) {
      S state = game.setup(options, players, random.nextLong());
      int steps = 0;
      while (!(game.status(state) instanceof Status.Finished) && gaps.size() < 5) {
        List<A> legal = game.legalActions(state);
        for (A a : legal) {
          String gap = gap(encoder, a);
          if (gap != null) {
            gaps.add("game " + g + " step " + steps + ": " + gap);
          }
        }
        state = game.play(state, legal.get(random.nextInt(legal.size())));
        steps++;
      }
    }
    return gaps;
  }

  private static <A> String gap(Encoder<?, A, ?, ?> encoder, A action) {
    int code;
    try {
      code = encoder.encode(action);
    } catch (IllegalArgumentException e) {
      return action + " has no code";
    }
    A back = encoder.decode(code);
    return action.equals(back) ? null : action + " -> " + code + " -> " + back;
  }
}
