import type { Card } from '@railbird/poker';
import { describe, expect, it } from 'vitest';
import { TableDriver } from '../../test/support/table-driver.js';
import { DECK_ORDER } from './model.js';

/** Deals every hole card the hand still owes, in deck order. */
function dealHoles(table: TableDriver): void {
  const used = new Set<Card>();
  let next = 0;
  for (;;) {
    const run = table.model.hand!;
    const owed = run.state.players.findIndex((p) => p.status === 'inHand' && p.pendingHole.length > 0);
    if (owed < 0) return;
    while (used.has(DECK_ORDER[next]!)) next++;
    const card = DECK_ORDER[next++]!;
    used.add(card);
    table.deal(run.seats[owed]!, card);
  }
}

describe('the acting player’s options in the table state', () => {
  it('[OPT-1] stud, third street: the options name the bring-in owed until it is made', () => {
    const table = TableDriver.game('STUD', [200, 200, 200]);
    table.command('startRound');
    dealHoles(table);
    const level = table.state().round.blindLevel;
    expect(table.state().round.actionOptions).toMatchObject({
      bringIn: level.bringIn,
      minRaise: level.smallBet,
    });
    table.act('bringIn');
    expect(table.state().round.actionOptions).not.toHaveProperty('bringIn');
    expect(table.state().round.actionOptions?.call).toBe(level.bringIn);
  });

  it('[OPT-2] hold’em never owes a bring-in', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]);
    table.command('startRound');
    dealHoles(table);
    expect(table.state().round.actionOptions).not.toHaveProperty('bringIn');
  });
});
