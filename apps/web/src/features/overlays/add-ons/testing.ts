/**
 * TESTS ONLY (unit render tests and e2e/tests/overlay-add-ons.spec.ts): table states with an add-on
 * on, each add-on's field taken from its domain reducer after a few real actions (`view(...)` of a
 * state the reducer reached), not written by hand. The poker side is the protocol's mid-hand 6-max
 * fixture (Ana, Ben, Cleo, Dev, Eli, Fay in seats 0–5), so the strip and the board are on the stage
 * beside the add-on panel, as they will be at a real table.
 *
 * `hidden`: the hidden overlay's projection (what the engine sends that audience): every poker hole
 * card and every UTH card but the board `null` (the protocol's `hideHoleCards`), the blackjack dealer's
 * hole card `null` until turned.
 */

import { seededRandom } from '@railbird/poker';
import { blackjack, room, uth } from '@railbird/poker/addons';
import { type AddOn, hideHoleCards, type Player, type TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';

type Card = Parameters<typeof room.handOutcome>[0]['board'][number];

/** An add-on reducer's answer: the state or a refusal with its reason. */
type Answer<S> = { ok: true; state: S } | { ok: false; error: { message: string } };

function must<S>(answer: Answer<S>, what: string): S {
  if (!answer.ok) throw new Error(`${what}: ${answer.error.message}`);
  return answer.state;
}

/** Applies `inputs` in order through `apply`; a refusal throws (a scene is a legal game). */
function play<S, I extends { type: string }>(apply: (s: S, i: I) => Answer<S>, start: S, inputs: I[]): S {
  return inputs.reduce((s, input) => must(apply(s, input), input.type), start);
}

const SEATS = [0, 1, 2, 3, 4, 5] as const;

/** The mid-hand 6-max table, fresh, hole cards hidden for the hidden audience. */
function baseTable(hidden: boolean): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  state.updateTime = Date.now();
  if (hidden) {
    for (const p of state.playerGroup.players as Player[]) {
      if (p.roundStatus) {
        p.roundStatus.hand.cards = p.roundStatus.hand.cards.map(() => null);
        p.roundStatus.equitiesList = [];
      }
    }
  }
  return state;
}

function withAddOn<K extends AddOn>(state: TableState, addOn: K, value: NonNullable<TableState[K]>) {
  state.addOns = [...state.addOns.filter((a) => a !== addOn), addOn];
  (state as Record<K, unknown>)[addOn] = value;
  return state;
}

function players(state: TableState): Player[] {
  return state.playerGroup.players as Player[];
}

// ── Blackjack ────────────────────────────────────────────────────────────────────────────────────

export type CasinoMoment = 'playing' | 'settled';

/**
 * A blackjack table with four seats (Ana, Cleo, Eli, Fay), bots betting and playing by basic strategy
 * from a seeded shoe: `playing` stops at the first decision of the round's second player (the dealer's
 * hole card still down), `settled` at the end of the round (results on every hand).
 */
export function blackjackState(moment: CasinoMoment, seed = 7) {
  const random = seededRandom(seed);
  const created = blackjack.createBlackjack({
    seats: [0, 2, 4, 5].map((seatIndex) => ({ seatIndex, stack: 1000 })),
  });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const shoe = blackjack.shuffledShoe(state.rules.decks, random);
  let turnsSeen = new Set<number>();
  for (let guard = 0; guard < 500; guard++) {
    if (moment === 'settled' && state.roundState === 'SETTLING') break;
    const turn = blackjack.blackjackOptions(state).turn;
    if (moment === 'playing' && turn) {
      turnsSeen.add(turn.seatIndex);
      if (turnsSeen.size === 2) break;
    }
    if (state.roundState === 'SETTLING') turnsSeen = new Set();
    const action = blackjack.simulatedTableAction(state, shoe, random);
    if (!action) throw new Error('the blackjack table stopped');
    state = must(blackjack.applyBlackjack(state, action), action.type);
  }
  return state;
}

