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
 * English words for actions, events and views, for logs and the terminal, in the terms of the
 * English spec (Archives, University, Library, knowledge tokens, ancient maps, specialists, ...).
 */
public final class GildedCompassText implements GameText<GildedCompassState, GildedCompassAction,
    GildedCompassEvent, GildedCompassView> {

  /**
   * Worded from the view alone: on a position dealt from the view, since the words of an action read only
   * what the seat to move may see (the leak property of the text tests proves it).
   */
  @Override
  public String actionFromView(GildedCompassView view, GildedCompassAction action) {
    return action(Visibility.fromView(view, 0L), action);
  }

  /** Never throws: an action the rules forbid here may point nowhere; then its kind is worded. */
  @Override
  public String action(GildedCompassState state, GildedCompassAction action) {
    return org.spielwerk.core.SafeWords.orKind(() -> words(state, action), action, " (not possible here)");
  }

  private String words(GildedCompassState state, GildedCompassAction action) {
    return switch (action) {
      case UseLittleHelp a -> "Play A Little Help: take the 2 black dice this round";
      case UseTimelessGift a -> "Play A Timeless Gift: take an extra turn";
      case UseAlly a -> "Play Ally on the Inside: your Archives group " + archivesGroup(state, a.group())
          + " moves up one place";
      case Decline a -> "Do not play " + ability(offered(state));
      case MarkReroll a -> "Re-roll " + (a.kind() == DieKind.OWN ? "a " : "a " + kind(a.kind()) + " ") + a.value()
          + markedSoFar(state);
      case Reroll a -> "Done choosing: spend a knowledge token and re-roll" + markedSoFar(state);
      case Persuade a -> "Play Persuasion: turn " + (a.kind() == DieKind.OWN ? "a " : "a " + kind(a.kind()) + " ")
          + a.from() + " into a " + a.to();
      case PersuadeSecond a -> "Persuasion, second die: turn " + (a.kind() == DieKind.OWN ? "a " : "a " + kind(a.kind())
          + " ") + a.from() + " into a " + a.to();
      case Place a -> "Place " + dice(a.dice()) + (a.black().isEmpty() ? "" : " (black: " + dice(a.black()) + ")")
          + " " + at(a.building()) + target(state, a.building(), a.target(), true) + willToWin(a.building(), a.willToWin());
      case PlaceDummy a -> "Place the dummy's " + dice(a.dice()) + " " + at(a.building())
          + target(state, a.building(), a.target(), false) + willToWin(a.building(), a.willToWin());
      case EndTurn a -> "End the turn and keep the dummy dice";
      case TakeMap a -> "Take the " + map(a.map());
      case TakeSpecialist a -> "Take the " + specialist(a.specialist());
      case KeepArtifact a -> "Keep " + artifact(a.artifact());
      case KeepMission a -> "Keep the mission " + mission(a.mission());
      case TakeAbility a -> "Take " + ability(a.ability());
      case KeepTreasure a -> "Keep a sunken treasure worth " + a.value() + " gold";
      case AssignSpecialist a -> "Assign " + nextSpecialist(state) + " to " + host(state, a.host())
          + switch (a.item()) {
            case NONE -> "";
            case REGIONAL -> ", with a magic item";
            case TOOL -> ", with a Tool of Power";
          };
      case LeaveUnassigned a -> "Leave " + nextSpecialist(state) + " unassigned";
    };
  }

  @Override
  public String event(GildedCompassEvent event) {
    return switch (event) {
      case GameStarted e -> e.players() + " players; buildings: Archives, University, Library, " + name(e.bBuilding())
          + e.cBuilding().map(c -> ", " + name(c)).getOrElse(" (no C building)") + (e.dummy() ? "; with the dummy player" : "")
          + ". " + seatName(e.startSeat()) + " starts.";
      case CollectionDealt e -> seatName(e.seat()) + "'s private collection: " + collection(e.collection()) + ".";
      case RoundStarted e -> "--- Round " + e.round() + ", start player " + seatName(e.startSeat()) + " ---";
      case MapsDisplayed e -> "Archives: on display " + list(e.maps().map(GildedCompassText::map)) + ".";
      case SpecialistsDisplayed e -> "University: on display " + list(e.specialists().map(GildedCompassText::specialist)) + ".";
      case ItemsLaidFaceDown e -> "Hidden Temple: " + count(e.count(), "magic item", "magic items") + " laid face down.";
      case AbilitiesRevealed e -> "Illuminati: on display " + list(e.abilities().map(GildedCompassText::ability)) + ".";
      case AbilityPlayed e -> seatName(e.seat()) + " plays " + ability(e.ability()) + ".";
      case OfferDeclined e -> seatName(e.seat()) + " does not play " + ability(e.ability()) + ".";
      case TurnStarted e -> seatName(e.seat()) + (e.extra() ? " takes an extra turn." : "'s turn.");
      case DiceRolled e -> seatName(e.seat()) + " rolls " + dice(e.own(), e.black(), e.dummy()) + ".";
      case DiceRerolled e -> seatName(e.seat()) + " spends a knowledge token and re-rolls "
          + dice(e.ownBefore(), e.blackBefore(), e.dummyBefore()) + ", getting " + dice(e.ownAfter(), e.blackAfter(),
          e.dummyAfter()) + ".";
      case DiePersuaded e -> seatName(e.seat()) + " persuades a " + (e.kind() == DieKind.OWN ? "" : kind(e.kind()) + " ")
          + "die from " + e.from() + " to " + e.to() + ".";
      case DicePlaced e -> seatName(e.seat()) + " places " + (e.owner() == Owner.DUMMY ? "the dummy's " : "")
          + dice(e.dice()) + " " + at(e.building()) + ".";
      case WillToWinUsed e -> seatName(e.seat()) + "'s Will to Win sends " + possessive(e.victim()) + " " + e.value()
          + " " + from(e.building()) + " to the Library.";
      case DiceToLibrary e -> count(e.count(), "die", "dice") + " of " + ownerName(e.owner()) + " "
          + (e.takenBack() ? "taken back " + from(e.from()) + " (not to the Library)"
              : e.from() == Building.LIBRARY ? "now in the Library" : "moved " + from(e.from()) + " to the Library") + ".";
      case TreasuresDrawn e -> seatName(e.seat()) + " draws " + count(e.count(), "sunken treasure", "sunken treasures") + ".";
      case TreasuresSeen e -> "You drew sunken treasures worth " + list(e.values().map(String::valueOf)) + " gold.";
      case DummyTreasuresDrawn e -> count(e.count(), "sunken treasure", "sunken treasures")
          + " drawn face down for the dummy's dice.";
      case TreasureStackReshuffled e -> "The " + count(e.count(), "set-aside sunken treasure", "set-aside sunken treasures")
          + " are shuffled into a new stack.";
      case RoundEndTriggered e -> seatName(e.seat()) + " placed the last die: the round ends after the last player's turn.";
      case TurnEnded e -> seatName(e.seat()) + " ends the turn.";
      case UnplacedDiceCollected e -> seatName(e.seat()) + ": " + count(e.toLibrary(), "unplaced die", "unplaced dice")
          + " to the Library" + (e.blackLost() > 0 ? ", " + count(e.blackLost(), "black die", "black dice") + " lost" : "")
          + ".";
      case BuildingResolved e -> "Resolving the " + name(e.building()) + ".";
      case AllyUsed e -> seatName(e.seat()) + "'s Ally on the Inside moves their Archives group up one place.";
      case MapTaken e -> seatName(e.seat()) + " takes the " + map(e.map()) + ".";
      case MapRemoved e -> "The dummy removes the " + map(e.map()) + " from the game.";
      case MapsSetAside e -> "Maps nobody took, set aside: " + list(e.maps().map(GildedCompassText::map)) + ".";
      case SpecialistTaken e -> seatName(e.seat()) + " takes the " + specialist(e.specialist()) + ".";
      case SpecialistRemoved e -> "The dummy removes the " + specialist(e.specialist()) + " from the game.";
      case SpecialistsSetAside e -> "Specialists nobody took, set aside: "
          + list(e.specialists().map(GildedCompassText::specialist)) + ".";
      case ArtifactsDrawn e -> seatName(e.seat()) + " (place " + e.place() + ") draws "
          + count(e.count(), "artifact", "artifacts") + ".";
      case ArtifactsSeen e -> "You drew " + list(e.artifacts().map(GildedCompassText::artifact)) + ".";
      case ArtifactKept e -> seatName(e.seat()) + " keeps " + artifact(e.artifact()) + ".";
      case ArtifactsDiscarded e -> "Artifacts not kept, face up: " + list(e.artifacts().map(GildedCompassText::artifact)) + ".";
      case ArtifactsRemoved e -> "The dummy removes " + list(e.artifacts().map(GildedCompassText::artifact)) + ".";
      case MissionsReceived e -> seatName(e.seat()) + " (place " + e.place() + ") "
          + (e.from() >= 0 ? "receives " + count(e.count(), "mission", "missions") + " from " + seatName(e.from())
              : "draws " + count(e.count(), "mission", "missions")) + ".";
      case MissionsSeen e -> "Your missions to choose from: " + list(e.missions().map(GildedCompassText::mission)) + ".";
      case MissionKept e -> seatName(e.seat()) + " keeps a mission face down.";
      case MissionsPutUnder e -> count(e.count(), "mission goes", "missions go") + " face down under the stack.";
      case MissionRemoved e -> "The dummy removes a mission face down.";
      case ItemTaken e -> seatName(e.seat()) + " takes a magic item.";
      case ItemSeen e -> "Your magic item: " + item(e.item()) + ".";
      case ItemRemoved e -> "The dummy removes a magic item face down.";
      case ItemsSetAside e -> "Magic items of free spaces, set aside face up: " + list(e.items().map(GildedCompassText::item))
          + ".";
      case AbilityTaken e -> seatName(e.seat()) + " takes " + ability(e.ability()) + ".";
      case AbilityRemoved e -> "The dummy removes " + ability(e.ability()) + ".";
      case AbilitiesSetAside e -> "Abilities nobody took, set aside: " + list(e.abilities().map(GildedCompassText::ability))
          + ".";
      case TreasuresKept e -> seatName(e.seat()) + " keeps sunken treasures worth " + list(e.values().map(String::valueOf))
          + " gold.";
      case TreasuresDiscarded e -> seatName(e.seat()) + " sets " + count(e.count(), "sunken treasure", "sunken treasures")
          + " aside" + (e.faceUpValues().isEmpty() ? "" : " (worth " + list(e.faceUpValues().map(String::valueOf)) + ")")
          + ".";
      case ChaliceDrawn e -> seatName(e.seat()) + " draws a " + back(e.back()) + " chalice.";
      case ChaliceSeen e -> "You drew a " + chalice(e.chalice()) + ".";
      case TokensGained e -> seatName(e.seat()) + " gains " + count(e.count(), "knowledge token", "knowledge tokens") + ".";
      case StartPlayerPassed e -> seatName(e.seat()) + " becomes start player.";
      case HoldingsRevealed e -> seatName(e.seat()) + " reveals "
          + e.collection().map(c -> "the private collection (" + collection(c) + "); ").getOrElse("")
          + "missions: " + list(e.missions().map(GildedCompassText::mission))
          + "; magic items: " + list(e.items().map(GildedCompassText::item))
          + "; chalices: " + list(e.chalices().map(GildedCompassText::chalice)) + ".";
      case SpecialistAssigned e -> seatName(e.seat()) + (e.host() < 0
          ? " leaves the " + specialist(e.specialist()) + " unassigned"
          : " assigns the " + specialist(e.specialist()) + " to their map no. " + (e.host() + 1)
              + (e.item() == Assignment.ItemChoice.NONE ? "" : e.item() == Assignment.ItemChoice.TOOL
                  ? ", with a Tool of Power" : ", with a magic item")) + ".";
      case AssignmentMade e -> e.automatic() ? seatName(e.seat()) + "'s specialists are assigned as well as possible."
          : seatName(e.seat()) + " has assigned every specialist.";
      case GameEnded e -> "Game over: " + list(e.scores().zipWithIndex().map(t -> seatName(t._2) + " "
          + t._1.total() + " gold (" + ordinal(e.ranks().get(t._2) + 1) + ")")) + ".";
    };
  }

  @Override
  public String view(GildedCompassView v) {
    int n = v.players().size();
    StringBuilder out = new StringBuilder();
    out.append(v.phase() instanceof Phase.GameOver ? "The game is over" : "Round " + v.round().number() + " of "
        + (n <= 3 ? 6 : 5) + ", start player " + seatName(v.round().startSeat())).append("; you are ")
        .append(seatName(v.observer())).append(".\n");
    Vector<MapTile> maps = v.board().maps();
    out.append("Archives: maps on display: ").append(list(maps.map(GildedCompassText::shortMap)))
        .append("; dice groups: ").append(list(v.board().archives()
            .map(g -> ownerName(g.owner()) + " with " + sameDice(g.size(), g.value()))))
        .append('\n');
    out.append("University: specialists on display: ").append(list(v.board().specialists().map(GildedCompassText::specialist)))
        .append("; entrances from the left: ").append(entrances(v.board().university(), n + 2)).append('\n');
    out.append("Library: ").append(library(v)).append('\n');
    out.append(name(v.bBuilding())).append(": straights: ")
        .append(list(v.board().straights().map(st -> ownerName(st.owner()) + " with " + straight(st))));
    out.append('\n');
    if (v.cBuilding().isDefined()) {
      out.append(name(v.cBuilding().get())).append(": ");
      switch (v.cBuilding().get()) {
        case HIDDEN_TEMPLE -> out.append(v.board().temple().isEmpty() ? "no spaces this round"
            : list(v.board().temple().zipWithIndex().map(t -> "space " + (t._2 + 1) + " " + (t._1.owner() == Owner.NOBODY
                ? "free" : ownerName(t._1.owner()) + (t._1.lowerDie() == 2 ? " with 2+5" : " with 1+6")))));
        case ILLUMINATI -> out.append("abilities on display: ").append(list(v.board().abilities().map(GildedCompassText::ability)))
            .append("; dice groups: ").append(groups(v.board().illuminati()));
        case SUNKEN_GALLEON -> out.append("dice groups: ").append(groups(v.board().galleon()))
            .append("; ").append(count(v.supply().treasureStack(), "sunken treasure", "sunken treasures"))
            .append(" in the stack");
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
      out.append("Artifacts you drew: ").append(list(v.artifactsInHand().map(GildedCompassText::artifact))).append('\n');
    }
    if (!v.missionsInHand().isEmpty()) {
      out.append("Missions in your hand: ").append(list(v.missionsInHand().map(GildedCompassText::mission))).append('\n');
    }
    if (!v.scores().isEmpty()) {
      out.append("Final gold: ").append(list(v.scores().zipWithIndex().map(t -> seatName(t._2) + " " + t._1.total())))
          .append('\n');
    } else {
      out.append(now(v)).append('\n');
    }
    return out.toString();
  }

  // ---------------------------------------------------------------- view parts

  private static String player(GildedCompassView v, int seat) {
    PlayerView p = v.players().get(seat);
    StringBuilder out = new StringBuilder(seatName(seat)).append(seat == v.observer() ? " (you): " : ": ");
    out.append(count(p.tokens(), "knowledge token", "knowledge tokens")).append(", ")
        .append(count(p.ownDice(), "die", "dice")).append(" to place");
    if (p.blackDice() > 0) {
      out.append(", ").append(count(p.blackDice(), "black die", "black dice"));
    }
    if (p.dummyDice() > 0) {
      out.append(", ").append(count(p.dummyDice(), "dummy die", "dummy dice"));
    }
    out.append("; maps: ").append(list(p.maps().map(GildedCompassText::shortMap)));
    out.append("; specialists: ").append(list(p.specialists().map(GildedCompassText::specialist)));
    if (!p.artifacts().isEmpty()) {
      out.append("; artifacts: ").append(list(io.vavr.collection.Vector.of(ArtifactType.values())
          .filter(a -> p.artifacts().contains(a)).map(a -> p.artifacts().count(a::equals) + " " + artifactType(a))));
    }
    if (!p.abilities().isEmpty()) {
      out.append("; abilities: ").append(list(p.abilities().map(GildedCompassText::ability)));
    }
    if (!p.treasures().isEmpty()) {
      out.append("; sunken treasures worth ").append(list(p.treasures().map(String::valueOf)));
    }
    if (p.missions().isDefined()) {
      if (!p.missions().get().isEmpty()) {
        out.append("; missions: ").append(list(p.missions().get().map(GildedCompassText::mission)));
      }
    } else if (p.missionCount() > 0) {
      out.append("; ").append(count(p.missionCount(), "hidden mission", "hidden missions"));
    }
    if (p.items().isDefined()) {
      if (!p.items().get().isEmpty()) {
        out.append("; magic items: ").append(list(p.items().get().map(GildedCompassText::item)));
      }
    } else if (p.itemCount() > 0) {
      out.append("; ").append(count(p.itemCount(), "hidden magic item", "hidden magic items"));
    }
    if (p.drawnTreasures().isDefined()) {
      if (!p.drawnTreasures().get().isEmpty()) {
        out.append("; sunken treasures drawn this round worth ").append(list(p.drawnTreasures().get().map(String::valueOf)));
      }
    } else if (p.drawnTreasureCount() > 0) {
      out.append("; ").append(count(p.drawnTreasureCount(), "sunken treasure", "sunken treasures"))
          .append(" drawn this round, face down");
    }
    if (p.chalices().isDefined()) {
      if (!p.chalices().get().isEmpty()) {
        out.append("; chalices: ").append(list(p.chalices().get().map(GildedCompassText::chalice)));
      }
    } else if (!p.chaliceBacks().isEmpty()) {
      out.append("; face-down chalices: ").append(list(p.chaliceBacks().map(GildedCompassText::back)));
    }
    if (p.collection().isDefined()) {
      out.append("; private collection: ").append(collection(p.collection().get()));
    } else if (p.hasCollection() && seat != v.observer()) {
      out.append("; a secret private collection");
    }
    return out.toString();
  }

  /** What the game waits for. */
  private static String now(GildedCompassView v) {
    String who = seatName(v.phase().seat());
    return switch (v.phase()) {
      case Phase.LittleHelpOffer o -> who + " may play A Little Help.";
      case Phase.TimelessGiftOffer o -> who + " may play A Timeless Gift for an extra turn.";
      case Phase.AllyOffer o -> who + " may play Ally on the Inside before the Archives are resolved.";
      case Phase.Turn t -> who + (t.extra() ? " (extra turn)" : "") + " rolled " + dice(t.own(), t.black(), t.dummy())
          + (t.marked().isEmpty() ? "" : "; marked for a re-roll: " + dice(t.marked().own(), t.marked().black(),
              t.marked().dummy())) + (t.placedOwn() ? "; own dice placed this turn" : "")
          + (t.placedDummy() ? "; dummy dice placed this turn" : "") + ".";
      case Phase.ChooseArtifacts o -> who + " (place " + o.place() + ") keeps " + count(o.keep(), "artifact", "artifacts")
          + " in the Auction House.";
      case Phase.ChooseMission o -> who + " (place " + o.place() + ") keeps a mission in the Treasure Hunters' Guild.";
      case Phase.ChooseMap o -> who + " takes a map in the Archives.";
      case Phase.ChooseAbility o -> who + " takes an ability from the Illuminati.";
      case Phase.ChooseTreasures o -> who + " keeps " + count(o.keep(), "sunken treasure", "sunken treasures") + ".";
      case Phase.ChooseSpecialist o -> who + " takes a specialist in the University (entrance " + (o.entrance() + 1) + ").";
      case Phase.Assigning o -> who + " assigns specialists to maps.";
      case Phase.GameOver o -> "The game is over.";
    };
  }

  private static String library(GildedCompassView v) {
    Vector<String> parts = v.board().library().zipWithIndex().filter(t -> t._1 > 0)
        .map(t -> seatName(t._2) + " " + count(t._1, "die", "dice"));
    if (v.board().libraryDummy() > 0) {
      parts = parts.append("the dummy " + count(v.board().libraryDummy(), "die", "dice"));
    }
    return parts.isEmpty() ? "no dice" : list(parts);
  }

  private static String entrances(Vector<Die> row, int entrances) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < entrances; i++) {
      out.append(i == 0 ? "" : ", ")
          .append(i < row.size() ? row.get(i).value() + " (" + ownerName(row.get(i).owner()) + ")" : "free");
    }
    return out.toString();
  }

  private static String tower(Vector<Die> tower) {
    if (tower.forAll(Die::empty)) {
      return "no dice";
    }
    StringBuilder out = new StringBuilder();
    String[] halves = {"left half (1-3)", "right half (4-6)"};
    for (int half = 0; half < 2; half++) {
      out.append(half == 0 ? "" : "; ").append(halves[half]);
      for (int floor = 0; floor < 3; floor++) {
        Die d = tower.get(half * 3 + floor);
        out.append(floor == 0 ? " " : ", ").append("floor ").append(floor + 1).append(' ')
            .append(d.empty() ? "empty" : d.value() + " (" + ownerName(d.owner()) + ")");
      }
    }
    return out.toString();
  }

  private static String groups(Vector<DiceGroup> groups) {
    return list(groups.map(g -> ownerName(g.owner()) + " with " + dice(g.dice())));
  }

  // ---------------------------------------------------------------- action parts

  /** The ability an offer is about. */
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
      return "no. " + (group + 1);
    }
    ArchivesGroup g = state.board().archives().get(group);
    return "of " + sameDice(g.size(), g.value());
  }

  /** Where the dice go within the building. */
  private static String target(GildedCompassState state, Building building, int target, boolean own) {
    if (building == Building.HIDDEN_TEMPLE) {
      return target < 0 ? "" : ", space " + (target + 1);
    }
    if (target < 0) {
      return building == Building.ARCHIVES ? " as a new group" : building.straights() ? " as a new straight" : "";
    }
    String whose = own ? "your" : "the dummy's";
    if (state != null && building == Building.ARCHIVES && target < state.board().archives().size()) {
      ArchivesGroup g = state.board().archives().get(target);
      return ", adding to " + whose + " group of " + sameDice(g.size(), g.value());
    }
    if (state != null && building.straights() && target < state.board().straights().size()) {
      return ", extending " + whose + " straight " + straight(state.board().straights().get(target));
    }
    return ", adding to " + whose + " dice there";
  }

  private static String willToWin(Building building, int selector) {
    if (selector == 0) {
      return "";
    }
    String lost = switch (building) {
      case ARCHIVES -> "one die";
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> selector == 1 ? "its lowest die" : "its highest die";
      default -> "a " + selector;
    };
    return ", with Will to Win: the identical dice there lose " + lost + " to the Library";
  }

  private static String nextSpecialist(GildedCompassState state) {
    if (state != null && state.phase() instanceof Phase.Assigning a) {
      Vector<Specialist> specialists = state.player(a.seat()).specialists();
      if (a.partial().size() < specialists.size()) {
        return "the " + specialist(specialists.get(a.partial().size()));
      }
    }
    return "the next specialist";
  }

  private static String host(GildedCompassState state, int host) {
    if (state != null && state.phase() instanceof Phase.Assigning a) {
      Vector<Host> hosts = Hosts.of(state.player(a.seat()));
      if (host >= 0 && host < hosts.size()) {
        Host h = hosts.get(host);
        return switch (h.kind()) {
          case REGULAR -> "the " + region(h.first()) + " map " + h.low() + "/" + h.high();
          case ABANDONED -> "the abandoned dig site " + h.low() + "/" + h.high();
          case DUAL -> "the Dual Map " + region(h.first()) + "/" + region(h.second());
          case SECRET -> "the Secret Map";
        } + " (map no. " + (host + 1) + ")";
      }
    }
    return "map no. " + (host + 1);
  }

  private static String markedSoFar(GildedCompassState state) {
    if (state != null && state.phase() instanceof Phase.Turn turn && !turn.marked().isEmpty()) {
      Phase.Marked m = turn.marked();
      return " (marked so far: " + dice(m.own(), m.black(), m.dummy()) + ")";
    }
    return "";
  }

  // ---------------------------------------------------------------- words

  /** Dice values separated by spaces, e.g. "1 4 5 5". */
  static String dice(Pips pips) {
    if (pips.isEmpty()) {
      return "no dice";
    }
    StringBuilder out = new StringBuilder();
    for (int v = 1; v <= 6; v++) {
      for (int i = pips.count(v); i > 0; i--) {
        out.append(out.isEmpty() ? "" : " ").append(v);
      }
    }
    return out.toString();
  }

  private static String dice(Pips own, Pips black, Pips dummy) {
    String text = own.isEmpty() && (!black.isEmpty() || !dummy.isEmpty()) ? "" : dice(own);
    if (!black.isEmpty()) {
      text += (text.isEmpty() ? "" : ", ") + "black " + dice(black);
    }
    if (!dummy.isEmpty()) {
      text += (text.isEmpty() ? "" : ", ") + "dummy " + dice(dummy);
    }
    return text;
  }

  private static String kind(DieKind kind) {
    return switch (kind) {
      case OWN -> "own";
      case BLACK -> "black";
      case DUMMY -> "dummy";
    };
  }

  private static String sameDice(int size, int value) {
    String[] words = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
    return (size < words.length ? words[size] : String.valueOf(size)) + " " + value + (size == 1 ? "" : "s");
  }

  private static String straight(Straight st) {
    StringBuilder out = new StringBuilder().append(st.low());
    for (int v = st.low() + 1; v <= st.high(); v++) {
      out.append('-').append(v);
    }
    return out.toString();
  }

  private static String at(Building b) {
    return switch (b) {
      case ARCHIVES, UNIVERSITY, LIBRARY, AUCTION_HOUSE, TREASURE_HUNTERS_GUILD, HIDDEN_TEMPLE, TREASURE_TOWER ->
          "in the " + name(b);
      case ILLUMINATI -> "with the Illuminati";
      case SUNKEN_GALLEON -> "on the Sunken Galleon";
    };
  }

  private static String from(Building b) {
    return b == Building.ILLUMINATI ? "from the Illuminati" : "from the " + name(b);
  }

  static String region(Region r) {
    return switch (r) {
      case POMPEII -> "Pompeii";
      case ATLANTIS -> "Atlantis";
      case JUNGLE -> "Jungle Ruins";
      case PHARAOHS -> "Pharaohs' Tomb";
      case GODS -> "Tower of the Gods";
      case DARK -> "Dark Temple";
      case ANY -> "any region";
    };
  }

  static String map(MapTile m) {
    return (m.abandoned() ? "abandoned dig site" : region(m.region()) + " map") + " (" + m.low() + "/" + m.high()
        + " gold)";
  }

  /** A map where the context says it is one: "Pompeii 1/2 gold". */
  private static String shortMap(MapTile m) {
    return (m.abandoned() ? "abandoned dig site" : region(m.region())) + " " + m.low() + "/" + m.high() + " gold";
  }

  static String specialist(Specialist s) {
    return region(s.region()) + " " + (s.type() == Tiles.SpecialistType.CARTOGRAPHER ? "cartographer" : "excavator")
        + " " + s.value();
  }

  static String item(MagicItem item) {
    String type = item.type() == Tiles.SpecialistType.CARTOGRAPHER ? "cartographer" : "excavator";
    return item.tool() ? "Tool of Power for " + indefinite(type) : "magic item for " + indefinite(region(item.region()))
        + " " + type;
  }

  /** The word with "a" or "an" (an excavator, an Atlantis cartographer). */
  private static String indefinite(String word) {
    return ("AEIOUaeiou".indexOf(word.charAt(0)) >= 0 ? "an " : "a ") + word;
  }

  static String artifact(ArtifactType a) {
    return a == ArtifactType.COVETED ? "a Coveted Artifact" : "a " + artifactType(a) + " artifact";
  }

  private static String artifactType(ArtifactType a) {
    return switch (a) {
      case DESERT -> "desert";
      case JUNGLE -> "jungle";
      case WATER -> "water";
      case FIRE -> "fire";
      case HOLY -> "holy";
      case DARKNESS -> "darkness";
      case COVETED -> "coveted";
    };
  }

  private static String collection(PrivateCollection c) {
    return "4 gold per " + artifactType(c.favourite()) + " artifact, 2 gold per " + artifactType(c.second())
        + ", 1 gold per other";
  }

  static String mission(Mission m) {
    String name = switch (m.kind()) {
      case DUAL_MAP -> "A Dual Map";
      case SECRET_MAP -> "A Secret Map";
      case BROADEN_YOUR_EXPERTISE -> "Broaden Your Expertise";
      case CONGREGATE_CARTOGRAPHERS -> "Congregate Cartographers";
      case DIVE_FOR_DOUBLOONS -> "Dive for Doubloons";
      case EMBRACE_THE_GUILD -> "Embrace the Guild";
      case FIND_THE_MAPS -> "Find the Maps";
      case GATHER_THE_EXCAVATORS -> "Gather the Excavators";
      case HIRE_THE_RIGHT_HUNTERS -> "Hire the Right Hunters";
      case JOIN_THE_ILLUMINATI -> "Join the Illuminati";
      case LOOT_THE_TOWER -> "Loot the Tower";
      case RAID_THE_TEMPLE -> "Raid the Temple";
      case RECRUIT_SPECIALISTS -> "Recruit Specialists";
      case SCOUR_THE_GLOBE -> "Scour the Globe";
      case SECOND_OPINION -> "Second Opinion";
      case UNITE_THE_SPECIALISTS -> "Unite the Specialists";
    };
    return m.kind() == Tiles.MissionKind.DUAL_MAP ? name + " (" + region(m.first()) + "/" + region(m.second()) + ")" : name;
  }

  static String ability(Ability a) {
    return switch (a) {
      case TIMELESS_GIFT -> "A Timeless Gift";
      case WILL_TO_WIN -> "Will to Win";
      case LITTLE_HELP -> "A Little Help";
      case PERSUASION -> "Persuasion";
      case ALLY_ON_THE_INSIDE -> "Ally on the Inside";
    };
  }

  private static String back(ChaliceBack b) {
    return switch (b) {
      case BRONZE -> "bronze";
      case SILVER -> "silver";
      case GOLD -> "gold";
    };
  }

  private static String chalice(Chalice c) {
    return back(c.back()) + (c.fragment() ? " chalice fragment" : " chalice") + " worth " + c.value();
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

  private static String ordinal(int n) {
    return n + (n % 10 == 1 && n != 11 ? "st" : n % 10 == 2 && n != 12 ? "nd" : n % 10 == 3 && n != 13 ? "rd" : "th");
  }

  private static String count(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  private static String list(Vector<String> parts) {
    return parts.isEmpty() ? "none" : parts.mkString(", ");
  }

  private static String seatName(int seat) {
    return "Player " + (seat + 1);
  }

  private static String ownerName(int owner) {
    return owner == Owner.DUMMY ? "the dummy" : seatName(owner);
  }

  private static String possessive(int owner) {
    return owner == Owner.DUMMY ? "the dummy's" : seatName(owner) + "'s";
  }
}
