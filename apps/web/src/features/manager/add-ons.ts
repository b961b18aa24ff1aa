/**
 * The Table Manager's add-on controls (issue 19): for each add-on on at the table, what it shows now
 * and the commands an operator may send (`addOnAction`), each with the verdict that enables its button.
 *
 * - **Blackjack and UTH** take legality from `options`, the reducer's own answer sent with the state
 *   (`blackjackOptions` / `uthOptions`): a button is enabled exactly when the option says so. A bet's
 *   amount is checked by the domain's `verify…` on the betting table rebuilt from the state (rules,
 *   chip unit, stacks: all the bet check reads), so a refused amount shows the reducer's own words.
 * - **The room games** rebuild the domain's state from the table state and ask the domain's `apply…`
 *   (or `…Options`): the verdict is the reducer's answer and a refusal its reason. Where the table
 *   state does not carry a part of the game (which prophecies were drawn, whether a confirmed powerup
 *   waits for its hand, whether a one-and-done was ended), the rebuild assumes the open case and says
 *   so below; the engine refuses the rest with its reason, shown like every refusal.
 *
 * Seat numbers: the domain's messages count seats from 1 as the screen does (seat 3 is seatIndex 2),
 * so reasons are shown as the domain words them.
 */
import type { Card } from '@railbird/poker';
import { blackjack, room, uth } from '@railbird/poker/addons';
import type { AddOnActionData, PlayableAddOn, TableState } from '@railbird/protocol';
import type { Verdict } from './availability.js';

export type Tone = 'primary' | 'secondary' | 'confirm' | 'reject' | 'danger';

export interface AddOnControl {
  /** Stable id for keys and tests: `nitGameAddOn.confirm`, `blackjack.hit`, `uth.play.2.4`. */
  id: string;
  label: string;
  command: AddOnActionData;
  verdict: Verdict;
  tone: Tone;
  /** Its key, shown on the button (see ADD_ON_KEYS). */
  key?: string;
}

/** One amount typed in before sending: a blackjack bet, a UTH ante or trips. */
export interface AmountField {
  key: string;
  label: string;
  min: number;
  max: number;
  step: number;
  initial: number;
  /** Why the field cannot be used (a table with no trips bet), or null. */
  off: string | null;
}

/** A bet typed in: its fields and, for the values typed, the command and whether the game takes it. */
export interface BetForm {
  id: string;
  fields: AmountField[];
  check: (values: Record<string, number>) => { label: string; command: AddOnActionData; verdict: Verdict };
}

/** One seat's line in a game: who, what they hold, and what they may do now. */
export interface SeatRow {
  seatIndex: number;
  name: string;
  /** What the seat holds in the game now ("Bet 25", "16", "On Sharks"). */
  note: string | null;
  cards: (Card | null)[] | null;
  bet: BetForm | null;
  controls: AddOnControl[];
  /** The seat the game waits on now (its turn, its insurance, its next card): highlighted. */
  acting?: boolean;
}

export interface AddOnGroup {
  addOn: PlayableAddOn;
  /** What the add-on's state says now, one short fact each. */
  facts: string[];
  /** Cards the whole game shares (the dealer's, the UTH board). */
  cards: { label: string; cards: (Card | null)[]; slots: number }[];
  /** A confirmation the table waits for (the round state), shown in amber. */
  waiting: string | null;
  /** What the table needs next that is not a button (a card to deal through the antennas). */
  prompt: string | null;
  /** The game's own commands (deal, next round, confirm…). */
  controls: AddOnControl[];
  /** Seats with something to do now (banked games) or the selected seat (room games). */
  rows: SeatRow[];
  /** The game has actions for one seat: the panel asks for a seat while none is selected. */
  seatActions: boolean;
}

const OK: Verdict = { ok: true };
const no = (reason: string): Verdict => ({ ok: false, reason });

/** A domain message as the screen says it: capitalised (the domain counts seats from 1, as the screen does). */
export function domainReason(message: string, rule?: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return rule ? `${text} (rule ${rule})` : text;
}

/**
 * The verdict of a domain answer: accepted, or refused with its reason. With the table, a player's id
 * in the reason (the room games name players by id) reads as the player's name.
 */
function verdictOf(
  r: { ok: true } | { ok: false; error: { message: string; rule?: string } },
  state?: TableState,
): Verdict {
  if (r.ok) return OK;
  let message = r.error.message;
  for (const p of state?.playerGroup.players ?? []) {
    message = message.replaceAll(p.uid ?? p.sessionId, p.displayName);
  }
  return no(domainReason(message, r.error.rule));
}

const playerAt = (state: TableState, seat: number) =>
  state.playerGroup.players.find((p) => p.seatIndex === seat);
const nameOf = (state: TableState, seat: number) => playerAt(state, seat)?.displayName ?? `Seat ${seat + 1}`;
const seatLabel = (state: TableState, seat: number) => `${nameOf(state, seat)} · seat ${seat + 1}`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function control(
  id: string,
  label: string,
  command: AddOnActionData,
  verdict: Verdict,
  tone: Tone,
  key?: string,
): AddOnControl {
  return key ? { id, label, command, verdict, tone, key } : { id, label, command, verdict, tone };
}

/**
 * The groups for every add-on on at the table, in the settings' order; `selected` is the seat picked on
 * the table (the room games' seat actions are for it).
 */
export function addOnGroups(state: TableState, selected: number | null = null): AddOnGroup[] {
  const on = new Set(state.addOns);
  const seat = selected !== null && playerAt(state, selected) ? selected : null;
  const groups: AddOnGroup[] = [];
  if (on.has('blackjack') && state.blackjack) groups.push(blackjackGroup(state));
  if (on.has('uth') && state.uth) groups.push(uthGroup(state));
  if (on.has('nitGameAddOn') && state.nitGameAddOn) groups.push(nitGroup(state, seat));
  if (on.has('runnerUpAddOn') && state.runnerUpAddOn) groups.push(runnerUpGroup(state));
  if (on.has('oneNDoneAddOn') && state.oneNDoneAddOn) groups.push(oneNDoneGroup(state, seat));
  if (on.has('teamAddOn') && state.teamAddOn) groups.push(teamGroup(state, seat));
  if (on.has('powerupsAddOn') && state.powerupsAddOn) groups.push(powerupsGroup(state, seat));
  if (on.has('bingoAddOn') && state.bingoAddOn) groups.push(bingoGroup(state, seat));
  if (on.has('fortuneTellerAddOn') && state.fortuneTellerAddOn) groups.push(fortuneGroup(state, seat));
  return groups;
}

