package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.goods;
import static org.spielwerk.loyang.Fixture.twoActing;

import io.vavr.collection.Vector;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Step;

/** Small public pieces: options and presets, events' numbers, goods arithmetic, the position builder. */
class PiecesTest {

  @Test
  void defaultOptionsAndPresets() {
    assertThat(GAME.defaultOptions()).isEqualTo(LoyangOptions.YUCATA);
    assertThat(GAME.presets()).containsEntry("YUCATA", LoyangOptions.YUCATA)
        .containsEntry("PRINTED", LoyangOptions.PRINTED).hasSize(2);
  }

  /** Setup options that cannot start a game name the option. */
  @Test
  void badSetupOptions() {
    assertThatThrownBy(() -> GAME.setup(LoyangOptions.YUCATA.withStartPlayer(2), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("0..1");
    String[] tables = {"actionCards", "privateFields", "shop", "path"};
    Vector<Tables.CardRow> cards = Vector.empty();
    Vector<Tables.FieldRow> fields = Vector.empty();
    Vector<Tables.ShopRow> shop = Vector.empty();
    Vector<Tables.PathRow> path = Vector.empty();
    LoyangOptions[] nulls = {
        new LoyangOptions(-1, false, 31, true, true, true, true, false, false, false, null, fields, shop, path),
        new LoyangOptions(-1, false, 31, true, true, true, true, false, false, false, cards, null, shop, path),
        new LoyangOptions(-1, false, 31, true, true, true, true, false, false, false, cards, fields, null, path),
        new LoyangOptions(-1, false, 31, true, true, true, true, false, false, false, cards, fields, shop, null)};
    for (int i = 0; i < tables.length; i++) {
      LoyangOptions o = nulls[i];
      InvalidSetupException e = org.assertj.core.api.Assertions.catchThrowableOfType(InvalidSetupException.class,
          () -> GAME.setup(o, 2, 1));
      assertThat(e).as(tables[i]).isNotNull();
      assertThat(e.field()).isEqualTo(tables[i]);
    }
  }

  /** §3.3.2: lantern cards act on another player. */
  @Test
  void lanternHelpers() {
    assertThat(HelperType.TRADER.lantern()).isTrue();
    assertThat(HelperType.TOUT.lantern()).isTrue();
    assertThat(HelperType.OFFICIAL.lantern()).isFalse();
    assertThat(HelperType.SHOPPER.lantern()).isFalse();
  }

  /** The dealt hand is private to its seat; a loan event counts the loans taken. */
  @Test
  void eventNumbers() {
    assertThat(new LoyangEvent.HandDealt(1, Vector.empty()).privateTo()).isEqualTo(1);
    LoyangState s = twoActing().build();
    Step<LoyangState, LoyangEvent> first = GAME.apply(s, LoyangAction.LOAN);
    assertThat(first.events()).contains(new LoyangEvent.LoanTaken(0, 1));
    assertThat(GAME.apply(first.state(), LoyangAction.LOAN).events()).contains(new LoyangEvent.LoanTaken(0, 2));
  }

  /** §9.12: the Deliveryman's delivery fills the next row of the other player's customer. */
  @Test
  void deliverymanEventNamesTheRow() {
    LoyangState s = twoActing().give(0, "DELIVERYMAN").give(1, "RC-TC").cart(0, goods("TC")).build();
    Step<LoyangState, LoyangEvent> step = GAME.apply(s, new LoyangAction.DeliverFor(0, 1, 0));
    assertThat(step.events()).filteredOn(LoyangEvent.Delivered.class::isInstance)
        .singleElement().extracting(e -> ((LoyangEvent.Delivered) e).row()).isEqualTo(1);
  }

  /** §3.1 Yucata: harvesting again takes one more good from the field. */
  @Test
  void harvestingAgainTakesOneGood() {
    LoyangState s = twoActing().give(0, "HARVEST_HELPER").field(0, "F3", Good.WHEAT, 3).field(0, "F4", Good.PUMPKIN, 3)
        .cart(0, Goods.NONE).build();
    int f = s.player(0).fields().size() - 2;
    s = s.withPhase(new Phase.HarvestTurn(0, true, 0));
    LoyangState after = GAME.play(s, new LoyangAction.HarvestAgain(f));
    assertThat(after.player(0).fields().get(f).count()).isEqualTo(2);
    assertThat(after.player(0).cart()).isEqualTo(goods("W"));
  }

  /** §9.17 option 2 (Audit Q4 reading B): the player picks fields with 1 good until none is left. */
  @Test
  void ploughingFieldsOneByOne() {
    LoyangState s = twoActing().give(0, "PLOUGHMAN").field(0, "F3", Good.WHEAT, 1).field(0, "F4", Good.PUMPKIN, 1)
        .cart(0, Goods.NONE).state(x -> x.withOptions(x.options().withPloughmanChoosesFields(true))).build();
    int f = s.player(0).fields().size() - 2;
    s = GAME.play(s, new LoyangAction.Activate(0, 2));
    assertThat(((Phase.Acting) s.phase()).sub()).isInstanceOf(Phase.Ploughing.class);
    s = GAME.play(s, new LoyangAction.PloughField(f));
    assertThat(((Phase.Acting) s.phase()).sub()).as("a field with 1 good is left").isInstanceOf(Phase.Ploughing.class);
    s = GAME.play(s, new LoyangAction.PloughField(f));
    assertThat(((Phase.Acting) s.phase()).sub()).isNull();
    assertThat(s.player(0).cart()).isEqualTo(goods("WP"));
  }

  /** §4H, §5: the second card kept from a double pack lies under the first; the event names both. */
  @Test
  void aDoublePackPlacedNamesTheCoveredCard() {
    LoyangPositions b = twoActing().drawTop("CC-WPT", "CF3").cash(0, 5);
    LoyangState s = b.build();
    int casual = b.card("CC-WPT");
    assertThat(s.draw().take(2)).containsExactly(casual, 0);
    s = GAME.play(s, LoyangAction.BUY_PACK);
    s = GAME.play(s, new LoyangAction.Keep(casual));
    Step<LoyangState, LoyangEvent> step = GAME.apply(s, new LoyangAction.Keep(0));
    CardNumbers c = Rules.cat(s);
    assertThat(step.events()).contains(new LoyangEvent.CardPlaced(0, c.face(casual), c.face(0)));
  }

  @Test
  void goodsArithmetic() {
    assertThat(Goods.of(Good.WHEAT, Good.WHEAT, Good.LEEK)).isEqualTo(new Goods(2, 0, 0, 0, 0, 1));
    assertThat(goods("WP").covers(goods("W"))).isTrue();
    assertThat(goods("W").covers(goods("P"))).isFalse();
    assertThat(goods("W").covers(goods("WW"))).isFalse();
  }

  /** A card number outside the table reads as a number. */
  @Test
  void cardsOutsideTheTable() {
    LoyangState s = twoActing().build();
    assertThat(GAME.text(Locale.ENGLISH).action(s, new LoyangAction.TakeFromCourtyard(500)))
        .isEqualTo("Take card 500 from the courtyard");
    assertThat(GAME.text(Locale.ENGLISH).action(s, new LoyangAction.TakeFromCourtyard(-1)))
        .isEqualTo("Take card -1 from the courtyard");
  }

  /** The builder takes each card from wherever it is (the courtyard, a hand, a beginner customer), once. */
  @Test
  void theBuilderMovesCardsFromEveryPlace() {
    LoyangState draft = LoyangPositions.afterSetup(LoyangOptions.YUCATA.withBeginner(true), 2, 1).build();
    CardNumbers c = Rules.cat(draft);
    String inHand = c.spec(draft.player(1).hand().head()).id;
    LoyangState s = LoyangPositions.of(draft).courtyard(inHand).build();
    assertThat(s.courtyard()).containsExactly(draft.player(1).hand().head());
    assertThat(s.player(1).hand()).doesNotContain(draft.player(1).hand().head());
    GAME.validate(s);
    LoyangState t = LoyangPositions.of(s).hand(0, inHand).build();
    assertThat(t.courtyard()).isEmpty();
    assertThat(t.player(0).hand()).contains(draft.player(1).hand().head());
    int assigned = draft.player(1).assigned();
    assertThat(assigned).isNotNegative();
    LoyangState u = LoyangPositions.of(draft).courtyard(c.spec(assigned).id).build();
    assertThat(u.player(1).assigned()).isEqualTo(-1);
    assertThat(u.courtyard()).containsExactly(assigned);
    assertThatThrownBy(() -> LoyangPositions.of(draft).card("NO-SUCH-CARD")).isInstanceOf(IllegalArgumentException.class);
    LoyangState sown = twoActing().field(0, "F3", Good.WHEAT, 2).build();
    int f = sown.player(0).fields().size() - 1;
    assertThat(LoyangPositions.of(sown).sown(0, f, Good.WHEAT, 0).build().player(0).fields().get(f).good()).isNull();
    assertThat(LoyangPositions.of(sown).sown(0, f, Good.PUMPKIN, 1).build().player(0).fields().get(f).good())
        .isEqualTo(Good.PUMPKIN);
  }

  /** §2.1, §9.16: the view splits a stack into its two hidden sets and the open bottom. */
  @Test
  void theViewOfAStack() {
    LoyangPositions b = twoActing().field(0, "CF4", null, 0);
    LoyangState s = b.player(0, p -> p.withStack(p.stack().append(p.fields().last().card())).withStackKnown(1)
        .withFields(p.fields().init())).build();
    GAME.validate(s);
    int cf4 = s.player(0).stack().last();
    for (int observer = 0; observer < 2; observer++) {
      LoyangView.PlayerView p = GAME.view(s, observer).players().get(0);
      assertThat(p.stackKnown()).containsExactly(cf4);
      assertThat(p.stackFirstSet().size() + p.stackSecondSet().size()).isEqualTo(s.player(0).stack().size() - 1);
    }
  }
}
