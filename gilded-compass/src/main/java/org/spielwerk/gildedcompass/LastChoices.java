package org.spielwerk.gildedcompass;

/**
 * The end-game assignment by hand (§8.1) as this thread last looked at it: the seat's
 * {@link AssignmentProblem} and the {@link AssignmentChoices} of its decisions so far. One decision
 * asks for them up to three times (the listing, the check of the chosen action, and, after it, whether
 * the next specialist has a choice, which is the next listing's question); the position between those
 * calls keeps the very same {@link Player} and {@link Assignment} objects, so they are found here by
 * identity instead of being built again.
 *
 * <p>Players, options, problems and assignments are immutable, so an identical key cannot stand for
 * other facts; an equal but not identical one (a position read from JSON, a test's own problem) is a
 * miss and is computed, as before. Each thread has its own ({@link ThreadLocal}), holding one player's
 * problem until the thread looks at another. {@code ListingCacheTest} compares the cached answers
 * with fresh ones at every decision of random end games.
 */
final class LastChoices {
  private static final ThreadLocal<LastChoices> CURRENT = ThreadLocal.withInitial(LastChoices::new);

  private Player player;
  private GildedCompassOptions options;
  private AssignmentProblem problem;
  private AssignmentProblem choicesProblem;
  private Assignment partial;
  private AssignmentChoices choices;

  private LastChoices() {}

  /** {@code AssignmentProblem.of(player, options)}, the same object again for the same player and options. */
  static AssignmentProblem problem(Player player, GildedCompassOptions options) {
    LastChoices last = CURRENT.get();
    if (last.player != player || last.options != options) {
      last.problem = AssignmentProblem.of(player, options);
      last.player = player;
      last.options = options;
    }
    return last.problem;
  }

  /** {@code new AssignmentChoices(problem, partial)}, the same object again for the same problem and partial. */
  static AssignmentChoices choices(AssignmentProblem problem, Assignment partial) {
    LastChoices last = CURRENT.get();
    if (last.choicesProblem != problem || last.partial != partial) {
      last.choices = new AssignmentChoices(problem, partial);
      last.choicesProblem = problem;
      last.partial = partial;
    }
    return last.choices;
  }
}
