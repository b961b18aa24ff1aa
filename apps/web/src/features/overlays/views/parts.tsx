import type { TableState } from '@railbird/protocol';
import type { ReactNode } from 'react';
import type { OverlayPlayer, StatsSource } from '../all-time.js';
import { rowSample } from '../view-data.js';

/** What every view is drawn from: the table, its players as overlays show them, the URL's seat. */
export interface ViewProps {
  state: TableState;
  /** Seated and not hidden, in seat order; each seat's figures all-time or this session's. */
  players: OverlayPlayer[];
  /** The seat the profile views feature; null to follow Studio's featured player. */
  seat: number | null;
}

export function Title({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <header className="mb-3">
      <h2 style={{ fontSize: 32, fontWeight: 800, lineHeight: 1.1, margin: 0 }}>{children}</h2>
      {sub ? (
        <p className="rb-muted" style={{ fontSize: 20, fontWeight: 600, margin: '4px 0 0' }}>
          {sub}
        </p>
      ) : null}
    </header>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rb-muted" style={{ fontSize: 24, fontWeight: 600, margin: '8px 0 0' }}>
      {children}
    </p>
  );
}

/** What a figure rests on (UI.md "honest numbers"): `412 hands`. */
export function Sample({ children }: { children: ReactNode }) {
  return (
    <span className="rb-muted" style={{ fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap' }}>
      {children}
    </span>
  );
}

/** The note under a chart: how to read it. */
export function Legend({ children }: { children: ReactNode }) {
  return (
    <p className="rb-muted" style={{ fontSize: 18, fontWeight: 600, margin: '10px 0 0' }}>
      {children}
    </p>
  );
}

/**
 * Row height and gap of the per-player lists: up to seven rows at full size; a full ring (eight to ten)
 * packs tighter so every player still fits above the board at 1080p.
 */
function rowFit(count: number): { height: number; gap: number } {
  return count > 7 ? { height: 36, gap: 4 } : { height: 40, gap: 8 };
}

/**
 * A list of one row per player (earnings, VPIP): the name, then `cells`, then the hands the row rests on,
 * in the grid `columns`; a note when nobody has played a hand yet.
 */
export function PlayerRows<Row extends { seatIndex: number; name: string; source: StatsSource }>({
  rows,
  columns,
  cells,
  hands,
}: {
  rows: readonly Row[];
  /** CSS grid columns, the name's first. */
  columns: string;
  cells: (row: Row) => ReactNode;
  hands: (row: Row) => number;
}) {
  const fit = rowFit(rows.length);
  return (
    <>
      {rows.length === 0 ? <Empty>No hands recorded yet.</Empty> : null}
      <ol className="m-0 flex list-none flex-col p-0" style={{ gap: fit.gap }}>
        {rows.map((row) => (
          <li
            key={row.seatIndex}
            data-stats-source={row.source}
            className="grid items-center gap-3"
            style={{ gridTemplateColumns: columns, height: fit.height }}
          >
            <span className="rb-ellipsis" style={{ fontSize: 26, fontWeight: 700 }}>
              {row.name}
            </span>
            {cells(row)}
            <span className="text-right">
              <Sample>{rowSample(row, hands(row))}</Sample>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
