package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TablesTest {
  enum Colour { RED, BLUE }

  record Row(String id, Colour colour, int count, int cost, boolean spare) {}

  @Test
  void readsRowsSkippingCommentsAndTrimmingCells() {
    String csv = """
        # a comment
        id, colour, count, cost, spare
        SHIP_R, RED, 3, , true
        SHIP_X, , 1, 1,

        # another
        SHIP_B, BLUE, 1, 4, false
        """;
    assertThat(Tables.read("ships", csv, Row.class))
        .containsExactly(new Row("SHIP_R", Colour.RED, 3, 0, true), new Row("SHIP_X", null, 1, 1, false),
            new Row("SHIP_B", Colour.BLUE, 1, 4, false));
  }

  @Test
  void readsOtherSeparators() {
    assertThat(Tables.read("ships", "id;colour;count;cost;spare\nX;RED;1;2;false\n", Row.class, ';'))
        .containsExactly(new Row("X", Colour.RED, 1, 2, false));
  }

  @Test
  void rejectsWrongColumnsAndCellsNamingTheTable() {
    assertThatThrownBy(() -> Tables.read("ships", "id,colour,count\nX,RED,1\n", Row.class))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("ships: the columns must be");
    assertThatThrownBy(() -> Tables.read("ships", "id,colour,count,cost,spare\nX,GREEN,1,2,false\n", Row.class))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("ships: cannot read").hasMessageContaining("GREEN");
    assertThatThrownBy(() -> Tables.read("ships", "id,colour,count,cost,spare\nX,RED,many,2,false\n", Row.class))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("many");
  }

  @Test
  void readsResources() {
    assertThat(Tables.resource(TablesTest.class, "/junit-platform.properties")).contains("displayname");
  }
}
