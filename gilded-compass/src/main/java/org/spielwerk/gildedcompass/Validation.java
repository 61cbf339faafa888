package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import io.vavr.collection.Traversable;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Map;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;

/**
 * Whether a position adds up (§1.10): every tile in exactly one place with the counts of the
 * components table, every die with its owner, on one building or in the Library, counters never
 * negative, buildings in a shape their rules allow, score sheets equal to the sum of their parts.
 */
final class Validation {
  private Validation() {}

  private static final GildedCompass GAME = new GildedCompass();

  static void validate(GildedCompassState s) {
    noNulls(s, "state");
    if (s.players().size() < 2 || s.players().size() > 5) {
      fail("players", "2 to 5 players, not " + s.players().size());
    }
    int n = s.playerCount();
    try {
      s.options().check(n);
    } catch (InvalidSetupException e) {
      fail("options." + e.field(), e.getMessage());
    }
    buildings(s);
    Components t = s.table();
    Supply u = s.supply();
    Board b = s.board();
    Vector<Player> ps = s.players();

    // tiles: every kind counted over every place it can be
    Counter<Tiles.MapTile> maps = new Counter<>("maps", t.maps());
    maps.remove(u.mapStack()).remove(u.mapsAside()).remove(u.mapsRemoved()).remove(b.maps());
    ps.forEach(p -> maps.remove(p.maps()));
    maps.done();
    Counter<Tiles.Specialist> specialists = new Counter<>("specialists", t.specialists());
    specialists.remove(u.specialistStack()).remove(u.specialistsAside()).remove(u.specialistsRemoved())
        .remove(b.specialists());
    ps.forEach(p -> specialists.remove(p.specialists()));
    specialists.done();
    boolean auction = s.inPlay(Building.AUCTION_HOUSE);
    Counter<Tiles.ArtifactType> artifacts = new Counter<>("artifacts", auction ? t.artifacts() : Vector.empty());
    if (auction && s.options().covetedArtifacts()) {
      artifacts.add(t.covetedArtifacts());
    }
    artifacts.remove(u.artifactStack()).remove(u.artifactsDrawn()).remove(u.artifactDiscard())
        .remove(u.artifactsRemoved());
    ps.forEach(p -> artifacts.remove(p.artifacts()));
    artifacts.done();
    Counter<Tiles.PrivateCollection> collections = new Counter<>("collections",
        auction ? t.privateCollections() : Vector.empty());
    collections.remove(u.collectionBox());
    ps.forEach(p -> collections.remove(p.collection()));
    collections.done();
    if (auction && ps.exists(p -> p.collection().isEmpty())) {
      fail("collections", "with the Auction House every player holds one private collection");
    }
    Counter<Tiles.Mission> missions = new Counter<>("missions",
        s.inPlay(Building.TREASURE_HUNTERS_GUILD) ? t.missions() : Vector.empty());
    missions.remove(u.missionStack()).remove(u.missionsDrawn()).remove(u.missionBox()).removeHidden(u.missionBottom())
        .removeHidden(u.missionsRemoved());
    ps.forEach(p -> missions.removeHidden(p.missions()));
    missions.done();
    Counter<Tiles.MagicItem> items = new Counter<>("magic items",
        s.inPlay(Building.HIDDEN_TEMPLE) ? t.magicItems() : Vector.empty());
    if (s.inPlay(Building.HIDDEN_TEMPLE) && s.options().toolsOfPower()) {
      items.add(t.toolsOfPower());
    }
    items.remove(u.itemStack()).remove(u.itemsAside()).remove(u.itemsRemoved()).remove(b.temple().map(TempleSpace::item));
    ps.forEach(p -> items.remove(p.items()));
    items.done();
    Counter<Tiles.Ability> abilities = new Counter<>("abilities",
        s.inPlay(Building.ILLUMINATI) ? t.abilities() : Vector.empty());
    if (s.inPlay(Building.ILLUMINATI) && s.options().allyOnTheInside()) {
      abilities.add(t.allies());
    }
    abilities.remove(u.abilityStack()).remove(u.abilitiesAside()).remove(u.abilitiesUsed()).remove(u.abilitiesRemoved())
        .remove(b.abilities());
    ps.forEach(p -> abilities.remove(p.abilities()));
    abilities.done();
    Counter<Integer> treasures = new Counter<>("sunken treasures",
        s.inPlay(Building.SUNKEN_GALLEON) ? t.sunkenTreasures() : Vector.empty());
    treasures.remove(u.treasureStack()).removeHidden(u.treasureDiscard()).remove(u.treasuresRemoved())
        .remove(u.dummyTreasures());
    ps.forEach(p -> treasures.remove(p.treasures()).remove(p.drawnTreasures()));
    treasures.done();
    Counter<Tiles.Chalice> chalices = new Counter<>("chalices",
        s.inPlay(Building.TREASURE_TOWER) ? t.chalices() : Vector.empty());
    if (s.inPlay(Building.TREASURE_TOWER) && s.options().chaliceFragments()) {
      chalices.add(t.chaliceFragments());
    }
    u.chaliceStacks().forEach(chalices::remove);
    chalices.remove(u.chaliceBox());
    ps.forEach(p -> chalices.remove(p.chalices()));
    chalices.done();
    if (u.chaliceStacks().size() != 3) {
      fail("chaliceStacks", "one stack per back");
    }
    for (ChaliceBack back : ChaliceBack.values()) {
      if (u.chaliceStacks().get(back.ordinal()).exists(c -> c.back() != back)) {
        fail("chaliceStacks", "a chalice lies on the stack of another back");
      }
    }
    chaliceBoxHoldsTwoOfEachBack(s, u);

    // displays (§1.10)
    if (b.maps().size() > 4 || b.specialists().size() > s.entrances() || b.abilities().size() > 3
        || b.temple().size() > Math.min(n, 4)) {
      fail("board", "a display holds more tiles than the rules lay out");
    }

    // dice: every die with its owner, on one building, in the Library, or back after a reward
    long[] onBoard = new long[n + 1]; // index n: the dummy
    for (ArchivesGroup g : b.archives()) {
      range("board.archives.value", g.value(), 1, 6);
      range("board.archives.size", g.size(), 1, Turns.DICE + Turns.BLACK_DICE);
      onBoard[slot(g.owner(), n)] += g.size();
    }
    for (Die d : b.university()) {
      range("board.university.value", d.value(), 1, 6);
      onBoard[slot(d.owner(), n)]++;
    }
    for (Straight st : b.straights()) {
      range("board.straights.low", st.low(), 1, 6);
      range("board.straights.length", st.length(), 1, 7 - st.low());
      onBoard[slot(st.owner(), n)] += st.length();
    }
    for (int i = 0; i < b.temple().size(); i++) {
      TempleSpace space = b.temple().get(i);
      if (space.free()) {
        range("board.temple[" + i + "].lowerDie", space.lowerDie(), 0, 0);
        continue;
      }
      // a 2+5 or a 1+6 pair (§5.6); with PRINTED's table only the pair of that space
      range("board.temple[" + i + "].lowerDie", space.lowerDie(), 1, 2);
      if (s.options().templePairs() == GildedCompassOptions.TemplePairs.PER_SPACE_TABLE
          && (i >= t.templeSpaces().size() || !t.templeSpaces().get(i).accepts(space.lowerDie()))) {
        fail("board.temple[" + i + "]", "the space does not take that pair");
      }
      onBoard[slot(space.owner(), n)] += 2;
    }
    for (DiceGroup g : b.illuminati()) {
      if (g.dice().isEmpty()) {
        fail("board.illuminati", "an empty group");
      }
      onBoard[slot(g.owner(), n)] += g.dice().size();
    }
    for (DiceGroup g : b.galleon()) {
      if (g.dice().isEmpty()) {
        fail("board.galleon", "an empty group");
      }
      onBoard[slot(g.owner(), n)] += g.dice().size();
    }
    if (b.tower().size() != 6) {
      fail("board.tower", "six floors");
    }
    for (int slot = 0; slot < 6; slot++) {
      Die d = b.tower().get(slot);
      if (d.empty()) {
        if (!d.equals(Die.EMPTY)) {
          fail("board.tower[" + slot + "]", "an empty floor shows no die");
        }
        continue;
      }
      // 1-3 on the left half (slots 0-2), 4-6 on the right (slots 3-5) (§5.9)
      range("board.tower[" + slot + "].value", d.value(), slot < 3 ? 1 : 4, slot < 3 ? 3 : 6);
      if (slot % 3 > 0 && s.options().towerPush() == GildedCompassOptions.TowerPush.PER_HALF
          && b.tower().get(slot - 1).empty()) {
        fail("board.tower[" + slot + "]", "dice enter a half on its first floor and move up one floor at a time");
      }
      onBoard[slot(d.owner(), n)]++;
    }
    Round r = s.round();
    if (r.returned().size() != n || b.library().size() != n) {
      fail("round", "one count per seat");
    }
    round(s, r);
    boolean placing = s.phase() instanceof Phase.Turn || s.phase() instanceof Phase.LittleHelpOffer
        || s.phase() instanceof Phase.TimelessGiftOffer;
    // a token per die entering the Library, at most 8 own + 2 black dice per finished round (§5.3)
    int finishedRounds = s.phase() instanceof Phase.Assigning || s.phase() instanceof Phase.GameOver
        ? r.number() : r.number() - 1;
    int maxTokens = 1 + (Turns.DICE + Turns.BLACK_DICE) * finishedRounds;
    for (int seat = 0; seat < n; seat++) {
      Player p = ps.get(seat);
      String field = "players[" + seat + "]";
      if (p.tokens() < 0 || p.ownDice() < 0 || p.blackDice() < 0 || p.dummyDice() < 0) {
        fail(field, "negative counter");
      }
      range(field + ".tokens", p.tokens(), 0, maxTokens);
      range(field + ".ownDice", p.ownDice(), 0, Turns.DICE);
      range(field + ".blackDice", p.blackDice(), 0, Turns.BLACK_DICE);
      range(field + ".dummyDice", p.dummyDice(), 0, s.dummy() ? Turns.DUMMY_DICE : 0);
      range("board.library[" + seat + "]", b.library().get(seat), 0, Turns.DICE + Turns.BLACK_DICE);
      // while dice are placed, no building has paid a reward yet (§4)
      range("round.returned[" + seat + "]", r.returned().get(seat), 0, placing ? 0 : Turns.DICE + Turns.BLACK_DICE);
      hidden(field + ".missions", p.missions(), n);
      int black = r.littleHelpSeat() == seat ? Turns.BLACK_DICE - r.blackLost() : 0;
      long total = (long) p.ownDice() + p.blackDice() + onBoard[seat] + b.library().get(seat) + r.returned().get(seat);
      if (total != Turns.DICE + black) {
        fail("dice", "seat " + seat + " accounts for " + total + " dice, not " + (Turns.DICE + black));
      }
      if (!placing && (p.ownDice() > 0 || p.blackDice() > 0 || p.dummyDice() > 0)) {
        fail("dice", "dice in hand outside the placement phase");
      }
      if (p.blackDice() > 0 && r.littleHelpSeat() != seat) {
        fail("dice", "black dice belong to the user of A Little Help");
      }
    }
    hidden("supply.missionBottom", u.missionBottom(), n);
    hidden("supply.missionsRemoved", u.missionsRemoved(), n);
    hidden("supply.treasureDiscard", u.treasureDiscard(), n);
    if (s.dummy()) {
      range("board.libraryDummy", b.libraryDummy(), 0, Turns.DUMMY_DICE * n);
      range("round.dummyAside", r.dummyAside(), 0, Turns.DUMMY_DICE * n);
      long dummy = ps.map(Player::dummyDice).sum().longValue() + onBoard[n] + b.libraryDummy() + r.dummyAside();
      if (dummy != Turns.DUMMY_DICE * n) {
        fail("dice", "the dummy's dice add up to " + dummy + ", not " + Turns.DUMMY_DICE * n);
      }
    } else if (onBoard[n] > 0 || ps.exists(p -> p.dummyDice() > 0) || b.libraryDummy() != 0 || r.dummyAside() != 0) {
      fail("dice", "dummy dice without the dummy variant");
    }

    // building shapes (§5)
    Vector<Die> row = b.university();
    if (row.size() > s.entrances()) {
      fail("university", "more dice than entrances");
    }
    for (int i = 1; i < row.size(); i++) {
      if (row.get(i - 1).value() > row.get(i).value()) {
        fail("university", "the row is ascending");
      }
    }
    for (int i = 0; i < b.archives().size(); i++) {
      for (int j = i + 1; j < b.archives().size(); j++) {
        ArchivesGroup x = b.archives().get(i);
        ArchivesGroup y = b.archives().get(j);
        if (x.value() == y.value() && x.size() == y.size()) {
          fail("archives", "two identical groups");
        }
      }
    }
    for (int i = 0; i < b.straights().size(); i++) {
      for (int j = i + 1; j < b.straights().size(); j++) {
        if (b.straights().get(i).low() == b.straights().get(j).low()
            && b.straights().get(i).length() == b.straights().get(j).length()) {
          fail("straights", "two identical straights");
        }
      }
    }
    uniqueSizes("illuminati", b.illuminati());
    uniqueSizes("galleon", b.galleon());

    // scores (§8)
    for (ScoreSheet sheet : s.scores()) {
      if (sheet.total() != sheet.sumOfParts()) {
        fail("scores", "a total differs from the sum of its parts: " + sheet);
      }
    }
    if (s.phase() instanceof Phase.GameOver && s.scores().size() != n) {
      fail("scores", "a score sheet per seat at game end");
    }
    phase(s);
    playable(s);
  }

