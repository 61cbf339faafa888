package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import org.spielwerk.core.GameText;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.Decline;
import org.spielwerk.gildedcompass.GildedCompassAction.EndTurn;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepMission;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassAction.LeaveUnassigned;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.GildedCompassAction.Reroll;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.GildedCompassAction.UseLittleHelp;
import org.spielwerk.gildedcompass.GildedCompassAction.UseTimelessGift;
import org.spielwerk.gildedcompass.GildedCompassEvent.*;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/** English words for actions, events and views, for logs and the terminal. */
public final class GildedCompassText implements GameText<GildedCompassState, GildedCompassAction,
    GildedCompassEvent, GildedCompassView> {

  @Override
  public String action(GildedCompassState state, GildedCompassAction action) {
    return switch (action) {
      case UseLittleHelp a -> "play A Little Help: take the 2 black dice this round";
      case UseTimelessGift a -> "play A Timeless Gift: take an extra turn";
      case UseAlly a -> "play Ally on the Inside: move Archives group " + a.group() + " up one place";
      case Decline a -> "decline";
      case MarkReroll a -> "re-roll a " + (a.kind() == DieKind.OWN ? "" : a.kind().name().toLowerCase() + " ")
          + a.value() + markedSoFar(state);
      case Reroll a -> "done: spend a knowledge token and re-roll" + markedSoFar(state);
      case Persuade a -> "play Persuasion: turn a " + a.kind().name().toLowerCase() + " " + a.from() + " into a " + a.to();
      case PersuadeSecond a -> "Persuasion, second die: turn a " + a.kind().name().toLowerCase() + " " + a.from()
          + " into a " + a.to();
      case Place a -> "place " + a.dice().text() + (a.black().isEmpty() ? "" : " (black " + a.black().text() + ")")
          + " on the " + name(a.building()) + target(a.building(), a.target()) + willToWin(a.willToWin());
      case PlaceDummy a -> "place dummy dice " + a.dice().text() + " on the " + name(a.building())
          + target(a.building(), a.target()) + willToWin(a.willToWin());
      case EndTurn a -> "end the turn, keeping the dummy dice";
      case TakeMap a -> "take the map " + map(a.map());
      case TakeSpecialist a -> "take the specialist " + specialist(a.specialist());
      case KeepArtifact a -> "keep a " + a.artifact().name().toLowerCase() + " artifact";
      case KeepMission a -> "keep the mission " + mission(a.mission());
      case TakeAbility a -> "take " + ability(a.ability());
      case KeepTreasure a -> "keep a sunken treasure worth " + a.value();
      case AssignSpecialist a -> "assign the next specialist to host " + a.host()
          + (a.item() == Assignment.ItemChoice.NONE ? "" : " with a " + a.item().name().toLowerCase() + " item");
      case LeaveUnassigned a -> "leave the next specialist unassigned";
    };
  }

  @Override
  public String event(GildedCompassEvent event) {
    return switch (event) {
      case GameStarted e -> e.players() + " players; buildings: Archives, University, Library, " + name(e.bBuilding())
          + e.cBuilding().map(c -> ", " + name(c)).getOrElse(" (no C building)") + (e.dummy() ? "; with the dummy" : "")
          + "; " + seatName(e.startSeat()) + " starts";
      case CollectionDealt e -> seatName(e.seat()) + "'s private collection: 4 gold for " + e.collection().favourite()
          + ", 2 gold for " + e.collection().second();
      case RoundStarted e -> "Round " + e.round() + ", start player " + seatName(e.startSeat());
      case MapsDisplayed e -> "Archives: " + e.maps().map(GildedCompassText::map).mkString(", ");
      case SpecialistsDisplayed e -> "University: " + e.specialists().map(GildedCompassText::specialist).mkString(", ");
      case ItemsLaidFaceDown e -> "Hidden Temple: " + e.count() + " magic items face down";
      case AbilitiesRevealed e -> "Illuminati: " + e.abilities().map(GildedCompassText::ability).mkString(", ");
      case AbilityPlayed e -> seatName(e.seat()) + " plays " + ability(e.ability());
      case OfferDeclined e -> seatName(e.seat()) + " does not play " + ability(e.ability());
      case TurnStarted e -> seatName(e.seat()) + (e.extra() ? " takes an extra turn" : "'s turn");
      case DiceRolled e -> seatName(e.seat()) + " rolls " + dice(e.own(), e.black(), e.dummy());
      case DiceRerolled e -> seatName(e.seat()) + " re-rolls " + dice(e.ownBefore(), e.blackBefore(), e.dummyBefore())
          + " and gets " + dice(e.ownAfter(), e.blackAfter(), e.dummyAfter());
      case DiePersuaded e -> seatName(e.seat()) + " turns a " + e.from() + " into a " + e.to();
      case DicePlaced e -> seatName(e.seat()) + " places " + (e.owner() == Owner.DUMMY ? "dummy dice " : "") + e.dice().text()
          + " on the " + name(e.building());
      case WillToWinUsed e -> seatName(e.seat()) + "'s Will to Win takes a " + e.value() + " from " + ownerName(e.victim());
      case DiceToLibrary e -> e.count() + " " + (e.count() == 1 ? "die" : "dice") + " of " + ownerName(e.owner())
          + " from the " + name(e.from()) + (e.takenBack() ? " taken back" : " to the Library");
      case TreasuresDrawn e -> seatName(e.seat()) + " draws " + e.count() + " sunken treasure(s)";
      case TreasuresSeen e -> "you drew sunken treasures worth " + e.values().mkString(", ");
      case DummyTreasuresDrawn e -> e.count() + " sunken treasure(s) drawn for dummy dice";
      case TreasureStackReshuffled e -> "the " + e.count() + " set-aside sunken treasures form a new stack";
      case RoundEndTriggered e -> seatName(e.seat()) + " placed the last die: the round ends with the last seat";
      case TurnEnded e -> seatName(e.seat()) + " ends the turn";
      case UnplacedDiceCollected e -> seatName(e.seat()) + ": " + e.toLibrary() + " unplaced dice to the Library"
          + (e.blackLost() > 0 ? ", " + e.blackLost() + " black dice lost" : "");
      case BuildingResolved e -> "Resolving the " + name(e.building());
      case AllyUsed e -> seatName(e.seat()) + "'s Ally on the Inside moves group " + e.group() + " up";
      case MapTaken e -> seatName(e.seat()) + " takes " + map(e.map());
      case MapRemoved e -> "the dummy removes " + map(e.map());
      case MapsSetAside e -> "set aside: " + e.maps().map(GildedCompassText::map).mkString(", ");
      case SpecialistTaken e -> seatName(e.seat()) + " takes " + specialist(e.specialist());
      case SpecialistRemoved e -> "the dummy removes " + specialist(e.specialist());
      case SpecialistsSetAside e -> "set aside: " + e.specialists().map(GildedCompassText::specialist).mkString(", ");
      case ArtifactsDrawn e -> seatName(e.seat()) + " (place " + e.place() + ") draws " + e.count() + " artifact(s)";
      case ArtifactsSeen e -> "you drew " + e.artifacts().mkString(", ");
      case ArtifactKept e -> seatName(e.seat()) + " keeps a " + e.artifact() + " artifact";
      case ArtifactsDiscarded e -> "discarded: " + e.artifacts().mkString(", ");
      case ArtifactsRemoved e -> "the dummy removes " + e.artifacts().mkString(", ");
      case MissionsReceived e -> seatName(e.seat()) + " (place " + e.place() + ") gets " + e.count() + " mission(s)"
          + (e.from() >= 0 ? " from " + seatName(e.from()) : "");
      case MissionsSeen e -> "your missions to choose from: " + e.missions().map(GildedCompassText::mission).mkString(", ");
      case MissionKept e -> seatName(e.seat()) + " keeps a mission";
      case MissionsPutUnder e -> e.count() + " mission(s) go under the stack";
      case MissionRemoved e -> "the dummy removes a mission face down";
      case ItemTaken e -> seatName(e.seat()) + " takes a magic item";
      case ItemSeen e -> "you took a magic item: " + item(e.item());
      case ItemRemoved e -> "the dummy removes a magic item face down";
      case ItemsSetAside e -> "set aside: " + e.items().map(GildedCompassText::item).mkString(", ");
      case AbilityTaken e -> seatName(e.seat()) + " takes " + ability(e.ability());
      case AbilityRemoved e -> "the dummy removes " + ability(e.ability());
      case AbilitiesSetAside e -> "set aside: " + e.abilities().map(GildedCompassText::ability).mkString(", ");
      case TreasuresKept e -> seatName(e.seat()) + " keeps sunken treasures " + e.values().mkString(", ");
      case TreasuresDiscarded e -> seatName(e.seat()) + " sets " + e.count() + " sunken treasure(s) aside"
          + (e.faceUpValues().isEmpty() ? "" : ": " + e.faceUpValues().mkString(", "));
      case ChaliceDrawn e -> seatName(e.seat()) + " draws a " + e.back().name().toLowerCase() + " chalice";
      case ChaliceSeen e -> "you drew a chalice worth " + e.chalice().value() + (e.chalice().fragment() ? " (fragment)" : "");
      case TokensGained e -> seatName(e.seat()) + " gains " + e.count() + " knowledge token(s)";
      case StartPlayerPassed e -> seatName(e.seat()) + " becomes start player";
      case HoldingsRevealed e -> seatName(e.seat()) + " reveals missions " + e.missions().map(GildedCompassText::mission)
          .mkString(", ") + "; items " + e.items().mkString(", ") + "; chalices " + e.chalices().map(c -> "" + c.value()).mkString(",");
      case SpecialistAssigned e -> seatName(e.seat()) + " assigns " + specialist(e.specialist())
          + (e.host() < 0 ? " nowhere" : " to host " + e.host()) + (e.item() == Assignment.ItemChoice.NONE ? "" : " with an item");
      case AssignmentMade e -> seatName(e.seat()) + (e.automatic() ? "'s specialists are assigned optimally" : " has assigned");
      case GameEnded e -> "Game over: " + e.scores().zipWithIndex().map(t -> seatName(t._2) + " " + t._1.total()
          + " gold (rank " + (e.ranks().get(t._2) + 1) + ")").mkString(", ");
    };
  }

  @Override
  public String view(GildedCompassView v) {
    StringBuilder out = new StringBuilder();
    out.append("Round ").append(v.round().number()).append(", start player ").append(seatName(v.round().startSeat()))
        .append(", you are ").append(seatName(v.observer())).append('\n');
    out.append("Archives: maps ").append(v.board().maps().map(GildedCompassText::map).mkString(", "))
        .append("; groups ").append(v.board().archives().map(g -> ownerName(g.owner()) + " " + g.size() + "x" + g.value())
            .mkString(", ")).append('\n');
    out.append("University: ").append(v.board().specialists().map(GildedCompassText::specialist).mkString(", "))
        .append("; row ").append(v.board().university().map(GildedCompassText::die).mkString(" ")).append('\n');
    out.append("Library: ").append(v.board().library().mkString(" ")).append('\n');
    out.append(name(v.bBuilding())).append(": ").append(v.board().straights()
        .map(st -> ownerName(st.owner()) + " " + st.low() + "-" + st.high()).mkString(", ")).append('\n');
    if (v.cBuilding().isDefined()) {
      out.append(name(v.cBuilding().get())).append(": ");
      switch (v.cBuilding().get()) {
        case HIDDEN_TEMPLE -> out.append(v.board().temple().map(t -> t.owner() == Owner.NOBODY ? "free"
            : ownerName(t.owner()) + (t.lowerDie() == 2 ? " 2+5" : " 1+6")).mkString(", "));
        case ILLUMINATI -> out.append(v.board().abilities().map(GildedCompassText::ability).mkString(", "))
            .append("; groups ").append(groups(v.board().illuminati()));
        case SUNKEN_GALLEON -> out.append(groups(v.board().galleon()));
        case TREASURE_TOWER -> out.append("left ").append(v.board().tower().take(3).map(GildedCompassText::die).mkString("/"))
            .append(", right ").append(v.board().tower().drop(3).map(GildedCompassText::die).mkString("/"));
        default -> {
        }
      }
      out.append('\n');
    }
    for (int seat = 0; seat < v.players().size(); seat++) {
      PlayerView p = v.players().get(seat);
      out.append(seatName(seat)).append(": ").append(p.tokens()).append(p.tokens() == 1 ? " token, dice " : " tokens, dice ").append(p.ownDice())
          .append(p.dummyDice() > 0 ? " +" + p.dummyDice() + " dummy" : "").append("; maps ")
          .append(p.maps().map(GildedCompassText::map).mkString(", ")).append("; specialists ")
          .append(p.specialists().map(GildedCompassText::specialist).mkString(", "));
      if (!p.artifacts().isEmpty()) {
        out.append("; artifacts ").append(p.artifacts().mkString(","));
      }
      if (!p.abilities().isEmpty()) {
        out.append("; abilities ").append(p.abilities().map(GildedCompassText::ability).mkString(", "));
      }
      if (!p.treasures().isEmpty()) {
        out.append("; treasures ").append(p.treasures().mkString(","));
      }
      p.missions().forEach(m -> out.append("; missions ").append(m.map(GildedCompassText::mission).mkString(", ")));
      p.items().forEach(i -> out.append("; items ").append(i.mkString(", ")));
      p.chalices().forEach(c -> out.append("; chalices ").append(c.map(x -> "" + x.value()).mkString(",")));
      p.collection().forEach(c -> out.append("; collection 4:").append(c.favourite()).append(" 2:").append(c.second()));
      out.append('\n');
    }
    if (v.phase() instanceof Phase.Turn t) {
      out.append(seatName(t.seat())).append(" rolled ").append(dice(t.own(), t.black(), t.dummy())).append('\n');
    }
    if (!v.artifactsInHand().isEmpty()) {
      out.append("Artifacts in hand: ").append(v.artifactsInHand().mkString(", ")).append('\n');
    }
    if (!v.missionsInHand().isEmpty()) {
      out.append("Missions in hand: ").append(v.missionsInHand().map(GildedCompassText::mission).mkString(", ")).append('\n');
    }
    if (!v.scores().isEmpty()) {
      out.append("Final gold: ").append(v.scores().map(ScoreSheet::total).mkString(", ")).append('\n');
    }
    return out.toString();
  }

  private static String groups(Vector<DiceGroup> groups) {
    return groups.map(g -> ownerName(g.owner()) + " " + g.dice().text()).mkString(", ");
  }

  private static String die(Die d) {
    return d.empty() ? "." : d.value() + (d.owner() == Owner.DUMMY ? "D" : String.valueOf((char) ('A' + d.owner())));
  }

  /** The dice already marked for a re-roll, if any. */
  private static String markedSoFar(GildedCompassState state) {
    if (state != null && state.phase() instanceof Phase.Turn turn && !turn.marked().isEmpty()) {
      Phase.Marked m = turn.marked();
      return " (marked: " + dice(m.own(), m.black(), m.dummy()) + ")";
    }
    return "";
  }

  private static String dice(Pips own, Pips black, Pips dummy) {
    return own.text() + (black.isEmpty() ? "" : " black " + black.text()) + (dummy.isEmpty() ? "" : " dummy " + dummy.text());
  }

  private static String target(Building building, int target) {
    if (target < 0) {
      return building == Building.ARCHIVES || building.straights() ? " (new)" : "";
    }
    return building == Building.HIDDEN_TEMPLE ? " space " + (target + 1) : " (adding to #" + target + ")";
  }

  private static String willToWin(int selector) {
    return selector == 0 ? "" : " with Will to Win (" + selector + ")";
  }

  static String map(MapTile m) {
    return (m.abandoned() ? "abandoned dig site" : m.region().name().toLowerCase() + " map") + " " + m.low() + "/" + m.high();
  }

  static String item(Tiles.MagicItem item) {
    return (item.tool() ? "tool of power" : item.region().name().toLowerCase()) + " " + item.type().name().toLowerCase();
  }

  static String specialist(Specialist s) {
    return s.region().name().toLowerCase() + " " + s.type().name().toLowerCase() + " " + s.value();
  }

  static String mission(Mission m) {
    String name = m.kind().name().toLowerCase().replace('_', ' ');
    return m.kind() == Tiles.MissionKind.DUAL_MAP ? name + " " + m.first() + "/" + m.second() : name;
  }

  static String ability(Tiles.Ability a) {
    return switch (a) {
      case TIMELESS_GIFT -> "A Timeless Gift";
      case WILL_TO_WIN -> "Will to Win";
      case LITTLE_HELP -> "A Little Help";
      case PERSUASION -> "Persuasion";
      case ALLY_ON_THE_INSIDE -> "Ally on the Inside";
    };
  }

  static String name(Building b) {
    return switch (b) {
      case ARCHIVES -> "Archives";
      case UNIVERSITY -> "University";
      case LIBRARY -> "Library";
      case AUCTION_HOUSE -> "Auction House";
      case TREASURE_HUNTERS_GUILD -> "Treasure Hunters' Guild";
      case HIDDEN_TEMPLE -> "Hidden Temple";
      case ILLUMINATI -> "Illuminati";
      case SUNKEN_GALLEON -> "Sunken Galleon";
      case TREASURE_TOWER -> "Treasure Tower";
    };
  }

  private static String seatName(int seat) {
    return "Player " + (seat + 1);
  }

  private static String ownerName(int owner) {
    return owner == Owner.DUMMY ? "the dummy" : seatName(owner);
  }
}
