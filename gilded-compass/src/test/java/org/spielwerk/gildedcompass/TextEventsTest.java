package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.GildedCompassEvent.ChaliceDrawn;
import org.spielwerk.gildedcompass.GildedCompassEvent.ChaliceSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.CollectionDealt;
import org.spielwerk.gildedcompass.GildedCompassEvent.DicePlaced;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceRerolled;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceRolled;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceToLibrary;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiePersuaded;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemsSetAside;
import org.spielwerk.gildedcompass.GildedCompassEvent.MissionsSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.SpecialistAssigned;
import org.spielwerk.gildedcompass.GildedCompassEvent.ArtifactsSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasuresSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.TurnStarted;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * Event texts word for word in English and German (seed 002 terms), each wording branch once: kinds
 * of dice, one or several dice, items and chalices of each kind, assignments with and without an
 * item; and who may read the private events (a hidden tile is seen only by the seat that drew it).
 */
class TextEventsTest {
  private static final GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> EN =
      Fixture.GAME.text(Locale.ENGLISH);
  private static final GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> DE =
      Fixture.GAME.text(Locale.GERMAN);

  private static void reads(GildedCompassEvent e, String english, String german) {
    assertThat(EN.event(e)).isEqualTo(english);
    assertThat(DE.event(e)).isEqualTo(german);
  }

  @Test
  void seatsAreNumberedFromOne() {
    assertThat(EN.seat(2)).isEqualTo("Player 3");
    assertThat(DE.seat(2)).isEqualTo("Spieler 3");
    assertThat(DE.seat(0)).isEqualTo("Spieler 1");
  }

  @Test
  void rolledDice_listOwnBlackAndDummyDice_whicheverThereAre() {
    reads(new DiceRolled(0, Pips.of(1, 2), Pips.of(3), Pips.of(4)), "Player 1 rolls 1 2, black 3, dummy 4.",
        "Spieler 1 würfelt 1 2, schwarz 3, Dummywürfel 4.");
    reads(new DiceRolled(1, Pips.EMPTY, Pips.of(5, 6), Pips.EMPTY), "Player 2 rolls black 5 6.",
        "Spieler 2 würfelt schwarz 5 6.");
    reads(new DiceRolled(1, Pips.EMPTY, Pips.EMPTY, Pips.of(2)), "Player 2 rolls dummy 2.",
        "Spieler 2 würfelt Dummywürfel 2.");
    reads(new DiceRolled(1, Pips.EMPTY, Pips.of(1), Pips.of(2)), "Player 2 rolls black 1, dummy 2.",
        "Spieler 2 würfelt schwarz 1, Dummywürfel 2.");
    reads(new DiceRolled(0, Pips.of(6, 1, 6), Pips.EMPTY, Pips.EMPTY), "Player 1 rolls 1 6 6.",
        "Spieler 1 würfelt 1 6 6.");
    reads(new DiceRolled(0, Pips.EMPTY, Pips.EMPTY, Pips.EMPTY), "Player 1 rolls no dice.",
        "Spieler 1 würfelt keine Würfel.");
    reads(new DiceRerolled(2, Pips.of(3), Pips.of(5), Pips.EMPTY, Pips.EMPTY, Pips.of(1), Pips.of(6)),
        "Player 3 spends a knowledge token and re-rolls 3, dummy 1, getting 5, dummy 6.",
        "Spieler 3 gibt ein Wissensplättchen ab und würfelt 3, Dummywürfel 1 neu: 5, Dummywürfel 6.");
  }

  @Test
  void persuadedAndPlacedDice_nameTheirKind() {
    reads(new DiePersuaded(0, DieKind.OWN, 3, 5), "Player 1 persuades a die from 3 to 5.",
        "Spieler 1 dreht mit Überzeugungskraft einen Würfel von 3 auf 5.");
    reads(new DiePersuaded(1, DieKind.BLACK, 2, 1), "Player 2 persuades a black die from 2 to 1.",
        "Spieler 2 dreht mit Überzeugungskraft einen schwarzen Würfel von 2 auf 1.");
    reads(new DiePersuaded(1, DieKind.DUMMY, 6, 4), "Player 2 persuades a dummy die from 6 to 4.",
        "Spieler 2 dreht mit Überzeugungskraft einen Dummywürfel von 6 auf 4.");
    reads(new DicePlaced(0, Owner.DUMMY, Building.TREASURE_TOWER, Pips.of(2), -1),
        "Player 1 places the dummy's 2 in the Treasure Tower.", "Spieler 1 setzt Dummywürfel 2 in den Schatzturm ein.");
    reads(new DicePlaced(1, 1, Building.SUNKEN_GALLEON, Pips.of(4, 4), -1),
        "Player 2 places 4 4 on the Sunken Galleon.", "Spieler 2 setzt 4 4 auf die Versunkene Galeone ein.");
  }

