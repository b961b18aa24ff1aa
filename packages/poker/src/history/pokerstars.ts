import { type Card, cardFromIndex, cardIndex, rankOf, toRankSuit } from '../cards/cards.js';
import type { HandType } from '../evaluate/hand-type.js';
import { describeHand } from '../evaluate/index.js';
import { rankWord } from '../format/format.js';
import type { Chips, HandEvent } from '../game/types.js';
import { getVariation } from '../variations/variations.js';
import type { HandRecord } from './record.js';
import { replay } from './replay.js';

/**
 * Export to the PokerStars text format, the one hand-history format every tracker reads (PokerTracker,
 * Hold'em Manager), so players can study the hands we dealt them. Hold'em and Omaha, including hi-lo.
 * Structure after fpdb's PokerStars regression files; see reference/poker-domain.md §4.1.
 */
export interface PokerStarsOptions {
  readonly handId: string | number;
  readonly tableName: string;
  /** When the hand started (a parameter: the domain keeps no clock). */
  readonly startedAt: Date;
  readonly maxSeats: number;
  /** `USD` for a cash game in dollars; omitted for tournament chips. */
  readonly currency?: string;
  /** Chip units per currency unit (100 when chips are cents). */
  readonly scale?: number;
}

export type PokerStarsResult = { ok: true; text: string } | { ok: false; error: string };

const GAME_NAMES: Partial<Record<string, string>> = {
  NLH: "Hold'em",
  PINEAPPLE_NLH: "Hold'em",
  PLO: 'Omaha',
  PLO5: '5 Card Omaha',
  PLO6: '6 Card Omaha',
  PLO8: 'Omaha Hi/Lo',
  BIG_O: '5 Card Omaha Hi/Lo',
  PLO6_HI_LO: '6 Card Omaha Hi/Lo',
};
const LIMIT_NAMES = { NO_LIMIT: 'No Limit', POT_LIMIT: 'Pot Limit', FIXED_LIMIT: 'Limit' } as const;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function cardsText(cards: readonly (Card | null)[]): string {
  return cards.map((c) => (c ? toRankSuit(c) : '??')).join(' ');
}

