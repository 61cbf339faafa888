package org.spielwerk.examples;

import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * Runs the JMH benchmarks. {@link Main} hands every argument after {@code bench} to JMH unparsed
 * (e.g. {@code bench Playout -p game=portroyal -prof gc}); this class only documents the command.
 */
@Command(name = "bench", description = {
    "Run the JMH benchmarks; every argument goes to JMH, e.g.",
    "  bench Playout -p game=portroyal-unterwegs -p players=2 -prof gc",
    "  bench -h   (JMH's own options)"})
final class BenchCommand implements Runnable {

  @Parameters(arity = "0..*", paramLabel = "JMH-ARGS", description = "arguments for JMH")
  List<String> args;

  @Override
  public void run() {
    throw new IllegalStateException("Main runs bench directly");
  }

  /**
   * Runs JMH, after checking the game ids named by {@code -p game=...} (a typo would otherwise fail
   * inside every forked benchmark with a stack trace).
   *
   * @return the exit status
   */
  static int runJmh(String[] args) throws Exception {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals("-p") && args[i + 1].startsWith("game=")) {
        for (String id : args[i + 1].substring("game=".length()).split(",")) {
          try {
            org.spielwerk.core.Games.byId(id);
          } catch (IllegalArgumentException e) {
            System.err.println("spielwerk: " + e.getMessage());
            return Main.USAGE;
          }
        }
      }
    }
    org.openjdk.jmh.Main.main(args);
    return 0;
  }
}
