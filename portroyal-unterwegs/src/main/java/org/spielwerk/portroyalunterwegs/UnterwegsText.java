package org.spielwerk.portroyalunterwegs;

import io.vavr.collection.Seq;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.spielwerk.core.Catalogue;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Message;

/**
 * The words of Port Royal unterwegs in any language that has a catalogue ({@code words.properties} in English,
 * {@code words_de.properties} in the German rulebook's terms, next to this class). This class only picks the
 * message and its arguments ({@link #actionMessage}, {@link #eventMessage}); the catalogue words them, with the
 * language's plural rules.
 */
final class UnterwegsText implements GameText<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView> {

  static final String CATALOGUE = "org.spielwerk.portroyalunterwegs.words";
  private static final Map<Locale, UnterwegsText> BY_LOCALE = new ConcurrentHashMap<>();

  private final Catalogue words;

  private UnterwegsText(Catalogue words) {
    this.words = words;
  }

  /** The words in {@code locale}'s language, English where it has no catalogue. */
  static UnterwegsText of(Locale locale) {
    Catalogue catalogue = Catalogue.of(CATALOGUE, locale, UnterwegsText.class);
    // one text per catalogue language: a language without a file shares the English one
    return BY_LOCALE.computeIfAbsent(catalogue.locale(), l -> new UnterwegsText(catalogue));
  }

