import type { HandExportFormat, HandFilter, HandSession } from '@railbird/protocol';
import { downloadHref, downloadText } from '../../lib/download.js';
import { Menu, type MenuItem } from '../../ui/menu.js';
import { exportHref } from './filter-url.js';

/** One hand's PHH, written in the browser from what `hand.get` sent. */
function downloadPhh(text: string, filename: string) {
  downloadText(text, filename, 'application/toml', 10_000);
}

/** The session that holds `at` (a hand's end), else the newest. Sessions come newest first. */
export function sessionOf(sessions: readonly HandSession[], at: Date | null): HandSession | null {
  if (at) {
    const t = at.getTime();
    const holding = sessions.find((s) => s.from.getTime() <= t && t <= s.to.getTime());
    if (holding) return holding;
  }
  return sessions[0] ?? null;
}

/** A session as an export filter: every hand that ended in it (`to` is exclusive, so one ms past its end). */
export const sessionFilter = (session: HandSession): HandFilter => ({
  from: session.from,
  to: new Date(session.to.getTime() + 1),
});

const FORMAT_NAMES: Record<HandExportFormat, string> = {
  phhs: 'PHH (.phhs)',
  txt: 'PokerStars text (.txt)',
  'ohh.json': 'Open Hand History (.json)',
};

/**
 * The vault's Downloads: the open hand as PHH (written in the browser), the filter's hands and the
 * session's hands in each export format (server links; the session cookie signs them).
 */
export function Downloads({
  tableKey,
  filter,
  filtered,
  session,
  hand,
}: {
  tableKey: string;
  filter: HandFilter;
  filtered: boolean;
  session: HandSession | null;
  hand: { number: number; phh: string } | null;
}) {
  const stamp = (d: Date) => d.toISOString().slice(0, 16).replace(':', '');
  const items: MenuItem[] = [];
  if (hand)
    items.push({
      id: 'hand',
      label: `Hand #${hand.number} (.phh)`,
      onSelect: () => downloadPhh(hand.phh, `${tableKey}-hand-${hand.number}.phh`),
    });
  for (const format of ['phhs', 'txt', 'ohh.json'] as const)
    items.push({
      id: `list-${format}`,
      label: `${filtered ? 'Filtered hands' : 'All hands'}: ${FORMAT_NAMES[format]}`,
      onSelect: () => downloadHref(exportHref(tableKey, format, filter), `${tableKey}-hands.${format}`),
    });
  if (session)
    for (const format of ['phhs', 'txt', 'ohh.json'] as const)
      items.push({
        id: `session-${format}`,
        label: `Session (${session.hands} ${session.hands === 1 ? 'hand' : 'hands'}): ${FORMAT_NAMES[format]}`,
        onSelect: () =>
          downloadHref(
            exportHref(tableKey, format, sessionFilter(session)),
            `${tableKey}-session-${stamp(session.from)}.${format}`,
          ),
      });
  return (
    <Menu
      label="Downloads"
      align="end"
      items={items}
      trigger={
        <span className="inline-flex h-9 items-center gap-2 rounded-md border border-zinc-300 bg-white px-3.5 text-sm font-medium text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800">
          Downloads
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
            <path d="M5.5 7.5 10 12l4.5-4.5z" />
          </svg>
        </span>
      }
    />
  );
}
