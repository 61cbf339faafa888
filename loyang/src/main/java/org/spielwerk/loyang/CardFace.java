package org.spielwerk.loyang;

/**
 * A card as the game's own tables describe it. Events carry it, so that what they name reads right
 * without the state (a replaced {@code actionCards} or {@code privateFields} table numbers and shows its
 * cards differently from the default one).
 *
 * @param number the card's number in the game's card numbering ({@code CardNumbers}) (as states and views refer to it)
 * @param id the table row's id (e.g. {@code MS03}, {@code RC-TC}, {@code F4})
 * @param kind the kind of action card; {@code FIELD} also for a private field
 * @param privateField whether it is a private field (the home field included), not an action card
 * @param home whether it is the home field
 * @param plots a field's plots, else 0
 * @param goods the table's goods letters: a field's allowed goods, a stall's or a customer's goods
 * @param bowls a stall's bowls per good (e.g. {@code 122}), else empty
 * @param payments a regular customer's payments by row (e.g. {@code 5/6/7/8}), else empty
 * @param price a common field's cost or a casual customer's printed price, else 0
 * @param helper a helper's type, else null
 */
public record CardFace(int number, String id, Tables.Kind kind, boolean privateField, boolean home, int plots,
    String goods, String bowls, String payments, int price, HelperType helper) {}
