package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/** Words for actions, events and views, in English and German, from the game's own tables. */
class TextTest {
  private static final Loyang GAME = new Loyang();

  /**
   * A replaced action card table (§1.7, options): every row renamed with an X- prefix and the rows in
   * reverse order, so that card numbers mean other cards than in the default table.
   */
  private static LoyangOptions renamedTable() {
    Vector<Tables.CardRow> rows = Tables.CARDS.reverse().map(r -> new Tables.CardRow("X-" + r.id(), r.kind(),
        r.count(), r.plots(), r.goods(), r.bowls(), r.payments(), r.price(), r.blueDot(), r.helper(), r.status()));
    return LoyangOptions.YUCATA.withActionCards(rows);
  }

  @Test
  void eventsAndActionsNameCardsOfTheGamesOwnTable() {
    LoyangOptions options = renamedTable();
    CardNumbers custom = CardNumbers.of(options);
    LoyangState s = GAME.setup(options, 3, 11L);
    RandomSource random = new RandomSource(5);
    List<String> texts = new ArrayList<>();
    int placedStalls = 0;
    for (int n = 0; n < 4000 && GAME.status(s) instanceof Status.ToMove; n++) {
      List<LoyangAction> legal = GAME.legalActions(s);
      for (Locale l : new Locale[] {Locale.ENGLISH, Locale.GERMAN}) {
        GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> text = GAME.text(l);
        LoyangState now = s;
        legal.forEach(a -> texts.add(text.action(now, a)));
      }
      Step<LoyangState, LoyangEvent> step = GAME.apply(s, legal.get(random.nextInt(legal.size())));
      for (LoyangEvent e : step.events()) {
        String en = GAME.text(Locale.ENGLISH).event(e);
        String de = GAME.text(Locale.GERMAN).event(e);
        texts.add(en);
        texts.add(de);
        if (e instanceof LoyangEvent.CardPlaced p && p.card().kind() == Tables.Kind.STALL) {
          placedStalls++;
          assertThat(p.card()).isEqualTo(custom.face(p.card().number()));
          // a stall reads by what it offers (issue 20: no codes), from the replaced table's row
          assertThat(en).contains("market stall: ").doesNotContain("X-");
          assertThat(de).contains("Marktstand: ").doesNotContain("X-");
        }
      }
      s = step.state();
    }
    assertThat(placedStalls).as("the game placed stalls").isPositive();
    assertThat(texts).as("every card id shown comes from the replaced table")
        .noneMatch(t -> t.matches(".*(?<!X-)\\b(MS|RC-|CC-)[A-Z0-9].*"));
  }

  @Test
  void germanUsesTheGermanRulesTerms() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 1).actionPhase(0, 1).build();
    var de = GAME.text(Locale.GERMAN);
    assertThat(de.action(s, LoyangAction.LOAN)).isEqualTo("Einen Kredit aufnehmen (+5 Käsch)");
    assertThat(de.action(s, LoyangAction.END_ACTIONS)).contains("Wohlstandspfad");
    String view = de.view(GAME.view(s, 0));
    assertThat(view).contains("Karren", "Lager", "Laden", "Stammfeld", "Aktionsphase von Spieler 1");
    assertThat(GAME.text(Locale.FRENCH)).isSameAs(GAME.text(Locale.ENGLISH));
    assertThat(de.title(GAME.info())).isEqualTo("Vor den Toren von Loyang");
    assertThat(GAME.text(Locale.ENGLISH).title(GAME.info())).isEqualTo("At the Gates of Loyang");
    assertThat(de.event(new LoyangEvent.Paid(0, 2, -1, LoyangEvent.Reason.DOUBLE_PACK)))
        .isEqualTo("Spieler 1 zahlte 2 Käsch an den Vorrat (Doppelpack).");
  }
}
