package org.spielwerk.gildedcompass;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * What a seat may do. Dice are given as {@link Pips} (values, since dice of one owner are
 * identical); tiles by value (identical tiles are one choice).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface GildedCompassAction {

  /** Take the 2 black dice for this round, discarding A Little Help (§6). */
  record UseLittleHelp() implements GildedCompassAction {}

  /** Take an extra turn, discarding A Timeless Gift (§3.3 step 2). */
  record UseTimelessGift() implements GildedCompassAction {}

  /**
   * Move one's Archives group one place up in the scoring order, discarding Ally on the Inside
   * (§10.2).
   *
   * @param group the index of the group in the Archives
   */
  record UseAlly(int group) implements GildedCompassAction {}

  /** Let an ability offer pass (A Little Help, A Timeless Gift, Ally on the Inside). */
  record Decline() implements GildedCompassAction {}

  /**
   * Mark one more unplaced die for a re-roll (§3.2 step 2). Dice are marked in the order of their
   * kind (own, black, dummy), then of their value, so each set of dice is one sequence of marks;
   * {@link Reroll} then re-rolls them for a knowledge token.
   *
   * @param kind own, black or held dummy die
   * @param value the value it shows
   */
  record MarkReroll(DieKind kind, int value) implements GildedCompassAction {
    private static final MarkReroll[] ALL = new MarkReroll[18];

    static {
      for (DieKind kind : DieKind.values()) {
        for (int v = 1; v <= 6; v++) {
          ALL[kind.ordinal() * 6 + v - 1] = new MarkReroll(kind, v);
        }
      }
    }

    /** The shared instance. */
    public static MarkReroll of(DieKind kind, int value) {
      return ALL[kind.ordinal() * 6 + value - 1];
    }
  }

  /** Spend a knowledge token and re-roll the marked dice (§3.2 step 2). */
  record Reroll() implements GildedCompassAction {}

  /** Discard Persuasion and turn one rolled die from {@code from} to {@code to} (§6). */
  record Persuade(DieKind kind, int from, int to) implements GildedCompassAction {}

  /** Persuasion's second die (another die than the first). */
  record PersuadeSecond(DieKind kind, int from, int to) implements GildedCompassAction {}

  /**
   * Place own dice on one building (§3.2 step 4, §5).
   *
   * @param building where
   * @param dice all dice placed (by value), black ones included
   * @param black the part of {@code dice} that are black dice
   * @param target the group or straight extended (its index in the building), the Temple space, or
   *     -1 for a new group and for buildings without targets
   * @param willToWin 0 without Will to Win (§6); otherwise which die the identical combination
   *     loses: 1 in the Archives; 1 = its low end, 2 = its high end for a straight; the die's
   *     value in the Illuminati and the Sunken Galleon
   */
  record Place(Building building, Pips dice, Pips black, int target, int willToWin) implements GildedCompassAction {}

  /** Place 1 or 2 held dummy dice on one building, as the dummy's (§7.2); fields as in {@link Place}. */
  record PlaceDummy(Building building, Pips dice, int target, int willToWin) implements GildedCompassAction {}

  /** End the turn without placing the held dummy dice (§7.2). */
  record EndTurn() implements GildedCompassAction {}

  /** Archives: take a map from the display (§5.1). */
  record TakeMap(MapTile map) implements GildedCompassAction {}

  /** University: take a specialist from the display (§5.2). */
  record TakeSpecialist(Specialist specialist) implements GildedCompassAction {}

  /** Auction House: keep one of the artifacts drawn (§5.4). */
  record KeepArtifact(ArtifactType artifact) implements GildedCompassAction {}

  /** Guild: keep one of the missions drawn or passed (§5.5). */
  record KeepMission(Mission mission) implements GildedCompassAction {}

  /** Illuminati: take an ability from the display (§5.7). */
  record TakeAbility(Ability ability) implements GildedCompassAction {}

  /** Sunken Galleon (PRINTED): keep one of the treasures drawn this round (§5.8). */
  record KeepTreasure(int value) implements GildedCompassAction {}

  /**
   * Game end: assign the next specialist to a host with an item (§8.2).
   *
   * @param host the host's index in {@link Hosts#of}
   * @param item the magic item it carries
   */
  record AssignSpecialist(int host, ItemChoice item) implements GildedCompassAction {}

  /** Game end: leave the next specialist unassigned (§8.2). */
  record LeaveUnassigned() implements GildedCompassAction {}

  /** Shared instances of the actions without arguments. */
  UseLittleHelp USE_LITTLE_HELP = new UseLittleHelp();
  UseTimelessGift USE_TIMELESS_GIFT = new UseTimelessGift();
  Decline DECLINE = new Decline();
  EndTurn END_TURN = new EndTurn();
  Reroll REROLL = new Reroll();
  LeaveUnassigned LEAVE_UNASSIGNED = new LeaveUnassigned();
}
