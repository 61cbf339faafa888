// Generated from the JSON Schemas of the game 'portroyal-stiche' by web/scripts/types.mjs (json-schema-to-typescript).
// Do not edit: regenerate with  mvn -pl web -am test -Dtest=TypesTest -Dspielwerk.web.types.update=true

export declare namespace state {
  export type TrickCard =
    | 'RED_1'
    | 'RED_2'
    | 'RED_3'
    | 'RED_4'
    | 'RED_5'
    | 'RED_6'
    | 'RED_7'
    | 'RED_8'
    | 'BLUE_1'
    | 'BLUE_2'
    | 'BLUE_3'
    | 'BLUE_4'
    | 'BLUE_5'
    | 'BLUE_6'
    | 'BLUE_7'
    | 'BLUE_8'
    | 'GREEN_1'
    | 'GREEN_2'
    | 'GREEN_3'
    | 'GREEN_4'
    | 'GREEN_5'
    | 'GREEN_6'
    | 'GREEN_7'
    | 'GREEN_8'
    | 'BLACK_1'
    | 'BLACK_2'
    | 'BLACK_3'
    | 'BLACK_4'
    | 'BLACK_5'
    | 'BLACK_6'
    | 'BLACK_7'
    | 'BLACK_8'
    | 'KLAB_1'
    | 'KLAB_5'
    | 'KLAB_7';
  export type Loot =
    | 'BISCUIT_2'
    | 'BISCUIT_3'
    | 'BISCUIT_4'
    | 'BISCUIT_5'
    | 'BISCUIT_6'
    | 'BISCUIT_7'
    | 'BISCUIT_8'
    | 'BISCUIT_9'
    | 'BISCUIT_10'
    | 'BISCUIT_12'
    | 'TOBACCO_2'
    | 'TOBACCO_3'
    | 'TOBACCO_4'
    | 'TOBACCO_5'
    | 'TOBACCO_6'
    | 'TOBACCO_7'
    | 'TOBACCO_8'
    | 'TOBACCO_9'
    | 'TOBACCO_10'
    | 'TOBACCO_12'
    | 'RUM_2'
    | 'RUM_3'
    | 'RUM_4'
    | 'RUM_5'
    | 'RUM_6'
    | 'RUM_7'
    | 'RUM_8'
    | 'RUM_9'
    | 'RUM_10'
    | 'RUM_12'
    | 'GUNPOWDER_2'
    | 'GUNPOWDER_3'
    | 'GUNPOWDER_4'
    | 'GUNPOWDER_5'
    | 'GUNPOWDER_6'
    | 'GUNPOWDER_7'
    | 'GUNPOWDER_8'
    | 'GUNPOWDER_9'
    | 'GUNPOWDER_10'
    | 'GUNPOWDER_12'
    | 'PLUS_8'
    | 'PLUS_6'
    | 'MINUS_10'
    | 'MINUS_5'
    | 'MAX_PLUS_5'
    | 'MAX_MINUS_5'
    | 'TIMES_2'
    | 'REMOVE_ONE'
    | 'MOVE_ONE';
  export type Bonus = 'BONUS_1' | 'BONUS_2' | 'BONUS_3' | 'BONUS_4' | 'BONUS_5' | 'BONUS_6';
  export type PortRoyalSticheOptionsNullable = null | PortRoyalSticheOptions;
  export type PhaseNullable = null | Phase;
  export type Phase =
    | (Auction & {
        type: 'Auction';
      })
    | (Exchange & {
        type: 'Exchange';
      })
    | (TrumpChoice & {
        type: 'TrumpChoice';
      })
    | (LeaderChoice & {
        type: 'LeaderChoice';
      })
    | (PrizeChoice & {
        type: 'PrizeChoice';
      })
    | (TrickPlay & {
        type: 'TrickPlay';
      })
    | (Penalty & {
        type: 'Penalty';
      })
    | (Spoils & {
        type: 'Spoils';
      })
    | (NextLeaderChoice & {
        type: 'NextLeaderChoice';
      })
    | (GameOver & {
        type: 'GameOver';
      });
  export type TrickNullable = null | Trick;
  export type TrickCardNullable = null | TrickCard;
  export type LootNullable = null | Loot;
  export type Colour = 'RED' | 'BLUE' | 'GREEN' | 'BLACK';
  export type RngNullable = null | Rng;

