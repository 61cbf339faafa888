package org.spielwerk.research.stiche;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.portroyalstiche.Bonus;
import org.spielwerk.portroyalstiche.Cards;
import org.spielwerk.portroyalstiche.Colour;
import org.spielwerk.portroyalstiche.Good;
import org.spielwerk.portroyalstiche.Loot;
import org.spielwerk.portroyalstiche.Phase;
import org.spielwerk.portroyalstiche.PlayedCard;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.*;
import org.spielwerk.portroyalstiche.PortRoyalSticheOptions;
import org.spielwerk.portroyalstiche.PortRoyalSticheView;
import org.spielwerk.portroyalstiche.Trick;
import org.spielwerk.portroyalstiche.TrickCard;
import org.spielwerk.research.GameEncoding;
import org.spielwerk.research.ObservationWriter;

/**
 * Port Royal (Queen Games), the trick-taking game. Actions, in this order: bid 0..19, pass; lay aside
 * each unordered pair of trick cards; choose trump per colour; name leader per seat; choose prize,
 * take penalty card, remove loot per loot card; play per trick card; load and place bonus per good;
 * repay, discard with remove-one, keep remove-one, discard remove-one, discard move-one; remove bonus
 * per bonus card; move loot per (loot, good); move bonus per (bonus, good).
 */
