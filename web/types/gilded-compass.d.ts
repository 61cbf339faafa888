// Generated from the JSON Schemas of the game 'gilded-compass' by web/scripts/types.mjs (json-schema-to-typescript).
// Do not edit: regenerate with  mvn -pl web -am test -Dtest=TypesTest -Dspielwerk.web.types.update=true

export declare namespace state {
  export type ItemChoice = 'NONE' | 'REGIONAL' | 'TOOL';
  export type BuildingNullable = null | Building;
  export type Building =
    | 'ARCHIVES'
    | 'UNIVERSITY'
    | 'LIBRARY'
    | 'AUCTION_HOUSE'
    | 'TREASURE_HUNTERS_GUILD'
    | 'HIDDEN_TEMPLE'
    | 'ILLUMINATI'
    | 'SUNKEN_GALLEON'
    | 'TREASURE_TOWER';
  export type BoardNullable = null | Board;
  export type Ability = 'TIMELESS_GIFT' | 'WILL_TO_WIN' | 'LITTLE_HELP' | 'PERSUASION' | 'ALLY_ON_THE_INSIDE';
  export type RegionNullable = null | Region;
  export type Region = 'POMPEII' | 'ATLANTIS' | 'JUNGLE' | 'PHARAOHS' | 'GODS' | 'DARK' | 'ANY';
  export type SpecialistTypeNullable = null | SpecialistType;
  export type SpecialistType = 'CARTOGRAPHER' | 'EXCAVATOR';
  export type MagicItemNullable = null | MagicItem;
  export type GildedCompassOptionsNullable = null | GildedCompassOptions;
  export type AssignmentModeNullable = null | AssignmentMode;
  export type AssignmentMode = 'AUTO_OPTIMAL' | 'MANUAL' | 'AUTO_WITH_AUCTION_HOUSE';
  export type ArtifactType = 'DESERT' | 'JUNGLE' | 'WATER' | 'FIRE' | 'HOLY' | 'DARKNESS' | 'COVETED';
  export type ChaliceBackNullable = null | ChaliceBack;
  export type ChaliceBack = 'BRONZE' | 'SILVER' | 'GOLD';
  export type MissionKindNullable = null | MissionKind;
  export type MissionKind =
    | 'DUAL_MAP'
    | 'SECRET_MAP'
    | 'BROADEN_YOUR_EXPERTISE'
    | 'CONGREGATE_CARTOGRAPHERS'
    | 'DIVE_FOR_DOUBLOONS'
    | 'EMBRACE_THE_GUILD'
    | 'FIND_THE_MAPS'
    | 'GATHER_THE_EXCAVATORS'
    | 'HIRE_THE_RIGHT_HUNTERS'
    | 'JOIN_THE_ILLUMINATI'
    | 'LOOT_THE_TOWER'
    | 'RAID_THE_TEMPLE'
    | 'RECRUIT_SPECIALISTS'
    | 'SCOUR_THE_GLOBE'
    | 'SECOND_OPINION'
    | 'UNITE_THE_SPECIALISTS';
  export type ArtifactTypeNullable = null | ArtifactType;
  export type TemplePair = 'TWO_FIVE' | 'ONE_SIX' | 'EITHER';
  export type DummyGalleonDrawsNullable = null | DummyGalleonDraws;
  export type DummyGalleonDraws = 'NONE' | 'DRAW_AND_DISCARD' | 'DRAW_AND_REMOVE';
  export type GalleonDiscardsNullable = null | GalleonDiscards;
  export type GalleonDiscards = 'FACE_DOWN' | 'FACE_UP';
  export type SmallGameVariantNullable = null | SmallGameVariant;
  export type SmallGameVariant = 'DUMMY' | 'FEWER_BUILDINGS' | 'NONE';
  export type StraightExtensionNullable = null | StraightExtension;
  export type StraightExtension = 'ONE_DIE_PER_END' | 'ANY_DICE_PER_END';
  export type TemplePairsNullable = null | TemplePairs;
  export type TemplePairs = 'EITHER_PAIR_ANY_SPACE' | 'PER_SPACE_TABLE';
  export type ThirdPlaceNullable = null | ThirdPlace;
  export type ThirdPlace = 'ALWAYS' | 'FIVE_PLAYERS_ONLY' | 'FIVE_PLAYERS_OR_DUMMY';
  export type ThreeSpecialistDoublingNullable = null | ThreeSpecialistDoubling;
  export type ThreeSpecialistDoubling = 'TWO_OF_THREE' | 'ALL_THREE';
  export type TowerPushNullable = null | TowerPush;
  export type TowerPush = 'PER_HALF' | 'WHOLE_TOWER';
  export type PhaseNullable = null | Phase;
  export type Phase =
    | (LittleHelpOffer & {
        type: 'LittleHelpOffer';
      })
    | (Turn & {
        type: 'Turn';
      })
    | (TimelessGiftOffer & {
        type: 'TimelessGiftOffer';
      })
    | (AllyOffer & {
        type: 'AllyOffer';
      })
    | (ChooseArtifacts & {
        type: 'ChooseArtifacts';
      })
    | (ChooseMission & {
        type: 'ChooseMission';
      })
    | (ChooseMap & {
        type: 'ChooseMap';
      })
    | (ChooseAbility & {
        type: 'ChooseAbility';
      })
    | (ChooseTreasures & {
        type: 'ChooseTreasures';
      })
    | (ChooseSpecialist & {
        type: 'ChooseSpecialist';
      })
    | (Assigning & {
        type: 'Assigning';
      })
    | (GameOver & {
        type: 'GameOver';
      });
  export type MarkedNullable = null | Marked;
  export type DieKindNullable = null | DieKind;
  export type DieKind = 'OWN' | 'BLACK' | 'DUMMY';
  export type AssignmentNullable = null | Assignment;
  export type MissionNullable = null | Mission;
  export type RngNullable = null | Rng;
  export type RoundNullable = null | Round;
  export type SupplyNullable = null | Supply;

