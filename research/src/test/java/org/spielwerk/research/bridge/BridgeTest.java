package org.spielwerk.research.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.RandomSource;

/** Drives games through the JSON-lines bridge over a pipe, as a client in another language would. */
class BridgeTest {
  private final ObjectMapper mapper = Json.mapper();

  /** A client on the other end of a pipe to a serving bridge. */
  private final class Client implements AutoCloseable {
    final PrintWriter requests;
    final BufferedReader responses;
    final Thread server;
    int id;

    Client() throws Exception {
      PipedOutputStream toServer = new PipedOutputStream();
      PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
      PipedOutputStream serverOut = new PipedOutputStream();
      PipedInputStream fromServer = new PipedInputStream(serverOut, 1 << 20);
      requests = new PrintWriter(new OutputStreamWriter(toServer, StandardCharsets.UTF_8), true);
      responses = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8));
      server = new Thread(() -> {
        try (PrintWriter out = new PrintWriter(new OutputStreamWriter(serverOut, StandardCharsets.UTF_8))) {
          new Bridge().serve(new BufferedReader(new InputStreamReader(serverIn, StandardCharsets.UTF_8)), out);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      server.start();
    }

    JsonNode send(String json) throws Exception {
      requests.println(json);
      return mapper.readTree(responses.readLine());
    }

    JsonNode call(String cmd, String fields) throws Exception {
      int n = ++id;
      JsonNode response = send("{\"id\":" + n + ",\"cmd\":\"" + cmd + "\"" + (fields.isEmpty() ? "" : "," + fields)
          + "}");
      assertThat(response.get("id").asInt()).isEqualTo(n);
      return response;
    }

    @Override
    public void close() throws Exception {
      assertThat(call("quit", "").get("bye").asBoolean()).isTrue();
      server.join(10_000);
      assertThat(server.isAlive()).isFalse();
    }
  }

  @Test
  void aWholeGameIsPlayedByIndicesAndItsSavedGameReplays() throws Exception {
    try (Client client = new Client()) {
      JsonNode games = client.call("games", "");
      assertThat(games.get("games").findValuesAsText("id")).contains("portroyal", "portroyal-unterwegs");
      JsonNode game = client.call("new", "\"game\":\"portroyal-unterwegs\",\"players\":3,\"seed\":11,"
          + "\"preset\":\"strict\",\"options\":{\"influenceTarget\":6}");
      assertThat(game.get("ok").asBoolean()).isTrue();
      assertThat(game.get("options").get("influenceTarget").asInt()).isEqualTo(6);
      String handle = "\"handle\":" + game.get("handle").asInt();
      int size = game.get("observationSize").asInt();
      assertThat(client.call("layout", handle).get("layout").size()).isPositive();
      RandomSource random = new RandomSource(3);
      int toMove = game.get("toMove").asInt();
      int steps = 0;
      while (toMove >= 0) {
        JsonNode legal = client.call("legal", handle).get("actions");
        assertThat(legal.size()).isPositive();
        JsonNode observation = client.call("observation", handle + ",\"seat\":" + toMove).get("observation");
        assertThat(observation.size()).isEqualTo(size);
        JsonNode twin = client.call("resample", handle + ",\"seat\":" + toMove + ",\"seed\":" + steps);
        String twinHandle = "\"handle\":" + twin.get("handle").asInt();
        assertThat(client.call("observation", twinHandle + ",\"seat\":" + toMove).get("observation"))
            .isEqualTo(observation);
        assertThat(client.call("view", twinHandle + ",\"seat\":" + toMove).get("view"))
            .isEqualTo(client.call("view", handle + ",\"seat\":" + toMove).get("view"));
        assertThat(client.call("saved", twinHandle).get("ok").asBoolean()).isFalse();
        client.call("close", twinHandle);
        JsonNode pick = legal.get(random.nextInt(legal.size()));
        int position = random.nextInt(legal.size());
        JsonNode applied = switch (steps % 3) {
          case 0 -> client.call("apply", handle + ",\"code\":" + pick.get("code").asInt());
          case 1 -> client.call("apply", handle + ",\"index\":" + position);
          default -> client.call("apply", handle + ",\"action\":" + pick.get("action"));
        };
        assertThat(applied.get("ok").asBoolean()).as(applied.toString()).isTrue();
        toMove = applied.get("toMove").asInt();
        steps++;
      }
      JsonNode status = client.call("status", handle);
      assertThat(status.get("finished").get("winners").size()).isPositive();
      SavedGame saved = Json.fromTree(client.call("saved", handle).get("saved"), SavedGame.class);
      assertThat(saved.actions()).hasSize(steps);
      var replayed = saved.replay(Games.byId("portroyal-unterwegs"));
      assertThat(Json.toTree(replayed.last())).isEqualTo(client.call("state", handle).get("state"));
    }
  }

  @Test
  void badRequestsAreAnsweredWithTheFieldOrRuleAndChangeNothing() throws Exception {
    try (Client client = new Client()) {
      assertThat(client.send("not json").get("kind").asText()).isEqualTo("InvalidJsonException");
      JsonNode unknown = client.call("fly", "");
      assertThat(unknown.get("ok").asBoolean()).isFalse();
      assertThat(unknown.get("error").asText()).startsWith("cmd: unknown command 'fly'");
      assertThat(client.call("new", "\"game\":\"chess\"").get("error").asText()).contains("unknown game 'chess'");
      assertThat(client.call("new", "\"game\":\"portroyal\",\"players\":9").get("kind").asText())
          .isEqualTo("InvalidSetupException");
      assertThat(client.call("legal", "\"handle\":42").get("error").asText()).isEqualTo("handle: no open game 42");
      JsonNode game = client.call("new", "\"game\":\"portroyal\",\"players\":2,\"seed\":1");
      String handle = "\"handle\":" + game.get("handle").asInt();
      JsonNode state = client.call("state", handle).get("state");
      JsonNode illegal = client.call("apply", handle + ",\"action\":{\"type\":\"Pass\"}");
      assertThat(illegal.get("kind").asText()).isEqualTo("IllegalActionException");
      assertThat(client.call("apply", handle + ",\"code\":100000").get("error").asText()).contains("outside");
      assertThat(client.call("apply", handle + ",\"index\":100000").get("error").asText())
          .startsWith("index: 100000 is not a position in the");
      assertThat(client.call("view", handle + ",\"seat\":5").get("ok").asBoolean()).isFalse();
      assertThat(client.call("state", handle).get("state")).isEqualTo(state);
    }
  }
}
