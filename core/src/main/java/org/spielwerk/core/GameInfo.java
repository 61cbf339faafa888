package org.spielwerk.core;

/**
 * What a game is.
 *
 * @param id the stable identifier used by tools and saved games, e.g. {@code portroyal-unterwegs}
 * @param name the game's printed name
 * @param minPlayers fewest seats
 * @param maxPlayers most seats
 * @param maxActions no game lasts more actions than this (the contract checks it)
 */
public record GameInfo(String id, String name, int minPlayers, int maxPlayers, int maxActions) {
  public GameInfo {
    if (minPlayers < 1 || maxPlayers < minPlayers) {
      throw new IllegalArgumentException("player range " + minPlayers + ".." + maxPlayers);
    }
  }

  /** Rejects a player count outside the game's range. */
  public void checkPlayers(int players) {
    if (players < minPlayers || players > maxPlayers) {
      throw new InvalidSetupException(
          "players", name + " is for " + minPlayers + " to " + maxPlayers + " players, not " + players);
    }
  }
}
