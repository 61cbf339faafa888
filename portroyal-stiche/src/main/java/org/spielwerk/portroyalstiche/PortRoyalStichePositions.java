package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spielwerk.core.Rng;

/**
 * Builds a position for a test, a puzzle, a tutorial step or a bug report: say what matters (hands, trump, ships, debts, the phase) and
 * {@link #build()} puts every other card somewhere it may lie, so that the position passes
 * {@code validate}. Unsaid loot cards fill the display and the deck (in card order, „1 Karte umlegen"
 * at the bottom) and the rest is out of the game; unsaid trick cards fill the hands (skipping colours a
 * seat has marked), then the cards laid aside, then the played pile; unsaid bonus cards fill the pile
 * and the rest lie under the carrier card.
 *
 * {@snippet file="org/spielwerk/portroyalstiche/JavadocExamplesTest.java" region="positions"}
 *
 * {@link #build()} checks the result with {@link PortRoyalStiche#validate} and throws an
 * {@link org.spielwerk.core.InvalidPositionException} naming the field when what was said cannot be.
 */
public final class PortRoyalStichePositions {
  private final int players;
  private PortRoyalSticheOptions options = PortRoyalSticheOptions.STANDARD;
  private int round = 1;
  private int dealer = 0;
  private int holder = 0;
  private int bid = 0;
  private boolean repaid = false;
  private Colour trump = Colour.RED;
  private int tricksDone = 0;
  private final int[] debts;
  private final Map<Integer, TrickSet> hands = new HashMap<>();
  private final Map<Integer, ColourSet> markers = new HashMap<>();
  private final Map<Integer, ColourSet> exposed = new HashMap<>();
  private final List<Map<Good, List<Loot>>> shipLoot = new ArrayList<>();
  private final List<Map<Good, List<Bonus>>> shipBonus = new ArrayList<>();
  private int keptRemoveOne = -1;
  private TrickSet aside;
  private TrickSet faceUp;
  private List<Loot> display;
  private final List<Loot> lootOut = new ArrayList<>();
  private final List<Loot> deckTop = new ArrayList<>();
  private Loot carrier;
  private final List<Bonus> under = new ArrayList<>();
  private final List<Bonus> pending = new ArrayList<>();
  private Phase phase;

  private PortRoyalStichePositions(int players) {
    this.players = players;
    this.debts = new int[players];
    for (int seat = 0; seat < players; seat++) {
      shipLoot.add(new EnumMap<>(Good.class));
      shipBonus.add(new EnumMap<>(Good.class));
    }
  }

  /** An empty table for 3 or 4 players: round 1, seat 0 deals and holds the privileges. */
  public static PortRoyalStichePositions of(int players) {
    return new PortRoyalStichePositions(players);
  }

  public PortRoyalStichePositions options(PortRoyalSticheOptions options) {
    this.options = options;
    return this;
  }

  public PortRoyalStichePositions round(int round) {
    this.round = round;
    return this;
  }

  public PortRoyalStichePositions dealer(int dealer) {
    this.dealer = dealer;
    return this;
  }

  /** The privilege holder and his pending bid. */
  public PortRoyalStichePositions holder(int holder, int bid) {
    this.holder = holder;
    this.bid = bid;
    return this;
  }

  public PortRoyalStichePositions repaid() {
    this.repaid = true;
    return this;
  }

  public PortRoyalStichePositions trump(Colour trump) {
    this.trump = trump;
    return this;
  }

  public PortRoyalStichePositions tricksDone(int tricksDone) {
    this.tricksDone = tricksDone;
    return this;
  }

  public PortRoyalStichePositions debt(int seat, int debt) {
    debts[seat] = debt;
    return this;
  }

  public PortRoyalStichePositions hand(int seat, TrickCard... cards) {
    hands.put(seat, TrickSet.of(cards));
    return this;
  }

  public PortRoyalStichePositions markers(int seat, Colour... colours) {
    markers.put(seat, ColourSet.of(colours));
    return this;
  }

  public PortRoyalStichePositions exposed(int seat, Colour... colours) {
    exposed.put(seat, ColourSet.of(colours));
    return this;
  }

  public PortRoyalStichePositions ship(int seat, Good ship, Loot... loot) {
    shipLoot.get(seat).computeIfAbsent(ship, g -> new ArrayList<>()).addAll(List.of(loot));
    return this;
  }

