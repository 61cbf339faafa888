package org.spielwerk.portroyal;

import io.vavr.collection.Vector;
import java.util.Locale;
import org.spielwerk.core.GameText;

/**
 * Words for Port Royal's actions, events and views (the {@code play} command shows them), in English
 * or in German with the terms of the German rules (Einfluss, Münzen, Säbel, Hafenauslage, Auslage,
 * Nachziehstapel, Ablagestapel, Steuererhöhung, Auftrag, ...). No text shows an enum constant, a
 * record or a collection as Java prints it.
 */
public final class PortRoyalText implements GameText<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView> {
  private static final String[] ABILITY_EN = {"Trader", "Settler", "Captain", "Priest", "Jack of all Trades", "Sailor",
      "Pirate", "Mademoiselle", "Jester", "Admiral", "Governor", "Clerk", "Gunner", "Vice Admiral", "Wholesaler",
      "Passenger"};
  private static final String[] ABILITY_DE = {"Händler", "Siedler", "Kapitän", "Priester", "Tausendsassa", "Matrose",
      "Pirat", "Mademoiselle", "Jester", "Admiral", "Gouverneur", "Kontorist", "Kanonier", "Vizeadmiral", "Großhändler",
      "Passagier"};
  private static final String[] COLOUR_EN = {"yellow", "blue", "green", "red", "black"};
  private static final String[] COLOUR_DE = {"gelb", "blau", "grün", "rot", "schwarz"};
  private static final String[] CONTRACT = {"Komiker", "Charmeur", "Seehoheit", "Neue Kolonie", "Handelsposten",
      "Handelsfürst", "Billiges Personal", "Kämpfer", "Entdecker", "Fregattenschreck", "Galeonenschreck",
      "Finanzbeamter", "Pechvogel", "Kleiner Zocker", "Zocker", "Piratenpack"};

  private final PortRoyal game;
  private final boolean de;

  /** English words. */
  public PortRoyalText(PortRoyal game) {
    this(game, Locale.ENGLISH);
  }

  /** German words for a German locale, English otherwise. */
  public PortRoyalText(PortRoyal game, Locale locale) {
    this.game = game;
    this.de = locale != null && "de".equals(locale.getLanguage());
  }

  private String w(String en, String de) {
    return this.de ? de : en;
  }

  /** A count with its noun: "1 coin", "2 coins". */
  private String n(int count, String en, String enPlural, String de, String dePlural) {
    return count + " " + (count == 1 ? w(en, de) : w(enPlural, dePlural));
  }

  private String coins(int count) {
    return n(count, "coin", "coins", "Münze", "Münzen");
  }

  private String cards(int count) {
    return n(count, "card", "cards", "Karte", "Karten");
  }

  @Override
  public String seat(int seat) {
    return w("Player ", "Spieler ") + (seat + 1);
  }

  private String colour(Colour colour) {
    return (de ? COLOUR_DE : COLOUR_EN)[colour.ordinal()];
  }

  /** The name of a contract (the German rules' names, in both languages). */
  public String contract(Contract contract) {
    return CONTRACT[contract.ordinal()];
  }

  private String contracts(Vector<Contract> contracts) {
    return contracts.map(this::contract).mkString(", ");
  }

  /** A card in words, with its numbers. */
  public String card(CardTable t, Card card) {
    return switch (card.kind()) {
      case SHIP -> {
        String swords = t.skull(card) ? w("skull", "Totenkopf")
            : n(t.swords(card), "sword", "swords", "Säbel", "Säbel");
        yield (de ? colour(card.colour()) + "es Schiff" : colour(card.colour()) + " ship") + " (" + swords + ", "
            + coins(t.coins(card)) + (t.gift(card) ? w(", +1 coin to another player", ", +1 Münze für einen Mitspieler") : "")
            + ")";
      }
      case PERSON -> (de ? ABILITY_DE : ABILITY_EN)[card.ability().ordinal()]
          + (card.colour() != null ? " (" + colour(card.colour()) + ")" : "")
          + " [" + w("cost ", "Kosten ") + t.cost(card) + ", " + t.influence(card) + w(" influence", " Einfluss")
          + (t.swords(card) > 0 ? ", " + n(t.swords(card), "sword", "swords", "Säbel", "Säbel") : "") + "]";
      case EXPEDITION -> w("expedition", "Expedition") + " (" + symbols(card) + ") [" + t.influence(card)
          + w(" influence, ", " Einfluss, ") + coins(t.coins(card)) + "]";
      case TAX -> tax(card.taxKind());
    };
  }