  export interface State {
    /**
     * the format this JSON is written in; absent means 1 (see Formats)
     */
    format?: number;
    assignments: Assignment[] | null;
    bBuilding: BuildingNullable;
    board: BoardNullable;
    cBuilding: null | Building;
    dummy: boolean;
    options: GildedCompassOptionsNullable;
    phase: PhaseNullable;
    players: Player[] | null;
    rng: RngNullable;
    round: RoundNullable;
    scores: ScoreSheet[] | null;
    supply: SupplyNullable;
  }
  export interface Assignment {
    hosts: number[] | null;
    items: ItemChoice[] | null;
  }
  export interface Board {
    abilities: Ability[] | null;
    archives: ArchivesGroup[] | null;
    galleon: DiceGroup[] | null;
    illuminati: DiceGroup[] | null;
    library: number[] | null;
    libraryDummy: number;
    maps: MapTile[] | null;
    specialists: Specialist[] | null;
    straights: Straight[] | null;
    temple: TempleSpace[] | null;
    tower: Die[] | null;
    university: Die[] | null;
  }
  export interface ArchivesGroup {
    owner: number;
    size: number;
    value: number;
  }
  export interface DiceGroup {
    dice: string | null;
    owner: number;
  }
  export interface MapTile {
    high: number;
    low: number;
    region: RegionNullable;
  }
  export interface Specialist {
    region: RegionNullable;
    type: SpecialistTypeNullable;
    value: number;
  }
  export interface Straight {
    length: number;
    low: number;
    owner: number;
  }
  export interface TempleSpace {
    item: MagicItemNullable;
    lowerDie: number;
    owner: number;
  }
  export interface MagicItem {
    region: RegionNullable;
    type: SpecialistTypeNullable;
  }
  export interface Die {
    owner: number;
    value: number;
  }
  export interface GildedCompassOptions {
    allyOnTheInside: boolean;
    assignment: AssignmentModeNullable;
    bBuilding: null | Building;
    cBuilding: null | Building;
    chaliceFragments: boolean;
    components: null | Components;
    covetedArtifacts: boolean;
    dualMapTypesFixed: boolean;
    dummyAbilities: boolean;
    dummyFirstArtifacts: number;
    dummyGalleonDraws: DummyGalleonDrawsNullable;
    dummyLibraryBan: boolean;
    galleonDiscards: GalleonDiscardsNullable;
    galleonKeepHighest: boolean;
    itemsOnMissionMaps: boolean;
    libraryLowestDie: boolean;
    multipleStraights: boolean;
    rerollDummyDice: boolean;
    severalTimelessGifts: boolean;
    smallGameVariant: SmallGameVariantNullable;
    startSeat: number;
    straightExtension: StraightExtensionNullable;
    templePairs: TemplePairsNullable;
    thirdPlace: ThirdPlaceNullable;
    threeSpecialistDoubling: ThreeSpecialistDoublingNullable;
    toolsOfPower: boolean;
    towerPush: TowerPushNullable;
    willToWinAtGalleon: boolean;
  }
  export interface Components {
    abilities: Ability[] | null;
    allies: Ability[] | null;
    artifacts: ArtifactType[] | null;
    chaliceFragments: Chalice[] | null;
    chalices: Chalice[] | null;
    covetedArtifacts: ArtifactType[] | null;
    fragmentPairs: number[] | null;
    magicItems: MagicItem[] | null;
    maps: MapTile[] | null;
    missions: Mission[] | null;
    privateCollections: PrivateCollection[] | null;
    specialists: Specialist[] | null;
    sunkenTreasures: number[] | null;
    templeSpaces: TemplePair[] | null;
    toolsOfPower: MagicItem[] | null;
  }
  export interface Chalice {
    back: ChaliceBackNullable;
    fragment: boolean;
    value: number;
  }
  export interface Mission {
    first: RegionNullable;
    kind: MissionKindNullable;
    second: RegionNullable;
  }
  export interface PrivateCollection {
    favourite: ArtifactTypeNullable;
    second: ArtifactTypeNullable;
  }
  export interface LittleHelpOffer {
    seat: number;
  }
  export interface Turn {
    black: string | null;
    dummy: string | null;
    extra: boolean;
    marked: MarkedNullable;
    own: string | null;
    persuaded: null | SetDie;
    placedDummy: boolean;
    placedOwn: boolean;
    seat: number;
  }
  export interface Marked {
    black: string | null;
    dummy: string | null;
    own: string | null;
  }
  export interface SetDie {
    kind: DieKindNullable;
    value: number;
  }
  export interface TimelessGiftOffer {
    offset: number;
    seat: number;
  }
  export interface AllyOffer {
    offset: number;
    ranking: number[] | null;
    seat: number;
  }
  export interface ChooseArtifacts {
    keep: number;
    place: number;
    seat: number;
  }
  export interface ChooseMission {
    place: number;
    seat: number;
  }
  export interface ChooseMap {
    rank: number;
    ranking: number[] | null;
    seat: number;
  }
  export interface ChooseAbility {
    pickers: number[] | null;
    seat: number;
    step: number;
  }
  export interface ChooseTreasures {
    keep: number;
    seat: number;
  }
  export interface ChooseSpecialist {
    entrance: number;
    seat: number;
  }
  export interface Assigning {
    partial: AssignmentNullable;
    seat: number;
  }
  export interface GameOver {}
  export interface Player {
    abilities: Ability[] | null;
    artifacts: ArtifactType[] | null;
    blackDice: number;
    chalices: Chalice[] | null;
    collection: null | PrivateCollection;
    drawnTreasures: number[] | null;
    dummyDice: number;
    items: MagicItem[] | null;
    maps: MapTile[] | null;
    missions: HiddenMission[] | null;
    ownDice: number;
    specialists: Specialist[] | null;
    tokens: number;
    treasures: number[] | null;
  }
  export interface HiddenMission {
    seenBy: number;
    tile: MissionNullable;
  }
  export interface Rng {
    state: number;
  }
  export interface Round {
    alliesUsed: number;
    blackLost: number;
    dummyAside: number;
    endTriggered: boolean;
    giftsUsed: number;
    littleHelpSeat: number;
    number: number;
    returned: number[] | null;
    startSeat: number;
  }
  export interface ScoreSheet {
    abilities: number;
    artifacts: number;
    chalices: number;
    coveted: number;
    maps: number;
    missionMaps: number;
    missions: number;
    specialists: number;
    tokens: number;
    total: number;
    treasures: number;
    unassigned: number;
  }
  export interface Supply {
    abilitiesAside: Ability[] | null;
    abilitiesRemoved: Ability[] | null;
    abilitiesUsed: Ability[] | null;
    abilityStack: Ability[] | null;
    artifactDiscard: ArtifactType[] | null;
    artifactStack: ArtifactType[] | null;
    artifactsDrawn: ArtifactType[] | null;
    artifactsRemoved: ArtifactType[] | null;
    chaliceBox: Chalice[] | null;
    chaliceStacks: Chalice[][] | null;
    collectionBox: PrivateCollection[] | null;
    dummyTreasures: number[] | null;
    itemStack: MagicItem[] | null;
    itemsAside: MagicItem[] | null;
    itemsRemoved: MagicItem[] | null;
    mapStack: MapTile[] | null;
    mapsAside: MapTile[] | null;
    mapsRemoved: MapTile[] | null;
    missionBottom: HiddenMission[] | null;
    missionBox: Mission[] | null;
    missionStack: Mission[] | null;
    missionsDrawn: Mission[] | null;
    missionsRemoved: HiddenMission[] | null;
    specialistStack: Specialist[] | null;
    specialistsAside: Specialist[] | null;
    specialistsRemoved: Specialist[] | null;
    treasureDiscard: HiddenInteger[] | null;
    treasureStack: number[] | null;
    treasuresRemoved: number[] | null;
  }
  export interface HiddenInteger {
    seenBy: number;
    tile: number | null;
  }
}
export type State = state.State;

