package org.spielwerk.portroyalunterwegs;

import java.util.stream.Collectors;
import org.spielwerk.core.GameText;

/**
 * German words for Port Royal unterwegs, in the terms of the German rulebook (seed 003): Hafenauslage,
 * Nachziehstapel, Ablagestapel, Auslage, Münzen, Einflusspunkte, Säbel, abwehren, Handeln &amp; Heuern,
 * Steuererhöhung, Großhändler, Matrose, Pirat, Passagier, Totenkopf.
 */
final class UnterwegsTextDe implements GameText<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView> {

  @Override
  public String seat(int seat) {
    return "Spieler " + (seat + 1);
  }

  @Override
  public String action(UnterwegsState state, UnterwegsAction action) {
    return switch (action) {
      case UnterwegsAction.Reveal r -> state.draw().isEmpty() && state.discard().isEmpty()
          ? "Aufdecken (beide Stapel sind leer: stattdessen eine Steuererhöhung)" : "Die oberste Karte aufdecken";
      case UnterwegsAction.Stop s -> "Entdecken beenden und Handeln & Heuern";
      case UnterwegsAction.Repel r -> "Das Schiff mit deinen " + state.player(state.active()).swords() + " Säbeln abwehren";
      case UnterwegsAction.Accept a -> "Das Schiff in die Hafenauslage legen"
          + (state.phase() instanceof Phase.RepelOrAccept revealed
              && Rules.hasShipOfColour(state.harbor(), revealed.ship().colour()) ? " (zu viel riskiert!)" : "");
      case UnterwegsAction.Trade t -> "Mit " + card(t.ship()) + " handeln"
          + (state.player(state.toMove()).hasWholesaler(t.ship().colour())
              ? ", es unter deinen Großhändler legen (+1 Einflusspunkt)" : "")
          + (state.toMove() == state.active() ? "" : ", 1 Münze an " + seat(state.active()));
      case UnterwegsAction.Hire h -> card(h.person()) + " für " + coins(h.person().cost()) + " anheuern"
          + (state.toMove() == state.active() ? "" : " + 1 Münze an " + seat(state.active()));
      case UnterwegsAction.Pass p -> "Keine weitere Karte nehmen";
    };
  }

  @Override
  public String event(UnterwegsEvent event) {
    return switch (event) {
      case UnterwegsEvent.Reshuffled e -> "Der Ablagestapel (" + cards(e.cards()) + ") wurde zum neuen Nachziehstapel gemischt.";
      case UnterwegsEvent.CardRevealed e -> seat(e.seat()) + " deckte " + card(e.card()) + " auf.";
      case UnterwegsEvent.PersonArrived e -> card(e.person()) + " kam in die Hafenauslage.";
      case UnterwegsEvent.ShipAccepted e -> card(e.ship()) + " kam in die Hafenauslage.";
      case UnterwegsEvent.ShipRepelled e -> seat(e.seat()) + " wehrte " + card(e.ship()) + " mit " + e.swords()
          + " Säbeln ab.";
      case UnterwegsEvent.Busted e -> seat(e.seat()) + " hat mit " + card(e.ship()) + " zu viel riskiert: "
          + cards(e.discarded().size()) + " auf den Ablagestapel.";
      case UnterwegsEvent.TaxResolved e -> (e.extra() ? "Beide Stapel waren leer: stattdessen eine Steuererhöhung."
          : "Steuererhöhung!") + " Wer 9 oder mehr Münzen hat, reduziert auf 8; wer die wenigsten Einflusspunkte hat, "
          + "erhält 1 Münze.";
      case UnterwegsEvent.TaxPaid e -> seat(e.seat()) + " zahlte " + coins(e.coins().size())
          + " Steuern auf den Ablagestapel.";
      case UnterwegsEvent.CoinsReceived e -> seat(e.seat()) + " erhielt " + coins(e.count())
          + (e.missing() > 0 ? " (" + e.missing() + " weitere gab es nicht)" : "") + ".";
      case UnterwegsEvent.SurchargePaid e -> seat(e.from()) + " zahlte 1 Münze an " + seat(e.to()) + ".";
      case UnterwegsEvent.DiscoverEnded e -> seat(e.seat()) + " beendete Entdecken mit " + e.colours()
          + (e.colours() == 1 ? " Schiffsfarbe: " : " Schiffsfarben: ") + cards(e.allowance()) + " zu nehmen.";
      case UnterwegsEvent.ShipTraded e -> seat(e.seat()) + " handelte mit " + card(e.ship())
          + (e.tucked() ? " und legte es unter einen Großhändler" : "") + ".";
      case UnterwegsEvent.PersonHired e -> seat(e.seat()) + " heuerte " + card(e.person()) + " an und legte "
          + coins(e.coins().size()) + " auf den Ablagestapel.";
      case UnterwegsEvent.SlotEnded e -> e.skipped() ? seat(e.seat()) + " konnte nichts nehmen."
          : seat(e.seat()) + " ist fertig (" + cards(e.taken()) + ").";
      case UnterwegsEvent.HarborCleared e -> cards(e.discarded().size()) + " aus der Hafenauslage auf den Ablagestapel.";
      case UnterwegsEvent.EndTriggered e -> seat(e.seat()) + " hat " + e.influence()
          + " Einflusspunkte erreicht: Die laufende Runde ist die letzte.";
      case UnterwegsEvent.TurnStarted e -> "--- " + seat(e.seat()) + " ist am Zug ---";
      case UnterwegsEvent.GameEnded e -> (e.stalled()
          ? "Das Spiel steckt fest (nichts mehr aufzudecken, oder " + Rules.QUIET_TURN_LIMIT
              + " Züge ohne neue Person oder eingesammeltes Schiff). " : "")
          + "Spielende. " + (e.winners().size() == 1 ? "Sieger: " : "Sieger (gleichauf): ") + e.winners().map(this::seat).mkString(", ") + ".";
    };
  }

