import type { TableState } from '@railbird/protocol';
import type { ManagedTable } from './overview.js';
import type { Commands } from './use-commands.js';

/** What the control panel's parts share: the table's state, its commands, the seat picked on the oval. */
export interface PanelProps {
  state: TableState;
  /** The socket is open: commands can be sent. */
  live: boolean;
  table: ManagedTable;
  tables: readonly ManagedTable[];
  commands: Commands;
  selected: number | null;
  onSelect: (seat: number | null) => void;
}

/** A figure an operator reads at a glance: a small caps label over a bold number. */
export function Figure({ label, value, large = false }: { label: string; value: string; large?: boolean }) {
  return (
    <div className="rounded-md bg-zinc-100 px-2 py-1.5 dark:bg-zinc-800">
      <dt className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {label}
      </dt>
      <dd className={large ? 'text-lg font-bold' : 'font-bold'}>{value}</dd>
    </div>
  );
}
