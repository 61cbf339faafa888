package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Status;

/** Setup (§2) and the first deal (§3.1-3.2); bad setups are rejected up front. */
class SetupTest {
  private final PortRoyalStiche game = new PortRoyalStiche();

  @ParameterizedTest
  @ValueSource(ints = {3, 4})
  void setup_dealsNineLootCardsAndEightTrickCardsEachWithTwoFaceUp(int players) { // §2, §3.1-3.2
    PortRoyalSticheState state = game.setup(players, 7);
    game.validate(state);
    assertThat(state.display().size()).isEqualTo(9);
    assertThat(state.lootDeck()).hasSize(40);
    assertThat(state.lootDeck().last()).as("„1 Karte umlegen\" at the bottom").isEqualTo(Loot.MOVE_ONE);
    assertThat(state.display().contains(Loot.MOVE_ONE)).isFalse();
    assertThat(state.bonusDeck()).hasSize(6);
    for (Player player : state.players()) {
      assertThat(player.hand().size()).isEqualTo(8);
      assertThat(player.debt()).isZero();
    }
    assertThat(state.faceUp().size()).isEqualTo(2);
    assertThat(state.phase()).isEqualTo(new Phase.Auction((state.dealer() + 1) % players, -1, 0, 0));
    assertThat(game.status(state)).isEqualTo(new Status.ToMove((state.dealer() + 1) % players));
  }

  @Test
  void firstDealer_isDrawnFromTheSeed() { // §2.5 ENGINE DECISION: random, seeded
    Set<Integer> dealers = new HashSet<>();
    for (long seed = 0; seed < 40; seed++) {
      dealers.add(game.setup(4, seed).dealer());
    }
    assertThat(dealers).containsExactlyInAnyOrder(0, 1, 2, 3);
    assertThat(game.setup(4, 3)).isEqualTo(game.setup(4, 3));
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 5})
  void playerCountsOtherThan3Or4_areRejected(int players) {
    assertThatThrownBy(() -> game.setup(players, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("players");
  }

  @Test
  void optionsOfReadingBWithoutReadingB_areRejectedAsContradicting() { // §7, audit questions 1 and 2
    assertThatThrownBy(() -> game.setup(PortRoyalSticheOptions.STANDARD.withPenaltyMayTakeKeptRemoveOne(true), 3, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("penaltyMayTakeKeptRemoveOne");
    assertThatThrownBy(() -> game.setup(PortRoyalSticheOptions.STANDARD.withKlabautermannTakesBackMarkers(true), 3, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("klabautermannTakesBackMarkers");
    game.setup(PortRoyalSticheOptions.REVOKE_BLUFF.withKlabautermannTakesBackMarkers(true).withPenaltyMayTakeKeptRemoveOne(true), 3, 1);
  }

  @Test
  void presets_includeTheDefault() {
    assertThat(game.presets()).containsEntry("STANDARD", game.defaultOptions())
        .containsEntry("REVOKE_BLUFF", PortRoyalSticheOptions.REVOKE_BLUFF);
    assertThat(game.info().id()).isEqualTo("portroyal-stiche");
    assertThat(org.spielwerk.core.Games.byId("portroyal-stiche")).isInstanceOf(PortRoyalStiche.class);
  }
}
