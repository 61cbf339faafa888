// Generated from the JSON Schemas of the game 'portroyal-unterwegs' by web/scripts/types.mjs (json-schema-to-typescript).
// Do not edit: regenerate with  mvn -pl web -am test -Dtest=TypesTest -Dspielwerk.web.types.update=true

export declare namespace state {
  export type Card =
    | (Person & {
        type: 'Person';
      })
    | (Ship & {
        type: 'Ship';
      })
    | (Tax & {
        type: 'Tax';
      });
  export type AbilityNullable = null | Ability;
  export type Ability = 'WHOLESALER' | 'SAILOR' | 'PIRATE' | 'PASSENGER';
  export type ColourNullable = null | Colour;
  export type Colour = 'YELLOW' | 'BLUE' | 'GREEN' | 'RED' | 'BLACK';
  export type UnterwegsOptionsNullable = null | UnterwegsOptions;
  export type ExtraTaxWhenEmptyNullable = null | ExtraTaxWhenEmpty;
  export type ExtraTaxWhenEmpty = 'WHEN_REVEALING' | 'NEVER';
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
    | (GameOver & {
        type: 'GameOver';
      });
  export type ShipNullable = null | Ship;
  export type CardNullable = null | Card;
  export type RngNullable = null | Rng;

  export interface State {
    /**
     * the format this JSON is written in; absent means 1 (see Formats)
     */
    format?: number;
    active: number;
    discard: Card[] | null;
    draw: Card[] | null;
    endTriggered: boolean;
    harbor: Card[] | null;
    options: UnterwegsOptionsNullable;
    phase: PhaseNullable;
    players: UnterwegsPlayer[] | null;
    quietTurns: number;
    rng: RngNullable;
    shuffles: number;
    startPlayer: number;
  }
  export interface Person {
    ability: AbilityNullable;
    colour: ColourNullable;
    cost: number;
    id: string | null;
    influence: number;
    swords: number;
    twoNails: boolean;
  }
  export interface Ship {
    coins: number;
    colour: ColourNullable;
    id: string | null;
    skull: boolean;
    swords: number;
    twoNails: boolean;
  }
  export interface Tax {
    id: string | null;
    twoNails: boolean;
  }
  export interface UnterwegsOptions {
    activeMustTake: boolean;
    cardTable: Card[] | null;
    extraTaxWhenPilesEmpty: ExtraTaxWhenEmptyNullable;
    influenceTarget: number;
    mustRepelDuplicates: boolean;
    randomStartPlayer: boolean;
    startPlayer: number;
  }
  export interface Discover {
    revealed: boolean;
  }
  export interface RepelOrAccept {
    ship: ShipNullable;
  }
  export interface TradeAndHire {
    allowance: number;
    slot: number;
    taken: number;
  }
  export interface GameOver {
    stalled: boolean;
  }
  export interface UnterwegsPlayer {
    coins: Coin[] | null;
    display: Person[] | null;
    tucked: Ship[] | null;
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
  export type Card =
    | (Person & {
        type: 'Person';
      })
    | (Ship & {
        type: 'Ship';
      })
    | (Tax & {
        type: 'Tax';
      });
  export type AbilityNullable = null | Ability;
  export type Ability = 'WHOLESALER' | 'SAILOR' | 'PIRATE' | 'PASSENGER';
  export type ColourNullable = null | Colour;
  export type Colour = 'YELLOW' | 'BLUE' | 'GREEN' | 'RED' | 'BLACK';
  export type UnterwegsOptionsNullable = null | UnterwegsOptions;
  export type ExtraTaxWhenEmptyNullable = null | ExtraTaxWhenEmpty;
  export type ExtraTaxWhenEmpty = 'WHEN_REVEALING' | 'NEVER';
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
    | (GameOver & {
        type: 'GameOver';
      });
  export type ShipNullable = null | Ship;

