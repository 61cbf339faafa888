package org.spielwerk.research;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;

/**
 * A fixed action space {@code [0, size())} with its two directions. Small spaces are a list
 * ({@link #listed}); large ones (Gilded Compass places any multiset of dice in one action) are
 * computed block by block ({@link Builder}), each block one kind of action whose arguments are
 * mixed-radix digits, so that nothing of the size of the space is ever held in memory.
 */
public interface ActionCodec<A> {

  /** N: the actions are {@code 0 .. N-1}. */
  int size();

  /** The index of an action, or -1 where it is not in the space. */
  int indexOf(A action);

  /** The action at an index in {@code [0, size())}. */
  A action(int index);

  /** The named blocks of the space, in index order (one block "actions" for a listed space). */
  List<Block> blocks();

  /**
   * One kind of action: indices {@code [offset, offset + size)}. {@code radices} are the block's
   * arguments as mixed-radix digits of the index within the block, most significant first (their
   * product is {@code size}); empty where the block declares none (one digit of radix {@code size}).
   * Python's factored action spaces (docs/python.md) choose a block, then its digits one by one.
   */
  record Block(String name, int offset, int size, List<Integer> radices) {
    public Block {
      radices = List.copyOf(radices);
      if (!radices.isEmpty() && radices.stream().mapToLong(Integer::longValue).reduce(1, (a, b) -> a * b) != size) {
        throw new IllegalArgumentException(name + ": radices " + radices + " do not multiply to " + size);
      }
    }

    public Block(String name, int offset, int size) {
      this(name, offset, size, List.of());
    }
  }

  /** The space as an (unmodifiable, computed) list. */
  default List<A> asList() {
    return new AbstractList<>() {
      @Override
      public A get(int index) {
        return action(index);
      }

      @Override
      public int size() {
        return ActionCodec.this.size();
      }
    };
  }

  /** A space given as a list of distinct actions. */
  static <A> ActionCodec<A> listed(List<A> actions) {
    List<A> copy = List.copyOf(actions);
    Map<A, Integer> indices = new HashMap<>();
    for (int i = 0; i < copy.size(); i++) {
      if (indices.put(copy.get(i), i) != null) {
        throw new IllegalStateException("action " + copy.get(i) + " twice in the space");
      }
    }
    List<Block> blocks = List.of(new Block("actions", 0, copy.size()));
    return new ActionCodec<>() {
      @Override
      public int size() {
        return copy.size();
      }

      @Override
      public int indexOf(A action) {
        Integer i = indices.get(action);
        return i == null ? -1 : i;
      }

      @Override
      public A action(int index) {
        return copy.get(index);
      }

      @Override
      public List<Block> blocks() {
        return blocks;
      }
    };
  }

  /** Builds a computed space from blocks. */
  static <A> Builder<A> builder() {
    return new Builder<>();
  }

  /** Blocks in order; a block is found for an action by its class, then by its own test. */
  final class Builder<A> {
    private record Part<A>(Block block, Class<?> type, ToIntFunction<Object> encode, IntFunction<A> decode) {}

    private final List<Part<A>> parts = new ArrayList<>();
    private int size;

    /**
     * A block of {@code size} actions of class {@code type}.
     *
     * @param encode the action's index within the block, or -1 where it belongs to another block
     *     of the same class (or to none)
     * @param decode the action at an index within the block
     */
    @SuppressWarnings("unchecked")
    public <T extends A> Builder<A> block(String name, Class<T> type, int size, ToIntFunction<T> encode,
        IntFunction<T> decode) {
      if (size < 0) {
        throw new IllegalArgumentException(name + ": negative size");
      }
      parts.add(new Part<>(new Block(name, this.size, size), type, a -> encode.applyAsInt((T) a), decode::apply));
      this.size = Math.addExact(this.size, size);
      return this;
    }

    /** A block listing its actions (distinct, all of class {@code type}). */
    public <T extends A> Builder<A> listed(String name, Class<T> type, List<T> actions) {
      List<T> copy = List.copyOf(actions);
      Map<T, Integer> indices = new HashMap<>();
      for (int i = 0; i < copy.size(); i++) {
        if (indices.put(copy.get(i), i) != null) {
          throw new IllegalStateException("action " + copy.get(i) + " twice in the space");
        }
      }
      return block(name, type, copy.size(), a -> indices.getOrDefault(a, -1), copy::get);
    }

    /** One action alone. */
    public <T extends A> Builder<A> single(String name, T action) {
      @SuppressWarnings("unchecked")
      Class<T> type = (Class<T>) action.getClass();
      return block(name, type, 1, a -> a.equals(action) ? 0 : -1, i -> action);
    }

    /**
     * Declares the mixed-radix digits of the block added last (most significant first; their product
     * must be its size), so that the block can be chosen digit by digit.
     */
    public Builder<A> radices(int... radices) {
      Part<A> last = parts.remove(parts.size() - 1);
      Block b = last.block();
      parts.add(new Part<>(new Block(b.name(), b.offset(), b.size(),
          java.util.Arrays.stream(radices).boxed().toList()), last.type(), last.encode(), last.decode()));
      return this;
    }

    public ActionCodec<A> build() {
      List<Part<A>> all = List.copyOf(parts);
      Map<Class<?>, List<Part<A>>> byType = new HashMap<>();
      for (Part<A> p : all) {
        byType.computeIfAbsent(p.type(), t -> new ArrayList<>()).add(p);
      }
      int total = size;
      List<Block> blocks = all.stream().map(Part::block).toList();
      int[] offsets = all.stream().mapToInt(p -> p.block().offset()).toArray();
      return new ActionCodec<>() {
        @Override
        public int size() {
          return total;
        }

        @Override
        public int indexOf(A action) {
          if (action == null) {
            return -1;
          }
          for (Part<A> p : byType.getOrDefault(action.getClass(), List.of())) {
            int i = p.encode().applyAsInt(action);
            if (i >= 0 && i < p.block().size()) {
              return p.block().offset() + i;
            }
          }
          return -1;
        }

        @Override
        public A action(int index) {
          int k = java.util.Arrays.binarySearch(offsets, index);
          if (k < 0) {
            k = -k - 2;
          }
          // empty blocks share an offset with the next one: take the last block starting here
          while (k + 1 < offsets.length && offsets[k + 1] == index) {
            k++;
          }
          Part<A> p = all.get(k);
          return p.decode().apply(index - p.block().offset());
        }

        @Override
        public List<Block> blocks() {
          return blocks;
        }
      };
    }
  }

  /** Mixed-radix digits: {@code digits[0]} is the most significant. */
  static int radix(int[] digits, int[] radices) {
    int index = 0;
    for (int i = 0; i < digits.length; i++) {
      if (digits[i] < 0 || digits[i] >= radices[i]) {
        return -1;
      }
      index = index * radices[i] + digits[i];
    }
    return index;
  }

  /** The digits of a mixed-radix index. */
  static int[] digits(int index, int[] radices) {
    int[] digits = new int[radices.length];
    for (int i = radices.length - 1; i >= 0; i--) {
      digits[i] = index % radices[i];
      index /= radices[i];
    }
    return digits;
  }
}
