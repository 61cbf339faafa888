package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;

/**
 * {@code resample} and {@code resampleFromView}: a position dealt from one seat's view alone, with what
 * the seat cannot see dealt at random, consistently with what it can see and has deduced, for search.
 * {@code resample(state, seat, seed)} is this deal from {@code view(state, seat)}, so the two give the
 * same position for the same seed.
 *
 * <ul>
 *   <li>Trick cards: the other seats' hands and the two cards the holder laid aside. Kept in place:
 *       the observer's own cards, every card played, the face-up cards while they lie on the table, and
 *       (once the holder took them) the face-up cards not yet played stay with the holder, in his hand
 *       or laid aside. Under Reading A a trick marker proves a void, so no seat is dealt a card of a
 *       colour it has marked. (Under Reading B a marker may be a bluff and proves nothing.)
 *   <li>The loot deck: every loot card the view does not show somewhere else, in random order;
 *       „1 Karte umlegen" stays at the bottom, as everybody knows.
 *   <li>Bonus cards whose values the view does not show: the pile, the cards under the leftover loot
 *       card, the other seats' face-down cards (each ship keeps its count) and those they removed, and
 *       bonus cards another winner has not placed yet.
 * </ul>
 *
 * The trick cards are dealt card by card in random order, each to a slot drawn in proportion to the
 * room left among the slots that keep the rest of the deal possible (Hall's condition over the at most
 * four slots). Without constraints this is a uniform deal; with them it is close to uniform.
 */
final class Resampling {
  private Resampling() {}

  /** The view of a real position adds up by construction, so it is dealt without the checks. */
  static PortRoyalSticheState resample(PortRoyalSticheState state, int observer, long seed) {
    return deal(PortRoyalSticheView.of(state, observer), seed);
  }

  /**
   * A position from a view that may have been made up or changed: checked before dealing (structure)
   * and after (the position validates and shows exactly this view), see {@link ViewChecks}.
   *
   * @throws IllegalArgumentException when no position fits the view: an
   *     {@link org.spielwerk.core.InvalidPositionException} naming the field, or the deal's own finding
   *     (its counts do not add up, or its markers leave no deal)
   */
  static PortRoyalSticheState fromView(PortRoyalSticheView view, long seed) {
    ViewChecks.checkBeforeDeal(view);
    PortRoyalSticheState dealt = deal(view, seed);
    ViewChecks.checkDeal(view, dealt);
    return dealt;
  }

  private static PortRoyalSticheState deal(PortRoyalSticheView view, long seed) {
    int players = view.seats().size();
    // the draws of the deal come from a generator apart from the one the position continues with
    RandomSource random = new RandomSource(seed * 0xD1B54A32D192ED03L + 0x2545F4914F6CDD1DL);
    TrickSet[] hands = new TrickSet[players + 1];
    dealTrickCards(view, random, hands);
    Vector<Loot> lootDeck = dealLootDeck(view, random);
    Bonuses bonus = dealBonusCards(view, random);

    Vector<Player> seats = Vector.empty();
    for (int seat = 0; seat < players; seat++) {
      PortRoyalSticheView.SeatView shown = view.seats().get(seat);
      Vector<Ship> ships = Vector.empty();
      for (int s = 0; s < Cards.SHIPS; s++) {
        ships = ships.append(new Ship(shown.ships().get(s).loot(), bonus.ships[seat][s]));
      }
      seats = seats.append(new Player(shown.debt(), hands[seat], ships, shown.markers(), shown.exposed(),
          shown.keptRemoveOne(), bonus.removed[seat]));
    }
    return new PortRoyalSticheState(view.options(), view.round(), view.dealer(), seats, lootDeck, view.display(),
        view.bonusCarrier(), bonus.under, bonus.deck, view.lootOut(), view.holder(), view.bid(), view.repaid(),
        view.trump(), view.faceUp(), hands[players], view.played(), view.tricksDone(), bonus.pending, view.phase(),
        Rng.seeded(seed));
  }

