package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;

import io.vavr.collection.List;
import java.lang.reflect.RecordComponent;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;
import org.spielwerk.core.Rng;

/** Hidden information (issue item 7): views never show a coin's face or the draw pile's order; resample re-deals them. */
class ViewAndResampleTest {

  /**
   * The view shows coin counts, their shuffles and the draw pile's size, never which card a coin or the
   * draw pile holds (the unseen cards of a shuffle are public as a whole: a bag, not an order).
   */
  @Test
  void view_showsCountsNotFaces() {
    PortRoyalState s = Table.of(3).coinCards(1, TAX_MIN_IP, TAX_MIN_IP).draw(TAX_MAX_SWORDS, TAX_MAX_SWORDS).build();
    PortRoyalView view = Table.GAME.view(s, 1);
    assertThat(view.players().get(1).coins()).isEqualTo(2);
    assertThat(view.drawCount()).isEqualTo(s.draw().size());
    assertThat(view.players().get(1).coinShuffles()).containsExactly(0, 0);
    // the faces are not in the view: the same table with coins and draw pile exchanged looks the same
    PortRoyalState swapped = Table.of(3).coinCards(1, TAX_MAX_SWORDS, TAX_MAX_SWORDS).draw(TAX_MIN_IP, TAX_MIN_IP).build();
    assertThat(Table.GAME.view(swapped, 1)).isEqualTo(view);
    assertThat(Table.GAME.view(swapped, 0)).isEqualTo(Table.GAME.view(s, 0));
    assertThat(swapped).isNotEqualTo(s);
    assertThat(Json.write(s)).contains("TAX_MIN_IP");
  }

  /** No event type carries a coin (a face-down card): coins are only ever counted. */
  @Test
  void events_neverCarryACoin() {
    for (Class<?> type : PortRoyalEvent.class.getPermittedSubclasses()) {
      for (RecordComponent c : type.getRecordComponents()) {
        assertThat(c.getGenericType().getTypeName()).as(type.getSimpleName() + "." + c.getName()).doesNotContain("Coin");
      }
    }
  }

  /**
   * Resample re-deals the draw pile and every coin, only among cards of the same shuffle: after a
   * reshuffle everybody knows which cards the new draw pile holds.
   */
  @Test
  void resample_reDealsWithinEachShuffle() {
    PortRoyalState s = Table.of(2).coins(0, 5).coins(1, 4).restInDiscard().draw(SAILOR_3).build();
    // reveal the sailor, stop, trade nothing: the next turn's reveal rebuilds the draw pile from the discard pile
    s = Table.play(s, PortRoyalAction.REVEAL, PortRoyalAction.STOP, PortRoyalAction.PASS, PortRoyalAction.PASS);
    PortRoyalState rebuilt = Table.play(s, PortRoyalAction.REVEAL);
    assertThat(rebuilt.shuffles()).isEqualTo(1);
    // two coins drawn from the rebuilt pile (shuffle 1) for seat 1
    List<Card> top = rebuilt.draw().take(2);
    PortRoyalState given = rebuilt.withPlayers(rebuilt.players().update(1, p -> p.withCoins(
        p.coins().prependAll(top.map(card -> Coin.of(card, 1))))))
        .withDraw(rebuilt.draw().drop(2));
    Table.GAME.validate(given);
    Set<List<Card>> draws = new HashSet<>();
    for (long seed = 0; seed < 30; seed++) {
      PortRoyalState r = Table.GAME.resample(given, 0, seed);
      Table.GAME.validate(r);
      assertThat(Table.GAME.view(r, 0)).isEqualTo(Table.GAME.view(given, 0));
      assertThat(r.rng()).isEqualTo(Rng.seeded(seed));
      assertThat(shuffleCards(r, 0)).isEqualTo(shuffleCards(given, 0));
      assertThat(shuffleCards(r, 1)).isEqualTo(shuffleCards(given, 1));
      draws.add(r.draw());
    }
    assertThat(draws).as("the draw pile is really re-dealt").hasSizeGreaterThan(20);
  }

  /** The hidden cards of a shuffle: coins from it, and the draw pile when it is the current one. */
  private static CardBag shuffleCards(PortRoyalState s, int shuffle) {
    CardBag bag = shuffle == s.shuffles() ? CardBag.of(s.draw()) : CardBag.EMPTY;
    for (PortRoyalPlayer p : s.players()) {
      for (Coin coin : p.coins()) {
        if (coin.shuffle() == shuffle) {
          bag = bag.plus(coin.card());
        }
      }
    }
    return bag;
  }

  /** A view whose unseen cards do not fill its coins and draw pile is refused. */
  @Test
  void resampleFromAViewThatDoesNotAddUp_isRefused() {
    PortRoyalState s = Table.GAME.setup(3, 4);
    PortRoyalView view = Table.GAME.view(s, 1);
    PortRoyalView fewer = new PortRoyalView(view.observer(), view.options(), view.startPlayer(), view.active(),
        view.round(), view.endTriggered(), view.phase(), view.chances(), view.toMove(), view.drawCount() + 1,
        view.shuffles(), view.discard(), view.harbor(), view.expeditionRow(), view.players(), view.contracts(), view.unseen());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Table.GAME.resampleFromView(fewer, 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unseen");
    PortRoyalView more = new PortRoyalView(view.observer(), view.options(), view.startPlayer(), view.active(),
        view.round(), view.endTriggered(), view.phase(), view.chances(), view.toMove(), view.drawCount() - 1,
        view.shuffles(), view.discard(), view.harbor(), view.expeditionRow(), view.players(), view.contracts(), view.unseen());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Table.GAME.resampleFromView(more, 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unseen");
  }
}