  /** The catalogue these words come from, for a front end that renders messages itself. */
  Catalogue catalogue() {
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

  static Message seatMessage(int seat) {
    return Message.of("seat", "n", seat + 1);
  }

  /** Worded from the view alone, on a position dealt from it: the words read only what the mover may see. */
  @Override
  public String actionFromView(UnterwegsView view, UnterwegsAction action) {
    return action(Positions.GAME.resampleFromView(view, 0L), action);
  }

  /** A game to deal positions from views with, made on first use (the game holds this text). */
  static final class Positions {
    static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();
  }

  /** Never throws: an action the rules forbid may name no card; then its kind is worded. */
  @Override
  public String action(UnterwegsState state, UnterwegsAction action) {
    return words.render(actionMessage(state, action));
  }

  @Override
  public Message actionMessage(UnterwegsState state, UnterwegsAction action) {
    try {
      return actionWords(state, action);
    } catch (RuntimeException malformed) {
      // a forbidden action (a saved game, a fuzzed message) may lack its card or come when nobody is active
      return Message.of("not.here", "kind", action == null ? "?" : action.getClass().getSimpleName());
    }
  }

  private Message actionWords(UnterwegsState state, UnterwegsAction action) {
    boolean surcharge = state.toMove() != state.active();
    Message active = seatMessage(state.active());
    return switch (action) {
      case UnterwegsAction.Reveal r -> Message.of(state.draw().isEmpty() && state.discard().isEmpty()
          ? "action.reveal.empty" : "action.reveal");
      case UnterwegsAction.Stop s -> Message.of("action.stop");
      case UnterwegsAction.Repel r -> Message.of("action.repel", "swords", state.player(state.active()).swords());
      case UnterwegsAction.Accept a -> Message.of("action.accept", "bust", state.phase() instanceof Phase.RepelOrAccept
          revealed && Rules.hasShipOfColour(state.harbor(), revealed.ship().colour()));
      case UnterwegsAction.Trade t -> Message.of("action.trade", "card", card(t.ship()),
          "tucked", t.ship() != null && state.player(state.toMove()).hasWholesaler(t.ship().colour()),
          "surcharge", surcharge, "active", active);
      case UnterwegsAction.Hire h -> Message.of("action.hire", "card", card(h.person()),
          "cost", h.person() == null ? 0 : h.person().cost(), "surcharge", surcharge, "active", active);
      case UnterwegsAction.Pass p -> Message.of("action.pass");
    };
  }

  @Override
  public String event(UnterwegsEvent event) {
    return words.render(eventMessage(event, -1));
  }

  @Override
  public Message eventMessage(UnterwegsEvent event, int seat) {
    return switch (event) {
      case UnterwegsEvent.Reshuffled e -> Message.of("event.reshuffled", "cards", e.cards());
      case UnterwegsEvent.CardRevealed e -> Message.of("event.revealed", "seat", seatMessage(e.seat()), "card", card(e.card()));
      case UnterwegsEvent.PersonArrived e -> Message.of("event.arrived", "card", card(e.person()));
      case UnterwegsEvent.ShipAccepted e -> Message.of("event.arrived", "card", card(e.ship()));
      case UnterwegsEvent.ShipRepelled e -> Message.of("event.repelled", "seat", seatMessage(e.seat()),
          "card", card(e.ship()), "swords", e.swords());
      case UnterwegsEvent.Busted e -> Message.of("event.busted", "seat", seatMessage(e.seat()), "card", card(e.ship()),
          "cards", e.discarded().size());
      case UnterwegsEvent.TaxResolved e -> Message.of("event.tax", "extra", e.extra());
      case UnterwegsEvent.TaxPaid e -> Message.of("event.tax.paid", "seat", seatMessage(e.seat()), "coins", e.coins().size());
      case UnterwegsEvent.CoinsReceived e -> Message.of("event.coins", "seat", seatMessage(e.seat()), "coins", e.count(),
          "missing", e.missing());
      case UnterwegsEvent.SurchargePaid e -> Message.of("event.surcharge", "from", seatMessage(e.from()),
          "to", seatMessage(e.to()));
      case UnterwegsEvent.DiscoverEnded e -> Message.of("event.discover.ended", "seat", seatMessage(e.seat()),
          "colours", e.colours(), "cards", e.allowance());
      case UnterwegsEvent.ShipTraded e -> Message.of("event.traded", "seat", seatMessage(e.seat()), "card", card(e.ship()),
          "tucked", e.tucked());
      case UnterwegsEvent.PersonHired e -> Message.of("event.hired", "seat", seatMessage(e.seat()),
          "card", card(e.person()), "coins", e.coins().size());
      case UnterwegsEvent.SlotEnded e -> e.skipped() ? Message.of("event.slot.skipped", "seat", seatMessage(e.seat()))
          : Message.of("event.slot.ended", "seat", seatMessage(e.seat()), "cards", e.taken());
      case UnterwegsEvent.HarborCleared e -> Message.of("event.harbor.cleared", "cards", e.discarded().size());
      case UnterwegsEvent.EndTriggered e -> Message.of("event.end.triggered", "seat", seatMessage(e.seat()),
          "influence", e.influence());
      case UnterwegsEvent.TurnStarted e -> Message.of("event.turn", "seat", seatMessage(e.seat()));
      case UnterwegsEvent.GameEnded e -> Message.of("event.game.ended", "stalled", e.stalled(),
          "limit", Rules.QUIET_TURN_LIMIT, "count", e.winners().size(),
          "winners", e.winners().map(this::seat).mkString(", "));
    };
  }

  @Override
  public String event(UnterwegsEvent event, int seat) {
    return words.render(eventMessage(event, seat));
  }

  /**
   * Each kind of card on the table (the harbour, the displays in seat order, the discard pile's top card) explained
   * once, in the order it first appears: ships (a skull ship on a line of its own) and each kind of person (rules
   * §1.1, §4).
   */
  @Override
  public java.util.List<String> legend(UnterwegsView v) {
    java.util.LinkedHashSet<String> keys = new java.util.LinkedHashSet<>();
    v.harbor().forEach(card -> keys.add(legendKey(card)));
    v.players().forEach(seat -> seat.display().forEach(card -> keys.add(legendKey(card))));
    if (v.phase() instanceof Phase.RepelOrAccept revealed) {
      keys.add(legendKey(revealed.ship())); // the ship just revealed, before it goes to the harbour or is repelled
    }
    if (!v.discard().isEmpty()) {
      keys.add(legendKey(v.discard().head())); // the discard pile's top card lies face up on the table too
    }
    keys.remove(null);
    return keys.stream().map(words::render).toList();
  }

  /** The legend's entry for a card, null for a card the legend does not explain (a tax is never on the table). */
  private static String legendKey(Card card) {
    return switch (card) {
      case Card.Ship s -> s.skull() ? "legend.skull" : "legend.ship";
      case Card.Person p -> "legend." + p.ability().name().toLowerCase(java.util.Locale.ROOT);
      case Card.Tax t -> null;
      case null -> null;
    };
  }

  @Override
  public String view(UnterwegsView v) {
    // the Port Royal family's layout: who is active, the piles, the harbour a card a line, the seats (coins,
    // swords, influence, display), the phase on its own line
    StringBuilder out = new StringBuilder();
    out.append(words.render("view.active", "seat", seatMessage(v.active()), "last", v.endTriggered())).append('\n');
    out.append(words.render("view.piles", "draw", v.drawCount(), "discard", v.discard().size())).append('\n');
    out.append(words.render("view.harbor"));
    v.harbor().forEach(card -> out.append("\n  ").append(words.render(card(card))));
    out.append('\n');
    for (int i = 0; i < v.players().size(); i++) {
      UnterwegsView.PlayerView seat = v.players().get(i);
      out.append(words.render("view.seat", "seat", seatMessage(i), "you", i == v.observer(), "influence",
          seat.influence(), "coins", seat.coins(), "swords", seat.swords(),
          "display", seat.display().isEmpty() ? words.render("nothing") : cards(seat.display())));
      if (!seat.tucked().isEmpty()) {
        out.append(words.render("view.tucked", "count", seat.tucked().size()));
      }
      out.append('\n');
    }
    out.append(words.render("view.phase", "phase", phase(v))).append('\n');
    return out.toString();
  }

  private Message phase(UnterwegsView v) {
    int players = v.players().size();
    return switch (v.phase()) {
      case Phase.Discover d -> Message.of("phase.discover");
      case Phase.RepelOrAccept r -> Message.of("phase.repel.or.accept", "card", card(r.ship()));
      case Phase.TradeAndHire t -> Message.of("phase.trade.and.hire", "seat", seatMessage((v.active() + t.slot()) % players),
          "cards", t.allowance());
      case Phase.GameOver g -> Message.of("phase.game.over");
    };
  }

  /** Cards in a row, each worded by the catalogue; the separator is punctuation, the same in every language. */
  private String cards(Seq<? extends Card> cards) {
    return cards.map(c -> words.render(card(c))).mkString(", ");
  }

  /** A card as a message: what its face shows. */
  static Message card(Card card) {
    return switch (card) {
      case null -> Message.of("card.unknown");
      case Card.Person p -> switch (p.ability()) {
        case WHOLESALER -> Message.of("card.wholesaler", "colour", colour(p.colour()), "cost", p.cost(),
            "influence", p.influence());
        case SAILOR -> Message.of("card.sailor", "cost", p.cost(), "influence", p.influence(), "swords", p.swords());
        case PIRATE -> Message.of("card.pirate", "cost", p.cost(), "influence", p.influence(), "swords", p.swords());
        case PASSENGER -> Message.of("card.passenger", "cost", p.cost(), "influence", p.influence());
      };
      case Card.Ship s -> Message.of("card.ship", "colour", colour(s.colour()), "coins", s.coins(), "skull", s.skull(),
          "swords", s.swords());
      case Card.Tax t -> Message.of("card.tax");
    };
  }

  private static Message colour(Colour colour) {
    return Message.of("colour", "colour", colour);
  }

  /** A card in words in this text's language (tests and tools). */
  String cardWords(Card card) {
    return words.render(card(card));
  }
}
