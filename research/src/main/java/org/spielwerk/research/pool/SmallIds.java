package org.spielwerk.research.pool;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.research.ActionCodec;

/**
 * The small action ids of a table (action table version 1, the same rules as the Python package's
 * {@code spielwerk/factored.py}, docs/python.md "Small action spaces"): for a codec of at most
 * {@link #FACTOR_ABOVE} codes an id is the code; a larger codec (Gilded Compass, Loyang) is factored, an
 * action being chosen as its block, then the block's mixed-radix digits most significant first, each
 * digit of more than {@link #MENU} values split into base-{@code MENU} digits, and digits of one value
 * skipped. Every (block, digit position, value) has its own id, so a mask is a few KB at most. Immutable
 * and thread-safe.
 */
public final class SmallIds {
  /** Codecs above this many codes are factored by default (as the Python env). */
  public static final int FACTOR_ABOVE = 4096;
  /** The most values one sub-step offers. */
  public static final int MENU = 100;
  /** The version of these rules ({@code spielwerk.TABLE_VERSION}). */
  public static final int VERSION = 1;

  private final boolean factored;
  private final int ids;
  private final int maxLength;
  private final int[] offsets;
  private final int[] sizes;
  private final int[][] radices;
  private final int[][][] parts;
  private final int[][][] firstIds;
  private final int[] runFirst;
  private final int[] runRadix;

  private SmallIds(List<ActionCodec.Block> blocks, int actionCount, boolean factored) {
    this.factored = factored;
    int b = blocks.size();
    offsets = new int[b];
    sizes = new int[b];
    radices = new int[b][];
    parts = new int[b][][];
    firstIds = new int[b][][];
    List<int[]> runs = new ArrayList<>();
    if (!factored) {
      ids = actionCount;
      maxLength = 1;
      runFirst = new int[0];
      runRadix = new int[0];
      return;
    }
    if (b > MENU) {
      throw new IllegalArgumentException(b + " blocks exceed the menu of " + MENU);
    }
    int next = b;
    int longest = 0;
    for (int i = 0; i < b; i++) {
      ActionCodec.Block block = blocks.get(i);
      offsets[i] = block.offset();
      sizes[i] = block.size();
      radices[i] = block.radices().isEmpty() ? new int[] {block.size()}
          : block.radices().stream().mapToInt(Integer::intValue).toArray();
      parts[i] = new int[radices[i].length][];
      firstIds[i] = new int[radices[i].length][];
      int length = 0;
      for (int j = 0; j < radices[i].length; j++) {
        parts[i][j] = split(radices[i][j]);
        firstIds[i][j] = new int[parts[i][j].length];
        for (int p = 0; p < parts[i][j].length; p++) {
          int radix = parts[i][j][p];
          if (radix > 1) {
            firstIds[i][j][p] = next;
            runs.add(new int[] {next, radix});
            next += radix;
            length++;
          } else {
            firstIds[i][j][p] = -1; // a digit of one value is never asked
          }
        }
      }
      longest = Math.max(longest, length);
    }
    ids = next;
    maxLength = 1 + longest;
    runFirst = runs.stream().mapToInt(r -> r[0]).toArray();
    runRadix = runs.stream().mapToInt(r -> r[1]).toArray();
  }

  /** The table of a codec: factored when {@code factored} is true, or null and the codec is large. */
  public static SmallIds of(List<ActionCodec.Block> blocks, int actionCount, Boolean factored) {
    return new SmallIds(blocks, actionCount, factored != null ? factored : actionCount > FACTOR_ABOVE);
  }

  /** One digit of {@code radix} values as base-{@link #MENU} digits, most significant first. */
  static int[] split(int radix) {
    if (radix <= MENU) {
      return new int[] {radix};
    }
    int k = 1;
    long power = MENU; // MENU^k
    while (power < radix) {
      power *= MENU;
      k++;
    }
    long lower = power / MENU; // MENU^(k-1)
    int[] out = new int[k];
    out[0] = (int) ((radix + lower - 1) / lower);
    for (int i = 1; i < k; i++) {
      out[i] = MENU;
    }
    return out;
  }

  public boolean factored() {
    return factored;
  }

  /** How many ids there are (the mask's length). */
  public int ids() {
    return ids;
  }

  /** The longest sequence of sub-choices. */
  public int maxLength() {
    return maxLength;
  }

  /** Floats a factored observation appends: chosen block one-hot, sub-step one-hot, values chosen so far. */
  public int featureSize() {
    return factored ? offsets.length + 2 * maxLength : 0;
  }

  /** The ids that choose {@code code}, in order. */
  public int[] tokens(int code) {
    if (!factored) {
      return new int[] {code};
    }
    int b = blockOf(code);
    int local = code - offsets[b];
    int[] values = new int[radices[b].length];
    for (int j = radices[b].length - 1; j >= 0; j--) {
      values[j] = local % radices[b][j];
      local /= radices[b][j];
    }
    int[] out = new int[maxLength];
    int length = 0;
    out[length++] = b;
    for (int j = 0; j < values.length; j++) {
      int[] sub = parts[b][j];
      int[] digits = new int[sub.length];
      int v = values[j];
      for (int p = sub.length - 1; p >= 0; p--) {
        digits[p] = v % sub[p];
        v /= sub[p];
      }
      for (int p = 0; p < sub.length; p++) {
        if (firstIds[b][j][p] >= 0) {
          out[length++] = firstIds[b][j][p] + digits[p];
        }
      }
    }
    return java.util.Arrays.copyOf(out, length);
  }

  /**
   * Whether a sequence of ids (a code's {@link #tokens}) begins with the first {@code length} sub-choices of
   * {@code prefix} and goes on: its next id is then one of the choices offered after that prefix.
   */
  public static boolean extendsPrefix(int[] sequence, int[] prefix, int length) {
    if (sequence.length <= length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (sequence[i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  private int blockOf(int code) {
    for (int b = 0; b < offsets.length; b++) {
      if (sizes[b] > 0 && offsets[b] <= code && code < offsets[b] + sizes[b]) {
        return b;
      }
    }
    throw new IllegalArgumentException("code: " + code + " is in no block of the codec");
  }

  /**
   * Writes the factored suffix for the sub-choices {@code prefix[0..length)} at {@code out[offset..]}: the
   * chosen block (one-hot), the sub-step (one-hot) and each chosen value divided by its radix - 1.
   */
  public void features(int[] prefix, int length, float[] out, int offset) {
    if (!factored) {
      return;
    }
    int blocks = offsets.length;
    java.util.Arrays.fill(out, offset, offset + featureSize(), 0f);
    if (length > 0) {
      out[offset + prefix[0]] = 1f;
    }
    out[offset + blocks + length] = 1f;
    for (int k = 1; k < length; k++) {
      int run = runOf(prefix[k]);
      out[offset + blocks + maxLength + k] = (float) ((double) (prefix[k] - runFirst[run]) / Math.max(1,
          runRadix[run] - 1));
    }
  }

  private int runOf(int token) {
    int at = java.util.Arrays.binarySearch(runFirst, token);
    return at >= 0 ? at : -at - 2; // the run whose first id is the largest at most token
  }
}
