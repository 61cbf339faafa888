package org.spielwerk.portroyalstiche;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.spielwerk.core.Catalogue;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Message;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Bid;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChoosePrize;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChooseTrump;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.DiscardMoveOne;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.DiscardRemoveOne;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.DiscardWithRemoveOne;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.KeepRemoveOne;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.LayAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.NameLeader;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.PassAuction;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.PlaceBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Repay;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.TakePenaltyCard;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BidBecameDebt;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BidMade;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BidRepaid;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusAttached;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusMoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusRemoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.CardPlayed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.CardsLaidAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.FaceUpCardsTaken;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.GameEnded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.HandDealt;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LeaderNamed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootDiscarded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootLoaded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootMoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootRemoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootRevealed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MarkerPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MarkerTakenBack;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MoveOneDiscarded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusMoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusReceived;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusRemoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnCardsLaidAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.Passed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PenaltyTaken;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PenaltyWaived;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PrivilegesWon;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PrizeChosen;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RemoveOneDiscarded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RemoveOneKept;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RevokeRevealed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RoundEnded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RoundStarted;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.SeatScored;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrickCardsDealt;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrickWon;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrumpChosen;

/**
 * The words of Port Royal (Queen Games) in any language with a catalogue ({@code words.properties} in English,
 * {@code words_de.properties} with the German rulebook's terms, next to this class): this class picks each
 * text's message and arguments, the catalogue words them with the language's plural rules.
 */
