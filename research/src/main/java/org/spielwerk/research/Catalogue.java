package org.spielwerk.research;

/**
 * The old name of {@link Kinds}, kept so that code written against 0.1 still compiles and links.
 *
 * @param <T> the component type
 * @deprecated since 0.2.0, for removal in 0.3: use {@link Kinds}. The name collided with core's word catalogue
 *     ({@code org.spielwerk.core.Catalogue}), which has nothing to do with numbering components.
 */
@Deprecated(since = "0.2.0", forRemoval = true)
public final class Catalogue<T> extends Kinds<T> {

  /** The distinct kinds among {@code items}, numbered in first-seen order (as {@link Kinds#Kinds}). */
  public Catalogue(Iterable<? extends T> items) {
    super(items);
  }
}
