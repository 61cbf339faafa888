package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spielwerk.core.pig.Pig;

/**
 * Games and agents found through ServiceLoader. Core's test class path registers nothing (its test
 * jar is on every game module's class path, where a registration would add a game), so each test
 * registers the test games in a class loader of its own, the thread's context loader for the test.
 */
class ServiceLookupTest {
  @TempDir
  Path services;

  private <T> T withRegistrations(String games, String agents, Callable<T> test) throws Exception {
    Path dir = Files.createDirectories(services.resolve("META-INF/services"));
    Files.writeString(dir.resolve(Game.class.getName()), games);
    Files.writeString(dir.resolve(AgentProvider.class.getName()), agents);
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {services.toUri().toURL()}, before)) {
      thread.setContextClassLoader(loader);
      return test.call();
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  @Test
  void gamesAreListedById() throws Exception {
    // registered out of order: the list is sorted by id
    withRegistrations(Pig.class.getName() + "\n" + Countdown.class.getName() + "\n", "", () -> {
      assertThat(Games.all()).extracting(g -> g.info().id()).containsExactly("countdown", "pig");
      assertThat(Games.byId("pig")).isInstanceOf(Pig.class);
      assertThat(Games.byId("countdown")).isInstanceOf(Countdown.class);
      assertThatThrownBy(() -> Games.byId("chess")).isInstanceOf(InvalidSetupException.class)
          .hasMessage("game: unknown game 'chess', known: [countdown, pig]");
      return null;
    });
  }

  @Test
  void withoutRegistrationsNoGameIsKnown() throws Exception {
    withRegistrations("", "", () -> {
      assertThat(Games.all()).isEmpty();
      assertThatThrownBy(() -> Games.byId("pig")).isInstanceOf(InvalidSetupException.class)
          .hasMessage("game: unknown game 'pig', known: []");
      return null;
    });
  }

  @Test
  void providersAddAgentsAndGetTheirParameters() throws Exception {
    withRegistrations("", EchoAgents.class.getName() + "\n", () -> {
      assertThat(Agents.names()).containsExactly("random", "greedy", "ismcts", "echo");
      assertThat(Agents.byName("echo").name()).isEqualTo("echo{}");
      assertThat(Agents.byName(" Echo:hard ").name()).isEqualTo("echo{=hard}");
      assertThat(Agents.byName("echo:a=1: b = 2 :=3").name()).isEqualTo("echo{a=1, b=2, =3}");
      assertThat(Agents.byName("echo:x=a=b").name()).isEqualTo("echo{x=a=b}");
      assertThatThrownBy(() -> Agents.byName("echo:a=1:a=2")).isInstanceOf(InvalidSetupException.class)
          .hasMessage("agents: parameter 'a' given twice in 'echo:a=1:a=2'");
      assertThatThrownBy(() -> Agents.byName("clever")).isInstanceOf(InvalidSetupException.class)
          .hasMessage("agents: unknown agent 'clever', known: [random, greedy, ismcts, echo]");
      return null;
    });
  }

  @Test
  void coreAgentsWithoutProviders() throws Exception {
    withRegistrations("", "", () -> {
      assertThat(Agents.names()).containsExactly("random", "greedy", "ismcts");
      assertThat(Agents.byName("RANDOM")).isInstanceOf(RandomAgent.class);
      assertThatThrownBy(() -> Agents.byName("greedy:depth=2")).isInstanceOf(InvalidSetupException.class)
          .hasMessage("agents: greedy has no parameter 'depth' (known: samples)");
      assertThatThrownBy(() -> Agents.byName("greedy:samples=x")).isInstanceOf(InvalidSetupException.class)
          .hasMessage("samples: must be a whole number, not 'x'");
      assertThatThrownBy(() -> Agents.byName("ismcts:c=x")).isInstanceOf(InvalidSetupException.class)
          .hasMessage("c: must be a number, not 'x'");
      assertThatThrownBy(() -> Agents.byName(null)).isInstanceOf(NullPointerException.class)
          .hasMessage("agent must not be null");
      return null;
    });
  }
}