function group(addOn: PlayableAddOn, parts: Partial<AddOnGroup>): AddOnGroup {
  return {
    addOn,
    facts: [],
    cards: [],
    waiting: null,
    prompt: null,
    controls: [],
    rows: [],
    seatActions: false,
    ...parts,
  };
}

/** The selected seat's row for a room game, or none while no seat is selected. */
function seatRow(
  state: TableState,
  seat: number | null,
  note: string | null,
  controls: (seat: number) => AddOnControl[],
): SeatRow[] {
  if (seat === null) return [];
  return [
    { seatIndex: seat, name: seatLabel(state, seat), note, cards: null, bet: null, controls: controls(seat) },
  ];
}

// ── Blackjack ─────────────────────────────────────────────────────────────────────────────────────

function roundLabel(s: string): string {
  return s.charAt(0) + s.slice(1).toLowerCase().replaceAll('_', ' ');
}

type BlackjackField = NonNullable<TableState['blackjack']>;

/**
 * The betting table as the domain holds it while bets are open, rebuilt from the state: the rules,
 * the chip unit and each seat's stack are all a bet's check reads. Null when it cannot be built.
 */
function bettingTable(bj: BlackjackField): blackjack.BlackjackState | null {
  const { chipUnit, ...rules } = bj.rules;
  const created = blackjack.createBlackjack({
    rules,
    chipUnit,
    seats: bj.seats.map((s) => ({ seatIndex: s.seatIndex, stack: s.stack })),
  });
  return created.ok ? created.state : null;
}

const dealerSlot = {
  up: "the dealer's up card",
  hole: "the dealer's hole card",
  hit: 'a card to the dealer',
};

function blackjackGroup(state: TableState): AddOnGroup {
  const bj = state.blackjack!;
  const o = bj.options;
  const r = bj.rules;
  const waitingForBets = bj.roundState === 'WAITING_FOR_BETS';
  const settling = bj.roundState === 'SETTLING';
  const hands = bj.hands.filter((h) => h.bet > 0);

  const facts = [
    `Bets ${r.minBet}–${r.maxBet}`,
    `${plural(r.decks, 'deck')} · ${r.dealerHitsSoft17 ? 'H17' : 'S17'} · pays ${r.blackjackPays}`,
    `Round ${bj.round} · ${roundLabel(bj.roundState)}`,
    `Shoe ${bj.shoe.cardsDealt} dealt${bj.shoe.cutCardOut ? ' · cut card out' : ''}`,
  ];
  if (settling) {
    const nets = bj.seats.filter((s) => s.net !== null);
    if (nets.length)
      facts.push(nets.map((s) => `${nameOf(state, s.seatIndex)} ${signed(s.net!)}`).join(', '));
  }

  let prompt: string | null = null;
  const next = o.nextCard;
  if (next?.kind === 'player') {
    const split = bj.hands.filter((h) => h.seatIndex === next.seatIndex).length > 1;
    prompt = `Deal a card to ${nameOf(state, next.seatIndex)}${split ? ` (hand ${next.handIndex + 1})` : ''}`;
  } else if (next?.kind === 'dealer') {
    prompt = `Deal ${dealerSlot[next.slot]}`;
  } else if (o.insurance.length > 0) {
    prompt = 'The dealer shows an ace: insurance before play';
  } else if (waitingForBets && bj.shoe.shuffleDue) {
    prompt = 'The cut card came out: shuffle the shoe before the next deal';
  }

  const noDeal = !waitingForBets
    ? 'a round is in play: deal once it is settled and cleared'
    : bj.shoe.shuffleDue
      ? 'the cut card came out: shuffle the shoe before the next deal'
      : 'nobody has bet: there is nothing to deal';
  const controls: AddOnControl[] = [
    control(
      'blackjack.deal',
      'Deal',
      { addOn: 'blackjack', action: { type: 'deal' } },
      o.deal ? OK : no(noDeal),
      'primary',
      settling ? undefined : ADD_ON_KEYS.next,
    ),
    control(
      'blackjack.nextRound',
      'Next round',
      { addOn: 'blackjack', action: { type: 'nextRound' } },
      o.nextRound ? OK : no('the round is not settled yet'),
      settling ? 'primary' : 'secondary',
      settling ? ADD_ON_KEYS.next : undefined,
    ),
    control(
      'blackjack.shuffle',
      'Shuffle',
      { addOn: 'blackjack', action: { type: 'shuffle' } },
      o.shuffle ? OK : no('the shoe is shuffled between rounds, while bets are taken'),
      bj.shoe.shuffleDue ? 'primary' : 'secondary',
    ),
  ];

  const rows: SeatRow[] = [];
  if (waitingForBets) {
    const table = bettingTable(bj);
    for (const seat of bj.seats) {
      const offer = o.bets.find((b) => b.seatIndex === seat.seatIndex);
      const name = seatLabel(state, seat.seatIndex);
      if (seat.bet > 0) {
        rows.push({
          seatIndex: seat.seatIndex,
          name,
          note: `Bet ${seat.bet}`,
          cards: null,
          bet: null,
          controls: [],
        });
      } else if (offer) {
        rows.push({
          seatIndex: seat.seatIndex,
          name,
          note: `Stack ${seat.stack}`,
          cards: null,
          bet: blackjackBet(seat.seatIndex, offer, r.chipUnit, table),
          controls: [],
        });
      } else if (seat.stack < r.minBet) {
        rows.push({
          seatIndex: seat.seatIndex,
          name,
          note: `Stack ${seat.stack}: below the ${r.minBet} minimum`,
          cards: null,
          bet: null,
          controls: [],
        });
      }
    }
  }
  // Once dealt: every hand in playing order, the one to act (or to insure) with its decisions.
  const turn = o.turn;
  const doubleRule = r.doubleOn === 'any' ? 'any two cards' : `a hard ${r.doubleOn.replace('-', ' to ')}`;
  for (const hand of waitingForBets ? [] : bj.hands) {
    const seat = hand.seatIndex;
    const ofSeat = bj.hands.filter((h) => h.seatIndex === seat).length;
    const known = hand.cards.every((c) => c !== null) && hand.cards.length > 0;
    const total = known ? blackjack.handTotal(hand.cards as Card[]) : null;
    const acting = turn !== null && turn.seatIndex === seat && turn.handIndex === hand.handIndex;
    const offer = hand.handIndex === 0 ? o.insurance.find((i) => i.seatIndex === seat) : undefined;
    const net = bj.seats.find((x) => x.seatIndex === seat)?.net ?? null;
    const note = [
      total ? `${total.soft && total.total <= 21 ? 'soft ' : ''}${total.total}` : null,
      `bet ${hand.bet}${hand.isDoubled ? ' (doubled)' : ''}`,
      hand.isSurrendered ? 'surrendered' : hand.isBust ? 'bust' : null,
      hand.result ? resultLabel(hand.result) : null,
      settling && net !== null && hand.handIndex === ofSeat - 1 ? signed(net) : null,
    ]
      .filter(Boolean)
      .join(' · ');
    const act = (type: 'hit' | 'stand' | 'double' | 'split' | 'surrender'): AddOnActionData => ({
      addOn: 'blackjack',
      action: { type, seatIndex: seat },
    });
    const controls: AddOnControl[] = [];
    if (offer) {
      controls.push(
        control(
          `blackjack.insurance.${seat}`,
          `Insure ${offer.max}`,
          {
            addOn: 'blackjack',
            action: { type: 'insurance', seatIndex: seat, amount: Math.max(1, offer.max) },
          },
          offer.max > 0 ? OK : no('the stack cannot cover an insurance bet'),
          'secondary',
        ),
        control(
          `blackjack.declineInsurance.${seat}`,
          'No insurance',
          { addOn: 'blackjack', action: { type: 'declineInsurance', seatIndex: seat } },
          OK,
          'secondary',
        ),
      );
    }
    if (acting) {
      controls.push(
        control(
          'blackjack.hit',
          'Hit',
          act('hit'),
          turn.hit ? OK : no('this hand takes no more cards'),
          'primary',
          ADD_ON_KEYS.hit,
        ),
        control(
          'blackjack.stand',
          'Stand',
          act('stand'),
          turn.stand ? OK : no('this hand cannot stand now'),
          'primary',
          ADD_ON_KEYS.stand,
        ),
        control(
          'blackjack.double',
          'Double',
          act('double'),
          turn.double
            ? OK
            : no(
                `a double takes the first two cards (${doubleRule}${r.doubleAfterSplit ? '' : ', not after a split'}) and a stack that covers the bet`,
              ),
          'secondary',
          ADD_ON_KEYS.double,
        ),
        control(
          'blackjack.split',
          'Split',
          act('split'),
          turn.split
            ? OK
            : no(
                r.maxHands === 1
                  ? 'this table allows no splits'
                  : `a split takes a pair, at most ${r.maxHands} hands and a stack that covers the bet`,
              ),
          'secondary',
          ADD_ON_KEYS.split,
        ),
        control(
          'blackjack.surrender',
          'Surrender',
          act('surrender'),
          turn.surrender
            ? OK
            : no(
                r.surrender === 'none'
                  ? 'this table offers no surrender'
                  : 'surrender is only on the first two cards, before a split',
              ),
          'danger',
          ADD_ON_KEYS.surrender,
        ),
      );
    }
    rows.push({
      seatIndex: seat,
      name: `${seatLabel(state, seat)}${ofSeat > 1 ? ` · hand ${hand.handIndex + 1} of ${ofSeat}` : ''}`,
      note: note || null,
      cards: hand.cards,
      bet: null,
      controls,
      acting: acting || offer !== undefined || isNextCard(o.nextCard, seat, hand.handIndex),
    });
  }

  return group('blackjack', {
    facts,
    cards: [{ label: 'Dealer', cards: bj.dealerHand, slots: Math.max(2, bj.dealerHand.length) }],
    prompt:
      prompt ??
      (hands.length > 0 && !o.turn && !settling && !waitingForBets ? roundLabel(bj.roundState) : null),
    controls,
    rows,
  });
}

