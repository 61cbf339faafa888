package org.spielwerk.portroyal;

import io.vavr.collection.Vector;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;

/**
 * Checks that a position adds up (hand-built or read from JSON): options playable, every part
 * present, every counter within the range the rules allow, every card of the game in exactly one
 * place, derived values equal to their sources, phases and cubes consistent, the end triggered once
 * a player holds the target. A position that passes has a legal action for the seat to move and
 * ends within {@link PortRoyal#MAX_ACTIONS}. Heavy: for {@link PortRoyal#validate} and tests, never
 * in the hot path.
 */
final class Validation {
  private Validation() {}

  /**
   * The largest shuffle count (rebuilds of the draw pile): each rebuild needs at least one action, so no game
   * within the engine's bound on actions gets further.
   */
  static final int MAX_SHUFFLES = PortRoyal.MAX_ACTIONS;

  private static InvalidPositionException invalid(String field, String detail) {
    return new InvalidPositionException(field, detail);
  }

  private static void present(Object part, String field) {
    if (part == null) {
      throw invalid(field, "missing");
    }
  }

  static void validate(PortRoyalState s, PortRoyal game) {
    present(s.options(), "options");
    present(s.players(), "players");
    present(s.phase(), "phase");
    present(s.chances(), "chances");
    present(s.draw(), "draw");
    present(s.discard(), "discard");
    present(s.harbor(), "harbor");
    present(s.expeditionRow(), "expeditionRow");
    present(s.contracts(), "contracts");
    present(s.rng(), "rng");
    int n = s.playerCount();
    if (n < 2 || n > 5) {
      throw invalid("players", "2 to 5 players, not " + n);
    }
    options(s.options(), n);
    CardTable t = game.table(s.options());
    seat("startPlayer", s.startPlayer(), n);
    seat("active", s.active(), n);
    if (s.shuffles() < 0 || s.shuffles() > MAX_SHUFFLES) {
      throw invalid("shuffles", "0 to " + MAX_SHUFFLES + " rebuilds of the draw pile, not " + s.shuffles());
    }
    for (int seat = 0; seat < n; seat++) {
      playerParts(s.player(seat), "players[" + seat + "]");
    }
    contractParts(s.contracts(), n);
    validatePhase(s, t, n);
    components(s, t, n);
    places(s, t);
    players(s, t, n);
    contracts(s, n);
    end(s, n);
  }

  /**
   * The parts of a view that dealing from it reads, checked before anything is dealt: present, seats and
   * counters in range, each coin's shuffle one that happened, and each shuffle's unseen cards exactly as many
   * as its coins and (for the current shuffle) the draw pile hold. Whatever else must add up is checked on
   * the dealt position by {@link #validate} and by comparing its view with this one ({@link #sameView}).
   */
  static void viewParts(PortRoyalView v) {
    present(v.options(), "options");
    present(v.players(), "players");
    present(v.phase(), "phase");
    present(v.chances(), "chances");
    present(v.discard(), "discard");
    present(v.harbor(), "harbor");
    present(v.expeditionRow(), "expeditionRow");
    present(v.contracts(), "contracts");
    present(v.unseen(), "unseen");
    int n = v.players().size();
    if (n < 2 || n > 5) {
      throw invalid("players", "2 to 5 players, not " + n);
    }
    seat("observer", v.observer(), n);
    if (v.shuffles() < 0 || v.shuffles() > MAX_SHUFFLES) {
      throw invalid("shuffles", "0 to " + MAX_SHUFFLES + " rebuilds of the draw pile, not " + v.shuffles());
    }
    if (v.unseen().size() != v.shuffles() + 1) {
      throw invalid("unseen", "one bag of unseen cards per draw pile (" + (v.shuffles() + 1) + "), not "
          + v.unseen().size());
    }
    if (v.drawCount() < 0) {
      throw invalid("drawCount", "a draw pile of " + v.drawCount() + " cards");
    }
    long[] faceDown = new long[v.shuffles() + 1];
    faceDown[v.shuffles()] = v.drawCount();
    for (int seat = 0; seat < n; seat++) {
      PortRoyalView.PlayerView p = v.players().get(seat);
      String field = "players[" + seat + "]";
      present(p, field);
      present(p.coinShuffles(), field + ".coinShuffles");
      present(p.display(), field + ".display");
      present(p.tucked(), field + ".tucked");
      present(p.kept(), field + ".kept");
      if (p.coins() != p.coinShuffles().size()) {
        throw invalid(field + ".coins", p.coins() + " coins, but " + p.coinShuffles().size() + " coin shuffles");
      }
      for (Integer shuffle : p.coinShuffles()) {
        if (shuffle == null || shuffle < 0 || shuffle > v.shuffles()) {
          throw invalid(field + ".coinShuffles", "a coin from shuffle " + shuffle + " with shuffles 0 to " + v.shuffles());
        }
        faceDown[shuffle]++;
      }
    }
    for (int e = 0; e <= v.shuffles(); e++) {
      CardBag bag = v.unseen().get(e);
      present(bag, "unseen[" + e + "]");
      if (bag.size() != faceDown[e]) {
        throw invalid("unseen[" + e + "]", bag.size() + " unseen cards of shuffle " + e + ", but its coins"
            + (e == v.shuffles() ? " and the draw pile" : "") + " hold " + faceDown[e]);
      }
    }
  }

