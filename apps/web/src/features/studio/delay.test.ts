import { describe, expect, it } from 'vitest';
import {
  behindText,
  checkDelay,
  delayChangeCopy,
  EngineOffset,
  feedBehindMs,
  LiveTrack,
  settleInMs,
} from './delay.js';
import { airLine, formatSeconds } from './feeds.js';

const state = (updateTime: number, delaySeconds: number) => ({ updateTime, stream: { delaySeconds } });

describe('the secure delay in Studio', () => {
  it('[STUDIO-UI-5] the confirm says exactly what a longer and a shorter delay do', () => {
    const longer = delayChangeCopy(0, 30)!;
    expect(longer.title).toBe('Set the secure delay to 30 s?');
    expect(longer.what).toContain('freeze for 30 s, then run 30 s behind the table');
    expect(delayChangeCopy(30, 120)!.what).toContain(
      'freeze for 1 min 30 s, then run 2 min behind the table',
    );
    const shorter = delayChangeCopy(60, 15)!;
    expect(shorter.what).toContain(
      'No card is released early: the feeds catch up once the frames held under the current delay (1 min) come due',
    );
    expect(shorter.what).toContain('then run 15 s behind the table');
    expect(shorter.warning).toBeNull();
    const off = delayChangeCopy(30, 0)!;
    expect(off.title).toBe('Turn the secure delay off?');
    expect(off.warning).toMatch(/show hole cards as they are read/);
    expect(delayChangeCopy(30, 30)).toBeNull();
    expect(checkDelay('45', 1800)).toEqual({ ok: true, seconds: 45 });
    expect(checkDelay('1801', 1800)).toEqual({ ok: false, message: 'At most 1800 s (30 min).' });
    expect(checkDelay('-1', 1800).ok).toBe(false);
    expect(checkDelay('2.5', 1800).ok).toBe(false);
  });

  it('[STUDIO-UI-6] a delayed feed is as far behind as the oldest table change it has not shown yet', () => {
    const live = [1_000, 2_000, 3_000, 40_000];
    // The feed shows the state of t=2000; the table moved on at t=3000: at 33 s it is 30 s behind.
    expect(feedBehindMs(2_000, live, 33_000)).toBe(30_000);
    // Showing the newest state: in step (a quiet table under a delay has nothing held back).
    expect(feedBehindMs(40_000, live, 90_000)).toBe(0);
    expect(feedBehindMs(null, live, 90_000)).toBeNull();
    expect(behindText(29_600)).toBe('30 s behind the table');
    expect(behindText(0)).toBe('in step with the table');
    expect(behindText(null)).toBe('waiting for the feed');
    expect(behindText(12_200, true)).toBe('12 s behind');
    expect(behindText(400, true)).toBe('in step');
  });

  it('[STUDIO-UI-7] a delay change settles when the held frames and the first new frame are due, never sooner than one before it', () => {
    const track = new LiveTrack(1_900_000);
    track.observe(state(10_000, 0));
    track.observe(state(11_000, 0));
    // Longer: 0 -> 30 at t=12 s; the feeds run 30 s behind from t=42 s.
    track.observe(state(12_000, 30));
    expect(track.change).toEqual({ from: 0, to: 30, at: 12_000, settlesAt: 42_000 });
    expect(settleInMs(track.change, 20_000)).toBe(22_000);
    // Shorter: 30 -> 5 at t=20 s; the frames held under 30 s come due until t=50 s.
    track.observe(state(20_000, 5));
    expect(track.change).toEqual({ from: 30, to: 5, at: 20_000, settlesAt: 50_000 });
    // Shorter again before that: still not before t=50 s.
    track.observe(state(21_000, 0));
    expect(track.change?.settlesAt).toBe(50_000);
    expect(settleInMs(track.change, 60_000)).toBe(0);
    expect(track.times).toEqual([10_000, 11_000, 12_000, 20_000, 21_000]);
    // Another engine run (time goes backwards): history starts over, no change is invented.
    track.observe(state(5_000, 0));
    expect(track.times).toEqual([5_000]);
    expect(track.change).toBeNull();
  });

  it('[STUDIO-UI-8] only the history a delay can reach is kept', () => {
    const track = new LiveTrack(10_000, 3);
    for (let t = 0; t <= 20_000; t += 1_000) track.observe(state(t, 0));
    expect(track.times).toEqual([18_000, 19_000, 20_000]);
    const wide = new LiveTrack(5_000);
    for (let t = 0; t <= 20_000; t += 1_000) wide.observe(state(t, 0));
    expect(wide.times[0]).toBe(15_000);
  });

  it('[STUDIO-UI-9] the engine clock is read off heartbeats: the quickest one sets the offset', () => {
    const clock = new EngineOffset();
    expect(clock.engineNow(1_000)).toBe(1_000);
    clock.observe(100_000, 102_050); // this browser 2 s ahead, 50 ms on the way
    clock.observe(101_000, 103_400); // a slow one
    expect(clock.engineNow(110_000)).toBe(107_950);
  });

  it('[STUDIO-UI-10] each feed says whether it carries hole cards and how late', () => {
    expect(airLine({ holeCards: 'delayed' }, 30)).toEqual({
      text: 'Delayed 30 s · hole cards',
      tone: 'delayed',
    });
    expect(airLine({ holeCards: 'delayed' }, 0).tone).toBe('warning');
    expect(airLine({ holeCards: 'delayed' }, null).tone).toBe('unknown');
    expect(airLine({ holeCards: 'never' }, 30)).toEqual({ text: 'Live · no hole cards', tone: 'live' });
    expect(formatSeconds(300)).toBe('5 min');
    expect(formatSeconds(90)).toBe('1 min 30 s');
  });
});
