package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import org.spielwerk.core.GameText;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.Decline;
import org.spielwerk.gildedcompass.GildedCompassAction.EndTurn;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepMission;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassAction.LeaveUnassigned;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassAction.Reroll;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.GildedCompassAction.UseLittleHelp;
import org.spielwerk.gildedcompass.GildedCompassAction.UseTimelessGift;
import org.spielwerk.gildedcompass.GildedCompassEvent.*;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
import org.spielwerk.gildedcompass.Hosts.Host;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * German words for Order of the Gilded Compass, in the terms of the German rules (seed 002, Yucata):
 * Archiv, Universität, Bibliothek, Auktionshaus, Schatzjägergilde, Geheimer Tempel, Illuminati,
 * Versunkene Galeone, Schatzturm; antike Karten, Spezialisten (Kartenzeichner, Ausgräber),
 * Wissensplättchen, Straßen, Würfelgruppen, private Sammlung, Missionsplättchen, magische
 * Gegenstände, Sonderfähigkeiten, versunkene Schätze, Kelche, Dummyspieler.
 */
final class GildedCompassTextDe implements GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent,
    GildedCompassView> {

  @Override
  public String seat(int seat) {
    return seatName(seat);
  }

  /**
   * Worded from the view alone: on a position dealt from the view, since the words of an action read only
   * what the seat to move may see (the leak property of the text tests proves it).
   */
  @Override
  public String actionFromView(GildedCompassView view, GildedCompassAction action) {
    return action(Visibility.fromView(view, 0L), action);
  }

  @Override
  public String moved(int seat) {
    return seat(seat) + " ist am Zug gewesen.";
  }

  /** Never throws: an action the rules forbid here may point nowhere; then its kind is worded. */
  @Override
  public String action(GildedCompassState state, GildedCompassAction action) {
    return org.spielwerk.core.SafeWords.orKind(() -> words(state, action), action, " (hier nicht möglich)");
  }

  private String words(GildedCompassState state, GildedCompassAction action) {
    return switch (action) {
      case UseLittleHelp a -> "Kleine Hilfe nutzen: in dieser Runde die 2 schwarzen Würfel zusätzlich erhalten";
      case UseTimelessGift a -> "Ein zeitloses Geschenk nutzen: einen zusätzlichen Zug ausführen";
      case UseAlly a -> "Verbündeter im Innern nutzen: deine Würfelgruppe " + archivesGroup(state, a.group())
          + " im Archiv rückt in der Wertungsreihenfolge um einen Platz auf";
      case Decline a -> ability(offered(state)) + " nicht nutzen";
      case MarkReroll a -> "E" + die(a.kind()).substring(1) + " mit " + a.value() + " zum Neuwürfeln wählen"
          + markedSoFar(state);
      case Reroll a -> "Fertig: ein Wissensplättchen abgeben und neu würfeln" + markedSoFar(state);
      case Persuade a -> "Überzeugungskraft nutzen: " + die(a.kind()) + " von " + a.from() + " auf " + a.to() + " drehen";
      case PersuadeSecond a -> "Überzeugungskraft, zweiter Würfel: " + die(a.kind()) + " von " + a.from() + " auf " + a.to()
          + " drehen";
      case Place a -> dice(a.dice()) + (a.black().isEmpty() ? "" : " (schwarz: " + dice(a.black()) + ")")
          + placement(state, a.building(), a.target(), true) + willToWin(a.building(), a.willToWin());
      case PlaceDummy a -> "Dummywürfel " + dice(a.dice()) + placement(state, a.building(), a.target(), false)
          + willToWin(a.building(), a.willToWin());
      case EndTurn a -> "Zug beenden und die Dummywürfel behalten";
      case TakeMap a -> map(a.map()) + " nehmen";
      case TakeSpecialist a -> specialist(a.specialist()) + " nehmen";
      case KeepArtifact a -> artifact(a.artifact()) + " behalten";
      case KeepMission a -> "Missionsplättchen " + mission(a.mission()) + " behalten";
      case TakeAbility a -> "Sonderfähigkeit " + ability(a.ability()) + " nehmen";
      case KeepTreasure a -> "Versunkenen Schatz im Wert von " + a.value() + " Gold behalten";
      case AssignSpecialist a -> nextSpecialist(state) + " " + host(state, a.host()) + " zuordnen"
          + switch (a.item()) {
            case NONE -> "";
            case REGIONAL -> ", mit magischem Gegenstand";
            case TOOL -> ", mit Werkzeug der Macht";
          };
      case LeaveUnassigned a -> nextSpecialist(state) + " nicht zuordnen";
    };
  }

  @Override
  public String event(GildedCompassEvent event) {
    return switch (event) {
      case GameStarted e -> e.players() + " Spieler; Gebäude: Archiv, Universität, Bibliothek, " + name(e.bBuilding())
          + e.cBuilding().map(c -> ", " + name(c)).getOrElse(" (kein C-Gebäude)") + (e.dummy() ? "; mit Dummyspieler" : "")
          + ". " + seatName(e.startSeat()) + " ist Startspieler.";
      case CollectionDealt e -> "Private Sammlung von " + seatName(e.seat()) + ": " + collection(e.collection()) + ".";
      case RoundStarted e -> "--- Runde " + e.round() + ", Startspieler ist " + seatName(e.startSeat()) + " ---";
      case MapsDisplayed e -> "Archiv: ausgelegt " + list(e.maps().map(GildedCompassTextDe::map)) + ".";
      case SpecialistsDisplayed e -> "Universität: ausgelegt " + list(e.specialists().map(GildedCompassTextDe::specialist))
          + ".";
      case ItemsLaidFaceDown e -> "Geheimer Tempel: " + count(e.count(), "magischer Gegenstand", "magische Gegenstände")
          + " verdeckt ausgelegt.";
      case AbilitiesRevealed e -> "Illuminati: aufgedeckt " + list(e.abilities().map(GildedCompassTextDe::ability)) + ".";
      case AbilityPlayed e -> seatName(e.seat()) + " nutzt " + ability(e.ability()) + ".";
      case OfferDeclined e -> seatName(e.seat()) + " nutzt " + ability(e.ability()) + " nicht.";
      case TurnStarted e -> seatName(e.seat()) + (e.extra() ? " führt einen zusätzlichen Zug aus." : " ist am Zug.");
      case DiceRolled e -> seatName(e.seat()) + " würfelt " + dice(e.own(), e.black(), e.dummy()) + ".";
      case DiceRerolled e -> seatName(e.seat()) + " gibt ein Wissensplättchen ab und würfelt "
          + dice(e.ownBefore(), e.blackBefore(), e.dummyBefore()) + " neu: " + dice(e.ownAfter(), e.blackAfter(),
          e.dummyAfter()) + ".";
      case DiePersuaded e -> seatName(e.seat()) + " dreht mit Überzeugungskraft " + die(e.kind()) + " von " + e.from()
          + " auf " + e.to() + ".";
      case DicePlaced e -> seatName(e.seat()) + " setzt " + (e.owner() == Owner.DUMMY ? "Dummywürfel " : "")
          + dice(e.dice()) + " " + at(e.building()) + " ein.";
      case WillToWinUsed e -> "Siegeswille von " + seatName(e.seat()) + ": eine " + e.value() + " " + genitive(e.victim())
          + " kommt " + from(e.building()) + " in die Bibliothek.";
      case DiceToLibrary e -> count(e.count(), "Würfel", "Würfel") + " " + genitive(e.owner())
          + (e.takenBack() ? " " + from(e.from()) + (e.count() == 1 ? " wird" : " werden") + " abgelegt (nicht in die Bibliothek)"
              : e.from() == Building.LIBRARY ? (e.count() == 1 ? " liegt" : " liegen") + " jetzt in der Bibliothek"
              : " " + from(e.from()) + (e.count() == 1 ? " kommt" : " kommen") + " in die Bibliothek") + ".";
      case TreasuresDrawn e -> seatName(e.seat()) + " zieht " + count(e.count(), "versunkenen Schatz", "versunkene Schätze")
          + ".";
      case TreasuresSeen e -> "Deine gezogenen versunkenen Schätze: " + list(e.values().map(String::valueOf)) + " Gold.";
      case DummyTreasuresDrawn e -> count(e.count(), "versunkener Schatz", "versunkene Schätze")
          + " für Dummywürfel verdeckt gezogen.";
      case TreasureStackReshuffled e -> "Die " + count(e.count(), "zur Seite gelegte versunkene Schatz",
          "zur Seite gelegten versunkenen Schätze") + " werden zu einem neuen Stapel gemischt.";
      case RoundEndTriggered e -> seatName(e.seat()) + " hat den letzten Würfel platziert: Die Runde endet beim"
          + " Schlussspieler.";
      case TurnEnded e -> seatName(e.seat()) + " beendet den Zug.";
      case UnplacedDiceCollected e -> seatName(e.seat()) + ": " + count(e.toLibrary(), "nicht eingesetzter Würfel",
          "nicht eingesetzte Würfel") + " in die Bibliothek" + (e.blackLost() > 0 ? ", " + count(e.blackLost(),
          "schwarzer Würfel verfällt", "schwarze Würfel verfallen") : "") + ".";
      case BuildingResolved e -> "Auswertung: " + name(e.building()) + ".";
      case AllyUsed e -> "Verbündeter im Innern: Die Würfelgruppe von " + seatName(e.seat())
          + " im Archiv rückt einen Platz auf.";
      case MapTaken e -> seatName(e.seat()) + " nimmt " + map(e.map()) + ".";
      case MapRemoved e -> "Der Dummyspieler entfernt " + map(e.map()) + " aus dem Spiel.";
      case MapsSetAside e -> "Nicht vergebene antike Karten, offen zur Seite gelegt: "
          + list(e.maps().map(GildedCompassTextDe::map)) + ".";
      case SpecialistTaken e -> seatName(e.seat()) + " nimmt " + specialist(e.specialist()) + ".";
      case SpecialistRemoved e -> "Der Dummyspieler entfernt " + specialist(e.specialist()) + " aus dem Spiel.";
      case SpecialistsSetAside e -> "Übrige Spezialisten, zur Seite gelegt: "
          + list(e.specialists().map(GildedCompassTextDe::specialist)) + ".";
      case ArtifactsDrawn e -> seatName(e.seat()) + " (Platz " + e.place() + ") zieht "
          + count(e.count(), "Artefaktplättchen", "Artefaktplättchen") + ".";
      case ArtifactsSeen e -> "Deine gezogenen Artefakte: " + list(e.artifacts().map(GildedCompassTextDe::artifact)) + ".";
      case ArtifactKept e -> seatName(e.seat()) + " behält " + artifact(e.artifact()) + ".";
      case ArtifactsDiscarded e -> "Nicht behaltene Artefakte, offen gesammelt: "
          + list(e.artifacts().map(GildedCompassTextDe::artifact)) + ".";
      case ArtifactsRemoved e -> "Der Dummyspieler entfernt " + list(e.artifacts().map(GildedCompassTextDe::artifact)) + ".";
      case MissionsReceived e -> seatName(e.seat()) + " (Platz " + e.place() + ") "
          + (e.from() >= 0 ? "erhält " + count(e.count(), "Missionsplättchen", "Missionsplättchen") + " von "
              + seatName(e.from()) : "zieht " + count(e.count(), "Missionsplättchen", "Missionsplättchen")) + ".";
      case MissionsSeen e -> "Deine Missionsplättchen zur Wahl: " + list(e.missions().map(GildedCompassTextDe::mission)) + ".";
      case MissionKept e -> seatName(e.seat()) + " behält ein Missionsplättchen verdeckt.";
      case MissionsPutUnder e -> count(e.count(), "Missionsplättchen kommt", "Missionsplättchen kommen")
          + " verdeckt unter den Stapel.";
      case MissionRemoved e -> "Der Dummyspieler entfernt ein Missionsplättchen verdeckt.";
      case ItemTaken e -> seatName(e.seat()) + " nimmt einen magischen Gegenstand.";
      case ItemSeen e -> "Dein magischer Gegenstand: " + item(e.item()) + ".";
      case ItemRemoved e -> "Der Dummyspieler entfernt einen magischen Gegenstand verdeckt.";
      case ItemsSetAside e -> "Magische Gegenstände freier Felder, offen neben den Geheimen Tempel gelegt: "
          + list(e.items().map(GildedCompassTextDe::item)) + ".";
      case AbilityTaken e -> seatName(e.seat()) + " nimmt die Sonderfähigkeit " + ability(e.ability()) + ".";
      case AbilityRemoved e -> "Der Dummyspieler entfernt die Sonderfähigkeit " + ability(e.ability()) + ".";
      case AbilitiesSetAside e -> "Nicht vergebene Sonderfähigkeiten, zur Seite gelegt: "
          + list(e.abilities().map(GildedCompassTextDe::ability)) + ".";
      case TreasuresKept e -> seatName(e.seat()) + " behält versunkene Schätze im Wert von "
          + list(e.values().map(String::valueOf)) + " Gold.";
      case TreasuresDiscarded e -> seatName(e.seat()) + " legt " + count(e.count(), "versunkenen Schatz",
          "versunkene Schätze") + " zur Seite" + (e.faceUpValues().isEmpty() ? ""
          : " (Werte " + list(e.faceUpValues().map(String::valueOf)) + ")") + ".";
      case ChaliceDrawn e -> seatName(e.seat()) + " zieht ein Kelchplättchen (" + back(e.back()) + ").";
      case ChaliceSeen e -> "Dein Kelch: " + chalice(e.chalice()) + ".";
      case TokensGained e -> seatName(e.seat()) + " erhält " + count(e.count(), "Wissensplättchen", "Wissensplättchen")
          + ".";
      case StartPlayerPassed e -> seatName(e.seat()) + " erhält den Startspielermarker.";
      case HoldingsRevealed e -> seatName(e.seat()) + " deckt auf: "
          + e.collection().map(c -> "private Sammlung (" + collection(c) + "); ").getOrElse("")
          + "Missionsplättchen " + list(e.missions().map(GildedCompassTextDe::mission))
          + "; magische Gegenstände: " + list(e.items().map(GildedCompassTextDe::item))
          + "; Kelche: " + list(e.chalices().map(GildedCompassTextDe::chalice)) + ".";
      case SpecialistAssigned e -> seatName(e.seat()) + (e.host() < 0
          ? " ordnet " + specialist(e.specialist()) + " nicht zu"
          : " ordnet " + specialist(e.specialist()) + " seiner Karte Nr. " + (e.host() + 1) + " zu"
              + (e.item() == Assignment.ItemChoice.NONE ? "" : e.item() == Assignment.ItemChoice.TOOL
                  ? ", mit Werkzeug der Macht" : ", mit magischem Gegenstand")) + ".";
      case AssignmentMade e -> e.automatic() ? "Die Spezialisten von " + seatName(e.seat()) + " werden optimal zugeordnet."
          : seatName(e.seat()) + " hat alle Spezialisten zugeordnet.";
      case GameEnded e -> "Spielende: " + list(e.scores().zipWithIndex().map(t -> seatName(t._2) + " "
          + t._1.total() + " Gold (Platz " + (e.ranks().get(t._2) + 1) + ")")) + ".";
    };
  }

  @Override
  public String view(GildedCompassView v) {
    int n = v.players().size();
    StringBuilder out = new StringBuilder();
    out.append(v.phase() instanceof Phase.GameOver ? "Das Spiel ist zu Ende" : "Runde " + v.round().number() + " von "
        + (n <= 3 ? 6 : 5) + ", Startspieler " + seatName(v.round().startSeat())).append("; du bist ")
        .append(seatName(v.observer())).append(".\n");
    Vector<MapTile> maps = v.board().maps();
    out.append("Archiv: ausliegende antike Karten: ").append(list(maps.map(GildedCompassTextDe::shortMap)))
        .append("; Würfelgruppen: ").append(list(v.board().archives()
            .map(g -> ownerName(g.owner()) + " mit " + sameDice(g.size(), g.value()))))
        .append('\n');
    out.append("Universität: ausliegende Spezialisten: ").append(list(v.board().specialists()
        .map(GildedCompassTextDe::specialist))).append("; Eingänge von links: ")
        .append(entrances(v.board().university(), n + 2)).append('\n');
    out.append("Bibliothek: ").append(library(v)).append('\n');
    out.append(name(v.bBuilding())).append(": Straßen: ")
        .append(list(v.board().straights().map(st -> ownerName(st.owner()) + " mit " + straight(st))));
    out.append('\n');
    if (v.cBuilding().isDefined()) {
      out.append(name(v.cBuilding().get())).append(": ");
      switch (v.cBuilding().get()) {
        case HIDDEN_TEMPLE -> out.append(v.board().temple().isEmpty() ? "in dieser Runde keine Felder"
            : list(v.board().temple().zipWithIndex().map(t -> "Feld " + (t._2 + 1) + " " + (t._1.owner() == Owner.NOBODY
                ? "frei" : ownerName(t._1.owner()) + (t._1.lowerDie() == 2 ? " mit 2+5" : " mit 1+6")))));
        case ILLUMINATI -> out.append("ausliegende Sonderfähigkeiten: ")
            .append(list(v.board().abilities().map(GildedCompassTextDe::ability))).append("; Würfelgruppen: ")
            .append(groups(v.board().illuminati()));
        case SUNKEN_GALLEON -> out.append("Würfelgruppen: ").append(groups(v.board().galleon())).append("; ")
            .append(count(v.supply().treasureStack(), "versunkener Schatz", "versunkene Schätze")).append(" im Stapel");
        case TREASURE_TOWER -> out.append(tower(v.board().tower()));
        default -> {
        }
      }
      out.append('\n');
    }
    for (int seat = 0; seat < n; seat++) {
      out.append(player(v, seat)).append('\n');
    }
    if (!v.artifactsInHand().isEmpty()) {
      out.append("Deine gezogenen Artefakte: ").append(list(v.artifactsInHand().map(GildedCompassTextDe::artifact)))
          .append('\n');
    }
    if (!v.missionsInHand().isEmpty()) {
      out.append("Missionsplättchen auf deiner Hand: ").append(list(v.missionsInHand().map(GildedCompassTextDe::mission)))
          .append('\n');
    }
    if (!v.scores().isEmpty()) {
      out.append("Gold am Spielende: ").append(list(v.scores().zipWithIndex().map(t -> seatName(t._2) + " "
          + t._1.total()))).append('\n');
    } else {
      out.append(now(v)).append('\n');
    }
    return out.toString();
  }

  // ---------------------------------------------------------------- view parts

  private static String player(GildedCompassView v, int seat) {
    PlayerView p = v.players().get(seat);
    StringBuilder out = new StringBuilder(seatName(seat)).append(seat == v.observer() ? " (du): " : ": ");
    out.append(count(p.tokens(), "Wissensplättchen", "Wissensplättchen")).append(", ")
        .append(count(p.ownDice(), "Würfel", "Würfel")).append(" einzusetzen");
    if (p.blackDice() > 0) {
      out.append(", ").append(count(p.blackDice(), "schwarzer Würfel", "schwarze Würfel"));
    }
    if (p.dummyDice() > 0) {
      out.append(", ").append(count(p.dummyDice(), "Dummywürfel", "Dummywürfel"));
    }
    out.append("; antike Karten: ").append(list(p.maps().map(GildedCompassTextDe::shortMap)));
    out.append("; Spezialisten: ").append(list(p.specialists().map(GildedCompassTextDe::specialist)));
    if (!p.artifacts().isEmpty()) {
      out.append("; Artefakte: ").append(list(Vector.of(ArtifactType.values()).filter(a -> p.artifacts().contains(a))
          .map(a -> p.artifacts().count(a::equals) + " x " + artifactType(a))));
    }
    if (!p.abilities().isEmpty()) {
      out.append("; Sonderfähigkeiten: ").append(list(p.abilities().map(GildedCompassTextDe::ability)));
    }
    if (!p.treasures().isEmpty()) {
      out.append("; versunkene Schätze im Wert von ").append(list(p.treasures().map(String::valueOf)));
    }
    if (p.missions().isDefined()) {
      if (!p.missions().get().isEmpty()) {
        out.append("; Missionsplättchen: ").append(list(p.missions().get().map(GildedCompassTextDe::mission)));
      }
    } else if (p.missionCount() > 0) {
      out.append("; ").append(count(p.missionCount(), "verdecktes Missionsplättchen", "verdeckte Missionsplättchen"));
    }
    if (p.items().isDefined()) {
      if (!p.items().get().isEmpty()) {
        out.append("; magische Gegenstände: ").append(list(p.items().get().map(GildedCompassTextDe::item)));
      }
    } else if (p.itemCount() > 0) {
      out.append("; ").append(count(p.itemCount(), "verdeckter magischer Gegenstand", "verdeckte magische Gegenstände"));
    }
    if (p.drawnTreasures().isDefined()) {
      if (!p.drawnTreasures().get().isEmpty()) {
        out.append("; in dieser Runde gezogene versunkene Schätze im Wert von ")
            .append(list(p.drawnTreasures().get().map(String::valueOf)));
      }
    } else if (p.drawnTreasureCount() > 0) {
      out.append("; ").append(count(p.drawnTreasureCount(), "versunkener Schatz", "versunkene Schätze"))
          .append(" in dieser Runde verdeckt gezogen");
    }
    if (p.chalices().isDefined()) {
      if (!p.chalices().get().isEmpty()) {
        out.append("; Kelche: ").append(list(p.chalices().get().map(GildedCompassTextDe::chalice)));
      }
    } else if (!p.chaliceBacks().isEmpty()) {
      out.append("; verdeckte Kelche: ").append(list(p.chaliceBacks().map(GildedCompassTextDe::back)));
    }
    if (p.collection().isDefined()) {
      out.append("; private Sammlung: ").append(collection(p.collection().get()));
    } else if (p.hasCollection() && seat != v.observer()) {
      out.append("; eine geheime private Sammlung");
    }
    return out.toString();
  }

  private static String now(GildedCompassView v) {
    String who = seatName(v.phase().seat());
    return switch (v.phase()) {
      case Phase.LittleHelpOffer o -> who + " kann Kleine Hilfe nutzen.";
      case Phase.TimelessGiftOffer o -> who + " kann Ein zeitloses Geschenk für einen zusätzlichen Zug nutzen.";
      case Phase.AllyOffer o -> who + " kann vor der Auswertung des Archivs Verbündeter im Innern nutzen.";
      case Phase.Turn t -> who + (t.extra() ? " (zusätzlicher Zug)" : "") + " hat " + dice(t.own(), t.black(), t.dummy())
          + " gewürfelt" + (t.marked().isEmpty() ? "" : "; zum Neuwürfeln gewählt: " + dice(t.marked().own(),
              t.marked().black(), t.marked().dummy())) + (t.placedOwn() ? "; eigene Würfel in diesem Zug eingesetzt" : "")
          + (t.placedDummy() ? "; Dummywürfel in diesem Zug eingesetzt" : "") + ".";
      case Phase.ChooseArtifacts o -> who + " (Platz " + o.place() + ") behält im Auktionshaus "
          + count(o.keep(), "Artefakt", "Artefakte") + ".";
      case Phase.ChooseMission o -> who + " (Platz " + o.place() + ") behält in der Schatzjägergilde ein Missionsplättchen.";
      case Phase.ChooseMap o -> who + " wählt im Archiv eine antike Karte.";
      case Phase.ChooseAbility o -> who + " wählt bei den Illuminati eine Sonderfähigkeit.";
      case Phase.ChooseTreasures o -> who + " behält " + count(o.keep(), "versunkenen Schatz", "versunkene Schätze") + ".";
      case Phase.ChooseSpecialist o -> who + " wählt in der Universität einen Spezialisten (Eingang " + (o.entrance() + 1)
          + ").";
      case Phase.Assigning o -> who + " ordnet Spezialisten den Karten zu.";
      case Phase.GameOver o -> "Das Spiel ist zu Ende.";
    };
  }

  private static String library(GildedCompassView v) {
    Vector<String> parts = v.board().library().zipWithIndex().filter(t -> t._1 > 0)
        .map(t -> seatName(t._2) + " " + count(t._1, "Würfel", "Würfel"));
    if (v.board().libraryDummy() > 0) {
      parts = parts.append("Dummyspieler " + count(v.board().libraryDummy(), "Würfel", "Würfel"));
    }
    return parts.isEmpty() ? "keine Würfel" : list(parts);
  }

  private static String entrances(Vector<Die> row, int entrances) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < entrances; i++) {
      out.append(i == 0 ? "" : ", ")
          .append(i < row.size() ? row.get(i).value() + " (" + ownerName(row.get(i).owner()) + ")" : "frei");
    }
    return out.toString();
  }

  private static String tower(Vector<Die> tower) {
    if (tower.forAll(Die::empty)) {
      return "keine Würfel";
    }
    StringBuilder out = new StringBuilder();
    String[] halves = {"linke Hälfte (1-3)", "rechte Hälfte (4-6)"};
    for (int half = 0; half < 2; half++) {
      out.append(half == 0 ? "" : "; ").append(halves[half]);
      for (int floor = 0; floor < 3; floor++) {
        Die d = tower.get(half * 3 + floor);
        out.append(floor == 0 ? " " : ", ").append(floor + 1).append(". Stock ")
            .append(d.empty() ? "leer" : d.value() + " (" + ownerName(d.owner()) + ")");
      }
    }
    return out.toString();
  }

  private static String groups(Vector<DiceGroup> groups) {
    return list(groups.map(g -> ownerName(g.owner()) + " mit " + dice(g.dice())));
  }

  // ---------------------------------------------------------------- action parts

  private static Ability offered(GildedCompassState state) {
    if (state == null) {
      return Ability.LITTLE_HELP;
    }
    return switch (state.phase()) {
      case Phase.TimelessGiftOffer o -> Ability.TIMELESS_GIFT;
      case Phase.AllyOffer o -> Ability.ALLY_ON_THE_INSIDE;
      default -> Ability.LITTLE_HELP;
    };
  }

  private static String archivesGroup(GildedCompassState state, int group) {
    if (state == null || group < 0 || group >= state.board().archives().size()) {
      return "Nr. " + (group + 1);
    }
    ArchivesGroup g = state.board().archives().get(group);
    return "aus " + sameDice(g.size(), g.value());
  }

  /** Where and how the dice go, with the verb: " als neue Straße ins Auktionshaus einsetzen". */
  private static String placement(GildedCompassState state, Building building, int target, boolean own) {
    String at = " " + at(building) + " einsetzen";
    if (building == Building.HIDDEN_TEMPLE) {
      return target < 0 ? at : " auf Feld " + (target + 1) + at;
    }
    if (target < 0) {
      return (building == Building.ARCHIVES ? " als neue Gruppe" : building.straights() ? " als neue Straße" : "") + at;
    }
    String whose = own ? "deine" : "die";
    String dummys = own ? "" : " des Dummyspielers";
    if (state != null && building == Building.ARCHIVES && target < state.board().archives().size()) {
      ArchivesGroup g = state.board().archives().get(target);
      return at + " und an " + whose + " Gruppe" + dummys + " aus " + sameDice(g.size(), g.value()) + " anhängen";
    }
    if (state != null && building.straights() && target < state.board().straights().size()) {
      return at + " und " + whose + " Straße" + dummys + " " + straight(state.board().straights().get(target)) + " erweitern";
    }
    return at;
  }

  private static String willToWin(Building building, int selector) {
    if (selector == 0) {
      return "";
    }
    String lost = switch (building) {
      case ARCHIVES -> "einen Würfel";
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> selector == 1 ? "ihren niedrigsten Würfel" : "ihren höchsten Würfel";
      default -> "eine " + selector;
    };
    return ", mit Siegeswille: die gleiche Kombination des Gegners verliert " + lost + " an die Bibliothek";
  }

  private static String nextSpecialist(GildedCompassState state) {
    if (state != null && state.phase() instanceof Phase.Assigning a) {
      Vector<Specialist> specialists = state.player(a.seat()).specialists();
      if (a.partial().size() < specialists.size()) {
        return "Spezialist " + specialist(specialists.get(a.partial().size()));
      }
    }
    return "Den nächsten Spezialisten";
  }

  private static String host(GildedCompassState state, int host) {
    if (state != null && state.phase() instanceof Phase.Assigning a) {
      Vector<Host> hosts = Hosts.of(state.player(a.seat()));
      if (host >= 0 && host < hosts.size()) {
        Host h = hosts.get(host);
        return switch (h.kind()) {
          case REGULAR -> "der antiken Karte " + region(h.first()) + " " + h.low() + "/" + h.high();
          case ABANDONED -> "der Verlassenen Ausgrabungsstätte " + h.low() + "/" + h.high();
          case DUAL -> "der Doppelkarte " + region(h.first()) + "/" + region(h.second());
          case SECRET -> "der Geheimkarte";
        } + " (Karte Nr. " + (host + 1) + ")";
      }
    }
    return "Karte Nr. " + (host + 1);
  }

  private static String markedSoFar(GildedCompassState state) {
    if (state != null && state.phase() instanceof Phase.Turn turn && !turn.marked().isEmpty()) {
      Phase.Marked m = turn.marked();
      return " (bisher gewählt: " + dice(m.own(), m.black(), m.dummy()) + ")";
    }
    return "";
  }

  // ---------------------------------------------------------------- words

  private static String dice(Pips pips) {
    return pips.isEmpty() ? "keine Würfel" : GildedCompassText.dice(pips);
  }

  private static String dice(Pips own, Pips black, Pips dummy) {
    String text = own.isEmpty() && (!black.isEmpty() || !dummy.isEmpty()) ? "" : dice(own);
    if (!black.isEmpty()) {
      text += (text.isEmpty() ? "" : ", ") + "schwarz " + dice(black);
    }
    if (!dummy.isEmpty()) {
      text += (text.isEmpty() ? "" : ", ") + "Dummywürfel " + dice(dummy);
    }
    return text;
  }

  /** One die of a kind, in the accusative: "einen Würfel", "einen Dummywürfel". */
  private static String die(DieKind kind) {
    return switch (kind) {
      case OWN -> "einen Würfel";
      case BLACK -> "einen schwarzen Würfel";
      case DUMMY -> "einen Dummywürfel";
    };
  }

  private static String sameDice(int size, int value) {
    return size == 1 ? "einer " + value : size + " x " + value;
  }

  private static String straight(Straight st) {
    StringBuilder out = new StringBuilder().append(st.low());
    for (int v = st.low() + 1; v <= st.high(); v++) {
      out.append('-').append(v);
    }
    return out.toString();
  }

  /** The building with a preposition, as in "ins Archiv einsetzen". */
  private static String at(Building b) {
    return switch (b) {
      case ARCHIVES -> "ins Archiv";
      case UNIVERSITY -> "in die Universität";
      case LIBRARY -> "in die Bibliothek";
      case AUCTION_HOUSE -> "ins Auktionshaus";
      case TREASURE_HUNTERS_GUILD -> "in die Schatzjägergilde";
      case HIDDEN_TEMPLE -> "in den Geheimen Tempel";
      case ILLUMINATI -> "auf die Illuminati";
      case SUNKEN_GALLEON -> "auf die Versunkene Galeone";
      case TREASURE_TOWER -> "in den Schatzturm";
    };
  }

  private static String from(Building b) {
    return switch (b) {
      case ARCHIVES -> "aus dem Archiv";
      case UNIVERSITY -> "aus der Universität";
      case LIBRARY -> "aus der Bibliothek";
      case AUCTION_HOUSE -> "aus dem Auktionshaus";
      case TREASURE_HUNTERS_GUILD -> "aus der Schatzjägergilde";
      case HIDDEN_TEMPLE -> "aus dem Geheimen Tempel";
      case ILLUMINATI -> "von den Illuminati";
      case SUNKEN_GALLEON -> "von der Versunkenen Galeone";
      case TREASURE_TOWER -> "aus dem Schatzturm";
    };
  }

  static String region(Region r) {
    return switch (r) {
      case POMPEII -> "Tempel von Pompeii";
      case ATLANTIS -> "Atlantis";
      case JUNGLE -> "Dschungelruinen";
      case PHARAOHS -> "Grab der Pharaonen";
      case GODS -> "Turm der Götter";
      case DARK -> "Dunkler Tempel";
      case ANY -> "beliebige Farbe";
    };
  }

  static String map(MapTile m) {
    return (m.abandoned() ? "Verlassene Ausgrabungsstätte" : "antike Karte " + region(m.region())) + " (" + m.low() + "/"
        + m.high() + " Gold)";
  }

  /** A map where the context says it is one: "Tempel von Pompeii 1/2 Gold". */
  private static String shortMap(MapTile m) {
    return (m.abandoned() ? "Verlassene Ausgrabungsstätte" : region(m.region())) + " " + m.low() + "/" + m.high() + " Gold";
  }

  static String specialist(Specialist s) {
    return (s.type() == Tiles.SpecialistType.CARTOGRAPHER ? "Kartenzeichner " : "Ausgräber ") + region(s.region()) + " "
        + s.value();
  }

  static String item(MagicItem item) {
    String type = item.type() == Tiles.SpecialistType.CARTOGRAPHER ? "Kartenzeichner" : "Ausgräber";
    return item.tool() ? "Werkzeug der Macht für " + type : "magischer Gegenstand für " + type + " " + region(item.region());
  }

  static String artifact(ArtifactType a) {
    return a == ArtifactType.COVETED ? "ein begehrtes Artefakt" : "Artefakt " + artifactType(a);
  }

  private static String artifactType(ArtifactType a) {
    return switch (a) {
      case DESERT -> "Wüste";
      case JUNGLE -> "Dschungel";
      case WATER -> "Wasser";
      case FIRE -> "Feuer";
      case HOLY -> "Heilig";
      case DARKNESS -> "Dunkelheit";
      case COVETED -> "begehrt";
    };
  }

  private static String collection(PrivateCollection c) {
    return "4 Gold je Artefakt " + artifactType(c.favourite()) + ", 2 Gold je Artefakt " + artifactType(c.second())
        + ", 1 Gold je anderem";
  }

  static String mission(Mission m) {
    String name = switch (m.kind()) {
      case DUAL_MAP -> "Doppelkarte";
      case SECRET_MAP -> "Geheimkarte";
      case BROADEN_YOUR_EXPERTISE -> "Kenntnisse gewinnen";
      case CONGREGATE_CARTOGRAPHERS -> "Zusammenkunft der Kartenzeichner";
      case DIVE_FOR_DOUBLOONS -> "Nach Dublonen tauchen";
      case EMBRACE_THE_GUILD -> "Der Gilde beitreten";
      case FIND_THE_MAPS -> "Karten finden";
      case GATHER_THE_EXCAVATORS -> "Zusammenkunft der Ausgräber";
      case HIRE_THE_RIGHT_HUNTERS -> "Die richtigen Schatzjäger anheuern";
      case JOIN_THE_ILLUMINATI -> "Den Illuminati beitreten";
      case LOOT_THE_TOWER -> "Beute aus dem Turm";
      case RAID_THE_TEMPLE -> "Tempel ausrauben";
      case RECRUIT_SPECIALISTS -> "Spezialisten rekrutieren";
      case SCOUR_THE_GLOBE -> "Rund um die Welt";
      case SECOND_OPINION -> "Zweite Meinung";
      case UNITE_THE_SPECIALISTS -> "Spezialisten vereinen";
    };
    return m.kind() == Tiles.MissionKind.DUAL_MAP ? name + " (" + region(m.first()) + "/" + region(m.second()) + ")" : name;
  }

  static String ability(Ability a) {
    return switch (a) {
      case TIMELESS_GIFT -> "Ein zeitloses Geschenk";
      case WILL_TO_WIN -> "Siegeswille";
      case LITTLE_HELP -> "Kleine Hilfe";
      case PERSUASION -> "Überzeugungskraft";
      case ALLY_ON_THE_INSIDE -> "Verbündeter im Innern";
    };
  }

  private static String back(ChaliceBack b) {
    return switch (b) {
      case BRONZE -> "Bronze";
      case SILVER -> "Silber";
      case GOLD -> "Gold";
    };
  }

  private static String chalice(Chalice c) {
    return (c.fragment() ? "Kelchbruchstück " : "Kelch ") + back(c.back()) + " (" + c.value() + " Gold)";
  }

  static String name(Building b) {
    return switch (b) {
      case ARCHIVES -> "Archiv";
      case UNIVERSITY -> "Universität";
      case LIBRARY -> "Bibliothek";
      case AUCTION_HOUSE -> "Auktionshaus";
      case TREASURE_HUNTERS_GUILD -> "Schatzjägergilde";
      case HIDDEN_TEMPLE -> "Geheimer Tempel";
      case ILLUMINATI -> "Illuminati";
      case SUNKEN_GALLEON -> "Versunkene Galeone";
      case TREASURE_TOWER -> "Schatzturm";
    };
  }

  private static String count(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  private static String list(Vector<String> parts) {
    return parts.isEmpty() ? "keine" : parts.mkString(", ");
  }

  private static String seatName(int seat) {
    return "Spieler " + (seat + 1);
  }

  private static String ownerName(int owner) {
    return owner == Owner.DUMMY ? "Dummyspieler" : seatName(owner);
  }

  /** "of" an owner: "von Spieler 2", "des Dummyspielers". */
  private static String genitive(int owner) {
    return owner == Owner.DUMMY ? "des Dummyspielers" : "von " + seatName(owner);
  }
}
