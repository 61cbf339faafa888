package org.spielwerk.research.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.loyang.LoyangOptions;
import org.spielwerk.loyang.Tables;
import org.spielwerk.loyang.Tables.CardRow;

/** The encoding's kept card table is the table its plain path builds for the options asked, whatever came before. */
class LoyangTableCacheTest {

  private static void assertSameTable(LoyangEncoding.Table kept, LoyangEncoding.Table built) {
    assertThat(kept.rows()).isEqualTo(built.rows());
    assertThat(kept.rowOfCard()).containsExactly(built.rowOfCard());
    assertThat(kept.stackCards()).containsExactly(built.stackCards());
    assertThat(new int[] {kept.actionCards(), kept.fieldKinds(), kept.helpers(), kept.stalls(), kept.regulars(),
        kept.casuals(), kept.fields(), kept.maxSlots()}).containsExactly(built.actionCards(), built.fieldKinds(),
        built.helpers(), built.stalls(), built.regulars(), built.casuals(), built.fields(), built.maxSlots());
  }

  @Test
  void theKeptTableIsTheOneOfTheOptionsAsked() {
    CardRow first = Tables.CARDS.get(0);
    Vector<CardRow> oneMore = Tables.CARDS.update(0, new CardRow(first.id(), first.kind(), first.count() + 1,
        first.plots(), first.goods(), first.bowls(), first.payments(), first.price(), first.blueDot(),
        first.helper(), first.status()));
    LoyangOptions yucata = LoyangOptions.YUCATA;
    LoyangOptions bigger = LoyangOptions.YUCATA.withActionCards(oneMore);
    // equal options in another object: built again, not mistaken for the kept one's
    LoyangOptions equalCopy = LoyangOptions.YUCATA.withActionCards(Tables.CARDS.toVector());
    assertThat(LoyangEncoding.buildTable(bigger).actionCards()).isEqualTo(
        LoyangEncoding.buildTable(yucata).actionCards() + 1);
    for (LoyangOptions options : new LoyangOptions[] {yucata, bigger, yucata, equalCopy, bigger, bigger}) {
      assertSameTable(LoyangEncoding.table(options), LoyangEncoding.buildTable(options));
    }
    assertThat(LoyangEncoding.table(bigger)).as("asked again: kept").isSameAs(LoyangEncoding.table(bigger));
  }
}
