package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;
import org.spielwerk.loyang.LoyangEvent.CardDiscarded;
import org.spielwerk.loyang.LoyangEvent.CardPlaced;
import org.spielwerk.loyang.LoyangEvent.CardUncovered;
import org.spielwerk.loyang.LoyangEvent.Reason;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Drafting;
import org.spielwerk.loyang.Phase.Stage;
import org.spielwerk.loyang.Phase.Turn;

/**
 * The round's flow and the display's bookkeeping: setup, harvest, dealing, the end of the draft, the
 * start and end of action phases, placing, uncovering and discarding cards. Pure functions.
 */
final class Rules {
  private Rules() {}

  static final int ROUNDS = 9;
  static final int CASH_LIMIT = 1_000_000;
  static final int GOODS_LIMIT = 10_000;

  static IllegalActionException illegal(String rule, String detail) {
    return new IllegalActionException(rule, detail);
  }

  static CardNumbers cat(LoyangState s) {
    return CardNumbers.of(s.options());
  }

  // ------------------------------------------------------------------ setup (§2)

  /** Setup (§2.1): shuffle, fill shops, stack private fields, beginner cards, deal 4, then sow home fields. */
  static LoyangState setup(LoyangOptions o, int players, long seed) {
    CardNumbers c = CardNumbers.of(o);
    RandomSource random = Rng.seeded(seed).source();
    java.util.List<Integer> deck = new java.util.ArrayList<>();
    for (int i = 0; i < c.actionCount; i++) {
      deck.add(i);
    }
    Vector<Integer> draw = random.shuffleToVector(deck);
    Vector<Integer> assigned = Vector.empty();
    if (o.beginner()) {
      // §2.3: the blue-dot customers are dealt, one each; the rest go back and the pile is shuffled (U21).
      Vector<Integer> dots = random.shuffleToVector(draw.filter(i -> c.spec(i).blueDot));
      assigned = dots.take(players);
      Vector<Integer> back = dots.drop(players);
      draw = random.shuffleToVector(draw.filter(i -> !c.spec(i).blueDot).appendAll(back));
    }
    Vector<Player> seats = Vector.empty();
    for (int seat = 0; seat < players; seat++) {
      java.util.List<Integer> setA = new java.util.ArrayList<>();
      java.util.List<Integer> setB = new java.util.ArrayList<>();
      for (int k = 0; k < c.fieldKinds; k++) {
        int card = c.actionCount + k;
        if (card == c.home) {
          continue;
        }
        int n = c.perPlayer[k];
        for (int j = 0; j < n; j++) {
          (j % 2 == 0 ? setA : setB).add(card);
        }
      }
      Vector<Integer> a = random.shuffleToVector(setA);
      Vector<Integer> b = random.shuffleToVector(setB);
      Vector<Integer> hand = draw.take(4);
      draw = draw.drop(4);
      seats = seats.append(new Player(10, 0, 1, c.startShop, Goods.NONE, Goods.NONE, false,
          Vector.of(Field.empty(c.home)), a.appendAll(b), a.size(), 0, Vector.empty(), hand,
          o.beginner() ? assigned.get(seat) : -1, Vector.empty(), Vector.empty(), Vector.empty(), Vector.empty(),
          false));
    }
    int start = o.startPlayer() >= 0 ? o.startPlayer() : random.nextInt(players);
    return new LoyangState(o, 0, new Phase.SowingHome(start, 0), seats, draw, Vector.empty(), Vector.empty(), start, -1,
        Vector.empty(), random.toRng());
  }

  // ------------------------------------------------------------------ harvest (§3.1)

  /** A new round: each player reveals a field (not in round 9), harvests one good per field, unloads the storehouse. */
  static LoyangState startRound(LoyangState s, int round, EventSink<LoyangEvent> ev) {
    s = s.withRound(round);
    ev.add(new LoyangEvent.RoundBegan(round));
    for (int seat = 0; seat < s.playerCount(); seat++) {
      s = harvest(s, seat, round, ev);
    }
    return nextHarvestTurn(s, -1, ev);
  }

