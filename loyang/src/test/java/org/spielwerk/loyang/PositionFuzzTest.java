package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.contract.JsonFuzz;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;

/**
 * Seeded fuzz of positions (issue 19): a position that {@code validate} accepts must stay acceptable under
 * legal play. Positions of random games are mutated as JSON (numbers, lists, cards moved between places,
 * goods moved between a cart and a storehouse, ...); every mutant that reads and validates is played on
 * with random legal actions, and every position reached must validate again. Any other outcome (an
 * exception while reading, validating or playing, or a position validate rejects) fails with the mutation.
 */
class PositionFuzzTest {
  private static final Loyang GAME = new Loyang();
  /** Mutants per run: about 8 seconds of CPU on the lead's machine. */
  private static final int MUTANTS = Integer.getInteger("fuzz.mutants", 1500);
  /** Legal steps played from each accepted mutant (a round and a half of a typical game). */
  private static final int STEPS = 120;

  static final LoyangOptions[] OPTIONS = {LoyangOptions.YUCATA, LoyangOptions.PRINTED,
      LoyangOptions.YUCATA.withBeginner(true).withHarvestHelperChoosesFields(false).withPloughmanChoosesFields(true),
      LoyangOptions.PRINTED.withBeginner(true).withCrierAnyTimeInCardPhase(true).withMaxLoans(2)};

  /** Positions of a random game: one every few steps, the end included. */
  static List<LoyangState> positions(RandomSource random, int game) {
    LoyangOptions options = OPTIONS[game % OPTIONS.length];
    LoyangState s = GAME.setup(options, 2 + game % 3, random.nextLong());
    List<LoyangState> out = new ArrayList<>();
    List<LoyangAction> legal;
    while (!(legal = GAME.legalActions(s)).isEmpty()) {
      if (random.nextInt(6) == 0) {
        out.add(s);
      }
      s = GAME.play(s, legal.get(random.nextInt(legal.size())));
    }
    out.add(s);
    return out;
  }

  @Test
  void legalPlayFromAnAcceptedPositionNeverReachesOneValidateRejects() {
    RandomSource random = new RandomSource(19_2026L);
    int badJson = 0;
    int invalid = 0;
    int played = 0;
    int steps = 0;
    List<LoyangState> pool = new ArrayList<>();
    for (int game = 0; game < 12; game++) {
      pool.addAll(positions(random, game));
    }
    for (int i = 0; i < MUTANTS; i++) {
      LoyangState position = pool.get(random.nextInt(pool.size()));
      JsonNode tree = Json.toTree(position);
      String mutation = JsonFuzz.mutate(tree, random);
      if (random.nextInt(3) == 0) {
        mutation += "; " + JsonFuzz.mutate(tree, random);
      }
      String what = "mutant " + i + " (" + mutation + ")";
      LoyangState s;
      try {
        s = Json.fromTree(tree, LoyangState.class);
      } catch (InvalidJsonException e) {
        badJson++;
        continue;
      }
      if (s == null) {
        badJson++; // a null read where a value is expected (Json's strictness, issue 19) is no position
        continue;
      }
      try {
        GAME.validate(s);
      } catch (InvalidPositionException e) {
        invalid++;
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(what + ": validate threw " + e, e);
      }
      played++;
      for (int step = 0; step < STEPS; step++) {
        List<LoyangAction> legal = GAME.legalActions(s);
        if (legal.isEmpty()) {
          break;
        }
        LoyangAction a = legal.get(random.nextInt(legal.size()));
        try {
          s = GAME.apply(s, a).state();
          GAME.validate(s);
        } catch (RuntimeException e) {
          throw new AssertionError(what + ", accepted by validate, failed at step " + step + " (" + a + "): " + e
              + "\n" + Json.write(s), e);
        }
        steps++;
      }
    }
    System.out.println("loyang position fuzz: " + MUTANTS + " mutants: " + badJson + " rejected when read, " + invalid
        + " by validate, " + played + " accepted and played on (" + steps + " legal steps, each validated)");
    assertThat(played).as("some mutants are accepted and played").isGreaterThan(MUTANTS / 20);
  }
}
