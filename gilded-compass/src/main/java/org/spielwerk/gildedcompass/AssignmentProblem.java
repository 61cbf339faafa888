package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import org.spielwerk.gildedcompass.GildedCompassOptions.ThreeSpecialistDoubling;
import org.spielwerk.gildedcompass.Hosts.Host;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * One player's end-game assignment problem (§8.2): what it owns that an assignment uses, and the
 * rules in force. The missions are counts (each copy scores).
 *
 * @param hosts the player's hosts ({@link Hosts#of})
 * @param specialists the player's specialists, in the order of an {@link Assignment}
 * @param items the player's magic items (Tools of Power included)
 * @param secondOpinion the player holds Second Opinion: one host may take an extra specialist
 * @param broaden copies of Broaden Your Expertise
 * @param congregate copies of Congregate Cartographers
 * @param gather copies of Gather the Excavators
 * @param hire copies of Hire the Right Hunters
 * @param recruit copies of Recruit Specialists
 * @param scour copies of Scour the Globe
 * @param unite copies of Unite the Specialists
 * @param itemsOnMissionMaps magic items and map doubling also on Dual and Secret Maps (YUCATA)
 * @param allThreeToDouble with three specialists, all three must carry an item to double the map
 * @param dualFixed a Dual Map's first region takes the cartographer, the second the excavator
 */
public record AssignmentProblem(
    Vector<Host> hosts,
    Vector<Specialist> specialists,
    Vector<MagicItem> items,
    boolean secondOpinion,
    int broaden,
    int congregate,
    int gather,
    int hire,
    int recruit,
    int scour,
    int unite,
    boolean itemsOnMissionMaps,
    boolean allThreeToDouble,
    boolean dualFixed) {

  /** The problem of one player under the game's options. */
  public static AssignmentProblem of(Player player, GildedCompassOptions options) {
    // copies of each kind of mission, counted in one pass (the engine asks this on every decision)
    int[] copies = new int[KINDS];
    for (int i = 0; i < player.missions().size(); i++) {
      copies[player.missions().get(i).tile().kind().ordinal()]++;
    }
    return new AssignmentProblem(
        Hosts.of(player),
        player.specialists(),
        player.items(),
        copies[MissionKind.SECOND_OPINION.ordinal()] > 0,
        copies[MissionKind.BROADEN_YOUR_EXPERTISE.ordinal()],
        copies[MissionKind.CONGREGATE_CARTOGRAPHERS.ordinal()],
        copies[MissionKind.GATHER_THE_EXCAVATORS.ordinal()],
        copies[MissionKind.HIRE_THE_RIGHT_HUNTERS.ordinal()],
        copies[MissionKind.RECRUIT_SPECIALISTS.ordinal()],
        copies[MissionKind.SCOUR_THE_GLOBE.ordinal()],
        copies[MissionKind.UNITE_THE_SPECIALISTS.ordinal()],
        options.itemsOnMissionMaps(),
        options.threeSpecialistDoubling() == ThreeSpecialistDoubling.ALL_THREE,
        options.dualMapTypesFixed());
  }

  private static final int KINDS = MissionKind.values().length;

  /** Whether specialists on this host may carry magic items (and the host be doubled). */
  public boolean itemsAllowedOn(Host host) {
    return itemsOnMissionMaps || host.ancient();
  }
}
