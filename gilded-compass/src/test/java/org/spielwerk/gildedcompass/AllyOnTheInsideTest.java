package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.assertLegal;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.Tiles.Ability;

/** Ally on the Inside (§10.2): before the Archives resolve, a group moves up one place. */
class AllyOnTheInsideTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final int C = 2;

  private static GildedCompassState archives() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI)
        .withAllyOnTheInside(true), 3);
    return s.withBoard(s.board().withArchives(Vector.of(new ArchivesGroup(A, 6, 3), new ArchivesGroup(B, 2, 2),
        new ArchivesGroup(C, 5, 1), new ArchivesGroup(C, 1, 1))));
  }

  @Test
  void ally_movesTheGroupUpOnePlace_decisionsFromTheStartPlayer_onePerPlayer() {
    GildedCompassState s = archives();
    s = s.withPlayer(B, s.player(B).withAbilities(Vector.of(Ability.ALLY_ON_THE_INSIDE)))
        .withPlayer(C, s.player(C).withAbilities(Vector.of(Ability.ALLY_ON_THE_INSIDE, Ability.ALLY_ON_THE_INSIDE)));
    GildedCompassState offerB = Resolution.allies(s, 0, Resolution.rankArchives(s.board().archives()), EventSink.ignore());
    assertThat(offerB.phase()).isEqualTo(new Phase.AllyOffer(B, 1, Vector.of(0, 1, 2, 3)));
    GildedCompassState offerC = assertLegal(offerB, new UseAlly(1));
    assertThat(((Phase.AllyOffer) offerC.phase()).ranking()).containsExactly(1, 0, 2, 3);
    assertIllegal(offerC, new UseAlly(0), "one of the seat's own");
    GildedCompassState after = assertLegal(offerC, new UseAlly(3));
    // C used one ally (at most one per round) and now ranks 1x1 above 1x5
    assertThat(after.player(C).abilities()).containsExactly(Ability.ALLY_ON_THE_INSIDE);
    assertThat(after.phase()).isEqualTo(new Phase.ChooseMap(B, Vector.of(1, 0, 3, 2), 0));
  }

  @Test
  void ally_aGroupRankedFirstCannotMoveUp_andHoldersWithoutSuchAGroupAreNotAsked() {
    GildedCompassState s = archives();
    s = s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.ALLY_ON_THE_INSIDE)));
    GildedCompassState after = Resolution.allies(s, 0, Resolution.rankArchives(s.board().archives()), EventSink.ignore());
    assertThat(after.phase()).isInstanceOf(Phase.ChooseMap.class);
  }
}
