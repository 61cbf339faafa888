package org.spielwerk.research.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.gildedcompass.GildedCompassAction;
import org.spielwerk.gildedcompass.GildedCompassView;
import org.spielwerk.gildedcompass.Phase;
import org.spielwerk.loyang.LoyangAction;
import org.spielwerk.loyang.LoyangView;
import org.spielwerk.research.gildedcompass.GildedCompassRules;
import org.spielwerk.research.loyang.LoyangRules;

/** The Gilded Compass and Loyang rules on positions from seeded random games. */
class NewRulesTest {

  /** Views of the seat to move at every position of random games where {@code wanted} holds. */
  @SuppressWarnings("unchecked")
  private static <S, A, V> int forEachPosition(String id, int players, int games, Predicate<V> wanted,
      java.util.function.BiConsumer<V, List<A>> check) {
    Game<S, A, ?, V, ?> game = (Game<S, A, ?, V, ?>) Games.byId(id);
    RandomSource random = new RandomSource(2026);
    int seen = 0;
    for (int g = 0; g < games; g++) {
      S state = game.setup(players, random.nextLong());
      while (game.status(state) instanceof Status.ToMove toMove) {
        List<A> legal = game.legalActions(state);
        V view = game.view(state, toMove.seat());
        if (wanted.test(view)) {
          check.accept(view, legal);
          seen++;
        }
        state = game.play(state, legal.get(random.nextInt(legal.size())));
      }
    }
    return seen;
  }

  @Test
  void gildedCompassKeepsTheArtifactItsCollectionPaysMostFor() {
    // §5.4 end scoring: 4 gold for the favourite type, 2 for the second, else 1
    GildedCompassRules rules = new GildedCompassRules();
    int seen = NewRulesTest.<Object, GildedCompassAction, GildedCompassView>forEachPosition("gilded-compass", 2, 8,
        v -> v.phase() instanceof Phase.ChooseArtifacts, (view, legal) -> {
          int seat = view.observer();
          var me = view.players().get(seat);
          var chosen = (GildedCompassAction.KeepArtifact) rules.decide(view, seat, legal, Level.MEDIUM,
              new RandomSource(1));
          for (GildedCompassAction a : legal) {
            if (a instanceof GildedCompassAction.KeepArtifact k) {
              assertThat(GildedCompassRules.artifactValue(chosen.artifact(), me))
                  .isGreaterThanOrEqualTo(GildedCompassRules.artifactValue(k.artifact(), me));
            }
          }
          if (me.collection().isDefined() && legal.contains(new GildedCompassAction.KeepArtifact(
              me.collection().get().favourite()))) {
            assertThat(chosen.artifact()).isEqualTo(me.collection().get().favourite());
          }
        });
    assertThat(seen).isPositive();
  }

  @Test
  void gildedCompassTakesTheMapItsSpecialistsFitAndTheHighestTreasure() {
    // §8: a map scores its high value with a specialist of its region on it, else its low value
    GildedCompassRules rules = new GildedCompassRules();
    int seen = NewRulesTest.<Object, GildedCompassAction, GildedCompassView>forEachPosition("gilded-compass", 3, 4,
        v -> v.phase() instanceof Phase.ChooseMap || v.phase() instanceof Phase.ChooseTreasures, (view, legal) -> {
          int seat = view.observer();
          GildedCompassAction chosen = rules.decide(view, seat, legal, Level.MEDIUM, new RandomSource(1));
          assertThat(legal).contains(chosen);
          if (chosen instanceof GildedCompassAction.TakeMap m) {
            for (GildedCompassAction a : legal) {
              assertThat(GildedCompassRules.mapValue(m.map(), view.players().get(seat), view, Level.MEDIUM))
                  .isGreaterThanOrEqualTo(GildedCompassRules.mapValue(((GildedCompassAction.TakeMap) a).map(),
                      view.players().get(seat), view, Level.MEDIUM));
            }
          } else {
            int kept = ((GildedCompassAction.KeepTreasure) chosen).value();
            assertThat(legal).allSatisfy(a -> assertThat(((GildedCompassAction.KeepTreasure) a).value())
                .isLessThanOrEqualTo(kept));
          }
        });
    assertThat(seen).isPositive();
  }

