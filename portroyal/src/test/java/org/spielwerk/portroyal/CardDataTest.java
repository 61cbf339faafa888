package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;

/** The components tables counted against the spec (§2, §10.1, §10.4, portroyal-unterwegs §7). */
class CardDataTest {
  private static final CardTable T = CardTable.STANDARD;

  private static int total(CardSet set, Kind kind) {
    int sum = 0;
    for (Card card : Card.values()) {
      if (card.set() == set && card.kind() == kind) {
        sum += T.row(card).count();
      }
    }
    return sum;
  }

  /** §2: 60 persons, 50 ships, 6 expeditions, 4 tax increases = 120 cards. */
  @Test
  void baseGame_has120Cards() {
    assertThat(total(CardSet.BASE, Kind.PERSON)).isEqualTo(60);
    assertThat(total(CardSet.BASE, Kind.SHIP)).isEqualTo(50);
    assertThat(total(CardSet.BASE, Kind.EXPEDITION)).isEqualTo(6);
    assertThat(total(CardSet.BASE, Kind.TAX)).isEqualTo(4);
  }

  /** §2.1 per-type totals: count, Σ cost, Σ influence, Σ swords. */
  @Test
  void persons_perTypeTotals() {
    Map<Ability, int[]> totals = new EnumMap<>(Ability.class);
    for (Card card : Card.values()) {
      if (card.set() == CardSet.BASE && card.isPerson()) {
        CardRow row = T.row(card);
        int[] t = totals.computeIfAbsent(card.ability(), a -> new int[4]);
        t[0] += row.count();
        t[1] += row.count() * row.cost();
        t[2] += row.count() * row.influence();
        t[3] += row.count() * row.swords();
      }
    }
    assertThat(totals.get(Ability.TRADER)).containsExactly(10, 34, 12, 0);
    assertThat(totals.get(Ability.SETTLER)).containsExactly(5, 20, 5, 0);
    assertThat(totals.get(Ability.CAPTAIN)).containsExactly(5, 20, 5, 0);
    assertThat(totals.get(Ability.PRIEST)).containsExactly(5, 20, 5, 0);
    assertThat(totals.get(Ability.JACK_OF_ALL_TRADES)).containsExactly(3, 18, 3, 0);
    assertThat(totals.get(Ability.SAILOR)).containsExactly(10, 38, 14, 10);
    assertThat(totals.get(Ability.PIRATE)).containsExactly(3, 21, 6, 6);
    assertThat(totals.get(Ability.MADEMOISELLE)).containsExactly(4, 32, 10, 0);
    assertThat(totals.get(Ability.JESTER)).containsExactly(5, 35, 10, 0);
    assertThat(totals.get(Ability.ADMIRAL)).containsExactly(6, 44, 13, 0);
    assertThat(totals.get(Ability.GOVERNOR)).containsExactly(4, 32, 0, 0);
    int[] all = new int[4];
    totals.values().forEach(t -> {
      for (int i = 0; i < 4; i++) {
        all[i] += t[i];
      }
    });
    assertThat(all).containsExactly(60, 314, 83, 16);
  }

  /** §2.1: two Traders per colour (seed: "je Farbe 2x"). */
  @Test
  void traders_twoPerColour() {
    for (Colour colour : Colour.values()) {
      int count = 0;
      for (Card card : T.persons(Ability.TRADER, colour)) {
        count += T.row(card).count();
      }
      assertThat(count).as(colour.name()).isEqualTo(2);
    }
  }

  /** §2.2 (seed): sword tiers per colour; 10 ships and 22 coins per colour. */
  @Test
  void ships_swordTiersAndCoinsPerColour() {
    Map<Colour, String> tiers = Map.of(
        Colour.YELLOW, "1x4 2x3 4x3",
        Colour.BLUE, "1x4 2x3 5x3",
        Colour.GREEN, "1x4 3x3 5x3",
        Colour.RED, "1x3 3x3 6x2 Sx2",
        Colour.BLACK, "2x3 4x3 7x2 Sx2");
    for (Colour colour : Colour.values()) {
      Map<Integer, Integer> bySwords = new java.util.TreeMap<>();
      int ships = 0;
      int coins = 0;
      for (Card card : Card.values()) {
        if (card.set() == CardSet.BASE && card.isShip() && card.colour() == colour) {
          CardRow row = T.row(card);
          bySwords.merge(row.skull() ? 99 : row.swords(), row.count(), Integer::sum);
          ships += row.count();
          coins += row.count() * row.coins();
        }
      }
      StringBuilder text = new StringBuilder();
      bySwords.forEach((swords, count) -> text.append(swords == 99 ? "S" : swords).append('x').append(count).append(' '));
      assertThat(text.toString().trim()).as(colour.name()).isEqualTo(tiers.get(colour));
      assertThat(ships).isEqualTo(10);
      assertThat(coins).isEqualTo(22);
    }
  }

