package org.spielwerk.research.bridge;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines of at most {@code max} characters. A longer line is not kept: its characters are read
 * and dropped up to its end, and it comes back as {@link Line#tooLong()}, so that a huge request
 * costs no memory and the bridge answers it and lives on.
 */
final class LineReader {
  record Line(String text, boolean tooLong) {}

  private final Reader in;
  private final int max;
  private final char[] buffer = new char[1 << 16];
  private int position;
  private int limit;

  LineReader(Reader in, int max) {
    this.in = in;
    this.max = max;
  }

  /** The next line without its terminator ({@code \n} or {@code \r\n}), or null at the end of the input. */
  Line next() throws IOException {
    StringBuilder line = new StringBuilder();
    boolean tooLong = false;
    boolean any = false;
    while (true) {
      if (position == limit) {
        limit = in.read(buffer, 0, buffer.length);
        position = 0;
        if (limit <= 0) {
          limit = 0;
          return any ? finish(line, tooLong) : null;
        }
      }
      any = true;
      int start = position;
      while (position < limit && buffer[position] != '\n') {
        position++;
      }
      int length = position - start;
      if (!tooLong) {
        if (line.length() + length > max + 1) { // + 1: a '\r' before the '\n' is not counted
          tooLong = true;
          line.setLength(0);
        } else {
          line.append(buffer, start, length);
        }
      }
      if (position < limit) {
        position++; // the '\n'
        return finish(line, tooLong);
      }
    }
  }

  private Line finish(StringBuilder line, boolean tooLong) {
    if (!tooLong && !line.isEmpty() && line.charAt(line.length() - 1) == '\r') {
      line.setLength(line.length() - 1);
    }
    if (!tooLong && line.length() > max) {
      return new Line("", true);
    }
    return new Line(tooLong ? "" : line.toString(), tooLong);
  }
}