  public PortRoyalStichePositions bonus(int seat, Good ship, Bonus... bonus) {
    shipBonus.get(seat).computeIfAbsent(ship, g -> new ArrayList<>()).addAll(List.of(bonus));
    return this;
  }

  public PortRoyalStichePositions keptRemoveOne(int seat) {
    this.keptRemoveOne = seat;
    return this;
  }

  public PortRoyalStichePositions aside(TrickCard... cards) {
    this.aside = TrickSet.of(cards);
    return this;
  }

  public PortRoyalStichePositions faceUp(TrickCard... cards) {
    this.faceUp = TrickSet.of(cards);
    return this;
  }

  /** The display exactly (its size must fit the round's tricks). */
  public PortRoyalStichePositions display(Loot... cards) {
    this.display = List.of(cards);
    return this;
  }

  public PortRoyalStichePositions out(Loot... cards) {
    lootOut.addAll(List.of(cards));
    return this;
  }

  /** The top cards of the loot deck, in order. */
  public PortRoyalStichePositions deckTop(Loot... cards) {
    deckTop.addAll(List.of(cards));
    return this;
  }

  /** The display card carrying bonus cards, and those cards. */
  public PortRoyalStichePositions carrier(Loot carrier, Bonus... bonus) {
    this.carrier = carrier;
    under.addAll(List.of(bonus));
    return this;
  }

  public PortRoyalStichePositions pendingBonus(Bonus... bonus) {
    pending.addAll(List.of(bonus));
    return this;
  }

  public PortRoyalStichePositions phase(Phase phase) {
    this.phase = phase;
    return this;
  }

  /** The position, checked by {@code validate}. */
  public PortRoyalSticheState build() {
    PortRoyalSticheState state = unchecked();
    new PortRoyalStiche().validate(state);
    return state;
  }

