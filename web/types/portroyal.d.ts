// Generated from the JSON Schemas of the game 'portroyal' by web/scripts/types.mjs (json-schema-to-typescript).
// Do not edit: regenerate with  mvn -pl web -am test -Dtest=TypesTest -Dspielwerk.web.types.update=true

export declare namespace state {
  export type Contract =
    | 'C_KOMIKER'
    | 'C_CHARMEUR'
    | 'C_SEEHOHEIT'
    | 'C_NEUE_KOLONIE'
    | 'C_HANDELSPOSTEN'
    | 'C_HANDELSFUERST'
    | 'C_BILLIGES_PERSONAL'
    | 'C_KAEMPFER'
    | 'C_ENTDECKER'
    | 'C_FREGATTENSCHRECK'
    | 'C_GALEONENSCHRECK'
    | 'C_FINANZBEAMTER'
    | 'C_PECHVOGEL'
    | 'C_KLEINER_ZOCKER'
    | 'C_ZOCKER'
    | 'C_PIRATENPACK';
  export type ContractNullable = null | Contract;
  export type Card =
    | 'TRADER_YELLOW_3'
    | 'TRADER_YELLOW_5'
    | 'TRADER_BLUE_3'
    | 'TRADER_BLUE_5'
    | 'TRADER_GREEN_3'
    | 'TRADER_RED_3'
    | 'TRADER_BLACK_3'
    | 'SETTLER'
    | 'CAPTAIN'
    | 'PRIEST'
    | 'JACK_OF_ALL_TRADES'
    | 'SAILOR_3'
    | 'SAILOR_5'
    | 'SAILOR_7'
    | 'PIRATE_5'
    | 'PIRATE_7'
    | 'PIRATE_9'
    | 'MADEMOISELLE_7'
    | 'MADEMOISELLE_9'
    | 'JESTER_5'
    | 'JESTER_7'
    | 'JESTER_9'
    | 'ADMIRAL_5'
    | 'ADMIRAL_7'
    | 'ADMIRAL_9'
    | 'GOVERNOR'
    | 'SHIP_Y_1_1'
    | 'SHIP_Y_1_2'
    | 'SHIP_Y_2_2'
    | 'SHIP_Y_2_3'
    | 'SHIP_Y_4_3'
    | 'SHIP_Y_4_4'
    | 'SHIP_B_1_1'
    | 'SHIP_B_1_2'
    | 'SHIP_B_2_2'
    | 'SHIP_B_2_3'
    | 'SHIP_B_5_3'
    | 'SHIP_B_5_4'
    | 'SHIP_G_1_1'
    | 'SHIP_G_1_2'
    | 'SHIP_G_3_2'
    | 'SHIP_G_3_3'
    | 'SHIP_G_5_3'
    | 'SHIP_G_5_4'
    | 'SHIP_R_1_1'
    | 'SHIP_R_3_2'
    | 'SHIP_R_6_3'
    | 'SHIP_R_S_3'
    | 'SHIP_R_S_4'
    | 'SHIP_K_2_1'
    | 'SHIP_K_4_2'
    | 'SHIP_K_7_3'
    | 'SHIP_K_S_3'
    | 'SHIP_K_S_4'
    | 'EXP_2ANCHOR'
    | 'EXP_2CROSS'
    | 'EXP_2HOUSE'
    | 'EXP_2ANCHOR_HOUSE'
    | 'EXP_2CROSS_HOUSE'
    | 'EXP_5P_ANCHOR_CROSS_HOUSE'
    | 'TAX_MAX_SWORDS'
    | 'TAX_MIN_IP'
    | 'CLERK_BLACK'
    | 'CLERK_YELLOW'
    | 'CLERK_BLUE'
    | 'CLERK_RED'
    | 'CLERK_GREEN'
    | 'GUNNER_4'
    | 'GUNNER_6'
    | 'GUNNER_8'
    | 'VICEADM_5'
    | 'VICEADM_7'
    | 'VICEADM_9'
    | 'XSHIP_Y_2_1'
    | 'XSHIP_Y_4_3P'
    | 'XSHIP_B_1_1'
    | 'XSHIP_B_5_3P'
    | 'XSHIP_G_1_1'
    | 'XSHIP_G_3_3P'
    | 'XSHIP_R_1_1'
    | 'XSHIP_R_6_3P'
    | 'XSHIP_K_2_1'
    | 'XSHIP_K_S_3P'
    | 'WHOLESALER_Y_8'
    | 'WHOLESALER_B_8'
    | 'WHOLESALER_G_6'
    | 'WHOLESALER_R_6'
    | 'WHOLESALER_K_6'
    | 'PASSENGER_NAIL'
    | 'U_Y_1_1N'
    | 'U_Y_4_3N'
    | 'U_B_2_2N'
    | 'U_B_5_3N'
    | 'U_G_1_2N'
    | 'U_G_3_2N'
    | 'U_R_3_2N'
    | 'U_R_6_3N'
    | 'U_K_2_1N'
    | 'U_K_S_4N';
  export type PortRoyalOptionsNullable = null | PortRoyalOptions;
  export type AutoPassNullable = null | AutoPass;
  export type AutoPass = 'OFF' | 'ALL_ZERO_NET' | 'ONLY_CARD';
  export type CardNullable = null | Card;
  export type Ability =
    | 'TRADER'
    | 'SETTLER'
    | 'CAPTAIN'
    | 'PRIEST'
    | 'JACK_OF_ALL_TRADES'
    | 'SAILOR'
    | 'PIRATE'
    | 'MADEMOISELLE'
    | 'JESTER'
    | 'ADMIRAL'
    | 'GOVERNOR'
    | 'CLERK'
    | 'GUNNER'
    | 'VICE_ADMIRAL'
    | 'WHOLESALER'
    | 'PASSENGER';
  export type ExtraTaxKindNullable = null | ExtraTaxKind;
  export type ExtraTaxKind = 'RANDOM' | 'MOST_SWORDS' | 'FEWEST_INFLUENCE';
  export type ExtraTaxOnReshuffleNullable = null | ExtraTaxOnReshuffle;
  export type ExtraTaxOnReshuffle = 'NEVER' | 'SECOND' | 'SECOND_AND_LATER';
  export type ExtraTaxWhenEmptyNullable = null | ExtraTaxWhenEmpty;
  export type ExtraTaxWhenEmpty = 'NEVER' | 'WHEN_REVEALING' | 'AS_SOON_AS_EMPTY';
  export type ReshuffleNullable = null | Reshuffle;
  export type Reshuffle = 'WHEN_NEEDED' | 'WHEN_EMPTY';
  export type ReshufflesCountedNullable = null | ReshufflesCounted;
  export type ReshufflesCounted = 'EVERY_REBUILD' | 'FOR_REVEALS';
  export type PhaseNullable = null | Phase;
  export type Phase =
    | (Discover & {
        type: 'Discover';
      })
    | (RepelOrAccept & {
        type: 'RepelOrAccept';
      })
    | (TradeAndHire & {
        type: 'TradeAndHire';
      })
    | (GiftRecipient & {
        type: 'GiftRecipient';
      })
    | (TurnOver & {
        type: 'TurnOver';
      })
    | (GameOver & {
        type: 'GameOver';
      });
  export type DiscoverNullable = null | Discover;
  export type TradeAndHireNullable = null | TradeAndHire;
  export type RngNullable = null | Rng;

