package org.spielwerk.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.List;
import org.spielwerk.core.Json;

/**
 * What a spectator is shown: the part of the seats' views that every seat sees alike. A value survives only
 * where it is equal in the view of every seat (objects field by field, arrays of equal length element by
 * element); anything else becomes {@code null}. A spectator so learns nothing that any seat does not know, and
 * nothing that only some seats know (a hand, a face-down card, whose view it is).
 */
final class CommonView {
  private CommonView() {}

  static JsonNode of(List<JsonNode> views) {
    JsonNode first = views.get(0);
    boolean allEqual = true;
    for (JsonNode v : views) {
      allEqual &= v.equals(first);
    }
    if (allEqual) {
      return first.deepCopy();
    }
    if (views.stream().allMatch(JsonNode::isObject)) {
      ObjectNode common = Json.mapper().createObjectNode();
      Iterator<String> names = first.fieldNames();
      while (names.hasNext()) {
        String name = names.next();
        if (views.stream().allMatch(v -> v.has(name))) {
          common.set(name, of(views.stream().map(v -> v.get(name)).toList()));
        }
      }
      return common;
    }
    if (views.stream().allMatch(v -> v.isArray() && v.size() == first.size())) {
      ArrayNode common = Json.mapper().createArrayNode();
      for (int i = 0; i < first.size(); i++) {
        int at = i;
        common.add(of(views.stream().map(v -> v.get(at)).toList()));
      }
      return common;
    }
    return NullNode.getInstance();
  }

  /** Whether every non-null value of {@code common} is the value at the same place in {@code view}. */
  static boolean isWithin(JsonNode common, JsonNode view) {
    if (common == null || common.isNull()) {
      return true;
    }
    if (view == null) {
      return false;
    }
    if (common.isObject()) {
      if (!view.isObject()) {
        return false;
      }
      Iterator<String> names = common.fieldNames();
      while (names.hasNext()) {
        String name = names.next();
        if (!isWithin(common.get(name), view.get(name))) {
          return false;
        }
      }
      return true;
    }
    if (common.isArray()) {
      if (!view.isArray() || view.size() != common.size()) {
        return false;
      }
      for (int i = 0; i < common.size(); i++) {
        if (!isWithin(common.get(i), view.get(i))) {
          return false;
        }
      }
      return true;
    }
    return common.equals(view);
  }
}
