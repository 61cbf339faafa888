package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Rng;

/**
 * {@code resample} re-deals what the observer cannot see, consistently with what it saw: its own cards,
 * the played cards, voids shown by trick markers (Reading A), the face-up cards the holder took, the
 * bottom card of the loot deck and the bonus values it knows.
 */
class ResampleTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  /** Round 3, trick 4 about to be chosen: seat 2 is void in red, seat 1 holds the face-up cards. */
  private static PortRoyalStichePositions voids(PortRoyalSticheOptions options) {
    return PortRoyalStichePositions.of(3).round(3).options(options).holder(1, 0).tricksDone(3).trump(Colour.BLACK)
        .phase(new Phase.PrizeChoice(0)).faceUp(BLUE_6, KLAB_5).aside(RED_1, GREEN_6)
        .hand(0, RED_2, RED_3, RED_4, GREEN_1, GREEN_2)
        .hand(1, BLUE_6, KLAB_5, RED_5, RED_6, GREEN_3)
        .hand(2, BLUE_1, BLUE_2, BLACK_1, BLACK_2, BLACK_3)
        .markers(2, Colour.RED)
        .bonus(0, Good.RUM, Bonus.BONUS_1).bonus(1, Good.RUM, Bonus.BONUS_2);
  }

  @Test
  void resample_keepsTheObserversOwnCardsAndTheHandSizes() {
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    for (long seed = 0; seed < 50; seed++) {
      PortRoyalSticheState sample = GAME.resample(state, 0, seed);
      GAME.validate(sample);
      assertThat(sample.player(0).hand()).isEqualTo(state.player(0).hand());
      assertThat(sample.played()).isEqualTo(state.played());
      for (int seat = 0; seat < 3; seat++) {
        assertThat(sample.player(seat).hand().size()).isEqualTo(5);
      }
      assertThat(GAME.view(sample, 0)).isEqualTo(GAME.view(state, 0));
    }
  }

  @Test
  void resample_neverDealsAMarkedColourUnderReadingA() { // §7 Reading A: markers are true voids
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    Set<TrickSet> seen = new HashSet<>();
    for (long seed = 0; seed < 200; seed++) {
      PortRoyalSticheState sample = GAME.resample(state, 0, seed);
      assertThat(sample.player(2).hand().hasColour(Colour.RED)).isFalse();
      seen.add(sample.player(2).hand());
    }
    assertThat(seen).as("the hidden hands do change").hasSizeGreaterThan(5);
  }

  @Test
  void resample_ignoresMarkersUnderReadingB_whereTheyMayBeBluffs() { // §7 Reading B
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.REVOKE_BLUFF).build();
    boolean bluffDealt = false;
    for (long seed = 0; seed < 200 && !bluffDealt; seed++) {
      bluffDealt = GAME.resample(state, 0, seed).player(2).hand().hasColour(Colour.RED);
    }
    assertThat(bluffDealt).isTrue();
  }

  @Test
  void theFaceUpCardsTheHolderTook_stayWithTheHolder() { // §4.2a: everybody saw them go to his hand
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    boolean laidAside = false;
    for (long seed = 0; seed < 200; seed++) {
      PortRoyalSticheState sample = GAME.resample(state, 0, seed);
      TrickSet holder = sample.player(1).hand().union(sample.aside());
      assertThat(holder.contains(BLUE_6) && holder.contains(KLAB_5)).isTrue();
      laidAside |= sample.aside().contains(BLUE_6);
    }
    assertThat(laidAside).as("in hand or laid aside: the others cannot tell").isTrue();
  }

  @Test
  void theHolder_keepsWhatHeLaidAside() {
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    for (long seed = 0; seed < 20; seed++) {
      PortRoyalSticheState sample = GAME.resample(state, 1, seed);
      assertThat(sample.aside()).isEqualTo(TrickSet.of(RED_1, GREEN_6));
      assertThat(sample.player(1).hand()).isEqualTo(state.player(1).hand());
    }
  }

  @Test
  void theLootDeck_isReshuffledWithMoveOneKeptAtTheBottom() { // §2: everybody knows where it is
    PortRoyalSticheState state = GAME.setup(4, 11);
    PortRoyalSticheState sample = GAME.resample(state, 2, 99);
    assertThat(sample.lootDeck().last()).isEqualTo(Loot.MOVE_ONE);
    assertThat(sample.lootDeck()).containsExactlyInAnyOrderElementsOf(state.lootDeck()).isNotEqualTo(state.lootDeck());
    assertThat(sample.rng()).isEqualTo(Rng.seeded(99));
  }

  @Test
  void bonusValues_theObserverKnows_stay_andTheOthersAreRedealt() { // §8.9
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    Set<BonusSet> seen = new HashSet<>();
    for (long seed = 0; seed < 50; seed++) {
      PortRoyalSticheState sample = GAME.resample(state, 0, seed);
      assertThat(sample.player(0).ship(Good.RUM).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_1));
      assertThat(sample.player(1).ship(Good.RUM).bonus().size()).isEqualTo(1);
      assertThat(sample.player(1).ship(Good.RUM).bonus().contains(Bonus.BONUS_1)).isFalse();
      seen.add(sample.player(1).ship(Good.RUM).bonus());
    }
    assertThat(seen).hasSizeGreaterThan(1);
  }

  @Test
  void resample_isDeterministicInItsSeed() {
    PortRoyalSticheState state = voids(PortRoyalSticheOptions.STANDARD).build();
    assertThat(GAME.resample(state, 0, 5)).isEqualTo(GAME.resample(state, 0, 5));
  }
}
