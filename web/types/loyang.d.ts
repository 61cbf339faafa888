// Generated from the JSON Schemas of the game 'loyang' by web/scripts/types.mjs (json-schema-to-typescript).
// Do not edit: regenerate with  mvn -pl web -am test -Dtest=TypesTest -Dspielwerk.web.types.update=true

export declare namespace state {
  export type LoyangOptionsNullable = null | LoyangOptions;
  export type HelperTypeNullable = null | HelperType;
  export type HelperType =
    | 'TOUT'
    | 'OFFICIAL'
    | 'ERRAND_BOY'
    | 'BOOKKEEPER'
    | 'HARVEST_HELPER'
    | 'HAGGLER'
    | 'LORD'
    | 'TRADER'
    | 'CHARLATAN'
    | 'SHOPPER'
    | 'MERCHANT'
    | 'DELIVERYMAN'
    | 'MAID'
    | 'MARKET_CRIER'
    | 'MARKET_WOMAN'
    | 'TENANT'
    | 'PLOUGHMAN'
    | 'SELF_SUPPLIER'
    | 'SALESWOMAN';
  export type KindNullable = null | Kind;
  export type Kind = 'FIELD' | 'STALL' | 'REGULAR' | 'CASUAL' | 'HELPER';
  export type GoodNullable = null | Good;
  export type Good = 'WHEAT' | 'PUMPKIN' | 'TURNIP' | 'CABBAGE' | 'BEAN' | 'LEEK';
  export type PhaseNullable = null | Phase;
  export type Phase =
    | (SowingHome & {
        type: 'SowingHome';
      })
    | (HarvestTurn & {
        type: 'HarvestTurn';
      })
    | (Drafting & {
        type: 'Drafting';
      })
    | (ChoosingPartner & {
        type: 'ChoosingPartner';
      })
    | (Acting & {
        type: 'Acting';
      })
    | (GameOver & {
        type: 'GameOver';
      });
  export type SubNullable = null | Sub;
  export type Sub =
    | (StallPay & {
        type: 'StallPay';
      })
    | (Pack & {
        type: 'Pack';
      })
    | (MerchantBuying & {
        type: 'MerchantBuying';
      })
    | (ShopReset & {
        type: 'ShopReset';
      })
    | (BookkeeperIncome & {
        type: 'BookkeeperIncome';
      })
    | (CrierSale & {
        type: 'CrierSale';
      })
    | (Ploughing & {
        type: 'Ploughing';
      });
  export type TurnNullable = null | Turn;
  export type StageNullable = null | Stage;
  export type Stage = 'ACTIONS' | 'STORING' | 'ADVANCING';
  export type GoodsNullable = null | Goods;
  export type RngNullable = null | Rng;

