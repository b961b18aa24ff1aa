import { errorTableFixture, midHandNlhFixture, sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { attentionNote, attentionReason, gameLine, STUCK_AFTER_MS } from './table-facts.js';

describe('table game line', () => {
  it('[TABLE-FACTS-1] cash games in dollars, tournaments with their short code and ante', () => {
    expect(gameLine(midHandNlhFixture)).toBe('NLH $5/$10');
    expect(gameLine(sampleTableFixture)).toBe('FT NLH 100/200 (200)');
  });
});

describe('tables needing attention', () => {
  const at = 1_790_000_000_000;
  /** A table state at `gameState` since `since`, in `mode`, with or without an error. */
  const table = (
    gameState: 'SETUP' | 'STANDBY' | 'IN ROUND' | 'CLEARING',
    since: number | null | undefined,
    mode = 'DEMO',
  ) => {
    const state = structuredClone(sampleTableFixture);
    state.table.mode = mode as typeof state.table.mode;
    state.table.error = null;
    state.game = { ...state.game, gameState, gameStateSince: since };
    return state;
  };

  it('[ATTN-1] a table meant to deal that has waited more than a minute with no hand able to start needs attention', () => {
    // demo-3 after its tournament: one player left, WAITING FOR ROUND START, the game state SETUP.
    expect(attentionReason(table('SETUP', at - STUCK_AFTER_MS - 1), at)).toBe('stuck');
    expect(attentionReason(table('SETUP', at - 5 * 60_000, 'GAME'), at)).toBe('stuck');
    // Not yet a minute: a field sitting down, a winner being shown.
    expect(attentionReason(table('SETUP', at - 30_000), at)).toBeNull();
    expect(attentionReason(table('SETUP', at - STUCK_AFTER_MS), at)).toBeNull();
  });

  it('[ATTN-2] a table dealing, ready between hands, switched off, or from an engine that does not say since when, does not', () => {
    const long = at - 60 * 60_000;
    expect(attentionReason(table('STANDBY', long), at)).toBeNull();
    expect(attentionReason(table('IN ROUND', long), at)).toBeNull();
    expect(attentionReason(table('SETUP', long, 'NONE'), at)).toBeNull();
    expect(attentionReason(table('SETUP', long, 'REGISTER_DECK'), at)).toBeNull();
    expect(attentionReason(table('SETUP', null), at)).toBeNull();
    expect(attentionReason(table('SETUP', undefined), at)).toBeNull();
  });

  it('[ATTN-3] a table showing an error needs attention at once, whatever its state', () => {
    const state = table('IN ROUND', at);
    state.table.error = {
      code: 'CARD_ALREADY_SEEN',
      antennaId: 2,
      card: 'SA',
      message: 'The ace of spades was read twice.',
      time: at,
    };
    expect(attentionReason(state, at)).toBe('error');
  });

  it('[ATTN-5] a finished hand no one has cleared for more than a minute needs attention: the next cannot start', () => {
    // demo-1 switched to GAME as its hand ended: the dealer must confirm the end (confirmAction).
    expect(attentionReason(table('CLEARING', at - STUCK_AFTER_MS - 1, 'GAME'), at)).toBe('uncleared');
    // The demo clears in seconds; a table being cleared now is fine; a table switched off is not judged.
    expect(attentionReason(table('CLEARING', at - 5_000), at)).toBeNull();
    expect(attentionReason(table('CLEARING', at - 10 * 60_000, 'NONE'), at)).toBeNull();
    expect(attentionNote(table('CLEARING', at - 2 * 60_000, 'GAME'), at)).toBe(
      'Hand finished, not cleared · waiting 2 min',
    );
  });

  it('[ATTN-4] the tables list names why: the engine’s error as written, or how long a table has waited', () => {
    expect(attentionNote(table('SETUP', at - 3 * 60_000 - 5_000), at)).toBe(
      'No hand can start · waiting 3 min',
    );
    expect(errorTableFixture.table.error?.message).toBeTruthy();
    expect(attentionNote(errorTableFixture, at)).toBe(errorTableFixture.table.error?.message);
    expect(attentionNote(table('IN ROUND', at - 10 * 60_000), at)).toBeNull();
  });
});
