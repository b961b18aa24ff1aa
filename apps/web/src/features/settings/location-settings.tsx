import type { ReactNode } from 'react';
import { buildInfo } from '../../lib/build-info.js';
import type { RouterOutputs } from '../../lib/trpc.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { EmptyState, Panel } from '../../ui/page.js';

/** A table of the location as admin.current lists it, in the fields this page shows. */
export type SettingsTable = Pick<
  RouterOutputs['admin']['current']['location']['tables'][number],
  'key' | 'name' | 'ip' | 'mode' | 'variation'
>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[12rem_1fr] gap-4 border-t border-zinc-100 px-4 py-2.5 text-sm first:border-t-0 dark:border-zinc-800">
      <dt className="text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const columns: Column<SettingsTable>[] = [
  { header: 'Name', emphasis: true, cell: (t) => t.name },
  { header: 'Key', mono: true, cell: (t) => t.key },
  { header: 'Engine address', mono: true, cell: (t) => (t.ip ? `${t.ip}:5000` : 'local engine') },
  { header: 'Game', cell: (t) => t.variation ?? '—' },
  { header: 'Mode', mono: true, cell: (t) => t.mode },
];

/** The location's setup as the server holds it, and this console's build. */
export function LocationSettings({ name, tables }: { name: string; tables: readonly SettingsTable[] }) {
  return (
    <div className="flex flex-col gap-6">
      <Panel title="Location">
        <dl>
          <Row label="Name">{name}</Row>
          <Row label="Tables">{tables.length}</Row>
        </dl>
      </Panel>
      <Panel title="Tables">
        <DataTable
          columns={columns}
          rows={tables}
          rowKey={(t) => t.key}
          empty={
            <EmptyState title="No tables yet">
              Add a table to start running games at this location.
            </EmptyState>
          }
        />
      </Panel>
      <Panel title="This console">
        <dl>
          <Row label="Build">
            <span className="font-mono">{buildInfo.commit}</span>
          </Row>
          <Row label="Built at">{buildInfo.builtAt ? new Date(buildInfo.builtAt).toLocaleString() : '—'}</Row>
        </dl>
      </Panel>
    </div>
  );
}
