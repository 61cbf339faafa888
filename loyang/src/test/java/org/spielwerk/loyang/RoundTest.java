package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.goods;
import static org.spielwerk.loyang.Fixture.play;
import static org.spielwerk.loyang.Fixture.rejects;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.loyang.LoyangAction.AddToCourtyard;
import org.spielwerk.loyang.LoyangAction.TakeFromCourtyard;
import org.spielwerk.loyang.LoyangAction.TakeFromHand;

/** The harvest (§3.1) and the card phase (§3.2, §11). */
class RoundTest {

  /** Round 1's draft with known hands: seat 0 holds a, seat 1 holds b. */
  private static LoyangPositions draft(String[] a, String[] b) {
    LoyangPositions p = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 3);
    p.state(s -> {
      Vector<Integer> back = s.draw();
      Vector<Player> players = s.players();
      for (int seat = 0; seat < 2; seat++) {
        back = back.appendAll(players.get(seat).hand());
        players = players.update(seat, players.get(seat).withHand(Vector.empty()));
      }
      return s.withDraw(back).withPlayers(players);
    });
    return p.hand(0, a).hand(1, b);
  }

  @Test
  void harvest_oneGoodPerFieldStorehouseToCartEmptyFieldsLeave() {
    // §3.1: a field is revealed (not in round 9), 1 good from every sown field, the storehouse goes to the cart,
    // an emptied private field leaves the game, an emptied common field goes to the discard pile and uncovers.
    LoyangPositions b = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 3).actionPhase(0, 1)
        .field(0, "F3", Good.LEEK, 1).player(0, p -> p.withStore(goods("B")).withCart(Goods.NONE));
    LoyangState s = b.build();
    int cf = b.card("CF4");
    s = b.state(x -> x.withDraw(x.draw().remove(cf))).player(0, p -> p.withFields(p.fields().append(
        new Field(cf, b.card("RC-PT"), Good.WHEAT, 1, false)))).state(x -> x.withDraw(x.draw().remove(b.card("RC-PT"))))
        .build();
    int stack = s.player(0).stack().size();
    int homeBefore = s.player(0).fields().head().count();
    java.util.List<LoyangEvent> ev = new ArrayList<>();
    s = Rules.startRound(s.withPhase(new Phase.GameOver()), 2, EventSink.into(ev));
    Player p = s.player(0);
    assertThat(p.stack()).hasSize(stack - 1);
    assertThat(p.fields().head().count()).isEqualTo(homeBefore - 1);
    assertThat(p.cart().bean()).as("storehouse unloaded").isEqualTo(1);
    assertThat(p.cart().leek()).isEqualTo(1);
    assertThat(p.removed()).as("the emptied private field is out of the game").hasSize(1);
    assertThat(ev).as("the common field goes to the discard pile (shuffled in at the card phase)...")
        .contains(new LoyangEvent.FieldCleared(0, Rules.face(s, cf), false));
    assertThat(p.regulars().map(Regular::card)).as("...and uncovers its bottom card").contains(b.card("RC-PT"));
  }

  @Test
  void harvest_round9RevealsNoField() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 3).actionPhase(0, 1).build();
    int fields = s.player(0).fields().size();
    s = Rules.startRound(s.withRound(8).withPhase(new Phase.GameOver()), 9, EventSink.ignore());
    assertThat(s.player(0).fields()).as("no field is revealed in round 9").hasSize(fields);
  }

  @Test
  void draft_openingAddsThenOptionsAB() {
    // §3.2.3: the First Start Player opens the courtyard; (b) takes 1 courtyard + 1 hand card and the rest of the hand
    // goes to the courtyard; taking 2 courtyard or 2 hand cards is not allowed.
    LoyangPositions b = draft(new String[] {"CC-WPT", "CC-WPC", "MS02", "MS03"},
        new String[] {"CC-WPB", "CC-TCL", "MS04", "MS05"});
    LoyangState s = b.build();
    int wpt = b.card("CC-WPT");
    rejects(s, new TakeFromHand(wpt), "Distribution round");
    s = play(s, new AddToCourtyard(wpt));
    assertThat(s.toMove()).isEqualTo(1);
    s = play(s, new TakeFromCourtyard(wpt));
    rejects(s, new TakeFromCourtyard(wpt), "Distribution round");
    s = play(s, new TakeFromHand(b.card("MS04")));
    assertThat(s.player(1).casuals().map(Casual::card)).containsExactly(wpt);
    assertThat(s.player(1).stalls().head().goods()).as("a stall is filled at once").isEqualTo(goods("WPC"));
    assertThat(s.courtyard()).as("seat 1's 3 leftover hand cards").hasSize(3);
    // seat 0 is the last player in the draft: it must take now
    assertThat(s.toMove()).isEqualTo(0);
    rejects(s, new AddToCourtyard(b.card("MS02")), "must take now");
    s = play(s, new TakeFromCourtyard(b.card("CC-WPB")), new TakeFromHand(b.card("MS02")));
    // §3.2.6: the last to leave is First Start Player, the one before Second; the rest is the discard pile
    assertThat(s.firstStart()).isEqualTo(0);
    assertThat(s.secondStart()).isEqualTo(1);
    assertThat(s.order()).containsExactly(0, 1);
    assertThat(s.phase()).isInstanceOf(Phase.Acting.class);
    GAME.validate(s);
  }

  @Test
  void draft_commonFieldCostsTwoAtOnce_regularGetsBlueMarker() {
    // §3.2.2
    LoyangPositions b = draft(new String[] {"CF3", "RC-WP", "MS02", "MS03"}, new String[] {"MS04", "MS05", "MS06", "MS07"});
    LoyangState s = b.build().withPlayer(0, b.build().player(0).withCash(1));
    s = play(s, new AddToCourtyard(b.card("MS02")), new AddToCourtyard(b.card("MS04")));
    rejects(s, new TakeFromHand(b.card("CF3")), "Distribution round");
    s = play(s, new TakeFromCourtyard(b.card("MS04")));
    rejects(s, new TakeFromHand(b.card("CF3")), "Common field (§3.2.2)");
    s = play(s, new LoyangAction.TakeLoan(), new TakeFromHand(b.card("CF3")));
    assertThat(s.player(0).cash()).isEqualTo(4);
    assertThat(s.player(0).fields().last().card()).isEqualTo(b.card("CF3"));
  }

  @Test
  void draft_oneHandCardMustBeTaken() {
    // §3.2.3 Anmerkungen: a player with 1 hand card must take at once, and may not throw it into the courtyard
    LoyangPositions b = draft(new String[] {"MS02"}, new String[] {"MS04", "MS05"});
    LoyangState s = b.build();
    rejects(s, new AddToCourtyard(b.card("MS02")), "must take now");
    s = play(s, new TakeFromHand(b.card("MS02")));
    assertThat(s.player(0).stalls()).hasSize(1);
  }

  @Test
  void twoPlayers_revealBeforeTheTurn() {
    // §3.2.4: the First Start Player may reveal the top card and take (b) at once
    LoyangPositions b = draft(new String[] {"MS02", "MS03", "MS08", "MS09"}, new String[] {"MS04", "MS05", "MS06", "MS07"})
        .drawTop("CC-PTL");
    LoyangState s = play(b.build(), new LoyangAction.Reveal());
    rejects(s, new LoyangAction.Reveal(), "one card per turn");
    s = play(s, new TakeFromCourtyard(b.card("CC-PTL")), new TakeFromHand(b.card("MS03")));
    assertThat(s.courtyard()).hasSize(3);
    assertThat(s.toMove()).isEqualTo(1);
  }

  @Test
  void lord_upToThreeCourtyardCards() {
    // §9.7 (Yucata): first a courtyard card, then the Lord, then up to 2 more; the hand card stays compulsory;
    // not in the round he was acquired
    LoyangPositions b = draft(new String[] {"MS02", "MS03", "MS08", "MS09"}, new String[] {"MS04", "MS05", "MS06", "MS07"})
        .give(0, "LORD").courtyard("CC-WPT", "CC-WPC", "CC-WPB");
    LoyangState s = b.build();
    s = play(s, new TakeFromCourtyard(b.card("CC-WPT")));
    rejects(s, new LoyangAction.PlayLord(0), "not in the round in which it was acquired");
    s = LoyangPositions.of(s).player(0, p -> p.withHelpers(p.helpers().map(h -> new HelperCard(h.card(), -1, 0))))
        .build();
    s = play(s, new LoyangAction.PlayLord(0), new TakeFromCourtyard(b.card("CC-WPC")),
        new TakeFromCourtyard(b.card("CC-WPB")));
    rejects(s, new TakeFromCourtyard(b.card("MS08")), "Distribution round");
    s = play(s, new TakeFromHand(b.card("MS02")));
    assertThat(s.player(0).casuals()).hasSize(3);
    assertThat(s.player(0).helpers()).isEmpty();
  }

  @Test
  void beginner_assignedCustomerInsteadOfAHandCard() {
    // §2.3
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA.withBeginner(true), 2, 4).build();
    int assigned = s.player(0).assigned();
    int first = s.player(0).hand().head();
    s = play(s, new AddToCourtyard(first), new TakeFromCourtyard(first), new TakeFromHand(s.player(1).hand().head()));
    s = play(s, new TakeFromCourtyard(s.courtyard().head()), new LoyangAction.PlaceAssigned());
    assertThat(s.player(0).regulars().map(Regular::card)).contains(assigned);
    assertThat(s.player(0).assigned()).isEqualTo(-1);
    assertThat(s.player(0).hand()).isEmpty();
  }

  @Test
  void shortDeal_equalCardsForEveryone() {
    // §3.2.1 / §11: with too few cards everyone gets the same number, floor(draw / players)
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 3, 5).actionPhase(0, 1, 2).build();
    Vector<Integer> keep = s.draw().take(7);
    s = s.withDiscard(s.discard().appendAll(s.draw().drop(7))).withDraw(keep);
    // everything but 7 cards out of play: move the discard pile into displays? simpler: put them on a display
    Player p0 = s.player(0);
    for (int card : s.discard()) {
      p0 = CardNumbers.DEFAULT.kind(card) == Tables.Kind.HELPER ? p0.withHelpers(p0.helpers().append(new HelperCard(card, -1, 1)))
          : p0.withCasuals(p0.casuals().append(new Casual(card, -1)));
    }
    s = s.withDiscard(Vector.empty()).withPlayer(0, p0);
    s = Rules.beginCardPhase(s.withRound(2), EventSink.ignore());
    assertThat(s.players().map(p -> p.hand().size())).containsOnly(2);
    assertThat(s.draw()).hasSize(1);
  }
}