  export interface State {
    /**
     * the format this JSON is written in; absent means 1 (see Formats)
     */
    format?: number;
    courtyard: number[] | null;
    discard: number[] | null;
    draw: number[] | null;
    firstStart: number;
    options: LoyangOptionsNullable;
    order: number[] | null;
    phase: PhaseNullable;
    players: Player[] | null;
    rng: RngNullable;
    round: number;
    secondStart: number;
  }
  export interface LoyangOptions {
    actionCards: CardRow[] | null;
    beginner: boolean;
    bookkeeperAutoIncome: boolean;
    crierAnyTimeInCardPhase: boolean;
    flipOnlyWhenExceeded: boolean;
    hagglerShopperNeedsStock: boolean;
    harvestHelperChoosesFields: boolean;
    maxLoans: number;
    path: PathRow[] | null;
    ploughmanChoosesFields: boolean;
    privateFields: FieldRow[] | null;
    scoreFloorAtOne: boolean;
    shop: ShopRow[] | null;
    startPlayer: number;
  }
  export interface CardRow {
    blueDot: boolean;
    bowls: string | null;
    count: number;
    goods: string | null;
    helper: HelperTypeNullable;
    id: string | null;
    kind: KindNullable;
    payments: string | null;
    plots: number;
    price: number;
    status: string | null;
  }
  export interface PathRow {
    space: number;
    status: string | null;
    value: number;
  }
  export interface FieldRow {
    goods: string | null;
    home: boolean;
    id: string | null;
    perPlayer: number;
    plots: number;
    status: string | null;
  }
  export interface ShopRow {
    buy: number;
    good: GoodNullable;
    sell: number;
    shopper: number;
    slots: number;
    start: number;
    status: string | null;
  }
  export interface SowingHome {
    seat: number;
    sown: number;
  }
  export interface HarvestTurn {
    playing: boolean;
    seat: number;
    taken: number;
  }
  export interface Drafting {
    inDraft: number[] | null;
    left: number[] | null;
    lord: boolean;
    revealed: boolean;
    seat: number;
    sub: SubNullable;
    taken: number;
  }
  export interface StallPay {
    good: GoodNullable;
    owner: number;
    remaining: number;
    stall: number;
  }
  export interface Pack {
    bottom: number;
    drawn: number[] | null;
    top: number;
  }
  export interface MerchantBuying {
    types: number;
  }
  export interface ShopReset {
    good: number;
    resume: SubNullable;
  }
  export interface BookkeeperIncome {
    resume: SubNullable;
  }
  export interface CrierSale {
    earned: number;
    moved: number;
    resume: SubNullable;
  }
  export interface Ploughing {}
  export interface ChoosingPartner {}
  export interface Acting {
    flags: TurnNullable;
    stage: StageNullable;
    steps: number;
    sub: SubNullable;
    turn: number;
  }
  export interface Turn {
    errandBoy: boolean;
    harvestPlus: boolean;
    maid: boolean;
    official: boolean;
    pack: boolean;
    saleswoman: boolean;
  }
  export interface GameOver {}
  export interface Player {
    assigned: number;
    bigStore: boolean;
    cart: GoodsNullable;
    cash: number;
    casuals: Casual[] | null;
    done: boolean;
    fields: Field[] | null;
    hand: number[] | null;
    helpers: HelperCard[] | null;
    loans: number;
    regulars: Regular[] | null;
    removed: number[] | null;
    shop: GoodsNullable;
    space: number;
    stack: number[] | null;
    stackFirstSet: number;
    stackKnown: number;
    stalls: Stall[] | null;
    store: GoodsNullable;
  }
  export interface Goods {
    bean: number;
    cabbage: number;
    leek: number;
    pumpkin: number;
    turnip: number;
    wheat: number;
  }
  export interface Casual {
    card: number;
    under: number;
  }
  export interface Field {
    card: number;
    count: number;
    fresh: boolean;
    good: GoodNullable;
    under: number;
  }
  export interface HelperCard {
    card: number;
    round: number;
    under: number;
  }
  export interface Regular {
    card: number;
    deliveries: number;
    handled: boolean;
    owed: boolean;
    red: boolean;
    rows: number;
    under: number;
  }
  export interface Stall {
    card: number;
    goods: GoodsNullable;
    under: number;
  }
  export interface Rng {
    state: number;
  }
}
export type State = state.State;

export declare namespace view {
  export type LoyangOptionsNullable = null | LoyangOptions;
  export type HelperTypeNullable = null | HelperType;
  export type HelperType =
    | 'TOUT'
    | 'OFFICIAL'
    | 'ERRAND_BOY'
    | 'BOOKKEEPER'
    | 'HARVEST_HELPER'
    | 'HAGGLER'
    | 'LORD'
    | 'TRADER'
    | 'CHARLATAN'
    | 'SHOPPER'
    | 'MERCHANT'
    | 'DELIVERYMAN'
    | 'MAID'
    | 'MARKET_CRIER'
    | 'MARKET_WOMAN'
    | 'TENANT'
    | 'PLOUGHMAN'
    | 'SELF_SUPPLIER'
    | 'SALESWOMAN';
  export type KindNullable = null | Kind;
  export type Kind = 'FIELD' | 'STALL' | 'REGULAR' | 'CASUAL' | 'HELPER';
  export type GoodNullable = null | Good;
  export type Good = 'WHEAT' | 'PUMPKIN' | 'TURNIP' | 'CABBAGE' | 'BEAN' | 'LEEK';
  export type PhaseNullable = null | Phase;
  export type Phase =
    | (SowingHome & {
        type: 'SowingHome';
      })
    | (HarvestTurn & {
        type: 'HarvestTurn';
      })
    | (Drafting & {
        type: 'Drafting';
      })
    | (ChoosingPartner & {
        type: 'ChoosingPartner';
      })
    | (Acting & {
        type: 'Acting';
      })
    | (GameOver & {
        type: 'GameOver';
      });
  export type SubNullable = null | Sub;
  export type Sub =
    | (StallPay & {
        type: 'StallPay';
      })
    | (Pack & {
        type: 'Pack';
      })
    | (MerchantBuying & {
        type: 'MerchantBuying';
      })
    | (ShopReset & {
        type: 'ShopReset';
      })
    | (BookkeeperIncome & {
        type: 'BookkeeperIncome';
      })
    | (CrierSale & {
        type: 'CrierSale';
      })
    | (Ploughing & {
        type: 'Ploughing';
      });
  export type TurnNullable = null | Turn;
  export type StageNullable = null | Stage;
  export type Stage = 'ACTIONS' | 'STORING' | 'ADVANCING';
  export type GoodsNullable = null | Goods;

