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
    same("maps", t.maps(), u.mapStack().appendAll(u.mapsAside()).appendAll(u.mapsRemoved()).appendAll(b.maps())
        .appendAll(ps.flatMap(Player::maps)));
    same("specialists", t.specialists(), u.specialistStack().appendAll(u.specialistsAside())
        .appendAll(u.specialistsRemoved()).appendAll(b.specialists()).appendAll(ps.flatMap(Player::specialists)));
    boolean auction = s.inPlay(Building.AUCTION_HOUSE);
    same("artifacts", auction ? t.artifacts().appendAll(s.options().covetedArtifacts() ? t.covetedArtifacts() : Vector.empty())
        : Vector.empty(), u.artifactStack().appendAll(u.artifactsDrawn()).appendAll(u.artifactDiscard())
        .appendAll(u.artifactsRemoved()).appendAll(ps.flatMap(Player::artifacts)));
    same("collections", auction ? t.privateCollections() : Vector.empty(),
        u.collectionBox().appendAll(ps.flatMap(p -> p.collection().toVector())));
    if (auction && ps.exists(p -> p.collection().isEmpty())) {
      fail("collections", "with the Auction House every player holds one private collection");
    }
    same("missions", s.inPlay(Building.TREASURE_HUNTERS_GUILD) ? t.missions() : Vector.empty(),
        u.missionStack().appendAll(u.missionBottom().map(Hidden::tile)).appendAll(u.missionsDrawn())
            .appendAll(u.missionsRemoved().map(Hidden::tile)).appendAll(u.missionBox())
            .appendAll(ps.flatMap(Player::missionTiles)));
    same("magic items", s.inPlay(Building.HIDDEN_TEMPLE)
        ? t.magicItems().appendAll(s.options().toolsOfPower() ? t.toolsOfPower() : Vector.empty()) : Vector.empty(),
        u.itemStack().appendAll(u.itemsAside()).appendAll(u.itemsRemoved()).appendAll(b.temple().map(TempleSpace::item))
            .appendAll(ps.flatMap(Player::items)));
    same("abilities", s.inPlay(Building.ILLUMINATI)
        ? t.abilities().appendAll(s.options().allyOnTheInside() ? t.allies() : Vector.empty()) : Vector.empty(),
        u.abilityStack().appendAll(u.abilitiesAside()).appendAll(u.abilitiesUsed()).appendAll(u.abilitiesRemoved())
            .appendAll(b.abilities()).appendAll(ps.flatMap(Player::abilities)));
    same("sunken treasures", s.inPlay(Building.SUNKEN_GALLEON) ? t.sunkenTreasures() : Vector.empty(),
        u.treasureStack().appendAll(u.treasureDiscard().map(Hidden::tile)).appendAll(u.treasuresRemoved())
            .appendAll(u.dummyTreasures()).appendAll(ps.flatMap(Player::treasures))
            .appendAll(ps.flatMap(Player::drawnTreasures)));
    same("chalices", s.inPlay(Building.TREASURE_TOWER)
        ? t.chalices().appendAll(s.options().chaliceFragments() ? t.chaliceFragments() : Vector.empty()) : Vector.empty(),
        u.chaliceStacks().flatMap(v -> v).appendAll(u.chaliceBox()).appendAll(ps.flatMap(Player::chalices)));
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

  private static <T> void same(String field, Vector<T> expected, Vector<T> found) {
    if (expected.size() != found.size()) {
      fail(field, found.size() + " tiles in play, the table has " + expected.size());
    }
    Map<T, Integer> counts = new HashMap<>();
    for (T tile : expected) {
      counts.merge(tile, 1, Integer::sum);
    }
    for (T tile : found) {
      Integer left = counts.merge(tile, -1, Integer::sum);
      if (left < 0) {
        fail(field, "one " + tile + " too many");
      }
    }
  }

  private static void fail(String field, String detail) {
    throw new InvalidPositionException(field, detail);
  }
}