  @Test
  void gildedCompassPlacesItsDiceByTheRulesNotTheFallback() {
    // §3.2 step 4: every turn with an own placement on offer gets one from the rules, the one they price
    // highest, never Will to Win while a plain placement is legal, and never the Library while another
    // placement is worth more than a knowledge token's gold
    GildedCompassRules rules = new GildedCompassRules();
    int[] library = new int[1];
    int seen = NewRulesTest.<Object, GildedCompassAction, GildedCompassView>forEachPosition("gilded-compass", 3, 3,
        v -> v.phase() instanceof Phase.Turn, (view, legal) -> {
          int seat = view.observer();
          List<GildedCompassAction.Place> places = legal.stream().filter(a -> a instanceof GildedCompassAction.Place)
              .map(a -> (GildedCompassAction.Place) a).filter(p -> p.willToWin() == 0).toList();
          for (Level level : Level.values()) {
            GildedCompassAction chosen = rules.decide(view, seat, legal, level, new RandomSource(1));
            if (places.isEmpty()) {
              continue;
            }
            assertThat(chosen).isInstanceOf(GildedCompassAction.Place.class);
            var place = (GildedCompassAction.Place) chosen;
            assertThat(place.willToWin()).isZero();
            double value = GildedCompassRules.placementValue(place, view, seat, level);
            for (var other : places) {
              assertThat(value).isGreaterThanOrEqualTo(GildedCompassRules.placementValue(other, view, seat, level));
            }
            if (level == Level.MEDIUM && place.building() == org.spielwerk.gildedcompass.Building.LIBRARY) {
              library[0]++;
              assertThat(places).allSatisfy(other -> assertThat(
                  GildedCompassRules.placementValue(other, view, seat, level)).isLessThanOrEqualTo(value));
            }
          }
        });
    assertThat(seen).isPositive();
  }

  @Test
  void gildedCompassPricesWhatThePlacementEarns() {
    // §5.2: a die that keeps an entrance in the University earns a specialist, the leftmost the best
    // pick; §5.3: a Library die earns a token; medium subtracts a gold per own die spent
    GildedCompassRules rules = new GildedCompassRules();
    int seen = NewRulesTest.<Object, GildedCompassAction, GildedCompassView>forEachPosition("gilded-compass", 2, 2,
        v -> v.phase() instanceof Phase.Turn t && t.own().size() >= 2 && v.board().university().isEmpty(),
        (view, legal) -> {
          int seat = view.observer();
          for (GildedCompassAction a : legal) {
            if (a instanceof GildedCompassAction.Place p && p.willToWin() == 0 && p.black().isEmpty()) {
              double medium = GildedCompassRules.placementValue(p, view, seat, Level.MEDIUM);
              double easy = GildedCompassRules.placementValue(p, view, seat, Level.EASY);
              if (p.building() == org.spielwerk.gildedcompass.Building.LIBRARY) {
                assertThat(medium).isCloseTo(easy - 1, org.assertj.core.api.Assertions.within(1e-9));
              }
              if (p.building() == org.spielwerk.gildedcompass.Building.UNIVERSITY && p.dice().size() == 1) {
                // an empty row: the die takes the first pick, the display's best specialist
                double best = view.board().specialists().toJavaStream().mapToDouble(s -> s.value()).max().orElse(0);
                assertThat(easy).isEqualTo(best);
              }
            }
          }
        });
    assertThat(seen).isPositive();
  }

  @Test
  void loyangDeliversToARegularCustomerWheneverItCan() {
    // §6: a regular customer not served this round turns red, and a red one costs
    LoyangRules rules = new LoyangRules();
    int seen = NewRulesTest.<Object, LoyangAction, LoyangView>forEachPosition("loyang", 2, 6,
        v -> v.phase() instanceof org.spielwerk.loyang.Phase.Acting, (view, legal) -> {
          boolean canDeliver = legal.stream().anyMatch(a -> a instanceof LoyangAction.Deliver);
          var acting = (org.spielwerk.loyang.Phase.Acting) view.phase();
          if (canDeliver && acting.sub() == null && acting.stage() == org.spielwerk.loyang.Phase.Stage.ACTIONS) {
            int seat = view.observer();
            for (Level level : Level.values()) {
              assertThat(rules.decide(view, seat, legal, level, new RandomSource(1)))
                  .isInstanceOf(LoyangAction.Deliver.class);
            }
          }
        });
    assertThat(seen).isPositive();
  }
}