  export interface State {
    /**
     * the format this JSON is written in; absent means 1 (see Formats)
     */
    format?: number;
    aside: TrickCard[] | null;
    bid: number;
    bonusCarrier: null | Loot;
    bonusDeck: Bonus[] | null;
    bonusUnder: Bonus[] | null;
    dealer: number;
    display: Loot[] | null;
    faceUp: TrickCard[] | null;
    holder: number;
    lootDeck: Loot[] | null;
    lootOut: Loot[] | null;
    options: PortRoyalSticheOptionsNullable;
    pendingBonus: Bonus[] | null;
    phase: PhaseNullable;
    played: TrickCard[] | null;
    players: Player[] | null;
    repaid: boolean;
    rng: RngNullable;
    round: number;
    tricksDone: number;
    trump: null | Colour;
  }
  export interface PortRoyalSticheOptions {
    allowRevokeBluff: boolean;
    bonusCardsTogether: boolean;
    klabautermannTakesBackMarkers: boolean;
    penaltyMayTakeKeptRemoveOne: boolean;
    timesTwoDoublesWeight: boolean;
  }
  export interface Auction {
    highBid: number;
    highBidder: number;
    passed: number;
    toAct: number;
  }
  export interface Exchange {
    holder: number;
  }
  export interface TrumpChoice {
    holder: number;
  }
  export interface LeaderChoice {
    holder: number;
  }
  export interface PrizeChoice {
    leader: number;
  }
  export interface TrickPlay {
    trick: TrickNullable;
  }
  export interface Trick {
    leader: number;
    plays: PlayedCard[] | null;
    prize: LootNullable;
  }
  export interface PlayedCard {
    card: TrickCardNullable;
    markerPlaced: boolean;
    seat: number;
  }
  export interface Penalty {
    chooser: number;
    offender: number;
    trick: TrickNullable;
  }
  export interface Spoils {
    loot: null | Loot;
    winner: number;
  }
  export interface NextLeaderChoice {
    winner: number;
  }
  export interface GameOver {}
  export interface Player {
    debt: number;
    exposed: Colour[] | null;
    hand: TrickCard[] | null;
    keptRemoveOne: boolean;
    markers: Colour[] | null;
    removedBonus: Bonus[] | null;
    ships: Ship[] | null;
  }
  export interface Ship {
    bonus: Bonus[] | null;
    loot: Loot[] | null;
  }
  export interface Rng {
    state: number;
  }
}
export type State = state.State;

