package org.spielwerk.portroyalunterwegs;

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
  private static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();

  /** Positions of seeded random games over the contract's random options (every reading, random decks). */
  static List<UnterwegsState> positions(long seed, int games) {
    RandomSource random = new RandomSource(seed);
    UnterwegsContractTest options = new UnterwegsContractTest();
    List<UnterwegsState> positions = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      UnterwegsOptions o = g % 4 == 0 ? UnterwegsOptions.DEFAULT : options.randomOptions(random);
      int players = g % 4 == 0 ? 2 + g % 3 : options.randomPlayers(random);
      UnterwegsState s = GAME.setup(o, players, random.nextLong());
      List<UnterwegsAction> legal;
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
    List<UnterwegsState> positions = positions(0x19A, 60);
    RandomSource random = new RandomSource(0x19B);
    int rejectedJson = 0;
    int rejected = 0;
    int dealt = 0;
    for (int i = 0; i < 2500; i++) {
      UnterwegsState s = positions.get(random.nextInt(positions.size()));
      int seat = random.nextInt(s.playerCount());
      JsonNode tree = Json.toTree(GAME.view(s, seat));
      String what = JsonFuzz.mutate(tree, random);
      if (random.nextInt(3) == 0) {
        what += "; " + JsonFuzz.mutate(tree, random);
      }
      UnterwegsView view;
      try {
        view = Json.fromTree(tree, UnterwegsView.class);
      } catch (InvalidJsonException e) {
        rejectedJson++;
        continue;
      }
      UnterwegsState deal;
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
    System.out.println("unterwegs view fuzz: " + rejectedJson + " rejected when read, " + rejected
        + " by resampleFromView, " + dealt + " dealt consistently");
    assertThat(rejected).isPositive();
    assertThat(dealt).isPositive();
  }

  /** Issue 19's findings, one by one: each names the field instead of failing inside the deal. */
  @Test
  void viewsTheAuditFound_areRejectedNamingTheField() {
    UnterwegsView view = GAME.view(GAME.setup(UnterwegsOptions.DEFAULT, 3, 5), 1);
    UnterwegsView.PlayerView seat = view.players().get(0);
    UnterwegsView nullShuffle = new UnterwegsView(view.observer(), view.options(), view.players().update(0,
        new UnterwegsView.PlayerView(seat.coins(), seat.coinShuffles().update(0, (Integer) null), seat.display(), seat.tucked(),
            seat.influence(), seat.swords())), view.harbor(), view.discard(), view.drawCount(), view.shuffles(),
        view.startPlayer(), view.active(), view.phase(), view.endTriggered(), view.quietTurns(), view.unseen());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(nullShuffle, 1))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("players[0].coinShuffles");
    UnterwegsView negativeDraw = new UnterwegsView(view.observer(), view.options(), view.players(), view.harbor(),
        view.discard(), -1, view.shuffles(), view.startPlayer(), view.active(), view.phase(), view.endTriggered(),
        view.quietTurns(), view.unseen());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(negativeDraw, 1))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("drawCount");
    UnterwegsView wrongSwords = new UnterwegsView(view.observer(), view.options(), view.players().update(0,
        new UnterwegsView.PlayerView(seat.coins(), seat.coinShuffles(), seat.display(), seat.tucked(),
            seat.influence(), 3)), view.harbor(), view.discard(), view.drawCount(), view.shuffles(),
        view.startPlayer(), view.active(), view.phase(), view.endTriggered(), view.quietTurns(), view.unseen());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(wrongSwords, 1))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("players[0]");
  }

  /** Issue 19: a Trade whose ship has {@code "colour": null} is worded without reading the colour. */
  @Test
  void aTradeOfAShipWithoutColour_isRejectedNamingTheRule() {
    UnterwegsState s = positions(0x1A1, 4).stream()
        .filter(p -> p.phase() instanceof Phase.TradeAndHire && p.harbor().exists(Card::isShip)).findFirst().orElseThrow();
    Card.Ship ship = (Card.Ship) s.harbor().find(Card::isShip).get();
    UnterwegsAction trade = new UnterwegsAction.Trade(
        new Card.Ship(ship.id(), null, ship.swords(), ship.skull(), ship.coins(), ship.twoNails()));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.apply(s, trade))
        .isInstanceOf(IllegalActionException.class).hasMessageContaining("Trade & Hire (§3)")
        .hasMessageContaining("no card of this game's deck");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.play(s, trade)).isInstanceOf(IllegalActionException.class);
  }

  /**
   * An action whose cards are missing or not cards of the game (nulls, changed numbers, swapped names)
   * is rejected with an IllegalActionException naming the rule, or is one of the legal actions.
   */
  @Test
  void fuzzedActions_areRejectedWithARule_orAreLegal() {
    List<UnterwegsState> positions = positions(0x19C, 40);
    RandomSource random = new RandomSource(0x19D);
    List<UnterwegsAction> kinds = List.of(UnterwegsAction.REVEAL, UnterwegsAction.STOP, UnterwegsAction.REPEL,
        UnterwegsAction.ACCEPT, UnterwegsAction.PASS);
    int rejected = 0;
    for (int i = 0; i < 4000; i++) {
      UnterwegsState s = positions.get(random.nextInt(positions.size()));
      List<UnterwegsAction> legal = GAME.legalActions(s);
      UnterwegsAction base = randomAction(s, legal, kinds, random);
      JsonNode tree = Json.toTree(base);
      String what = JsonFuzz.mutate(tree, random);
      UnterwegsAction action;
      try {
        action = Json.fromTree(tree, UnterwegsAction.class);
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

  private static UnterwegsAction randomAction(UnterwegsState s, List<UnterwegsAction> legal,
      List<UnterwegsAction> kinds, RandomSource random) {
    return switch (random.nextInt(3)) {
      case 0 -> legal.isEmpty() ? kinds.get(random.nextInt(kinds.size())) : legal.get(random.nextInt(legal.size()));
      case 1 -> kinds.get(random.nextInt(kinds.size()));
      default -> {
        Card card = s.options().cards().get(random.nextInt(s.options().cards().size()));
        yield switch (card) {
          case Card.Ship ship -> new UnterwegsAction.Trade(ship);
          case Card.Person person -> new UnterwegsAction.Hire(person);
          case Card.Tax tax -> UnterwegsAction.REVEAL;
        };
      }
    };
  }

  /**
   * Every kind of action with its fields missing or out of range (each reference field null, each number
   * -1 or 99), at positions of every phase, is rejected with an IllegalActionException naming the rule.
   */
  @Test
  void everyKindOfActionWithMissingOrOutOfRangeFields_isRejectedWithARule() throws ReflectiveOperationException {
    List<UnterwegsState> positions = positions(0x1A0, 6);
    int tried = 0;
    for (Class<?> kind : UnterwegsAction.class.getPermittedSubclasses()) {
      java.lang.reflect.RecordComponent[] fields = kind.getRecordComponents();
      if (fields.length == 0) {
        continue;
      }
      Class<?>[] types = java.util.Arrays.stream(fields).map(java.lang.reflect.RecordComponent::getType)
          .toArray(Class<?>[]::new);
      for (int number : new int[] {-1, 99}) {
        Object[] values = java.util.Arrays.stream(types).map(t -> t == int.class ? (Object) number : null).toArray();
        UnterwegsAction action = (UnterwegsAction) kind.getDeclaredConstructor(types).newInstance(values);
        for (int i = 0; i < positions.size(); i += 3) {
          UnterwegsState s = positions.get(i);
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
    List<UnterwegsState> positions = positions(0x19E, 40);
    RandomSource random = new RandomSource(0x19F);
    int accepted = 0;
    for (int i = 0; i < 2000; i++) {
      JsonNode tree = Json.toTree(positions.get(random.nextInt(positions.size())));
      String what = JsonFuzz.mutate(tree, random);
      UnterwegsState s;
      try {
        s = Json.fromTree(tree, UnterwegsState.class);
        GAME.validate(s);
      } catch (InvalidJsonException | InvalidPositionException e) {
        continue;
      }
      accepted++;
      for (int step = 0; step < 12; step++) {
        List<UnterwegsAction> legal = GAME.legalActions(s);
        if (legal.isEmpty()) {
          break;
        }
        UnterwegsAction action = legal.get(random.nextInt(legal.size()));
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
