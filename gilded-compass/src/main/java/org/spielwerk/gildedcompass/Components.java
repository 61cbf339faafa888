package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SpielwerkStyle;
import org.spielwerk.core.CsvTables;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;
import org.spielwerk.gildedcompass.Tiles.TemplePair;
import org.immutables.value.Value;

/**
 * The components tables (§1), one tile per element (identical tiles repeated). The standard tables
 * are CSV resources next to this class, parsed once; many of their values are UNCONFIRMED estimates
 * (§13.1), so a game's options may carry a replacement ({@link GildedCompassOptions#components()}),
 * built with the withers or read with {@link #load} from edited CSV text.
 *
 * @param maps ancient maps (26, §1.2)
 * @param specialists specialists (36, §1.3)
 * @param magicItems magic items (24, §1.4)
 * @param toolsOfPower Tools of Power (4, §10.3), shuffled in with that mini-expansion
 * @param privateCollections private collections (6, §1.5)
 * @param artifacts artifacts (36, §1.5)
 * @param covetedArtifacts Coveted Artifacts (8, §10.1), shuffled in with that mini-expansion
 * @param missions missions (22, §1.6), the building missions included
 * @param abilities special abilities (20, §1.7)
 * @param allies Ally on the Inside (4, §10.2), shuffled in with that mini-expansion
 * @param sunkenTreasures sunken treasure values (30, §1.8)
 * @param chalices chalices (36, §1.9)
 * @param chaliceFragments Chalice Fragments (6, §10.4)
 * @param fragmentPairs gold for a matching pair of fragments, by back (3 / 5 / 7, §10.4)
 * @param templeSpaces the pair each Hidden Temple space accepts under {@code PER_SPACE_TABLE} (§5.6)
 */