  // ---------------------------------------------------------------- counters and buildings in play

  private static void range(String field, long value, long min, long max) {
    if (value < min || value > max) {
      fail(field, value + " is outside " + min + ".." + max);
    }
  }

  /** Every mark of who knows a hidden tile names a seat at the table. */
  private static <T> void hidden(String field, Vector<Hidden<T>> tiles, int n) {
    for (Hidden<T> h : tiles) {
      if ((h.seenBy() & ~((1 << n) - 1)) != 0) {
        fail(field, "known to a seat that is not at the table");
      }
    }
  }

  /** The buildings agree with the options and the player count (§2 steps 1, 10; §7). */
  private static void buildings(GildedCompassState s) {
    GildedCompassOptions o = s.options();
    int n = s.playerCount();
    if (s.bBuilding().category() != 'B' || o.bBuilding().exists(b -> b != s.bBuilding())) {
      fail("bBuilding", s.bBuilding() + " is not the B building of these options");
    }
    boolean fewer = n <= 3 && o.smallGameVariant() == GildedCompassOptions.SmallGameVariant.FEWER_BUILDINGS;
    if (fewer != s.cBuilding().isEmpty()) {
      fail("cBuilding", fewer ? "the fewer-buildings variant has no C building" : "a C building is in play");
    }
    if (s.cBuilding().exists(c -> c.category() != 'C' || o.cBuilding().exists(x -> x != c))) {
      fail("cBuilding", s.cBuilding().get() + " is not the C building of these options");
    }
    boolean dummy = n <= 3 && o.smallGameVariant() == GildedCompassOptions.SmallGameVariant.DUMMY;
    if (s.dummy() != dummy) {
      fail("dummy", "the dummy plays exactly with 2-3 players and the dummy variant");
    }
  }

