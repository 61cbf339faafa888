package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;

/**
 * The choices of an assignment decision taken once per decision ({@link AssignmentChoices}) are the
 * reference's (§8.2): {@link AssignmentScoring#valid} of the decisions so far plus each choice, and
 * {@link Endgame#canonicalHost} for identical hosts, on random problems and random partial assignments
 * (valid or not, too long, hosts out of range).
 */
class AssignmentChoicesTest {

  @Test
  void everyChoice_isValidExactlyWhenTheReferenceSaysSo() {
    RandomSource r = new RandomSource(20261127);
    int compared = 0;
    int valid = 0;
    for (int i = 0; i < 4_000; i++) {
      AssignmentProblem problem = AssignmentSolverTest.randomProblem(r, 4, 5);
      Assignment partial = randomPartial(r, problem);
      AssignmentChoices choices = new AssignmentChoices(problem, partial);
      int hosts = problem.hosts().size();
      for (int h = -2; h <= hosts; h++) {
        for (ItemChoice item : ItemChoice.values()) {
          boolean expected = partial.size() < problem.specialists().size()
              && AssignmentScoring.valid(problem, partial, h, item);
          assertThat(choices.valid(h, item)).as("problem %s, partial %s, host %d, item %s", problem, partial, h, item)
              .isEqualTo(expected);
          compared++;
          valid += expected ? 1 : 0;
        }
      }
      if (choices.open()) {
        for (int h = 0; h < hosts; h++) {
          assertThat(choices.canonical(h)).as("canonical host of %d in %s, %s", h, problem, partial)
              .isEqualTo(Endgame.canonicalHost(problem, partial, h));
        }
      }
      // the reference lister cannot read a partial assignment with items missing; such a one offers nothing
      assertThat(Endgame.choices(problem, partial)).as("choices of %s, %s", problem, partial)
          .isEqualTo(partial.items().size() == partial.size() ? referenceChoices(problem, partial) : List.of());
      assertThat(Endgame.hasChoice(problem, partial)).isEqualTo(referenceHasChoice(problem, partial));
    }
    assertThat(compared).isGreaterThan(50_000);
    assertThat(valid).as("valid choices among them").isGreaterThan(2_000);
  }

  /**
   * Half the time decisions that keep the rules (a random valid choice each, as a player makes them),
   * else random hosts (now and then out of range) and items, sometimes too many, or items missing.
   */
  private static Assignment randomPartial(RandomSource r, AssignmentProblem problem) {
    int n = problem.specialists().size();
    if (r.nextBoolean()) {
      Assignment partial = Assignment.EMPTY;
      int length = r.nextInt(n + 1);
      while (partial.size() < length) {
        List<Assignment> next = new ArrayList<>();
        for (int h = -1; h < problem.hosts().size(); h++) {
          for (ItemChoice item : ItemChoice.values()) {
            if (AssignmentScoring.valid(problem, partial, h, item)) {
              next.add(partial.plus(h, item));
            }
          }
        }
        partial = next.get(r.nextInt(next.size())); // leaving a specialist unassigned is always valid
      }
      return partial;
    }
    int length = r.nextInt(n + 2);
    Vector<Integer> hosts = Vector.empty();
    Vector<ItemChoice> items = Vector.empty();
    boolean wild = r.nextInt(8) == 0;
    for (int i = 0; i < length; i++) {
      int host = wild ? r.nextInt(problem.hosts().size() + 3) - 2 : r.nextInt(problem.hosts().size() + 1) - 1;
      hosts = hosts.append(host);
      items = items.append(r.nextInt(3) == 0 ? ItemChoice.values()[r.nextInt(3)] : ItemChoice.NONE);
    }
    if (wild && !items.isEmpty() && r.nextBoolean()) {
      items = items.dropRight(1);
    }
    return new Assignment(hosts, items);
  }

  /** The listing as it was: every canonical host and item the reference accepts. */
  private static List<AssignSpecialist> referenceChoices(AssignmentProblem problem, Assignment partial) {
    List<AssignSpecialist> out = new ArrayList<>();
    if (partial.size() >= problem.specialists().size()) {
      return out;
    }
    for (int h = 0; h < problem.hosts().size(); h++) {
      if (Endgame.canonicalHost(problem, partial, h) != h) {
        continue;
      }
      for (ItemChoice item : ItemChoice.values()) {
        if (AssignmentScoring.valid(problem, partial, h, item)) {
          out.add(new AssignSpecialist(h, item));
        }
      }
    }
    return out;
  }

  private static boolean referenceHasChoice(AssignmentProblem problem, Assignment partial) {
    if (partial.size() >= problem.specialists().size()) {
      return false;
    }
    for (int h = 0; h < problem.hosts().size(); h++) {
      if (AssignmentScoring.valid(problem, partial, h, ItemChoice.NONE)) {
        return true;
      }
    }
    return false;
  }
}
