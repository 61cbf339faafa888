package org.spielwerk.portroyalstiche;

import org.immutables.value.Value;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SpielwerkStyle;

/**
 * The setup options: the readings of the rules where the printed rulebook leaves a choice. Every option
 * is false in {@link #STANDARD}, the spec's recommended reading.
 *
 * @param allowRevokeBluff §7 Reading B: trumping while holding the led colour is allowed (the marker
 *     is a bluff) and punished when revealed, the right-hand neighbour choosing a lost loot card.
 *     False is Reading A: such a trump is an illegal move and markers are always true.
 * @param penaltyMayTakeKeptRemoveOne Audit question 1, reading 2 (only with {@code allowRevokeBluff}):
 *     the revoke penalty may also take a kept „1 Karte entfernen" lying beside the board. False: only
 *     loot cards on the offender's ships.
 * @param klabautermannTakesBackMarkers Audit question 2, reading 2 (only with
 *     {@code allowRevokeBluff}): a trick marker laid in a trick that a Klabautermann joins later is
 *     taken back, and a false claim made with it goes unpunished. False: the marker stays.
 * @param bonusCardsTogether Audit question 3, reading 2: several bonus cards won with one loot card go
 *     together onto one ship. False: each bonus card goes to a ship of its own choosing.
 * @param timesTwoDoublesWeight UNCONFIRMED interpretation of „x2": true doubles the ship's weight as
 *     well as its value. False (the spec's estimate): only the value is doubled.
 */
@SpielwerkStyle
@Value.Builder
public record PortRoyalSticheOptions(
    boolean allowRevokeBluff,
    boolean penaltyMayTakeKeptRemoveOne,
    boolean klabautermannTakesBackMarkers,
    boolean bonusCardsTogether,
    boolean timesTwoDoublesWeight) implements WithPortRoyalSticheOptions {

  /** The spec's readings: Reading A (revoking is illegal), bonus cards placed one by one. The default. */
  public static final PortRoyalSticheOptions STANDARD = new PortRoyalSticheOptions(false, false, false, false, false);

  /**
   * Reading B, table-faithful: a player may trump while holding the led colour and is punished when
   * caught (§7), with the spec's readings of the audit questions.
   */
  public static final PortRoyalSticheOptions REVOKE_BLUFF = STANDARD.withAllowRevokeBluff(true);

  /** Rejects combinations that mean nothing: the two Reading B questions need Reading B. */
  void check() {
    if (!allowRevokeBluff && penaltyMayTakeKeptRemoveOne) {
      throw new InvalidSetupException("penaltyMayTakeKeptRemoveOne",
          "there is no revoke penalty under Reading A; set allowRevokeBluff to use it");
    }
    if (!allowRevokeBluff && klabautermannTakesBackMarkers) {
      throw new InvalidSetupException("klabautermannTakesBackMarkers",
          "under Reading A every marker records a true void and is never a bluff; set allowRevokeBluff to use it");
    }
  }
}
