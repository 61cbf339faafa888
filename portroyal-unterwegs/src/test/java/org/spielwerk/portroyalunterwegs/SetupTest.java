package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalunterwegs.Table.GAME;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;

/** Components (§1), setup (§2) and bad input. */
class SetupTest {

  @Test
  void cards_theDefaultTableHasTheCertainCounts() {
    // §1 and the §8 recommendation: 60 cards; 32 persons (10/10/2/10), 3 taxes, 25 ships, 5 ships and
    // 2 Wholesalers per colour, 14 swords among the persons, 20 two-nail cards (5/5/10).
    Vector<Card> deck = Cards.DEFAULT_DECK;
    Cards.checkCertainFacts(deck);
    assertThat(deck).hasSize(60);
    assertThat(deck.filter(c -> c instanceof Card.Person).map(c -> ((Card.Person) c).swords()).sum().intValue())
        .isEqualTo(14);
    assertThat(deck.count(c -> c instanceof Card.Ship s && s.skull())).isEqualTo(2);
    assertThat(deck.distinct()).hasSize(39);
  }

  /** Every card reads with the base game's CardFace accessors (docs/portroyal-family.md, "Cards"). */
  @Test
  void cards_readWithTheSharedAccessors() {
    Card skull = Cards.DEFAULT_DECK.find(c -> c.id().equals("U_K_S_4N")).get();
    assertThat(skull.isShip()).isTrue();
    assertThat(skull.isPerson() || skull.isTax()).isFalse();
    assertThat(skull.skull()).isTrue();
    assertThat(skull.swords()).isZero();
    assertThat(skull.coins()).isEqualTo(4);
    assertThat(skull.colour()).isEqualTo(Colour.BLACK);
    assertThat(skull.cost() + skull.influence()).isZero();
    Card sailor = Table.person("SAILOR_3");
    assertThat(sailor.isPerson()).isTrue();
    assertThat(sailor.swords()).isEqualTo(1);
    assertThat(sailor.coins()).isZero();
    assertThat(sailor.skull()).isFalse();
    assertThat(sailor.colour()).isNull();
    assertThat(sailor.cost()).isEqualTo(((Card.Person) sailor).cost()).isPositive();
    Card tax = Cards.DEFAULT_DECK.find(Card::isTax).get();
    assertThat(tax.colour()).isNull();
    assertThat(tax.cost() + tax.influence() + tax.swords() + tax.coins()).isZero();
    assertThat(Json.write(sailor)).as("the accessors add nothing to the JSON")
        .doesNotContain("\"skull\"", "\"coins\"", "\"person\"", "\"ship\"");
  }

  @Test
  void cards_twoNailCardsMatchTheMixingTable() {
    // §7 (single source): Wholesalers G 6/2, B 8/3, R 6/2, K 6/2, Y 8/3; 5 Passengers 4/2; 10 ships.
    Vector<Card> nails = Cards.DEFAULT_DECK.filter(Card::twoNails);
    assertThat(nails.filter(c -> c instanceof Card.Person p && p.ability() == Card.Ability.WHOLESALER)
        .map(c -> ((Card.Person) c).colour() + " " + ((Card.Person) c).cost() + "/" + ((Card.Person) c).influence()))
        .containsExactlyInAnyOrder("YELLOW 8/3", "BLUE 8/3", "GREEN 6/2", "RED 6/2", "BLACK 6/2");
    assertThat(nails.filter(c -> c instanceof Card.Ship)
        .map(c -> ((Card.Ship) c).colour() + " " + (((Card.Ship) c).skull() ? "S" : ((Card.Ship) c).swords())
            + "/" + ((Card.Ship) c).coins()))
        .containsExactlyInAnyOrder("YELLOW 1/1", "YELLOW 4/3", "BLUE 2/2", "BLUE 5/3", "GREEN 1/2", "GREEN 3/2",
            "RED 3/2", "RED 6/3", "BLACK 2/1", "BLACK S/4");
  }