export declare namespace view {
  export type ArtifactType = 'DESERT' | 'JUNGLE' | 'WATER' | 'FIRE' | 'HOLY' | 'DARKNESS' | 'COVETED';
  export type ItemChoice = 'NONE' | 'REGIONAL' | 'TOOL';
  export type BuildingNullable = null | Building;
  export type Building =
    | 'ARCHIVES'
    | 'UNIVERSITY'
    | 'LIBRARY'
    | 'AUCTION_HOUSE'
    | 'TREASURE_HUNTERS_GUILD'
    | 'HIDDEN_TEMPLE'
    | 'ILLUMINATI'
    | 'SUNKEN_GALLEON'
    | 'TREASURE_TOWER';
  export type BoardViewNullable = null | BoardView;
  export type Ability = 'TIMELESS_GIFT' | 'WILL_TO_WIN' | 'LITTLE_HELP' | 'PERSUASION' | 'ALLY_ON_THE_INSIDE';
  export type RegionNullable = null | Region;
  export type Region = 'POMPEII' | 'ATLANTIS' | 'JUNGLE' | 'PHARAOHS' | 'GODS' | 'DARK' | 'ANY';
  export type SpecialistTypeNullable = null | SpecialistType;
  export type SpecialistType = 'CARTOGRAPHER' | 'EXCAVATOR';
  export type MissionNullable = null | Mission;
  export type MissionKindNullable = null | MissionKind;
  export type MissionKind =
    | 'DUAL_MAP'
    | 'SECRET_MAP'
    | 'BROADEN_YOUR_EXPERTISE'
    | 'CONGREGATE_CARTOGRAPHERS'
    | 'DIVE_FOR_DOUBLOONS'
    | 'EMBRACE_THE_GUILD'
    | 'FIND_THE_MAPS'
    | 'GATHER_THE_EXCAVATORS'
    | 'HIRE_THE_RIGHT_HUNTERS'
    | 'JOIN_THE_ILLUMINATI'
    | 'LOOT_THE_TOWER'
    | 'RAID_THE_TEMPLE'
    | 'RECRUIT_SPECIALISTS'
    | 'SCOUR_THE_GLOBE'
    | 'SECOND_OPINION'
    | 'UNITE_THE_SPECIALISTS';
  export type GildedCompassOptionsNullable = null | GildedCompassOptions;
  export type AssignmentModeNullable = null | AssignmentMode;
  export type AssignmentMode = 'AUTO_OPTIMAL' | 'MANUAL' | 'AUTO_WITH_AUCTION_HOUSE';
  export type ChaliceBackNullable = null | ChaliceBack;
  export type ChaliceBack = 'BRONZE' | 'SILVER' | 'GOLD';
  export type ArtifactTypeNullable = null | ArtifactType;
  export type TemplePair = 'TWO_FIVE' | 'ONE_SIX' | 'EITHER';
  export type DummyGalleonDrawsNullable = null | DummyGalleonDraws;
  export type DummyGalleonDraws = 'NONE' | 'DRAW_AND_DISCARD' | 'DRAW_AND_REMOVE';
  export type GalleonDiscardsNullable = null | GalleonDiscards;
  export type GalleonDiscards = 'FACE_DOWN' | 'FACE_UP';
  export type SmallGameVariantNullable = null | SmallGameVariant;
  export type SmallGameVariant = 'DUMMY' | 'FEWER_BUILDINGS' | 'NONE';
  export type StraightExtensionNullable = null | StraightExtension;
  export type StraightExtension = 'ONE_DIE_PER_END' | 'ANY_DICE_PER_END';
  export type TemplePairsNullable = null | TemplePairs;
  export type TemplePairs = 'EITHER_PAIR_ANY_SPACE' | 'PER_SPACE_TABLE';
  export type ThirdPlaceNullable = null | ThirdPlace;
  export type ThirdPlace = 'ALWAYS' | 'FIVE_PLAYERS_ONLY' | 'FIVE_PLAYERS_OR_DUMMY';
  export type ThreeSpecialistDoublingNullable = null | ThreeSpecialistDoubling;
  export type ThreeSpecialistDoubling = 'TWO_OF_THREE' | 'ALL_THREE';
  export type TowerPushNullable = null | TowerPush;
  export type TowerPush = 'PER_HALF' | 'WHOLE_TOWER';
  export type PhaseNullable = null | Phase;
  export type Phase =
    | (LittleHelpOffer & {
        type: 'LittleHelpOffer';
      })
    | (Turn & {
        type: 'Turn';
      })
    | (TimelessGiftOffer & {
        type: 'TimelessGiftOffer';
      })
    | (AllyOffer & {
        type: 'AllyOffer';
      })
    | (ChooseArtifacts & {
        type: 'ChooseArtifacts';
      })
    | (ChooseMission & {
        type: 'ChooseMission';
      })
    | (ChooseMap & {
        type: 'ChooseMap';
      })
    | (ChooseAbility & {
        type: 'ChooseAbility';
      })
    | (ChooseTreasures & {
        type: 'ChooseTreasures';
      })
    | (ChooseSpecialist & {
        type: 'ChooseSpecialist';
      })
    | (Assigning & {
        type: 'Assigning';
      })
    | (GameOver & {
        type: 'GameOver';
      });
  export type MarkedNullable = null | Marked;
  export type DieKindNullable = null | DieKind;
  export type DieKind = 'OWN' | 'BLACK' | 'DUMMY';
  export type AssignmentNullable = null | Assignment;
  export type RoundNullable = null | Round;
  export type SupplyViewNullable = null | SupplyView;

