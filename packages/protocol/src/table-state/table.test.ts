import { describe, expect, it } from 'vitest';
import { idleTableFixture } from '../testing.js';
import { TRACKER_LOG_LENGTH, tableSchema, trackerEntrySchema } from './table.js';

const entry = {
  id: 1,
  time: 1_790_000_000_000,
  handNumber: 4,
  seatIndex: 0,
  antennaId: 0,
  source: 'CHIPS',
  kind: 'raise',
  amount: 12,
  card: null,
  outcome: 'PENDING',
  sensitivity: 50,
} as const;

describe('the table part of the table state: diagnostics (issue 18)', () => {
  it('[PROTO-DIAG-1] a table from an engine before diagnostics (no antennaStats, no tracker) still parses', () => {
    const { antennaStats: _a, tracker: _t, ...older } = idleTableFixture.table;
    expect(tableSchema.safeParse(older).success).toBe(true);
    expect(tableSchema.safeParse({ ...older, tracker: null }).success).toBe(true);
  });

  it('[PROTO-DIAG-2] antenna stats and a tracker parse; errors are counted by table error code only', () => {
    const table = {
      ...idleTableFixture.table,
      antennaStats: [
        {
          antennaId: 3,
          reads: 10,
          readsPerSecond: 0.4,
          lastTagId: 'SIM-CARD-SA',
          lastCard: 'SA',
          lastReadAt: 1_790_000_000_000,
          errors: { CARD_ALREADY_SEEN: 2 },
          lastError: { code: 'CARD_ALREADY_SEEN', message: 'SA read twice', time: 1_790_000_000_000 },
        },
      ],
      tracker: {
        entries: [entry],
        totals: { inferred: 1, confirmed: 0, rejected: 0, undone: 0, manual: 0, corrections: 0 },
        byKind: { raise: { inferred: 1, confirmed: 0, rejected: 0, undone: 0, manual: 0 } },
      },
    };
    expect(tableSchema.parse(table)).toEqual(table);
    const badCode = structuredClone(table);
    (badCode.antennaStats[0]!.errors as Record<string, number>).WOBBLY = 1;
    expect(tableSchema.safeParse(badCode).success).toBe(false);
  });

  it('[PROTO-DIAG-3] a tracker entry checks its outcome, kind and sensitivity; the log is bounded', () => {
    expect(trackerEntrySchema.safeParse({ ...entry, outcome: 'MAYBE' }).success).toBe(false);
    expect(trackerEntrySchema.safeParse({ ...entry, kind: 'shove' }).success).toBe(false);
    expect(trackerEntrySchema.safeParse({ ...entry, sensitivity: 101 }).success).toBe(false);
    const tracker = {
      entries: Array.from({ length: TRACKER_LOG_LENGTH + 1 }, (_, i) => ({ ...entry, id: i + 1 })),
      totals: { inferred: 0, confirmed: 0, rejected: 0, undone: 0, manual: 0, corrections: 0 },
      byKind: {},
    };
    expect(tableSchema.safeParse({ ...idleTableFixture.table, tracker }).success).toBe(false);
  });
});
