package org.spielwerk.examples;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code spielwerk} command-line tool. */
@Command(
    name = "spielwerk",
    // -h/--help and -V/--version on every command, as users type them (`spielwerk serve --help`)
    mixinStandardHelpOptions = true,
    scope = CommandLine.ScopeType.INHERIT,
    versionProvider = Main.Version.class,
    description = "Rules engines for card and board games: simulate, play, replay, benchmark.",
    subcommands = {
      ListCommand.class,
      SimulateCommand.class,
      PlayCommand.class,
      ReplayCommand.class,
      BenchCommand.class,
      BenchCheckCommand.class,
      SchemaCommand.class,
      TournamentCommand.class,
      ServeCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {

  /** The version of the jar this runs from (its manifest's, written by the build), or a word saying there is none. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = Main.class.getPackage().getImplementationVersion();
      return new String[] {"spielwerk " + (version == null ? "(version unknown: not run from spielwerk.jar)"
          : version)};
    }
  }

  /** Exit status of a user's mistake (bad option, file, game, seat, action); the message says which. */
  static final int USAGE = 2;

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("bench")) {
      System.exit(BenchCommand.runJmh(java.util.Arrays.copyOfRange(args, 1, args.length)));
    }
    System.exit(run(args));
  }

  /** Runs the tool and returns its exit code (for tests). */
  public static int run(String... args) {
    return new CommandLine(new Main())
        .setCaseInsensitiveEnumValuesAllowed(true)
        .setExecutionExceptionHandler((error, command, parsed) -> {
          String message = mistake(error);
          if (message == null) {
            throw error;
          }
          command.getErr().println("spielwerk: " + message);
          return USAGE;
        })
        .execute(args);
  }

  /**
   * A user's mistake in one line, or null for a fault of the tool: bad setup, unknown game, option,
   * seat or file content (the message names the field), an illegal recorded action (it names the
   * action and the rule), a file that cannot be read or written.
   */
  static String mistake(Throwable error) {
    return switch (error) {
      case java.nio.file.NoSuchFileException e -> "no such file: " + e.getFile();
      case java.nio.file.AccessDeniedException e -> "not allowed to use " + e.getFile();
      case java.nio.file.FileSystemException e -> "cannot use " + e.getFile() + ": " + e.getReason();
      case java.io.IOException e -> "cannot read or write a file: " + e.getMessage();
      case java.io.UncheckedIOException e -> mistake(e.getCause());
      case org.spielwerk.core.IllegalActionException e -> e.getMessage();
      case IllegalArgumentException e -> e.getMessage();
      default -> null;
    };
  }

  @Override
  public void run() {
    new CommandLine(this).usage(System.out);
  }
}
