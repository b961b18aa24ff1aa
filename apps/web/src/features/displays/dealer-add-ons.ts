/**
 * What the dealer screen says and offers for the add-on games (issue 19), as pure functions of the
 * table state: the room games' confirmations in words, blackjack and UTH totals, where the next card
 * goes, and the command each button sends. The screens only draw; every button is enabled from the
 * reducer's own `options` that the state carries, never guessed here.
 */
import type { Card } from '@railbird/poker';
import { blackjack } from '@railbird/poker/addons';
import type { AddOnActionData, TableState } from '@railbird/protocol';

export type BlackjackField = NonNullable<TableState['blackjack']>;
export type UthField = NonNullable<TableState['uth']>;
export type BlackjackAction = Extract<AddOnActionData, { addOn: 'blackjack' }>['action'];
export type UthAction = Extract<AddOnActionData, { addOn: 'uth' }>['action'];

/** Exact chips, with separators: a dealer pays what the screen says, so no "1.2K". */
export function chips(amount: number): string {
  return Math.abs(amount).toLocaleString('en-US');
}

/** `+15`, `−10` (a real minus), `±0`: a seat's result at a glance. */
export function signedChips(amount: number): string {
  if (amount > 0) return `+${chips(amount)}`;
  if (amount < 0) return `−${chips(amount)}`;
  return '±0';
}