  export interface View {
    active: number;
    discard: Card[] | null;
    drawCount: number;
    endTriggered: boolean;
    harbor: Card[] | null;
    observer: number;
    options: UnterwegsOptionsNullable;
    phase: PhaseNullable;
    players: PlayerView[] | null;
    quietTurns: number;
    shuffles: number;
    startPlayer: number;
    unseen: Card[][] | null;
  }
  export interface Person {
    ability: AbilityNullable;
    colour: ColourNullable;
    cost: number;
    id: string | null;
    influence: number;
    swords: number;
    twoNails: boolean;
  }
  export interface Ship {
    coins: number;
    colour: ColourNullable;
    id: string | null;
    skull: boolean;
    swords: number;
    twoNails: boolean;
  }
  export interface Tax {
    id: string | null;
    twoNails: boolean;
  }
  export interface UnterwegsOptions {
    activeMustTake: boolean;
    cardTable: Card[] | null;
    extraTaxWhenPilesEmpty: ExtraTaxWhenEmptyNullable;
    influenceTarget: number;
    mustRepelDuplicates: boolean;
    randomStartPlayer: boolean;
    startPlayer: number;
  }
  export interface Discover {
    revealed: boolean;
  }
  export interface RepelOrAccept {
    ship: ShipNullable;
  }
  export interface TradeAndHire {
    allowance: number;
    slot: number;
    taken: number;
  }
  export interface GameOver {
    stalled: boolean;
  }
  export interface PlayerView {
    coinShuffles: number[] | null;
    coins: number;
    display: Person[] | null;
    influence: number;
    swords: number;
    tucked: Ship[] | null;
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
    | (Hire & {
        type: 'Hire';
      })
    | (Pass & {
        type: 'Pass';
      });
  export type ShipNullable = null | Ship;
  export type ColourNullable = null | Colour;
  export type Colour = 'YELLOW' | 'BLUE' | 'GREEN' | 'RED' | 'BLACK';
  export type PersonNullable = null | Person;
  export type AbilityNullable = null | Ability;
  export type Ability = 'WHOLESALER' | 'SAILOR' | 'PIRATE' | 'PASSENGER';

