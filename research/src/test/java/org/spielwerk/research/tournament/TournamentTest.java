package org.spielwerk.research.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spielwerk.portroyalunterwegs.PortRoyalUnterwegs;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.portroyalunterwegs.UnterwegsOptions;

class TournamentTest {

  private static Tournament unterwegs(List<String> agents, long games) {
    return Tournament.of(new PortRoyalUnterwegs(), UnterwegsOptions.DEFAULT, 3, agents, games, 7);
  }

  @Test
  void resultsDoNotDependOnTheNumberOfThreads() throws Exception {
    Tournament t = unterwegs(List.of("greedy:samples=2", "random"), 12);
    List<GameResult> one = t.run(1, null);
    assertThat(t.run(3, null)).isEqualTo(one);
    assertThat(one).extracting(GameResult::game).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L);
    assertThat(t.play(5)).isEqualTo(one.get(5));
  }

  @Test
  void seatsRotateAndTheSummaryCountsEverySeat() throws Exception {
    Tournament t = unterwegs(List.of("greedy:samples=2", "random", "random"), 30);
    List<GameResult> results = t.run(2, null);
    assertThat(results.get(0).agents()).containsExactly(0, 1, 2);
    assertThat(results.get(1).agents()).containsExactly(1, 2, 0);
    Summary s = Summary.of(t, results);
    assertThat(s.agents()).allSatisfy(a -> assertThat(a.seatCounts()).containsExactly(10L, 10L, 10L));
    double shares = s.agents().stream().mapToDouble(a -> a.winRate() * a.seatsTaken()).sum();
    assertThat(shares).isCloseTo(30.0, org.assertj.core.data.Offset.offset(1e-9)); // one win per game
    Summary.AgentStats greedy = s.agents().get(0);
    assertThat(greedy.winRate()).isGreaterThan(s.agents().get(1).winRate());
    assertThat(greedy.rating()).isGreaterThan(s.agents().get(1).rating());
    assertThat(greedy.ratingLow()).isLessThanOrEqualTo(greedy.rating());
    assertThat(greedy.ratingHigh()).isGreaterThanOrEqualTo(greedy.rating());
    assertThat(greedy.winRateLow()).isLessThan(greedy.winRate());
    assertThat(Summary.of(t, results.reversed())).isEqualTo(s);
  }

  @Test
  void ratingsFollowThePairwiseRecord() {
    // agent 0 beats agent 1 in 3 of 4 games: Bradley-Terry with one virtual draw gives 3.5:1.5
    List<GameResult> games = List.of(
        new GameResult(0, 0, List.of(0, 1), List.of(1, 0), List.of(0, 1), List.of(1.0, 0.0), 1),
        new GameResult(1, 0, List.of(1, 0), List.of(1, 0), List.of(1, 0), List.of(0.0, 1.0), 1),
        new GameResult(2, 0, List.of(0, 1), List.of(1, 0), List.of(0, 1), List.of(1.0, 0.0), 1),
        new GameResult(3, 0, List.of(1, 0), List.of(1, 0), List.of(0, 1), List.of(1.0, 0.0), 1));
    double[] elo = Summary.ratings(games, 2, null);
    assertThat(elo[0] - elo[1]).isCloseTo(400 * Math.log10(3.5 / 1.5), org.assertj.core.data.Offset.offset(1e-6));
    assertThat((elo[0] + elo[1]) / 2).isCloseTo(1500, org.assertj.core.data.Offset.offset(1e-6));
  }

  @Test
  void reportsAreWritten(@TempDir Path dir) throws Exception {
    Tournament t = unterwegs(List.of("random", "random"), 6);
    List<GameResult> results = t.run(1, null);
    List<Path> files = Reports.write(dir, Summary.of(t, results), results);
    assertThat(files).extracting(p -> p.getFileName().toString()).contains("games.csv", "summary.json",
        "ratings.csv", "win-rate-by-seat.png", "win-rate-by-seat.svg", "game-length.png", "ratings.svg");
    assertThat(Files.readAllLines(dir.resolve("games.csv"))).hasSize(1 + 6 * 3);
    assertThat(files).allSatisfy(f -> assertThat(Files.size(f)).isPositive());
  }

  @Test
  void badInputIsRejectedByName() {
    assertThatThrownBy(() -> unterwegs(List.of("clever"), 3)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("unknown agent 'clever'");
    assertThatThrownBy(() -> unterwegs(List.of("random"), 0)).isInstanceOf(InvalidSetupException.class)
        .hasMessageStartingWith("games:");
  }

  @Test
  void theWinRateIntervalIsWilsonsAndNeverAPoint() {
    double[] all = Summary.wilson(1.0, 20);
    assertThat(all[0]).isCloseTo(0.8389, org.assertj.core.data.Offset.offset(1e-4)); // Python's wilson(20, 20)
    assertThat(all[1]).isEqualTo(1.0);
    double[] none = Summary.wilson(0.0, 1000);
    assertThat(none[0]).isCloseTo(0.0, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(none[1]).isCloseTo(0.00383, org.assertj.core.data.Offset.offset(1e-5));
    double[] half = Summary.wilson(0.5, 100);
    assertThat(half[0]).isCloseTo(0.4038, org.assertj.core.data.Offset.offset(1e-4));
    assertThat(half[1]).isCloseTo(0.5962, org.assertj.core.data.Offset.offset(1e-4));
  }
}