  /** Fills {@code hands[seat]} for every seat and {@code hands[players]} with the cards laid aside. */
  private static void dealTrickCards(PortRoyalSticheView view, RandomSource random, TrickSet[] hands) {
    int players = view.seats().size();
    int observer = view.observer();
    int holder = view.holder();
    boolean faceUpOnTable = view.phase() instanceof Phase.Auction;
    Trick trick = Rules.currentTrick(view.phase());
    long inTrick = trick == null ? 0 : trick.cards().bits();
    long known = view.hand().bits() | view.aside().bits() | view.played().bits() | inTrick;
    if (faceUpOnTable) {
      known |= view.faceUp().bits();
    }
    long unknown = Cards.trickDeck(players).bits() & ~known;
    int cardCount = Long.bitCount(unknown);

    // slots: the other seats' hands, then the holder's aside if the observer did not lay it: whatever
    // of the unknown cards the hands do not hold
    int[] slotSeat = new int[players];
    int[] capacity = new int[players];
    int slots = 0;
    int inHands = 0;
    for (int seat = 0; seat < players; seat++) {
      if (seat != observer) {
        slotSeat[slots] = seat;
        capacity[slots++] = view.seats().get(seat).handSize();
        inHands += view.seats().get(seat).handSize();
      }
    }
    int asideSlot = -1;
    if (holder >= 0 && holder != observer && cardCount > inHands) {
      asideSlot = slots;
      slotSeat[slots] = -1;
      capacity[slots++] = cardCount - inHands;
    } else if (cardCount != inHands) {
      throw new IllegalArgumentException("hands: " + inHands + " hidden trick cards in the other hands, but "
          + cardCount + " cards of the deck are not in sight");
    }
    int allSlots = (1 << slots) - 1;

    // what each unknown card may be: a taken face-up card stays with the holder; voids (Reading A)
    long heldFaceUp = faceUpOnTable || holder == observer ? 0 : view.faceUp().bits() & unknown;
    long[] forbidden = new long[slots];
    for (int k = 0; k < slots; k++) {
      if (slotSeat[k] >= 0 && !view.options().allowRevokeBluff()) {
        forbidden[k] = view.seats().get(slotSeat[k]).markers().cards();
      }
    }
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
        throw new IllegalArgumentException("no deal of the trick cards is consistent with what seat " + observer
            + " knows (markers " + view.seats().map(PortRoyalSticheView.SeatView::markers) + ")");
      }
      int pick = random.nextInt(total);
      int k = 0;
      while (pick >= weights[k]) {
        pick -= weights[k++];
      }
      capacity[k]--;
      dealt[k] |= cards[i].bit();
    }

    hands[observer] = view.hand();
    hands[players] = view.aside();
    for (int k = 0; k < slots; k++) {
      hands[k == asideSlot ? players : slotSeat[k]] = new TrickSet(dealt[k]);
    }
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

  /** Every loot card lies face up somewhere except in the deck, so the deck holds the rest. */
  private static Vector<Loot> dealLootDeck(PortRoyalSticheView view, RandomSource random) {
    long seen = view.display().bits() | view.lootOut().bits();
    if (view.bonusCarrier().isDefined()) {
      seen |= view.bonusCarrier().get().bit();
    }
    Trick trick = Rules.currentTrick(view.phase());
    if (trick != null) {
      seen |= trick.prize().bit();
    }
    if (view.phase() instanceof Phase.Spoils spoils && spoils.loot() != null && spoils.loot().isDefined()) {
      seen |= spoils.loot().get().bit();
    }
    for (PortRoyalSticheView.SeatView seat : view.seats()) {
      for (PortRoyalSticheView.ShipView ship : seat.ships()) {
        seen |= ship.loot().bits();
      }
      if (seat.keptRemoveOne()) {
        seen |= Loot.REMOVE_ONE.bit();
      }
    }
    LootSet rest = new LootSet(Loot.ALL_BITS & ~seen);
    if (rest.size() != view.lootDeckSize()) {
      throw new IllegalArgumentException("lootDeckSize: " + view.lootDeckSize() + ", but " + rest.size()
          + " loot cards are not in sight");
    }
    // §2: „1 Karte umlegen" was put at the bottom; only the order above it is unknown
    boolean moveOneAtBottom = rest.contains(Loot.MOVE_ONE);
    Vector<Loot> shuffled = random.shuffleToVector(rest.without(Loot.MOVE_ONE).toList());
    return moveOneAtBottom ? shuffled.append(Loot.MOVE_ONE) : shuffled;
  }

  /** The bonus cards of every place, those the view shows kept, the others dealt at random. */
  private static final class Bonuses {
    final BonusSet[][] ships;
    final BonusSet[] removed;
    Vector<Bonus> deck = Vector.empty();
    BonusSet under;
    BonusSet pending;

    Bonuses(int players) {
      ships = new BonusSet[players][Cards.SHIPS];
      removed = new BonusSet[players];
    }
  }

  /**
   * A place's values are known when the view shows as many values as the place holds cards: the
   * observer's own ships and removed cards, bonus cards it has just won, every ship once the game is
   * over. The pile and the cards under the leftover loot card are never shown.
   */
  private static Bonuses dealBonusCards(PortRoyalSticheView view, RandomSource random) {
    int players = view.seats().size();
    int known = 0;
    for (PortRoyalSticheView.SeatView seat : view.seats()) {
      for (PortRoyalSticheView.ShipView ship : seat.ships()) {
        known |= shown(ship.bonus(), ship.bonusCount());
      }
      known |= shown(seat.removedBonus(), seat.removedBonusCount());
    }
    known |= shown(view.pendingBonus(), view.pendingBonusCount());
    java.util.List<Bonus> unknown = new java.util.ArrayList<>();
    for (Bonus bonus : Bonus.values()) {
      if ((known & bonus.bit()) == 0) {
        unknown.add(bonus);
      }
    }
    Bonus[] pool = random.shuffle(unknown).toJavaArray(Bonus[]::new);
    int[] next = {0};
    Bonuses dealt = new Bonuses(players);
    for (int k = 0; k < view.bonusDeckSize(); k++) {
      if (next[0] == pool.length) {
        throw tooFew(pool.length);
      }
      dealt.deck = dealt.deck.append(pool[next[0]++]);
    }
    dealt.under = take(pool, next, view.bonusUnderCount());
    dealt.pending = keepOrTake(view.pendingBonus(), view.pendingBonusCount(), pool, next);
    for (int seat = 0; seat < players; seat++) {
      PortRoyalSticheView.SeatView shown = view.seats().get(seat);
      for (int s = 0; s < Cards.SHIPS; s++) {
        PortRoyalSticheView.ShipView ship = shown.ships().get(s);
        dealt.ships[seat][s] = keepOrTake(ship.bonus(), ship.bonusCount(), pool, next);
      }
      dealt.removed[seat] = keepOrTake(shown.removedBonus(), shown.removedBonusCount(), pool, next);
    }
    if (next[0] != pool.length) {
      throw new IllegalArgumentException("bonus cards: " + pool.length + " unseen, but only " + next[0]
          + " hidden places for them");
    }
    return dealt;
  }

  private static int shown(BonusSet values, int count) {
    return values.size() == count ? values.bits() : 0;
  }

  private static BonusSet keepOrTake(BonusSet values, int count, Bonus[] pool, int[] next) {
    return values.size() == count ? values : take(pool, next, count);
  }

  private static BonusSet take(Bonus[] pool, int[] next, int count) {
    if (count < 0 || next[0] + count > pool.length) {
      throw tooFew(pool.length);
    }
    int bits = 0;
    for (int k = 0; k < count; k++) {
      bits |= pool[next[0]++].bit();
    }
    return new BonusSet(bits);
  }

  private static IllegalArgumentException tooFew(int unseen) {
    return new IllegalArgumentException("bonus cards: more hidden places than the " + unseen + " unseen cards");
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
