package org.spielwerk.portroyal;

import io.vavr.collection.Vector;

/**
 * A face-up contract and the cubes on it (public).
 *
 * @param contract the contract
 * @param completedBy the seats that completed it, in order: the i-th took reward field i
 * @param progress by seat: the progress field a seat's cube lies on (0 = none, 1 = "1.", 2 = "2.")
 */
public record ContractState(Contract contract, Vector<Integer> completedBy, Vector<Integer> progress) {

  static ContractState fresh(Contract contract, int players) {
    return new ContractState(contract, Vector.empty(), Vector.fill(players, () -> 0));
  }

  public boolean completedBy(int seat) {
    return completedBy.contains(seat);
  }

  public int progress(int seat) {
    return progress.get(seat);
  }
}