  export interface View {
    artifactsInHand: ArtifactType[] | null;
    assignments: Assignment[] | null;
    bBuilding: BuildingNullable;
    board: BoardViewNullable;
    cBuilding: null | Building;
    dummy: boolean;
    knownDiscards: number[] | null;
    knownMissions: KnownMission[] | null;
    missionsInHand: Mission[] | null;
    observer: number;
    options: GildedCompassOptionsNullable;
    phase: PhaseNullable;
    players: PlayerView[] | null;
    round: RoundNullable;
    scores: ScoreSheet[] | null;
    supply: SupplyViewNullable;
  }
  export interface Assignment {
    hosts: number[] | null;
    items: ItemChoice[] | null;
  }
  export interface BoardView {
    abilities: Ability[] | null;
    archives: ArchivesGroup[] | null;
    galleon: DiceGroup[] | null;
    illuminati: DiceGroup[] | null;
    library: number[] | null;
    libraryDummy: number;
    maps: MapTile[] | null;
    specialists: Specialist[] | null;
    straights: Straight[] | null;
    temple: TempleSpaceView[] | null;
    tower: Die[] | null;
    university: Die[] | null;
  }
  export interface ArchivesGroup {
    owner: number;
    size: number;
    value: number;
  }
  export interface DiceGroup {
    dice: string | null;
    owner: number;
  }
  export interface MapTile {
    high: number;
    low: number;
    region: RegionNullable;
  }
  export interface Specialist {
    region: RegionNullable;
    type: SpecialistTypeNullable;
    value: number;
  }
  export interface Straight {
    length: number;
    low: number;
    owner: number;
  }
  export interface TempleSpaceView {
    lowerDie: number;
    owner: number;
  }
  export interface Die {
    owner: number;
    value: number;
  }
  export interface KnownMission {
    holder: number;
    index: number;
    mission: MissionNullable;
  }
  export interface Mission {
    first: RegionNullable;
    kind: MissionKindNullable;
    second: RegionNullable;
  }
  export interface GildedCompassOptions {
    allyOnTheInside: boolean;
    assignment: AssignmentModeNullable;
    bBuilding: null | Building;
    cBuilding: null | Building;
    chaliceFragments: boolean;
    components: null | Components;
    covetedArtifacts: boolean;
    dualMapTypesFixed: boolean;
    dummyAbilities: boolean;
    dummyFirstArtifacts: number;
    dummyGalleonDraws: DummyGalleonDrawsNullable;
    dummyLibraryBan: boolean;
    galleonDiscards: GalleonDiscardsNullable;
    galleonKeepHighest: boolean;
    itemsOnMissionMaps: boolean;
    libraryLowestDie: boolean;
    multipleStraights: boolean;
    rerollDummyDice: boolean;
    severalTimelessGifts: boolean;
    smallGameVariant: SmallGameVariantNullable;
    startSeat: number;
    straightExtension: StraightExtensionNullable;
    templePairs: TemplePairsNullable;
    thirdPlace: ThirdPlaceNullable;
    threeSpecialistDoubling: ThreeSpecialistDoublingNullable;
    toolsOfPower: boolean;
    towerPush: TowerPushNullable;
    willToWinAtGalleon: boolean;
  }
  export interface Components {
    abilities: Ability[] | null;
    allies: Ability[] | null;
    artifacts: ArtifactType[] | null;
    chaliceFragments: Chalice[] | null;
    chalices: Chalice[] | null;
    covetedArtifacts: ArtifactType[] | null;
    fragmentPairs: number[] | null;
    magicItems: MagicItem[] | null;
    maps: MapTile[] | null;
    missions: Mission[] | null;
    privateCollections: PrivateCollection[] | null;
    specialists: Specialist[] | null;
    sunkenTreasures: number[] | null;
    templeSpaces: TemplePair[] | null;
    toolsOfPower: MagicItem[] | null;
  }
  export interface Chalice {
    back: ChaliceBackNullable;
    fragment: boolean;
    value: number;
  }
  export interface MagicItem {
    region: RegionNullable;
    type: SpecialistTypeNullable;
  }
  export interface PrivateCollection {
    favourite: ArtifactTypeNullable;
    second: ArtifactTypeNullable;
  }
  export interface LittleHelpOffer {
    seat: number;
  }
  export interface Turn {
    black: string | null;
    dummy: string | null;
    extra: boolean;
    marked: MarkedNullable;
    own: string | null;
    persuaded: null | SetDie;
    placedDummy: boolean;
    placedOwn: boolean;
    seat: number;
  }
  export interface Marked {
    black: string | null;
    dummy: string | null;
    own: string | null;
  }
  export interface SetDie {
    kind: DieKindNullable;
    value: number;
  }
  export interface TimelessGiftOffer {
    offset: number;
    seat: number;
  }
  export interface AllyOffer {
    offset: number;
    ranking: number[] | null;
    seat: number;
  }
  export interface ChooseArtifacts {
    keep: number;
    place: number;
    seat: number;
  }
  export interface ChooseMission {
    place: number;
    seat: number;
  }
  export interface ChooseMap {
    rank: number;
    ranking: number[] | null;
    seat: number;
  }
  export interface ChooseAbility {
    pickers: number[] | null;
    seat: number;
    step: number;
  }
  export interface ChooseTreasures {
    keep: number;
    seat: number;
  }
  export interface ChooseSpecialist {
    entrance: number;
    seat: number;
  }
  export interface Assigning {
    partial: AssignmentNullable;
    seat: number;
  }
  export interface GameOver {}
  export interface PlayerView {
    abilities: Ability[] | null;
    artifacts: ArtifactType[] | null;
    blackDice: number;
    chaliceBacks: ChaliceBack[] | null;
    chalices: null | Chalice[];
    collection: null | PrivateCollection;
    drawnTreasureCount: number;
    drawnTreasures: null | number[];
    dummyDice: number;
    hasCollection: boolean;
    itemCount: number;
    items: null | MagicItem[];
    maps: MapTile[] | null;
    missionCount: number;
    missions: null | Mission[];
    ownDice: number;
    specialists: Specialist[] | null;
    tokens: number;
    treasures: number[] | null;
  }
  export interface Round {
    alliesUsed: number;
    blackLost: number;
    dummyAside: number;
    endTriggered: boolean;
    giftsUsed: number;
    littleHelpSeat: number;
    number: number;
    returned: number[] | null;
    startSeat: number;
  }
  export interface ScoreSheet {
    abilities: number;
    artifacts: number;
    chalices: number;
    coveted: number;
    maps: number;
    missionMaps: number;
    missions: number;
    specialists: number;
    tokens: number;
    total: number;
    treasures: number;
    unassigned: number;
  }
  export interface SupplyView {
    abilitiesAside: Ability[] | null;
    abilitiesRemoved: Ability[] | null;
    abilitiesUsed: Ability[] | null;
    abilityStack: number;
    artifactDiscard: ArtifactType[] | null;
    artifactStack: number;
    artifactsDrawn: number;
    artifactsRemoved: ArtifactType[] | null;
    chaliceBox: number;
    chaliceStacks: number[] | null;
    collectionBox: number;
    dummyTreasures: number;
    itemStack: number;
    itemsAside: MagicItem[] | null;
    itemsRemoved: number;
    mapStack: number;
    mapsAside: MapTile[] | null;
    mapsRemoved: MapTile[] | null;
    missionBottom: number;
    missionBox: Mission[] | null;
    missionStack: number;
    missionsDrawn: number;
    missionsRemoved: number;
    specialistStack: number;
    specialistsAside: Specialist[] | null;
    specialistsRemoved: Specialist[] | null;
    treasureDiscard: number;
    treasureStack: number;
    treasuresRemoved: number;
  }
}
export type View = view.View;