  /** The position as said, not checked: for tests of {@code validate} itself. */
  PortRoyalSticheState unchecked() {
    Phase phase = this.phase != null ? this.phase : new Phase.PrizeChoice(holder);
    boolean auction = phase instanceof Phase.Auction;
    boolean exchange = phase instanceof Phase.Exchange;
    Trick trick = Rules.currentTrick(phase);

    // loot: what was said, then the display, the deck, the rest out of the game
    Set<Loot> pool = new LinkedHashSet<>(List.of(Loot.values()));
    Set<Loot> said = new LinkedHashSet<>(lootOut);
    shipLoot.forEach(m -> m.values().forEach(said::addAll));
    said.addAll(deckTop);
    if (keptRemoveOne >= 0) {
      said.add(Loot.REMOVE_ONE);
    }
    if (trick != null) {
      said.add(trick.prize());
    }
    if (phase instanceof Phase.Spoils spoils) {
      spoils.loot().forEach(said::add);
    }
    if (display != null) {
      said.addAll(display);
    }
    if (carrier != null) {
      said.add(carrier);
    }
    pool.removeAll(said);
    pool.remove(Loot.MOVE_ONE);
    int displaySize = phase instanceof Phase.GameOver ? 1 : Cards.DISPLAY - tricksDone - (trick != null ? 1 : 0);
    List<Loot> shown = display != null ? new ArrayList<>(display) : new ArrayList<>();
    if (display == null) {
      if (carrier != null && (trick == null || trick.prize() != carrier)) {
        shown.add(carrier);
      }
      takeInto(pool, shown, displaySize - shown.size());
    }
    int deckSize = 48 - 8 * round;
    List<Loot> deck = new ArrayList<>(deckTop);
    boolean moveOneFree = !said.contains(Loot.MOVE_ONE);
    takeInto(pool, deck, deckSize - deck.size() - (moveOneFree && deckSize > deck.size() ? 1 : 0));
    if (moveOneFree && deck.size() < deckSize) {
      deck.add(Loot.MOVE_ONE);
    } else if (moveOneFree) {
      pool.add(Loot.MOVE_ONE);
    }
    List<Loot> out = new ArrayList<>(lootOut);
    out.addAll(pool);

    // bonus cards: what was said, then the pile, the rest under the carrier
    Set<Bonus> bonusPool = new LinkedHashSet<>(List.of(Bonus.values()));
    shipBonus.forEach(m -> m.values().forEach(bonusPool::removeAll));
    bonusPool.removeAll(under);
    bonusPool.removeAll(pending);
    List<Bonus> bonusDeck = new ArrayList<>();
    int bonusDeckSize = 7 - round;
    for (Bonus b : List.copyOf(bonusPool)) {
      if (bonusDeck.size() < bonusDeckSize) {
        bonusDeck.add(b);
        bonusPool.remove(b);
      }
    }
    List<Bonus> underAll = new ArrayList<>(under);
    underAll.addAll(bonusPool);
    Loot carrierCard = carrier;
    if (!underAll.isEmpty() && carrierCard == null) {
      carrierCard = shown.get(shown.size() - 1);
    }

    // trick cards: said hands, fill hands, aside, played
    TrickSet deckCards = Cards.trickDeck(players);
    long used = trick == null ? 0 : trick.cards().bits();
    for (TrickSet hand : hands.values()) {
      used |= hand.bits();
    }
    if (aside != null) {
      used |= aside.bits();
    }
    TrickSet faceUpCards = faceUp;
    if (auction && faceUpCards != null) {
      used |= faceUpCards.bits();
    }
    List<TrickCard> free = new ArrayList<>(deckCards.minus(new TrickSet(used)).toList());
    Vector<Player> seats = Vector.empty();
    int inTrick = trick == null ? 0 : trick.plays().size();
    for (int seat = 0; seat < players; seat++) {
      boolean playedThisTrick = trick != null && (seat - trick.leader() + players) % players < inTrick;
      int size = Cards.HAND - tricksDone - (playedThisTrick ? 1 : 0) + (exchange && seat == holder ? Cards.FACE_UP : 0);
      ColourSet marked = markers.getOrDefault(seat, ColourSet.EMPTY);
      TrickSet hand = hands.getOrDefault(seat, TrickSet.EMPTY);
      if (!hands.containsKey(seat)) {
        for (TrickCard card : List.copyOf(free)) {
          if (hand.size() < size && (card.isKlabautermann() || !marked.contains(card.colour()) || options.allowRevokeBluff())) {
            hand = hand.with(card);
            free.remove(card);
          }
        }
      }
      Player player = Player.START.withDebt(debts[seat]).withHand(hand).withMarkers(marked)
          .withExposed(exposed.getOrDefault(seat, ColourSet.EMPTY)).withKeptRemoveOne(keptRemoveOne == seat);
      for (int g = 0; g < Cards.SHIPS; g++) {
        Good good = Good.of(g);
        Ship ship = new Ship(LootSet.ofAll(shipLoot.get(seat).getOrDefault(good, List.of())),
            BonusSet.ofAll(shipBonus.get(seat).getOrDefault(good, List.of())));
        player = player.withShip(good, ship);
      }
      seats = seats.append(player);
    }
    TrickSet asideCards = aside;
    if (asideCards == null) {
      asideCards = TrickSet.EMPTY;
      if (!auction && !exchange) {
        asideCards = TrickSet.of(free.remove(0), free.remove(0));
      }
    }
    if (faceUpCards == null) {
      faceUpCards = auction ? TrickSet.of(free.remove(0), free.remove(0)) : asideCards.size() == 2 ? asideCards
          : seats.get(holder).hand().toList().stream().limit(2).map(TrickSet::of).reduce(TrickSet.EMPTY, TrickSet::union);
    }
    TrickSet played = TrickSet.ofAll(free);

    boolean trumpChosen = !auction && !exchange && !(phase instanceof Phase.TrumpChoice);
    return new PortRoyalSticheStateBuilder()
        .options(options)
        .round(round)
        .dealer(dealer)
        .players(seats)
        .lootDeck(Vector.ofAll(deck))
        .display(LootSet.ofAll(shown))
        .bonusCarrier(Option.of(underAll.isEmpty() ? null : carrierCard))
        .bonusUnder(BonusSet.ofAll(underAll))
        .bonusDeck(Vector.ofAll(bonusDeck))
        .lootOut(LootSet.ofAll(out))
        .holder(auction ? -1 : holder)
        .bid(bid)
        .repaid(repaid)
        .trump(trumpChosen ? Option.some(trump) : Option.none())
        .faceUp(faceUpCards)
        .aside(asideCards)
        .played(played)
        .tricksDone(tricksDone)
        .pendingBonus(BonusSet.ofAll(pending))
        .phase(phase)
        .rng(Rng.seeded(42))
        .build();
  }

  private static <T> void takeInto(Set<T> pool, List<T> into, int count) {
    for (T card : List.copyOf(pool)) {
      if (count-- <= 0) {
        return;
      }
      into.add(card);
      pool.remove(card);
    }
  }
}
