package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.HashMap;
import java.util.Map;
import org.spielwerk.core.InvalidPositionException;
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

  static void validate(GildedCompassState s) {
    if (s.players().size() < 2 || s.players().size() > 5) {
      fail("players", "2 to 5 players, not " + s.players().size());
    }
    int n = s.playerCount();
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

    // displays (§1.10)
    if (b.maps().size() > 4 || b.specialists().size() > s.entrances() || b.abilities().size() > 3
        || b.temple().size() > Math.min(n, 4)) {
      fail("board", "a display holds more tiles than the rules lay out");
    }

    // dice: every die with its owner, on one building, in the Library, or back after a reward
    int[] onBoard = new int[n + 1]; // index n: the dummy
    for (ArchivesGroup g : b.archives()) {
      onBoard[slot(g.owner(), n)] += g.size();
    }
    for (Die d : b.university()) {
      onBoard[slot(d.owner(), n)]++;
    }
    for (Straight st : b.straights()) {
      onBoard[slot(st.owner(), n)] += st.length();
      if (st.low() < 1 || st.high() > 6 || st.length() < 1) {
        fail("straights", "a straight within 1..6: " + st);
      }
    }
    for (TempleSpace space : b.temple()) {
      if (!space.free()) {
        onBoard[slot(space.owner(), n)] += 2;
      }
    }
    for (DiceGroup g : b.illuminati()) {
      onBoard[slot(g.owner(), n)] += g.dice().size();
    }
    for (DiceGroup g : b.galleon()) {
      onBoard[slot(g.owner(), n)] += g.dice().size();
    }
    for (Die d : b.tower()) {
      if (!d.empty()) {
        onBoard[slot(d.owner(), n)]++;
      }
    }
    Round r = s.round();
    if (r.returned().size() != n || b.library().size() != n) {
      fail("round", "one count per seat");
    }
    boolean placing = s.phase() instanceof Phase.Turn || s.phase() instanceof Phase.LittleHelpOffer
        || s.phase() instanceof Phase.TimelessGiftOffer;
    for (int seat = 0; seat < n; seat++) {
      Player p = ps.get(seat);
      if (p.tokens() < 0 || p.ownDice() < 0 || p.blackDice() < 0 || p.dummyDice() < 0) {
        fail("players[" + seat + "]", "negative counter");
      }
      int black = r.littleHelpSeat() == seat ? Turns.BLACK_DICE - r.blackLost() : 0;
      int total = p.ownDice() + p.blackDice() + onBoard[seat] + b.library().get(seat) + r.returned().get(seat);
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
    if (s.dummy()) {
      int dummy = ps.map(Player::dummyDice).sum().intValue() + onBoard[n] + b.libraryDummy() + r.dummyAside();
      if (dummy != Turns.DUMMY_DICE * n) {
        fail("dice", "the dummy's dice add up to " + dummy + ", not " + Turns.DUMMY_DICE * n);
      }
    } else if (onBoard[n] > 0 || ps.exists(p -> p.dummyDice() > 0)) {
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
    if (b.tower().size() != 6) {
      fail("tower", "six floors");
    }

    // scores (§8)
    for (ScoreSheet sheet : s.scores()) {
      if (sheet.total() != sheet.sumOfParts()) {
        fail("scores", "a total differs from the sum of its parts: " + sheet);
      }
    }
    if (s.phase() instanceof Phase.GameOver && s.scores().size() != n) {
      fail("scores", "a score sheet per seat at game end");
    }
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

  private static void fail(String field, String detail) {
    throw new InvalidPositionException(field, detail);
  }
}
