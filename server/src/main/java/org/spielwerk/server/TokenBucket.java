package org.spielwerk.server;

/** A rate limit: {@code burst} at once, refilled at {@code perSecond}. Thread-safe. */
final class TokenBucket {
  private final double perSecond;
  private final double burst;
  private double tokens;
  private long last;

  TokenBucket(double perSecond, int burst) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.tokens = burst;
    this.last = System.nanoTime();
  }

  /** Takes one move's worth; false when the client is over its rate. */
  synchronized boolean take() {
    long now = System.nanoTime();
    tokens = Math.min(burst, tokens + (now - last) / 1e9 * perSecond);
    last = now;
    if (tokens < 1) {
      return false;
    }
    tokens -= 1;
    return true;
  }

  /** Whole seconds until one more is allowed (at least 1), for {@code Retry-After}. */
  synchronized int secondsToNext() {
    return (int) Math.max(1, Math.ceil((1 - Math.min(1, tokens)) / perSecond));
  }
}