  export interface State {
    /**
     * the format this JSON is written in; absent means 1 (see Formats)
     */
    format?: number;
    active: number;
    chances: ContractChance[] | null;
    contracts: ContractState[] | null;
    discard: Card[] | null;
    draw: Card[] | null;
    endTriggered: boolean;
    expeditionRow: Card[] | null;
    harbor: Card[] | null;
    options: PortRoyalOptionsNullable;
    phase: PhaseNullable;
    players: PortRoyalPlayer[] | null;
    rng: RngNullable;
    round: number;
    shuffles: number;
    startPlayer: number;
  }
  export interface ContractChance {
    contracts: Contract[] | null;
    seat: number;
  }
  export interface ContractState {
    completedBy: number[] | null;
    contract: ContractNullable;
    progress: number[] | null;
  }
  export interface PortRoyalOptions {
    activeMustTake: boolean;
    autoPass: AutoPassNullable;
    automaticContracts: boolean;
    cardTable: CardRow[] | null;
    contractRows: ContractRow[] | null;
    contracts: boolean;
    expansionCards: boolean;
    expeditionRequired: boolean;
    extraTaxKind: ExtraTaxKindNullable;
    extraTaxOnReshuffle: ExtraTaxOnReshuffleNullable;
    extraTaxWhenPilesEmpty: ExtraTaxWhenEmptyNullable;
    influenceTarget: number;
    littleGamblerStepAutomatic: boolean;
    mustRepelDuplicates: boolean;
    randomStartPlayer: boolean;
    reshuffle: ReshuffleNullable;
    reshufflesCounted: ReshufflesCountedNullable;
    roundLimit: number;
    startPlayer: number;
    taxOfficerForEveryone: boolean;
    traderPrinceSameColour: boolean;
    tuckDeclinedShips: boolean;
    unterwegsCards: boolean;
  }
  export interface CardRow {
    card: CardNullable;
    coins: number;
    cost: number;
    count: number;
    gift: boolean;
    influence: number;
    skull: boolean;
    swords: number;
  }
  export interface ContractRow {
    contract: ContractNullable;
    persons: Ability[] | null;
    rewards: number[] | null;
  }
  export interface Discover {
    cards: number;
    extraTaxLast: boolean;
    gamblerStepped: boolean;
    reshuffles: number;
  }
  export interface RepelOrAccept {
    discover: DiscoverNullable;
    ship: CardNullable;
  }
  export interface TradeAndHire {
    allowance: number;
    seat: number;
    slot: number;
    taken: number;
  }
  export interface GiftRecipient {
    giver: number;
    slot: TradeAndHireNullable;
  }
  export interface TurnOver {
    reshuffles: number;
  }
  export interface GameOver {}
  export interface PortRoyalPlayer {
    coins: Coin[] | null;
    display: Card[] | null;
    influence: number;
    kept: Card[] | null;
    swords: number;
    tucked: Card[] | null;
  }
  export interface Coin {
    card: CardNullable;
    shuffle: number;
  }
  export interface Rng {
    state: number;
  }
}
export type State = state.State;

