package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;

/**
 * Issue 13: validate names the field at fault for every missing part (never a NullPointerException
 * later), and every range check rejects the first value outside and accepts the last one inside.
 */
class ValidationFieldsTest {
  private static final PortRoyal GAME = Table.GAME;

  private static void rejected(PortRoyalState s, String field, String detail) {
    assertThatThrownBy(() -> GAME.validate(s)).isInstanceOf(InvalidPositionException.class)
        .hasMessageContaining(detail)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }

  private static void accepted(PortRoyalState s) {
    assertThatCode(() -> GAME.validate(s)).doesNotThrowAnyException();
  }

  /** The state with one part missing (the record's constructor, as JSON with an explicit null would give). */
  private static PortRoyalState without(PortRoyalState s, String field) {
    return new PortRoyalState(s.options(), s.startPlayer(), s.active(), s.round(), s.endTriggered(), s.phase(),
        field.equals("chances") ? null : s.chances(),
        field.equals("draw") ? null : s.draw(),
        s.shuffles(),
        field.equals("discard") ? null : s.discard(),
        field.equals("harbor") ? null : s.harbor(),
        field.equals("expeditionRow") ? null : s.expeditionRow(),
        field.equals("players") ? null : s.players(),
        field.equals("contracts") ? null : s.contracts(),
        s.rng());
  }

  private static PortRoyalState withPlayer(PortRoyalState s, int seat, PortRoyalPlayer p) {
    return s.withPlayers(s.players().update(seat, p));
  }

  private static PortRoyalState withContract(PortRoyalState s, int index, ContractState cs) {
    return s.withContracts(s.contracts().update(index, cs));
  }

