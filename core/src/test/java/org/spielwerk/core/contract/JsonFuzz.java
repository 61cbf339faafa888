package org.spielwerk.core.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.RandomSource;

/**
 * Small random changes to a JSON tree, in place, for the fuzz tests of positions and views: numbers set to
 * neighbours and extremes, booleans flipped, strings swapped, nulls and empty strings put in, fields dropped,
 * list elements removed, duplicated, swapped or moved to another list (a card from the draw pile into a
 * hand), and goods moved between two sets of goods (a cart and a storehouse). Each call says what it did.
 * Shared by the game modules' own fuzz tests of views, positions and actions (the contract has its own
 * {@code Mutations}, whose random sequence its recorded case keys depend on).
 */
public final class JsonFuzz {
  private JsonFuzz() {}

  private record Spot(JsonNode parent, String field, int index, JsonNode node, String path) {}

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** Applies one random mutation to {@code root} and says which. */
  public static String mutate(JsonNode root, RandomSource random) {
    List<Spot> spots = new ArrayList<>();
    List<String> strings = new ArrayList<>();
    collect(root, null, null, -1, "", spots, strings);
    if (spots.isEmpty()) {
      return "nothing to mutate";
    }
    int kind = random.nextInt(10);
    if (kind == 0) {
      String moved = moveElement(spots, random);
      if (moved != null) {
        return moved;
      }
    } else if (kind == 1) {
      String moved = moveGood(spots, random);
      if (moved != null) {
        return moved;
      }
    }
    Spot spot = spots.get(random.nextInt(spots.size()));
    JsonNode node = spot.node();
    if (random.nextInt(12) == 0) {
      JsonNode to = random.nextBoolean() ? NODES.nullNode() : NODES.textNode("");
      replace(spot, to);
      return spot.path() + " -> " + to;
    }
    if (node.isNumber()) {
      long v = node.asLong();
      long[] choices = {-1, 0, 1, v + 1, v - 1, 2 * v, -v, Integer.MAX_VALUE, Integer.MIN_VALUE, 1000,
          random.nextInt(20), random.nextInt(80)};
      long to = choices[random.nextInt(choices.length)];
      replace(spot, NODES.numberNode(to));
      return spot.path() + ": " + v + " -> " + to;
    }
    if (node.isBoolean()) {
      replace(spot, NODES.booleanNode(!node.asBoolean()));
      return spot.path() + ": flipped";
    }
    if (node.isTextual() && !strings.isEmpty()) {
      String to = random.nextInt(8) == 0 ? "NO_SUCH_THING" : strings.get(random.nextInt(strings.size()));
      replace(spot, NODES.textNode(to));
      return spot.path() + ": " + node.asText() + " -> " + to;
    }
    if (node.isArray() && !node.isEmpty()) {
      ArrayNode array = (ArrayNode) node;
      int i = random.nextInt(array.size());
      switch (random.nextInt(4)) {
        case 0 -> {
          array.remove(i);
          return spot.path() + "[" + i + "] removed";
        }
        case 1 -> {
          array.insert(i, array.get(i).deepCopy());
          return spot.path() + "[" + i + "] duplicated";
        }
        case 2 -> {
          int j = random.nextInt(array.size());
          JsonNode a = array.get(i);
          array.set(i, array.get(j));
          array.set(j, a);
          return spot.path() + "[" + i + "] and [" + j + "] swapped";
        }
        default -> {
          array.removeAll();
          return spot.path() + " emptied";
        }
      }
    }
    if (spot.parent() instanceof ObjectNode object && !"type".equals(spot.field())) {
      object.remove(spot.field());
      return spot.path() + " dropped";
    }
    return "no change at " + spot.path();
  }

  /** Moves a number from one list of numbers to another (a card from one place to another). */
  private static String moveElement(List<Spot> spots, RandomSource random) {
    List<Spot> lists = spots.stream().filter(s -> s.node().isArray()
        && (s.node().isEmpty() || s.node().get(0).isNumber())).toList();
    List<Spot> from = lists.stream().filter(s -> !s.node().isEmpty()).toList();
    if (from.isEmpty() || lists.size() < 2) {
      return null;
    }
    Spot a = from.get(random.nextInt(from.size()));
    Spot b = lists.get(random.nextInt(lists.size()));
    if (a == b) {
      return null;
    }
    ArrayNode source = (ArrayNode) a.node();
    ArrayNode target = (ArrayNode) b.node();
    int i = random.nextInt(source.size());
    JsonNode card = source.remove(i);
    target.insert(target.isEmpty() ? 0 : random.nextInt(target.size() + 1), card);
    return a.path() + "[" + i + "] (" + card + ") moved to " + b.path();
  }

  /** Moves one good from one goods object (six named counts) to another. */
  private static String moveGood(List<Spot> spots, RandomSource random) {
    List<Spot> goods = spots.stream().filter(s -> s.node().isObject() && s.node().has("wheat")).toList();
    if (goods.size() < 2) {
      return null;
    }
    ObjectNode a = (ObjectNode) goods.get(random.nextInt(goods.size())).node();
    ObjectNode b = (ObjectNode) goods.get(random.nextInt(goods.size())).node();
    List<String> names = new ArrayList<>();
    a.fieldNames().forEachRemaining(n -> {
      if (a.get(n).asInt() > 0) {
        names.add(n);
      }
    });
    if (a == b || names.isEmpty() || !b.has(names.get(0))) {
      return null;
    }
    String good = names.get(random.nextInt(names.size()));
    a.put(good, a.get(good).asInt() - 1);
    b.put(good, b.get(good).asInt() + 1);
    return "one " + good + " moved between goods";
  }

  private static void replace(Spot spot, JsonNode to) {
    if (spot.parent() instanceof ObjectNode object) {
      object.set(spot.field(), to);
    } else if (spot.parent() instanceof ArrayNode array) {
      array.set(spot.index(), to);
    }
  }

  private static void collect(JsonNode node, JsonNode parent, String field, int index, String path, List<Spot> spots,
      List<String> strings) {
    if (parent != null) {
      spots.add(new Spot(parent, field, index, node, path));
    }
    if (node.isTextual()) {
      strings.add(node.asText());
    }
    if (node.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> f = fields.next();
        collect(f.getValue(), node, f.getKey(), -1, path.isEmpty() ? f.getKey() : path + "." + f.getKey(), spots,
            strings);
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        collect(node.get(i), node, null, i, path + "[" + i + "]", spots, strings);
      }
    }
  }
}
