package org.spielwerk.core.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.RandomSource;

/**
 * Small random changes to a JSON tree, in place, for the fuzz tests of positions and views: numbers set to
 * neighbours and extremes, booleans flipped, strings swapped, nulls and empty strings put in, fields dropped,
 * list elements removed, duplicated, swapped or moved to another list (a card from the draw pile into a
 * hand), and goods moved between two sets of goods (a cart and a storehouse); for views,
 * {@link #mutateDeeply} adds elements moved or swapped between the same list of two seats. Each call says
 * what it did. The contract's only mutator: its fuzz properties of states, actions and views use it, and a
 * game module's scenario tests may too.
 */
public final class JsonFuzz {
  private JsonFuzz() {}

  /** A place in a tree: its parent, its field name or list index, the node there, and its path. */
  record Spot(JsonNode parent, String field, int index, JsonNode node, String path) {}

  /** Every place of a tree below its root, parents before children (for the contract's targeted changes). */
  static List<Spot> spots(JsonNode root) {
    List<Spot> spots = new ArrayList<>();
    collect(root, null, null, -1, "", spots, new ArrayList<>());
    return spots;
  }

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

  /**
   * One random mutation of a wider kind, for views: besides {@link #mutate}'s, a {@code null}
   * anywhere, an empty string in a list of numbers, a negative count, and a list element moved or
   * swapped between two lists of the same place in different seats (or other repeated records).
   */
  public static String mutateDeeply(JsonNode root, RandomSource random) {
    List<Spot> spots = new ArrayList<>();
    collect(root, null, null, -1, "", spots, new ArrayList<>());
    spots.removeIf(spot -> "type".equals(spot.field()));
    if (spots.isEmpty()) {
      return "nothing to mutate";
    }
    switch (random.nextInt(8)) {
      case 0 -> {
        Spot spot = spots.get(random.nextInt(spots.size()));
        replace(spot, NODES.nullNode());
        return spot.path() + ": null";
      }
      case 1 -> {
        List<Spot> inNumberLists = spots.stream().filter(s -> s.parent().isArray() && s.node().isNumber()).toList();
        if (!inNumberLists.isEmpty()) {
          Spot spot = inNumberLists.get(random.nextInt(inNumberLists.size()));
          replace(spot, NODES.textNode(""));
          return spot.path() + ": \"\" in a list of numbers";
        }
      }
      case 2 -> {
        List<Spot> numbers = spots.stream().filter(s -> s.node().isNumber()).toList();
        if (!numbers.isEmpty()) {
          Spot spot = numbers.get(random.nextInt(numbers.size()));
          long to = -1 - random.nextInt(3);
          replace(spot, NODES.numberNode(to));
          return spot.path() + ": " + spot.node() + " -> " + to;
        }
      }
      case 3, 4 -> {
        String moved = betweenTwins(root, random, random.nextInt(2) == 0);
        if (moved != null) {
          return moved;
        }
      }
      default -> { }
    }
    return mutate(root, random);
  }

  /**
   * Moves (or swaps) an element between two lists at the same place of different elements of an
   * outer list, such as {@code seats[0].ships} and {@code seats[2].ships}; null when there are none.
   */
  private static String betweenTwins(JsonNode root, RandomSource random, boolean swap) {
    Map<String, List<Map.Entry<String, ArrayNode>>> byShape = new LinkedHashMap<>();
    arrays(root, "", "", byShape);
    List<List<Map.Entry<String, ArrayNode>>> twins = byShape.values().stream()
        .filter(group -> group.size() >= 2 && group.stream().anyMatch(e -> !e.getValue().isEmpty())).toList();
    if (twins.isEmpty()) {
      return null;
    }
    List<Map.Entry<String, ArrayNode>> group = twins.get(random.nextInt(twins.size()));
    List<Map.Entry<String, ArrayNode>> nonEmpty = group.stream().filter(e -> !e.getValue().isEmpty()).toList();
    Map.Entry<String, ArrayNode> from = nonEmpty.get(random.nextInt(nonEmpty.size()));
    Map.Entry<String, ArrayNode> to = group.get(random.nextInt(group.size()));
    if (to == from) {
      to = group.get((group.indexOf(from) + 1) % group.size());
    }
    int i = random.nextInt(from.getValue().size());
    JsonNode element = from.getValue().get(i);
    if (swap && !to.getValue().isEmpty()) {
      int j = random.nextInt(to.getValue().size());
      from.getValue().set(i, to.getValue().get(j));
      to.getValue().set(j, element);
      return from.getKey() + "[" + i + "] swapped with " + to.getKey() + "[" + j + "]";
    }
    from.getValue().remove(i);
    to.getValue().add(element);
    return from.getKey() + "[" + i + "] moved to " + to.getKey();
  }

