package org.spielwerk.research.unterwegs;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.portroyalunterwegs.Card;
import org.spielwerk.portroyalunterwegs.Phase;
import org.spielwerk.portroyalunterwegs.UnterwegsAction;
import org.spielwerk.portroyalunterwegs.UnterwegsOptions;
import org.spielwerk.portroyalunterwegs.UnterwegsPlayer;
import org.spielwerk.portroyalunterwegs.UnterwegsState;
import org.spielwerk.portroyalunterwegs.UnterwegsView;
import org.spielwerk.research.Kinds;
import org.spielwerk.research.GameEncoding;
import org.spielwerk.research.ObservationWriter;

/**
 * Port Royal: unterwegs. Actions: reveal, stop, repel, accept, pass, then one trade per distinct ship
 * and one hire per distinct person of the deck (in deck order). Observation: see {@link #observe}.
 */
public final class UnterwegsEncoding implements GameEncoding<UnterwegsAction, UnterwegsView, UnterwegsOptions>,
    GameEncoding.FromState<UnterwegsState> {

  private static volatile Deck last;

  /** The distinct cards of a deck, cached for the last deck seen (decks are values, usually the default). */
  private record Deck(io.vavr.collection.Vector<Card> cards, Kinds<Card> kinds) {}

  static Kinds<Card> cardKinds(UnterwegsOptions options) {
    Deck deck = last;
    if (deck == null || deck.cards() != options.cards()) {
      deck = new Deck(options.cards(), new Kinds<>(options.cards()));
      last = deck;
    }
    return deck.kinds();
  }

  @Override
  public String gameId() {
    return "portroyal-unterwegs";
  }

  @Override
  public List<UnterwegsAction> actionSpace(UnterwegsOptions options, int players) {
    List<UnterwegsAction> space = new ArrayList<>(List.of(
        UnterwegsAction.REVEAL, UnterwegsAction.STOP, UnterwegsAction.REPEL, UnterwegsAction.ACCEPT,
        UnterwegsAction.PASS));
    for (Card card : cardKinds(options).items()) {
      if (card instanceof Card.Ship ship) {
        space.add(new UnterwegsAction.Trade(ship));
      }
    }
    for (Card card : cardKinds(options).items()) {
      if (card instanceof Card.Person person) {
        space.add(new UnterwegsAction.Hire(person));
      }
    }
    return space;
  }

  /**
   * K is the number of distinct cards of the deck (29 with the default table), P the seats; seats
   * are relative: seat block 0 is the observer, 1 the next seat in turn order, and so on.
   * <ul>
   *   <li>{@code phase} [4]: one-hot discovering, ship revealed, trading and hiring, game over;
   *       {@code revealed} [1]: a card was revealed this turn; {@code revealedShip} [K];
   *       {@code slot}, {@code allowance}, {@code taken} [1 each, /P, /3, /3]
   *   <li>{@code harbor}, {@code discard} [K each]: card counts; {@code drawPile} [1] /deck size,
   *       {@code shuffles} [1] /10; {@code active}, {@code startPlayer} [P each]: one-hot relative seat;
   *       {@code endTriggered} [1]
   *   <li>for each relative seat i: {@code seat i coins} /10, {@code seat i influence} /target,
   *       {@code seat i swords} /10 [1 each], {@code seat i persons}, {@code seat i tucked} [K each]
   * </ul>
   */
  @Override
  public void observe(UnterwegsView view, ObservationWriter out) {
    int players = view.players().size();
    Seat[] seats = new Seat[players];
    for (int s = 0; s < players; s++) {
      UnterwegsView.PlayerView p = view.players().get(s);
      seats[s] = new Seat(p.coins(), p.influence(), p.swords(), p.display(), p.tucked());
    }
    write(out, new Table(view.options(), view.phase(), view.harbor(), view.discard(), view.drawCount(),
        view.shuffles(), view.active(), view.startPlayer(), view.endTriggered(), view.observer()), seats);
  }

  /**
   * The same floats straight from the state: every input is public (the view shows it as is), only
   * the draw pile's size is read of the draw pile and only the number of each seat's coins.
   */
  @Override
  public void observe(UnterwegsState state, int seat, ObservationWriter out) {
    int players = state.playerCount();
    Seat[] seats = new Seat[players];
    for (int s = 0; s < players; s++) {
      UnterwegsPlayer p = state.player(s);
      seats[s] = new Seat(p.coinCount(), p.influence(), p.swords(), p.display(), p.tucked());
    }
    write(out, new Table(state.options(), state.phase(), state.harbor(), state.discard(), state.draw().size(),
        state.shuffles(), state.active(), state.startPlayer(), state.endTriggered(), seat), seats);
  }

  /** What the observation reads of the table (all public). */
  private record Table(UnterwegsOptions options, Phase phase, Iterable<Card> harbor, Iterable<Card> discard,
      int drawCount, int shuffles, int active, int startPlayer, boolean endTriggered, int observer) {}

  /** What the observation reads of one seat (all public: coins only counted). */
  private record Seat(int coins, int influence, int swords, Iterable<? extends Card> display,
      Iterable<? extends Card> tucked) {}

  /** The slice names of each relative seat, built once (a hot path). */
  private static final String[][] SEAT_NAMES = ObservationWriter.perSeat(8, "seat # coins", "seat # influence",
      "seat # swords", "seat # persons", "seat # tucked");

  private static void write(ObservationWriter out, Table view, Seat[] seats) {
    Kinds<Card> cards = cardKinds(view.options());
    int k = cards.size();
    int players = seats.length;
    Phase phase = view.phase();
    int kind = switch (phase) {
      case Phase.Discover d -> 0;
      case Phase.RepelOrAccept r -> 1;
      case Phase.TradeAndHire t -> 2;
      case Phase.GameOver g -> 3;
    };
    out.oneHot("phase", kind, 4);
    out.flag("revealed", phase instanceof Phase.Discover d && d.revealed());
    out.oneHot("revealedShip", phase instanceof Phase.RepelOrAccept r ? cards.indexOf(r.ship()) : -1, k);
    Phase.TradeAndHire th = phase instanceof Phase.TradeAndHire t ? t : null;
    out.scaled("slot", th == null ? 0 : th.slot(), players);
    out.scaled("allowance", th == null ? 0 : th.allowance(), 3);
    out.scaled("taken", th == null ? 0 : th.taken(), 3);
    out.counts("harbor", cards, view.harbor());
    out.counts("discard", cards, view.discard());
    out.scaled("drawPile", view.drawCount(), view.options().cards().size());
    out.scaled("shuffles", view.shuffles(), 10);
    out.oneHot("active", relative(view.active(), view.observer(), players), players);
    out.oneHot("startPlayer", relative(view.startPlayer(), view.observer(), players), players);
    out.flag("endTriggered", view.endTriggered());
    for (int i = 0; i < players; i++) {
      Seat seat = seats[(view.observer() + i) % players];
      String[] names = SEAT_NAMES[i];
      out.scaled(names[0], seat.coins(), 10);
      out.scaled(names[1], seat.influence(), view.options().influenceTarget());
      out.scaled(names[2], seat.swords(), 10);
      out.counts(names[3], cards, seat.display());
      out.counts(names[4], cards, seat.tucked());
    }
  }

  /** A seat as seen from the observer: 0 the observer, 1 the next in turn, ...; -1 for none. */
  static int relative(int seat, int observer, int players) {
    return seat < 0 ? -1 : Math.floorMod(seat - observer, players);
  }
}
