package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
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
 * What one seat may see (§3.4): everything public, its own hidden tiles, and the hidden tiles of
 * others it has seen where it knows they lie. At game end every holding is revealed.
 *
 * @param observer the seat
 * @param options the setup options
 * @param bBuilding the B building
 * @param cBuilding the C building, if any
 * @param dummy whether the dummy plays
 * @param round the round in progress
 * @param phase whose decision it is (phases hold public information only)
 * @param board the buildings, without the face-down magic items
 * @param players every player; hidden holdings only for the observer (and for all at game end)
 * @param supply sizes of hidden piles and the contents of face-up ones
 * @param artifactsInHand artifacts the observer drew and has not yet decided on
 * @param missionsInHand missions the observer is choosing from
 * @param knownMissions missions of others, or under the Guild stack, that the observer knows
 * @param knownDiscards sunken treasures set aside that the observer knows (its own, or all when face up)
 * @param assignments the final assignments (after the game)
 * @param scores the final score sheets (after the game)
 */
public record GildedCompassView(
    int observer,
    GildedCompassOptions options,
    Building bBuilding,
    Option<Building> cBuilding,
    boolean dummy,
    Round round,
    Phase phase,
    BoardView board,
    Vector<PlayerView> players,
    SupplyView supply,
    Vector<ArtifactType> artifactsInHand,
    Vector<Mission> missionsInHand,
    Vector<KnownMission> knownMissions,
    Vector<Integer> knownDiscards,
    Vector<Assignment> assignments,
    Vector<ScoreSheet> scores) {

  /** The buildings as everybody sees them: Temple spaces without their face-down items. */
  public record BoardView(
      Vector<MapTile> maps,
      Vector<ArchivesGroup> archives,
      Vector<Specialist> specialists,
      Vector<Die> university,
      Vector<Integer> library,
      int libraryDummy,
      Vector<Straight> straights,
      Vector<TempleSpaceView> temple,
      Vector<Ability> abilities,
      Vector<DiceGroup> illuminati,
      Vector<DiceGroup> galleon,
      Vector<Die> tower) {}

  /** A Temple space: who placed which pair (the item lies face down). */
  public record TempleSpaceView(int owner, int lowerDie) {}

  /**
   * A player as the observer sees it. The hidden parts are present for the observer itself (and
   * for everybody at game end), empty otherwise; the counts are always public.
   */
  public record PlayerView(
      int tokens,
      int ownDice,
      int blackDice,
      int dummyDice,
      Vector<MapTile> maps,
      Vector<Specialist> specialists,
      Vector<ArtifactType> artifacts,
      Vector<Ability> abilities,
      Vector<Integer> treasures,
      boolean hasCollection,
      int missionCount,
      int itemCount,
      int drawnTreasureCount,
      Vector<ChaliceBack> chaliceBacks,
      Option<PrivateCollection> collection,
      Option<Vector<Mission>> missions,
      Option<Vector<MagicItem>> items,
      Option<Vector<Integer>> drawnTreasures,
      Option<Vector<Chalice>> chalices) {}

  /**
   * A mission the observer knows about outside its own hand.
   *
   * @param holder the seat holding it, {@link #UNDER_STACK} under the Guild stack, or {@link #REMOVED}
   *     among the missions the dummy removed
   * @param index its position in that hand or pile
   * @param mission the mission
   */
  public record KnownMission(int holder, int index, Mission mission) {
    /** The holder of a mission under the Guild stack. */
    public static final int UNDER_STACK = -1;
    /** The holder of a mission the dummy removed. */
    public static final int REMOVED = -2;
  }

  /** Piles: sizes of face-down ones, contents of face-up ones. */
  public record SupplyView(
      int mapStack,
      Vector<MapTile> mapsAside,
      Vector<MapTile> mapsRemoved,
      int specialistStack,
      Vector<Specialist> specialistsAside,
      Vector<Specialist> specialistsRemoved,
      int artifactStack,
      int artifactsDrawn,
      Vector<ArtifactType> artifactDiscard,
      Vector<ArtifactType> artifactsRemoved,
      int collectionBox,
      int missionStack,
      int missionBottom,
      int missionsDrawn,
      int missionsRemoved,
      Vector<Mission> missionBox,
      int itemStack,
      Vector<MagicItem> itemsAside,
      int itemsRemoved,
      int abilityStack,
      Vector<Ability> abilitiesAside,
      Vector<Ability> abilitiesUsed,
      Vector<Ability> abilitiesRemoved,
      int treasureStack,
      int treasureDiscard,
      int treasuresRemoved,
      int dummyTreasures,
      Vector<Integer> chaliceStacks,
      int chaliceBox) {}
}