  private static PortRoyalPositions expansion(int players) {
    return Table.of(players).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_KAEMPFER, Contract.C_ENTDECKER);
  }

  @Test
  void aMissingContractOrItsParts_isNamedBeforeTheScoresReadThem() {
    // Found with PIT: the players' scores read the contracts, so a null contract state (or completedBy) used to
    // end in a NullPointerException before the contracts' own check named it.
    PortRoyalState s = expansion(2).coins(0, 1).build();
    ContractState first = s.contracts().get(0);
    rejected(withContract(s, 0, null), "contracts", "missing");
    rejected(withContract(s, 0, new ContractState(first.contract(), null, first.progress())),
        "contracts.completedBy", "seats that completed it");
    rejected(withContract(s, 0, new ContractState(first.contract(), first.completedBy(), null)),
        "contracts.progress", "one progress value per seat");
  }

  @Test
  void everyMissingPartOfTheState_isNamed() {
    PortRoyalState s = expansion(2).coins(0, 1).build();
    accepted(s);
    for (String field : new String[] {"players", "chances", "draw", "discard", "harbor", "expeditionRow", "contracts"}) {
      rejected(without(s, field), field, "missing");
    }
  }

  @Test
  void everyMissingPartOfAPlayer_isNamed() {
    PortRoyalState s = Table.of(2).coins(1, 1).display(1, SAILOR_3).build();
    PortRoyalPlayer p = s.player(1);
    rejected(withPlayer(s, 1, new PortRoyalPlayer(null, p.display(), p.tucked(), p.kept(), p.swords(), p.influence())),
        "players[1].coins", "missing");
    rejected(withPlayer(s, 1, new PortRoyalPlayer(p.coins(), null, p.tucked(), p.kept(), p.swords(), p.influence())),
        "players[1].display", "missing");
    rejected(withPlayer(s, 1, new PortRoyalPlayer(p.coins(), p.display(), null, p.kept(), p.swords(), p.influence())),
        "players[1].tucked", "missing");
    rejected(withPlayer(s, 1, new PortRoyalPlayer(p.coins(), p.display(), p.tucked(), null, p.swords(), p.influence())),
        "players[1].kept", "missing");
  }

  /** §4.1: a ship waiting to be repelled or accepted, and the Discover phase to go back to. */
  @Test
  void aRepelOrAcceptPhase_needsItsShipAndAValidDiscoverPhase() {
    PortRoyalState s = Table.of(2).display(0, SAILOR_3)
        .phase(new Phase.RepelOrAccept(SHIP_Y_1_1, new Phase.Discover(1, false, 0, false))).build();
    accepted(s);
    rejected(s.withPhase(new Phase.RepelOrAccept(null, new Phase.Discover(1, false, 0, false))), "phase.ship", "missing");
    rejected(s.withPhase(new Phase.RepelOrAccept(SHIP_Y_1_1, null)), "phase.discover", "missing");
    rejected(s.withPhase(new Phase.RepelOrAccept(SHIP_Y_1_1, new Phase.Discover(-1, false, 0, false))),
        "phase.discover.cards", "not -1");
    rejected(s.withPhase(new Phase.RepelOrAccept(SHIP_Y_1_1, new Phase.Discover(1, false, 1, false))),
        "phase.discover.reshuffles", "not 1");
  }

  /** §10.2: the gift's giver is a seat at the table and its slot is a valid Trade &amp; Hire slot of his. */
  @Test
  void aGiftRecipientPhase_needsAValidGiverAndSlot() {
    PortRoyalState s = Table.of(2).slot(0, 1).build();
    accepted(s.withPhase(new Phase.GiftRecipient(0, new Phase.TradeAndHire(0, 0, 1, 0))));
    rejected(s.withPhase(new Phase.GiftRecipient(0, null)), "phase.slot", "missing");
    rejected(s.withPhase(new Phase.GiftRecipient(5, new Phase.TradeAndHire(0, 0, 1, 0))), "phase.giver", "no seat 5");
    rejected(s.withPhase(new Phase.GiftRecipient(0, new Phase.TradeAndHire(0, 0, -1, 0))), "phase.slot.allowance", "not -1");
    rejected(s.withPhase(new Phase.GiftRecipient(0, new Phase.TradeAndHire(0, 1, 1, 0))), "phase.slot.seat", "belongs to seat 0");
    rejected(s.withPhase(new Phase.GiftRecipient(1, new Phase.TradeAndHire(0, 0, 1, 0))), "phase.giver", "giver");
  }

  @Test
  void aTurnOverPhase_countsNoMoreReshufflesThanTheGame() {
    PortRoyalState s = Table.of(2).build();
    rejected(s.withPhase(new Phase.TurnOver(1)), "phase.reshuffles", "not 1");
    rejected(s.withPhase(new Phase.TurnOver(-1)), "phase.reshuffles", "not -1");
    // within range, a turn still waits only for chances
    rejected(s.withShuffles(1).withPhase(new Phase.TurnOver(1)), "phase", "chances");
  }

  @Test
  void missingChancesAndContractsInAChance_areNamed() {
    PortRoyalState s = expansion(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_PECHVOGEL, Contract.C_ENTDECKER).build();
    accepted(s.withChances(List.of(new ContractChance(1, Vector.of(Contract.C_PECHVOGEL)))));
    rejected(s.withChances(List.of((ContractChance) null)), "chances", "missing");
    rejected(s.withChances(List.of(new ContractChance(0, Vector.of((Contract) null)))), "chances.contracts", "missing");
    rejected(s.withChances(List.of(new ContractChance(0, Vector.empty()))), "chances.contracts", "without contracts");
    rejected(s.withChances(List.of(new ContractChance(0, Vector.of(Contract.C_PECHVOGEL, Contract.C_PECHVOGEL)))),
        "chances.contracts", "twice");
  }

  /** The last shuffle count allowed is accepted, the next one rejected. */
  @Test
  void shuffles_upToTheBoundOnActions() {
    PortRoyalState s = Table.of(2).build();
    accepted(s.withShuffles(Validation.MAX_SHUFFLES));
    rejected(s.withShuffles(Validation.MAX_SHUFFLES + 1), "shuffles", "not " + (Validation.MAX_SHUFFLES + 1));
  }

  /** §4.4: slots 0 to n-1, the seat follows from the active player, at most 3 + display cards taken. */
  @Test
  void tradeAndHireSlots_atTheirBounds() {
    PortRoyalState s = Table.of(3).active(1).slot(0, 1).build();
    accepted(s.withPhase(new Phase.TradeAndHire(2, 0, 1, 0)));
    rejected(s.withPhase(new Phase.TradeAndHire(3, 1, 1, 0)), "phase.slot", "slot 0 to 2, not 3");
    rejected(s.withPhase(new Phase.TradeAndHire(2, 1, 1, 0)), "phase.seat", "slot 2 belongs to seat 0");
    rejected(s.withPhase(new Phase.TradeAndHire(1, 0, 1, 0)), "phase.seat", "slot 1 belongs to seat 2");
    accepted(s.withPhase(new Phase.TradeAndHire(0, 1, 3, 3)));
    rejected(s.withPhase(new Phase.TradeAndHire(0, 1, 4, 0)), "phase.allowance", "0 to 3 cards left, not 4");
    rejected(s.withPhase(new Phase.TradeAndHire(0, 1, 0, 4)), "phase.taken", "0 to 3 cards taken, not 4");
    // every person in the display may add a card
    PortRoyalState governor = Table.of(3).active(1).display(1, GOVERNOR).slot(0, 1).build();
    accepted(governor.withPhase(new Phase.TradeAndHire(0, 1, 4, 4)));
    rejected(governor.withPhase(new Phase.TradeAndHire(0, 1, 0, 5)), "phase.taken", "0 to 4 cards taken, not 5");
  }

  /** §4.2: two ships of one colour in the harbour are a bust, whatever the colour and the other cards. */
  @Test
  void twoShipsOfOneColourInTheHarbour_areRejected() {
    PortRoyalState s = Table.of(2).harbor(TRADER_YELLOW_3, SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1).build();
    accepted(s);
    for (Card[] pair : new Card[][] {{SHIP_B_1_1, SHIP_B_2_2}, {SHIP_G_1_1, SHIP_G_3_2}, {SHIP_K_2_1, SHIP_K_4_2}}) {
      PortRoyalState bust = Table.of(2).harbor(pair).buildUnchecked();
      rejected(bust, "harbor", "two ships of colour " + pair[0].colour());
    }
    // the first card of the game (a person) lies in the harbour too: the check still sees the ships
    PortRoyalState withPerson = Table.of(2).harbor(TRADER_YELLOW_3, SHIP_R_1_1, SHIP_R_3_2).buildUnchecked();
    rejected(withPerson, "harbor", "two ships of colour RED");
  }

  @Test
  void theExpeditionRow_holdsOnlyExpeditions() {
    accepted(Table.of(2).row(EXP_2ANCHOR).build());
    rejected(Table.of(2).row(TRADER_YELLOW_3, EXP_2ANCHOR).buildUnchecked(), "expeditionRow", "TRADER_YELLOW_3");
    rejected(Table.of(2).row(SHIP_Y_1_1).buildUnchecked(), "expeditionRow", "SHIP_Y_1_1");
  }

  @Test
  void aDisplayHoldsPersonsAndExpeditions_tuckedCardsAreShips() {
    accepted(Table.of(2).display(0, TRADER_YELLOW_3, EXP_2ANCHOR).build());
    rejected(Table.of(2).display(0, TRADER_YELLOW_3, SHIP_Y_1_1).buildUnchecked(), "players[0].display", "SHIP_Y_1_1");
    rejected(Table.of(2).tucked(1, TRADER_YELLOW_3).buildUnchecked(), "players[1].tucked", "TRADER_YELLOW_3");
  }

  /** §10.5.10: Piratenpack keeps one repelled ship per colour, and ships are kept only for it. */
  @Test
  void keptShips_onePerColourAndOnlyForPiratenpack() {
    PortRoyalPositions pack = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_PIRATENPACK, Contract.C_ENTDECKER);
    accepted(pack.kept(0, SHIP_B_1_1, SHIP_Y_1_1).build());
    PortRoyalState twoBlue = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_PIRATENPACK, Contract.C_ENTDECKER)
        .kept(0, SHIP_B_1_1, SHIP_B_2_2).buildUnchecked();
    rejected(twoBlue, "players[0].kept", "one repelled ship per colour");
    PortRoyalState person = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_PIRATENPACK, Contract.C_ENTDECKER)
        .kept(0, TRADER_YELLOW_3).buildUnchecked();
    rejected(person, "players[0].kept", "one repelled ship per colour");
    PortRoyalState noPack = expansion(2).kept(1, SHIP_B_1_1).buildUnchecked();
    rejected(noPack, "players[1].kept", "only for Piratenpack");
    PortRoyalState noContracts = Table.of(2).kept(1, SHIP_B_1_1).buildUnchecked();
    rejected(noContracts, "players[1].kept", "only for Piratenpack");
  }

  @Test
  void faceUpContracts_fourWithTheOptionNoneWithout() {
    PortRoyalState s = expansion(2).build();
    accepted(s);
    rejected(s.withContracts(s.contracts().take(3)), "contracts", "4 face-up contracts, not 3");
    PortRoyalState printed = Table.of(2).build();
    rejected(printed.withContracts(s.contracts().take(1)), "contracts", "no face-up contracts, not 1");
    rejected(withContract(s, 1, new ContractState(null, Vector.empty(), Vector.of(0, 0))), "contracts.contract", "missing");
    rejected(withContract(s, 1, new ContractState(Contract.C_CHARMEUR, Vector.of(2), Vector.of(0, 0))),
        "contracts.completedBy", "no seat 2");
    rejected(withContract(s, 1, new ContractState(Contract.C_CHARMEUR, Vector.of(-1), Vector.of(0, 0))),
        "contracts.completedBy", "no seat -1");
  }

  /** §10.5: each player has 3 cubes, on completed contracts and on progress fields alike. */
  @Test
  void aPlayerUsesAtMostThreeCubes() {
    PortRoyalPositions three = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_FREGATTENSCHRECK, Contract.C_GALEONENSCHRECK, Contract.C_KLEINER_ZOCKER, Contract.C_KOMIKER)
        .cubes(Contract.C_FREGATTENSCHRECK, Vector.empty(), 1, 0)
        .cubes(Contract.C_GALEONENSCHRECK, Vector.empty(), 1, 0)
        .cubes(Contract.C_KLEINER_ZOCKER, Vector.empty(), 1, 0);
    accepted(three.build());
    rejected(three.cubes(Contract.C_KOMIKER, Vector.of(0), 0, 0).buildUnchecked(), "contracts", "seat 0 uses 4 cubes");
    PortRoyalPositions completed = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_KAEMPFER, Contract.C_FREGATTENSCHRECK)
        .cubes(Contract.C_KOMIKER, Vector.of(1), 0, 0)
        .cubes(Contract.C_CHARMEUR, Vector.of(1), 0, 0)
        .cubes(Contract.C_KAEMPFER, Vector.of(1), 0, 0);
    accepted(completed.build());
    rejected(completed.cubes(Contract.C_FREGATTENSCHRECK, Vector.empty(), 0, 2).buildUnchecked(), "contracts", "seat 1 uses 4 cubes");
  }
}