  /** The round's counters (§3). */
  private static void round(GildedCompassState s, Round r) {
    int n = s.playerCount();
    range("round.number", r.number(), 1, s.rounds());
    range("round.startSeat", r.startSeat(), 0, n - 1);
    range("round.littleHelpSeat", r.littleHelpSeat(), -1, s.inPlay(Building.ILLUMINATI) ? n - 1 : -1);
    range("round.blackLost", r.blackLost(), 0, r.littleHelpSeat() >= 0 ? Turns.BLACK_DICE : 0);
    range("round.giftsUsed", r.giftsUsed(), 0, s.inPlay(Building.ILLUMINATI) ? (1 << n) - 1 : 0);
    range("round.alliesUsed", r.alliesUsed(), 0, s.inPlay(Building.ILLUMINATI) ? (1 << n) - 1 : 0);
  }

  // ---------------------------------------------------------------- the phase

  /** Resolution stages in the order of §4; the phase tells which buildings are already resolved. */
  private static int stage(Phase phase) {
    return switch (phase) {
      case Phase.LittleHelpOffer p -> 0;
      case Phase.Turn p -> 0;
      case Phase.TimelessGiftOffer p -> 0;
      case Phase.ChooseArtifacts p -> 1;
      case Phase.ChooseMission p -> 1;
      case Phase.AllyOffer p -> 2;
      case Phase.ChooseMap p -> 2;
      case Phase.ChooseAbility p -> 3;
      case Phase.ChooseTreasures p -> 3;
      case Phase.ChooseSpecialist p -> 4;
      case Phase.Assigning p -> 5;
      case Phase.GameOver p -> 5;
    };
  }

