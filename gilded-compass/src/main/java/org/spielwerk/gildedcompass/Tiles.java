package org.spielwerk.gildedcompass;

/**
 * The tiles of the game as values (spec §1). Identical tiles are equal values: two abandoned dig
 * sites, two magic items of the same region and type, six artifacts of one type are
 * indistinguishable, so a position never depends on which of them lies where.
 */
public final class Tiles {
  private Tiles() {}

  /**
   * A region (map colour, §0). {@link #ANY} is not a region of its own: it marks the tiles that fit
   * every region, the abandoned dig sites (maps) and the Tools of Power (magic items). No specialist
   * is ever {@code ANY}.
   */
  public enum Region {
    POMPEII, ATLANTIS, JUNGLE, PHARAOHS, GODS, DARK, ANY;

    /** The six real regions, in table order. */
    public static final Region[] REAL = {POMPEII, ATLANTIS, JUNGLE, PHARAOHS, GODS, DARK};
  }

  /** The two kinds of specialist (§0): compass symbol and shovel symbol. */
  public enum SpecialistType {
    CARTOGRAPHER, EXCAVATOR
  }

  /**
   * An ancient map (§1.2): a regular map of one region, or an abandoned dig site ({@code region ==
   * ANY}) whose specialists may be of any one region. Scores {@code high} with at least one
   * specialist assigned, else {@code low}.
   */
  public record MapTile(Region region, int low, int high) {
    /** True for an abandoned dig site. */
    public boolean abandoned() {
      return region == Region.ANY;
    }
  }

  /** A specialist (§1.3): worth {@code value} gold when assigned to a map at game end. */
  public record Specialist(Region region, SpecialistType type, int value) {
    /** The index of its (region, type) class, 0..11. */
    public int classIndex() {
      return region.ordinal() * 2 + type.ordinal();
    }
  }

  /**
   * A magic item (§1.4): doubles one assigned specialist of its region and type. {@code region ==
   * ANY} is a Tool of Power (§10.3), which fits every region.
   */
  public record MagicItem(Region region, SpecialistType type) {
    /** True for a Tool of Power. */
    public boolean tool() {
      return region == Region.ANY;
    }
  }

  /** Artifact types (§0); {@link #COVETED} is the typeless Coveted Artifact of §10.1. */
  public enum ArtifactType {
    DESERT, JUNGLE, WATER, FIRE, HOLY, DARKNESS, COVETED
  }

  /** A private collection (§1.5): 4 gold per favourite artifact, 2 per second, 1 per other. */
  public record PrivateCollection(ArtifactType favourite, ArtifactType second) {
    /** Gold for one artifact of this type (not for Coveted Artifacts, which score as a set). */
    public int gold(ArtifactType type) {
      return type == favourite ? 4 : type == second ? 2 : 1;
    }
  }

  /** The mission kinds (§1.6, §9). */
  public enum MissionKind {
    DUAL_MAP, SECRET_MAP, BROADEN_YOUR_EXPERTISE, CONGREGATE_CARTOGRAPHERS, DIVE_FOR_DOUBLOONS,
    EMBRACE_THE_GUILD, FIND_THE_MAPS, GATHER_THE_EXCAVATORS, HIRE_THE_RIGHT_HUNTERS,
    JOIN_THE_ILLUMINATI, LOOT_THE_TOWER, RAID_THE_TEMPLE, RECRUIT_SPECIALISTS, SCOUR_THE_GLOBE,
    SECOND_OPINION, UNITE_THE_SPECIALISTS;

    /** The C building this mission needs, or null when it needs none (§2 step 7). */
    public Building needs() {
      return switch (this) {
        case DIVE_FOR_DOUBLOONS -> Building.SUNKEN_GALLEON;
        case JOIN_THE_ILLUMINATI -> Building.ILLUMINATI;
        case LOOT_THE_TOWER -> Building.TREASURE_TOWER;
        case RAID_THE_TEMPLE -> Building.HIDDEN_TEMPLE;
        default -> null;
      };
    }
  }

  /**
   * A mission tile (§1.6). Only a Dual Map has regions ({@code first != second}); every other
   * mission has {@code ANY} in both.
   */
  public record Mission(MissionKind kind, Region first, Region second) {
    /** A mission without regions. */
    public static Mission of(MissionKind kind) {
      return new Mission(kind, Region.ANY, Region.ANY);
    }

    /** True for the missions that are hosts of specialists (Dual and Secret Maps, §8.2). */
    public boolean host() {
      return kind == MissionKind.DUAL_MAP || kind == MissionKind.SECRET_MAP;
    }
  }

  /** Special abilities (§1.7, §6); Ally on the Inside is the mini-expansion of §10.2. */
  public enum Ability {
    TIMELESS_GIFT, WILL_TO_WIN, LITTLE_HELP, PERSUASION, ALLY_ON_THE_INSIDE
  }

  /** Chalice backs (§1.9): the floor of the Treasure Tower that yields them. */
  public enum ChaliceBack {
    BRONZE, SILVER, GOLD
  }

  /** A chalice (§1.9) or a Chalice Fragment ({@code fragment}, §10.4). */
  public record Chalice(ChaliceBack back, int value, boolean fragment) {}

  /** Which dice a Hidden Temple space accepts (§5.6). */
  public enum TemplePair {
    /** 2 and 5. */
    TWO_FIVE,
    /** 1 and 6. */
    ONE_SIX,
    /** Either pair. */
    EITHER;

    /** Whether a pair with this lower die fits ({@code 2} for 2+5, {@code 1} for 1+6). */
    public boolean accepts(int lowerDie) {
      return switch (this) {
        case TWO_FIVE -> lowerDie == 2;
        case ONE_SIX -> lowerDie == 1;
        case EITHER -> true;
      };
    }
  }
}
