package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Region;

/** {@link GildedCompass#validate} rejects hand-built positions that do not add up (§1.10). */
class ValidationTest {
  private static final GildedCompass GAME = Fixture.GAME;

  private static GildedCompassState fresh() {
    return Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 3);
  }

  @Test
  void aFreshGameIsValid() {
    assertThatCode(() -> GAME.validate(fresh())).doesNotThrowAnyException();
  }

  @Test
  void aTileTooManyOrMissingIsRejected() {
    GildedCompassState s = fresh();
    GildedCompassState extra = s.withPlayer(0, s.player(0).withMaps(Vector.of(new MapTile(Region.DARK, 3, 4))));
    assertThatThrownBy(() -> GAME.validate(extra)).isInstanceOf(InvalidPositionException.class).hasMessageContaining("maps");
    GildedCompassState missing = s.withSupply(s.supply().withSpecialistStack(s.supply().specialistStack().tail()));
    assertThatThrownBy(() -> GAME.validate(missing)).hasMessageContaining("specialists");
  }

  @Test
  void aDieTooManyOrMissingIsRejected() {
    GildedCompassState s = fresh();
    GildedCompassState lost = s.withPlayer(1, s.player(1).withOwnDice(7));
    assertThatThrownBy(() -> GAME.validate(lost)).hasMessageContaining("dice");
    GildedCompassState extra = s.withBoard(s.board().withUniversity(Vector.of(new Die(2, 3))));
    assertThatThrownBy(() -> GAME.validate(extra)).hasMessageContaining("dice");
  }

  @Test
  void negativeTokensAndIdenticalGroupsAreRejected() {
    GildedCompassState s = fresh();
    assertThatThrownBy(() -> GAME.validate(s.withPlayer(0, s.player(0).withTokens(-1)))).hasMessageContaining("negative");
    GildedCompassState twins = s.withPlayer(0, s.player(0).withOwnDice(6)).withPlayer(1, s.player(1).withOwnDice(6))
        .withBoard(s.board().withArchives(Vector.of(new ArchivesGroup(0, 4, 2), new ArchivesGroup(1, 4, 2))));
    assertThatThrownBy(() -> GAME.validate(twins)).hasMessageContaining("identical");
  }

  @Test
  void aScoreSheetNotAddingUpIsRejected() {
    GildedCompassState s = fresh();
    ScoreSheet wrong = new ScoreSheet(1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0);
    assertThatThrownBy(() -> GAME.validate(s.withScores(Vector.of(wrong)))).hasMessageContaining("sum of its parts");
  }
}