  /** The phase's seat and counters fit the position, so that it can go on as the rules say. */
  private static void phase(GildedCompassState s) {
    int n = s.playerCount();
    Phase phase = s.phase();
    Board b = s.board();
    Supply u = s.supply();
    int stage = stage(phase);
    if (!(phase instanceof Phase.GameOver)) {
      range("phase.seat", phase.seat(), 0, n - 1);
    }
    // buildings resolved earlier in the order of §4 hold no dice and no display any more
    if (stage > 1 && !b.straights().isEmpty()) {
      fail("board.straights", "the B building is resolved");
    }
    if (stage > 2 && (!b.archives().isEmpty() || !b.maps().isEmpty())) {
      fail("board.archives", "the Archives are resolved");
    }
    if (stage > 3 && (!b.temple().isEmpty() || !b.illuminati().isEmpty() || !b.abilities().isEmpty()
        || !b.galleon().isEmpty() || b.tower().exists(d -> !d.empty()) || s.players().exists(p -> !p.drawnTreasures().isEmpty())
        || !u.dummyTreasures().isEmpty())) {
      fail("board", "the C building is resolved");
    }
    if (stage > 4 && (!b.university().isEmpty() || !b.specialists().isEmpty()
        || !b.equals(Board.empty(n)))) {
      fail("board", "every building is resolved at game end");
    }
    if (!(phase instanceof Phase.ChooseArtifacts) && !u.artifactsDrawn().isEmpty()) {
      fail("supply.artifactsDrawn", "drawn artifacts wait only for a place winner's choice");
    }
    if (!(phase instanceof Phase.ChooseMission) && !u.missionsDrawn().isEmpty()) {
      fail("supply.missionsDrawn", "missions in hand wait only for a place winner's choice");
    }
    if (stage < 5 && (!s.assignments().isEmpty() || !s.scores().isEmpty())) {
      fail("assignments", "assignments and scores come at game end");
    }
    switch (phase) {
      case Phase.LittleHelpOffer p -> {
        if (!s.player(p.seat()).has(Tiles.Ability.LITTLE_HELP) || s.round().littleHelpSeat() >= 0) {
          fail("phase", "A Little Help is offered to a holder before anyone took the black dice");
        }
        if (s.players().exists(pl -> pl.ownDice() != Turns.DICE) || s.round().endTriggered()) {
          fail("phase", "A Little Help is offered before the round's first turn (§3.1)");
        }
      }
      case Phase.Turn p -> turn(s, p);
      case Phase.TimelessGiftOffer p -> {
        range("phase.offset", p.offset(), 0, n - 1);
        if ((s.round().startSeat() + p.offset()) % n != p.seat() || !Turns.mayUseTimelessGift(s, p.seat())) {
          fail("phase", "A Timeless Gift is offered in order to a holder with an unplaced own die (§3.3)");
        }
      }
      case Phase.ChooseArtifacts p -> {
        range("phase.place", p.place(), 1, Resolution.rewardedPlaces(s));
        range("phase.keep", p.keep(), 1, u.artifactsDrawn().size() - 1);
        placeWinner(s, p.seat(), p.place());
      }
      case Phase.ChooseMission p -> {
        range("phase.place", p.place(), 1, Resolution.rewardedPlaces(s));
        if (u.missionsDrawn().size() < 2) {
          fail("supply.missionsDrawn", "a choice between missions");
        }
        placeWinner(s, p.seat(), p.place());
      }
      case Phase.AllyOffer p -> {
        range("phase.offset", p.offset(), 0, n - 1);
        permutation("phase.ranking", p.ranking(), b.archives().size());
        if ((s.round().startSeat() + p.offset()) % n != p.seat() || !Resolution.mayUseAlly(s, p.seat(), p.ranking())) {
          fail("phase", "Ally on the Inside is offered in order to a holder with a group below the first (§10.2)");
        }
      }
      case Phase.ChooseMap p -> {
        permutation("phase.ranking", p.ranking(), b.archives().size());
        range("phase.rank", p.rank(), 0, p.ranking().size() - 1);
        if (b.archives().get(p.ranking().get(p.rank())).owner() != p.seat() || b.maps().isEmpty()) {
          fail("phase", "the owner of the ranked group chooses a map (§5.1)");
        }
      }
      case Phase.ChooseAbility p -> {
        range("phase.step", p.step(), 0, p.pickers().size() - 1);
        if (!p.pickers().equals(Resolution.illuminatiPickers(s)) || p.pickers().get(p.step()) != p.seat()
            || b.abilities().isEmpty()) {
          fail("phase", "the Illuminati's next picker chooses an ability (§5.7)");
        }
      }
      case Phase.ChooseTreasures p -> {
        Vector<Integer> drawn = s.player(p.seat()).drawnTreasures();
        range("phase.keep", p.keep(), 1, Math.min(Resolution.treasuresToKeep(s, p.seat()), drawn.size() - 1));
        if (s.options().galleonKeepHighest()) {
          fail("phase", "a choice of treasures, PRINTED only (§5.8)");
        }
      }
      case Phase.ChooseSpecialist p -> {
        range("phase.entrance", p.entrance(), 0, s.entrances() - 1);
        if (b.university().isEmpty() || b.university().head().owner() != p.seat()
            || b.specialists().isEmpty()) {
          fail("phase", "the owner of the leftmost University die chooses a specialist (§5.2)");
        }
      }
      case Phase.Assigning p -> {
        if (!Endgame.manual(s) || s.round().number() != s.rounds()) {
          fail("phase", "assignment by hand at the end of the last round (§8.1)");
        }
        if (s.assignments().size() != p.seat()) {
          fail("assignments", "the seats before the one assigning have assigned");
        }
        for (int seat = 0; seat < p.seat(); seat++) {
          assignment(s, seat, s.assignments().get(seat), true);
        }
        if (p.partial().size() >= s.player(p.seat()).specialists().size()) {
          fail("phase.partial", "a specialist is left to decide");
        }
        assignment(s, p.seat(), p.partial(), false);
      }
      case Phase.GameOver p -> {
        if (s.round().number() != s.rounds() || s.assignments().size() != n) {
          fail("phase", "the game ends after the last round with an assignment per seat");
        }
        for (int seat = 0; seat < n; seat++) {
          assignment(s, seat, s.assignments().get(seat), true);
          if (!s.scores().get(seat).equals(Endgame.sheet(s.player(seat), s.options(), s.table(), s.assignments().get(seat)))) {
            fail("scores[" + seat + "]", "the sheet is the scoring of the seat's assignment (§8)");
          }
        }
      }
    }
  }

