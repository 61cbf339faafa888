package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;

/** Resampling (for search): re-deals every card the observer cannot see and replaces the random generator. */
final class Hidden {
  private Hidden() {}

  /**
   * The other players' hands, their beginner customers and the draw pile are dealt again from the cards
   * among them (beginner customers only from the blue-dot cards among them); every private stack, the
   * observer's own included, is shuffled within each of its two sets; the openly placed bottom of a stack
   * stays. Sizes stay.
   */
  static LoyangState resample(LoyangState s, int observer, long seed) {
    Catalogue c = Rules.cat(s);
    RandomSource random = Rng.seeded(seed).source();
    List<Integer> pool = new ArrayList<>(s.draw().asJava());
    for (int seat = 0; seat < s.playerCount(); seat++) {
      if (seat != observer) {
        pool.addAll(s.player(seat).hand().asJava());
        if (s.player(seat).assigned() >= 0) {
          pool.add(s.player(seat).assigned());
        }
      }
    }
    Vector<Integer> dots = random.shuffleToVector(Vector.ofAll(pool).filter(i -> c.spec(i).blueDot));
    Vector<Player> players = s.players();
    for (int seat = 0; seat < s.playerCount(); seat++) {
      if (seat != observer && players.get(seat).assigned() >= 0) {
        int card = dots.head();
        dots = dots.tail();
        pool.remove(Integer.valueOf(card));
        players = players.update(seat, players.get(seat).withAssigned(card));
      }
    }
    Vector<Integer> deck = random.shuffleToVector(pool);
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Player p = players.get(seat);
      if (seat != observer) {
        int n = p.hand().size();
        p = p.withHand(deck.take(n));
        deck = deck.drop(n);
      }
      int a = p.stackFirstSet();
      int unknown = p.stack().size() - p.stackKnown();
      Vector<Integer> stack = random.shuffleToVector(p.stack().take(a))
          .appendAll(random.shuffleToVector(p.stack().slice(a, unknown))).appendAll(p.stack().drop(unknown));
      players = players.update(seat, p.withStack(stack));
    }
    return s.withPlayers(players).withDraw(deck).withRng(random.toRng());
  }
}