public final class PortRoyalSticheText
    implements GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> {

  static final String CATALOGUE = "org.spielwerk.portroyalstiche.words";
  private static final Map<Locale, PortRoyalSticheText> BY_LANGUAGE = new ConcurrentHashMap<>();

  /** The English words. */
  public static final PortRoyalSticheText INSTANCE = of(Locale.ENGLISH);

  private final Catalogue words;

  private PortRoyalSticheText(Catalogue words) {
    this.words = words;
  }

  /** The words in {@code locale}'s language; English where it has no catalogue file. */
  public static PortRoyalSticheText of(Locale locale) {
    Catalogue catalogue = Catalogue.of(CATALOGUE, locale, PortRoyalSticheText.class);
    return BY_LANGUAGE.computeIfAbsent(catalogue.locale(), l -> new PortRoyalSticheText(catalogue));
  }

  /** The catalogue these words come from, for a front end that renders messages itself. */
  public Catalogue catalogue() {
    return words;
  }

  @Override
  public String title(GameInfo info) {
    return words.render("title");
  }

  @Override
  public String seat(int seat) {
    return words.render(seatMessage(seat));
  }

  @Override
  public String moved(int seat) {
    return words.render("moved", "seat", seatMessage(seat));
  }

  private static Message seatMessage(int seat) {
    return Message.of("seat", "n", seat + 1);
  }

  /** Worded from the view alone, on a position dealt from it: the words read only what the mover may see. */
  @Override
  public String actionFromView(PortRoyalSticheView view, PortRoyalSticheAction action) {
    return action(Resampling.fromView(view, 0L), action);
  }

  /** Never throws: an action the rules forbid here may name nothing; then its kind is worded. */
  @Override
  public String action(PortRoyalSticheState state, PortRoyalSticheAction action) {
    return words.render(actionMessage(state, action));
  }

  @Override
  public Message actionMessage(PortRoyalSticheState state, PortRoyalSticheAction action) {
    try {
      return actionWords(state, action);
    } catch (RuntimeException malformed) {
      return Message.of("not.here", "kind", action == null ? "?" : action.getClass().getSimpleName());
    }
  }

  private Message actionWords(PortRoyalSticheState state, PortRoyalSticheAction action) {
    return switch (action) {
      case Bid bid -> Message.of("action.bid", "tons", bid.tons());
      case PassAuction pass -> Message.of("action.pass");
      case LayAside lay -> Message.of("action.lay.aside", "first", card(lay.first()), "second", card(lay.second()));
      case ChooseTrump trump -> Message.of("action.trump", "colour", colour(trump.colour()));
      case NameLeader leader -> leader.seat() == chooser(state) ? Message.of("action.lead.self")
          : Message.of("action.lead", "seat", seatMessage(leader.seat()));
      case ChoosePrize prize -> Message.of("action.prize", "loot", loot(prize.loot()),
          "bonus", state.bonusCarrier().contains(prize.loot()) ? state.bonusUnder().size() : 0);
      case Play play -> Message.of("action.play", "card", card(play.card()));
      case TakePenaltyCard take -> Message.of("action.penalty", "loot", loot(take.loot()));
      case Load load -> Message.of("action.load", "ship", ship(load.ship()));
      case Repay repay -> Message.of("action.repay");
      case DiscardWithRemoveOne discard -> Message.of("action.discard.with.remove.one");
      case KeepRemoveOne keep -> Message.of("action.keep.remove.one");
      case RemoveLoot remove -> Message.of("action.remove.loot", "loot", loot(remove.loot()));
      case RemoveBonus remove -> Message.of("action.remove.bonus", "value", remove.bonus().value());
      case DiscardRemoveOne discard -> Message.of("action.discard.remove.one");
      case MoveLoot move -> Message.of("action.move.loot", "loot", loot(move.loot()), "ship", ship(move.to()));
      case MoveBonus move -> Message.of("action.move.bonus", "value", move.bonus().value(), "ship", ship(move.to()));
      case DiscardMoveOne discard -> Message.of("action.discard.move.one");
      case PlaceBonus place -> state.options().bonusCardsTogether() || state.pendingBonus().size() < 2
          ? Message.of("action.place.bonus.all", "count", Math.max(1, state.pendingBonus().size()), "ship", ship(place.ship()))
          : Message.of("action.place.bonus", "value", state.pendingBonus().lowest().value(), "ship", ship(place.ship()));
    };
  }

  /**
   * Long menus in two steps (§4.1, §4.2a): the up to 19 bids by ranges of five tons, the up to 45 pairs to lay
   * aside by their first card (a pair is always written lowest card first).
   */
  @Override
  public Optional<String> menuGroup(PortRoyalSticheView view, PortRoyalSticheAction action) {
    return switch (action) {
      case Bid bid when view.phase() instanceof Phase.Auction auction -> Optional.of(words.render("menu.bids",
          "from", Math.max(AuctionRules.minBid(auction), bidRangeStart(bid.tons())),
          "to", Math.min(Cards.DEBT_CAP - view.seats().get(view.observer()).debt(), bidRangeStart(bid.tons()) + 4)));
      case LayAside lay when lay.first() != null -> Optional.of(words.render("menu.lay.aside", "first", card(lay.first())));
      default -> Optional.empty();
    };
  }

  /** Bids go in ranges 1-5, 6-10, 11-15, 16-19. */
  private static int bidRangeStart(int tons) {
    return (tons - 1) / 5 * 5 + 1;
  }

  /** Who names the leader: the privilege holder before the first trick, the trick's winner after. */
  private static int chooser(PortRoyalSticheState state) {
    return switch (state.phase()) {
      case Phase.LeaderChoice choice -> choice.holder();
      case Phase.NextLeaderChoice choice -> choice.winner();
      default -> -1;
    };
  }

  @Override
  public String event(PortRoyalSticheEvent event) {
    return words.render(eventMessage(event, -1));
  }

  @Override
  public String event(PortRoyalSticheEvent event, int seat) {
    return words.render(eventMessage(event, seat));
  }

  @Override
  public Message eventMessage(PortRoyalSticheEvent event, int reader) {
    return switch (event) {
      case RoundStarted e -> Message.of("event.round.started", "round", e.round(), "dealer", seatMessage(e.dealer()));
      case LootRevealed e -> Message.of("event.loot.revealed", "loot", loot(e.cards()));
      case TrickCardsDealt e -> Message.of("event.trick.cards.dealt", "cards", cards(e.faceUp()));
      case HandDealt e -> Message.of("event.hand.dealt", "seat", seatMessage(e.seat()), "cards", cards(e.hand()));
      case BidBecameDebt e -> Message.of("event.bid.debt", "seat", seatMessage(e.seat()), "bid", e.bid(), "debt", e.debt());
      case BonusAttached e -> Message.of("event.bonus.attached", "loot", loot(e.carrier()), "count", e.count());
      case RoundEnded e -> Message.of("event.round.ended", "round", e.round());
      case BidMade e -> Message.of("event.bid", "seat", seatMessage(e.seat()), "tons", e.tons());
      case Passed e -> Message.of("event.passed", "seat", seatMessage(e.seat()));
      case PrivilegesWon e -> Message.of("event.privileges", "seat", seatMessage(e.seat()), "bid", e.bid());
      case FaceUpCardsTaken e -> Message.of("event.face.up.taken", "seat", seatMessage(e.seat()), "cards", cards(e.cards()));
      case CardsLaidAside e -> Message.of("event.laid.aside", "seat", seatMessage(e.seat()));
      case OwnCardsLaidAside e -> Message.of("event.own.laid.aside", "cards", cards(e.cards()));
      case TrumpChosen e -> Message.of("event.trump", "seat", seatMessage(e.seat()), "colour", colour(e.colour()));
      case LeaderNamed e -> e.by() == e.seat() ? Message.of("event.leads.self", "seat", seatMessage(e.seat()))
          : Message.of("event.leader", "by", seatMessage(e.by()), "seat", seatMessage(e.seat()));
      case PrizeChosen e -> Message.of("event.prize", "seat", seatMessage(e.seat()), "loot", loot(e.loot()),
          "bonus", e.bonusCount());
      case CardPlayed e -> Message.of("event.played", "seat", seatMessage(e.seat()), "card", card(e.card()));
      case MarkerPlaced e -> Message.of("event.marker", "seat", seatMessage(e.seat()), "colour", colour(e.colour()));
      case MarkerTakenBack e -> Message.of("event.marker.back", "seat", seatMessage(e.seat()), "colour", colour(e.colour()));
      case RevokeRevealed e -> Message.of("event.revoke", "seat", seatMessage(e.seat()), "colour", colour(e.colour()));
      case PenaltyTaken e -> Message.of("event.penalty", "chooser", seatMessage(e.chooser()), "loot", loot(e.loot()),
          "offender", seatMessage(e.offender()));
      case PenaltyWaived e -> Message.of("event.penalty.waived", "seat", seatMessage(e.offender()));
      case TrickWon e -> Message.of("event.trick.won", "seat", seatMessage(e.seat()), "cards", cards(e.cards()),
          "loot", loot(e.prize()), "bonus", e.bonusCount());
      case OwnBonusReceived e -> Message.of("event.own.bonus", "bonus", bonus(e.bonus()));
      case LootLoaded e -> Message.of("event.loaded", "seat", seatMessage(e.seat()), "loot", loot(e.loot()),
          "ship", ship(e.ship()));
      case BidRepaid e -> Message.of("event.repaid", "seat", seatMessage(e.seat()), "payment", e.payment(),
          "loot", loot(e.loot()), "remainder", e.remainder(), "debt", e.debt());
      case LootDiscarded e -> Message.of("event.loot.discarded", "seat", seatMessage(e.seat()), "loot", loot(e.loot()));
      case RemoveOneKept e -> Message.of("event.remove.one.kept", "seat", seatMessage(e.seat()));
      case LootRemoved e -> Message.of("event.loot.removed", "seat", seatMessage(e.seat()), "loot", loot(e.loot()),
          "ship", ship(e.ship()));
      case BonusRemoved e -> Message.of("event.bonus.removed", "seat", seatMessage(e.seat()), "ship", ship(e.ship()));
      case OwnBonusRemoved e -> Message.of("event.own.bonus.removed", "value", e.bonus().value());
      case RemoveOneDiscarded e -> Message.of("event.remove.one.discarded", "seat", seatMessage(e.seat()));
      case LootMoved e -> Message.of("event.loot.moved", "seat", seatMessage(e.seat()), "loot", loot(e.loot()),
          "from", ship(e.from()), "to", ship(e.to()));
      case BonusMoved e -> Message.of("event.bonus.moved", "seat", seatMessage(e.seat()), "from", ship(e.from()),
          "to", ship(e.to()));
      case OwnBonusMoved e -> Message.of("event.own.bonus.moved", "value", e.bonus().value());
      case MoveOneDiscarded e -> Message.of("event.move.one.discarded", "seat", seatMessage(e.seat()));
      case BonusPlaced e -> Message.of("event.bonus.placed", "seat", seatMessage(e.seat()), "count", e.count(),
          "ship", ship(e.ship()));
      case OwnBonusPlaced e -> Message.of("event.own.bonus.placed", "bonus", bonus(e.bonus()), "ship", ship(e.ship()));
      case SeatScored e -> Message.of("event.scored", "seat", seatMessage(e.seat()), "total", e.total(), "debt", e.debt(),
          "ships", join(e.ships().map(s -> s.sunk() ? words.render("ship.sunk") : String.valueOf(s.score()))));
      case GameEnded e -> Message.of("event.game.ended", "totals", e.totals().mkString(" / "),
          "count", e.winners().size(), "winners", join(e.winners().map(this::seat)));
    };
  }

  @Override
  public String view(PortRoyalSticheView view) {
    StringBuilder out = new StringBuilder();
    out.append(words.render("view.round", "round", view.round(), "dealer", seatMessage(view.dealer()),
        "tricks", view.tricksDone())).append('\n');
    // each phase on its own line, with what it is about: a new player learns the rules from the screen
    out.append(words.render(Message.of("phase." + view.phase().getClass().getSimpleName(),
        "cap", Cards.DEBT_CAP, "capacity", Cards.capacity(view.seats().size())))).append('\n');
    if (view.holder() >= 0) {
      out.append(words.render("view.privileges", "seat", seatMessage(view.holder()), "bid", view.bid(),
          "trump", view.trump().isEmpty() ? "" : words.render(colour(view.trump().get())),
          "hasTrump", !view.trump().isEmpty())).append('\n');
    }
    out.append(words.render("view.display", "loot", loot(view.display())));
    view.bonusCarrier().forEach(c -> out.append(words.render("view.bonus.under", "count", view.bonusUnderCount(),
        "loot", loot(c))));
    out.append(words.render("view.loot.deck", "deck", view.lootDeckSize())).append('\n');
    out.append(words.render("view.face.up", "cards", cards(view.faceUp()))).append('\n');
    Trick trick = Rules.currentTrick(view.phase());
    if (trick != null) {
      out.append(words.render("view.trick", "loot", loot(trick.prize()), "plays", join(trick.plays().map(p ->
          words.render("view.trick.play", "seat", seatMessage(p.seat()), "card", card(p.card())))))).append('\n');
    }
    for (int s = 0; s < view.seats().size(); s++) {
      PortRoyalSticheView.SeatView seat = view.seats().get(s);
      out.append(words.render("view.seat", "seat", seatMessage(s), "you", s == view.observer(), "debt", seat.debt(),
          "cards", seat.handSize()));
      if (!seat.markers().isEmpty()) {
        out.append(words.render("view.markers", "colours",
            join(io.vavr.collection.Vector.ofAll(seat.markers().toList()).map(c -> words.render(colour(c))))));
      }
      if (seat.keptRemoveOne()) {
        out.append(words.render("view.keeps.remove.one"));
      }
      out.append('\n');
      for (int i = 0; i < Cards.SHIPS; i++) {
        PortRoyalSticheView.ShipView ship = seat.ships().get(i);
        if (ship.loot().isEmpty() && ship.bonusCount() == 0) {
          continue;
        }
        out.append(words.render("view.ship", "ship", ship(Good.of(i)), "loot", loot(ship.loot())));
        if (ship.bonusCount() > 0) {
          out.append(ship.bonus().isEmpty() ? words.render("view.ship.bonus.count", "count", ship.bonusCount())
              : words.render("view.ship.bonus", "bonus", bonus(ship.bonus())));
        }
        out.append('\n');
      }
    }
    out.append(words.render("view.hand", "cards", cards(view.hand())));
    if (!view.aside().isEmpty()) {
      out.append(words.render("view.aside", "cards", cards(view.aside())));
    }
    if (view.pendingBonusCount() > 0) {
      out.append('\n').append(view.pendingBonus().isEmpty()
          ? words.render("view.pending.bonus.count", "count", view.pendingBonusCount())
          : words.render("view.pending.bonus", "bonus", bonus(view.pendingBonus())));
    }
    return out.append('\n').toString();
  }

  /** The plain-number loot cards (+8, -10, ...) on display or on a ship, each explained once in a legend (§1.1). */
  @Override
  public java.util.List<String> legend(PortRoyalSticheView view) {
    java.util.LinkedHashSet<Loot> seen = new java.util.LinkedHashSet<>();
    view.display().toList().forEach(seen::add);
    view.seats().forEach(seat -> seat.ships().forEach(ship -> ship.loot().toList().forEach(seen::add)));
    return seen.stream().filter(PortRoyalSticheText::numberOnly)
        .map(l -> words.render("legend.loot", "loot", loot(l), "does", Message.of("does." + l.name()))).toList();
  }

  private static boolean numberOnly(Loot loot) {
    return loot == Loot.PLUS_8 || loot == Loot.PLUS_6 || loot == Loot.MINUS_10 || loot == Loot.MINUS_5;
  }

  /** Items in a row; the separator is punctuation, the same in every language. */
  private static String join(io.vavr.collection.Seq<String> items) {
    return items.mkString(", ");
  }

  private static Message card(TrickCard card) {
    if (card == null) {
      return Message.of("card.unknown");
    }
    return card.isKlabautermann() ? Message.of("card.klabautermann", "value", card.value())
        : Message.of("card.trick", "colour", colour(card.colour()), "value", card.value());
  }

  private String cards(TrickSet cards) {
    return cards.isEmpty() ? words.render("none")
        : join(io.vavr.collection.Vector.ofAll(cards.toList()).map(c -> words.render(card(c))));
  }

  private static Message colour(Colour colour) {
    return Message.of("colour." + colour.name());
  }

  private static Message ship(Good good) {
    return Message.of("good." + good.name());
  }

  private static Message loot(Loot loot) {
    if (loot == null) {
      return Message.of("card.unknown");
    }
    return loot.isSimple() ? Message.of("loot.good", "good", ship(loot.good()), "weight", loot.weight())
        : Message.of("loot." + loot.name());
  }

  private String loot(LootSet cards) {
    return cards.isEmpty() ? words.render("none")
        : join(io.vavr.collection.Vector.ofAll(cards.toList()).map(l -> words.render(loot(l))));
  }

  private Message bonus(BonusSet bonus) {
    return Message.of("bonus", "values",
        io.vavr.collection.Vector.ofAll(bonus.toList()).map(b -> String.valueOf(b.value())).mkString("+"));
  }
}