export declare namespace view {
  export type Contract =
    | 'C_KOMIKER'
    | 'C_CHARMEUR'
    | 'C_SEEHOHEIT'
    | 'C_NEUE_KOLONIE'
    | 'C_HANDELSPOSTEN'
    | 'C_HANDELSFUERST'
    | 'C_BILLIGES_PERSONAL'
    | 'C_KAEMPFER'
    | 'C_ENTDECKER'
    | 'C_FREGATTENSCHRECK'
    | 'C_GALEONENSCHRECK'
    | 'C_FINANZBEAMTER'
    | 'C_PECHVOGEL'
    | 'C_KLEINER_ZOCKER'
    | 'C_ZOCKER'
    | 'C_PIRATENPACK';
  export type ContractNullable = null | Contract;
  export type Card =
    | 'TRADER_YELLOW_3'
    | 'TRADER_YELLOW_5'
    | 'TRADER_BLUE_3'
    | 'TRADER_BLUE_5'
    | 'TRADER_GREEN_3'
    | 'TRADER_RED_3'
    | 'TRADER_BLACK_3'
    | 'SETTLER'
    | 'CAPTAIN'
    | 'PRIEST'
    | 'JACK_OF_ALL_TRADES'
    | 'SAILOR_3'
    | 'SAILOR_5'
    | 'SAILOR_7'
    | 'PIRATE_5'
    | 'PIRATE_7'
    | 'PIRATE_9'
    | 'MADEMOISELLE_7'
    | 'MADEMOISELLE_9'
    | 'JESTER_5'
    | 'JESTER_7'
    | 'JESTER_9'
    | 'ADMIRAL_5'
    | 'ADMIRAL_7'
    | 'ADMIRAL_9'
    | 'GOVERNOR'
    | 'SHIP_Y_1_1'
    | 'SHIP_Y_1_2'
    | 'SHIP_Y_2_2'
    | 'SHIP_Y_2_3'
    | 'SHIP_Y_4_3'
    | 'SHIP_Y_4_4'
    | 'SHIP_B_1_1'
    | 'SHIP_B_1_2'
    | 'SHIP_B_2_2'
    | 'SHIP_B_2_3'
    | 'SHIP_B_5_3'
    | 'SHIP_B_5_4'
    | 'SHIP_G_1_1'
    | 'SHIP_G_1_2'
    | 'SHIP_G_3_2'
    | 'SHIP_G_3_3'
    | 'SHIP_G_5_3'
    | 'SHIP_G_5_4'
    | 'SHIP_R_1_1'
    | 'SHIP_R_3_2'
    | 'SHIP_R_6_3'
    | 'SHIP_R_S_3'
    | 'SHIP_R_S_4'
    | 'SHIP_K_2_1'
    | 'SHIP_K_4_2'
    | 'SHIP_K_7_3'
    | 'SHIP_K_S_3'
    | 'SHIP_K_S_4'
    | 'EXP_2ANCHOR'
    | 'EXP_2CROSS'
    | 'EXP_2HOUSE'
    | 'EXP_2ANCHOR_HOUSE'
    | 'EXP_2CROSS_HOUSE'
    | 'EXP_5P_ANCHOR_CROSS_HOUSE'
    | 'TAX_MAX_SWORDS'
    | 'TAX_MIN_IP'
    | 'CLERK_BLACK'
    | 'CLERK_YELLOW'
    | 'CLERK_BLUE'
    | 'CLERK_RED'
    | 'CLERK_GREEN'
    | 'GUNNER_4'
    | 'GUNNER_6'
    | 'GUNNER_8'
    | 'VICEADM_5'
    | 'VICEADM_7'
    | 'VICEADM_9'
    | 'XSHIP_Y_2_1'
    | 'XSHIP_Y_4_3P'
    | 'XSHIP_B_1_1'
    | 'XSHIP_B_5_3P'
    | 'XSHIP_G_1_1'
    | 'XSHIP_G_3_3P'
    | 'XSHIP_R_1_1'
    | 'XSHIP_R_6_3P'
    | 'XSHIP_K_2_1'
    | 'XSHIP_K_S_3P'
    | 'WHOLESALER_Y_8'
    | 'WHOLESALER_B_8'
    | 'WHOLESALER_G_6'
    | 'WHOLESALER_R_6'
    | 'WHOLESALER_K_6'
    | 'PASSENGER_NAIL'
    | 'U_Y_1_1N'
    | 'U_Y_4_3N'
    | 'U_B_2_2N'
    | 'U_B_5_3N'
    | 'U_G_1_2N'
    | 'U_G_3_2N'
    | 'U_R_3_2N'
    | 'U_R_6_3N'
    | 'U_K_2_1N'
    | 'U_K_S_4N';
  export type PortRoyalOptionsNullable = null | PortRoyalOptions;
  export type AutoPassNullable = null | AutoPass;
  export type AutoPass = 'OFF' | 'ALL_ZERO_NET' | 'ONLY_CARD';
  export type CardNullable = null | Card;
  export type Ability =
    | 'TRADER'
    | 'SETTLER'
    | 'CAPTAIN'
    | 'PRIEST'
    | 'JACK_OF_ALL_TRADES'
    | 'SAILOR'
    | 'PIRATE'
    | 'MADEMOISELLE'
    | 'JESTER'
    | 'ADMIRAL'
    | 'GOVERNOR'
    | 'CLERK'
    | 'GUNNER'
    | 'VICE_ADMIRAL'
    | 'WHOLESALER'
    | 'PASSENGER';
  export type ExtraTaxKindNullable = null | ExtraTaxKind;
  export type ExtraTaxKind = 'RANDOM' | 'MOST_SWORDS' | 'FEWEST_INFLUENCE';
  export type ExtraTaxOnReshuffleNullable = null | ExtraTaxOnReshuffle;
  export type ExtraTaxOnReshuffle = 'NEVER' | 'SECOND' | 'SECOND_AND_LATER';
  export type ExtraTaxWhenEmptyNullable = null | ExtraTaxWhenEmpty;
  export type ExtraTaxWhenEmpty = 'NEVER' | 'WHEN_REVEALING' | 'AS_SOON_AS_EMPTY';
  export type ReshuffleNullable = null | Reshuffle;
  export type Reshuffle = 'WHEN_NEEDED' | 'WHEN_EMPTY';
  export type ReshufflesCountedNullable = null | ReshufflesCounted;
  export type ReshufflesCounted = 'EVERY_REBUILD' | 'FOR_REVEALS';
  export type PhaseNullable = null | Phase;
  export type Phase =
    | (Discover & {
        type: 'Discover';
      })
    | (RepelOrAccept & {
        type: 'RepelOrAccept';
      })
    | (TradeAndHire & {
        type: 'TradeAndHire';
      })
    | (GiftRecipient & {
        type: 'GiftRecipient';
      })
    | (TurnOver & {
        type: 'TurnOver';
      })
    | (GameOver & {
        type: 'GameOver';
      });
  export type DiscoverNullable = null | Discover;
  export type TradeAndHireNullable = null | TradeAndHire;