  private static LoyangState harvest(LoyangState s, int seat, int round, EventSink<LoyangEvent> ev) {
    Player p = s.player(seat);
    if (round < ROUNDS && !p.stack().isEmpty()) {
      int card = p.stack().head();
      p = popStack(p, 0);
      p = p.withFields(p.fields().append(Field.empty(card)));
      ev.add(new LoyangEvent.FieldRevealed(seat, face(s, card)));
    }
    Goods got = Goods.NONE;
    Vector<Field> kept = Vector.empty();
    java.util.List<Field> emptied = new java.util.ArrayList<>();
    for (Field f : p.fields()) {
      if (f.count() > 0) {
        got = got.plus(f.good(), 1);
        Field after = f.count() == 1 ? new Field(f.card(), f.under(), null, 0, false)
            : new Field(f.card(), f.under(), f.good(), f.count() - 1, false);
        if (after.count() == 0) {
          emptied.add(f);
          continue;
        }
        kept = kept.append(after);
      } else {
        kept = kept.append(f);
      }
    }
    p = p.withFields(kept).withCart(p.cart().plus(got).plus(p.store())).withStore(Goods.NONE);
    s = s.withPlayer(seat, p);
    ev.add(new LoyangEvent.Harvested(seat, got));
    for (Field f : emptied) {
      s = fieldLeaves(s, seat, f, ev);
    }
    return s;
  }

  /** Removes the card at {@code index} of the private stack, keeping the set and known counts right. */
  static Player popStack(Player p, int index) {
    int size = p.stack().size();
    int firstSet = p.stackFirstSet() > index ? p.stackFirstSet() - 1 : p.stackFirstSet();
    int known = index >= size - p.stackKnown() ? p.stackKnown() - 1 : p.stackKnown();
    return p.withStack(p.stack().removeAt(index)).withStackFirstSet(firstSet).withStackKnown(known);
  }

  /** An emptied field leaves the display: a private field the game, a common field to the discard pile (§3.1). */
  static LoyangState fieldLeaves(LoyangState s, int seat, Field f, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    Player p = s.player(seat);
    boolean common = c.isAction(f.card());
    if (common) {
      s = s.withDiscard(s.discard().append(f.card()));
    } else {
      p = p.withRemoved(p.removed().append(f.card()));
      s = s.withPlayer(seat, p);
    }
    ev.add(new LoyangEvent.FieldCleared(seat, face(s, f.card()), !common));
    return uncover(s, seat, f.under(), ev);
  }

  /** The next player after {@code afterSeat} (clockwise from the First Start Player) who may play a Harvest helper. */
  static LoyangState nextHarvestTurn(LoyangState s, int afterPosition, EventSink<LoyangEvent> ev) {
    int n = s.playerCount();
    for (int i = afterPosition + 1; i < n; i++) {
      int seat = (s.firstStart() + i) % n;
      if (Checks.harvestHelper(s, seat) >= 0 && Checks.harvestAgainFields(s, seat, 0) != 0) {
        return s.withPhase(new Phase.HarvestTurn(seat, false, 0));
      }
    }
    return beginCardPhase(s, ev);
  }

  // ------------------------------------------------------------------ card phase (§3.2)

