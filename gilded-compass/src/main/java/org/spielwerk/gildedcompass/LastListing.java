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
 * and so does every action once the caller has changed the list it was given in any way that could put
 * another action into it ({@link Listing#stamp}). Lists that are not a {@link Listing} (the fixed
 * two-choice offers) cannot be changed at all. States and actions are immutable, so an identical one cannot have changed.
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
  private List<GildedCompassAction> actions = List.of();
  private int stamp;

  private LastListing() {}

  /**
   * Remembers the actions listed for {@code s} on this thread: the very list given to the caller with
   * its stamp, not a copy (a copy per listing cost more than the stamp). Refilling one long-lived array
   * instead would cost the collector's write barrier on each reference stored.
   */
  static void remember(GildedCompassState s, List<GildedCompassAction> listed) {
    LastListing last = CURRENT.get();
    last.actions = listed;
    last.stamp = listed instanceof Listing listing ? listing.stamp() : 0;
    last.state = s;
  }

  /** Whether this thread's last listing was for this very position and named this very action. */
  static boolean listed(GildedCompassState s, GildedCompassAction action) {
    LastListing last = CURRENT.get();
    if (last.state != s) {
      return false;
    }
    List<GildedCompassAction> listed = last.actions;
    if (listed instanceof Listing listing && listing.stamp() != last.stamp) {
      return false; // the caller changed the list: it may hold an action that was not listed
    }
    for (int i = 0, n = listed.size(); i < n; i++) {
      if (listed.get(i) == action) {
        return true;
      }
    }
    return false;
  }
}
