package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** What an operator's monitoring expects: Prometheus text metrics, liveness and readiness. */
class OperatorEndpointsTest {
  @Test
  void metricsInPrometheusFormatAndHealthEndpoints() throws Exception {
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()))) {
      Api api = new Api(server.address());
      api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2}");
      HttpResponse<String> metrics = api.http.send(HttpRequest.newBuilder(URI.create(server.address() + "/metrics"))
          .build(), HttpResponse.BodyHandlers.ofString());
      assertThat(metrics.statusCode()).isEqualTo(200);
      assertThat(metrics.headers().firstValue("Content-Type")).hasValueSatisfying(t ->
          assertThat(t).startsWith("text/plain; version=0.0.4"));
      assertThat(metrics.body()).contains("# TYPE spielwerk_moves_total counter\nspielwerk_moves_total 0\n",
          "spielwerk_loaded_matches 1\n", "spielwerk_commit_groups_total ",
          "spielwerk_move_commit_seconds{quantile=\"0.99\"} ");
      // every sample line is "name value" or "name{labels} value" with a number
      metrics.body().lines().filter(l -> !l.startsWith("#")).forEach(l ->
          assertThat(l).matches("[a-z_]+(\\{quantile=\"0\\.\\d+\"\\})? [0-9.E-]+"));
      assertThat(api.get("/healthz").body().get("status").asText()).isEqualTo("live");
      assertThat(api.get("/readyz").status()).isEqualTo(200);
    }
  }
}