export declare namespace view {
  export type TrickCard =
    | 'RED_1'
    | 'RED_2'
    | 'RED_3'
    | 'RED_4'
    | 'RED_5'
    | 'RED_6'
    | 'RED_7'
    | 'RED_8'
    | 'BLUE_1'
    | 'BLUE_2'
    | 'BLUE_3'
    | 'BLUE_4'
    | 'BLUE_5'
    | 'BLUE_6'
    | 'BLUE_7'
    | 'BLUE_8'
    | 'GREEN_1'
    | 'GREEN_2'
    | 'GREEN_3'
    | 'GREEN_4'
    | 'GREEN_5'
    | 'GREEN_6'
    | 'GREEN_7'
    | 'GREEN_8'
    | 'BLACK_1'
    | 'BLACK_2'
    | 'BLACK_3'
    | 'BLACK_4'
    | 'BLACK_5'
    | 'BLACK_6'
    | 'BLACK_7'
    | 'BLACK_8'
    | 'KLAB_1'
    | 'KLAB_5'
    | 'KLAB_7';
  export type Loot =
    | 'BISCUIT_2'
    | 'BISCUIT_3'
    | 'BISCUIT_4'
    | 'BISCUIT_5'
    | 'BISCUIT_6'
    | 'BISCUIT_7'
    | 'BISCUIT_8'
    | 'BISCUIT_9'
    | 'BISCUIT_10'
    | 'BISCUIT_12'
    | 'TOBACCO_2'
    | 'TOBACCO_3'
    | 'TOBACCO_4'
    | 'TOBACCO_5'
    | 'TOBACCO_6'
    | 'TOBACCO_7'
    | 'TOBACCO_8'
    | 'TOBACCO_9'
    | 'TOBACCO_10'
    | 'TOBACCO_12'
    | 'RUM_2'
    | 'RUM_3'
    | 'RUM_4'
    | 'RUM_5'
    | 'RUM_6'
    | 'RUM_7'
    | 'RUM_8'
    | 'RUM_9'
    | 'RUM_10'
    | 'RUM_12'
    | 'GUNPOWDER_2'
    | 'GUNPOWDER_3'
    | 'GUNPOWDER_4'
    | 'GUNPOWDER_5'
    | 'GUNPOWDER_6'
    | 'GUNPOWDER_7'
    | 'GUNPOWDER_8'
    | 'GUNPOWDER_9'
    | 'GUNPOWDER_10'
    | 'GUNPOWDER_12'
    | 'PLUS_8'
    | 'PLUS_6'
    | 'MINUS_10'
    | 'MINUS_5'
    | 'MAX_PLUS_5'
    | 'MAX_MINUS_5'
    | 'TIMES_2'
    | 'REMOVE_ONE'
    | 'MOVE_ONE';
  export type PortRoyalSticheOptionsNullable = null | PortRoyalSticheOptions;
  export type Bonus = 'BONUS_1' | 'BONUS_2' | 'BONUS_3' | 'BONUS_4' | 'BONUS_5' | 'BONUS_6';
  export type PhaseNullable = null | Phase;
  export type Phase =
    | (Auction & {
        type: 'Auction';
      })
    | (Exchange & {
        type: 'Exchange';
      })
    | (TrumpChoice & {
        type: 'TrumpChoice';
      })
    | (LeaderChoice & {
        type: 'LeaderChoice';
      })
    | (PrizeChoice & {
        type: 'PrizeChoice';
      })
    | (TrickPlay & {
        type: 'TrickPlay';
      })
    | (Penalty & {
        type: 'Penalty';
      })
    | (Spoils & {
        type: 'Spoils';
      })
    | (NextLeaderChoice & {
        type: 'NextLeaderChoice';
      })
    | (GameOver & {
        type: 'GameOver';
      });
  export type TrickNullable = null | Trick;
  export type TrickCardNullable = null | TrickCard;
  export type LootNullable = null | Loot;
  export type Colour = 'RED' | 'BLUE' | 'GREEN' | 'BLACK';

  export interface View {
    aside: TrickCard[] | null;
    bid: number;
    bonusCarrier: null | Loot;
    bonusDeckSize: number;
    bonusUnderCount: number;
    dealer: number;
    display: Loot[] | null;
    faceUp: TrickCard[] | null;
    hand: TrickCard[] | null;
    holder: number;
    lootDeckSize: number;
    lootOut: Loot[] | null;
    observer: number;
    options: PortRoyalSticheOptionsNullable;
    pendingBonus: Bonus[] | null;
    pendingBonusCount: number;
    phase: PhaseNullable;
    played: TrickCard[] | null;
    repaid: boolean;
    round: number;
    seats: SeatView[] | null;
    tricksDone: number;
    trump: null | Colour;
  }
  export interface PortRoyalSticheOptions {
    allowRevokeBluff: boolean;
    bonusCardsTogether: boolean;
    klabautermannTakesBackMarkers: boolean;
    penaltyMayTakeKeptRemoveOne: boolean;
    timesTwoDoublesWeight: boolean;
  }
  export interface Auction {
    highBid: number;
    highBidder: number;
    passed: number;
    toAct: number;
  }
  export interface Exchange {
    holder: number;
  }
  export interface TrumpChoice {
    holder: number;
  }
  export interface LeaderChoice {
    holder: number;
  }
  export interface PrizeChoice {
    leader: number;
  }
  export interface TrickPlay {
    trick: TrickNullable;
  }
  export interface Trick {
    leader: number;
    plays: PlayedCard[] | null;
    prize: LootNullable;
  }
  export interface PlayedCard {
    card: TrickCardNullable;
    markerPlaced: boolean;
    seat: number;
  }
  export interface Penalty {
    chooser: number;
    offender: number;
    trick: TrickNullable;
  }
  export interface Spoils {
    loot: null | Loot;
    winner: number;
  }
  export interface NextLeaderChoice {
    winner: number;
  }
  export interface GameOver {}
  export interface SeatView {
    debt: number;
    exposed: Colour[] | null;
    handSize: number;
    keptRemoveOne: boolean;
    markers: Colour[] | null;
    removedBonus: Bonus[] | null;
    removedBonusCount: number;
    ships: ShipView[] | null;
  }
  export interface ShipView {
    bonus: Bonus[] | null;
    bonusCount: number;
    loot: Loot[] | null;
  }
}
export type View = view.View;