export function blackjackScene(options: {
  moment: CasinoMoment;
  hidden: boolean;
  seed?: number;
}): TableState {
  const state = blackjackState(options.moment, options.seed);
  // The hole card stays down for every viewer of an overlay until the dealer turns it.
  const view = blackjack.blackjackView(state, { hideHole: true }) as unknown as NonNullable<
    TableState['blackjack']
  >;
  const table = withAddOn(baseTable(options.hidden), 'blackjack', view);
  // The banked game being dealt, as the engine names it (protocol: required while blackjack is listed).
  table.partyGameDealer = {
    gameName: 'Blackjack',
    roundState: view.roundState,
    dealerCards: view.dealerHand,
  };
  return table;
}

// ── Ultimate Texas hold'em ─────────────────────────────────────────────────────────────────────────

/**
 * A UTH round for five seats (all but Dev), one with trips, dealt from a seeded deck, bots deciding by
 * the simple strategy: `playing` stops at the flop decision, `settled` after the dealer's hand.
 */
export function uthState(moment: CasinoMoment, seed = 11) {
  const random = seededRandom(seed);
  const deck = blackjack.shuffledShoe(1, random);
  const seats = [0, 1, 2, 4, 5];
  let state = uth.newUthTable(
    uth.DEFAULT_UTH_RULES,
    seats.map((seatIndex) => ({ seatIndex, stack: 1000 })),
  );
  const step = (action: Parameters<typeof uth.applyUth>[1]) => {
    state = must(uth.applyUth(state, action), action.type);
  };
  for (const seatIndex of seats) step({ type: 'bet', seatIndex, ante: 10, trips: seatIndex === 2 ? 5 : 0 });
  step({ type: 'closeBets' });
  let dealt = 0;
  for (let guard = 0; guard < 200 && state.roundState !== 'SETTLING'; guard++) {
    if (moment === 'playing' && state.board.length === 3 && !uth.nextCardFor(state)) break;
    if (uth.nextCardFor(state)) {
      step({ type: 'dealCard', card: deck[dealt++]! });
      continue;
    }
    const seatIndex = uth.uthOptions(state).waitingOn[0];
    if (seatIndex === undefined) throw new Error(`UTH stuck in ${state.roundState}`);
    const action = uth.uthBotAction(state, seatIndex);
    if (!action) throw new Error(`no UTH decision for seat ${seatIndex}`);
    step(action);
  }
  return state;
}

export function uthScene(options: { moment: CasinoMoment; hidden: boolean; seed?: number }): TableState {
  const view = uth.uthView(uthState(options.moment, options.seed), {
    hideHoleCards: false,
  }) as NonNullable<TableState['uth']>;
  const table = withAddOn(baseTable(false), 'uth', view);
  // The banked game being dealt, as the engine names it (protocol: required while UTH is listed).
  table.partyGameDealer = {
    gameName: 'Ultimate Texas Hold’em',
    roundState: view.roundState,
    dealerCards: view.dealerCards,
  };
  // The hidden audience gets what the engine sends it: the protocol's projection, which keeps every
  // UTH card but the board face down, the dealer's too, settled or not.
  return options.hidden ? hideHoleCards(table) : table;
}

// ── The room games, fed by poker hands ─────────────────────────────────────────────────────────────

/** A finished poker hand at the six seats: `winners` took the pot, `shown` tabled their cards. */
function pokerHand(
  handNumber: number,
  winners: readonly number[],
  options: {
    board?: Card[];
    shown?: Record<number, Card[]>;
    busted?: readonly number[];
    seats?: readonly number[];
    start?: number;
  } = {},
) {
  const shown = options.shown ?? {};
  const start = options.start ?? 1000;
  const seats = (options.seats ?? SEATS).map((seatIndex) => {
    const won = winners.includes(seatIndex) ? 60 : 0;
    const busted = options.busted?.includes(seatIndex) ?? false;
    return {
      seatIndex,
      playerId: `p${seatIndex}`,
      startingStack: start,
      finishingStack: busted ? 0 : start - 10 + won,
      won,
      holeCards: shown[seatIndex] ?? null,
      showedDown: shown[seatIndex] !== undefined,
      foldedPreflop: false,
    };
  });
  return room.handOutcome({
    handNumber,
    buttonSeatIndex: handNumber % 6,
    board: options.board ?? [],
    seats,
    pots: winners.length > 0 ? [{ amount: 60 * winners.length, winners: [...winners] }] : [],
  });
}

