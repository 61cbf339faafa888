package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.spielwerk.core.EventSink;

/**
 * A small fluent builder of positions for tests, rulebook examples and embedders: start from a real
 * setup, jump to a phase, and move named cards into hands, the courtyard, the draw pile or a display.
 * Cards are named by their table id ({@code "RC-TC"}, {@code "TRADER"}, {@code "F3"}); each call takes a
 * copy from the piles and hands, so that every card stays in exactly one place. Check the result with
 * {@link Loyang#validate}.
 */
public final class LoyangPositions {
  private LoyangState s;

  private LoyangPositions(LoyangState s) {
    this.s = s;
  }

  /** A position to change. */
  public static LoyangPositions of(LoyangState state) {
    return new LoyangPositions(state);
  }

  /**
   * A game after setup with the home fields sown (seat i sows wheat, pumpkin, turnip, wheat by seat
   * order) and round 1's harvest done: the draft of round 1 is about to start, or a harvest turn.
   */
  public static LoyangPositions afterSetup(LoyangOptions options, int players, long seed) {
    Loyang game = new Loyang();
    LoyangState s = game.setup(options.withStartPlayer(0), players, seed);
    Good[] choice = {Good.WHEAT, Good.PUMPKIN, Good.TURNIP, Good.WHEAT};
    for (int i = 0; i < players; i++) {
      s = game.play(s, new LoyangAction.SowHome(choice[i]));
    }
    return new LoyangPositions(s);
  }

  /**
   * Ends the card phase at once (hands and courtyard go to the discard pile) and starts the action
   * phase with the given order: the first seat is First Start Player, the second Second Start Player.
   */
  public LoyangPositions actionPhase(int... order) {
    Vector<Integer> discard = s.discard().appendAll(s.courtyard());
    Vector<Player> players = s.players();
    for (int seat = 0; seat < players.size(); seat++) {
      discard = discard.appendAll(players.get(seat).hand());
      players = players.update(seat, players.get(seat).withHand(Vector.empty()));
    }
    s = s.withDiscard(discard).withCourtyard(Vector.empty()).withPlayers(players)
        .withOrder(Vector.ofAll(java.util.Arrays.stream(order).boxed().toList()))
        .withFirstStart(order[0]).withSecondStart(order[1]);
    s = Rules.beginActionPhase(s, EventSink.ignore());
    return this;
  }

  /** Sets the round (1..9). */
  public LoyangPositions round(int round) {
    s = s.withRound(round);
    return this;
  }

  /** Changes one player. */
  public LoyangPositions player(int seat, UnaryOperator<Player> change) {
    s = s.withPlayer(seat, change.apply(s.player(seat)));
    return this;
  }

  /** Changes the state. */
  public LoyangPositions state(UnaryOperator<LoyangState> change) {
    s = change.apply(s);
    return this;
  }

  public LoyangPositions cash(int seat, int cash) {
    return player(seat, p -> p.withCash(cash));
  }

  public LoyangPositions cart(int seat, Goods goods) {
    return player(seat, p -> p.withCart(goods));
  }

  public LoyangPositions shop(int seat, Goods goods) {
    return player(seat, p -> p.withShop(goods));
  }

  /** The number of the first copy of a card id in the game's tables. */
  public int card(String id) {
    CardNumbers c = Rules.cat(s);
    for (int i = 0; i < c.specs.length; i++) {
      if (c.specs[i].id.equals(id)) {
        return i;
      }
    }
    throw new IllegalArgumentException("no card " + id);
  }

  /** Takes a copy of a card from the draw pile, discard pile, courtyard, hands or beginner cards. */
  private int take(String id) {
    CardNumbers c = Rules.cat(s);
    for (int i = 0; i < c.actionCount; i++) {
      if (!c.specs[i].id.equals(id)) {
        continue;
      }
      final int card = i;
      if (s.draw().contains(card)) {
        s = s.withDraw(s.draw().remove(card));
        return card;
      }
      if (s.discard().contains(card)) {
        s = s.withDiscard(s.discard().remove(card));
        return card;
      }
      if (s.courtyard().contains(card)) {
        s = s.withCourtyard(s.courtyard().remove(card));
        return card;
      }
      for (int seat = 0; seat < s.playerCount(); seat++) {
        Player p = s.player(seat);
        if (p.hand().contains(card)) {
          s = s.withPlayer(seat, p.withHand(p.hand().remove(card)));
          return card;
        }
        if (p.assigned() == card) {
          s = s.withPlayer(seat, p.withAssigned(-1));
          return card;
        }
      }
    }
    throw new IllegalArgumentException("no free copy of " + id + " in the piles or hands");
  }

  /** Places a card in a player's display as the rules place it (a stall filled, a customer owed). */
  public LoyangPositions give(int seat, String id) {
    int card = take(id);
    s = Rules.place(s, seat, card, -1, EventSink.ignore());
    return this;
  }

  /** Places a double pack: {@code top} covering {@code under}. */
  public LoyangPositions givePack(int seat, String top, String under) {
    int t = take(top);
    int u = take(under);
    s = Rules.place(s, seat, t, u, EventSink.ignore());
    return this;
  }

  /**
   * Adds a field to a player's display sown with {@code count} goods (0 for empty): a private field
   * kind ({@code "F3"}) comes from the player's stack, a common field ({@code "CF4"}) from the piles.
   */
  public LoyangPositions field(int seat, String id, Good good, int count) {
    CardNumbers c = Rules.cat(s);
    int kind = card(id);
    int card;
    Player p = s.player(seat);
    if (c.isAction(kind)) {
      card = take(id);
      p = s.player(seat);
    } else {
      int at = p.stack().indexOf(kind);
      if (at < 0) {
        throw new IllegalArgumentException("no " + id + " left in the private stack of seat " + seat);
      }
      p = Rules.popStack(p, at);
      card = kind;
    }
    Field f = new Field(card, -1, count == 0 ? null : good, count, false);
    s = s.withPlayer(seat, p.withFields(p.fields().append(f)));
    return this;
  }

  /** Sets the goods of a player's field at a position. */
  public LoyangPositions sown(int seat, int field, Good good, int count) {
    return player(seat, p -> {
      Field f = p.fields().get(field);
      return p.withFields(p.fields().update(field, new Field(f.card(), f.under(), count == 0 ? null : good, count,
          f.fresh())));
    });
  }

  /** Puts cards into a player's hand. */
  public LoyangPositions hand(int seat, String... ids) {
    List<Integer> cards = new ArrayList<>();
    for (String id : ids) {
      cards.add(take(id));
    }
    return player(seat, p -> p.withHand(p.hand().appendAll(cards)));
  }

  /** Puts cards into the courtyard. */
  public LoyangPositions courtyard(String... ids) {
    for (String id : ids) {
      int card = take(id);
      s = s.withCourtyard(s.courtyard().append(card));
    }
    return this;
  }

  /** Puts cards on top of the draw pile, the first named on top. */
  public LoyangPositions drawTop(String... ids) {
    for (int i = ids.length - 1; i >= 0; i--) {
      int card = take(ids[i]);
      s = s.withDraw(s.draw().prepend(card));
    }
    return this;
  }

  /** Moves every card of the draw pile to the discard pile (e.g. to test a reshuffle). */
  public LoyangPositions emptyDrawPile() {
    s = s.withDiscard(s.discard().appendAll(s.draw())).withDraw(Vector.empty());
    return this;
  }

  /** The position. */
  public LoyangState build() {
    return s;
  }
}