@SpielwerkStyle
@Value.Builder
public record Components(
    Vector<MapTile> maps,
    Vector<Specialist> specialists,
    Vector<MagicItem> magicItems,
    Vector<MagicItem> toolsOfPower,
    Vector<PrivateCollection> privateCollections,
    Vector<ArtifactType> artifacts,
    Vector<ArtifactType> covetedArtifacts,
    Vector<Mission> missions,
    Vector<Ability> abilities,
    Vector<Ability> allies,
    Vector<Integer> sunkenTreasures,
    Vector<Chalice> chalices,
    Vector<Chalice> chaliceFragments,
    Vector<Integer> fragmentPairs,
    Vector<TemplePair> templeSpaces)
    implements WithComponents {

  private static final Components STANDARD = load(Components::resource);

  static {
    STANDARD.checkTables(); // once: every setup checks its tables, and the standard ones never change
  }

  /** The tables as the spec gives them (estimates included). */
  public static Components standard() {
    return STANDARD;
  }

  /**
   * Reads the tables from CSV text, one file per table named as the resources are
   * ({@code maps.csv}, {@code specialists.csv}, ...); lines starting with '#' are comments, the first
   * other line is the header, and {@code count} repeats a row.
   */
  public static Components load(Function<String, String> csvByFileName) {
    List<FragmentRow> fragments = rows(csvByFileName, "chalice-fragments.csv", FragmentRow.class);
    Vector<Integer> pairs = Vector.fill(3, 0);
    for (FragmentRow row : fragments) {
      pairs = pairs.update(row.back().ordinal(), row.pair());
    }
    return new Components(
        expand(rows(csvByFileName, "maps.csv", MapRow.class), MapRow::count,
            r -> new MapTile(r.region(), r.low(), r.high())),
        expand(rows(csvByFileName, "specialists.csv", SpecialistRow.class), SpecialistRow::count,
            r -> new Specialist(r.region(), r.type(), r.value())),
        expand(rows(csvByFileName, "magic-items.csv", ItemRow.class), ItemRow::count,
            r -> new MagicItem(r.region(), r.type())),
        expand(rows(csvByFileName, "tools-of-power.csv", ItemRow.class), ItemRow::count,
            r -> new MagicItem(r.region(), r.type())),
        expand(rows(csvByFileName, "private-collections.csv", CollectionRow.class), CollectionRow::count,
            r -> new PrivateCollection(r.favourite(), r.second())),
        expand(rows(csvByFileName, "artifacts.csv", ArtifactRow.class), ArtifactRow::count, ArtifactRow::type),
        expand(rows(csvByFileName, "coveted-artifacts.csv", ArtifactRow.class), ArtifactRow::count, ArtifactRow::type),
        expand(rows(csvByFileName, "missions.csv", MissionRow.class), MissionRow::count,
            r -> new Mission(r.kind(), r.first(), r.second())),
        expand(rows(csvByFileName, "abilities.csv", AbilityRow.class), AbilityRow::count, AbilityRow::ability),
        expand(rows(csvByFileName, "ally-on-the-inside.csv", AbilityRow.class), AbilityRow::count, AbilityRow::ability),
        expand(rows(csvByFileName, "sunken-treasures.csv", TreasureRow.class), TreasureRow::count, TreasureRow::value),
        expand(rows(csvByFileName, "chalices.csv", ChaliceRow.class), ChaliceRow::count,
            r -> new Chalice(r.back(), r.value(), false)),
        expand(fragments, FragmentRow::count, r -> new Chalice(r.back(), r.value(), true)),
        pairs,
        Vector.ofAll(rows(csvByFileName, "temple-spaces.csv", SpaceRow.class)).map(SpaceRow::pair));
  }

  // One record per table file; the column names of each CSV header are its components.
  private record MapRow(Region region, int low, int high, int count) {}

  private record SpecialistRow(Region region, SpecialistType type, int value, int count) {}

  private record ItemRow(Region region, SpecialistType type, int count) {}

  private record CollectionRow(ArtifactType favourite, ArtifactType second, int count) {}

  private record ArtifactRow(ArtifactType type, int count) {}

  private record MissionRow(MissionKind kind, Region first, Region second, int count) {}

  private record AbilityRow(Ability ability, int count) {}

  private record TreasureRow(int value, int count) {}

  private record ChaliceRow(ChaliceBack back, int value, int count) {}

  private record FragmentRow(ChaliceBack back, int value, int count, int pair) {}

  private record SpaceRow(int space, TemplePair pair) {}

  /** The most tiles a table may hold (the standard tables hold at most 36). */
  public static final int MAX_TILES = 1_000;

  /**
   * Specialists of one class (region and type) and Tools of Power of one type a table may hold: the
   * end-game assignment search keeps such counts in two bits each.
   */
  public static final int MAX_PER_CLASS = 3;

  /** Private collections needed: one per player at the largest table (the Auction House deals them, §2). */
  public static final int MIN_COLLECTIONS = 5;

  /** Rejects tables the rules cannot work with; the field names the table (and the row). */
  public void check() {
    if (this != STANDARD) {
      checkTables();
    }
  }

  private void checkTables() {
    whole();
    if (maps.isEmpty() || specialists.isEmpty()) {
      throw new InvalidSetupException("components", "maps and specialists must not be empty");
    }
    for (Specialist s : specialists) {
      if (s.region() == Region.ANY || s.value() < 0) {
        throw new InvalidSetupException("components.specialists", "a specialist needs a real region and a value >= 0: " + s);
      }
    }
    for (MapTile m : maps) {
      if (m.low() < 0 || m.high() < 0) {
        throw new InvalidSetupException("components.maps", "negative value: " + m);
      }
    }
    for (MagicItem i : magicItems) {
      if (i.region() == Region.ANY) {
        throw new InvalidSetupException("components.magicItems", "regional items need a region: " + i);
      }
    }
    for (MagicItem i : toolsOfPower) {
      if (i.region() != Region.ANY) {
        throw new InvalidSetupException("components.toolsOfPower", "Tools of Power have no region: " + i);
      }
    }
    for (PrivateCollection c : privateCollections) {
      if (c.favourite() == c.second() || c.favourite() == ArtifactType.COVETED || c.second() == ArtifactType.COVETED) {
        throw new InvalidSetupException("components.privateCollections", "two different artifact types needed: " + c);
      }
    }
    if (artifacts.contains(ArtifactType.COVETED) || covetedArtifacts.exists(a -> a != ArtifactType.COVETED)) {
      throw new InvalidSetupException("components.artifacts", "Coveted Artifacts belong to their own table");
    }
    for (Mission m : missions) {
      boolean dual = m.kind() == MissionKind.DUAL_MAP;
      if (dual != (m.first() != Region.ANY) || (dual && (m.second() == Region.ANY || m.first() == m.second()))
          || (!dual && m.second() != Region.ANY)) {
        throw new InvalidSetupException("components.missions", "only a Dual Map has two different regions: " + m);
      }
    }
    if (missions.count(m -> m.kind() == MissionKind.SECOND_OPINION) > 1) {
      throw new InvalidSetupException("components.missions", "at most one Second Opinion (§8.2)");
    }
    if (abilities.contains(Ability.ALLY_ON_THE_INSIDE) || allies.exists(a -> a != Ability.ALLY_ON_THE_INSIDE)) {
      throw new InvalidSetupException("components.abilities", "Ally on the Inside belongs to its own table");
    }
    if (sunkenTreasures.exists(v -> v < 0) || chalices.exists(c -> c.value() < 0 || c.fragment())
        || chaliceFragments.exists(c -> c.value() < 0 || !c.fragment())) {
      throw new InvalidSetupException("components", "tile values must be >= 0");
    }
    for (ChaliceBack back : ChaliceBack.values()) {
      if (chaliceFragments.count(c -> c.back() == back) != 2) {
        throw new InvalidSetupException("components.chaliceFragments", "2 fragments per back (§10.4)");
      }
    }
    if (fragmentPairs.size() != 3 || templeSpaces.size() < 4) {
      throw new InvalidSetupException("components", "3 fragment pair values and 4 temple spaces needed");
    }
    int[] perClass = new int[12];
    for (Specialist s : specialists) {
      if (++perClass[s.classIndex()] > MAX_PER_CLASS) {
        throw new InvalidSetupException("components.specialists", "at most " + MAX_PER_CLASS + " specialists of a"
            + " region and type (" + s.region() + " " + s.type() + ")");
      }
    }
    for (SpecialistType type : SpecialistType.values()) {
      if (toolsOfPower.count(i -> i.type() == type) > MAX_PER_CLASS) {
        throw new InvalidSetupException("components.toolsOfPower", "at most " + MAX_PER_CLASS + " Tools of Power of a"
            + " type (" + type + ")");
      }
    }
    if (privateCollections.size() < MIN_COLLECTIONS) {
      throw new InvalidSetupException("components.privateCollections", "at least " + MIN_COLLECTIONS
          + " private collections (the Auction House deals one per player), not " + privateCollections.size());
    }
  }

  /**
   * Every table present, at most {@link #MAX_TILES} long, and every tile whole (no null where a value is
   * needed), so that the checks after it and setup can read every row.
   */
  private void whole() {
    table("maps", maps, m -> m.region() != null);
    table("specialists", specialists, s -> s.region() != null && s.type() != null);
    table("magicItems", magicItems, i -> i.region() != null && i.type() != null);
    table("toolsOfPower", toolsOfPower, i -> i.region() != null && i.type() != null);
    table("privateCollections", privateCollections, c -> c.favourite() != null && c.second() != null);
    table("artifacts", artifacts, a -> true);
    table("covetedArtifacts", covetedArtifacts, a -> true);
    table("missions", missions, m -> m.kind() != null && m.first() != null && m.second() != null);
    table("abilities", abilities, a -> true);
    table("allies", allies, a -> true);
    table("sunkenTreasures", sunkenTreasures, v -> true);
    table("chalices", chalices, c -> c.back() != null);
    table("chaliceFragments", chaliceFragments, c -> c.back() != null);
    table("fragmentPairs", fragmentPairs, v -> v >= 0);
    table("templeSpaces", templeSpaces, p -> true);
  }

  private static <T> void table(String name, Vector<T> rows, java.util.function.Predicate<T> whole) {
    if (rows == null) {
      throw new InvalidSetupException("components." + name, "missing (a table is needed, empty where none is used)");
    }
    if (rows.size() > MAX_TILES) {
      throw new InvalidSetupException("components." + name, "at most " + MAX_TILES + " tiles, not " + rows.size());
    }
    for (int i = 0; i < rows.size(); i++) {
      T row = rows.get(i);
      if (row == null || !whole.test(row)) {
        throw new InvalidSetupException("components." + name + "[" + i + "]", "a whole tile is needed: " + row);
      }
    }
  }

  private static <R, T> Vector<T> expand(List<R> rows, ToIntFunction<R> count, Function<R, T> tile) {
    List<T> out = new ArrayList<>();
    for (R row : rows) {
      T value = tile.apply(row);
      for (int i = count.applyAsInt(row); i > 0; i--) {
        out.add(value);
      }
    }
    return Vector.ofAll(out);
  }

  private static <R extends Record> List<R> rows(Function<String, String> csvByFileName, String name, Class<R> type) {
    String text = csvByFileName.apply(name);
    if (text == null) {
      throw new InvalidSetupException("components", "missing table " + name);
    }
    return CsvTables.read("components." + name, text, type);
  }

  private static String resource(String name) {
    return Components.class.getResource(name) == null ? null : CsvTables.resource(Components.class, name);
  }
}
