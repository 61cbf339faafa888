package org.spielwerk.research.gildedcompass;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.GildedCompassAction;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.GildedCompassView;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
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
 * </ul>
 * Placements, re-rolls, Persuasion, missions and the end-game assignment go to the bot's heuristic
 * fallback.
 */
public final class GildedCompassRules implements RuleStrategy<GildedCompassAction, GildedCompassView> {

  private static final List<Ability> ABILITY_ORDER = List.of(Ability.PERSUASION, Ability.WILL_TO_WIN,
      Ability.LITTLE_HELP, Ability.TIMELESS_GIFT, Ability.ALLY_ON_THE_INSIDE);

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
      default -> null;
    };
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
