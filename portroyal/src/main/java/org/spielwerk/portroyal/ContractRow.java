package org.spielwerk.portroyal;

import io.vavr.collection.Vector;

/**
 * One row of the contract table ({@code contracts.csv}), replaceable through
 * {@link PortRoyalOptions#contractRows()} (every value in it is UNCONFIRMED, §12.3).
 *
 * @param contract the contract
 * @param persons for a person-pair contract, the two abilities a player must own (the same ability
 *     twice means two persons of it); empty for the other contracts
 * @param rewards the coins of the five reward fields, 1st to 5th player to complete it
 */
public record ContractRow(Contract contract, Vector<Ability> persons, Vector<Integer> rewards) {}