  @Override
  public String view(UnterwegsView v) {
    StringBuilder out = new StringBuilder();
    out.append("Nachziehstapel: ").append(cards(v.drawCount())).append(", Ablagestapel: ")
        .append(cards(v.discard().size())).append(v.endTriggered() ? "   ** letzte Runde **" : "").append('\n');
    out.append("Hafenauslage: ").append(v.harbor().isEmpty() ? "(leer)" : v.harbor().map(UnterwegsTextDe::card).mkString(", "));
    if (v.phase() instanceof Phase.RepelOrAccept revealed) {
      out.append("   aufgedeckt: ").append(card(revealed.ship()));
    }
    out.append('\n');
    for (int i = 0; i < v.players().size(); i++) {
      UnterwegsView.PlayerView seat = v.players().get(i);
      out.append(i == v.active() ? "> " : "  ").append(seat(i)).append(i == v.observer() ? " (du)" : "")
          .append(": ").append(seat.influence()).append(" Einflusspunkte, ").append(coins(seat.coins())).append(", ")
          .append(seat.swords()).append(" Säbel");
      if (!seat.display().isEmpty()) {
        out.append(" | ").append(seat.display().map(UnterwegsTextDe::card).collect(Collectors.joining(", ")));
      }
      if (!seat.tucked().isEmpty()) {
        out.append(" | eingesammelte Schiffe: ").append(seat.tucked().size());
      }
      out.append('\n');
    }
    return out.toString();
  }

  static String card(Card card) {
    return switch (card) {
      case Card.Person p -> switch (p.ability()) {
        case WHOLESALER -> "Großhändler " + colour(p.colour()) + " (" + coins(p.cost()) + ", " + points(p.influence()) + ")";
        case SAILOR, PIRATE -> (p.ability() == Card.Ability.SAILOR ? "Matrose" : "Pirat") + " (" + coins(p.cost()) + ", "
            + points(p.influence()) + ", " + p.swords() + " Säbel)";
        case PASSENGER -> "Passagier (" + coins(p.cost()) + ", " + points(p.influence()) + ")";
      };
      case Card.Ship s -> "Schiff " + colour(s.colour()) + " (" + coins(s.coins()) + ", "
          + (s.skull() ? "Totenkopf" : s.swords() + " Säbel") + ")";
      case Card.Tax t -> "Steuererhöhung";
    };
  }

  private static String coins(int n) {
    return n + (n == 1 ? " Münze" : " Münzen");
  }

  private static String cards(int n) {
    return n + (n == 1 ? " Karte" : " Karten");
  }

  private static String points(int n) {
    return n + (n == 1 ? " Einflusspunkt" : " Einflusspunkte");
  }

  private static String colour(Colour colour) {
    return switch (colour) {
      case YELLOW -> "gelb";
      case BLUE -> "blau";
      case GREEN -> "grün";
      case RED -> "rot";
      case BLACK -> "schwarz";
    };
  }
}