  export interface View {
    courtyard: number[] | null;
    discard: number[] | null;
    drawCount: number;
    firstStart: number;
    observer: number;
    options: LoyangOptionsNullable;
    order: number[] | null;
    phase: PhaseNullable;
    players: PlayerView[] | null;
    round: number;
    secondStart: number;
  }
  export interface LoyangOptions {
    actionCards: CardRow[] | null;
    beginner: boolean;
    bookkeeperAutoIncome: boolean;
    crierAnyTimeInCardPhase: boolean;
    flipOnlyWhenExceeded: boolean;
    hagglerShopperNeedsStock: boolean;
    harvestHelperChoosesFields: boolean;
    maxLoans: number;
    path: PathRow[] | null;
    ploughmanChoosesFields: boolean;
    privateFields: FieldRow[] | null;
    scoreFloorAtOne: boolean;
    shop: ShopRow[] | null;
    startPlayer: number;
  }
  export interface CardRow {
    blueDot: boolean;
    bowls: string | null;
    count: number;
    goods: string | null;
    helper: HelperTypeNullable;
    id: string | null;
    kind: KindNullable;
    payments: string | null;
    plots: number;
    price: number;
    status: string | null;
  }
  export interface PathRow {
    space: number;
    status: string | null;
    value: number;
  }
  export interface FieldRow {
    goods: string | null;
    home: boolean;
    id: string | null;
    perPlayer: number;
    plots: number;
    status: string | null;
  }
  export interface ShopRow {
    buy: number;
    good: GoodNullable;
    sell: number;
    shopper: number;
    slots: number;
    start: number;
    status: string | null;
  }
  export interface SowingHome {
    seat: number;
    sown: number;
  }
  export interface HarvestTurn {
    playing: boolean;
    seat: number;
    taken: number;
  }
  export interface Drafting {
    inDraft: number[] | null;
    left: number[] | null;
    lord: boolean;
    revealed: boolean;
    seat: number;
    sub: SubNullable;
    taken: number;
  }
  export interface StallPay {
    good: GoodNullable;
    owner: number;
    remaining: number;
    stall: number;
  }
  export interface Pack {
    bottom: number;
    drawn: number[] | null;
    top: number;
  }
  export interface MerchantBuying {
    types: number;
  }
  export interface ShopReset {
    good: number;
    resume: SubNullable;
  }
  export interface BookkeeperIncome {
    resume: SubNullable;
  }
  export interface CrierSale {
    earned: number;
    moved: number;
    resume: SubNullable;
  }
  export interface Ploughing {}
  export interface ChoosingPartner {}
  export interface Acting {
    flags: TurnNullable;
    stage: StageNullable;
    steps: number;
    sub: SubNullable;
    turn: number;
  }
  export interface Turn {
    errandBoy: boolean;
    harvestPlus: boolean;
    maid: boolean;
    official: boolean;
    pack: boolean;
    saleswoman: boolean;
  }
  export interface GameOver {}
  export interface PlayerView {
    assigned: number;
    bigStore: boolean;
    cart: GoodsNullable;
    cash: number;
    casuals: Casual[] | null;
    done: boolean;
    fields: Field[] | null;
    hand: number[] | null;
    handCount: number;
    hasAssigned: boolean;
    helpers: HelperCard[] | null;
    loans: number;
    regulars: Regular[] | null;
    removed: number[] | null;
    shop: GoodsNullable;
    space: number;
    stackFirstSet: number[] | null;
    stackKnown: number[] | null;
    stackSecondSet: number[] | null;
    stalls: Stall[] | null;
    store: GoodsNullable;
  }
  export interface Goods {
    bean: number;
    cabbage: number;
    leek: number;
    pumpkin: number;
    turnip: number;
    wheat: number;
  }
  export interface Casual {
    card: number;
    under: number;
  }
  export interface Field {
    card: number;
    count: number;
    fresh: boolean;
    good: GoodNullable;
    under: number;
  }
  export interface HelperCard {
    card: number;
    round: number;
    under: number;
  }
  export interface Regular {
    card: number;
    deliveries: number;
    handled: boolean;
    owed: boolean;
    red: boolean;
    rows: number;
    under: number;
  }
  export interface Stall {
    card: number;
    goods: GoodsNullable;
    under: number;
  }
}
export type View = view.View;