  /** §2.3: symbols, coins and influence of the 6 expeditions. */
  @Test
  void expeditions() {
    assertThat(exp(Card.EXP_2ANCHOR)).containsExactly(2, 0, 0, 2, 4);
    assertThat(exp(Card.EXP_2CROSS)).containsExactly(0, 2, 0, 2, 4);
    assertThat(exp(Card.EXP_2HOUSE)).containsExactly(0, 0, 2, 2, 4);
    assertThat(exp(Card.EXP_2ANCHOR_HOUSE)).containsExactly(2, 0, 1, 3, 6);
    assertThat(exp(Card.EXP_2CROSS_HOUSE)).containsExactly(0, 2, 1, 3, 6);
    assertThat(exp(Card.EXP_5P_ANCHOR_CROSS_HOUSE)).containsExactly(1, 1, 1, 3, 5);
    assertThat(Card.EXP_5P_ANCHOR_CROSS_HOUSE.fivePlayer()).isTrue();
  }

  private static int[] exp(Card e) {
    return new int[] {e.anchors(), e.crosses(), e.houses(), T.coins(e), T.influence(e)};
  }

  /** §2.4: 4 tax increases of two kinds, 2 + 2. */
  @Test
  void taxes() {
    assertThat(T.row(Card.TAX_MAX_SWORDS).count()).isEqualTo(2);
    assertThat(T.row(Card.TAX_MIN_IP).count()).isEqualTo(2);
    assertThat(Card.TAX_MAX_SWORDS.taxKind()).isEqualTo(TaxKind.MOST_SWORDS);
    assertThat(Card.TAX_MIN_IP.taxKind()).isEqualTo(TaxKind.FEWEST_INFLUENCE);
  }

  /** §10.1: 14 persons (Σ cost 86, Σ influence 26) and 10 ships (2 per colour, swords from the seed, 5 gift ships). */
  @Test
  void expansionCards() {
    int persons = 0;
    int cost = 0;
    int influence = 0;
    int ships = 0;
    int coins = 0;
    int gifts = 0;
    Map<Colour, String> swords = new EnumMap<>(Colour.class);
    for (Card card : Card.values()) {
      if (card.set() != CardSet.EXPANSION) {
        continue;
      }
      CardRow row = T.row(card);
      if (card.isPerson()) {
        persons += row.count();
        cost += row.count() * row.cost();
        influence += row.count() * row.influence();
      } else {
        ships += row.count();
        coins += row.count() * row.coins();
        gifts += row.gift() ? 1 : 0;
        swords.merge(card.colour(), row.skull() ? "S" : "" + row.swords(), (a, b) -> a + " " + b);
      }
    }
    assertThat(persons).isEqualTo(14);
    assertThat(cost).isEqualTo(86);
    assertThat(influence).isEqualTo(26);
    assertThat(ships).isEqualTo(10);
    assertThat(coins).isEqualTo(20);
    assertThat(gifts).isEqualTo(5);
    assertThat(swords).containsEntry(Colour.YELLOW, "2 4").containsEntry(Colour.BLUE, "1 5")
        .containsEntry(Colour.GREEN, "1 3").containsEntry(Colour.RED, "1 6").containsEntry(Colour.BLACK, "2 S");
    assertThat(count(Ability.CLERK)).isEqualTo(5);
    assertThat(count(Ability.GUNNER)).isEqualTo(4);
    assertThat(count(Ability.VICE_ADMIRAL)).isEqualTo(5);
  }

  private static int count(Ability ability) {
    int c = 0;
    for (Card card : Card.values()) {
      if (card.ability() == ability) {
        c += T.row(card).count();
      }
    }
    return c;
  }

