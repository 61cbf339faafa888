package org.spielwerk.research.gildedcompass;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.GildedCompassAction;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.GildedCompassView;
import org.spielwerk.gildedcompass.GildedCompassView.BoardView;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Pips;
import org.spielwerk.gildedcompass.Phase;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.research.bots.Level;
import org.spielwerk.research.bots.RuleStrategy;

/**
 * Rules of thumb for Order of the Gilded Compass, from its scoring (§8): a map scores its high value
 * only when a specialist of its region sits on it, a specialist scores only on a map of its region,
 * an artifact scores 4 / 2 / 1 by the private collection, treasures their value.
 * <ul>
 *   <li>Maps (§5.1): medium and hard take the map whose value counts most with the specialists held
 *       (high value when one of them fits, else the low value; hard also counts the specialists on
 *       display this round as half a fit); easy takes the highest high value.
 *   <li>Specialists (§5.2): the one whose value counts (a map of its region held, or an abandoned map),
 *       else at 0.3; easy takes the highest value.
 *   <li>Artifacts (§5.4): the most gold by the own collection; Coveted Artifacts by their square.
 *       Treasures (§5.8): the highest. Abilities (§5.7): Persuasion, Will to Win, A Little Help,
 *       A Timeless Gift, Ally on the Inside (each is 1 gold unused; the first ones turn dice).
 *   <li>Ability offers (§6, §10.2): medium and hard use A Little Help, A Timeless Gift and the Ally
 *       (more dice, one more turn, a better rank); easy keeps its tiles (1 gold each).
 *   <li>Placements (§3.2, §5): every own placement is priced by what it is likely to earn, building by
 *       building, less what the own dice it spends would earn elsewhere ({@link #placementValue}); black
 *       dice cost nothing (unplaced they are lost). Will to Win is kept (1 gold) unless nothing else is
 *       legal. Easy takes the biggest reward whatever it costs in dice and whether it will last; medium
 *       prices dice at one gold each and discounts rewards a later placement can take away; hard also
 *       counts the opponents' dice a placement pushes out, the chance to stay first by the rivals still
 *       to place, and prices the dice it has left by how many remain. Every level counts what an
 *       extension adds over what the group or straight already earns.
 *   <li>Held dummy dice (§7.2): easy leaves them; medium and hard let the fallback decide.
 * </ul>
 * Re-rolls, Persuasion, missions and the end-game assignment go to the bot's heuristic fallback.
 */
public final class GildedCompassRules implements RuleStrategy<GildedCompassAction, GildedCompassView> {

  private static final List<Ability> ABILITY_ORDER = List.of(Ability.PERSUASION, Ability.WILL_TO_WIN,
      Ability.LITTLE_HELP, Ability.TIMELESS_GIFT, Ability.ALLY_ON_THE_INSIDE);

  /** Eight samples, playouts of two actions, the lead scored in gold (5 a clear lead). */
  @Override
  public org.spielwerk.research.bots.Lookahead.Budget budget() {
    return new org.spielwerk.research.bots.Lookahead.Budget(8, 2, 8, 5, false);
  }

  @Override
  public int seats(GildedCompassView view) {
    return view.players().size();
  }

  @Override
  public String gameId() {
    return "gilded-compass";
  }

  @Override
  public GildedCompassAction decide(GildedCompassView view, int seat, List<GildedCompassAction> legal, Level level,
      RandomSource random) {
    PlayerView me = view.players().get(seat);
    boolean use = level != Level.EASY;
    return switch (view.phase()) {
      case Phase.LittleHelpOffer o -> use ? GildedCompassAction.USE_LITTLE_HELP : GildedCompassAction.DECLINE;
      case Phase.TimelessGiftOffer o -> use ? GildedCompassAction.USE_TIMELESS_GIFT : GildedCompassAction.DECLINE;
      case Phase.AllyOffer o -> use
          ? legal.stream().filter(a -> a instanceof UseAlly).findFirst().orElse(GildedCompassAction.DECLINE)
          : GildedCompassAction.DECLINE;
      case Phase.ChooseMap o -> best(legal, TakeMap.class, a -> mapValue(a.map(), me, view, level));
      case Phase.ChooseSpecialist o -> best(legal, TakeSpecialist.class, a -> specialistValue(a.specialist(), me, level));
      case Phase.ChooseArtifacts o -> best(legal, KeepArtifact.class, a -> artifactValue(a.artifact(), me));
      case Phase.ChooseTreasures o -> best(legal, KeepTreasure.class, KeepTreasure::value);
      case Phase.ChooseAbility o -> best(legal, TakeAbility.class, a -> -ABILITY_ORDER.indexOf(a.ability()));
      case Phase.Turn t -> placement(view, seat, legal, level);
      default -> null;
    };
  }

