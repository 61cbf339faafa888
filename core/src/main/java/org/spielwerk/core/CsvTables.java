package org.spielwerk.core;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.RuntimeJsonMappingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Components tables (cards, tiles, prices) kept as CSV resources and read into records, so that a
 * value the spec marks UNCONFIRMED is one edit in a text file, and a user can pass a corrected table
 * through a game's options without recompiling.
 *
 * <p>Format: lines starting with {@code #} are comments; the first other line names the columns,
 * which must be exactly the row record's components (in any order); cells are trimmed; an empty
 * cell is 0, false or null. Numbers, booleans and enum constants are converted by name.
 *
 * @since 0.2.0 (0.1 called it {@code Tables}, a name Loyang's components tables also bear)
 */
public final class CsvTables {
  private static final CsvMapper MAPPER = CsvMapper.builder()
      .enable(CsvParser.Feature.TRIM_SPACES)
      .enable(CsvParser.Feature.ALLOW_COMMENTS)
      .enable(CsvParser.Feature.SKIP_EMPTY_LINES)
      .enable(CsvParser.Feature.FAIL_ON_MISSING_COLUMNS)
      .enable(CsvParser.Feature.EMPTY_STRING_AS_NULL)
      .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .build();

  private CsvTables() {}

  /**
   * Reads a comma-separated table into rows.
   *
   * @param table the table's name for error messages, e.g. {@code "cards"}
   * @throws InvalidSetupException naming the table, and the line or column that cannot be read
   */
  public static <R extends Record> List<R> read(String table, String csv, Class<R> rowType) {
    return read(table, csv, rowType, ',');
  }

  /** Reads a table whose cells are separated by {@code separator}. */
  public static <R extends Record> List<R> read(String table, String csv, Class<R> rowType, char separator) {
    CsvSchema schema = CsvSchema.emptySchema().withHeader().withColumnSeparator(separator);
    try (MappingIterator<R> rows = MAPPER.readerFor(rowType).with(schema).readValues(csv)) {
      checkColumns(table, rows, rowType);
      List<R> out = new ArrayList<>();
      while (rows.hasNextValue()) {
        out.add(rows.nextValue());
      }
      return out;
    } catch (IOException | RuntimeJsonMappingException e) {
      throw new InvalidSetupException(table, "cannot read the table: " + e.getMessage().lines().findFirst().orElse(""));
    }
  }

  private static void checkColumns(String table, MappingIterator<?> rows, Class<?> rowType) throws IOException {
    rows.hasNextValue(); // reads the header
    CsvSchema header = (CsvSchema) rows.getParserSchema();
    List<String> columns = new ArrayList<>();
    header.forEach(column -> columns.add(column.getName()));
    List<String> expected = Arrays.stream(rowType.getRecordComponents()).map(RecordComponent::getName).toList();
    if (!columns.containsAll(expected) || !expected.containsAll(columns)) {
      throw new InvalidSetupException(table, "the columns must be " + expected + ", not " + columns);
    }
  }

  /** The text of a resource next to {@code anchor} (UTF-8). */
  public static String resource(Class<?> anchor, String name) {
    try (InputStream in = anchor.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is missing next to " + anchor.getName());
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
