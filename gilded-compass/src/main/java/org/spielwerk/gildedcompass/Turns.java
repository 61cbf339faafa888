package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassEvent.AbilitiesRevealed;
import org.spielwerk.gildedcompass.GildedCompassEvent.AbilityPlayed;
import org.spielwerk.gildedcompass.GildedCompassEvent.DicePlaced;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceRerolled;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceRolled;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiePersuaded;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemsLaidFaceDown;
import org.spielwerk.gildedcompass.GildedCompassEvent.MapsDisplayed;
import org.spielwerk.gildedcompass.GildedCompassEvent.OfferDeclined;
import org.spielwerk.gildedcompass.GildedCompassEvent.RoundEndTriggered;
import org.spielwerk.gildedcompass.GildedCompassEvent.RoundStarted;
import org.spielwerk.gildedcompass.GildedCompassEvent.SpecialistsDisplayed;
import org.spielwerk.gildedcompass.GildedCompassEvent.TurnEnded;
import org.spielwerk.gildedcompass.GildedCompassEvent.TurnStarted;
import org.spielwerk.gildedcompass.GildedCompassEvent.UnplacedDiceCollected;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Phase.LittleHelpOffer;
import org.spielwerk.gildedcompass.Phase.SetDie;
import org.spielwerk.gildedcompass.Phase.TimelessGiftOffer;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.MagicItem;

/** Rounds and turns (§3): displays, rolls, re-rolls, placements, turn order and the round end. */
final class Turns {
  private Turns() {}

  /** Own dice per player (§2 step 6). */
  static final int DICE = 8;

  /** Dummy dice each player holds (§7.2). */
  static final int DUMMY_DICE = 2;

  /** Black dice of A Little Help (§6). */
  static final int BLACK_DICE = 2;

  // ---------------------------------------------------------------- round start

  /** Starts a round: fresh displays, dice in hand, A Little Help, the first turn (§3.1). */
  static GildedCompassState startRound(GildedCompassState s, int number, int startSeat, EventSink<GildedCompassEvent> events) {
    events.add(new RoundStarted(number, startSeat));
    int n = s.playerCount();
    int dummyDice = s.dummy() ? DUMMY_DICE : 0;
    Object[] reset = new Object[n];
    for (int seat = 0; seat < n; seat++) {
      Player p = s.player(seat);
      // one copy per player (three withers would make three)
      reset[seat] = new Player(p.tokens(), DICE, 0, dummyDice, p.maps(), p.specialists(), p.artifacts(),
          p.collection(), p.missions(), p.items(), p.abilities(), p.treasures(), p.drawnTreasures(), p.chalices());
    }
    @SuppressWarnings("unchecked")
    Vector<Player> players = (Vector<Player>) (Vector<?>) Vector.of(reset);
    s = s.withPlayers(players).withRound(Round.start(number, startSeat, n)).withBoard(Board.empty(n));
    Supply supply = s.supply();
    Board board = s.board();
    // Archives: 4 maps face up, in draw order (§5.1)
    int maps = Math.min(4, supply.mapStack().size());
    board = board.withMaps(supply.mapStack().take(maps));
    supply = supply.withMapStack(supply.mapStack().drop(maps));
    events.add(new MapsDisplayed(board.maps()));
    // University: N+2 specialists face up (§5.2)
    int specialists = Math.min(s.entrances(), supply.specialistStack().size());
    board = board.withSpecialists(supply.specialistStack().take(specialists));
    supply = supply.withSpecialistStack(supply.specialistStack().drop(specialists));
    events.add(new SpecialistsDisplayed(board.specialists()));
    if (s.inPlay(Building.HIDDEN_TEMPLE)) {
      // min(N, 4) magic items face down, one beside each space (§5.6)
      int items = Math.min(Math.min(n, 4), supply.itemStack().size());
      Vector<MagicItem> drawn = supply.itemStack().take(items);
      supply = supply.withItemStack(supply.itemStack().drop(items));
      board = board.withTemple(drawn.map(item -> new TempleSpace(item, Owner.NOBODY, 0)));
      events.add(new ItemsLaidFaceDown(items));
    }
    if (s.inPlay(Building.ILLUMINATI)) {
      // 3 abilities revealed, top to bottom in draw order (§5.7)
      int abilities = Math.min(3, supply.abilityStack().size());
      board = board.withAbilities(supply.abilityStack().take(abilities));
      supply = supply.withAbilityStack(supply.abilityStack().drop(abilities));
      events.add(new AbilitiesRevealed(board.abilities()));
    }
    s = s.withBoard(board).withSupply(supply);
    return offerLittleHelp(s, 0, events);
  }

