package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Game;
import org.spielwerk.core.Step;
import org.spielwerk.core.contract.GameContract;

/** The core contract, with the card-integrity and influence invariants of Port Royal unterwegs. */
class UnterwegsContractTest
    extends GameContract<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView, UnterwegsOptions> {

  private static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();

  @Override
  protected Game<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView, UnterwegsOptions> game() {
    return GAME;
  }

  /**
   * The start seat the last {@link #randomOptions} fixed, so that {@link #randomPlayers} seats someone
   * there (the contract draws the options, then the players, on one thread).
   */
  private static final ThreadLocal<Integer> LAST_START = ThreadLocal.withInitial(() -> -1);

  /**
   * Every reading of every open question; a random start seat or each fixed one (0..3); targets from 1
   * (short games) to 20 (long ones, many reshuffles); the default table, the black two-skull one and
   * random corrections of the UNCONFIRMED rows.
   */
  @Override
  protected UnterwegsOptions randomOptions(RandomSource random) {
    int target = random.nextInt(3) == 0 ? random.nextInt(1, 20) : 8;
    boolean repel = random.nextBoolean();
    boolean nothing = random.nextBoolean();
    UnterwegsOptions.ExtraTaxWhenEmpty piles = random.pick(List.of(UnterwegsOptions.ExtraTaxWhenEmpty.values()));
    Vector<Card> deck = switch (random.nextInt(3)) {
      case 0 -> Vector.empty();
      case 1 -> Cards.BLACK_TWO_SKULLS;
      default -> correctedDeck(random);
    };
    int start = random.nextInt(-1, 3);
    LAST_START.set(start);
    return new UnterwegsOptions(target, start < 0, Math.max(start, 0), !repel, !nothing, piles, deck);
  }

  /** Players enough to seat the fixed start player of the options just drawn. */
  @Override
  protected int randomPlayers(RandomSource random) {
    return random.nextInt(Math.max(2, LAST_START.get() + 1), 4);
  }

  /**
   * A replacement table as a player holding the cards might write it: every UNCONFIRMED row may get
   * other values (costs 3-9, influence 1-4, ship swords 1-7 or a skull, coins 1-4), each id one card.
   */
  static Vector<Card> correctedDeck(RandomSource random) {
    java.util.Map<String, Card> corrected = new java.util.HashMap<>();
    for (String id : Cards.UNCONFIRMED) {
      if (random.nextBoolean()) {
        Card card = Cards.DEFAULT_DECK.find(c -> c.id().equals(id)).get();
        corrected.put(id, switch (card) {
          case Card.Person p -> new Card.Person(id, p.ability(), p.colour(), random.nextInt(3, 9), random.nextInt(1, 4),
              p.swords(), p.twoNails());
          case Card.Ship sh -> sh.skull()
              ? new Card.Ship(id, sh.colour(), 0, true, random.nextInt(1, 4), sh.twoNails())
              : new Card.Ship(id, sh.colour(), random.nextInt(1, 7), false, random.nextInt(1, 4), sh.twoNails());
          case Card.Tax t -> t;
        });
      }
    }
    Vector<Card> deck = Cards.DEFAULT_DECK.map(card -> corrected.getOrDefault(card.id(), card));
    Cards.checkCertainFacts(deck);
    return deck;
  }

  @Override
  protected void checkInvariants(UnterwegsState s) {
    // validate() (called by the suite too) checks that all 60 cards are in exactly one place.
    for (UnterwegsPlayer seat : s.players()) {
      int sources = seat.tucked().size() + seat.display().map(Card.Person::influence).sum().intValue();
      assertThat(seat.influence()).as("influence = persons + tucked ships").isEqualTo(sources);
      assertThat(seat.swords()).as("swords = Sailors + Pirates")
          .isEqualTo(seat.display().filter(p -> p.ability() == Card.Ability.SAILOR).size()
              + 2 * seat.display().filter(p -> p.ability() == Card.Ability.PIRATE).size());
    }
    int coins = s.players().map(UnterwegsPlayer::coinCount).sum().intValue();
    int held = s.players().map(seat -> seat.display().size() + seat.tucked().size()).sum().intValue();
    int revealed = s.phase() instanceof Phase.RepelOrAccept ? 1 : 0;
    assertThat(s.draw().size() + s.discard().size() + s.harbor().size() + revealed + coins + held)
        .as("§6.5 card conservation").isEqualTo(60);
    if (s.phase() instanceof Phase.RepelOrAccept r) {
      assertThat(Rules.canRepel(s, r.ship())).as("a ship waits for a decision only when it can be repelled").isTrue();
    }
    if (s.phase() instanceof Phase.TradeAndHire t) {
      assertThat(Rules.canTakeAny(s, s.toMove())).as("a slot without a takeable card is skipped").isTrue();
      if (t.slot() > 0) {
        assertThat(t.allowance() + t.taken()).as("a non-active player takes at most 1 card").isEqualTo(1);
      } else {
        assertThat(t.allowance() + t.taken()).as("allowance by colours").isBetween(1, 3);
      }
    }
    if (s.phase() instanceof Phase.Discover d && !d.revealed()) {
      assertThat(s.harbor()).as("a turn starts with an empty harbor").isEmpty();
    }
    if (s.phase() instanceof Phase.GameOver over && !over.stalled()) {
      assertThat(s.endTriggered()).as("the game ends only after the trigger").isTrue();
      assertThat(s.active()).as("the last turn is the seat right of the start player").isEqualTo(s.lastSeat());
    }
  }

  /**
   * Per step: influence never falls and the end trigger stays set (§5); the coin events account for
   * every change of a coin count (coins are cards: nothing appears or vanishes unannounced).
   */
  @Override
  protected void checkStep(UnterwegsState before, UnterwegsAction action, Step<UnterwegsState, UnterwegsEvent> step) {
    UnterwegsState after = step.state();
    if (before.endTriggered()) {
      assertThat(after.endTriggered()).as("the end trigger stays set").isTrue();
    }
    int[] coins = new int[before.playerCount()];
    for (int i = 0; i < coins.length; i++) {
      assertThat(after.player(i).influence()).as("influence never falls").isGreaterThanOrEqualTo(before.player(i).influence());
      coins[i] = before.player(i).coinCount();
    }
    for (UnterwegsEvent event : step.events()) {
      switch (event) {
        case UnterwegsEvent.CoinsReceived e -> coins[e.seat()] += e.count();
        case UnterwegsEvent.TaxPaid e -> coins[e.seat()] -= e.coins().size();
        case UnterwegsEvent.PersonHired e -> coins[e.seat()] -= e.coins().size();
        case UnterwegsEvent.SurchargePaid e -> {
          coins[e.from()]--;
          coins[e.to()]++;
        }
        default -> { }
      }
    }
    for (int i = 0; i < coins.length; i++) {
      assertThat(after.player(i).coinCount()).as("coin events account for seat " + i + "'s coins").isEqualTo(coins[i]);
    }
  }

  @Override
  protected List<UnterwegsAction> plausibleActions(UnterwegsState s) {
    List<UnterwegsAction> actions = new ArrayList<>(List.of(UnterwegsAction.REVEAL, UnterwegsAction.STOP,
        UnterwegsAction.REPEL, UnterwegsAction.ACCEPT, UnterwegsAction.PASS));
    Set<Card> cards = new LinkedHashSet<>(s.harbor().asJava());
    cards.add(s.options().cards().find(c -> c instanceof Card.Person p && p.cost() >= 7).get());
    cards.add(s.options().cards().find(c -> c instanceof Card.Ship ship && ship.skull()).get());
    cards.add(s.options().cards().find(c -> c instanceof Card.Ship ship && ship.coins() == 1).get());
    for (Card card : cards) {
      switch (card) {
        case Card.Ship ship -> actions.add(new UnterwegsAction.Trade(ship));
        case Card.Person person -> actions.add(new UnterwegsAction.Hire(person));
        case Card.Tax tax -> { }
      }
    }
    return actions;
  }
}
