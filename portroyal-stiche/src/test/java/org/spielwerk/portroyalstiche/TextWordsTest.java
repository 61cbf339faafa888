package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.*;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.*;

/**
 * The exact words, in English and in German (the German rulebook's terms, issue 9): a view of each
 * kind (own and others' bonus cards, markers, a kept card, the trick on the table, cards laid aside,
 * bonus cards to place, one card left in hand), every kind of event with and without bonus cards, and
 * every kind of action, the bonus placement in its three forms.
 */
class TextWordsTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  /** Round 4, trick 6: seat 2 led green 1 for rum 5; seat 1 holds the privileges for a pending 3. */
  private static PortRoyalSticheState inTrick() {
    return PortRoyalStichePositions.of(3).round(4).dealer(2).holder(1, 3).trump(Colour.BLACK).tricksDone(5)
        .phase(new Phase.TrickPlay(new Trick(2, Loot.RUM_5, Vector.of(new PlayedCard(2, GREEN_1, false)))))
        .hand(0, RED_2, KLAB_1, BLUE_3).markers(1, Colour.RED).keptRemoveOne(2)
        .ship(0, Good.RUM, Loot.RUM_9).bonus(0, Good.RUM, Bonus.BONUS_4)
        .ship(1, Good.TOBACCO, Loot.TOBACCO_3, Loot.PLUS_8).bonus(1, Good.TOBACCO, Bonus.BONUS_2).build();
  }

  /** Round 2, the 8th trick won by the holder (seat 1, for nothing), who places a bonus card. */
  private static PortRoyalSticheState placing() {
    return PortRoyalStichePositions.of(3).round(2).dealer(0).holder(1, 0).trump(Colour.RED).tricksDone(7)
        .phase(new Phase.Spoils(1, Option.none())).pendingBonus(Bonus.BONUS_5).aside(BLUE_1, BLUE_2).build();
  }

  private static String views(Locale locale) {
    GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> text =
        GAME.text(locale);
    return text.view(GAME.view(inTrick(), 0)) + "----\n" + text.view(GAME.view(inTrick(), 1)) + "----\n"
        + text.view(GAME.view(placing(), 1)) + "----\n" + text.view(GAME.view(placing(), 0));
  }

  @Test
  void germanForAnyGermanLocale_englishOtherwise() {
    assertThat(GAME.text(Locale.GERMANY)).isSameAs(GAME.text(Locale.GERMAN));
    assertThat(GAME.text(Locale.of("de", "AT"))).isSameAs(GAME.text(Locale.GERMAN));
    assertThat(GAME.text(null)).isSameAs(GAME.text());
    assertThat(GAME.text(Locale.FRENCH)).isSameAs(GAME.text());
    assertThat(GAME.text(Locale.GERMAN)).isNotSameAs(GAME.text());
  }

  @Test
  void views_inEnglish() {
    assertThat(views(Locale.ENGLISH)).isEqualTo(EN_VIEWS);
  }

  @Test
  void views_inGerman() {
    assertThat(views(Locale.GERMAN)).isEqualTo(DE_VIEWS);
  }

  private static final List<PortRoyalSticheEvent> EVENTS = List.of(new RoundStarted(2, 1),
      new LootRevealed(LootSet.of(Loot.RUM_2, Loot.PLUS_8, Loot.MOVE_ONE)), new TrickCardsDealt(1, TrickSet.of(RED_1, KLAB_5)),
      new HandDealt(0, TrickSet.of(BLUE_2, GREEN_3)), new BidBecameDebt(1, 4, 9), new BonusAttached(Loot.TIMES_2, 2),
      new RoundEnded(3), new BidMade(0, 5), new Passed(2), new PrivilegesWon(1, 0),
      new FaceUpCardsTaken(1, TrickSet.of(BLACK_4, BLUE_6)), new CardsLaidAside(1),
      new OwnCardsLaidAside(1, TrickSet.of(RED_3, GREEN_2)), new TrumpChosen(1, Colour.GREEN), new LeaderNamed(1, 0),
      new PrizeChosen(0, Loot.MINUS_10, 0), new PrizeChosen(0, Loot.GUNPOWDER_12, 1), new PrizeChosen(0, Loot.TOBACCO_7, 3),
      new CardPlayed(2, BLACK_5), new MarkerPlaced(2, Colour.BLUE), new MarkerTakenBack(2, Colour.BLUE),
      new RevokeRevealed(2, Colour.BLUE), new PenaltyTaken(1, 2, Loot.MAX_PLUS_5), new PenaltyWaived(2),
      new TrickWon(0, Loot.RUM_6, 0, TrickSet.of(RED_1, RED_2, RED_3)),
      new TrickWon(0, Loot.RUM_6, 2, TrickSet.of(RED_1, RED_2, RED_3)),
      new OwnBonusReceived(0, BonusSet.of(Bonus.BONUS_1, Bonus.BONUS_6)), new LootLoaded(0, Loot.MAX_MINUS_5, Good.GUNPOWDER),
      new BidRepaid(1, Loot.PLUS_6, 6, 2, 11), new LootDiscarded(2, Loot.MINUS_5), new RemoveOneKept(2),
      new LootRemoved(2, Loot.BISCUIT_10, Good.BISCUIT), new BonusRemoved(2, Good.RUM),
      new OwnBonusRemoved(2, Bonus.BONUS_3, Good.RUM), new RemoveOneDiscarded(2),
      new LootMoved(0, Loot.TIMES_2, Good.RUM, Good.TOBACCO), new BonusMoved(0, Good.RUM, Good.TOBACCO),
      new OwnBonusMoved(0, Bonus.BONUS_2, Good.RUM, Good.TOBACCO), new MoveOneDiscarded(0),
      new BonusPlaced(1, Good.BISCUIT, 1), new BonusPlaced(1, Good.BISCUIT, 2),
      new OwnBonusPlaced(1, BonusSet.of(Bonus.BONUS_4), Good.BISCUIT),
      new SeatScored(0, Vector.of(new ShipScore(Good.BISCUIT, 30, 24, true, 30, 30, 0, 0),
          new ShipScore(Good.TOBACCO, 5, 24, false, 5, 5, 2, 7), new ShipScore(Good.RUM, 0, 24, false, 0, 0, 0, 0),
          new ShipScore(Good.GUNPOWDER, 0, 24, false, 0, 0, 0, 0)), 3, 4),
      new GameEnded(Vector.of(4, 9, 9), Vector.of(1, 2)));

  private static final List<PortRoyalSticheAction> ACTIONS = List.of(new Bid(7), PortRoyalSticheAction.PASS,
      new LayAside(KLAB_1, GREEN_4), new ChooseTrump(Colour.BLACK), new NameLeader(2), new ChoosePrize(Loot.RUM_5),
      new ChoosePrize(Loot.PLUS_8), new Play(BLUE_7), new TakePenaltyCard(Loot.RUM_9), new Load(Good.TOBACCO),
      PortRoyalSticheAction.REPAY, PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE, PortRoyalSticheAction.KEEP_REMOVE_ONE,
      new RemoveLoot(Loot.MINUS_5), new RemoveBonus(Bonus.BONUS_6), PortRoyalSticheAction.DISCARD_REMOVE_ONE,
      new MoveLoot(Loot.MAX_PLUS_5, Good.BISCUIT), new MoveBonus(Bonus.BONUS_1, Good.GUNPOWDER),
      PortRoyalSticheAction.DISCARD_MOVE_ONE, new PlaceBonus(Good.RUM));

  /** Events, then actions (in a position whose rum 5 carries two bonus cards), then placing bonus cards. */
  private static String texts(Locale locale) {
    GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> text =
        GAME.text(locale);
    PortRoyalSticheState carrier = PortRoyalStichePositions.of(3).round(3).holder(1, 0).tricksDone(2)
        .phase(new Phase.PrizeChoice(0)).carrier(Loot.RUM_5, Bonus.BONUS_1, Bonus.BONUS_2).build();
    PortRoyalSticheState two = PortRoyalStichePositions.of(3).round(3).holder(1, 0).tricksDone(3)
        .phase(new Phase.Spoils(0, Option.none())).pendingBonus(Bonus.BONUS_3, Bonus.BONUS_5).build();
    PortRoyalSticheState one = PortRoyalStichePositions.of(3).round(3).holder(1, 0).tricksDone(3)
        .phase(new Phase.Spoils(0, Option.none())).pendingBonus(Bonus.BONUS_3).build();
    PortRoyalSticheState together = two.withOptions(PortRoyalSticheOptions.STANDARD.withBonusCardsTogether(true));
    StringBuilder out = new StringBuilder();
    EVENTS.forEach(e -> out.append(text.event(e)).append('\n'));
    ACTIONS.forEach(a -> out.append(text.action(carrier, a)).append('\n'));
    for (PortRoyalSticheState state : List.of(two, one, together)) {
      out.append(text.action(state, new PlaceBonus(Good.RUM))).append('\n');
    }
    return out.toString();
  }

  @Test
  void eventsAndActions_inEnglish() {
    assertThat(texts(Locale.ENGLISH).lines()).containsExactlyElementsOf(EN_TEXTS.lines().toList());
  }

  @Test
  void eventsAndActions_inGerman() {
    assertThat(texts(Locale.GERMAN).lines()).containsExactlyElementsOf(DE_TEXTS.lines().toList());
  }

  private static final String EN_VIEWS = """
        Round 4, Player 3 dealt; privileges: Player 2 (bid 3 t pending); trump black; tricks done 5
        Display: biscuit 2, biscuit 3, biscuit 4 (1 bonus under biscuit 4); loot deck 16
        Face-up cards this round: red 4, red 5
        Trick for rum 5: Player 3 green 1 \s
        Player 1 (you): debt 0, 3 cards
            rum: rum 9 + bonus 4
        Player 2: debt 0, 3 cards, marked void: red
            tobacco: tobacco 3, +8 + 1 bonus
        Player 3: debt 0, 2 cards, keeps '1 Karte entfernen'
        Your hand: red 2, blue 3, Klabautermann 1
        ----
        Round 4, Player 3 dealt; privileges: Player 2 (bid 3 t pending); trump black; tricks done 5
        Display: biscuit 2, biscuit 3, biscuit 4 (1 bonus under biscuit 4); loot deck 16
        Face-up cards this round: red 4, red 5
        Trick for rum 5: Player 3 green 1 \s
        Player 1: debt 0, 3 cards
            rum: rum 9 + 1 bonus
        Player 2 (you): debt 0, 3 cards, marked void: red
            tobacco: tobacco 3, +8 + bonus 2
        Player 3: debt 0, 2 cards, keeps '1 Karte entfernen'
        Your hand: blue 1, blue 2, blue 4  (laid aside: red 4, red 5)
        ----
        Round 2, Player 1 dealt; privileges: Player 2; trump red; tricks done 7
        Display: biscuit 2, biscuit 3; loot deck 32
        Face-up cards this round: blue 1, blue 2
        Player 1: debt 0, 1 card
        Player 2 (you): debt 0, 1 card
        Player 3: debt 0, 1 card
        Your hand: red 2  (laid aside: blue 1, blue 2)
        Bonus to place: bonus 5
        ----
        Round 2, Player 1 dealt; privileges: Player 2; trump red; tricks done 7
        Display: biscuit 2, biscuit 3; loot deck 32
        Face-up cards this round: blue 1, blue 2
        Player 1 (you): debt 0, 1 card
        Player 2: debt 0, 1 card
        Player 3: debt 0, 1 card
        Your hand: red 1
        Bonus to place: 1 card
        """;

  private static final String DE_VIEWS = """
        Runde 4, Kartengeber Spieler 3; Privilegien: Spieler 2 (Gebot 3 Tonnen offen); Trumpf Schwarz; Stiche gespielt 5
        Offene Beutekarten: Schiffszwieback 2, Schiffszwieback 3, Schiffszwieback 4 (1 Bonuskarte unter Schiffszwieback 4); Beutestapel 16
        Offene Stichkarten dieser Runde: Rot 4, Rot 5
        Stich um Rum 5: Spieler 3 Grün 1 \s
        Spieler 1 (du): Schulden 0, 3 Karten
            Rum: Rum 9 + Bonus 4
        Spieler 2: Schulden 0, 3 Karten, Stichsteine auf: Rot
            Tabak: Tabak 3, +8 + 1 Bonuskarte
        Spieler 3: Schulden 0, 2 Karten, bewahrt „1 Karte entfernen“ auf
        Deine Hand: Rot 2, Blau 3, Klabautermann 1
        ----
        Runde 4, Kartengeber Spieler 3; Privilegien: Spieler 2 (Gebot 3 Tonnen offen); Trumpf Schwarz; Stiche gespielt 5
        Offene Beutekarten: Schiffszwieback 2, Schiffszwieback 3, Schiffszwieback 4 (1 Bonuskarte unter Schiffszwieback 4); Beutestapel 16
        Offene Stichkarten dieser Runde: Rot 4, Rot 5
        Stich um Rum 5: Spieler 3 Grün 1 \s
        Spieler 1: Schulden 0, 3 Karten
            Rum: Rum 9 + 1 Bonuskarte
        Spieler 2 (du): Schulden 0, 3 Karten, Stichsteine auf: Rot
            Tabak: Tabak 3, +8 + Bonus 2
        Spieler 3: Schulden 0, 2 Karten, bewahrt „1 Karte entfernen“ auf
        Deine Hand: Blau 1, Blau 2, Blau 4  (zur Seite gelegt: Rot 4, Rot 5)
        ----
        Runde 2, Kartengeber Spieler 1; Privilegien: Spieler 2; Trumpf Rot; Stiche gespielt 7
        Offene Beutekarten: Schiffszwieback 2, Schiffszwieback 3; Beutestapel 32
        Offene Stichkarten dieser Runde: Blau 1, Blau 2
        Spieler 1: Schulden 0, 1 Karte
        Spieler 2 (du): Schulden 0, 1 Karte
        Spieler 3: Schulden 0, 1 Karte
        Deine Hand: Rot 2  (zur Seite gelegt: Blau 1, Blau 2)
        Zu legende Bonuskarten: Bonus 5
        ----
        Runde 2, Kartengeber Spieler 1; Privilegien: Spieler 2; Trumpf Rot; Stiche gespielt 7
        Offene Beutekarten: Schiffszwieback 2, Schiffszwieback 3; Beutestapel 32
        Offene Stichkarten dieser Runde: Blau 1, Blau 2
        Spieler 1 (du): Schulden 0, 1 Karte
        Spieler 2: Schulden 0, 1 Karte
        Spieler 3: Schulden 0, 1 Karte
        Deine Hand: Rot 1
        Zu legende Bonuskarten: 1 Bonuskarte
        """;

  private static final String EN_TEXTS = """
        Round 2 begins; Player 2 deals.
        Loot revealed: rum 2, +8, '1 Karte umlegen'.
        Trick cards dealt; face up: red 1, Klabautermann 5.
        Player 1 is dealt blue 2, green 3.
        Player 2's unpaid bid of 4 t becomes debt (now 9).
        A bonus card goes under x2 (2 there now).
        Round 3 ends.
        Player 1 bids 5 t.
        Player 3 passes.
        Player 2 wins the privileges for 0 t.
        Player 2 takes blue 6, black 4.
        Player 2 lays two cards aside.
        You laid aside red 3, green 2.
        Player 2 makes green trump.
        Player 2 lets Player 1 lead.
        Player 1 plays for -10.
        Player 1 plays for gunpowder 12 with 1 bonus card.
        Player 1 plays for tobacco 7 with 3 bonus cards.
        Player 3 plays black 5.
        Player 3 marks blue void.
        Player 3's marker on blue is taken back.
        Player 3 is caught holding blue after marking it void!
        Player 2 takes Max+5 from Player 3 as the penalty.
        Player 3 has no loot card to lose.
        Player 1 wins the trick red 1, red 2, red 3 and rum 6.
        Player 1 wins the trick red 1, red 2, red 3 and rum 6 with 2 bonus cards.
        Your bonus: bonus 1+6.
        Player 1 loads Max-5 onto the gunpowder ship.
        Player 2 repays 6 t with +6; 2 t remain as debt (now 11).
        Player 3 discards -5 with the kept '1 Karte entfernen'.
        Player 3 keeps '1 Karte entfernen'.
        Player 3 removes biscuit 10 from the biscuit ship.
        Player 3 removes a bonus card from the rum ship.
        You removed bonus 3.
        Player 3 discards '1 Karte entfernen' unused.
        Player 1 moves x2 from the rum to the tobacco ship.
        Player 1 moves a bonus card from the rum to the tobacco ship.
        You moved bonus 2.
        Player 1 discards '1 Karte umlegen' unused.
        Player 2 places 1 bonus card on the biscuit ship.
        Player 2 places 2 bonus cards on the biscuit ship.
        You placed bonus 4 on the biscuit ship.
        Player 1 scores 4 (debt 3, ships sunk, 7, 0, 0).
        Game over: 4 / 9 / 9; winner(s): Player 2, Player 3.
        bid 7 t
        pass
        lay aside green 4 and Klabautermann 1
        make black trump
        let Player 3 lead
        play for rum 5 (with 2 bonus)
        play for +8
        play blue 7
        take rum 9 as the penalty
        load onto the tobacco ship
        repay the bid with it
        discard it with the kept '1 Karte entfernen'
        keep '1 Karte entfernen' for later
        remove -5 from a ship
        remove bonus 6 from a ship
        discard '1 Karte entfernen' without removing a card
        move Max+5 to the biscuit ship
        move bonus 1 to the gunpowder ship
        discard '1 Karte umlegen' without moving a card
        place the bonus card on the rum ship
        place bonus 3 on the rum ship
        place the bonus card on the rum ship
        place the bonus cards on the rum ship
        """;

  private static final String DE_TEXTS = """
        Runde 2 beginnt; Spieler 2 ist Kartengeber.
        Aufgedeckte Beutekarten: Rum 2, +8, „1 Karte umlegen“.
        Stichkarten ausgeteilt; offen: Rot 1, Klabautermann 5.
        Spieler 1 erhält Blau 2, Grün 3.
        Das unbezahlte Gebot von Spieler 2 (4 Tonnen) wird zu Schulden (jetzt 9).
        Eine Bonuskarte kommt unter x2 (dort jetzt 2).
        Runde 3 endet.
        Spieler 1 bietet 5 Tonnen.
        Spieler 3 passt.
        Spieler 2 erhält die Privilegien für 0 Tonnen.
        Spieler 2 nimmt Blau 6, Schwarz 4.
        Spieler 2 legt zwei Karten verdeckt zur Seite.
        Du hast Rot 3, Grün 2 zur Seite gelegt.
        Spieler 2 bestimmt Grün zur Trumpffarbe.
        Spieler 2 bestimmt Spieler 1 zum Startspieler.
        Spieler 1 spielt um -10.
        Spieler 1 spielt um Schießpulver 12 mit 1 Bonuskarte.
        Spieler 1 spielt um Tabak 7 mit 3 Bonuskarten.
        Spieler 3 spielt Schwarz 5.
        Spieler 3 legt einen Stichstein auf Blau.
        Spieler 3 nimmt den Stichstein von Blau zurück.
        Spieler 3 hat doch noch Blau und wird erwischt!
        Spieler 2 entfernt Max+5 von Spieler 3 als Strafe.
        Spieler 3 hat keine Beutekarte, die er abgeben könnte.
        Spieler 1 gewinnt den Stich Rot 1, Rot 2, Rot 3 und Rum 6.
        Spieler 1 gewinnt den Stich Rot 1, Rot 2, Rot 3 und Rum 6 mit 2 Bonuskarten.
        Deine Bonuskarten: Bonus 1+6.
        Spieler 1 legt Max-5 in den Laderaum Schießpulver.
        Spieler 2 zahlt 6 Tonnen mit +6 zurück; 2 Tonnen bleiben als Schulden (jetzt 11).
        Spieler 3 wirft -5 mit dem aufbewahrten „1 Karte entfernen“ ab.
        Spieler 3 bewahrt „1 Karte entfernen“ auf.
        Spieler 3 entfernt Schiffszwieback 10 aus dem Laderaum Schiffszwieback.
        Spieler 3 entfernt eine Bonuskarte aus dem Laderaum Rum.
        Du hast Bonuskarte 3 entfernt.
        Spieler 3 wirft „1 Karte entfernen“ ungenutzt ab.
        Spieler 1 legt x2 vom Laderaum Rum in den Laderaum Tabak um.
        Spieler 1 legt eine Bonuskarte vom Laderaum Rum in den Laderaum Tabak um.
        Du hast Bonuskarte 2 umgelegt.
        Spieler 1 wirft „1 Karte umlegen“ ungenutzt ab.
        Spieler 2 legt 1 Bonuskarte in den Laderaum Schiffszwieback.
        Spieler 2 legt 2 Bonuskarten in den Laderaum Schiffszwieback.
        Du hast Bonus 4 in den Laderaum Schiffszwieback gelegt.
        Spieler 1 erzielt 4 (Schulden 3, Schiffe gesunken, 7, 0, 0).
        Spielende: 4 / 9 / 9; Sieger: Spieler 2, Spieler 3.
        7 Tonnen bieten
        passen
        Grün 4 und Klabautermann 1 zur Seite legen
        Schwarz zur Trumpffarbe bestimmen
        Spieler 3 zum Startspieler bestimmen
        um Rum 5 spielen (mit 2 Bonuskarten)
        um +8 spielen
        Blau 7 spielen
        Rum 9 als Strafe nehmen
        in den Laderaum Tabak legen
        damit das Gebot zurückzahlen
        mit dem aufbewahrten „1 Karte entfernen“ abwerfen
        „1 Karte entfernen“ für später aufbewahren
        -5 aus einem Schiff entfernen
        Bonuskarte 6 aus einem Schiff entfernen
        „1 Karte entfernen“ abwerfen, ohne eine Karte zu entfernen
        Max+5 in den Laderaum Schiffszwieback umlegen
        Bonuskarte 1 in den Laderaum Schießpulver umlegen
        „1 Karte umlegen“ abwerfen, ohne eine Karte umzulegen
        die Bonuskarte in den Laderaum Rum legen
        Bonuskarte 3 in den Laderaum Rum legen
        die Bonuskarte in den Laderaum Rum legen
        die Bonuskarten in den Laderaum Rum legen
        """;
}
