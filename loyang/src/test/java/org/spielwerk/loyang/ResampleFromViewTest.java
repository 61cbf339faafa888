package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

/** Positions dealt from one seat's view alone (for search that holds only a view). */
class ResampleFromViewTest {
  private static final Loyang GAME = new Loyang();

  private static LoyangState playUntil(LoyangState s, RandomSource random, java.util.function.Predicate<LoyangState> stop) {
    while (!stop.test(s)) {
      List<LoyangAction> legal = GAME.legalActions(s);
      s = GAME.play(s, legal.get(random.nextInt(legal.size())));
    }
    return s;
  }

  /**
   * §3.2 and §2.3: during the draft of the beginner variant the other players' hands and their blue-dot
   * customers are hidden; they are dealt again from the cards the observer cannot see, the beginner
   * customers only from the blue-dot ones, and the draw pile keeps its size.
   */
  @Test
  void theDraftDealsHiddenHandsAndBeginnerCustomersFromWhatTheObserverCannotSee() {
    LoyangOptions options = LoyangOptions.YUCATA.withBeginner(true);
    LoyangState s = playUntil(GAME.setup(options, 3, 21L), new RandomSource(4),
        x -> x.phase() instanceof Phase.Drafting && x.player(1).hand().size() == 4 && x.player(2).assigned() >= 0);
    int observer = 0;
    LoyangView view = GAME.view(s, observer);
    CardNumbers c = CardNumbers.of(options);
    Set<Integer> hidden = new HashSet<>(s.draw().asJava());
    for (int seat = 1; seat < 3; seat++) {
      hidden.addAll(s.player(seat).hand().asJava());
      if (s.player(seat).assigned() >= 0) {
        hidden.add(s.player(seat).assigned());
      }
    }
    Set<Vector<Integer>> dealtHands = new HashSet<>();
    for (long seed = 1; seed <= 8; seed++) {
      LoyangState sample = GAME.resampleFromView(view, seed);
      GAME.validate(sample);
      assertThat(GAME.view(sample, observer)).isEqualTo(view);
      assertThat(sample.player(observer).hand()).isEqualTo(s.player(observer).hand());
      assertThat(sample.player(observer).assigned()).isEqualTo(s.player(observer).assigned());
      assertThat(sample.draw()).hasSameSizeAs(s.draw());
      for (int seat = 1; seat < 3; seat++) {
        Player p = sample.player(seat);
        assertThat(p.hand()).hasSameSizeAs(s.player(seat).hand());
        assertThat(hidden).containsAll(p.hand());
        assertThat(p.assigned() >= 0).isEqualTo(s.player(seat).assigned() >= 0);
        if (p.assigned() >= 0) {
          assertThat(hidden).contains(p.assigned());
          assertThat(c.spec(p.assigned()).blueDot).as("a beginner customer has a blue dot").isTrue();
        }
      }
      assertThat(hidden).containsAll(sample.draw());
      dealtHands.add(sample.player(1).hand());
    }
    assertThat(dealtHands).as("other seeds deal other hands").hasSizeGreaterThan(1);
  }

  /**
   * §4H: the two cards of an open double pack are public; they stay in the pack and are never dealt
   * into the draw pile; each private stack keeps what each of its two sets holds (§2.1).
   */
  @Test
  void anOpenDoublePackAndTheStackSetsStay() {
    LoyangState s = playUntil(GAME.setup(LoyangOptions.YUCATA, 2, 5L), new RandomSource(9),
        x -> x.phase() instanceof Phase.Acting a && a.sub() instanceof Phase.Pack pk && pk.drawn().size() == 2);
    int observer = 1 - s.toMove();
    Phase.Pack pack = (Phase.Pack) ((Phase.Acting) s.phase()).sub();
    LoyangState sample = GAME.resampleFromView(GAME.view(s, observer), 77L);
    assertThat(((Phase.Acting) sample.phase()).sub()).isEqualTo(pack);
    assertThat(sample.draw()).doesNotContainAnyElementsOf(pack.drawn());
    assertThat(sample.draw().sorted()).isEqualTo(s.draw().sorted());
    for (int seat = 0; seat < 2; seat++) {
      Player real = s.player(seat);
      Player dealt = sample.player(seat);
      int a = real.stackFirstSet();
      assertThat(dealt.stack().take(a).sorted()).isEqualTo(real.stack().take(a).sorted());
      assertThat(dealt.stack().drop(a).sorted()).isEqualTo(real.stack().drop(a).sorted());
    }
    assertThat(GAME.resampleFromView(GAME.view(s, observer), 77L)).isEqualTo(sample);
  }
}
