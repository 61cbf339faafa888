package org.spielwerk.examples;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code spielwerk} command-line tool. */
@Command(
    name = "spielwerk",
    mixinStandardHelpOptions = true,
    version = "spielwerk 0.1.0",
    description = "Rules engines for card and board games: simulate, play, replay, benchmark.",
    subcommands = {
      ListCommand.class,
      SimulateCommand.class,
      PlayCommand.class,
      ReplayCommand.class,
      BenchCommand.class,
      TournamentCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("bench")) {
      BenchCommand.runJmh(java.util.Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    System.exit(run(args));
  }

  /** Runs the tool and returns its exit code (for tests). */
  public static int run(String... args) {
    return new CommandLine(new Main())
        .setCaseInsensitiveEnumValuesAllowed(true)
        .setExecutionExceptionHandler((error, command, parsed) -> {
          if (error instanceof IllegalArgumentException) {
            // bad setup, unknown game, option or file content: the message names the field
            command.getErr().println("spielwerk: " + error.getMessage());
            return 2;
          }
          throw error;
        })
        .execute(args);
  }

  @Override
  public void run() {
    new CommandLine(this).usage(System.out);
  }
}
