package org.spielwerk.loyang;

import io.vavr.collection.Vector;

/**
 * What one seat sees: everything on the table except the other players' hands and assigned beginner
 * customers, the order of every private stack (only what each of its two sets still holds is known) and
 * the draw pile (only its size).
 *
 * @param observer the seat this view is for
 * @param options the setup options
 * @param round the round
 * @param phase where the round stands (public)
 * @param players every player's board as this seat sees it
 * @param drawCount cards in the draw pile
 * @param discard the face-up discard pile
 * @param courtyard the courtyard
 * @param firstStart the First Start Player
 * @param secondStart the Second Start Player, or -1
 * @param order this round's action phase order
 */
public record LoyangView(int observer, LoyangOptions options, int round, Phase phase, Vector<PlayerView> players,
    int drawCount, Vector<Integer> discard, Vector<Integer> courtyard, int firstStart, int secondStart,
    Vector<Integer> order) {

  /**
   * One player's board.
   *
   * @param stackFirstSet what the first set of the private stack still holds, sorted (order unknown)
   * @param stackSecondSet what the second set still holds, sorted
   * @param stackKnown the fields put under the stack openly, in order
   * @param hand the hand: the observer's own only, otherwise empty
   * @param handCount cards in the hand
   * @param assigned the beginner customer: the observer's own only, otherwise -1
   * @param hasAssigned whether the player still holds a beginner customer
   */
  public record PlayerView(int cash, int loans, int space, Goods shop, Goods cart, Goods store, boolean bigStore,
      Vector<Field> fields, Vector<Integer> stackFirstSet, Vector<Integer> stackSecondSet, Vector<Integer> stackKnown,
      Vector<Integer> removed, Vector<Integer> hand, int handCount, int assigned, boolean hasAssigned,
      Vector<HelperCard> helpers, Vector<Stall> stalls, Vector<Regular> regulars, Vector<Casual> casuals,
      boolean done) {}

  static LoyangView of(LoyangState s, int observer) {
    Vector<PlayerView> players = Vector.empty();
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Player p = s.player(seat);
      boolean own = seat == observer;
      int a = p.stackFirstSet();
      int unknown = p.stack().size() - p.stackKnown();
      players = players.append(new PlayerView(p.cash(), p.loans(), p.space(), p.shop(), p.cart(), p.store(),
          p.bigStore(), p.fields(), p.stack().take(a).sorted(), p.stack().slice(a, unknown).sorted(),
          p.stack().drop(unknown), p.removed(), own ? p.hand() : Vector.empty(), p.hand().size(),
          own ? p.assigned() : -1, p.assigned() >= 0, p.helpers(), p.stalls(), p.regulars(), p.casuals(), p.done()));
    }
    return new LoyangView(observer, s.options(), s.round(), s.phase(), players, s.draw().size(), s.discard(),
        s.courtyard(), s.firstStart(), s.secondStart(), s.order());
  }
}