  /**
   * A turn: the best own placement by {@link #placementValue} (Will to Win only when nothing else is
   * legal); after it, easy ends the turn rather than place held dummy dice. Null (the fallback) where
   * no own placement is offered: re-rolls after marking, Persuasion's second die, dummy dice at medium
   * and hard.
   */
  private static GildedCompassAction placement(GildedCompassView view, int seat, List<GildedCompassAction> legal,
      Level level) {
    GildedCompassAction chosen = best(legal, Place.class, p -> p.willToWin() == 0
        ? placementValue(p, view, seat, level) : Double.NEGATIVE_INFINITY);
    if (chosen != null) {
      return chosen;
    }
    if (level == Level.EASY && legal.contains(GildedCompassAction.END_TURN)) {
      return GildedCompassAction.END_TURN;
    }
    return null;
  }

  /** Gold a knowledge token is worth at the end (§5.3: floor(tokens / 2)), a little more for its re-roll. */
  private static final double TOKEN = 0.6;

  /**
   * What an own placement is worth to the seat by the rules of the level, in gold: the reward the
   * building will likely pay for the placed dice (§5.1-§5.9), less the own dice it spends.
   */
  public static double placementValue(Place place, GildedCompassView view, int seat, Level level) {
    BoardView b = view.board();
    PlayerView me = view.players().get(seat);
    int players = view.players().size();
    boolean easy = level == Level.EASY;
    boolean hard = level == Level.HARD;
    Pips dice = place.dice();
    double reward = switch (place.building()) {
      case ARCHIVES -> archives(place, view, me, seat, level);
      case UNIVERSITY -> university(dice, b, me, seat, players, level);
      case LIBRARY -> TOKEN;
      case AUCTION_HOUSE -> straight(place, b, view, hard, easy, new double[] {5, 2.5, 1.5});
      case TREASURE_HUNTERS_GUILD -> straight(place, b, view, hard, easy, new double[] {3, 2.5, 2});
      // a magic item doubles a specialist or a map (§8): about the value of a good one
      case HIDDEN_TEMPLE -> 2;
      // every placement makes the strongest group, which takes two abilities (§5.7) unless overtaken;
      // adding to a group that is already the strongest gains nothing but safety
      case ILLUMINATI -> leads(b.illuminati(), seat) ? (easy ? 1 : 0.2)
          : easy ? 2.4 : 2.4 * (hard ? survival(b.illuminati().size(), players) : 0.6) + 0.5;
      // one treasure drawn per die (1-3, §5.8), the largest group keeps two, the others one; adding to
      // the largest group only widens the choice
      case SUNKEN_GALLEON -> leads(b.galleon(), seat) ? 0.3 * dice.size()
          : mine(b.galleon(), seat) ? 2.2 * (hard ? survival(b.galleon().size(), players) : 0.6)
          : easy ? 4.5 : 2 + 2.2 * (hard ? survival(b.galleon().size(), players) : 0.6);
      case TREASURE_TOWER -> tower(dice, b, seat, hard);
    };
    if (easy) {
      return reward;
    }
    int spent = dice.size() - place.black().size();
    double perDie = 1.0;
    if (hard && view.phase() instanceof Phase.Turn turn) {
      // the last dice of a round would go to the Library anyway; many dice and few rivals' turns: cheaper
      int left = turn.own().size();
      perDie = left <= spent ? TOKEN : Math.min(1.2, 0.5 + 0.15 * left);
    }
    return reward - perDie * spent;
  }

