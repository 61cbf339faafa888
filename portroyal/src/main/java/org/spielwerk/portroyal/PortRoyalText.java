package org.spielwerk.portroyal;

import org.spielwerk.core.GameText;

/** English words for Port Royal's actions, events and views (the {@code play} command shows them). */
public final class PortRoyalText implements GameText<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView> {
  private final PortRoyal game;

  public PortRoyalText(PortRoyal game) {
    this.game = game;
  }

  /** A card in words, with its numbers. */
  public String card(CardTable t, Card card) {
    String name = card.name();
    return switch (card.kind()) {
      case SHIP -> card.colour().name().toLowerCase() + " ship (" + (t.swords(card) == CardRow.SKULL ? "skull" : t.swords(card) + " swords")
          + ", " + t.coins(card) + " coins" + (t.gift(card) ? ", +1 coin to another player" : "") + ")";
      case PERSON -> words(card.ability().name()) + (card.colour() != null ? " (" + card.colour().name().toLowerCase() + ")" : "")
          + " [cost " + t.cost(card) + ", " + t.influence(card) + " influence]";
      case EXPEDITION -> "expedition " + symbols(card) + " [" + t.influence(card) + " influence, " + t.coins(card) + " coins]";
      case TAX -> card.taxKind() == TaxKind.MOST_SWORDS ? "tax increase (most swords)" : "tax increase (fewest influence)";
    } + " " + name;
  }

  private static String symbols(Card exp) {
    return (exp.anchors() > 0 ? exp.anchors() + " anchor " : "") + (exp.crosses() > 0 ? exp.crosses() + " cross " : "")
        + (exp.houses() > 0 ? exp.houses() + " house" : "").trim();
  }

  private static String words(String id) {
    return id.toLowerCase().replace('_', ' ');
  }

  @Override
  public String action(PortRoyalState state, PortRoyalAction action) {
    CardTable t = game.table(state.options());
    return switch (action) {
      case PortRoyalAction.Reveal r -> "reveal the top card";
      case PortRoyalAction.Stop s -> "stop and trade & hire";
      case PortRoyalAction.Repel r -> "repel the ship";
      case PortRoyalAction.Accept a -> "accept the ship into the harbour";
      case PortRoyalAction.Trade tr -> "trade the " + card(t, tr.ship());
      case PortRoyalAction.DeclineCoins dc -> "trade the " + card(t, dc.ship()) + " declining its coins";
      case PortRoyalAction.Hire h -> "hire the " + card(t, h.person());
      case PortRoyalAction.Pass p -> "take no more cards";
      case PortRoyalAction.ClaimExpedition c -> "claim " + card(t, c.expedition()) + " with " + c.persons();
      case PortRoyalAction.GiveCoin g -> "give the coin to " + seat(g.seat());
      case PortRoyalAction.FulfilContract f -> "fulfil contract " + f.contract();
      case PortRoyalAction.SkipContract s -> "let the contract chance go by";
    };
  }

