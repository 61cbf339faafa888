package org.spielwerk.server;

import java.util.Locale;

/**
 * One live connection to a match (a WebSocket), as the match sees it: the seat it plays (-1 for a spectator),
 * its language, and a way to send. Sends to one connection happen under its match's lock, so they arrive in the
 * order of the match's versions.
 */
abstract class Conn {
  final int seat;
  final Locale locale;
  final TokenBucket moves;
  /** Every message the client sends, whatever its type, counts here (a sync costs the server a whole view). */
  final TokenBucket messages;

  Conn(int seat, Locale locale, TokenBucket moves, TokenBucket messages) {
    this.seat = seat;
    this.locale = locale;
    this.moves = moves;
    this.messages = messages;
  }

  /** Queues a text message without blocking. */
  abstract void send(String json);

  /** Closes the connection with a WebSocket close code and reason. */
  abstract void close(int code, String reason);
}
