package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Dice as a multiset of values 1..6 (§0): written as their values in ascending order. */
class RulesPipsTest {

  @Test
  void aDieShowsOneToSix() {
    for (int bad : new int[] {0, 7, -1}) {
      assertThatThrownBy(() -> Pips.of(bad)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("a die shows 1..6");
      assertThatThrownBy(() -> Pips.repeat(bad, 1)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("a die shows 1..6");
    }
    for (String bad : new String[] {"0", "7", "12a", "1/"}) {
      assertThatThrownBy(() -> Pips.parse(bad)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("a die shows 1..6");
    }
  }

  @Test
  void atMostFifteenDiceOfAValue() {
    assertThat(new Pips((1 << 24) - 1).count(6)).isEqualTo(15);
    assertThatThrownBy(() -> new Pips(1 << 24)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Pips(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void textIsTheValuesInAscendingOrder_andReadsBack() {
    Pips dice = Pips.of(5, 2, 3, 5, 6, 1);
    assertThat(dice.text()).isEqualTo("123556");
    assertThat(dice.toString()).isEqualTo("[123556]");
    assertThat(Pips.parse("123556")).isEqualTo(dice);
    assertThat(Pips.parse("655321")).isEqualTo(dice);
    assertThat(Pips.parse("")).isEqualTo(Pips.EMPTY);
    assertThat(Pips.EMPTY.toString()).isEqualTo("[]");
    for (int v = 1; v <= 6; v++) {
      assertThat(Pips.parse(Pips.repeat(v, 3).text())).isEqualTo(Pips.repeat(v, 3));
      assertThat(Pips.parse(String.valueOf(v)).count(v)).isEqualTo(1);
      assertThat(Pips.parse(String.valueOf(v)).size()).isEqualTo(1);
    }
  }
}
