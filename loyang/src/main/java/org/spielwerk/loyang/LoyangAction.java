package org.spielwerk.loyang;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * What a player can do. Combinatorial choices are short sequences of small decisions (a good, then a
 * field; a stall good, then the goods handed over one at a time), so that the list of legal actions stays
 * short. Positions ({@code field}, {@code stall}, {@code helper}, ...) index the rows of a player's display
 * as they are when the action is taken; {@code card} is a card's number in the game's card numbering ({@code CardNumbers}).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface LoyangAction {

  /** Take a loan: +5 cash, one space back at the end (§8.2). At any of the player's decisions. */
  record TakeLoan() implements LoyangAction {}

  /** Sell a good from the cart to a free slot of the own shop (§4C). At any of the player's decisions. */
  record Sell(Good good) implements LoyangAction {}

  /** Discard an uncovered helper unused (§4E). */
  record DiscardHelper(int helper) implements LoyangAction {}

  /** Finish the decision in progress (a harvest turn, a double pack, a helper's purchases, storing, steps). */
  record Done() implements LoyangAction {}

  /** Setup (§2.1): buy this good from the own shop and sow the home field with it. */
  record SowHome(Good good) implements LoyangAction {}

  /** Harvest phase (§9.5 option 1): play the Harvest helper. */
  record PlayHarvestHelper(int helper) implements LoyangAction {}

  /** Harvest helper: harvest a second good from this field. */
  record HarvestAgain(int field) implements LoyangAction {}

  /** 2-player card phase (§3.2.4): reveal the draw pile's top card into the courtyard. */
  record Reveal() implements LoyangAction {}

  /** Draft option (a): put this hand card into the courtyard. */
  record AddToCourtyard(int card) implements LoyangAction {}

  /** Draft option (b): take this courtyard card into the display. */
  record TakeFromCourtyard(int card) implements LoyangAction {}

  /** Draft option (b): take this hand card into the display and leave the draft. */
  record TakeFromHand(int card) implements LoyangAction {}

  /** Beginner variant (§2.3): place the assigned regular customer instead of a hand card. */
  record PlaceAssigned() implements LoyangAction {}

  /** Draft option (b) with the Lord of the manor (§9.7): up to 2 more courtyard cards. */
  record PlayLord(int helper) implements LoyangAction {}

  /** 4 players (§3.3.2): the First Start Player chooses a partner. */
  record ChoosePartner(int seat) implements LoyangAction {}

  /** A (§4A): sow a good from the cart on an empty field. */
  record Sow(int field, Good good) implements LoyangAction {}

  /** B (§4B): buy a good from the own shop. */
  record Buy(Good good) implements LoyangAction {}

  /** D (§4D): take a good from an own stall; the goods handed over follow one at a time. */
  record Exchange(int stall, Good good) implements LoyangAction {}

  /** Hand over a good from the cart for the stall good being bought. */
  record Give(Good good) implements LoyangAction {}

  /** F (§4F): deliver a regular customer's two goods. */
  record Deliver(int regular) implements LoyangAction {}

  /** F with the Errand boy (§9.3): both deliveries into the top row at once. */
  record DeliverTwice(int regular) implements LoyangAction {}

  /** F (§4F, §6): no delivery this round: the marker turns red, or 2 cash if it is red. */
  record Decline(int regular) implements LoyangAction {}

  /** G (§4G): serve a casual customer. */
  record Serve(int casual) implements LoyangAction {}

  /** H (§4H): buy the double pack. */
  record BuyPack() implements LoyangAction {}

  /** H: keep a drawn card (the first kept lies on top). */
  record Keep(int card) implements LoyangAction {}

  /** End the actions and go on to storing goods (§3.4). */
  record EndActions() implements LoyangAction {}

  /** Storing (§3.4): flip the storehouse to capacity 4 for 2 cash. */
  record Flip() implements LoyangAction {}

  /** Storing (§3.4): give a good that does not fit back to the supply. */
  record GiveUp(Good good) implements LoyangAction {}

  /** Path (§1.4): one step forward. */
  record Advance() implements LoyangAction {}

  /**
   * Play a helper whose effect needs no target (§9): Official, Errand boy, Maid, Saleswoman (1: all
   * markers blue, 2: +2 on casual customers), Harvest helper (2: one more good per field sown), Market
   * crier (1: refill, 2: sell stall goods), Bookkeeper, Merchant, Ploughman (2: harvest the fields holding
   * one good).
   */
  record Activate(int helper, int option) implements LoyangAction {}

  /** Shopper (§9.10): buy a good from the supply for 2 less. */
  record ShopSupply(int helper, Good good) implements LoyangAction {}

  /** Haggler (§9.6): two equal goods for the price of one; with the Shopper from the supply. */
  record Haggle(int helper, Good good, boolean withShopper) implements LoyangAction {}

  /** How the Merchant buys a good (§9.11, §10). */
  enum Via { SHOP, SHOPPER, HAGGLER }

  /** Merchant (§9.11): buy one good of a needed type for 1 (with the Shopper for 0, with the Haggler two for 1). */
  record MerchantBuy(Good good, Via via) implements LoyangAction {}

  /** Bookkeeper (§9.4): the shop holds this many of the next good. */
  record ShopCount(int count) implements LoyangAction {}

  /** Bookkeeper (§9.4, printed rules): 1 cash per field sown with this good. */
  record Income(Good good) implements LoyangAction {}

  /** Market crier option 2 (§9.14): move this stall good into the shop. */
  record CrierMove(int stall, Good good) implements LoyangAction {}

  /** Ploughman option 1 (§9.17): clear this field. */
  record Plough(int helper, int field) implements LoyangAction {}

  /** Ploughman option 2, picking fields (Audit Q4 reading B): harvest this field's single good. */
  record PloughField(int field) implements LoyangAction {}

  /** Tenant option 1 (§9.16): pay 3 and take a field of this card from the private stack. */
  record Tenant(int helper, int card) implements LoyangAction {}

  /** Tenant option 2 (§9.16): put an empty field under the stack and take a field of this card. */
  record TenantSwap(int helper, int field, int card) implements LoyangAction {}

  /** Trader (§9.8): take a good from another player's stall. */
  record TradeAt(int helper, int seat, int stall, Good good) implements LoyangAction {}

  /** Charlatan (§9.9): swap for a helper of a player who has finished his action phase. */
  record SwapHelper(int helper, int seat, int theirs) implements LoyangAction {}

  /** Deliveryman (§9.12): deliver to another player's regular customer. */
  record DeliverFor(int helper, int seat, int regular) implements LoyangAction {}

  /** Market woman (§9.15): swap a stall with another player's. */
  record SwapStall(int helper, int stall, int seat, int theirs) implements LoyangAction {}

  /** Tout option 1 (§9.1): swap a casual customer with another player's. */
  record SwapCasual(int helper, int casual, int seat, int theirs) implements LoyangAction {}

  /** Tout option 2 (§9.1): buy another player's casual customer for 2 and serve it at once. */
  record BuyCasual(int helper, int seat, int casual) implements LoyangAction {}

  /** Self-supplier (§9.18): take a good from another player's field for 1 cash. */
  record SelfSupply(int helper, int seat, int field) implements LoyangAction {}

  LoyangAction LOAN = new TakeLoan();
  LoyangAction DONE = new Done();
  LoyangAction REVEAL = new Reveal();
  LoyangAction PLACE_ASSIGNED = new PlaceAssigned();
  LoyangAction BUY_PACK = new BuyPack();
  LoyangAction END_ACTIONS = new EndActions();
  LoyangAction FLIP = new Flip();
  LoyangAction ADVANCE = new Advance();
}