  /** Refill and deal (§3.2.1), then the draft starts with the First Start Player. */
  static LoyangState beginCardPhase(LoyangState s, EventSink<LoyangEvent> ev) {
    int n = s.playerCount();
    if (s.round() > 1) {
      RandomSource random = s.rng().source();
      Vector<Integer> draw = random.shuffleToVector(s.draw().appendAll(s.discard()));
      int each = Math.min(4, draw.size() / n);
      Vector<Player> players = s.players();
      for (int seat = 0; seat < n; seat++) {
        Vector<Integer> hand = draw.take(each);
        draw = draw.drop(each);
        players = players.update(seat, players.get(seat).withHand(hand));
        ev.add(new LoyangEvent.HandDealt(seat, faces(s, hand)));
      }
      ev.add(new LoyangEvent.CardsDealt(each));
      s = s.withDraw(draw).withDiscard(Vector.empty()).withPlayers(players).withRng(random.toRng());
    }
    Vector<Integer> inDraft = Vector.empty();
    Vector<Integer> left = Vector.empty();
    for (int i = 0; i < n; i++) {
      int seat = (s.firstStart() + i) % n;
      if (s.player(seat).hand().isEmpty()) {
        left = left.append(seat); // U22: a player dealt nothing takes nothing
      } else {
        inDraft = inDraft.append(seat);
      }
    }
    if (inDraft.isEmpty()) {
      return endCardPhase(s.withPhase(new Drafting(s.firstStart(), inDraft, left, false, 0, false, null)), ev);
    }
    return s.withPhase(new Drafting(inDraft.head(), inDraft, left, false, 0, false, null));
  }

  /** The player in turn leaves the draft: leftover hand cards go to the courtyard (§3.2.3 b). */
  static LoyangState leaveDraft(LoyangState s, Drafting d, EventSink<LoyangEvent> ev) {
    int seat = d.seat();
    Player p = s.player(seat);
    s = s.withCourtyard(s.courtyard().appendAll(p.hand())).withPlayer(seat, p.withHand(Vector.empty()));
    for (int card : p.hand()) {
      ev.add(new LoyangEvent.CourtyardAdded(seat, face(s, card), false));
    }
    ev.add(new LoyangEvent.LeftDraft(seat));
    int i = d.inDraft().indexOf(seat);
    Vector<Integer> inDraft = d.inDraft().removeAt(i);
    Vector<Integer> left = d.left().append(seat);
    if (inDraft.isEmpty()) {
      return endCardPhase(s.withPhase(new Drafting(seat, inDraft, left, false, 0, false, null)), ev);
    }
    return s.withPhase(new Drafting(inDraft.get(i % inDraft.size()), inDraft, left, false, 0, false, null));
  }

  /** The next player in the draft after the one in turn put a card into the courtyard. */
  static LoyangState nextInDraft(LoyangState s, Drafting d) {
    int i = d.inDraft().indexOf(d.seat());
    int next = d.inDraft().get((i + 1) % d.inDraft().size());
    return s.withPhase(new Drafting(next, d.inDraft(), d.left(), false, 0, false, null));
  }

  /** End of the card phase (§3.2.6): the courtyard becomes the discard pile; new start players. */
  static LoyangState endCardPhase(LoyangState s, EventSink<LoyangEvent> ev) {
    Drafting d = (Drafting) s.phase();
    Vector<Integer> left = d.left();
    int first = left.last();
    int second = left.size() >= 2 ? left.get(left.size() - 2) : -1;
    s = s.withDiscard(s.discard().appendAll(s.courtyard())).withCourtyard(Vector.empty())
        .withFirstStart(first).withSecondStart(second);
    ev.add(new LoyangEvent.StartPlayers(first, second));
    int n = s.playerCount();
    if (n == 4) {
      return s.withOrder(Vector.empty()).withPhase(new Phase.ChoosingPartner());
    }
    Vector<Integer> order = Vector.of(first);
    if (n >= 2) {
      order = order.append(second);
    }
    if (n == 3) {
      for (int seat = 0; seat < n; seat++) {
        if (!order.contains(seat)) {
          order = order.append(seat);
        }
      }
    }
    return beginActionPhase(s.withOrder(order), ev);
  }

  /** 4 players (§3.3.2, Yucata order): 1 = First SP, 2 = Second SP, 3 = partner of 1, 4 = the other. */
  static LoyangState partnerChosen(LoyangState s, int partner, EventSink<LoyangEvent> ev) {
    int other = -1;
    for (int seat = 0; seat < 4; seat++) {
      if (seat != s.firstStart() && seat != s.secondStart() && seat != partner) {
        other = seat;
      }
    }
    ev.add(new LoyangEvent.PartnerChosen(s.firstStart(), partner));
    return beginActionPhase(s.withOrder(Vector.of(s.firstStart(), s.secondStart(), partner, other)), ev);
  }