  /** A Little Help (§6): holders decide in order from the start player; the first user gets the black dice. */
  static GildedCompassState offerLittleHelp(GildedCompassState s, int offset, EventSink<GildedCompassEvent> events) {
    int n = s.playerCount();
    for (int o = offset; o < n; o++) {
      int seat = (s.round().startSeat() + o) % n;
      if (s.player(seat).has(Ability.LITTLE_HELP)) {
        return s.withPhase(new LittleHelpOffer(seat));
      }
    }
    return startTurn(s, s.round().startSeat(), false, events);
  }

  static GildedCompassState useLittleHelp(GildedCompassState s, int seat, EventSink<GildedCompassEvent> events) {
    s = playAbility(s, seat, Ability.LITTLE_HELP, events);
    s = s.withPlayer(seat, s.player(seat).withBlackDice(BLACK_DICE)).withRound(s.round().withLittleHelpSeat(seat));
    return startTurn(s, s.round().startSeat(), false, events);
  }

  static GildedCompassState declineLittleHelp(GildedCompassState s, int seat, EventSink<GildedCompassEvent> events) {
    events.add(new OfferDeclined(seat, Ability.LITTLE_HELP));
    int offset = Math.floorMod(seat - s.round().startSeat(), s.playerCount());
    return offerLittleHelp(s, offset + 1, events);
  }

  /** Discards an ability tile face up. */
  static GildedCompassState playAbility(GildedCompassState s, int seat, Ability ability, EventSink<GildedCompassEvent> events) {
    Player p = s.player(seat);
    s = s.withPlayer(seat, p.withAbilities(SmallVectors.remove(p.abilities(), ability)))
        .withSupply(s.supply().withAbilitiesUsed(SmallVectors.append(s.supply().abilitiesUsed(), ability)));
    events.add(new AbilityPlayed(seat, ability));
    return s;
  }

  // ---------------------------------------------------------------- turns

  /** A turn begins with a roll of every unplaced die the seat holds (§3.2 step 1). */
  static GildedCompassState startTurn(GildedCompassState s, int seat, boolean extra, EventSink<GildedCompassEvent> events) {
    events.add(new TurnStarted(seat, extra));
    Player p = s.player(seat);
    RandomSource random = s.rng().source();
    Pips own = roll(random, p.ownDice());
    Pips black = roll(random, p.blackDice());
    Pips dummy = roll(random, p.dummyDice());
    events.add(new DiceRolled(seat, own, black, dummy));
    return rolled(s, s.players(), new Turn(seat, extra, own, black, dummy, false, false, Option.none()), random.toRng());
  }

  /** The state after a roll: players, phase and generator replaced in one copy (a turn's most frequent step). */
  private static GildedCompassState rolled(GildedCompassState s, Vector<Player> players, Phase phase, Rng rng) {
    return new GildedCompassState(s.options(), s.bBuilding(), s.cBuilding(), s.dummy(), s.round(), phase, players,
        s.board(), s.supply(), s.assignments(), s.scores(), rng);
  }

  private static Pips roll(RandomSource random, int dice) {
    int bits = 0; // counted as in Pips: one more of value v is 1 << 4(v-1)
    for (int i = 0; i < dice; i++) {
      bits += 1 << ((random.nextInt(1, 6) - 1) * 4);
    }
    return new Pips(bits);
  }

