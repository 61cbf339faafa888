package org.spielwerk.portroyalstiche;

import org.spielwerk.core.GameText;
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

/** English words for the actions, events and views of Port Royal (Queen Games). */
public final class PortRoyalSticheText
    implements GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> {

  /** The one instance (the text has no state). */
  public static final PortRoyalSticheText INSTANCE = new PortRoyalSticheText();

  private PortRoyalSticheText() {}

  /**
   * Worded from the view alone: on a position dealt from the view, since the words of an action read only
   * what the seat to move may see (the leak property of the text tests proves it).
   */
  @Override
  public String actionFromView(PortRoyalSticheView view, PortRoyalSticheAction action) {
    return action(Resampling.fromView(view, 0L), action);
  }

  /** Never throws: an action the rules forbid here may point nowhere; then its kind is worded. */
  @Override
  public String action(PortRoyalSticheState state, PortRoyalSticheAction action) {
    return org.spielwerk.core.SafeWords.orKind(() -> words(state, action), action, " (not possible here)");
  }

  private String words(PortRoyalSticheState state, PortRoyalSticheAction action) {
    return switch (action) {
      case Bid bid -> "bid " + bid.tons() + " t";
      case PassAuction pass -> "pass";
      case LayAside lay -> "lay aside " + card(lay.first()) + " and " + card(lay.second());
      case ChooseTrump trump -> "make " + colour(trump.colour()) + " trump";
      case NameLeader leader -> "let " + seat(leader.seat()) + " lead";
      case ChoosePrize prize -> "play for " + loot(prize.loot())
          + (state.bonusCarrier().contains(prize.loot()) ? " (with " + state.bonusUnder().size() + " bonus)" : "");
      case Play play -> "play " + card(play.card());
      case TakePenaltyCard take -> "take " + loot(take.loot()) + " as the penalty";
      case Load load -> "load onto the " + ship(load.ship()) + " ship";
      case Repay repay -> "repay the bid with it";
      case DiscardWithRemoveOne discard -> "discard it with the kept '1 Karte entfernen'";
      case KeepRemoveOne keep -> "keep '1 Karte entfernen' for later";
      case RemoveLoot remove -> "remove " + loot(remove.loot()) + " from a ship";
      case RemoveBonus remove -> "remove bonus " + remove.bonus().value() + " from a ship";
      case DiscardRemoveOne discard -> "discard '1 Karte entfernen' without removing a card";
      case MoveLoot move -> "move " + loot(move.loot()) + " to the " + ship(move.to()) + " ship";
      case MoveBonus move -> "move bonus " + move.bonus().value() + " to the " + ship(move.to()) + " ship";
      case DiscardMoveOne discard -> "discard '1 Karte umlegen' without moving a card";
      case PlaceBonus place -> "place " + (state.options().bonusCardsTogether() || state.pendingBonus().size() < 2
          ? "the bonus card" + (state.pendingBonus().size() > 1 ? "s" : "")
          : "bonus " + state.pendingBonus().lowest().value()) + " on the " + ship(place.ship()) + " ship";
    };
  }

  @Override
  public String event(PortRoyalSticheEvent event) {
    return switch (event) {
      case RoundStarted e -> "Round " + e.round() + " begins; " + seat(e.dealer()) + " deals.";
      case LootRevealed e -> "Loot revealed: " + loot(e.cards()) + ".";
      case TrickCardsDealt e -> "Trick cards dealt; face up: " + cards(e.faceUp()) + ".";
      case HandDealt e -> seat(e.seat()) + " is dealt " + cards(e.hand()) + ".";
      case BidBecameDebt e -> seat(e.seat()) + "'s unpaid bid of " + e.bid() + " t becomes debt (now " + e.debt() + ").";
      case BonusAttached e -> "A bonus card goes under " + loot(e.carrier()) + " (" + e.count() + " there now).";
      case RoundEnded e -> "Round " + e.round() + " ends.";
      case BidMade e -> seat(e.seat()) + " bids " + e.tons() + " t.";
      case Passed e -> seat(e.seat()) + " passes.";
      case PrivilegesWon e -> seat(e.seat()) + " wins the privileges for " + e.bid() + " t.";
      case FaceUpCardsTaken e -> seat(e.seat()) + " takes " + cards(e.cards()) + ".";
      case CardsLaidAside e -> seat(e.seat()) + " lays two cards aside.";
      case OwnCardsLaidAside e -> "You laid aside " + cards(e.cards()) + ".";
      case TrumpChosen e -> seat(e.seat()) + " makes " + colour(e.colour()) + " trump.";
      case LeaderNamed e -> seat(e.by()) + " lets " + seat(e.seat()) + " lead.";
      case PrizeChosen e -> seat(e.seat()) + " plays for " + loot(e.loot())
          + (e.bonusCount() > 0 ? " with " + bonusCards(e.bonusCount()) : "") + ".";
      case CardPlayed e -> seat(e.seat()) + " plays " + card(e.card()) + ".";
      case MarkerPlaced e -> seat(e.seat()) + " marks " + colour(e.colour()) + " void.";
      case MarkerTakenBack e -> seat(e.seat()) + "'s marker on " + colour(e.colour()) + " is taken back.";
      case RevokeRevealed e -> seat(e.seat()) + " is caught holding " + colour(e.colour()) + " after marking it void!";
      case PenaltyTaken e -> seat(e.chooser()) + " takes " + loot(e.loot()) + " from " + seat(e.offender()) + " as the penalty.";
      case PenaltyWaived e -> seat(e.offender()) + " has no loot card to lose.";
      case TrickWon e -> seat(e.seat()) + " wins the trick " + cards(e.cards()) + " and " + loot(e.prize())
          + (e.bonusCount() > 0 ? " with " + bonusCards(e.bonusCount()) : "") + ".";
      case OwnBonusReceived e -> "Your bonus: " + bonus(e.bonus()) + ".";
      case LootLoaded e -> seat(e.seat()) + " loads " + loot(e.loot()) + " onto the " + ship(e.ship()) + " ship.";
      case BidRepaid e -> seat(e.seat()) + " repays " + e.payment() + " t with " + loot(e.loot()) + "; "
          + e.remainder() + " t remain as debt (now " + e.debt() + ").";
      case LootDiscarded e -> seat(e.seat()) + " discards " + loot(e.loot()) + " with the kept '1 Karte entfernen'.";
      case RemoveOneKept e -> seat(e.seat()) + " keeps '1 Karte entfernen'.";
      case LootRemoved e -> seat(e.seat()) + " removes " + loot(e.loot()) + " from the " + ship(e.ship()) + " ship.";
      case BonusRemoved e -> seat(e.seat()) + " removes a bonus card from the " + ship(e.ship()) + " ship.";
      case OwnBonusRemoved e -> "You removed bonus " + e.bonus().value() + ".";
      case RemoveOneDiscarded e -> seat(e.seat()) + " discards '1 Karte entfernen' unused.";
      case LootMoved e -> seat(e.seat()) + " moves " + loot(e.loot()) + " from the " + ship(e.from()) + " to the "
          + ship(e.to()) + " ship.";
      case BonusMoved e -> seat(e.seat()) + " moves a bonus card from the " + ship(e.from()) + " to the " + ship(e.to()) + " ship.";
      case OwnBonusMoved e -> "You moved bonus " + e.bonus().value() + ".";
      case MoveOneDiscarded e -> seat(e.seat()) + " discards '1 Karte umlegen' unused.";
      case BonusPlaced e -> seat(e.seat()) + " places " + bonusCards(e.count()) + " on the " + ship(e.ship()) + " ship.";
      case OwnBonusPlaced e -> "You placed " + bonus(e.bonus()) + " on the " + ship(e.ship()) + " ship.";
      case SeatScored e -> seat(e.seat()) + " scores " + e.total() + " (debt " + e.debt() + ", ships "
          + e.ships().map(s -> s.sunk() ? "sunk" : String.valueOf(s.score())).mkString(", ") + ").";
      case GameEnded e -> "Game over: " + e.totals().mkString(" / ") + "; winner(s): "
          + e.winners().map(this::seat).mkString(", ") + ".";
    };
  }

  @Override
  public String view(PortRoyalSticheView view) {
    StringBuilder out = new StringBuilder();
    out.append("Round ").append(view.round()).append(", ").append(seat(view.dealer())).append(" dealt");
    if (view.holder() >= 0) {
      out.append("; privileges: ").append(seat(view.holder()));
      if (view.bid() > 0) {
        out.append(" (bid ").append(view.bid()).append(" t pending)");
      }
    }
    view.trump().forEach(t -> out.append("; trump ").append(colour(t)));
    out.append("; tricks done ").append(view.tricksDone()).append('\n');
    out.append("Display: ").append(loot(view.display()));
    view.bonusCarrier().forEach(c -> out.append(" (").append(view.bonusUnderCount()).append(" bonus under ").append(loot(c)).append(')'));
    out.append("; loot deck ").append(view.lootDeckSize()).append('\n');
    out.append("Face-up cards this round: ").append(cards(view.faceUp())).append('\n');
    Trick trick = Rules.currentTrick(view.phase());
    if (trick != null) {
      out.append("Trick for ").append(loot(trick.prize())).append(": ");
      trick.plays().forEach(p -> out.append(seat(p.seat())).append(' ').append(card(p.card())).append("  "));
      out.append('\n');
    }
    for (int s = 0; s < view.seats().size(); s++) {
      PortRoyalSticheView.SeatView seat = view.seats().get(s);
      out.append(seat(s)).append(s == view.observer() ? " (you)" : "").append(": debt ").append(seat.debt())
          .append(", ").append(seat.handSize()).append(seat.handSize() == 1 ? " card" : " cards");
      if (!seat.markers().isEmpty()) {
        out.append(", marked void: ").append(seat.markers().toList().stream().map(PortRoyalSticheText::colour)
            .reduce((a, b) -> a + ", " + b).orElse(""));
      }
      if (seat.keptRemoveOne()) {
        out.append(", keeps '1 Karte entfernen'");
      }
      out.append('\n');
      for (int i = 0; i < Cards.SHIPS; i++) {
        PortRoyalSticheView.ShipView ship = seat.ships().get(i);
        if (ship.loot().isEmpty() && ship.bonusCount() == 0) {
          continue;
        }
        out.append("    ").append(ship(Good.of(i))).append(": ").append(loot(ship.loot()));
        if (ship.bonusCount() > 0) {
          out.append(" + ").append(ship.bonus().isEmpty() ? ship.bonusCount() + " bonus" : bonus(ship.bonus()));
        }
        out.append('\n');
      }
    }
    out.append("Your hand: ").append(cards(view.hand()));
    if (!view.aside().isEmpty()) {
      out.append("  (laid aside: ").append(cards(view.aside())).append(')');
    }
    if (view.pendingBonusCount() > 0) {
      out.append("\nBonus to place: ").append(view.pendingBonus().isEmpty() ? (view.pendingBonusCount() == 1 ? "1 card" : view.pendingBonusCount() + " cards") : bonus(view.pendingBonus()));
    }
    return out.append('\n').toString();
  }

  /** "1 bonus card", "3 bonus cards". */
  private static String bonusCards(int n) {
    return n + (n == 1 ? " bonus card" : " bonus cards");
  }

  private static String card(TrickCard card) {
    return card.isKlabautermann() ? "Klabautermann " + card.value() : colour(card.colour()) + " " + card.value();
  }

  private static String cards(TrickSet cards) {
    return cards.toList().stream().map(PortRoyalSticheText::card).reduce((a, b) -> a + ", " + b).orElse("none");
  }

  private static String colour(Colour colour) {
    return colour.name().toLowerCase(java.util.Locale.ROOT);
  }

  private static String ship(Good good) {
    return switch (good) {
      case BISCUIT -> "biscuit";
      case TOBACCO -> "tobacco";
      case RUM -> "rum";
      case GUNPOWDER -> "gunpowder";
    };
  }

  private static String loot(Loot loot) {
    return switch (loot) {
      case PLUS_8 -> "+8";
      case PLUS_6 -> "+6";
      case MINUS_10 -> "-10";
      case MINUS_5 -> "-5";
      case MAX_PLUS_5 -> "Max+5";
      case MAX_MINUS_5 -> "Max-5";
      case TIMES_2 -> "x2";
      case REMOVE_ONE -> "'1 Karte entfernen'";
      case MOVE_ONE -> "'1 Karte umlegen'";
      default -> ship(loot.good()) + " " + loot.weight();
    };
  }

  private static String loot(LootSet cards) {
    return cards.isEmpty() ? "none"
        : cards.toList().stream().map(PortRoyalSticheText::loot).reduce((a, b) -> a + ", " + b).orElse("none");
  }

  private static String bonus(BonusSet bonus) {
    return "bonus " + bonus.toList().stream().map(b -> String.valueOf(b.value())).reduce((a, b) -> a + "+" + b).orElse("none");
  }
}
