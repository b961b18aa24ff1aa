import type { APIRequestContext } from '@playwright/test';
import { parsePhh, replay } from '@railbird/poker';
import { trpc } from './console.js';

const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
/** PHH notation (`As`), all 52. */
const DECK = [...RANKS].flatMap((r) => [...SUITS].map((s) => `${r}${s}`));
/** PHH `As` → spec `SA`. */
const spec = (card: string) => `${card[1]!.toUpperCase()}${card[0]}`;

/**
 * One three-handed 1/2 hold'em hand as the engine ships it to `table.ingestHand` (the path every
 * table's hands take), with `who` (a walk-in when its id is null) at seat index `heroIndex` + 1 and two guests: even hands are checked down to a
 * showdown, odd ones end on the flop (the button bets, the small blind folds). The stacks come from
 * replaying the PHH, as the server checks them.
 */
export function handFor(
  table: string,
  i: number,
  who: { id: string | null; name: string },
  heroIndex: number,
  startedAt: number,
) {
  const cards = Array.from({ length: 11 }, (_, k) => DECK[(i * 11 + k * 5) % 52]!);
  const [a1, a2, b1, b2, c1, c2, f1, f2, f3, turn, river] = cards;
  const actions = [
    `d dh p1 ${a1}${a2}`,
    `d dh p2 ${b1}${b2}`,
    `d dh p3 ${c1}${c2}`,
    'p3 cbr 6',
    'p1 cc',
    'p2 f',
  ];
  actions.push(`d db ${f1}${f2}${f3}`);
  if (i % 2 === 0)
    actions.push('p1 cc', 'p3 cc', `d db ${turn}`, 'p1 cc', 'p3 cc', `d db ${river}`, 'p1 cc', 'p3 cc');
  else actions.push('p1 cc', 'p3 cbr 10', 'p1 f');
  const names = ['Guest A', 'Guest B', 'Guest C'];
  names[heroIndex] = who.name;
  const phh = `variant = "NT"
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = [${actions.map((a) => `"${a}"`).join(', ')}]
players = [${names.map((n) => `"${n}"`).join(', ')}]
`;
  const parsed = parsePhh(phh);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const replayed = replay(parsed.hand);
  if (!replayed.ok) throw new Error(replayed.error.message);
  const holes = [
    [a1, a2],
    [b1, b2],
    [c1, c2],
  ];
  return {
    handId: `e2e-${(who.id ?? 'walk-in').slice(0, 8)}-${i}-${Math.random().toString(36).slice(2, 8)}`,
    tableKey: table,
    handNumber: 9000 + i,
    variation: 'NLH',
    startedAt,
    endedAt: startedAt + 60_000,
    players: names.map((name, p) => ({
      playerIndex: p,
      seatIndex: p + 1,
      playerId: p === heroIndex ? who.id : null,
      displayName: name,
      startingStack: 200,
      finishingStack: replayed.state.players[p]!.stack / parsed.hand.scale,
      holeCards: holes[p]!.map((c) => spec(c!)),
    })),
    phh,
    actionTimes: actions.map((_, k) => startedAt + k * 1000),
  };
}

/**
 * Hands of `who` at the room's own table. Each test signs up a room of its own (a table, no engine):
 * the demo location's directory stays as the other specs expect it.
 */
export async function playHands(
  request: APIRequestContext,
  table: string,
  who: { id: string; name: string },
  count: number,
  from: number,
) {
  const { secret } = await trpc<{ secret: string }>(
    request,
    'table.engineSecret',
    { tableKey: table },
    'query',
  );
  for (let i = 0; i < count; i++) {
    const hand = handFor(table, from + i, who, (from + i) % 3, Date.now() - (count - i) * 4 * 60_000);
    await trpc(request, 'table.ingestHand', { tableKey: table, secret, hand });
  }
}
