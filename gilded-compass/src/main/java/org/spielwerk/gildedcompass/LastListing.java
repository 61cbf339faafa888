package org.spielwerk.gildedcompass;

import java.util.List;

/**
 * What this thread listed last: the position given to {@code legalActions} and the actions it
 * answered, kept so that {@code play} and {@code apply} of one of those very actions on that very
 * position need not run the rules' check again (a playout, a search or an agent lists, picks one and
 * plays it; the check repeated the listing's work, about a tenth of a random game's time).
 *
 * <p>Why this is safe. An action listed for a position is legal there: the listing asks the same rule
 * predicates as the check ({@code ListingCacheTest} checks every listed action of many random games
 * against the uncached rules). The match is by identity, the position's and the action's: a position
 * or action that is merely equal, built by the caller or read from JSON, goes through the full check,
 * and so does every action the caller adds to or sets in the list it was given, because the actions are
 * copied here when listed. States and actions are immutable, so an identical one cannot have changed.
 *
 * <p>Threads. Each thread has its own (a {@link ThreadLocal}); the games are shared between threads
 * ({@code simulate --threads}, JUnit running in parallel) and never see another thread's listing. It
 * holds one position per thread until that thread lists again, a few kilobytes.
 */
final class LastListing {
  private static final ThreadLocal<LastListing> CURRENT = ThreadLocal.withInitial(LastListing::new);

  private GildedCompassState state;
  private GildedCompassAction[] actions = new GildedCompassAction[32];
  private int size;

  private LastListing() {}

  /** Remembers the actions listed for {@code s} on this thread (copied: the caller may change its list). */
  static void remember(GildedCompassState s, List<GildedCompassAction> listed) {
    LastListing last = CURRENT.get();
    int n = listed.size();
    if (n > last.actions.length) {
      last.actions = new GildedCompassAction[Math.max(n, 2 * last.actions.length)];
    }
    for (int i = 0; i < n; i++) {
      last.actions[i] = listed.get(i);
    }
    for (int i = n; i < last.size; i++) {
      last.actions[i] = null; // no stale action kept alive
    }
    last.size = n;
    last.state = s;
  }

  /** Whether this thread's last listing was for this very position and named this very action. */
  static boolean listed(GildedCompassState s, GildedCompassAction action) {
    LastListing last = CURRENT.get();
    if (last.state != s) {
      return false;
    }
    GildedCompassAction[] listed = last.actions;
    for (int i = 0; i < last.size; i++) {
      if (listed[i] == action) {
        return true;
      }
    }
    return false;
  }
}
