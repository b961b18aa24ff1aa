/**
 * The replayer's model: a stored hand's PHH folded through the poker reducer one action at a time,
 * keeping the state after every step (stacks, bets, pot, board, who folded, whose turn, cards shown),
 * as `replay` in @railbird/poker does for the whole hand. Step 0 is the hand as set up (blinds and
 * antes posted); step k is the state after k PHH actions, the numbering of `actionTimes` and of the
 * odds' `afterAction`.
 */
import {
  apply,
  type Card,
  cardIndex,
  describeHand,
  getVariation,
  type HandEvent,
  type HandState,
  type PhhHand,
  parsePhh,
  startHand,
} from '@railbird/poker';
import { formatStack, streetWord } from '@railbird/poker/format';
import type { HandStreetOdds } from '@railbird/protocol';

export interface ReplayStep {
  /** PHH actions applied so far (0 = the setup). */
  index: number;
  /** What this step did, in words ("Ava raises to 600", "Flop 7♠ 8♥ 2♦"). */
  text: string;
  /** The betting round or street the step belongs to ("Preflop", "Draw 1", "4th street"). */
  street: string;
  /** Whether the dealer did it (cards dealt) rather than a player. */
  dealer: boolean;
  state: HandState;
}

export type ReplayModel =
  | {
      ok: true;
      hand: PhhHand;
      steps: ReplayStep[];
      /** Set when the history stops early: the steps up to the refused action are still shown. */
      error: string | null;
    }
  | { ok: false; error: string };

const SUIT_SYMBOL = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

/** `SA` → `A♠`; an unseen card is `??`. */
export function cardText(card: Card | null): string {
  if (!card) return '??';
  return `${card[1]}${SUIT_SYMBOL[card[0] as keyof typeof SUIT_SYMBOL]}`;
}

const cardsText = (cards: readonly (Card | null)[]) => cards.map(cardText).join(' ');

/** The name of the betting round a state is in, as a room says it. */
export function streetName(state: HandState): string {
  const variation = getVariation(state.config.variation);
  const i = state.streetIndex;
  if (variation.family === 'draw') return i === 0 ? 'Pre-draw' : `Draw ${i}`;
  return streetWord(variation.streets[i]?.name ?? 'PREFLOP');
}

/** Describes the events one action produced. `money` turns the hand's chip units into display text. */
export function eventsText(
  events: readonly HandEvent[],
  names: readonly string[],
  state: HandState,
  money: (chips: number) => string,
): string {
  const name = (i: number) => names[i] ?? `Player ${i + 1}`;
  const parts: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'bet': {
        const allIn = e.allIn ? ' (all in)' : '';
        const said = {
          fold: `${name(e.player)} folds`,
          check: `${name(e.player)} checks`,
          call: `${name(e.player)} calls ${money(e.amount)}`,
          bringIn: `${name(e.player)} brings in ${money(e.to)}`,
          complete: `${name(e.player)} completes to ${money(e.to)}`,
          bet: `${name(e.player)} bets ${money(e.to)}`,
          raise: `${name(e.player)} raises to ${money(e.to)}`,
        }[e.kind];
        parts.push(said + allIn);
        break;
      }
      case 'holeDealt':
        parts.push(
          e.cards.every((c) => c === null)
            ? `${name(e.player)} is dealt ${e.cards.length} ${e.cards.length === 1 ? 'card' : 'cards'}`
            : `${name(e.player)} is dealt ${cardsText(e.cards)}`,
        );
        break;
      case 'boardDealt': {
        const boards = state.config.numBoards > 1 ? ` (board ${e.board + 1})` : '';
        parts.push(`${streetName(state)}${boards} ${cardsText(e.cards)}`);
        break;
      }
      case 'discarded':
        parts.push(
          e.cards.length === 0
            ? `${name(e.player)} stands pat`
            : `${name(e.player)} discards ${e.cards.length}${e.cards.some(Boolean) ? ` (${cardsText(e.cards)})` : ''}`,
        );
        break;
      case 'shown':
        parts.push(`${name(e.player)} shows ${cardsText(e.cards)}`);
        break;
      case 'mucked':
        parts.push(`${name(e.player)} mucks`);
        break;
      case 'uncalledReturned':
        parts.push(`${money(e.amount)} uncalled returned to ${name(e.player)}`);
        break;
    }
  }
  return parts.join(' · ');
}

/**
 * Every step of a stored hand. `names` are the players by PHH index (the vault's seat names); the
 * PHH's own `players` fill any gap. A history the reducer refuses part-way keeps the steps before it.
 */
