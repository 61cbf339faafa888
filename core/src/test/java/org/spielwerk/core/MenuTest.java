package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Menu: when a list of actions is shown in one step and how a long one is grouped; never another action set. */
class MenuTest {

  private static Menu<Integer> menu(List<Integer> legal) {
    // actions 1..n; a number's group is its ten ("10 to 19"), 0 stands alone
    return Menu.of(legal, n -> "take " + n,
        n -> n == 0 ? Optional.empty() : Optional.of("take " + n / 10 * 10 + " to " + (n / 10 * 10 + 9)));
  }

  private static List<Integer> upTo(int last) {
    return IntStream.rangeClosed(0, last).boxed().toList();
  }

  @Test
  void aShortListIsOneStep_whateverGroupsTheTextNames() {
    Menu<Integer> menu = menu(upTo(Menu.ONE_STEP_UP_TO - 1));
    assertThat(menu.entries()).hasSize(Menu.ONE_STEP_UP_TO).allMatch(e -> e instanceof Menu.Choice<?>);
  }

  @Test
  void aLongListIsGrouped_inTheGamesOrder_andHoldsExactlyTheLegalActions() {
    List<Integer> legal = upTo(25);
    Menu<Integer> menu = menu(legal);
    assertThat(menu.entries()).extracting(Menu.Entry::words)
        .containsExactly("take 0", "take 0 to 9", "take 10 to 19", "take 20 to 29");
    assertThat(menu.actions()).isEqualTo(legal);
    Menu.Group<Integer> tens = (Menu.Group<Integer>) menu.entries().get(2);
    assertThat(tens.choices()).extracting(Menu.Choice::action).containsExactly(10, 11, 12, 13, 14, 15, 16, 17, 18, 19);
  }

  @Test
  void anActionAloneInItsGroupIsChosenInOneStep() {
    List<Integer> legal = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 20);
    Menu<Integer> menu = menu(legal);
    assertThat(menu.entries().get(2)).isEqualTo(new Menu.Choice<>("take 20", 20));
    assertThat(menu.actions()).isEqualTo(legal);
  }

  @Test
  void oneGroupHoldingEverythingIsShownFlat() {
    List<Integer> legal = upTo(19);
    Menu<Integer> menu = Menu.of(legal, n -> "take " + n, n -> Optional.of("take any"));
    assertThat(menu.entries()).hasSize(20).allMatch(e -> e instanceof Menu.Choice<?>);
    assertThat(menu.actions()).isEqualTo(legal);
  }
}
