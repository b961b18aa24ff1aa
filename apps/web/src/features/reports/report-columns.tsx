/** The columns of the reports page's tables of tables and of players. */
import type { PlayerResult, TableFigures } from '@railbird/protocol';
import type { Column } from '../../ui/data-table.js';
import {
  bb100Text,
  chipsText,
  countText,
  hoursText,
  paceText,
  percentText,
  signedChips,
} from './report-figures.js';

export const tableColumns: Column<TableFigures>[] = [
  { header: 'Table', emphasis: true, cell: (t) => t.name },
  { header: 'Hands', numeric: true, cell: (t) => countText(t.hands) },
  { header: 'Sessions', numeric: true, cell: (t) => countText(t.sessions) },
  { header: 'Dealing', numeric: true, cell: (t) => hoursText(t.dealingHours) },
  { header: 'Hands / hour', numeric: true, cell: (t) => paceText(t.handsPerHour) },
  { header: 'Utilisation', numeric: true, cell: (t) => percentText(t.utilisation) },
  { header: 'Average pot', numeric: true, cell: (t) => chipsText(t.averagePot) },
  { header: 'Largest pot', numeric: true, cell: (t) => chipsText(t.largestPot) },
  { header: 'Showdowns', numeric: true, cell: (t) => countText(t.showdowns) },
];

export const playerColumns: Column<PlayerResult>[] = [
  {
    header: 'Player',
    emphasis: true,
    cell: (p) => (
      <span className="whitespace-nowrap">
        {p.displayName}
        {p.playerId ? null : (
          <span
            className="ml-1.5 text-xs font-normal text-zinc-500 dark:text-zinc-400"
            title="A seat not linked to a player of the directory"
          >
            guest
          </span>
        )}
      </span>
    ),
  },
  { header: 'Hands', numeric: true, cell: (p) => countText(p.hands) },
  { header: 'Won', numeric: true, cell: (p) => countText(p.handsWon) },
  {
    header: 'Net',
    numeric: true,
    cell: (p) => signedChips(p.net),
    tone: (p) =>
      p.net > 0 ? 'text-green-700 dark:text-green-400' : p.net < 0 ? 'text-red-700 dark:text-red-400' : '',
  },
  { header: 'In bb', numeric: true, cell: (p) => signedChips(p.netBigBlinds) },
  {
    header: 'bb/100',
    numeric: true,
    cell: (p) => <span className="whitespace-nowrap">{bb100Text(p.bb100, p.hands).value}</span>,
    tone: (p) => (bb100Text(p.bb100, p.hands).enough ? '' : 'text-zinc-500 dark:text-zinc-400'),
  },
];
