package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.gildedcompass.ValidationFieldsTest.rejected;
import static org.spielwerk.gildedcompass.ValidationFieldsTest.valid;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Phase.AllyOffer;
import org.spielwerk.gildedcompass.Phase.Assigning;
import org.spielwerk.gildedcompass.Phase.ChooseAbility;
import org.spielwerk.gildedcompass.Phase.ChooseArtifacts;
import org.spielwerk.gildedcompass.Phase.ChooseMap;
import org.spielwerk.gildedcompass.Phase.ChooseMission;
import org.spielwerk.gildedcompass.Phase.ChooseSpecialist;
import org.spielwerk.gildedcompass.Phase.ChooseTreasures;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Phase.GameOver;
import org.spielwerk.gildedcompass.Phase.LittleHelpOffer;
import org.spielwerk.gildedcompass.Phase.Marked;
import org.spielwerk.gildedcompass.Phase.SetDie;
import org.spielwerk.gildedcompass.Phase.TimelessGiftOffer;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * {@link GildedCompass#validate} checks the phase against the position (issue 13): whose decision
 * it is, its counters, and which buildings §4 has already resolved. Each check is broken once from
 * a valid built position; the exception names the field.
 */
class ValidationPhaseTest {
  private static final GildedCompass GAME = Fixture.GAME;
  private static final Components T = Components.standard();
  private static final Specialist SP_1 = T.specialists().get(0);
  private static final Specialist SP_2 = T.specialists().get(3);
  private static final Specialist SP_3 = T.specialists().get(6);

  private static GildedCompassPositions table(Building b, Building c, int players) {
    return GildedCompassPositions.table(Fixture.yucata(b, c), players);
  }

  /** The position with these tiles moved from the top of the artifact stack to the drawn ones. */
  private static GildedCompassState drawArtifacts(GildedCompassState s, int count) {
    Supply u = s.supply();
    return s.withSupply(u.withArtifactStack(u.artifactStack().drop(count))
        .withArtifactsDrawn(u.artifactStack().take(count)));
  }

  // ---------------------------------------------------------------- buildings resolved in the order of §4

  /** University (§5.2): seat 1 owns the leftmost die and chooses; every earlier building is resolved. */
  private static GildedCompassPositions university() {
    return table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).university(1, 2).university(0, 4)
        .display(SP_1, SP_2).phase(new ChooseSpecialist(1, 0));
  }

  @Test
  void theUniversityChooses_afterTheBAndCBuildingsAndTheArchives() {
    GildedCompassState s = university().build();
    valid(s);
    assertThat(s.player(1).ownDice()).as("dice are back with their owner after placing").isZero();
    assertThat(s.round().returned()).containsExactly(7, 7, 8);
    rejected(s.withPhase(new ChooseSpecialist(1, 5)), "phase.entrance");
    rejected(s.withPhase(new ChooseSpecialist(1, -1)), "phase.entrance");
    rejected(s.withPhase(new ChooseSpecialist(0, 0)), "phase");
    rejected(s.withBoard(s.board().withSpecialists(Vector.empty()))
        .withSupply(s.supply().withSpecialistStack(s.supply().specialistStack().prependAll(s.board().specialists()))),
        "phase");
    rejected(university().straight(2, 1, 3), "board.straights");
    rejected(university().archives(2, 3, 2), "board.archives");
    rejected(university().display(T.maps().head()), "board.archives");
    rejected(university().illuminati(2, 5, 5), "board");
    rejected(university().display(Ability.PERSUASION), "board");
  }

  @Test
  void drawnTiles_andAssignments_waitOnlyForTheirDecision() {
    GildedCompassState s = university().build();
    rejected(drawArtifacts(s, 1), "supply.artifactsDrawn");
    rejected(s.withAssignments(Vector.of(Assignment.EMPTY)), "assignments");
    rejected(s.withScores(Vector.of(ScoreSheet.of(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))), "assignments");
    GildedCompassState guild = table(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI, 3).university(1, 2)
        .display(SP_1).phase(new ChooseSpecialist(1, 0)).build();
    Supply u = guild.supply();
    rejected(guild.withSupply(u.withMissionStack(u.missionStack().tail()).withMissionsDrawn(u.missionStack().take(1))),
        "supply.missionsDrawn");
  }

  @Test
  void afterPlacing_noDiceAreInHand() {
    // §3.3 step 3: unplaced own dice went to the Library when the placements ended
    GildedCompassState s = university().build();
    Round r = s.round();
    GildedCompassState held = s.withPlayer(2, s.player(2).withOwnDice(1))
        .withRound(r.withReturned(r.returned().update(2, 7)));
    rejected(held, "dice");
  }

  @Test
  void blackDiceLostAtRoundEnd_areCountedForTheUserOfALittleHelp() {
    // §6: black dice left unplaced are lost; the user, seat 0 here, accounts for 8 + 1 dice
    GildedCompassState s = university().build();
    Round r = s.round();
    GildedCompassState lost = s.withRound(r.withLittleHelpSeat(0).withBlackLost(1)
        .withReturned(r.returned().update(0, r.returned().get(0) + 1)));
    valid(lost);
    rejected(lost.withRound(lost.round().withBlackLost(3)), "round.blackLost");
  }

  // ---------------------------------------------------------------- offers

  @Test
  void aLittleHelpIsOfferedBeforeTheFirstTurn_toAHolder_whileNobodyHasTheBlackDice() {
    // §3.1 step 2, §6
    GildedCompassPositions offer = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).give(1, Ability.LITTLE_HELP)
        .phase(new LittleHelpOffer(1));
    GildedCompassState s = offer.build();
    valid(s);
    GildedCompassState taken = s.withRound(s.round().withLittleHelpSeat(0)).withPlayer(0, s.player(0).withBlackDice(2));
    rejected(taken, "phase");
    rejected(s.withPhase(new LittleHelpOffer(2)), "phase");
    rejected(s.withRound(s.round().withEndTriggered(true)), "phase");
    rejected(table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).give(1, Ability.LITTLE_HELP).university(2, 3)
        .phase(new LittleHelpOffer(1)), "phase");
  }

  @Test
  void aTimelessGiftIsOfferedInSeatOrder_toAHolderWithAnOwnDieLeft() {
    // §3.3 step 2: clockwise from the start player
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).give(1, Ability.TIMELESS_GIFT)
        .round(2, 2).phase(new TimelessGiftOffer(1, 2)).build();
    valid(s);
    rejected(s.withPhase(new TimelessGiftOffer(1, 3)), "phase.offset");
    rejected(s.withPhase(new TimelessGiftOffer(1, -1)), "phase.offset");
    rejected(s.withPhase(new TimelessGiftOffer(1, 1)), "phase");
    rejected(s.withPhase(new TimelessGiftOffer(0, 1)), "phase");
  }

  @Test
  void anAllyIsOfferedInSeatOrder_toAHolderWithAGroupBelowTheFirst() {
    // §10.2: before the Archives resolve
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI).withAllyOnTheInside(true);
    GildedCompassPositions offer = GildedCompassPositions.table(o, 3).archives(0, 5, 3).archives(1, 4, 2)
        .display(T.maps().head()).give(1, Ability.ALLY_ON_THE_INSIDE).phase(new AllyOffer(1, 1, Vector.of(0, 1)));
    GildedCompassState s = offer.build();
    valid(s);
    rejected(s.withPhase(new AllyOffer(1, 3, Vector.of(0, 1))), "phase.offset");
    rejected(s.withPhase(new AllyOffer(1, 1, Vector.of(0))), "phase.ranking");
    rejected(s.withPhase(new AllyOffer(1, 1, Vector.of(0, 2))), "phase.ranking");
    rejected(s.withPhase(new AllyOffer(1, 1, Vector.of(-1, 0))), "phase.ranking");
    // seat 1 holds the first group: nothing to swap with
    rejected(s.withPhase(new AllyOffer(1, 1, Vector.of(1, 0))), "phase");
    rejected(offer.straight(2, 1, 3), "board.straights");
  }

  // ---------------------------------------------------------------- choices

  @Test
  void theArchivesGroupOwnerAtTheRankChoosesAMap() {
    // §5.1
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).archives(0, 5, 3).archives(1, 4, 2)
        .display(T.maps().head()).phase(new ChooseMap(1, Vector.of(0, 1), 1)).build();
    valid(s);
    rejected(s.withPhase(new ChooseMap(1, Vector.of(0, 1), 2)), "phase.rank");
    rejected(s.withPhase(new ChooseMap(1, Vector.of(0, 1), -1)), "phase.rank");
    rejected(s.withPhase(new ChooseMap(0, Vector.of(0, 1), 1)), "phase");
  }

  @Test
  void theAuctionHousePlaceWinnerKeepsSomeOfTheDrawnArtifacts() {
    // §5.4: 1st place draws 3 and keeps 2, ranked by length then top value
    GildedCompassState placed = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).straight(1, 2, 5)
        .straight(0, 1, 3).build();
    GildedCompassState s = GildedCompassPositions.of(drawArtifacts(placed, 3)).phase(new ChooseArtifacts(1, 1, 2))
        .build();
    valid(s);
    assertThat(GAME.legalActions(s)).isNotEmpty();
    rejected(s.withPhase(new ChooseArtifacts(1, 0, 2)), "phase.place");
    rejected(s.withPhase(new ChooseArtifacts(1, 4, 2)), "phase.place");
    rejected(s.withPhase(new ChooseArtifacts(1, 1, 3)), "phase.keep");
    rejected(s.withPhase(new ChooseArtifacts(1, 1, 0)), "phase.keep");
    rejected(s.withPhase(new ChooseArtifacts(0, 1, 2)), "phase");
    // YUCATA rewards a 3rd place, but only two straights lie there
    rejected(s.withPhase(new ChooseArtifacts(1, 3, 2)), "phase");
    valid(s.withPhase(new ChooseArtifacts(0, 2, 1)));
  }

  @Test
  void theGuildPlaceWinnerChoosesAMissionFromTwoOrMore() {
    // §5.5
    GildedCompassState placed = table(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI, 3).straight(2, 2, 5)
        .build();
    Supply u = placed.supply();
    GildedCompassState drawn = placed.withSupply(u.withMissionStack(u.missionStack().drop(3))
        .withMissionsDrawn(u.missionStack().take(3)));
    GildedCompassState s = GildedCompassPositions.of(drawn).phase(new ChooseMission(2, 1)).build();
    valid(s);
    rejected(s.withPhase(new ChooseMission(2, 0)), "phase.place");
    rejected(s.withPhase(new ChooseMission(2, 4)), "phase.place");
    rejected(s.withPhase(new ChooseMission(1, 1)), "phase");
    Vector<Mission> hand = s.supply().missionsDrawn();
    rejected(s.withSupply(s.supply().withMissionsDrawn(hand.take(1)).withMissionStack(
        s.supply().missionStack().prependAll(hand.drop(1)))), "supply.missionsDrawn");
  }

  @Test
  void theIlluminatisNextPickerChoosesAnAbility() {
    // §5.7: 1st, 2nd, 1st
    GildedCompassPositions picking = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).illuminati(0, 3, 3, 5)
        .illuminati(1, 2, 2).display(Ability.PERSUASION, Ability.WILL_TO_WIN);
    GildedCompassState s = picking.phase(new ChooseAbility(1, Vector.of(0, 1, 0), 1)).build();
    valid(s);
    rejected(s.withPhase(new ChooseAbility(0, Vector.of(0, 1, 0), 3)), "phase.step");
    rejected(s.withPhase(new ChooseAbility(0, Vector.of(0, 1, 0), -1)), "phase.step");
    rejected(s.withPhase(new ChooseAbility(0, Vector.of(0, 1, 0), 1)), "phase");
    rejected(s.withPhase(new ChooseAbility(1, Vector.of(1, 1, 0), 1)), "phase");
    rejected(picking.archives(2, 3, 2), "board.archives");
  }

  @Test
  void printed_theGalleonsDrawerChoosesWhichTreasuresToKeep() {
    // §5.8 PRINTED: the largest group keeps 2 of its draws, others 1; YUCATA keeps the highest without a choice
    GildedCompassOptions printed = Fixture.printed(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON);
    GildedCompassState s = GildedCompassPositions.table(printed, 2).galleon(0, 4, 4, 4).galleon(1, 2, 2)
        .phase(new ChooseTreasures(0, 2)).build();
    valid(s);
    rejected(s.withPhase(new ChooseTreasures(0, 3)), "phase.keep");
    rejected(s.withPhase(new ChooseTreasures(0, 0)), "phase.keep");
    rejected(s.withOptions(s.options().withGalleonKeepHighest(true)), "phase");
    // with two treasures drawn, keeping both is no choice
    GildedCompassState two = GildedCompassPositions.table(printed, 2).galleon(0, 4, 4).galleon(1, 2)
        .phase(new ChooseTreasures(0, 1)).build();
    valid(two);
    rejected(two.withPhase(new ChooseTreasures(0, 2)), "phase.keep");
  }

  // ---------------------------------------------------------------- game end (§8)

  /** Guild with YUCATA: assignment by hand (§11); seat 0 decides first, for the first of its two specialists. */
  private static GildedCompassPositions assigning(int round) {
    return table(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI, 3).give(0, SP_1, SP_3).give(1, SP_2)
        .round(round, 0).phase(new Assigning(0, Assignment.EMPTY));
  }

  @Test
  void assigningByHand_comesAtTheEndOfTheLastRound_seatBySeat() {
    GildedCompassState s = assigning(6).build();
    valid(s);
    rejected(assigning(5), "phase");
    rejected(s.withOptions(s.options().withAssignment(GildedCompassOptions.AssignmentMode.AUTO_OPTIMAL)), "phase");
    rejected(s.withPhase(new Assigning(1, Assignment.EMPTY)), "assignments");
    valid(s.withPhase(new Assigning(0, Assignment.none(1))));
    rejected(s.withPhase(new Assigning(0, Assignment.none(2))), "phase.partial");
    valid(s.withPhase(new Assigning(1, Assignment.EMPTY)).withAssignments(Vector.of(Assignment.none(2))));
    rejected(s.withPhase(new Assigning(1, Assignment.EMPTY)).withAssignments(Vector.of(Assignment.EMPTY)),
        "assignments[0]");
    rejected(s.withPhase(new Assigning(1, Assignment.EMPTY)).withAssignments(
        Vector.of(Assignment.EMPTY.plus(5, ItemChoice.NONE))), "assignments[0]");
    rejected(s.withPhase(new Assigning(0, new Assignment(Vector.of(-1), Vector.empty()))), "assignments[0]");
    rejected(s.withPhase(new Assigning(0, Assignment.EMPTY.plus(5, ItemChoice.NONE))), "assignments[0]");
    rejected(assigning(6).university(1, 3), "board");
    rejected(assigning(6).library(1, 2), "board");
  }

  /** A random game played to its end. */
  private static GildedCompassState gameOver() {
    GildedCompassState s = GAME.setup(Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON), 3, 11);
    RandomSource random = new RandomSource(11);
    while (!GAME.isOver(s)) {
      List<GildedCompassAction> legal = GAME.legalActions(s);
      s = GAME.play(s, legal.get(random.nextInt(legal.size())));
    }
    return s;
  }

  @Test
  void theGameEndsAfterTheLastRound_withAnAssignmentAndItsScoreSheetPerSeat() {
    GildedCompassState s = gameOver();
    assertThat(s.phase()).isInstanceOf(GameOver.class);
    valid(s);
    rejected(s.withScores(s.scores().init()), "scores");
    rejected(s.withRound(s.round().withNumber(5)), "phase");
    rejected(s.withAssignments(s.assignments().init()), "phase");
    ScoreSheet first = s.scores().get(0);
    ScoreSheet more = ScoreSheet.of(first.maps() + 1, first.missionMaps(), first.specialists(), first.tokens(),
        first.artifacts(), first.coveted(), first.missions(), first.abilities(), first.treasures(), first.chalices(),
        first.unassigned());
    rejected(s.withScores(s.scores().update(0, more)), "scores[0]");
    int specialists = s.player(0).specialists().size();
    rejected(s.withAssignments(s.assignments().update(0, Assignment.none(specialists + 1))), "assignments[0]");
    Supply u = s.supply();
    assertThat(u.specialistStack()).isNotEmpty();
    rejected(s.withBoard(s.board().withSpecialists(u.specialistStack().take(1)))
        .withSupply(u.withSpecialistStack(u.specialistStack().tail())), "board");
  }

  // ---------------------------------------------------------------- a turn (§3.2)

  @Test
  void aTurnBelongsToASeatWithUnplacedOwnDice_orHeldDummyDiceAfterItsPlacement() {
    // §3.2 step 6, §7.2: seat 0 placed its last own die and may still place a held dummy die
    GildedCompassPositions last = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).archives(0, 3, 8)
        .phase(new Turn(0, false, Pips.EMPTY, Pips.EMPTY, Pips.of(4), true, false, Option.none())).dummyDice(0, 1);
    GildedCompassState s = last.unchecked();
    valid(s.withRound(s.round().withEndTriggered(true)));
    // nobody has noticed that seat 0 placed its last own die
    rejected(s, "round.endTriggered");
    GildedCompassState ended = s.withRound(s.round().withEndTriggered(true));
    rejected(ended.withPhase(new Turn(0, false, Pips.EMPTY, Pips.EMPTY, Pips.of(4), false, false, Option.none())),
        "phase");
    GildedCompassState both = ended.withPhase(new Turn(0, false, Pips.EMPTY, Pips.EMPTY, Pips.of(4), true, true,
        Option.none()));
    rejected(both, "phase");
    assertThatThrownBy(() -> GAME.validate(both))
        .hasMessageContaining("after the own placement a turn goes on only for held dummy dice");
  }

  @Test
  void anExtraTurnFollowsATimelessGiftOfItsSeat() {
    // §3.3 step 2
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).build();
    Turn t = (Turn) s.phase();
    Turn extra = new Turn(0, true, t.own(), t.black(), t.dummy(), false, false, Option.none());
    rejected(s.withPhase(extra), "phase");
    rejected(s.withPhase(extra).withRound(s.round().withGiftsUsed(0b110)), "phase");
    valid(s.withPhase(extra).withRound(s.round().withGiftsUsed(0b001)));
  }

  @Test
  void theDieSetByPersuasionIsInHand_beforeAnyPlacement() {
    // §6 Persuasion: the second change may not touch the die the first one set
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).turn(0, Pips.of(1, 1, 2, 3, 3, 4, 5, 5))
        .build();
    Turn t = (Turn) s.phase();
    valid(s.withPhase(withPersuaded(t, new SetDie(DieKind.OWN, 4))));
    rejected(s.withPhase(withPersuaded(t, new SetDie(DieKind.OWN, 6))), "phase.persuaded");
    rejected(s.withPhase(withPersuaded(t, new SetDie(DieKind.OWN, 7))), "phase.persuaded");
    rejected(s.withPhase(withPersuaded(t, new SetDie(DieKind.OWN, 0))), "phase.persuaded");
    rejected(s.withPhase(withPersuaded(t, new SetDie(DieKind.BLACK, 4))), "phase.persuaded");
    rejected(s.withPhase(withPersuaded(t, new SetDie(DieKind.DUMMY, 4))), "phase.persuaded");
  }

  private static Turn withPersuaded(Turn t, SetDie die) {
    return new Turn(t.seat(), t.extra(), t.own(), t.black(), t.dummy(), t.placedOwn(), t.placedDummy(), Option.some(die));
  }

  @Test
  void diceMarkedForAReroll_areInHand_andPaidForWithAToken() {
    // §3.2 step 2; re-rolling held dummy dice is an option (UNCONFIRMED)
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).turn(0, Pips.of(1, 1, 2, 3, 3, 4, 5, 5),
        Pips.of(2, 6)).build();
    Turn t = (Turn) s.phase();
    Marked own = new Marked(Pips.of(1, 1), Pips.EMPTY, Pips.EMPTY);
    valid(s.withPhase(marked(t, own)));
    rejected(s.withPlayer(0, s.player(0).withTokens(0)).withPhase(marked(t, own)), "phase.marked");
    rejected(s.withPhase(marked(t, new Marked(Pips.of(6), Pips.EMPTY, Pips.EMPTY))), "phase.marked");
    rejected(s.withPhase(marked(t, new Marked(Pips.EMPTY, Pips.of(1), Pips.EMPTY))), "phase.marked");
    Marked dummy = new Marked(Pips.EMPTY, Pips.EMPTY, Pips.of(6));
    valid(s.withPhase(marked(t, dummy)));
    rejected(s.withOptions(s.options().withRerollDummyDice(false)).withPhase(marked(t, dummy)), "phase.marked");
    rejected(s.withPhase(new Turn(0, false, t.own(), t.black(), t.dummy(), false, false,
        Option.some(new SetDie(DieKind.OWN, 1)), own)), "phase.marked");
  }

  private static Turn marked(Turn t, Marked m) {
    return new Turn(t.seat(), t.extra(), t.own(), t.black(), t.dummy(), t.placedOwn(), t.placedDummy(), t.persuaded(), m);
  }

  @Test
  void aSeatNotAtTheTableIsNotToMove() {
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).build();
    Turn t = (Turn) s.phase();
    rejected(s.withPhase(new Turn(3, false, t.own(), t.black(), t.dummy(), false, false, Option.none())), "phase.seat");
  }

  @Test
  void theKnowledgeTokensAreBoundedByTheRoundsPlayed() {
    // §5.3: one token per die entering the Library, at most 10 per finished round, plus the first one (§2 step 5)
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).round(3, 0).build();
    valid(s.withPlayer(1, s.player(1).withTokens(21)));
    rejected(s.withPlayer(1, s.player(1).withTokens(22)), "players[1].tokens");
    // while the buildings resolve, the round's Library has not paid yet; at game end it has
    GildedCompassState resolving = university().round(3, 0).build();
    valid(resolving.withPlayer(1, resolving.player(1).withTokens(21)));
    rejected(resolving.withPlayer(1, resolving.player(1).withTokens(22)), "players[1].tokens");
    GildedCompassState end = assigning(6).build();
    valid(end.withPlayer(1, end.player(1).withTokens(61)));
    rejected(end.withPlayer(1, end.player(1).withTokens(62)), "players[1].tokens");
  }

  @Test
  void thePlayersArtifactsNeedTheAuctionHouse() {
    GildedCompassState s = table(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI, 3).build();
    rejected(s.withPlayer(0, s.player(0).withArtifacts(Vector.of(ArtifactType.FIRE))), "artifacts");
  }
}