  private String tax(TaxKind kind) {
    return kind == TaxKind.MOST_SWORDS ? w("tax increase (most swords)", "Steuererhöhung (meiste Säbel)")
        : w("tax increase (fewest influence)", "Steuererhöhung (wenigste Einflusspunkte)");
  }

  private String symbols(Card exp) {
    StringBuilder b = new StringBuilder();
    symbol(b, exp.anchors(), w("anchor", "Anker"), w("anchors", "Anker"));
    symbol(b, exp.crosses(), w("cross", "Kreuz"), w("crosses", "Kreuze"));
    symbol(b, exp.houses(), w("house", "Haus"), w("houses", "Häuser"));
    return b.toString();
  }

  private static void symbol(StringBuilder b, int count, String one, String more) {
    if (count > 0) {
      b.append(b.isEmpty() ? "" : ", ").append(count).append(' ').append(count == 1 ? one : more);
    }
  }

  /** The cards of a bag in words, or "nothing". */
  private String cards(CardTable t, CardBag bag) {
    return bag.isEmpty() ? w("nothing", "nichts") : bag.toList().map(c -> card(t, c)).mkString(", ");
  }

  /**
   * Worded from the view alone: on a position dealt from the view, since the words of an action read only
   * what the seat to move may see (the leak property of the text tests proves it).
   */
  @Override
  public String actionFromView(PortRoyalView view, PortRoyalAction action) {
    return action(game.resampleFromView(view, 0L), action);
  }

  @Override
  public String moved(int seat) {
    return seat(seat) + w(" has moved.", " ist am Zug gewesen.");
  }

  /** Never throws: an action the rules forbid here may point nowhere; then its kind is worded. */
  @Override
  public String action(PortRoyalState state, PortRoyalAction action) {
    return org.spielwerk.core.SafeWords.orKind(() -> words(state, action), action, w(" (not possible here)", " (hier nicht möglich)"));
  }

  private String words(PortRoyalState state, PortRoyalAction action) {
    CardTable t = game.table(state.options());
    return switch (action) {
      case PortRoyalAction.Reveal r -> w("reveal the top card", "die oberste Karte aufdecken");
      case PortRoyalAction.Stop s -> w("stop and trade & hire", "aufhören und handeln & anheuern");
      case PortRoyalAction.Repel r -> w("repel the ship", "das Schiff abwehren");
      case PortRoyalAction.Accept a -> w("accept the ship into the harbour", "das Schiff in die Hafenauslage legen");
      case PortRoyalAction.Trade tr -> w("trade the ", "handeln: ") + card(t, tr.ship());
      case PortRoyalAction.DeclineCoins dc -> w("trade the ", "handeln: ") + card(t, dc.ship())
          + w(" declining its coins", ", ohne die Münzen zu nehmen");
      case PortRoyalAction.Hire h -> w("hire the ", "anheuern: ") + card(t, h.person());
      case PortRoyalAction.Pass p -> w("take no more cards", "keine Karte mehr nehmen");
      case PortRoyalAction.ClaimExpedition c -> w("claim the ", "erfüllen: ") + card(t, c.expedition()) + w(" with ", " mit ")
          + cards(t, c.persons());
      case PortRoyalAction.GiveCoin g -> w("give the coin to ", "die Münze geht an ") + seat(g.seat());
      case PortRoyalAction.FulfilContract f -> w("fulfil the contract ", "den Auftrag erfüllen: ") + contract(f.contract());
      case PortRoyalAction.SkipContract s -> w("let the contract chance go by", "die Gelegenheit für den Auftrag auslassen");
    };
  }

