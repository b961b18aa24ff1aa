import type { AdminType } from '@railbird/protocol';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentAdmin } from '../../lib/admin.js';
import { buildInfo } from '../../lib/build-info.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { gameLabel } from './labels.js';
import { delayWords, LocationForm } from './location-form.js';
import { StaffPanel } from './staff-panel.js';
import { TableEditor } from './table-editor.js';
import { type SettingsTable, TablesPanel } from './tables-panel.js';

export type { SettingsTable } from './tables-panel.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[12rem_1fr] gap-4 border-t border-zinc-100 px-4 py-2.5 text-sm first:border-t-0 dark:border-zinc-800">
      <dt className="text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const readOnlyColumns: Column<SettingsTable>[] = [
  { header: 'Name', emphasis: true, cell: (t) => t.name },
  { header: 'Key', mono: true, cell: (t) => t.key },
  { header: 'Engine address', mono: true, cell: (t) => (t.ip ? `${t.ip}:5000` : 'local engine') },
  { header: 'Game', cell: gameLabel },
  { header: 'Mode', mono: true, cell: (t) => t.mode },
];

function ConsolePanel() {
  return (
    <Panel title="This console">
      <dl>
        <Row label="Build">
          <span className="font-mono">{buildInfo.commit}</span>
        </Row>
        <Row label="Built at">{buildInfo.builtAt ? new Date(buildInfo.builtAt).toLocaleString() : '—'}</Row>
      </dl>
    </Panel>
  );
}

/**
 * The Audit Log is not one of the spec's sidebar Apps, so its ADMINs reach it here, beside the staff it
 * records (and from each table's history in the Table Manager).
 */
function AuditLogPanel() {
  return (
    <Panel title="Audit log">
      <div className="flex flex-wrap items-center justify-between gap-4 px-4 py-3">
        <p className="max-w-prose text-sm text-zinc-600 dark:text-zinc-400">
          Every settings and staff change, operator command, card read and opening of a hole-card feed, in a
          hash chain that shows if an entry was altered or removed.
        </p>
        <Link
          to="/audit"
          className="inline-flex h-9 items-center rounded-md border border-zinc-300 bg-white px-3.5 text-sm font-medium text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
        >
          Open the audit log
        </Link>
      </div>
    </Panel>
  );
}

const canManage = (type: AdminType) => type === 'ADMIN' || type === 'MANAGER';

/**
 * /settings: managers and admins edit the location, its tables and their games; admins also manage
 * staff. Others see the setup read-only. The table being edited is in the URL (`?table=<key>`).
 */
export function LocationSettings({
  name,
  tables: shellTables,
  adminType,
  selfId,
}: {
  name: string;
  /** The shell's list; the page reads the full rows (mode, seats) from the same admin.current query. */
  tables: readonly Pick<SettingsTable, 'key' | 'name' | 'ip' | 'mode' | 'variation'>[];
  adminType: AdminType;
  selfId: string;
}) {
  const current = useCurrentAdmin();
  const tables: readonly SettingsTable[] =
    current.data?.location.tables ?? shellTables.map((t) => ({ ...t, gameMode: 'CASH', capacity: 0 }));
  const [params, setParams] = useSearchParams();
  const selectedKey = params.get('table');
  const selected = tables.find((t) => t.key === selectedKey) ?? null;
  const defaultDelay = current.data?.location.defaultStreamDelaySeconds;

  if (!canManage(adminType))
    return (
      <div className="flex flex-col gap-6">
        <Panel title="Location">
          <dl>
            <Row label="Name">{name}</Row>
            <Row label="Tables">{tables.length}</Row>
            <Row label="Default secure delay">
              {defaultDelay === undefined ? '—' : delayWords(defaultDelay)}
              <span className="ml-2 text-zinc-500 dark:text-zinc-400">for tables with an overlay link</span>
            </Row>
          </dl>
        </Panel>
        <Panel
          title="Tables"
          aside={
            <span className="text-xs text-zinc-500 dark:text-zinc-400">Managers and admins change these</span>
          }
        >
          <DataTable
            columns={readOnlyColumns}
            rows={tables}
            rowKey={(t) => t.key}
            empty={<EmptyState title="No tables yet">A manager adds tables here.</EmptyState>}
          />
        </Panel>
        <ConsolePanel />
      </div>
    );

  return (
    <div className="flex flex-col gap-6">
      {defaultDelay === undefined ? null : (
        <LocationForm name={name} defaultStreamDelaySeconds={defaultDelay} tableCount={tables.length} />
      )}
      <TablesPanel
        tables={tables}
        selected={selected?.key ?? null}
        onSelect={(key) =>
          setParams(
            (p) => {
              if (key) p.set('table', key);
              else p.delete('table');
              return p;
            },
            { replace: true },
          )
        }
      />
      {selected ? <TableEditor key={selected.key} table={selected} /> : null}
      {adminType === 'ADMIN' ? (
        <>
          <StaffPanel selfId={selfId} />
          <AuditLogPanel />
        </>
      ) : (
        <Panel title="Staff">
          <p className="px-4 py-3 text-sm text-zinc-600 dark:text-zinc-400">
            Staff and invitations are managed by the location's ADMIN.
          </p>
        </Panel>
      )}
      <ConsolePanel />
    </div>
  );
}
