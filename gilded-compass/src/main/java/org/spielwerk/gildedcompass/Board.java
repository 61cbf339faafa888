package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.SpielwerkStyle;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * The buildings of one round: their displays and the dice on them (§5). Buildings not in play stay
 * empty.
 *
 * @param maps the Archives display, in draw order (top first, §5.1)
 * @param archives the Archives groups, in the order they were started
 * @param specialists the University display, in draw order (left first, §5.2)
 * @param university the University row, left to right, packed and ascending (§5.2)
 * @param library dice in the Library per seat (§5.3)
 * @param libraryDummy dummy dice in the Library (only where dummy dice may enter it, PRINTED)
 * @param straights the straights in the Auction House or the Guild, in the order they were started
 * @param temple the Hidden Temple spaces with their face-down magic items (§5.6)
 * @param abilities the Illuminati display, top to bottom (§5.7)
 * @param illuminati the Illuminati groups, one per owner
 * @param galleon the Sunken Galleon groups, one per owner (§5.8)
 * @param tower the Treasure Tower: slots 0-2 are floors 1-3 of the LEFT half (dice 1-3), slots 3-5
 *     floors 1-3 of the RIGHT half (dice 4-6); an empty floor holds a die of {@link Owner#NOBODY} (§5.9)
 */
@SpielwerkStyle
@Value.Builder
public record Board(
    Vector<MapTile> maps,
    Vector<ArchivesGroup> archives,
    Vector<Specialist> specialists,
    Vector<Die> university,
    Vector<Integer> library,
    int libraryDummy,
    Vector<Straight> straights,
    Vector<TempleSpace> temple,
    Vector<Ability> abilities,
    Vector<DiceGroup> illuminati,
    Vector<DiceGroup> galleon,
    Vector<Die> tower)
    implements WithBoard {

  /** One die with its owner (University, Treasure Tower). */
  public record Die(int owner, int value) {
    /** An empty slot. */
    public static final Die EMPTY = new Die(Owner.NOBODY, 0);

    public boolean empty() {
      return owner == Owner.NOBODY;
    }
  }

  /** An Archives group: {@code size} dice of one {@code value} (§5.1). */
  public record ArchivesGroup(int owner, int value, int size) {}

  /** A straight: {@code length} consecutive values from {@code low} (§5.4). */
  public record Straight(int owner, int low, int length) {
    public int high() {
      return low + length - 1;
    }
  }

  /**
   * A Hidden Temple space: its face-down magic item and the pair on it (§5.6).
   *
   * @param item the face-down item
   * @param owner who placed the pair, {@link Owner#NOBODY} while free
   * @param lowerDie 2 for a 2+5 pair, 1 for 1+6, 0 while free
   */
  public record TempleSpace(MagicItem item, int owner, int lowerDie) {
    public boolean free() {
      return owner == Owner.NOBODY;
    }
  }

  /** An Illuminati or Sunken Galleon group (§5.7, §5.8). */
  public record DiceGroup(int owner, Pips dice) {}

  /** An empty board for {@code players} seats. */
  public static Board empty(int players) {
    return new Board(Vector.empty(), Vector.empty(), Vector.empty(), Vector.empty(), Vector.fill(players, 0), 0,
        Vector.empty(), Vector.empty(), Vector.empty(), Vector.empty(), Vector.empty(), Vector.fill(6, Die.EMPTY));
  }
}
