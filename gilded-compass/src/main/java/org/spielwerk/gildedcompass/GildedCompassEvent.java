package org.spielwerk.gildedcompass;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.spielwerk.core.GameEvent;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * What happened, in the past tense, enough for a UI to animate and log a move. An event that shows
 * a hidden tile is private to the seat that may see it ({@link #privateTo()}); a public twin tells
 * everybody else that something was drawn.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface GildedCompassEvent extends GameEvent {

  /** Setup: the buildings and the first start player (§2). */
  record GameStarted(int players, Building bBuilding, Option<Building> cBuilding, boolean dummy, int startSeat)
      implements GildedCompassEvent {}

  /** Setup: a private collection was dealt to the seat (§2 step 7). */
  record CollectionDealt(int seat, PrivateCollection collection) implements GildedCompassEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** A round began (§3.1). */
  record RoundStarted(int round, int startSeat) implements GildedCompassEvent {}

  /** The Archives display was drawn (§5.1). */
  record MapsDisplayed(Vector<MapTile> maps) implements GildedCompassEvent {}

  /** The University display was drawn (§5.2). */
  record SpecialistsDisplayed(Vector<Specialist> specialists) implements GildedCompassEvent {}

  /** Magic items were laid face down beside the Hidden Temple's spaces (§5.6). */
  record ItemsLaidFaceDown(int count) implements GildedCompassEvent {}

  /** The Illuminati display was revealed (§5.7). */
  record AbilitiesRevealed(Vector<Ability> abilities) implements GildedCompassEvent {}

  /** A seat played an ability tile, now discarded face up (§6). */
  record AbilityPlayed(int seat, Ability ability) implements GildedCompassEvent {}

  /** A seat let an ability offer pass. */
  record OfferDeclined(int seat, Ability ability) implements GildedCompassEvent {}

  /** A turn began (§3.2); {@code extra} for a Timeless Gift's turn. */
  record TurnStarted(int seat, boolean extra) implements GildedCompassEvent {}

  /** The seat rolled its unplaced dice (§3.2 step 1). */
  record DiceRolled(int seat, Pips own, Pips black, Pips dummy) implements GildedCompassEvent {}

  /** The seat spent a knowledge token and re-rolled dice: the values before and after (§3.2 step 2). */
  record DiceRerolled(int seat, Pips ownBefore, Pips ownAfter, Pips blackBefore, Pips blackAfter,
      Pips dummyBefore, Pips dummyAfter) implements GildedCompassEvent {}

  /** Persuasion turned a die (§6). */
  record DiePersuaded(int seat, DieKind kind, int from, int to) implements GildedCompassEvent {}

  /** Dice were placed on a building (§3.2 step 4-5); {@code owner} is the seat or the dummy. */
  record DicePlaced(int seat, int owner, Building building, Pips dice, int target) implements GildedCompassEvent {}

  /** Will to Win took a die of value {@code value} from {@code victim}'s combination (§6). */
  record WillToWinUsed(int seat, Building building, int victim, int value) implements GildedCompassEvent {}

  /**
   * A die left a building for the Library (or, for a dummy die under YUCATA, was taken back):
   * pushed out, removed by Will to Win, or unrewarded (§5.3).
   */
  record DiceToLibrary(int owner, Building from, int count, boolean takenBack) implements GildedCompassEvent {}

  /** The seat drew sunken treasures (§5.8); the values go to the seat alone. */
  record TreasuresDrawn(int seat, int count) implements GildedCompassEvent {}

  /** The values of sunken treasures the seat drew. */
  record TreasuresSeen(int seat, Vector<Integer> values) implements GildedCompassEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** Sunken treasures were drawn for dummy dice, face down (option). */
  record DummyTreasuresDrawn(int count) implements GildedCompassEvent {}

  /** The set-aside sunken treasures were shuffled into a new stack (§5.8). */
  record TreasureStackReshuffled(int count) implements GildedCompassEvent {}

  /** The seat placed its last own die: the round ends with the last seat (§3.3). */
  record RoundEndTriggered(int seat) implements GildedCompassEvent {}

  /** A turn ended. */
  record TurnEnded(int seat) implements GildedCompassEvent {}

  /** Round end: the seat's unplaced own dice went to the Library, black dice were lost (§3.3 step 3). */
  record UnplacedDiceCollected(int seat, int toLibrary, int blackLost) implements GildedCompassEvent {}

  /** A building is being resolved (§4). */
  record BuildingResolved(Building building) implements GildedCompassEvent {}

  /** Ally on the Inside moved the seat's Archives group one place up (§10.2). */
  record AllyUsed(int seat, int group) implements GildedCompassEvent {}

  /** The seat took a map (§5.1). */
  record MapTaken(int seat, MapTile map) implements GildedCompassEvent {}

  /** The dummy's group removed a map from the game (§7.2). */
  record MapRemoved(MapTile map) implements GildedCompassEvent {}

  /** Maps nobody took were set aside face up. */
  record MapsSetAside(Vector<MapTile> maps) implements GildedCompassEvent {}

  /** The seat took a specialist (§5.2). */
  record SpecialistTaken(int seat, Specialist specialist) implements GildedCompassEvent {}

  /** A dummy die removed a specialist from the game (§7.2). */
  record SpecialistRemoved(Specialist specialist) implements GildedCompassEvent {}

  /** Specialists nobody took were set aside face up. */
  record SpecialistsSetAside(Vector<Specialist> specialists) implements GildedCompassEvent {}

  /** The seat drew artifacts for its place (§5.4); what they are goes to the seat alone. */
  record ArtifactsDrawn(int seat, int place, int count) implements GildedCompassEvent {}

  /** The artifacts the seat drew. */
  record ArtifactsSeen(int seat, Vector<ArtifactType> artifacts) implements GildedCompassEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** The seat kept an artifact (kept artifacts lie face up, §3.4). */
  record ArtifactKept(int seat, ArtifactType artifact) implements GildedCompassEvent {}

  /** Artifacts not kept were discarded face up. */
  record ArtifactsDiscarded(Vector<ArtifactType> artifacts) implements GildedCompassEvent {}

  /** The dummy's place removed artifacts face up (§5.4). */
  record ArtifactsRemoved(Vector<ArtifactType> artifacts) implements GildedCompassEvent {}

  /** Missions arrived at a place holder: drawn ({@code from == -1}) or passed from a seat (§5.5). */
  record MissionsReceived(int seat, int place, int from, int count) implements GildedCompassEvent {}

  /** The missions the seat holds in hand to choose from. */
  record MissionsSeen(int seat, Vector<Mission> missions) implements GildedCompassEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** The seat kept a mission (face down). */
  record MissionKept(int seat) implements GildedCompassEvent {}

  /** Missions went face down under the stack. */
  record MissionsPutUnder(int count) implements GildedCompassEvent {}

  /** The dummy's place removed a mission face down (§5.5). */
  record MissionRemoved() implements GildedCompassEvent {}

  /** The seat took the magic item of its Temple space (§5.6); the item goes to the seat alone. */
  record ItemTaken(int seat) implements GildedCompassEvent {}

  /** The magic item the seat took. */
  record ItemSeen(int seat, MagicItem item) implements GildedCompassEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** The item under dummy dice was removed face down (§5.6). */
  record ItemRemoved() implements GildedCompassEvent {}

  /** Items of unoccupied spaces were set aside face up. */
  record ItemsSetAside(Vector<MagicItem> items) implements GildedCompassEvent {}

  /** The seat took a special ability (§5.7). */
  record AbilityTaken(int seat, Ability ability) implements GildedCompassEvent {}

  /** The dummy's place removed an ability from the game (§5.7). */
  record AbilityRemoved(Ability ability) implements GildedCompassEvent {}

  /** Abilities nobody took were set aside face up. */
  record AbilitiesSetAside(Vector<Ability> abilities) implements GildedCompassEvent {}

  /** The seat kept sunken treasures face up (§5.8). */
  record TreasuresKept(int seat, Vector<Integer> values) implements GildedCompassEvent {}

  /** The seat's other treasures were set aside (their values only if laid face up). */
  record TreasuresDiscarded(int seat, int count, Vector<Integer> faceUpValues) implements GildedCompassEvent {}

  /** The seat drew a chalice of this back (§5.9); its value goes to the seat alone. */
  record ChaliceDrawn(int seat, ChaliceBack back) implements GildedCompassEvent {}

  /** The chalice the seat drew. */
  record ChaliceSeen(int seat, Chalice chalice) implements GildedCompassEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** The Library paid knowledge tokens (§5.3). */
  record TokensGained(int seat, int count) implements GildedCompassEvent {}

  /** The start player marker passed on (§3.3 step 5). */
  record StartPlayerPassed(int seat) implements GildedCompassEvent {}

  /** Game end: the seat's hidden tiles were revealed for scoring (§8). */
  record HoldingsRevealed(int seat, Option<PrivateCollection> collection, Vector<Mission> missions,
      Vector<MagicItem> items, Vector<Chalice> chalices) implements GildedCompassEvent {}

  /** Game end, by hand: the seat assigned its next specialist (§8.1); host -1 for unassigned. */
  record SpecialistAssigned(int seat, Specialist specialist, int host, Assignment.ItemChoice item)
      implements GildedCompassEvent {}

  /** Game end: the seat's assignment is complete (made by hand or by the optimizer). */
  record AssignmentMade(int seat, Assignment assignment, boolean automatic) implements GildedCompassEvent {}

  /** The game ended with these score sheets and ranks (0 = winner). */
  record GameEnded(Vector<ScoreSheet> scores, Vector<Integer> ranks) implements GildedCompassEvent {}
}
