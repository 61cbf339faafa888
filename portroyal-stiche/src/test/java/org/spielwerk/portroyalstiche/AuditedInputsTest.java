package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.contract.JsonFuzz;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;

/**
 * Issue 19: every input channel is as strict as {@code validate}. Seeded fuzzing of the three channels a
 * caller can feed with made-up data: views given to {@code resampleFromView}, actions given to
 * {@code apply}, and positions given to {@code validate}. Each input is a JSON value of a random position
 * of a random game, changed a little ({@link JsonFuzz}); it must be rejected with the documented
 * exception naming the field or rule, or be taken and then behave.
 */
class InputFuzzTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  /** Positions of seeded random games over the contract's random options (every reading, random decks). */
  static List<PortRoyalSticheState> positions(long seed, int games) {
    RandomSource random = new RandomSource(seed);
    PortRoyalSticheContractTest options = new PortRoyalSticheContractTest();
    List<PortRoyalSticheState> positions = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      PortRoyalSticheOptions o = g % 4 == 0 ? PortRoyalSticheOptions.STANDARD : options.randomOptions(random);
      int players = 3 + g % 2;
      PortRoyalSticheState s = GAME.setup(o, players, random.nextLong());
      List<PortRoyalSticheAction> legal;
      while (!(legal = GAME.legalActions(s)).isEmpty()) {
        positions.add(s);
        s = GAME.apply(s, legal.get(random.nextInt(legal.size()))).state();
      }
      positions.add(s);
    }
    return positions;
  }

  /**
   * A view that does not add up is rejected (IllegalArgumentException, InvalidPositionException among
   * them, naming the field); a view that is taken deals a position that passes {@code validate} and shows
   * the observer exactly that view.
   */
  @Test
  void fuzzedViews_areRejectedByField_orDealAPositionShowingExactlyThatView() {
    List<PortRoyalSticheState> positions = positions(0x19A, 30);
    RandomSource random = new RandomSource(0x19B);
    int rejectedJson = 0;
    int rejected = 0;
    int dealt = 0;
    for (int i = 0; i < 2500; i++) {
      PortRoyalSticheState s = positions.get(random.nextInt(positions.size()));
      int seat = random.nextInt(s.playerCount());
      JsonNode tree = Json.toTree(GAME.view(s, seat));
      String what = JsonFuzz.mutate(tree, random);
      if (random.nextInt(3) == 0) {
        what += "; " + JsonFuzz.mutate(tree, random);
      }
      PortRoyalSticheView view;
      try {
        view = Json.fromTree(tree, PortRoyalSticheView.class);
      } catch (InvalidJsonException e) {
        rejectedJson++;
        continue;
      }
      PortRoyalSticheState deal;
      try {
        deal = GAME.resampleFromView(view, i);
      } catch (IllegalArgumentException e) {
        assertThat(e.getMessage()).as(what).isNotBlank();
        rejected++;
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError("view (" + what + "): resampleFromView threw " + e, e);
      }
      GAME.validate(deal);
      assertThat(GAME.view(deal, view.observer())).as("view (" + what + ")").isEqualTo(view);
      dealt++;
    }
    System.out.println("Queen Games view fuzz: " + rejectedJson + " rejected when read, " + rejected
        + " by resampleFromView, " + dealt + " dealt consistently");
    assertThat(rejected).isPositive();
    assertThat(dealt).isPositive();
  }

  /** Issue 19's finding: a ship moved from one seat to another is named, not an IndexOutOfBounds. */
  @Test
  void aViewWithAShipMovedBetweenSeats_isRejectedNamingTheSeat() {
    PortRoyalSticheView view = GAME.view(GAME.setup(PortRoyalSticheOptions.STANDARD, 3, 5), 0);
    PortRoyalSticheView.SeatView one = view.seats().get(1);
    PortRoyalSticheView.SeatView two = view.seats().get(2);
    PortRoyalSticheView moved = new PortRoyalSticheView(view.options(), view.observer(), view.round(), view.dealer(),
        view.phase(), view.hand(), view.aside(), view.faceUp(), view.played(), view.display(), view.bonusCarrier(),
        view.bonusUnderCount(), view.lootDeckSize(), view.bonusDeckSize(), view.lootOut(), view.holder(), view.bid(),
        view.repaid(), view.trump(), view.tricksDone(), view.pendingBonusCount(), view.pendingBonus(),
        view.seats().update(1, new PortRoyalSticheView.SeatView(one.debt(), one.handSize(), one.ships().tail(),
            one.markers(), one.exposed(), one.keptRemoveOne(), one.removedBonusCount(), one.removedBonus()))
            .update(2, new PortRoyalSticheView.SeatView(two.debt(), two.handSize(), two.ships().append(one.ships().head()),
                two.markers(), two.exposed(), two.keptRemoveOne(), two.removedBonusCount(), two.removedBonus())));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(moved, 1))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("seats[1].ships");
  }

  /**
   * An action with a field missing or out of range (nulls, changed numbers, swapped names), made from a
   * legal action or one of the contract's near misses, is rejected with an IllegalActionException naming the rule, or is one of the legal actions.
   */
  @Test
  void fuzzedActions_areRejectedWithARule_orAreLegal() {
    List<PortRoyalSticheState> positions = positions(0x19C, 20);
    RandomSource random = new RandomSource(0x19D);
    PortRoyalSticheContractTest plausible = new PortRoyalSticheContractTest();
    int rejected = 0;
    for (int i = 0; i < 4000; i++) {
      PortRoyalSticheState s = positions.get(random.nextInt(positions.size()));
      List<PortRoyalSticheAction> legal = GAME.legalActions(s);
      List<PortRoyalSticheAction> near = plausible.plausibleActions(s);
      PortRoyalSticheAction base = !legal.isEmpty() && random.nextBoolean()
          ? legal.get(random.nextInt(legal.size())) : near.get(random.nextInt(near.size()));
      JsonNode tree = Json.toTree(base);
      String what = JsonFuzz.mutate(tree, random);
      PortRoyalSticheAction action;
      try {
        action = Json.fromTree(tree, PortRoyalSticheAction.class);
      } catch (InvalidJsonException e) {
        continue;
      }
      if (new HashSet<>(legal).contains(action)) {
        assertThat(GAME.play(s, action)).isEqualTo(GAME.apply(s, action).state());
        continue;
      }
      try {
        GAME.apply(s, action);
        throw new AssertionError("action (" + what + ") " + action + " is not legal, yet apply took it");
      } catch (IllegalActionException e) {
        assertThat(e.rule()).as(what).isNotBlank();
        rejected++;
      } catch (RuntimeException e) {
        throw new AssertionError("action (" + what + ") " + action + ": apply threw " + e, e);
      }
      try {
        GAME.play(s, action);
        throw new AssertionError("action (" + what + ") " + action + " is not legal, yet play took it");
      } catch (IllegalActionException e) {
        // the fast path rejects alike
      }
    }
    assertThat(rejected).isPositive();
  }

  /**
   * Every kind of action with its fields missing or out of range (each reference field null, each number
   * -1 or 99), at positions of every phase, is rejected with an IllegalActionException naming the rule.
   */
  @Test
  void everyKindOfActionWithMissingOrOutOfRangeFields_isRejectedWithARule() throws ReflectiveOperationException {
    List<PortRoyalSticheState> positions = positions(0x1A0, 6);
    int tried = 0;
    for (Class<?> kind : PortRoyalSticheAction.class.getPermittedSubclasses()) {
      java.lang.reflect.RecordComponent[] fields = kind.getRecordComponents();
      if (fields.length == 0) {
        continue;
      }
      Class<?>[] types = java.util.Arrays.stream(fields).map(java.lang.reflect.RecordComponent::getType)
          .toArray(Class<?>[]::new);
      for (int number : new int[] {-1, 99}) {
        Object[] values = java.util.Arrays.stream(types).map(t -> t == int.class ? (Object) number : null).toArray();
        PortRoyalSticheAction action = (PortRoyalSticheAction) kind.getDeclaredConstructor(types).newInstance(values);
        for (int i = 0; i < positions.size(); i += 3) {
          PortRoyalSticheState s = positions.get(i);
          try {
            GAME.apply(s, action);
            throw new AssertionError(action + " was taken");
          } catch (IllegalActionException e) {
            assertThat(e.rule()).as("%s", action).isNotBlank();
            tried++;
          } catch (RuntimeException e) {
            throw new AssertionError(action + " at " + s.phase() + ": apply threw " + e, e);
          }
        }
      }
    }
    assertThat(tried).isPositive();
  }

  /**
   * A changed position that {@code validate} accepts stays valid under legal play: every position a few
   * random legal actions reach from it passes {@code validate} too.
   */
  @Test
  void acceptedFuzzedPositions_stayValidUnderLegalPlay() {
    List<PortRoyalSticheState> positions = positions(0x19E, 20);
    RandomSource random = new RandomSource(0x19F);
    int accepted = 0;
    for (int i = 0; i < 2000; i++) {
      JsonNode tree = Json.toTree(positions.get(random.nextInt(positions.size())));
      String what = JsonFuzz.mutate(tree, random);
      PortRoyalSticheState s;
      try {
        s = Json.fromTree(tree, PortRoyalSticheState.class);
        GAME.validate(s);
      } catch (InvalidJsonException | InvalidPositionException e) {
        continue;
      }
      accepted++;
      for (int step = 0; step < 12; step++) {
        List<PortRoyalSticheAction> legal = GAME.legalActions(s);
        if (legal.isEmpty()) {
          break;
        }
        PortRoyalSticheAction action = legal.get(random.nextInt(legal.size()));
        try {
          s = GAME.apply(s, action).state();
          GAME.validate(s);
        } catch (RuntimeException e) {
          throw new AssertionError("position (" + what + ") accepted by validate, broken after " + (step + 1)
              + " legal actions (" + action + "): " + e, e);
        }
      }
    }
    assertThat(accepted).isPositive();
  }
}
