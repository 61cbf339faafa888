package org.spielwerk.gildedcompass;

import java.util.ArrayList;
import java.util.List;

/**
 * The list {@code legalActions} answers: an ordinary {@link ArrayList} the caller may change as before,
 * which also tells {@link LastListing} whether it still holds exactly what was listed. Every change that
 * could put another action into it is seen: a structural one (add, remove, sort, {@code replaceAll})
 * moves ArrayList's {@code modCount}; {@code set}, which does not, and {@code subList}, whose view writes
 * into this list without either, mark it as changed for good. So {@link LastListing} needs no copy of the
 * actions (a copy per listing was about 4% of a random game's bytes).
 */
final class Listing extends ArrayList<GildedCompassAction> {
  private static final long serialVersionUID = 1L;

  /** Set by {@link #set} and {@link #subList}: the list may hold an action that was not listed. */
  private boolean changed;

  Listing(int capacity) {
    super(capacity);
  }

  /** A stamp that differs from every earlier one once the list may no longer be what was listed. */
  int stamp() {
    return changed ? -1 : modCount;
  }

  @Override
  public GildedCompassAction set(int index, GildedCompassAction element) {
    changed = true;
    return super.set(index, element);
  }

  @Override
  public List<GildedCompassAction> subList(int fromIndex, int toIndex) {
    changed = true;
    return super.subList(fromIndex, toIndex);
  }
}