/** "a pair of Queens", "two pair, Aces and Kings", "a straight, Five to Nine"… as PokerStars words them. */
export function pokerStarsHandName(
  handType: HandType,
  hole: readonly Card[],
  board: readonly Card[],
): string {
  const d = describeHand(handType, hole.map(cardIndex), board.map(cardIndex));
  if (!d) return 'no low';
  const ranks = d.cards.map((c) => rankOf(c));
  const name = (r: number) => capitalised(rankWord(r));
  const plural = (r: number) => capitalised(rankWord(r, true));
  if (handType === 'omahaLow8' || handType === 'low8') {
    return `${d.cards.map((c) => toRankSuit(cardFromIndex(c))[0]).join(',')}`;
  }
  switch (d.name) {
    case 'Straight flush':
      return ranks[0] === 12 && ranks[4] === 8
        ? 'a Royal Flush'
        : `a straight flush, ${name(ranks[4]!)} to ${name(ranks[0]!)}`;
    case 'Four of a kind':
      return `four of a kind, ${plural(ranks[0]!)}`;
    case 'Full house':
      return `a full house, ${plural(ranks[0]!)} full of ${plural(ranks[3]!)}`;
    case 'Flush':
      return `a flush, ${name(ranks[0]!)} high`;
    case 'Straight':
      return `a straight, ${name(ranks[4]!)} to ${name(ranks[0]!)}`;
    case 'Three of a kind':
      return `three of a kind, ${plural(ranks[0]!)}`;
    case 'Two pair':
      return `two pair, ${plural(ranks[0]!)} and ${plural(ranks[2]!)}`;
    case 'One pair':
      return `a pair of ${plural(ranks[0]!)}`;
    default:
      return `high card ${name(ranks[0]!)}`;
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function stamp(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${pad(Number(parts.hour))}:${parts.minute}:${parts.second}`;
}

/**
 * A file of PokerStars hands, as trackers import it: the hands one after another, each ending with a
 * newline and separated by two blank lines. A server streaming a file writes `POKERSTARS_SEPARATOR`
 * between hands (before every hand but the first).
 */
export const POKERSTARS_SEPARATOR = '\n\n';

export function pokerStarsFile(texts: readonly string[]): string {
  return texts.map((t) => `${t.trimEnd()}\n`).join(POKERSTARS_SEPARATOR);
}

export function toPokerStars(record: HandRecord, options: PokerStarsOptions): PokerStarsResult {
  const { config } = record;
  const variation = getVariation(config.variation);
  const game = GAME_NAMES[config.variation];
  if (!game || variation.family === 'draw' || config.numBoards > 1) {
    return {
      ok: false,
      error: `PokerStars text has no form for ${variation.name}${config.numBoards > 1 ? ' on several boards' : ''}`,
    };
  }
  const replayed = replay(record);
  if (!replayed.ok) return { ok: false, error: replayed.error.message };
  const events = replayed.events;
  const state = replayed.state;
  const scale = options.scale ?? 1;
  const money = (c: Chips) => {
    const value = c / scale;
    const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
    return options.currency ? `$${text}` : text;
  };
  const n = config.players.length;
  const name = (i: number) => config.players[i]!.name;
  const seatOf = (i: number) => (config.players[i]!.seatIndex ?? i) + 1;
  const limit = typeof config.limits === 'string' ? config.limits : (config.limits[0] ?? 'NO_LIMIT');
  // Heads-up the button (the last player) posts the small blind; otherwise the first two players post.
  const sbPlayer = n === 2 ? 1 : 0;
  const bbPlayer = n === 2 ? 0 : 1;
  const smallBlind = config.blindsOrStraddles[sbPlayer] ?? 0;
  const bigBlind = config.blindsOrStraddles[bbPlayer] ?? 0;
  const stakes = `${money(smallBlind)}/${money(bigBlind)}${options.currency ? ` ${options.currency}` : ''}`;
  const lines: string[] = [
    `PokerStars Hand #${options.handId}:  ${game} ${LIMIT_NAMES[limit]} (${stakes}) - ${stamp(options.startedAt, 'UTC')} UTC [${stamp(options.startedAt, 'America/New_York')} ET]`,
    `Table '${options.tableName}' ${options.maxSeats}-max Seat #${seatOf(n - 1)} is the button`,
  ];
  config.players.forEach((p, i) => {
    lines.push(`Seat ${seatOf(i)}: ${p.name} (${money(p.stack)} in chips)`);
  });

  const board: (Card | null)[] = [];
  const streetNames = ['FLOP', 'TURN', 'RIVER'];
  let streetMax = 0;
  const folds = new Map<number, string>();
  const collected = new Array<Chips>(n).fill(0);
  const potCount = events.filter((e) => e.type === 'potAwarded').length;
  let holeCardsWritten = false;
  let showdownWritten = false;
  const streetLabel = ['Flop', 'Turn', 'River'];
  let boardDeals = 0;

  const writeHoleCards = () => {
    if (holeCardsWritten) return;
    holeCardsWritten = true;
    lines.push('*** HOLE CARDS ***');
    state.players.forEach((p, i) => {
      if (p.hole.length && p.hole.every((c) => c !== null))
        lines.push(`Dealt to ${name(i)} [${cardsText(p.hole)}]`);
    });
  };

  for (const event of events as HandEvent[]) {
    switch (event.type) {
      case 'antePosted':
        lines.push(`${name(event.player)}: posts the ante ${money(event.amount)}`);
        break;
      case 'blindPosted': {
        const kind = event.straddle
          ? 'straddle'
          : event.player === sbPlayer
            ? 'small blind'
            : event.player === bbPlayer
              ? 'big blind'
              : 'big blind'; // another blind in front of the button posts as a big blind does
        const p = config.players[event.player]!;
        const allIn = p.stack - Math.min(config.antes[event.player] ?? 0, p.stack) - event.amount <= 0;
        lines.push(
          `${name(event.player)}: posts ${kind} ${money(event.amount)}${allIn ? ' and is all-in' : ''}`,
        );
        streetMax = Math.max(streetMax, event.amount);
        break;
      }
      case 'holeDealt':
        break;
      case 'boardDealt': {
        writeHoleCards();
        const before = [...board];
        board.push(...event.cards);
        const label = streetNames[boardDeals] ?? 'RIVER';
        boardDeals++;
        streetMax = 0;
        lines.push(
          before.length
            ? `*** ${label} *** [${cardsText(before)}] [${cardsText(event.cards)}]`
            : `*** ${label} *** [${cardsText(event.cards)}]`,
        );
        break;
      }
      case 'bet': {
        writeHoleCards();
        const who = name(event.player);
        const allIn = event.allIn ? ' and is all-in' : '';
        switch (event.kind) {
          case 'fold':
            lines.push(`${who}: folds`);
            folds.set(
              event.player,
              boardDeals === 0 ? 'before Flop' : `on the ${streetLabel[boardDeals - 1]}`,
            );
            break;
          case 'check':
            lines.push(`${who}: checks`);
            break;
          case 'call':
            lines.push(`${who}: calls ${money(event.amount)}${allIn}`);
            break;
          case 'bet':
            lines.push(`${who}: bets ${money(event.amount)}${allIn}`);
            streetMax = event.to;
            break;
          default:
            lines.push(`${who}: raises ${money(event.to - streetMax)} to ${money(event.to)}${allIn}`);
            streetMax = event.to;
        }
        break;
      }
      case 'uncalledReturned':
        lines.push(`Uncalled bet (${money(event.amount)}) returned to ${name(event.player)}`);
        break;
      case 'shown':
        if (!showdownWritten) {
          showdownWritten = true;
          lines.push('*** SHOW DOWN ***');
        }
        lines.push(
          `${name(event.player)}: shows [${cardsText(event.cards)}] (${describeFor(config.variation, event.cards, board)})`,
        );
        break;
      case 'mucked':
        if (!showdownWritten) {
          showdownWritten = true;
          lines.push('*** SHOW DOWN ***');
        }
        lines.push(`${name(event.player)}: mucks hand`);
        break;
      case 'potAwarded': {
        const potName =
          potCount === 1 ? 'pot' : event.award.pot === 0 ? 'main pot' : `side pot-${event.award.pot}`;
        const perPlayer = new Array<Chips>(n).fill(0);
        for (const share of event.award.shares) {
          share.amounts.forEach((a, i) => {
            perPlayer[i]! += a;
          });
        }
        perPlayer.forEach((amount, i) => {
          if (amount > 0) {
            collected[i]! += amount;
            lines.push(`${name(i)} collected ${money(amount)} from ${potName}`);
          }
        });
        break;
      }
      default:
        break;
    }
  }

  const result = state.result!;
  const total = result.pots.reduce((s, p) => s + p.amount, 0);
  const contested = result.pots.filter((p) => p.amount > 0);
  const split =
    contested.length > 1
      ? ` Main pot ${money(contested[0]!.amount)}.${contested
          .slice(1)
          .map((p, k) => ` Side pot-${k + 1} ${money(p.amount)}.`)
          .join('')}`
      : '';
  lines.push('*** SUMMARY ***', `Total pot ${money(total)}${split} | Rake ${money(0)}`);
  if (board.length) lines.push(`Board [${cardsText(board)}]`);
  const role = (i: number) =>
    `${i === n - 1 ? ' (button)' : ''}${i === sbPlayer && smallBlind > 0 ? ' (small blind)' : ''}${
      i === bbPlayer && bigBlind > 0 ? ' (big blind)' : ''
    }`;
  state.players.forEach((p, i) => {
    const seat = `Seat ${seatOf(i)}: ${name(i)}${role(i)}`;
    if (folds.has(i)) {
      lines.push(`${seat} folded ${folds.get(i)}`);
    } else if (p.status === 'mucked') {
      lines.push(`${seat} mucked`);
    } else if (result.showdown && p.shown) {
      const desc = describeFor(config.variation, p.hole, board);
      lines.push(
        collected[i]! > 0
          ? `${seat} showed [${cardsText(p.hole)}] and won (${money(collected[i]!)}) with ${desc}`
          : `${seat} showed [${cardsText(p.hole)}] and lost with ${desc}`,
      );
    } else {
      lines.push(`${seat} collected (${money(collected[i]!)})`);
    }
  });
  return { ok: true, text: `${lines.join('\n')}\n` };
}

function describeFor(
  variationCode: string,
  hole: readonly (Card | null)[],
  board: readonly (Card | null)[],
): string {
  if (hole.some((c) => c === null) || board.some((c) => c === null)) return 'unknown';
  const variation = getVariation(variationCode as Parameters<typeof getVariation>[0]);
  const [high, low] = variation.handTypes;
  const known = hole as Card[];
  const boardCards = board as Card[];
  const highName = pokerStarsHandName(high!, known, boardCards);
  if (!low) return highName;
  const lowName = pokerStarsHandName(low, known, boardCards);
  return `HI: ${highName}; LO: ${lowName}`;
}
