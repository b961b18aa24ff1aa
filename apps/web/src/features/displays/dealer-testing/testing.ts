/**
 * TESTS ONLY (the dealer screen's component tests and its screenshots in e2e/tests/dealer-blackjack.spec.ts):
 * table states at the moments a dealer meets, each add-on field the view of a state its reducer
 * reached by legal actions — never written by hand. The poker side is the protocol's 6-max fixture
 * (Ana, Ben, Cleo, Dev, Eli, Fay in seats 0–5), between hands.
 */
import type { Card } from '@railbird/poker';
import { blackjack, room, uth } from '@railbird/poker/addons';
import type { Player, TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';

type Answer<S> = { ok: true; state: S } | { ok: false; error: { message: string } };

function must<S>(answer: Answer<S>, what: string): S {
  if (!answer.ok) throw new Error(`${what}: ${answer.error.message}`);
  return answer.state;
}

/** The 6-max table between hands, every player with `stack`. */
function table(stack = 1000): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  state.updateTime = Date.now();
  state.round.roundState = 'WAITING FOR ROUND START';
  state.round.actingPlayer = null;
  state.round.street = 'NONE';
  state.round.actionOptions = null;
  state.round.lastAction = null;
  state.pot = { total: 0, pots: [], rake: 0 };
  state.centerCards.boards = state.centerCards.boards.map(() => []);
  for (const p of state.playerGroup.players as Player[]) {
    p.stack = stack;
    p.roundStatus = null;
  }
  return state;
}

function withField<K extends 'blackjack' | 'uth' | 'nitGameAddOn' | 'powerupsAddOn'>(
  state: TableState,
  addOn: K,
  value: NonNullable<TableState[K]>,
): TableState {
  // As the engine sends it: the add-ons switched on, and the banked game's dealer for screens that
  // know no add-on.
  state.addOns = [addOn];
  (state as Record<K, unknown>)[addOn] = value;
  state.partyGameDealer = null;
  if (state.blackjack && addOn === 'blackjack') {
    const b = state.blackjack;
    state.partyGameDealer = { gameName: 'Blackjack', roundState: b.roundState, dealerCards: b.dealerHand };
  }
  if (state.uth && addOn === 'uth') {
    const u = state.uth;
    state.partyGameDealer = {
      gameName: 'Ultimate Texas Hold’em',
      roundState: u.roundState,
      dealerCards: u.dealerCards,
    };
  }
  return state;
}

// ── Blackjack ─────────────────────────────────────────────────────────────────────────────────────

type BjState = blackjack.BlackjackState;
type BjAction = blackjack.BlackjackAction;

function bj(state: BjState, ...steps: (BjAction | Card)[]): BjState {
  let s = state;
  for (const step of steps) {
    const action: BjAction = typeof step === 'string' ? { type: 'dealCard', card: step } : step;
    s = must(blackjack.applyBlackjack(s, action), typeof step === 'string' ? `card ${step}` : step.type);
  }
  return s;
}

const BJ_SEATS = [0, 2, 4, 5] as const;