export declare namespace action {
  export type Action =
    | (TakeLoan & {
        type: 'TakeLoan';
      })
    | (Sell & {
        type: 'Sell';
      })
    | (DiscardHelper & {
        type: 'DiscardHelper';
      })
    | (Done & {
        type: 'Done';
      })
    | (SowHome & {
        type: 'SowHome';
      })
    | (PlayHarvestHelper & {
        type: 'PlayHarvestHelper';
      })
    | (HarvestAgain & {
        type: 'HarvestAgain';
      })
    | (Reveal & {
        type: 'Reveal';
      })
    | (AddToCourtyard & {
        type: 'AddToCourtyard';
      })
    | (TakeFromCourtyard & {
        type: 'TakeFromCourtyard';
      })
    | (TakeFromHand & {
        type: 'TakeFromHand';
      })
    | (PlaceAssigned & {
        type: 'PlaceAssigned';
      })
    | (PlayLord & {
        type: 'PlayLord';
      })
    | (ChoosePartner & {
        type: 'ChoosePartner';
      })
    | (Sow & {
        type: 'Sow';
      })
    | (Buy & {
        type: 'Buy';
      })
    | (Exchange & {
        type: 'Exchange';
      })
    | (Give & {
        type: 'Give';
      })
    | (Deliver & {
        type: 'Deliver';
      })
    | (DeliverTwice & {
        type: 'DeliverTwice';
      })
    | (Decline & {
        type: 'Decline';
      })
    | (Serve & {
        type: 'Serve';
      })
    | (BuyPack & {
        type: 'BuyPack';
      })
    | (Keep & {
        type: 'Keep';
      })
    | (EndActions & {
        type: 'EndActions';
      })
    | (Flip & {
        type: 'Flip';
      })
    | (GiveUp & {
        type: 'GiveUp';
      })
    | (Advance & {
        type: 'Advance';
      })
    | (Activate & {
        type: 'Activate';
      })
    | (ShopSupply & {
        type: 'ShopSupply';
      })
    | (Haggle & {
        type: 'Haggle';
      })
    | (MerchantBuy & {
        type: 'MerchantBuy';
      })
    | (ShopCount & {
        type: 'ShopCount';
      })
    | (Income & {
        type: 'Income';
      })
    | (CrierMove & {
        type: 'CrierMove';
      })
    | (Plough & {
        type: 'Plough';
      })
    | (PloughField & {
        type: 'PloughField';
      })
    | (Tenant & {
        type: 'Tenant';
      })
    | (TenantSwap & {
        type: 'TenantSwap';
      })
    | (TradeAt & {
        type: 'TradeAt';
      })
    | (SwapHelper & {
        type: 'SwapHelper';
      })
    | (DeliverFor & {
        type: 'DeliverFor';
      })
    | (SwapStall & {
        type: 'SwapStall';
      })
    | (SwapCasual & {
        type: 'SwapCasual';
      })
    | (BuyCasual & {
        type: 'BuyCasual';
      })
    | (SelfSupply & {
        type: 'SelfSupply';
      });
  export type GoodNullable = null | Good;
  export type Good = 'WHEAT' | 'PUMPKIN' | 'TURNIP' | 'CABBAGE' | 'BEAN' | 'LEEK';
  export type ViaNullable = null | Via;
  export type Via = 'SHOP' | 'SHOPPER' | 'HAGGLER';