export declare namespace action {
  export type Action =
    | (UseLittleHelp & {
        type: 'UseLittleHelp';
      })
    | (UseTimelessGift & {
        type: 'UseTimelessGift';
      })
    | (UseAlly & {
        type: 'UseAlly';
      })
    | (Decline & {
        type: 'Decline';
      })
    | (MarkReroll & {
        type: 'MarkReroll';
      })
    | (Reroll & {
        type: 'Reroll';
      })
    | (Persuade & {
        type: 'Persuade';
      })
    | (PersuadeSecond & {
        type: 'PersuadeSecond';
      })
    | (Place & {
        type: 'Place';
      })
    | (PlaceDummy & {
        type: 'PlaceDummy';
      })
    | (EndTurn & {
        type: 'EndTurn';
      })
    | (TakeMap & {
        type: 'TakeMap';
      })
    | (TakeSpecialist & {
        type: 'TakeSpecialist';
      })
    | (KeepArtifact & {
        type: 'KeepArtifact';
      })
    | (KeepMission & {
        type: 'KeepMission';
      })
    | (TakeAbility & {
        type: 'TakeAbility';
      })
    | (KeepTreasure & {
        type: 'KeepTreasure';
      })
    | (AssignSpecialist & {
        type: 'AssignSpecialist';
      })
    | (LeaveUnassigned & {
        type: 'LeaveUnassigned';
      });
  export type DieKindNullable = null | DieKind;
  export type DieKind = 'OWN' | 'BLACK' | 'DUMMY';
  export type BuildingNullable = null | Building;
  export type Building =
    | 'ARCHIVES'
    | 'UNIVERSITY'
    | 'LIBRARY'
    | 'AUCTION_HOUSE'
    | 'TREASURE_HUNTERS_GUILD'
    | 'HIDDEN_TEMPLE'
    | 'ILLUMINATI'
    | 'SUNKEN_GALLEON'
    | 'TREASURE_TOWER';
  export type MapTileNullable = null | MapTile;
  export type RegionNullable = null | Region;
  export type Region = 'POMPEII' | 'ATLANTIS' | 'JUNGLE' | 'PHARAOHS' | 'GODS' | 'DARK' | 'ANY';
  export type SpecialistNullable = null | Specialist;
  export type SpecialistTypeNullable = null | SpecialistType;
  export type SpecialistType = 'CARTOGRAPHER' | 'EXCAVATOR';
  export type ArtifactTypeNullable = null | ArtifactType;
  export type ArtifactType = 'DESERT' | 'JUNGLE' | 'WATER' | 'FIRE' | 'HOLY' | 'DARKNESS' | 'COVETED';
  export type MissionNullable = null | Mission;
  export type MissionKindNullable = null | MissionKind;
  export type MissionKind =
    | 'DUAL_MAP'
    | 'SECRET_MAP'
    | 'BROADEN_YOUR_EXPERTISE'
    | 'CONGREGATE_CARTOGRAPHERS'
    | 'DIVE_FOR_DOUBLOONS'
    | 'EMBRACE_THE_GUILD'
    | 'FIND_THE_MAPS'
    | 'GATHER_THE_EXCAVATORS'
    | 'HIRE_THE_RIGHT_HUNTERS'
    | 'JOIN_THE_ILLUMINATI'
    | 'LOOT_THE_TOWER'
    | 'RAID_THE_TEMPLE'
    | 'RECRUIT_SPECIALISTS'
    | 'SCOUR_THE_GLOBE'
    | 'SECOND_OPINION'
    | 'UNITE_THE_SPECIALISTS';
  export type AbilityNullable = null | Ability;
  export type Ability = 'TIMELESS_GIFT' | 'WILL_TO_WIN' | 'LITTLE_HELP' | 'PERSUASION' | 'ALLY_ON_THE_INSIDE';
  export type ItemChoiceNullable = null | ItemChoice;
  export type ItemChoice = 'NONE' | 'REGIONAL' | 'TOOL';

  export interface UseLittleHelp {}
  export interface UseTimelessGift {}
  export interface UseAlly {
    group: number;
  }
  export interface Decline {}
  export interface MarkReroll {
    kind: DieKindNullable;
    value: number;
  }
  export interface Reroll {}
  export interface Persuade {
    from: number;
    kind: DieKindNullable;
    to: number;
  }
  export interface PersuadeSecond {
    from: number;
    kind: DieKindNullable;
    to: number;
  }
  export interface Place {
    black: string | null;
    building: BuildingNullable;
    dice: string | null;
    target: number;
    willToWin: number;
  }
  export interface PlaceDummy {
    building: BuildingNullable;
    dice: string | null;
    target: number;
    willToWin: number;
  }
  export interface EndTurn {}
  export interface TakeMap {
    map: MapTileNullable;
  }
  export interface MapTile {
    high: number;
    low: number;
    region: RegionNullable;
  }
  export interface TakeSpecialist {
    specialist: SpecialistNullable;
  }
  export interface Specialist {
    region: RegionNullable;
    type: SpecialistTypeNullable;
    value: number;
  }
  export interface KeepArtifact {
    artifact: ArtifactTypeNullable;
  }
  export interface KeepMission {
    mission: MissionNullable;
  }
  export interface Mission {
    first: RegionNullable;
    kind: MissionKindNullable;
    second: RegionNullable;
  }
  export interface TakeAbility {
    ability: AbilityNullable;
  }
  export interface KeepTreasure {
    value: number;
  }
  export interface AssignSpecialist {
    host: number;
    item: ItemChoiceNullable;
  }
  export interface LeaveUnassigned {}
}
export type Action = action.Action;

