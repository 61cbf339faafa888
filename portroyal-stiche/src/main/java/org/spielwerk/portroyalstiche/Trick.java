package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;

/**
 * The trick being played (§5.1).
 *
 * @param leader who leads
 * @param prize the loot card played for (the pirate figure stands on it)
 * @param plays the cards played so far, in order
 */
public record Trick(int leader, Loot prize, Vector<PlayedCard> plays) {

  /** A trick whose leader has chosen the prize and not yet led. */
  public static Trick start(int leader, Loot prize) {
    return new Trick(leader, prize, Vector.empty());
  }

  /** The seat to play next. */
  public int toPlay(int players) {
    return (leader + plays.size()) % players;
  }

  /** Whether a Klabautermann is in the trick: then no card has colour or trump (§5.2). */
  public boolean hasKlabautermann() {
    for (int i = 0; i < plays.size(); i++) {
      if (plays.get(i).card().isKlabautermann()) {
        return true;
      }
    }
    return false;
  }

  /** The led colour, or null before the lead or when a Klabautermann was led. */
  public Colour ledColour() {
    if (plays.isEmpty()) {
      return null;
    }
    TrickCard first = plays.get(0).card();
    return first.isKlabautermann() ? null : first.colour();
  }

  public Trick with(PlayedCard play) {
    return new Trick(leader, prize, plays.append(play));
  }

  /**
   * The winner (§5.3): with a Klabautermann in the trick the highest number, ties to the card played
   * last; else the highest trump; else the highest card of the led colour.
   */
  public int winner(Colour trump) {
    int best = -1;
    int bestSeat = -1;
    // index loops: a Vavr iterator is an allocation per call
    if (hasKlabautermann()) {
      for (int i = 0; i < plays.size(); i++) {
        PlayedCard play = plays.get(i);
        if (play.card().value() >= best) {
          best = play.card().value();
          bestSeat = play.seat();
        }
      }
      return bestSeat;
    }
    Colour winning = ledColour();
    for (int i = 0; i < plays.size(); i++) {
      if (plays.get(i).card().colour() == trump) {
        winning = trump;
        break;
      }
    }
    for (int i = 0; i < plays.size(); i++) {
      PlayedCard play = plays.get(i);
      if (play.card().colour() == winning && play.card().value() > best) {
        best = play.card().value();
        bestSeat = play.seat();
      }
    }
    return bestSeat;
  }

  /** The cards of the trick. */
  public TrickSet cards() {
    long bits = 0;
    for (int i = 0; i < plays.size(); i++) {
      bits |= plays.get(i).card().bit();
    }
    return new TrickSet(bits);
  }
}
