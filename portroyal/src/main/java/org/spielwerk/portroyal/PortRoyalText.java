package org.spielwerk.portroyal;

import io.vavr.collection.Vector;
import java.util.Locale;
import org.spielwerk.core.Catalogue;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Message;

/**
 * Words for Port Royal's actions, events and views from its message catalogue ({@code words.properties} in
 * English, {@code words_de.properties} with the terms of the German rules: Einfluss, Münzen, Säbel,
 * Hafenauslage, Auslage, Nachziehstapel, Ablagestapel, Steuererhöhung, Auftrag, ...): this class picks each
 * text's message and arguments, the catalogue words them with the language's plural rules. No text shows an
 * enum constant, a record or a collection as Java prints it.
 */
public final class PortRoyalText implements GameText<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView> {

  static final String CATALOGUE = "org.spielwerk.portroyal.words";

  private final PortRoyal game;
  private final Catalogue words;

  /** English words. */
  public PortRoyalText(PortRoyal game) {
    this(game, Locale.ENGLISH);
  }

  /** The words of the locale's language; English where it has no catalogue file. */
  public PortRoyalText(PortRoyal game, Locale locale) {
    this.game = game;
    this.words = Catalogue.of(CATALOGUE, locale, PortRoyalText.class);
  }

  /** The catalogue these words come from, for a front end that renders messages itself. */
  public Catalogue catalogue() {
    return words;
  }

  private String w(String key, Object... args) {
    return words.render(key, args);
  }

  @Override
  public String title(org.spielwerk.core.GameInfo info) {
    return w("title");
  }

  @Override
  public String seat(int seat) {
    return words.render(seatMessage(seat));
  }

  private static Message seatMessage(int seat) {
    return Message.of("seat", "n", seat + 1);
  }

  @Override
  public String moved(int seat) {
    return w("moved", "seat", seatMessage(seat));
  }

  private static Message colour(Colour colour) {
    return Message.of("colour." + colour.name());
  }

  private static Message ability(Ability ability) {
    return Message.of("ability." + ability.name());
  }

  /** The name of a contract with what it asks for. */
  public String contract(Contract contract) {
    return w("contract", "name", Message.of("contract." + contract.name()), "asks",
        Message.of("contract.asks." + contract.name()));
  }

  private String contractName(Contract contract) {
    return w("contract." + contract.name());
  }

  private String contracts(Vector<Contract> contracts) {
    return contracts.map(this::contractName).mkString(", ");
  }

  /** A card in words, with its numbers. */
  public String card(CardTable t, Card card) {
    if (card == null) {
      return w("card.unknown");
    }
    return switch (card.kind()) {
      case SHIP -> w("card.ship", "name", name(card), "skull", t.skull(card), "swords", t.swords(card),
          "coins", t.coins(card), "gift", t.gift(card));
      case PERSON -> w("card.person", "name", name(card), "cost", t.cost(card), "influence", t.influence(card),
          "swords", t.swords(card));
      case EXPEDITION -> w("card.expedition", "name", name(card), "influence", t.influence(card), "coins", t.coins(card));
      case TAX -> w(tax(card.taxKind()));
    };
  }

  private static String tax(TaxKind kind) {
    return "tax." + kind.name();
  }

  /** The cards of a bag in words, or "nothing". */
  private String cards(CardTable t, CardBag bag) {
    return bag.isEmpty() ? w("nothing") : bag.toList().map(c -> card(t, c)).mkString(", ");
  }

  private String cards(int n) {
    return w("cards", "n", n);
  }

  /** Worded from the view alone, on a position dealt from it: the words read only what the mover may see. */
  @Override
  public String actionFromView(PortRoyalView view, PortRoyalAction action) {
    return action(game.resampleFromView(view, 0L), action);
  }

  /** Never throws: an action the rules forbid here may name no card; then its kind is worded. */
  @Override
  public String action(PortRoyalState state, PortRoyalAction action) {
    try {
      return actionWords(state, action);
    } catch (RuntimeException malformed) {
      return w("not.here", "kind", action == null ? "?" : action.getClass().getSimpleName());
    }
  }

  private String actionWords(PortRoyalState state, PortRoyalAction action) {
    CardTable t = game.table(state.options());
    return switch (action) {
      case PortRoyalAction.Reveal r -> w("action.reveal");
      case PortRoyalAction.Stop s -> w("action.stop");
      case PortRoyalAction.Repel r -> w("action.repel");
      case PortRoyalAction.Accept a -> w("action.accept");
      case PortRoyalAction.Trade tr -> w("action.trade", "card", card(t, tr.ship()));
      case PortRoyalAction.DeclineCoins dc -> w("action.decline", "card", card(t, dc.ship()));
      case PortRoyalAction.Hire h -> w("action.hire", "card", card(t, h.person()));
      case PortRoyalAction.Pass p -> w("action.pass");
      case PortRoyalAction.ClaimExpedition c -> w("action.claim", "card", card(t, c.expedition()),
          "persons", cards(t, c.persons()));
      case PortRoyalAction.GiveCoin g -> w("action.give.coin", "seat", seatMessage(g.seat()));
      case PortRoyalAction.FulfilContract f -> w("action.fulfil", "contract", contract(f.contract()));
      case PortRoyalAction.SkipContract s -> w("action.skip.contract");
    };
  }

