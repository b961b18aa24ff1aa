import { Link } from 'react-router';
import { Icon } from '../../ui/icons.js';
import { tableLinks } from './links.js';

/** The live table's way out to its other screens (see table-links.ts), as a row of small links. */
export function TableLinks({ tableKey, staff }: { tableKey: string; staff: boolean }) {
  return (
    <nav aria-label="This table" className="flex flex-wrap items-center gap-1">
      {tableLinks(tableKey, { staff }).map((link) => (
        <Link
          key={link.id}
          to={link.href}
          title={link.title}
          className="inline-flex h-8 items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-2.5 text-sm font-medium text-zinc-800 transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800"
        >
          <Icon name={link.icon} className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
