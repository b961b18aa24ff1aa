/**
 * `railbird equity [--samples N] [--seed N] [--max-exact N]`: one JSON line in, one out.
 *   in:  {"game":"PLO8","players":[["SA","H2","SJ","HJ"],…],"board":["DA","C7","H4"],"dead":["S2"]}
 *   out: {"equities":[0.61,0.39],"exact":true}
 *        {"equities":[…],"exact":false,"std_errors":[…]}   when the exact count was over the limit
 * Every remaining runout is counted when affordable (always for hold'em and Omaha games with every
 * hole card known); otherwise the answer is sampled (seeded: the same input gives the same answer).
 * A player with fewer cards than the game deals gets the rest from the stub, like the board. A bad
 * line answers {"error":"…"} naming the field; the others are still answered and the command exits 1.
 */

import {
  type Card,
  computeEquity,
  EquitySpotError,
  equitySpot,
  getVariation,
  holeCardsDealt,
  isVariationCode,
  parseCard,
  seededRandom,
  VARIATION_CODES,
  type VariationCode,
} from '@railbird/poker';
import { z } from 'zod';
import { flushOutput, parseLine, readJsonLines, writeJsonLine } from '../io.js';

const EquityInput = z.object({
  game: z.string(),
  players: z.array(z.array(z.string())).min(1, 'an equity needs at least one player'),
  board: z.array(z.string()).default([]),
  dead: z.array(z.string()).default([]),
});

type Answer = { equities: number[]; exact: boolean; std_errors?: number[] } | { error: string };

interface Settings {
  samples: number;
  seed: number;
  maxExactWork: number | undefined;
}

export async function equity(args: string[]): Promise<number> {
  const settings = readSettings(args);
  if (typeof settings === 'string') {
    process.stderr.write(`railbird equity: ${settings}\n`);
    return 2;
  }
  let failed = false;
  for await (const line of readJsonLines()) {
    const answer = 'error' in line ? { error: line.error } : answerLine(line.value, line.line, settings);
    if ('error' in answer) failed = true;
    writeJsonLine(answer);
  }
  flushOutput();
  return failed ? 1 : 0;
}

function readSettings(args: readonly string[]): Settings | string {
  const settings: Settings = { samples: 100_000, seed: 1, maxExactWork: undefined };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const value = Number(args[i + 1]);
    if (!['--samples', '--seed', '--max-exact'].includes(flag)) return `unknown option ${flag}`;
    if (!Number.isSafeInteger(value) || value < (flag === '--seed' ? 0 : 1)) {
      return `${flag} needs a whole number${flag === '--seed' ? '' : ' of at least 1'}`;
    }
    if (flag === '--samples') settings.samples = value;
    else if (flag === '--seed') settings.seed = value;
    else settings.maxExactWork = value;
    i++;
  }
  return settings;
}

function answerLine(value: unknown, line: number, settings: Settings): Answer {
  const parsed = parseLine(EquityInput, value, line);
  if ('error' in parsed) return parsed;
  const { game, players, board, dead } = parsed.data;
  if (!isVariationCode(game)) {
    return {
      error: `line ${line}: game: unknown game "${game}"; expected one of ${VARIATION_CODES.join(', ')}`,
    };
  }
  const cards = readCards(game, players, board, dead);
  if ('error' in cards) return { error: `line ${line}: ${cards.error}` };
  try {
    const spot = equitySpot(game, {
      hands: cards.players,
      boards: getVariation(game).hasBoard ? [cards.board] : [],
      dead: cards.dead,
    });
    const result = computeEquity(spot, {
      random: seededRandom(settings.seed),
      samples: settings.samples,
      ...(settings.maxExactWork !== undefined ? { maxExactWork: settings.maxExactWork } : {}),
    });
    const equities = result.hands.map((h) => h.equity);
    return result.exact
      ? { equities, exact: true }
      : { equities, exact: false, std_errors: result.hands.map((h) => h.stdErr) };
  } catch (e) {
    if (e instanceof EquitySpotError) return { error: `line ${line}: ${e.message}` };
    throw e;
  }
}

/** Parses every card, naming the field of the first malformed, repeated or miscounted one. */
function readCards(
  game: VariationCode,
  players: readonly (readonly string[])[],
  board: readonly string[],
  dead: readonly string[],
): { players: Card[][]; board: Card[]; dead: Card[] } | { error: string } {
  const variation = getVariation(game);
  const seenAt = new Map<Card, string>();
  const read = (texts: readonly string[], field: string): Card[] | string => {
    const out: Card[] = [];
    for (const [i, text] of texts.entries()) {
      const where = `${field}[${i}]`;
      const card = parseCard(text);
      if (!card.ok) return `${where}: ${card.error.message}`;
      const earlier = seenAt.get(card.value);
      if (earlier !== undefined) return `${where}: card ${card.value} appears twice (also at ${earlier})`;
      seenAt.set(card.value, where);
      out.push(card.value);
    }
    return out;
  };

  // Pineapple hands may still hold their third card (they play the best two).
  const most = Math.max(variation.holeCardsAtShowdown, holeCardsDealt(variation));
  const hands: Card[][] = [];
  for (const [p, texts] of players.entries()) {
    if (texts.length > most) {
      return {
        error: `players[${p}]: ${texts.length} cards, but a ${game} hand holds ${variation.holeCardsAtShowdown}`,
      };
    }
    const hand = read(texts, `players[${p}]`);
    if (typeof hand === 'string') return { error: hand };
    hands.push(hand);
  }
  const boardCards = variation.hasBoard ? 5 : 0;
  if (board.length > boardCards) {
    return {
      error: variation.hasBoard
        ? `board: ${board.length} cards, but a ${game} board has 5`
        : `board: ${game} has no board, but ${board.length} cards were given`,
    };
  }
  const boardRead = read(board, 'board');
  if (typeof boardRead === 'string') return { error: boardRead };
  const deadRead = read(dead, 'dead');
  if (typeof deadRead === 'string') return { error: deadRead };
  return { players: hands, board: boardRead, dead: deadRead };
}
