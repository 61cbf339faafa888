package org.spielwerk.portroyalunterwegs;

import java.util.stream.Collectors;
import org.spielwerk.core.GameText;

/** English words for Port Royal unterwegs. */
final class UnterwegsText implements GameText<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView> {

  @Override
  public String action(UnterwegsState state, UnterwegsAction action) {
    return switch (action) {
      case UnterwegsAction.Reveal r -> state.draw().isEmpty() && state.discard().isEmpty()
          ? "Reveal (both piles are empty: a tax increase instead)" : "Reveal the top card";
      case UnterwegsAction.Stop s -> "Stop and trade & hire";
      case UnterwegsAction.Repel r -> "Repel the ship with your " + count(state.player(state.active()).swords(), "sword");
      case UnterwegsAction.Accept a -> "Put the ship into the harbor"
          + (state.phase() instanceof Phase.RepelOrAccept revealed
              && Rules.hasShipOfColour(state.harbor(), revealed.ship().colour()) ? " (bust!)" : "");
      case UnterwegsAction.Trade t -> "Trade " + card(t.ship())
          + (state.player(state.toMove()).hasWholesaler(t.ship().colour()) ? ", tucked under your Wholesaler (+1 influence)" : "")
          + (state.toMove() == state.active() ? "" : ", paying 1 coin to " + seat(state.active()));
      case UnterwegsAction.Hire h -> "Hire " + card(h.person()) + " for " + count(h.person().cost(), "coin")
          + (state.toMove() == state.active() ? "" : " + 1 coin to " + seat(state.active()));
      case UnterwegsAction.Pass p -> "Take no more cards";
    };
  }

  @Override
  public String event(UnterwegsEvent event) {
    return switch (event) {
      case UnterwegsEvent.Reshuffled e -> "The discard pile (" + count(e.cards(), "card") + ") was shuffled into a new draw pile.";
      case UnterwegsEvent.CardRevealed e -> seat(e.seat()) + " revealed " + card(e.card()) + ".";
      case UnterwegsEvent.PersonArrived e -> card(e.person()) + " came into the harbor.";
      case UnterwegsEvent.ShipAccepted e -> card(e.ship()) + " came into the harbor.";
      case UnterwegsEvent.ShipRepelled e -> seat(e.seat()) + " repelled " + card(e.ship()) + " with " + count(e.swords(), "sword") + ".";
      case UnterwegsEvent.Busted e -> seat(e.seat()) + " busted on " + card(e.ship()) + ": " + count(e.discarded().size(), "card")
          + " to the discard pile.";
      case UnterwegsEvent.TaxResolved e -> (e.extra() ? "Both piles were empty: a tax increase instead." : "Tax increase!")
          + " Fortunes of 9+ coins drop to 8; the fewest influence get 1 coin.";
      case UnterwegsEvent.TaxPaid e -> seat(e.seat()) + " paid " + count(e.coins().size(), "coin") + " in taxes onto the discard pile.";
      case UnterwegsEvent.CoinsReceived e -> seat(e.seat()) + " received " + count(e.count(), "coin")
          + (e.missing() > 0 ? " (" + e.missing() + " more did not exist)" : "") + ".";
      case UnterwegsEvent.SurchargePaid e -> seat(e.from()) + " paid 1 coin to " + seat(e.to()) + ".";
      case UnterwegsEvent.DiscoverEnded e -> seat(e.seat()) + " stopped with " + count(e.colours(), "ship colour") + ": "
          + count(e.allowance(), "card") + " to take.";
      case UnterwegsEvent.ShipTraded e -> seat(e.seat()) + " traded " + card(e.ship())
          + (e.tucked() ? " and tucked it under a Wholesaler" : "") + ".";
      case UnterwegsEvent.PersonHired e -> seat(e.seat()) + " hired " + card(e.person()) + " and paid "
          + count(e.coins().size(), "coin") + " onto the discard pile.";
      case UnterwegsEvent.SlotEnded e -> e.skipped() ? seat(e.seat()) + " could take nothing."
          : seat(e.seat()) + " is done (" + count(e.taken(), "card") + ").";
      case UnterwegsEvent.HarborCleared e -> count(e.discarded().size(), "card") + " left the harbor for the discard pile.";
      case UnterwegsEvent.EndTriggered e -> seat(e.seat()) + " reached " + e.influence() + " influence: this is the last round.";
      case UnterwegsEvent.TurnStarted e -> "--- " + seat(e.seat()) + "'s turn ---";
      case UnterwegsEvent.GameEnded e -> (e.stalled() ? "The game is stuck (nothing more to reveal, or no hire for " + Rules.QUIET_TURN_LIMIT + " turns). " : "")
          + "Game over. " + (e.winners().size() == 1 ? "Winner: " : "Winners: ") + e.winners().map(this::seat).mkString(", ") + ".";
    };
  }

  @Override
  public String view(UnterwegsView v) {
    StringBuilder out = new StringBuilder();
    out.append("Draw pile: ").append(count(v.drawCount(), "card")).append(", discard pile: ").append(v.discard().size())
        .append(v.endTriggered() ? "   ** last round **" : "").append('\n');
    out.append("Harbor: ").append(v.harbor().isEmpty() ? "(empty)" : v.harbor().map(UnterwegsText::card).mkString(", "));
    if (v.phase() instanceof Phase.RepelOrAccept revealed) {
      out.append("   revealed: ").append(card(revealed.ship()));
    }
    out.append('\n');
    for (int i = 0; i < v.players().size(); i++) {
      UnterwegsView.PlayerView seat = v.players().get(i);
      out.append(i == v.active() ? "> " : "  ").append(seat(i)).append(i == v.observer() ? " (you)" : "")
          .append(": ").append(seat.influence()).append(" influence, ").append(count(seat.coins(), "coin")).append(", ")
          .append(count(seat.swords(), "sword"));
      if (!seat.display().isEmpty()) {
        out.append(" | ").append(seat.display().map(UnterwegsText::card).collect(Collectors.joining(", ")));
      }
      if (!seat.tucked().isEmpty()) {
        out.append(" | tucked ships: ").append(seat.tucked().size());
      }
      out.append('\n');
    }
    return out.toString();
  }

  static String card(Card card) {
    return switch (card) {
      case Card.Person p -> switch (p.ability()) {
        case WHOLESALER -> lower(p.colour()) + " Wholesaler (" + p.cost() + " coins, " + p.influence() + " influence)";
        case SAILOR, PIRATE -> (p.ability() == Card.Ability.SAILOR ? "Sailor" : "Pirate") + " (" + p.cost() + " coins, "
            + p.influence() + " influence, " + p.swords() + " sword" + (p.swords() == 1 ? "" : "s") + ")";
        case PASSENGER -> "Passenger (" + p.cost() + " coins, " + p.influence() + " influence)";
      };
      case Card.Ship s -> lower(s.colour()) + " ship (" + s.coins() + " coin" + (s.coins() == 1 ? "" : "s") + ", "
          + (s.skull() ? "skull" : s.swords() + " sword" + (s.swords() == 1 ? "" : "s")) + ")";
      case Card.Tax t -> "Tax increase";
    };
  }

  private static String lower(Colour colour) {
    return colour.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** "1 coin", "3 coins". */
  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
