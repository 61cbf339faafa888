package org.spielwerk.core.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.core.Countdown;
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
    @Override public Pig.State resampleFromView(Pig.State v, long seed) { return pig.resampleFromView(v, seed); }
    @Override public void validate(Pig.State s) { pig.validate(s); }
    @Override public Heuristic<Pig.State> heuristic() { return pig.heuristic(); }
    @Override public GameText<Pig.State, Pig.Action, Pig.Event, Pig.State> text() { return pig.text(); }
    @Override public GameText<Pig.State, Pig.Action, Pig.Event, Pig.State> text(java.util.Locale l) { return pig.text(l); }
  }

  static class Contract extends GameContract<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> {
    private final Forwarding game;

    Contract(Forwarding game) {
      this.game = game;
    }

    @Override protected Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> game() { return game; }
    @Override protected Pig.Options randomOptions(RandomSource random) { return new Pig.Options(20 + random.nextInt(2)); }
    @Override protected void checkInvariants(Pig.State state) { }
    @Override protected List<Pig.Action> plausibleActions(Pig.State state) {
      return List.of(new Pig.Action.Roll(), new Pig.Action.Hold());
    }
  }

  private static final GameContract.Case<Pig.Options> SETUP = new GameContract.Case<>("self", new Pig.Options(20), 3, 5, 9);

  @Test
  void aCorrectGamePasses() {
    Contract contract = new Contract(new Forwarding());
    assertThatCode(() -> {
      contract.randomPlayoutsKeepEveryRuleIn(SETUP);
      contract.unlistedActionsAreRejectedIn(SETUP);
      contract.replayingIsDeterministicIn(SETUP);
      contract.jsonRoundTripsIn(SETUP);
      contract.resamplingLeaksNothingIn(SETUP);
      contract.badSeatsAndNullsAreRejectedIn(SETUP);
      contract.fuzzedInputIsRejectedOrPlayableIn(SETUP);
      contract.loadedPositionsPlayLikeDealtOnesIn(SETUP);
      contract.optionsReachEveryValue();
      contract.resamplingFromAViewKeepsItIn(SETUP);
      contract.textsReadInEnglishAndGermanIn(SETUP);
      contract.botGamesOnTheFastPathReplayThroughApplyIn(SETUP);
      contract.fuzzedViewsAreRejectedOrKeptIn(SETUP);
      contract.jsonIsReadStrictlyIn(SETUP);
      contract.absurdlyLongListsAreRejectedIn(SETUP);
      contract.acceptedPositionsResampleFromEverySeatIn(SETUP);
      contract.seatsAreThePlayerCountIn(SETUP);
    }).doesNotThrowAnyException();
  }

  @Test
  void aValidateThatLetsAnAbsurdlyLongListThroughFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public void validate(Pig.State s) {
        // checks the seat against a fixed table size instead of the scores' size
        if (s.seat() < 0 || s.seat() > 3) {
          throw new org.spielwerk.core.InvalidPositionException("seat", "no such seat");
        }
      }
    });
    assertThatThrownBy(() -> contract.absurdlyLongListsAreRejectedIn(SETUP))
        .hasMessageContaining("200000 copies of").hasMessageContaining("in scores: validate accepted the position");
  }

  private static void forManyCases(java.util.function.Consumer<GameContract.Case<Pig.Options>> property) {
    for (long seed = 0; seed < 300; seed++) {
      property.accept(new GameContract.Case<>("self", new Pig.Options(20), 2 + (int) (seed % 3), seed, seed));
    }
  }

  @Test
  void resamplingFromAViewThatTrustsItFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State resampleFromView(Pig.State v, long seed) {
        // deals whatever the view says, also a seat to move that is not at the table
        return new Pig.State(v.options(), v.scores(), v.seat(), v.turnTotal(), org.spielwerk.core.Rng.seeded(seed));
      }
    });
    assertThatThrownBy(() -> forManyCases(contract::fuzzedViewsAreRejectedOrKeptIn))
        .hasMessageContaining("dealt a position validate rejects");
  }

  @Test
  void resamplingFromAViewThatFailsWithAnotherExceptionFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State resampleFromView(Pig.State v, long seed) {
        int[] scores = new int[4];
        for (int i = 0; i < v.scores().size(); i++) {
          scores[i] = v.scores().get(i);
        }
        return pig.resampleFromView(v, seed);
      }
    });
    assertThatThrownBy(() -> forManyCases(contract::fuzzedViewsAreRejectedOrKeptIn))
        .hasMessageContaining("instead of an IllegalArgumentException");
  }

  @Test
  void resamplingFromAViewThatShowsAnotherViewFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State resampleFromView(Pig.State v, long seed) {
        // forgets to check the view's generator, which a true view never shows
        return pig.resampleFromView(new Pig.State(v.options(), v.scores(), v.seat(), v.turnTotal(), new org.spielwerk.core.Rng(0)), seed);
      }
    });
    assertThatThrownBy(() -> forManyCases(contract::fuzzedViewsAreRejectedOrKeptIn))
        .hasMessageContaining("no seat of the dealt position sees exactly it");
  }

  @Test
  void resamplingFromAViewThatRejectsATrueViewFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State resampleFromView(Pig.State v, long seed) {
        if (v.turnTotal() > 0) {
          throw new IllegalArgumentException("turnTotal: too strict");
        }
        return pig.resampleFromView(v, seed);
      }
    });
    assertThatThrownBy(() -> forManyCases(contract::fuzzedViewsAreRejectedOrKeptIn))
        .hasMessageContaining("rejected a true view");
  }

  /** Pig whose fast path forgets part of a rule, as Port Royal's once skipped the tax: a big hold banks nothing. */
  static class FastPathSkipsARule extends Forwarding {
    @Override public Pig.State play(Pig.State s, Pig.Action a) {
      if (a instanceof Pig.Action.Hold && s.turnTotal() >= 10) {
        return new Pig.State(s.options(), s.scores(), (s.seat() + 1) % s.scores().size(), 0, s.rng());
      }
      return pig.play(s, a);
    }
  }

  @Test
  void aFastPathThatDiffersFromApplyFails() {
    Contract contract = new Contract(new FastPathSkipsARule());
    assertThatThrownBy(() -> contract.randomPlayoutsKeepEveryRuleIn(SETUP))
        .hasMessageContaining("differs from apply")
        .hasMessageContaining("scores[");
  }

  @Test
  void aListedFastPathThatDiffersFromApplyFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State playListed(org.spielwerk.core.Listing<Pig.State, Pig.Action> listing, int index) {
        Pig.State s = listing.state();
        if (listing.get(index) instanceof Pig.Action.Hold && s.turnTotal() >= 10) { // banks nothing
          return new Pig.State(s.options(), s.scores(), (s.seat() + 1) % s.scores().size(), 0, s.rng());
        }
        return pig.play(s, listing.get(index));
      }
    });
    assertThatThrownBy(() -> contract.randomPlayoutsKeepEveryRuleIn(SETUP))
        .hasMessageContaining("playListed(listing, ")
        .hasMessageContaining("differs from apply");
  }

  @Test
  void aFastPathThatTakesAForbiddenActionFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State play(Pig.State s, Pig.Action a) {
        return pig.legalActions(s).contains(a) ? pig.play(s, a) : s; // skips the legality check
      }
    });
    assertThatThrownBy(() -> contract.unlistedActionsAreRejectedIn(SETUP))
        .hasMessageContaining("play accepts");
  }

  @Test
  void aFastPathThatRejectsWithOtherWordsFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State play(Pig.State s, Pig.Action a) {
        if (!pig.legalActions(s).contains(a)) {
          throw new org.spielwerk.core.IllegalActionException("some rule", "not now");
        }
        return pig.play(s, a);
      }
    });
    assertThatThrownBy(() -> contract.unlistedActionsAreRejectedIn(SETUP))
        .hasMessageContaining("play rejects");
  }

  @Test
  void aBotGameOnADifferentFastPathFailsToReplay() {
    Contract contract = new Contract(new FastPathSkipsARule());
    assertThatThrownBy(() -> {
      for (long seed = 0; seed < 20; seed++) {
        contract.botGamesOnTheFastPathReplayThroughApplyIn(new GameContract.Case<>("self", new Pig.Options(20), 3, seed, seed));
      }
    }).hasMessageContaining("a bot game played with play()");
  }

  @Test
  void aFastPathThatDiffersFromApplyAfterAFuzzedPositionFails() {
    Contract contract = new Contract(new FastPathSkipsARule());
    assertThatThrownBy(() -> {
      for (long seed = 0; seed < 200; seed++) {
        contract.fuzzedInputIsRejectedOrPlayableIn(new GameContract.Case<>("self", new Pig.Options(20), 3, seed, seed));
      }
    }).hasMessageContaining("differs from apply");
  }

  @Test
  void aValidateThatLegalPlayOutgrowsFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public void validate(Pig.State s) {
        pig.validate(s);
        // too strict for the rules: a few rolls reach a turn total above 12
        if (s.turnTotal() > 12) {
          throw new org.spielwerk.core.InvalidPositionException("turnTotal", "at most 12");
        }
      }
    });
    assertThatThrownBy(() -> {
      for (long seed = 0; seed < 200; seed++) {
        contract.fuzzedInputIsRejectedOrPlayableIn(new GameContract.Case<>("self", new Pig.Options(20), 3, seed, seed));
      }
    }).hasMessageContaining("reached one it rejects");
  }

  @Test
  void aCaseKeyRebuildsItsCase() {
    Contract contract = new Contract(new Forwarding());
    for (GameContract.Case<Pig.Options> c : contract.cases("playouts", 30)) {
      assertThat(contract.caseOf(c.key())).isEqualTo(c);
    }
    assertThat(contract.cases("playouts", 30)).hasSizeGreaterThan(3).doesNotHaveDuplicates();
    assertThat(contract.cases("playouts", 30)).isNotEqualTo(contract.cases("fuzz", 30));
  }

  @Test
  void acceptingASeatOutsideTheTableFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State view(Pig.State s, int observer) {
        return pig.view(s, 0);
      }
    });
    assertThatThrownBy(() -> contract.badSeatsAndNullsAreRejectedIn(SETUP)).hasMessageContaining("view for seat -1 was accepted");
  }

  @Test
  void otherWordsForANullFail() {
    Contract contract = new Contract(new Forwarding() {
      @Override public List<Pig.Action> legalActions(Pig.State s) {
        if (s == null) {
          throw new NullPointerException();
        }
        return pig.legalActions(s);
      }
    });
    assertThatThrownBy(() -> contract.badSeatsAndNullsAreRejectedIn(SETUP)).hasMessageContaining("not the agreed words");
  }

  @Test
  void aValidateThatLetsAnImpossiblePositionThroughFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public void validate(Pig.State s) {
        // accepts a seat to move that does not exist, which then fails in play
      }
    });
    assertThatThrownBy(() -> {
      for (long seed = 0; seed < 200; seed++) {
        contract.fuzzedInputIsRejectedOrPlayableIn(new GameContract.Case<>("self", new Pig.Options(20), 3, seed, seed));
      }
    }).hasMessageContaining("accepted by validate");
  }

  @Test
  void aLoadedPositionThatPlaysDifferentlyFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public List<Pig.Action> legalActions(Pig.State s) {
        // a "cache" that JSON does not carry: lists differ after a round trip
        return s.turnTotal() > 0 && System.identityHashCode(s) % 2 == 0 ? List.of(new Pig.Action.Hold(), new Pig.Action.Roll()) : pig.legalActions(s);
      }
    });
    assertThatThrownBy(() -> {
      for (long seed = 0; seed < 50; seed++) {
        contract.loadedPositionsPlayLikeDealtOnesIn(new GameContract.Case<>("self", new Pig.Options(20), 3, seed, seed));
      }
    }).hasMessageContaining("lists the same actions");
  }

  @Test
  void optionsThatNeverVaryFail() {
    Contract contract = new Contract(new Forwarding()) {
      @Override protected Pig.Options randomOptions(RandomSource random) { return new Pig.Options(30); }
    };
    assertThatThrownBy(contract::optionsReachEveryValue).hasMessageContaining("target never changes");
  }

  @Test
  void resamplingFromAViewThatShowsSomethingElseFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State resampleFromView(Pig.State v, long seed) {
        Pig.State dealt = pig.resampleFromView(v, seed);
        return new Pig.State(dealt.options(), dealt.scores(), dealt.seat(), dealt.turnTotal() + 1, dealt.rng());
      }
    });
    assertThatThrownBy(() -> contract.resamplingFromAViewKeepsItIn(SETUP)).hasMessageContaining("the seat sees the same");
  }

  @Test
  void aGameWithoutGermanFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public GameText<Pig.State, Pig.Action, Pig.Event, Pig.State> text(java.util.Locale l) { return pig.text(); }
    });
    assertThatThrownBy(() -> contract.textsReadInEnglishAndGermanIn(SETUP)).hasMessageContaining("German text is the English one");
  }

  @Test
  void rawRecordTextFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public GameText<Pig.State, Pig.Action, Pig.Event, Pig.State> text(java.util.Locale l) {
        GameText<Pig.State, Pig.Action, Pig.Event, Pig.State> words = pig.text(l);
        return new GameText<>() {
          @Override public String action(Pig.State s, Pig.Action a) { return words.action(s, a); }
          @Override public String event(Pig.Event e) { return "it happened: " + e; }
          @Override public String view(Pig.State v) { return words.view(v); }
        };
      }
    });
    assertThatThrownBy(() -> contract.textsReadInEnglishAndGermanIn(SETUP)).hasMessageContaining("shows a raw record");
  }

  @Test
  void aValidateLaxerThanResamplingFromAViewFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State resampleFromView(Pig.State v, long seed) {
        // a rule of the view's dealer that validate does not check (as Gilded Compass's conservation of a hidden zone)
        if (v.turnTotal() > v.options().target()) {
          throw new org.spielwerk.core.InvalidPositionException("turnTotal", "at most the target");
        }
        return pig.resampleFromView(v, seed);
      }
    });
    assertThatThrownBy(() -> forManyCases(contract::acceptedPositionsResampleFromEverySeatIn))
        .hasMessageContaining("resampleFromView rejects the seat's view");
  }

  @Test
  void aResampleFromViewThatDealsAnotherSeatToMoveFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public Pig.State resampleFromView(Pig.State v, long seed) {
        Pig.State dealt = pig.resampleFromView(v, seed);
        return new Pig.State(dealt.options(), dealt.scores(), 0, dealt.turnTotal(), dealt.rng());
      }
    });
    // caught as another seat to move, or (at a finished position, where nobody moves) as another view
    assertThatThrownBy(() -> forManyCases(contract::acceptedPositionsResampleFromEverySeatIn))
        .satisfies(e -> assertThat(e.getMessage()).containsAnyOf("whose move it is", "shows the seat another view"));
  }

  @Test
  void aGameThatMiscountsItsSeatsFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public int seats(Pig.State s) { return info().maxPlayers(); }
    });
    assertThatThrownBy(() -> contract.seatsAreThePlayerCountIn(SETUP)).hasMessageContaining("seats(state)");
    Contract viewOnly = new Contract(new Forwarding() {
      @Override public int seatsOfView(Pig.State v) { return 1; }
    });
    assertThatThrownBy(() -> viewOnly.seatsAreThePlayerCountIn(SETUP)).hasMessageContaining("seatsOfView");
  }

  /** Countdown (its one action kind has a number), every method overridable. */
  static class CountdownForwarding implements Game<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> {
    final Countdown countdown = new Countdown();

    @Override public GameInfo info() { return countdown.info(); }
    @Override public Types<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> types() { return countdown.types(); }
    @Override public Countdown.Options defaultOptions() { return countdown.defaultOptions(); }
    @Override public Map<String, Countdown.Options> presets() { return countdown.presets(); }
    @Override public Countdown.State setup(Countdown.Options o, int players, long seed) { return countdown.setup(o, players, seed); }
    @Override public Status status(Countdown.State s) { return countdown.status(s); }
    @Override public List<Countdown.Action> legalActions(Countdown.State s) { return countdown.legalActions(s); }
    @Override public Step<Countdown.State, Countdown.Event> apply(Countdown.State s, Countdown.Action a) { return countdown.apply(s, a); }
    @Override public Countdown.State view(Countdown.State s, int observer) { return countdown.view(s, observer); }
    @Override public Countdown.State resample(Countdown.State s, int observer, long seed) { return countdown.resample(s, observer, seed); }
    @Override public Countdown.State resampleFromView(Countdown.State v, long seed) { return countdown.resampleFromView(v, seed); }
    @Override public void validate(Countdown.State s) { countdown.validate(s); }
    @Override public Heuristic<Countdown.State> heuristic() { return countdown.heuristic(); }
    @Override public GameText<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State> text() { return countdown.text(); }
  }

  static class CountdownContract extends GameContract<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> {
    private final CountdownForwarding game;

    CountdownContract(CountdownForwarding game) {
      this.game = game;
    }

    @Override protected Game<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> game() { return game; }
    @Override protected Countdown.Options randomOptions(RandomSource random) { return new Countdown.Options(10, 1 + random.nextInt(3)); }
    @Override protected void checkInvariants(Countdown.State state) { }
    @Override protected List<Countdown.Action> plausibleActions(Countdown.State state) { return List.of(new Countdown.Action.Count(0)); }
  }

  private static final GameContract.Case<Countdown.Options> COUNTDOWN = new GameContract.Case<>("self", new Countdown.Options(10, 2), 2, 5, 9);

  @Test
  void actionsWithFieldsOutOfRangeAreRejectedByACorrectGame() {
    assertThatCode(() -> new CountdownContract(new CountdownForwarding()).actionFieldsNullOrOutOfRangeAreRejectedIn(COUNTDOWN))
        .doesNotThrowAnyException();
  }

  @Test
  void aGameThatTakesAnActionFieldOutOfRangeFails() {
    CountdownContract contract = new CountdownContract(new CountdownForwarding() {
      @Override public Step<Countdown.State, Countdown.Event> apply(Countdown.State s, Countdown.Action a) {
        // checks only the lower bound: a count of 99 empties the row
        if (a instanceof Countdown.Action.Count count && count.by() > 3) {
          return countdown.apply(s, new Countdown.Action.Count(Math.min(s.left(), 1)));
        }
        return countdown.apply(s, a);
      }
    });
    assertThatThrownBy(() -> contract.actionFieldsNullOrOutOfRangeAreRejectedIn(COUNTDOWN))
        .hasMessageContaining("Count with by = 99").hasMessageContaining("was accepted");
  }

  @Test
  void aGameThatFailsOnAnActionFieldOutOfRangeWithAnotherExceptionFails() {
    CountdownContract contract = new CountdownContract(new CountdownForwarding() {
      @Override public Step<Countdown.State, Countdown.Event> apply(Countdown.State s, Countdown.Action a) {
        int[] steps = {0, 1, 2, 3};
        return countdown.apply(s, new Countdown.Action.Count(steps[((Countdown.Action.Count) a).by()]));
      }
    });
    assertThatThrownBy(() -> contract.actionFieldsNullOrOutOfRangeAreRejectedIn(COUNTDOWN))
        .hasMessageContaining("instead of an IllegalActionException");
  }

  @Test
  void aResampleFromViewThatChangesTheChoicesOfTheSeatToMoveFails() {
    Contract contract = new Contract(new Forwarding() {
      @Override public List<Pig.Action> legalActions(Pig.State s) {
        // the choices depend on the hidden generator, which a view does not show
        return s.rng().equals(new org.spielwerk.core.Rng(0)) || s.turnTotal() == 0 ? pig.legalActions(s)
            : s.rng().hashCode() % 2 == 0 ? List.of(new Pig.Action.Roll()) : pig.legalActions(s);
      }
    });
    assertThatThrownBy(() -> forManyCases(contract::resamplingFromAViewKeepsItIn))
        .hasMessageContaining("the seat to move has the same choices in a position dealt from its view");
  }
}
