package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;

/**
 * {@code resample}: re-deals everything a seat cannot see, consistently with what it can see and has
 * deduced, for search.
 *
 * <ul>
 *   <li>Trick cards: the other seats' hands and the two cards the holder laid aside. Kept in place:
 *       the observer's own cards, every card played, the face-up cards while they lie on the table, and
 *       (once the holder took them) the face-up cards not yet played stay with the holder, in his hand
 *       or laid aside. Under Reading A a trick marker proves a void, so no seat is dealt a card of a
 *       colour it has marked. (Under Reading B a marker may be a bluff and proves nothing.)
 *   <li>The loot deck's order; „1 Karte umlegen" stays at the bottom, as everybody knows.
 *   <li>Bonus cards whose values the observer has not seen: the pile, the cards under the leftover
 *       loot card, the other seats' face-down cards (each ship keeps its count) and those they
 *       removed, and bonus cards another winner has not placed yet.
 * </ul>
 *
 * The trick cards are dealt card by card in random order, each to a slot drawn in proportion to the
 * room left among the slots that keep the rest of the deal possible (Hall's condition over the at most
 * four slots). Without constraints this is a uniform deal; with them it is close to uniform.
 */
final class Resampling {
  private Resampling() {}

  static PortRoyalSticheState resample(PortRoyalSticheState state, int observer, long seed) {
    if (state.phase() instanceof Phase.GameOver) {
      return state.withRng(Rng.seeded(seed));
    }
    // the draws of the re-deal come from a generator apart from the one the state continues with
    RandomSource random = new RandomSource(seed * 0xD1B54A32D192ED03L + 0x2545F4914F6CDD1DL);
    state = redealTrickCards(state, observer, random);
    state = shuffleLootDeck(state, random);
    state = redealBonusCards(state, observer, random);
    return state.withRng(Rng.seeded(seed));
  }

  private static PortRoyalSticheState redealTrickCards(PortRoyalSticheState state, int observer, RandomSource random) {
    int players = state.playerCount();
    int holder = state.holder();
    Phase phase = state.phase();
    boolean faceUpOnTable = phase instanceof Phase.Auction;
    Trick trick = Rules.currentTrick(phase);
    long inTrick = trick == null ? 0 : trick.cards().bits();
    long known = state.player(observer).hand().bits() | state.played().bits() | inTrick;
    if (faceUpOnTable) {
      known |= state.faceUp().bits();
    }
    if (observer == holder) {
      known |= state.aside().bits();
    }
    long unknown = Cards.trickDeck(players).bits() & ~known;

    // slots: the other seats' hands, then the holder's aside if the observer did not lay it
    int[] slotSeat = new int[players];
    int[] capacity = new int[players];
    int slots = 0;
    for (int seat = 0; seat < players; seat++) {
      if (seat != observer) {
        slotSeat[slots] = seat;
        capacity[slots++] = state.player(seat).hand().size();
      }
    }
    int asideSlot = -1;
    if (holder >= 0 && holder != observer && !state.aside().isEmpty()) {
      asideSlot = slots;
      slotSeat[slots] = -1;
      capacity[slots++] = state.aside().size();
    }
    int allSlots = (1 << slots) - 1;

    // what each unknown card may be: a taken face-up card stays with the holder; voids (Reading A)
    long heldFaceUp = faceUpOnTable || holder == observer ? 0 : state.faceUp().bits() & unknown;
    long[] forbidden = new long[slots];
    for (int k = 0; k < slots; k++) {
      if (slotSeat[k] >= 0 && !state.options().allowRevokeBluff()) {
        forbidden[k] = state.player(slotSeat[k]).markers().cards();
      }
    }
    int cardCount = Long.bitCount(unknown);
    TrickCard[] cards = new TrickCard[cardCount];
    int[] allowed = new int[cardCount];
    int i = 0;
    for (long rest = unknown; rest != 0; rest &= rest - 1) {
      cards[i++] = TrickCard.of(Long.numberOfTrailingZeros(rest));
    }
    shuffle(cards, random);
    int[] waiting = new int[1 << slots];
    for (i = 0; i < cardCount; i++) {
      long bit = cards[i].bit();
      int mask = 0;
      for (int k = 0; k < slots; k++) {
        boolean ok = (forbidden[k] & bit) == 0;
        if ((heldFaceUp & bit) != 0) {
          ok &= k == asideSlot || slotSeat[k] == holder;
        }
        if (ok) {
          mask |= 1 << k;
        }
      }
      allowed[i] = mask;
      waiting[mask]++;
    }

    long[] dealt = new long[slots];
    int[] weights = new int[slots];
    for (i = 0; i < cardCount; i++) {
      waiting[allowed[i]]--;
      int total = 0;
      for (int k = 0; k < slots; k++) {
        weights[k] = 0;
        if ((allowed[i] & (1 << k)) != 0 && capacity[k] > 0) {
          capacity[k]--;
          if (feasible(waiting, capacity, allSlots)) {
            weights[k] = capacity[k] + 1;
            total += weights[k];
          }
          capacity[k]++;
        }
      }
      if (total == 0) {
        throw new IllegalStateException("no deal is consistent with what seat " + observer + " knows: " + state);
      }
      int pick = random.nextInt(total);
      int k = 0;
      while (pick >= weights[k]) {
        pick -= weights[k++];
      }
      capacity[k]--;
      dealt[k] |= cards[i].bit();
    }

    Vector<Player> seats = state.players();
    TrickSet aside = state.aside();
    for (int k = 0; k < slots; k++) {
      if (k == asideSlot) {
        aside = new TrickSet(dealt[k]);
      } else {
        seats = seats.update(slotSeat[k], seats.get(slotSeat[k]).withHand(new TrickSet(dealt[k])));
      }
    }
    return state.withPlayers(seats).withAside(aside);
  }

