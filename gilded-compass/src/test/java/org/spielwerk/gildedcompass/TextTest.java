package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceToLibrary;
import org.spielwerk.gildedcompass.GildedCompassEvent.WillToWinUsed;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/** Words in English and German (issue 9 item 7): every text a person reads, no engine names. */
class TextTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /** Enum constants as the engine spells them: none may reach a text. */
  private static final Pattern CONSTANT;

  static {
    List<String> names = new ArrayList<>();
    for (Class<? extends Enum<?>> type : List.of(Building.class, Region.class, ArtifactType.class, MissionKind.class,
        Ability.class, ChaliceBack.class, SpecialistType.class, DieKind.class)) {
      for (Enum<?> constant : type.getEnumConstants()) {
        names.add(constant.name());
      }
    }
    CONSTANT = Pattern.compile("\\b(" + String.join("|", names) + ")\\b");
  }

  @Test
  void everyTextOfRandomGames_readsInWords_inBothLanguages() {
    var en = GAME.text(Locale.ENGLISH);
    var de = GAME.text(Locale.GERMAN);
    for (long seed = 0; seed < 6; seed++) {
      GildedCompassOptions options = OptionsMix.random(seed).withCovetedArtifacts(true).withToolsOfPower(true)
          .withAllyOnTheInside(true).withChaliceFragments(true);
      GildedCompassState s = GAME.setup(options, 2 + (int) (seed % 4), seed);
      RandomSource random = new RandomSource(seed);
      while (!GAME.isOver(s)) {
        var legal = GAME.legalActions(s);
        for (GildedCompassAction a : legal.subList(0, Math.min(30, legal.size()))) {
          readable(en.action(s, a));
          readable(de.action(s, a));
        }
        readable(en.view(GAME.view(s, s.phase().seat())));
        readable(de.view(GAME.view(s, s.phase().seat())));
        var step = GAME.apply(s, legal.get(random.nextInt(legal.size())));
        step.events().forEach(e -> {
          readable(en.event(e));
          readable(de.event(e));
        });
        s = step.state();
      }
      readable(en.view(GAME.view(s, 0)));
      readable(de.view(GAME.view(s, 0)));
    }
  }

  private static void readable(String text) {
    assertThat(text).isNotBlank();
    assertThat(CONSTANT.matcher(text).find()).as("an engine constant in: " + text).isFalse();
    assertThat(text).as("a collection's toString").doesNotContain("Vector(").doesNotContain("Some(")
        .doesNotContain("None").doesNotContain("[");
    assertThat(text).as("empty lists read as 'none'").doesNotContain(": ;").doesNotContain(" ;");
  }

  @Test
  void german_usesTheGermanRulesTerms() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON), 2);
    String view = GAME.text(Locale.GERMAN).view(GAME.view(s, 0));
    assertThat(view).contains("Runde 1 von 6", "Archiv", "Universität", "Bibliothek", "Auktionshaus",
        "Versunkene Galeone", "Wissensplättchen", "Dummywürfel", "private Sammlung", "Spieler 2");
    assertThat(GAME.text(Locale.ENGLISH).view(GAME.view(s, 0))).contains("Round 1 of 6", "Archives", "knowledge token",
        "dummy dice", "private collection");
    GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> de = GAME.text(Locale.GERMAN);
    assertThat(de.event(new WillToWinUsed(0, Building.ILLUMINATI, Owner.DUMMY, 4)))
        .isEqualTo("Siegeswille von Spieler 1: eine 4 des Dummyspielers kommt von den Illuminati in die Bibliothek.");
    assertThat(de.event(new DiceToLibrary(1, Building.UNIVERSITY, 2, false)))
        .isEqualTo("2 Würfel von Spieler 2 aus der Universität kommen in die Bibliothek.");
    assertThat(de.action(s, GildedCompassAction.USE_LITTLE_HELP))
        .isEqualTo("Kleine Hilfe nutzen: in dieser Runde die 2 schwarzen Würfel zusätzlich erhalten");
  }

  @Test
  void otherLanguages_fallBackToEnglish() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.TREASURE_TOWER), 4);
    assertThat(GAME.text(Locale.FRENCH).view(GAME.view(s, 2))).isEqualTo(GAME.text().view(GAME.view(s, 2)));
    assertThat(GAME.text(Locale.GERMANY).view(GAME.view(s, 2))).isEqualTo(GAME.text(Locale.GERMAN).view(GAME.view(s, 2)));
    assertThat(GAME.text(null).seat(1)).isEqualTo("Player 2");
  }

  @Test
  void placements_nameTheGroupOrStraightTheyExtend() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON), 2);
    s = s.withBoard(s.board().withStraights(io.vavr.collection.Vector.of(new Board.Straight(0, 2, 2)))
        .withArchives(io.vavr.collection.Vector.of(new Board.ArchivesGroup(0, 5, 2))));
    var extend = new GildedCompassAction.Place(Building.AUCTION_HOUSE, Pips.of(1, 4), Pips.EMPTY, 0, 0);
    assertThat(GAME.text().action(s, extend)).isEqualTo("Place 1 4 in the Auction House, extending your straight 2-3");
    assertThat(GAME.text(Locale.GERMAN).action(s, extend))
        .isEqualTo("1 4 ins Auktionshaus einsetzen und deine Straße 2-3 erweitern");
    var add = new GildedCompassAction.Place(Building.ARCHIVES, Pips.of(5), Pips.EMPTY, 0, 0);
    assertThat(GAME.text().action(s, add)).isEqualTo("Place 5 in the Archives, adding to your group of two 5s");
    assertThat(GAME.text(Locale.GERMAN).action(s, add))
        .isEqualTo("5 ins Archiv einsetzen und an deine Gruppe aus 2 x 5 anhängen");
    assertThat(Option.of(GAME.text().action(s, new GildedCompassAction.Place(Building.SUNKEN_GALLEON, Pips.of(6),
        Pips.EMPTY, -1, 0)))).contains("Place 6 on the Sunken Galleon");
  }
}
