package org.spielwerk.portroyalunterwegs;


import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.contract.JsonFuzz;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.RandomSource;

/**
 * Issue 19's audit of the input channels (views given to {@code resampleFromView}, actions given to
 * {@code apply}), one named case per finding: each is rejected naming the field or rule. The seeded fuzzing
 * that found them is the contract's (properties 9, 16, 19 and 20, {@link JsonFuzz}) since issue 34.
 */
class AuditedInputsTest {
  private static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();

  /** Positions of seeded random games over the contract's random options (every reading, random decks). */
  static List<UnterwegsState> positions(long seed, int games) {
    RandomSource random = new RandomSource(seed);
    UnterwegsContractTest options = new UnterwegsContractTest();
    List<UnterwegsState> positions = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      UnterwegsOptions o = g % 4 == 0 ? UnterwegsOptions.DEFAULT : options.randomOptions(random);
      int players = g % 4 == 0 ? 2 + g % 3 : options.randomPlayers(random);
      UnterwegsState s = GAME.setup(o, players, random.nextLong());
      List<UnterwegsAction> legal;
      while (!(legal = GAME.legalActions(s)).isEmpty()) {
        positions.add(s);
        s = GAME.apply(s, legal.get(random.nextInt(legal.size()))).state();
      }
      positions.add(s);
    }
    return positions;
  }

  /** Issue 19's findings, one by one: each names the field instead of failing inside the deal. */
  @Test
  void viewsTheAuditFound_areRejectedNamingTheField() {
    UnterwegsView view = GAME.view(GAME.setup(UnterwegsOptions.DEFAULT, 3, 5), 1);
    UnterwegsView.PlayerView seat = view.players().get(0);
    UnterwegsView nullShuffle = new UnterwegsView(view.observer(), view.options(), view.players().update(0,
        new UnterwegsView.PlayerView(seat.coins(), seat.coinShuffles().update(0, (Integer) null), seat.display(), seat.tucked(),
            seat.influence(), seat.swords())), view.harbor(), view.discard(), view.drawCount(), view.shuffles(),
        view.startPlayer(), view.active(), view.phase(), view.endTriggered(), view.quietTurns(), view.unseen());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(nullShuffle, 1))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("players[0].coinShuffles");
    UnterwegsView negativeDraw = new UnterwegsView(view.observer(), view.options(), view.players(), view.harbor(),
        view.discard(), -1, view.shuffles(), view.startPlayer(), view.active(), view.phase(), view.endTriggered(),
        view.quietTurns(), view.unseen());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(negativeDraw, 1))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("drawCount");
    UnterwegsView wrongSwords = new UnterwegsView(view.observer(), view.options(), view.players().update(0,
        new UnterwegsView.PlayerView(seat.coins(), seat.coinShuffles(), seat.display(), seat.tucked(),
            seat.influence(), 3)), view.harbor(), view.discard(), view.drawCount(), view.shuffles(),
        view.startPlayer(), view.active(), view.phase(), view.endTriggered(), view.quietTurns(), view.unseen());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(wrongSwords, 1))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("players[0]");
  }

  /** Issue 19: a Trade whose ship has {@code "colour": null} is worded without reading the colour. */
  @Test
  void aTradeOfAShipWithoutColour_isRejectedNamingTheRule() {
    UnterwegsState s = positions(0x1A1, 4).stream()
        .filter(p -> p.phase() instanceof Phase.TradeAndHire && p.harbor().exists(Card::isShip)).findFirst().orElseThrow();
    Card.Ship ship = (Card.Ship) s.harbor().find(Card::isShip).get();
    UnterwegsAction trade = new UnterwegsAction.Trade(
        new Card.Ship(ship.id(), null, ship.swords(), ship.skull(), ship.coins(), ship.twoNails()));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.apply(s, trade))
        .isInstanceOf(IllegalActionException.class).hasMessageContaining("Trade & Hire (§3)")
        .hasMessageContaining("no card of this game's deck");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.play(s, trade)).isInstanceOf(IllegalActionException.class);
  }

}