export declare namespace action {
  export type Action =
    | (Bid & {
        type: 'Bid';
      })
    | (PassAuction & {
        type: 'PassAuction';
      })
    | (LayAside & {
        type: 'LayAside';
      })
    | (ChooseTrump & {
        type: 'ChooseTrump';
      })
    | (NameLeader & {
        type: 'NameLeader';
      })
    | (ChoosePrize & {
        type: 'ChoosePrize';
      })
    | (Play & {
        type: 'Play';
      })
    | (TakePenaltyCard & {
        type: 'TakePenaltyCard';
      })
    | (Load & {
        type: 'Load';
      })
    | (Repay & {
        type: 'Repay';
      })
    | (DiscardWithRemoveOne & {
        type: 'DiscardWithRemoveOne';
      })
    | (KeepRemoveOne & {
        type: 'KeepRemoveOne';
      })
    | (RemoveLoot & {
        type: 'RemoveLoot';
      })
    | (RemoveBonus & {
        type: 'RemoveBonus';
      })
    | (DiscardRemoveOne & {
        type: 'DiscardRemoveOne';
      })
    | (MoveLoot & {
        type: 'MoveLoot';
      })
    | (MoveBonus & {
        type: 'MoveBonus';
      })
    | (DiscardMoveOne & {
        type: 'DiscardMoveOne';
      })
    | (PlaceBonus & {
        type: 'PlaceBonus';
      });
  export type TrickCardNullable = null | TrickCard;
  export type TrickCard =
    | 'RED_1'
    | 'RED_2'
    | 'RED_3'
    | 'RED_4'
    | 'RED_5'
    | 'RED_6'
    | 'RED_7'
    | 'RED_8'
    | 'BLUE_1'
    | 'BLUE_2'
    | 'BLUE_3'
    | 'BLUE_4'
    | 'BLUE_5'
    | 'BLUE_6'
    | 'BLUE_7'
    | 'BLUE_8'
    | 'GREEN_1'
    | 'GREEN_2'
    | 'GREEN_3'
    | 'GREEN_4'
    | 'GREEN_5'
    | 'GREEN_6'
    | 'GREEN_7'
    | 'GREEN_8'
    | 'BLACK_1'
    | 'BLACK_2'
    | 'BLACK_3'
    | 'BLACK_4'
    | 'BLACK_5'
    | 'BLACK_6'
    | 'BLACK_7'
    | 'BLACK_8'
    | 'KLAB_1'
    | 'KLAB_5'
    | 'KLAB_7';
  export type ColourNullable = null | Colour;
  export type Colour = 'RED' | 'BLUE' | 'GREEN' | 'BLACK';
  export type LootNullable = null | Loot;
  export type Loot =
    | 'BISCUIT_2'
    | 'BISCUIT_3'
    | 'BISCUIT_4'
    | 'BISCUIT_5'
    | 'BISCUIT_6'
    | 'BISCUIT_7'
    | 'BISCUIT_8'
    | 'BISCUIT_9'
    | 'BISCUIT_10'
    | 'BISCUIT_12'
    | 'TOBACCO_2'
    | 'TOBACCO_3'
    | 'TOBACCO_4'
    | 'TOBACCO_5'
    | 'TOBACCO_6'
    | 'TOBACCO_7'
    | 'TOBACCO_8'
    | 'TOBACCO_9'
    | 'TOBACCO_10'
    | 'TOBACCO_12'
    | 'RUM_2'
    | 'RUM_3'
    | 'RUM_4'
    | 'RUM_5'
    | 'RUM_6'
    | 'RUM_7'
    | 'RUM_8'
    | 'RUM_9'
    | 'RUM_10'
    | 'RUM_12'
    | 'GUNPOWDER_2'
    | 'GUNPOWDER_3'
    | 'GUNPOWDER_4'
    | 'GUNPOWDER_5'
    | 'GUNPOWDER_6'
    | 'GUNPOWDER_7'
    | 'GUNPOWDER_8'
    | 'GUNPOWDER_9'
    | 'GUNPOWDER_10'
    | 'GUNPOWDER_12'
    | 'PLUS_8'
    | 'PLUS_6'
    | 'MINUS_10'
    | 'MINUS_5'
    | 'MAX_PLUS_5'
    | 'MAX_MINUS_5'
    | 'TIMES_2'
    | 'REMOVE_ONE'
    | 'MOVE_ONE';
  export type GoodNullable = null | Good;
  export type Good = 'BISCUIT' | 'TOBACCO' | 'RUM' | 'GUNPOWDER';
  export type BonusNullable = null | Bonus;
  export type Bonus = 'BONUS_1' | 'BONUS_2' | 'BONUS_3' | 'BONUS_4' | 'BONUS_5' | 'BONUS_6';