  private String source(PortRoyalEvent.Source source) {
    return switch (source) {
      case TRADE -> w("trade", "Handel");
      case EXPEDITION -> w("expedition", "Expedition");
      case TAX_BONUS -> w("tax bonus", "Steuerbonus");
      case JESTER -> "Jester";
      case ADMIRAL -> "Admiral";
      case VICE_ADMIRAL -> w("Vice Admiral", "Vizeadmiral");
      case GUNNER -> w("Gunner", "Kanonier");
      case CONTRACT -> w("contract", "Auftrag");
      case GIFT -> w("gift coin", "Geschenkmünze");
    };
  }

  private String reason(PortRoyalEvent.EndReason reason) {
    return switch (reason) {
      case TARGET -> w("the target was reached", "das Ziel wurde erreicht");
      case STALLED -> w("no card is left to reveal", "keine Karte ist mehr aufzudecken");
      case ROUND_LIMIT -> w("the round limit was reached", "das Rundenlimit wurde erreicht");
    };
  }

  @Override
  public String event(PortRoyalEvent event) {
    return switch (event) {
      case PortRoyalEvent.TurnStarted e -> w(seat(e.seat()) + "'s turn (round " + (e.round() + 1) + ")",
          seat(e.seat()) + " ist am Zug (Runde " + (e.round() + 1) + ")");
      case PortRoyalEvent.Reshuffled e -> w("the discard pile was shuffled into a new draw pile of ",
          "der Ablagestapel wurde zum neuen Nachziehstapel gemischt: ") + cards(e.cards());
      case PortRoyalEvent.CardRevealed e -> seat(e.seat()) + w(" revealed ", " deckte auf: ") + name(e.card());
      case PortRoyalEvent.TaxResolved e -> !e.extra() ? w("the ", "die ") + tax(e.kind()) + w(" is resolved", " wird ausgewertet")
          : w("an additional ", "eine zusätzliche ") + tax(e.kind())
          + (e.reason() == PortRoyalEvent.ExtraTaxReason.PILES_EMPTY
              ? w(", because both piles are empty", ", weil beide Stapel leer sind")
              : w(", because the draw pile was shuffled again", ", weil der Nachziehstapel erneut gemischt wurde"));
      case PortRoyalEvent.TaxPaid e -> seat(e.seat()) + w(" paid ", " zahlte ") + coins(e.coins().size())
          + w(" in taxes", " Steuern");
      case PortRoyalEvent.CoinsReceived e -> seat(e.seat()) + w(" received ", " erhielt ") + coins(e.coins()) + " ("
          + source(e.source()) + ")" + (e.missing() > 0 ? w(", " + e.missing() + " could not be paid (both piles empty)",
              ", " + e.missing() + " fehlten (beide Stapel leer)") : "");
      case PortRoyalEvent.SurchargePaid e -> seat(e.from()) + w(" paid ", " zahlte ") + seat(e.to()) + w(" 1 coin", " 1 Münze");
      case PortRoyalEvent.ShipRepelled e -> seat(e.seat()) + w(" repelled the ", " wehrte ab: ") + name(e.ship());
      case PortRoyalEvent.ShipSetAside e -> seat(e.seat()) + w(" set the " + name(e.ship()) + " aside for Piratenpack",
          " legte für Piratenpack beiseite: " + name(e.ship()));
      case PortRoyalEvent.ShipAccepted e -> w("the " + name(e.ship()) + " went into the harbour",
          name(e.ship()) + " kam in die Hafenauslage");
      case PortRoyalEvent.Busted e -> seat(e.seat()) + w(" busted on the " + name(e.ship()) + "; the harbour was discarded",
          " ging leer aus (" + name(e.ship()) + "); die Hafenauslage kam auf den Ablagestapel");
      case PortRoyalEvent.DiscoverEnded e -> seat(e.seat()) + w(" stopped with " + n(e.colours(), "ship colour",
          "ship colours", "", "") + ": ", " hörte auf mit " + e.colours() + (e.colours() == 1 ? " Schiffsfarbe: " : " Schiffsfarben: ")) + cards(e.allowance());
      case PortRoyalEvent.SlotStarted e -> seat(e.seat()) + w(" may take ", " darf nehmen: ") + cards(e.allowance());
      case PortRoyalEvent.SlotEnded e -> seat(e.seat()) + " " + switch (e.how()) {
        case PASSED -> w("passed", "passte");
        case DONE -> w("is done", "ist fertig");
        case SKIPPED -> w("could take nothing", "konnte nichts nehmen");
        case AUTO_PASSED -> w("passed automatically", "passte automatisch");
      };
      case PortRoyalEvent.ShipTraded e -> seat(e.seat()) + w(" traded the ", " handelte: ") + name(e.ship())
          + (e.declined() ? w(", declining the coins", ", ohne die Münzen") : "")
          + (e.tucked() ? w(", and tucked it under a Wholesaler", ", und legte es unter einen Großhändler") : "");
      case PortRoyalEvent.PersonHired e -> seat(e.seat()) + w(" hired the ", " heuerte an: ") + name(e.person())
          + w(" for ", " für ") + coins(e.coins().size());
      case PortRoyalEvent.GiftGiven e -> seat(e.from()) + w(" gave the gift coin to ", " gab die Geschenkmünze an ")
          + seat(e.to());
      case PortRoyalEvent.ExpeditionClaimed e -> seat(e.seat()) + w(" claimed the ", " erfüllte: ") + name(e.expedition())
          + w(" with ", " mit ") + names(e.persons());
      case PortRoyalEvent.HarborCleared e -> w("the harbour went to the discard pile: ",
          "die Hafenauslage kam auf den Ablagestapel: ") + names(e.cards());
      case PortRoyalEvent.ContractProgressed e -> seat(e.seat()) + w(" moved a cube to field " + e.step() + " of ",
          " setzte einen Würfel auf Feld " + e.step() + " von ") + contract(e.contract());
      case PortRoyalEvent.ContractCompleted e -> seat(e.seat()) + w(" completed ", " erfüllte den Auftrag ")
          + contract(e.contract()) + w(" (reward field ", " (Belohnungsfeld ") + (e.field() + 1) + ")"
          + (e.influence() > 0 ? ", +" + e.influence() + w(" influence", " Einfluss") : "");
      case PortRoyalEvent.ContractSkipped e -> seat(e.seat()) + w(" let the chance go by: ", " ließ die Gelegenheit aus: ")
          + contracts(e.contracts());
      case PortRoyalEvent.EndTriggered e -> w("the end is triggered: ", "das Spielende ist ausgelöst: ") + reason(e.reason())
          + (e.seat() >= 0 ? w(" by ", " durch ") + seat(e.seat()) : "")
          + w("; the round is played out", "; die Runde wird zu Ende gespielt");
      case PortRoyalEvent.GameEnded e -> {
        StringBuilder b = new StringBuilder(w("game over:", "Spielende:"));
        for (int s = 0; s < e.ranks().size(); s++) {
          b.append(s == 0 ? " " : "; ").append(seat(s)).append(' ').append(e.ranks().get(s) + 1)
              .append(w(". place, ", ". Platz, ")).append(e.influence().get(s)).append(w(" influence, ", " Einfluss, "))
              .append(coins(e.coins().get(s)));
        }
        yield b.toString();
      }
    };
  }