  /** A turn (§3.2): the rolled dice are the dice the seat holds, and something is left to do. */
  private static void turn(GildedCompassState s, Phase.Turn t) {
    Player p = s.player(t.seat());
    if (t.own().size() != p.ownDice() || t.black().size() != p.blackDice() || t.dummy().size() != p.dummyDice()) {
      fail("phase", "the rolled dice " + t.own() + "/" + t.black() + "/" + t.dummy()
          + " are not the dice seat " + t.seat() + " holds");
    }
    if (!t.placedOwn() && t.own().isEmpty()) {
      fail("phase", "a turn belongs to a seat with unplaced own dice (§3.2 step 6)");
    }
    if (t.placedOwn() && (t.placedDummy() || t.dummy().isEmpty())) {
      fail("phase", "after the own placement a turn goes on only for held dummy dice (§7.2)");
    }
    if (t.extra() && (s.round().giftsUsed() & (1 << t.seat())) == 0) {
      fail("phase", "an extra turn follows A Timeless Gift (§3.3)");
    }
    if (t.persuaded().isDefined()) {
      Phase.SetDie d = t.persuaded().get();
      Pips hand = switch (d.kind()) {
        case OWN -> t.own();
        case BLACK -> t.black();
        case DUMMY -> t.dummy();
      };
      if (t.placedAny() || d.value() < 1 || d.value() > 6 || hand.count(d.value()) == 0) {
        fail("phase.persuaded", "the die set by Persuasion is in hand and nothing is placed yet");
      }
    }
    Phase.Marked m = t.marked();
    if (!m.isEmpty()) {
      // marks for a re-roll: dice in hand, before placing, paid by a token, dummy dice only with the option
      if (t.placedAny() || t.persuaded().isDefined() || p.tokens() < 1 || !t.own().contains(m.own())
          || !t.black().contains(m.black()) || !t.dummy().contains(m.dummy())
          || (!m.dummy().isEmpty() && !s.options().rerollDummyDice())) {
        fail("phase.marked", "dice marked for a re-roll are unplaced dice in hand, before placing, with a token");
      }
    }
    for (int seat = 0; seat < s.playerCount(); seat++) {
      if (s.player(seat).ownDice() == 0 && !s.round().endTriggered()) {
        fail("round.endTriggered", "seat " + seat + " has placed its last own die (§3.3)");
      }
    }
  }

