package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * The game's invariants, checked independently of {@code validate} (lists and counts instead of bit
 * masks): every card in exactly one place with the counts of the components table (§1), debts within
 * 0..19, markers only on colours the seat is void of (Reading A), at most 8 tricks a round, and scores
 * equal to the sum of their parts (§6).
 */
final class Invariants {
  private Invariants() {}

  static void check(PortRoyalSticheState state) {
    int players = state.playerCount();
    checkLoot(state);
    checkBonus(state);
    checkTrickCards(state, players);

    for (int seat = 0; seat < players; seat++) {
      Player player = state.player(seat);
      assertThat(player.debt()).as("debt of seat %d (§4.1)", seat).isBetween(0, 19);
      assertThat(player.markers().size()).as("markers of seat %d (§8.7)", seat).isLessThanOrEqualTo(3);
      if (!state.options().allowRevokeBluff()) {
        for (Colour colour : player.markers().toList()) {
          assertThat(player.hand().hasColour(colour))
              .as("Reading A: seat %d marked %s void but holds %s", seat, colour, player.hand()).isFalse();
        }
      }
      checkScore(state, seat);
    }
    if (state.holder() >= 0) {
      assertThat(state.player(state.holder()).debt() + state.bid()).as("debt plus pending bid (§4.1)").isLessThanOrEqualTo(19);
    }
    assertThat(state.tricksDone()).as("tricks per round (§3)").isBetween(0, 8);
    assertThat(state.played().size()).as("cards of completed tricks").isEqualTo(state.tricksDone() * players);
  }

  private static void checkLoot(PortRoyalSticheState state) {
    List<Loot> all = new ArrayList<>(state.lootDeck().asJava());
    all.addAll(state.display().toList());
    all.addAll(state.lootOut().toList());
    Trick trick = Rules.currentTrick(state.phase());
    if (trick != null) {
      all.add(trick.prize());
    }
    if (state.phase() instanceof Phase.Spoils spoils) {
      spoils.loot().forEach(all::add);
    }
    for (Player player : state.players()) {
      for (Ship ship : player.ships()) {
        all.addAll(ship.loot().toList());
      }
      if (player.keptRemoveOne()) {
        all.add(Loot.REMOVE_ONE);
      }
    }
    assertThat(all).as("49 loot cards, each once (§1.1)").hasSize(49);
    assertThat(EnumSet.copyOf(all)).as("every loot card somewhere").isEqualTo(EnumSet.allOf(Loot.class));
  }

  private static void checkBonus(PortRoyalSticheState state) {
    List<Bonus> all = new ArrayList<>(state.bonusDeck().asJava());
    all.addAll(state.bonusUnder().toList());
    all.addAll(state.pendingBonus().toList());
    for (Player player : state.players()) {
      all.addAll(player.removedBonus().toList());
      for (Ship ship : player.ships()) {
        all.addAll(ship.bonus().toList());
      }
    }
    assertThat(all).as("6 bonus cards, each once (§1.2)").hasSize(6);
    assertThat(EnumSet.copyOf(all)).isEqualTo(EnumSet.allOf(Bonus.class));
  }

  private static void checkTrickCards(PortRoyalSticheState state, int players) {
    List<TrickCard> all = new ArrayList<>();
    if (state.phase() instanceof Phase.Auction) {
      all.addAll(state.faceUp().toList());
    }
    all.addAll(state.aside().toList());
    all.addAll(state.played().toList());
    Trick trick = Rules.currentTrick(state.phase());
    if (trick != null) {
      trick.plays().forEach(p -> all.add(p.card()));
    }
    for (Player player : state.players()) {
      all.addAll(player.hand().toList());
    }
    int size = players == 3 ? 26 : 34;
    assertThat(all).as("the %d-card trick deck for %d players, each card once (§1.3)", size, players).hasSize(size);
    assertThat(EnumSet.copyOf(all)).isEqualTo(EnumSet.copyOf(Cards.trickDeck(players).toList()));
    for (TrickCard card : all) {
      int limit = players == 3 ? 6 : 8;
      if (!card.isKlabautermann()) {
        assertThat(card.value()).as("card values for %d players", players).isLessThanOrEqualTo(limit);
      }
    }
  }

  /** §6 recomputed from the cards, independently of {@link Scoring}. */
  private static void checkScore(PortRoyalSticheState state, int seat) {
    Player player = state.player(seat);
    int sum = -player.debt();
    for (int i = 0; i < 4; i++) {
      Ship ship = player.ships().get(i);
      int weight = 0;
      int capacity = state.playerCount() == 3 ? 24 : 18;
      boolean doubled = false;
      for (Loot loot : ship.loot().toList()) {
        switch (loot) {
          case PLUS_8 -> weight += 8;
          case PLUS_6 -> weight += 6;
          case MINUS_10 -> weight -= 10;
          case MINUS_5 -> weight -= 5;
          case MAX_PLUS_5 -> capacity += 5;
          case MAX_MINUS_5 -> capacity -= 5;
          case TIMES_2 -> doubled = true;
          default -> weight += loot.weight();
        }
      }
      int value = doubled ? 2 * weight : weight;
      int checkedWeight = doubled && state.options().timesTwoDoublesWeight() ? 2 * weight : weight;
      int bonus = 0;
      for (Bonus b : ship.bonus().toList()) {
        bonus += b.value();
      }
      int score = checkedWeight > capacity ? 0 : Math.max(0, value) + bonus;
      ShipScore computed = Scoring.ship(Good.of(i), ship, state.playerCount(), state.options());
      assertThat(computed.score()).as("score of ship %d of seat %d (§6)", i, seat).isEqualTo(score);
      assertThat(computed.score()).as("ship score is 0 or cargo + bonus")
          .isEqualTo(computed.sunk() ? 0 : computed.cargo() + computed.bonus());
      sum += score;
    }
    assertThat(Scoring.total(state, seat)).as("total of seat %d = ships − debt (§6)", seat).isEqualTo(sum);
  }
}