const RESULTS = { WIN: 'wins', LOSE: 'loses', PUSH: 'push', BLACKJACK: 'blackjack' } as const;
const resultLabel = (r: keyof typeof RESULTS) => RESULTS[r];

/** The next card read goes to this hand. */
function isNextCard(next: BlackjackField['options']['nextCard'], seat: number, handIndex: number): boolean {
  return next?.kind === 'player' && next.seatIndex === seat && next.handIndex === handIndex;
}

function blackjackBet(
  seatIndex: number,
  offer: { min: number; max: number },
  chipUnit: number,
  table: blackjack.BlackjackState | null,
): BetForm {
  return {
    id: `blackjack.bet.${seatIndex}`,
    fields: [
      {
        key: 'amount',
        label: 'Bet',
        min: offer.min,
        max: offer.max,
        step: chipUnit,
        initial: offer.min,
        off: null,
      },
    ],
    check: (values) => {
      const amount = values.amount ?? Number.NaN;
      const label = Number.isFinite(amount) ? `Bet ${amount}` : 'Bet';
      const command: AddOnActionData = { addOn: 'blackjack', action: { type: 'bet', seatIndex, amount } };
      if (!Number.isFinite(amount)) return { label, command, verdict: no('type the amount to bet') };
      // The reducer's own check on the betting table; the offer's range if it could not be rebuilt.
      const refused = table
        ? blackjack.verifyBlackjack(table, { type: 'bet', seatIndex, amount })
        : amount >= offer.min && amount <= offer.max && amount % chipUnit === 0
          ? null
          : { message: `a bet is ${offer.min} to ${offer.max}, in ${chipUnit}-chip units`, rule: 'BJ-1' };
      return { label, command, verdict: refused ? no(domainReason(refused.message, refused.rule)) : OK };
    },
  };
}

// ── Ultimate Texas hold'em ────────────────────────────────────────────────────────────────────────

type UthField = NonNullable<TableState['uth']>;

/** The domain's rules from the state's (the trips table by its name; the blind table is fixed). */
function uthRulesOf(u: UthField): uth.UthRules {
  const { tripsPayTable, ...rules } = u.rules;
  return { ...uth.DEFAULT_UTH_RULES, ...rules, tripsPays: uth.TRIPS_PAY_TABLES[tripsPayTable] };
}

