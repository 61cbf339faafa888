package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI 3 description the server serves at {@code /api/openapi.json} names exactly the HTTP routes the
 * server registers: a route added without describing it (or described but gone) fails here.
 */
class OpenApiTest {
  private static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE");

  @Test
  void theDescriptionMatchesTheRoutes() {
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()))) {
      Api api = new Api(server.address());
      Api.Answer answer = api.get("/api/openapi.json");
      assertThat(answer.status()).isEqualTo(200);
      JsonNode description = answer.body();
      assertThat(description.get("openapi").asText()).startsWith("3.");
      Set<String> described = new TreeSet<>();
      description.get("paths").properties().forEach(path -> path.getValue().fieldNames().forEachRemaining(
          method -> described.add(method.toUpperCase(java.util.Locale.ROOT) + " " + path.getKey())));
      Set<String> served = new TreeSet<>();
      for (String route : server.registeredRoutes()) {
        String method = route.substring(0, route.indexOf(' '));
        if (METHODS.contains(method)) {
          served.add(route);
        }
      }
      assertThat(served).as("routes the server registers").isNotEmpty();
      assertThat(described).as("openapi.json's paths against the server's routes").isEqualTo(served);
    }
  }
}
