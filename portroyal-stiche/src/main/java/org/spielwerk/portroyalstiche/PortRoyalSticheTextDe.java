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

/**
 * German words for Port Royal (Queen Games), in the terms of the German rulebook (seed 001): Beutekarte,
 * Bonuskarte, Stichkarte, Stich, Trumpf, Gebot, Tonnen, Schulden, Privilegien, Startspieler, Kartengeber,
 * Stichstein, Laderaum, Schiffszwieback, Tabak, Rum, Schießpulver.
 */
final class PortRoyalSticheTextDe
    implements GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> {

  static final PortRoyalSticheTextDe INSTANCE = new PortRoyalSticheTextDe();

  private PortRoyalSticheTextDe() {}

  @Override
  public String seat(int seat) {
    return "Spieler " + (seat + 1);
  }

  /**
   * Worded from the view alone: on a position dealt from the view, since the words of an action read only
   * what the seat to move may see (the leak property of the text tests proves it).
   */
  @Override
  public String actionFromView(PortRoyalSticheView view, PortRoyalSticheAction action) {
    return action(Resampling.fromView(view, 0L), action);
  }

  @Override
  public String moved(int seat) {
    return seat(seat) + " ist am Zug gewesen.";
  }

  /** Never throws: an action the rules forbid here may point nowhere; then its kind is worded. */
  @Override
  public String action(PortRoyalSticheState state, PortRoyalSticheAction action) {
    return org.spielwerk.core.SafeWords.orKind(() -> words(state, action), action, " (hier nicht möglich)");
  }

  private String words(PortRoyalSticheState state, PortRoyalSticheAction action) {
    return switch (action) {
      case Bid bid -> bid.tons() + " Tonnen bieten";
      case PassAuction pass -> "passen";
      case LayAside lay -> card(lay.first()) + " und " + card(lay.second()) + " zur Seite legen";
      case ChooseTrump trump -> colour(trump.colour()) + " zur Trumpffarbe bestimmen";
      case NameLeader leader -> seat(leader.seat()) + " zum Startspieler bestimmen";
      case ChoosePrize prize -> "um " + loot(prize.loot()) + " spielen"
          + (state.bonusCarrier().contains(prize.loot()) ? " (mit " + bonusCards(state.bonusUnder().size()) + ")" : "");
      case Play play -> card(play.card()) + " spielen";
      case TakePenaltyCard take -> loot(take.loot()) + " als Strafe nehmen";
      case Load load -> "in den Laderaum " + ship(load.ship()) + " legen";
      case Repay repay -> "damit das Gebot zurückzahlen";
      case DiscardWithRemoveOne discard -> "mit dem aufbewahrten „1 Karte entfernen“ abwerfen";
      case KeepRemoveOne keep -> "„1 Karte entfernen“ für später aufbewahren";
      case RemoveLoot remove -> loot(remove.loot()) + " aus einem Schiff entfernen";
      case RemoveBonus remove -> "Bonuskarte " + remove.bonus().value() + " aus einem Schiff entfernen";
      case DiscardRemoveOne discard -> "„1 Karte entfernen“ abwerfen, ohne eine Karte zu entfernen";
      case MoveLoot move -> loot(move.loot()) + " in den Laderaum " + ship(move.to()) + " umlegen";
      case MoveBonus move -> "Bonuskarte " + move.bonus().value() + " in den Laderaum " + ship(move.to()) + " umlegen";
      case DiscardMoveOne discard -> "„1 Karte umlegen“ abwerfen, ohne eine Karte umzulegen";
      case PlaceBonus place -> (state.options().bonusCardsTogether() || state.pendingBonus().size() < 2
          ? (state.pendingBonus().size() > 1 ? "die Bonuskarten" : "die Bonuskarte")
          : "Bonuskarte " + state.pendingBonus().lowest().value()) + " in den Laderaum " + ship(place.ship()) + " legen";
    };
  }

  @Override
  public String event(PortRoyalSticheEvent event) {
    return switch (event) {
      case RoundStarted e -> "Runde " + e.round() + " beginnt; " + seat(e.dealer()) + " ist Kartengeber.";
      case LootRevealed e -> "Aufgedeckte Beutekarten: " + loot(e.cards()) + ".";
      case TrickCardsDealt e -> "Stichkarten ausgeteilt; offen: " + cards(e.faceUp()) + ".";
      case HandDealt e -> seat(e.seat()) + " erhält " + cards(e.hand()) + ".";
      case BidBecameDebt e -> "Das unbezahlte Gebot von " + seat(e.seat()) + " (" + e.bid() + " Tonnen) wird zu Schulden"
          + " (jetzt " + e.debt() + ").";
      case BonusAttached e -> "Eine Bonuskarte kommt unter " + loot(e.carrier()) + " (dort jetzt " + e.count() + ").";
      case RoundEnded e -> "Runde " + e.round() + " endet.";
      case BidMade e -> seat(e.seat()) + " bietet " + e.tons() + " Tonnen.";
      case Passed e -> seat(e.seat()) + " passt.";
      case PrivilegesWon e -> seat(e.seat()) + " erhält die Privilegien für " + e.bid() + " Tonnen.";
      case FaceUpCardsTaken e -> seat(e.seat()) + " nimmt " + cards(e.cards()) + ".";
      case CardsLaidAside e -> seat(e.seat()) + " legt zwei Karten verdeckt zur Seite.";
      case OwnCardsLaidAside e -> "Du hast " + cards(e.cards()) + " zur Seite gelegt.";
      case TrumpChosen e -> seat(e.seat()) + " bestimmt " + colour(e.colour()) + " zur Trumpffarbe.";
      case LeaderNamed e -> seat(e.by()) + " bestimmt " + seat(e.seat()) + " zum Startspieler.";
      case PrizeChosen e -> seat(e.seat()) + " spielt um " + loot(e.loot())
          + (e.bonusCount() > 0 ? " mit " + bonusCards(e.bonusCount()) : "") + ".";
      case CardPlayed e -> seat(e.seat()) + " spielt " + card(e.card()) + ".";
      case MarkerPlaced e -> seat(e.seat()) + " legt einen Stichstein auf " + colour(e.colour()) + ".";
      case MarkerTakenBack e -> seat(e.seat()) + " nimmt den Stichstein von " + colour(e.colour()) + " zurück.";
      case RevokeRevealed e -> seat(e.seat()) + " hat doch noch " + colour(e.colour()) + " und wird erwischt!";
      case PenaltyTaken e -> seat(e.chooser()) + " entfernt " + loot(e.loot()) + " von " + seat(e.offender())
          + " als Strafe.";
      case PenaltyWaived e -> seat(e.offender()) + " hat keine Beutekarte, die er abgeben könnte.";
      case TrickWon e -> seat(e.seat()) + " gewinnt den Stich " + cards(e.cards()) + " und " + loot(e.prize())
          + (e.bonusCount() > 0 ? " mit " + bonusCards(e.bonusCount()) : "") + ".";
      case OwnBonusReceived e -> "Deine Bonuskarten: " + bonus(e.bonus()) + ".";
      case LootLoaded e -> seat(e.seat()) + " legt " + loot(e.loot()) + " in den Laderaum " + ship(e.ship()) + ".";
      case BidRepaid e -> seat(e.seat()) + " zahlt " + e.payment() + " Tonnen mit " + loot(e.loot()) + " zurück; "
          + e.remainder() + " Tonnen bleiben als Schulden (jetzt " + e.debt() + ").";
      case LootDiscarded e -> seat(e.seat()) + " wirft " + loot(e.loot()) + " mit dem aufbewahrten „1 Karte entfernen“ ab.";
      case RemoveOneKept e -> seat(e.seat()) + " bewahrt „1 Karte entfernen“ auf.";
      case LootRemoved e -> seat(e.seat()) + " entfernt " + loot(e.loot()) + " aus dem Laderaum " + ship(e.ship()) + ".";
      case BonusRemoved e -> seat(e.seat()) + " entfernt eine Bonuskarte aus dem Laderaum " + ship(e.ship()) + ".";
      case OwnBonusRemoved e -> "Du hast Bonuskarte " + e.bonus().value() + " entfernt.";
      case RemoveOneDiscarded e -> seat(e.seat()) + " wirft „1 Karte entfernen“ ungenutzt ab.";
      case LootMoved e -> seat(e.seat()) + " legt " + loot(e.loot()) + " vom Laderaum " + ship(e.from())
          + " in den Laderaum " + ship(e.to()) + " um.";
      case BonusMoved e -> seat(e.seat()) + " legt eine Bonuskarte vom Laderaum " + ship(e.from())
          + " in den Laderaum " + ship(e.to()) + " um.";
      case OwnBonusMoved e -> "Du hast Bonuskarte " + e.bonus().value() + " umgelegt.";
      case MoveOneDiscarded e -> seat(e.seat()) + " wirft „1 Karte umlegen“ ungenutzt ab.";
      case BonusPlaced e -> seat(e.seat()) + " legt " + bonusCards(e.count()) + " in den Laderaum " + ship(e.ship()) + ".";
      case OwnBonusPlaced e -> "Du hast " + bonus(e.bonus()) + " in den Laderaum " + ship(e.ship()) + " gelegt.";
      case SeatScored e -> seat(e.seat()) + " erzielt " + e.total() + " (Schulden " + e.debt() + ", Schiffe "
          + e.ships().map(s -> s.sunk() ? "gesunken" : String.valueOf(s.score())).mkString(", ") + ").";
      case GameEnded e -> "Spielende: " + e.totals().mkString(" / ") + "; Sieger: "
          + e.winners().map(this::seat).mkString(", ") + ".";
    };
  }

  @Override
  public String view(PortRoyalSticheView view) {
    StringBuilder out = new StringBuilder();
    out.append("Runde ").append(view.round()).append(", Kartengeber ").append(seat(view.dealer()));
    if (view.holder() >= 0) {
      out.append("; Privilegien: ").append(seat(view.holder()));
      if (view.bid() > 0) {
        out.append(" (Gebot ").append(view.bid()).append(" Tonnen offen)");
      }
    }
    view.trump().forEach(t -> out.append("; Trumpf ").append(colour(t)));
    out.append("; Stiche gespielt ").append(view.tricksDone()).append('\n');
    out.append("Offene Beutekarten: ").append(loot(view.display()));
    view.bonusCarrier().forEach(c -> out.append(" (").append(bonusCards(view.bonusUnderCount())).append(" unter ")
        .append(loot(c)).append(')'));
    out.append("; Beutestapel ").append(view.lootDeckSize()).append('\n');
    out.append("Offene Stichkarten dieser Runde: ").append(cards(view.faceUp())).append('\n');
    Trick trick = Rules.currentTrick(view.phase());
    if (trick != null) {
      out.append("Stich um ").append(loot(trick.prize())).append(": ");
      trick.plays().forEach(p -> out.append(seat(p.seat())).append(' ').append(card(p.card())).append("  "));
      out.append('\n');
    }
    for (int s = 0; s < view.seats().size(); s++) {
      PortRoyalSticheView.SeatView seat = view.seats().get(s);
      out.append(seat(s)).append(s == view.observer() ? " (du)" : "").append(": Schulden ").append(seat.debt())
          .append(", ").append(seat.handSize()).append(seat.handSize() == 1 ? " Karte" : " Karten");
      if (!seat.markers().isEmpty()) {
        out.append(", Stichsteine auf: ").append(seat.markers().toList().stream().map(PortRoyalSticheTextDe::colour)
            .reduce((a, b) -> a + ", " + b).orElse(""));
      }
      if (seat.keptRemoveOne()) {
        out.append(", bewahrt „1 Karte entfernen“ auf");
      }
      out.append('\n');
      for (int i = 0; i < Cards.SHIPS; i++) {
        PortRoyalSticheView.ShipView ship = seat.ships().get(i);
        if (ship.loot().isEmpty() && ship.bonusCount() == 0) {
          continue;
        }
        out.append("    ").append(ship(Good.of(i))).append(": ").append(loot(ship.loot()));
        if (ship.bonusCount() > 0) {
          out.append(" + ").append(ship.bonus().isEmpty() ? bonusCards(ship.bonusCount()) : bonus(ship.bonus()));
        }
        out.append('\n');
      }
    }
    out.append("Deine Hand: ").append(cards(view.hand()));
    if (!view.aside().isEmpty()) {
      out.append("  (zur Seite gelegt: ").append(cards(view.aside())).append(')');
    }
    if (view.pendingBonusCount() > 0) {
      out.append("\nZu legende Bonuskarten: ").append(view.pendingBonus().isEmpty()
          ? bonusCards(view.pendingBonusCount()) : bonus(view.pendingBonus()));
    }
    return out.append('\n').toString();
  }

  private static String card(TrickCard card) {
    return card.isKlabautermann() ? "Klabautermann " + card.value() : colour(card.colour()) + " " + card.value();
  }

  private static String cards(TrickSet cards) {
    return cards.toList().stream().map(PortRoyalSticheTextDe::card).reduce((a, b) -> a + ", " + b).orElse("keine");
  }

  private static String colour(Colour colour) {
    return switch (colour) {
      case RED -> "Rot";
      case BLUE -> "Blau";
      case GREEN -> "Grün";
      case BLACK -> "Schwarz";
    };
  }

  private static String ship(Good good) {
    return switch (good) {
      case BISCUIT -> "Schiffszwieback";
      case TOBACCO -> "Tabak";
      case RUM -> "Rum";
      case GUNPOWDER -> "Schießpulver";
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
      case REMOVE_ONE -> "„1 Karte entfernen“";
      case MOVE_ONE -> "„1 Karte umlegen“";
      default -> ship(loot.good()) + " " + loot.weight();
    };
  }

  private static String loot(LootSet cards) {
    return cards.isEmpty() ? "keine"
        : cards.toList().stream().map(PortRoyalSticheTextDe::loot).reduce((a, b) -> a + ", " + b).orElse("keine");
  }

  private static String bonus(BonusSet bonus) {
    return "Bonus " + bonus.toList().stream().map(b -> String.valueOf(b.value())).reduce((a, b) -> a + "+" + b)
        .orElse("keiner");
  }

  private static String bonusCards(int n) {
    return n + (n == 1 ? " Bonuskarte" : " Bonuskarten");
  }
}
