package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SpielwerkStyle;
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
    List<String[]> fragments = rows(csvByFileName, "chalice-fragments.csv");
    Vector<Integer> pairs = Vector.fill(3, 0);
    for (String[] row : fragments) {
      pairs = pairs.update(ChaliceBack.valueOf(row[0]).ordinal(), Integer.parseInt(row[3]));
    }
    return new Components(
        expand(rows(csvByFileName, "maps.csv"), 3,
            r -> new MapTile(Region.valueOf(r[0]), Integer.parseInt(r[1]), Integer.parseInt(r[2]))),
        expand(rows(csvByFileName, "specialists.csv"), 3,
            r -> new Specialist(Region.valueOf(r[0]), SpecialistType.valueOf(r[1]), Integer.parseInt(r[2]))),
        expand(rows(csvByFileName, "magic-items.csv"), 2,
            r -> new MagicItem(Region.valueOf(r[0]), SpecialistType.valueOf(r[1]))),
        expand(rows(csvByFileName, "tools-of-power.csv"), 2,
            r -> new MagicItem(Region.valueOf(r[0]), SpecialistType.valueOf(r[1]))),
        expand(rows(csvByFileName, "private-collections.csv"), 2,
            r -> new PrivateCollection(ArtifactType.valueOf(r[0]), ArtifactType.valueOf(r[1]))),
        expand(rows(csvByFileName, "artifacts.csv"), 1, r -> ArtifactType.valueOf(r[0])),
        expand(rows(csvByFileName, "coveted-artifacts.csv"), 1, r -> ArtifactType.valueOf(r[0])),
        expand(rows(csvByFileName, "missions.csv"), 3,
            r -> new Mission(MissionKind.valueOf(r[0]), Region.valueOf(r[1]), Region.valueOf(r[2]))),
        expand(rows(csvByFileName, "abilities.csv"), 1, r -> Ability.valueOf(r[0])),
        expand(rows(csvByFileName, "ally-on-the-inside.csv"), 1, r -> Ability.valueOf(r[0])),
        expand(rows(csvByFileName, "sunken-treasures.csv"), 1, r -> Integer.parseInt(r[0])),
        expand(rows(csvByFileName, "chalices.csv"), 2,
            r -> new Chalice(ChaliceBack.valueOf(r[0]), Integer.parseInt(r[1]), false)),
        expand(fragments, 2, r -> new Chalice(ChaliceBack.valueOf(r[0]), Integer.parseInt(r[1]), true)),
        pairs,
        Vector.ofAll(rows(csvByFileName, "temple-spaces.csv")).map(r -> TemplePair.valueOf(r[1])));
  }

  /** Rejects tables the rules cannot work with; the field names the table. */
  public void check() {
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
  }

  private static <T> Vector<T> expand(List<String[]> rows, int countColumn, Function<String[], T> parse) {
    List<T> out = new ArrayList<>();
    for (String[] row : rows) {
      T tile = parse.apply(row);
      int count = Integer.parseInt(row[countColumn]);
      for (int i = 0; i < count; i++) {
        out.add(tile);
      }
    }
    return Vector.ofAll(out);
  }

  private static List<String[]> rows(Function<String, String> csvByFileName, String name) {
    String text = csvByFileName.apply(name);
    if (text == null) {
      throw new InvalidSetupException("components", "missing table " + name);
    }
    List<String[]> rows = new ArrayList<>();
    boolean header = true;
    for (String line : text.split("\n")) {
      String trimmed = line.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        continue;
      }
      if (header) {
        header = false;
        continue;
      }
      String[] cells = trimmed.split(",");
      for (int i = 0; i < cells.length; i++) {
        cells[i] = cells[i].strip();
      }
      rows.add(cells);
    }
    return rows;
  }

  private static String resource(String name) {
    try (InputStream in = Components.class.getResourceAsStream(name)) {
      if (in == null) {
        return null;
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
