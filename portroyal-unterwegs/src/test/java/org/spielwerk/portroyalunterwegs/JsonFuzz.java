package org.spielwerk.portroyalunterwegs;

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
 * Small random changes to a JSON tree, in place, for the module's fuzz tests (issue 19): numbers set to
 * neighbours, negatives and extremes, any value set to {@code null}, booleans flipped, strings swapped for
 * others of the tree, list elements removed, duplicated, swapped or moved into another list (a card moved
 * from one seat to another), fields dropped. Each call says what it changed, for the failure message.
 */
final class JsonFuzz {
  private JsonFuzz() {}

  private record Spot(JsonNode parent, String field, int index, JsonNode node, String path) {}

  /** Applies one random change to {@code root} and describes it. */
  static String mutate(JsonNode root, RandomSource random) {
    List<Spot> spots = new ArrayList<>();
    List<String> strings = new ArrayList<>();
    collect(root, "", spots, strings);
    if (spots.isEmpty()) {
      return "nothing to change";
    }
    Spot spot = spots.get(random.nextInt(spots.size()));
    JsonNode node = spot.node();
    JsonNodeFactory nodes = JsonNodeFactory.instance;
    if (random.nextInt(8) == 0 && !"type".equals(spot.field())) {
      replace(spot, nodes.nullNode());
      return spot.path() + " -> null";
    }
    if (node.isNumber()) {
      long v = node.asLong();
      long[] choices = {-1, 0, 1, v + 1, v - 1, 2 * v, -v, Integer.MAX_VALUE, Integer.MIN_VALUE, 1000, random.nextInt(20)};
      long to = choices[random.nextInt(choices.length)];
      replace(spot, nodes.numberNode(to));
      return spot.path() + ": " + v + " -> " + to;
    }
    if (node.isBoolean()) {
      replace(spot, nodes.booleanNode(!node.asBoolean()));
      return spot.path() + ": flipped";
    }
    if (node.isTextual() && !strings.isEmpty()) {
      String to = random.nextInt(8) == 0 ? "NO_SUCH_THING" : strings.get(random.nextInt(strings.size()));
      replace(spot, nodes.textNode(to));
      return spot.path() + ": " + node.asText() + " -> " + to;
    }
    if (node.isArray() && !node.isEmpty()) {
      ArrayNode array = (ArrayNode) node;
      int i = random.nextInt(array.size());
      switch (random.nextInt(5)) {
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
        case 3 -> {
          List<Spot> arrays = spots.stream().filter(s -> s.node().isArray() && s.node() != node).toList();
          if (!arrays.isEmpty()) {
            Spot to = arrays.get(random.nextInt(arrays.size()));
            JsonNode moved = array.remove(i);
            ((ArrayNode) to.node()).add(moved);
            return spot.path() + "[" + i + "] moved to " + to.path();
          }
          array.removeAll();
          return spot.path() + " emptied";
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

  private static void replace(Spot spot, JsonNode to) {
    if (spot.parent() instanceof ObjectNode object) {
      object.set(spot.field(), to);
    } else if (spot.parent() instanceof ArrayNode array) {
      array.set(spot.index(), to);
    }
  }

  private static void collect(JsonNode node, String path, List<Spot> spots, List<String> strings) {
    if (node.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        String at = path.isEmpty() ? field.getKey() : path + "." + field.getKey();
        spots.add(new Spot(node, field.getKey(), -1, field.getValue(), at));
        if (field.getValue().isTextual()) {
          strings.add(field.getValue().asText());
        }
        collect(field.getValue(), at, spots, strings);
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        String at = path + "[" + i + "]";
        spots.add(new Spot(node, null, i, node.get(i), at));
        if (node.get(i).isTextual()) {
          strings.add(node.get(i).asText());
        }
        collect(node.get(i), at, spots, strings);
      }
    }
  }
}
