package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.gildedcompass.GildedCompassOptions.SmallGameVariant;
import org.spielwerk.gildedcompass.GildedCompassOptions.ThirdPlace;
import org.spielwerk.gildedcompass.GildedCompassOptions.TowerPush;
import org.spielwerk.gildedcompass.Tiles.Ability;

/**
 * The legend (GameText.legend): every building in play and every special ability the seat to move can see (the
 * Illuminati's display and the abilities kept by any seat, public by §3.4), once each, in the order the board shows
 * them, each line "Term: what it does" with the term the catalogue renders elsewhere; in English and German alike.
 */
class LegendTest {
  private static final GildedCompass GAME = new GildedCompass();

  @Test
  void everyBuildingAndEveryVisibleAbilityIsExplainedOnceInBothLanguages() {
    GildedCompassText en = GildedCompassText.of(Locale.ENGLISH);
    GildedCompassText de = GildedCompassText.of(Locale.GERMAN);
    Set<Building> buildings = EnumSet.noneOf(Building.class);
    Set<Ability> abilities = EnumSet.noneOf(Ability.class);
    RandomSource random = new RandomSource(11);
    Building[] cs = {Building.ILLUMINATI, Building.HIDDEN_TEMPLE, Building.ILLUMINATI, Building.SUNKEN_GALLEON,
        Building.ILLUMINATI, Building.TREASURE_TOWER};
    for (int game = 0; game < cs.length; game++) {
      GildedCompassOptions options = (game % 2 == 0 ? GildedCompassOptions.YUCATA : GildedCompassOptions.PRINTED)
          .withBBuilding(Option.some(Building.B[game % 2])).withCBuilding(Option.some(cs[game]))
          .withSmallGameVariant(SmallGameVariant.DUMMY).withAllyOnTheInside(true);
      GildedCompassState s = GAME.setup(options, 2 + game % 4, random.nextLong());
      for (int step = 0; step < 1_500 && GAME.status(s) instanceof Status.ToMove toMove; step++) {
        GildedCompassView view = GAME.view(s, toMove.seat());
        List<String> english = en.legend(view);
        List<String> german = de.legend(view);
        assertThat(german).hasSameSizeAs(english);
        assertThat(english).doesNotHaveDuplicates();
        assertThat(german).doesNotHaveDuplicates();
        List<String> expectedEnglish = new ArrayList<>();
        List<String> expectedGerman = new ArrayList<>();
        for (Building b : inPlay(view)) {
          expectedEnglish.add(en.catalogue().render(GildedCompassText.building(b)));
          expectedGerman.add(de.catalogue().render(GildedCompassText.building(b)));
          buildings.add(b);
        }
        for (Ability a : visibleAbilities(view)) {
          expectedEnglish.add(en.catalogue().render(GildedCompassText.ability(a)));
          expectedGerman.add(de.catalogue().render(GildedCompassText.ability(a)));
          abilities.add(a);
        }
        assertThat(terms(english)).as("game %d, step %d, seat %d", game, step, toMove.seat())
            .isEqualTo(expectedEnglish);
        assertThat(terms(german)).isEqualTo(expectedGerman);
        List<GildedCompassAction> legal = GAME.legalActions(s);
        s = GAME.play(s, legal.get(random.nextInt(legal.size())));
      }
    }
    assertThat(buildings).as("buildings met along the games").hasSize(9);
    assertThat(abilities).as("abilities met along the games").hasSizeGreaterThanOrEqualTo(4);
  }

  /** The term of each line (before its first ": "), after checking the line has an explanation after it. */
  private static List<String> terms(List<String> lines) {
    List<String> terms = new ArrayList<>();
    for (String line : lines) {
      int colon = line.indexOf(": ");
      assertThat(colon).as(line).isPositive();
      String does = line.substring(colon + 2);
      assertThat(does).as(line).isNotBlank().doesNotContain("{", "}", "\n").doesNotEndWith(".");
      terms.add(line.substring(0, colon));
    }
    return terms;
  }

  /** The buildings the board shows, in its order (§2): the A buildings, then the B and the C building. */
  private static List<Building> inPlay(GildedCompassView view) {
    List<Building> in = new ArrayList<>(List.of(Building.ARCHIVES, Building.UNIVERSITY, Building.LIBRARY,
        view.bBuilding()));
    view.cBuilding().forEach(in::add);
    return in;
  }

