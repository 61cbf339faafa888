package org.spielwerk.examples;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.research.bridge.Bridge;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The games for other languages: JSON lines on standard input and output (docs/research.md). */
@Command(name = "serve", description = "Serve games as JSON lines on stdin/stdout, for Python and other languages "
    + "(protocol: docs/research.md; client: docs/spielwerk_client.py).")
final class ServeCommand implements Callable<Integer> {

  @Option(names = "--stdio", required = true, description = "speak JSON lines on standard input and output")
  boolean stdio;

  @Override
  public Integer call() throws Exception {
    if (!stdio) {
      throw new InvalidSetupException("stdio", "the only transport is --stdio");
    }
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), false);
    new Bridge().serve(in, out);
    return 0;
  }
}