  /** The position dealt from a view shows its observer exactly that view; else names the first part that differs. */
  static void sameView(PortRoyalView given, PortRoyalView dealt) {
    for (java.lang.reflect.RecordComponent part : PortRoyalView.class.getRecordComponents()) {
      Object a;
      Object b;
      try {
        a = part.getAccessor().invoke(given);
        b = part.getAccessor().invoke(dealt);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
      if (!java.util.Objects.equals(a, b)) {
        throw invalid(part.getName(), "the view does not add up: a position with these parts shows " + b
            + ", the view says " + a);
      }
    }
  }

  /** The options' own check (setup's), reported as a field of the position. */
  private static void options(PortRoyalOptions o, int n) {
    try {
      o.check(n);
      CardTable.of(o.cardTable(), o.contractRows());
    } catch (InvalidSetupException e) {
      throw invalid(e.field().equals("options") ? "options" : "options." + e.field(), e.getMessage());
    }
  }

  private static void seat(String field, int seat, int n) {
    if (seat < 0 || seat >= n) {
      throw invalid(field, "no seat " + seat + " with " + n + " players");
    }
  }

  private static void playerParts(PortRoyalPlayer p, String field) {
    present(p, field);
    present(p.coins(), field + ".coins");
    present(p.display(), field + ".display");
    present(p.tucked(), field + ".tucked");
    present(p.kept(), field + ".kept");
    for (Coin coin : p.coins()) {
      present(coin, field + ".coins");
    }
  }

  private static void validatePhase(PortRoyalState s, CardTable t, int n) {
    switch (s.phase()) {
      case Phase.Discover d -> discover(d, s, "phase");
      case Phase.RepelOrAccept r -> {
        present(r.ship(), "phase.ship");
        present(r.discover(), "phase.discover");
        discover(r.discover(), s, "phase.discover");
        Card ship = r.ship();
        if (!ship.isShip()) {
          throw invalid("phase.ship", "only a ship can be repelled or accepted: " + ship);
        }
        // §4.1: the choice waits only for a ship the active player can repel (others are accepted)
        if (t.skull(ship) || Scoring.swords(t, s.player(s.active())) < t.swords(ship)) {
          throw invalid("phase.ship", "the active player cannot repel " + ship + " (§4.1): it is accepted at once");
        }
        boolean duplicate = s.harbor().toList().exists(c -> c.isShip() && c.colour() == ship.colour());
        if (s.options().mustRepelDuplicates() && duplicate) {
          throw invalid("phase.ship", ship + " must be repelled (Audit Q1 b): no choice waits");
        }
      }
      case Phase.TradeAndHire th -> slot(th, s, n, "phase");
      case Phase.GiftRecipient g -> {
        present(g.slot(), "phase.slot");
        seat("phase.giver", g.giver(), n);
        slot(g.slot(), s, n, "phase.slot");
        if (g.slot().seat() != g.giver()) {
          throw invalid("phase.giver", "the gift's giver is the player whose slot it is");
        }
      }
      case Phase.TurnOver x -> {
        reshuffles(x.reshuffles(), s, "phase.reshuffles");
        if (s.chances().isEmpty()) {
          throw invalid("phase", "a turn waits only for contract chances");
        }
      }
      case Phase.GameOver x -> {
        if (!s.chances().isEmpty()) {
          throw invalid("chances", "no chances after the game");
        }
        if (!s.endTriggered()) {
          throw invalid("endTriggered", "the game ends only once its end was triggered (§6)");
        }
      }
    }
    for (ContractChance ch : s.chances()) {
      present(ch, "chances");
      seat("chances.seat", ch.seat(), n);
      if (ch.contracts() == null || ch.contracts().isEmpty()) {
        throw invalid("chances.contracts", "a chance without contracts");
      }
      for (Contract c : ch.contracts()) {
        present(c, "chances.contracts");
        if (!c.momentary() && c != Contract.C_PIRATENPACK) {
          throw invalid("chances.contracts", c + " is not a momentary contract");
        }
        if (!s.contracts().exists(cs -> cs != null && cs.contract() == c)) {
          throw invalid("chances.contracts", c + " does not lie face up");
        }
      }
      if (ch.contracts().distinct().size() != ch.contracts().size()) {
        throw invalid("chances.contracts", "a contract offered twice in one chance");
      }
    }
  }

  private static void discover(Phase.Discover d, PortRoyalState s, String field) {
    if (d.cards() < 0 || d.cards() > PortRoyal.MAX_ACTIONS) {
      throw invalid(field + ".cards", "0 to " + PortRoyal.MAX_ACTIONS + " cards revealed in a turn, not " + d.cards());
    }
    reshuffles(d.reshuffles(), s, field + ".reshuffles");
  }

  /** Y4's count of a Discover phase: never more than all rebuilds of the game. */
  private static void reshuffles(int reshuffles, PortRoyalState s, String field) {
    if (reshuffles < 0 || reshuffles > s.shuffles()) {
      throw invalid(field, "0 to " + s.shuffles() + " rebuilds (the shuffles), not " + reshuffles);
    }
  }

  /**
   * §4.4: the slot's seat follows from the active player; the cards left are at most the allowance
   * (3) plus one per person that adds cards (Governors, Clerks), taken at most the cards of the game.
   */
  private static void slot(Phase.TradeAndHire th, PortRoyalState s, int n, String field) {
    if (th.slot() < 0 || th.slot() >= n) {
      throw invalid(field + ".slot", "slot 0 to " + (n - 1) + ", not " + th.slot());
    }
    if (th.seat() != (s.active() + th.slot()) % n) {
      throw invalid(field + ".seat", "slot " + th.slot() + " belongs to seat " + (s.active() + th.slot()) % n);
    }
    int most = 3 + s.player(th.seat()).display().size();
    if (th.allowance() < 0 || th.allowance() > most) {
      throw invalid(field + ".allowance", "0 to " + most + " cards left, not " + th.allowance());
    }
    if (th.taken() < 0 || th.taken() > most) {
      throw invalid(field + ".taken", "0 to " + most + " cards taken, not " + th.taken());
    }
  }

  /** Component integrity: every card of the game in exactly one place, as many as the table has. */
  private static void components(PortRoyalState s, CardTable t, int n) {
    CardBag expected = t.components(s.options().expansionCards(), s.options().unterwegsCards());
    Card fivePlayer = t.canonical(Card.EXP_5P_ANCHOR_CROSS_HOUSE);
    if (n < 5) {
      expected = expected.minus(fivePlayer, expected.count(fivePlayer));
    }
    long[] found = new long[Card.VALUES.length];
    for (Card card : s.draw()) {
      present(card, "draw");
      found[card.ordinal()]++;
    }
    add(found, s.discard());
    add(found, s.harbor());
    add(found, s.expeditionRow());
    if (s.phase() instanceof Phase.RepelOrAccept r) {
      found[r.ship().ordinal()]++;
    }
    for (PortRoyalPlayer p : s.players()) {
      for (Coin coin : p.coins()) {
        found[coin.card().ordinal()]++;
      }
      add(found, p.display());
      add(found, p.tucked());
      add(found, p.kept());
    }
    StringBuilder difference = new StringBuilder();
    for (Card card : Card.VALUES) {
      if (expected.count(card) != found[card.ordinal()]) {
        difference.append(' ').append(card).append(' ').append(found[card.ordinal()]).append(" instead of ")
            .append(expected.count(card));
      }
    }
    if (!difference.isEmpty()) {
      throw invalid("cards", "component integrity: every card of the game in exactly one place;" + difference);
    }
  }

  private static void add(long[] found, CardBag bag) {
    for (int o = bag.first(); o >= 0; o = bag.next(o)) {
      found[o] += bag.count(o);
    }
  }

  /** What may lie where. */
  private static void places(PortRoyalState s, CardTable t) {
    for (Card card : s.draw()) {
      canonical("draw", card, t);
    }
    Card fivePlayer = t.canonical(Card.EXP_5P_ANCHOR_CROSS_HOUSE);
    if (s.draw().contains(fivePlayer) || s.discard().contains(fivePlayer)) {
      throw invalid("draw", "the 5-player expedition has no coin on its back and is never shuffled in");
    }
    int colours = 0;
    for (int o = s.harbor().first(); o >= 0; o = s.harbor().next(o)) {
      Card card = Card.VALUES[o];
      canonical("harbor", card, t);
      if (!card.isShip() && !card.isPerson()) {
        throw invalid("harbor", "only ships and persons lie in the harbour, not " + card);
      }
      if (card.isShip()) {
        int bit = 1 << card.colour().ordinal();
        if ((colours & bit) != 0 || s.harbor().count(o) > 1) {
          throw invalid("harbor", "two ships of colour " + card.colour() + " in the harbour: that is a bust (§4.2)");
        }
        colours |= bit;
      }
    }
    for (int o = s.expeditionRow().first(); o >= 0; o = s.expeditionRow().next(o)) {
      if (Card.VALUES[o].kind() != Kind.EXPEDITION) {
        throw invalid("expeditionRow", "only expeditions lie in the row, not " + Card.VALUES[o]);
      }
      canonical("expeditionRow", Card.VALUES[o], t);
    }
    for (int o = s.discard().first(); o >= 0; o = s.discard().next(o)) {
      canonical("discard", Card.VALUES[o], t);
    }
    if (s.phase() instanceof Phase.RepelOrAccept r) {
      canonical("phase.ship", r.ship(), t);
    }
  }

  private static void canonical(String field, Card card, CardTable t) {
    if (t.canonical(card) != card) {
      throw invalid(field, card + " is played as " + t.canonical(card) + " (identical cards are one value)");
    }
  }

  private static void players(PortRoyalState s, CardTable t, int n) {
    for (int seat = 0; seat < n; seat++) {
      PortRoyalPlayer p = s.player(seat);
      String field = "players[" + seat + "]";
      for (Coin coin : p.coins()) {
        if (coin.shuffle() > s.shuffles()) {
          throw invalid(field + ".coins", "a coin from shuffle " + coin.shuffle() + " after " + s.shuffles() + " reshuffles");
        }
        if (t.canonical(coin.card()) != coin.card() || coin.card().fivePlayer()) {
          throw invalid(field + ".coins", coin.card() + " cannot be a coin");
        }
      }
      for (int o = p.display().first(); o >= 0; o = p.display().next(o)) {
        Card card = Card.VALUES[o];
        canonical(field + ".display", card, t);
        if (!card.isPerson() && card.kind() != Kind.EXPEDITION) {
          throw invalid(field + ".display", "a display holds persons and expeditions, not " + card);
        }
      }
      for (int o = p.tucked().first(); o >= 0; o = p.tucked().next(o)) {
        canonical(field + ".tucked", Card.VALUES[o], t);
        if (!Card.VALUES[o].isShip()) {
          throw invalid(field + ".tucked", "only ships are tucked, not " + Card.VALUES[o]);
        }
      }
      int keptColours = 0;
      for (int o = p.kept().first(); o >= 0; o = p.kept().next(o)) {
        Card card = Card.VALUES[o];
        canonical(field + ".kept", card, t);
        int bit = card.isShip() ? 1 << card.colour().ordinal() : 0;
        if (bit == 0 || (keptColours & bit) != 0 || p.kept().count(o) > 1) {
          throw invalid(field + ".kept", "Piratenpack keeps one repelled ship per colour (§10.5.10): " + p.kept());
        }
        keptColours |= bit;
      }
      int swords = Scoring.swords(t, p);
      if (p.swords() != swords) {
        throw invalid(field + ".swords", p.swords() + " swords, but the display has " + swords);
      }
      int influence = Scoring.influence(t, p, Scoring.contractsCompleted(s, seat));
      if (p.influence() != influence) {
        throw invalid(field + ".influence", p.influence() + " influence, but its sources sum to " + influence);
      }
    }
  }

  /** Every contract's parts, checked before the players, whose scores read the contracts. */
  private static void contractParts(Vector<ContractState> contracts, int n) {
    for (ContractState cs : contracts) {
      present(cs, "contracts");
      present(cs.contract(), "contracts.contract");
      if (cs.progress() == null || cs.progress().size() != n || cs.progress().contains(null)) {
        throw invalid("contracts.progress", cs.contract() + ": one progress value per seat");
      }
      if (cs.completedBy() == null || cs.completedBy().contains(null)) {
        throw invalid("contracts.completedBy", cs.contract() + ": seats that completed it");
      }
    }
  }

  private static void contracts(PortRoyalState s, int n) {
    Vector<ContractState> contracts = s.contracts();
    if (s.options().contracts() ? contracts.size() != 4 : !contracts.isEmpty()) {
      throw invalid("contracts", (s.options().contracts() ? "4" : "no") + " face-up contracts, not " + contracts.size());
    }
    if (contracts.map(ContractState::contract).distinct().size() != contracts.size()) {
      throw invalid("contracts", "a contract lies face up twice");
    }
    int[] cubes = new int[n];
    for (ContractState cs : contracts) {
      Contract c = cs.contract();
      if (cs.completedBy().distinct().size() != cs.completedBy().size() || cs.completedBy().size() > 5) {
        throw invalid("contracts.completedBy", c + ": each player completes a contract once, at most 5 do");
      }
      for (int seat : cs.completedBy()) {
        seat("contracts.completedBy", seat, n);
        cubes[seat]++;
      }
      for (int seat = 0; seat < n; seat++) {
        int p = cs.progress(seat);
        if (p < 0 || p > c.progressSteps() || (p > 0 && cs.completedBy(seat))) {
          throw invalid("contracts.progress", c + ": progress " + p + " of seat " + seat + " is not possible");
        }
        if (p > 0) {
          cubes[seat]++;
        }
      }
    }
    for (int seat = 0; seat < n; seat++) {
      if (cubes[seat] > 3) {
        throw invalid("contracts", "seat " + seat + " uses " + cubes[seat] + " cubes, has 3");
      }
      if (!s.player(seat).kept().isEmpty() && !contracts.exists(cs -> cs.contract() == Contract.C_PIRATENPACK)) {
        throw invalid("players[" + seat + "].kept", "ships are kept only for Piratenpack");
      }
    }
  }

  /**
   * §6, V2, V3: the end is triggered the moment a player reaches the target; the round limit
   * (ENGINE DECISION) ends the game after its last round.
   */
  private static void end(PortRoyalState s, int n) {
    PortRoyalOptions o = s.options();
    boolean over = s.phase() instanceof Phase.GameOver;
    int rounds = o.roundLimit() - (over ? 0 : 1);
    if (s.round() < 0 || s.round() > rounds) {
      throw invalid("round", "0 to " + rounds + " completed rounds with a round limit of " + o.roundLimit()
          + ", not " + s.round());
    }
    if (s.endTriggered()) {
      return;
    }
    for (int seat = 0; seat < n; seat++) {
      PortRoyalPlayer p = s.player(seat);
      if (p.influence() >= o.influenceTarget() && (!o.expeditionRequired() || Scoring.hasExpedition(p))) {
        throw invalid("endTriggered", "seat " + seat + " holds " + p.influence() + " influence, the target is "
            + o.influenceTarget() + ": the end is triggered (§6)");
      }
    }
  }
}
