package org.spielwerk.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A seat's legal actions as a person reads them: short lists as they are, long ones in two small steps, first a
 * group (a bid's range of tons, the first card of a pair), then an action of that group. The groups are named by
 * the game's text ({@link GameText#menuGroup(Object, Object)}); the actions and their order are the game's own,
 * so a menu only presents the engine's action set and never changes it. A UI and the command-line {@code play}
 * build their menus here.
 *
 * @param entries the first step: actions and groups in the order their first action is legal
 */
public record Menu<A>(List<Entry<A>> entries) {

  /** A menu with at most this many entries is shown in one step, whatever groups the text names. */
  public static final int ONE_STEP_UP_TO = 12;

  public Menu {
    entries = List.copyOf(entries);
  }

  /** One line of a menu's first step. */
  public sealed interface Entry<A> {
    /** The line's words. */
    String words();
  }

  /** An action, chosen in one step. */
  public record Choice<A>(String words, A action) implements Entry<A> {
    public Choice {
      Objects.requireNonNull(words, "words");
      Objects.requireNonNull(action, "action");
    }
  }

  /** Two or more actions under the group's words, chosen in a second step. */
  public record Group<A>(String words, List<Choice<A>> choices) implements Entry<A> {
    public Group {
      Objects.requireNonNull(words, "words");
      choices = List.copyOf(choices);
    }
  }

  /**
   * The menu of {@code legal}, the legal actions of the seat holding {@code view}, worded by {@code text}: in one
   * step when there are at most {@link #ONE_STEP_UP_TO} of them or the text names no groups; else every action
   * the text puts in a group of two or more goes into that group.
   */
  public static <S, A, E, V> Menu<A> of(GameText<S, A, E, V> text, V view, List<A> legal) {
    return of(legal, action -> text.actionFromView(view, action), action -> text.menuGroup(view, action));
  }

  /**
   * The menu of {@code legal} with the words and groups given: for a caller that words its actions another way
   * (from the full state, {@link GameText#action(Object, Object)}, which reads the same).
   */
  public static <A> Menu<A> of(List<A> legal, Function<A, String> words, Function<A, Optional<String>> groups) {
    List<Choice<A>> choices = new ArrayList<>(legal.size());
    for (A action : legal) {
      choices.add(new Choice<>(words.apply(action), action));
    }
    if (legal.size() <= ONE_STEP_UP_TO) {
      return new Menu<>(new ArrayList<>(choices));
    }
    // the group of each action, and the actions of each group in the game's order
    Map<String, List<Choice<A>>> byGroup = new LinkedHashMap<>();
    List<Optional<String>> groupOf = new ArrayList<>(legal.size());
    for (int i = 0; i < legal.size(); i++) {
      Optional<String> group = groups.apply(legal.get(i));
      groupOf.add(group);
      Choice<A> choice = choices.get(i);
      group.ifPresent(g -> byGroup.computeIfAbsent(g, k -> new ArrayList<>()).add(choice));
    }
    List<Entry<A>> entries = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      Optional<String> group = groupOf.get(i);
      List<Choice<A>> members = group.map(byGroup::get).orElse(List.of());
      if (members.size() < 2) {
        entries.add(choices.get(i));                      // alone in its group: no second step for one action
      } else if (members.get(0) == choices.get(i)) {
        entries.add(new Group<>(group.orElseThrow(), members));  // the group stands where its first action stood
      }
    }
    // one group holding everything would only add a step
    return entries.size() == 1 ? new Menu<>(new ArrayList<>(choices)) : new Menu<>(entries);
  }

  /** Every action of the menu once, in the game's order: the menu holds exactly the legal actions it was built from. */
  public List<A> actions() {
    List<A> all = new ArrayList<>();
    for (Entry<A> entry : entries) {
      switch (entry) {
        case Choice<A> choice -> all.add(choice.action());
        case Group<A> group -> group.choices().forEach(c -> all.add(c.action()));
      }
    }
    return all;
  }
}
