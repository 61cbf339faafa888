package org.spielwerk.portroyal;

import io.vavr.collection.Vector;

/**
 * A moment in which a player may fulfil contracts whose chance is gone afterwards (printed rules,
 * §10.5.1: Finanzbeamter after a tax, Pechvogel on a bust, (Kleiner) Zocker when a ship enters the
 * harbour). Pending chances are decided, in order, before play goes on.
 *
 * @param seat who decides
 * @param contracts the contracts he may fulfil (or take a step on) now
 */
public record ContractChance(int seat, Vector<Contract> contracts) {}