  export interface Reveal {}
  export interface Stop {}
  export interface Repel {}
  export interface Accept {}
  export interface Trade {
    ship: ShipNullable;
  }
  export interface Ship {
    coins: number;
    colour: ColourNullable;
    id: string | null;
    skull: boolean;
    swords: number;
    twoNails: boolean;
  }
  export interface Hire {
    person: PersonNullable;
  }
  export interface Person {
    ability: AbilityNullable;
    colour: ColourNullable;
    cost: number;
    id: string | null;
    influence: number;
    swords: number;
    twoNails: boolean;
  }
  export interface Pass {}
}
export type Action = action.Action;

export declare namespace event {
  export type Event =
    | (Reshuffled & {
        type: 'Reshuffled';
      })
    | (CardRevealed & {
        type: 'CardRevealed';
      })
    | (PersonArrived & {
        type: 'PersonArrived';
      })
    | (ShipAccepted & {
        type: 'ShipAccepted';
      })
    | (ShipRepelled & {
        type: 'ShipRepelled';
      })
    | (Busted & {
        type: 'Busted';
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
    | (DiscoverEnded & {
        type: 'DiscoverEnded';
      })
    | (ShipTraded & {
        type: 'ShipTraded';
      })
    | (PersonHired & {
        type: 'PersonHired';
      })
    | (SlotEnded & {
        type: 'SlotEnded';
      })
    | (HarborCleared & {
        type: 'HarborCleared';
      })
    | (EndTriggered & {
        type: 'EndTriggered';
      })
    | (TurnStarted & {
        type: 'TurnStarted';
      })
    | (GameEnded & {
        type: 'GameEnded';
      });
  export type CardNullable = null | Card;
  export type Card =
    | (Person & {
        type: 'Person';
      })
    | (Ship & {
        type: 'Ship';
      })
    | (Tax & {
        type: 'Tax';
      });
  export type AbilityNullable = null | Ability;
  export type Ability = 'WHOLESALER' | 'SAILOR' | 'PIRATE' | 'PASSENGER';
  export type ColourNullable = null | Colour;
  export type Colour = 'YELLOW' | 'BLUE' | 'GREEN' | 'RED' | 'BLACK';
  export type PersonNullable = null | Person;
  export type ShipNullable = null | Ship;

  export interface Reshuffled {
    cards: number;
  }
  export interface CardRevealed {
    card: CardNullable;
    seat: number;
  }
  export interface Person {
    ability: AbilityNullable;
    colour: ColourNullable;
    cost: number;
    id: string | null;
    influence: number;
    swords: number;
    twoNails: boolean;
  }
  export interface Ship {
    coins: number;
    colour: ColourNullable;
    id: string | null;
    skull: boolean;
    swords: number;
    twoNails: boolean;
  }
  export interface Tax {
    id: string | null;
    twoNails: boolean;
  }
  export interface PersonArrived {
    person: PersonNullable;
  }
  export interface ShipAccepted {
    seat: number;
    ship: ShipNullable;
  }
  export interface ShipRepelled {
    seat: number;
    ship: ShipNullable;
    swords: number;
  }
  export interface Busted {
    discarded: Card[] | null;
    seat: number;
    ship: ShipNullable;
  }
  export interface TaxResolved {
    extra: boolean;
    seat: number;
  }
  export interface TaxPaid {
    coins: Card[] | null;
    seat: number;
  }
  export interface CoinsReceived {
    count: number;
    missing: number;
    seat: number;
  }
  export interface SurchargePaid {
    from: number;
    to: number;
  }
  export interface DiscoverEnded {
    allowance: number;
    colours: number;
    seat: number;
  }
  export interface ShipTraded {
    seat: number;
    ship: ShipNullable;
    tucked: boolean;
  }
  export interface PersonHired {
    coins: Card[] | null;
    person: PersonNullable;
    seat: number;
  }
  export interface SlotEnded {
    seat: number;
    skipped: boolean;
    taken: number;
  }
  export interface HarborCleared {
    discarded: Card[] | null;
  }
  export interface EndTriggered {
    influence: number;
    seat: number;
  }
  export interface TurnStarted {
    seat: number;
  }
  export interface GameEnded {
    stalled: boolean;
    winners: number[] | null;
  }
}
export type Event = event.Event;

export declare namespace options {
  export type Card =
    | (Person & {
        type: 'Person';
      })
    | (Ship & {
        type: 'Ship';
      })
    | (Tax & {
        type: 'Tax';
      });
  export type AbilityNullable = null | Ability;
  export type Ability = 'WHOLESALER' | 'SAILOR' | 'PIRATE' | 'PASSENGER';
  export type ColourNullable = null | Colour;
  export type Colour = 'YELLOW' | 'BLUE' | 'GREEN' | 'RED' | 'BLACK';
  export type ExtraTaxWhenEmptyNullable = null | ExtraTaxWhenEmpty;
  export type ExtraTaxWhenEmpty = 'WHEN_REVEALING' | 'NEVER';

  export interface Options {
    activeMustTake: boolean;
    cardTable: Card[] | null;
    extraTaxWhenPilesEmpty: ExtraTaxWhenEmptyNullable;
    influenceTarget: number;
    mustRepelDuplicates: boolean;
    randomStartPlayer: boolean;
    startPlayer: number;
  }
  export interface Person {
    ability: AbilityNullable;
    colour: ColourNullable;
    cost: number;
    id: string | null;
    influence: number;
    swords: number;
    twoNails: boolean;
  }
  export interface Ship {
    coins: number;
    colour: ColourNullable;
    id: string | null;
    skull: boolean;
    swords: number;
    twoNails: boolean;
  }
  export interface Tax {
    id: string | null;
    twoNails: boolean;
  }
}
export type Options = options.Options;