  export interface TakeLoan {}
  export interface Sell {
    good: GoodNullable;
  }
  export interface DiscardHelper {
    helper: number;
  }
  export interface Done {}
  export interface SowHome {
    good: GoodNullable;
  }
  export interface PlayHarvestHelper {
    helper: number;
  }
  export interface HarvestAgain {
    field: number;
  }
  export interface Reveal {}
  export interface AddToCourtyard {
    card: number;
  }
  export interface TakeFromCourtyard {
    card: number;
  }
  export interface TakeFromHand {
    card: number;
  }
  export interface PlaceAssigned {}
  export interface PlayLord {
    helper: number;
  }
  export interface ChoosePartner {
    seat: number;
  }
  export interface Sow {
    field: number;
    good: GoodNullable;
  }
  export interface Buy {
    good: GoodNullable;
  }
  export interface Exchange {
    good: GoodNullable;
    stall: number;
  }
  export interface Give {
    good: GoodNullable;
  }
  export interface Deliver {
    regular: number;
  }
  export interface DeliverTwice {
    regular: number;
  }
  export interface Decline {
    regular: number;
  }
  export interface Serve {
    casual: number;
  }
  export interface BuyPack {}
  export interface Keep {
    card: number;
  }
  export interface EndActions {}
  export interface Flip {}
  export interface GiveUp {
    good: GoodNullable;
  }
  export interface Advance {}
  export interface Activate {
    helper: number;
    option: number;
  }
  export interface ShopSupply {
    good: GoodNullable;
    helper: number;
  }
  export interface Haggle {
    good: GoodNullable;
    helper: number;
    withShopper: boolean;
  }
  export interface MerchantBuy {
    good: GoodNullable;
    via: ViaNullable;
  }
  export interface ShopCount {
    count: number;
  }
  export interface Income {
    good: GoodNullable;
  }
  export interface CrierMove {
    good: GoodNullable;
    stall: number;
  }
  export interface Plough {
    field: number;
    helper: number;
  }
  export interface PloughField {
    field: number;
  }
  export interface Tenant {
    card: number;
    helper: number;
  }
  export interface TenantSwap {
    card: number;
    field: number;
    helper: number;
  }
  export interface TradeAt {
    good: GoodNullable;
    helper: number;
    seat: number;
    stall: number;
  }
  export interface SwapHelper {
    helper: number;
    seat: number;
    theirs: number;
  }
  export interface DeliverFor {
    helper: number;
    regular: number;
    seat: number;
  }
  export interface SwapStall {
    helper: number;
    seat: number;
    stall: number;
    theirs: number;
  }
  export interface SwapCasual {
    casual: number;
    helper: number;
    seat: number;
    theirs: number;
  }
  export interface BuyCasual {
    casual: number;
    helper: number;
    seat: number;
  }
  export interface SelfSupply {
    field: number;
    helper: number;
    seat: number;
  }
}
export type Action = action.Action;

