package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.Game;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.contract.GameContract;
import org.spielwerk.portroyal.PortRoyalAction.ClaimExpedition;
import org.spielwerk.portroyal.PortRoyalAction.DeclineCoins;
import org.spielwerk.portroyal.PortRoyalAction.FulfilContract;
import org.spielwerk.portroyal.PortRoyalAction.GiveCoin;
import org.spielwerk.portroyal.PortRoyalAction.Hire;
import org.spielwerk.portroyal.PortRoyalAction.Trade;
import org.spielwerk.portroyal.PortRoyalOptions.AutoPass;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxKind;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxOnReshuffle;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxWhenEmpty;
import org.spielwerk.portroyal.PortRoyalOptions.Reshuffle;
import org.spielwerk.portroyal.PortRoyalOptions.ReshufflesCounted;

/**
 * The core contract over random games of every player count and option mix (presets, Yucata
 * changes and their open questions, variants, expansion with both fulfilment rules, unterwegs
 * cards, replaced data rows).
 */
class PortRoyalContractTest
    extends GameContract<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView, PortRoyalOptions> {

  private static final PortRoyal GAME = new PortRoyal();

  @Override
  protected Game<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView, PortRoyalOptions> game() {
    return GAME;
  }

  /** The start seat of the options just drawn: the player count drawn next must seat it. */
  private final ThreadLocal<Integer> startSeat = ThreadLocal.withInitial(() -> 0);

  @Override
  protected PortRoyalOptions randomOptions(RandomSource random) {
    PortRoyalOptions o = randomOptions(random.nextLong());
    startSeat.set(o.startPlayer());
    return o;
  }

  /** Uniform over 2 to 5, but at least enough seats for a fixed start seat of every value (0 to 4). */
  @Override
  protected int randomPlayers(RandomSource random) {
    return Math.max(super.randomPlayers(random), startSeat.get() + 1);
  }

  /** Any mix of options for this many players (a fixed start seat among them). */
  static PortRoyalOptions randomOptions(long seed, int players) {
    PortRoyalOptions o = randomOptions(seed);
    return o.withStartPlayer(o.startPlayer() % players);
  }

  /** Any mix of options, from a seed; each field varies independently. */
  static PortRoyalOptions randomOptions(long seed) {
    RandomSource r = new RandomSource(seed);
    PortRoyalOptions o = r.nextBoolean() ? PortRoyalOptions.YUCATA : PortRoyalOptions.PRINTED;
    boolean expansion = r.nextInt(3) > 0;
    o = o.withExpansionCards(expansion)
        .withContracts(expansion && r.nextInt(4) > 0)
        .withUnterwegsCards(r.nextInt(3) == 0);
    if (r.nextBoolean()) {
      o = o.withAutomaticContracts(!o.automaticContracts());
    }
    if (r.nextInt(3) == 0) {
      o = o.withRandomStartPlayer(r.nextBoolean()).withStartPlayer(r.nextInt(5));
    }
    if (r.nextInt(3) == 0) {
      o = o.withExtraTaxWhenPilesEmpty(pick(r, ExtraTaxWhenEmpty.values()))
          .withExtraTaxOnReshuffle(pick(r, ExtraTaxOnReshuffle.values()))
          .withReshufflesCounted(pick(r, ReshufflesCounted.values()))
          .withExtraTaxKind(pick(r, ExtraTaxKind.values()))
          .withReshuffle(pick(r, Reshuffle.values()));
    }
    if (r.nextInt(3) == 0) {
      o = o.withMustRepelDuplicates(r.nextBoolean()).withActiveMustTake(r.nextBoolean());
    }
    if (r.nextInt(3) == 0) {
      o = o.withAutoPass(pick(r, AutoPass.values()));
    }
    if (r.nextInt(4) == 0) {
      o = o.withExpeditionRequired(true);
    }
    if (r.nextInt(4) == 0) {
      o = o.withInfluenceTarget(r.nextInt(1, 20));
    }
    if (r.nextInt(3) == 0) {
      o = o.withTaxOfficerForEveryone(r.nextBoolean())
          .withLittleGamblerStepAutomatic(r.nextBoolean())
          .withTraderPrinceSameColour(r.nextBoolean())
          .withTuckDeclinedShips(r.nextBoolean());
    }
    if (r.nextInt(6) == 0) {
      // replaced data: the gift on another yellow ship, a dearer Clerk, a flat reward row
      o = o.withCardTable(Vector.of(
              new CardRow(Card.XSHIP_Y_2_1, 1, 0, 0, 2, false, 1, true),
              new CardRow(Card.XSHIP_Y_4_3P, 1, 0, 0, 4, false, 3, false),
              new CardRow(Card.CLERK_GREEN, 1, 7, 2, 0, false, 0, false)))
          .withContractRows(Vector.of(new ContractRow(Contract.C_PECHVOGEL, Vector.empty(), Vector.of(3, 2, 1, 0, 0))));
    }
    if (r.nextInt(8) == 0) {
      o = o.withRoundLimit(r.nextInt(1, 10));
    }
    return o;
  }

  private static <T> T pick(RandomSource r, T[] values) {
    return values[r.nextInt(values.length)];
  }

  @Override
  protected void checkInvariants(PortRoyalState state) {
    int n = state.playerCount();
    PortRoyalOptions o = state.options();
    int expected = (n == 5 ? 120 : 119) + (o.expansionCards() ? 24 : 0) + (o.unterwegsCards() ? 20 : 0);
    assertThat(GAME.components(o, n).size()).as("cards in the game").isEqualTo(expected);
    int cards = state.draw().size() + state.discard().size() + state.harbor().size() + state.expeditionRow().size()
        + (state.phase() instanceof Phase.RepelOrAccept ? 1 : 0);
    for (PortRoyalPlayer p : state.players()) {
      assertThat(p.coinCount()).as("coins").isNotNegative();
      assertThat(p.swords()).as("swords").isNotNegative();
      cards += p.coinCount() + p.display().size() + p.tucked().size() + p.kept().size();
    }
    assertThat(cards).as("every card in exactly one place").isEqualTo(expected);
    CardTable table = GAME.table(o);
    for (int seat = 0; seat < n; seat++) {
      PortRoyalPlayer p = state.player(seat);
      assertThat(p.influence()).as("influence of seat " + seat + " equals the sum of its sources")
          .isEqualTo(Scoring.influence(table, p, Scoring.contractsCompleted(state, seat)));
    }
    int colours = 0;
    for (Card card : state.harbor().toList()) {
      if (card.isShip()) {
        assertThat(colours & (1 << card.colour().ordinal())).as("two ships of one colour in the harbour without a bust").isZero();
        colours |= 1 << card.colour().ordinal();
      }
    }
    // validate (called by the contract after this) checks each kind's count against the components table
  }

  /**
   * Every kind of action with near misses: each card in the harbour taken in every way, cards that
   * are not there, expeditions paid with too few or the wrong persons, gift coins to any seat,
   * every contract. To keep the property fast, a random sample of the candidates (always all
   * actions without arguments) is tried in each position.
   */
  @Override
  protected List<PortRoyalAction> plausibleActions(PortRoyalState state) {
    List<PortRoyalAction> always = new ArrayList<>(List.of(PortRoyalAction.REVEAL, PortRoyalAction.STOP,
        PortRoyalAction.REPEL, PortRoyalAction.ACCEPT, PortRoyalAction.PASS, PortRoyalAction.SKIP_CONTRACT));
    List<PortRoyalAction> candidates = new ArrayList<>();
    for (Card card : state.harbor().toList().distinct()) {
      candidates.add(Trade.of(card));
      candidates.add(DeclineCoins.of(card));
      candidates.add(Hire.of(card));
    }
    candidates.add(Trade.of(Card.SHIP_K_S_4));
    candidates.add(Hire.of(Card.GOVERNOR));
    candidates.add(Hire.of(Card.SHIP_Y_1_1));
    candidates.add(DeclineCoins.of(Card.SHIP_Y_1_1));
    List<CardBag> payments = List.of(CardBag.of(Card.CAPTAIN), CardBag.of(Card.CAPTAIN, Card.CAPTAIN),
        CardBag.of(Card.PRIEST, Card.PRIEST), CardBag.of(Card.SETTLER, Card.SETTLER),
        CardBag.of(Card.PRIEST, Card.JACK_OF_ALL_TRADES), CardBag.of(Card.JACK_OF_ALL_TRADES, Card.JACK_OF_ALL_TRADES),
        CardBag.of(Card.CAPTAIN, Card.CAPTAIN, Card.SETTLER), CardBag.of(Card.PRIEST, Card.PRIEST, Card.SETTLER),
        CardBag.of(Card.CAPTAIN, Card.PRIEST, Card.SETTLER), CardBag.of(Card.JACK_OF_ALL_TRADES, Card.PRIEST, Card.SETTLER),
        CardBag.of(Card.SAILOR_3, Card.PRIEST), CardBag.of(Card.CAPTAIN, Card.CAPTAIN, Card.CAPTAIN));
    for (Card exp : state.expeditionRow().toList().append(Card.EXP_2CROSS)) {
      for (CardBag persons : payments) {
        candidates.add(new ClaimExpedition(exp, persons));
      }
    }
    for (int s = -1; s <= state.playerCount(); s++) {
      candidates.add(new GiveCoin(s));
    }
    for (Contract c : Contract.values()) {
      candidates.add(FulfilContract.of(c));
    }
    RandomSource r = new RandomSource(state.rng().state() ^ state.draw().size());
    for (int i = 0; i < 12 && !candidates.isEmpty(); i++) {
      always.add(candidates.remove(r.nextInt(candidates.size())));
    }
    return always;
  }
}