/** The betting table rebuilt while bets are open: each seat with its stack and its bets back in it. */
function uthBettingTable(u: UthField): uth.UthState | null {
  try {
    return uth.newUthTable(
      uthRulesOf(u),
      u.seats.map((s) => {
        const h = u.hands.find((x) => x.seatIndex === s.seatIndex);
        return { seatIndex: s.seatIndex, stack: s.stack + (h ? h.ante + h.blind + h.trips : 0) };
      }),
    );
  } catch {
    return null;
  }
}

const BOARD_CARD = ['flop', 'flop', 'flop', 'turn', 'river'] as const;

function uthGroup(state: TableState): AddOnGroup {
  const u = state.uth!;
  const o = u.options;
  const r = u.rules;
  const settling = u.roundState === 'SETTLING';
  const inRound = u.hands.filter((h) => h.ante > 0);
  const facts = [
    `Ante ${r.minAnte}–${r.maxAnte}`,
    r.maxTrips > 0 ? `trips ${r.minTrips}–${r.maxTrips} (${r.tripsPayTable})` : 'no trips',
    `Plays ${r.preflopMultiples.join('/')}× · ${r.flopMultiple}× · ${r.riverMultiple}×`,
    `Round ${u.round} · ${o.street ? `deciding ${o.street === 'preflop' ? 'before the flop' : `on the ${o.street}`}` : roundLabel(u.roundState)}`,
  ];

  let prompt: string | null = null;
  const next = o.nextCard;
  if (next?.to === 'seat') prompt = `Deal a card to ${nameOf(state, next.seatIndex)}`;
  else if (next?.to === 'board') prompt = `Deal the ${BOARD_CARD[next.index]} card`;
  else if (next?.to === 'dealer') prompt = `Deal the dealer's ${next.index === 0 ? 'first' : 'second'} card`;
  else if (o.waitingOn.length > 0)
    prompt = `Waiting on ${o.waitingOn.map((s) => nameOf(state, s)).join(', ')}`;

  const controls: AddOnControl[] = [
    control(
      'uth.closeBets',
      'No more bets',
      { addOn: 'uth', action: { type: 'closeBets' } },
      o.canCloseBets
        ? OK
        : no(u.roundState !== 'WAITING_FOR_BETS' ? 'bets are closed' : 'nobody has put up an ante yet'),
      'primary',
      settling ? undefined : ADD_ON_KEYS.next,
    ),
    control(
      'uth.nextRound',
      'Next round',
      { addOn: 'uth', action: { type: 'nextRound' } },
      o.canStartNextRound ? OK : no('the round is not settled yet'),
      settling ? 'primary' : 'secondary',
      settling ? ADD_ON_KEYS.next : undefined,
    ),
  ];

  const rows: SeatRow[] = [];
  const table = o.seats.some((s) => s.bet) ? uthBettingTable(u) : null;
  // Bets open: a form per seat, within the table's limits.
  for (const s of o.seats) {
    const hand = u.hands.find((h) => h.seatIndex === s.seatIndex);
    const name = seatLabel(state, s.seatIndex);
    const stack = u.seats.find((x) => x.seatIndex === s.seatIndex)?.stack ?? 0;
    if (!s.bet) continue;
    const controls = hand
      ? [
          control(
            `uth.clearBet.${s.seatIndex}`,
            'Take back',
            { addOn: 'uth', action: { type: 'bet', seatIndex: s.seatIndex, ante: 0 } },
            OK,
            'secondary',
          ),
        ]
      : [];
    rows.push({
      seatIndex: s.seatIndex,
      name,
      note: hand
        ? `Ante ${hand.ante} · blind ${hand.blind}${hand.trips ? ` · trips ${hand.trips}` : ''}`
        : `Stack ${stack}`,
      cards: null,
      bet: uthBet(s.seatIndex, s.bet, hand, table),
      controls,
    });
  }
  // Once bets are closed: every hand in the round, the seats owing a decision with their choices.
  for (const hand of u.roundState === 'WAITING_FOR_BETS' ? [] : inRound) {
    const s = o.seats.find((x) => x.seatIndex === hand.seatIndex);
    const seat = hand.seatIndex;
    const decide: AddOnControl[] = [
      ...(s?.plays ?? []).map((p) =>
        control(
          `uth.play.${seat}.${p.multiple}`,
          `Bet ${p.multiple}× · ${p.amount}`,
          { addOn: 'uth', action: { type: 'play', seatIndex: seat, multiple: p.multiple } },
          OK,
          'primary',
        ),
      ),
      ...(s?.canCheck
        ? [
            control(
              `uth.check.${seat}`,
              'Check',
              { addOn: 'uth', action: { type: 'check', seatIndex: seat } },
              OK,
              'secondary',
            ),
          ]
        : []),
      ...(s?.canFold
        ? [
            control(
              `uth.fold.${seat}`,
              'Fold',
              { addOn: 'uth', action: { type: 'fold', seatIndex: seat } },
              OK,
              'danger',
            ),
          ]
        : []),
    ];
    const note = [
      `ante ${hand.ante}`,
      hand.trips ? `trips ${hand.trips}` : null,
      hand.play ? `play ${hand.play}` : null,
      hand.hasFolded ? 'folded' : null,
      hand.result ? resultLabel(hand.result) : null,
    ]
      .filter(Boolean)
      .join(' · ');
    rows.push({
      seatIndex: seat,
      name: seatLabel(state, seat),
      note,
      cards: hand.cards,
      bet: null,
      controls: decide,
      acting: o.waitingOn.includes(seat) || (o.nextCard?.to === 'seat' && o.nextCard.seatIndex === seat),
    });
  }

  return group('uth', {
    facts,
    cards:
      u.roundState === 'WAITING_FOR_BETS'
        ? []
        : [
            { label: 'Board', cards: u.board, slots: 5 },
            { label: 'Dealer', cards: u.dealerCards, slots: 2 },
          ],
    prompt,
    controls,
    rows,
  });
}