  /** Marking a die for a re-roll (§3.2 step 2): before placing, with a token, in the fixed order of marks. */
  static Violation markViolation(GildedCompassState s, Turn turn, DieKind kind, int value) {
    String rule = "Re-roll (§3.2)";
    if (turn.placedAny()) {
      return new Violation(rule, "re-rolls come before the turn's first placement");
    }
    if (s.player(turn.seat()).tokens() < 1) {
      return new Violation(rule, "a re-roll costs a knowledge token; the seat has none");
    }
    if (kind == DieKind.DUMMY && !s.options().rerollDummyDice()) {
      return new Violation(rule, "held dummy dice are not re-rolled (option rerollDummyDice)");
    }
    if (value < 1 || value > 6 || turn.hand(kind).count(value) <= turn.marked().of(kind).count(value)) {
      return new Violation(rule, "only the seat's unplaced rolled dice, each once: " + kind + " "
          + turn.hand(kind) + ", marked " + turn.marked().of(kind));
    }
    if (kind.ordinal() * 6 + value - 1 < turn.marked().last()) {
      return new Violation(rule, "dice are marked own before black before dummy, each kind from low to high values");
    }
    return null;
  }

  static GildedCompassState mark(GildedCompassState s, Turn turn, DieKind kind, int value) {
    return s.withPhase(new Turn(turn.seat(), turn.extra(), turn.own(), turn.black(), turn.dummy(), false, false,
        Option.none(), turn.marked().plus(kind, value)));
  }

  static Violation rerollViolation(Turn turn) {
    return turn.marked().isEmpty() ? new Violation("Re-roll (§3.2)", "mark at least one die first") : null;
  }

  /** The marked dice are rolled again for a knowledge token (§3.2 step 2). */
  static GildedCompassState reroll(GildedCompassState s, Turn turn, EventSink<GildedCompassEvent> events) {
    Phase.Marked r = turn.marked();
    RandomSource random = s.rng().source();
    Pips own = roll(random, r.own().size());
    Pips black = roll(random, r.black().size());
    Pips dummy = roll(random, r.dummy().size());
    Player p = s.player(turn.seat());
    events.add(new DiceRerolled(turn.seat(), r.own(), own, r.black(), black, r.dummy(), dummy));
    return rolled(s, SmallVectors.update(s.players(), turn.seat(), p.withTokens(p.tokens() - 1)),
        new Turn(turn.seat(), turn.extra(), turn.own().minus(r.own()).plus(own),
            turn.black().minus(r.black()).plus(black), turn.dummy().minus(r.dummy()).plus(dummy),
            false, false, Option.none()),
        random.toRng());
  }

  private static Pips hand(Turn turn, DieKind kind) {
    return switch (kind) {
      case OWN -> turn.own();
      case BLACK -> turn.black();
      case DUMMY -> turn.dummy();
    };
  }

  private static Turn withHand(Turn turn, DieKind kind, Pips hand, Option<SetDie> persuaded) {
    return new Turn(turn.seat(), turn.extra(), kind == DieKind.OWN ? hand : turn.own(),
        kind == DieKind.BLACK ? hand : turn.black(), kind == DieKind.DUMMY ? hand : turn.dummy(),
        turn.placedOwn(), turn.placedDummy(), persuaded);
  }

  /** Persuasion (§6): right after a roll, before placing; dummy dice only with the dummy option. */
  static Violation persuadeViolation(GildedCompassState s, Turn turn, DieKind kind, int from, int to, boolean second) {
    String rule = "Persuasion (§6)";
    if (!turn.marked().isEmpty()) {
      return new Violation("Re-roll (§3.2)", "dice are marked: mark more or re-roll them");
    }
    if (turn.placedAny()) {
      return new Violation(rule, "right after rolling, before the turn's first placement");
    }
    if (!second && !s.player(turn.seat()).has(Ability.PERSUASION)) {
      return new Violation(rule, "the seat holds no Persuasion");
    }
    if (second && turn.persuaded().isEmpty()) {
      return new Violation(rule, "no Persuasion in progress");
    }
    if (kind == DieKind.DUMMY && !s.options().dummyAbilities()) {
      return new Violation(rule, "dummy dice only where abilities work with the dummy (YUCATA)");
    }
    if (from < 1 || from > 6 || to < 1 || to > 6 || from == to) {
      return new Violation(rule, "turn a die to another value 1..6");
    }
    Pips hand = hand(turn, kind);
    if (second && turn.persuaded().get().kind() == kind) {
      hand = hand.minus(turn.persuaded().get().value());
    }
    if (hand.count(from) == 0) {
      return new Violation(rule, "no " + kind + " die showing " + from + (second ? " besides the first one" : ""));
    }
    return null;
  }