export declare namespace event {
  export type Event =
    | (GameStarted & {
        type: 'GameStarted';
      })
    | (CollectionDealt & {
        type: 'CollectionDealt';
      })
    | (RoundStarted & {
        type: 'RoundStarted';
      })
    | (MapsDisplayed & {
        type: 'MapsDisplayed';
      })
    | (SpecialistsDisplayed & {
        type: 'SpecialistsDisplayed';
      })
    | (ItemsLaidFaceDown & {
        type: 'ItemsLaidFaceDown';
      })
    | (AbilitiesRevealed & {
        type: 'AbilitiesRevealed';
      })
    | (AbilityPlayed & {
        type: 'AbilityPlayed';
      })
    | (OfferDeclined & {
        type: 'OfferDeclined';
      })
    | (TurnStarted & {
        type: 'TurnStarted';
      })
    | (DiceRolled & {
        type: 'DiceRolled';
      })
    | (DiceRerolled & {
        type: 'DiceRerolled';
      })
    | (DiePersuaded & {
        type: 'DiePersuaded';
      })
    | (DicePlaced & {
        type: 'DicePlaced';
      })
    | (WillToWinUsed & {
        type: 'WillToWinUsed';
      })
    | (DiceToLibrary & {
        type: 'DiceToLibrary';
      })
    | (TreasuresDrawn & {
        type: 'TreasuresDrawn';
      })
    | (TreasuresSeen & {
        type: 'TreasuresSeen';
      })
    | (DummyTreasuresDrawn & {
        type: 'DummyTreasuresDrawn';
      })
    | (TreasureStackReshuffled & {
        type: 'TreasureStackReshuffled';
      })
    | (RoundEndTriggered & {
        type: 'RoundEndTriggered';
      })
    | (TurnEnded & {
        type: 'TurnEnded';
      })
    | (UnplacedDiceCollected & {
        type: 'UnplacedDiceCollected';
      })
    | (BuildingResolved & {
        type: 'BuildingResolved';
      })
    | (AllyUsed & {
        type: 'AllyUsed';
      })
    | (MapTaken & {
        type: 'MapTaken';
      })
    | (MapRemoved & {
        type: 'MapRemoved';
      })
    | (MapsSetAside & {
        type: 'MapsSetAside';
      })
    | (SpecialistTaken & {
        type: 'SpecialistTaken';
      })
    | (SpecialistRemoved & {
        type: 'SpecialistRemoved';
      })
    | (SpecialistsSetAside & {
        type: 'SpecialistsSetAside';
      })
    | (ArtifactsDrawn & {
        type: 'ArtifactsDrawn';
      })
    | (ArtifactsSeen & {
        type: 'ArtifactsSeen';
      })
    | (ArtifactKept & {
        type: 'ArtifactKept';
      })
    | (ArtifactsDiscarded & {
        type: 'ArtifactsDiscarded';
      })
    | (ArtifactsRemoved & {
        type: 'ArtifactsRemoved';
      })
    | (MissionsReceived & {
        type: 'MissionsReceived';
      })
    | (MissionsSeen & {
        type: 'MissionsSeen';
      })
    | (MissionKept & {
        type: 'MissionKept';
      })
    | (MissionsPutUnder & {
        type: 'MissionsPutUnder';
      })
    | (MissionRemoved & {
        type: 'MissionRemoved';
      })
    | (ItemTaken & {
        type: 'ItemTaken';
      })
    | (ItemSeen & {
        type: 'ItemSeen';
      })
    | (ItemRemoved & {
        type: 'ItemRemoved';
      })
    | (ItemsSetAside & {
        type: 'ItemsSetAside';
      })
    | (AbilityTaken & {
        type: 'AbilityTaken';
      })
    | (AbilityRemoved & {
        type: 'AbilityRemoved';
      })
    | (AbilitiesSetAside & {
        type: 'AbilitiesSetAside';
      })
    | (TreasuresKept & {
        type: 'TreasuresKept';
      })
    | (TreasuresDiscarded & {
        type: 'TreasuresDiscarded';
      })
    | (ChaliceDrawn & {
        type: 'ChaliceDrawn';
      })
    | (ChaliceSeen & {
        type: 'ChaliceSeen';
      })
    | (TokensGained & {
        type: 'TokensGained';
      })
    | (StartPlayerPassed & {
        type: 'StartPlayerPassed';
      })
    | (HoldingsRevealed & {
        type: 'HoldingsRevealed';
      })
    | (SpecialistAssigned & {
        type: 'SpecialistAssigned';
      })
    | (AssignmentMade & {
        type: 'AssignmentMade';
      })
    | (GameEnded & {
        type: 'GameEnded';
      });
  export type BuildingNullable = null | Building;
  export type Building =
    | 'ARCHIVES'
    | 'UNIVERSITY'
    | 'LIBRARY'
    | 'AUCTION_HOUSE'
    | 'TREASURE_HUNTERS_GUILD'
    | 'HIDDEN_TEMPLE'
    | 'ILLUMINATI'
    | 'SUNKEN_GALLEON'
    | 'TREASURE_TOWER';
  export type PrivateCollectionNullable = null | PrivateCollection;
  export type ArtifactTypeNullable = null | ArtifactType;
  export type ArtifactType = 'DESERT' | 'JUNGLE' | 'WATER' | 'FIRE' | 'HOLY' | 'DARKNESS' | 'COVETED';
  export type RegionNullable = null | Region;
  export type Region = 'POMPEII' | 'ATLANTIS' | 'JUNGLE' | 'PHARAOHS' | 'GODS' | 'DARK' | 'ANY';
  export type SpecialistTypeNullable = null | SpecialistType;
  export type SpecialistType = 'CARTOGRAPHER' | 'EXCAVATOR';
  export type Ability = 'TIMELESS_GIFT' | 'WILL_TO_WIN' | 'LITTLE_HELP' | 'PERSUASION' | 'ALLY_ON_THE_INSIDE';
  export type AbilityNullable = null | Ability;
  export type DieKindNullable = null | DieKind;
  export type DieKind = 'OWN' | 'BLACK' | 'DUMMY';
  export type MapTileNullable = null | MapTile;
  export type SpecialistNullable = null | Specialist;
  export type MissionKindNullable = null | MissionKind;
  export type MissionKind =
    | 'DUAL_MAP'
    | 'SECRET_MAP'
    | 'BROADEN_YOUR_EXPERTISE'
    | 'CONGREGATE_CARTOGRAPHERS'
    | 'DIVE_FOR_DOUBLOONS'
    | 'EMBRACE_THE_GUILD'
    | 'FIND_THE_MAPS'
    | 'GATHER_THE_EXCAVATORS'
    | 'HIRE_THE_RIGHT_HUNTERS'
    | 'JOIN_THE_ILLUMINATI'
    | 'LOOT_THE_TOWER'
    | 'RAID_THE_TEMPLE'
    | 'RECRUIT_SPECIALISTS'
    | 'SCOUR_THE_GLOBE'
    | 'SECOND_OPINION'
    | 'UNITE_THE_SPECIALISTS';
  export type MagicItemNullable = null | MagicItem;
  export type ChaliceBackNullable = null | ChaliceBack;
  export type ChaliceBack = 'BRONZE' | 'SILVER' | 'GOLD';
  export type ChaliceNullable = null | Chalice;
  export type ItemChoiceNullable = null | ItemChoice;
  export type ItemChoice = 'NONE' | 'REGIONAL' | 'TOOL';
  export type AssignmentNullable = null | Assignment;

