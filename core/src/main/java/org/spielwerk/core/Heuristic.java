package org.spielwerk.core;

/** How good a position looks for one seat; higher is better. Used by the greedy agent. */
@FunctionalInterface
public interface Heuristic<S> {
  double value(S state, int seat);
}
