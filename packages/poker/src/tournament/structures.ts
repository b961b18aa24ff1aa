/**
 * Blind structures a tournament director starts from. Data, not code: each preset is a list of
 * (small blind, big blind, big-blind ante) steps with a level length, a break rhythm and the starting
 * stack it is written for. The shape follows the common live-tournament structures (WSOP / WPT style
 * daily events): blinds roughly ×1.25–1.5 a level along the 1-2-2.5-3-4-5-6-8-10 series, a big-blind
 * ante equal to the big blind from the third level on, a break every few levels.
 *
 * - regular: 20-minute levels, 20,000 chips (100 big blinds at 100/200), 10-minute break every 4 levels
 * - turbo: 10-minute levels, the same stack, fewer and larger steps, 5-minute break every 6 levels
 * - deep: 30-minute levels, 50,000 chips (250 big blinds), gentler steps, 15-minute break every 4 levels
 *
 * A preset sets the stakes, antes and durations of each level; the game's part of a level (limits,
 * cards, rankings, boards…) comes from the table the levels are for (Settings maps them onto a table's
 * first level, Events onto no-limit hold'em), so one list serves both.
 */

export interface BlindPreset {
  id: 'turbo' | 'regular' | 'deep';
  label: string;
  /** What a director reads before choosing it. */
  description: string;
  startingStack: number;
  levelMinutes: number;
  /** A break after every this many levels (not after the last). */
  breakEvery: number;
  breakMinutes: number;
  /** [small blind, big blind, big-blind ante] per level. */
  steps: readonly (readonly [number, number, number])[];
}

/**
 * The common middle of live structures from 300/600 on, each level's big-blind ante equal to its big
 * blind; a preset starts with its own first levels and runs this series as far as it goes.
 */
const STANDARD_SERIES: readonly (readonly [number, number, number])[] = [
  [300, 600, 600],
  [400, 800, 800],
  [500, 1000, 1000],
  [600, 1200, 1200],
  [800, 1600, 1600],
  [1000, 2000, 2000],
  [1200, 2400, 2400],
  [1500, 3000, 3000],
  [2000, 4000, 4000],
  [2500, 5000, 5000],
  [3000, 6000, 6000],
  [4000, 8000, 8000],
  [5000, 10_000, 10_000],
  [6000, 12_000, 12_000],
  [8000, 16_000, 16_000],
  [10_000, 20_000, 20_000],
  [12_000, 24_000, 24_000],
  [15_000, 30_000, 30_000],
  [20_000, 40_000, 40_000],
  [25_000, 50_000, 50_000],
];
/** The series up to and including the level whose big blind is `lastBig`. */
const seriesTo = (lastBig: number) => STANDARD_SERIES.filter(([, big]) => big <= lastBig);

export const BLIND_PRESETS: readonly BlindPreset[] = [
  {
    id: 'turbo',
    label: 'Turbo',
    description: '10-minute levels, 20,000 chips, a 5-minute break every 6 levels',
    startingStack: 20_000,
    levelMinutes: 10,
    breakEvery: 6,
    breakMinutes: 5,
    // Turbo skips the in-between steps: each level is half as much again or double.
    steps: [
      [100, 200, 0],
      [200, 400, 0],
      ...seriesTo(20_000).filter(([, big]) => ![1200, 2400, 5000, 12_000].includes(big)),
    ],
  },
  {
    id: 'regular',
    label: 'Regular',
    description: '20-minute levels, 20,000 chips, a 10-minute break every 4 levels',
    startingStack: 20_000,
    levelMinutes: 20,
    breakEvery: 4,
    breakMinutes: 10,
    steps: [[100, 200, 0], [100, 300, 0], [200, 400, 400], [200, 500, 500], ...seriesTo(20_000)],
  },
  {
    id: 'deep',
    label: 'Deep stack',
    description: '30-minute levels, 50,000 chips, a 15-minute break every 4 levels',
    startingStack: 50_000,
    levelMinutes: 30,
    breakEvery: 4,
    breakMinutes: 15,
    steps: [[100, 200, 0], [200, 300, 0], [200, 400, 400], [300, 500, 500], ...seriesTo(50_000)],
  },
];
