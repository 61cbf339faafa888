package org.spielwerk.portroyalstiche;


import org.junit.jupiter.api.Test;
import org.spielwerk.core.contract.JsonFuzz;
import org.spielwerk.core.InvalidPositionException;

/**
 * Issue 19's audit of the input channels, one named case per finding: each is rejected naming the field.
 * The seeded fuzzing that found them is the contract's (properties 9, 16, 19 and 20, {@link JsonFuzz})
 * since issue 34.
 */
class AuditedInputsTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  /** Issue 19's finding: a ship moved from one seat to another is named, not an IndexOutOfBounds. */
  @Test
  void aViewWithAShipMovedBetweenSeats_isRejectedNamingTheSeat() {
    PortRoyalSticheView view = GAME.view(GAME.setup(PortRoyalSticheOptions.STANDARD, 3, 5), 0);
    PortRoyalSticheView.SeatView one = view.seats().get(1);
    PortRoyalSticheView.SeatView two = view.seats().get(2);
    PortRoyalSticheView moved = new PortRoyalSticheView(view.options(), view.observer(), view.round(), view.dealer(),
        view.phase(), view.hand(), view.aside(), view.faceUp(), view.played(), view.display(), view.bonusCarrier(),
        view.bonusUnderCount(), view.lootDeckSize(), view.bonusDeckSize(), view.lootOut(), view.holder(), view.bid(),
        view.repaid(), view.trump(), view.tricksDone(), view.pendingBonusCount(), view.pendingBonus(),
        view.seats().update(1, new PortRoyalSticheView.SeatView(one.debt(), one.handSize(), one.ships().tail(),
            one.markers(), one.exposed(), one.keptRemoveOne(), one.removedBonusCount(), one.removedBonus()))
            .update(2, new PortRoyalSticheView.SeatView(two.debt(), two.handSize(), two.ships().append(one.ships().head()),
                two.markers(), two.exposed(), two.keptRemoveOne(), two.removedBonusCount(), two.removedBonus())));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(moved, 1))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("seats[1].ships");
  }

}
