/**
 * `railbird showdown`: one JSON line in, one out.
 *   in:  {"game":"PLO8","players":[["SA","H2","SJ","HJ"],…],"board":["DA",…]}
 *   out: {"winners_high":[0],"winners_low":[0,1]}   (winners_low null when nobody qualifies or the
 *        game has a single share; in Drawmaha it is the hole-cards-only half)
 * A bad line answers {"error":"…"} naming what was wrong; the other lines are still answered and
 * the command exits 1 at the end.
 */

import {
  type CardIndex,
  cardIndex,
  decideShowdown,
  isShowdownGameCode,
  parseCard,
  SHOWDOWN_GAMES,
  type ShowdownGameCode,
} from '@railbird/poker';
import { z } from 'zod';
import { flushOutput, parseLine, readJsonLines, writeJsonLine } from '../io.js';

const ShowdownInput = z.object({
  game: z.string(),
  players: z.array(z.array(z.string())).min(1, 'a showdown needs at least one player'),
  board: z.array(z.string()).default([]),
});

type Answer = { winners_high: number[]; winners_low: number[] | null } | { error: string };

export async function showdown(_args: string[]): Promise<number> {
  let failed = false;
  for await (const line of readJsonLines()) {
    const answer = 'error' in line ? { error: line.error } : answerLine(line.value, line.line);
    if ('error' in answer) failed = true;
    writeJsonLine(answer);
  }
  flushOutput();
  return failed ? 1 : 0;
}

function answerLine(value: unknown, line: number): Answer {
  const parsed = parseLine(ShowdownInput, value, line);
  if ('error' in parsed) return parsed;
  const { game, players, board } = parsed.data;
  if (!isShowdownGameCode(game)) {
    return {
      error: `line ${line}: game: unknown game "${game}"; expected one of ${Object.keys(SHOWDOWN_GAMES).join(', ')}`,
    };
  }
  const cards = readCards(game, players, board);
  if ('error' in cards) return { error: `line ${line}: ${cards.error}` };
  const shares = decideShowdown(SHOWDOWN_GAMES[game].handTypes, cards.players, cards.board);
  return { winners_high: shares[0]?.winners ?? [], winners_low: shares[1]?.winners ?? null };
}

/** Parses every card, naming the field of the first malformed, repeated or miscounted one. */
function readCards(
  game: ShowdownGameCode,
  players: readonly (readonly string[])[],
  board: readonly string[],
): { players: CardIndex[][]; board: CardIndex[] } | { error: string } {
  const seenAt = new Map<CardIndex, string>();
  const read = (texts: readonly string[], field: string): CardIndex[] | string => {
    const out: CardIndex[] = [];
    for (const [i, text] of texts.entries()) {
      const where = `${field}[${i}]`;
      const card = parseCard(text);
      if (!card.ok) return `${where}: ${card.error.message}`;
      const index = cardIndex(card.value);
      const earlier = seenAt.get(index);
      if (earlier !== undefined) return `${where}: card ${card.value} appears twice (also at ${earlier})`;
      seenAt.set(index, where);
      out.push(index);
    }
    return out;
  };

  const { holeCards, boardCards } = SHOWDOWN_GAMES[game];
  const hands: CardIndex[][] = [];
  for (const [p, texts] of players.entries()) {
    if (texts.length !== holeCards) {
      return { error: `players[${p}]: ${texts.length} cards, but a ${game} showdown hand has ${holeCards}` };
    }
    const hand = read(texts, `players[${p}]`);
    if (typeof hand === 'string') return { error: hand };
    hands.push(hand);
  }
  if (board.length !== boardCards) {
    return { error: `board: ${board.length} cards, but a ${game} showdown board has ${boardCards}` };
  }
  const boardIndices = read(board, 'board');
  if (typeof boardIndices === 'string') return { error: boardIndices };
  return { players: hands, board: boardIndices };
}