function uthBet(
  seatIndex: number,
  limits: { minAnte: number; maxAnte: number; minTrips: number; maxTrips: number },
  hand: UthField['hands'][number] | undefined,
  table: uth.UthState | null,
): BetForm {
  return {
    id: `uth.bet.${seatIndex}`,
    fields: [
      {
        key: 'ante',
        label: 'Ante',
        min: limits.minAnte,
        max: limits.maxAnte,
        step: 1,
        initial: hand?.ante || limits.minAnte,
        off: null,
      },
      {
        key: 'trips',
        label: 'Trips',
        min: 0,
        max: limits.maxTrips,
        step: 1,
        initial: hand?.trips ?? 0,
        off: limits.maxTrips === 0 ? 'this table takes no trips bets' : null,
      },
    ],
    check: (values) => {
      const ante = values.ante ?? Number.NaN;
      const trips = values.trips ?? 0;
      const label = hand ? 'Change bet' : 'Bet';
      const command: AddOnActionData = {
        addOn: 'uth',
        action: trips > 0 ? { type: 'bet', seatIndex, ante, trips } : { type: 'bet', seatIndex, ante },
      };
      if (!Number.isFinite(ante) || !Number.isFinite(trips))
        return { label, command, verdict: no('type the ante (and the trips bet, or 0)') };
      const action = { type: 'bet' as const, seatIndex, ante, trips };
      const refused = table
        ? uth.verifyUth(table, action)
        : ante >= limits.minAnte && ante <= limits.maxAnte
          ? null
          : {
              message: `the ante must be between ${limits.minAnte} and ${limits.maxAnte} chips`,
              rule: 'UTH-1',
            };
      return { label, command, verdict: refused ? no(domainReason(refused.message, refused.rule)) : OK };
    },
  };
}

// ── Nit game ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The nit game as the domain holds it, rebuilt from the table: the nits are listed; the players who
 * have escaped are not, so while nits are left every seated player counts as in the game (a player
 * who has won a pot is, unless the operator took them out). With no nit listed the game has nobody in
 * yet: the engine seats every player dealt into the next hand (NIT-5), or the operator seats them now.
 */
function nitGameState(state: TableState): room.NitGameState {
  const nit = state.nitGameAddOn!;
  const nits = new Set(nit.nitSeatIndexes);
  const anyone = nits.size > 0;
  return {
    amountPerPlayer: nit.amountPerPlayer,
    round: 0,
    players: anyone
      ? state.playerGroup.players.map((p) => ({
          seatIndex: p.seatIndex,
          playerId: p.uid ?? p.sessionId,
          isNit: nits.has(p.seatIndex),
          nitGameWinCount: p.nitGameWinCount,
          stack: Math.floor(p.stack),
        }))
      : [],
    phase: state.round.roundState === 'NIT GAME CONFIRMATION' ? 'CONFIRMATION' : 'PLAYING',
    calledBy: null,
    lastHandNumber: null,
    lastButtonSeatIndex: null,
  };
}

function nitGroup(state: TableState, seat: number | null): AddOnGroup {
  const nit = state.nitGameAddOn!;
  const game = nitGameState(state);
  const confirming = game.phase === 'CONFIRMATION';
  const ask = (input: room.NitGameInput) => verdictOf(room.applyNitGame(game, input), state);
  const cmd = (action: Extract<AddOnActionData, { addOn: 'nitGameAddOn' }>['action']): AddOnActionData => ({
    addOn: 'nitGameAddOn',
    action,
  });
  const names = nit.nitSeatIndexes.map((s) => nameOf(state, s));
  const winners = state.playerGroup.players.filter((p) => p.nitGameWinCount > 0);
  return group('nitGameAddOn', {
    facts: [
      `Each nit pays ${nit.amountPerPlayer}`,
      names.length ? `Nits: ${names.join(', ')}` : 'Nobody in yet: players join at their next hand',
      ...(winners.length
        ? [`Won: ${winners.map((p) => `${p.displayName} ×${p.nitGameWinCount}`).join(', ')}`]
        : []),
    ],
    waiting: confirming
      ? `Nit game called: ${names.join(', ') || 'nobody'} pay${names.length === 1 ? 's' : ''} ${nit.amountPerPlayer} to each winner`
      : null,
    controls: [
      control(
        'nitGameAddOn.confirm',
        'Confirm nit game',
        cmd({ type: 'confirm' }),
        ask({ type: 'confirm' }),
        confirming ? 'confirm' : 'secondary',
        confirming ? ADD_ON_KEYS.confirm : undefined,
      ),
      control(
        'nitGameAddOn.reject',
        'Reject',
        cmd({ type: 'reject' }),
        ask({ type: 'reject' }),
        confirming ? 'reject' : 'secondary',
        confirming ? ADD_ON_KEYS.reject : undefined,
      ),
      control(
        'nitGameAddOn.call',
        'Call the nit game now',
        cmd({ type: 'call' }),
        ask({ type: 'call' }),
        'secondary',
      ),
      control('nitGameAddOn.reset', 'Reset', cmd({ type: 'reset' }), ask({ type: 'reset' }), 'danger'),
    ],
    seatActions: true,
    rows: seatRow(
      state,
      seat,
      game.players.some((p) => p.seatIndex === seat)
        ? nit.nitSeatIndexes.includes(seat!)
          ? 'A nit'
          : 'Has won a pot'
        : 'Not in',
      (s) => {
        const p = playerAt(state, s)!;
        return [
          control(
            'nitGameAddOn.join',
            'Join the nit game',
            cmd({ type: 'join', seatIndex: s }),
            ask({ type: 'join', seatIndex: s, playerId: p.uid ?? p.sessionId, stack: Math.floor(p.stack) }),
            'secondary',
          ),
          control(
            'nitGameAddOn.leave',
            'Leave it',
            cmd({ type: 'leave', seatIndex: s }),
            ask({ type: 'leave', seatIndex: s }),
            'secondary',
          ),
        ];
      },
    ),
  });
}

// ── Runner-up ─────────────────────────────────────────────────────────────────────────────────────

function runnerUpGroup(state: TableState): AddOnGroup {
  const last = state.runnerUpAddOn!.lastRunnerUpSeatIndex;
  return group('runnerUpAddOn', {
    facts: [
      `Prize ${state.runnerUpAddOn!.prize}`,
      last === null ? 'No runner-up paid yet' : `Last runner-up: ${nameOf(state, last)}`,
    ],
  });
}

// ── One-and-done ──────────────────────────────────────────────────────────────────────────────────

/**
 * The one-and-done rebuilt from the table: each seat that bought in, still playing or done, with its
 * player's stack. The state does not say whether the game was ended: it counts as over once nobody
 * who bought in is still playing, and as open otherwise (an ended game with a player left holding
 * chips is refused by the engine, with its reason).
 */