  // ------------------------------------------------------------------ action phase (§3.3, §3.4)

  /** Every uncovered regular customer is owed a delivery this round (§6). */
  static LoyangState beginActionPhase(LoyangState s, EventSink<LoyangEvent> ev) {
    Vector<Player> players = s.players();
    for (int seat = 0; seat < players.size(); seat++) {
      Player p = players.get(seat);
      players = players.update(seat, p.withDone(false).withRegulars(p.regulars().map(
          r -> new Regular(r.card(), r.under(), r.rows(), r.red(), 0, false, true))));
    }
    return s.withPlayers(players).withPhase(new Acting(0, Stage.ACTIONS, 0, Turn.NONE, null));
  }

  /** Storing (§3.4): goods move to the storehouse by themselves when no decision is left. */
  static LoyangState maybeStore(LoyangState s, Acting a, EventSink<LoyangEvent> ev) {
    int seat = s.toMove();
    Player p = s.player(seat);
    if (p.cart().total() > p.capacity() || Checks.flipOffered(s, seat)) {
      return s.withPhase(new Acting(a.turn(), Stage.STORING, 0, a.flags(), null));
    }
    return store(s, a, ev);
  }

  static LoyangState store(LoyangState s, Acting a, EventSink<LoyangEvent> ev) {
    int seat = s.toMove();
    Player p = s.player(seat);
    ev.add(new LoyangEvent.Stored(seat, p.cart(), Goods.NONE));
    s = s.withPlayer(seat, p.withStore(p.store().plus(p.cart())).withCart(Goods.NONE));
    return s.withPhase(new Acting(a.turn(), Stage.ADVANCING, 0, a.flags(), null));
  }

  /** The player's action phase is over: the next player acts, or the round ends (§3.3, §12). */
  static LoyangState endTurn(LoyangState s, Acting a, EventSink<LoyangEvent> ev) {
    int seat = s.toMove();
    Player p = s.player(seat);
    s = s.withPlayer(seat, p.withDone(true).withFields(p.fields().map(
        f -> f.fresh() ? new Field(f.card(), f.under(), f.good(), f.count(), false) : f)));
    if (a.turn() + 1 < s.order().size()) {
      return s.withPhase(new Acting(a.turn() + 1, Stage.ACTIONS, 0, Turn.NONE, null));
    }
    if (s.round() >= ROUNDS) {
      s = s.withPhase(new Phase.GameOver());
      ev.add(new LoyangEvent.GameEnded(Vector.ofAll(Scoring.scores(s))));
      return s;
    }
    return startRound(s, s.round() + 1, ev);
  }

  // ------------------------------------------------------------------ the display (§5)

  /**
   * Places an action card in a player's display with its placement effects (§3.2.2): a stall is filled,
   * a regular customer gets a blue marker and is owed this round unless the owner's action phase is over.
   */
  static LoyangState place(LoyangState s, int seat, int card, int under, EventSink<LoyangEvent> ev) {
    CardNumbers.Spec spec = cat(s).spec(card);
    Player p = s.player(seat);
    p = switch (spec.kind) {
      case FIELD -> p.withFields(p.fields().append(new Field(card, under, null, 0, false)));
      case STALL -> p.withStalls(p.stalls().append(new Stall(card, under, spec.stock)));
      case REGULAR -> p.withRegulars(p.regulars().append(new Regular(card, under, 0, false, 0, false, !p.done())));
      case CASUAL -> p.withCasuals(p.casuals().append(new Casual(card, under)));
      case HELPER -> p.withHelpers(p.helpers().append(new HelperCard(card, under, s.round())));
    };
    ev.add(new CardPlaced(seat, face(s, card), under >= 0 ? face(s, under) : null));
    return s.withPlayer(seat, p);
  }

