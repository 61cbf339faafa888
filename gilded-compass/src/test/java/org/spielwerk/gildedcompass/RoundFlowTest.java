package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.assertLegal;
import static org.spielwerk.gildedcompass.Fixture.own;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassEvent.RoundEndTriggered;
import org.spielwerk.gildedcompass.GildedCompassEvent.TokensGained;
import org.spielwerk.gildedcompass.GildedCompassEvent.UnplacedDiceCollected;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;

/** Turns and rounds (§3): rolls, re-rolls, Persuasion, turn order, the round end, Timeless Gift, A Little Help. */
class RoundFlowTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final int C = 2;
  private static final Building LIB = Building.LIBRARY;

  private static GildedCompassState threePlayers() {
    return Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI)
        .withSmallGameVariant(GildedCompassOptions.SmallGameVariant.NONE), 3);
  }

  @Test
  void turn_startsWithARollOfEveryUnplacedDie() {
    // §3.2 step 1: all 8 own dice (and held dummy dice) are rolled at the start of the turn
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 2);
    Turn turn = (Turn) s.phase();
    assertThat(turn.seat()).isEqualTo(A);
    assertThat(turn.own().size()).isEqualTo(8);
    assertThat(turn.dummy().size()).isEqualTo(2);
    assertThat(s.player(A).tokens()).isEqualTo(1);
  }

  @Test
  void reroll_costsAToken_onlyBeforePlacing_neverWithoutTokens() {
    // §3.2 step 2: any subset, repeatedly while tokens last; tokens never negative
    GildedCompassState s = Fixture.turn(threePlayers(), A, Pips.of(1, 1, 2, 6));
    s = s.withPlayer(A, s.player(A).withTokens(1));
    // the dice are marked one at a time, then re-rolled for one token
    GildedCompassState marked = assertLegal(assertLegal(s, MarkReroll.of(DieKind.OWN, 1)), MarkReroll.of(DieKind.OWN, 1));
    assertThat(((Turn) marked.phase()).marked().own()).isEqualTo(Pips.of(1, 1));
    assertThat(marked.player(A).tokens()).as("marking is free").isEqualTo(1);
    assertIllegal(marked, MarkReroll.of(DieKind.OWN, 1), "unplaced rolled dice");
    assertIllegal(marked, Fixture.own(Building.LIBRARY, 1), "mark more or re-roll");
    GildedCompassState after = assertLegal(marked, GildedCompassAction.REROLL);
    assertThat(after.player(A).tokens()).isZero();
    Turn turn = (Turn) after.phase();
    assertThat(turn.marked().isEmpty()).isTrue();
    assertThat(turn.own().count(2) + turn.own().count(6)).isGreaterThanOrEqualTo(2);
    assertThat(turn.own().size()).isEqualTo(4);
    assertIllegal(after, MarkReroll.of(DieKind.OWN, 2), "knowledge token");
    assertIllegal(s, MarkReroll.of(DieKind.OWN, 3), "unplaced rolled dice");
    assertIllegal(s, GildedCompassAction.REROLL, "mark at least one die");
    // a fixed order of marks: each set of dice is reached in exactly one way
    GildedCompassState six = assertLegal(s, MarkReroll.of(DieKind.OWN, 6));
    assertIllegal(six, MarkReroll.of(DieKind.OWN, 2), "low to high");
    assertThat(Fixture.GAME.legalActions(six)).containsExactly(GildedCompassAction.REROLL);
    assertThat(Fixture.GAME.legalActions(s).stream().filter(a -> a instanceof MarkReroll))
        .as("one mark per value in hand").hasSize(3);
    assertThat(countRerollChoices(s)).as("every non-empty sub-multiset of 1,1,2,6 once").isEqualTo(3 * 2 * 2 - 1);
  }

  /** The number of distinct sequences of marks ending in a re-roll from {@code s}. */
  private static int countRerollChoices(GildedCompassState s) {
    int count = 0;
    for (GildedCompassAction a : Fixture.GAME.legalActions(s)) {
      if (a instanceof MarkReroll) {
        GildedCompassState next = Fixture.GAME.play(s, a);
        count += 1 + countRerollChoices(next);
      }
    }
    return count;
  }

  @Test
  void reroll_drawsFromTheStatesGenerator() {
    GildedCompassState s = Fixture.turn(threePlayers(), A, Pips.of(1, 1, 1, 1, 1, 1, 1, 1)).withPlayer(A,
        threePlayers().player(A).withTokens(3).withOwnDice(8));
    for (int i = 0; i < 8; i++) {
      s = Fixture.play(s, MarkReroll.of(DieKind.OWN, 1));
    }
    GildedCompassState x = Fixture.play(s, GildedCompassAction.REROLL);
    GildedCompassState y = Fixture.play(s, GildedCompassAction.REROLL);
    assertThat(x).as("same generator, same dice").isEqualTo(y);
    assertThat(x.rng()).isNotEqualTo(s.rng());
  }

  @Test
  void persuasion_setsTwoDiceRightAfterTheRoll() {
    // §6 Persuasion: two of the rolled dice to any values, before placing
    GildedCompassState s = threePlayers();
    s = Fixture.turn(s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.PERSUASION))), A, Pips.of(1, 3, 6));
    GildedCompassState first = assertLegal(s, new Persuade(DieKind.OWN, 1, 5));
    assertThat(((Turn) first.phase()).own()).isEqualTo(Pips.of(3, 5, 6));
    assertThat(first.player(A).abilities()).isEmpty();
    // the second die must be another die than the first
    assertIllegal(first, new PersuadeSecond(DieKind.OWN, 5, 2), "besides the first one");
    GildedCompassState second = assertLegal(first, new PersuadeSecond(DieKind.OWN, 3, 5));
    assertThat(((Turn) second.phase()).own()).isEqualTo(Pips.of(5, 5, 6));
    assertIllegal(second, new PersuadeSecond(DieKind.OWN, 6, 1), "no Persuasion in progress");
    // not after the turn's first placement (here: dummy dice placed first)
    GildedCompassState placed = s.withPhase(new Turn(A, false, Pips.of(1, 3, 6), Pips.EMPTY, Pips.EMPTY, false, true,
        Option.none()));
    assertIllegal(placed, new Persuade(DieKind.OWN, 1, 5), "before the turn's first placement");
  }

  @Test
  void library_yucataTakesTheLowestDie_printedLetsThePlayerChoose() {
    // §3.2 step 4 / §11 "Library die choice"
    GildedCompassState s = Fixture.turn(threePlayers(), A, Pips.of(2, 4, 6));
    assertLegal(s, own(LIB, 2));
    assertIllegal(s, own(LIB, 6), "lowest die");
    assertThat(Fixture.GAME.legalActions(s).stream().filter(a -> a instanceof Place p && p.building() == LIB)).hasSize(1);
    GildedCompassState printed = s.withOptions(s.options().withLibraryLowestDie(false));
    assertLegal(printed, own(LIB, 6));
    assertThat(Fixture.GAME.legalActions(printed).stream().filter(a -> a instanceof Place p && p.building() == LIB))
        .hasSize(3);
    assertIllegal(s, own(LIB, 2, 4), "exactly one die");
  }

  @Test
  void roundEnd_triggeredMidCycle_continuesToTheLastSeat_skippingSeatsWithoutDice() {
    // §3.3 step 1: A (start) places its last die; B and C still move; then the round ends
    GildedCompassState s = threePlayers();
    s = s.withPlayer(B, s.player(B).withOwnDice(0)).withPlayer(C, s.player(C).withOwnDice(2));
    var step = Fixture.step(Fixture.turn(s, A, Pips.of(6)), own(LIB, 6));
    assertThat(step.events()).contains(new RoundEndTriggered(A));
    // B has no dice and is skipped: C moves next
    assertThat(step.state().phase()).isInstanceOf(Turn.class);
    assertThat(step.state().phase().seat()).isEqualTo(C);
    // C is the last seat of the round: after C's turn the round ends; C's other die goes to the Library
    var end = Fixture.step(Fixture.turn(step.state(), C, Pips.of(2, 5)), own(LIB, 2));
    assertThat(end.events()).contains(new UnplacedDiceCollected(C, 1, 0));
    assertThat(end.events()).contains(new TokensGained(A, 1), new TokensGained(C, 2));
    assertThat(end.state().round().number()).isEqualTo(2);
    assertThat(end.state().round().startSeat()).as("the start player marker passes").isEqualTo(B);
  }

  @Test
  void roundEnd_notTriggeredUntilSomeonePlacesTheirLastDie() {
    GildedCompassState s = threePlayers();
    GildedCompassState after = Fixture.play(Fixture.turn(s, C, Pips.of(5, 6)), own(Building.ARCHIVES, 6));
    assertThat(after.round().endTriggered()).isFalse();
    assertThat(after.phase().seat()).as("clockwise from C").isEqualTo(A);
  }

  @Test
  void timelessGift_offersAnExtraTurnAfterTheLastRegularTurn() {
    // §3.3 step 2: from the start player clockwise; one per player per round; needs an unplaced die
    GildedCompassState s = threePlayers();
    s = s.withPlayer(B, s.player(B).withAbilities(Vector.of(Ability.TIMELESS_GIFT, Ability.TIMELESS_GIFT))
        .withOwnDice(3)).withPlayer(C, s.player(C).withOwnDice(1));
    s = s.withRound(s.round().withEndTriggered(true));
    GildedCompassState offer = Fixture.play(Fixture.turn(s, C, Pips.of(4)), own(Building.ARCHIVES, 4));
    assertThat(offer.phase()).isEqualTo(new Phase.TimelessGiftOffer(B, 1));
    GildedCompassState extra = assertLegal(offer, GildedCompassAction.USE_TIMELESS_GIFT);
    assertThat(extra.phase()).isInstanceOf(Turn.class);
    assertThat(((Turn) extra.phase()).extra()).isTrue();
    assertThat(((Turn) extra.phase()).own().size()).isEqualTo(3);
    // after the extra turn the round closes: at most one gift per player per round (spec reading)
    GildedCompassState after = Fixture.play(extra, own(Building.LIBRARY, ((Turn) extra.phase()).own().lowest()));
    assertThat(after.phase()).as("the Archives resolve: C's group chooses a map").isInstanceOf(Phase.ChooseMap.class);
    assertThat(after.player(B).abilities()).containsExactly(Ability.TIMELESS_GIFT);
  }

  @Test
  void timelessGift_severalPerRoundWithTheOption() {
    // option severalTimelessGifts (§3.3 step 2, UNCONFIRMED)
    GildedCompassState s = threePlayers();
    s = s.withOptions(s.options().withSeveralTimelessGifts(true));
    s = s.withPlayer(B, s.player(B).withAbilities(Vector.of(Ability.TIMELESS_GIFT, Ability.TIMELESS_GIFT))
        .withOwnDice(3)).withPlayer(C, s.player(C).withOwnDice(1)).withRound(s.round().withEndTriggered(true));
    GildedCompassState offer = Fixture.play(Fixture.turn(s, C, Pips.of(4)), own(Building.ARCHIVES, 4));
    GildedCompassState extra = Fixture.play(offer, GildedCompassAction.USE_TIMELESS_GIFT);
    GildedCompassState again = Fixture.play(extra, own(Building.LIBRARY, ((Turn) extra.phase()).own().lowest()));
    assertThat(again.phase()).isEqualTo(new Phase.TimelessGiftOffer(B, 1));
  }

  @Test
  void littleHelp_theFirstHolderFromTheStartPlayerTakesTheBlackDice() {
    // §6 A Little Help: at round start, one player per round; black dice are extra dice of the user
    GildedCompassState s = threePlayers();
    s = s.withPlayer(B, s.player(B).withAbilities(Vector.of(Ability.LITTLE_HELP)))
        .withPlayer(C, s.player(C).withAbilities(Vector.of(Ability.LITTLE_HELP)));
    GildedCompassState offer = Turns.offerLittleHelp(s, 0, EventSink.ignore());
    assertThat(offer.phase()).isEqualTo(new Phase.LittleHelpOffer(B));
    GildedCompassState declined = Fixture.play(offer, GildedCompassAction.DECLINE);
    assertThat(declined.phase()).isEqualTo(new Phase.LittleHelpOffer(C));
    GildedCompassState used = Fixture.play(declined, GildedCompassAction.USE_LITTLE_HELP);
    assertThat(used.round().littleHelpSeat()).isEqualTo(C);
    assertThat(used.player(C).blackDice()).isEqualTo(2);
    assertThat(used.phase().seat()).isEqualTo(A);
  }

  @Test
  void littleHelp_blackDicePlaceAsOwnDice_notNeededForTheTrigger_lostWhenUnplaced() {
    // §3.3 steps 1 and 3: the trigger counts own dice only; unplaced black dice are lost
    GildedCompassState s = threePlayers();
    s = s.withPlayer(A, s.player(A).withOwnDice(1).withBlackDice(2)).withRound(s.round().withLittleHelpSeat(A));
    s = s.withPhase(new Turn(A, false, Pips.of(3), Pips.of(3, 5), Pips.EMPTY, false, false, Option.none()));
    // two distinct placements of "3, 5" on the Auction House: the 3 own or black
    Place ownThree = new Place(Building.AUCTION_HOUSE, Pips.of(3), Pips.EMPTY, -1, 0);
    Place blackThree = new Place(Building.AUCTION_HOUSE, Pips.of(3), Pips.of(3), -1, 0);
    assertThat(Fixture.GAME.legalActions(s)).contains(ownThree, blackThree);
    GildedCompassState afterBlack = Fixture.play(s, blackThree);
    assertThat(afterBlack.round().endTriggered()).isFalse();
    var afterOwn = Fixture.step(s, ownThree);
    assertThat(afterOwn.events()).contains(new RoundEndTriggered(A));
  }

  @Test
  void placing_diceThatAreNotTheSeats_isRejected() {
    // bad input: the seat holds 2, 4, 6; a 5, a black die, or another seat's move are rejected with the rule
    GildedCompassState s = Fixture.turn(threePlayers(), A, Pips.of(2, 4, 6));
    assertIllegal(s, own(Building.ARCHIVES, 5), "Place (§3.2)");
    assertIllegal(s, new Place(Building.ARCHIVES, Pips.of(4), Pips.of(4), -1, 0), "Place (§3.2)");
    assertIllegal(s, GildedCompassAction.USE_TIMELESS_GIFT, "Turn (§3.2)");
    assertIllegal(s, new GildedCompassAction.PlaceDummy(Building.ARCHIVES, Pips.of(4), -1, 0), "Dummy dice (§7.2)");
  }

  @Test
  void rounds_sixWithTwoOrThreePlayers_fiveWithFourOrFive() {
    // §2 table
    assertThat(Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 2).rounds()).isEqualTo(6);
    assertThat(Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 3).rounds()).isEqualTo(6);
    assertThat(Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 4).rounds()).isEqualTo(5);
    assertThat(Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 5).rounds()).isEqualTo(5);
  }
}