/** Nit game after four hands: Cleo won twice, Eli once, Ben once; Ana, Dev and Fay still nits. */
export function nitGameScene(hidden: boolean): TableState {
  let state = play(
    room.applyNitGame,
    room.newNitGame(50),
    SEATS.map((seatIndex) => ({ type: 'join' as const, seatIndex, playerId: `p${seatIndex}`, stack: 1000 })),
  );
  state = play(room.applyNitGame, state, [
    { type: 'hand', outcome: pokerHand(1, [2]) },
    { type: 'hand', outcome: pokerHand(2, [4]) },
    { type: 'hand', outcome: pokerHand(3, [2]) },
    { type: 'hand', outcome: pokerHand(4, [1]) },
  ]);
  const table = withAddOn(baseTable(hidden), 'nitGameAddOn', room.nitGameView(state));
  for (const p of players(table)) Object.assign(p, room.nitGamePlayerView(state, p.seatIndex));
  return table;
}

/** Powerups: every seat granted some, Cleo has used one, Eli has played a SHIELD waiting for confirmation. */
export function powerupsScene(hidden: boolean): TableState {
  const grants: [number, room.PowerupKind][] = [
    [0, 'PEEK'],
    [1, 'DOUBLE'],
    [1, 'PICKPOCKET'],
    [2, 'PEEK'],
    [2, 'DOUBLE'],
    [4, 'SHIELD'],
    [4, 'PEEK'],
    [5, 'PICKPOCKET'],
  ];
  let state = play(
    room.applyPowerups,
    room.newPowerups(),
    grants.map(([seatIndex, kind]) => ({
      type: 'grant' as const,
      seatIndex,
      playerId: `p${seatIndex}`,
      kind,
    })),
  );
  const idOf = (seatIndex: number, kind: string) =>
    room.powerupsPlayerView(state, seatIndex).find((p) => p.kind === kind && !p.isUsed)!.id;
  state = play(room.applyPowerups, state, [
    { type: 'play', seatIndex: 2, powerupId: idOf(2, 'PEEK') },
    { type: 'confirm' },
  ]);
  state = play(room.applyPowerups, state, [{ type: 'play', seatIndex: 4, powerupId: idOf(4, 'SHIELD') }]);
  const table = withAddOn(baseTable(hidden), 'powerupsAddOn', room.powerupsView(state));
  for (const p of players(table)) p.powerups = room.powerupsPlayerView(state, p.seatIndex);
  return table;
}

/** Runner-up: a three-way showdown won by Eli; Cleo's second-best hand took the prize. */
export function runnerUpScene(hidden: boolean): TableState {
  const state = play(room.applyRunnerUp, room.newRunnerUp(40), [
    {
      type: 'hand',
      outcome: pokerHand(7, [4], {
        board: ['SA', 'H7', 'D2', 'CJ', 'S3'],
        shown: { 2: ['DK', 'DQ'], 4: ['SK', 'HK'], 5: ['C4', 'D5'] },
      }),
    },
  ]);
  return withAddOn(baseTable(hidden), 'runnerUpAddOn', room.runnerUpView(state));
}

/** One-and-done: five bought in; Ben busted in hand 2 and has played his one buy-in. */
export function oneNDoneScene(hidden: boolean): TableState {
  const state = play(room.applyOneAndDone, room.newOneAndDone(100), [
    ...[0, 1, 2, 4, 5].map((seatIndex) => ({ type: 'buyIn' as const, seatIndex, playerId: `p${seatIndex}` })),
    { type: 'hand', outcome: pokerHand(2, [2], { busted: [1], seats: [0, 1, 2, 4, 5], start: 100 }) },
  ]);
  return withAddOn(baseTable(hidden), 'oneNDoneAddOn', room.oneAndDoneView(state));
}

/** Team games: three teams of two, scored over five hands. */
export function teamScene(hidden: boolean): TableState {
  const state = play(room.applyTeamGame, room.newTeamGame(), [
    { type: 'addTeam', id: 'sharks', name: 'Sharks', color: '#0ea5e9' },
    { type: 'addTeam', id: 'fish', name: 'Fish', color: '#f97316' },
    { type: 'addTeam', id: 'donks', name: 'Donkeys', color: '#a855f7' },
    { type: 'assignSeat', seatIndex: 0, teamId: 'sharks' },
    { type: 'assignSeat', seatIndex: 3, teamId: 'sharks' },
    { type: 'assignSeat', seatIndex: 1, teamId: 'fish' },
    { type: 'assignSeat', seatIndex: 4, teamId: 'fish' },
    { type: 'assignSeat', seatIndex: 2, teamId: 'donks' },
    { type: 'assignSeat', seatIndex: 5, teamId: 'donks' },
    { type: 'hand', outcome: pokerHand(1, [4]) },
    { type: 'hand', outcome: pokerHand(2, [0]) },
    { type: 'hand', outcome: pokerHand(3, [4]) },
    { type: 'hand', outcome: pokerHand(4, [1]) },
    { type: 'hand', outcome: pokerHand(5, [5]) },
  ]);
  return withAddOn(baseTable(hidden), 'teamAddOn', room.teamGameView(state));
}

