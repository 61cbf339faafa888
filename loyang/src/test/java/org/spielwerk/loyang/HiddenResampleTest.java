package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;

import io.vavr.collection.Vector;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Resampling for search: what a seat sees stays, what it cannot see is dealt again from the cards among
 * it, and every card stays in exactly one place.
 */
class HiddenResampleTest {

  /**
   * A 3-player draft of the beginner variant (§2.3) with cards in every kind of place: the courtyard,
   * fields (a common field), helpers, stalls, customers, a double pack's covered card, and a common field
   * put openly under a private stack by the Tenant (§9.16).
   */
  private static LoyangState crowded() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA.withBeginner(true), 3, 1)
        .give(0, "CC-WPT").give(1, "MS01").give(2, "TRADER").givePack(1, "OFFICIAL", "CC-CBL")
        .field(0, "CF3", null, 0).field(2, "CF4", null, 0).courtyard("CC-WPB", "MS02")
        .player(2, p -> p.withStack(p.stack().append(p.fields().last().card())).withStackKnown(1)
            .withFields(p.fields().init()))
        .build();
    assertThat(s.phase()).isInstanceOf(Phase.Drafting.class);
    assertThat(s.courtyard()).isNotEmpty();
    GAME.validate(s);
    return s;
  }

  private static Vector<Integer> hidden(LoyangState s, int observer) {
    Vector<Integer> cards = s.draw();
    for (int seat = 0; seat < s.playerCount(); seat++) {
      if (seat != observer) {
        cards = cards.appendAll(s.player(seat).hand());
        if (s.player(seat).assigned() >= 0) {
          cards = cards.append(s.player(seat).assigned());
        }
      }
    }
    return cards.sorted();
  }

  /** §3.2, §2.3: the observer's own cards stay; the others' hands and beginner customers are dealt again. */
  @Test
  void resampleKeepsTheObserversCardsAndRedealsTheRest() {
    LoyangState s = crowded();
    CardNumbers c = Rules.cat(s);
    for (int observer = 0; observer < 3; observer++) {
      Set<Vector<Integer>> hands = new HashSet<>();
      for (long seed = 1; seed <= 6; seed++) {
        LoyangState r = GAME.resample(s, observer, seed);
        GAME.validate(r);
        assertThat(GAME.view(r, observer)).isEqualTo(GAME.view(s, observer));
        assertThat(r.player(observer)).isEqualTo(s.player(observer).withStack(r.player(observer).stack()));
        assertThat(hidden(r, observer)).as("the same cards, dealt again").isEqualTo(hidden(s, observer));
        for (int seat = 0; seat < 3; seat++) {
          Player real = s.player(seat);
          Player dealt = r.player(seat);
          assertThat(dealt.hand()).hasSameSizeAs(real.hand());
          assertThat(dealt.assigned() >= 0).isEqualTo(real.assigned() >= 0);
          if (dealt.assigned() >= 0) {
            assertThat(c.spec(dealt.assigned()).blueDot).isTrue();
          }
          int a = real.stackFirstSet();
          int unknown = real.stack().size() - real.stackKnown();
          assertThat(dealt.stack().take(a).sorted()).isEqualTo(real.stack().take(a).sorted());
          assertThat(dealt.stack().slice(a, unknown).sorted()).isEqualTo(real.stack().slice(a, unknown).sorted());
          assertThat(dealt.stack().drop(unknown)).as("the open bottom stays").isEqualTo(real.stack().drop(unknown));
        }
        hands.add(r.player((observer + 1) % 3).hand());
      }
      assertThat(hands).as("other seeds deal other hands").hasSizeGreaterThan(1);
    }
  }

  /** The same from the view alone: every card the view shows stays where it is, none is dealt twice. */
  @Test
  void resampleFromViewSeesEveryPublicCard() {
    LoyangState s = crowded();
    for (int observer = 0; observer < 3; observer++) {
      LoyangView view = GAME.view(s, observer);
      for (long seed = 1; seed <= 4; seed++) {
        LoyangState r = GAME.resampleFromView(view, seed);
        GAME.validate(r);
        assertThat(GAME.view(r, observer)).isEqualTo(view);
        assertThat(hidden(r, observer)).isEqualTo(hidden(s, observer));
        assertThat(r.player(2).stack().last()).isEqualTo(s.player(2).stack().last());
      }
    }
  }

  /** §4H: the card kept first from an open double pack is public and stays in the pack. */
  @Test
  void theKeptCardOfAnOpenPackStays() {
    LoyangState s = Fixture.twoActing().build();
    Vector<Integer> two = s.draw().take(2);
    LoyangState pack = s.withDraw(s.draw().drop(2))
        .withPhase(((Phase.Acting) s.phase()).withSub(new Phase.Pack(two.tail(), two.head(), -1)));
    GAME.validate(pack);
    for (long seed = 1; seed <= 4; seed++) {
      LoyangState r = GAME.resampleFromView(GAME.view(pack, 1), seed);
      GAME.validate(r);
      assertThat(r.draw()).doesNotContain(two.head());
      assertThat(r.draw().sorted()).isEqualTo(pack.draw().sorted());
    }
  }
}