  /** The seat holds the straight at that place of the ranking (§5.4, §5.5). */
  private static void placeWinner(GildedCompassState s, int seat, int place) {
    Vector<Integer> ranking = Resolution.rankStraights(s.board().straights());
    if (place > ranking.size() || s.board().straights().get(ranking.get(place - 1)).owner() != seat) {
      fail("phase", "the seat does not hold the straight of place " + place);
    }
  }

  private static void permutation(String field, Vector<Integer> ranking, int size) {
    if (ranking.size() != size || ranking.distinct().size() != size || ranking.exists(i -> i < 0 || i >= size)) {
      fail(field, "every group exactly once");
    }
  }

  private static void assignment(GildedCompassState s, int seat, Assignment a, boolean complete) {
    if (a.hosts().size() != a.items().size()
        || (complete && a.size() != s.player(seat).specialists().size())) {
      fail("assignments[" + seat + "]", "one decision per specialist");
    }
    String why = AssignmentScoring.violation(AssignmentProblem.of(s.player(seat), s.options()), a);
    if (why != null) {
      fail("assignments[" + seat + "]", why);
    }
  }

  /** Someone to move always has a legal action (no dead positions). */
  private static void playable(GildedCompassState s) {
    if (s.phase() instanceof Phase.GameOver) {
      return;
    }
    java.util.List<GildedCompassAction> actions;
    try {
      actions = GAME.legalActions(s);
    } catch (RuntimeException e) {
      throw new InvalidPositionException("phase", "the rules cannot go on from here: " + e.getMessage());
    }
    if (actions.isEmpty()) {
      fail("phase", "seat " + s.phase().seat() + " is to move but has no legal action");
    }
  }