  /** The Illuminati's display, then every seat's kept abilities, each once. */
  private static Set<Ability> visibleAbilities(GildedCompassView view) {
    Set<Ability> seen = new LinkedHashSet<>(view.board().abilities().asJava());
    view.players().forEach(p -> seen.addAll(p.abilities().asJava()));
    return seen;
  }

  /** Hand-checked lines: the rules of §5.4, §5.9 and §6 in one sentence each, following the options. */
  @Test
  void handCheckedLines() {
    GildedCompassOptions yucata = GildedCompassOptions.YUCATA.withBBuilding(Option.some(Building.AUCTION_HOUSE))
        .withCBuilding(Option.some(Building.TREASURE_TOWER));
    GildedCompassView view = GAME.view(GAME.setup(yucata, 3, 5), 0);
    assertThat(GildedCompassText.of(Locale.ENGLISH).legend(view).get(3)).isEqualTo("Auction House: place a straight"
        + " of consecutive values (one die counts) or add dice at the ends of one of your straights, never making two"
        + " identical straights; the longest straight (then the highest) draws 3 artifacts and keeps 2, the 2nd draws 2"
        + " and keeps 1, the 3rd draws 1 and keeps it");
    assertThat(GildedCompassText.of(Locale.GERMAN).legend(view).get(4)).isEqualTo("Schatzturm: einen Würfel oder 2"
        + " Würfel mit Summe 7 einsetzen: 1-3 kommt in den 1. Stock links, 4-6 rechts, und die schon liegenden Würfel"
        + " dieser Turmhälfte steigen einen Stock auf (vom 3. Stock in die Bibliothek); am Rundenende zieht jeder"
        + " Spieler je eigenem Würfel ein Kelchplättchen seines Stockwerks: Bronze, Silber oder Gold");

    // PRINTED, 4 players: no 3rd place in the Guild, one straight each; the whole-tower reading of the push
    GildedCompassOptions printed = GildedCompassOptions.PRINTED
        .withBBuilding(Option.some(Building.TREASURE_HUNTERS_GUILD)).withCBuilding(Option.some(Building.TREASURE_TOWER))
        .withThirdPlace(ThirdPlace.FIVE_PLAYERS_ONLY).withMultipleStraights(false).withTowerPush(TowerPush.WHOLE_TOWER);
    List<String> lines = GildedCompassText.of(Locale.ENGLISH).legend(GAME.view(GAME.setup(printed, 4, 5), 1));
    assertThat(lines.get(3)).endsWith("or add dice at the ends of your straight (one per player), never making two"
        + " identical straights; the longest straight (then the highest) draws 3 missions, keeps 1 and passes 2 on,"
        + " the 2nd keeps 1 of them and puts the last under the stack");
    assertThat(lines.get(4)).contains("and every die already in the tower moves up a floor");
  }

  /** Will to Win, once in sight (on the Illuminati's display or held), in German as the seed words it (§6). */
  @Test
  void willToWinIsExplainedOnceInSight() {
    GildedCompassOptions options = GildedCompassOptions.YUCATA.withCBuilding(Option.some(Building.ILLUMINATI));
    GildedCompassState s = GAME.setup(options, 2, 8);
    RandomSource random = new RandomSource(8);
    while (GAME.status(s) instanceof Status.ToMove && !visibleAbilities(GAME.view(s, 0)).contains(Ability.WILL_TO_WIN)) {
      List<GildedCompassAction> legal = GAME.legalActions(s);
      s = GAME.play(s, legal.get(random.nextInt(legal.size())));
    }
    assertThat(visibleAbilities(GAME.view(s, 0))).as("Will to Win came into sight").contains(Ability.WILL_TO_WIN);
    assertThat(GildedCompassText.of(Locale.GERMAN).legend(GAME.view(s, 0))).contains("Siegeswille: beim Einsetzen eine"
        + " Würfelkombination bilden, die es in dem Gebäude schon gibt; danach kommt 1 Würfel der gleichen Kombination"
        + " des Gegners in die Bibliothek");
  }
}