  /** Every array of the tree by its shape (its path with list indices left out) and its path. */
  private static void arrays(JsonNode node, String path, String shape, Map<String, List<Map.Entry<String, ArrayNode>>> into) {
    if (node.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        arrays(field.getValue(), path + "." + field.getKey(), shape + "." + field.getKey(), into);
      }
    } else if (node instanceof ArrayNode array) {
      into.computeIfAbsent(shape, k -> new ArrayList<>()).add(Map.entry(path.isEmpty() ? "[root]" : path.substring(1), array));
      for (int i = 0; i < array.size(); i++) {
        arrays(array.get(i), path + "[" + i + "]", shape + "[]", into);
      }
    }
  }

  /**
   * Moves one element of a list into another list whose elements have the same shape (the same JSON type
   * and, for objects, the same field names): a tile from a face-down box into a stack or a hand. Every
   * component is still there once, so only a rule about <em>where</em> it may lie can reject the result.
   * Sources are taken from {@code hidden} lists (their paths without indices, as {@link #listShapes} gives
   * them) when there are any, since the rules of a zone a seat cannot see are the ones a view's dealer
   * relies on; null when no two lists fit.
   */
  public static String moveAcrossLists(JsonNode root, RandomSource random, java.util.Set<String> hidden) {
    Map<String, List<Map.Entry<String, ArrayNode>>> byShape = new LinkedHashMap<>();
    arrays(root, "", "", byShape);
    List<Map.Entry<String, ArrayNode>> all = new ArrayList<>();
    List<Map.Entry<String, ArrayNode>> sources = new ArrayList<>();
    byShape.forEach((shape, lists) -> lists.forEach(list -> {
      all.add(list);
      if (!list.getValue().isEmpty() && (hidden.isEmpty() || hidden.contains(shape))) {
        sources.add(list);
      }
    }));
    if (sources.isEmpty()) {
      return null;
    }
    Map.Entry<String, ArrayNode> from = sources.get(random.nextInt(sources.size()));
    int i = random.nextInt(from.getValue().size());
    JsonNode element = from.getValue().get(i);
    List<Map.Entry<String, ArrayNode>> targets = all.stream()
        .filter(list -> list != from && !list.getValue().isEmpty() && sameShape(list.getValue().get(0), element))
        .toList();
    if (targets.isEmpty()) {
      return null;
    }
    Map.Entry<String, ArrayNode> to = targets.get(random.nextInt(targets.size()));
    from.getValue().remove(i);
    to.getValue().insert(random.nextInt(to.getValue().size() + 1), element);
    return from.getKey() + "[" + i + "] (" + element + ") moved to " + to.getKey();
  }

  /** The paths, without list indices, of every list in the tree (such as {@code supply.chaliceStacks[]}). */
  public static java.util.Set<String> listShapes(JsonNode root) {
    Map<String, List<Map.Entry<String, ArrayNode>>> byShape = new LinkedHashMap<>();
    arrays(root, "", "", byShape);
    return byShape.keySet();
  }

  private static boolean sameShape(JsonNode a, JsonNode b) {
    if (a.getNodeType() != b.getNodeType()) {
      return false;
    }
    if (!a.isObject()) {
      return true;
    }
    java.util.Set<String> fa = new java.util.HashSet<>();
    java.util.Set<String> fb = new java.util.HashSet<>();
    a.fieldNames().forEachRemaining(fa::add);
    b.fieldNames().forEachRemaining(fb::add);
    return fa.equals(fb);
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

  /** Puts {@code to} where {@code spot} is. */
  static void replace(Spot spot, JsonNode to) {
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
