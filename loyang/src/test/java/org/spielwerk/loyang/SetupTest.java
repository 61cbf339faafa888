package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.play;
import static org.spielwerk.loyang.Fixture.rejects;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;

/** Setup (§2) and the components tables (§1.9: only confirmed facts are asserted). */
class SetupTest {

  @Test
  void components_confirmedFacts() {
    CardNumbers c = CardNumbers.DEFAULT;
    assertThat(c.actionCount).as("69 action cards on Yucata (no Foreman)").isEqualTo(69);
    int[] kinds = new int[5];
    int dots = 0;
    int traders = 0;
    for (int i = 0; i < c.actionCount; i++) {
      kinds[c.spec(i).kind.ordinal()]++;
      dots += c.spec(i).blueDot ? 1 : 0;
      traders += c.spec(i).helper == HelperType.TRADER ? 1 : 0;
    }
    assertThat(kinds).containsExactly(6, 14, 14, 14, 21);
    assertThat(dots).isEqualTo(4);
    assertThat(traders).isEqualTo(3);
    assertThat(c.buy).containsExactly(3, 4, 5, 5, 6, 6);
    assertThat(c.sell).containsExactly(1, 1, 1, 1, 2, 2);
    assertThat(c.shopper).containsExactly(1, 2, 3, 3, 4, 4);
    assertThat(c.startShop).isEqualTo(new Goods(3, 2, 2, 2, 1, 1));
    assertThat(c.fullShop.total()).as("13 shop positions").isEqualTo(13);
    assertThat(c.privatePerPlayer).isEqualTo(8);
    LoyangPositions b = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 1);
    CardNumbers.Spec tc = c.spec(b.card("RC-TC"));
    assertThat(tc.payments).containsExactly(5, 6, 7, 8);
    assertThat(c.spec(b.card("RC-BL")).payments).containsExactly(7, 8, 9, 10);
    assertThat(c.spec(b.card("CC-PTL")).price).isEqualTo(10);
    assertThat(c.spec(b.card("CC-WTB")).price).isEqualTo(9);
    assertThat(c.spec(b.card("MS01")).bowls).containsExactly(1, 2, 2);
  }

  @Test
  void setup_tenCashFilledShopEightPrivateFieldsFourCards() {
    // §2.1
    LoyangState s = GAME.setup(LoyangOptions.YUCATA.withStartPlayer(1), 3, 5);
    for (Player p : s.players()) {
      assertThat(p.cash()).isEqualTo(10);
      assertThat(p.space()).isEqualTo(1);
      assertThat(p.shop()).isEqualTo(new Goods(3, 2, 2, 2, 1, 1));
      assertThat(p.hand()).hasSize(4);
      assertThat(p.stack()).hasSize(8);
      // two sets, each one 3-, 4-, 5- and 6-plot field: rounds 1-4 bring one of each size
      assertThat(p.stack().take(4).map(card -> CardNumbers.DEFAULT.spec(card).plots).sorted()).containsExactly(3, 4, 5, 6);
      assertThat(p.stack().drop(4).map(card -> CardNumbers.DEFAULT.spec(card).plots).sorted()).containsExactly(3, 4, 5, 6);
    }
    assertThat(s.draw()).hasSize(69 - 12);
    assertThat(s.phase()).isEqualTo(new Phase.SowingHome(1, 0));
    GAME.validate(s);
  }

  @Test
  void homeField_boughtFromTheShopAndFilled() {
    // §2.1 step 8: starting cash after sowing 7 (W), 6 (P) or 5 (T); the bought good leaves the shop
    LoyangState s = GAME.setup(LoyangOptions.YUCATA.withStartPlayer(0), 4, 2);
    rejects(s, new LoyangAction.SowHome(Good.CABBAGE), "Setup (§2.1)");
    s = play(s, new LoyangAction.SowHome(Good.TURNIP), new LoyangAction.SowHome(Good.TURNIP));
    assertThat(s.player(0).cash()).isEqualTo(5);
    assertThat(s.player(0).shop().turnip()).isEqualTo(1);
    assertThat(s.player(0).fields().head().count()).isEqualTo(9);
    // at most 2 players may choose the same good
    rejects(s, new LoyangAction.SowHome(Good.TURNIP), "at most 2 players");
    s = play(s, new LoyangAction.SowHome(Good.WHEAT), new LoyangAction.SowHome(Good.PUMPKIN));
    assertThat(s.player(2).cash()).isEqualTo(7);
    assertThat(s.player(3).cash()).isEqualTo(6);
    // round 1's harvest: one good from the home field, a new private field revealed
    assertThat(s.round()).isEqualTo(1);
    assertThat(s.player(0).fields().head().count()).isEqualTo(8);
    assertThat(s.player(0).cart()).isEqualTo(new Goods(0, 0, 1, 0, 0, 0));
    assertThat(s.player(0).fields()).hasSize(2);
    assertThat(s.phase()).isInstanceOf(Phase.Drafting.class);
  }

  @Test
  void beginner_eachPlayerGetsABlueDotCustomer() {
    // §2.3
    LoyangState s = GAME.setup(LoyangOptions.YUCATA.withBeginner(true), 3, 9);
    for (Player p : s.players()) {
      assertThat(p.assigned()).isNotNegative();
      assertThat(CardNumbers.DEFAULT.spec(p.assigned()).blueDot).isTrue();
    }
    assertThat(s.draw().count(card -> CardNumbers.DEFAULT.spec(card).blueDot)).as("the leftover one is shuffled back")
        .isEqualTo(1);
    GAME.validate(s);
  }

  @Test
  void badSetup_namesTheField() {
    assertThatThrownBy(() -> GAME.setup(LoyangOptions.YUCATA, 5, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("players");
    assertThatThrownBy(() -> GAME.setup(LoyangOptions.YUCATA.withMaxLoans(-1), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("maxLoans");
    assertThatThrownBy(() -> GAME.setup(LoyangOptions.YUCATA.withStartPlayer(3), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("startPlayer");
    assertThatThrownBy(() -> GAME.setup(LoyangOptions.YUCATA.withPath(Tables.parsePath("space,value,status\n1,0,x\n")), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("path");
  }
}
