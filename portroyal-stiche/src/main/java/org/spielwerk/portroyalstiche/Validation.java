package org.spielwerk.portroyalstiche;

import org.spielwerk.core.InvalidPositionException;

/**
 * {@code validate}: a position built by hand or read from JSON must add up. Every loot, bonus and trick
 * card in exactly one place, counters in range, hands and display of the sizes the round implies, and
 * the phase consistent with the rest. Bit masks keep this cheap enough to run after every step in
 * tests; messages are built only when a check fails.
 */
final class Validation {
  private Validation() {}

  static void validate(PortRoyalSticheState s) {
    Object[] fields = {s.options(), s.players(), s.lootDeck(), s.display(), s.bonusCarrier(), s.bonusUnder(),
        s.bonusDeck(), s.lootOut(), s.trump(), s.faceUp(), s.aside(), s.played(), s.pendingBonus(), s.phase(), s.rng()};
    for (Object field : fields) {
      if (field == null) {
        throw fail("state", "every field must be present");
      }
    }
    try {
      s.options().check();
    } catch (org.spielwerk.core.InvalidSetupException e) {
      throw fail("options." + e.field(), e.getMessage());
    }
    int n = s.playerCount();
    if (n != 3 && n != 4) {
      throw fail("players", "3 or 4 seats, not " + n);
    }
    if (s.round() < 1 || s.round() > Cards.ROUNDS) {
      throw fail("round", "1..6, not " + s.round());
    }
    if (!seat(s.dealer(), n)) {
      throw fail("dealer", "no seat " + s.dealer());
    }
    if (s.tricksDone() < 0 || s.tricksDone() > Cards.HAND) {
      throw fail("tricksDone", "0..8, not " + s.tricksDone());
    }
    Trick trick = Rules.currentTrick(s.phase());
    checkPlayers(s, n);
    checkPhase(s, n);
    checkRound(s);
    checkLoot(s, trick);
    checkBonus(s, trick);
    checkTrickCards(s, n, trick);
  }

  private static void checkPhase(PortRoyalSticheState s, int n) {
    boolean ok = switch (s.phase()) {
      case Phase.Auction a -> seat(a.toAct(), n) && !a.hasPassed(a.toAct())
          && (a.passed() & ~((1 << n) - 1)) == 0 && s.tricksDone() == 0
          && (a.highBidder() == -1
              ? a.highBid() == 0
              // §4.1: the high bidder has not passed, is not the seat to act (the others would all have
              // passed: the auction is over), and his debt plus bid stay within 19 (debt is 0..19 here)
              : seat(a.highBidder(), n) && !a.hasPassed(a.highBidder()) && a.highBidder() != a.toAct()
                  && a.highBid() >= 1 && a.highBid() <= Cards.DEBT_CAP - s.player(a.highBidder()).debt())
          && passesFitTheBids(s, a, n);
      case Phase.Exchange e -> e.holder() == s.holder() && s.tricksDone() == 0;
      case Phase.TrumpChoice t -> t.holder() == s.holder() && s.tricksDone() == 0;
      case Phase.LeaderChoice l -> l.holder() == s.holder() && s.tricksDone() == 0;
      case Phase.PrizeChoice p -> seat(p.leader(), n) && s.tricksDone() < Cards.HAND;
      case Phase.TrickPlay p -> trickIsWellFormed(p.trick(), n, false) && s.tricksDone() < Cards.HAND;
      case Phase.Penalty p -> trickIsWellFormed(p.trick(), n, true) && s.options().allowRevokeBluff()
          && seat(p.offender(), n) && p.chooser() == s.right(p.offender()) && s.tricksDone() < Cards.HAND
          // §7: the offender's card just revealed the claim, and there is a card to take (else waived)
          && p.trick().plays().last().seat() == p.offender()
          && !TrickRules.penaltyTargets(s, p.offender()).isEmpty();
      case Phase.Spoils p -> p.loot() != null && seat(p.winner(), n) && s.tricksDone() >= 1
          && (p.loot().isDefined() || !s.pendingBonus().isEmpty());
      case Phase.NextLeaderChoice p -> seat(p.winner(), n) && s.tricksDone() >= 1 && s.tricksDone() < Cards.HAND;
      case Phase.GameOver g -> s.round() == Cards.ROUNDS && s.tricksDone() == Cards.HAND;
    };
    if (!ok) {
      throw fail("phase", s.phase() + " does not fit trick " + s.tricksDone() + " of round " + s.round()
          + " (holder " + s.holder() + ")");
    }
    if (!s.pendingBonus().isEmpty() && !(s.phase() instanceof Phase.Spoils)) {
      throw fail("pendingBonus", "bonus cards wait only while the trick winner places them");
    }
  }

