package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
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
 * One player's dice in hand and possessions. Public: tokens, dice counts, maps, specialists,
 * artifacts, abilities and kept sunken treasures (§3.4). Private to the player: the collection,
 * missions, magic items, chalices and the treasures drawn this round.
 *
 * @param tokens knowledge tokens (§5.3), never negative
 * @param ownDice own dice not yet placed this round (8 at round start)
 * @param blackDice black dice of A Little Help not yet placed (§6)
 * @param dummyDice dummy dice held and not yet placed (§7.2)
 * @param maps ancient maps, in the order taken
 * @param specialists specialists, in the order taken
 * @param artifacts artifacts kept (face up, UNCONFIRMED visibility §3.4)
 * @param collection the private collection (Auction House only)
 * @param missions missions kept, with the seats that know them
 * @param items magic items (Tools of Power included)
 * @param abilities unused special abilities (face up)
 * @param treasures sunken treasures kept (face up)
 * @param drawnTreasures sunken treasures drawn this round, not yet resolved (face down)
 * @param chalices chalices and fragments (face down; their backs are public)
 */
@SpielwerkStyle
@Value.Builder
public record Player(
    int tokens,
    int ownDice,
    int blackDice,
    int dummyDice,
    Vector<MapTile> maps,
    Vector<Specialist> specialists,
    Vector<ArtifactType> artifacts,
    Option<PrivateCollection> collection,
    Vector<Hidden<Mission>> missions,
    Vector<MagicItem> items,
    Vector<Ability> abilities,
    Vector<Integer> treasures,
    Vector<Integer> drawnTreasures,
    Vector<Chalice> chalices)
    implements WithPlayer {

  /** A player at the start of the game: 1 knowledge token, no tiles (§2 step 5). */
  public static Player initial() {
    return new Player(1, 0, 0, 0, Vector.empty(), Vector.empty(), Vector.empty(), Option.none(), Vector.empty(),
        Vector.empty(), Vector.empty(), Vector.empty(), Vector.empty(), Vector.empty());
  }

  /** The missions without their knowledge marks. */
  public Vector<Mission> missionTiles() {
    return missions.map(Hidden::tile);
  }

  /** Whether the player holds this ability. */
  public boolean has(Ability ability) {
    for (int i = 0; i < abilities.size(); i++) {
      if (abilities.get(i) == ability) {
        return true;
      }
    }
    return false;
  }
}