  /** portroyal-unterwegs §7: 20 two-nail cards, 5 Wholesalers (one per colour), 5 Passengers, 10 ships. */
  @Test
  void unterwegsCards() {
    assertThat(total(CardSet.UNTERWEGS, Kind.PERSON)).isEqualTo(10);
    assertThat(total(CardSet.UNTERWEGS, Kind.SHIP)).isEqualTo(10);
    assertThat(count(Ability.WHOLESALER)).isEqualTo(5);
    assertThat(count(Ability.PASSENGER)).isEqualTo(5);
    assertThat(T.row(Card.PASSENGER_NAIL)).isEqualTo(new CardRow(Card.PASSENGER_NAIL, 5, 4, 2, 0, false, 0, false));
    assertThat(T.row(Card.WHOLESALER_G_6).cost()).isEqualTo(6);
    assertThat(T.row(Card.WHOLESALER_B_8).influence()).isEqualTo(3);
    for (Colour colour : Colour.values()) {
      assertThat(T.persons(Ability.WHOLESALER, colour)).hasSize(1);
    }
  }

  /** Identical cards are one value: the two-nail ships and the expansion's plain ships equal base ships. */
  @Test
  void identicalCards_areOneValue() {
    assertThat(T.canonical(Card.U_Y_1_1N)).isEqualTo(Card.SHIP_Y_1_1);
    assertThat(T.canonical(Card.U_K_S_4N)).isEqualTo(Card.SHIP_K_S_4);
    assertThat(T.canonical(Card.XSHIP_B_1_1)).isEqualTo(Card.SHIP_B_1_1);
    assertThat(T.canonical(Card.XSHIP_K_2_1)).isEqualTo(Card.SHIP_K_2_1);
    assertThat(T.canonical(Card.XSHIP_Y_2_1)).isEqualTo(Card.XSHIP_Y_2_1);
    assertThat(T.canonical(Card.XSHIP_Y_4_3P)).as("the gift makes it another card").isEqualTo(Card.XSHIP_Y_4_3P);
    CardBag all = T.components(true, true);
    assertThat(all.count(Card.SHIP_Y_1_1)).isEqualTo(4);
    assertThat(all.count(Card.SHIP_B_1_1)).isEqualTo(4);
    assertThat(all.count(Card.U_Y_1_1N)).isZero();
  }

  /** §2, §10, unterwegs §7: cards in play per option mix (the 5-player expedition only with 5 players). */
  @Test
  void deckSizes() {
    PortRoyal game = Table.GAME;
    assertThat(game.components(PortRoyalOptions.YUCATA, 4).size()).isEqualTo(119);
    assertThat(game.components(PortRoyalOptions.YUCATA, 5).size()).isEqualTo(120);
    assertThat(game.components(PortRoyalOptions.YUCATA_EXPANSION, 5).size()).isEqualTo(144);
    assertThat(game.components(PortRoyalOptions.YUCATA_EXPANSION.withUnterwegsCards(true), 5).size()).isEqualTo(164);
    assertThat(game.components(PortRoyalOptions.YUCATA.withUnterwegsCards(true), 2).size()).isEqualTo(139);
  }

  /** §10.4: 16 contracts, reward rows of 5 fields, person pairs without Jacks. */
  @Test
  void contracts() {
    assertThat(Contract.values()).hasSize(16);
    assertThat(T.row(Contract.C_KOMIKER).persons()).containsExactly(Ability.PRIEST, Ability.JESTER);
    assertThat(T.row(Contract.C_HANDELSFUERST).persons()).containsExactly(Ability.TRADER, Ability.TRADER);
    assertThat(T.row(Contract.C_FREGATTENSCHRECK).rewards()).containsExactly(8, 6, 5, 4, 3);
    assertThat(T.row(Contract.C_FINANZBEAMTER).rewards()).containsExactly(7, 7, 7, 7, 7);
    assertThat(T.row(Contract.C_PECHVOGEL).rewards()).containsExactly(1, 1, 1, 1, 1);
    for (Contract c : Contract.values()) {
      assertThat(T.row(c).rewards()).hasSize(5);
      assertThat(T.row(c).persons()).hasSize(c.task() == Contract.Task.PERSONS ? 2 : 0);
    }
    assertThat(Contract.C_FREGATTENSCHRECK.amount()).isEqualTo(3);
    assertThat(Contract.C_GALEONENSCHRECK.amount()).isEqualTo(2);
    assertThat(Contract.C_KLEINER_ZOCKER.amount()).isEqualTo(3);
    assertThat(Contract.C_ZOCKER.amount()).isEqualTo(4);
    assertThat(Contract.C_PIRATENPACK.amount()).isEqualTo(5);
    assertThat(Vector.of(Contract.values()).filter(Contract::activeOnly))
        .containsExactly(Contract.C_PECHVOGEL, Contract.C_KLEINER_ZOCKER, Contract.C_ZOCKER, Contract.C_PIRATENPACK);
  }