function oneNDoneState(state: TableState): room.OneAndDoneState {
  const o = state.oneNDoneAddOn!;
  const players = o.players.map((p) => ({
    playerId: playerIdAt(state, p.seatIndex),
    seatIndex: p.seatIndex,
    stack: p.hasPlayed ? 0 : Math.floor(playerAt(state, p.seatIndex)?.stack ?? 0),
    isActive: !p.hasPlayed,
    bustedInHand: null,
  }));
  const over = players.length > 0 && players.every((p) => !p.isActive);
  return {
    buyIn: o.buyIn,
    players,
    phase: over ? 'FINISHED' : 'OPEN',
    winnerSeatIndexes: [],
    lastHandNumber: null,
  };
}

const playerIdAt = (state: TableState, seat: number) => {
  const p = playerAt(state, seat);
  return p ? (p.uid ?? p.sessionId) : `seat-${seat}`;
};

function oneNDoneGroup(state: TableState, seat: number | null): AddOnGroup {
  const o = state.oneNDoneAddOn!;
  const game = oneNDoneState(state);
  const ask = (input: room.OneAndDoneInput) => verdictOf(room.applyOneAndDone(game, input), state);
  const playing = o.players.filter((p) => !p.hasPlayed);
  const cmd = (action: Extract<AddOnActionData, { addOn: 'oneNDoneAddOn' }>['action']): AddOnActionData => ({
    addOn: 'oneNDoneAddOn',
    action,
  });
  const entry = seat === null ? undefined : o.players.find((p) => p.seatIndex === seat);
  return group('oneNDoneAddOn', {
    facts: [
      `Buy-in ${o.buyIn}`,
      o.players.length === 0
        ? 'Nobody has bought in'
        : `${plural(o.players.length, 'player')} bought in · ${playing.length} still playing`,
      ...(playing.length ? [`Playing: ${playing.map((p) => nameOf(state, p.seatIndex)).join(', ')}`] : []),
    ],
    controls: [
      control(
        'oneNDoneAddOn.end',
        'End: chip leader wins',
        cmd({ type: 'end' }),
        ask({ type: 'end' }),
        'secondary',
      ),
      control(
        'oneNDoneAddOn.newGame',
        'New game',
        cmd({ type: 'newGame' }),
        ask({ type: 'newGame' }),
        'secondary',
      ),
    ],
    seatActions: true,
    rows: seatRow(
      state,
      seat,
      entry ? (entry.hasPlayed ? 'Has played' : 'Playing') : 'Not bought in',
      (s) => [
        control(
          'oneNDoneAddOn.buyIn',
          `Buy in (${o.buyIn})`,
          cmd({ type: 'buyIn', seatIndex: s }),
          ask({ type: 'buyIn', seatIndex: s, playerId: playerIdAt(state, s) }),
          'primary',
        ),
        control(
          'oneNDoneAddOn.cashOut',
          'Cash out',
          cmd({ type: 'cashOut', seatIndex: s }),
          ask({ type: 'cashOut', seatIndex: s }),
          'secondary',
        ),
      ],
    ),
  });
}

// ── Team games ────────────────────────────────────────────────────────────────────────────────────

function teamGroup(state: TableState, seat: number | null): AddOnGroup {
  const teams = state.teamAddOn!.teams;
  const game: room.TeamGameState = {
    teams: teams.map((t) => ({ ...t, handsPlayed: 0 })),
    lastHandNumber: null,
  };
  const ask = (input: room.TeamGameInput) => verdictOf(room.applyTeamGame(game, input), state);
  const options = room.teamGameOptions(game);
  const current = seat === null ? undefined : teams.find((t) => t.seatIndexes.includes(seat));
  return group('teamAddOn', {
    facts: teams.length
      ? teams.map(
          (t) =>
            `${t.name} ${signed(t.score)} (${t.seatIndexes.map((s) => nameOf(state, s)).join(', ') || 'no seats'})`,
        )
      : ['No teams yet: add them in Settings'],
    controls: [
      control(
        'teamAddOn.reset',
        'Reset scores',
        { addOn: 'teamAddOn', action: { type: 'reset' } },
        options.includes('reset') ? ask({ type: 'reset' }) : no('there are no teams to reset'),
        'danger',
      ),
    ],
    seatActions: true,
    rows: seatRow(state, seat, current ? `On ${current.name}` : 'On no team', (s) => [
      ...teams
        .filter((t) => t.id !== current?.id)
        .map((t) =>
          control(
            `teamAddOn.assign.${t.id}`,
            `${current ? 'Move to' : 'Join'} ${t.name}`,
            { addOn: 'teamAddOn', action: { type: 'assignSeat', seatIndex: s, teamId: t.id } },
            ask({ type: 'assignSeat', seatIndex: s, teamId: t.id }),
            'secondary',
          ),
        ),
      control(
        'teamAddOn.unassign',
        'Off the team',
        { addOn: 'teamAddOn', action: { type: 'unassignSeat', seatIndex: s } },
        ask({ type: 'unassignSeat', seatIndex: s }),
        'secondary',
      ),
    ]),
  });
}

// ── Powerups ──────────────────────────────────────────────────────────────────────────────────────

const titleCase = (kind: string) => kind.charAt(0) + kind.slice(1).toLowerCase();

/**
 * The powerups rebuilt from the table: the kinds in play, the powerup waiting for the dealer and every
 * player's inventory. A confirmed powerup waiting for its player's next hand is not in the state: the
 * rebuild has none, and the engine refuses a second one with its reason.
 */
function powerupsState(state: TableState): room.PowerupsState {
  const p = state.powerupsAddOn!;
  const kinds = p.kinds.filter((k): k is room.PowerupKind =>
    (room.POWERUP_KINDS as readonly string[]).includes(k),
  );
  const players: room.PowerupPlayer[] = state.playerGroup.players
    .filter((pl) => (pl.powerups?.length ?? 0) > 0)
    .map((pl) => ({
      seatIndex: pl.seatIndex,
      playerId: pl.uid ?? pl.sessionId,
      powerups: (pl.powerups ?? []).map((x) => ({
        id: x.id,
        kind: x.kind as room.PowerupKind,
        isUsed: x.isUsed,
      })),
      armed: null,
    }));
  // The powerup waiting for the dealer is in its player's hand (a message without it still confirms).
  const pending = p.pending;
  if (pending && !players.some((pl) => pl.powerups.some((x) => x.id === pending.powerupId))) {
    const held = { id: pending.powerupId, kind: kinds[0] ?? 'PEEK', isUsed: false } as const;
    const at = players.findIndex((pl) => pl.seatIndex === pending.seatIndex);
    if (at >= 0) players[at] = { ...players[at]!, powerups: [...players[at]!.powerups, held] };
    else players.push({ seatIndex: pending.seatIndex, playerId: null, powerups: [held], armed: null });
  }
  return { ...room.newPowerups({ ...room.DEFAULT_POWERUP_SETTINGS, kinds }), pending, players };
}