  @Override
  public String event(PortRoyalEvent event) {
    return switch (event) {
      case PortRoyalEvent.TurnStarted e -> w("event.turn", "seat", seatMessage(e.seat()), "round", e.round() + 1);
      case PortRoyalEvent.Reshuffled e -> w("event.reshuffled", "cards", e.cards());
      case PortRoyalEvent.CardRevealed e -> w("event.revealed", "seat", seatMessage(e.seat()), "card", name(e.card()));
      case PortRoyalEvent.TaxResolved e -> !e.extra() ? w("event.tax", "tax", Message.of(tax(e.kind())))
          : w("event.tax.extra", "tax", Message.of(tax(e.kind())),
              "empty", e.reason() == PortRoyalEvent.ExtraTaxReason.PILES_EMPTY);
      case PortRoyalEvent.TaxPaid e -> w("event.tax.paid", "seat", seatMessage(e.seat()), "coins", e.coins().size());
      case PortRoyalEvent.CoinsReceived e -> w("event.coins", "seat", seatMessage(e.seat()), "coins", e.coins(),
          "source", Message.of("source." + e.source().name()), "missing", e.missing());
      case PortRoyalEvent.SurchargePaid e -> w("event.surcharge", "from", seatMessage(e.from()), "to", seatMessage(e.to()));
      case PortRoyalEvent.ShipRepelled e -> w("event.repelled", "seat", seatMessage(e.seat()), "ship", name(e.ship()));
      case PortRoyalEvent.ShipSetAside e -> w("event.set.aside", "seat", seatMessage(e.seat()), "ship", name(e.ship()));
      case PortRoyalEvent.ShipAccepted e -> w("event.accepted", "ship", name(e.ship()));
      case PortRoyalEvent.Busted e -> w("event.busted", "seat", seatMessage(e.seat()), "ship", name(e.ship()));
      case PortRoyalEvent.DiscoverEnded e -> w("event.discover.ended", "seat", seatMessage(e.seat()),
          "colours", e.colours(), "cards", e.allowance());
      case PortRoyalEvent.SlotStarted e -> w("event.slot.started", "seat", seatMessage(e.seat()), "cards", e.allowance());
      case PortRoyalEvent.SlotEnded e -> w("event.slot." + e.how().name(), "seat", seatMessage(e.seat()));
      case PortRoyalEvent.ShipTraded e -> w("event.traded", "seat", seatMessage(e.seat()), "ship", name(e.ship()),
          "declined", e.declined(), "tucked", e.tucked());
      case PortRoyalEvent.PersonHired e -> w("event.hired", "seat", seatMessage(e.seat()), "person", name(e.person()),
          "coins", e.coins().size());
      case PortRoyalEvent.GiftGiven e -> w("event.gift", "from", seatMessage(e.from()), "to", seatMessage(e.to()));
      case PortRoyalEvent.ExpeditionClaimed e -> w("event.claimed", "seat", seatMessage(e.seat()),
          "expedition", name(e.expedition()), "persons", names(e.persons()));
      case PortRoyalEvent.HarborCleared e -> w("event.harbor.cleared", "cards", names(e.cards()));
      case PortRoyalEvent.ContractProgressed e -> w("event.contract.progressed", "seat", seatMessage(e.seat()),
          "step", e.step(), "contract", contractName(e.contract()));
      case PortRoyalEvent.ContractCompleted e -> w("event.contract.completed", "seat", seatMessage(e.seat()),
          "contract", contractName(e.contract()), "field", e.field() + 1, "influence", e.influence());
      case PortRoyalEvent.ContractSkipped e -> w("event.contract.skipped", "seat", seatMessage(e.seat()),
          "contracts", contracts(e.contracts()));
      case PortRoyalEvent.EndTriggered e -> w("event.end.triggered", "reason", Message.of("end." + e.reason().name()),
          "bySeat", e.seat() >= 0, "seat", e.seat() >= 0 ? seat(e.seat()) : "");
      case PortRoyalEvent.GameEnded e -> {
        StringBuilder b = new StringBuilder();
        for (int s = 0; s < e.ranks().size(); s++) {
          b.append(s == 0 ? "" : "; ").append(w("event.game.ended.seat", "seat", seatMessage(s),
              "place", e.ranks().get(s) + 1, "influence", e.influence().get(s), "coins", e.coins().get(s)));
        }
        yield w("event.game.ended", "seats", b.toString());
      }
    };
  }