  @Test
  void diceToTheLibrary_agreeInNumber_andSayWhereTheyCameFrom() {
    reads(new DiceToLibrary(0, Building.AUCTION_HOUSE, 1, true),
        "1 die of Player 1 taken back from the Auction House (not to the Library).",
        "1 Würfel von Spieler 1 aus dem Auktionshaus wird abgelegt (nicht in die Bibliothek).");
    reads(new DiceToLibrary(Owner.DUMMY, Building.TREASURE_HUNTERS_GUILD, 2, true),
        "2 dice of the dummy taken back from the Treasure Hunters' Guild (not to the Library).",
        "2 Würfel des Dummyspielers aus der Schatzjägergilde werden abgelegt (nicht in die Bibliothek).");
    reads(new DiceToLibrary(1, Building.LIBRARY, 1, false), "1 die of Player 2 now in the Library.",
        "1 Würfel von Spieler 2 liegt jetzt in der Bibliothek.");
    reads(new DiceToLibrary(Owner.DUMMY, Building.LIBRARY, 3, false), "3 dice of the dummy now in the Library.",
        "3 Würfel des Dummyspielers liegen jetzt in der Bibliothek.");
    reads(new DiceToLibrary(1, Building.ILLUMINATI, 1, false), "1 die of Player 2 moved from the Illuminati to the Library.",
        "1 Würfel von Spieler 2 von den Illuminati kommt in die Bibliothek.");
    reads(new DiceToLibrary(0, Building.HIDDEN_TEMPLE, 2, false),
        "2 dice of Player 1 moved from the Hidden Temple to the Library.",
        "2 Würfel von Spieler 1 aus dem Geheimen Tempel kommen in die Bibliothek.");
  }

  @Test
  void magicItems_nameTheTypeAndRegion_orTheToolOfPower() {
    reads(new ItemSeen(1, new MagicItem(Region.JUNGLE, SpecialistType.CARTOGRAPHER)),
        "Your magic item: magic item for a Jungle Ruins cartographer.",
        "Dein magischer Gegenstand: magischer Gegenstand für Kartenzeichner Dschungelruinen.");
    reads(new ItemSeen(1, new MagicItem(Region.PHARAOHS, SpecialistType.EXCAVATOR)),
        "Your magic item: magic item for a Pharaohs' Tomb excavator.",
        "Dein magischer Gegenstand: magischer Gegenstand für Ausgräber Grab der Pharaonen.");
    reads(new ItemSeen(0, new MagicItem(Region.ANY, SpecialistType.EXCAVATOR)),
        "Your magic item: Tool of Power for an excavator.", "Dein magischer Gegenstand: Werkzeug der Macht für Ausgräber.");
    // English takes "an" before a vowel
    reads(new ItemSeen(0, new MagicItem(Region.ATLANTIS, SpecialistType.CARTOGRAPHER)),
        "Your magic item: magic item for an Atlantis cartographer.",
        "Dein magischer Gegenstand: magischer Gegenstand für Kartenzeichner Atlantis.");
    reads(new ItemsSetAside(Vector.of(new MagicItem(Region.ANY, SpecialistType.CARTOGRAPHER),
            new MagicItem(Region.GODS, SpecialistType.EXCAVATOR))),
        "Magic items of free spaces, set aside face up: Tool of Power for a cartographer, magic item for a Tower of the"
            + " Gods excavator.",
        "Magische Gegenstände freier Felder, offen neben den Geheimen Tempel gelegt: Werkzeug der Macht für"
            + " Kartenzeichner, magischer Gegenstand für Ausgräber Turm der Götter.");
  }