function powerupsGroup(state: TableState, seat: number | null): AddOnGroup {
  const p = state.powerupsAddOn!;
  const game = powerupsState(state);
  const ask = (input: room.PowerupsInput) => verdictOf(room.applyPowerups(game, input), state);
  const pendingKind = p.pending
    ? playerAt(state, p.pending.seatIndex)?.powerups?.find((x) => x.id === p.pending!.powerupId)
    : null;
  const waiting = p.pending !== null;
  const held = state.playerGroup.players
    .map((pl) => ({ name: pl.displayName, n: (pl.powerups ?? []).filter((x) => !x.isUsed).length }))
    .filter((x) => x.n > 0);
  const inventory = seat === null ? [] : (playerAt(state, seat)?.powerups ?? []);
  const unused = inventory.filter((x) => !x.isUsed);
  return group('powerupsAddOn', {
    facts: [
      `In play: ${p.kinds.map(titleCase).join(', ')}`,
      held.length ? `Held: ${held.map((x) => `${x.name} ${x.n}`).join(', ')}` : 'Nobody holds a powerup',
    ],
    waiting: waiting
      ? `${nameOf(state, p.pending!.seatIndex)} plays ${pendingKind ? titleCase(pendingKind.kind) : 'a powerup'}`
      : null,
    controls: [
      control(
        'powerupsAddOn.confirm',
        'Confirm powerup',
        { addOn: 'powerupsAddOn', action: { type: 'confirm' } },
        ask({ type: 'confirm' }),
        waiting ? 'confirm' : 'secondary',
        waiting ? ADD_ON_KEYS.confirm : undefined,
      ),
      control(
        'powerupsAddOn.reject',
        'Reject',
        { addOn: 'powerupsAddOn', action: { type: 'reject' } },
        ask({ type: 'reject' }),
        waiting ? 'reject' : 'secondary',
        waiting ? ADD_ON_KEYS.reject : undefined,
      ),
    ],
    seatActions: true,
    rows: seatRow(
      state,
      seat,
      unused.length ? `Holds ${unused.map((x) => titleCase(x.kind)).join(', ')}` : 'Holds none',
      (s) => [
        ...unused.map((x) =>
          control(
            `powerupsAddOn.play.${x.id}`,
            `Play ${titleCase(x.kind)}`,
            { addOn: 'powerupsAddOn', action: { type: 'play', seatIndex: s, powerupId: x.id } },
            ask({ type: 'play', seatIndex: s, powerupId: x.id }),
            'primary',
          ),
        ),
        ...(room.POWERUP_KINDS as readonly room.PowerupKind[])
          .filter((k) => p.kinds.includes(k))
          .map((kind) =>
            control(
              `powerupsAddOn.grant.${kind}`,
              `Grant ${titleCase(kind)}`,
              { addOn: 'powerupsAddOn', action: { type: 'grant', seatIndex: s, kind } },
              ask({ type: 'grant', seatIndex: s, playerId: playerIdAt(state, s), kind }),
              'secondary',
            ),
          ),
      ],
    ),
  });
}

// ── Bingo ─────────────────────────────────────────────────────────────────────────────────────────

/** Any random source: the rebuilt game only checks whether a deal or a join is taken, never draws. */
const NO_DRAW = () => 0;

/**
 * Bingo rebuilt from the table: the cards in play, won once a card shows BINGO. The engine deals a game
 * as bingo is switched on, so a game with no card has every player out of it, not "no game yet".
 */
function bingoState(state: TableState): room.BingoState {
  const b = state.bingoAddOn!;
  const squares = b.players[0]?.squares.length ?? 9;
  const size = Math.round(Math.sqrt(squares));
  return {
    settings: { prize: b.prize, size: size === 4 || size === 5 ? size : 3, win: 'LINE' },
    players: b.players.map((p) => ({ ...p, playerId: playerIdAt(state, p.seatIndex) })),
    phase: b.players.some((p) => p.hasBingo) ? 'WON' : 'PLAYING',
    called: [],
    game: 1,
    lastHandNumber: null,
  };
}

function bingoGroup(state: TableState, seat: number | null): AddOnGroup {
  const b = state.bingoAddOn!;
  const game = bingoState(state);
  const ask = (input: room.BingoInput) => verdictOf(room.applyBingo(game, input), state);
  const winners = b.players.filter((p) => p.hasBingo).map((p) => nameOf(state, p.seatIndex));
  const mine = seat === null ? undefined : b.players.find((p) => p.seatIndex === seat);
  return group('bingoAddOn', {
    facts: [
      `Prize ${b.prize}`,
      b.players.length ? plural(b.players.length, 'card') + ' in play' : 'No cards in play',
      ...(winners.length ? [`BINGO: ${winners.join(', ')}: deal a new game`] : []),
    ],
    controls: [
      control(
        'bingoAddOn.deal',
        'New bingo game',
        { addOn: 'bingoAddOn', action: { type: 'deal' } },
        ask({ type: 'deal', seats: [], random: NO_DRAW }),
        winners.length ? 'primary' : 'secondary',
      ),
    ],
    seatActions: true,
    rows: seatRow(
      state,
      seat,
      mine
        ? `${mine.squares.filter((q) => q.isMarked).length} of ${mine.squares.length} marked${mine.hasBingo ? ' · BINGO' : ''}`
        : 'No card',
      (s) => [
        control(
          'bingoAddOn.join',
          'Deal a card',
          { addOn: 'bingoAddOn', action: { type: 'join', seatIndex: s } },
          ask({ type: 'join', seatIndex: s, playerId: playerIdAt(state, s), random: NO_DRAW }),
          'secondary',
        ),
        control(
          'bingoAddOn.leave',
          'Take the card back',
          { addOn: 'bingoAddOn', action: { type: 'leave', seatIndex: s } },
          ask({ type: 'leave', seatIndex: s }),
          'secondary',
        ),
      ],
    ),
  });
}

