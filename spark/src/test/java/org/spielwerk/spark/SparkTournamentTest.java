package org.spielwerk.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.research.tournament.GameResult;
import org.spielwerk.research.tournament.Summary;
import org.spielwerk.research.tournament.Tournament;

/** The Spark job gives exactly the local runner's results for the same seed, whatever the partitioning. */
class SparkTournamentTest {

  @Test
  void sparkAndTheLocalRunnerAgreeGameForGame() throws Exception {
    Tournament t = new Tournament("portroyal-unterwegs", Json.write(Games.byId("portroyal-unterwegs").defaultOptions()),
        3, List.of("greedy:samples=2", "random", "ismcts:iterations=10"), 24, 2026);
    List<GameResult> local = t.run(2, null);
    SparkConf conf = new SparkConf().setMaster("local[2]").setAppName("spielwerk-test")
        .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1");
    try (JavaSparkContext spark = new JavaSparkContext(conf)) {
      assertThat(SparkTournament.run(spark, t, 5)).isEqualTo(local);
      List<GameResult> onePartition = SparkTournament.run(spark, t, 1);
      assertThat(onePartition).isEqualTo(local);
      assertThat(Summary.of(t, onePartition)).isEqualTo(Summary.of(t, local));
    }
  }
}