  /** Whether the seat owns the largest group (§5.7, §5.8: the one placed or enlarged last). */
  private static boolean leads(io.vavr.collection.Vector<DiceGroup> groups, int seat) {
    int largest = groups.toJavaStream().mapToInt(g -> g.dice().size()).max().orElse(0);
    return groups.exists(g -> g.owner() == seat && g.dice().size() == largest);
  }

  private static boolean mine(io.vavr.collection.Vector<DiceGroup> groups, int seat) {
    return groups.exists(g -> g.owner() == seat);
  }

  /** The chance that the strongest group stays first, with {@code groups} groups already placed. */
  private static double survival(int groups, int players) {
    return Math.max(0.3, 1.0 - 0.25 * Math.max(0, players - 1 - groups));
  }

  /** §5.1: the map the group's rank lets it choose, if the group ranks among the maps displayed. */
  private static double archives(Place place, GildedCompassView view, PlayerView me, int seat, Level level) {
    BoardView b = view.board();
    int value = place.dice().highest();
    int size = place.dice().size();
    int before = 0;
    if (place.target() >= 0) {
      before = b.archives().get(place.target()).size();
      size += before;
    }
    // a map also hosts specialists still to come (§8): worth a little more than its own value
    double[] maps = b.maps().toJavaStream().mapToDouble(m -> mapValue(m, me, view, level) + (level == Level.EASY ? 0 : 1))
        .sorted().toArray();
    double after = archivesReward(b, place.target(), value, size, maps, level);
    if (place.target() >= 0) {
      return after - archivesReward(b, place.target(), value, before, maps, level);
    }
    return after;
  }

  private static double archivesReward(BoardView b, int skip, int value, int size, double[] mapsAscending,
      Level level) {
    int rank = 0;
    for (int g = 0; g < b.archives().size(); g++) {
      ArchivesGroup other = b.archives().get(g);
      if (g != skip && (other.size() > size || (other.size() == size && other.value() > value))) {
        rank++;
      }
    }
    if (rank >= mapsAscending.length) {
      return 0;
    }
    double map = mapsAscending[mapsAscending.length - 1 - rank];
    // a lower rank can still be overtaken by later, larger groups
    return level == Level.EASY ? map : map * Math.pow(0.8, rank) * (size >= 3 ? 1 : 0.85);
  }

  /** §5.2: a specialist for each placed die that keeps an entrance, by its place in the row. */
  private static double university(Pips dice, BoardView b, PlayerView me, int seat, int players, Level level) {
    int entrances = players + 2;
    // a specialist also lifts a map to its high value (§8)
    double[] specialists = b.specialists().toJavaStream()
        .mapToDouble(s -> specialistValue(s, me, level) + (level == Level.EASY ? 0 : 0.7)).sorted().toArray();
    java.util.List<int[]> row = new java.util.ArrayList<>(); // {owner, value}, ascending
    for (Die d : b.university()) {
      if (!d.empty()) {
        row.add(new int[] {d.owner(), d.value()});
      }
    }
    double pushedOut = 0;
    // the higher die goes in first (§5.2 "Pair")
    int[] order = dice.size() == 2 ? new int[] {dice.highest(), dice.lowest()} : new int[] {dice.highest()};
    for (int v : order) {
      int p = 0;
      while (p < row.size() && row.get(p)[1] < v) {
        p++;
      }
      row.add(p, new int[] {seat, v});
      if (row.size() > entrances) {
        int[] out = row.remove(row.size() - 1);
        pushedOut += out[0] == seat ? -1.5 : (out[0] >= 0 ? 1.0 : 0);
      }
    }
    double reward = 0;
    for (int p = 0; p < row.size(); p++) {
      if (row.get(p)[0] == seat && contains(order, row.get(p)[1])) {
        double specialist = p < specialists.length ? specialists[Math.max(0, specialists.length - 1 - p)] : 0;
        // a die far right is pushed out by any later die of its value or lower
        double keep = level == Level.EASY ? 1 : Math.min(1, 0.35 + 0.25 * (entrances - 1 - p));
        reward += specialist * keep;
      }
    }
    return reward + (level == Level.HARD ? pushedOut : 0);
  }

