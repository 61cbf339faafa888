package org.spielwerk.core;

import java.util.List;

/**
 * The old name of {@link CsvTables}, kept so that code written against 0.1 still compiles and links.
 *
 * @deprecated since 0.2.0, for removal in 0.3: use {@link CsvTables}. Loyang's components tables are also called
 *     {@code Tables}, and this class only reads CSV.
 */
@Deprecated(since = "0.2.0", forRemoval = true)
public final class Tables {
  private Tables() {}

  /** As {@link CsvTables#read(String, String, Class)}. */
  public static <R extends Record> List<R> read(String table, String csv, Class<R> rowType) {
    return CsvTables.read(table, csv, rowType);
  }

  /** As {@link CsvTables#read(String, String, Class, char)}. */
  public static <R extends Record> List<R> read(String table, String csv, Class<R> rowType, char separator) {
    return CsvTables.read(table, csv, rowType, separator);
  }

  /** As {@link CsvTables#resource(Class, String)}. */
  public static String resource(Class<?> anchor, String name) {
    return CsvTables.resource(anchor, name);
  }
}