/** The player's name at a seat, or `Seat n` for an empty or unknown seat (seats counted from 1). */
export function seatName(state: Pick<TableState, 'playerGroup'>, seatIndex: number): string {
  return (
    state.playerGroup.players.find((p) => p.seatIndex === seatIndex)?.displayName ?? `Seat ${seatIndex + 1}`
  );
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// ── Room games: the confirmations the table waits on ──────────────────────────────────────────────

export interface RoomConfirmation {
  addOn: 'nitGameAddOn' | 'powerupsAddOn';
  /** The kind of confirmation, small above the headline. */
  title: string;
  /** What happens on Accept, in one sentence. */
  headline: string;
  /** The figures behind it, one line each. */
  details: string[];
}

/**
 * The room game the table waits on (round state NIT GAME CONFIRMATION or POWERUP CONFIRMATION), in
 * words, or null. The nit game: every nit pays each player who won a pot the nit amount (NIT-3), a nit
 * short of chips pays what they hold, split (NIT-4). A powerup: who plays which, and on whom it works.
 */
export function roomConfirmation(state: TableState): RoomConfirmation | null {
  const roundState = state.round.roundState;
  if (roundState === 'NIT GAME CONFIRMATION' && state.nitGameAddOn) return nitConfirmation(state);
  if (roundState === 'POWERUP CONFIRMATION' && state.powerupsAddOn?.pending)
    return powerupConfirmation(state);
  return null;
}

function nitConfirmation(state: TableState): RoomConfirmation {
  const nit = state.nitGameAddOn!;
  const nits = new Set(nit.nitSeatIndexes);
  const players = [...state.playerGroup.players].sort((a, b) => a.seatIndex - b.seatIndex);
  // The players who won a pot since the last nit game: seated and no longer nits.
  const payees = players.filter((p) => !nits.has(p.seatIndex) && !p.isNit);
  const payeeNames = payees.map((p) => p.displayName);
  const amount = nit.amountPerPlayer;
  const nitNames = nit.nitSeatIndexes.map((s) => seatName(state, s));
  const owed = amount * payees.length;
  const headline =
    nitNames.length === 1
      ? `${nitNames[0]} is the nit: pays ${chips(amount)} to each of ${payees.length} player${payees.length === 1 ? '' : 's'}`
      : `${listNames(nitNames)} are the nits: each pays ${chips(amount)} to each of ${payees.length} player${payees.length === 1 ? '' : 's'}`;
  const details: string[] = [];
  if (payees.length > 0)
    details.push(`${listNames(payeeNames)} win${payees.length === 1 ? 's' : ''} the nit game`);
  for (const seatIndex of nit.nitSeatIndexes) {
    const stack = players.find((p) => p.seatIndex === seatIndex)?.stack ?? 0;
    const name = seatName(state, seatIndex);
    if (stack >= owed) {
      details.push(`${name} pays ${chips(amount)} × ${payees.length} = ${chips(owed)}`);
    } else {
      details.push(
        `${name} has only ${chips(stack)}: it is split between ${payees.length === 1 ? 'the winner' : `the ${payees.length} winners`}`,
      );
    }
  }
  return { addOn: 'nitGameAddOn', title: 'Nit game', headline, details };
}

const POWERUP_NAMES: Record<string, string> = {
  PEEK: 'Peek',
  SHIELD: 'Shield',
  DOUBLE: 'Double',
  PICKPOCKET: 'Pickpocket',
};

function powerupConfirmation(state: TableState): RoomConfirmation {
  const pending = state.powerupsAddOn!.pending!;
  const name = seatName(state, pending.seatIndex);
  const player = state.playerGroup.players.find((p) => p.seatIndex === pending.seatIndex);
  const kind = player?.powerups?.find((p) => p.id === pending.powerupId)?.kind ?? null;
  const label = kind ? (POWERUP_NAMES[kind] ?? kind) : `powerup ${pending.powerupId}`;
  return {
    addOn: 'powerupsAddOn',
    title: 'Powerup',
    headline: `${name} plays ${label} ${kind === 'PICKPOCKET' ? 'on the next hand’s biggest winner' : 'on their next hand'}`,
    details: [powerupEffect(kind, name)],
  };
}

/** What the powerup does, said about the player who played it (docs/rules/room-games.md § Powerups). */
export function powerupEffect(kind: string | null, name: string): string {
  switch (kind) {
    case 'PEEK':
      return `The dealer shows ${name} the first burn card, privately. No chips move.`;
    case 'SHIELD':
      return `If ${name} loses chips, the house refunds the loss, up to the shield cap.`;
    case 'DOUBLE':
      return `If ${name} wins chips, the house adds the same again, up to the double cap.`;
    case 'PICKPOCKET':
      return `The biggest winner, if not ${name}, hands ${name} the pickpocket amount, never more than they won.`;
    default:
      return `${name} played a powerup the screen does not know: check it at the table.`;
  }
}

// ── Blackjack ─────────────────────────────────────────────────────────────────────────────────────

type Hand = BlackjackField['hands'][number];

/**
 * A hand's total as the dealer calls it: `Blackjack` (two-card 21 on an unsplit hand), `Bust 24`,
 * `Soft 17`, `Hard 16` (an ace counted as one), `15`. Only the cards seen count (the dealer's up card
 * while the hole card is down). Null with no card seen.
 */
export function blackjackTotal(
  cards: readonly (string | null)[],
  options: { canBeNatural: boolean },
): string | null {
  const seen = cards.filter((c): c is Card => c !== null);
  if (seen.length === 0) return null;
  // The dealer's ace up: "an ace", not "soft 11".
  if (seen.length === 1 && seen[0]![1] === 'A') return 'an ace';
  const { total, soft } = blackjack.handTotal(seen);
  if (total > 21) return `Bust ${total}`;
  if (total === 21 && seen.length === 2 && cards.length === 2 && options.canBeNatural) return 'Blackjack';
  if (soft) return `Soft ${total}`;
  if (seen.some((c) => c[1] === 'A')) return `Hard ${total}`;
  return String(total);
}

/** The hands of a seat, in playing order. */
export function handsOf(field: BlackjackField, seatIndex: number): Hand[] {
  return field.hands.filter((h) => h.seatIndex === seatIndex).sort((a, b) => a.handIndex - b.handIndex);
}

/** What happened to a hand, as short tags: Doubled, Split hand 2, Surrendered, Bust, Stands. */
export function handTags(field: BlackjackField, hand: Hand): string[] {
  const tags: string[] = [];
  if (handsOf(field, hand.seatIndex).length > 1) tags.push(`Split hand ${hand.handIndex + 1}`);
  if (hand.isDoubled) tags.push('Doubled');
  if (hand.isSurrendered) tags.push('Surrendered');
  else if (hand.isBust) tags.push('Bust');
  else if (hand.isStanding && hand.result === null && !isNatural(field, hand)) tags.push('Stands');
  return tags;
}

/** A two-card 21 on a seat that did not split: a natural. */
function isNatural(field: BlackjackField, hand: Hand): boolean {
  return (
    hand.cards.length === 2 &&
    handsOf(field, hand.seatIndex).length === 1 &&
    blackjack.handTotal(hand.cards as Card[]).total === 21
  );
}

/** A settled hand's badge and its tone. */
export function resultText(
  result: Hand['result'],
  options: { isSurrendered?: boolean; blackjackPays?: string } = {},
): { text: string; tone: 'win' | 'lose' | 'push' } | null {
  switch (result) {
    case 'BLACKJACK':
      return { text: options.blackjackPays ? `Win ${options.blackjackPays}` : 'Win', tone: 'win' };
    case 'WIN':
      return { text: 'Win', tone: 'win' };
    case 'PUSH':
      return { text: 'Push', tone: 'push' };
    case 'LOSE':
      return { text: options.isSurrendered ? 'Surrendered' : 'Lose', tone: 'lose' };
    default:
      return null;
  }
}

/** "Seat 3 · Ana", and the hand when the seat has split: "Seat 3 · Ana, hand 2". */
function seatHand(state: TableState, field: BlackjackField, seatIndex: number, handIndex: number): string {
  const split = handsOf(field, seatIndex).length > 1;
  return `Seat ${seatIndex + 1} · ${seatName(state, seatIndex)}${split ? `, hand ${handIndex + 1}` : ''}`;
}

/**
 * The line over the table: where the next card the antennas read goes, or that the shoe needs the
 * dealer (cut card out, shuffle due), or what the round waits for.
 */
export function blackjackNextLine(state: TableState, field: BlackjackField): string {
  const o = field.options;
  const next = o.nextCard;
  if (next) {
    if (next.kind === 'player') return `Next card: ${seatHand(state, field, next.seatIndex, next.handIndex)}`;
    if (next.slot === 'up') return 'Next card: the dealer’s up card';
    if (next.slot === 'hole') return 'Next card: the dealer’s hole card';
    return 'Next card: the dealer draws';
  }
  if (o.insurance.length > 0)
    return `Insurance? ${listNames(o.insurance.map((i) => seatName(state, i.seatIndex)))} to answer`;
  if (o.turn) return `Decision: ${seatHand(state, field, o.turn.seatIndex, o.turn.handIndex)}`;
  if (field.shoe.shuffleDue) return 'Cut card is out: shuffle the shoe, then press Shuffle';
  if (o.nextRound) return 'Settled: pay and take, then Next round';
  if (field.roundState === 'WAITING_FOR_BETS') {
    if (!o.deal) return 'Place your bets';
    return o.bets.length > 0 ? 'Taking bets: Deal when ready' : 'Bets are in: Deal when ready';
  }
  return 'Waiting for the table';
}

/** The shoe in words: "23 cards dealt · cut card out". */
export function shoeLine(field: BlackjackField): string {
  const parts = [`${field.shoe.cardsDealt} card${field.shoe.cardsDealt === 1 ? '' : 's'} dealt`];
  if (field.shoe.shuffleDue) parts.push('shuffle due');
  else if (field.shoe.cutCardOut) parts.push('cut card out: last round before the shuffle');
  return parts.join(' · ');
}

/** The house rules in one line: "6 decks · S17 · BJ pays 3:2 · bets 10–1,000". */
export function blackjackRulesLine(field: BlackjackField): string {
  const r = field.rules;
  return [
    `${r.decks} deck${r.decks === 1 ? '' : 's'}`,
    r.dealerHitsSoft17 ? 'H17' : 'S17',
    `BJ pays ${r.blackjackPays}`,
    r.surrender === 'late' ? 'late surrender' : null,
    `bets ${chips(field.minBet)}–${chips(field.maxBet)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The five decisions, their keys and the action each sends. */
export const BLACKJACK_DECISIONS = [
  { key: 'hit', label: 'Hit', shortcut: 'H' },
  { key: 'stand', label: 'Stand', shortcut: 'S' },
  { key: 'double', label: 'Double', shortcut: 'D' },
  { key: 'split', label: 'Split', shortcut: 'P' },
  { key: 'surrender', label: 'Surrender', shortcut: 'R' },
] as const;
export type BlackjackDecision = (typeof BLACKJACK_DECISIONS)[number]['key'];

/** Why a decision button is off, short enough to sit under its label (the options say only yes or no). */
export function decisionOffReason(decision: BlackjackDecision, field: BlackjackField): string {
  switch (decision) {
    case 'double':
      return field.rules.doubleOn === 'any' ? 'first two cards' : `hard ${field.rules.doubleOn} only`;
    case 'split':
      return 'pairs only';
    case 'surrender':
      return 'first decision only';
    default:
      return 'not now';
  }
}

/** A bet entry: whole chip units within the seat's min and max, or why not. */
export function checkBet(
  text: string,
  range: { min: number; max: number },
  chipUnit: number,
): { ok: true; amount: number } | { ok: false; reason: string } {
  const amount = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(amount)) return { ok: false, reason: 'Enter a bet' };
  if (!Number.isInteger(amount) || amount % chipUnit !== 0)
    return { ok: false, reason: `Bets are in ${chips(chipUnit)}-chip units` };
  if (amount < range.min) return { ok: false, reason: `At least ${chips(range.min)}` };
  if (amount > range.max) return { ok: false, reason: `At most ${chips(range.max)}` };
  return { ok: true, amount };
}

// ── Ultimate Texas hold'em ────────────────────────────────────────────────────────────────────────

/** Where the next UTH card goes, or what the round waits for. */
export function uthNextLine(state: TableState, field: UthField): string {
  const o = field.options;
  const next = o.nextCard;
  if (next) {
    if (next.to === 'seat')
      return `Next card: Seat ${next.seatIndex + 1} · ${seatName(state, next.seatIndex)}`;
    if (next.to === 'dealer') return `Next card: the dealer’s card ${next.index + 1} of 2`;
    if (next.index < 3) return `Next card: the flop, card ${next.index + 1} of 3`;
    return next.index === 3 ? 'Next card: the turn' : 'Next card: the river';
  }
  if (o.waitingOn.length > 0) {
    const street =
      o.street === 'preflop' ? 'Before the flop' : o.street === 'flop' ? 'On the flop' : 'On the river';
    return `${street}: ${listNames(o.waitingOn.map((s) => seatName(state, s)))} to decide`;
  }
  if (o.canStartNextRound) return 'Settled: pay and take, then Next round';
  if (field.roundState === 'WAITING_FOR_BETS')
    return o.canCloseBets ? 'Taking bets: No more bets when ready' : 'Place your bets';
  return 'Waiting for the table';
}

/** The UTH rules in one line: "Ante 5–500 · trips up to 100 (8-7-4 table) · 4× or 3× before the flop". */
export function uthRulesLine(field: UthField): string {
  const r = field.rules;
  return [
    `Ante ${chips(r.minAnte)}–${chips(r.maxAnte)}`,
    r.maxTrips > 0 ? `trips to ${chips(r.maxTrips)} (${r.tripsPayTable})` : 'no trips',
    `${r.preflopMultiples.map((m) => `${m}×`).join(' or ')} · ${r.flopMultiple}× · ${r.riverMultiple}×`,
  ].join(' · ');
}

/** A UTH seat's decision buttons from its options: play bets (keys = the multiple), check C, fold F. */
export function uthDecisions(
  seat: UthField['options']['seats'][number],
): { id: string; label: string; shortcut: string; action: UthAction }[] {
  const out: { id: string; label: string; shortcut: string; action: UthAction }[] = seat.plays.map((p) => ({
    id: `play-${p.multiple}`,
    label: `Play ${p.multiple}× · ${chips(p.amount)}`,
    shortcut: String(p.multiple),
    action: { type: 'play', seatIndex: seat.seatIndex, multiple: p.multiple },
  }));
  if (seat.canCheck)
    out.push({
      id: 'check',
      label: 'Check',
      shortcut: 'C',
      action: { type: 'check', seatIndex: seat.seatIndex },
    });
  if (seat.canFold)
    out.push({
      id: 'fold',
      label: 'Fold',
      shortcut: 'F',
      action: { type: 'fold', seatIndex: seat.seatIndex },
    });
  return out;
}