public final class SticheEncoding
    implements GameEncoding<PortRoyalSticheAction, PortRoyalSticheView, PortRoyalSticheOptions> {
  private static final TrickCard[] TRICKS = TrickCard.values();
  private static final Loot[] LOOT = Loot.values();
  private static final Bonus[] BONUS = Bonus.values();
  private static final Good[] GOODS = Good.values();
  private static final Colour[] COLOURS = Colour.values();
  /** The Queen Games version seats at most four. */
  private static final int MAX_SEATS = 4;
  // the slices' names per index (a trick's i-th card, the i-th seat from the observer, its ships), made once: a
  // pool's step observes every game and concatenates nothing
  private static final String[][] TRICK_NAMES = ObservationWriter.perSeat(MAX_SEATS, "trick card #",
      "trick marker #");
  private static final String[][] SEAT_NAMES = ObservationWriter.perSeat(MAX_SEATS, "seat # debt",
      "seat # handSize", "seat # keptRemoveOne", "seat # removedBonusCount", "seat # removedBonus",
      "seat # markers", "seat # exposed");
  /** Per seat, three names per good in order: loot, bonusCount, bonus. */
  private static final String[][] SHIP_NAMES = ObservationWriter.perSeat(MAX_SEATS, java.util.Arrays.stream(GOODS)
      .flatMap(g -> java.util.stream.Stream.of(" loot", " bonusCount", " bonus").map(x -> "seat # ship " + g + x))
      .toArray(String[]::new));

  @Override
  public String gameId() {
    return "portroyal-stiche";
  }

  @Override
  public List<PortRoyalSticheAction> actionSpace(PortRoyalSticheOptions options, int players) {
    List<PortRoyalSticheAction> space = new ArrayList<>();
    for (int tons = 0; tons <= Cards.DEBT_CAP; tons++) {
      space.add(new Bid(tons));
    }
    space.add(PortRoyalSticheAction.PASS);
    for (int a = 0; a < TRICKS.length; a++) {
      for (int b = a + 1; b < TRICKS.length; b++) {
        space.add(new LayAside(TRICKS[a], TRICKS[b]));
      }
    }
    for (Colour colour : COLOURS) {
      space.add(new ChooseTrump(colour));
    }
    for (int seat = 0; seat < players; seat++) {
      space.add(new NameLeader(seat));
    }
    for (Loot loot : LOOT) {
      space.add(new ChoosePrize(loot));
      space.add(new TakePenaltyCard(loot));
      space.add(new RemoveLoot(loot));
    }
    for (TrickCard card : TRICKS) {
      space.add(new Play(card));
    }
    for (Good good : GOODS) {
      space.add(new Load(good));
      space.add(new PlaceBonus(good));
    }
    space.add(PortRoyalSticheAction.REPAY);
    space.add(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE);
    space.add(PortRoyalSticheAction.KEEP_REMOVE_ONE);
    space.add(PortRoyalSticheAction.DISCARD_REMOVE_ONE);
    space.add(PortRoyalSticheAction.DISCARD_MOVE_ONE);
    for (Bonus bonus : BONUS) {
      space.add(new RemoveBonus(bonus));
    }
    for (Loot loot : LOOT) {
      for (Good good : GOODS) {
        space.add(new MoveLoot(loot, good));
      }
    }
    for (Bonus bonus : BONUS) {
      for (Good good : GOODS) {
        space.add(new MoveBonus(bonus, good));
      }
    }
    return space;
  }

  /**
   * T trick cards, L loot cards, B bonus cards, G goods (ships per seat), C colours, P seats relative
   * to the observer (0 = observer, 1 = next in turn order).
   * <ul>
   *   <li>{@code phase} [10] one-hot (auction, exchange, trump, leader, prize, trick, penalty, spoils,
   *       next leader, game over); {@code decider} [P]: the seat the phase waits for
   *   <li>auction: {@code high bidder} [P], {@code high bid} /19, {@code passed} [P]
   *   <li>trick: {@code leader} [P], {@code prize} [L], {@code trick card i} [T] for the i-th card
   *       played (i &lt; P), {@code trick marker i} [1]; penalty: {@code offender} [P];
   *       spoils: {@code spoils loot} [L]
   *   <li>{@code hand}, {@code aside}, {@code faceUp}, {@code played} [T each]; {@code display},
   *       {@code lootOut} [L each]; {@code bonusCarrier} [L]; {@code bonusUnder} /10,
   *       {@code lootDeck} /L, {@code bonusDeck} /B [1 each]; {@code holder}, {@code dealer} [P];
   *       {@code bid} /19, {@code repaid}, {@code round} /P, {@code tricksDone} /10 [1 each];
   *       {@code trump} [C]; {@code pendingBonusCount} /B [1], {@code pendingBonus} [B]
   *   <li>per relative seat i: {@code debt} /19, {@code handSize} /10, {@code keptRemoveOne},
   *       {@code removedBonusCount} /B [1 each], {@code removedBonus} [B], {@code markers},
   *       {@code exposed} [C each]; per ship g: {@code loot} [L], {@code bonusCount} /B [1],
   *       {@code bonus} [B] (known only for the observer's own ships until the game is over)
   * </ul>
   */
  @Override
  public void observe(PortRoyalSticheView view, ObservationWriter out) {
    int players = view.seats().size();
    int me = view.observer();
    Phase phase = view.phase();
    out.oneHot("phase", switch (phase) {
      case Phase.Auction a -> 0;
      case Phase.Exchange e -> 1;
      case Phase.TrumpChoice t -> 2;
      case Phase.LeaderChoice l -> 3;
      case Phase.PrizeChoice p -> 4;
      case Phase.TrickPlay t -> 5;
      case Phase.Penalty p -> 6;
      case Phase.Spoils s -> 7;
      case Phase.NextLeaderChoice n -> 8;
      case Phase.GameOver g -> 9;
    }, 10);
    out.oneHot("decider", rel(phase.seat(players), me, players), players);
    Phase.Auction auction = phase instanceof Phase.Auction a ? a : null;
    out.oneHot("high bidder", auction == null ? -1 : rel(auction.highBidder(), me, players), players);
    out.scaled("high bid", auction == null ? 0 : auction.highBid(), Cards.DEBT_CAP);
    int[] passed = new int[players];
    for (int i = 0; auction != null && i < players; i++) {
      passed[i] = auction.hasPassed((me + i) % players) ? 1 : 0;
    }
    out.vector("passed", passed, 1);
    Trick trick = phase instanceof Phase.TrickPlay t ? t.trick() : phase instanceof Phase.Penalty p ? p.trick() : null;
    out.oneHot("leader", trick == null ? -1 : rel(trick.leader(), me, players), players);
    out.oneHot("prize", trick == null || trick.prize() == null ? -1 : trick.prize().ordinal(), LOOT.length);
    for (int i = 0; i < players; i++) {
      PlayedCard play = trick != null && i < trick.plays().size() ? trick.plays().get(i) : null;
      out.oneHot(TRICK_NAMES[i][0], play == null ? -1 : play.card().ordinal(), TRICKS.length);
      out.flag(TRICK_NAMES[i][1], play != null && play.markerPlaced());
    }
    out.oneHot("offender", phase instanceof Phase.Penalty p ? rel(p.offender(), me, players) : -1, players);
    out.oneHot("spoils loot", phase instanceof Phase.Spoils s && s.loot().isDefined() ? s.loot().get().ordinal() : -1,
        LOOT.length);
    out.bits("hand", view.hand().bits(), TRICKS.length);
    out.bits("aside", view.aside().bits(), TRICKS.length);
    out.bits("faceUp", view.faceUp().bits(), TRICKS.length);
    out.bits("played", view.played().bits(), TRICKS.length);
    out.bits("display", view.display().bits(), LOOT.length);
    out.bits("lootOut", view.lootOut().bits(), LOOT.length);
    out.oneHot("bonusCarrier", view.bonusCarrier().isDefined() ? view.bonusCarrier().get().ordinal() : -1,
        LOOT.length);
    out.scaled("bonusUnder", view.bonusUnderCount(), 10);
    out.scaled("lootDeck", view.lootDeckSize(), LOOT.length);
    out.scaled("bonusDeck", view.bonusDeckSize(), BONUS.length);
    out.oneHot("holder", rel(view.holder(), me, players), players);
    out.oneHot("dealer", rel(view.dealer(), me, players), players);
    out.scaled("bid", view.bid(), Cards.DEBT_CAP);
    out.flag("repaid", view.repaid());
    out.scaled("round", view.round(), players);
    out.scaled("tricksDone", view.tricksDone(), 10);
    out.oneHot("trump", view.trump().isDefined() ? view.trump().get().ordinal() : -1, COLOURS.length);
    out.scaled("pendingBonusCount", view.pendingBonusCount(), BONUS.length);
    out.bits("pendingBonus", view.pendingBonus().bits(), BONUS.length);
    for (int i = 0; i < players; i++) {
      PortRoyalSticheView.SeatView seat = view.seats().get((me + i) % players);
      String[] names = SEAT_NAMES[i];
      out.scaled(names[0], seat.debt(), Cards.DEBT_CAP);
      out.scaled(names[1], seat.handSize(), 10);
      out.flag(names[2], seat.keptRemoveOne());
      out.scaled(names[3], seat.removedBonusCount(), BONUS.length);
      out.bits(names[4], seat.removedBonus().bits(), BONUS.length);
      out.bits(names[5], seat.markers().bits(), COLOURS.length);
      out.bits(names[6], seat.exposed().bits(), COLOURS.length);
      for (int g = 0; g < GOODS.length; g++) {
        PortRoyalSticheView.ShipView ship = seat.ships().get(g);
        out.bits(SHIP_NAMES[i][3 * g], ship.loot().bits(), LOOT.length);
        out.scaled(SHIP_NAMES[i][3 * g + 1], ship.bonusCount(), BONUS.length);
        out.bits(SHIP_NAMES[i][3 * g + 2], ship.bonus().bits(), BONUS.length);
      }
    }
  }

  private static int rel(int seat, int observer, int players) {
    return seat < 0 ? -1 : Math.floorMod(seat - observer, players);
  }
}
