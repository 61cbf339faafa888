package org.spielwerk.portroyalstiche;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.control.Option;

/**
 * Where a round stands and who decides (§9). Each phase holds only what it needs; everything in a phase
 * is public.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface Phase {

  /** The seat that decides, or -1 when the game is over. */
  int seat(int players);

  /**
   * The auction of the privileges (§4.1).
   *
   * @param toAct the seat to bid or pass
   * @param highBidder the seat with the highest bid, -1 while nobody has bid
   * @param highBid the highest bid, 0 while nobody has bid
   * @param passed bit {@code s} set when seat {@code s} has passed (a pass is final)
   */
  record Auction(int toAct, int highBidder, int highBid, int passed) implements Phase {
    public boolean hasPassed(int seat) {
      return (passed & (1 << seat)) != 0;
    }

    @Override
    public int seat(int players) {
      return toAct;
    }
  }

  /** Privilege a (§4.2): the holder, with the two face-up cards in hand, lays two cards aside. */
  record Exchange(int holder) implements Phase {
    @Override
    public int seat(int players) {
      return holder;
    }
  }

  /** Privilege b (§4.2): the holder chooses the trump colour. */
  record TrumpChoice(int holder) implements Phase {
    @Override
    public int seat(int players) {
      return holder;
    }
  }

  /** Privilege c (§4.2): the holder names the leader of the first trick. */
  record LeaderChoice(int holder) implements Phase {
    @Override
    public int seat(int players) {
      return holder;
    }
  }

  /** §5.1.1: the leader chooses the loot card of the display the trick is played for. */
  record PrizeChoice(int leader) implements Phase {
    @Override
    public int seat(int players) {
      return leader;
    }
  }

  /** §5.1.2-3: the leader leads, then the others play clockwise. */
  record TrickPlay(Trick trick) implements Phase {
    @Override
    public int seat(int players) {
      return trick.toPlay(players);
    }
  }

  /**
   * Reading B (§7): a false void claim was revealed; the offender's right-hand neighbour chooses the
   * loot card he loses. Then the trick goes on.
   *
   * @param trick the trick in which the claim was revealed (already holding the revealing card)
   * @param offender who made the false claim
   * @param chooser the offender's right-hand neighbour
   */
  record Penalty(Trick trick, int offender, int chooser) implements Phase {
    @Override
    public int seat(int players) {
      return chooser;
    }
  }

  /**
   * §5.4: the trick winner deals with the won loot card, then places the bonus cards that came with it
   * (those wait in the state's {@code pendingBonus}).
   *
   * @param winner the trick winner
   * @param loot the won loot card until it is dealt with, then empty
   */
  record Spoils(int winner, Option<Loot> loot) implements Phase {
    @Override
    public int seat(int players) {
      return winner;
    }
  }

  /** §5.1.5: the trick winner names the next leader. */
  record NextLeaderChoice(int winner) implements Phase {
    @Override
    public int seat(int players) {
      return winner;
    }
  }

  /** After round 6: the game is scored (§6). */
  record GameOver() implements Phase {
    @Override
    public int seat(int players) {
      return -1;
    }
  }
}
