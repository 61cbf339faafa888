package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * Every input channel as strict as {@code validate} (issue 19): a replacement components table is checked
 * whole before setup uses it, {@code validate} bounds list sizes before it looks at elements, and a view is
 * checked before a position is dealt from it (seeded fuzz of views).
 */
class StrictInputTest {
  private static final GildedCompass GAME = Fixture.GAME;
  private static final int VIEW_MUTANTS = Integer.getInteger("fuzz.mutants", 400);

  private static GildedCompassOptions withTable(Components table) {
    return GildedCompassOptions.YUCATA.withComponents(Option.some(table));
  }

  private static void setupRejects(Components table, String field) {
    assertThatThrownBy(() -> GAME.setup(withTable(table), 4, 1L)).isInstanceOf(InvalidSetupException.class)
        .satisfies(e -> assertThat(((InvalidSetupException) e).field()).isEqualTo(field));
  }

  /** §1.5, §2: the Auction House deals a private collection to every player; a table lacking them is named. */
  @Test
  void aReplacementTableIsCheckedWholeBeforeSetupUsesIt() {
    Components standard = Components.standard();
    setupRejects(standard.withPrivateCollections(Vector.empty()), "components.privateCollections");
    setupRejects(standard.withPrivateCollections(standard.privateCollections().take(4)), "components.privateCollections");
    JsonNode noMaps = Json.toTree(standard);
    ((ObjectNode) noMaps).putNull("maps");
    setupRejects(Json.fromTree(noMaps, Components.class), "components.maps");
    setupRejects(standard.withSpecialists(standard.specialists().update(3, (Specialist) null)), "components.specialists[3]");
    setupRejects(standard.withMissions(standard.missions().update(0, new Tiles.Mission(null, Region.ANY, Region.ANY))),
        "components.missions[0]");
    setupRejects(standard.withSunkenTreasures(Vector.fill(Components.MAX_TILES + 1, 1)), "components.sunkenTreasures");
    assertThat(GAME.setup(withTable(standard.withPrivateCollections(standard.privateCollections().take(5))), 5, 1L))
        .isNotNull();
  }

  /**
   * The end-game assignment keeps per-class counts in two bits: a table with a fourth specialist of one
   * region and type, or a third... fourth Tool of Power of one type, is rejected naming the table.
   */
  @Test
  void aTableKeepsEveryClassWithinThreeTiles() {
    Components standard = Components.standard();
    Specialist first = standard.specialists().head();
    setupRejects(standard.withSpecialists(standard.specialists().append(first)), "components.specialists");
    MagicItem tool = new MagicItem(Region.ANY, SpecialistType.CARTOGRAPHER);
    setupRejects(standard.withToolsOfPower(Vector.fill(4, tool)), "components.toolsOfPower");
    assertThat(GAME.setup(withTable(standard.withToolsOfPower(Vector.fill(3, tool))), 3, 1L)).isNotNull();
  }

  /** A list far longer than any table is rejected by its size, before its elements are looked at. */
  @Test
  void validateBoundsListSizesFirst() {
    GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA, 3, 4L);
    Tiles.MapTile map = s.supply().mapStack().head();
    GildedCompassState huge = s.withSupply(s.supply().withMapStack(Vector.fill(500_000, map)));
    assertThatThrownBy(() -> GAME.validate(huge)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo("state.supply.mapStack"));
  }

  /** The audit's kind of view: a seat dropped while the observer stays the last seat. */
  @Test
  void aViewForASeatNoLongerAtTheTableIsRejected() {
    GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA, 4, 9L);
    JsonNode tree = Json.toTree(GAME.view(s, 3));
    ((ArrayNode) tree.get("players")).remove(0);
    GildedCompassView view = Json.fromTree(tree, GildedCompassView.class);
    assertThatThrownBy(() -> GAME.resampleFromView(view, 1L)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo("view.observer"));
    JsonNode negative = Json.toTree(GAME.view(s, 1));
    ((ObjectNode) negative.get("supply")).put("mapStack", -1);
    GildedCompassView bad = Json.fromTree(negative, GildedCompassView.class);
    assertThatThrownBy(() -> GAME.resampleFromView(bad, 1L)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo("view.supply.mapStack"));
  }
}
