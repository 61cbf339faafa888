package org.spielwerk.gildedcompass;

import java.util.List;

/**
 * The legal placements of a turn's listing: every candidate of {@link Placement#candidates} that the
 * building's rule {@link Placement#violation} accepts, in the candidates' order, asked over one
 * {@link BoardSummary} for the whole listing: the listing itself, one object per listing (rather than a
 * summary and a lambda per building), dropped with it.
 *
 * <p>What a candidate satisfies by construction is not asked again: the dice come from the hand, the
 * building is in play, nothing is marked or placed yet, Will to Win is offered only to a seat that holds
 * it (and for dummy dice only where abilities work with them). The one rule of {@code Turns} that a
 * candidate does not satisfy by construction, YUCATA's lowest die for the Library (and the dummy's
 * Library ban), comes in as {@code libraryDie}; which of the dice are black the building's rule does not
 * see, so the caller splits each listed placement into its black splits afterwards.
 */
// TRICK(plain: GildedCompass.turnActions(s, turn, out, false), every Placement.candidates through
// Turns.placeViolation / placeDummyViolation; proof: PlacementListingTest)
final class PlacementListing extends BoardSummary implements Placement.Sink {
  private final int actor;

  private Building building;
  private int owner;
  private boolean dummy;
  private int libraryDie;
  private List<GildedCompassAction> out;

  /** The listing of {@code s} for the seat {@code actor} whose turn it is. */
  PlacementListing(GildedCompassState s, int actor) {
    super(s);
    this.actor = actor;
  }

  /**
   * Adds the legal placements on {@code building} of dice from {@code hand} (own dice, black ones
   * counted as own, or the held dummy dice), in the order of {@link Placement#candidates}.
   *
   * @param owner the seat, or {@link Owner#DUMMY}
   * @param maxDice the most dice one placement may take (2 for dummy dice)
   * @param willToWin whether Will to Win placements are to be offered (the seat holds it and it works here)
   * @param libraryDie the only die the Library takes (YUCATA's lowest die), 0 for any, -1 for none
   */
  void list(Building building, int owner, Pips hand, int maxDice, boolean willToWin, int libraryDie,
      List<GildedCompassAction> out) {
    if (building == Building.LIBRARY && libraryDie < 0) {
      return;
    }
    this.building = building;
    this.owner = owner;
    this.dummy = owner == Owner.DUMMY;
    this.libraryDie = libraryDie;
    this.out = out;
    Placement.candidates(this, owner, building, hand, maxDice, willToWin, this);
  }

  @Override
  public void accept(Pips dice, int target, int willToWin) {
    if (libraryDie > 0 && building == Building.LIBRARY && dice.lowest() != libraryDie) {
      return;
    }
    // a candidate passes violation's general checks by construction: only the building's rule is asked
    if (Placement.buildingRule(this, actor, owner, building, dice, target, willToWin, false) == null) {
      out.add(dummy ? GildedCompass.placeDummy(building, dice, target, willToWin)
          : GildedCompass.place(building, dice, Pips.EMPTY, target, willToWin));
    }
  }
}
