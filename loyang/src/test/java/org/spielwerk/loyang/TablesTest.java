package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;

/**
 * Replacement components tables (§1, every UNCONFIRMED value replaceable through the options): each
 * bound once just inside (accepted) and once just outside (rejected, the table named).
 */
class TablesTest {
  private static final Loyang GAME = new Loyang();
  private static final String CARDS = Tables.read("cards.csv");
  private static final String FIELDS = Tables.read("fields.csv");
  private static final String SHOP = Tables.read("shop.csv");
  private static final String PATH = Tables.read("path.csv");

  private static CardNumbers build(String cards, String fields, String shop, String path) {
    return CardNumbers.build(Tables.parseCards(cards), Tables.parseFields(fields), Tables.parseShop(shop),
        Tables.parsePath(path));
  }

  private static void cardsOk(String cards) {
    assertThatCode(() -> build(cards, FIELDS, SHOP, PATH)).doesNotThrowAnyException();
  }

  private static void rejected(Runnable r, String field) {
    InvalidSetupException e = catchThrowableOfType(InvalidSetupException.class, r::run);
    assertThat(e).as("rejected").isNotNull();
    assertThat(e.field()).isEqualTo(field);
  }

  private static void cardsBad(String cards) {
    rejected(() -> build(cards, FIELDS, SHOP, PATH), "actionCards");
  }

  private static void fieldsBad(String fields) {
    rejected(() -> build(CARDS, fields, SHOP, PATH), "privateFields");
  }

  private static void shopBad(String shop) {
    rejected(() -> build(CARDS, FIELDS, shop, PATH), "shop");
  }

  private static void pathBad(String path) {
    rejected(() -> build(CARDS, FIELDS, SHOP, path), "path");
  }

  @Test
  void actionCards() {
    cardsOk(CARDS.replace("CF3,FIELD,2,3,", "CF3,FIELD,10,3,"));
    cardsBad(CARDS.replace("CF3,FIELD,2,3,", "CF3,FIELD,11,3,"));
    cardsBad(CARDS.replace("CF3,FIELD,2,3,", "CF3,FIELD,0,3,"));
    cardsOk(CARDS.replace("CF3,FIELD,2,3,WPTCBL,,,2,", "CF3,FIELD,2,12,WPTCBL,,,99,"));
    cardsOk(CARDS.replace("CF3,FIELD,2,3,WPTCBL,,,2,", "CF3,FIELD,2,1,WPTCBL,,,0,"));
    cardsBad(CARDS.replace("CF3,FIELD,2,3,", "CF3,FIELD,2,13,"));
    cardsBad(CARDS.replace("CF3,FIELD,2,3,", "CF3,FIELD,2,0,"));
    cardsBad(CARDS.replace("CF3,FIELD,2,3,WPTCBL,,,2,", "CF3,FIELD,2,3,WPTCBL,,,100,"));
    cardsBad(CARDS.replace("CF3,FIELD,2,3,WPTCBL,,,2,", "CF3,FIELD,2,3,WPTCBL,,,-1,"));
    cardsBad(CARDS.replace("CF3,FIELD,2,3,WPTCBL,", "CF3,FIELD,2,3,WPXCBL,"));
    cardsBad(CARDS.replace("MS01,STALL,1,,PBL,122,", "MS01,STALL,1,,PBL,123,"));
    cardsBad(CARDS.replace("MS01,STALL,1,,PBL,122,", "MS01,STALL,1,,PB,122,"));
    cardsBad(CARDS.replace("RC-WP,REGULAR,1,,WP,,2/3/4/5,", "RC-WP,REGULAR,1,,WP,,2/3/4,"));
    cardsBad(CARDS.replace("OFFICIAL,HELPER,1,,,,,,false,OFFICIAL,", "OFFICIAL,HELPER,1,,,,,,false,,"));
    String casual = CARDS.lines().filter(l -> l.startsWith("CC-")).findFirst().orElseThrow();
    String[] f = casual.split(",", -1);
    f[7] = "99";
    cardsOk(CARDS.replace(casual, String.join(",", f)));
    f[7] = "100";
    cardsBad(CARDS.replace(casual, String.join(",", f)));
    String header = CARDS.lines().filter(l -> l.startsWith("id,")).findFirst().orElseThrow();
    String eight = header + "\nCF3,FIELD,8,3,WPTCBL,,,2,false,,x\n";
    assertThat(build(eight, FIELDS, SHOP, PATH).actionCount).isEqualTo(8);
    cardsBad(header + "\nCF3,FIELD,7,3,WPTCBL,,,2,false,,x\n");
  }

  @Test
  void privateFields() {
    fieldsBad(FIELDS.replace("F3,false,3,", "F3,false,0,"));
    fieldsBad(FIELDS.replace("F3,false,3,", "F3,false,13,"));
    assertThatCode(() -> build(CARDS, FIELDS.replace("F3,false,3,", "F3,false,12,"), SHOP, PATH))
        .doesNotThrowAnyException();
    fieldsBad(FIELDS.replace("F3,false,3,WPTCBL,2,", "F3,false,3,WPTCBL,9,"));
    assertThatCode(() -> build(CARDS, FIELDS.replace("F3,false,3,WPTCBL,2,", "F3,false,3,WPTCBL,8,"), SHOP, PATH))
        .doesNotThrowAnyException();
    fieldsBad(FIELDS.replace("F3,false,3,WPTCBL,2,", "F3,false,3,WPTCBL,-1,"));
    fieldsBad(FIELDS.replace("HOME,true,9,WPT,1,", "HOME,true,9,WPT,2,"));
    fieldsBad(FIELDS.replace("HOME,true,9,WPT,", "HOME,true,9,WPC,"));
    fieldsBad(FIELDS.replace("HOME,true,9,WPT,", "HOME,true,8,WPT,"));
    fieldsBad(FIELDS.replace("F3,false,", "F3,true,"));
    fieldsBad(FIELDS.replace("HOME,true,", "HOME,false,"));
  }