  @Override
  public String event(PortRoyalEvent event) {
    return switch (event) {
      case PortRoyalEvent.TurnStarted e -> seat(e.seat()) + "'s turn (round " + (e.round() + 1) + ")";
      case PortRoyalEvent.DrawPileRebuilt e -> "the discard pile was shuffled into a new draw pile of " + e.cards() + " cards";
      case PortRoyalEvent.CardRevealed e -> seat(e.seat()) + " revealed " + e.card();
      case PortRoyalEvent.ExtraTaxRevealed e -> "an additional tax increase (" + words(e.kind().name()) + ") because "
          + (e.reason() == PortRoyalEvent.ExtraTaxReason.PILES_EMPTY ? "both piles are empty" : "the draw pile was rebuilt again");
      case PortRoyalEvent.TaxPaid e -> seat(e.seat()) + " paid " + e.coins().size() + " coins in taxes";
      case PortRoyalEvent.CoinsReceived e -> seat(e.seat()) + " received " + e.coins() + " coin(s) (" + words(e.source().name()) + ")"
          + (e.missing() > 0 ? ", " + e.missing() + " could not be paid" : "");
      case PortRoyalEvent.CoinPaid e -> seat(e.from()) + " paid " + seat(e.to()) + " 1 coin";
      case PortRoyalEvent.ShipRepelled e -> seat(e.seat()) + " repelled " + e.ship();
      case PortRoyalEvent.ShipSetAside e -> seat(e.seat()) + " set " + e.ship() + " aside for Piratenpack";
      case PortRoyalEvent.ShipAccepted e -> e.ship() + " went into the harbour";
      case PortRoyalEvent.Busted e -> seat(e.seat()) + " busted on " + e.ship() + "; the harbour was discarded";
      case PortRoyalEvent.DiscoverEnded e -> seat(e.seat()) + " stopped with " + e.colours() + " ship colours: " + e.allowance() + " card(s)";
      case PortRoyalEvent.SlotStarted e -> seat(e.seat()) + " may take " + e.allowance() + " card(s)";
      case PortRoyalEvent.SlotEnded e -> seat(e.seat()) + " " + switch (e.how()) {
        case PASSED -> "passed";
        case DONE -> "is done";
        case SKIPPED -> "could take nothing";
        case AUTO_PASSED -> "passed automatically";
      };
      case PortRoyalEvent.ShipTraded e -> seat(e.seat()) + " traded " + e.ship() + (e.declined() ? ", declining the coins" : "");
      case PortRoyalEvent.ShipTucked e -> seat(e.seat()) + " tucked " + e.ship() + " under a Wholesaler";
      case PortRoyalEvent.PersonHired e -> seat(e.seat()) + " hired " + e.person() + " for " + e.coins().size() + " coin(s)";
      case PortRoyalEvent.GiftGiven e -> seat(e.from()) + " gave " + seat(e.to()) + " the gift coin";
      case PortRoyalEvent.ExpeditionClaimed e -> seat(e.seat()) + " claimed " + e.expedition() + " with " + e.persons();
      case PortRoyalEvent.HarborCleared e -> "the harbour's " + e.cards() + " went to the discard pile";
      case PortRoyalEvent.ContractProgressed e -> seat(e.seat()) + " moved a cube to field " + e.step() + " of " + e.contract();
      case PortRoyalEvent.ContractCompleted e -> seat(e.seat()) + " completed " + e.contract() + " (field " + (e.field() + 1) + ")"
          + (e.influence() > 0 ? ", +" + e.influence() + " influence" : "");
      case PortRoyalEvent.ContractSkipped e -> seat(e.seat()) + " let " + e.contracts() + " go by";
      case PortRoyalEvent.EndTriggered e -> "the end is triggered (" + words(e.reason().name()) + ")"
          + (e.seat() >= 0 ? " by " + seat(e.seat()) : "") + "; the round is played out";
      case PortRoyalEvent.GameEnded e -> "game over: influence " + e.influence() + ", coins " + e.coins() + ", ranks " + e.ranks();
    };
  }

  @Override
  public String view(PortRoyalView view) {
    CardTable t = game.table(view.options());
    StringBuilder b = new StringBuilder();
    b.append("Round ").append(view.round() + 1).append(", ").append(seat(view.active())).append(" is active")
        .append(view.endTriggered() ? " (last round)" : "").append('\n');
    b.append("Draw pile: ").append(view.drawPile()).append(" cards, discard pile: ").append(view.discard().size()).append(" cards\n");
    b.append("Harbour:");
    for (Card card : view.harbor().toList()) {
      b.append("\n  ").append(card(t, card));
    }
    b.append('\n');
    if (!view.expeditionRow().isEmpty()) {
      b.append("Expeditions:");
      for (Card card : view.expeditionRow().toList()) {
        b.append("\n  ").append(card(t, card));
      }
      b.append('\n');
    }
    for (ContractState cs : view.contracts()) {
      b.append("Contract ").append(cs.contract()).append(": completed by ").append(cs.completedBy().map(this::seat))
          .append(", progress ").append(cs.progress()).append('\n');
    }
    for (int s = 0; s < view.players().size(); s++) {
      PortRoyalView.PlayerView p = view.players().get(s);
      b.append(seat(s)).append(s == view.observer() ? " (you)" : "").append(": ").append(p.coins()).append(" coins, ")
          .append(p.influence()).append(" influence, ").append(p.swords()).append(" swords, display ").append(p.display());
      if (!p.tucked().isEmpty()) {
        b.append(", tucked ").append(p.tucked());
      }
      if (!p.kept().isEmpty()) {
        b.append(", kept ").append(p.kept());
      }
      b.append('\n');
    }
    b.append("Phase: ").append(view.phase());
    if (!view.chances().isEmpty()) {
      b.append(", contract chance for ").append(seat(view.chances().head().seat())).append(": ").append(view.chances().head().contracts());
    }
    return b.toString();
  }
}
