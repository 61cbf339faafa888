package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Listing;
import org.spielwerk.core.RandomAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * {@code simulate}'s move plays the games its plain path plays: whole seeded games of every game, random and
 * greedy seats mixed, once through {@link SimulateCommand#move} and once through {@code choose} and {@code play},
 * reach the same states move by move (the listed path is taken for Gilded Compass, the plain one elsewhere).
 */
class SimulateMoveTest {

  @Test
  void theListedMoveOfTheRandomAgentPlaysTheSameGames() {
    assertThat(Games.all()).as("a game whose listed path this compares").anyMatch(Listing::playsListedItself);
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      sameGames(game);
    }
  }

  private static <S, A, O> void sameGames(Game<S, A, ?, ?, O> game) {
    List<Agent> seats = List.of(new RandomAgent(), Agents.byName("greedy"));
    for (long g = 0; g < 3; g++) {
      S fast = game.setup(game.defaultOptions(), game.info().minPlayers(), 100 + g);
      S plain = fast;
      RandomSource fastRandom = new RandomSource(7 * g);
      RandomSource plainRandom = new RandomSource(7 * g);
      int moves = 0;
      while (game.status(plain) instanceof Status.ToMove toMove) {
        Agent bot = seats.get((toMove.seat() + (int) g) % seats.size());
        fast = SimulateCommand.move(game, fast, bot, fastRandom);
        plain = game.play(plain, bot.choose(game, plain, plainRandom));
        moves++;
        assertThat(fast).as("%s game %d, move %d", game.info().id(), g, moves).isEqualTo(plain);
      }
      assertThat(game.status(fast)).isEqualTo(game.status(plain));
      assertThat(moves).isPositive();
    }
  }
}
