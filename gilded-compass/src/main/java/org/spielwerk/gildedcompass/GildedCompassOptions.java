package org.spielwerk.gildedcompass;

import io.vavr.control.Option;
import org.immutables.value.Value;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SpielwerkStyle;

/**
 * Setup options: the building choice, the 2-3 player variants, every row of the spec's PRINTED vs
 * YUCATA table (§11) as its own option, the interpretation options for open readings, and the four
 * mini-expansions (§10). {@link #YUCATA} is the default; {@link #PRINTED} follows the printed rules.
 *
 * @param bBuilding the B building (Auction House or Treasure Hunters' Guild); empty: drawn at random (§2)
 * @param cBuilding the C building (Hidden Temple, Illuminati, Sunken Galleon or Treasure Tower);
 *     empty: drawn at random (§2). Must be empty with the fewer-buildings variant.
 * @param smallGameVariant the 2-3 player variant (§7); ignored with 4 or 5 players
 * @param startSeat the first start player, or -1 to draw it at random (§2 step 9)
 * @param multipleStraights §11 "straights per owner": true = any number (YUCATA), false = one (PRINTED)
 * @param thirdPlace §11 "3rd place reward" in the Auction House and the Guild
 * @param dummyFirstArtifacts §11: artifacts a dummy in 1st place removes (PRINTED 4, YUCATA 3)
 * @param libraryLowestDie §11: true = the Library takes the lowest die automatically (YUCATA);
 *     false = the player picks the die (PRINTED)
 * @param dummyLibraryBan §11: true = dummy dice cannot be placed in the Library and are taken back
 *     instead of entering it (YUCATA)
 * @param dummyAbilities §11: true = Will to Win and Persuasion work with the dummy (YUCATA)
 * @param galleonKeepHighest §11: true = the highest sunken treasures are kept automatically
 *     (YUCATA); false = players choose (PRINTED)
 * @param itemsOnMissionMaps §11: true = magic items (and map doubling) also work on Dual and Secret
 *     Maps (YUCATA); false = only on ancient maps (PRINTED)
 * @param threeSpecialistDoubling §11 / audit question 6: doubling of a map with three specialists
 * @param assignment §8.1 / §11: how specialists and magic items are assigned at game end
 * @param templePairs §11 / §5.6: which pair each Hidden Temple space accepts
 * @param towerPush §5.9 / audit question 1: the reach of a push in the Treasure Tower
 * @param straightExtension audit question 7: dice per end when extending a straight
 * @param galleonDiscards audit question 2: unkept sunken treasures face down or face up
 * @param dummyGalleonDraws audit question 3: sunken treasures for dummy dice
 * @param willToWinAtGalleon audit question 4: true = Will to Win may copy the largest Galleon group
 * @param rerollDummyDice §3.2 (UNCONFIRMED): true = knowledge tokens may re-roll held dummy dice
 * @param severalTimelessGifts §3.3 (UNCONFIRMED): true = a player may play several Timeless Gifts in
 *     one round; false = at most one (spec)
 * @param dualMapTypesFixed §8.2 (UNCONFIRMED): true = a Dual Map's first region takes the
 *     cartographer and its second the excavator; false = either way round (spec)
 * @param covetedArtifacts mini-expansion Coveted Artifacts (§10.1)
 * @param allyOnTheInside mini-expansion Ally on the Inside (§10.2)
 * @param toolsOfPower mini-expansion Tools of Power (§10.3)
 * @param chaliceFragments mini-expansion Chalice Fragments (§10.4)
 * @param components replacement components tables; empty: {@link Components#standard()}
 */
