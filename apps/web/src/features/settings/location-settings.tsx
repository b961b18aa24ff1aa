import type { ReactNode } from 'react';
import { buildInfo } from '../../lib/build-info.js';
import { EmptyState, Panel } from '../../ui/page.js';

export interface SettingsTable {
  key: string;
  name: string;
  ip: string | null;
  mode: string;
  variation?: string | null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[12rem_1fr] gap-4 border-t border-zinc-100 px-4 py-2.5 text-sm first:border-t-0 dark:border-zinc-800">
      <dt className="text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
        {tables.length === 0 ? (
          <EmptyState title="No tables yet">Add a table to start running games at this location.</EmptyState>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-zinc-500 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-4 pl-4 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Key
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Engine address
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Game
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Mode
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.map((t) => (
                <tr key={t.key} className="border-t border-zinc-100 dark:border-zinc-800">
                  <td className="py-2.5 pr-4 pl-4 font-medium">{t.name}</td>
                  <td className="py-2.5 pr-4 font-mono text-xs">{t.key}</td>
                  <td className="py-2.5 pr-4 font-mono text-xs">{t.ip ? `${t.ip}:5000` : 'local engine'}</td>
                  <td className="py-2.5 pr-4">{t.variation ?? '—'}</td>
                  <td className="py-2.5 pr-4 font-mono text-xs">{t.mode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
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