  /** A card's name for events (which carry no table): the kind and its colour. */
  private Message name(Card card) {
    if (card == null) {
      return Message.of("card.unknown");
    }
    return switch (card.kind()) {
      case SHIP -> Message.of("name.ship", "colour", colour(card.colour()));
      case PERSON -> card.colour() != null
          ? Message.of("name.person.coloured", "ability", ability(card.ability()), "colour", colour(card.colour()))
          : Message.of("name.person", "ability", ability(card.ability()));
      case EXPEDITION -> Message.of("name.expedition", "symbols", symbols(card));
      case TAX -> Message.of(tax(card.taxKind()));
    };
  }

  private String symbols(Card exp) {
    Vector<String> parts = Vector.empty();
    if (exp.anchors() > 0) {
      parts = parts.append(w("symbol.anchor", "n", exp.anchors()));
    }
    if (exp.crosses() > 0) {
      parts = parts.append(w("symbol.cross", "n", exp.crosses()));
    }
    if (exp.houses() > 0) {
      parts = parts.append(w("symbol.house", "n", exp.houses()));
    }
    return parts.mkString(", ");
  }

  private String names(CardBag bag) {
    return bag.isEmpty() ? w("nothing") : bag.toList().map(c -> words.render(name(c))).mkString(", ");
  }

  private String phase(PortRoyalView view, CardTable t) {
    return switch (view.phase()) {
      case Phase.Discover d -> w("phase.discover", "cards", d.cards());
      case Phase.RepelOrAccept r -> w("phase.repel.or.accept", "card", card(t, r.ship()));
      case Phase.TradeAndHire th -> w("phase.trade.and.hire", "seat", seatMessage(th.seat()), "cards", th.allowance());
      case Phase.GiftRecipient g -> w("phase.gift", "seat", seatMessage(g.giver()));
      case Phase.TurnOver x -> w("phase.turn.over");
      case Phase.GameOver x -> w("phase.game.over");
    };
  }

  /** Each kind of person in the harbour or a display, explained once in a legend (rules §5, expansion §10.2). */
  @Override
  public java.util.List<String> legend(PortRoyalView view) {
    java.util.LinkedHashSet<Ability> seen = new java.util.LinkedHashSet<>();
    Vector<CardBag> places = Vector.of(view.harbor()).appendAll(view.players().map(PortRoyalView.PlayerView::display));
    for (CardBag place : places) {
      for (Card card : place.toList()) {
        if (card != null && card.kind() == Kind.PERSON && card.ability() != null) {
          seen.add(card.ability());
        }
      }
    }
    return seen.stream().map(a -> w("legend.person", "ability", ability(a), "does", Message.of("does." + a.name())))
        .toList();
  }

  @Override
  public String view(PortRoyalView view) {
    CardTable t = game.table(view.options());
    StringBuilder b = new StringBuilder();
    b.append(w("view.round", "round", view.round() + 1, "seat", seatMessage(view.active()), "last", view.endTriggered()))
        .append('\n');
    b.append(w("view.piles", "draw", view.drawCount(), "discard", view.discard().size())).append('\n');
    b.append(w("view.harbour"));
    for (Card card : view.harbor().toList()) {
      b.append("\n  ").append(card(t, card));
    }
    b.append('\n');
    if (!view.expeditionRow().isEmpty()) {
      b.append(w("view.expeditions"));
      for (Card card : view.expeditionRow().toList()) {
        b.append("\n  ").append(card(t, card));
      }
      b.append('\n');
    }
    if (!view.contracts().isEmpty()) {
      b.append(w("view.contracts")).append('\n');
    }
    for (ContractState cs : view.contracts()) {
      b.append("  ").append(contract(cs.contract()))
          .append(w("view.contract.rewards", "rewards", t.row(cs.contract()).rewards().mkString(", ")));
      if (!cs.completedBy().isEmpty()) {
        b.append(w("view.contract.completed", "seats", cs.completedBy().map(this::seat).mkString(", ")));
      }
      for (int s = 0; s < cs.progress().size(); s++) {
        if (cs.progress(s) > 0) {
          b.append(w("view.contract.progress", "seat", seatMessage(s), "field", cs.progress(s)));
        }
      }
      b.append('\n');
    }
    for (int s = 0; s < view.players().size(); s++) {
      PortRoyalView.PlayerView p = view.players().get(s);
      b.append(w("view.seat", "seat", seatMessage(s), "you", s == view.observer(), "coins", p.coins(),
          "influence", p.influence(), "swords", p.swords(), "display", cards(t, p.display())));
      if (!p.tucked().isEmpty()) {
        b.append(w("view.tucked", "cards", cards(t, p.tucked())));
      }
      if (!p.kept().isEmpty()) {
        b.append(w("view.kept", "cards", cards(t, p.kept())));
      }
      b.append('\n');
    }
    b.append(w("view.phase", "phase", phase(view, t)));
    if (!view.chances().isEmpty()) {
      b.append(w("view.chance", "seat", seatMessage(view.chances().head().seat()),
          "contracts", contracts(view.chances().head().contracts())));
    }
    return b.append('\n').toString();
  }
}