  /**
   * §4.1: the auction starts left of the dealer and goes clockwise, and a seat that does not outbid the
   * highest bid passes. So every seat that has had its turn since the highest bid (or, before any bid,
   * since the start) has passed: the seats strictly between the high bidder (else the dealer) and the
   * seat to act. Before any bid nobody else has passed either: the turn has not gone round yet.
   */
  private static boolean passesFitTheBids(PortRoyalSticheState s, Phase.Auction a, int n) {
    int from = a.highBidder() == -1 ? s.dealer() : a.highBidder();
    int mustHave = 0;
    for (int seat = s.left(from); seat != a.toAct(); seat = s.left(seat)) {
      mustHave |= 1 << seat;
    }
    return a.highBidder() == -1 ? a.passed() == mustHave : (a.passed() & mustHave) == mustHave;
  }

  private static boolean trickIsWellFormed(Trick trick, int n, boolean complete) {
    if (trick == null || trick.plays() == null || trick.prize() == null) {
      return false;
    }
    int size = trick.plays().size();
    if (!seat(trick.leader(), n) || (complete ? size < 1 || size > n : size >= n)) {
      return false;
    }
    for (int i = 0; i < size; i++) {
      PlayedCard play = trick.plays().get(i);
      if (play == null || play.card() == null || play.seat() != (trick.leader() + i) % n) {
        return false;
      }
    }
    return trick.cards().size() == size;
  }

  private static void checkRound(PortRoyalSticheState s) {
    boolean auction = s.phase() instanceof Phase.Auction;
    boolean beforeExchange = auction || s.phase() instanceof Phase.Exchange;
    if (auction != (s.holder() == -1) || (s.holder() != -1 && !seat(s.holder(), s.playerCount()))) {
      throw fail("holder", "-1 exactly during the auction, else a seat; not " + s.holder());
    }
    if (s.bid() < 0 || (s.bid() > 0 && (s.holder() < 0 || s.repaid()))) {
      throw fail("bid", "a pending bid belongs to a holder who has not repaid; bid " + s.bid());
    }
    if (s.bid() > 0 && s.bid() > Cards.DEBT_CAP - s.player(s.holder()).debt()) {
      throw fail("bid", "debt plus bid exceed 19 (§4.1)");
    }
    if (s.repaid() && s.tricksDone() == 0) {
      throw fail("repaid", "a bid is repaid with a won loot card (§5.5), so not before the first trick");
    }
    if (!auction) {
      // §4.1-4.2: the holder took the two face-up cards into his hand; since then they are there, laid
      // aside, or played by him
      Trick trick = Rules.currentTrick(s.phase());
      long his = s.player(s.holder()).hand().bits() | s.aside().bits() | s.played().bits();
      if (trick != null) {
        for (PlayedCard play : trick.plays()) {
          if (play.seat() == s.holder()) {
            his |= play.card().bit();
          }
        }
      }
      if ((s.faceUp().bits() & ~his) != 0) {
        throw fail("holder", "seat " + s.holder() + " took the face-up cards " + s.faceUp()
            + " after the auction, but does not hold them");
      }
    }
    boolean trumpChosen = !beforeExchange && !(s.phase() instanceof Phase.TrumpChoice);
    if (s.trump().isDefined() != trumpChosen) {
      throw fail("trump", "chosen by the holder after the exchange, and only then");
    }
    if (s.faceUp().size() != Cards.FACE_UP) {
      throw fail("faceUp", "two face-up cards, not " + s.faceUp());
    }
    if (s.aside().size() != (beforeExchange ? 0 : Cards.FACE_UP)) {
      throw fail("aside", "two cards after the exchange, none before; not " + s.aside());
    }
    if (s.played().size() != s.tricksDone() * s.playerCount()) {
      throw fail("played", s.tricksDone() + " tricks cannot have played " + s.played().size() + " cards");
    }
  }