  /** A card's name for events (which carry no table): the kind and its colour. */
  private String name(Card card) {
    return switch (card.kind()) {
      case SHIP -> de ? colour(card.colour()) + "es Schiff" : colour(card.colour()) + " ship";
      case PERSON -> (de ? ABILITY_DE : ABILITY_EN)[card.ability().ordinal()]
          + (card.colour() != null ? " (" + colour(card.colour()) + ")" : "");
      case EXPEDITION -> w("expedition", "Expedition") + " (" + symbols(card) + ")";
      case TAX -> tax(card.taxKind());
    };
  }

  private String names(CardBag bag) {
    return bag.isEmpty() ? w("nothing", "nichts") : bag.toList().map(this::name).mkString(", ");
  }

  private String phase(PortRoyalView view, CardTable t) {
    return switch (view.phase()) {
      case Phase.Discover d -> w("discover (" + cards(d.cards()) + " revealed)", "Entdecken (" + cards(d.cards())
          + " aufgedeckt)");
      case Phase.RepelOrAccept r -> w("repel or accept the ", "abwehren oder in die Hafenauslage legen: ") + card(t, r.ship());
      case Phase.TradeAndHire th -> w("trade & hire: ", "Handeln & Anheuern: ") + seat(th.seat())
          + w(" may take ", " darf noch nehmen: ") + cards(th.allowance());
      case Phase.GiftRecipient g -> seat(g.giver()) + w(" chooses who gets the gift coin",
          " wählt, wer die Geschenkmünze erhält");
      case Phase.TurnOver x -> w("the turn is over", "der Zug ist vorbei");
      case Phase.GameOver x -> w("the game is over", "das Spiel ist vorbei");
    };
  }

