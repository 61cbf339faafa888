package org.spielwerk.examples;

/** Placeholder until the command-line tool lands. */
public final class Main {
  public static void main(String[] args) {
    System.out.println("spielwerk " + String.join(" ", args));
  }
}