  /** Replacement rows (UNCONFIRMED values) change the table; bad rows are rejected naming the field. */
  @Test
  void replacementRows() {
    CardTable t = CardTable.of(Vector.of(new CardRow(Card.CLERK_GREEN, 1, 6, 2, 0, false, 0, false)),
        Vector.of(new ContractRow(Contract.C_FINANZBEAMTER, Vector.empty(), Vector.of(7, 6, 5, 4, 3))));
    assertThat(t.cost(Card.CLERK_GREEN)).isEqualTo(6);
    assertThat(t.reward(Contract.C_FINANZBEAMTER, 1)).isEqualTo(6);
    assertThat(t.cost(Card.CLERK_BLUE)).isEqualTo(6);
    assertThatThrownBy(() -> CardTable.of(Vector.of(new CardRow(Card.SAILOR_3, 16, 3, 1, 1, false, 0, false)), Vector.empty()))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("cardTable");
    assertThatThrownBy(() -> CardTable.of(Vector.of(new CardRow(Card.SAILOR_3, 7, 3, 1, -1, false, 0, false)), Vector.empty()))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("swords cannot be negative");
    assertThatThrownBy(() -> CardTable.of(Vector.of(new CardRow(Card.SAILOR_3, 7, 3, 1, 0, true, 0, false)), Vector.empty()))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("only a ship can have a skull");
    assertThatThrownBy(() -> CardTable.of(Vector.of(new CardRow(Card.SHIP_R_S_3, 1, 0, 0, 2, true, 3, false)), Vector.empty()))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("swords are 0");
    CardTable skull = CardTable.of(Vector.of(new CardRow(Card.SHIP_R_6_3, 1, 0, 0, 0, true, 3, false)), Vector.empty());
    assertThat(skull.skull(Card.SHIP_R_6_3)).isTrue();
    assertThat(skull.canonical(Card.SHIP_R_S_3)).as("now the same card as the red skull ship with 3 coins")
        .isEqualTo(Card.SHIP_R_6_3);
    assertThatThrownBy(() -> CardTable.of(Vector.empty(),
        Vector.of(new ContractRow(Contract.C_KOMIKER, Vector.of(Ability.PRIEST, Ability.JACK_OF_ALL_TRADES), Vector.of(4, 3, 2, 1, 0)))))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("Jack");
    assertThatThrownBy(() -> CardTable.of(Vector.empty(),
        Vector.of(new ContractRow(Contract.C_KOMIKER, Vector.of(Ability.PRIEST, Ability.JESTER), Vector.of(4, 3)))))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("contractRows");
  }

  /** A card's face reads with the accessors of an unterwegs card (docs/portroyal-family.md, "Cards"). */
  @Test
  void aFaceReadsLikeAnUnterwegsCard() {
    CardFace skull = T.face(Card.SHIP_R_S_3);
    assertThat(skull.id()).isEqualTo("SHIP_R_S_3").isEqualTo(Card.SHIP_R_S_3.id());
    assertThat(skull.colour()).isEqualTo(Colour.RED);
    assertThat(skull.isShip()).isTrue();
    assertThat(skull.isPerson() || skull.isTax() || skull.isExpedition()).isFalse();
    assertThat(skull.skull()).isTrue();
    assertThat(skull.swords()).isZero();
    assertThat(skull.coins()).isEqualTo(3);
    assertThat(skull.cost()).isZero();
    CardFace sailor = T.face(Card.SAILOR_3);
    assertThat(sailor.isPerson()).isTrue();
    assertThat(sailor.ability()).isEqualTo(Ability.SAILOR);
    assertThat(sailor.colour()).isNull();
    assertThat(sailor.cost()).isEqualTo(T.cost(Card.SAILOR_3));
    assertThat(sailor.influence()).isEqualTo(T.influence(Card.SAILOR_3));
    assertThat(sailor.swords()).isEqualTo(1);
    assertThat(sailor.skull()).isFalse();
    assertThat(T.face(Card.TAX_MAX_SWORDS).isTax()).isTrue();
    assertThat(T.face(Card.EXP_2ANCHOR).isExpedition()).isTrue();
    assertThat(T.face(Card.U_K_S_4N).twoNails()).isTrue();
    assertThat(T.face(Card.XSHIP_K_S_3P).gift()).isTrue();
    assertThat(T.face(Card.SHIP_K_7_3).twoNails()).isFalse();
  }
}