  @Test
  void chalices_nameTheirBack_andFragments() {
    reads(new ChaliceDrawn(0, ChaliceBack.BRONZE), "Player 1 draws a bronze chalice.",
        "Spieler 1 zieht ein Kelchplättchen (Bronze).");
    reads(new ChaliceDrawn(1, ChaliceBack.SILVER), "Player 2 draws a silver chalice.",
        "Spieler 2 zieht ein Kelchplättchen (Silber).");
    reads(new ChaliceDrawn(1, ChaliceBack.GOLD), "Player 2 draws a gold chalice.",
        "Spieler 2 zieht ein Kelchplättchen (Gold).");
    reads(new ChaliceSeen(1, new Chalice(ChaliceBack.GOLD, 3, true)), "You drew a gold chalice fragment worth 3.",
        "Dein Kelch: Kelchbruchstück Gold (3 Gold).");
    reads(new ChaliceSeen(0, new Chalice(ChaliceBack.SILVER, 2, false)), "You drew a silver chalice worth 2.",
        "Dein Kelch: Kelch Silber (2 Gold).");
  }

  @Test
  void assignedSpecialists_nameTheMapNumberAndTheItem() {
    Specialist gods = new Specialist(Region.GODS, SpecialistType.CARTOGRAPHER, 2);
    reads(new SpecialistAssigned(0, gods, -1, ItemChoice.NONE), "Player 1 leaves the Tower of the Gods cartographer 2 unassigned.",
        "Spieler 1 ordnet Kartenzeichner Turm der Götter 2 nicht zu.");
    reads(new SpecialistAssigned(0, gods, 0, ItemChoice.NONE),
        "Player 1 assigns the Tower of the Gods cartographer 2 to their map no. 1.",
        "Spieler 1 ordnet Kartenzeichner Turm der Götter 2 seiner Karte Nr. 1 zu.");
    reads(new SpecialistAssigned(1, gods, 2, ItemChoice.TOOL),
        "Player 2 assigns the Tower of the Gods cartographer 2 to their map no. 3, with a Tool of Power.",
        "Spieler 2 ordnet Kartenzeichner Turm der Götter 2 seiner Karte Nr. 3 zu, mit Werkzeug der Macht.");
    reads(new SpecialistAssigned(1, gods, 1, ItemChoice.REGIONAL),
        "Player 2 assigns the Tower of the Gods cartographer 2 to their map no. 2, with a magic item.",
        "Spieler 2 ordnet Kartenzeichner Turm der Götter 2 seiner Karte Nr. 2 zu, mit magischem Gegenstand.");
  }

  @Test
  void hiddenTilesShown_arePrivateToTheSeatThatDrewThem_andPublicEventsToNobody() {
    Vector<GildedCompassEvent> privateToSeat2 = Vector.of(
        new CollectionDealt(2, new PrivateCollection(ArtifactType.FIRE, ArtifactType.WATER)),
        new TreasuresSeen(2, Vector.of(3, 4)),
        new ArtifactsSeen(2, Vector.of(ArtifactType.HOLY)),
        new MissionsSeen(2, Vector.of(Mission.of(MissionKind.LOOT_THE_TOWER))),
        new ItemSeen(2, new MagicItem(Region.DARK, SpecialistType.EXCAVATOR)),
        new ChaliceSeen(2, new Chalice(ChaliceBack.BRONZE, 1, false)));
    for (GildedCompassEvent e : privateToSeat2) {
      assertThat(e.privateTo()).as("%s", e).isEqualTo(2);
      assertThat(e.visibleTo(2)).isTrue();
      assertThat(e.visibleTo(0)).as("%s seen by seat 0", e).isFalse();
    }
    GildedCompassEvent drawn = new ChaliceDrawn(2, ChaliceBack.BRONZE);
    assertThat(drawn.privateTo()).isEqualTo(-1);
    assertThat(drawn.visibleTo(0)).isTrue();
    assertThat(new TurnStarted(2, false).visibleTo(1)).isTrue();
    reads(new CollectionDealt(2, new PrivateCollection(ArtifactType.FIRE, ArtifactType.WATER)),
        "Player 3's private collection: 4 gold per fire artifact, 2 gold per water, 1 gold per other.",
        "Private Sammlung von Spieler 3: 4 Gold je Artefakt Feuer, 2 Gold je Artefakt Wasser, 1 Gold je anderem.");
    reads(new TreasuresSeen(2, Vector.of(3, 4)), "You drew sunken treasures worth 3, 4 gold.",
        "Deine gezogenen versunkenen Schätze: 3, 4 Gold.");
  }
}