  static GildedCompassState persuade(GildedCompassState s, Turn turn, DieKind kind, int from, int to, boolean second,
      EventSink<GildedCompassEvent> events) {
    if (!second) {
      s = playAbility(s, turn.seat(), Ability.PERSUASION, events);
    }
    events.add(new DiePersuaded(turn.seat(), kind, from, to));
    Pips hand = hand(turn, kind).minus(from).plus(to);
    return s.withPhase(withHand(turn, kind, hand, second ? Option.none() : Option.some(new SetDie(kind, to))));
  }

  /** Own placement (§3.2 step 4): the dice are the seat's, the building's rule holds. */
  static Violation placeViolation(GildedCompassState s, Turn turn, Place a) {
    return placeViolation(s, turn, a.building(), a.dice(), a.black(), a.target(), a.willToWin(), true);
  }

  /**
   * {@link #placeViolation(GildedCompassState, Turn, Place)} for the parts of a {@code Place}; with
   * {@code explain} false a broken rule is the shared {@link Violation#REJECTED} (for listing).
   */
  static Violation placeViolation(GildedCompassState s, Turn turn, Building building, Pips dice, Pips black,
      int target, int willToWin, boolean explain) {
    String rule = "Place (§3.2)";
    if (!turn.marked().isEmpty()) {
      return explain
          ? new Violation("Re-roll (§3.2)", "dice are marked: mark more or re-roll them")
          : Violation.REJECTED;
    }
    if (turn.placedOwn()) {
      return explain ? new Violation(rule, "one placement of own dice per turn") : Violation.REJECTED;
    }
    if (building == null || dice == null || black == null) {
      return explain ? new Violation(rule, "building and dice needed") : Violation.REJECTED;
    }
    if (!dice.contains(black) || !turn.black().contains(black) || !turn.own().contains(dice.minus(black))) {
      return explain
          ? new Violation(rule, "the dice must be the seat's unplaced dice: own " + turn.own() + ", black " + turn.black())
          : Violation.REJECTED;
    }
    if (!s.inPlay(building)) {
      return explain ? new Violation(rule, "the " + building + " is not in play") : Violation.REJECTED;
    }
    if (building == Building.LIBRARY && s.options().libraryLowestDie()) {
      Pips kind = black.isEmpty() ? turn.own() : turn.black();
      if (dice.lowest() != kind.lowest()) {
        return explain
            ? new Violation("Library (§5.3)", "the Library takes the lowest die (YUCATA)")
            : Violation.REJECTED;
      }
    }
    if (willToWin != 0 && !s.player(turn.seat()).has(Ability.WILL_TO_WIN)) {
      return explain ? new Violation("Will to Win (§6)", "the seat holds no Will to Win") : Violation.REJECTED;
    }
    return Placement.violation(s, turn.seat(), turn.seat(), building, dice, target, willToWin, explain);
  }

  static GildedCompassState place(GildedCompassState s, Turn turn, Place a, EventSink<GildedCompassEvent> events) {
    int seat = turn.seat();
    if (a.willToWin() != 0) {
      s = playAbility(s, seat, Ability.WILL_TO_WIN, events);
    }
    Pips own = a.dice().minus(a.black());
    Player p = s.player(seat);
    Player placed = withDice(p, p.ownDice() - own.size(), p.blackDice() - a.black().size(), p.dummyDice());
    events.add(new DicePlaced(seat, seat, a.building(), a.dice(), a.target()));
    // the seat's last own die triggers the round end (§3.3); placing never changes a seat's own dice
    boolean triggers = placed.ownDice() == 0 && !own.isEmpty() && !s.round().endTriggered();
    Round round = triggers ? s.round().withEndTriggered(true) : s.round();
    Turn after = new Turn(seat, turn.extra(), turn.own().minus(own), turn.black().minus(a.black()), turn.dummy(),
        true, turn.placedDummy(), Option.none());
    // player, round and phase in one copy: the building's effect below changes neither the phase nor the
    // seat's dice, and reads the player and the round as they are now
    s = new GildedCompassState(s.options(), s.bBuilding(), s.cBuilding(), s.dummy(), round, after,
        SmallVectors.update(s.players(), seat, placed), s.board(), s.supply(), s.assignments(), s.scores(), s.rng());
    s = Placement.place(s, seat, seat, a.building(), a.dice(), a.target(), a.willToWin(), events);
    if (triggers) {
      events.add(new RoundEndTriggered(seat));
    }
    if (after.placedDummy() || after.dummy().isEmpty()) {
      return endTurn(s, after, events); // every way on from the turn's end sets the next phase
    }
    return s;
  }

