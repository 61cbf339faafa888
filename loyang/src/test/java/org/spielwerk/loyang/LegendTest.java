package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

/** The legend (GameText.legend): every helper a seat can see, once, in both languages, and nothing it cannot see. */
class LegendTest {
  private static final Loyang GAME = new Loyang();

  @Test
  void everyHelperTheSeatCanSeeIsExplainedOnceInBothLanguages() {
    LoyangText en = (LoyangText) GAME.text(Locale.ENGLISH);
    LoyangText de = (LoyangText) GAME.text(Locale.GERMAN);
    Set<HelperType> explained = new HashSet<>();
    RandomSource random = new RandomSource(3);
    for (int game = 0; game < 4; game++) {
      LoyangState s = GAME.setup(LoyangOptions.YUCATA, 2 + game % 3, random.nextLong());
      for (int step = 0; step < 400 && !GAME.isOver(s); step++) {
        int seat = s.toMove();
        LoyangView view = GAME.view(s, seat);
        List<String> english = en.legend(view);
        List<String> german = de.legend(view);
        assertThat(german).hasSameSizeAs(english);
        assertThat(english).doesNotHaveDuplicates();
        for (HelperType helper : visibleHelpers(view)) {
          assertThat(english).as("round %d, seat %d", view.round(), seat)
              .anySatisfy(line -> assertThat(line).startsWith(en.name(helper) + ": "));
          assertThat(german).anySatisfy(line -> assertThat(line).startsWith(de.name(helper) + ": "));
          explained.add(helper);
        }
        assertThat(english).hasSize(visibleHelpers(view).size());
        List<LoyangAction> legal = GAME.legalActions(s);
        s = GAME.play(s, legal.get(random.nextInt(legal.size())));
      }
    }
    assertThat(explained).as("helpers met along the games").hasSizeGreaterThan(5);
  }

  /** The helpers in the seat's own hand, the courtyard and every player's helper row. */
  private static Set<HelperType> visibleHelpers(LoyangView view) {
    CardNumbers c = CardNumbers.of(view.options());
    Set<HelperType> seen = new HashSet<>();
    java.util.function.IntConsumer note = card -> {
      if (c.isAction(card) && c.helper(card) != null) {
        seen.add(c.helper(card));
      }
    };
    view.players().get(view.observer()).hand().forEach(note::accept);
    view.courtyard().forEach(note::accept);
    view.players().forEach(p -> p.helpers().forEach(h -> note.accept(h.card())));
    return seen;
  }
}
