import type { TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { Inbox, ManualClock } from '@railbird/room/testing';
import { describe, expect, it } from 'vitest';
import { RELEASE_MARGIN_MS, TableChannel } from './fanout.js';

/** A delayed screen: keeps what it is sent as a browser does (the room's Inbox rebuilds the state). */
function screen() {
  const inbox = new Inbox();
  return {
    sendText: (bytes: Buffer) => void inbox.add(bytes.toString()),
    round: () => inbox.states.get('t1')?.game.roundCount,
  };
}

const DELAY_S = 1;
const stateOf = (roundCount: number, updateTime: number): TableState => ({
  ...midHandNlhFixture,
  updateTime,
  stream: { ...midHandNlhFixture.stream, delaySeconds: DELAY_S },
  game: { ...midHandNlhFixture.game, roundCount },
});

describe('the secure delay on a busy machine', () => {
  it('[FANOUT-1] a state coming due while a release runs is still released: the clock is read once per release', () => {
    const timers = new ManualClock(1_000_000);
    // Readings the test sets in advance (a busy machine: the next reading a millisecond on), then the clock.
    const readings: number[] = [];
    const now = () => readings.shift() ?? timers.now();
    const t = timers.now();
    const channel = new TableChannel('t1', stateOf(1, t - 5_000), now, timers);
    const viewer = screen();
    channel.join(viewer, 'delayed');
    channel.push(stateOf(2, t));
    timers.advance(1);
    channel.push(stateOf(3, t + 1));
    const due = t + DELAY_S * 1000 + RELEASE_MARGIN_MS;
    timers.advance(due - 1 - timers.now());
    expect(viewer.round()).toBe(1);
    // The release of round 2 reads the clock as it comes due and, were it read again, a millisecond later:
    // round 3 comes due between the two readings.
    readings.push(due, due + 1);
    timers.advance(1);
    timers.advance(10_000);
    expect(viewer.round()).toBe(3);
  });

  it('[FANOUT-2] a delayed screen that joins while states are held back gets them when they come due, with nothing else pushed', () => {
    const timers = new ManualClock(1_000_000);
    const channel = new TableChannel('t1', stateOf(1, timers.now()), timers.now, timers);
    channel.push(stateOf(2, timers.now()));
    timers.advance(DELAY_S * 1000 + RELEASE_MARGIN_MS - 100);
    const viewer = screen();
    channel.join(viewer, 'delayed');
    expect(viewer.round()).toBe(1);
    timers.advance(100);
    expect(viewer.round()).toBe(2);
  });
});
