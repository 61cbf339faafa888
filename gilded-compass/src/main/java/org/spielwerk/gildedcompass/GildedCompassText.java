package org.spielwerk.gildedcompass;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.spielwerk.core.Catalogue;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Message;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.Decline;
import org.spielwerk.gildedcompass.GildedCompassAction.EndTurn;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepMission;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassAction.LeaveUnassigned;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassAction.Reroll;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.GildedCompassAction.UseLittleHelp;
import org.spielwerk.gildedcompass.GildedCompassAction.UseTimelessGift;
import org.spielwerk.gildedcompass.GildedCompassEvent.*;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
import org.spielwerk.gildedcompass.Hosts.Host;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * The words of Order of the Gilded Compass in any language that has a catalogue ({@code words.properties} in the
 * English spec's terms: Archives, University, Library, knowledge tokens, ancient maps, specialists, ...;
 * {@code words_de.properties} in the German rules' terms: Archiv, Universität, Bibliothek, Wissensplättchen,
 * antike Karten, Spezialisten, ...; next to this class). This class only picks the messages and their arguments
 * ({@link #actionMessage}, {@link #eventMessage}); the catalogue words them, with the language's plural rules.
 * Lists of things (maps on display, dice values) are worded item by item and joined with ", ".
 */
public final class GildedCompassText implements GameText<GildedCompassState, GildedCompassAction,
    GildedCompassEvent, GildedCompassView> {

  static final String CATALOGUE = "org.spielwerk.gildedcompass.words";
  private static final Map<Locale, GildedCompassText> BY_LOCALE = new ConcurrentHashMap<>();

  /** How many worded messages a text remembers at most. */
  private static final int REMEMBERED = 20_000;

  private final Catalogue words;
  private final Map<Message, String> rendered = new ConcurrentHashMap<>();

  /** The English words. */
  public GildedCompassText() {
    this(Catalogue.of(CATALOGUE, Locale.ENGLISH, GildedCompassText.class));
  }

  private GildedCompassText(Catalogue words) {
    this.words = words;
  }

  /** The words in {@code locale}'s language, English where it has no catalogue. */
  static GildedCompassText of(Locale locale) {
    Catalogue catalogue = Catalogue.of(CATALOGUE, locale, GildedCompassText.class);
    // one text per catalogue language: a language without a file shares the English one
    return BY_LOCALE.computeIfAbsent(catalogue.locale(), l -> new GildedCompassText(catalogue));
  }

  /**
   * A message in words, remembered: the text tests and a terminal word the same few hundred maps, seats and
   * actions again and again, and formatting costs more than a look-up. Nested messages are worded (and
   * remembered) first, exactly as {@link Catalogue#render} would word them, so the words are the catalogue's
   * ({@code GildedCompassTextPropertiesTest} proves it). The memory is cleared when it grows past a bound.
   */
  private String render(Message message) {
    String known = rendered.get(message);
    if (known != null) {
      return known;
    }
    Map<String, Object> args = new LinkedHashMap<>();
    for (Map.Entry<String, Object> arg : message.args().entrySet()) {
      args.put(arg.getKey(), arg.getValue() instanceof Message nested ? render(nested) : arg.getValue());
    }
    String text = words.render(new Message(message.key(), args));
    if (rendered.size() >= REMEMBERED) {
      rendered.clear();
    }
    rendered.put(message, text);
    return text;
  }

  private String render(String key, Object... namesAndValues) {
    return render(Message.of(key, namesAndValues));
  }

  /** The catalogue these words come from, for a front end that renders messages itself. */
  Catalogue catalogue() {
    return words;
  }

  @Override
  public String title(GameInfo info) {
    return render("title");
  }

  @Override
  public String seat(int seat) {
    return render(seatMessage(seat));
  }

  @Override
  public String moved(int seat) {
    return render("moved", "seat", seatMessage(seat));
  }

  /**
   * Worded from the view alone: on a position dealt from the view, since the words of an action read only
   * what the seat to move may see (the leak property of the text tests proves it).
   */
  @Override
  public String actionFromView(GildedCompassView view, GildedCompassAction action) {
    // a menu words every legal action of one view: deal the position once per view, not once per action
    DealtView last = lastDealt;
    if (last == null || !last.view().equals(view)) {
      last = new DealtView(view, Visibility.forWords(view));
      lastDealt = last;
    }
    return action(last.state(), action);
  }

  /** The last view worded from and the position dealt from it (the deal is seeded, so always the same). */
  private record DealtView(GildedCompassView view, GildedCompassState state) {}

  private volatile DealtView lastDealt;

  /** Never throws: an action the rules forbid here may point nowhere; then its kind is worded. */
  @Override
  public String action(GildedCompassState state, GildedCompassAction action) {
    return render(actionMessage(state, action));
  }

  @Override
  public Message actionMessage(GildedCompassState state, GildedCompassAction action) {
    try {
      return actionWords(state, action);
    } catch (RuntimeException malformed) {
      // an index that points nowhere or a missing field: only an action the rules forbid gets here
      String kind = action == null ? "?" : action.getClass().getSimpleName().replaceAll("(?<=[a-z0-9])(?=[A-Z])", " ");
      return Message.of("not.here", "kind", kind);
    }
  }

  private Message actionWords(GildedCompassState state, GildedCompassAction action) {
    return switch (action) {
      case UseLittleHelp a -> Message.of("action.little.help");
      case UseTimelessGift a -> Message.of("action.timeless.gift");
      case UseAlly a -> Message.of("action.ally", "group", archivesGroup(state, a.group()));
      case Decline a -> Message.of("action.decline", "ability", ability(offered(state)));
      case MarkReroll a -> Message.of("action.mark", "kind", a.kind(), "value", a.value(), "marked", markedSoFar(state));
      case Reroll a -> Message.of("action.reroll", "marked", markedSoFar(state));
      case Persuade a -> Message.of("action.persuade", "kind", a.kind(), "from", a.from(), "to", a.to());
      case PersuadeSecond a -> Message.of("action.persuade.second", "kind", a.kind(), "from", a.from(), "to", a.to());
      case Place a -> Message.of("action.place", "dice", dice(a.dice()),
          "black", a.black().isEmpty() ? "" : Message.of("place.black", "dice", dice(a.black())),
          "where", placement(state, a.building(), a.target(), true), "will", willToWin(a.building(), a.willToWin()));
      case PlaceDummy a -> Message.of("action.place.dummy", "dice", dice(a.dice()),
          "where", placement(state, a.building(), a.target(), false), "will", willToWin(a.building(), a.willToWin()));
      case EndTurn a -> Message.of("action.end.turn");
      case TakeMap a -> Message.of("action.take.map", "map", map(a.map()));
      case TakeSpecialist a -> Message.of("action.take.specialist", "specialist", specialist(a.specialist()));
      case KeepArtifact a -> Message.of("action.keep.artifact", "artifact", artifact(a.artifact()));
      case KeepMission a -> Message.of("action.keep.mission", "mission", mission(a.mission()));
      case TakeAbility a -> Message.of("action.take.ability", "ability", ability(a.ability()));
      case KeepTreasure a -> Message.of("action.keep.treasure", "value", a.value());
      case AssignSpecialist a -> Message.of("action.assign", "specialist", nextSpecialist(state),
          "host", host(state, a.host()), "item", a.item());
      case LeaveUnassigned a -> Message.of("action.leave.unassigned", "specialist", nextSpecialist(state));
    };
  }

  @Override
  public String event(GildedCompassEvent event) {
    return render(eventMessage(event, -1));
  }

  @Override
  public String event(GildedCompassEvent event, int seat) {
    return render(eventMessage(event, seat));
  }

  @Override
  public Message eventMessage(GildedCompassEvent event, int seat) {
    return switch (event) {
      case GameStarted e -> Message.of("event.game.started", "players", e.players(), "b", building(e.bBuilding()),
          "c", e.cBuilding().isDefined() ? building(e.cBuilding().get()) : "", "hasC", e.cBuilding().isDefined(),
          "dummy", e.dummy(), "seat", seatMessage(e.startSeat()));
      case CollectionDealt e -> Message.of("event.collection.dealt", "seat", seatMessage(e.seat()),
          "collection", collection(e.collection()));
      case RoundStarted e -> Message.of("event.round.started", "round", e.round(), "seat", seatMessage(e.startSeat()));
      case MapsDisplayed e -> Message.of("event.maps.displayed", "maps", list(e.maps().map(GildedCompassText::map)));
      case SpecialistsDisplayed e -> Message.of("event.specialists.displayed",
          "specialists", list(e.specialists().map(GildedCompassText::specialist)));
      case ItemsLaidFaceDown e -> Message.of("event.items.face.down", "count", e.count());
      case AbilitiesRevealed e -> Message.of("event.abilities.revealed",
          "abilities", list(e.abilities().map(GildedCompassText::ability)));
      case AbilityPlayed e -> Message.of("event.ability.played", "seat", seatMessage(e.seat()), "ability", ability(e.ability()));
      case OfferDeclined e -> Message.of("event.offer.declined", "seat", seatMessage(e.seat()), "ability", ability(e.ability()));
      case TurnStarted e -> Message.of("event.turn.started", "seat", seatMessage(e.seat()), "extra", e.extra());
      case DiceRolled e -> Message.of("event.dice.rolled", "seat", seatMessage(e.seat()),
          "dice", dice(e.own(), e.black(), e.dummy()));
      case DiceRerolled e -> Message.of("event.dice.rerolled", "seat", seatMessage(e.seat()),
          "before", dice(e.ownBefore(), e.blackBefore(), e.dummyBefore()),
          "after", dice(e.ownAfter(), e.blackAfter(), e.dummyAfter()));
      case DiePersuaded e -> Message.of("event.die.persuaded", "seat", seatMessage(e.seat()), "kind", e.kind(),
          "from", e.from(), "to", e.to());
      case DicePlaced e -> Message.of("event.dice.placed", "seat", seatMessage(e.seat()), "dummy", e.owner() == Owner.DUMMY,
          "dice", dice(e.dice()), "at", buildingAt(e.building()));
      case WillToWinUsed e -> Message.of("event.will.to.win", "seat", seatMessage(e.seat()), "victim", ownersOf(e.victim()),
          "value", e.value(), "from", buildingFrom(e.building()));
      case DiceToLibrary e -> Message.of("event.dice.to.library", "count", e.count(), "owner", owner(e.owner()),
          "of", ownersOf(e.owner()),
          "how", e.takenBack() ? "back" : e.from() == Building.LIBRARY ? "there" : "moved", "from", buildingFrom(e.from()));
      case TreasuresDrawn e -> Message.of("event.treasures.drawn", "seat", seatMessage(e.seat()), "count", e.count());
      case TreasuresSeen e -> Message.of("event.treasures.seen", "values", values(e.values()));
      case DummyTreasuresDrawn e -> Message.of("event.dummy.treasures.drawn", "count", e.count());
      case TreasureStackReshuffled e -> Message.of("event.treasures.reshuffled", "count", e.count());
      case RoundEndTriggered e -> Message.of("event.round.end.triggered", "seat", seatMessage(e.seat()));
      case TurnEnded e -> Message.of("event.turn.ended", "seat", seatMessage(e.seat()));
      case UnplacedDiceCollected e -> Message.of("event.unplaced.collected", "seat", seatMessage(e.seat()),
          "count", e.toLibrary(), "lost", e.blackLost());
      case BuildingResolved e -> Message.of("event.building.resolved", "building", building(e.building()));
      case AllyUsed e -> Message.of("event.ally.used", "seat", seatMessage(e.seat()));
      case MapTaken e -> Message.of("event.map.taken", "seat", seatMessage(e.seat()), "map", map(e.map()));
      case MapRemoved e -> Message.of("event.map.removed", "map", map(e.map()));
      case MapsSetAside e -> Message.of("event.maps.set.aside", "maps", list(e.maps().map(GildedCompassText::map)));
      case SpecialistTaken e -> Message.of("event.specialist.taken", "seat", seatMessage(e.seat()),
          "specialist", specialist(e.specialist()));
      case SpecialistRemoved e -> Message.of("event.specialist.removed", "specialist", specialist(e.specialist()));
      case SpecialistsSetAside e -> Message.of("event.specialists.set.aside",
          "specialists", list(e.specialists().map(GildedCompassText::specialist)));
      case ArtifactsDrawn e -> Message.of("event.artifacts.drawn", "seat", seatMessage(e.seat()), "place", e.place(),
          "count", e.count());
      case ArtifactsSeen e -> Message.of("event.artifacts.seen", "artifacts",
          list(e.artifacts().map(GildedCompassText::artifact)));
      case ArtifactKept e -> Message.of("event.artifact.kept", "seat", seatMessage(e.seat()), "artifact", artifact(e.artifact()));
      case ArtifactsDiscarded e -> Message.of("event.artifacts.discarded", "artifacts",
          list(e.artifacts().map(GildedCompassText::artifact)));
      case ArtifactsRemoved e -> Message.of("event.artifacts.removed", "artifacts",
          list(e.artifacts().map(GildedCompassText::artifact)));
      case MissionsReceived e -> e.from() >= 0
          ? Message.of("event.missions.received", "seat", seatMessage(e.seat()), "place", e.place(), "count", e.count(),
              "from", seatMessage(e.from()))
          : Message.of("event.missions.drawn", "seat", seatMessage(e.seat()), "place", e.place(), "count", e.count());
      case MissionsSeen e -> Message.of("event.missions.seen", "missions", list(e.missions().map(GildedCompassText::mission)));
      case MissionKept e -> Message.of("event.mission.kept", "seat", seatMessage(e.seat()));
      case MissionsPutUnder e -> Message.of("event.missions.put.under", "count", e.count());
      case MissionRemoved e -> Message.of("event.mission.removed");
      case ItemTaken e -> Message.of("event.item.taken", "seat", seatMessage(e.seat()));
      case ItemSeen e -> Message.of("event.item.seen", "item", item(e.item()));
      case ItemRemoved e -> Message.of("event.item.removed");
      case ItemsSetAside e -> Message.of("event.items.set.aside", "items", list(e.items().map(GildedCompassText::item)));
      case AbilityTaken e -> Message.of("event.ability.taken", "seat", seatMessage(e.seat()), "ability", ability(e.ability()));
      case AbilityRemoved e -> Message.of("event.ability.removed", "ability", ability(e.ability()));
      case AbilitiesSetAside e -> Message.of("event.abilities.set.aside",
          "abilities", list(e.abilities().map(GildedCompassText::ability)));
      case TreasuresKept e -> Message.of("event.treasures.kept", "seat", seatMessage(e.seat()), "values", values(e.values()));
      case TreasuresDiscarded e -> Message.of("event.treasures.discarded", "seat", seatMessage(e.seat()),
          "count", e.count(), "shown", !e.faceUpValues().isEmpty(), "values", values(e.faceUpValues()));
      case ChaliceDrawn e -> Message.of("event.chalice.drawn", "seat", seatMessage(e.seat()), "back", back(e.back()));
      case ChaliceSeen e -> Message.of("event.chalice.seen", "chalice", chalice(e.chalice()));
      case TokensGained e -> Message.of("event.tokens.gained", "seat", seatMessage(e.seat()), "count", e.count());
      case StartPlayerPassed e -> Message.of("event.start.player", "seat", seatMessage(e.seat()));
      case HoldingsRevealed e -> Message.of("event.holdings.revealed", "seat", seatMessage(e.seat()),
          "collection", e.collection().isDefined() ? Message.of("revealed.collection",
              "collection", collection(e.collection().get())) : "",
          "missions", list(e.missions().map(GildedCompassText::mission)),
          "items", list(e.items().map(GildedCompassText::item)),
          "chalices", list(e.chalices().map(GildedCompassText::chalice)));
      case SpecialistAssigned e -> e.host() < 0
          ? Message.of("event.specialist.unassigned", "seat", seatMessage(e.seat()), "specialist", specialist(e.specialist()))
          : Message.of("event.specialist.assigned", "seat", seatMessage(e.seat()), "specialist", specialist(e.specialist()),
              "host", e.host() + 1, "item", e.item());
      case AssignmentMade e -> Message.of("event.assignment.made", "seat", seatMessage(e.seat()), "automatic", e.automatic());
      case GameEnded e -> Message.of("event.game.ended", "scores", list(e.scores().zipWithIndex().map(t ->
          Message.of("final.score", "seat", seatMessage(t._2), "gold", t._1.total(), "rank", e.ranks().get(t._2) + 1))));
    };
  }

  @Override
  public String view(GildedCompassView v) {
    int n = v.players().size();
    StringBuilder out = new StringBuilder();
    out.append(render("view.heading", "over", v.phase() instanceof Phase.GameOver, "round", v.round().number(),
        "rounds", n <= 3 ? 6 : 5, "start", seatMessage(v.round().startSeat()), "you", seatMessage(v.observer())))
        .append('\n');
    out.append(render("view.archives", "maps", list(v.board().maps().map(GildedCompassText::shortMap)),
        "groups", list(v.board().archives().map(g -> Message.of("owner.with", "owner", owner(g.owner()),
            "dice", sameDice(g.size(), g.value())))))).append('\n');
    out.append(render("view.university", "specialists", list(v.board().specialists().map(GildedCompassText::specialist)),
        "entrances", entrances(v.board().university(), n + 2))).append('\n');
    out.append(render("view.library", "dice", library(v))).append('\n');
    out.append(render("view.straights", "building", building(v.bBuilding()),
        "straights", list(v.board().straights().map(st -> Message.of("owner.with", "owner", owner(st.owner()),
            "dice", straight(st)))))).append('\n');
    if (v.cBuilding().isDefined()) {
      Message name = building(v.cBuilding().get());
      switch (v.cBuilding().get()) {
        case HIDDEN_TEMPLE -> out.append(render("view.temple", "building", name,
            "spaces", v.board().temple().isEmpty() ? Message.of("view.temple.none")
                : list(v.board().temple().zipWithIndex().map(t -> Message.of("view.temple.space", "n", t._2 + 1,
                    "free", t._1.owner() == Owner.NOBODY, "owner", owner(t._1.owner()), "pair", t._1.lowerDie() == 2)))));
        case ILLUMINATI -> out.append(render("view.illuminati", "building", name,
            "abilities", list(v.board().abilities().map(GildedCompassText::ability)), "groups", groups(v.board().illuminati())));
        case SUNKEN_GALLEON -> out.append(render("view.galleon", "building", name,
            "groups", groups(v.board().galleon()), "stack", v.supply().treasureStack()));
        case TREASURE_TOWER -> out.append(render("view.tower", "building", name, "tower", tower(v.board().tower())));
        default -> out.append(render("view.c.building", "building", name));
      }
      out.append('\n');
    }
    for (int seat = 0; seat < n; seat++) {
      out.append(player(v, seat)).append('\n');
    }
    if (!v.artifactsInHand().isEmpty()) {
      out.append(render("view.artifacts.in.hand", "artifacts",
          list(v.artifactsInHand().map(GildedCompassText::artifact)))).append('\n');
    }
    if (!v.missionsInHand().isEmpty()) {
      out.append(render("view.missions.in.hand", "missions",
          list(v.missionsInHand().map(GildedCompassText::mission)))).append('\n');
    }
    if (!v.scores().isEmpty()) {
      out.append(render("view.final.gold", "scores", list(v.scores().zipWithIndex()
          .map(t -> Message.of("view.final.score", "seat", seatMessage(t._2), "gold", t._1.total()))))).append('\n');
    } else {
      out.append(render(now(v))).append('\n');
    }
    return out.toString();
  }

  // ---------------------------------------------------------------- view parts

  /** One seat's line: the public part, then what this seat may see of its hidden holdings. */
  private String player(GildedCompassView v, int seat) {
    PlayerView p = v.players().get(seat);
    StringBuilder out = new StringBuilder(render("view.player", "seat", seatMessage(seat),
        "you", seat == v.observer(), "tokens", p.tokens(), "dice", p.ownDice()));
    if (p.blackDice() > 0) {
      out.append(render("view.player.black", "count", p.blackDice()));
    }
    if (p.dummyDice() > 0) {
      out.append(render("view.player.dummy", "count", p.dummyDice()));
    }
    out.append(render("view.player.maps", "maps", list(p.maps().map(GildedCompassText::shortMap))));
    out.append(render("view.player.specialists", "specialists", list(p.specialists().map(GildedCompassText::specialist))));
    if (!p.artifacts().isEmpty()) {
      out.append(render("view.player.artifacts", "artifacts", list(Vector.of(ArtifactType.values())
          .filter(a -> p.artifacts().contains(a))
          .map(a -> Message.of("artifact.count", "count", p.artifacts().count(a::equals), "type", artifactType(a))))));
    }
    if (!p.abilities().isEmpty()) {
      out.append(render("view.player.abilities", "abilities", list(p.abilities().map(GildedCompassText::ability))));
    }
    if (!p.treasures().isEmpty()) {
      out.append(render("view.player.treasures", "values", values(p.treasures())));
    }
    if (p.missions().isDefined()) {
      if (!p.missions().get().isEmpty()) {
        out.append(render("view.player.missions", "missions", list(p.missions().get().map(GildedCompassText::mission))));
      }
    } else if (p.missionCount() > 0) {
      out.append(render("view.player.hidden.missions", "count", p.missionCount()));
    }
    if (p.items().isDefined()) {
      if (!p.items().get().isEmpty()) {
        out.append(render("view.player.items", "items", list(p.items().get().map(GildedCompassText::item))));
      }
    } else if (p.itemCount() > 0) {
      out.append(render("view.player.hidden.items", "count", p.itemCount()));
    }
    if (p.drawnTreasures().isDefined()) {
      if (!p.drawnTreasures().get().isEmpty()) {
        out.append(render("view.player.drawn.treasures", "values", values(p.drawnTreasures().get())));
      }
    } else if (p.drawnTreasureCount() > 0) {
      out.append(render("view.player.hidden.treasures", "count", p.drawnTreasureCount()));
    }
    if (p.chalices().isDefined()) {
      if (!p.chalices().get().isEmpty()) {
        out.append(render("view.player.chalices", "chalices", list(p.chalices().get().map(GildedCompassText::chalice))));
      }
    } else if (!p.chaliceBacks().isEmpty()) {
      out.append(render("view.player.chalice.backs", "backs", list(p.chaliceBacks().map(GildedCompassText::back))));
    }
    if (p.collection().isDefined()) {
      out.append(render("view.player.collection", "collection", collection(p.collection().get())));
    } else if (p.hasCollection() && seat != v.observer()) {
      out.append(render("view.player.secret.collection"));
    }
    return out.toString();
  }

  /** What the game waits for. */
  private Message now(GildedCompassView v) {
    Message who = seatMessage(v.phase().seat());
    return switch (v.phase()) {
      case Phase.LittleHelpOffer o -> Message.of("now.little.help", "seat", who);
      case Phase.TimelessGiftOffer o -> Message.of("now.timeless.gift", "seat", who);
      case Phase.AllyOffer o -> Message.of("now.ally", "seat", who);
      case Phase.Turn t -> Message.of("now.turn", "seat", who, "extra", t.extra(), "dice", dice(t.own(), t.black(), t.dummy()),
          "marked", t.marked().isEmpty() ? "" : Message.of("now.marked", "dice",
              dice(t.marked().own(), t.marked().black(), t.marked().dummy())),
          "own", t.placedOwn(), "dummy", t.placedDummy());
      case Phase.ChooseArtifacts o -> Message.of("now.artifacts", "seat", who, "place", o.place(), "count", o.keep());
      case Phase.ChooseMission o -> Message.of("now.mission", "seat", who, "place", o.place());
      case Phase.ChooseMap o -> Message.of("now.map", "seat", who);
      case Phase.ChooseAbility o -> Message.of("now.ability", "seat", who);
      case Phase.ChooseTreasures o -> Message.of("now.treasures", "seat", who, "count", o.keep());
      case Phase.ChooseSpecialist o -> Message.of("now.specialist", "seat", who, "entrance", o.entrance() + 1);
      case Phase.Assigning o -> Message.of("now.assigning", "seat", who);
      case Phase.GameOver o -> Message.of("now.game.over");
    };
  }

  private String library(GildedCompassView v) {
    Vector<Message> parts = v.board().library().zipWithIndex().filter(t -> t._1 > 0)
        .map(t -> Message.of("library.dice", "owner", seatMessage(t._2), "count", t._1));
    if (v.board().libraryDummy() > 0) {
      parts = parts.append(Message.of("library.dice", "owner", owner(Owner.DUMMY), "count", v.board().libraryDummy()));
    }
    return parts.isEmpty() ? render("dice.none") : list(parts);
  }

  private String entrances(Vector<Die> row, int entrances) {
    Vector<Message> parts = Vector.empty();
    for (int i = 0; i < entrances; i++) {
      parts = parts.append(i < row.size() ? Message.of("die.of", "value", row.get(i).value(), "owner", owner(row.get(i).owner()))
          : Message.of("entrance.free"));
    }
    return list(parts);
  }

  private String tower(Vector<Die> tower) {
    if (tower.forAll(Die::empty)) {
      return render("dice.none");
    }
    StringBuilder out = new StringBuilder();
    for (int half = 0; half < 2; half++) {
      Vector<Message> floors = Vector.empty();
      for (int floor = 0; floor < 3; floor++) {
        Die d = tower.get(half * 3 + floor);
        floors = floors.append(Message.of("tower.floor", "floor", floor + 1, "empty", d.empty(),
            "die", d.empty() ? "" : Message.of("die.of", "value", d.value(), "owner", owner(d.owner()))));
      }
      out.append(half == 0 ? "" : "; ").append(render("tower.half", "half", half == 0 ? "left" : "right", "floors", list(floors)));
    }
    return out.toString();
  }

  private String groups(Vector<DiceGroup> groups) {
    return list(groups.map(g -> Message.of("owner.with", "owner", owner(g.owner()), "dice", dice(g.dice()))));
  }

  // ---------------------------------------------------------------- action parts

  /** The ability an offer is about. */
  private static Ability offered(GildedCompassState state) {
    if (state == null) {
      return Ability.LITTLE_HELP;
    }
    return switch (state.phase()) {
      case Phase.TimelessGiftOffer o -> Ability.TIMELESS_GIFT;
      case Phase.AllyOffer o -> Ability.ALLY_ON_THE_INSIDE;
      default -> Ability.LITTLE_HELP;
    };
  }

  private static Message archivesGroup(GildedCompassState state, int group) {
    if (state == null || group < 0 || group >= state.board().archives().size()) {
      return Message.of("group.number", "n", group + 1);
    }
    ArchivesGroup g = state.board().archives().get(group);
    return Message.of("group.of", "dice", sameDice(g.size(), g.value()));
  }

  /** Where the dice go within the building (the language puts the building and the verb where it wants them). */
  private Message placement(GildedCompassState state, Building building, int target, boolean own) {
    Message at = buildingAt(building);
    if (building == Building.HIDDEN_TEMPLE) {
      return target < 0 ? Message.of("place.at", "at", at) : Message.of("place.space", "at", at, "n", target + 1);
    }
    if (target < 0) {
      return Message.of("place.new", "at", at,
          "as", building == Building.ARCHIVES ? "group" : building.straights() ? "straight" : "none");
    }
    if (state != null && building == Building.ARCHIVES && target < state.board().archives().size()) {
      ArchivesGroup g = state.board().archives().get(target);
      return Message.of("place.group", "at", at, "own", own, "dice", sameDice(g.size(), g.value()));
    }
    if (state != null && building.straights() && target < state.board().straights().size()) {
      return Message.of("place.straight", "at", at, "own", own, "straight", straight(state.board().straights().get(target)));
    }
    return Message.of("place.there", "at", at, "own", own);
  }

  private static Object willToWin(Building building, int selector) {
    if (selector == 0) {
      return "";
    }
    String lost = switch (building) {
      case ARCHIVES -> "one";
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> selector == 1 ? "lowest" : "highest";
      default -> "value";
    };
    return Message.of("place.will", "lost", lost, "value", selector);
  }

  private static Message nextSpecialist(GildedCompassState state) {
    if (state != null && state.phase() instanceof Phase.Assigning a) {
      Vector<Specialist> specialists = state.player(a.seat()).specialists();
      if (a.partial().size() < specialists.size()) {
        return Message.of("next.specialist", "specialist", specialist(specialists.get(a.partial().size())));
      }
    }
    return Message.of("next.specialist.unknown");
  }

  private static Message host(GildedCompassState state, int host) {
    if (state != null && state.phase() instanceof Phase.Assigning a) {
      Vector<Host> hosts = Hosts.of(state.player(a.seat()));
      if (host >= 0 && host < hosts.size()) {
        Host h = hosts.get(host);
        return Message.of("host", "kind", h.kind(), "first", h.first() == null ? "" : region(h.first()),
            "second", h.second() == null ? "" : region(h.second()), "low", h.low(), "high", h.high(), "n", host + 1);
      }
    }
    return Message.of("host.number", "n", host + 1);
  }

  private Object markedSoFar(GildedCompassState state) {
    if (state != null && state.phase() instanceof Phase.Turn turn && !turn.marked().isEmpty()) {
      Phase.Marked m = turn.marked();
      return Message.of("marked.so.far", "dice", dice(m.own(), m.black(), m.dummy()));
    }
    return "";
  }

  // ---------------------------------------------------------------- words

  /** Dice values separated by spaces, e.g. "1 4 5 5": digits, the same in every language. */
  static String digits(Pips pips) {
    StringBuilder out = new StringBuilder();
    for (int v = 1; v <= 6; v++) {
      for (int i = pips.count(v); i > 0; i--) {
        out.append(out.isEmpty() ? "" : " ").append(v);
      }
    }
    return out.toString();
  }

  private String dice(Pips pips) {
    return pips.isEmpty() ? render("dice.none") : digits(pips);
  }

  /** Own, black and dummy dice: "1 4, black 2 6, dummy 3". */
  private String dice(Pips own, Pips black, Pips dummy) {
    String text = own.isEmpty() && (!black.isEmpty() || !dummy.isEmpty()) ? "" : dice(own);
    if (!black.isEmpty()) {
      text += (text.isEmpty() ? "" : ", ") + render("dice.black", "dice", dice(black));
    }
    if (!dummy.isEmpty()) {
      text += (text.isEmpty() ? "" : ", ") + render("dice.dummy", "dice", dice(dummy));
    }
    return text;
  }

  /** A group of equal dice: "two 5s", "einer 5". */
  private static Message sameDice(int size, int value) {
    return Message.of("same.dice", "size", size, "value", value);
  }

  private static String straight(Straight st) {
    StringBuilder out = new StringBuilder().append(st.low());
    for (int v = st.low() + 1; v <= st.high(); v++) {
      out.append('-').append(v);
    }
    return out.toString();
  }

  /**
   * Long turns in two steps: the dice to place grouped by building (§5), the dummy's apart, the re-roll marks
   * together; only for the menu, the actions are the game's own.
   */
  @Override
  public java.util.Optional<String> menuGroup(GildedCompassView view, GildedCompassAction action) {
    return switch (action) {
      case GildedCompassAction.Place place when place.building() != null ->
          java.util.Optional.of(render("menu.place", "where", buildingAt(place.building())));
      case GildedCompassAction.PlaceDummy place when place.building() != null ->
          java.util.Optional.of(render("menu.place.dummy", "where", buildingAt(place.building())));
      case GildedCompassAction.MarkReroll mark -> java.util.Optional.of(render("menu.reroll"));
      default -> java.util.Optional.empty();
    };
  }

  /**
   * The buildings in play, in the order the board shows them (Archives, University, Library, the B and the C
   * building), each with where dice go and what they win (§5); then every special ability in sight, in the order it
   * first appears: the Illuminati's display, then each seat's kept abilities (public, §3.4). Each line is
   * "Term: what it does", the term worded as everywhere else ({@code building}, {@code ability}). Hidden tiles
   * (stacks, the Temple's face-down items) name nothing here; the lines follow the game's options where the rules
   * differ (third place, straights per player, Temple pairs, Tower push, the dummy at the Galleon).
   */
  @Override
  public java.util.List<String> legend(GildedCompassView v) {
    java.util.List<String> lines = new java.util.ArrayList<>();
    for (Building b : Vector.of(Building.ARCHIVES, Building.UNIVERSITY, Building.LIBRARY, v.bBuilding())
        .appendAll(v.cBuilding())) {
      lines.add(render("legend.line", "term", building(b), "does", does(v, b)));
    }
    java.util.Set<Ability> abilities = new java.util.LinkedHashSet<>(v.board().abilities().asJava());
    v.players().forEach(p -> abilities.addAll(p.abilities().asJava()));
    for (Ability a : abilities) {
      lines.add(render("legend.line", "term", ability(a),
          "does", Message.of("does." + a.name().toLowerCase(Locale.ROOT))));
    }
    return java.util.List.copyOf(lines);
  }

  /** What a building does, with the options that change its words (§11). */
  private static Message does(GildedCompassView v, Building b) {
    GildedCompassOptions o = v.options();
    boolean third = Resolution.rewardedPlaces(o, v.players().size(), v.dummy()) == 3;
    String key = "does." + b.name().toLowerCase(Locale.ROOT);
    return switch (b) {
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> Message.of(key, "several", o.multipleStraights(), "third", third);
      case HIDDEN_TEMPLE ->
          Message.of(key, "perSpace", o.templePairs() == GildedCompassOptions.TemplePairs.PER_SPACE_TABLE);
      case SUNKEN_GALLEON -> Message.of(key, "dummy", v.dummy());
      case TREASURE_TOWER -> Message.of(key, "whole", o.towerPush() == GildedCompassOptions.TowerPush.WHOLE_TOWER);
      case ARCHIVES, UNIVERSITY, LIBRARY, ILLUMINATI -> Message.of(key);
    };
  }

  static Message building(Building b) {
    return Message.of("building", "b", b);
  }

  private static Message buildingAt(Building b) {
    return Message.of("building.at", "b", b);
  }

  private static Message buildingFrom(Building b) {
    return Message.of("building.from", "b", b);
  }

  static Message region(Region r) {
    return Message.of("region", "r", r);
  }

  static Message map(MapTile m) {
    return Message.of("map", "abandoned", m.abandoned(), "region", m.abandoned() ? "" : region(m.region()),
        "low", m.low(), "high", m.high());
  }

  /** A map where the context says it is one: "Pompeii 1/2 gold". */
  private static Message shortMap(MapTile m) {
    return Message.of("map.short", "abandoned", m.abandoned(), "region", m.abandoned() ? "" : region(m.region()),
        "low", m.low(), "high", m.high());
  }

  static Message specialist(Specialist s) {
    return Message.of("specialist", "region", region(s.region()), "type", s.type(), "value", s.value());
  }

  static Message item(MagicItem item) {
    return Message.of("item", "tool", item.tool(), "type", item.type(), "r", item.tool() ? "" : item.region(),
        "region", item.tool() ? "" : region(item.region()));
  }

  static Message artifact(ArtifactType a) {
    return Message.of("artifact", "a", a, "type", artifactType(a));
  }

  private static Message artifactType(ArtifactType a) {
    return Message.of("artifact.type", "a", a);
  }

  private static Message collection(PrivateCollection c) {
    return Message.of("collection", "favourite", artifactType(c.favourite()), "second", artifactType(c.second()));
  }

  static Message mission(Mission m) {
    return m.kind() == Tiles.MissionKind.DUAL_MAP
        ? Message.of("mission.dual", "first", region(m.first()), "second", region(m.second()))
        : Message.of("mission", "m", m.kind());
  }

  static Message ability(Ability a) {
    return Message.of("ability", "a", a);
  }

  private static Message back(ChaliceBack b) {
    return Message.of("back", "b", b);
  }

  private static Message chalice(Chalice c) {
    return Message.of("chalice", "back", back(c.back()), "fragment", c.fragment(), "value", c.value());
  }

  /** Gold values in a row, "3, 5"; digits, the same in every language. */
  private static Object values(Seq<Integer> values) {
    return values.isEmpty() ? Message.of("list.none") : values.mkString(", ");
  }

  /** Messages in a row, each worded by the catalogue; the separator is punctuation, the same in every language. */
  private String list(Seq<Message> parts) {
    return parts.isEmpty() ? render("list.none") : parts.map(this::render).mkString(", ");
  }

  static Message seatMessage(int seat) {
    return Message.of("seat", "n", seat + 1);
  }

  private static Message owner(int owner) {
    return owner == Owner.DUMMY ? Message.of("owner.dummy") : seatMessage(owner);
  }

  /** Whose: "Player 2's", "the dummy's"; in German "von Spieler 2", "des Dummyspielers". */
  private static Message ownersOf(int owner) {
    return Message.of("owner.of", "dummy", owner == Owner.DUMMY, "seat", owner == Owner.DUMMY ? "" : seatMessage(owner));
  }
}
