package org.spielwerk.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A server in a JVM of its own ({@link ServerMain}), for the tests that kill a process or need two of them. */
final class ServerProcess implements AutoCloseable {
  final Process process;
  final String address;

  private ServerProcess(Process process, String address) {
    this.process = process;
    this.address = address;
  }

  static ServerProcess start(Path log, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.add("-Xmx256m");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(ServerMain.class.getName());
    command.addAll(List.of("--port", "0", "--max-matches", "1000", "--chosen-seeds", "true",
        "--messages-per-second", "10000"));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectError(log.toFile()).start();
    BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    for (String line; System.nanoTime() < end && (line = out.readLine()) != null; ) {
      if (line.startsWith("listening on ")) {
        String address = line.substring("listening on ".length()).strip();
        Thread.ofVirtual().start(() -> drain(out));
        return new ServerProcess(process, address);
      }
    }
    process.destroyForcibly();
    String tail = java.nio.file.Files.exists(log) ? java.nio.file.Files.readString(log) : "";
    tail = tail.substring(Math.max(0, tail.length() - 2000));
    throw new IOException("the server process did not start; see " + log + ":\n" + tail);
  }

  private static void drain(BufferedReader out) {
    try {
      while (out.readLine() != null) {
        // discard
      }
    } catch (IOException e) {
      // the process is gone
    }
  }

  /** Kills the process without letting it stop cleanly (SIGKILL). */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(30, TimeUnit.SECONDS);
  }

  @Override
  public void close() {
    try {
      kill();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