// ── Fortune teller ────────────────────────────────────────────────────────────────────────────────

const PROPHECY_OF_TEXT = new Map(
  room.PROPHECY_IDS.map((id) => [room.PROPHECIES[id].text as string, id] as const),
);

/**
 * The fortune teller rebuilt from the table. The predictions shown are the open ones until a hand
 * judges them; judged ones carry a verdict (right, wrong) or none (void), so a list with no verdict
 * counts as open. Which prophecies the operator drew is not in the state: every one counts as on offer,
 * and the engine refuses one that was not drawn with the ones that were.
 */
function fortuneState(state: TableState): room.FortuneTellerState {
  const f = state.fortuneTellerAddOn!;
  const list = f.predictions.flatMap((p) => {
    const prophecy = PROPHECY_OF_TEXT.get(p.prediction);
    return prophecy ? [{ seatIndex: p.seatIndex, prophecy, isCorrect: p.isCorrect }] : [];
  });
  const open = list.every((p) => p.isCorrect === null);
  return {
    prize: f.prize,
    promptsPerHand: room.PROPHECY_IDS.length,
    offered: room.PROPHECY_IDS,
    open: open ? list : [],
    judged: open ? [] : list,
    lastHandNumber: null,
  };
}

function fortuneGroup(state: TableState, seat: number | null): AddOnGroup {
  const f = state.fortuneTellerAddOn!;
  const game = fortuneState(state);
  const ask = (input: room.FortuneTellerInput) => verdictOf(room.applyFortuneTeller(game, input), state);
  const judged = game.judged.length > 0;
  const mine = seat === null ? undefined : game.open.find((p) => p.seatIndex === seat);
  const right = game.judged.filter((p) => p.isCorrect === true).map((p) => nameOf(state, p.seatIndex));
  return group('fortuneTellerAddOn', {
    facts: [
      `Prize ${f.prize} each`,
      judged
        ? `Last hand: ${right.length ? `${right.join(', ')} right` : 'nobody right'}`
        : game.open.length
          ? `${plural(game.open.length, 'prediction')} for the next hand`
          : 'No predictions yet',
    ],
    controls: [
      control(
        'fortuneTellerAddOn.drawPrompts',
        'Draw prophecies',
        { addOn: 'fortuneTellerAddOn', action: { type: 'drawPrompts' } },
        ask({ type: 'drawPrompts', random: NO_DRAW }),
        'secondary',
      ),
    ],
    seatActions: true,
    rows: seatRow(
      state,
      seat,
      mine ? `Predicts: ${room.PROPHECIES[mine.prophecy].text}` : 'No prediction',
      (s) => [
        ...room.PROPHECY_IDS.filter((id) => id !== mine?.prophecy).map((id) =>
          control(
            `fortuneTellerAddOn.predict.${id}`,
            room.PROPHECIES[id].text,
            { addOn: 'fortuneTellerAddOn', action: { type: 'predict', seatIndex: s, prophecy: id } },
            ask({ type: 'predict', seatIndex: s, prophecy: id }),
            'secondary',
          ),
        ),
        control(
          'fortuneTellerAddOn.withdraw',
          'Withdraw the prediction',
          { addOn: 'fortuneTellerAddOn', action: { type: 'withdraw', seatIndex: s } },
          ask({ type: 'withdraw', seatIndex: s }),
          'danger',
        ),
      ],
    ),
  });
}

// ── The poker hand they hold ──────────────────────────────────────────────────────────────────────

/**
 * Why the next poker hand cannot start because of an add-on (the engine's `addOnHold`, in its words),
 * or null: a banked game is dealt instead of poker, and a room game's confirmation holds the table.
 */
export function startRoundHold(state: TableState): Verdict | null {
  if (state.blackjack)
    return no(
      'Blackjack is on at this table: it is dealt instead of poker. Switch it off in Settings to deal poker again.',
    );
  if (state.uth)
    return no(
      'Ultimate Texas hold’em is on at this table: it is dealt instead of poker. Switch it off in Settings to deal poker again.',
    );
  if (state.round.roundState === 'NIT GAME CONFIRMATION')
    return no('The nit game is waiting for its confirmation: confirm or reject it first.');
  if (state.round.roundState === 'POWERUP CONFIRMATION')
    return no('A powerup is waiting for its confirmation: confirm or reject it first.');
  return null;
}

// ── Titles and keys ───────────────────────────────────────────────────────────────────────────────

/** How the panel names each add-on: the room's one list (@railbird/protocol ADD_ON_GAMES). */
export { ADD_ON_TITLES } from '@railbird/protocol';

/**
 * The add-ons' keys, none of them a manager key (F C R U S P D E, Enter, Esc): Y / N answer the
 * confirmation the table waits for; G moves a banked round on (deal, no more bets, next round); the
 * blackjack hand to act takes H hit, T stand, 2 double, V split, Q surrender.
 */
export const ADD_ON_KEYS = {
  confirm: 'Y',
  reject: 'N',
  next: 'G',
  hit: 'H',
  stand: 'T',
  double: '2',
  split: 'V',
  surrender: 'Q',
} as const;

/** Every control of the groups, the game's own then its seats'. */
export function allControls(groups: readonly AddOnGroup[]): AddOnControl[] {
  return groups.flatMap((g) => [...g.controls, ...g.rows.flatMap((r) => r.controls)]);
}

/**
 * The control a key press asks for, whether or not it is enabled (a disabled one explains itself):
 * Y / N on the confirmation the table waits for (the first group with one); the other keys on the
 * control that carries them now. Null for any other key, or one no control carries now.
 */
export function addOnControlForKey(groups: readonly AddOnGroup[], key: string): AddOnControl | null {
  if (key.length !== 1) return null;
  const k = key.toUpperCase();
  if (k === ADD_ON_KEYS.confirm || k === ADD_ON_KEYS.reject) {
    const which = k === ADD_ON_KEYS.confirm ? 'confirm' : 'reject';
    const waiting = groups.find((g) => g.waiting !== null);
    return waiting?.controls.find((c) => c.id === `${waiting.addOn}.${which}`) ?? null;
  }
  return allControls(groups).find((c) => c.key === k) ?? null;
}