  private static boolean contains(int[] values, int v) {
    for (int x : values) {
      if (x == v) {
        return true;
      }
    }
    return false;
  }

  /**
   * §5.4, §5.5: the place the straight will hold (longer first, then the higher top) and that place's
   * reward; a short straight is easily beaten.
   */
  private static double straight(Place place, BoardView b, GildedCompassView view, boolean hard, boolean easy,
      double[] rewards) {
    Pips dice = place.dice();
    int low = dice.lowest();
    int length = dice.size();
    double before = 0;
    if (place.target() >= 0) {
      Straight s = b.straights().get(place.target());
      low = Math.min(low, s.low());
      length += s.length();
      before = straightReward(b, place.target(), s.low(), s.length(), rewards, easy);
    }
    double after = straightReward(b, place.target(), low, length, rewards, easy);
    return after - before;
  }

  private static double straightReward(BoardView b, int skip, int low, int length, double[] rewards, boolean easy) {
    int rank = 0;
    for (int i = 0; i < b.straights().size(); i++) {
      Straight other = b.straights().get(i);
      if (i != skip && (other.length() > length || (other.length() == length && other.high() > low + length - 1))) {
        rank++;
      }
    }
    if (rank >= rewards.length) {
      return 0;
    }
    return easy ? rewards[rank] : rewards[rank] * Math.min(1, 0.4 + 0.15 * length);
  }

  /** §5.9: a chalice by the floor the die will reach; dice on the floors it pushes rise (or leave). */
  private static double tower(Pips dice, BoardView b, int seat, boolean hard) {
    // bronze chalices average 1, silver 1.7, gold 2.3 (§1.9); later placements lift the die
    double reward = 1.3 * dice.size();
    if (hard) {
      for (int v = 1; v <= 6; v++) {
        if (dice.count(v) > 0) {
          // the die on the top floor of this half is pushed out: an opponent's loses its chalice
          Die top = b.tower().get(v <= 3 ? 2 : 5);
          reward += top.empty() ? 0 : top.owner() == seat ? -1.5 : 0.8;
        }
      }
    }
    return reward;
  }

  /** The legal action of the class with the highest value (the first on ties), or null. */
  private static <T extends GildedCompassAction> GildedCompassAction best(List<GildedCompassAction> legal,
      Class<T> type, ToDoubleFunction<T> value) {
    T best = null;
    double most = Double.NEGATIVE_INFINITY;
    for (GildedCompassAction a : legal) {
      if (type.isInstance(a)) {
        T t = type.cast(a);
        double v = value.applyAsDouble(t);
        if (v > most) {
          most = v;
          best = t;
        }
      }
    }
    return best;
  }

  /** What a map is worth to the seat by the rules of the level. */
  public static double mapValue(MapTile map, PlayerView me, GildedCompassView view, Level level) {
    if (level == Level.EASY) {
      return map.high();
    }
    if (map.abandoned() || me.specialists().exists(s -> s.region() == map.region())) {
      return map.high();
    }
    if (level == Level.HARD && view.board().specialists().exists(s -> s.region() == map.region())) {
      return (map.high() + map.low()) / 2.0;
    }
    return map.low();
  }

  static double specialistValue(Specialist specialist, PlayerView me, Level level) {
    if (level == Level.EASY) {
      return specialist.value();
    }
    boolean hosted = me.maps().exists(m -> m.abandoned() || m.region() == specialist.region());
    // a second specialist of the same type and region has no seat on the one map: a little less
    long same = me.specialists().count(s -> s.region() == specialist.region() && s.type() == specialist.type());
    return (hosted ? specialist.value() : 0.3 * specialist.value()) - (level == Level.HARD ? 0.5 * same : 0);
  }

  /** Gold an artifact adds at the end for the seat (§5.4, §10.1). */
  public static double artifactValue(ArtifactType type, PlayerView me) {
    if (type == ArtifactType.COVETED) {
      long held = me.artifacts().count(a -> a == ArtifactType.COVETED);
      return 2 * held + 1; // n coveted artifacts score n squared (§10.1)
    }
    return me.collection().map(c -> (double) c.gold(type)).getOrElse(1.0);
  }
}
