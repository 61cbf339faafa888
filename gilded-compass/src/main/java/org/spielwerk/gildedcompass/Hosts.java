package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.List;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/** The hosts of specialists at game end (§8.2) and the rules of filling them. */
public final class Hosts {
  private Hosts() {}

  /** The kinds of host (§8.2). */
  public enum Kind {
    /** A map of one region. */
    REGULAR,
    /** An abandoned dig site: specialists of any one region. */
    ABANDONED,
    /** A Dual Map mission: specialists of its two regions. */
    DUAL,
    /** A Secret Map mission: specialists of any one region. */
    SECRET
  }

  /**
   * A host.
   *
   * @param kind its kind
   * @param first the region of a REGULAR map, the first region of a DUAL map, else ANY
   * @param second the second region of a DUAL map, else ANY
   * @param low gold without specialists
   * @param high gold with specialists (DUAL: with at least 2)
   */
  public record Host(Kind kind, Region first, Region second, int low, int high) {

    /** Whether it is an ancient map (regular map or abandoned dig site), as missions count them (§9). */
    public boolean ancient() {
      return kind == Kind.REGULAR || kind == Kind.ABANDONED;
    }

    /** Its base gold with {@code specialists} assigned (§8.2). */
    public int base(int specialists) {
      return kind == Kind.DUAL ? (specialists >= 2 ? high : low) : (specialists >= 1 ? high : low);
    }

    /** A host for an ancient map. */
    public static Host of(MapTile map) {
      return map.abandoned()
          ? new Host(Kind.ABANDONED, Region.ANY, Region.ANY, map.low(), map.high())
          : new Host(Kind.REGULAR, map.region(), Region.ANY, map.low(), map.high());
    }

    /** A host for a Dual or Secret Map mission (§9): 3 / 1 gold with enough specialists. */
    public static Host of(Mission mission) {
      return mission.kind() == MissionKind.DUAL_MAP
          ? new Host(Kind.DUAL, mission.first(), mission.second(), 0, 3)
          : new Host(Kind.SECRET, Region.ANY, Region.ANY, 0, 1);
    }
  }

  /** A player's hosts: its ancient maps in the order taken, then its Dual and Secret Maps. */
  public static Vector<Host> of(Player player) {
    // one array, then one vector (asked on every decision of the assignment by hand)
    Vector<MapTile> maps = player.maps();
    Vector<Hidden<Mission>> missions = player.missions();
    int count = maps.size();
    for (int i = 0; i < missions.size(); i++) {
      count += missions.get(i).tile().host() ? 1 : 0;
    }
    if (count == 0) {
      return Vector.empty();
    }
    Host[] hosts = new Host[count];
    int n = 0;
    for (int i = 0; i < maps.size(); i++) {
      hosts[n++] = Host.of(maps.get(i));
    }
    for (int i = 0; i < missions.size(); i++) {
      if (missions.get(i).tile().host()) {
        hosts[n++] = Host.of(missions.get(i).tile());
      }
    }
    return Vector.of(hosts);
  }

  /**
   * Whether the specialists form a normal filling of the host (§8.2): at most one cartographer and
   * one excavator, of the host's region(s).
   *
   * @param dualFixed a Dual Map's first region takes the cartographer, its second the excavator
   */
  public static boolean normal(Host host, List<Specialist> specialists, boolean dualFixed) {
    Specialist cartographer = null;
    Specialist excavator = null;
    for (Specialist s : specialists) {
      if (s.type() == SpecialistType.CARTOGRAPHER) {
        if (cartographer != null) {
          return false;
        }
        cartographer = s;
      } else {
        if (excavator != null) {
          return false;
        }
        excavator = s;
      }
    }
    return switch (host.kind()) {
      case REGULAR -> fits(cartographer, host.first()) && fits(excavator, host.first());
      case ABANDONED, SECRET -> cartographer == null || excavator == null
          || cartographer.region() == excavator.region();
      case DUAL -> {
        if (dualFixed) {
          yield fits(cartographer, host.first()) && fits(excavator, host.second());
        }
        boolean inRegions = inDual(cartographer, host) && inDual(excavator, host);
        yield inRegions && (cartographer == null || excavator == null
            || cartographer.region() != excavator.region());
      }
    };
  }

  /**
   * Whether the specialists fill the host with Second Opinion's extra specialist (§9): one of them,
   * of the host's region, is the extra and the others form a normal filling. At most 3.
   */
  public static boolean withExtra(Host host, List<Specialist> specialists, boolean dualFixed) {
    int n = specialists.size();
    if (n == 0 || n > 3) {
      return false;
    }
    for (int extra = 0; extra < n; extra++) {
      List<Specialist> rest = new java.util.ArrayList<>(specialists);
      Specialist e = rest.remove(extra);
      if (!normal(host, rest, dualFixed)) {
        continue;
      }
      boolean regionFits = switch (host.kind()) {
        case REGULAR -> e.region() == host.first();
        case ABANDONED, SECRET -> rest.stream().allMatch(s -> s.region() == e.region());
        case DUAL -> e.region() == host.first() || e.region() == host.second();
      };
      if (regionFits) {
        return true;
      }
    }
    return false;
  }

  private static boolean fits(Specialist s, Region region) {
    return s == null || s.region() == region;
  }

  private static boolean inDual(Specialist s, Host host) {
    return s == null || s.region() == host.first() || s.region() == host.second();
  }
}
