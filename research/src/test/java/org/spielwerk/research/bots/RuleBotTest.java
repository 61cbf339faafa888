package org.spielwerk.research.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.research.tournament.Summary;
import org.spielwerk.research.tournament.Tournament;

class RuleBotTest {

  @Test
  void rulesAreFoundByNameWithTheirLevel() {
    assertThat(((RuleBot) Agents.byName("rules:hard")).level()).isEqualTo(Level.HARD);
    assertThat(((RuleBot) Agents.byName("rules")).level()).isEqualTo(Level.MEDIUM);
    assertThat(((RuleBot) Agents.byName("rules:level=easy")).level()).isEqualTo(Level.EASY);
    assertThat(Agents.names()).contains("random", "greedy", "ismcts", "rules");
    assertThatThrownBy(() -> Agents.byName("rules:brutal")).isInstanceOf(InvalidSetupException.class)
        .hasMessageStartingWith("level:");
    assertThatThrownBy(() -> Agents.byName("rules:depth=3")).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("no parameter 'depth'");
  }

  @Test
  void theFinishedGamesHaveRulesOfTheirOwn() {
    assertThat(RuleBot.hasRules("portroyal")).isTrue();
    assertThat(RuleBot.hasRules("portroyal-unterwegs")).isTrue();
    assertThat(RuleBot.hasRules("portroyal-stiche")).isTrue();
    assertThat(RuleBot.hasRules("gilded-compass")).isTrue();
    assertThat(RuleBot.hasRules("loyang")).isTrue();
  }

  /** Every level plays every game to the end with legal moves, and the medium bot beats random play. */
  @TestFactory
  Stream<DynamicTest> everyLevelPlaysAndTheRulesBeatRandomPlay() {
    return Games.all().stream().map(game -> DynamicTest.dynamicTest(game.info().id(), () -> {
      int players = Math.max(3, game.info().minPlayers());
      Tournament t = new Tournament(game.info().id(), Json.write(game.defaultOptions()), players,
          List.of("rules:medium", "random", "rules:easy", "rules:hard").subList(0, players), 12, 5);
      Summary s = Summary.of(t, t.run(1, null));
      assertThat(s.agents().get(0).winRate()).as(game.info().id() + " medium vs random")
          .isGreaterThan(s.agents().get(1).winRate());
    }));
  }
}
