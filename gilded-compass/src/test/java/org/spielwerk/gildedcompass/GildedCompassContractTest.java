package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.Game;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Step;
import org.spielwerk.core.contract.GameContract;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepMission;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;

/**
 * The Spielwerk contract for every player count (2-5), every preset and random mixes of all
 * options, buildings and mini-expansions ({@link OptionsMix}).
 */
class GildedCompassContractTest extends GameContract<GildedCompassState, GildedCompassAction, GildedCompassEvent,
    GildedCompassView, GildedCompassOptions> {

  private static final GildedCompass GAME = new GildedCompass();

  @Override
  protected Game<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView, GildedCompassOptions> game() {
    return GAME;
  }

  @Override
  protected GildedCompassOptions randomOptions(RandomSource random) {
    return OptionsMix.random(random.nextLong());
  }

  /**
   * Gilded Compass games are long (about 170 actions, every state checked from every seat's view and
   * validated), so the module plays 40% of the default random cases besides every preset with every
   * player count; raise it with {@code -Dcontract.effort=2.5} for the full default.
   */
  @Override
  protected double effort() {
    return 0.4;
  }

  @Override
  protected void checkInvariants(GildedCompassState s) {
    Invariants.check(s);
  }

  /**
   * Transition invariants: knowledge tokens change only by re-rolls (one each) and the Library's
   * payments, abilities only by tiles taken and played, and every event that moves a tile to a seat
   * shows in that seat's holdings; maps and specialists only grow; rounds never go back.
   */
  @Override
  protected void checkStep(GildedCompassState before, GildedCompassAction action,
      Step<GildedCompassState, GildedCompassEvent> step) {
    GildedCompassState after = step.state();
    for (int seat = 0; seat < before.playerCount(); seat++) {
      int s = seat;
      long rerolls = step.events().stream().filter(e -> e instanceof GildedCompassEvent.DiceRerolled r && r.seat() == s)
          .count();
      int gained = step.events().stream().filter(e -> e instanceof GildedCompassEvent.TokensGained t && t.seat() == s)
          .mapToInt(e -> ((GildedCompassEvent.TokensGained) e).count()).sum();
      assertThat(after.player(seat).tokens()).as("tokens of seat " + seat + " follow re-rolls and the Library")
          .isEqualTo(before.player(seat).tokens() - rerolls + gained);
      long taken = step.events().stream().filter(e -> e instanceof GildedCompassEvent.AbilityTaken t && t.seat() == s)
          .count();
      long played = step.events().stream().filter(e -> e instanceof GildedCompassEvent.AbilityPlayed p && p.seat() == s)
          .count();
      assertThat(after.player(seat).abilities().size()).as("abilities of seat " + seat)
          .isEqualTo(before.player(seat).abilities().size() + taken - played);
      long maps = step.events().stream().filter(e -> e instanceof GildedCompassEvent.MapTaken t && t.seat() == s).count();
      assertThat(after.player(seat).maps().size()).isEqualTo(before.player(seat).maps().size() + maps);
      long specialists = step.events().stream()
          .filter(e -> e instanceof GildedCompassEvent.SpecialistTaken t && t.seat() == s).count();
      assertThat(after.player(seat).specialists().size()).isEqualTo(before.player(seat).specialists().size() + specialists);
      long artifacts = step.events().stream().filter(e -> e instanceof GildedCompassEvent.ArtifactKept t && t.seat() == s)
          .count();
      assertThat(after.player(seat).artifacts().size()).isEqualTo(before.player(seat).artifacts().size() + artifacts);
    }
    assertThat(after.round().number()).as("rounds never go back").isGreaterThanOrEqualTo(before.round().number());
    for (GildedCompassEvent event : step.events()) {
      if (event.privateTo() >= 0) {
        assertThat(event.privateTo()).as("private events name a seat").isLessThan(before.playerCount());
      }
    }
  }

  @Override
  protected List<GildedCompassAction> plausibleActions(GildedCompassState s) {
    List<GildedCompassAction> out = new ArrayList<>();
    out.add(GildedCompassAction.USE_LITTLE_HELP);
    out.add(GildedCompassAction.USE_TIMELESS_GIFT);
    out.add(GildedCompassAction.DECLINE);
    out.add(GildedCompassAction.END_TURN);
    out.add(GildedCompassAction.LEAVE_UNASSIGNED);
    out.add(new UseAlly(0));
    out.add(new UseAlly(1));
    out.add(new UseAlly(7));
    out.add(new TakeMap(s.table().maps().head()));
    out.add(new TakeMap(s.table().maps().last()));
    out.add(new TakeSpecialist(s.table().specialists().head()));
    for (ArtifactType a : ArtifactType.values()) {
      out.add(new KeepArtifact(a));
    }
    out.add(new KeepMission(s.table().missions().head()));
    out.add(new KeepMission(s.table().missions().last()));
    for (Ability a : Ability.values()) {
      out.add(new TakeAbility(a));
    }
    out.add(new KeepTreasure(1));
    out.add(new KeepTreasure(3));
    out.add(new AssignSpecialist(0, ItemChoice.NONE));
    out.add(new AssignSpecialist(0, ItemChoice.TOOL));
    out.add(new AssignSpecialist(40, ItemChoice.NONE));
    out.add(new AssignSpecialist(-1, ItemChoice.REGIONAL));
    out.add(GildedCompassAction.REROLL);
    for (DieKind kind : DieKind.values()) {
      for (int v = 0; v <= 7; v++) {
        out.add(new MarkReroll(kind, v));
      }
    }
    out.add(new MarkReroll(null, 3));
    out.add(new Persuade(DieKind.OWN, 1, 2));
    out.add(new Persuade(DieKind.DUMMY, 3, 3));
    out.add(new Persuade(DieKind.BLACK, 0, 7));
    out.add(new PersuadeSecond(DieKind.OWN, 6, 1));
    for (Building b : Building.values()) {
      out.add(new Place(b, Pips.of(3, 3, 3), Pips.EMPTY, -1, 0));
      out.add(new Place(b, Pips.of(2, 5), Pips.EMPTY, 0, 0));
      out.add(new Place(b, Pips.of(1, 2, 3), Pips.EMPTY, 0, 1));
      out.add(new Place(b, Pips.of(6), Pips.of(6), -1, 0));
      out.add(new PlaceDummy(b, Pips.of(4), -1, 0));
      out.add(new PlaceDummy(b, Pips.of(1, 4, 4), -1, 0));
      out.add(new PlaceDummy(b, Pips.of(1, 6), 1, 0));
    }
    // near misses of listed actions: one die more or less, another target, another selector
    List<GildedCompassAction> legal = GAME.legalActions(s);
    int mutated = 0;
    for (GildedCompassAction action : legal) {
      if (mutated++ > 40) {
        break;
      }
      switch (action) {
        case Place a -> {
          int v = 1 + mutated % 6;
          out.add(new Place(a.building(), a.dice().plus(v), a.black(), a.target(), a.willToWin()));
          out.add(new Place(a.building(), a.dice().minus(a.dice().lowest()), a.black().isEmpty() ? a.black()
              : Pips.EMPTY, a.target(), a.willToWin()));
          out.add(new Place(a.building(), a.dice(), a.black(), a.target() + 1, a.willToWin()));
          out.add(new Place(a.building(), a.dice(), a.black(), a.target() - 1, a.willToWin()));
          out.add(new Place(a.building(), a.dice(), a.black(), a.target(), (a.willToWin() + 1) % 3));
          out.add(new Place(a.building(), a.dice(), a.dice(), a.target(), a.willToWin()));
          out.add(new Place(Building.values()[(a.building().ordinal() + 1) % 9], a.dice(), a.black(), a.target(), 0));
        }
        case PlaceDummy a -> {
          out.add(new PlaceDummy(a.building(), a.dice().plus(1 + mutated % 6), a.target(), a.willToWin()));
          out.add(new PlaceDummy(a.building(), a.dice(), a.target() + 1, a.willToWin()));
          out.add(new PlaceDummy(a.building(), a.dice(), a.target(), (a.willToWin() + 1) % 3));
          out.add(new PlaceDummy(Building.LIBRARY, a.dice(), -1, 0));
        }
        case Persuade a -> {
          out.add(new Persuade(a.kind(), a.from(), a.from()));
          out.add(new Persuade(a.kind(), 1 + a.from() % 6, a.to()));
        }
        case PersuadeSecond a -> out.add(new PersuadeSecond(a.kind(), a.from(), a.from()));
        case AssignSpecialist a -> {
          out.add(new AssignSpecialist(a.host() + 1, a.item()));
          out.add(new AssignSpecialist(a.host(), ItemChoice.values()[(a.item().ordinal() + 1) % 3]));
        }
        default -> {
        }
      }
    }
    return out;
  }

  /** Checks beyond {@link GildedCompass#validate}: views hide, phases agree with hands, scores add up. */
  static final class Invariants {
    static void check(GildedCompassState s) {
      boolean revealed = Visibility.revealed(s);
      for (int seat = 0; seat < s.playerCount(); seat++) {
        GildedCompassView view = GAME.view(s, seat);
        for (int other = 0; other < s.playerCount(); other++) {
          PlayerView p = view.players().get(other);
          boolean sees = revealed || other == seat;
          assertThat(p.collection().isDefined()).as("collection of " + other + " seen by " + seat)
              .isEqualTo(sees && s.player(other).collection().isDefined());
          assertThat(p.missions().isDefined()).as("missions visible").isEqualTo(sees);
          assertThat(p.items().isDefined()).as("items visible").isEqualTo(sees);
          assertThat(p.chalices().isDefined()).as("chalices visible").isEqualTo(sees);
        }
        for (Hidden<Tiles.Mission> m : s.player(seat).missions()) {
          assertThat(m.seenBy(seat)).as("a seat knows its own missions").isTrue();
        }
      }
      if (s.phase() instanceof Phase.Turn turn) {
        Player p = s.player(turn.seat());
        assertThat(turn.own().size()).as("rolled own dice = own dice in hand").isEqualTo(p.ownDice());
        assertThat(turn.black().size()).isEqualTo(p.blackDice());
        assertThat(turn.dummy().size()).isEqualTo(p.dummyDice());
        assertThat(p.ownDice() > 0 || turn.placedOwn()).as("a turn needs own dice").isTrue();
      }
      assertThat(s.supply().artifactsDrawn().isEmpty() || s.phase() instanceof Phase.ChooseArtifacts)
          .as("drawn artifacts wait only for a decision").isTrue();
      assertThat(s.supply().missionsDrawn().isEmpty() || s.phase() instanceof Phase.ChooseMission)
          .as("missions in hand wait only for a decision").isTrue();
      if (s.phase() instanceof Phase.GameOver) {
        for (int seat = 0; seat < s.playerCount(); seat++) {
          ScoreSheet sheet = s.scores().get(seat);
          assertThat(sheet.total()).as("total = sum of the parts").isEqualTo(sheet.sumOfParts());
          assertThat(sheet).as("the sheet is the scoring of the recorded assignment")
              .isEqualTo(Endgame.sheet(s.player(seat), s.options(), s.table(), s.assignments().get(seat)));
          AssignmentProblem problem = AssignmentProblem.of(s.player(seat), s.options());
          assertThat(AssignmentScoring.violation(problem, s.assignments().get(seat))).as("valid assignment").isNull();
          if (!Endgame.manual(s)) {
            AssignmentSolver.Solution best = AssignmentSolver.solve(problem);
            AssignmentScoring.Result result = AssignmentScoring.score(problem, s.assignments().get(seat));
            assertThat(result.gold()).as("automatic assignment is optimal").isEqualTo(best.gold());
            assertThat(result.unassigned()).isEqualTo(best.unassigned());
          }
        }
      }
    }
  }
}
