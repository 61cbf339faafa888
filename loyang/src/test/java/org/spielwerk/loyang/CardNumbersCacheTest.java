package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;

/**
 * The proof of {@link CardNumbers#of}'s cache (its {@code TRICK}): for any options, the cached catalogue is the
 * one the plain path builds from the tables, whether the options hold the very tables it was built from, equal
 * copies (read from JSON) or other tables of the same sizes; and the cache stays within its bound.
 */
class CardNumbersCacheTest {

  private static final Vector<Tables.PathRow> FLAT_PATH = LoyangContractTest.PATH;

  private static Vector<Tables.PathRow> pathWithValue(int space, int value) {
    return Tables.PATH.map(r -> r.space() == space ? new Tables.PathRow(r.space(), value, r.status()) : r);
  }

  private static List<LoyangOptions> options() {
    List<LoyangOptions> out = new ArrayList<>();
    for (int mix = 0; mix < 16; mix++) {
      out.add(LoyangOptions.YUCATA
          .withActionCards((mix & 1) != 0 ? LoyangContractTest.CARDS : Vector.empty())
          .withPrivateFields((mix & 2) != 0 ? LoyangContractTest.FIELDS : Vector.empty())
          .withShop((mix & 4) != 0 ? LoyangContractTest.SHOP : Vector.empty())
          .withPath((mix & 8) != 0 ? FLAT_PATH : Vector.empty()));
    }
    // the default tables given in full, and tables of the default sizes that differ in one value
    out.add(LoyangOptions.YUCATA.withActionCards(Tables.CARDS).withPrivateFields(Tables.FIELDS).withShop(Tables.SHOP)
        .withPath(Tables.PATH));
    out.add(LoyangOptions.YUCATA.withPath(pathWithValue(5, 7)));
    out.add(LoyangOptions.YUCATA.withPath(pathWithValue(5, 8)));
    return out;
  }

  @Test
  void theCachedNumberingIsTheBuiltOne() {
    int checked = 0;
    for (int round = 0; round < 2; round++) { // the second round finds them cached
      for (LoyangOptions o : options()) {
        CardNumbers plain = CardNumbers.build(new CardNumbers.TablesKey(o.actionCards(), o.privateFields(), o.shop(),
            o.path()));
        assertSame(CardNumbers.of(o), plain, o);
        LoyangOptions copy = Json.read(Json.write(o), LoyangOptions.class); // equal tables, other Vectors
        assertThat(copy).isEqualTo(o);
        assertSame(CardNumbers.of(copy), plain, o);
        checked++;
      }
    }
    assertThat(checked).isEqualTo(2 * options().size());
  }

  @Test
  void tablesOfTheSameSizesGiveTheirOwnNumberings() {
    CardNumbers seven = CardNumbers.of(LoyangOptions.YUCATA.withPath(pathWithValue(5, 7)));
    CardNumbers eight = CardNumbers.of(LoyangOptions.YUCATA.withPath(pathWithValue(5, 8)));
    assertThat(seven.pathValue[5]).isEqualTo(7);
    assertThat(eight.pathValue[5]).isEqualTo(8);
    assertThat(CardNumbers.of(LoyangOptions.YUCATA.withPath(pathWithValue(5, 7))).pathValue[5]).isEqualTo(7);
  }

  @Test
  void theCacheIsBounded() {
    for (int value = 0; value < 3 * CardNumbers.CACHE_LIMIT; value++) {
      LoyangOptions o = LoyangOptions.YUCATA.withPath(pathWithValue(3, value));
      assertThat(CardNumbers.of(o).pathValue[3]).isEqualTo(value);
      assertThat(CardNumbers.cached()).isLessThanOrEqualTo(CardNumbers.CACHE_LIMIT);
    }
  }

  private static void assertSame(CardNumbers cached, CardNumbers plain, LoyangOptions o) {
    String as = "the catalogue of " + o.actionCards().size() + "/" + o.privateFields().size() + "/" + o.shop().size()
        + "/" + o.path().size() + " rows, path " + o.path().map(Tables.PathRow::value).mkString(",");
    assertThat(cached.actionCount).as(as).isEqualTo(plain.actionCount);
    assertThat(cached.fieldKinds).as(as).isEqualTo(plain.fieldKinds);
    assertThat(cached.home).as(as).isEqualTo(plain.home);
    assertThat(cached.perPlayer).as(as).isEqualTo(plain.perPlayer);
    assertThat(cached.privatePerPlayer).as(as).isEqualTo(plain.privatePerPlayer);
    assertThat(cached.slots).as(as).isEqualTo(plain.slots);
    assertThat(cached.start).as(as).isEqualTo(plain.start);
    assertThat(cached.buy).as(as).isEqualTo(plain.buy);
    assertThat(cached.sell).as(as).isEqualTo(plain.sell);
    assertThat(cached.shopper).as(as).isEqualTo(plain.shopper);
    assertThat(cached.pathValue).as(as).isEqualTo(plain.pathValue);
    assertThat(cached.maxSpace).as(as).isEqualTo(plain.maxSpace);
    assertThat(cached.fullShop).as(as).isEqualTo(plain.fullShop);
    assertThat(cached.startShop).as(as).isEqualTo(plain.startShop);
    assertThat(cached.specs).as(as).hasSameSizeAs(plain.specs);
    for (int i = 0; i < plain.specs.length; i++) {
      assertThat(cached.face(i)).as(as + ", card " + i).isEqualTo(plain.face(i));
      CardNumbers.Spec a = cached.spec(i);
      CardNumbers.Spec b = plain.spec(i);
      assertThat(List.of(a.allowed, a.stock, a.blueDot, a.bowls == null ? "" : java.util.Arrays.toString(a.bowls),
          a.payments == null ? "" : java.util.Arrays.toString(a.payments)))
          .as(as + ", card " + i).isEqualTo(List.of(b.allowed, b.stock, b.blueDot,
              b.bowls == null ? "" : java.util.Arrays.toString(b.bowls),
              b.payments == null ? "" : java.util.Arrays.toString(b.payments)));
    }
  }
}
