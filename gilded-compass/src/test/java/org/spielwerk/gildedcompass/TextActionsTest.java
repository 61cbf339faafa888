package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.LeaveUnassigned;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * Action texts word for word, in English and in the German rules' terms (seed 002): every wording
 * branch (own, black and dummy dice; groups, straights and spaces a placement names; the offer a
 * decline answers; the next specialist and the map an assignment names), from constructed positions.
 */
class TextActionsTest {
  private static final GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> EN =
      Fixture.GAME.text(Locale.ENGLISH);
  private static final GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> DE =
      Fixture.GAME.text(Locale.GERMAN);

  /** Archives groups: Player 1 two 5s, the dummy one 3, Player 2 eleven 4s, Player 1 ten 6s; two straights. */
  private static GildedCompassState board() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE), 2);
    return s.withBoard(s.board()
        .withArchives(Vector.of(new ArchivesGroup(0, 5, 2), new ArchivesGroup(Owner.DUMMY, 3, 1),
            new ArchivesGroup(1, 4, 11), new ArchivesGroup(0, 6, 10)))
        .withStraights(Vector.of(new Straight(0, 2, 2), new Straight(Owner.DUMMY, 4, 3))));
  }

  private static void reads(GildedCompassState s, GildedCompassAction a, String english, String german) {
    assertThat(EN.action(s, a)).isEqualTo(english);
    assertThat(DE.action(s, a)).isEqualTo(german);
  }

  @Test
  void allyOnTheInside_namesTheGroupBySizeAndValue_orByNumberWhenUnknown() {
    GildedCompassState s = board();
    reads(s, new UseAlly(0), "Play Ally on the Inside: your Archives group of two 5s moves up one place",
        "Verbündeter im Innern nutzen: deine Würfelgruppe aus 2 x 5 im Archiv rückt in der Wertungsreihenfolge um"
            + " einen Platz auf");
    reads(s, new UseAlly(1), "Play Ally on the Inside: your Archives group of one 3 moves up one place",
        "Verbündeter im Innern nutzen: deine Würfelgruppe aus einer 3 im Archiv rückt in der Wertungsreihenfolge um"
            + " einen Platz auf");
    // ten is the last size spelt out in English
    reads(s, new UseAlly(2), "Play Ally on the Inside: your Archives group of 11 4s moves up one place",
        "Verbündeter im Innern nutzen: deine Würfelgruppe aus 11 x 4 im Archiv rückt in der Wertungsreihenfolge um"
            + " einen Platz auf");
    reads(s, new UseAlly(3), "Play Ally on the Inside: your Archives group of ten 6s moves up one place",
        "Verbündeter im Innern nutzen: deine Würfelgruppe aus 10 x 6 im Archiv rückt in der Wertungsreihenfolge um"
            + " einen Platz auf");
    // no such group (one past the last, negative, or no position at all): its number
    reads(s, new UseAlly(4), "Play Ally on the Inside: your Archives group no. 5 moves up one place",
        "Verbündeter im Innern nutzen: deine Würfelgruppe Nr. 5 im Archiv rückt in der Wertungsreihenfolge um"
            + " einen Platz auf");
    reads(s, new UseAlly(-1), "Play Ally on the Inside: your Archives group no. 0 moves up one place",
        "Verbündeter im Innern nutzen: deine Würfelgruppe Nr. 0 im Archiv rückt in der Wertungsreihenfolge um"
            + " einen Platz auf");
    reads(null, new UseAlly(0), "Play Ally on the Inside: your Archives group no. 1 moves up one place",
        "Verbündeter im Innern nutzen: deine Würfelgruppe Nr. 1 im Archiv rückt in der Wertungsreihenfolge um"
            + " einen Platz auf");
  }

  @Test
  void decline_namesTheAbilityOnOffer() {
    GildedCompassState s = board();
    reads(null, GildedCompassAction.DECLINE, "Do not play A Little Help", "Kleine Hilfe nicht nutzen");
    reads(s.withPhase(new Phase.LittleHelpOffer(1)), GildedCompassAction.DECLINE, "Do not play A Little Help",
        "Kleine Hilfe nicht nutzen");
    reads(s.withPhase(new Phase.TimelessGiftOffer(1, 0)), GildedCompassAction.DECLINE, "Do not play A Timeless Gift",
        "Ein zeitloses Geschenk nicht nutzen");
    reads(s.withPhase(new Phase.AllyOffer(0, 0, Vector.of(0, 1))), GildedCompassAction.DECLINE,
        "Do not play Ally on the Inside", "Verbündeter im Innern nicht nutzen");
  }

  @Test
  void persuasionAndRerolls_nameTheKindOfDie() {
    reads(null, new Persuade(DieKind.OWN, 3, 5), "Play Persuasion: turn a 3 into a 5",
        "Überzeugungskraft nutzen: einen Würfel von 3 auf 5 drehen");
    reads(null, new Persuade(DieKind.BLACK, 3, 5), "Play Persuasion: turn a black 3 into a 5",
        "Überzeugungskraft nutzen: einen schwarzen Würfel von 3 auf 5 drehen");
    reads(null, new PersuadeSecond(DieKind.OWN, 2, 6), "Persuasion, second die: turn a 2 into a 6",
        "Überzeugungskraft, zweiter Würfel: einen Würfel von 2 auf 6 drehen");
    reads(null, new PersuadeSecond(DieKind.DUMMY, 2, 6), "Persuasion, second die: turn a dummy 2 into a 6",
        "Überzeugungskraft, zweiter Würfel: einen Dummywürfel von 2 auf 6 drehen");
    GildedCompassState s = board();
    GildedCompassState marked = s.withPhase(new Phase.Turn(0, false, Pips.of(1, 3, 3), Pips.of(2), Pips.of(6), false,
        false, Option.none(), new Phase.Marked(Pips.of(3), Pips.EMPTY, Pips.of(6))));
    reads(marked, new MarkReroll(DieKind.OWN, 1), "Re-roll a 1 (marked so far: 3, dummy 6)",
        "Einen Würfel mit 1 zum Neuwürfeln wählen (bisher gewählt: 3, Dummywürfel 6)");
    reads(marked, new MarkReroll(DieKind.BLACK, 2), "Re-roll a black 2 (marked so far: 3, dummy 6)",
        "Einen schwarzen Würfel mit 2 zum Neuwürfeln wählen (bisher gewählt: 3, Dummywürfel 6)");
    reads(marked, GildedCompassAction.REROLL, "Done choosing: spend a knowledge token and re-roll (marked so far: 3, dummy 6)",
        "Fertig: ein Wissensplättchen abgeben und neu würfeln (bisher gewählt: 3, Dummywürfel 6)");
    reads(Fixture.turn(s, 0, Pips.of(1, 3)), new MarkReroll(DieKind.DUMMY, 4), "Re-roll a dummy 4",
        "Einen Dummywürfel mit 4 zum Neuwürfeln wählen");
  }

  @Test
  void placements_nameTheNewOrExtendedGroupStraightOrSpace() {
    GildedCompassState s = board();
    // the Hidden Temple: a space by number
    reads(s, new Place(Building.HIDDEN_TEMPLE, Pips.of(2, 5), Pips.EMPTY, -1, 0), "Place 2 5 in the Hidden Temple",
        "2 5 in den Geheimen Tempel einsetzen");
    reads(s, new Place(Building.HIDDEN_TEMPLE, Pips.of(2, 5), Pips.EMPTY, 0, 0), "Place 2 5 in the Hidden Temple, space 1",
        "2 5 auf Feld 1 in den Geheimen Tempel einsetzen");
    reads(s, new PlaceDummy(Building.HIDDEN_TEMPLE, Pips.of(1, 6), 2, 0),
        "Place the dummy's 1 6 in the Hidden Temple, space 3", "Dummywürfel 1 6 auf Feld 3 in den Geheimen Tempel einsetzen");
    // new groups and straights
    reads(s, new Place(Building.ARCHIVES, Pips.of(5), Pips.of(5), -1, 0),
        "Place 5 (black: 5) in the Archives as a new group", "5 (schwarz: 5) als neue Gruppe ins Archiv einsetzen");
    reads(s, new Place(Building.AUCTION_HOUSE, Pips.of(1, 2, 3), Pips.EMPTY, -1, 0),
        "Place 1 2 3 in the Auction House as a new straight", "1 2 3 als neue Straße ins Auktionshaus einsetzen");
    reads(s, new Place(Building.SUNKEN_GALLEON, Pips.of(6), Pips.EMPTY, -1, 0), "Place 6 on the Sunken Galleon",
        "6 auf die Versunkene Galeone einsetzen");
    // adding to a group or straight of one's own or of the dummy
    reads(s, new PlaceDummy(Building.ARCHIVES, Pips.of(3), 1, 0),
        "Place the dummy's 3 in the Archives, adding to the dummy's group of one 3",
        "Dummywürfel 3 ins Archiv einsetzen und an die Gruppe des Dummyspielers aus einer 3 anhängen");
    reads(s, new Place(Building.ARCHIVES, Pips.of(4), Pips.EMPTY, 2, 0),
        "Place 4 in the Archives, adding to your group of 11 4s",
        "4 ins Archiv einsetzen und an deine Gruppe aus 11 x 4 anhängen");
    reads(s, new PlaceDummy(Building.AUCTION_HOUSE, Pips.of(3), 1, 0),
        "Place the dummy's 3 in the Auction House, extending the dummy's straight 4-5-6",
        "Dummywürfel 3 ins Auktionshaus einsetzen und die Straße des Dummyspielers 4-5-6 erweitern");
    // a target past the last group or straight, or where dice simply join: no group named
    reads(s, new Place(Building.ARCHIVES, Pips.of(2), Pips.EMPTY, 4, 0),
        "Place 2 in the Archives, adding to your dice there", "2 ins Archiv einsetzen");
    reads(s, new Place(Building.AUCTION_HOUSE, Pips.of(2), Pips.EMPTY, 2, 0),
        "Place 2 in the Auction House, adding to your dice there", "2 ins Auktionshaus einsetzen");
    reads(s, new Place(Building.ILLUMINATI, Pips.of(4, 4), Pips.EMPTY, 0, 0),
        "Place 4 4 with the Illuminati, adding to your dice there", "4 4 auf die Illuminati einsetzen");
    reads(null, new Place(Building.ARCHIVES, Pips.of(5), Pips.EMPTY, 0, 0),
        "Place 5 in the Archives, adding to your dice there", "5 ins Archiv einsetzen");
    reads(null, new PlaceDummy(Building.AUCTION_HOUSE, Pips.of(5), 0, 0),
        "Place the dummy's 5 in the Auction House, adding to the dummy's dice there", "Dummywürfel 5 ins Auktionshaus einsetzen");
  }

  @Test
  void willToWin_namesWhatTheIdenticalDiceLose() {
    reads(null, new Place(Building.ARCHIVES, Pips.of(5, 5), Pips.EMPTY, -1, 1),
        "Place 5 5 in the Archives as a new group, with Will to Win: the identical dice there lose one die to the Library",
        "5 5 als neue Gruppe ins Archiv einsetzen, mit Siegeswille: die gleiche Kombination des Gegners verliert"
            + " einen Würfel an die Bibliothek");
    reads(null, new Place(Building.AUCTION_HOUSE, Pips.of(1, 2), Pips.EMPTY, -1, 1),
        "Place 1 2 in the Auction House as a new straight, with Will to Win: the identical dice there lose its lowest"
            + " die to the Library",
        "1 2 als neue Straße ins Auktionshaus einsetzen, mit Siegeswille: die gleiche Kombination des Gegners verliert"
            + " ihren niedrigsten Würfel an die Bibliothek");
    reads(null, new PlaceDummy(Building.TREASURE_HUNTERS_GUILD, Pips.of(1, 2), -1, 2),
        "Place the dummy's 1 2 in the Treasure Hunters' Guild as a new straight, with Will to Win: the identical dice"
            + " there lose its highest die to the Library",
        "Dummywürfel 1 2 als neue Straße in die Schatzjägergilde einsetzen, mit Siegeswille: die gleiche Kombination"
            + " des Gegners verliert ihren höchsten Würfel an die Bibliothek");
    reads(null, new Place(Building.UNIVERSITY, Pips.of(3), Pips.EMPTY, -1, 3),
        "Place 3 in the University, with Will to Win: the identical dice there lose a 3 to the Library",
        "3 in die Universität einsetzen, mit Siegeswille: die gleiche Kombination des Gegners verliert eine 3 an die"
            + " Bibliothek");
  }

  /** Player 1 holds a Pompeii map, an abandoned dig site, a Dual Map and a Secret Map, and two specialists. */
  private static GildedCompassState assigning(int decided) {
    GildedCompassState s = board();
    Player p = s.player(0)
        .withMaps(Vector.of(new MapTile(Region.POMPEII, 1, 2), new MapTile(Region.ANY, 0, 1)))
        .withSpecialists(Vector.of(new Specialist(Region.POMPEII, SpecialistType.CARTOGRAPHER, 3),
            new Specialist(Region.ATLANTIS, SpecialistType.EXCAVATOR, 2)))
        .withMissions(Vector.of(new Hidden<>(new Mission(MissionKind.DUAL_MAP, Region.POMPEII, Region.ATLANTIS), 1),
            new Hidden<>(Mission.of(MissionKind.SECRET_MAP), 1)));
    Assignment partial = Assignment.EMPTY;
    for (int i = 0; i < decided; i++) {
      partial = partial.plus(-1, ItemChoice.NONE);
    }
    return s.withPlayer(0, p).withPhase(new Phase.Assigning(0, partial));
  }

  @Test
  void assignments_nameTheNextSpecialistAndTheMap() {
    GildedCompassState s = assigning(0);
    reads(s, new AssignSpecialist(0, ItemChoice.REGIONAL),
        "Assign the Pompeii cartographer 3 to the Pompeii map 1/2 (map no. 1), with a magic item",
        "Spezialist Kartenzeichner Tempel von Pompeii 3 der antiken Karte Tempel von Pompeii 1/2 (Karte Nr. 1) zuordnen,"
            + " mit magischem Gegenstand");
    reads(s, new AssignSpecialist(1, ItemChoice.TOOL),
        "Assign the Pompeii cartographer 3 to the abandoned dig site 0/1 (map no. 2), with a Tool of Power",
        "Spezialist Kartenzeichner Tempel von Pompeii 3 der Verlassenen Ausgrabungsstätte 0/1 (Karte Nr. 2) zuordnen,"
            + " mit Werkzeug der Macht");
    reads(s, new AssignSpecialist(2, ItemChoice.NONE),
        "Assign the Pompeii cartographer 3 to the Dual Map Pompeii/Atlantis (map no. 3)",
        "Spezialist Kartenzeichner Tempel von Pompeii 3 der Doppelkarte Tempel von Pompeii/Atlantis (Karte Nr. 3) zuordnen");
    reads(s, new AssignSpecialist(3, ItemChoice.NONE), "Assign the Pompeii cartographer 3 to the Secret Map (map no. 4)",
        "Spezialist Kartenzeichner Tempel von Pompeii 3 der Geheimkarte (Karte Nr. 4) zuordnen");
    // no such host: its number only
    reads(s, new AssignSpecialist(4, ItemChoice.NONE), "Assign the Pompeii cartographer 3 to map no. 5",
        "Spezialist Kartenzeichner Tempel von Pompeii 3 Karte Nr. 5 zuordnen");
    reads(s, new AssignSpecialist(-1, ItemChoice.NONE), "Assign the Pompeii cartographer 3 to map no. 0",
        "Spezialist Kartenzeichner Tempel von Pompeii 3 Karte Nr. 0 zuordnen");
    reads(s, new LeaveUnassigned(), "Leave the Pompeii cartographer 3 unassigned",
        "Spezialist Kartenzeichner Tempel von Pompeii 3 nicht zuordnen");
    reads(assigning(1), new LeaveUnassigned(), "Leave the Atlantis excavator 2 unassigned",
        "Spezialist Ausgräber Atlantis 2 nicht zuordnen");
    // every specialist decided, or not assigning at all: the next one, the map by number
    reads(assigning(2), new LeaveUnassigned(), "Leave the next specialist unassigned",
        "Den nächsten Spezialisten nicht zuordnen");
    reads(board(), new AssignSpecialist(0, ItemChoice.NONE), "Assign the next specialist to map no. 1",
        "Den nächsten Spezialisten Karte Nr. 1 zuordnen");
    reads(null, new AssignSpecialist(1, ItemChoice.NONE), "Assign the next specialist to map no. 2",
        "Den nächsten Spezialisten Karte Nr. 2 zuordnen");
  }
}
