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
    assertThat(views(Locale.ENGLISH)).isEqualTo(expected("views-en.txt", views(Locale.ENGLISH)));
  }

  @Test
  void views_inGerman() {
    assertThat(views(Locale.GERMAN)).isEqualTo(expected("views-de.txt", views(Locale.GERMAN)));
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
    assertThat(texts(Locale.ENGLISH).lines()).containsExactlyElementsOf(expected("texts-en.txt", texts(Locale.ENGLISH)).lines().toList());
  }

  @Test
  void eventsAndActions_inGerman() {
    assertThat(texts(Locale.GERMAN).lines()).containsExactlyElementsOf(expected("texts-de.txt", texts(Locale.GERMAN)).lines().toList());
  }

  /**
   * The expected words, kept as text files under src/test/resources/words/ so that a change of wording is a
   * reviewable diff; {@code -Dgolden.regenerate=true} rewrites them from the catalogues.
   */
  private static String expected(String name, String actual) {
    java.nio.file.Path file = java.nio.file.Path.of("src/test/resources/words", name);
    try {
      if (Boolean.getBoolean("golden.regenerate")) {
        java.nio.file.Files.createDirectories(file.getParent());
        java.nio.file.Files.writeString(file, actual);
      }
      return java.nio.file.Files.readString(file);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
