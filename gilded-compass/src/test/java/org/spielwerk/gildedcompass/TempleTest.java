package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.assertLegal;
import static org.spielwerk.gildedcompass.Fixture.own;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemTaken;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemsSetAside;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/** Hidden Temple (§5.6): exact pairs on free spaces; items taken secretly. */
class TempleTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final Building T = Building.HIDDEN_TEMPLE;
  private static final MagicItem I1 = new MagicItem(Region.JUNGLE, SpecialistType.CARTOGRAPHER);
  private static final MagicItem I2 = new MagicItem(Region.DARK, SpecialistType.EXCAVATOR);
  private static final MagicItem I3 = new MagicItem(Region.ANY, SpecialistType.EXCAVATOR);

  private static GildedCompassState temple(GildedCompassOptions options, TempleSpace... spaces) {
    GildedCompassState s = Fixture.start(options, 3);
    return s.withBoard(s.board().withTemple(Vector.of(spaces)));
  }

  private static TempleSpace free(MagicItem item) {
    return new TempleSpace(item, Owner.NOBODY, 0);
  }

  @Test
  void temple_itemsPerRoundByPlayerCount() {
    // §2 table: 2 / 3 / 4 / 4 magic items for 2 / 3 / 4 / 5 players
    for (int n = 2; n <= 5; n++) {
      assertThat(Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, T), n).board().temple()).hasSize(Math.min(n, 4));
    }
  }

  @Test
  void temple_exactlyTwoAndFiveOrOneAndSix() {
    GildedCompassState s = Fixture.turn(temple(Fixture.yucata(Building.AUCTION_HOUSE, T), free(I1), free(I2)), A,
        Pips.of(1, 2, 3, 4, 5, 6));
    assertLegal(s, own(T, Pips.of(2, 5), 0));
    assertLegal(s, own(T, Pips.of(1, 6), 1));
    assertIllegal(s, own(T, Pips.of(3, 4), 0), "Hidden Temple (§5.6)");
    assertIllegal(s, own(T, Pips.of(2, 6), 0), "Hidden Temple (§5.6)");
    assertIllegal(s, own(T, Pips.of(2), 0), "Hidden Temple (§5.6)");
    assertIllegal(s, own(T, Pips.of(2, 5), 2), "no space");
  }

  @Test
  void temple_aPlacedPairIsNeverDisplaced() {
    GildedCompassState s = Fixture.turn(temple(Fixture.yucata(Building.AUCTION_HOUSE, T),
        new TempleSpace(I1, B, 1), free(I2)), A, Pips.of(2, 5, 6));
    assertIllegal(s, own(T, Pips.of(2, 5), 0), "never displaced");
    assertLegal(s, own(T, Pips.of(2, 5), 1));
  }

  @Test
  void temple_printedSpacesAcceptThePairOfTheirTable() {
    // §5.6 / §11 templePairs PER_SPACE_TABLE (UNCONFIRMED layout: 2+5, 1+6, 2+5, 1+6)
    GildedCompassState s = Fixture.turn(temple(Fixture.printed(Building.AUCTION_HOUSE, T), free(I1), free(I2)), A,
        Pips.of(1, 2, 5, 6));
    assertLegal(s, own(T, Pips.of(2, 5), 0));
    assertIllegal(s, own(T, Pips.of(1, 6), 0), "takes only");
    assertLegal(s, own(T, Pips.of(1, 6), 1));
  }

  @Test
  void temple_resolution_ownersTakeTheirItemsSecretly_dummyItemRemoved_restFaceUp() {
    // §5.6 resolution and dummy row of §7.2
    GildedCompassState s = temple(Fixture.yucata(Building.AUCTION_HOUSE, T), new TempleSpace(I1, A, 2),
        new TempleSpace(I2, Owner.DUMMY, 1), free(I3));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.cBuilding(s, EventSink.into(events));
    assertThat(events).containsSubsequence(new ItemTaken(A), new ItemSeen(A, I1), new ItemRemoved(),
        new ItemsSetAside(Vector.of(I3)));
    assertThat(new ItemSeen(A, I1).privateTo()).isEqualTo(A);
    assertThat(after.player(A).items()).containsExactly(I1);
    assertThat(after.supply().itemsRemoved()).containsExactly(I2);
    assertThat(after.supply().itemsAside()).containsExactly(I3);
  }
}