export declare namespace event {
  export type Event =
    | (RoundBegan & {
        type: 'RoundBegan';
      })
    | (FieldRevealed & {
        type: 'FieldRevealed';
      })
    | (Harvested & {
        type: 'Harvested';
      })
    | (FieldCleared & {
        type: 'FieldCleared';
      })
    | (HandDealt & {
        type: 'HandDealt';
      })
    | (CardsDealt & {
        type: 'CardsDealt';
      })
    | (CourtyardAdded & {
        type: 'CourtyardAdded';
      })
    | (CardPlaced & {
        type: 'CardPlaced';
      })
    | (CardUncovered & {
        type: 'CardUncovered';
      })
    | (CardDiscarded & {
        type: 'CardDiscarded';
      })
    | (LeftDraft & {
        type: 'LeftDraft';
      })
    | (StartPlayers & {
        type: 'StartPlayers';
      })
    | (PartnerChosen & {
        type: 'PartnerChosen';
      })
    | (Paid & {
        type: 'Paid';
      })
    | (Earned & {
        type: 'Earned';
      })
    | (LoanTaken & {
        type: 'LoanTaken';
      })
    | (Sown & {
        type: 'Sown';
      })
    | (Bought & {
        type: 'Bought';
      })
    | (Sold & {
        type: 'Sold';
      })
    | (Handed & {
        type: 'Handed';
      })
    | (Traded & {
        type: 'Traded';
      })
    | (GoodsMoved & {
        type: 'GoodsMoved';
      })
    | (HelperUsed & {
        type: 'HelperUsed';
      })
    | (Delivered & {
        type: 'Delivered';
      })
    | (Declined & {
        type: 'Declined';
      })
    | (Served & {
        type: 'Served';
      })
    | (PackDrawn & {
        type: 'PackDrawn';
      })
    | (Reshuffled & {
        type: 'Reshuffled';
      })
    | (Stored & {
        type: 'Stored';
      })
    | (Flipped & {
        type: 'Flipped';
      })
    | (Stepped & {
        type: 'Stepped';
      })
    | (GameEnded & {
        type: 'GameEnded';
      });
  export type CardFaceNullable = null | CardFace;
  export type HelperTypeNullable = null | HelperType;
  export type HelperType =
    | 'TOUT'
    | 'OFFICIAL'
    | 'ERRAND_BOY'
    | 'BOOKKEEPER'
    | 'HARVEST_HELPER'
    | 'HAGGLER'
    | 'LORD'
    | 'TRADER'
    | 'CHARLATAN'
    | 'SHOPPER'
    | 'MERCHANT'
    | 'DELIVERYMAN'
    | 'MAID'
    | 'MARKET_CRIER'
    | 'MARKET_WOMAN'
    | 'TENANT'
    | 'PLOUGHMAN'
    | 'SELF_SUPPLIER'
    | 'SALESWOMAN';
  export type KindNullable = null | Kind;
  export type Kind = 'FIELD' | 'STALL' | 'REGULAR' | 'CASUAL' | 'HELPER';
  export type GoodsNullable = null | Goods;
  export type ReasonNullable = null | Reason;
  export type Reason =
    | 'SHOP'
    | 'COMMON_FIELD'
    | 'DOUBLE_PACK'
    | 'STOREHOUSE'
    | 'COMPENSATION'
    | 'REGULAR_CUSTOMER'
    | 'CASUAL_CUSTOMER'
    | 'SHOPPER'
    | 'HAGGLER'
    | 'MERCHANT'
    | 'BOOKKEEPER'
    | 'MARKET_CRIER'
    | 'TENANT'
    | 'TRADER'
    | 'DELIVERYMAN'
    | 'DELIVERYMAN_TOP_ROW'
    | 'TOUT'
    | 'SELF_SUPPLIER';
  export type GoodNullable = null | Good;
  export type Good = 'WHEAT' | 'PUMPKIN' | 'TURNIP' | 'CABBAGE' | 'BEAN' | 'LEEK';
  export type TransferNullable = null | Transfer;
  export type Transfer = 'STALL_TO_SHOP' | 'PLOUGHED' | 'SELF_SUPPLIED';