  @Test
  void shop() {
    shopBad(SHOP.replace("WHEAT,3,3,", "WHEAT,10,3,"));
    shopBad(SHOP.replace("BEAN,2,1,", "BEAN,0,0,"));
    shopBad(SHOP.replace("BEAN,2,1,", "BEAN,2,3,"));
    shopBad(SHOP.replace("BEAN,2,1,", "BEAN,2,-1,"));
    shopBad(SHOP.replace("BEAN,2,1,6,2,4,", "BEAN,2,1,100,2,4,"));
    shopBad(SHOP.replace("BEAN,2,1,6,2,4,", "BEAN,2,1,6,100,4,"));
    shopBad(SHOP.replace("BEAN,2,1,6,2,4,", "BEAN,2,1,6,2,100,"));
    shopBad(SHOP.replace("BEAN,2,1,6,2,4,", "BEAN,2,1,-1,2,4,"));
    shopBad(SHOP.replace("BEAN,2,1,6,2,4,", "BEAN,2,1,6,-1,4,"));
    shopBad(SHOP.replace("BEAN,2,1,6,2,4,", "BEAN,2,1,6,2,-1,"));
    assertThatCode(() -> build(CARDS, FIELDS, SHOP.replace("BEAN,2,1,6,2,4,", "BEAN,9,9,99,99,99,")
        .replace("LEEK,2,1,", "LEEK,1,0,"), PATH)).doesNotThrowAnyException();
    shopBad(SHOP.replace("LEEK,", "BEAN,"));
    shopBad(SHOP.lines().filter(l -> !l.startsWith("LEEK")).reduce("", (a, b) -> a + b + "\n"));
    shopBad(SHOP.replace("WHEAT,3,3,", "WHEAT,3,0,"));
    shopBad(SHOP.replace("PUMPKIN,2,2,", "PUMPKIN,2,0,"));
    shopBad(SHOP.replace("TURNIP,2,2,", "TURNIP,2,0,"));
  }

  @Test
  void path() {
    pathBad("space,value,status\n1,0,x\n");
    assertThat(build(CARDS, FIELDS, SHOP, "space,value,status\n1,0,x\n2,999,x\n").maxSpace).isEqualTo(2);
    pathBad("space,value,status\n1,0,x\n2,1000,x\n");
    pathBad("space,value,status\n1,0,x\n2,-1,x\n");
    pathBad("space,value,status\n1,0,x\n3,3,x\n");
    StringBuilder sixty = new StringBuilder("space,value,status\n");
    for (int i = 1; i <= 60; i++) {
      sixty.append(i).append(",1,x\n");
    }
    assertThat(build(CARDS, FIELDS, SHOP, sixty.toString()).maxSpace).isEqualTo(60);
    pathBad(sixty + "61,1,x\n");
  }

  /** §2: the options name a seat or -1, a loan limit 0..99, enough cards to deal, blue dots for the beginners. */
  @Test
  void options() {
    LoyangOptions o = LoyangOptions.YUCATA;
    assertThatCode(() -> GAME.setup(o.withStartPlayer(2), 3, 1)).doesNotThrowAnyException();
    rejected(() -> GAME.setup(o.withStartPlayer(3), 3, 1), "startPlayer");
    rejected(() -> GAME.setup(o.withStartPlayer(-2), 3, 1), "startPlayer");
    assertThatCode(() -> GAME.setup(o.withMaxLoans(0), 2, 1)).doesNotThrowAnyException();
    assertThatCode(() -> GAME.setup(o.withMaxLoans(99), 2, 1)).doesNotThrowAnyException();
    rejected(() -> GAME.setup(o.withMaxLoans(100), 2, 1), "maxLoans");
    rejected(() -> GAME.setup(o.withMaxLoans(-1), 2, 1), "maxLoans");
    String header = CARDS.lines().filter(l -> l.startsWith("id,")).findFirst().orElseThrow();
    Vector<Tables.CardRow> sixteen = Tables.parseCards(header + "\nCF3,FIELD,8,3,WPTCBL,,,2,false,,x\n"
        + "RC-WP,REGULAR,8,,WP,,2/3/4/5,,true,,x\n");
    assertThatCode(() -> GAME.setup(o.withActionCards(sixteen), 2, 1)).doesNotThrowAnyException();
    rejected(() -> GAME.setup(o.withActionCards(sixteen), 3, 1), "actionCards");
    Vector<Tables.CardRow> twoDots = Tables.parseCards(header + "\nCF3,FIELD,10,3,WPTCBL,,,2,false,,x\n"
        + "RC-WP,REGULAR,2,,WP,,2/3/4/5,,true,,x\nRC-WT,REGULAR,10,,WT,,2/3/4/5,,false,,x\n");
    assertThatCode(() -> GAME.setup(o.withActionCards(twoDots).withBeginner(true), 2, 1)).doesNotThrowAnyException();
    rejected(() -> GAME.setup(o.withActionCards(twoDots).withBeginner(true), 3, 1), "beginner");
  }
}
