package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.WebSocket;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The limits: request and message size, matches per client address, moves per second, each a clear error; and
 * a WebSocket that leaves too many messages unread is cut instead of queueing without end.
 */
class LimitsTest {
  private GameServer server;
  private Api api;

  @BeforeEach
  void start() {
    server = GameServer.start(Servers.fast(Servers.memoryH2()).withLimits(2048, 1024, 3, 2.0, 3));
    api = new Api(server.address());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aRequestOverTheSizeLimitIsRefused() {
    Api.Answer answer = api.post("/api/matches", "{\"game\":\"" + "x".repeat(5000) + "\"}");
    assertThat(answer.status()).isEqualTo(413);
    assertThat(answer.body().get("code").asText()).isEqualTo("too_large");
    assertThat(answer.body().get("field").asText()).isEqualTo("body");
  }

  @Test
  void anAddressMayHaveOnlySoManyUnfinishedMatches() {
    int created = 0;
    Api.Answer answer;
    do {
      answer = api.post("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":2}");
      if (answer.status() == 201) {
        created++;
      }
    } while (answer.status() == 201 && created < 10);
    assertThat(created).isLessThanOrEqualTo(3);
    assertThat(answer.status()).isEqualTo(429);
    assertThat(answer.body().get("code").asText()).isEqualTo("too_many_matches");
  }

  @Test
  void movesPerSecondAndMessageSizeAreLimitedPerConnection() {
    String match = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":4}");
    String token = api.join(match, 0);
    api.join(match, 1);
    Api.Ws ws = api.connect(match, token, "en");
    ws.await(m -> m.path("type").asText().equals("sync"));
    ws.send("{\"type\":\"ping\",\"pad\":\"" + "x".repeat(2000) + "\"}");
    JsonNode tooLarge = ws.await(m -> m.path("type").asText().equals("error"));
    assertThat(tooLarge.get("code").asText()).isEqualTo("too_large");
    int limited = 0;
    for (int i = 0; i < 10; i++) {
      // stale moves: each one counts against the rate, none changes the match
      ws.send("{\"type\":\"move\",\"version\":99,\"index\":0}");
      JsonNode error = ws.await(m -> m.path("type").asText().equals("error"));
      if (error.get("code").asText().equals("too_many_moves")) {
        limited++;
        assertThat(error.get("status").asInt()).isEqualTo(429);
      }
    }
    assertThat(limited).as("over a burst of 3 at 2 moves/s").isGreaterThanOrEqualTo(5);
    assertThat(api.get("/api/matches/" + match).body().get("version").asInt()).isZero();
  }

  @Test
  void aConnectionThatDoesNotReadIsCutAndTheServerGoesOn() throws Exception {
    String match = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":4}");
    String token = api.join(match, 0);
    api.join(match, 1);
    // a client that never asks for a message: its socket buffers fill, then the server's queue
    AtomicInteger closed = new AtomicInteger(-1);
    WebSocket.Listener stalled = new WebSocket.Listener() {
      @Override
      public void onOpen(WebSocket webSocket) {
        // no request(): nothing is read
      }

      @Override
      public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closed.set(statusCode);
        return null;
      }

      @Override
      public void onError(WebSocket webSocket, Throwable error) {
        closed.set(1006);
      }
    };
    String url = api.base.replace("http://", "ws://") + "/api/matches/" + match + "/ws?lang=en&token=" + token;
    WebSocket socket = api.http.newWebSocketBuilder().buildAsync(URI.create(url), stalled).join();
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    int sent = 0;
    while (slowReaders() == 0 && System.nanoTime() < end) {
      try {
        for (int i = 0; i < 200; i++) {
          socket.sendText("{\"type\":\"sync\"}", true).get(5, TimeUnit.SECONDS);
          sent++;
        }
      } catch (ExecutionException | TimeoutException e) {
        break;   // the server has cut the connection
      }
    }
    awaitSlowReaders(end);
    assertThat(slowReaders()).as("connections cut after %d syncs", sent).isEqualTo(1);
    socket.request(Long.MAX_VALUE);   // now read: what was queued, then the end of the connection
    while (closed.get() < 0 && System.nanoTime() < end) {
      Thread.sleep(20);
    }
    assertThat(closed.get()).as("the stalled client sees its connection end").isPositive();
    // the match and the server go on: a new connection of the same seat is served at once
    Api.Ws again = api.connect(match, token, "en");
    JsonNode sync = again.await(m -> m.path("type").asText().equals("sync"));
    assertThat(sync.get("version").asInt()).isZero();
    again.close();
  }

  private long slowReaders() {
    return api.get("/api/metrics").body().get("slowReaders").asLong();
  }

  private void awaitSlowReaders(long end) throws InterruptedException {
    while (slowReaders() == 0 && System.nanoTime() < end) {
      Thread.sleep(20);
    }
  }
}