  export interface GameStarted {
    bBuilding: BuildingNullable;
    cBuilding: null | Building;
    dummy: boolean;
    players: number;
    startSeat: number;
  }
  export interface CollectionDealt {
    collection: PrivateCollectionNullable;
    seat: number;
  }
  export interface PrivateCollection {
    favourite: ArtifactTypeNullable;
    second: ArtifactTypeNullable;
  }
  export interface RoundStarted {
    round: number;
    startSeat: number;
  }
  export interface MapsDisplayed {
    maps: MapTile[] | null;
  }
  export interface MapTile {
    high: number;
    low: number;
    region: RegionNullable;
  }
  export interface SpecialistsDisplayed {
    specialists: Specialist[] | null;
  }
  export interface Specialist {
    region: RegionNullable;
    type: SpecialistTypeNullable;
    value: number;
  }
  export interface ItemsLaidFaceDown {
    count: number;
  }
  export interface AbilitiesRevealed {
    abilities: Ability[] | null;
  }
  export interface AbilityPlayed {
    ability: AbilityNullable;
    seat: number;
  }
  export interface OfferDeclined {
    ability: AbilityNullable;
    seat: number;
  }
  export interface TurnStarted {
    extra: boolean;
    seat: number;
  }
  export interface DiceRolled {
    black: string | null;
    dummy: string | null;
    own: string | null;
    seat: number;
  }
  export interface DiceRerolled {
    blackAfter: string | null;
    blackBefore: string | null;
    dummyAfter: string | null;
    dummyBefore: string | null;
    ownAfter: string | null;
    ownBefore: string | null;
    seat: number;
  }
  export interface DiePersuaded {
    from: number;
    kind: DieKindNullable;
    seat: number;
    to: number;
  }
  export interface DicePlaced {
    building: BuildingNullable;
    dice: string | null;
    owner: number;
    seat: number;
    target: number;
  }
  export interface WillToWinUsed {
    building: BuildingNullable;
    seat: number;
    value: number;
    victim: number;
  }
  export interface DiceToLibrary {
    count: number;
    from: BuildingNullable;
    owner: number;
    takenBack: boolean;
  }
  export interface TreasuresDrawn {
    count: number;
    seat: number;
  }
  export interface TreasuresSeen {
    seat: number;
    values: number[] | null;
  }
  export interface DummyTreasuresDrawn {
    count: number;
  }
  export interface TreasureStackReshuffled {
    count: number;
  }
  export interface RoundEndTriggered {
    seat: number;
  }
  export interface TurnEnded {
    seat: number;
  }
  export interface UnplacedDiceCollected {
    blackLost: number;
    seat: number;
    toLibrary: number;
  }
  export interface BuildingResolved {
    building: BuildingNullable;
  }
  export interface AllyUsed {
    group: number;
    seat: number;
  }
  export interface MapTaken {
    map: MapTileNullable;
    seat: number;
  }
  export interface MapRemoved {
    map: MapTileNullable;
  }
  export interface MapsSetAside {
    maps: MapTile[] | null;
  }
  export interface SpecialistTaken {
    seat: number;
    specialist: SpecialistNullable;
  }
  export interface SpecialistRemoved {
    specialist: SpecialistNullable;
  }
  export interface SpecialistsSetAside {
    specialists: Specialist[] | null;
  }
  export interface ArtifactsDrawn {
    count: number;
    place: number;
    seat: number;
  }
  export interface ArtifactsSeen {
    artifacts: ArtifactType[] | null;
    seat: number;
  }
  export interface ArtifactKept {
    artifact: ArtifactTypeNullable;
    seat: number;
  }
  export interface ArtifactsDiscarded {
    artifacts: ArtifactType[] | null;
  }
  export interface ArtifactsRemoved {
    artifacts: ArtifactType[] | null;
  }
  export interface MissionsReceived {
    count: number;
    from: number;
    place: number;
    seat: number;
  }
  export interface MissionsSeen {
    missions: Mission[] | null;
    seat: number;
  }
  export interface Mission {
    first: RegionNullable;
    kind: MissionKindNullable;
    second: RegionNullable;
  }
  export interface MissionKept {
    seat: number;
  }
  export interface MissionsPutUnder {
    count: number;
  }
  export interface MissionRemoved {}
  export interface ItemTaken {
    seat: number;
  }
  export interface ItemSeen {
    item: MagicItemNullable;
    seat: number;
  }
  export interface MagicItem {
    region: RegionNullable;
    type: SpecialistTypeNullable;
  }
  export interface ItemRemoved {}
  export interface ItemsSetAside {
    items: MagicItem[] | null;
  }
  export interface AbilityTaken {
    ability: AbilityNullable;
    seat: number;
  }
  export interface AbilityRemoved {
    ability: AbilityNullable;
  }
  export interface AbilitiesSetAside {
    abilities: Ability[] | null;
  }
  export interface TreasuresKept {
    seat: number;
    values: number[] | null;
  }
  export interface TreasuresDiscarded {
    count: number;
    faceUpValues: number[] | null;
    seat: number;
  }
  export interface ChaliceDrawn {
    back: ChaliceBackNullable;
    seat: number;
  }
  export interface ChaliceSeen {
    chalice: ChaliceNullable;
    seat: number;
  }
  export interface Chalice {
    back: ChaliceBackNullable;
    fragment: boolean;
    value: number;
  }
  export interface TokensGained {
    count: number;
    seat: number;
  }
  export interface StartPlayerPassed {
    seat: number;
  }
  export interface HoldingsRevealed {
    chalices: Chalice[] | null;
    collection: null | PrivateCollection;
    items: MagicItem[] | null;
    missions: Mission[] | null;
    seat: number;
  }
  export interface SpecialistAssigned {
    host: number;
    item: ItemChoiceNullable;
    seat: number;
    specialist: SpecialistNullable;
  }
  export interface AssignmentMade {
    assignment: AssignmentNullable;
    automatic: boolean;
    seat: number;
  }
  export interface Assignment {
    hosts: number[] | null;
    items: ItemChoice[] | null;
  }
  export interface GameEnded {
    ranks: number[] | null;
    scores: ScoreSheet[] | null;
  }
  export interface ScoreSheet {
    abilities: number;
    artifacts: number;
    chalices: number;
    coveted: number;
    maps: number;
    missionMaps: number;
    missions: number;
    specialists: number;
    tokens: number;
    total: number;
    treasures: number;
    unassigned: number;
  }
}
export type Event = event.Event;