  export interface View {
    active: number;
    chances: ContractChance[] | null;
    contracts: ContractState[] | null;
    discard: Card[] | null;
    drawCount: number;
    endTriggered: boolean;
    expeditionRow: Card[] | null;
    harbor: Card[] | null;
    observer: number;
    options: PortRoyalOptionsNullable;
    phase: PhaseNullable;
    players: PlayerView[] | null;
    round: number;
    shuffles: number;
    startPlayer: number;
    toMove: number;
    unseen: Card[][] | null;
  }
  export interface ContractChance {
    contracts: Contract[] | null;
    seat: number;
  }
  export interface ContractState {
    completedBy: number[] | null;
    contract: ContractNullable;
    progress: number[] | null;
  }
  export interface PortRoyalOptions {
    activeMustTake: boolean;
    autoPass: AutoPassNullable;
    automaticContracts: boolean;
    cardTable: CardRow[] | null;
    contractRows: ContractRow[] | null;
    contracts: boolean;
    expansionCards: boolean;
    expeditionRequired: boolean;
    extraTaxKind: ExtraTaxKindNullable;
    extraTaxOnReshuffle: ExtraTaxOnReshuffleNullable;
    extraTaxWhenPilesEmpty: ExtraTaxWhenEmptyNullable;
    influenceTarget: number;
    littleGamblerStepAutomatic: boolean;
    mustRepelDuplicates: boolean;
    randomStartPlayer: boolean;
    reshuffle: ReshuffleNullable;
    reshufflesCounted: ReshufflesCountedNullable;
    roundLimit: number;
    startPlayer: number;
    taxOfficerForEveryone: boolean;
    traderPrinceSameColour: boolean;
    tuckDeclinedShips: boolean;
    unterwegsCards: boolean;
  }
  export interface CardRow {
    card: CardNullable;
    coins: number;
    cost: number;
    count: number;
    gift: boolean;
    influence: number;
    skull: boolean;
    swords: number;
  }
  export interface ContractRow {
    contract: ContractNullable;
    persons: Ability[] | null;
    rewards: number[] | null;
  }
  export interface Discover {
    cards: number;
    extraTaxLast: boolean;
    gamblerStepped: boolean;
    reshuffles: number;
  }
  export interface RepelOrAccept {
    discover: DiscoverNullable;
    ship: CardNullable;
  }
  export interface TradeAndHire {
    allowance: number;
    seat: number;
    slot: number;
    taken: number;
  }
  export interface GiftRecipient {
    giver: number;
    slot: TradeAndHireNullable;
  }
  export interface TurnOver {
    reshuffles: number;
  }
  export interface GameOver {}
  export interface PlayerView {
    coinShuffles: number[] | null;
    coins: number;
    display: Card[] | null;
    influence: number;
    kept: Card[] | null;
    swords: number;
    tucked: Card[] | null;
  }
}
export type View = view.View;

