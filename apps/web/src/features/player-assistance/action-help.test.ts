import type { TableState } from '@railbird/protocol';
import { idleTableFixture, midHandNlhFixture, plo8TableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { actionHelp, frequencyPhrase, potOdds } from './action-help.js';

const clone = (s: TableState) => structuredClone(s) as TableState;

describe('pot odds in plain words', () => {
  it('[ASSIST-20] calling 40 to win 160 needs 1 win in 5', () => {
    expect(potOdds(40, 160)?.text).toBe('Calling 40 to win 160: you need to win 1 time in 5');
    expect(potOdds(40, 160)?.need).toBeCloseTo(0.2);
  });

  it('[ASSIST-21] a share that is no whole "1 in n" is rounded and says so', () => {
    // 60 to win 155: 60 / 215 = 27.9%.
    expect(frequencyPhrase(60 / 215)).toBe('about 1 time in 4');
    expect(frequencyPhrase(1 / 3)).toBe('1 time in 3');
    // A call bigger than the pot: more often than not.
    expect(frequencyPhrase(100 / 150)).toBe('2 times in 3');
    expect(frequencyPhrase(0.58)).toBe('about 3 times in 5');
    expect(frequencyPhrase(0.5)).toBe('1 time in 2');
  });

  it('[ASSIST-22] nothing to call, no odds', () => {
    expect(potOdds(0, 100)).toBeNull();
  });
});

describe('the action from the table state', () => {
  it('[ASSIST-23] says whose turn it is, the call, the smallest raise and the pot odds', () => {
    const help = actionHelp(midHandNlhFixture);
    expect(help.acting).toEqual({ seatIndex: 5, name: 'Fay', stack: 970 });
    expect(help.toCall).toBe(60);
    expect(help.raise).toEqual({ label: 'Smallest raise to', amount: 120, note: null });
    expect(help.pot).toBe(155);
    expect(help.odds?.text).toBe('Calling 60 to win 155: you need to win about 1 time in 4');
  });

  it('[ASSIST-24] with no bet yet it is the smallest bet, and a check is free', () => {
    const state = clone(midHandNlhFixture);
    state.round.actionOptions = { call: 0, minRaise: 10, maxRaise: 970, currentBet: 0 };
    const help = actionHelp(state);
    expect(help.raise?.label).toBe('Smallest bet');
    expect(help.callNote).toBe('Nothing to call: a check is free');
    expect(help.odds).toBeNull();
  });

  it('[ASSIST-25] a short stack: all in is the only raise, or the call puts them all in', () => {
    const state = clone(plo8TableFixture);
    state.round.actionOptions = { call: 100, minRaise: 250, maxRaise: 250, currentBet: 100 };
    expect(actionHelp(state).raise).toEqual({
      label: 'Smallest raise to',
      amount: 250,
      note: 'All in is the only raise left',
    });
    const kit = state.playerGroup.players.find((p) => p.seatIndex === 7)!;
    kit.stack = 80;
    state.round.actionOptions = { call: 100, minRaise: 100, maxRaise: 100, currentBet: 100 };
    const help = actionHelp(state);
    expect(help.toCall).toBe(80);
    expect(help.raise).toBeNull();
    expect(help.callNote).toBe('Calling puts Kit all in');
  });

  it('[ASSIST-26] between hands nobody acts', () => {
    const help = actionHelp(idleTableFixture);
    expect(help.acting).toBeNull();
    expect(help.toCall).toBeNull();
    expect(help.odds).toBeNull();
  });
});
