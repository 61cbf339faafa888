package org.spielwerk.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.spielwerk.core.Json;
import org.spielwerk.server.GameServer;
import org.spielwerk.server.ServerConfig;

/**
 * One game server and one headless Chromium for the whole test run (starting a browser costs seconds): the server
 * on 127.0.0.1 and a free port with an H2 database in a temporary directory and no bot delay; the browser is
 * Debian's {@code /usr/bin/chromium} driven by {@code /usr/bin/chromedriver}. Both paths are given to Selenium,
 * so Selenium Manager never looks for (or downloads) a driver or a browser.
 *
 * <p>Missing Chromium or chromedriver fails the tests with a message saying what to install; only
 * {@code -Dspielwerk.web.skip=true} skips them (see docs/web.md).
 */
final class Browser implements AutoCloseable {
  static final String CHROMIUM = System.getProperty("spielwerk.web.chromium", "/usr/bin/chromium");
  static final String CHROMEDRIVER = System.getProperty("spielwerk.web.chromedriver", "/usr/bin/chromedriver");
  static final Dimension DESKTOP = new Dimension(1280, 900);

  final Path data;
  final GameServer server;
  final ChromeDriver driver;
  /** {@link WebTest#finishedSeatMatch}'s matches by game, and their seat 0's tokens by match. */
  final Map<String, String> finishedSeatMatches = new ConcurrentHashMap<>();
  final Map<String, String> seatTokens = new ConcurrentHashMap<>();
  final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private Browser() throws IOException {
    requireInstalled();
    data = Files.createTempDirectory("spielwerk-web-test");
    server = GameServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0).withDataDir(data)
        .withBots(2, 0).withLimits(64 * 1024, 16 * 1024, 1000, 1000.0, 1000)
        // the in-page player clicks as soon as a move is possible, faster than a person; the limit has its own tests
        .withMessagesPerSecond(1000));
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM);
    options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
        "--no-first-run", "--disable-extensions", "--disable-background-networking", "--lang=en-US",
        "--window-size=" + DESKTOP.width + "," + DESKTOP.height);
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
    driver = new ChromeDriver(service, options);
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(300));
  }

  /** The run's browser and server, started on first use and closed when every test class is done. */
  static Browser get(ExtensionContext context) {
    return context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
        .getOrComputeIfAbsent(Browser.class, key -> {
          try {
            return new Browser();
          } catch (IOException e) {
            throw new IllegalStateException(e);
          }
        }, Browser.class);
  }

  static boolean skipped() {
    return Boolean.getBoolean("spielwerk.web.skip");
  }

  private static void requireInstalled() {
    for (String path : new String[] {CHROMIUM, CHROMEDRIVER}) {
      if (!Files.isExecutable(Path.of(path))) {
        throw new IllegalStateException(path + " is missing: the browser tests need Debian's Chromium and its "
            + "driver (apt-get install chromium chromium-driver; .ci/run does this). To skip them on a machine "
            + "without a browser: -Dspielwerk.web.skip=true");
      }
    }
  }

  String base() {
    return server.address();
  }

  /** GET of the API as JSON (the tests compare the page with what the server says). */
  JsonNode getJson(String path) {
    return getJson(path, null);
  }

  /** GET of the API as JSON as a seat ({@code token}) or without one ({@code null}). */
  JsonNode getJson(String path, String token) {
    return json(request(path, token).GET().build());
  }

  /** POST of a JSON body to the API, as another client would (the tests watch the page follow it). */
  JsonNode postJson(String path, String body) {
    return postJson(path, body, null);
  }

  /** POST of a JSON body to the API as a seat ({@code token}) or without one ({@code null}). */
  JsonNode postJson(String path, String body, String token) {
    return json(request(path, token).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build());
  }

  private HttpRequest.Builder request(String path, String token) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(base() + path));
    return token == null ? builder : builder.header("Authorization", "Bearer " + token);
  }

  private JsonNode json(HttpRequest request) {
    try {
      return Json.mapper().readTree(http.send(request, HttpResponse.BodyHandlers.ofString()).body());
    } catch (IOException e) {
      throw new IllegalStateException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** A fetch of a path with its headers, for the static file tests. */
  HttpResponse<String> fetch(String path) {
    try {
      return http.send(HttpRequest.newBuilder(URI.create(base() + path)).GET().build(),
          HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new IllegalStateException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() throws IOException {
    try {
      driver.quit();
    } finally {
      server.close();
      try (Stream<Path> files = Files.walk(data)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}