export declare namespace action {
  export type Action =
    | (Reveal & {
        type: 'Reveal';
      })
    | (Stop & {
        type: 'Stop';
      })
    | (Repel & {
        type: 'Repel';
      })
    | (Accept & {
        type: 'Accept';
      })
    | (Trade & {
        type: 'Trade';
      })
    | (DeclineCoins & {
        type: 'DeclineCoins';
      })
    | (Hire & {
        type: 'Hire';
      })
    | (Pass & {
        type: 'Pass';
      })
    | (ClaimExpedition & {
        type: 'ClaimExpedition';
      })
    | (GiveCoin & {
        type: 'GiveCoin';
      })
    | (FulfilContract & {
        type: 'FulfilContract';
      })
    | (SkipContract & {
        type: 'SkipContract';
      });
  export type CardNullable = null | Card;
  export type Card =
    | 'TRADER_YELLOW_3'
    | 'TRADER_YELLOW_5'
    | 'TRADER_BLUE_3'
    | 'TRADER_BLUE_5'
    | 'TRADER_GREEN_3'
    | 'TRADER_RED_3'
    | 'TRADER_BLACK_3'
    | 'SETTLER'
    | 'CAPTAIN'
    | 'PRIEST'
    | 'JACK_OF_ALL_TRADES'
    | 'SAILOR_3'
    | 'SAILOR_5'
    | 'SAILOR_7'
    | 'PIRATE_5'
    | 'PIRATE_7'
    | 'PIRATE_9'
    | 'MADEMOISELLE_7'
    | 'MADEMOISELLE_9'
    | 'JESTER_5'
    | 'JESTER_7'
    | 'JESTER_9'
    | 'ADMIRAL_5'
    | 'ADMIRAL_7'
    | 'ADMIRAL_9'
    | 'GOVERNOR'
    | 'SHIP_Y_1_1'
    | 'SHIP_Y_1_2'
    | 'SHIP_Y_2_2'
    | 'SHIP_Y_2_3'
    | 'SHIP_Y_4_3'
    | 'SHIP_Y_4_4'
    | 'SHIP_B_1_1'
    | 'SHIP_B_1_2'
    | 'SHIP_B_2_2'
    | 'SHIP_B_2_3'
    | 'SHIP_B_5_3'
    | 'SHIP_B_5_4'
    | 'SHIP_G_1_1'
    | 'SHIP_G_1_2'
    | 'SHIP_G_3_2'
    | 'SHIP_G_3_3'
    | 'SHIP_G_5_3'
    | 'SHIP_G_5_4'
    | 'SHIP_R_1_1'
    | 'SHIP_R_3_2'
    | 'SHIP_R_6_3'
    | 'SHIP_R_S_3'
    | 'SHIP_R_S_4'
    | 'SHIP_K_2_1'
    | 'SHIP_K_4_2'
    | 'SHIP_K_7_3'
    | 'SHIP_K_S_3'
    | 'SHIP_K_S_4'
    | 'EXP_2ANCHOR'
    | 'EXP_2CROSS'
    | 'EXP_2HOUSE'
    | 'EXP_2ANCHOR_HOUSE'
    | 'EXP_2CROSS_HOUSE'
    | 'EXP_5P_ANCHOR_CROSS_HOUSE'
    | 'TAX_MAX_SWORDS'
    | 'TAX_MIN_IP'
    | 'CLERK_BLACK'
    | 'CLERK_YELLOW'
    | 'CLERK_BLUE'
    | 'CLERK_RED'
    | 'CLERK_GREEN'
    | 'GUNNER_4'
    | 'GUNNER_6'
    | 'GUNNER_8'
    | 'VICEADM_5'
    | 'VICEADM_7'
    | 'VICEADM_9'
    | 'XSHIP_Y_2_1'
    | 'XSHIP_Y_4_3P'
    | 'XSHIP_B_1_1'
    | 'XSHIP_B_5_3P'
    | 'XSHIP_G_1_1'
    | 'XSHIP_G_3_3P'
    | 'XSHIP_R_1_1'
    | 'XSHIP_R_6_3P'
    | 'XSHIP_K_2_1'
    | 'XSHIP_K_S_3P'
    | 'WHOLESALER_Y_8'
    | 'WHOLESALER_B_8'
    | 'WHOLESALER_G_6'
    | 'WHOLESALER_R_6'
    | 'WHOLESALER_K_6'
    | 'PASSENGER_NAIL'
    | 'U_Y_1_1N'
    | 'U_Y_4_3N'
    | 'U_B_2_2N'
    | 'U_B_5_3N'
    | 'U_G_1_2N'
    | 'U_G_3_2N'
    | 'U_R_3_2N'
    | 'U_R_6_3N'
    | 'U_K_2_1N'
    | 'U_K_S_4N';
  export type ContractNullable = null | Contract;
  export type Contract =
    | 'C_KOMIKER'
    | 'C_CHARMEUR'
    | 'C_SEEHOHEIT'
    | 'C_NEUE_KOLONIE'
    | 'C_HANDELSPOSTEN'
    | 'C_HANDELSFUERST'
    | 'C_BILLIGES_PERSONAL'
    | 'C_KAEMPFER'
    | 'C_ENTDECKER'
    | 'C_FREGATTENSCHRECK'
    | 'C_GALEONENSCHRECK'
    | 'C_FINANZBEAMTER'
    | 'C_PECHVOGEL'
    | 'C_KLEINER_ZOCKER'
    | 'C_ZOCKER'
    | 'C_PIRATENPACK';

  export interface Reveal {}
  export interface Stop {}
  export interface Repel {}
  export interface Accept {}
  export interface Trade {
    ship: CardNullable;
  }
  export interface DeclineCoins {
    ship: CardNullable;
  }
  export interface Hire {
    person: CardNullable;
  }
  export interface Pass {}
  export interface ClaimExpedition {
    expedition: CardNullable;
    persons: Card[] | null;
  }
  export interface GiveCoin {
    seat: number;
  }
  export interface FulfilContract {
    contract: ContractNullable;
  }
  export interface SkipContract {}
}
export type Action = action.Action;