/**
 * Bingo: 3×3 cards dealt to the six seats from a seeded source, then two hands whose boards carry
 * Cleo's whole top row (so she has BINGO!) and marks on the others' cards.
 */
export function bingoScene(hidden: boolean): TableState {
  let state = play(room.applyBingo, room.newBingo({ prize: 100, size: 3, win: 'LINE' }), [
    {
      type: 'deal',
      seats: SEATS.map((seatIndex) => ({ seatIndex, playerId: `p${seatIndex}` })),
      random: seededRandom(5),
    },
  ]);
  const cleo = state.players.find((p) => p.seatIndex === 2)!.squares.map((s) => s.card);
  const row = cleo.slice(0, 3);
  const others = state.players
    .filter((p) => p.seatIndex !== 2)
    .flatMap((p) => p.squares.map((s) => s.card))
    .filter((c) => !cleo.includes(c));
  const unique = [...new Set(others)];
  state = play(room.applyBingo, state, [
    { type: 'hand', outcome: pokerHand(1, [0], { board: unique.slice(0, 5) }) },
    { type: 'hand', outcome: pokerHand(2, [2], { board: [...row, ...unique.slice(5, 7)] }) },
  ]);
  return withAddOn(baseTable(hidden), 'bingoAddOn', room.bingoView(state));
}

/** Fortune teller: four predictions judged on a board of SA HA D7 C8 H2, one void. */
export function fortuneTellerScene(hidden: boolean): TableState {
  const state = play(room.applyFortuneTeller, room.newFortuneTeller(20), [
    { type: 'predict', seatIndex: 0, prophecy: 'PAIRED_BOARD' },
    { type: 'predict', seatIndex: 2, prophecy: 'ACE_ON_FLOP' },
    { type: 'predict', seatIndex: 3, prophecy: 'FACE_ON_TURN' },
    { type: 'predict', seatIndex: 5, prophecy: 'MONOTONE_FLOP' },
    { type: 'hand', outcome: pokerHand(9, [2], { board: ['SA', 'HA', 'D7', 'C8', 'H2'] }) },
  ]);
  return withAddOn(baseTable(hidden), 'fortuneTellerAddOn', room.fortuneTellerView(state));
}

/** Fortune teller before the hand: predictions open, nothing judged yet. */
export function fortuneTellerOpenScene(hidden: boolean): TableState {
  const state = play(room.applyFortuneTeller, room.newFortuneTeller(20), [
    { type: 'predict', seatIndex: 1, prophecy: 'RED_RIVER' },
    { type: 'predict', seatIndex: 4, prophecy: 'FLUSH_POSSIBLE' },
  ]);
  return withAddOn(baseTable(hidden), 'fortuneTellerAddOn', room.fortuneTellerView(state));
}

/** Every add-on scene by a short name, for the tests that walk them all. */
export const ADD_ON_SCENES = {
  'blackjack-playing': (hidden: boolean) => blackjackScene({ moment: 'playing', hidden }),
  'blackjack-settled': (hidden: boolean) => blackjackScene({ moment: 'settled', hidden }),
  'uth-playing': (hidden: boolean) => uthScene({ moment: 'playing', hidden }),
  'uth-settled': (hidden: boolean) => uthScene({ moment: 'settled', hidden }),
  nit: nitGameScene,
  powerups: powerupsScene,
  'runner-up': runnerUpScene,
  'one-and-done': oneNDoneScene,
  teams: teamScene,
  bingo: bingoScene,
  'fortune-teller': fortuneTellerScene,
} as const satisfies Record<string, (hidden: boolean) => TableState>;
export type AddOnSceneName = keyof typeof ADD_ON_SCENES;
