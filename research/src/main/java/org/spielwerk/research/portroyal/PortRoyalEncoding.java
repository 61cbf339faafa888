package org.spielwerk.research.portroyal;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.portroyal.Card;
import org.spielwerk.portroyal.CardBag;
import org.spielwerk.portroyal.Contract;
import org.spielwerk.portroyal.ContractChance;
import org.spielwerk.portroyal.ContractState;
import org.spielwerk.portroyal.Kind;
import org.spielwerk.core.Status;
import org.spielwerk.portroyal.Phase;
import org.spielwerk.portroyal.PortRoyal;
import org.spielwerk.portroyal.PortRoyalAction;
import org.spielwerk.portroyal.PortRoyalOptions;
import org.spielwerk.portroyal.PortRoyalPlayer;
import org.spielwerk.portroyal.PortRoyalState;
import org.spielwerk.portroyal.PortRoyalView;
import org.spielwerk.research.GameEncoding;
import org.spielwerk.research.ObservationWriter;

/**
 * Port Royal. Actions, in this order: reveal, stop, repel, accept, pass, skip contract; trade and
 * decline-coins per ship card; hire per person card; every claim (expedition x persons paying it: a
 * Captain, Priest or Settler per symbol, Jacks of all Trades for the rest); give-coin per seat;
 * fulfil per contract. The space is the same for every option set (cards not in play are never legal).
 */
