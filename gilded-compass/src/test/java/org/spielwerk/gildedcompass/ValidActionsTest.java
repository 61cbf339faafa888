package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Phase.GameOver;
import org.spielwerk.gildedcompass.Phase.Marked;
import org.spielwerk.gildedcompass.Phase.Turn;

/**
 * The actions a turn lists with black and dummy dice in hand (§3.2, §6, §7.2): re-roll marks in
 * their fixed order, placements that use black dice, and the wording of a rejected action.
 */
class ValidActionsTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /** Seat 0 used A Little Help: its 8 own, 2 black and 2 dummy dice in hand, as rolled. */
  private static GildedCompassState helped(Pips own, Pips black, Pips dummy, Marked marked) {
    GildedCompassState base = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI),
        3).build();
    return GildedCompassPositions.of(base.withRound(base.round().withLittleHelpSeat(0)))
        .player(0, p -> p.withBlackDice(black.size()))
        .phase(new Turn(0, false, own, black, dummy, false, false, Option.none(), marked)).dummyDice(0, dummy.size())
        .build();
  }

  private static List<GildedCompassAction> marks(GildedCompassState s) {
    return GAME.legalActions(s).stream().filter(a -> a instanceof MarkReroll).toList();
  }

  @Test
  void afterAnOwnMark_blackAndDummyDiceOfAnyValueMayFollow_butNoLowerOwnDie() {
    // marks go in the order kind, then value, so every set of dice is marked in one way only
    GildedCompassState s = helped(Pips.of(1, 2, 3, 4, 5, 5, 6, 6), Pips.of(1, 2), Pips.of(1, 6),
        new Marked(Pips.of(5), Pips.EMPTY, Pips.EMPTY));
    assertThat(marks(s)).containsExactlyInAnyOrder(MarkReroll.of(DieKind.OWN, 5), MarkReroll.of(DieKind.OWN, 6),
        MarkReroll.of(DieKind.BLACK, 1), MarkReroll.of(DieKind.BLACK, 2), MarkReroll.of(DieKind.DUMMY, 1),
        MarkReroll.of(DieKind.DUMMY, 6));
  }

  @Test
  void afterABlackMark_onlyBlackDiceFromThatValueAndDummyDiceFollow() {
    GildedCompassState s = helped(Pips.of(1, 2, 3, 4, 5, 5, 6, 6), Pips.of(2, 2), Pips.of(1, 6),
        new Marked(Pips.EMPTY, Pips.of(2), Pips.EMPTY));
    assertThat(marks(s)).containsExactlyInAnyOrder(MarkReroll.of(DieKind.BLACK, 2), MarkReroll.of(DieKind.DUMMY, 1),
        MarkReroll.of(DieKind.DUMMY, 6));
    assertThat(new Marked(Pips.EMPTY, Pips.of(2), Pips.EMPTY).last()).isEqualTo(7);
  }

  @Test
  void afterADummyMark_onlyDummyDiceFromThatValueFollow() {
    GildedCompassState s = helped(Pips.of(1, 2, 3, 4, 5, 5, 6, 6), Pips.of(4, 6), Pips.of(3, 3),
        new Marked(Pips.EMPTY, Pips.EMPTY, Pips.of(3)));
    assertThat(marks(s)).containsExactly(MarkReroll.of(DieKind.DUMMY, 3));
    assertThat(GAME.legalActions(s)).contains(GildedCompassAction.REROLL);
    assertThat(new Marked(Pips.EMPTY, Pips.EMPTY, Pips.of(3)).last()).isEqualTo(14);
    assertThat(Marked.NONE.last()).isEqualTo(-1);
  }

  @Test
  void aBlackSixIsPlaced_asABlackDie() {
    // §6: black dice are extra dice of the user; the placement says which of equal values are black
    GildedCompassState s = helped(Pips.of(1, 1, 2, 2, 3, 4, 5, 5), Pips.of(6, 6), Pips.of(1, 3), Marked.NONE);
    assertThat(GAME.legalActions(s)).contains(new Place(Building.ARCHIVES, Pips.of(6, 6), Pips.of(6, 6), -1, 0),
        new Place(Building.ARCHIVES, Pips.of(5, 5), Pips.EMPTY, -1, 0));
  }

  @Test
  void anActionOfAnotherPhase_isRejectedNamingTheDecisionDue() {
    GildedCompassState s = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 3)
        .build();
    assertThat(s.phase().seat()).isZero();
    assertThatThrownBy(() -> GAME.apply(s, GildedCompassAction.DECLINE)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Turn (§3.2)").hasMessageContaining("it is Turn of seat 0");
  }

  @Test
  void aFinishedGame_hasNobodyToMove() {
    GildedCompassState s = GAME.setup(Fixture.yucata(Building.AUCTION_HOUSE, Building.TREASURE_TOWER), 2, 3);
    RandomSource random = new RandomSource(3);
    while (!GAME.isOver(s)) {
      List<GildedCompassAction> legal = GAME.legalActions(s);
      s = GAME.play(s, legal.get(random.nextInt(legal.size())));
    }
    assertThat(s.phase()).isInstanceOf(GameOver.class);
    assertThat(s.phase().seat()).isEqualTo(-1);
    GildedCompassState over = s;
    assertThatThrownBy(() -> GAME.apply(over, GildedCompassAction.DECLINE)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("the game is over");
  }

  @Test
  void theGameNamesItselfAndItsTypes() {
    // the tools find the game by its id and read its values by these classes
    assertThat(GAME.info().id()).isEqualTo("gilded-compass");
    assertThat(GAME.info().minPlayers()).isEqualTo(2);
    assertThat(GAME.info().maxPlayers()).isEqualTo(5);
    assertThat(GAME.types().state()).isEqualTo(GildedCompassState.class);
    assertThat(GAME.types().action()).isEqualTo(GildedCompassAction.class);
    assertThat(GAME.types().view()).isEqualTo(GildedCompassView.class);
    assertThat(GAME.types().options()).isEqualTo(GildedCompassOptions.class);
  }
}