  /** A double pack's bottom card moves to its own row at once when the top card leaves (§5). */
  static LoyangState uncover(LoyangState s, int seat, int under, EventSink<LoyangEvent> ev) {
    if (under < 0) {
      return s;
    }
    ev.add(new CardUncovered(seat, face(s, under)));
    return place(s, seat, under, -1, ev);
  }

  static LoyangState toDiscard(LoyangState s, int seat, int card, EventSink<LoyangEvent> ev) {
    ev.add(new CardDiscarded(seat, face(s, card)));
    return s.withDiscard(s.discard().append(card));
  }

  /** A helper leaves the display for the discard pile (played or discarded, §4E), uncovering its bottom card. */
  static LoyangState discardHelper(LoyangState s, int seat, int index, EventSink<LoyangEvent> ev) {
    Player p = s.player(seat);
    HelperCard h = p.helpers().get(index);
    s = s.withPlayer(seat, p.withHelpers(p.helpers().removeAt(index)));
    s = toDiscard(s, seat, h.card(), ev);
    return uncover(s, seat, h.under(), ev);
  }

  /** Takes a stall good; an emptied stall goes to the discard pile at once (§4D). */
  static LoyangState takeFromStall(LoyangState s, int owner, int index, Good good, EventSink<LoyangEvent> ev) {
    Player p = s.player(owner);
    Stall st = p.stalls().get(index);
    Goods left = st.goods().plus(good, -1);
    if (left.total() > 0) {
      return s.withPlayer(owner, p.withStalls(p.stalls().update(index, new Stall(st.card(), st.under(), left))));
    }
    s = s.withPlayer(owner, p.withStalls(p.stalls().removeAt(index)));
    s = toDiscard(s, owner, st.card(), ev);
    return uncover(s, owner, st.under(), ev);
  }

  /** Draws a card for the double pack; an empty draw pile takes the discard pile at once (§4H, §11). */
  static LoyangState drawPack(LoyangState s, int seat, EventSink<LoyangEvent> ev) {
    Vector<Integer> drawn = Vector.empty();
    for (int i = 0; i < 2; i++) {
      if (s.draw().isEmpty() && !s.discard().isEmpty()) {
        RandomSource random = s.rng().source();
        ev.add(new LoyangEvent.Reshuffled(s.discard().size()));
        s = s.withDraw(random.shuffleToVector(s.discard())).withDiscard(Vector.empty()).withRng(random.toRng());
      }
      if (!s.draw().isEmpty()) {
        drawn = drawn.append(s.draw().head());
        s = s.withDraw(s.draw().tail());
      }
    }
    ev.add(new LoyangEvent.PackDrawn(seat, faces(s, drawn)));
    return s.withPhase(((Acting) s.phase()).withSub(new Phase.Pack(drawn, -1, -1)));
  }

  /** Cash paid to the supply or another player. */
  static LoyangState pay(LoyangState s, int seat, int amount, int to, Reason reason, EventSink<LoyangEvent> ev) {
    if (amount == 0) {
      return s;
    }
    s = s.withPlayer(seat, s.player(seat).earn(-amount));
    if (to >= 0) {
      s = s.withPlayer(to, s.player(to).earn(amount));
    }
    ev.add(new LoyangEvent.Paid(seat, amount, to, reason));
    return s;
  }

  static LoyangState earn(LoyangState s, int seat, int amount, Reason reason, EventSink<LoyangEvent> ev) {
    if (amount == 0) {
      return s;
    }
    ev.add(new LoyangEvent.Earned(seat, amount, reason));
    return s.withPlayer(seat, s.player(seat).earn(amount));
  }

  /** A card's face from the game's own tables, for events. */
  static CardFace face(LoyangState s, int card) {
    return cat(s).face(card);
  }

  static Vector<CardFace> faces(LoyangState s, Vector<Integer> cards) {
    CardNumbers c = cat(s);
    return cards.map(c::face);
  }
}
