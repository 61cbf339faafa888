package org.spielwerk.portroyal;

import io.vavr.collection.Vector;
import org.spielwerk.core.InvalidPositionException;

/**
 * Checks that a position adds up (hand-built or read from JSON): every card of the game in exactly
 * one place, counters equal to their sources, phases and cubes consistent. Heavy: for
 * {@link PortRoyal#validate} and tests, never in the hot path.
 */
final class Validation {
  private Validation() {}

  private static InvalidPositionException invalid(String field, String detail) {
    return new InvalidPositionException(field, detail);
  }

  static void validate(PortRoyalState s, CardTable t) {
    if (s.options() == null || s.players() == null || s.phase() == null || s.chances() == null || s.draw() == null
        || s.discard() == null || s.harbor() == null || s.expeditionRow() == null || s.contracts() == null || s.rng() == null) {
      throw invalid("state", "a part of the position is missing");
    }
    int n = s.playerCount();
    if (n < 2 || n > 5) {
      throw invalid("players", "2 to 5 players, not " + n);
    }
    seat("startPlayer", s.startPlayer(), n);
    seat("active", s.active(), n);
    if (s.round() < 0 || s.epoch() < 0) {
      throw invalid("round", "round and epoch cannot be negative");
    }
    validatePhase(s, n);
    components(s, t, n);
    places(s, t);
    players(s, t, n);
    contracts(s, n);
  }

  private static void seat(String field, int seat, int n) {
    if (seat < 0 || seat >= n) {
      throw invalid(field, "no seat " + seat + " with " + n + " players");
    }
  }

  private static void validatePhase(PortRoyalState s, int n) {
    switch (s.phase()) {
      case Phase.Discover d -> discover(d);
      case Phase.RepelOrAccept r -> {
        if (r.ship() == null || !r.ship().isShip()) {
          throw invalid("phase", "only a ship can be repelled or accepted: " + r.ship());
        }
        discover(r.discover());
      }
      case Phase.TradeAndHire th -> slot(th, s, n);
      case Phase.GiftRecipient g -> {
        seat("phase.giver", g.giver(), n);
        slot(g.slot(), s, n);
        if (g.slot().seat() != g.giver()) {
          throw invalid("phase", "the gift's giver is the player whose slot it is");
        }
      }
      case Phase.TurnOver x -> {
        if (s.chances().isEmpty()) {
          throw invalid("phase", "a turn waits only for contract chances");
        }
      }
      case Phase.GameOver x -> {
        if (!s.chances().isEmpty()) {
          throw invalid("chances", "no chances after the game");
        }
      }
    }
    for (ContractChance ch : s.chances()) {
      seat("chances.seat", ch.seat(), n);
      if (ch.contracts() == null || ch.contracts().isEmpty()) {
        throw invalid("chances", "a chance without contracts");
      }
      for (Contract c : ch.contracts()) {
        if (!c.momentary() && c != Contract.C_PIRATENPACK) {
          throw invalid("chances", c + " is not a momentary contract");
        }
      }
    }
  }

  private static void discover(Phase.Discover d) {
    if (d == null || d.cards() < 0 || d.reshuffles() < 0) {
      throw invalid("phase", "negative counters in " + d);
    }
  }

  private static void slot(Phase.TradeAndHire th, PortRoyalState s, int n) {
    if (th == null || th.slot() < 0 || th.slot() >= n || th.seat() != (s.active() + th.slot()) % n
        || th.left() < 0 || th.taken() < 0) {
      throw invalid("phase", "slot " + th + " does not fit the active player " + s.active());
    }
  }

  /** Component integrity: every card of the game in exactly one place, as many as the table has. */
  private static void components(PortRoyalState s, CardTable t, int n) {
    CardBag expected = t.components(s.options().expansionCards(), s.options().unterwegsCards());
    Card fivePlayer = t.canonical(Card.EXP_5P_ANCHOR_CROSS_HOUSE);
    if (n < 5) {
      expected = expected.minus(fivePlayer, expected.count(fivePlayer));
    }
    CardBag found = CardBag.of(s.draw()).plus(s.discard()).plus(s.harbor()).plus(s.expeditionRow());
    if (s.phase() instanceof Phase.RepelOrAccept r) {
      found = found.plus(r.ship());
    }
    for (PortRoyalPlayer p : s.players()) {
      if (p == null || p.coins() == null || p.display() == null || p.tucked() == null || p.kept() == null) {
        throw invalid("players", "a player with missing parts");
      }
      for (Coin coin : p.coins()) {
        found = found.plus(coin.card());
      }
      found = found.plus(p.display()).plus(p.tucked()).plus(p.kept());
    }
    if (!found.equals(expected)) {
      throw invalid("cards", "component integrity: expected " + expected.size() + " cards " + difference(expected, found));
    }
  }

  private static String difference(CardBag expected, CardBag found) {
    StringBuilder text = new StringBuilder("found " + found.size() + ":");
    for (Card card : Card.VALUES) {
      if (expected.count(card) != found.count(card)) {
        text.append(' ').append(card).append(' ').append(found.count(card)).append(" instead of ").append(expected.count(card));
      }
    }
    return text.toString();
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
    }
    for (int o = s.discard().first(); o >= 0; o = s.discard().next(o)) {
      canonical("discard", Card.VALUES[o], t);
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
        if (coin.epoch() > s.epoch()) {
          throw invalid(field + ".coins", "a coin from epoch " + coin.epoch() + " after " + s.epoch() + " reshuffles");
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
        if (!Card.VALUES[o].isShip()) {
          throw invalid(field + ".tucked", "only ships are tucked, not " + Card.VALUES[o]);
        }
      }
      int keptColours = 0;
      for (int o = p.kept().first(); o >= 0; o = p.kept().next(o)) {
        Card card = Card.VALUES[o];
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
      if (cs.progress() == null || cs.progress().size() != n || cs.completedBy() == null) {
        throw invalid("contracts", c + ": one progress value per seat");
      }
      if (cs.completedBy().distinct().size() != cs.completedBy().size() || cs.completedBy().size() > 5) {
        throw invalid("contracts", c + ": each player completes a contract once, at most 5 do");
      }
      for (int seat : cs.completedBy()) {
        seat("contracts.completedBy", seat, n);
        cubes[seat]++;
      }
      for (int seat = 0; seat < n; seat++) {
        int p = cs.progress(seat);
        if (p < 0 || p > c.progressSteps() || (p > 0 && cs.completedBy(seat))) {
          throw invalid("contracts", c + ": progress " + p + " of seat " + seat + " is not possible");
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
}