@SpielwerkStyle
@Value.Builder
public record GildedCompassOptions(
    Option<Building> bBuilding,
    Option<Building> cBuilding,
    SmallGameVariant smallGameVariant,
    int startSeat,
    boolean multipleStraights,
    ThirdPlace thirdPlace,
    int dummyFirstArtifacts,
    boolean libraryLowestDie,
    boolean dummyLibraryBan,
    boolean dummyAbilities,
    boolean galleonKeepHighest,
    boolean itemsOnMissionMaps,
    ThreeSpecialistDoubling threeSpecialistDoubling,
    AssignmentMode assignment,
    TemplePairs templePairs,
    TowerPush towerPush,
    StraightExtension straightExtension,
    GalleonDiscards galleonDiscards,
    DummyGalleonDraws dummyGalleonDraws,
    boolean willToWinAtGalleon,
    boolean rerollDummyDice,
    boolean severalTimelessGifts,
    boolean dualMapTypesFixed,
    boolean covetedArtifacts,
    boolean allyOnTheInside,
    boolean toolsOfPower,
    boolean chaliceFragments,
    Option<Components> components)
    implements WithGildedCompassOptions {

  /** The 2-3 player variants (§7). The enum makes combining them impossible (ENGINE DECISION, §7). */
  public enum SmallGameVariant {
    /** The dummy player (§7.2); Yucata always plays it with 2-3 players. */
    DUMMY,
    /** No C building (§7.1, PRINTED only). */
    FEWER_BUILDINGS,
    /** Neither variant. */
    NONE
  }

  /** Who gets the 3rd place reward in the Auction House and the Guild (§5.4, §5.5, audit question 5). */
  public enum ThirdPlace {
    /** Always (YUCATA). */
    ALWAYS,
    /** Only in 5-player games (PRINTED, spec reading of audit question 5). */
    FIVE_PLAYERS_ONLY,
    /** In 5-player games and whenever the dummy plays (audit question 5, reading 2). */
    FIVE_PLAYERS_OR_DUMMY
  }

  /** Map doubling when three specialists (Second Opinion) sit on it (§8.2, audit question 6). */
  public enum ThreeSpecialistDoubling {
    /** Two of the three carrying a magic item suffice (Yucata's ruling, spec default). */
    TWO_OF_THREE,
    /** All three must carry one (audit question 6, reading 2). */
    ALL_THREE
  }

  /** The end-game assignment of specialists and magic items (§8.1). */
  public enum AssignmentMode {
    /** The engine assigns optimally for every player (spec §8.1's engine default). */
    AUTO_OPTIMAL,
    /** Every player assigns by hand, one specialist per decision (PRINTED). */
    MANUAL,
    /** Automatic with the Auction House, by hand with the Guild (YUCATA, §11 and the seed). */
    AUTO_WITH_AUCTION_HOUSE
  }

  /** Which pair a Hidden Temple space accepts (§5.6, §11). */
  public enum TemplePairs {
    /** Either 2+5 or 1+6 on any free space (YUCATA, spec default). */
    EITHER_PAIR_ANY_SPACE,
    /** The pair of {@link Components#templeSpaces()} per space (PRINTED, layout UNCONFIRMED). */
    PER_SPACE_TABLE
  }

  /** The reach of a push in the Treasure Tower (§5.9, audit question 1). */
  public enum TowerPush {
    /** A die pushes only its own half; a 7-pair pushes both halves (spec default). */
    PER_HALF,
    /** Every placement lifts every die in the tower one floor (the seed read literally). */
    WHOLE_TOWER
  }

  /** Extending a straight (§5.4, audit question 7). */
  public enum StraightExtension {
    /** One die at the low end, one at the high end, or one at each (long version, spec default). */
    ONE_DIE_PER_END,
    /** Several dice at an end in one placement (short version's plural). */
    ANY_DICE_PER_END
  }

  /** Sunken treasures not kept (§5.8, audit question 2). */
  public enum GalleonDiscards {
    /** Set aside face down, known only to their drawer (long version, spec default). */
    FACE_DOWN,
    /** Laid down face up (short version). */
    FACE_UP
  }

  /** Sunken treasures for dummy dice (§5.8, audit question 3). */
  public enum DummyGalleonDraws {
    /** Dummy dice draw nothing (spec default). */
    NONE,
    /** Tiles are drawn for dummy dice and discarded face down at round end. */
    DRAW_AND_DISCARD,
    /** Tiles are drawn for dummy dice; the ones the dummy would keep leave the game. */
    DRAW_AND_REMOVE
  }

  /** The rules as played on Yucata (the seed): the default. */
  public static final GildedCompassOptions YUCATA = new GildedCompassOptions(
      Option.none(), Option.none(), SmallGameVariant.DUMMY, -1,
      true, ThirdPlace.ALWAYS, 3, true, true, true, true, true,
      ThreeSpecialistDoubling.TWO_OF_THREE, AssignmentMode.AUTO_WITH_AUCTION_HOUSE,
      TemplePairs.EITHER_PAIR_ANY_SPACE, TowerPush.PER_HALF, StraightExtension.ONE_DIE_PER_END,
      GalleonDiscards.FACE_DOWN, DummyGalleonDraws.NONE, false, true, false, false,
      false, false, false, false, Option.none());

  /** The published rules; the 2-3 player variants are left off, as they are optional there. */
  public static final GildedCompassOptions PRINTED = YUCATA
      .withSmallGameVariant(SmallGameVariant.NONE)
      .withMultipleStraights(false)
      .withThirdPlace(ThirdPlace.FIVE_PLAYERS_ONLY)
      .withDummyFirstArtifacts(4)
      .withLibraryLowestDie(false)
      .withDummyLibraryBan(false)
      .withDummyAbilities(false)
      .withGalleonKeepHighest(false)
      .withItemsOnMissionMaps(false)
      .withAssignment(AssignmentMode.MANUAL)
      .withTemplePairs(TemplePairs.PER_SPACE_TABLE);

  /** Yucata's rules with the engine's optimal assignment for every B building (for simulations). */
  public static final GildedCompassOptions YUCATA_AUTO_ASSIGN = YUCATA.withAssignment(AssignmentMode.AUTO_OPTIMAL);

  /** The components tables in use. */
  public Components table() {
    return components.getOrElse(Components.standard());
  }

  /**
   * Rejects options the game cannot start with.
   *
   * @throws InvalidSetupException naming the field
   */
  public void check(int players) {
    if (smallGameVariant == null || thirdPlace == null || threeSpecialistDoubling == null || assignment == null
        || templePairs == null || towerPush == null || straightExtension == null || galleonDiscards == null
        || dummyGalleonDraws == null || bBuilding == null || cBuilding == null || components == null) {
      throw new InvalidSetupException("options", "every option needs a value");
    }
    if (bBuilding.isDefined() && bBuilding.get().category() != 'B') {
      throw new InvalidSetupException("bBuilding", bBuilding.get() + " is not a B building (Auction House or Guild)");
    }
    if (cBuilding.isDefined() && cBuilding.get().category() != 'C') {
      throw new InvalidSetupException("cBuilding", cBuilding.get() + " is not a C building");
    }
    if (players <= 3 && smallGameVariant == SmallGameVariant.FEWER_BUILDINGS && cBuilding.isDefined()) {
      throw new InvalidSetupException("cBuilding",
          "the fewer-buildings variant (§7.1) uses no C building, but " + cBuilding.get() + " was chosen");
    }
    if (startSeat < -1 || startSeat >= players) {
      throw new InvalidSetupException("startSeat", "must be -1 (random) or a seat 0.." + (players - 1) + ", not " + startSeat);
    }
    if (dummyFirstArtifacts < 0 || dummyFirstArtifacts > 6) {
      throw new InvalidSetupException("dummyFirstArtifacts", "must be 0..6 (PRINTED 4, YUCATA 3), not " + dummyFirstArtifacts);
    }
    table().check();
  }
}