export declare namespace event {
  export type Event =
    | (TurnStarted & {
        type: 'TurnStarted';
      })
    | (Reshuffled & {
        type: 'Reshuffled';
      })
    | (CardRevealed & {
        type: 'CardRevealed';
      })
    | (TaxResolved & {
        type: 'TaxResolved';
      })
    | (TaxPaid & {
        type: 'TaxPaid';
      })
    | (CoinsReceived & {
        type: 'CoinsReceived';
      })
    | (SurchargePaid & {
        type: 'SurchargePaid';
      })
    | (ShipRepelled & {
        type: 'ShipRepelled';
      })
    | (ShipSetAside & {
        type: 'ShipSetAside';
      })
    | (ShipAccepted & {
        type: 'ShipAccepted';
      })
    | (Busted & {
        type: 'Busted';
      })
    | (DiscoverEnded & {
        type: 'DiscoverEnded';
      })
    | (SlotStarted & {
        type: 'SlotStarted';
      })
    | (SlotEnded & {
        type: 'SlotEnded';
      })
    | (ShipTraded & {
        type: 'ShipTraded';
      })
    | (PersonHired & {
        type: 'PersonHired';
      })
    | (GiftGiven & {
        type: 'GiftGiven';
      })
    | (ExpeditionClaimed & {
        type: 'ExpeditionClaimed';
      })
    | (HarborCleared & {
        type: 'HarborCleared';
      })
    | (ContractProgressed & {
        type: 'ContractProgressed';
      })
    | (ContractCompleted & {
        type: 'ContractCompleted';
      })
    | (ContractSkipped & {
        type: 'ContractSkipped';
      })
    | (EndTriggered & {
        type: 'EndTriggered';
      })
    | (GameEnded & {
        type: 'GameEnded';
      });
  export type CardNullable = null | Card;
  export type Card =
    | 'TRADER_YELLOW_3'
    | 'TRADER_YELLOW_5'
    | 'TRADER_BLUE_3'
    | 'TRADER_BLUE_5'
    | 'TRADER_GREEN_3'
    | 'TRADER_RED_3'
    | 'TRADER_BLACK_3'
    | 'SETTLER'
    | 'CAPTAIN'
    | 'PRIEST'
    | 'JACK_OF_ALL_TRADES'
    | 'SAILOR_3'
    | 'SAILOR_5'
    | 'SAILOR_7'
    | 'PIRATE_5'
    | 'PIRATE_7'
    | 'PIRATE_9'
    | 'MADEMOISELLE_7'
    | 'MADEMOISELLE_9'
    | 'JESTER_5'
    | 'JESTER_7'
    | 'JESTER_9'
    | 'ADMIRAL_5'
    | 'ADMIRAL_7'
    | 'ADMIRAL_9'
    | 'GOVERNOR'
    | 'SHIP_Y_1_1'
    | 'SHIP_Y_1_2'
    | 'SHIP_Y_2_2'
    | 'SHIP_Y_2_3'
    | 'SHIP_Y_4_3'
    | 'SHIP_Y_4_4'
    | 'SHIP_B_1_1'
    | 'SHIP_B_1_2'
    | 'SHIP_B_2_2'
    | 'SHIP_B_2_3'
    | 'SHIP_B_5_3'
    | 'SHIP_B_5_4'
    | 'SHIP_G_1_1'
    | 'SHIP_G_1_2'
    | 'SHIP_G_3_2'
    | 'SHIP_G_3_3'
    | 'SHIP_G_5_3'
    | 'SHIP_G_5_4'
    | 'SHIP_R_1_1'
    | 'SHIP_R_3_2'
    | 'SHIP_R_6_3'
    | 'SHIP_R_S_3'
    | 'SHIP_R_S_4'
    | 'SHIP_K_2_1'
    | 'SHIP_K_4_2'
    | 'SHIP_K_7_3'
    | 'SHIP_K_S_3'
    | 'SHIP_K_S_4'
    | 'EXP_2ANCHOR'
    | 'EXP_2CROSS'
    | 'EXP_2HOUSE'
    | 'EXP_2ANCHOR_HOUSE'
    | 'EXP_2CROSS_HOUSE'
    | 'EXP_5P_ANCHOR_CROSS_HOUSE'
    | 'TAX_MAX_SWORDS'
    | 'TAX_MIN_IP'
    | 'CLERK_BLACK'
    | 'CLERK_YELLOW'
    | 'CLERK_BLUE'
    | 'CLERK_RED'
    | 'CLERK_GREEN'
    | 'GUNNER_4'
    | 'GUNNER_6'
    | 'GUNNER_8'
    | 'VICEADM_5'
    | 'VICEADM_7'
    | 'VICEADM_9'
    | 'XSHIP_Y_2_1'
    | 'XSHIP_Y_4_3P'
    | 'XSHIP_B_1_1'
    | 'XSHIP_B_5_3P'
    | 'XSHIP_G_1_1'
    | 'XSHIP_G_3_3P'
    | 'XSHIP_R_1_1'
    | 'XSHIP_R_6_3P'
    | 'XSHIP_K_2_1'
    | 'XSHIP_K_S_3P'
    | 'WHOLESALER_Y_8'
    | 'WHOLESALER_B_8'
    | 'WHOLESALER_G_6'
    | 'WHOLESALER_R_6'
    | 'WHOLESALER_K_6'
    | 'PASSENGER_NAIL'
    | 'U_Y_1_1N'
    | 'U_Y_4_3N'
    | 'U_B_2_2N'
    | 'U_B_5_3N'
    | 'U_G_1_2N'
    | 'U_G_3_2N'
    | 'U_R_3_2N'
    | 'U_R_6_3N'
    | 'U_K_2_1N'
    | 'U_K_S_4N';
  export type TaxKindNullable = null | TaxKind;
  export type TaxKind = 'MOST_SWORDS' | 'FEWEST_INFLUENCE';
  export type ExtraTaxReasonNullable = null | ExtraTaxReason;
  export type ExtraTaxReason = 'PILES_EMPTY' | 'SECOND_RESHUFFLE';
  export type SourceNullable = null | Source;
  export type Source =
    | 'TRADE'
    | 'EXPEDITION'
    | 'TAX_BONUS'
    | 'JESTER'
    | 'ADMIRAL'
    | 'VICE_ADMIRAL'
    | 'GUNNER'
    | 'CONTRACT'
    | 'GIFT';
  export type SlotEndNullable = null | SlotEnd;
  export type SlotEnd = 'PASSED' | 'DONE' | 'SKIPPED' | 'AUTO_PASSED';
  export type ContractNullable = null | Contract;
  export type Contract =
    | 'C_KOMIKER'
    | 'C_CHARMEUR'
    | 'C_SEEHOHEIT'
    | 'C_NEUE_KOLONIE'
    | 'C_HANDELSPOSTEN'
    | 'C_HANDELSFUERST'
    | 'C_BILLIGES_PERSONAL'
    | 'C_KAEMPFER'
    | 'C_ENTDECKER'
    | 'C_FREGATTENSCHRECK'
    | 'C_GALEONENSCHRECK'
    | 'C_FINANZBEAMTER'
    | 'C_PECHVOGEL'
    | 'C_KLEINER_ZOCKER'
    | 'C_ZOCKER'
    | 'C_PIRATENPACK';
  export type EndReasonNullable = null | EndReason;
  export type EndReason = 'TARGET' | 'STALLED' | 'ROUND_LIMIT';

