package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.control.Option;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;

/**
 * {@code resampleFromView} deals a position from a seat's view alone (issue 9 item 5): whatever the view
 * shows stays, whatever it hides is dealt from what remains, under the deductions the view allows
 * (§7 Reading A markers, §4.2a face-up cards with the holder, §2 „1 Karte umlegen" at the bottom, §8.9
 * bonus values only to their owner).
 */
class ResampleFromViewTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  /** Round 3, trick 4 about to be chosen: seat 2 is void in red, seat 1 holds the face-up cards. */
  private static PortRoyalStichePositions voids(PortRoyalSticheOptions options) {
    return PortRoyalStichePositions.of(3).round(3).options(options).holder(1, 0).tricksDone(3).trump(Colour.BLACK)
        .phase(new Phase.PrizeChoice(0)).faceUp(BLUE_6, KLAB_5).aside(RED_1, GREEN_6)
        .hand(0, RED_2, RED_3, RED_4, GREEN_1, GREEN_2)
        .hand(1, BLUE_6, KLAB_5, RED_5, RED_6, GREEN_3)
        .hand(2, BLUE_1, BLUE_2, BLACK_1, BLACK_2, BLACK_3)
        .markers(2, Colour.RED)
        .ship(1, Good.TOBACCO, Loot.TOBACCO_7).keptRemoveOne(2)
        .bonus(0, Good.RUM, Bonus.BONUS_1).bonus(1, Good.RUM, Bonus.BONUS_2);
  }

  @Test
  void theObserverSeesTheSame_andTheHiddenCardsAreDealtAfresh() {
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    PortRoyalSticheView view = GAME.view(state, 0);
    Set<TrickSet> hands = new HashSet<>();
    Set<io.vavr.collection.Vector<Loot>> decks = new HashSet<>();
    for (long seed = 0; seed < 100; seed++) {
      PortRoyalSticheState sample = GAME.resampleFromView(view, seed);
      GAME.validate(sample);
      assertThat(GAME.view(sample, 0)).isEqualTo(view);
      assertThat(sample.rng()).isEqualTo(Rng.seeded(seed));
      hands.add(sample.player(1).hand());
      decks.add(sample.lootDeck());
    }
    assertThat(hands).as("seat 1's hand is dealt, not copied").hasSizeGreaterThan(10);
    assertThat(decks).as("the loot deck's order is dealt").hasSizeGreaterThan(50);
  }

  @Test
  void theLootDeck_holdsEveryCardNotInSight_withMoveOneAtTheBottom() { // §2
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    PortRoyalSticheState sample = GAME.resampleFromView(GAME.view(state, 2), 7);
    assertThat(sample.lootDeck()).containsExactlyInAnyOrderElementsOf(state.lootDeck());
    assertThat(sample.lootDeck().last()).isEqualTo(Loot.MOVE_ONE);
    assertThat(sample.player(2).keptRemoveOne()).isTrue();
    assertThat(sample.lootDeck()).doesNotContain(Loot.REMOVE_ONE, Loot.TOBACCO_7);
  }

  @Test
  void aMarkedColour_isNeverDealtUnderReadingA_butMayBeUnderReadingB() { // §7
    PortRoyalSticheView strict = GAME.view(voids(PortRoyalSticheOptions.STANDARD).build(), 0);
    PortRoyalSticheView bluff = GAME.view(voids(PortRoyalSticheOptions.REVOKE_BLUFF).build(), 0);
    boolean bluffDealt = false;
    for (long seed = 0; seed < 200; seed++) {
      assertThat(GAME.resampleFromView(strict, seed).player(2).hand().hasColour(Colour.RED)).isFalse();
      bluffDealt |= GAME.resampleFromView(bluff, seed).player(2).hand().hasColour(Colour.RED);
    }
    assertThat(bluffDealt).isTrue();
  }

  @Test
  void theFaceUpCardsTheHolderTook_stayWithHim_inHandOrLaidAside() { // §4.2a
    PortRoyalSticheView view = GAME.view(voids(PortRoyalSticheOptions.STANDARD).build(), 2);
    boolean laidAside = false;
    boolean inHand = false;
    for (long seed = 0; seed < 200; seed++) {
      PortRoyalSticheState sample = GAME.resampleFromView(view, seed);
      TrickSet his = sample.player(1).hand().union(sample.aside());
      assertThat(his.contains(BLUE_6) && his.contains(KLAB_5)).isTrue();
      assertThat(sample.aside().size()).isEqualTo(2);
      laidAside |= sample.aside().contains(BLUE_6);
      inHand |= sample.player(1).hand().contains(BLUE_6);
    }
    assertThat(laidAside && inHand).as("the others cannot tell which").isTrue();
  }

  @Test
  void theHolder_keepsWhatHeLaidAside() { // §4.2a: hidden from the others, not from him
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    PortRoyalSticheState sample = GAME.resampleFromView(GAME.view(state, 1), 3);
    assertThat(sample.aside()).isEqualTo(TrickSet.of(RED_1, GREEN_6));
    assertThat(sample.player(1).hand()).isEqualTo(state.player(1).hand());
  }

  @Test
  void bonusValues_theObserverKnows_stay_andTheOthersAreDealtKeepingEveryCount() { // §8.9
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    PortRoyalSticheView view = GAME.view(state, 0);
    Set<BonusSet> seen = new HashSet<>();
    for (long seed = 0; seed < 50; seed++) {
      PortRoyalSticheState sample = GAME.resampleFromView(view, seed);
      assertThat(sample.player(0).ship(Good.RUM).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_1));
      BonusSet other = sample.player(1).ship(Good.RUM).bonus();
      assertThat(other.size()).isEqualTo(1);
      assertThat(other.contains(Bonus.BONUS_1)).isFalse();
      assertThat(sample.bonusDeck()).hasSize(4);
      assertThat(sample.bonusDeck()).doesNotContain(Bonus.BONUS_1);
      seen.add(other);
    }
    assertThat(seen).hasSize(5);
  }

  /** §5.4: the trick winner has won two bonus cards and not placed them yet. */
  private static PortRoyalSticheState spoils() {
    return PortRoyalStichePositions.of(3).round(3).holder(0, 0).tricksDone(3).trump(Colour.RED)
        .phase(new Phase.Spoils(1, Option.some(Loot.RUM_5))).pendingBonus(Bonus.BONUS_3, Bonus.BONUS_4).build();
  }

  @Test
  void bonusCardsJustWon_areKnownToTheWinnerOnly() { // §8.9
    PortRoyalSticheState state = spoils();
    for (long seed = 0; seed < 30; seed++) {
      assertThat(GAME.resampleFromView(GAME.view(state, 1), seed).pendingBonus())
          .isEqualTo(BonusSet.of(Bonus.BONUS_3, Bonus.BONUS_4));
    }
    Set<BonusSet> guessed = new HashSet<>();
    for (long seed = 0; seed < 30; seed++) {
      PortRoyalSticheState sample = GAME.resampleFromView(GAME.view(state, 0), seed);
      assertThat(sample.pendingBonus().size()).isEqualTo(2);
      assertThat(GAME.view(sample, 0)).isEqualTo(GAME.view(state, 0));
      guessed.add(sample.pendingBonus());
    }
    assertThat(guessed).hasSizeGreaterThan(3);
  }

  @Test
  void afterTheGame_theShipsBonusCardsAreRevealed_andKept() { // §6: bonus cards are scored face up
    PortRoyalSticheState state = ScoringTest.over(4).holder(2, 0).bonus(1, Good.RUM, Bonus.BONUS_6)
        .bonus(3, Good.BISCUIT, Bonus.BONUS_2, Bonus.BONUS_5).build();
    PortRoyalSticheView view = GAME.view(state, 0);
    for (long seed = 0; seed < 30; seed++) {
      PortRoyalSticheState sample = GAME.resampleFromView(view, seed);
      GAME.validate(sample);
      assertThat(sample.player(1).ship(Good.RUM).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_6));
      assertThat(sample.player(3).ship(Good.BISCUIT).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_2, Bonus.BONUS_5));
      assertThat(GAME.status(sample)).isEqualTo(GAME.status(state));
      // every other trick card was played, so the two laid aside are no secret any more
      assertThat(sample.aside()).isEqualTo(state.aside());
    }
  }

  @Test
  void resample_isTheDealFromTheView() {
    RandomSource random = new RandomSource(5);
    for (int game = 0; game < 4; game++) {
      PortRoyalSticheState state = GAME.setup(game % 2 == 0 ? PortRoyalSticheOptions.STANDARD
          : PortRoyalSticheOptions.REVOKE_BLUFF, 3 + game % 2, game);
      List<PortRoyalSticheAction> legal;
      while (!(legal = GAME.legalActions(state)).isEmpty()) {
        if (random.nextInt(10) == 0) {
          int seat = random.nextInt(state.playerCount());
          long seed = random.nextLong();
          assertThat(GAME.resample(state, seat, seed)).isEqualTo(GAME.resampleFromView(GAME.view(state, seat), seed));
        }
        state = GAME.play(state, legal.get(random.nextInt(legal.size())));
      }
    }
  }

  @Test
  void aViewWhoseCountsDoNotAddUp_isRejected() {
    PortRoyalSticheView view = GAME.view(voids(PortRoyalSticheOptions.STANDARD).build(), 0);
    PortRoyalSticheView.SeatView seat1 = view.seats().get(1);
    PortRoyalSticheView deck = new PortRoyalSticheView(view.options(), 0, view.round(), view.dealer(), view.phase(),
        view.hand(), view.aside(), view.faceUp(), view.played(), view.display(), view.bonusCarrier(),
        view.bonusUnderCount(), view.lootDeckSize() + 1, view.bonusDeckSize(), view.lootOut(), view.holder(),
        view.bid(), view.repaid(), view.trump(), view.tricksDone(), view.pendingBonusCount(), view.pendingBonus(),
        view.seats());
    assertThatThrownBy(() -> GAME.resampleFromView(deck, 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("lootDeckSize");
    PortRoyalSticheView bonus = withSeat(view, 1, new PortRoyalSticheView.SeatView(seat1.debt(), seat1.handSize(),
        seat1.ships(), seat1.markers(), seat1.exposed(), seat1.keptRemoveOne(), 1, BonusSet.EMPTY));
    assertThatThrownBy(() -> GAME.resampleFromView(bonus, 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bonus");
    PortRoyalSticheView hand = withSeat(view, 1, new PortRoyalSticheView.SeatView(seat1.debt(), seat1.handSize() + 3,
        seat1.ships(), seat1.markers(), seat1.exposed(), seat1.keptRemoveOne(), 0, BonusSet.EMPTY));
    assertThatThrownBy(() -> GAME.resampleFromView(hand, 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hands");
  }

  @Test
  void markersThatLeaveNoDeal_areRejected() { // §7 Reading A: three hidden reds, two places that may hold red
    PortRoyalSticheView view = GAME.view(voids(PortRoyalSticheOptions.STANDARD).build(), 0);
    PortRoyalSticheView.SeatView seat1 = view.seats().get(1);
    PortRoyalSticheView marked = withSeat(view, 1, new PortRoyalSticheView.SeatView(seat1.debt(), seat1.handSize(),
        seat1.ships(), ColourSet.of(Colour.RED), seat1.exposed(), seat1.keptRemoveOne(), 0, BonusSet.EMPTY));
    assertThatThrownBy(() -> GAME.resampleFromView(marked, 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no deal");
  }

  @Test
  void aViewOfNoTable_orOfNobody_isRejected() {
    PortRoyalSticheView view = GAME.view(voids(PortRoyalSticheOptions.STANDARD).build(), 0);
    assertThatThrownBy(() -> GAME.resampleFromView(null, 1)).isInstanceOf(NullPointerException.class)
        .hasMessage("view must not be null");
    assertThatThrownBy(() -> GAME.resampleFromView(copy(view, 3, view.bonusDeckSize(), view.seats().take(2)), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seats");
    assertThatThrownBy(() -> GAME.resampleFromView(copy(view, -1, view.bonusDeckSize(), view.seats()), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("observer");
    assertThatThrownBy(() -> GAME.resampleFromView(copy(view, 3, view.bonusDeckSize(), view.seats()), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("observer");
  }

  @Test
  void aBonusPileOfTheWrongSize_isRejected() {
    PortRoyalSticheView view = GAME.view(voids(PortRoyalSticheOptions.STANDARD).build(), 0);
    assertThatThrownBy(() -> GAME.resampleFromView(copy(view, 0, view.bonusDeckSize() + 1, view.seats()), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more hidden places");
    assertThatThrownBy(() -> GAME.resampleFromView(copy(view, 0, view.bonusDeckSize() - 1, view.seats()), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hidden places for them");
    PortRoyalSticheView.SeatView seat1 = view.seats().get(1);
    PortRoyalSticheView negative = withSeat(view, 1, new PortRoyalSticheView.SeatView(seat1.debt(), seat1.handSize(),
        seat1.ships(), seat1.markers(), seat1.exposed(), seat1.keptRemoveOne(), -1, BonusSet.EMPTY));
    assertThatThrownBy(() -> GAME.resampleFromView(negative, 1)).isInstanceOf(IllegalArgumentException.class);
  }

  private static PortRoyalSticheView copy(PortRoyalSticheView view, int observer, int bonusDeckSize,
      io.vavr.collection.Vector<PortRoyalSticheView.SeatView> seats) {
    return new PortRoyalSticheView(view.options(), observer, view.round(), view.dealer(), view.phase(),
        view.hand(), view.aside(), view.faceUp(), view.played(), view.display(), view.bonusCarrier(),
        view.bonusUnderCount(), view.lootDeckSize(), bonusDeckSize, view.lootOut(), view.holder(), view.bid(),
        view.repaid(), view.trump(), view.tricksDone(), view.pendingBonusCount(), view.pendingBonus(), seats);
  }

  private static PortRoyalSticheView withSeat(PortRoyalSticheView view, int seat, PortRoyalSticheView.SeatView seatView) {
    return new PortRoyalSticheView(view.options(), view.observer(), view.round(), view.dealer(), view.phase(),
        view.hand(), view.aside(), view.faceUp(), view.played(), view.display(), view.bonusCarrier(),
        view.bonusUnderCount(), view.lootDeckSize(), view.bonusDeckSize(), view.lootOut(), view.holder(), view.bid(),
        view.repaid(), view.trump(), view.tricksDone(), view.pendingBonusCount(), view.pendingBonus(),
        view.seats().update(seat, seatView));
  }
}
