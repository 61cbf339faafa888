package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassEvent.AssignmentMade;
import org.spielwerk.gildedcompass.GildedCompassEvent.GameEnded;
import org.spielwerk.gildedcompass.GildedCompassEvent.HoldingsRevealed;
import org.spielwerk.gildedcompass.GildedCompassEvent.SpecialistAssigned;
import org.spielwerk.gildedcompass.GildedCompassOptions.AssignmentMode;
import org.spielwerk.gildedcompass.Phase.Assigning;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.core.EventSink;

/** The end of the game (§8): hidden tiles revealed, specialists assigned, gold counted. */
final class Endgame {
  private Endgame() {}

  /** Whether players assign by hand in this game (§8.1, §11). */
  static boolean manual(GildedCompassState s) {
    return s.options().assignment() == AssignmentMode.MANUAL
        || (s.options().assignment() == AssignmentMode.AUTO_WITH_AUCTION_HOUSE
            && s.bBuilding() == Building.TREASURE_HUNTERS_GUILD);
  }

  static GildedCompassState start(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Player p = s.player(seat);
      events.add(new HoldingsRevealed(seat, p.collection(), p.missionTiles(), p.items(), p.chalices()));
    }
    if (manual(s)) {
      return assigning(s, 0, Assignment.EMPTY, events);
    }
    Vector<Assignment> assignments = Vector.empty();
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Assignment a = AssignmentSolver.solve(AssignmentProblem.of(s.player(seat), s.options())).assignment();
      assignments = SmallVectors.append(assignments, a);
      events.add(new AssignmentMade(seat, a, true));
    }
    return finish(s.withAssignments(assignments), events);
  }

  /** The choices for the seat's next specialist: valid hosts with items, identical hosts once. */
  static List<AssignSpecialist> choices(AssignmentProblem problem, Assignment partial) {
    List<AssignSpecialist> out = new ArrayList<>();
    if (partial.size() >= problem.specialists().size()) {
      return out;
    }
    AssignmentChoices choices = new AssignmentChoices(problem, partial);
    if (!choices.open()) {
      return out;
    }
    for (int h = 0; h < problem.hosts().size(); h++) {
      if (choices.canonical(h) != h) {
        continue;
      }
      for (ItemChoice item : ITEMS) {
        if (choices.valid(h, item)) {
          out.add(new AssignSpecialist(h, item));
        }
      }
    }
    return out;
  }

  private static final ItemChoice[] ITEMS = ItemChoice.values();

  /** Whether the seat's next specialist can go anywhere (the first valid host found is enough). */
  static boolean hasChoice(AssignmentProblem problem, Assignment partial) {
    if (partial.size() >= problem.specialists().size()) {
      return false;
    }
    AssignmentChoices choices = new AssignmentChoices(problem, partial);
    for (int h = 0; h < problem.hosts().size(); h++) {
      if (choices.valid(h, ItemChoice.NONE)) {
        return true; // an item is never needed to make a host valid
      }
    }
    return false;
  }

  /**
   * The first host identical to {@code host} (same tile, same specialists and items so far):
   * identical hosts are one choice, made on the first of them.
   */
  static int canonicalHost(AssignmentProblem problem, Assignment partial, int host) {
    List<Long> filling = filling(problem, partial, host);
    for (int h = 0; h < host; h++) {
      if (problem.hosts().get(h).equals(problem.hosts().get(host)) && filling(problem, partial, h).equals(filling)) {
        return h;
      }
    }
    return host;
  }

  /** The specialists with their items on a host so far, as sorted keys (equal for identical fillings). */
  private static List<Long> filling(AssignmentProblem problem, Assignment partial, int host) {
    List<Long> filling = new ArrayList<>();
    for (int j = 0; j < partial.size(); j++) {
      if (partial.hosts().get(j) == host) {
        Specialist s = problem.specialists().get(j);
        filling.add(((long) s.value() << 16) | (s.region().ordinal() << 8) | (s.type().ordinal() << 4)
            | partial.items().get(j).ordinal());
      }
    }
    filling.sort(null);
    return filling;
  }

  /** Seats in order assign their specialists one decision at a time (§8.1 MANUAL). */
  static GildedCompassState assigning(GildedCompassState s, int seat, Assignment partial, EventSink<GildedCompassEvent> events) {
    while (seat < s.playerCount()) {
      Player p = s.player(seat);
      AssignmentProblem problem = AssignmentProblem.of(p, s.options());
      while (partial.size() < p.specialists().size()) {
        if (hasChoice(problem, partial)) {
          return s.withPhase(new Assigning(seat, partial));
        }
        events.add(new SpecialistAssigned(seat, p.specialists().get(partial.size()), -1, ItemChoice.NONE));
        partial = partial.plus(-1, ItemChoice.NONE);
      }
      s = s.withAssignments(SmallVectors.append(s.assignments(), partial));
      events.add(new AssignmentMade(seat, partial, false));
      seat++;
      partial = Assignment.EMPTY;
    }
    return finish(s, events);
  }

  static GildedCompassState assign(GildedCompassState s, Assigning phase, int host, ItemChoice item,
      EventSink<GildedCompassEvent> events) {
    Player p = s.player(phase.seat());
    Specialist specialist = p.specialists().get(phase.partial().size());
    events.add(new SpecialistAssigned(phase.seat(), specialist, host, item));
    return assigning(s, phase.seat(), phase.partial().plus(host, item), events);
  }

  static Violation assignViolation(GildedCompassState s, Assigning phase, int host, ItemChoice item) {
    AssignmentProblem problem = AssignmentProblem.of(s.player(phase.seat()), s.options());
    if (item == null) {
      return new Violation("Assignment (§8.2)", "an item choice is needed");
    }
    if (host < 0 || host >= problem.hosts().size()) {
      return new Violation("Assignment (§8.2)", "no host " + host + " (leave a specialist unassigned instead)");
    }
    // the same choices as listed (legalActions): taken once for the decision, not the whole assignment again
    AssignmentChoices choices = new AssignmentChoices(problem, phase.partial());
    if (choices.open() && choices.canonical(host) == host && choices.valid(host, item)) {
      return null;
    }
    // rejected: the words come from the reference check, which agrees (AssignmentChoicesTest)
    int canonical = canonicalHost(problem, phase.partial(), host);
    if (canonical != host) {
      return new Violation("Assignment (§8.2)", "host " + host + " is identical to host " + canonical
          + " as it stands; identical hosts are one choice, made on the first");
    }
    String why = AssignmentScoring.violation(problem, phase.partial().plus(host, item));
    return new Violation("Assignment (§8.2)", why != null ? why : "not one of the choices listed");
  }

  private static GildedCompassState finish(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    Vector<ScoreSheet> sheets = Vector.empty();
    for (int seat = 0; seat < s.playerCount(); seat++) {
      sheets = SmallVectors.append(sheets, sheet(s.player(seat), s.options(), s.table(), s.assignments().get(seat)));
    }
    s = s.withScores(sheets).withPhase(new Phase.GameOver());
    // ranked for the event only: play, whose sink ignores it, does not rank the game
    if (events != EventSink.<GildedCompassEvent>ignore()) {
      events.add(new GameEnded(sheets, ranks(sheets)));
    }
    return s;
  }

  /** Ranks: most gold first; ties broken by unassigned specialists' values; then shared (§8). */
  static Vector<Integer> ranks(Vector<ScoreSheet> sheets) {
    Vector<Integer> ranks = Vector.empty();
    for (ScoreSheet mine : sheets) {
      int better = 0;
      for (ScoreSheet other : sheets) {
        if (other.total() > mine.total() || (other.total() == mine.total() && other.unassigned() > mine.unassigned())) {
          better++;
        }
      }
      ranks = SmallVectors.append(ranks, better);
    }
    return ranks;
  }

  /** One player's gold by source (§8, §9, §10). */
  static ScoreSheet sheet(Player p, GildedCompassOptions options, Components table, Assignment assignment) {
    AssignmentProblem problem = AssignmentProblem.of(p, options);
    AssignmentScoring.Result result = AssignmentScoring.score(problem, assignment);
    int artifacts = 0;
    int coveted = 0;
    for (ArtifactType a : p.artifacts()) {
      if (a == ArtifactType.COVETED) {
        coveted++;
      } else {
        artifacts += p.collection().isDefined() ? p.collection().get().gold(a) : 1;
      }
    }
    Vector<Mission> missions = p.missionTiles();
    int missionGold = result.missions();
    for (Mission m : missions) {
      missionGold += switch (m.kind()) {
        case DIVE_FOR_DOUBLOONS -> 1 + 2 * (p.treasures().size() / 3);
        case EMBRACE_THE_GUILD -> 1 + missions.size();
        case FIND_THE_MAPS -> 1 + p.maps().size() / 2;
        case JOIN_THE_ILLUMINATI -> p.abilities().size();
        case LOOT_THE_TOWER -> p.chalices().size() / 3;
        case RAID_THE_TEMPLE -> 1 + p.items().size() / 2;
        default -> 0; // map missions are hosts; the others depend on the assignment
      };
    }
    // chalices score their value; both fragments of one back score as a pair instead (§10.4)
    int chalices = 0;
    for (ChaliceBack back : ChaliceBack.values()) {
      int fragments = 0;
      int fragmentValues = 0;
      for (Chalice c : p.chalices()) {
        if (c.back() != back) {
          continue;
        }
        if (c.fragment()) {
          fragments++;
          fragmentValues += c.value();
        } else {
          chalices += c.value();
        }
      }
      chalices += fragments >= 2 ? table.fragmentPairs().get(back.ordinal()) : fragmentValues;
    }
    return ScoreSheet.of(result.ancientMaps(), result.missionMaps(), result.specialists(), p.tokens() / 2, artifacts,
        coveted * coveted, missionGold, p.abilities().size(), p.treasures().sum().intValue(), chalices,
        result.unassigned());
  }

}