  export interface TurnStarted {
    round: number;
    seat: number;
  }
  export interface Reshuffled {
    cards: number;
    shuffles: number;
  }
  export interface CardRevealed {
    card: CardNullable;
    seat: number;
  }
  export interface TaxResolved {
    extra: boolean;
    kind: TaxKindNullable;
    reason: ExtraTaxReasonNullable;
    seat: number;
  }
  export interface TaxPaid {
    coins: Card[] | null;
    seat: number;
  }
  export interface CoinsReceived {
    coins: number;
    missing: number;
    seat: number;
    source: SourceNullable;
  }
  export interface SurchargePaid {
    from: number;
    to: number;
  }
  export interface ShipRepelled {
    seat: number;
    ship: CardNullable;
  }
  export interface ShipSetAside {
    seat: number;
    ship: CardNullable;
  }
  export interface ShipAccepted {
    seat: number;
    ship: CardNullable;
  }
  export interface Busted {
    discarded: Card[] | null;
    seat: number;
    ship: CardNullable;
  }
  export interface DiscoverEnded {
    allowance: number;
    colours: number;
    seat: number;
  }
  export interface SlotStarted {
    allowance: number;
    seat: number;
  }
  export interface SlotEnded {
    how: SlotEndNullable;
    seat: number;
  }
  export interface ShipTraded {
    declined: boolean;
    seat: number;
    ship: CardNullable;
    tucked: boolean;
  }
  export interface PersonHired {
    coins: Card[] | null;
    person: CardNullable;
    seat: number;
  }
  export interface GiftGiven {
    from: number;
    to: number;
  }
  export interface ExpeditionClaimed {
    expedition: CardNullable;
    persons: Card[] | null;
    seat: number;
  }
  export interface HarborCleared {
    cards: Card[] | null;
  }
  export interface ContractProgressed {
    contract: ContractNullable;
    seat: number;
    step: number;
  }
  export interface ContractCompleted {
    contract: ContractNullable;
    field: number;
    influence: number;
    seat: number;
  }
  export interface ContractSkipped {
    contracts: Contract[] | null;
    seat: number;
  }
  export interface EndTriggered {
    reason: EndReasonNullable;
    seat: number;
  }
  export interface GameEnded {
    coins: number[] | null;
    influence: number[] | null;
    ranks: number[] | null;
  }
}
export type Event = event.Event;

