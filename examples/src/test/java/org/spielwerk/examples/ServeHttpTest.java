package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code spielwerk serve --http} as an operator starts it, in a child JVM with the tool's own options (the limits,
 * snapshots, the poll): it says where it listens, answers the lobby and its health checks on 127.0.0.1, and stops
 * when its process is stopped.
 */
class ServeHttpTest {

  @Test
  void theToolStartsTheServerWithItsOptionsAndItAnswers(@TempDir Path data) throws Exception {
    String java = ProcessHandle.current().info().command().orElse("java");
    Process process = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
        Main.class.getName(), "serve", "--http", "0", "--data", data.toString(), "--snapshot-every", "16",
        "--poll", "1000", "--max-matches-per-address", "3", "--messages-per-second", "10"))
        .redirectErrorStream(true).start();
    try {
      BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      Pattern listening = Pattern.compile("listening on (http://127\\.0\\.0\\.1:\\d+)");
      String address = null;
      StringBuilder seen = new StringBuilder();
      for (String line; address == null && (line = out.readLine()) != null; ) {
        seen.append(line).append('\n');
        Matcher m = listening.matcher(line);
        if (m.find()) {
          address = m.group(1);
        }
      }
      assertThat(address).as("the server says where it listens:\n" + seen).isNotNull();
      HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
      HttpResponse<String> games = http.send(HttpRequest.newBuilder(URI.create(address + "/api/games"))
          .timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
      assertThat(games.statusCode()).isEqualTo(200);
      assertThat(games.body()).contains("portroyal-unterwegs").contains("loyang");
      HttpResponse<String> ready = http.send(HttpRequest.newBuilder(URI.create(address + "/readyz"))
          .timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
      assertThat(ready.statusCode()).isEqualTo(200);
    } finally {
      process.destroy();
      assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("the server stops with its process").isTrue();
    }
  }

  @Test
  void aBadOptionIsRefusedNamingIt(@TempDir Path data) throws Exception {
    String java = ProcessHandle.current().info().command().orElse("java");
    Process process = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
        Main.class.getName(), "serve", "--http", "0", "--data", data.toString(), "--snapshot-every", "-1"))
        .redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(output).isNotZero();
    assertThat(output).contains("snapshotEvery");
  }
}
