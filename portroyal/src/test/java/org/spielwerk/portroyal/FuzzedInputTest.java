package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * Issue 19: every input channel is as strict as {@code validate}. Seeded fuzzing of the JSON of views and
 * states taken from random games: numbers set to neighbours, extremes and negatives, values set to null,
 * list elements removed, duplicated, swapped or moved into another list, fields dropped, strings exchanged.
 *
 * <ul>
 *   <li>a mutated view is rejected when read ({@link InvalidJsonException}) or by {@code resampleFromView}
 *       ({@link IllegalArgumentException}, {@link InvalidPositionException} naming the field), or else deals a
 *       position that passes {@code validate}, shows the observer exactly that view and plays on;</li>
 *   <li>a mutated state is rejected when read or by {@code validate}, or else plays to the end with every
 *       position on the way passing {@code validate} and {@code play} equal to {@code apply}.</li>
 * </ul>
 *
 * <p>{@code -Dfuzz.games=N} plays N random games per property (60 by default) for a longer search.
 */
class FuzzedInputTest {
  private static final PortRoyal GAME = new PortRoyal();
  private static final int GAMES = Integer.getInteger("fuzz.games", 60);
  private static final int PER_GAME = 16;

  @Test
  void fuzzedViews_areRejectedOrDealConsistentPositions() {
    RandomSource random = new RandomSource(0xF022_0019L);
    int views = 0;
    int badJson = 0;
    int rejected = 0;
    int dealt = 0;
    java.util.Map<String, Integer> fields = new java.util.TreeMap<>();
    for (int g = 0; g < GAMES; g++) {
      List<PortRoyalState> positions = randomGame(random.nextLong());
      for (int i = 0; i < PER_GAME; i++) {
        PortRoyalState position = positions.get(random.nextInt(positions.size()));
        int observer = random.nextInt(position.playerCount());
        JsonNode tree = Json.toTree(GAME.view(position, observer));
        String mutation = mutate(tree, random);
        if (random.nextInt(3) == 0) {
          mutation += "; " + mutate(tree, random);
        }
        String what = "game " + g + ", view of seat " + observer + " (" + mutation + ")";
        views++;
        PortRoyalView view;
        try {
          view = Json.fromTree(tree, PortRoyalView.class);
        } catch (InvalidJsonException e) {
          badJson++;
          continue;
        }
        PortRoyalState deal;
        try {
          deal = GAME.resampleFromView(view, random.nextLong());
        } catch (InvalidPositionException e) {
          assertThat(e.field()).as(what + ": the field named").isNotBlank();
          fields.merge(e.field().replaceAll("\\[\\d+\\]", "[]"), 1, Integer::sum);
          rejected++;
          continue;
        } catch (IllegalArgumentException e) {
          assertThat(e.getMessage()).as(what + ": the rejection's words").isNotBlank();
          rejected++;
          continue;
        } catch (RuntimeException e) {
          throw new AssertionError(what + ": resampleFromView threw " + e, e);
        }
        dealt++;
        GAME.validate(deal);
        assertThat(GAME.view(deal, view.observer())).as(what + ": the dealt position shows the view").isEqualTo(view);
        playOn(deal, random, 40, what);
      }
    }
    System.out.println("fuzzed Port Royal views: " + views + ", " + badJson + " rejected when read, " + rejected
        + " by resampleFromView (by field: " + fields + "), " + dealt + " dealt consistently");
    assertThat(rejected).as("views rejected by resampleFromView").isGreaterThan(views / 10);
    assertThat(dealt).as("views dealt").isGreaterThan(views / 20);
  }

  @Test
  void fuzzedStates_areRejectedOrPlayToTheEndValid() {
    RandomSource random = new RandomSource(0xF022_1019L);
    int states = 0;
    int badJson = 0;
    int invalid = 0;
    int played = 0;
    for (int g = 0; g < GAMES; g++) {
      List<PortRoyalState> positions = randomGame(random.nextLong());
      for (int i = 0; i < PER_GAME / 2; i++) {
        PortRoyalState position = positions.get(random.nextInt(positions.size()));
        JsonNode tree = Json.toTree(position);
        String mutation = mutate(tree, random);
        String what = "game " + g + ", state (" + mutation + ")";
        states++;
        PortRoyalState loaded;
        try {
          loaded = Json.fromTree(tree, PortRoyalState.class);
        } catch (InvalidJsonException e) {
          badJson++;
          continue;
        }
        try {
          GAME.validate(loaded);
        } catch (InvalidPositionException e) {
          invalid++;
          continue;
        } catch (RuntimeException e) {
          throw new AssertionError(what + ": validate threw " + e, e);
        }
        played++;
        playOn(loaded, random, PortRoyal.MAX_ACTIONS, what);
      }
    }
    System.out.println("fuzzed Port Royal states: " + states + ", " + badJson + " rejected when read, " + invalid
        + " by validate, " + played + " accepted and played to the end, valid at every step");
    assertThat(played).isGreaterThan(states / 20);
  }