export declare namespace options {
  export type AutoPassNullable = null | AutoPass;
  export type AutoPass = 'OFF' | 'ALL_ZERO_NET' | 'ONLY_CARD';
  export type CardNullable = null | Card;
  export type Card =
    | 'TRADER_YELLOW_3'
    | 'TRADER_YELLOW_5'
    | 'TRADER_BLUE_3'
    | 'TRADER_BLUE_5'
    | 'TRADER_GREEN_3'
    | 'TRADER_RED_3'
    | 'TRADER_BLACK_3'
    | 'SETTLER'
    | 'CAPTAIN'
    | 'PRIEST'
    | 'JACK_OF_ALL_TRADES'
    | 'SAILOR_3'
    | 'SAILOR_5'
    | 'SAILOR_7'
    | 'PIRATE_5'
    | 'PIRATE_7'
    | 'PIRATE_9'
    | 'MADEMOISELLE_7'
    | 'MADEMOISELLE_9'
    | 'JESTER_5'
    | 'JESTER_7'
    | 'JESTER_9'
    | 'ADMIRAL_5'
    | 'ADMIRAL_7'
    | 'ADMIRAL_9'
    | 'GOVERNOR'
    | 'SHIP_Y_1_1'
    | 'SHIP_Y_1_2'
    | 'SHIP_Y_2_2'
    | 'SHIP_Y_2_3'
    | 'SHIP_Y_4_3'
    | 'SHIP_Y_4_4'
    | 'SHIP_B_1_1'
    | 'SHIP_B_1_2'
    | 'SHIP_B_2_2'
    | 'SHIP_B_2_3'
    | 'SHIP_B_5_3'
    | 'SHIP_B_5_4'
    | 'SHIP_G_1_1'
    | 'SHIP_G_1_2'
    | 'SHIP_G_3_2'
    | 'SHIP_G_3_3'
    | 'SHIP_G_5_3'
    | 'SHIP_G_5_4'
    | 'SHIP_R_1_1'
    | 'SHIP_R_3_2'
    | 'SHIP_R_6_3'
    | 'SHIP_R_S_3'
    | 'SHIP_R_S_4'
    | 'SHIP_K_2_1'
    | 'SHIP_K_4_2'
    | 'SHIP_K_7_3'
    | 'SHIP_K_S_3'
    | 'SHIP_K_S_4'
    | 'EXP_2ANCHOR'
    | 'EXP_2CROSS'
    | 'EXP_2HOUSE'
    | 'EXP_2ANCHOR_HOUSE'
    | 'EXP_2CROSS_HOUSE'
    | 'EXP_5P_ANCHOR_CROSS_HOUSE'
    | 'TAX_MAX_SWORDS'
    | 'TAX_MIN_IP'
    | 'CLERK_BLACK'
    | 'CLERK_YELLOW'
    | 'CLERK_BLUE'
    | 'CLERK_RED'
    | 'CLERK_GREEN'
    | 'GUNNER_4'
    | 'GUNNER_6'
    | 'GUNNER_8'
    | 'VICEADM_5'
    | 'VICEADM_7'
    | 'VICEADM_9'
    | 'XSHIP_Y_2_1'
    | 'XSHIP_Y_4_3P'
    | 'XSHIP_B_1_1'
    | 'XSHIP_B_5_3P'
    | 'XSHIP_G_1_1'
    | 'XSHIP_G_3_3P'
    | 'XSHIP_R_1_1'
    | 'XSHIP_R_6_3P'
    | 'XSHIP_K_2_1'
    | 'XSHIP_K_S_3P'
    | 'WHOLESALER_Y_8'
    | 'WHOLESALER_B_8'
    | 'WHOLESALER_G_6'
    | 'WHOLESALER_R_6'
    | 'WHOLESALER_K_6'
    | 'PASSENGER_NAIL'
    | 'U_Y_1_1N'
    | 'U_Y_4_3N'
    | 'U_B_2_2N'
    | 'U_B_5_3N'
    | 'U_G_1_2N'
    | 'U_G_3_2N'
    | 'U_R_3_2N'
    | 'U_R_6_3N'
    | 'U_K_2_1N'
    | 'U_K_S_4N';
  export type ContractNullable = null | Contract;
  export type Contract =
    | 'C_KOMIKER'
    | 'C_CHARMEUR'
    | 'C_SEEHOHEIT'
    | 'C_NEUE_KOLONIE'
    | 'C_HANDELSPOSTEN'
    | 'C_HANDELSFUERST'
    | 'C_BILLIGES_PERSONAL'
    | 'C_KAEMPFER'
    | 'C_ENTDECKER'
    | 'C_FREGATTENSCHRECK'
    | 'C_GALEONENSCHRECK'
    | 'C_FINANZBEAMTER'
    | 'C_PECHVOGEL'
    | 'C_KLEINER_ZOCKER'
    | 'C_ZOCKER'
    | 'C_PIRATENPACK';
  export type Ability =
    | 'TRADER'
    | 'SETTLER'
    | 'CAPTAIN'
    | 'PRIEST'
    | 'JACK_OF_ALL_TRADES'
    | 'SAILOR'
    | 'PIRATE'
    | 'MADEMOISELLE'
    | 'JESTER'
    | 'ADMIRAL'
    | 'GOVERNOR'
    | 'CLERK'
    | 'GUNNER'
    | 'VICE_ADMIRAL'
    | 'WHOLESALER'
    | 'PASSENGER';
  export type ExtraTaxKindNullable = null | ExtraTaxKind;
  export type ExtraTaxKind = 'RANDOM' | 'MOST_SWORDS' | 'FEWEST_INFLUENCE';
  export type ExtraTaxOnReshuffleNullable = null | ExtraTaxOnReshuffle;
  export type ExtraTaxOnReshuffle = 'NEVER' | 'SECOND' | 'SECOND_AND_LATER';
  export type ExtraTaxWhenEmptyNullable = null | ExtraTaxWhenEmpty;
  export type ExtraTaxWhenEmpty = 'NEVER' | 'WHEN_REVEALING' | 'AS_SOON_AS_EMPTY';
  export type ReshuffleNullable = null | Reshuffle;
  export type Reshuffle = 'WHEN_NEEDED' | 'WHEN_EMPTY';
  export type ReshufflesCountedNullable = null | ReshufflesCounted;
  export type ReshufflesCounted = 'EVERY_REBUILD' | 'FOR_REVEALS';

  export interface Options {
    activeMustTake: boolean;
    autoPass: AutoPassNullable;
    automaticContracts: boolean;
    cardTable: CardRow[] | null;
    contractRows: ContractRow[] | null;
    contracts: boolean;
    expansionCards: boolean;
    expeditionRequired: boolean;
    extraTaxKind: ExtraTaxKindNullable;
    extraTaxOnReshuffle: ExtraTaxOnReshuffleNullable;
    extraTaxWhenPilesEmpty: ExtraTaxWhenEmptyNullable;
    influenceTarget: number;
    littleGamblerStepAutomatic: boolean;
    mustRepelDuplicates: boolean;
    randomStartPlayer: boolean;
    reshuffle: ReshuffleNullable;
    reshufflesCounted: ReshufflesCountedNullable;
    roundLimit: number;
    startPlayer: number;
    taxOfficerForEveryone: boolean;
    traderPrinceSameColour: boolean;
    tuckDeclinedShips: boolean;
    unterwegsCards: boolean;
  }
  export interface CardRow {
    card: CardNullable;
    coins: number;
    cost: number;
    count: number;
    gift: boolean;
    influence: number;
    skull: boolean;
    swords: number;
  }
  export interface ContractRow {
    contract: ContractNullable;
    persons: Ability[] | null;
    rewards: number[] | null;
  }
}
export type Options = options.Options;
