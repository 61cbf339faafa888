package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.loyang.Fixture.GAME;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;

/** Replaced tables (options) at the edges of what they may hold, and what the cards show. */
class CardNumbersTablesTest {

  private static LoyangOptions fields(UnaryRow change) {
    return LoyangOptions.YUCATA.withPrivateFields(Tables.FIELDS.map(change::apply));
  }

  private interface UnaryRow {
    Tables.FieldRow apply(Tables.FieldRow r);
  }

  private static Tables.FieldRow perPlayer(Tables.FieldRow r, String id, int n) {
    return r.id().equals(id) ? new Tables.FieldRow(r.id(), r.home(), r.plots(), r.goods(), n, r.status()) : r;
  }

  /** §1.6: each private field kind 0..8 times per player. */
  @Test
  void privateFieldsPerPlayer() {
    for (int n : new int[] {0, 8}) {
      LoyangOptions o = fields(r -> perPlayer(r, "F3", n));
      LoyangState s = GAME.setup(o, 2, 1);
      assertThat(s.player(0).stack().size()).isEqualTo(6 + n);
      GAME.validate(s);
    }
    assertThatThrownBy(() -> GAME.setup(fields(r -> perPlayer(r, "F3", 9)), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("perPlayer must be 0..8");
    assertThatThrownBy(() -> GAME.setup(fields(r -> perPlayer(r, "F3", -1)), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("perPlayer must be 0..8");
  }

  /** §2.1: the private fields are shuffled in two sets, each holding every other copy of a kind. */
  @Test
  void theStacksTwoSets() {
    LoyangState s = GAME.setup(fields(r -> perPlayer(r, "F3", 3)), 2, 1);
    Player p = s.player(0);
    int f3 = LoyangPositions.of(s).card("F3");
    assertThat(p.stack()).hasSize(9);
    assertThat(p.stackFirstSet()).isEqualTo(5);
    assertThat(p.stack().take(5).count(x -> x == f3)).isEqualTo(2);
    assertThat(p.stack().drop(5).count(x -> x == f3)).isEqualTo(1);
  }

  /** §2.1: the home field is sown from the shop: wheat, pumpkin and turnip start with at least 1. */
  @Test
  void shopStartsWithTheHomeGoods() {
    Vector<Tables.ShopRow> one = Tables.SHOP.map(r -> r.good().ordinal() < 3
        ? new Tables.ShopRow(r.good(), r.slots(), 1, r.buy(), r.sell(), r.shopper(), r.status()) : r);
    LoyangState s = GAME.setup(LoyangOptions.YUCATA.withShop(one), 2, 1);
    assertThat(s.player(0).shop().wheat()).isEqualTo(1);
    assertThat(s.player(0).shop().turnip()).isEqualTo(1);
    for (int g = 0; g < 3; g++) {
      final int none = g;
      Vector<Tables.ShopRow> zero = Tables.SHOP.map(r -> r.good().ordinal() == none
          ? new Tables.ShopRow(r.good(), r.slots(), 0, r.buy(), r.sell(), r.shopper(), r.status()) : r);
      assertThatThrownBy(() -> GAME.setup(LoyangOptions.YUCATA.withShop(zero), 2, 1))
          .isInstanceOf(InvalidSetupException.class).hasMessageContaining("must start in stock");
    }
  }

  /** §1.7: a casual customer's printed price 0..99. */
  @Test
  void casualPrices() {
    for (int price : new int[] {0, 99}) {
      Vector<Tables.CardRow> cards = Tables.CARDS.map(r -> r.id().equals("CC-WPT") ? new Tables.CardRow(r.id(), r.kind(),
          r.count(), r.plots(), r.goods(), r.bowls(), r.payments(), price, r.blueDot(), r.helper(), r.status()) : r);
      LoyangOptions o = LoyangOptions.YUCATA.withActionCards(cards);
      CardNumbers c = CardNumbers.of(o);
      assertThat(c).isNotNull();
      int card = LoyangPositions.of(GAME.setup(o, 2, 1)).card("CC-WPT");
      assertThat(c.face(card).price()).isEqualTo(price);
      assertThat(CardNumbers.of(o).face(card)).isEqualTo(c.face(card));
    }
    Vector<Tables.CardRow> bad = Tables.CARDS.map(r -> r.id().equals("CC-WPT") ? new Tables.CardRow(r.id(), r.kind(),
        r.count(), r.plots(), r.goods(), r.bowls(), r.payments(), 100, r.blueDot(), r.helper(), r.status()) : r);
    assertThatThrownBy(() -> GAME.setup(LoyangOptions.YUCATA.withActionCards(bad), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("price 0..99");
  }

  /** §1.6: a private field shows its plots and allowed goods; the home field W, P, T. */
  @Test
  void facesOfPrivateFields() {
    CardNumbers c = CardNumbers.of(LoyangOptions.YUCATA);
    CardFace home = c.face(c.home);
    assertThat(home.kind()).isEqualTo(Tables.Kind.FIELD);
    assertThat(home.privateField()).isTrue();
    assertThat(home.home()).isTrue();
    assertThat(home.goods()).isEqualTo("WPT");
    assertThat(home.plots()).isEqualTo(9);
    CardFace f4 = c.face(c.home + 2);
    assertThat(f4.id()).isEqualTo("F4");
    assertThat(f4.goods()).isEqualTo("WPTCB");
    assertThat(f4.privateField()).isTrue();
    assertThat(f4.home()).isFalse();
    CardFace cf3 = c.face(0);
    assertThat(cf3.kind()).isEqualTo(Tables.Kind.FIELD);
    assertThat(cf3.privateField()).isFalse();
    assertThat(cf3.goods()).isEqualTo("WPTCBL");
  }

  /** Only field cards lie in the fields row. */
  @Test
  void onlyFieldsInTheFieldsRow() {
    LoyangState s = Fixture.twoActing().give(0, "TRADER").build();
    int trader = s.player(0).helpers().head().card();
    Player p = s.player(0);
    LoyangState wrong = s.withPlayer(0, p.withHelpers(Vector.empty())
        .withFields(p.fields().append(Field.empty(trader))));
    assertThatThrownBy(() -> GAME.validate(wrong)).isInstanceOf(InvalidPositionException.class)
        .hasMessageContaining("not a field");
    assertThatCode(() -> GAME.validate(s)).doesNotThrowAnyException();
  }
}
