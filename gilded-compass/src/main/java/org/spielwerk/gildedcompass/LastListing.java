package org.spielwerk.gildedcompass;

import java.util.List;

/**
 * What this thread listed last: the position given to {@code legalActions} and the actions it
 * answered, kept so that {@code play} and {@code apply} of one of those very actions on that very
 * position need not run the rules' check again (a playout, a search or an agent lists, picks one and
 * plays it; the check repeated the listing's work, 4% of a random 3-player game's time by JFR).
 *
 * <p>Why this is safe. An action listed for a position is legal there: the listing asks the same rule
 * predicates as the check ({@code ListingCacheTest} checks every listed action of many random games
 * against the uncached rules). The match is by identity, the position's and the action's: a position
 * or action that is merely equal, built by the caller or read from JSON, goes through the full check,
 * and so does every action the caller adds to or sets in the list it was given, because the actions are
 * copied here when listed. States and actions are immutable, so an identical one cannot have changed.
 * Legality is a function of the position and the action alone, so skipping the check changes no
 * result: {@code ListingCacheTest} also compares every cached step with the checked one.
 *
 * <p>Threads. Each thread has its own (a {@link ThreadLocal}); the games are shared between threads
 * ({@code simulate --threads}, JUnit running in parallel) and never see another thread's listing. It
 * holds one position per thread until that thread lists again, a few kilobytes.
 */
final class LastListing {
  private static final ThreadLocal<LastListing> CURRENT = ThreadLocal.withInitial(LastListing::new);

  private GildedCompassState state;
  private Object[] actions = new Object[0];

  private LastListing() {}

  /**
   * Remembers the actions listed for {@code s} on this thread, as a new array (the caller may change
   * its list). A new, short-lived array rather than one kept and refilled: storing two dozen references
   * into an old array costs the collector's write barrier on each, more than the copy.
   */
  static void remember(GildedCompassState s, List<GildedCompassAction> listed) {
    LastListing last = CURRENT.get();
    last.actions = listed.toArray();
    last.state = s;
  }

  /** Whether this thread's last listing was for this very position and named this very action. */
  static boolean listed(GildedCompassState s, GildedCompassAction action) {
    LastListing last = CURRENT.get();
    if (last.state != s) {
      return false;
    }
    Object[] listed = last.actions;
    for (int i = 0; i < listed.length; i++) {
      if (listed[i] == action) {
        return true;
      }
    }
    return false;
  }
}