  private static void checkPlayers(PortRoyalSticheState s, int n) {
    int kept = 0;
    boolean bluff = s.options().allowRevokeBluff();
    for (int seat = 0; seat < n; seat++) {
      Player p = s.player(seat);
      if (p == null || p.hand() == null || p.markers() == null || p.exposed() == null || p.removedBonus() == null
          || p.ships() == null || p.ships().size() != Cards.SHIPS || p.ships().contains(null)
          || p.ships().exists(ship -> ship.loot() == null || ship.bonus() == null)) {
        throw fail("players[" + seat + "]", "a complete board with four ships");
      }
      if (p.debt() < 0 || p.debt() > Cards.DEBT_CAP) {
        throw fail("players[" + seat + "].debt", "0..19, not " + p.debt());
      }
      if (p.markers().size() > Cards.MARKERS
          || (s.trump().isDefined() ? p.markers().contains(s.trump().get()) : !p.markers().isEmpty())) {
        throw fail("players[" + seat + "].markers", "at most 3, never on the trump colour: " + p.markers());
      }
      if ((p.exposed().bits() & ~p.markers().bits()) != 0 || (!bluff && !p.exposed().isEmpty())) {
        throw fail("players[" + seat + "].exposed", "only a marked colour can be exposed, and only under Reading B");
      }
      if (!bluff && (p.hand().bits() & p.markers().cards()) != 0) {
        throw fail("players[" + seat + "].markers", "Reading A: a marker shows a true void, but the hand "
            + p.hand() + " holds a marked colour " + p.markers());
      }
      if (p.keptRemoveOne()) {
        kept++;
      }
    }
    if (kept > 1) {
      throw fail("players", "only one „1 Karte entfernen\" exists");
    }
  }

