import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TableDriver } from '../../test/support/table-driver.js';
import { createLogger } from '../log.js';
import { Table } from '../table/table.js';
import { FileJournal } from './journal.js';

const log = createLogger('silent');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'railbird-journal-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A GAME table mid-hand, driven through the reducer; its journal entries replay the same way. */
function midHand() {
  const driver = TableDriver.game('NLH', [200, 200, 200]).command('startRound');
  driver.deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7').act('raise', { amount: 6 });
  return driver;
}

function openTable(dir: string, driver: TableDriver, now: () => number) {
  return Table.open({
    definition: { key: 't1', settings: driver.model.settings },
    journal: new FileJournal(dir),
    now,
    log,
    version: 'test',
    devLevel: 3,
    frameMs: 0,
  });
}

describe('journal', () => {
  it('[JRN-1] an input is on disk before submit resolves; a restart replays the journal to the same table, mid-hand', async () => {
    const dir = tempDir();
    const reference = midHand();
    let clock = 0;
    const first = openTable(dir, reference, () => clock);
    for (const entry of reference.journal) {
      clock = entry.time;
      const result = await first.submit(entry.input, { source: entry.source, requestId: entry.requestId });
      expect(result).toMatchObject({ ok: true, changed: true, seq: entry.seq });
      // Durable before acknowledged: the line is in the file when the promise resolves.
      const text = readdirSync(dir)
        .filter((f) => f.startsWith('journal-'))
        .map((f) => readFileSync(join(dir, f), 'utf8'))
        .join('');
      expect(text).toContain(`"seq":${entry.seq},`);
    }
    expect(first.model).toEqual(reference.model);
    // No close: the process "dies" here. A new engine opens the same directory.
    const second = openTable(dir, reference, () => clock);
    expect(second.model).toEqual(reference.model);
    expect(second.seq).toBe(reference.seq);
    expect(second.state().playerGroup).toEqual(first.state().playerGroup);
    await second.close();
  });

  it('[JRN-2] a torn last line (killed mid-write) was never acknowledged: it is dropped and cut off', async () => {
    const dir = tempDir();
    const reference = midHand();
    let clock = 0;
    const table = openTable(dir, reference, () => clock);
    for (const entry of reference.journal) {
      clock = entry.time;
      await table.submit(entry.input, { source: entry.source });
    }
    await table.close();
    const segment = join(dir, readdirSync(dir).find((f) => f.startsWith('journal-'))!);
    const size = statSync(segment).size;
    appendFileSync(segment, '{"seq":999,"time":1,"source":"antenna","inp');
    const restored = openTable(dir, reference, () => clock);
    expect(restored.model).toEqual(reference.model);
    expect(statSync(segment).size).toBe(size);
    // The next input continues the sequence after the last whole entry.
    const next = await restored.submit(
      { kind: 'command', command: { event: 'action', data: { type: 'fold' } } },
      { source: 'operator' },
    );
    expect(next).toMatchObject({ ok: true, seq: reference.seq + 1 });
    await restored.close();
  });

  it('[JRN-3] a snapshot at the end of each hand lets old segments go; restoring from snapshot plus entries is exact', async () => {
    const dir = tempDir();
    const reference = TableDriver.game('NLH', [200, 200]);
    for (let hand = 0; hand < 3; hand++) {
      reference
        .command('startRound')
        .deal(hand % 2, 'SA', 'SK')
        .deal((hand + 1) % 2, 'HA', 'HK')
        .act('fold');
      reference.command('confirmAction');
    }
    reference.command('startRound').deal(1, 'D4');
    let clock = 0;
    const table = openTable(dir, reference, () => clock);
    for (const entry of reference.journal) {
      clock = entry.time;
      await table.submit(entry.input, { source: entry.source });
    }
    const files = readdirSync(dir);
    expect(files).toContain('snapshot.json');
    // Segments wholly before the previous snapshot are gone; the latest ones remain.
    expect(files.filter((f) => f.startsWith('journal-')).length).toBeLessThanOrEqual(2);
    const restored = openTable(dir, reference, () => clock);
    expect(restored.model).toEqual(reference.model);
    await restored.close();
  });
});