  export interface Bid {
    tons: number;
  }
  export interface PassAuction {}
  export interface LayAside {
    first: TrickCardNullable;
    second: TrickCardNullable;
  }
  export interface ChooseTrump {
    colour: ColourNullable;
  }
  export interface NameLeader {
    seat: number;
  }
  export interface ChoosePrize {
    loot: LootNullable;
  }
  export interface Play {
    card: TrickCardNullable;
  }
  export interface TakePenaltyCard {
    loot: LootNullable;
  }
  export interface Load {
    ship: GoodNullable;
  }
  export interface Repay {}
  export interface DiscardWithRemoveOne {}
  export interface KeepRemoveOne {}
  export interface RemoveLoot {
    loot: LootNullable;
  }
  export interface RemoveBonus {
    bonus: BonusNullable;
  }
  export interface DiscardRemoveOne {}
  export interface MoveLoot {
    loot: LootNullable;
    to: GoodNullable;
  }
  export interface MoveBonus {
    bonus: BonusNullable;
    to: GoodNullable;
  }
  export interface DiscardMoveOne {}
  export interface PlaceBonus {
    ship: GoodNullable;
  }
}
export type Action = action.Action;

export declare namespace event {
  export type Event =
    | (RoundStarted & {
        type: 'RoundStarted';
      })
    | (LootRevealed & {
        type: 'LootRevealed';
      })
    | (TrickCardsDealt & {
        type: 'TrickCardsDealt';
      })
    | (HandDealt & {
        type: 'HandDealt';
      })
    | (BidBecameDebt & {
        type: 'BidBecameDebt';
      })
    | (BonusAttached & {
        type: 'BonusAttached';
      })
    | (RoundEnded & {
        type: 'RoundEnded';
      })
    | (BidMade & {
        type: 'BidMade';
      })
    | (Passed & {
        type: 'Passed';
      })
    | (PrivilegesWon & {
        type: 'PrivilegesWon';
      })
    | (FaceUpCardsTaken & {
        type: 'FaceUpCardsTaken';
      })
    | (CardsLaidAside & {
        type: 'CardsLaidAside';
      })
    | (OwnCardsLaidAside & {
        type: 'OwnCardsLaidAside';
      })
    | (TrumpChosen & {
        type: 'TrumpChosen';
      })
    | (LeaderNamed & {
        type: 'LeaderNamed';
      })
    | (PrizeChosen & {
        type: 'PrizeChosen';
      })
    | (CardPlayed & {
        type: 'CardPlayed';
      })
    | (MarkerPlaced & {
        type: 'MarkerPlaced';
      })
    | (MarkerTakenBack & {
        type: 'MarkerTakenBack';
      })
    | (RevokeRevealed & {
        type: 'RevokeRevealed';
      })
    | (PenaltyTaken & {
        type: 'PenaltyTaken';
      })
    | (PenaltyWaived & {
        type: 'PenaltyWaived';
      })
    | (TrickWon & {
        type: 'TrickWon';
      })
    | (OwnBonusReceived & {
        type: 'OwnBonusReceived';
      })
    | (LootLoaded & {
        type: 'LootLoaded';
      })
    | (BidRepaid & {
        type: 'BidRepaid';
      })
    | (LootDiscarded & {
        type: 'LootDiscarded';
      })
    | (RemoveOneKept & {
        type: 'RemoveOneKept';
      })
    | (LootRemoved & {
        type: 'LootRemoved';
      })
    | (BonusRemoved & {
        type: 'BonusRemoved';
      })
    | (OwnBonusRemoved & {
        type: 'OwnBonusRemoved';
      })
    | (RemoveOneDiscarded & {
        type: 'RemoveOneDiscarded';
      })
    | (LootMoved & {
        type: 'LootMoved';
      })
    | (BonusMoved & {
        type: 'BonusMoved';
      })
    | (OwnBonusMoved & {
        type: 'OwnBonusMoved';
      })
    | (MoveOneDiscarded & {
        type: 'MoveOneDiscarded';
      })
    | (BonusPlaced & {
        type: 'BonusPlaced';
      })
    | (OwnBonusPlaced & {
        type: 'OwnBonusPlaced';
      })
    | (SeatScored & {
        type: 'SeatScored';
      })
    | (GameEnded & {
        type: 'GameEnded';
      });
  export type Loot =
    | 'BISCUIT_2'
    | 'BISCUIT_3'
    | 'BISCUIT_4'
    | 'BISCUIT_5'
    | 'BISCUIT_6'
    | 'BISCUIT_7'
    | 'BISCUIT_8'
    | 'BISCUIT_9'
    | 'BISCUIT_10'
    | 'BISCUIT_12'
    | 'TOBACCO_2'
    | 'TOBACCO_3'
    | 'TOBACCO_4'
    | 'TOBACCO_5'
    | 'TOBACCO_6'
    | 'TOBACCO_7'
    | 'TOBACCO_8'
    | 'TOBACCO_9'
    | 'TOBACCO_10'
    | 'TOBACCO_12'
    | 'RUM_2'
    | 'RUM_3'
    | 'RUM_4'
    | 'RUM_5'
    | 'RUM_6'
    | 'RUM_7'
    | 'RUM_8'
    | 'RUM_9'
    | 'RUM_10'
    | 'RUM_12'
    | 'GUNPOWDER_2'
    | 'GUNPOWDER_3'
    | 'GUNPOWDER_4'
    | 'GUNPOWDER_5'
    | 'GUNPOWDER_6'
    | 'GUNPOWDER_7'
    | 'GUNPOWDER_8'
    | 'GUNPOWDER_9'
    | 'GUNPOWDER_10'
    | 'GUNPOWDER_12'
    | 'PLUS_8'
    | 'PLUS_6'
    | 'MINUS_10'
    | 'MINUS_5'
    | 'MAX_PLUS_5'
    | 'MAX_MINUS_5'
    | 'TIMES_2'
    | 'REMOVE_ONE'
    | 'MOVE_ONE';
  export type TrickCard =
    | 'RED_1'
    | 'RED_2'
    | 'RED_3'
    | 'RED_4'
    | 'RED_5'
    | 'RED_6'
    | 'RED_7'
    | 'RED_8'
    | 'BLUE_1'
    | 'BLUE_2'
    | 'BLUE_3'
    | 'BLUE_4'
    | 'BLUE_5'
    | 'BLUE_6'
    | 'BLUE_7'
    | 'BLUE_8'
    | 'GREEN_1'
    | 'GREEN_2'
    | 'GREEN_3'
    | 'GREEN_4'
    | 'GREEN_5'
    | 'GREEN_6'
    | 'GREEN_7'
    | 'GREEN_8'
    | 'BLACK_1'
    | 'BLACK_2'
    | 'BLACK_3'
    | 'BLACK_4'
    | 'BLACK_5'
    | 'BLACK_6'
    | 'BLACK_7'
    | 'BLACK_8'
    | 'KLAB_1'
    | 'KLAB_5'
    | 'KLAB_7';
  export type LootNullable = null | Loot;
  export type ColourNullable = null | Colour;
  export type Colour = 'RED' | 'BLUE' | 'GREEN' | 'BLACK';
  export type TrickCardNullable = null | TrickCard;
  export type Bonus = 'BONUS_1' | 'BONUS_2' | 'BONUS_3' | 'BONUS_4' | 'BONUS_5' | 'BONUS_6';
  export type GoodNullable = null | Good;
  export type Good = 'BISCUIT' | 'TOBACCO' | 'RUM' | 'GUNPOWDER';
  export type BonusNullable = null | Bonus;