function newBlackjack(rules: Partial<blackjack.BlackjackRules> = {}): BjState {
  const created = blackjack.createBlackjack({
    rules: { ...blackjack.DEFAULT_BLACKJACK_RULES, surrender: 'late', ...rules },
    seats: BJ_SEATS.map((seatIndex) => ({ seatIndex, stack: 1000 })),
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

const bet = (seatIndex: number, amount: number): BjAction => ({ type: 'bet', seatIndex, amount });
const seat = (type: 'hit' | 'stand' | 'double' | 'split', seatIndex: number): BjAction => ({
  type,
  seatIndex,
});

export type BlackjackMoment = 'betting' | 'decision' | 'insurance' | 'settled' | 'shuffle';

/**
 * Blackjack at Ana (0), Cleo (2), Eli (4) and Fay (5), 6 decks, late surrender:
 * - `betting`: Ana has bet 50, the others not yet;
 * - `decision`: Ana split her eights, doubled the first hand to 21, and her second hand (8, 2) is to
 *   act; Cleo has 19, Eli a natural, Fay 11; the dealer shows a 6, the hole card down;
 * - `insurance`: the dealer shows an ace, nobody has answered insurance yet;
 * - `settled`: the `decision` round played out (the dealer made 20);
 * - `shuffle`: the cut card came out during that round: settled and collected, the shuffle due.
 */
export function blackjackField(moment: BlackjackMoment): NonNullable<TableState['blackjack']> {
  let s = newBlackjack();
  if (moment === 'betting') s = bj(s, bet(0, 50));
  else if (moment === 'insurance') {
    // Ana 8, 9; Cleo ten, jack; the dealer shows an ace.
    s = bj(s, bet(0, 50), bet(2, 20), { type: 'deal' }, 'S8', 'HT', 'HA', 'D9', 'SJ', 'C2');
  } else {
    s = bj(s, bet(0, 50), bet(2, 20), bet(4, 100), bet(5, 10), { type: 'deal' });
    // First cards, the dealer's up card, second cards, the hole card.
    s = bj(s, 'S8', 'HT', 'DA', 'C5', 'H6', 'D8', 'S9', 'HK', 'C6', 'S4');
    // Ana splits the eights: the first hand takes a 3, doubles, takes a ten; the second takes a 2.
    s = bj(s, seat('split', 0), 'C3', seat('double', 0), 'DT', 'H2');
    if (moment === 'shuffle') s = bj(s, { type: 'cutCard' });
    if (moment === 'settled' || moment === 'shuffle') {
      // Ana hits the 10 (a 9: 19) and stands; Cleo stands on 19; Fay doubles 11 (a 7: 18).
      s = bj(s, seat('hit', 0), 'C9', seat('stand', 0), seat('stand', 2), seat('double', 5), 'H7');
      // The dealer turns the 4 (6 + 4 = 10), draws a king: 20.
      s = bj(s, 'SK');
    }
    if (moment === 'shuffle') s = bj(s, { type: 'nextRound' });
  }
  return blackjack.blackjackView(s, { hideHole: true }) as unknown as NonNullable<TableState['blackjack']>;
}

export function blackjackTable(moment: BlackjackMoment): TableState {
  const state = table();
  const field = blackjackField(moment);
  // The table's stacks follow the game's: chips riding on a bet are not in the stack.
  for (const p of state.playerGroup.players as Player[]) {
    const s = field.seats.find((x) => x.seatIndex === p.seatIndex);
    if (s) p.stack = s.stack;
  }
  return withField(state, 'blackjack', field);
}

// ── Ultimate Texas hold'em ────────────────────────────────────────────────────────────────────────

export type UthMoment = 'betting' | 'preflop' | 'flop' | 'river' | 'settled';

/**
 * UTH at Ana (0), Ben (1), Cleo (2), Eli (4) and Fay (5), ante 10, Cleo with trips 5:
 * - `betting`: Ana and Cleo have bet, the others not yet;
 * - `preflop`: the hole cards out, everyone to decide;
 * - `flop`: Ana and Eli played 4×, the flop out, Ben, Cleo and Fay to decide;
 * - `river`: Ben played 2× on the flop; Cleo and Fay checked, the turn and river out, they decide;
 * - `settled`: Cleo played 1×, Fay folded, the dealer's cards turned.
 */
export function uthField(moment: UthMoment): NonNullable<TableState['uth']> {
  let s = uth.newUthTable(
    uth.DEFAULT_UTH_RULES,
    [0, 1, 2, 4, 5].map((seatIndex) => ({ seatIndex, stack: 1000 })),
  );
  const step = (...actions: (uth.UthAction | Card)[]) => {
    for (const a of actions) {
      const action: uth.UthAction = typeof a === 'string' ? { type: 'dealCard', card: a } : a;
      s = must(uth.applyUth(s, action), typeof a === 'string' ? `card ${a}` : a.type);
    }
  };
  step({ type: 'bet', seatIndex: 0, ante: 10 }, { type: 'bet', seatIndex: 2, ante: 10, trips: 5 });
  if (moment !== 'betting') {
    step(
      { type: 'bet', seatIndex: 1, ante: 10 },
      { type: 'bet', seatIndex: 4, ante: 25 },
      { type: 'bet', seatIndex: 5, ante: 10 },
      { type: 'closeBets' },
    );
    step('SA', 'H7', 'DQ', 'C9', 'S5', 'HA', 'D7', 'DJ', 'CK', 'S6');
  }
  if (moment === 'flop' || moment === 'river' || moment === 'settled') {
    step(
      { type: 'play', seatIndex: 0, multiple: 4 },
      { type: 'check', seatIndex: 1 },
      { type: 'check', seatIndex: 2 },
      { type: 'play', seatIndex: 4, multiple: 4 },
      { type: 'check', seatIndex: 5 },
    );
    step('H2', 'C7', 'SJ');
  }
  if (moment === 'river' || moment === 'settled') {
    step(
      { type: 'play', seatIndex: 1, multiple: 2 },
      { type: 'check', seatIndex: 2 },
      { type: 'check', seatIndex: 5 },
    );
    step('D3', 'S9');
  }
  if (moment === 'settled') {
    step({ type: 'play', seatIndex: 2, multiple: 1 }, { type: 'fold', seatIndex: 5 });
    step('HQ', 'C4');
  }
  return uth.uthView(s, { hideHoleCards: false }) as NonNullable<TableState['uth']>;
}

export function uthTable(moment: UthMoment): TableState {
  const state = table();
  const field = uthField(moment);
  for (const p of state.playerGroup.players as Player[]) {
    const s = field.seats.find((x) => x.seatIndex === p.seatIndex);
    if (s) p.stack = s.stack;
  }
  return withField(state, 'uth', field);
}

// ── Room games ────────────────────────────────────────────────────────────────────────────────────

const SIX = [0, 1, 2, 3, 4, 5] as const;

/** A finished poker hand at the six seats won by `winner` (60 chips), everyone else losing 10. */
function pokerHand(handNumber: number, winner: number, stacks: Record<number, number>) {
  return room.handOutcome({
    handNumber,
    buttonSeatIndex: handNumber % 6,
    board: [],
    seats: SIX.map((seatIndex) => ({
      seatIndex,
      playerId: `p${seatIndex}`,
      startingStack: stacks[seatIndex] ?? 1000,
      finishingStack: (stacks[seatIndex] ?? 1000) - 10 + (seatIndex === winner ? 60 : 0),
      won: seatIndex === winner ? 60 : 0,
      holeCards: null,
      showedDown: false,
      foldedPreflop: false,
    })),
    pots: [{ amount: 60, winners: [winner] }],
  });
}

/**
 * The nit game called: Ben, Cleo, Dev, Eli and Fay have each won a pot, Ana has not: the table waits
 * in NIT GAME CONFIRMATION for Ana to pay 20 to each of the five. `anaStack` makes her short.
 */
export function nitConfirmationTable(options: { anaStack?: number } = {}): TableState {
  let s = room.newNitGame(20);
  for (const seatIndex of SIX) {
    s = must(
      room.applyNitGame(s, { type: 'join', seatIndex, playerId: `p${seatIndex}`, stack: 1000 }),
      'join',
    );
  }
  const stacks: Record<number, number> = { 0: (options.anaStack ?? 1000) + 50 };
  [1, 2, 3, 4, 5].forEach((winner, i) => {
    s = must(room.applyNitGame(s, { type: 'hand', outcome: pokerHand(i + 1, winner, stacks) }), 'hand');
    for (const seatIndex of SIX)
      stacks[seatIndex] = (stacks[seatIndex] ?? 1000) - 10 + (seatIndex === winner ? 60 : 0);
  });
  if (s.phase !== 'CONFIRMATION') throw new Error('the nit game was not called');
  const state = table();
  state.round.roundState = 'NIT GAME CONFIRMATION';
  for (const p of state.playerGroup.players as Player[]) {
    p.stack = stacks[p.seatIndex] ?? p.stack;
    Object.assign(p, room.nitGamePlayerView(s, p.seatIndex));
  }
  return withField(state, 'nitGameAddOn', room.nitGameView(s));
}

/** Eli has played a Pickpocket (or `kind`), waiting for POWERUP CONFIRMATION. */
export function powerupConfirmationTable(kind: room.PowerupKind = 'PICKPOCKET'): TableState {
  let s = room.newPowerups();
  s = must(room.applyPowerups(s, { type: 'grant', seatIndex: 4, playerId: 'p4', kind }), 'grant');
  const id = room.powerupsPlayerView(s, 4)[0]!.id;
  s = must(room.applyPowerups(s, { type: 'play', seatIndex: 4, powerupId: id }), 'play');
  const state = table();
  state.round.roundState = 'POWERUP CONFIRMATION';
  for (const p of state.playerGroup.players as Player[]) p.powerups = room.powerupsPlayerView(s, p.seatIndex);
  return withField(state, 'powerupsAddOn', room.powerupsView(s));
}

// ── A dealer screen on a fake engine socket ───────────────────────────────────────────────────────

/** The engine end of the dealer screen's socket (stubbed in as the global `WebSocket`). */
export class FakeEngineSocket {
  static all: FakeEngineSocket[] = [];
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  sent: { event: string; data: unknown; requestId?: string; tableKey?: string }[] = [];
  constructor(readonly url: string) {
    FakeEngineSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(packet: object) {
    this.onmessage?.({ data: JSON.stringify(packet) });
  }
  /** The commands sent (not the subscription), without their request ids. */
  commands(): { event: string; data: unknown }[] {
    return this.sent.filter((p) => p.event !== 'subscribe').map(({ event, data }) => ({ event, data }));
  }
  /** Answers the last command with an ack. */
  ackLast(tableKey: string) {
    const last = this.sent[this.sent.length - 1];
    this.receive({ event: 'ack', data: { requestId: last?.requestId }, tableKey });
  }
  /** Refuses the last command with the engine's words. */
  refuseLast(tableKey: string, message: string) {
    const last = this.sent[this.sent.length - 1];
    this.receive({
      event: 'error',
      data: { code: 'CONFLICT', message, requestId: last?.requestId },
      tableKey,
    });
  }
}