  // ---------------------------------------------------------------- nulls

  /** Explicit nulls (JSON) where the rules need a value: every record component, element and option. */
  /**
   * The most entries any list of a position or view may hold: more than any components table
   * ({@link Components#MAX_TILES}) or any count of dice. Checked before a list's elements are looked
   * at, so that a huge list (a 20 MB file with 500,000 copies of one map) is rejected at once.
   */
  static final int MAX_LIST = Components.MAX_TILES;

  /** Fails naming the path of the first null, or of the first list longer than {@link #MAX_LIST}. */
  static void noNulls(Object value, String path) {
    Problem problem = firstProblem(value);
    if (problem != null) {
      fail(path + problem.path(), problem.detail());
    }
  }

  /** A null or an over-long list, at {@code path} below the value checked ("" for the value itself). */
  private record Problem(String path, String detail) {
    Problem below(String step) {
      return new Problem(step + path, detail);
    }
  }

  /**
   * The first null or over-long list in {@code value} (record components in their order, list elements in
   * theirs), or null if there is none. The path is written only on the way back from a problem, so walking
   * a whole position that has none builds no strings.
   */
  private static Problem firstProblem(Object value) {
    if (value == null) {
      return new Problem("", "a value is needed");
    }
    if (value == Components.standard()) {
      return null; // the tables shipped with the game
    }
    if (value instanceof Record record) {
      for (RecordParts.Part part : RecordParts.of(record.getClass())) {
        if (!part.type().isPrimitive()) {
          Problem problem = firstProblem(part.of(record));
          if (problem != null) {
            return problem.below("." + part.name());
          }
        }
      }
    } else if (value instanceof Option<?> option) {
      return option.isEmpty() ? null : firstProblem(option.get());
    } else if (value instanceof Traversable<?> elements) {
      if (elements.size() > MAX_LIST) {
        return new Problem("", "at most " + MAX_LIST + " entries, not " + elements.size());
      }
      int i = 0;
      for (Object element : elements) {
        Problem problem = firstProblem(element);
        if (problem != null) {
          return problem.below("[" + i + "]");
        }
        i++;
      }
    }
    return null;
  }