export function replaySteps(phh: string, names: readonly string[] = []): ReplayModel {
  const parsed = parsePhh(phh);
  if (!parsed.ok) {
    const at = parsed.error.action ? ` (action ${parsed.error.action})` : '';
    return { ok: false, error: `The hand history cannot be read${at}: ${parsed.error.message}` };
  }
  const hand = parsed.hand;
  const who = hand.config.players.map((p, i) => names[i] ?? hand.names[i] ?? p.name);
  const money = (chips: number) => formatStack(chips / hand.scale);
  const started = startHand(hand.config);
  if (!started.ok) return { ok: false, error: `The hand cannot be set up: ${started.error.message}` };
  let state = started.state;
  const steps: ReplayStep[] = [
    { index: 0, text: setupText(started.events, who, money), street: streetName(state), dealer: true, state },
  ];
  for (const [k, action] of hand.actions.entries()) {
    const before = state;
    const street = streetName(state);
    const next = apply(state, action);
    if (!next.ok) {
      return { ok: true, hand, steps, error: `Action ${k + 1} is refused: ${next.error.message}` };
    }
    state = next.state;
    const events: HandEvent[] = [...next.events];
    // The last line of a history that stops at the showdown: every known hand is shown, as `replay` does.
    if (k === hand.actions.length - 1) {
      for (const [i, p] of state.players.entries()) {
        if (state.phase !== 'showdown') break;
        if (p.status !== 'inHand' || p.shown || p.hole.some((c) => c === null)) continue;
        const shown = apply(state, { type: 'show', player: i });
        if (shown.ok) {
          state = shown.state;
          events.push(...shown.events);
        }
      }
    }
    const dealer = action.type === 'dealHole' || action.type === 'dealBoard' || action.type === 'burn';
    steps.push({
      index: k + 1,
      text: eventsText(events, who, before, money) || action.type,
      street,
      dealer,
      state,
    });
  }
  return { ok: true, hand, steps, error: null };
}

function setupText(events: readonly HandEvent[], names: readonly string[], money: (c: number) => string) {
  const parts = events.flatMap((e) => {
    if (e.type === 'blindPosted')
      return [`${names[e.player]} posts ${e.straddle ? 'a straddle' : 'a blind'} of ${money(e.amount)}`];
    if (e.type === 'antePosted') return [`${names[e.player]} antes ${money(e.amount)}`];
    return [];
  });
  return parts.length > 0 ? parts.join(' · ') : 'The hand starts';
}

// ── What the table shows at a step ──────────────────────────────────────────────────────────────────

/** The player to act (betting, or a draw's discard); null while the dealer deals or the hand is over. */
export function actorOf(state: HandState): number | null {
  if (state.phase === 'betting') return state.betting?.actors[0] ?? null;
  if (state.phase === 'dealing' && (state.dealing?.drawers.length ?? 0) > 0)
    return state.dealing!.drawers[0] ?? null;
  if (state.phase === 'discarding') return state.discarders[0] ?? null;
  return null;
}

/** Chips gathered in the middle (the bets still in front of players not counted). */
export function middlePot(state: HandState): number {
  return state.players.reduce((sum, p) => sum + p.committed + p.deadAnte, 0);
}

/** Every chip put in so far, the bets in front included. */
export function totalPut(state: HandState): number {
  return state.players.reduce((sum, p) => sum + p.committed + p.deadAnte + p.bet, 0);
}

/** The odds point that applies at a step: the latest with `afterAction <= step`, or null before the first. */
export function oddsAt(odds: readonly HandStreetOdds[], step: number): HandStreetOdds | null {
  let best: HandStreetOdds | null = null;
  for (const point of odds) {
    if (point.afterAction <= step && (!best || point.afterAction >= best.afterAction)) best = point;
  }
  return best;
}

export interface Winner {
  playerIndex: number;
  /** Chips collected, in the hand's units. */
  collected: number;
  /** The hands that won, e.g. "Full house", "8-6-4-3-2 low". */
  hands: string[];
}

/** Who collected what at the end of a replayed hand, with the winning hands' names where cards are known. */
export function winnersOf(state: HandState): Winner[] {
  const result = state.result;
  if (!result) return [];
  const variation = getVariation(state.config.variation);
  const byPlayer = new Map<number, Winner>();
  for (const pot of result.pots) {
    for (const share of pot.shares) {
      for (const [i, amount] of share.amounts.entries()) {
        if (amount <= 0) continue;
        const w = byPlayer.get(i) ?? { playerIndex: i, collected: 0, hands: [] };
        w.collected += amount;
        const hole = state.players[i]!.hole;
        const board = state.boards[share.board] ?? [];
        if (share.handType && result.showdown && hole.every(Boolean) && board.every(Boolean)) {
          const named = describeHand(
            share.handType,
            (hole as Card[]).map(cardIndex),
            variation.hasBoard ? (board as Card[]).map(cardIndex) : [],
          );
          if (named && !w.hands.includes(named.name)) w.hands.push(named.name);
        }
        byPlayer.set(i, w);
      }
    }
  }
  return [...byPlayer.values()].sort((a, b) => b.collected - a.collected);
}