  /** Random legal play from an accepted position: every step valid, {@code play} equal to {@code apply}. */
  private static void playOn(PortRoyalState state, RandomSource random, int steps, String what) {
    for (int k = 0; k < steps; k++) {
      java.util.List<PortRoyalAction> legal;
      try {
        legal = GAME.legalActions(state);
        if (legal.isEmpty()) {
          assertThat(GAME.status(state)).as(what).isInstanceOf(Status.Finished.class);
          return;
        }
        PortRoyalAction action = legal.get(random.nextInt(legal.size()));
        PortRoyalState next = GAME.apply(state, action).state();
        assertThat(GAME.play(state, action)).as(what + ", step " + k + ": play equals apply").isEqualTo(next);
        GAME.validate(next);
        state = next;
      } catch (RuntimeException e) {
        throw new AssertionError(what + ": accepted, then failed after " + k + " actions: " + e, e);
      }
    }
  }

  /** The positions of one random game with random options and players. */
  private static List<PortRoyalState> randomGame(long seed) {
    RandomSource r = new RandomSource(seed);
    int players = r.nextInt(2, 5);
    PortRoyalState state = GAME.setup(PortRoyalContractTest.randomOptions(r.nextLong(), players), players, r.nextLong());
    List<PortRoyalState> positions = new ArrayList<>();
    positions.add(state);
    while (!(state.phase() instanceof Phase.GameOver)) {
      java.util.List<PortRoyalAction> legal = GAME.legalActions(state);
      state = GAME.play(state, legal.get(r.nextInt(legal.size())));
      positions.add(state);
    }
    return positions;
  }

  // ----- mutations of a JSON tree, in place -----

  private record Spot(JsonNode parent, String field, int index, JsonNode node) {
    String path() {
      return field != null ? field : "[" + index + "]";
    }
  }

  /** One random change; says which. */
  static String mutate(JsonNode root, RandomSource random) {
    List<Spot> spots = new ArrayList<>();
    List<ArrayNode> arrays = new ArrayList<>();
    List<String> strings = new ArrayList<>();
    collect(root, spots, arrays, strings);
    Spot spot = spots.get(random.nextInt(spots.size()));
    JsonNode node = spot.node();
    JsonNodeFactory nodes = JsonNodeFactory.instance;
    if (random.nextInt(10) == 0) {
      replace(spot, nodes.nullNode());
      return spot.path() + " -> null";
    }
    if (node.isNumber()) {
      long v = node.asLong();
      long[] choices = {-1, 0, 1, v + 1, v - 1, v + 2, -v, 2 * v, Integer.MAX_VALUE, Integer.MIN_VALUE, 1000, random.nextInt(20)};
      long to = choices[random.nextInt(choices.length)];
      replace(spot, nodes.numberNode(to));
      return spot.path() + ": " + v + " -> " + to;
    }
    if (node.isBoolean()) {
      replace(spot, nodes.booleanNode(!node.asBoolean()));
      return spot.path() + ": flipped";
    }
    if (node.isTextual() && !strings.isEmpty()) {
      String to = strings.get(random.nextInt(strings.size()));
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
          ArrayNode to = arrays.get(random.nextInt(arrays.size()));
          JsonNode moved = array.remove(i);
          to.insert(to.isEmpty() ? 0 : random.nextInt(to.size() + 1), moved);
          return spot.path() + "[" + i + "] moved to another list";
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

  private static void collect(JsonNode node, List<Spot> spots, List<ArrayNode> arrays, List<String> strings) {
    if (node.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        spots.add(new Spot(node, field.getKey(), -1, field.getValue()));
        if (field.getValue().isTextual()) {
          strings.add(field.getValue().asText());
        }
        collect(field.getValue(), spots, arrays, strings);
      }
    } else if (node.isArray()) {
      arrays.add((ArrayNode) node);
      for (int i = 0; i < node.size(); i++) {
        spots.add(new Spot(node, null, i, node.get(i)));
        if (node.get(i).isTextual()) {
          strings.add(node.get(i).asText());
        }
        collect(node.get(i), spots, arrays, strings);
      }
    }
  }
}