  /** Hall's condition: every set of slots has room for the cards that may only go there. */
  private static boolean feasible(int[] waiting, int[] capacity, int allSlots) {
    for (int set = 1; set <= allSlots; set++) {
      int room = 0;
      for (int k = 0; (1 << k) <= set; k++) {
        if ((set & (1 << k)) != 0) {
          room += capacity[k];
        }
      }
      int need = 0;
      for (int mask = 0; mask <= allSlots; mask++) {
        if ((mask & ~set) == 0) {
          need += waiting[mask];
        }
      }
      if (need > room) {
        return false;
      }
    }
    return true;
  }

  private static PortRoyalSticheState shuffleLootDeck(PortRoyalSticheState state, RandomSource random) {
    Vector<Loot> deck = state.lootDeck();
    if (deck.size() < 2) {
      return state;
    }
    boolean moveOneAtBottom = deck.last() == Loot.MOVE_ONE;
    Vector<Loot> shuffled = random.shuffleToVector(moveOneAtBottom ? deck.init() : deck);
    return state.withLootDeck(moveOneAtBottom ? shuffled.append(Loot.MOVE_ONE) : shuffled);
  }

  private static PortRoyalSticheState redealBonusCards(PortRoyalSticheState state, int observer, RandomSource random) {
    Player own = state.player(observer);
    boolean ownSpoils = state.phase() instanceof Phase.Spoils spoils && spoils.winner() == observer;
    int known = own.bonus().bits() | own.removedBonus().bits() | (ownSpoils ? state.pendingBonus().bits() : 0);
    List<Bonus> unknown = new ArrayList<>();
    for (Bonus bonus : Bonus.values()) {
      if ((known & bonus.bit()) == 0) {
        unknown.add(bonus);
      }
    }
    if (unknown.size() < 2) {
      return state;
    }
    Bonus[] pool = random.shuffle(unknown).toJavaArray(Bonus[]::new);
    int[] next = {0};
    Vector<Bonus> deck = Vector.empty();
    for (int k = 0; k < state.bonusDeck().size(); k++) {
      deck = deck.append(pool[next[0]++]);
    }
    state = state.withBonusDeck(deck).withBonusUnder(take(pool, next, state.bonusUnder().size()));
    if (!ownSpoils) {
      state = state.withPendingBonus(take(pool, next, state.pendingBonus().size()));
    }
    for (int seat = 0; seat < state.playerCount(); seat++) {
      if (seat == observer) {
        continue;
      }
      Player player = state.player(seat);
      Vector<Ship> ships = player.ships();
      for (int s = 0; s < Cards.SHIPS; s++) {
        ships = ships.update(s, ships.get(s).withBonus(take(pool, next, ships.get(s).bonus().size())));
      }
      state = state.withPlayer(seat, player.withShips(ships).withRemovedBonus(take(pool, next, player.removedBonus().size())));
    }
    if (next[0] != pool.length) {
      throw new IllegalStateException("bonus cards do not add up: " + next[0] + " slots for " + pool.length + " cards");
    }
    return state;
  }

  private static BonusSet take(Bonus[] pool, int[] next, int count) {
    int bits = 0;
    for (int k = 0; k < count; k++) {
      bits |= pool[next[0]++].bit();
    }
    return new BonusSet(bits);
  }

  private static void shuffle(TrickCard[] cards, RandomSource random) {
    for (int i = cards.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      TrickCard swap = cards[i];
      cards[i] = cards[j];
      cards[j] = swap;
    }
  }
}
