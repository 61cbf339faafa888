package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;

/**
 * Limits on everything a client sends: a chunked body is capped while it is read (and never echoed), Jetty's own
 * errors come as JSON, a 429 says when to try again, WebSocket messages of any type are rate-limited, and only
 * the operator may reset the metrics.
 */
class HardLimitsTest {
  private static final String OPERATOR = "operator-secret-0123456789";
  private GameServer server;
  private Api api;

  @BeforeEach
  void start() {
    server = GameServer.start(Servers.fast(Servers.memoryH2()).withLimits(2048, 1024, 100, 2.0, 2)
        .withMessagesPerSecond(5).withOperatorToken(OPERATOR));
    api = new Api(server.address());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  /**
   * A raw HTTP exchange: what was sent until the answer came (or the server closed), the answer, and whether the
   * server closed the connection after it.
   */
  private record Raw(long sent, String answer, boolean closedByServer) {}

  /**
   * Streams up to 256 MB of chunked JSON-looking body and never sends the last (empty) chunk, so a server that
   * read the body to its end before answering would never answer; stops as soon as an answer arrives.
   */
  private Raw streamChunked(String path) throws Exception {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
      socket.setSoTimeout(60_000);
      OutputStream out = socket.getOutputStream();
      out.write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      AtomicBoolean answered = new AtomicBoolean();
      ByteArrayOutputStream answer = new ByteArrayOutputStream();
      Thread reader = Thread.ofVirtual().start(() -> {
        try {
          InputStream in = socket.getInputStream();
          byte[] buffer = new byte[8192];
          for (int n; (n = in.read(buffer)) > 0; ) {
            synchronized (answer) {
              answer.write(buffer, 0, n);
            }
            answered.set(true);
          }
        } catch (IOException e) {
          // reset after the answer: what was read is kept
        }
      });
      byte[] chunk = new byte[64 * 1024];
      Arrays.fill(chunk, (byte) 'x');
      chunk[0] = '{';
      chunk[1] = '"';
      byte[] header = (Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.US_ASCII);
      long sent = 0;
      long limit = 256L * 1024 * 1024;
      try {
        while (sent < limit && !answered.get()) {
          out.write(header);
          out.write(chunk);
          out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
          sent += chunk.length;
          chunk[0] = 'x';
          chunk[1] = 'x';
        }
      } catch (IOException e) {
        // the server closed the connection: the body was refused
      }
      reader.join(30_000);
      synchronized (answer) {
        return new Raw(sent, answer.toString(StandardCharsets.UTF_8), !reader.isAlive());
      }
    }
  }

  @Test
  void aChunkedBodyOf256MegabytesIsRefusedWhileItIsRead() throws Exception {
    Raw raw = streamChunked("/api/matches");
    assertThat(raw.answer()).startsWith("HTTP/1.1 413");
    String body = raw.answer().substring(raw.answer().indexOf("\r\n\r\n") + 4);
    JsonNode error = Json.mapper().readTree(body);
    assertThat(error.get("code").asText()).isEqualTo("too_large");
    assertThat(error.get("field").asText()).isEqualTo("body");
    assertThat(body).as("nothing of the body is echoed").doesNotContain("xxxx");
    // How much the client got to send depends on the kernel's socket buffers (Linux lets loopback's receive
    // buffer grow to tcp_rmem's maximum, 32 MB here, more on other machines), not on the server, so the bound
    // is the whole body: the client was stopped before it could send it. That the server answered at all shows
    // it refused the body while reading it, for the body's last chunk was never sent.
    assertThat(raw.sent()).as("bytes the client could send before it was refused").isLessThan(256L * 1024 * 1024);
    assertThat(raw.closedByServer()).as("the server closes the connection instead of reading the rest").isTrue();
    assertThat(api.get("/api/matches").body().size()).isZero();
  }