  export interface RoundBegan {
    round: number;
  }
  export interface FieldRevealed {
    card: CardFaceNullable;
    seat: number;
  }
  export interface CardFace {
    bowls: string | null;
    goods: string | null;
    helper: HelperTypeNullable;
    home: boolean;
    id: string | null;
    kind: KindNullable;
    number: number;
    payments: string | null;
    plots: number;
    price: number;
    privateField: boolean;
  }
  export interface Harvested {
    goods: GoodsNullable;
    seat: number;
  }
  export interface Goods {
    bean: number;
    cabbage: number;
    leek: number;
    pumpkin: number;
    turnip: number;
    wheat: number;
  }
  export interface FieldCleared {
    card: CardFaceNullable;
    outOfGame: boolean;
    seat: number;
  }
  export interface HandDealt {
    cards: CardFace[] | null;
    seat: number;
  }
  export interface CardsDealt {
    each: number;
  }
  export interface CourtyardAdded {
    card: CardFaceNullable;
    fromDrawPile: boolean;
    seat: number;
  }
  export interface CardPlaced {
    card: CardFaceNullable;
    covering: CardFaceNullable;
    seat: number;
  }
  export interface CardUncovered {
    card: CardFaceNullable;
    seat: number;
  }
  export interface CardDiscarded {
    card: CardFaceNullable;
    seat: number;
  }
  export interface LeftDraft {
    seat: number;
  }
  export interface StartPlayers {
    first: number;
    second: number;
  }
  export interface PartnerChosen {
    partner: number;
    seat: number;
  }
  export interface Paid {
    amount: number;
    reason: ReasonNullable;
    seat: number;
    to: number;
  }
  export interface Earned {
    amount: number;
    reason: ReasonNullable;
    seat: number;
  }
  export interface LoanTaken {
    loans: number;
    seat: number;
  }
  export interface Sown {
    card: CardFaceNullable;
    count: number;
    good: GoodNullable;
    seat: number;
  }
  export interface Bought {
    count: number;
    fromSupply: boolean;
    good: GoodNullable;
    price: number;
    seat: number;
  }
  export interface Sold {
    good: GoodNullable;
    price: number;
    seat: number;
  }
  export interface Handed {
    good: GoodNullable;
    seat: number;
  }
  export interface Traded {
    card: CardFaceNullable;
    good: GoodNullable;
    owner: number;
    seat: number;
  }
  export interface GoodsMoved {
    from: number;
    goods: GoodsNullable;
    how: TransferNullable;
    seat: number;
  }
  export interface HelperUsed {
    card: CardFaceNullable;
    option: number;
    seat: number;
  }
  export interface Delivered {
    card: CardFaceNullable;
    owner: number;
    pay: number;
    row: number;
    seat: number;
  }
  export interface Declined {
    card: CardFaceNullable;
    paid: boolean;
    seat: number;
  }
  export interface Served {
    card: CardFaceNullable;
    income: number;
    seat: number;
  }
  export interface PackDrawn {
    cards: CardFace[] | null;
    seat: number;
  }
  export interface Reshuffled {
    cards: number;
  }
  export interface Stored {
    kept: GoodsNullable;
    lost: GoodsNullable;
    seat: number;
  }
  export interface Flipped {
    seat: number;
  }
  export interface Stepped {
    cost: number;
    seat: number;
    space: number;
  }
  export interface GameEnded {
    scores: number[] | null;
  }
}
export type Event = event.Event;

export declare namespace options {
  export type HelperTypeNullable = null | HelperType;
  export type HelperType =
    | 'TOUT'
    | 'OFFICIAL'
    | 'ERRAND_BOY'
    | 'BOOKKEEPER'
    | 'HARVEST_HELPER'
    | 'HAGGLER'
    | 'LORD'
    | 'TRADER'
    | 'CHARLATAN'
    | 'SHOPPER'
    | 'MERCHANT'
    | 'DELIVERYMAN'
    | 'MAID'
    | 'MARKET_CRIER'
    | 'MARKET_WOMAN'
    | 'TENANT'
    | 'PLOUGHMAN'
    | 'SELF_SUPPLIER'
    | 'SALESWOMAN';
  export type KindNullable = null | Kind;
  export type Kind = 'FIELD' | 'STALL' | 'REGULAR' | 'CASUAL' | 'HELPER';
  export type GoodNullable = null | Good;
  export type Good = 'WHEAT' | 'PUMPKIN' | 'TURNIP' | 'CABBAGE' | 'BEAN' | 'LEEK';

  export interface Options {
    actionCards: CardRow[] | null;
    beginner: boolean;
    bookkeeperAutoIncome: boolean;
    crierAnyTimeInCardPhase: boolean;
    flipOnlyWhenExceeded: boolean;
    hagglerShopperNeedsStock: boolean;
    harvestHelperChoosesFields: boolean;
    maxLoans: number;
    path: PathRow[] | null;
    ploughmanChoosesFields: boolean;
    privateFields: FieldRow[] | null;
    scoreFloorAtOne: boolean;
    shop: ShopRow[] | null;
    startPlayer: number;
  }
  export interface CardRow {
    blueDot: boolean;
    bowls: string | null;
    count: number;
    goods: string | null;
    helper: HelperTypeNullable;
    id: string | null;
    kind: KindNullable;
    payments: string | null;
    plots: number;
    price: number;
    status: string | null;
  }
  export interface PathRow {
    space: number;
    status: string | null;
    value: number;
  }
  export interface FieldRow {
    goods: string | null;
    home: boolean;
    id: string | null;
    perPlayer: number;
    plots: number;
    status: string | null;
  }
  export interface ShopRow {
    buy: number;
    good: GoodNullable;
    sell: number;
    shopper: number;
    slots: number;
    start: number;
    status: string | null;
  }
}
export type Options = options.Options;
