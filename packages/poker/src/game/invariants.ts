import type { Card } from '../cards/cards.js';
import type { HandState } from './types.js';

/**
 * The invariants every reachable state keeps; property tests assert them after every action and the
 * engine can assert them in production. Returns what is broken, empty when all hold.
 */
export function invariantViolations(state: HandState): string[] {
  const problems: string[] = [];
  const starting = state.players.reduce((s, p) => s + p.startingStack, 0);
  const now = state.players.reduce((s, p) => s + p.stack + p.bet + p.committed + p.deadAnte, 0);
  if (starting !== now) problems.push(`chips not conserved: started with ${starting}, now ${now}`);
  for (const [i, p] of state.players.entries()) {
    if (p.stack < 0 || p.bet < 0 || p.committed < 0) problems.push(`p${i + 1} has negative chips`);
  }
  const seen = new Set<Card>();
  const note = (c: Card | null, where: string) => {
    if (c === null) return;
    if (seen.has(c)) problems.push(`card ${c} appears twice (${where})`);
    seen.add(c);
  };
  for (const [i, p] of state.players.entries())
    if (p.status === 'inHand') for (const c of p.hole) note(c, `p${i + 1}`);
  for (const board of state.boards) for (const c of board) note(c, 'board');
  if (state.phase === 'betting') {
    const actors = state.betting?.actors ?? [];
    if (actors.length === 0) problems.push('betting is open but nobody is to act');
    const actor = actors[0];
    if (actor !== undefined && state.players[actor]?.status !== 'inHand')
      problems.push('the player to act is not in the hand');
  }
  if (state.phase === 'complete' && !state.result) problems.push('the hand is complete without a result');
  return problems;
}