  @Test
  void cards_theUnconfirmedRowsAreListed() {
    assertThat(Cards.UNCONFIRMED).contains("SAILOR_3", "PIRATE_7", "U_K_7_3", "WHOLESALER_G_x")
        .doesNotContain("TAX", "U_K_S_4N");
  }

  @Test
  void cards_theBlackShipsAlternativeKeepsTheCertainFacts() {
    Cards.checkCertainFacts(Cards.BLACK_TWO_SKULLS);
    assertThat(Cards.BLACK_TWO_SKULLS.count(c -> c instanceof Card.Ship s && s.colour() == Colour.BLACK && s.skull()))
        .isEqualTo(2);
  }

  @Test
  void cards_aCorrectedTableCanBeParsedAndPlayed() {
    // A player with the real cards corrects a value (here: all Sailors cost 4) without recompiling.
    String csv = "id,type,kind,colour,count,cost,influence,swords,coins,twoNails,status\n"
        + Cards.DEFAULT_DECK.distinct().map(SetupTest::row).mkString("\n").replace("SAILOR_3,PERSON,SAILOR,,7,3,", "SAILOR_3,PERSON,SAILOR,,7,4,");
    Vector<Card> corrected = Cards.parse(csv);
    UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT.withCardTable(corrected), 2, 1);
    assertThat(s.options().cards().count(c -> c instanceof Card.Person p && p.id().equals("SAILOR_3") && p.cost() == 4))
        .isEqualTo(7);
  }

  private static String row(Card card) {
    int count = Cards.DEFAULT_DECK.count(card::equals);
    return switch (card) {
      case Card.Person p -> String.join(",", p.id(), "PERSON", p.ability().name(), p.colour() == null ? "" : p.colour().name(),
          "" + count, "" + p.cost(), "" + p.influence(), "" + p.swords(), "", "" + p.twoNails(), "x");
      case Card.Ship s -> String.join(",", s.id(), "SHIP", "", s.colour().name(), "" + count, "", "",
          s.skull() ? "SKULL" : "" + s.swords(), "" + s.coins(), "" + s.twoNails(), "x");
      case Card.Tax t -> String.join(",", t.id(), "TAX", "", "", "" + count, "", "", "", "", "false", "x");
    };
  }

  @Test
  void cards_aBadTableIsRejectedNamingTheRow() {
    assertThatThrownBy(() -> Cards.parse("id,type,kind,colour,count,cost,influence,swords,coins,twoNails,status\n"
        + "U_X,SHIP,,PURPLE,1,,,1,1,false,x\n")).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("cardTable").hasMessageContaining("PURPLE");
    assertThatThrownBy(() -> Cards.parse("id,type,kind,colour,count,cost,influence,swords,coins,twoNails,status\n"
        + "U_X,SHIP,,RED,1,,,many,1,false,x\n")).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("row U_X: swords must be a number or SKULL");
  }

  @Test
  void setup_dealsThreeCoinsEachAndKeepsTheRestInTheDrawPile() {
    for (int players = 2; players <= 4; players++) {
      UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT, players, 42);
      assertThat(s.players().map(UnterwegsPlayer::coinCount)).containsOnly(3);
      assertThat(s.draw()).hasSize(60 - 3 * players);
      assertThat(s.active()).isEqualTo(s.startPlayer());
      GAME.validate(s);
    }
  }

  @Test
  void setup_theStartPlayerIsRandomFromTheSeedUnlessGiven() {
    // §2.3 ENGINE DECISION.
    assertThat(Vector.range(0, 40).map(seed -> GAME.setup(UnterwegsOptions.DEFAULT, 4, seed).startPlayer()).distinct())
        .containsExactlyInAnyOrder(0, 1, 2, 3);
    assertThat(GAME.setup(UnterwegsOptions.DEFAULT.withRandomStartPlayer(false).withStartPlayer(2), 4, 7).startPlayer())
        .isEqualTo(2);
    assertThat(Vector.range(0, 40).map(seed -> GAME.setup(UnterwegsOptions.DEFAULT.withStartPlayer(2), 4, seed)
        .startPlayer()).distinct()).as("a seat named while the start player is random is not used")
        .containsExactlyInAnyOrder(0, 1, 2, 3);
  }

  @Test
  void setup_rejectsBadPlayerCountsAndOptions() {
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT, 1, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("players");
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT, 5, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("2 to 4 players");
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT.withInfluenceTarget(0), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("influenceTarget");
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT.withStartPlayer(3), 3, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("startPlayer");
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT.withCardTable(Cards.DEFAULT_DECK.drop(1)), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("cardTable").hasMessageContaining("60 cards");
  }

  @Test
  void validate_rejectsAPositionWhoseCardsDoNotAddUp() {
    UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT, 2, 1);
    UnterwegsState missing = s.withDraw(s.draw().tail());
    assertThatThrownBy(() -> GAME.validate(missing)).isInstanceOf(InvalidPositionException.class)
        .hasMessageContaining("cards").hasMessageContaining("missing");
    UnterwegsState extra = s.withDraw(s.draw().prepend(s.draw().head()));
    assertThatThrownBy(() -> GAME.validate(extra)).isInstanceOf(InvalidPositionException.class)
        .hasMessageContaining("too many");
    UnterwegsState oneBlue = Table.of(2).harbor("U_B_1_1").phase(new Phase.Discover(true)).build();
    UnterwegsState twoBlue = oneBlue.withDraw(oneBlue.draw().remove(Table.card("U_B_1_1")))
        .withHarbor(Vector.of(Table.card("U_B_1_1"), Table.card("U_B_1_1")));
    assertThatThrownBy(() -> GAME.validate(twoBlue)).isInstanceOf(InvalidPositionException.class)
        .hasMessageContaining("harbor");
  }

  @Test
  void resample_swapsCardsOnlyAmongThoseOfOneShuffle() {
    // After a reshuffle everyone knows the new draw pile: it is the old discard pile. Coins from the first
    // deck therefore never trade places with it, and coins drawn from it stay cards of that pile.
    UnterwegsState s = Table.of(2).drawOnly().coins(0, 20).coins(1, 20).build();
    UnterwegsState after = GAME.play(GAME.play(s, UnterwegsAction.REVEAL), UnterwegsAction.STOP);
    while (after.player(after.toMove()).coins().forAll(c -> c.shuffle() == 0) && !GAME.isOver(after)) {
      after = GAME.play(after, GAME.legalActions(after).get(0));
    }
    UnterwegsState state = after;
    io.vavr.collection.List<Card> firstDeckCoins = state.players().flatMap(UnterwegsPlayer::coins).filter(c -> c.shuffle() == 0)
        .map(Coin::card).toList().sorted(Cards.ORDER);
    io.vavr.collection.List<Card> secondPile = state.players().flatMap(UnterwegsPlayer::coins).filter(c -> c.shuffle() == 1)
        .map(Coin::card).toList().appendAll(state.draw()).sorted(Cards.ORDER);
    assertThat(state.shuffles()).isEqualTo(1);
    for (long seed = 0; seed < 20; seed++) {
      UnterwegsState sample = GAME.resample(state, 0, seed);
      assertThat(sample.players().flatMap(UnterwegsPlayer::coins).filter(c -> c.shuffle() == 0).map(Coin::card).toList()
          .sorted(Cards.ORDER)).isEqualTo(firstDeckCoins);
      assertThat(sample.players().flatMap(UnterwegsPlayer::coins).filter(c -> c.shuffle() == 1).map(Coin::card).toList()
          .appendAll(sample.draw()).sorted(Cards.ORDER)).isEqualTo(secondPile);
      GAME.validate(sample);
    }
  }

  @Test
  void resampleFromView_dealsEachShufflesCardsOnlyToItsCoinsAndDrawPile() {
    // §2 and §3: nobody knows a coin's front, but everybody saw the discard pile that a reshuffle turned
    // into the draw pile. From the view alone, coins of the first deck get only first-deck cards, and
    // coins of the reshuffle and the draw pile only cards of that old discard pile.
    UnterwegsState s = Table.of(2).drawOnly().coins(0, 20).coins(1, 20).build();
    UnterwegsState state = GAME.play(GAME.play(s, UnterwegsAction.REVEAL), UnterwegsAction.STOP);
    while (state.player(state.toMove()).coins().forAll(c -> c.shuffle() == 0) && !GAME.isOver(state)) {
      state = GAME.play(state, GAME.legalActions(state).get(0));
    }
    assertThat(state.shuffles()).isEqualTo(1);
    UnterwegsView view = GAME.view(state, 1);
    io.vavr.collection.List<Card> firstDeckCoins = state.players().flatMap(UnterwegsPlayer::coins).filter(c -> c.shuffle() == 0)
        .map(Coin::card).toList().sorted(Cards.ORDER);
    io.vavr.collection.List<Card> secondPile = state.players().flatMap(UnterwegsPlayer::coins).filter(c -> c.shuffle() == 1)
        .map(Coin::card).toList().appendAll(state.draw()).sorted(Cards.ORDER);
    assertThat(view.unseen().get(0).sorted(Cards.ORDER)).containsExactlyElementsOf(firstDeckCoins);
    assertThat(view.unseen().get(1).sorted(Cards.ORDER)).containsExactlyElementsOf(secondPile);
    java.util.Set<io.vavr.collection.List<Card>> draws = new java.util.HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      UnterwegsState sample = GAME.resampleFromView(view, seed);
      assertThat(sample.players().flatMap(UnterwegsPlayer::coins).filter(c -> c.shuffle() == 0).map(Coin::card).toList()
          .sorted(Cards.ORDER)).isEqualTo(firstDeckCoins);
      assertThat(sample.players().flatMap(UnterwegsPlayer::coins).filter(c -> c.shuffle() == 1).map(Coin::card).toList()
          .appendAll(sample.draw()).sorted(Cards.ORDER)).isEqualTo(secondPile);
      assertThat(GAME.view(sample, 1)).isEqualTo(view);
      assertThat(sample.quietTurns()).isEqualTo(state.quietTurns());
      GAME.validate(sample);
      draws.add(sample.draw());
    }
    assertThat(draws).as("the draw pile is dealt at random").hasSizeGreaterThan(1);
  }

  @Test
  void resampleFromView_rejectsAViewWhoseUnseenCardsDoNotFillTheFaceDownPlaces() {
    UnterwegsView view = GAME.view(GAME.setup(UnterwegsOptions.DEFAULT, 3, 5), 0);
    Vector<Card> pool = view.unseen().get(0);
    assertThatThrownBy(() -> GAME.resampleFromView(withUnseen(view, pool.tail()), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fewer");
    assertThatThrownBy(() -> GAME.resampleFromView(withUnseen(view, pool.append(pool.head())), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more");
  }

  private static UnterwegsView withUnseen(UnterwegsView v, Vector<Card> pool) {
    return new UnterwegsView(v.observer(), v.options(), v.players(), v.harbor(), v.discard(), v.drawCount(), v.shuffles(),
        v.startPlayer(), v.active(), v.phase(), v.endTriggered(), v.quietTurns(), Vector.of(pool));
  }

  @Test
  void view_showsCountsButNoCoinFacesAndNoDrawPile() {
    UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT, 3, 5);
    UnterwegsView view = GAME.view(s, 1);
    assertThat(view.players().map(UnterwegsView.PlayerView::coins)).containsOnly(3);
    assertThat(view.drawCount()).isEqualTo(51);
    UnterwegsState other = GAME.resample(s, 1, 99);
    assertThat(other.draw()).isNotEqualTo(s.draw());
    assertThat(GAME.view(other, 1)).isEqualTo(view);
  }
}
