package org.spielwerk.core.contract;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.core.pig.Pig;

/**
 * The contract must catch broken games: each case breaks one promise of a correct game (Pig) and
 * expects the matching property to fail on a fixed setup, while Pig itself passes.
 */
class ContractSelfTest {

  /** Pig, with every method overridable. */
  static class Forwarding implements Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> {
    final Pig pig = new Pig();

    @Override public GameInfo info() { return pig.info(); }
    @Override public Types<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> types() { return pig.types(); }
    @Override public Pig.Options defaultOptions() { return pig.defaultOptions(); }
    @Override public Map<String, Pig.Options> presets() { return pig.presets(); }
    @Override public Pig.State setup(Pig.Options o, int players, long seed) { return pig.setup(o, players, seed); }
    @Override public Status status(Pig.State s) { return pig.status(s); }
    @Override public List<Pig.Action> legalActions(Pig.State s) { return pig.legalActions(s); }
    @Override public Step<Pig.State, Pig.Event> apply(Pig.State s, Pig.Action a) { return pig.apply(s, a); }
    @Override public Pig.State view(Pig.State s, int observer) { return pig.view(s, observer); }
    @Override public Pig.State resample(Pig.State s, int observer, long seed) { return pig.resample(s, observer, seed); }
    @Override public void validate(Pig.State s) { pig.validate(s); }
    @Override public Heuristic<Pig.State> heuristic() { return pig.heuristic(); }
    @Override public GameText<Pig.State, Pig.Action, Pig.Event, Pig.State> text() { return pig.text(); }
  }

  static class Contract extends GameContract<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> {
    private final Forwarding game;

    Contract(Forwarding game) {
      this.game = game;
    }

    @Override protected Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> game() { return game; }
    @Override protected Arbitrary<Pig.Options> options() { return Arbitraries.just(new Pig.Options(20)); }
    @Override protected void checkInvariants(Pig.State state) { }
    @Override protected List<Pig.Action> plausibleActions(Pig.State state) {
      return List.of(new Pig.Action.Roll(), new Pig.Action.Hold());
    }
  }

  private static final GameContract.Setup<Pig.Options> SETUP = new GameContract.Setup<>(new Pig.Options(20), 3, 5, 9);

  @Test
  void aCorrectGamePasses() {
    Contract contract = new Contract(new Forwarding());
    assertThatCode(() -> {
      contract.randomPlayoutsKeepEveryRuleIn(SETUP);
      contract.unlistedActionsAreRejectedIn(SETUP);
      contract.replayingIsDeterministicIn(SETUP);
      contract.jsonRoundTripsIn(SETUP);
      contract.resamplingLeaksNothingIn(SETUP);
    }).doesNotThrowAnyException();
  }

  @Test
  void listingAnActionThatApplyRejectsFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Step<Pig.State, Pig.Event> apply(Pig.State s, Pig.Action a) {
        if (a instanceof Pig.Action.Hold && s.turnTotal() == 0) {
          throw new org.spielwerk.core.IllegalActionException("Hold", "nothing to bank");
        }
        return pig.apply(s, a);
      }
    });
    assertThatThrownBy(() -> contract.randomPlayoutsKeepEveryRuleIn(SETUP)).hasMessageContaining("listed action");
  }

  @Test
  void acceptingAnActionAfterTheEndFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Step<Pig.State, Pig.Event> apply(Pig.State s, Pig.Action a) {
        return isOver(s) ? new Step<>(s, List.of()) : pig.apply(s, a);
      }
    });
    assertThatThrownBy(() -> contract.unlistedActionsAreRejectedIn(SETUP)).hasMessageContaining("was accepted");
  }

  @Test
  void hiddenRandomnessOutsideTheStateFails() {
    AtomicLong clock = new AtomicLong();
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State setup(Pig.Options o, int players, long seed) {
        return pig.setup(o, players, seed ^ clock.incrementAndGet());
      }
    });
    assertThatThrownBy(() -> contract.replayingIsDeterministicIn(SETUP)).isInstanceOf(AssertionError.class);
  }

  @Test
  void aViewThatShowsTheGeneratorLeaks() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State view(Pig.State s, int observer) {
        return s;
      }
    });
    assertThatThrownBy(() -> contract.resamplingLeaksNothingIn(SETUP)).hasMessageContaining("sees the same");
  }

  @Test
  void aGameThatNeverEndsFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public GameInfo info() {
        return new GameInfo("pig", "Pig", 2, 4, 3);
      }
    });
    assertThatThrownBy(() -> contract.randomPlayoutsKeepEveryRuleIn(SETUP)).hasMessageContaining("outlasted");
  }

  @Test
  void aValueThatDoesNotSurviveJsonFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Types<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> types() {
        // the view is declared as the options type, so its JSON cannot be read back
        Types<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> t = pig.types();
        @SuppressWarnings({"unchecked", "rawtypes"})
        Types<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> wrong =
            new Types(t.state(), t.action(), t.event(), Pig.Options.class, t.options());
        return wrong;
      }
    });
    assertThatThrownBy(() -> contract.jsonRoundTripsIn(SETUP)).hasMessageContaining("cannot read back");
  }
}