  export interface RoundStarted {
    dealer: number;
    round: number;
  }
  export interface LootRevealed {
    cards: Loot[] | null;
  }
  export interface TrickCardsDealt {
    dealer: number;
    faceUp: TrickCard[] | null;
  }
  export interface HandDealt {
    hand: TrickCard[] | null;
    seat: number;
  }
  export interface BidBecameDebt {
    bid: number;
    debt: number;
    seat: number;
  }
  export interface BonusAttached {
    carrier: LootNullable;
    count: number;
  }
  export interface RoundEnded {
    round: number;
  }
  export interface BidMade {
    seat: number;
    tons: number;
  }
  export interface Passed {
    seat: number;
  }
  export interface PrivilegesWon {
    bid: number;
    seat: number;
  }
  export interface FaceUpCardsTaken {
    cards: TrickCard[] | null;
    seat: number;
  }
  export interface CardsLaidAside {
    seat: number;
  }
  export interface OwnCardsLaidAside {
    cards: TrickCard[] | null;
    seat: number;
  }
  export interface TrumpChosen {
    colour: ColourNullable;
    seat: number;
  }
  export interface LeaderNamed {
    by: number;
    seat: number;
  }
  export interface PrizeChosen {
    bonusCount: number;
    loot: LootNullable;
    seat: number;
  }
  export interface CardPlayed {
    card: TrickCardNullable;
    seat: number;
  }
  export interface MarkerPlaced {
    colour: ColourNullable;
    seat: number;
  }
  export interface MarkerTakenBack {
    colour: ColourNullable;
    seat: number;
  }
  export interface RevokeRevealed {
    colour: ColourNullable;
    seat: number;
  }
  export interface PenaltyTaken {
    chooser: number;
    loot: LootNullable;
    offender: number;
  }
  export interface PenaltyWaived {
    offender: number;
  }
  export interface TrickWon {
    bonusCount: number;
    cards: TrickCard[] | null;
    prize: LootNullable;
    seat: number;
  }
  export interface OwnBonusReceived {
    bonus: Bonus[] | null;
    seat: number;
  }
  export interface LootLoaded {
    loot: LootNullable;
    seat: number;
    ship: GoodNullable;
  }
  export interface BidRepaid {
    debt: number;
    loot: LootNullable;
    payment: number;
    remainder: number;
    seat: number;
  }
  export interface LootDiscarded {
    loot: LootNullable;
    seat: number;
  }
  export interface RemoveOneKept {
    seat: number;
  }
  export interface LootRemoved {
    loot: LootNullable;
    seat: number;
    ship: GoodNullable;
  }
  export interface BonusRemoved {
    seat: number;
    ship: GoodNullable;
  }
  export interface OwnBonusRemoved {
    bonus: BonusNullable;
    seat: number;
    ship: GoodNullable;
  }
  export interface RemoveOneDiscarded {
    seat: number;
  }
  export interface LootMoved {
    from: GoodNullable;
    loot: LootNullable;
    seat: number;
    to: GoodNullable;
  }
  export interface BonusMoved {
    from: GoodNullable;
    seat: number;
    to: GoodNullable;
  }
  export interface OwnBonusMoved {
    bonus: BonusNullable;
    from: GoodNullable;
    seat: number;
    to: GoodNullable;
  }
  export interface MoveOneDiscarded {
    seat: number;
  }
  export interface BonusPlaced {
    count: number;
    seat: number;
    ship: GoodNullable;
  }
  export interface OwnBonusPlaced {
    bonus: Bonus[] | null;
    seat: number;
    ship: GoodNullable;
  }
  export interface SeatScored {
    debt: number;
    seat: number;
    ships: ShipScore[] | null;
    total: number;
  }
  export interface ShipScore {
    bonus: number;
    capacity: number;
    cargo: number;
    lootValue: number;
    score: number;
    ship: GoodNullable;
    sunk: boolean;
    weight: number;
  }
  export interface GameEnded {
    totals: number[] | null;
    winners: number[] | null;
  }
}
export type Event = event.Event;

export declare namespace options {
  export interface Options {
    allowRevokeBluff: boolean;
    bonusCardsTogether: boolean;
    klabautermannTakesBackMarkers: boolean;
    penaltyMayTakeKeptRemoveOne: boolean;
    timesTwoDoublesWeight: boolean;
  }
}
export type Options = options.Options;
