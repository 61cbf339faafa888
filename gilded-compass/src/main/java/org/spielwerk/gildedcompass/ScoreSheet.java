package org.spielwerk.gildedcompass;

/**
 * One player's final gold by source (§8); {@code total} is the sum of the parts.
 *
 * @param maps ancient maps (abandoned dig sites included), doubling included
 * @param missionMaps Dual and Secret Maps as hosts, doubling included
 * @param specialists assigned specialists, magic items included
 * @param tokens floor(knowledge tokens / 2)
 * @param artifacts artifacts by the private collection
 * @param coveted Coveted Artifacts, count squared (§10.1)
 * @param missions the missions of §9 other than the map missions
 * @param abilities unused special abilities, 1 each
 * @param treasures sunken treasures
 * @param chalices chalices and Chalice Fragments (§10.4)
 * @param total the sum of the parts
 * @param unassigned printed values of unassigned specialists (the tie-breaker, §8)
 */
public record ScoreSheet(
    int maps,
    int missionMaps,
    int specialists,
    int tokens,
    int artifacts,
    int coveted,
    int missions,
    int abilities,
    int treasures,
    int chalices,
    int total,
    int unassigned) {

  /** Builds a sheet whose total is the sum of the parts. */
  public static ScoreSheet of(int maps, int missionMaps, int specialists, int tokens, int artifacts, int coveted,
      int missions, int abilities, int treasures, int chalices, int unassigned) {
    return new ScoreSheet(maps, missionMaps, specialists, tokens, artifacts, coveted, missions, abilities, treasures,
        chalices, maps + missionMaps + specialists + tokens + artifacts + coveted + missions + abilities + treasures
            + chalices, unassigned);
  }

  /** The sum of the parts (equal to {@link #total()} in every sheet the engine makes). */
  public int sumOfParts() {
    return maps + missionMaps + specialists + tokens + artifacts + coveted + missions + abilities + treasures + chalices;
  }
}
