/**
 * A blind structure as a table: a numbered row per level, a number field per figure, then the row's
 * actions, and maybe a row of more under it. Events (a tournament's structure) and Settings (a table's
 * game) both edit their levels through it, each with its own figures.
 */
import { Fragment, type ReactNode } from 'react';
import { NumberField } from './fields.js';

/** One figure of a level, as its field shows it. */
export interface LevelFigure {
  /** What a screen reader hears after "Level 3". */
  label: string;
  value: number;
  onValue: (value: number) => void;
  error?: string | undefined;
}

export function LevelTable<L>({
  levels,
  headers,
  figures,
  actions,
  after,
  rowKey,
  dense = false,
}: {
  levels: readonly L[];
  /** The figures' headings, in the order `figures` gives them. */
  headers: readonly ReactNode[];
  figures: (level: L, index: number) => LevelFigure[];
  /** The row's buttons (remove, details…). */
  actions: (level: L, index: number) => ReactNode;
  /** A full-width row under the level's (its details), or nothing. */
  after?: (level: L, index: number) => ReactNode;
  rowKey: (level: L, index: number) => string | number;
  /** Narrow fields and a heading that stays on top, for a structure scrolled inside a form. */
  dense?: boolean;
}) {
  const head = dense
    ? 'sticky top-0 z-10 bg-zinc-50 text-xs text-zinc-500 dark:bg-zinc-900 dark:text-zinc-400'
    : 'text-xs text-zinc-500 dark:text-zinc-400';
  const cell = dense ? 'px-1.5 py-1' : 'py-1.5 pr-3 align-top';
  const heading = dense ? 'px-1.5 py-1.5 text-right font-medium' : 'py-2 pr-3 text-right font-medium';
  return (
    <table className="w-full text-left text-sm">
      <thead className={head}>
        <tr>
          <th scope="col" className={dense ? 'px-2 py-1.5 font-medium' : 'py-2 pr-3 pl-4 font-medium'}>
            Level
          </th>
          {headers.map((h, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a heading is its column's place.
            <th key={k} scope="col" className={heading}>
              {h}
            </th>
          ))}
          <th scope="col" className={dense ? 'px-1' : 'py-2 pr-4'}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level, i) => (
          <Fragment key={rowKey(level, i)}>
            <tr className="border-t border-zinc-100 dark:border-zinc-800">
              <th
                scope="row"
                className={`tabular font-medium ${dense ? 'px-2 text-xs text-zinc-500' : 'py-1.5 pr-3 pl-4 align-top'}`}
              >
                {dense ? i + 1 : <span className="flex h-9 items-center">{i + 1}</span>}
              </th>
              {figures(level, i).map((f) => (
                <td key={f.label} className={cell}>
                  <NumberField
                    label={`Level ${i + 1} ${f.label}`}
                    hideLabel
                    value={f.value}
                    onValue={f.onValue}
                    error={f.error}
                    className={dense ? undefined : 'ml-auto w-28'}
                  />
                </td>
              ))}
              <td className={dense ? 'px-1 text-right' : 'py-1.5 pr-4 align-top'}>{actions(level, i)}</td>
            </tr>
            {after?.(level, i)}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
