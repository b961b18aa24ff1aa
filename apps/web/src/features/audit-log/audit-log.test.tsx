// @vitest-environment happy-dom
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuditEntry, exactTime } from '../../lib/audit-words.js';
import { AuditLogPage } from './audit-log-page.js';
import { AuditTable, auditRow } from './audit-table.js';
import { ChainStatus, type ChainVerdict, verdictText } from './chain-status.js';

afterEach(cleanup);

const NOW = new Date('2026-11-26T18:00:00Z').getTime();

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  seq: 1,
  at: new Date(NOW - 5 * 60_000),
  source: 'console',
  actor: { id: 'u-ann', name: 'Ann Admin', type: 'ADMIN' },
  tableKey: 'demo-1',
  kind: 'table.updateSettings',
  subject: null,
  before: null,
  after: null,
  ...over,
});

const chain = (verdict: ChainVerdict | undefined, over: Partial<Parameters<typeof ChainStatus>[0]> = {}) => {
  const onVerify = vi.fn();
  const onDownload = vi.fn();
  const view = render(
    <ChainStatus
      verdict={verdict}
      checking={false}
      checkedAt={verdict ? '26 Nov 2026, 18:00:00' : undefined}
      error={undefined}
      onVerify={onVerify}
      onDownload={onDownload}
      downloading={false}
      {...over}
    />,
  );
  return { view, onVerify, onDownload };
};

describe('audit log page', () => {
  it('[AUDIT-UI-4] an intact chain says so with its size and head; Verify now and Download chain call back', () => {
    const head = '5508d2ab'.padEnd(64, '0');
    const { view, onVerify, onDownload } = chain({ ok: true, entries: 1204, head });
    const status = view.getByTestId('chain-status');
    expect(status.textContent).toContain('Chain intact — 1,204 entries, head 5508d2…');
    expect(status.dataset.verdict).toBe('ok');
    expect(view.getByText('railbird audit verify audit-….jsonl')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Verify now' }));
    fireEvent.click(view.getByRole('button', { name: 'Download chain' }));
    expect(onVerify).toHaveBeenCalledOnce();
    expect(onDownload).toHaveBeenCalledOnce();
  });

  it('[AUDIT-UI-5] a broken chain shows the verifier’s message naming the entry, in the error tone', () => {
    const message = 'Entry 7 was edited: its content no longer hashes to its hash.';
    const { view } = chain({ ok: false, entries: 12, seq: 7, problem: 'edited', message });
    const status = view.getByTestId('chain-status');
    expect(status.dataset.verdict).toBe('broken');
    expect(status.textContent).toContain(`Chain broken at entry 7: ${message}`);
    expect(status.className).toContain('text-red-800');
    expect(verdictText({ ok: true, entries: 0, head: '0'.repeat(64) })).toBe(
      'Chain intact — nothing recorded yet',
    );
    cleanup();
    const failed = chain(undefined, { error: 'Network down' }).view.getByTestId('chain-status');
    expect(failed.textContent).toContain('The chain could not be checked: Network down');
  });

  it('[AUDIT-UI-6] a row says who (name, type apart), the table by name, what in the room’s words, and where from', () => {
    const rows = [
      entry({
        seq: 42,
        kind: 'command',
        source: 'engine',
        actor: { id: 'u-bo', name: 'Bo Dealer', type: 'STAFF' },
        subject: { id: 'journal:7@x', name: 'voidHand' },
        before: { handNumber: 12 },
        after: { handNumber: 12, data: {} },
      }),
      entry({
        seq: 41,
        kind: 'table.updateSettings',
        before: { 'defaultGameSettings.blindLevels.0.blinds': [1, 2, 0] },
        after: { 'defaultGameSettings.blindLevels.0.blinds': [2, 4, 0] },
      }),
      entry({
        seq: 39,
        kind: 'table.create',
        before: null,
        after: { name: 'Rehearsal', capacity: 9 },
      }),
      entry({
        seq: 40,
        kind: 'location.update',
        tableKey: null,
        before: { name: 'The Corner' },
        after: { name: 'Corner Club' },
      }),
    ].map(auditRow);
    const view = render(
      <AuditTable rows={rows} now={NOW} tableName={(k) => (k === 'demo-1' ? 'Demo 1' : k)} empty="none" />,
    );
    const [, voided, blinds, created, renamed] = within(view.getByRole('table')).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(voided)).toEqual([
      '42',
      `5 min ago${exactTime(new Date(NOW - 5 * 60_000))}`,
      'Bo DealerSTAFF',
      'Demo 1',
      'Voided hand #12',
      'Table engine',
    ]);
    expect(cells(blinds)[4]).toBe('Changed the blind structureLevel 1 blinds: 1/2 → 2/4');
    // A creation lists what it set, not a dash before each value.
    expect(cells(created)[4]).toBe('Created the tableName: Rehearsal · Seats: 9');
    expect(cells(renamed)?.slice(3)).toEqual([
      'Location',
      'Renamed the location to “Corner Club”Name: The Corner → Corner Club',
      'Console',
    ]);
  });

  it('[AUDIT-UI-7] below ADMIN the page explains why, and asks the server nothing', () => {
    const view = render(<AuditLogPage adminType="MANAGER" tables={[]} />);
    expect(view.getByText('The audit log is for admins')).toBeTruthy();
    expect(view.getByText(/Table Manager’s History/)).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
  });
});
