package org.spielwerk.loyang;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.collection.Vector;

/** Where the game stands; each phase carries only what it needs. All of it is public. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface Phase {

  /**
   * Setup (§2.1 step 8): players buy and sow their home field in turn from the start player.
   *
   * @param seat the player to choose
   * @param sown how many players have sown so far
   */
  record SowingHome(int seat, int sown) implements Phase {}

  /**
   * Yucata's extra harvest turn (§3.1, §9.5 option 1): a player holding a Harvest helper may play it
   * after the automatic harvest.
   *
   * @param seat the player deciding
   * @param playing whether the helper was played and the player now picks fields
   * @param taken fields (bit per position in the fields row) already harvested a second time
   */
  record HarvestTurn(int seat, boolean playing, int taken) implements Phase {}

  /**
   * The distribution round of the card phase (§3.2.3).
   *
   * @param seat the player whose turn it is
   * @param inDraft players still in the draft, clockwise
   * @param left players who have left the draft, in the order they left
   * @param revealed whether this turn's 2-player reveal was used (§3.2.4)
   * @param taken courtyard cards taken in this turn's option (b), 0 before it starts
   * @param lord whether the Lord of the manor was played in this take (§9.7)
   * @param sub a decision in progress (a cash helper), or null
   */
  record Drafting(int seat, Vector<Integer> inDraft, Vector<Integer> left, boolean revealed, int taken, boolean lord,
      Sub sub) implements Phase {
    Drafting withSub(Sub next) {
      return new Drafting(seat, inDraft, left, revealed, taken, lord, next);
    }

    Drafting withTaken(int n) {
      return new Drafting(seat, inDraft, left, revealed, n, lord, sub);
    }

    Drafting withLord() {
      return new Drafting(seat, inDraft, left, revealed, taken, true, sub);
    }

    Drafting withRevealed() {
      return new Drafting(seat, inDraft, left, true, taken, lord, sub);
    }

    /** Whether the player must take now (§3.2.3): one hand card left, or the only player left. */
    boolean forced(int handSize) {
      return handSize <= 1 || inDraft.size() <= 1;
    }
  }

  /** 4 players (§3.3.2): the First Start Player picks a partner among the two non-start players. */
  record ChoosingPartner() implements Phase {}

  /**
   * A player's action phase (§3.3, §4).
   *
   * @param turn position in the round's order of the player acting
   * @param stage actions, storing goods or advancing on the path
   * @param steps steps taken on the path this round (the first costs 1, §1.4)
   * @param flags what the player has used or activated this action phase
   * @param sub a decision in progress, or null
   */
  record Acting(int turn, Stage stage, int steps, Turn flags, Sub sub) implements Phase {
    Acting withSub(Sub next) {
      return new Acting(turn, stage, steps, flags, next);
    }

    Acting withFlags(Turn next) {
      return new Acting(turn, stage, steps, next, sub);
    }

    Acting withSteps(int n) {
      return new Acting(turn, stage, n, flags, sub);
    }
  }

  /** The game is over (§12). */
  record GameOver() implements Phase {}

  /** The parts of an action phase (§3.4). */
  enum Stage { ACTIONS, STORING, ADVANCING }

  /**
   * What a player has used or activated in this action phase.
   *
   * @param pack the double pack was bought (once per action phase, §4H)
   * @param official the Official makes the double pack free (§9.2)
   * @param errandBoy regular customers may be delivered twice (§9.3)
   * @param maid 2-bowl stall goods cost 1 good (§9.13)
   * @param saleswoman casual customers pay +2 (§9.19 option 2)
   * @param harvestPlus fields sown hold 1 extra good (§9.5 option 2)
   */
  record Turn(boolean pack, boolean official, boolean errandBoy, boolean maid, boolean saleswoman,
      boolean harvestPlus) {
    static final Turn NONE = new Turn(false, false, false, false, false, false);

    Turn withPack() {
      return new Turn(true, official, errandBoy, maid, saleswoman, harvestPlus);
    }

    Turn with(HelperType helper, int option) {
      return switch (helper) {
        case OFFICIAL -> new Turn(pack, true, errandBoy, maid, saleswoman, harvestPlus);
        case ERRAND_BOY -> new Turn(pack, official, true, maid, saleswoman, harvestPlus);
        case MAID -> new Turn(pack, official, errandBoy, true, saleswoman, harvestPlus);
        case SALESWOMAN -> option == 2 ? new Turn(pack, official, errandBoy, maid, true, harvestPlus) : this;
        case HARVEST_HELPER -> option == 2 ? new Turn(pack, official, errandBoy, maid, saleswoman, true) : this;
        default -> this;
      };
    }
  }

  /** A decision taken in small steps. */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  sealed interface Sub {}

  /**
   * Paying for a stall good, one good at a time (§4D; the Trader at another player's stall, §9.8).
   *
   * @param owner the stall's owner
   * @param stall the stall's position in the owner's row
   * @param good the good bought
   * @param remaining goods still to hand over
   */
  record StallPay(int owner, int stall, Good good, int remaining) implements Sub {}

  /**
   * The double pack's two cards are open (§4H): keep them one at a time (the first kept lies on top).
   *
   * @param drawn the cards drawn and not yet kept
   * @param top the card kept first, or -1
   * @param bottom the card kept second, or -1
   */
  record Pack(Vector<Integer> drawn, int top, int bottom) implements Sub {}

  /**
   * The Merchant's purchases (§9.11).
   *
   * @param types goods (bit set) still to buy at the Merchant's price
   */
  record MerchantBuying(int types) implements Sub {}

  /**
   * The Bookkeeper's shop reset, one good at a time (§9.4).
   *
   * @param good the good (ordinal) whose count is chosen next
   * @param resume the decision to go back to afterwards, or null
   */
  record ShopReset(int good, Sub resume) implements Sub {}

  /**
   * The Bookkeeper's income: the player names the good (printed rules, §9.4).
   *
   * @param resume the decision to go back to afterwards, or null
   */
  record BookkeeperIncome(Sub resume) implements Sub {}

  /**
   * The Market crier's option 2: stall goods moved to the shop one at a time (§9.14).
   *
   * @param moved goods moved so far (at most 3)
   * @param earned cash paid so far (at most 3)
   * @param resume the decision to go back to afterwards, or null
   */
  record CrierSale(int moved, int earned, Sub resume) implements Sub {}

  /**
   * The Ploughman's option 2 with the player picking fields (Audit Q4 reading B, §9.17).
   */
  record Ploughing() implements Sub {}
}