  @Override
  public String view(PortRoyalView view) {
    CardTable t = game.table(view.options());
    StringBuilder b = new StringBuilder();
    b.append(w("Round ", "Runde ")).append(view.round() + 1).append(", ").append(seat(view.active()))
        .append(w(" is active", " ist aktiv")).append(view.endTriggered() ? w(" (last round)", " (letzte Runde)") : "")
        .append('\n');
    b.append(w("Draw pile: ", "Nachziehstapel: ")).append(cards(view.drawCount())).append(w(", discard pile: ",
        ", Ablagestapel: ")).append(cards(view.discard().size())).append('\n');
    b.append(w("Harbour:", "Hafenauslage:"));
    for (Card card : view.harbor().toList()) {
      b.append("\n  ").append(card(t, card));
    }
    b.append('\n');
    if (!view.expeditionRow().isEmpty()) {
      b.append(w("Expeditions:", "Expeditionen:"));
      for (Card card : view.expeditionRow().toList()) {
        b.append("\n  ").append(card(t, card));
      }
      b.append('\n');
    }
    for (ContractState cs : view.contracts()) {
      b.append(w("Contract ", "Auftrag ")).append(contract(cs.contract()));
      if (!cs.completedBy().isEmpty()) {
        b.append(w(": completed by ", ": erfüllt von ")).append(cs.completedBy().map(this::seat).mkString(", "));
      }
      for (int s = 0; s < cs.progress().size(); s++) {
        if (cs.progress(s) > 0) {
          b.append(", ").append(seat(s)).append(w(" on field ", " auf Feld ")).append(cs.progress(s));
        }
      }
      b.append('\n');
    }
    for (int s = 0; s < view.players().size(); s++) {
      PortRoyalView.PlayerView p = view.players().get(s);
      b.append(seat(s)).append(s == view.observer() ? w(" (you)", " (du)") : "").append(": ").append(coins(p.coins()))
          .append(", ").append(p.influence()).append(w(" influence, ", " Einfluss, "))
          .append(n(p.swords(), "sword", "swords", "Säbel", "Säbel")).append(w(", display: ", ", Auslage: "))
          .append(cards(t, p.display()));
      if (!p.tucked().isEmpty()) {
        b.append(w(", tucked: ", ", unter Großhändlern: ")).append(cards(t, p.tucked()));
      }
      if (!p.kept().isEmpty()) {
        b.append(w(", kept for Piratenpack: ", ", für Piratenpack beiseite: ")).append(cards(t, p.kept()));
      }
      b.append('\n');
    }
    b.append(w("Phase: ", "Phase: ")).append(phase(view, t));
    if (!view.chances().isEmpty()) {
      b.append(w(", contract chance for ", ", Gelegenheit für einen Auftrag: ")).append(seat(view.chances().head().seat()))
          .append(": ").append(contracts(view.chances().head().contracts()));
    }
    return b.toString();
  }
}
