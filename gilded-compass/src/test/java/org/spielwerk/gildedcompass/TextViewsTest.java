package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * View texts word for word, line by line, in English and German (seed 002 terms): the buildings as
 * a constructed board holds them (groups, straights, the University row, the Library, Temple
 * spaces, the Treasure Tower's floors), what the observer drew, and what the game waits for.
 */
class TextViewsTest {
  private static final GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> EN =
      Fixture.GAME.text(Locale.ENGLISH);
  private static final GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> DE =
      Fixture.GAME.text(Locale.GERMAN);

  /** Two players; every building holds something of Player 1, Player 2 or the dummy. */
  private static GildedCompassState board(Building c) {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, c), 2);
    return s.withBoard(s.board()
        .withMaps(Vector.of(new MapTile(Region.POMPEII, 1, 2), new MapTile(Region.ANY, 0, 1)))
        .withArchives(Vector.of(new ArchivesGroup(0, 5, 2), new ArchivesGroup(Owner.DUMMY, 3, 1)))
        .withSpecialists(Vector.of(new Specialist(Region.ATLANTIS, SpecialistType.EXCAVATOR, 2)))
        .withUniversity(Fixture.row(0, 3, Owner.DUMMY, 5))
        .withLibrary(Vector.of(1, 3))
        .withLibraryDummy(2)
        .withStraights(Vector.of(new Straight(0, 2, 2), new Straight(Owner.DUMMY, 4, 3)))
        .withTemple(Vector.of(new TempleSpace(new MagicItem(Region.DARK, SpecialistType.EXCAVATOR), Owner.NOBODY, 0),
            new TempleSpace(new MagicItem(Region.GODS, SpecialistType.EXCAVATOR), 1, 2),
            new TempleSpace(new MagicItem(Region.ANY, SpecialistType.CARTOGRAPHER), Owner.DUMMY, 1)))
        .withTower(Vector.of(new Die(0, 2), new Die(1, 3), Die.EMPTY, new Die(Owner.DUMMY, 5), Die.EMPTY, Die.EMPTY)));
  }

  /** The line of the view that starts with {@code start}. */
  private static String line(String view, String start) {
    return view.lines().filter(l -> l.startsWith(start)).findFirst().orElse("(no line " + start + ")");
  }

  private static void line(GildedCompassView v, String english, String german) {
    assertThat(line(EN.view(v), english.substring(0, english.indexOf(':') + 1))).isEqualTo(english);
    assertThat(line(DE.view(v), german.substring(0, german.indexOf(':') + 1))).isEqualTo(german);
  }

  @Test
  void buildings_readAsTheBoardHoldsThem() {
    GildedCompassView v = Fixture.GAME.view(board(Building.HIDDEN_TEMPLE), 0);
    assertThat(EN.view(v).lines().findFirst()).contains("Round 1 of 6, start player Player 1; you are Player 1.");
    assertThat(DE.view(v).lines().findFirst()).contains("Runde 1 von 6, Startspieler Spieler 1; du bist Spieler 1.");
    line(v, "Archives: maps on display: Pompeii 1/2 gold, abandoned dig site 0/1 gold; dice groups: Player 1 with two 5s,"
            + " the dummy with one 3",
        "Archiv: ausliegende antike Karten: Tempel von Pompeii 1/2 Gold, Verlassene Ausgrabungsstätte 0/1 Gold;"
            + " Würfelgruppen: Spieler 1 mit 2 x 5, Dummyspieler mit einer 3");
    line(v, "University: specialists on display: Atlantis excavator 2; entrances from the left: 3 (Player 1),"
            + " 5 (the dummy), free, free",
        "Universität: ausliegende Spezialisten: Ausgräber Atlantis 2; Eingänge von links: 3 (Spieler 1),"
            + " 5 (Dummyspieler), frei, frei");
    line(v, "Library: Player 1 1 die, Player 2 3 dice, the dummy 2 dice",
        "Bibliothek: Spieler 1 1 Würfel, Spieler 2 3 Würfel, Dummyspieler 2 Würfel");
    line(v, "Auction House: straights: Player 1 with 2-3, the dummy with 4-5-6",
        "Auktionshaus: Straßen: Spieler 1 mit 2-3, Dummyspieler mit 4-5-6");
    line(v, "Hidden Temple: space 1 free, space 2 Player 2 with 2+5, space 3 the dummy with 1+6",
        "Geheimer Tempel: Feld 1 frei, Feld 2 Spieler 2 mit 2+5, Feld 3 Dummyspieler mit 1+6");
  }

  @Test
  void emptyBuildings_sayThereIsNothing() {
    GildedCompassState s = board(Building.HIDDEN_TEMPLE);
    s = s.withBoard(s.board().withArchives(Vector.empty()).withStraights(Vector.empty()).withLibrary(Vector.of(0, 0))
        .withLibraryDummy(0).withTemple(Vector.empty()).withUniversity(Vector.empty()));
    GildedCompassView v = Fixture.GAME.view(s, 1);
    line(v, "Archives: maps on display: Pompeii 1/2 gold, abandoned dig site 0/1 gold; dice groups: none",
        "Archiv: ausliegende antike Karten: Tempel von Pompeii 1/2 Gold, Verlassene Ausgrabungsstätte 0/1 Gold;"
            + " Würfelgruppen: keine");
    line(v, "Library: no dice", "Bibliothek: keine Würfel");
    line(v, "Auction House: straights: none", "Auktionshaus: Straßen: keine");
    line(v, "Hidden Temple: no spaces this round", "Geheimer Tempel: in dieser Runde keine Felder");
    line(v, "University: specialists on display: Atlantis excavator 2; entrances from the left: free, free, free, free",
        "Universität: ausliegende Spezialisten: Ausgräber Atlantis 2; Eingänge von links: frei, frei, frei, frei");
  }

  @Test
  void treasureTower_readsFloorByFloor_leftHalfThenRight() {
    GildedCompassView v = Fixture.GAME.view(board(Building.TREASURE_TOWER), 0);
    line(v, "Treasure Tower: left half (1-3) floor 1 2 (Player 1), floor 2 3 (Player 2), floor 3 empty;"
            + " right half (4-6) floor 1 5 (the dummy), floor 2 empty, floor 3 empty",
        "Schatzturm: linke Hälfte (1-3) 1. Stock 2 (Spieler 1), 2. Stock 3 (Spieler 2), 3. Stock leer;"
            + " rechte Hälfte (4-6) 1. Stock 5 (Dummyspieler), 2. Stock leer, 3. Stock leer");
    GildedCompassState empty = board(Building.TREASURE_TOWER);
    empty = empty.withBoard(empty.board().withTower(Vector.fill(6, Die.EMPTY)));
    line(Fixture.GAME.view(empty, 0), "Treasure Tower: no dice", "Schatzturm: keine Würfel");
  }

  @Test
  void drawnArtifacts_areReadToTheSeatChoosing_withWhatTheGameWaitsFor() {
    GildedCompassState s = board(Building.HIDDEN_TEMPLE);
    s = s.withSupply(s.supply().withArtifactsDrawn(Vector.of(ArtifactType.FIRE, ArtifactType.COVETED)))
        .withPhase(new Phase.ChooseArtifacts(0, 1, 1));
    GildedCompassView v = Fixture.GAME.view(s, 0);
    line(v, "Artifacts you drew: a fire artifact, a Coveted Artifact",
        "Deine gezogenen Artefakte: Artefakt Feuer, ein begehrtes Artefakt");
    assertThat(EN.view(v)).endsWith("\nPlayer 1 (place 1) keeps 1 artifact in the Auction House.\n");
    assertThat(DE.view(v)).endsWith("\nSpieler 1 (Platz 1) behält im Auktionshaus 1 Artefakt.\n");
    // the other seat sees neither the artifacts nor their line
    assertThat(EN.view(Fixture.GAME.view(s, 1))).doesNotContain("Artifacts you drew");
    assertThat(DE.view(Fixture.GAME.view(s, 1))).doesNotContain("Deine gezogenen Artefakte");
  }

  @Test
  void gameOver_readsEveryPlayersFinalGold() {
    GildedCompassState s = board(Building.HIDDEN_TEMPLE).withPhase(new Phase.GameOver())
        .withScores(Vector.of(new ScoreSheet(10, 3, 8, 2, 9, 0, 4, 0, 1, 0, 37, 2),
            new ScoreSheet(12, 0, 9, 1, 11, 4, 2, 0, 2, 0, 41, 0)));
    GildedCompassView v = Fixture.GAME.view(s, 1);
    assertThat(EN.view(v)).startsWith("The game is over; you are Player 2.\n").endsWith("\nFinal gold: Player 1 37, Player 2 41\n");
    assertThat(DE.view(v)).startsWith("Das Spiel ist zu Ende; du bist Spieler 2.\n")
        .endsWith("\nGold am Spielende: Spieler 1 37, Spieler 2 41\n");
  }

  @Test
  void university_namesTheEntranceBeingResolved() {
    GildedCompassState s = board(Building.HIDDEN_TEMPLE).withPhase(new Phase.ChooseSpecialist(1, 2));
    GildedCompassView v = Fixture.GAME.view(s, 0);
    assertThat(EN.view(v)).endsWith("\nPlayer 2 takes a specialist in the University (entrance 3).\n");
    assertThat(DE.view(v)).endsWith("\nSpieler 2 wählt in der Universität einen Spezialisten (Eingang 3).\n");
  }
}
