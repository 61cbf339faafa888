package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.SpielwerkStyle;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * Every tile that is not on a building's display or with a player (§1.10): draw stacks (top first),
 * discard piles, tiles removed from the game, tiles in the box, and tiles drawn and not yet decided
 * on. "Removed" tiles are those won by the dummy (§7.2).
 *
 * @param mapStack ancient maps, face down
 * @param mapsAside maps nobody took, face up (§5.1)
 * @param mapsRemoved maps removed by the dummy (public: they lay face up)
 * @param specialistStack specialists, face down
 * @param specialistsAside specialists nobody took, face up (§5.2)
 * @param specialistsRemoved specialists removed by the dummy (public)
 * @param artifactStack artifacts, face down
 * @param artifactsDrawn artifacts drawn by the place winner now deciding (private to that seat)
 * @param artifactDiscard artifacts not kept, face up (§5.4)
 * @param artifactsRemoved artifacts removed by the dummy, face up (§5.4)
 * @param collectionBox private collections not dealt (face down)
 * @param missionStack missions, face down, never seen by anybody
 * @param missionBottom missions put face down under the stack, below {@code missionStack} (§5.5)
 * @param missionsDrawn missions drawn or passed to the seat now deciding (private to it)
 * @param missionsRemoved missions removed face down by the dummy (§5.5)
 * @param missionBox missions of C buildings not in play (public, §2 step 7)
 * @param itemStack magic items, face down
 * @param itemsAside items of unoccupied Temple spaces, face up (§5.6)
 * @param itemsRemoved items removed face down by the dummy (§5.6)
 * @param abilityStack special abilities, face down
 * @param abilitiesAside abilities nobody took, face up (§5.7)
 * @param abilitiesUsed abilities played, face up (§6)
 * @param abilitiesRemoved abilities removed by the dummy (public: they lay face up)
 * @param treasureStack sunken treasures, face down
 * @param treasureDiscard sunken treasures not kept (face down, known to their drawer, §5.8)
 * @param treasuresRemoved sunken treasures the dummy would have kept (option DRAW_AND_REMOVE), face down
 * @param dummyTreasures sunken treasures drawn for dummy dice this round (face down, nobody looks)
 * @param chaliceStacks the three chalice stacks, by back (§5.9)
 * @param chaliceBox chalices taken out by the Chalice Fragments setup, face down (§10.4)
 */
@SpielwerkStyle
@Value.Builder
public record Supply(
    Vector<MapTile> mapStack,
    Vector<MapTile> mapsAside,
    Vector<MapTile> mapsRemoved,
    Vector<Specialist> specialistStack,
    Vector<Specialist> specialistsAside,
    Vector<Specialist> specialistsRemoved,
    Vector<ArtifactType> artifactStack,
    Vector<ArtifactType> artifactsDrawn,
    Vector<ArtifactType> artifactDiscard,
    Vector<ArtifactType> artifactsRemoved,
    Vector<PrivateCollection> collectionBox,
    Vector<Mission> missionStack,
    Vector<Hidden<Mission>> missionBottom,
    Vector<Mission> missionsDrawn,
    Vector<Hidden<Mission>> missionsRemoved,
    Vector<Mission> missionBox,
    Vector<MagicItem> itemStack,
    Vector<MagicItem> itemsAside,
    Vector<MagicItem> itemsRemoved,
    Vector<Ability> abilityStack,
    Vector<Ability> abilitiesAside,
    Vector<Ability> abilitiesUsed,
    Vector<Ability> abilitiesRemoved,
    Vector<Integer> treasureStack,
    Vector<Hidden<Integer>> treasureDiscard,
    Vector<Integer> treasuresRemoved,
    Vector<Integer> dummyTreasures,
    Vector<Vector<Chalice>> chaliceStacks,
    Vector<Chalice> chaliceBox)
    implements WithSupply {

  /**
   * A supply with every pile empty (three empty chalice stacks): setup fills the stacks in play by name,
   * {@code new SupplyBuilder().from(EMPTY).mapStack(...)}, rather than 29 values by position.
   */
  static final Supply EMPTY = new SupplyBuilder()
      .mapStack(Vector.empty()).mapsAside(Vector.empty()).mapsRemoved(Vector.empty())
      .specialistStack(Vector.empty()).specialistsAside(Vector.empty()).specialistsRemoved(Vector.empty())
      .artifactStack(Vector.empty()).artifactsDrawn(Vector.empty()).artifactDiscard(Vector.empty())
      .artifactsRemoved(Vector.empty()).collectionBox(Vector.empty())
      .missionStack(Vector.empty()).missionBottom(Vector.empty()).missionsDrawn(Vector.empty())
      .missionsRemoved(Vector.empty()).missionBox(Vector.empty())
      .itemStack(Vector.empty()).itemsAside(Vector.empty()).itemsRemoved(Vector.empty())
      .abilityStack(Vector.empty()).abilitiesAside(Vector.empty()).abilitiesUsed(Vector.empty())
      .abilitiesRemoved(Vector.empty())
      .treasureStack(Vector.empty()).treasureDiscard(Vector.empty()).treasuresRemoved(Vector.empty())
      .dummyTreasures(Vector.empty())
      .chaliceStacks(Vector.fill(3, Vector.empty())).chaliceBox(Vector.empty())
      .build();
}