export declare namespace options {
  export type AssignmentModeNullable = null | AssignmentMode;
  export type AssignmentMode = 'AUTO_OPTIMAL' | 'MANUAL' | 'AUTO_WITH_AUCTION_HOUSE';
  export type Building =
    | 'ARCHIVES'
    | 'UNIVERSITY'
    | 'LIBRARY'
    | 'AUCTION_HOUSE'
    | 'TREASURE_HUNTERS_GUILD'
    | 'HIDDEN_TEMPLE'
    | 'ILLUMINATI'
    | 'SUNKEN_GALLEON'
    | 'TREASURE_TOWER';
  export type Ability = 'TIMELESS_GIFT' | 'WILL_TO_WIN' | 'LITTLE_HELP' | 'PERSUASION' | 'ALLY_ON_THE_INSIDE';
  export type ArtifactType = 'DESERT' | 'JUNGLE' | 'WATER' | 'FIRE' | 'HOLY' | 'DARKNESS' | 'COVETED';
  export type ChaliceBackNullable = null | ChaliceBack;
  export type ChaliceBack = 'BRONZE' | 'SILVER' | 'GOLD';
  export type RegionNullable = null | Region;
  export type Region = 'POMPEII' | 'ATLANTIS' | 'JUNGLE' | 'PHARAOHS' | 'GODS' | 'DARK' | 'ANY';
  export type SpecialistTypeNullable = null | SpecialistType;
  export type SpecialistType = 'CARTOGRAPHER' | 'EXCAVATOR';
  export type MissionKindNullable = null | MissionKind;
  export type MissionKind =
    | 'DUAL_MAP'
    | 'SECRET_MAP'
    | 'BROADEN_YOUR_EXPERTISE'
    | 'CONGREGATE_CARTOGRAPHERS'
    | 'DIVE_FOR_DOUBLOONS'
    | 'EMBRACE_THE_GUILD'
    | 'FIND_THE_MAPS'
    | 'GATHER_THE_EXCAVATORS'
    | 'HIRE_THE_RIGHT_HUNTERS'
    | 'JOIN_THE_ILLUMINATI'
    | 'LOOT_THE_TOWER'
    | 'RAID_THE_TEMPLE'
    | 'RECRUIT_SPECIALISTS'
    | 'SCOUR_THE_GLOBE'
    | 'SECOND_OPINION'
    | 'UNITE_THE_SPECIALISTS';
  export type ArtifactTypeNullable = null | ArtifactType;
  export type TemplePair = 'TWO_FIVE' | 'ONE_SIX' | 'EITHER';
  export type DummyGalleonDrawsNullable = null | DummyGalleonDraws;
  export type DummyGalleonDraws = 'NONE' | 'DRAW_AND_DISCARD' | 'DRAW_AND_REMOVE';
  export type GalleonDiscardsNullable = null | GalleonDiscards;
  export type GalleonDiscards = 'FACE_DOWN' | 'FACE_UP';
  export type SmallGameVariantNullable = null | SmallGameVariant;
  export type SmallGameVariant = 'DUMMY' | 'FEWER_BUILDINGS' | 'NONE';
  export type StraightExtensionNullable = null | StraightExtension;
  export type StraightExtension = 'ONE_DIE_PER_END' | 'ANY_DICE_PER_END';
  export type TemplePairsNullable = null | TemplePairs;
  export type TemplePairs = 'EITHER_PAIR_ANY_SPACE' | 'PER_SPACE_TABLE';
  export type ThirdPlaceNullable = null | ThirdPlace;
  export type ThirdPlace = 'ALWAYS' | 'FIVE_PLAYERS_ONLY' | 'FIVE_PLAYERS_OR_DUMMY';
  export type ThreeSpecialistDoublingNullable = null | ThreeSpecialistDoubling;
  export type ThreeSpecialistDoubling = 'TWO_OF_THREE' | 'ALL_THREE';
  export type TowerPushNullable = null | TowerPush;
  export type TowerPush = 'PER_HALF' | 'WHOLE_TOWER';

  export interface Options {
    allyOnTheInside: boolean;
    assignment: AssignmentModeNullable;
    bBuilding: null | Building;
    cBuilding: null | Building;
    chaliceFragments: boolean;
    components: null | Components;
    covetedArtifacts: boolean;
    dualMapTypesFixed: boolean;
    dummyAbilities: boolean;
    dummyFirstArtifacts: number;
    dummyGalleonDraws: DummyGalleonDrawsNullable;
    dummyLibraryBan: boolean;
    galleonDiscards: GalleonDiscardsNullable;
    galleonKeepHighest: boolean;
    itemsOnMissionMaps: boolean;
    libraryLowestDie: boolean;
    multipleStraights: boolean;
    rerollDummyDice: boolean;
    severalTimelessGifts: boolean;
    smallGameVariant: SmallGameVariantNullable;
    startSeat: number;
    straightExtension: StraightExtensionNullable;
    templePairs: TemplePairsNullable;
    thirdPlace: ThirdPlaceNullable;
    threeSpecialistDoubling: ThreeSpecialistDoublingNullable;
    toolsOfPower: boolean;
    towerPush: TowerPushNullable;
    willToWinAtGalleon: boolean;
  }
  export interface Components {
    abilities: Ability[] | null;
    allies: Ability[] | null;
    artifacts: ArtifactType[] | null;
    chaliceFragments: Chalice[] | null;
    chalices: Chalice[] | null;
    covetedArtifacts: ArtifactType[] | null;
    fragmentPairs: number[] | null;
    magicItems: MagicItem[] | null;
    maps: MapTile[] | null;
    missions: Mission[] | null;
    privateCollections: PrivateCollection[] | null;
    specialists: Specialist[] | null;
    sunkenTreasures: number[] | null;
    templeSpaces: TemplePair[] | null;
    toolsOfPower: MagicItem[] | null;
  }
  export interface Chalice {
    back: ChaliceBackNullable;
    fragment: boolean;
    value: number;
  }
  export interface MagicItem {
    region: RegionNullable;
    type: SpecialistTypeNullable;
  }
  export interface MapTile {
    high: number;
    low: number;
    region: RegionNullable;
  }
  export interface Mission {
    first: RegionNullable;
    kind: MissionKindNullable;
    second: RegionNullable;
  }
  export interface PrivateCollection {
    favourite: ArtifactTypeNullable;
    second: ArtifactTypeNullable;
  }
  export interface Specialist {
    region: RegionNullable;
    type: SpecialistTypeNullable;
    value: number;
  }
}
export type Options = options.Options;
