import { addHand, allInEquity, handFacts, type PlayerStats, toAnalytics } from '@railbird/poker';
import { flushOutput, writeJsonLine } from '../io.js';
import { replayedFiles } from '../phh-files.js';

/**
 * `railbird stats FILE_OR_DIR…`: replays every PHH hand through the rules engine, reads each hand's
 * statistics facts from its events and prints one JSON line per player name (sorted by name):
 * `{"player", "handsPlayed", …}` with every percentage statistic as `{"done","opportunities"}` under
 * the spec's analytics name, and amounts in the files' currency units (chips ÷ `scale`); luckScore
 * uses the exact all-in equities of packages/poker/src/equity. Definitions:
 * docs/decisions/002-player-statistics.md. A file that cannot be read or replayed is reported on
 * stderr and the exit status is 1, after the statistics of the others are printed.
 */
export async function stats(args: string[]): Promise<number> {
  if (args.length === 0) {
    process.stderr.write('usage: railbird stats FILE_OR_DIR…\n');
    return 2;
  }
  const book = new Map<string, PlayerStats>();
  let failures = 0;
  const fail = (file: string, message: string) => {
    failures++;
    process.stderr.write(`railbird stats: ${file}: ${message}\n`);
  };
  for await (const replayed of replayedFiles(args)) {
    if (!replayed.ok) {
      fail(replayed.file, replayed.error);
      continue;
    }
    const { hand, events } = replayed;
    addHand(book, handFacts(hand.config, events, { chipsPerUnit: hand.scale, equity: allInEquity }));
  }
  for (const name of [...book.keys()].sort()) writeJsonLine(playerLine(name, book.get(name)!));
  flushOutput();
  return failures > 0 ? 1 : 0;
}

/** Sums of decimal amounts (dollars and cents) drift in the last bits: 12 significant digits are exact. */
const tidy = (x: number) => Number(x.toPrecision(12));

function playerLine(player: string, stats: PlayerStats): Record<string, unknown> {
  const a = toAnalytics(stats);
  const line: Record<string, unknown> = { player };
  for (const [key, value] of Object.entries(a)) {
    line[key] = typeof value === 'number' ? tidy(value) : value;
  }
  line.startingHandStrengths = Object.fromEntries(
    Object.entries(a.startingHandStrengths).map(([c, cell]) => [
      c,
      { ...cell, earnings: tidy(cell.earnings) },
    ]),
  );
  return line;
}
