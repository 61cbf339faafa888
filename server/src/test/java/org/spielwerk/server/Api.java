package org.spielwerk.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.spielwerk.core.Json;

/** A test client of the server's API: REST calls and WebSocket connections, on 127.0.0.1 only. */
final class Api {
  final String base;
  final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  Api(String base) {
    this.base = base;
  }

  record Answer(int status, JsonNode body, String text) {}

  Answer get(String path) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), null);
  }

  Answer get(String path, String token) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), token);
  }

  Answer post(String path, String body) {
    return post(path, body, null);
  }

  Answer post(String path, String body, String token) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)), token);
  }

  Answer send(HttpRequest.Builder request, String token) {
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    try {
      HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(30)).build(),
          HttpResponse.BodyHandlers.ofString());
      JsonNode body = null;
      try {
        body = Json.mapper().readTree(response.body());
      } catch (IOException e) {
        // not JSON: the test looks at the text
      }
      return new Answer(response.statusCode(), body, response.body());
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Creates a match and returns its id. */
  String create(String json) {
    Answer a = post("/api/matches", json);
    if (a.status() != 201) {
      throw new AssertionError("create failed: " + a.status() + " " + a.text());
    }
    return a.body().get("id").asText();
  }

  /** Joins a seat and returns its token. */
  String join(String match, int seat) {
    Answer a = post("/api/matches/" + match + "/seats/" + seat + "/join", "");
    if (a.status() != 200) {
      throw new AssertionError("join failed: " + a.status() + " " + a.text());
    }
    return a.body().get("token").asText();
  }

  Ws connect(String match, String token, String lang) {
    String url = base.replace("http://", "ws://") + "/api/matches/" + match + "/ws?lang=" + lang
        + (token == null ? "" : "&token=" + token);
    Ws ws = new Ws();
    ws.socket = http.newWebSocketBuilder().buildAsync(URI.create(url), ws).join();
    return ws;
  }

  /** A WebSocket that keeps every message it receives, in order. */
  static final class Ws implements WebSocket.Listener {
    WebSocket socket;
    final List<JsonNode> all = new ArrayList<>();
    final LinkedBlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    volatile int closeCode = -1;
    /** When each message arrived ({@code System.nanoTime()}), for tests that time the server. */
    private final java.util.IdentityHashMap<JsonNode, Long> arrivals = new java.util.IdentityHashMap<>();

    /** When this message (one of {@link #all}) arrived, by {@code System.nanoTime()}. */
    long arrived(JsonNode message) {
      synchronized (all) {
        return arrivals.get(message);
      }
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        try {
          JsonNode node = Json.mapper().readTree(partial.toString());
          synchronized (all) {
            all.add(node);
            arrivals.put(node, System.nanoTime());
          }
          inbox.add(node);
        } catch (IOException e) {
          throw new AssertionError("server sent no JSON: " + partial, e);
        }
        partial.setLength(0);
      }
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      closeCode = statusCode;
      return null;
    }

    void send(String text) {
      socket.sendText(text, true).join();
    }

    /** The next message that matches, skipping others (they stay in {@link #all}). */
    JsonNode await(Predicate<JsonNode> wanted) {
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (System.nanoTime() < end) {
        try {
          JsonNode next = inbox.poll(100, TimeUnit.MILLISECONDS);
          if (next != null && wanted.test(next)) {
            return next;
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException(e);
        }
      }
      throw new AssertionError("no such message within 30 s; got " + snapshot());
    }

    List<JsonNode> snapshot() {
      synchronized (all) {
        return List.copyOf(all);
      }
    }

    void close() {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
    }
  }
}