  /** Dummy placement (§7.2): 1 or 2 held dummy dice on one building, as the dummy's. */
  static Violation placeDummyViolation(GildedCompassState s, Turn turn, PlaceDummy a) {
    return placeDummyViolation(s, turn, a.building(), a.dice(), a.target(), a.willToWin(), true);
  }

  /**
   * {@link #placeDummyViolation(GildedCompassState, Turn, PlaceDummy)} for the parts of a
   * {@code PlaceDummy}; with {@code explain} false a broken rule is the shared {@link Violation#REJECTED}.
   */
  static Violation placeDummyViolation(GildedCompassState s, Turn turn, Building building, Pips dice, int target,
      int willToWin, boolean explain) {
    String rule = "Dummy dice (§7.2)";
    if (!turn.marked().isEmpty()) {
      return explain
          ? new Violation("Re-roll (§3.2)", "dice are marked: mark more or re-roll them")
          : Violation.REJECTED;
    }
    if (turn.placedDummy()) {
      return explain ? new Violation(rule, "one placement of dummy dice per turn") : Violation.REJECTED;
    }
    if (building == null || dice == null) {
      return explain ? new Violation(rule, "building and dice needed") : Violation.REJECTED;
    }
    if (dice.size() < 1 || dice.size() > 2 || !turn.dummy().contains(dice)) {
      return explain ? new Violation(rule, "1 or 2 of the held dummy dice " + turn.dummy()) : Violation.REJECTED;
    }
    if (!s.inPlay(building)) {
      return explain ? new Violation(rule, "the " + building + " is not in play") : Violation.REJECTED;
    }
    if (building == Building.LIBRARY) {
      if (s.options().dummyLibraryBan()) {
        return explain
            ? new Violation("Library (§5.3)", "dummy dice may not be placed in the Library (YUCATA)")
            : Violation.REJECTED;
      }
      if (s.options().libraryLowestDie() && dice.lowest() != turn.dummy().lowest()) {
        return explain
            ? new Violation("Library (§5.3)", "the Library takes the lowest die (YUCATA)")
            : Violation.REJECTED;
      }
    }
    if (willToWin != 0) {
      if (!s.options().dummyAbilities()) {
        return explain ? new Violation("Will to Win (§6)", "not with dummy dice (PRINTED)") : Violation.REJECTED;
      }
      if (!s.player(turn.seat()).has(Ability.WILL_TO_WIN)) {
        return explain ? new Violation("Will to Win (§6)", "the seat holds no Will to Win") : Violation.REJECTED;
      }
    }
    return Placement.violation(s, turn.seat(), Owner.DUMMY, building, dice, target, willToWin, explain);
  }

  static GildedCompassState placeDummy(GildedCompassState s, Turn turn, PlaceDummy a, EventSink<GildedCompassEvent> events) {
    int seat = turn.seat();
    if (a.willToWin() != 0) {
      s = playAbility(s, seat, Ability.WILL_TO_WIN, events);
    }
    Player p = s.player(seat);
    s = s.withPlayer(seat, p.withDummyDice(p.dummyDice() - a.dice().size()));
    events.add(new DicePlaced(seat, Owner.DUMMY, a.building(), a.dice(), a.target()));
    s = Placement.place(s, seat, Owner.DUMMY, a.building(), a.dice(), a.target(), a.willToWin(), events);
    Turn after = new Turn(seat, turn.extra(), turn.own(), turn.black(), turn.dummy().minus(a.dice()),
        turn.placedOwn(), true, Option.none());
    return after.placedOwn() ? endTurn(s, after, events) : s.withPhase(after);
  }

  static Violation endTurnViolation(Turn turn) {
    if (!turn.placedOwn()) {
      return new Violation("Place (§3.2)", "a turn places own dice first");
    }
    if (turn.placedDummy() || turn.dummy().isEmpty()) {
      return new Violation("Dummy dice (§7.2)", "nothing left to decide");
    }
    return null;
  }

