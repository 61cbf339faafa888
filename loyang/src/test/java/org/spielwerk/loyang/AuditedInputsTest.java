package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.contract.JsonFuzz;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;

/**
 * Resampling from a view (issue 19): a view is checked as strictly as {@code validate} checks a state.
 * Seeded fuzz: views of random positions, mutated as JSON, are rejected when read, or by
 * {@code resampleFromView} with an {@link InvalidPositionException} naming a field, or else deal a position
 * that validates, shows the observer exactly that view and plays on.
 */
class ViewFuzzTest {
  private static final Loyang GAME = new Loyang();
  private static final int MUTANTS = Integer.getInteger("fuzz.mutants", 3000);

  @Test
  void aFuzzedViewIsRejectedNamingAFieldOrDealsAPositionShowingExactlyIt() {
    RandomSource random = new RandomSource(1_919L);
    List<LoyangState> pool = new ArrayList<>();
    for (int game = 0; game < 12; game++) {
      pool.addAll(PositionFuzzTest.positions(random, game));
    }
    int badJson = 0;
    int rejected = 0;
    int dealt = 0;
    for (int i = 0; i < MUTANTS; i++) {
      LoyangState s = pool.get(random.nextInt(pool.size()));
      int observer = random.nextInt(s.playerCount());
      JsonNode tree = Json.toTree(GAME.view(s, observer));
      String mutation = JsonFuzz.mutate(tree, random);
      if (random.nextInt(3) == 0) {
        mutation += "; " + JsonFuzz.mutate(tree, random);
      }
      String what = "view mutant " + i + " (" + mutation + ")";
      LoyangView view;
      try {
        view = Json.fromTree(tree, LoyangView.class);
      } catch (InvalidJsonException e) {
        badJson++;
        continue;
      }
      if (view == null) {
        badJson++;
        continue;
      }
      long seed = random.nextLong();
      LoyangState sample;
      try {
        sample = GAME.resampleFromView(view, seed);
      } catch (InvalidPositionException e) {
        assertThat(e.field()).as(what + ": names a field").isNotBlank();
        rejected++;
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(what + ": resampleFromView threw " + e, e);
      }
      try {
        GAME.validate(sample);
        assertThat(GAME.view(sample, view.observer())).as("shows the observer the view").isEqualTo(view);
        assertThat(GAME.resampleFromView(view, seed)).as("the same view and seed deal alike").isEqualTo(sample);
        RandomSource play = new RandomSource(i);
        LoyangState after = sample;
        for (int step = 0; step < 20 && !GAME.legalActions(after).isEmpty(); step++) {
          List<LoyangAction> legal = GAME.legalActions(after);
          after = GAME.play(after, legal.get(play.nextInt(legal.size())));
        }
      } catch (RuntimeException | AssertionError e) {
        throw new AssertionError(what + ": accepted, then " + e, e);
      }
      dealt++;
    }
    System.out.println("loyang view fuzz: " + MUTANTS + " mutated views: " + badJson + " rejected when read, " + rejected
        + " by resampleFromView, " + dealt + " dealt consistently and played on");
    assertThat(dealt).as("unchanged or harmlessly changed views still deal").isGreaterThan(MUTANTS / 20);
  }

  /** The cases of the audit, each rejected naming the field. */
  @Test
  void theAuditsViewsAreRejectedNamingTheField() {
    LoyangState s = PositionFuzzTest.positions(new RandomSource(5), 2).get(3);
    assertThat(s.playerCount()).isEqualTo(4);
    JsonNode good = Json.toTree(GAME.view(s, 1));

    JsonNode noTable = good.deepCopy();
    ((ObjectNode) noTable.get("options")).putNull("privateFields");
    assertRejected(noTable, "options.privateFields");

    JsonNode lostSeat = good.deepCopy();
    ((ArrayNode) lostSeat.get("players")).remove(0);
    ((ObjectNode) lostSeat).put("observer", 3);
    assertRejected(lostSeat, "observer");

    JsonNode handTooBig = good.deepCopy();
    ((ObjectNode) handTooBig.get("players").get(0)).put("handCount", 3 + good.get("players").get(0).get("handCount").asInt());
    assertRejected(handTooBig, "");

    JsonNode drawTooBig = good.deepCopy();
    ((ObjectNode) drawTooBig).put("drawCount", good.get("drawCount").asInt() + 1);
    assertRejected(drawTooBig, "drawCount");
  }

  private static void assertRejected(JsonNode tree, String field) {
    LoyangView view = Json.fromTree(tree, LoyangView.class);
    assertThatThrownBy(() -> GAME.resampleFromView(view, 1L)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).startsWith(field));
  }
}
