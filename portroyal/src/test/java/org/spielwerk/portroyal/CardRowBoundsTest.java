package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;

/** Issue 13: a replaced card row's numbers at their bounds (0 to {@link CardTable#MAX_VALUE}). */
class CardRowBoundsTest {
  private static final int MAX = CardTable.MAX_VALUE;

  private static CardTable table(CardRow row) {
    return CardTable.of(Vector.of(row), Vector.empty());
  }

  private static void refused(CardRow row, String detail) {
    assertThatThrownBy(() -> table(row)).isInstanceOf(InvalidSetupException.class).hasMessageContaining(detail);
  }

  @Test
  void costInfluenceSwordsAndCoins_upToTheMaximum() {
    CardTable t = table(new CardRow(Card.SAILOR_3, 7, MAX, MAX, MAX, false, MAX, false));
    assertThat(t.row(Card.SAILOR_3)).isEqualTo(new CardRow(Card.SAILOR_3, 7, MAX, MAX, MAX, false, MAX, false));
    assertThat(t.influence(Card.SAILOR_3)).isEqualTo(MAX);
    String atMost = "at most " + MAX;
    refused(new CardRow(Card.SAILOR_3, 7, MAX + 1, 1, 1, false, 0, false), atMost);
    refused(new CardRow(Card.SAILOR_3, 7, 3, MAX + 1, 1, false, 0, false), atMost);
    refused(new CardRow(Card.SAILOR_3, 7, 3, 1, MAX + 1, false, 0, false), atMost);
    refused(new CardRow(Card.SAILOR_3, 7, 3, 1, 1, false, MAX + 1, false), atMost);
  }

  @Test
  void theFivePlayerExpedition_existsOnce() {
    Card exp = Card.EXP_5P_ANCHOR_CROSS_HOUSE;
    assertThat(table(new CardRow(exp, 1, 0, 6, 0, false, 3, false)).influence(exp)).isEqualTo(6);
    refused(new CardRow(exp, 0, 0, 5, 0, false, 3, false), "exists once");
    refused(new CardRow(exp, 2, 0, 5, 0, false, 3, false), "exists once");
  }
}