  /** The turn ends; the next seat with own dice moves, or the round's regular turns are over (§3.2 step 6). */
  static GildedCompassState endTurn(GildedCompassState s, Turn turn, EventSink<GildedCompassEvent> events) {
    int seat = turn.seat();
    events.add(new TurnEnded(seat));
    if (turn.extra()) {
      int offset = Math.floorMod(seat - s.round().startSeat(), s.playerCount());
      return offerTimelessGift(s, s.options().severalTimelessGifts() ? offset : offset + 1, events);
    }
    int n = s.playerCount();
    int last = (s.round().startSeat() + n - 1) % n;
    int current = seat;
    for (int step = 0; step < n; step++) {
      if (s.round().endTriggered() && current == last) {
        return offerTimelessGift(s, 0, events);
      }
      current = (current + 1) % n;
      if (s.player(current).ownDice() > 0) {
        return startTurn(s, current, false, events);
      }
    }
    return offerTimelessGift(s, 0, events);
  }

  // ---------------------------------------------------------------- round end

  /** A Timeless Gift (§3.3 step 2): once around from the start player; needs an unplaced own die. */
  static GildedCompassState offerTimelessGift(GildedCompassState s, int offset, EventSink<GildedCompassEvent> events) {
    int n = s.playerCount();
    for (int o = offset; o < n; o++) {
      int seat = (s.round().startSeat() + o) % n;
      if (mayUseTimelessGift(s, seat)) {
        return s.withPhase(new TimelessGiftOffer(seat, o));
      }
    }
    return closeRound(s, events);
  }

  static boolean mayUseTimelessGift(GildedCompassState s, int seat) {
    Player p = s.player(seat);
    return p.has(Ability.TIMELESS_GIFT) && p.ownDice() > 0
        && (s.options().severalTimelessGifts() || (s.round().giftsUsed() & (1 << seat)) == 0);
  }

  static GildedCompassState useTimelessGift(GildedCompassState s, TimelessGiftOffer offer, EventSink<GildedCompassEvent> events) {
    s = playAbility(s, offer.seat(), Ability.TIMELESS_GIFT, events);
    s = s.withRound(s.round().withGiftsUsed(s.round().giftsUsed() | (1 << offer.seat())));
    return startTurn(s, offer.seat(), true, events);
  }

  static GildedCompassState declineTimelessGift(GildedCompassState s, TimelessGiftOffer offer,
      EventSink<GildedCompassEvent> events) {
    events.add(new OfferDeclined(offer.seat(), Ability.TIMELESS_GIFT));
    return offerTimelessGift(s, offer.offset() + 1, events);
  }

  /**
   * The round's placements are over (§3.3 step 3): unplaced own dice go to the Library, unplaced
   * black dice are lost, held dummy dice go back; then the buildings resolve.
   */
  static GildedCompassState closeRound(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    Board board = s.board();
    Round round = s.round();
    Vector<Player> players = s.players();
    for (int seat = 0; seat < players.size(); seat++) {
      Player p = players.get(seat);
      if (p.ownDice() > 0 || p.blackDice() > 0) {
        events.add(new UnplacedDiceCollected(seat, p.ownDice(), p.blackDice()));
      }
      board = board.withLibrary(SmallVectors.update(board.library(), seat, board.library().get(seat) + p.ownDice()));
      round = round.withBlackLost(round.blackLost() + p.blackDice()).withDummyAside(round.dummyAside() + p.dummyDice());
      players = SmallVectors.update(players, seat, withDice(p, 0, 0, 0));
    }
    s = s.withBoard(board).withRound(round).withPlayers(players).withPhase(new Phase.GameOver());
    return Resolution.start(s, events);
  }

  /**
   * {@code p.withOwnDice(own).withBlackDice(black).withDummyDice(dummy)} as one copy of the 14-field
   * player instead of up to three (the same player when nothing changes, as the withers give).
   */
  static Player withDice(Player p, int own, int black, int dummy) {
    if (p.ownDice() == own && p.blackDice() == black && p.dummyDice() == dummy) {
      return p;
    }
    return new Player(p.tokens(), own, black, dummy, p.maps(), p.specialists(), p.artifacts(), p.collection(),
        p.missions(), p.items(), p.abilities(), p.treasures(), p.drawnTreasures(), p.chalices());
  }
}
