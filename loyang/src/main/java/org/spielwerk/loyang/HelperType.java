package org.spielwerk.loyang;

/**
 * The helper types (§1.7.5, §9). The Foreman (Vorarbeiter) is left out: his text is unknown and Yucata
 * does not use him (§9.20); adding him means a row in {@code cards.csv}, a constant here and a rule.
 */
public enum HelperType {
  /** Abwerber: swap casual customers with another player, or buy one for 2 cash and serve it (§9.1). */
  TOUT(true),
  /** Beamter: the double pack costs nothing this action phase (§9.2). */
  OFFICIAL(false),
  /** Botenjunge: each regular customer may be delivered twice this action phase (§9.3). */
  ERRAND_BOY(false),
  /** Buchhalter: reset the shop and get 1 cash per field of one good (§9.4). */
  BOOKKEEPER(false),
  /** Erntehelfer: harvest twice from big fields, or sow one extra good per field (§9.5). */
  HARVEST_HELPER(false),
  /** Feilscher: two equal goods from the shop for the price of one (§9.6). */
  HAGGLER(false),
  /** Gutsherr: take up to 3 courtyard cards in the card phase (§9.7). */
  LORD(false),
  /** Händler: trade for 1 good at another player's stall (§9.8). */
  TRADER(true),
  /** Hochstapler: swap for a helper of a player who has finished his action phase (§9.9). */
  CHARLATAN(true),
  /** Käufer: buy 1 good from the supply for 2 less (§9.10). */
  SHOPPER(false),
  /** Kaufmann: 1 cash per good needed twice by regular customers (§9.11). */
  MERCHANT(false),
  /** Lieferant: deliver to another player's regular customer (§9.12). */
  DELIVERYMAN(true),
  /** Magd: 2-bowl goods at stalls for 1 good this action phase (§9.13). */
  MAID(false),
  /** Marktschreier: refill the stalls, or sell up to 3 stall goods to the shop (§9.14). */
  MARKET_CRIER(false),
  /** Marktweib: swap a stall with another player's and refill both (§9.15). */
  MARKET_WOMAN(true),
  /** Pächter: take a field from the private stack (§9.16). */
  TENANT(false),
  /** Pflüger: clear a field, or harvest the fields holding 1 good (§9.17). */
  PLOUGHMAN(false),
  /** Selbstversorger: take 1 good from another player's field for 1 cash (§9.18). */
  SELF_SUPPLIER(true),
  /** Verkäuferin: all markers blue, or +2 on every casual customer this phase (§9.19). */
  SALESWOMAN(false);

  private final boolean lantern;

  HelperType(boolean lantern) {
    this.lantern = lantern;
  }

  /** Lantern cards act on another player: in the 4-player game only on the partner (§3.3.2). */
  public boolean lantern() {
    return lantern;
  }
}
