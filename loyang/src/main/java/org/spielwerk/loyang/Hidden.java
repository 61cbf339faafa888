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
    CardNumbers c = Rules.cat(s);
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

  /**
   * A position dealt from one seat's view alone: what the view shows stays; the cards the seat cannot
   * see (every action card not on the table, in the discard pile, the courtyard, an open double pack or
   * the seat's own hand) are shuffled and dealt to the other players' hands and beginner customers (those
   * only from the blue-dot cards among them) and the draw pile; every private stack is shuffled within
   * each of its two sets above its openly placed bottom; the random generator is seeded afresh.
   */
  static LoyangState fromView(LoyangView v, long seed) {
    CardNumbers c = ViewChecks.check(v);
    boolean[] seen = seen(v, c);
    List<Integer> pool = new ArrayList<>();
    for (int card = 0; card < seen.length; card++) {
      if (!seen[card]) {
        pool.add(card);
      }
    }
    RandomSource random = Rng.seeded(seed).source();
    Vector<Integer> dots = random.shuffleToVector(Vector.ofAll(pool).filter(i -> c.spec(i).blueDot));
    Vector<Player> players = Vector.empty();
    for (int seat = 0; seat < v.players().size(); seat++) {
      LoyangView.PlayerView p = v.players().get(seat);
      int assigned = p.assigned();
      if (seat != v.observer() && p.hasAssigned()) {
        assigned = dots.head();
        dots = dots.tail();
        pool.remove(Integer.valueOf(assigned));
      }
      Vector<Integer> stack = random.shuffleToVector(p.stackFirstSet())
          .appendAll(random.shuffleToVector(p.stackSecondSet())).appendAll(p.stackKnown());
      players = players.append(new Player(p.cash(), p.loans(), p.space(), p.shop(), p.cart(), p.store(), p.bigStore(),
          p.fields(), stack, p.stackFirstSet().size(), p.stackKnown().size(), p.removed(), p.hand(), assigned,
          p.helpers(), p.stalls(), p.regulars(), p.casuals(), p.done()));
    }
    Vector<Integer> deck = random.shuffleToVector(pool);
    for (int seat = 0; seat < players.size(); seat++) {
      if (seat != v.observer()) {
        int n = v.players().get(seat).handCount();
        players = players.update(seat, players.get(seat).withHand(deck.take(n)));
        deck = deck.drop(n);
      }
    }
    return new LoyangState(v.options(), v.round(), v.phase(), players, deck, v.discard(), v.courtyard(),
        v.firstStart(), v.secondStart(), v.order(), random.toRng());
  }

  /** The action cards the view's seat sees (by number). */
  static boolean[] seen(LoyangView v, CardNumbers c) {
    boolean[] seen = new boolean[c.actionCount];
    v.discard().forEach(x -> see(seen, c, x));
    v.courtyard().forEach(x -> see(seen, c, x));
    Phase.Sub sub = switch (v.phase()) {
      case Phase.Acting a -> a.sub();
      case Phase.Drafting d -> d.sub();
      default -> null;
    };
    while (sub != null && !(sub instanceof Phase.Pack)) {
      sub = switch (sub) {
        case Phase.ShopReset r -> r.resume();
        case Phase.BookkeeperIncome b -> b.resume();
        case Phase.CrierSale cs -> cs.resume();
        default -> null;
      };
    }
    if (sub instanceof Phase.Pack pk) {
      pk.drawn().forEach(x -> see(seen, c, x));
      see(seen, c, pk.top());
    }
    for (LoyangView.PlayerView p : v.players()) {
      p.fields().forEach(x -> see(seen, c, x.card(), x.under()));
      p.helpers().forEach(x -> see(seen, c, x.card(), x.under()));
      p.stalls().forEach(x -> see(seen, c, x.card(), x.under()));
      p.regulars().forEach(x -> see(seen, c, x.card(), x.under()));
      p.casuals().forEach(x -> see(seen, c, x.card(), x.under()));
      p.stackFirstSet().forEach(x -> see(seen, c, x));
      p.stackSecondSet().forEach(x -> see(seen, c, x));
      p.stackKnown().forEach(x -> see(seen, c, x));
      p.hand().forEach(x -> see(seen, c, x));
      see(seen, c, p.assigned());
    }
    return seen;
  }

  private static void see(boolean[] seen, CardNumbers c, int... cards) {
    for (int card : cards) {
      if (c.isAction(card)) {
        seen[card] = true;
      }
    }
  }
}
