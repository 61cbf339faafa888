package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Issue 13: the English text of a player's view, every part of it, on a hand-built position. */
class ViewTextTest {
  private static final PortRoyal GAME = Table.GAME;

  private static String english(PortRoyalState s, int observer) {
    return GAME.text(Locale.ENGLISH).view(GAME.view(s, observer));
  }

  private static final PortRoyalState S = Table.of(3).options(PortRoyalOptions.PRINTED_EXPANSION.withUnterwegsCards(true))
      .contracts(Contract.C_FREGATTENSCHRECK, Contract.C_KOMIKER, Contract.C_PIRATENPACK, Contract.C_PECHVOGEL)
      .cubes(Contract.C_FREGATTENSCHRECK, Vector.empty(), 0, 2, 1)
      .cubes(Contract.C_KOMIKER, Vector.of(2, 0), 0, 0, 0)
      .active(1).round(2).coins(0, 2).coins(1, 1)
      .harbor(SHIP_Y_1_1, SAILOR_3).row(EXP_2ANCHOR)
      .display(1, SAILOR_3, GOVERNOR).tucked(0, SHIP_G_1_1).kept(2, SHIP_B_1_1).slot(0, 2).build();

  private static final String TABLE = """
      Draw pile: 153 cards, discard pile: 0 cards
      Harbour:
        Sailor [cost 3, 1 influence, 1 sword]
        yellow ship (1 coin, 1 sword)
      Expeditions:
        expedition (2 anchors) [4 influence, 2 coins]
      Contracts (first to fulfil gets the most coins):
        Frigate Foe (Fregattenschreck): decline the coins of a traded red ship 3 times (coins 8, 6, 5, 4, 3), Player 2 on field 2, Player 3 on field 1
        Comedian (Komiker): own a Priest and a Jester (coins 4, 3, 2, 1, 0): completed by Player 3, Player 1
        Pack of Pirates (Piratenpack): as the active player, repel and keep one ship of each of the 5 colours (coins 3, 2, 1, 0, 0)
        Jinx (Pechvogel): bust as the active player (coins 1, 1, 1, 1, 1)
      """;

  @Test
  void theViewReadsRoundPilesHarbourContractsPlayersAndPhase() {
    assertThat(english(S, 1)).isEqualTo("Round 3, Player 2 is active\n" + TABLE + """
        Player 1: 2 coins, 0 swords, 1 influence, display: nothing, tucked: green ship (1 coin, 1 sword)
        Player 2 (you): 1 coin, 1 sword, 1 influence, display: Sailor [cost 3, 1 influence, 1 sword], Governor [cost 8, 0 influence]
        Player 3: 0 coins, 0 swords, 0 influence, display: nothing, kept for Pack of Pirates: blue ship (1 coin, 1 sword)
        Phase: trade & hire: Player 2 may take 2 cards
        """);
  }

  @Test
  void theLastRoundAndAContractChanceAreShown() {
    PortRoyalState s = S.withEndTriggered(true).withChances(List.of(new ContractChance(1, Vector.of(Contract.C_PECHVOGEL))));
    String text = english(s, 0);
    assertThat(text).startsWith("Round 3, Player 2 is active (last round)\n" + TABLE + "Player 1 (you): 2 coins");
    assertThat(text).endsWith("\nPhase: trade & hire: Player 2 may take 2 cards, contract chance for Player 2: Jinx (Pechvogel)\n");
  }

  @Test
  void withoutExpeditionsOrCubes_thoseLinesAreLeftOut() {
    PortRoyalState s = Table.of(2).harbor(SHIP_Y_1_1).build();
    assertThat(s.draw().size()).isEqualTo(118);
    assertThat(english(s, 0)).isEqualTo("""
        Round 1, Player 1 is active
        Draw pile: 118 cards, discard pile: 0 cards
        Harbour:
          yellow ship (1 coin, 1 sword)
        Player 1 (you): 0 coins, 0 swords, 0 influence, display: nothing
        Player 2: 0 coins, 0 swords, 0 influence, display: nothing
        Phase: discover (0 cards revealed)
        """);
  }
}
