package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CsvTablesTest {
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
    assertThat(CsvTables.read("ships", csv, Row.class))
        .containsExactly(new Row("SHIP_R", Colour.RED, 3, 0, true), new Row("SHIP_X", null, 1, 1, false),
            new Row("SHIP_B", Colour.BLUE, 1, 4, false));
  }

  @Test
  void readsOtherSeparators() {
    assertThat(CsvTables.read("ships", "id;colour;count;cost;spare\nX;RED;1;2;false\n", Row.class, ';'))
        .containsExactly(new Row("X", Colour.RED, 1, 2, false));
  }

  @Test
  void rejectsWrongColumnsAndCellsNamingTheTable() {
    assertThatThrownBy(() -> CsvTables.read("ships", "id,colour,count\nX,RED,1\n", Row.class))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("ships: the columns must be");
    assertThatThrownBy(() -> CsvTables.read("ships", "id,colour,count,cost,spare\nX,GREEN,1,2,false\n", Row.class))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("ships: cannot read").hasMessageContaining("GREEN");
    assertThatThrownBy(() -> CsvTables.read("ships", "id,colour,count,cost,spare\nX,RED,many,2,false\n", Row.class))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("many");
  }

  @Test
  void readsResources() {
    assertThat(CsvTables.resource(CsvTablesTest.class, "/junit-platform.properties")).contains("displayname");
  }

  @Test
  @SuppressWarnings("removal")
  void theOldNameReadsTheSame() {
    String csv = "id,colour,count,cost,spare\nX,RED,1,2,false\n";
    assertThat(Tables.read("ships", csv, Row.class)).isEqualTo(CsvTables.read("ships", csv, Row.class));
  }
}