  private static int slot(int owner, int n) {
    if (owner == Owner.DUMMY) {
      return n;
    }
    if (owner < 0 || owner >= n) {
      fail("dice", "no owner " + owner);
    }
    return owner;
  }

  private static void uniqueSizes(String field, Vector<DiceGroup> groups) {
    for (int i = 0; i < groups.size(); i++) {
      for (int j = i + 1; j < groups.size(); j++) {
        if (groups.get(i).dice().size() == groups.get(j).dice().size()) {
          fail(field, "two groups of the same size");
        }
        if (groups.get(i).owner() == groups.get(j).owner()) {
          fail(field, "one group per owner");
        }
      }
    }
  }

  /** Counts a kind of tile down from the components table over the places it may be. */
  private static final class Counter<T> {
    private final String field;
    private final Map<T, Integer> counts = new HashMap<>();
    private int left;

    Counter(String field, Iterable<T> expected) {
      this.field = field;
      add(expected);
    }

    void add(Iterable<T> tiles) {
      for (T tile : tiles) {
        counts.merge(tile, 1, Integer::sum);
        left++;
      }
    }

    Counter<T> remove(Iterable<T> found) {
      for (T tile : found) {
        Integer count = counts.get(tile);
        if (count == null || count == 0) {
          fail(field, "one " + tile + " too many");
        }
        counts.put(tile, count - 1);
        left--;
      }
      return this;
    }

    Counter<T> removeHidden(Iterable<Hidden<T>> found) {
      for (Hidden<T> hidden : found) {
        remove(java.util.List.of(hidden.tile()));
      }
      return this;
    }

    void done() {
      if (left != 0) {
        fail(field, left + " tile(s) of the table are nowhere");
      }
    }
  }

  /**
   * §10.4: the Chalice Fragments setup takes 2 chalices of each back out of play unseen, and nothing puts
   * one back or adds one. A seat sees only the box's size, so the view's dealer deals a third of it per back:
   * a box of other backs (conservation alone allows it) would be a position no seat's view can deal.
   */
  private static void chaliceBoxHoldsTwoOfEachBack(GildedCompassState s, Supply u) {
    int perBack = s.inPlay(Building.TREASURE_TOWER) && s.options().chaliceFragments() ? 2 : 0;
    for (ChaliceBack back : ChaliceBack.values()) {
      int inBox = u.chaliceBox().count(c -> c.back() == back);
      if (inBox != perBack) {
        fail("chaliceBox", perBack + " chalices of each back (§10.4), not " + inBox + " " + back);
      }
    }
  }

  private static void fail(String field, String detail) {
    throw new InvalidPositionException(field, detail);
  }
}