  @Test
  void aSmallChunkedBodyIsStillRead() throws Exception {
    HttpResponse<String> response = api.http.send(HttpRequest.newBuilder(URI.create(server.address()
        + "/api/matches")).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(
            "{\"game\":\"portroyal-unterwegs\",\"players\":2}".getBytes(StandardCharsets.UTF_8)))).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).isEqualTo(201);
  }

  private String rawRequest(String request) throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
      socket.setSoTimeout(30_000);
      socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
      socket.getOutputStream().flush();
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void jettysOwnErrorsAreJson() throws IOException {
    String[] requests = {
      "GET /api/%zz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "y".repeat(40_000) + "\r\nConnection: close\r\n\r\n",
      "GET /" + "z".repeat(40_000) + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      "BREW /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      "GET /api/games HTTP/9.9\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    };
    for (String request : requests) {
      String answer = rawRequest(request);
      String head = answer.substring(0, Math.max(0, answer.indexOf("\r\n\r\n"))).toLowerCase();
      String body = answer.substring(answer.indexOf("\r\n\r\n") + 4);
      assertThat(answer).as(request.substring(0, 20)).matches("(?s)HTTP/1\\.1 [45]\\d\\d.*");
      assertThat(head).as(request.substring(0, 20)).contains("content-type: application/json");
      JsonNode error = Json.mapper().readTree(body);
      assertThat(error.get("status").asInt()).isEqualTo(Integer.parseInt(answer.substring(9, 12)));
      assertThat(error.get("code").asText()).isNotBlank();
      assertThat(body).doesNotContain("yyyy", "zzzz", "<html");
    }
  }

  @Test
  void a429SaysWhenToTryAgain() throws Exception {
    String match = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[null,\"random\"]}");
    String token = api.join(match, 0);
    HttpResponse<String> limited = null;
    for (int i = 0; i < 10 && limited == null; i++) {
      HttpResponse<String> r = api.http.send(HttpRequest.newBuilder(URI.create(server.address() + "/api/matches/"
          + match + "/moves")).header("Authorization", "Bearer " + token)
          .POST(HttpRequest.BodyPublishers.ofString("{\"version\":999,\"index\":0}")).build(),
          HttpResponse.BodyHandlers.ofString());
      if (r.statusCode() == 429) {
        limited = r;
      }
    }
    assertThat(limited).as("over 2 moves/s with a burst of 2").isNotNull();
    assertThat(limited.headers().firstValue("Retry-After")).hasValueSatisfying(v ->
        assertThat(Integer.parseInt(v)).isPositive());
    assertThat(Json.mapper().readTree(limited.body()).get("retryAfterSeconds").asInt()).isPositive();
  }

  @Test
  void everyWebSocketMessageCountsAgainstTheRate() {
    String match = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2}");
    Api.Ws ws = api.connect(match, null, "en");
    ws.await(m -> m.path("type").asText().equals("sync"));
    for (int i = 0; i < 30; i++) {
      ws.send("{\"type\":\"sync\",\"id\":" + i + "}");
    }
    JsonNode limited = ws.await(m -> m.path("code").asText().equals("too_many_messages"));
    assertThat(limited.get("status").asInt()).isEqualTo(429);
    assertThat(limited.get("retryAfterSeconds").asInt()).isPositive();
    long syncs = ws.snapshot().stream().filter(m -> m.path("type").asText().equals("sync")).count();
    assertThat(syncs).as("syncs answered of 30 at 5/s with a burst of 10").isLessThan(25);
  }

  @Test
  void onlyTheOperatorResetsTheMetrics() {
    Api.Answer anyone = api.get("/api/metrics?reset=true");
    assertThat(anyone.status()).isEqualTo(403);
    assertThat(anyone.body().get("code").asText()).isEqualTo("operator_only");
    assertThat(api.get("/api/metrics?reset=true", "not-the-operator-token").status()).isEqualTo(403);
    assertThat(api.get("/api/metrics?reset=true", OPERATOR).status()).isEqualTo(200);
    assertThat(api.get("/api/metrics").status()).isEqualTo(200);
  }
}