  private static void checkLoot(PortRoyalSticheState s, Trick trick) {
    Places places = new Places(LootSet::new);
    for (Loot card : s.lootDeck()) {
      places.add("lootDeck", card == null ? 0 : card.bit());
    }
    if (places.count != s.lootDeck().size()) {
      throw fail("lootDeck", "a card twice or missing in " + s.lootDeck());
    }
    int deckSize = 48 - Cards.REVEALED_PER_ROUND * s.round();
    if (s.lootDeck().size() != deckSize) {
      throw fail("lootDeck", "round " + s.round() + " leaves " + deckSize + " cards, not " + s.lootDeck().size());
    }
    // §2: „1 Karte umlegen" is the bottom card of the loot deck, so it stays there until round 6 reveals
    // the last 8 cards
    boolean inDeck = s.lootDeck().contains(Loot.MOVE_ONE);
    if (inDeck ? s.lootDeck().last() != Loot.MOVE_ONE : s.round() < Cards.ROUNDS) {
      throw fail("lootDeck", "„1 Karte umlegen\" is always the bottom card of the deck until round 6");
    }
    places.add("display", s.display().bits());
    places.add("lootOut", s.lootOut().bits());
    if (trick != null) {
      places.add("phase", trick.prize().bit());
    }
    if (s.phase() instanceof Phase.Spoils spoils && spoils.loot().isDefined()) {
      places.add("phase", spoils.loot().get().bit());
    }
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Player p = s.player(seat);
      for (int i = 0; i < Cards.SHIPS; i++) {
        long ship = p.ships().get(i).loot().bits();
        places.add("players[" + seat + "].ships", ship);
        for (long rest = ship; rest != 0; rest &= rest - 1) {
          Loot card = Loot.of(Long.numberOfTrailingZeros(rest));
          if (!card.isLoadable() || (card.isSimple() && card.good().ordinal() != i)) {
            throw fail("players[" + seat + "].ships", card + " cannot lie on the " + Good.of(i) + " ship");
          }
        }
      }
      if (p.keptRemoveOne()) {
        places.add("players[" + seat + "].keptRemoveOne", Loot.REMOVE_ONE.bit());
      }
    }
    if (places.seen != Loot.ALL_BITS) {
      throw fail("loot", "every one of the 49 loot cards in exactly one place; missing "
          + new LootSet(Loot.ALL_BITS & ~places.seen));
    }
    int expected = s.phase() instanceof Phase.GameOver ? 1 : Cards.DISPLAY - s.tricksDone() - (trick != null ? 1 : 0);
    if (s.display().size() != expected) {
      throw fail("display", expected + " cards expected, not " + s.display());
    }
  }

  private static void checkBonus(PortRoyalSticheState s, Trick trick) {
    Places places = new Places(bits -> new BonusSet((int) bits));
    for (Bonus card : s.bonusDeck()) {
      places.add("bonusDeck", card == null ? 0 : card.bit());
    }
    if (places.count != s.bonusDeck().size() || s.bonusDeck().size() != Bonus.values().length - (s.round() - 1)) {
      throw fail("bonusDeck", "one bonus card leaves the pile per completed round: " + s.bonusDeck());
    }
    places.add("bonusUnder", s.bonusUnder().bits());
    places.add("pendingBonus", s.pendingBonus().bits());
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Player p = s.player(seat);
      places.add("players[" + seat + "].removedBonus", p.removedBonus().bits());
      for (Ship ship : p.ships()) {
        places.add("players[" + seat + "].ships", ship.bonus().bits());
      }
    }
    if (places.seen != 0x3F) {
      throw fail("bonus", "every one of the 6 bonus cards in exactly one place");
    }
    if (s.bonusUnder().isEmpty() != s.bonusCarrier().isEmpty()) {
      throw fail("bonusCarrier", "bonus cards lie under a carrier card, and a carrier has some");
    }
    if (s.bonusCarrier().isDefined()) {
      Loot carrier = s.bonusCarrier().get();
      if (!s.display().contains(carrier) && (trick == null || trick.prize() != carrier)) {
        throw fail("bonusCarrier", carrier + " must be on display or the current prize");
      }
    }
  }

  private static void checkTrickCards(PortRoyalSticheState s, int n, Trick trick) {
    long deck = Cards.trickDeck(n).bits();
    if ((s.faceUp().bits() & ~deck) != 0) {
      throw fail("faceUp", "cards from outside the deck for " + n + " players");
    }
    Places places = new Places(TrickSet::new);
    if (s.phase() instanceof Phase.Auction) {
      places.add("faceUp", s.faceUp().bits());
    }
    places.add("aside", s.aside().bits());
    places.add("played", s.played().bits());
    int inTrick = 0;
    if (trick != null) {
      places.add("phase", trick.cards().bits());
      inTrick = trick.plays().size();
    }
    for (int seat = 0; seat < n; seat++) {
      long hand = s.player(seat).hand().bits();
      places.add("players[" + seat + "].hand", hand);
      boolean playedThisTrick = trick != null && (seat - trick.leader() + n) % n < inTrick;
      int size = Cards.HAND - s.tricksDone() - (playedThisTrick ? 1 : 0)
          + (s.phase() instanceof Phase.Exchange && seat == s.holder() ? Cards.FACE_UP : 0);
      if (Long.bitCount(hand) != size) {
        throw fail("players[" + seat + "].hand", "a hand of " + size + " cards, not " + new TrickSet(hand));
      }
    }
    if (places.seen != deck) {
      throw fail("trick cards", "every card of the " + Long.bitCount(deck) + "-card deck in exactly one place; missing "
          + new TrickSet(deck & ~places.seen) + ", extra " + new TrickSet(places.seen & ~deck));
    }
  }

  /** Collects bit masks and fails on the first card found in two places. */
  private static final class Places {
    private final java.util.function.LongFunction<Object> cards;
    long seen;
    int count;

    Places(java.util.function.LongFunction<Object> cards) {
      this.cards = cards;
    }

    void add(String field, long bits) {
      if ((seen & bits) != 0) {
        throw fail(field, "a card in two places: " + cards.apply(seen & bits));
      }
      seen |= bits;
      count += Long.bitCount(bits);
    }
  }

  private static boolean seat(int seat, int players) {
    return seat >= 0 && seat < players;
  }

  private static InvalidPositionException fail(String field, String detail) {
    return new InvalidPositionException(field, detail);
  }
}