public final class PortRoyalEncoding implements GameEncoding<PortRoyalAction, PortRoyalView, PortRoyalOptions>,
    GameEncoding.FromState<PortRoyalState> {
  /** The rules, asked whose move it is (one truth: not a copy of their rule here). */
  private static final PortRoyal RULES = new PortRoyal();

  private static final Card[] CARDS = Card.values();
  private static final Contract[] CONTRACTS = Contract.values();

  @Override
  public String gameId() {
    return "portroyal";
  }

  @Override
  public List<PortRoyalAction> actionSpace(PortRoyalOptions options, int players) {
    List<PortRoyalAction> space = new ArrayList<>(List.of(PortRoyalAction.REVEAL, PortRoyalAction.STOP,
        PortRoyalAction.REPEL, PortRoyalAction.ACCEPT, PortRoyalAction.PASS, PortRoyalAction.SKIP_CONTRACT));
    for (Card card : CARDS) {
      if (card.isShip()) {
        space.add(PortRoyalAction.Trade.of(card));
        space.add(PortRoyalAction.DeclineCoins.of(card));
      }
    }
    for (Card card : CARDS) {
      if (card.isPerson()) {
        space.add(PortRoyalAction.Hire.of(card));
      }
    }
    for (Card exp : CARDS) {
      if (exp.kind() == Kind.EXPEDITION) {
        int a = exp.anchors();
        int c = exp.crosses();
        int h = exp.houses();
        for (int x = a; x >= 0; x--) {
          for (int y = c; y >= 0; y--) {
            for (int z = h; z >= 0; z--) {
              int j = (a - x) + (c - y) + (h - z);
              space.add(new PortRoyalAction.ClaimExpedition(exp, CardBag.EMPTY.plus(Card.CAPTAIN, x)
                  .plus(Card.PRIEST, y).plus(Card.SETTLER, z).plus(Card.JACK_OF_ALL_TRADES, j)));
            }
          }
        }
      }
    }
    for (int seat = 0; seat < players; seat++) {
      space.add(new PortRoyalAction.GiveCoin(seat));
    }
    for (Contract contract : CONTRACTS) {
      space.add(PortRoyalAction.FulfilContract.of(contract));
    }
    return space;
  }

  /**
   * C is the number of card kinds (every card of {@code Card}, 112), T the contracts, P the seats,
   * relative to the observer (0 = observer, 1 = next in turn order).
   * <ul>
   *   <li>{@code phase} [6] one-hot: discover, repel-or-accept, trade-and-hire, gift recipient, turn
   *       over, game over; {@code discovered} /10, {@code reshuffles} /3 [1 each];
   *       {@code revealedShip} [C]; {@code slot seat} [P] one-hot, {@code slot allowance}, {@code slot taken}
   *       /3 [1 each]; {@code giver} [P]
   *   <li>{@code toMove}, {@code active}, {@code startPlayer} [P each]; {@code round} /20,
   *       {@code endTriggered}, {@code drawCount} /C, {@code shuffles} /5 [1 each]
   *   <li>{@code harbor}, {@code discard}, {@code expeditionRow} [C each]: card counts
   *   <li>{@code chance seat} [P], {@code chance contracts} [T]: the first pending contract chance
   *   <li>{@code contract open}, {@code contract mine}, {@code contract done} (by how many seats, /P),
   *       {@code contract progress} (mine) [T each]
   *   <li>per relative seat i: {@code coins} /10, {@code swords} /10, {@code influence} /target [1 each];
   *       {@code display}, {@code tucked}, {@code kept} [C each]
   * </ul>
   */
  @Override
  public void observe(PortRoyalView view, ObservationWriter out) {
    int players = view.players().size();
    Seat[] seats = new Seat[players];
    for (int s = 0; s < players; s++) {
      PortRoyalView.PlayerView p = view.players().get(s);
      seats[s] = new Seat(p.coins(), p.swords(), p.influence(), p.display(), p.tucked(), p.kept());
    }
    write(out, new Table(view.options(), view.observer(), view.phase(), view.toMove(), view.active(),
        view.startPlayer(), view.round(), view.endTriggered(), view.drawCount(), view.shuffles(), view.harbor(),
        view.discard(), view.expeditionRow(), view.chances(), view.contracts()), seats);
  }

  /**
   * The same floats straight from the state: every input is public (the view shows it as is), of the
   * draw pile only its size and of each seat's coins only their number.
   */
  @Override
  public void observe(PortRoyalState state, int seat, ObservationWriter out) {
    int players = state.players().size();
    Seat[] seats = new Seat[players];
    for (int s = 0; s < players; s++) {
      PortRoyalPlayer p = state.players().get(s);
      seats[s] = new Seat(p.coinCount(), p.swords(), p.influence(), p.display(), p.tucked(), p.kept());
    }
    write(out, new Table(state.options(), seat, state.phase(), toMove(state), state.active(), state.startPlayer(),
        state.round(), state.endTriggered(), state.draw().size(), state.shuffles(), state.harbor(), state.discard(),
        state.expeditionRow(), state.chances(), state.contracts()), seats);
  }

  /** The seat to decide, as the view shows it: the game's own status (-1 once the game is over). */
  private static int toMove(PortRoyalState state) {
    return RULES.status(state) instanceof Status.ToMove toMove ? toMove.seat() : -1;
  }

  /** What the observation reads of the table (all public). */
  private record Table(PortRoyalOptions options, int observer, Phase phase, int toMove, int active,
      int startPlayer, int round, boolean endTriggered, int drawCount, int shuffles, CardBag harbor, CardBag discard,
      CardBag expeditionRow, io.vavr.collection.Seq<ContractChance> chances,
      Iterable<ContractState> contracts) {}

  /** What the observation reads of one seat (public: coins only counted). */
  private record Seat(int coins, int swords, int influence, CardBag display, CardBag tucked, CardBag kept) {}

  /** The slice names of each relative seat, built once (a hot path). */
  private static final String[][] SEAT_NAMES = ObservationWriter.perSeat(8, "seat # coins", "seat # swords",
      "seat # influence", "seat # display", "seat # tucked", "seat # kept");

  private static void write(ObservationWriter out, Table view, Seat[] seats) {
    int players = seats.length;
    int me = view.observer();
    Phase phase = view.phase();
    out.oneHot("phase", switch (phase) {
      case Phase.Discover d -> 0;
      case Phase.RepelOrAccept r -> 1;
      case Phase.TradeAndHire t -> 2;
      case Phase.GiftRecipient g -> 3;
      case Phase.TurnOver t -> 4;
      case Phase.GameOver g -> 5;
    }, 6);
    Phase.Discover discover = phase instanceof Phase.Discover d ? d
        : phase instanceof Phase.RepelOrAccept r ? r.discover() : null;
    out.scaled("discovered", discover == null ? 0 : discover.cards(), 10);
    out.scaled("reshuffles", discover == null ? 0 : discover.reshuffles(), 3);
    out.oneHot("revealedShip", phase instanceof Phase.RepelOrAccept r ? r.ship().ordinal() : -1, CARDS.length);
    Phase.TradeAndHire slot = phase instanceof Phase.TradeAndHire t ? t
        : phase instanceof Phase.GiftRecipient g ? g.slot() : null;
    out.oneHot("slot seat", slot == null ? -1 : relative(slot.seat(), me, players), players);
    out.scaled("slot allowance", slot == null ? 0 : slot.allowance(), 3);
    out.scaled("slot taken", slot == null ? 0 : slot.taken(), 3);
    out.oneHot("giver", phase instanceof Phase.GiftRecipient g ? relative(g.giver(), me, players) : -1, players);
    out.oneHot("toMove", relative(view.toMove(), me, players), players);
    out.oneHot("active", relative(view.active(), me, players), players);
    out.oneHot("startPlayer", relative(view.startPlayer(), me, players), players);
    out.scaled("round", view.round(), 20);
    out.flag("endTriggered", view.endTriggered());
    out.scaled("drawCount", view.drawCount(), CARDS.length);
    out.scaled("shuffles", view.shuffles(), 5);
    int[] scratch = new int[CARDS.length];
    bag(out, "harbor", view.harbor(), scratch);
    bag(out, "discard", view.discard(), scratch);
    bag(out, "expeditionRow", view.expeditionRow(), scratch);
    ContractChance chance = view.chances().isEmpty() ? null : view.chances().get(0);
    out.oneHot("chance seat", chance == null ? -1 : relative(chance.seat(), me, players), players);
    int[] offered = new int[CONTRACTS.length];
    if (chance != null) {
      chance.contracts().forEach(c -> offered[c.ordinal()] = 1);
    }
    out.vector("chance contracts", offered, 1);
    int[] open = new int[CONTRACTS.length];
    int[] mine = new int[CONTRACTS.length];
    int[] done = new int[CONTRACTS.length];
    int[] progress = new int[CONTRACTS.length];
    for (ContractState c : view.contracts()) {
      int i = c.contract().ordinal();
      open[i] = 1;
      mine[i] = c.completedBy(me) ? 1 : 0;
      done[i] = c.completedBy().size();
      progress[i] = c.progress(me);
    }
    out.vector("contract open", open, 1);
    out.vector("contract mine", mine, 1);
    out.vector("contract done", done, players);
    out.vector("contract progress", progress, 3);
    for (int i = 0; i < players; i++) {
      Seat p = seats[(me + i) % players];
      String[] names = SEAT_NAMES[i];
      out.scaled(names[0], p.coins(), 10);
      out.scaled(names[1], p.swords(), 10);
      out.scaled(names[2], p.influence(), view.options().influenceTarget());
      bag(out, names[3], p.display(), scratch);
      bag(out, names[4], p.tucked(), scratch);
      bag(out, names[5], p.kept(), scratch);
    }
  }

  /**
   * A bag's count of each card kind, as a slice: the counts go into {@code scratch} (all zeros before and after,
   * one array for all the bags of an observation) and from there into the vector.
   */
  private static void bag(ObservationWriter out, String name, CardBag bag, int[] scratch) {
    for (int o = bag.first(); o >= 0; o = bag.next(o)) {
      scratch[o] = bag.count(o);
    }
    out.counts(name, scratch, 0, scratch.length);
    for (int o = bag.first(); o >= 0; o = bag.next(o)) {
      scratch[o] = 0;
    }
  }

  private static int relative(int seat, int observer, int players) {
    return seat < 0 ? -1 : Math.floorMod(seat - observer, players);
  }
}
