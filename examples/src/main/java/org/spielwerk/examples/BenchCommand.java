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

  static void runJmh(String[] args) throws Exception {
    org.openjdk.jmh.Main.main(args);
  }
}
