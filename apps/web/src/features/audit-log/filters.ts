/**
 * The Audit log's filters (issue 20 item 3) as the room names them, and the `audit.list` input they
 * ask for. Plain data and functions, so which kinds a group holds is tested without a screen.
 */
import { ANTENNA_ACTOR_ID, AUDIT_KINDS, AUDIT_STAFF_KINDS, type AuditKind } from '@railbird/protocol';

export interface KindGroup {
  id: string;
  label: string;
  kinds: readonly AuditKind[];
}

/** Every kind the server records, in exactly one group (a new kind fails the test until it has one). */
export const KIND_GROUPS: readonly KindGroup[] = [
  {
    id: 'settings',
    label: 'Settings',
    kinds: [
      'table.create',
      'table.update',
      'table.updateSettings',
      'table.setMode',
      'table.rotateSecret',
      'table.remove',
      'location.create',
      'location.update',
      'studio.setObs',
    ],
  },
  { id: 'staff', label: 'Staff', kinds: AUDIT_STAFF_KINDS },
  {
    id: 'overlays',
    label: 'Overlays and links',
    kinds: ['overlay.saveSkin', 'overlay.createLink', 'overlay.revokeLink'],
  },
  {
    id: 'players',
    label: 'Players and check-in',
    kinds: [
      'checkIn.register',
      'waitingList.join',
      'waitingList.leave',
      'player.merge',
      'player.claimSeatHands',
    ],
  },
  {
    id: 'events',
    label: 'Events',
    kinds: AUDIT_KINDS.filter((k) => k.startsWith('event.')),
  },
  { id: 'commands', label: 'Table commands', kinds: ['command'] },
  { id: 'reads', label: 'Card reads', kinds: ['card.read'] },
  { id: 'feeds', label: 'Hole-card feeds', kinds: ['feed.opened'] },
];

/**
 * The antennas read every card of every hand (hundreds an hour at a busy table) and every console,
 * overlay and dealer screen that opens a table records a hole-card feed. The log opens on what people
 * changed and sent, so that is not buried; "Hole-card feeds", "Card reads" or "Everything" shows the rest.
 */
export const DEFAULT_KIND = 'changes';
const NOT_CHANGES: AuditKind[] = ['card.read', 'feed.opened'];

export const KIND_OPTIONS: readonly { value: string; label: string }[] = [
  { value: DEFAULT_KIND, label: 'Changes and commands' },
  { value: 'all', label: 'Everything' },
  ...KIND_GROUPS.map((g) => ({ value: g.id, label: g.label })),
];

/** The actor the antennas' reads are recorded under (`card.read`). */
export const ANTENNAS_ACTOR = { value: ANTENNA_ACTOR_ID, label: 'The antennas' };

export interface AuditFilters {
  /** '' for every table (and the location's own changes). */
  tableKey: string;
  /** {@link DEFAULT_KIND}, 'all' or a {@link KindGroup} id. */
  kind: string;
  /** '' for anyone; else the user id as recorded. */
  actorId: string;
  /** `yyyy-mm-dd` (the date input's value), '' for no bound; both days are included. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { tableKey: '', kind: DEFAULT_KIND, actorId: '', from: '', to: '' };

export interface AuditQuery {
  tableKey?: string;
  kinds?: AuditKind[];
  excludeKinds?: AuditKind[];
  actorId?: string;
  since?: Date;
  until?: Date;
}

/** Midnight at the start of `yyyy-mm-dd` in the viewer's zone; undefined for '' or a broken date. */
export function startOfDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** What `audit.list` is asked for these filters; `to` includes its whole day. */
export function auditQuery(filters: AuditFilters): AuditQuery {
  const query: AuditQuery = {};
  if (filters.tableKey) query.tableKey = filters.tableKey;
  if (filters.kind === DEFAULT_KIND) query.excludeKinds = [...NOT_CHANGES];
  else {
    const group = KIND_GROUPS.find((g) => g.id === filters.kind);
    if (group) query.kinds = [...group.kinds];
  }
  if (filters.actorId) query.actorId = filters.actorId;
  const since = startOfDay(filters.from);
  if (since) query.since = since;
  const to = startOfDay(filters.to);
  if (to) query.until = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  return query;
}

/** A date range whose end comes before its start: said beside the field, nothing asked. */
export function rangeError(filters: AuditFilters): string | undefined {
  const from = startOfDay(filters.from);
  const to = startOfDay(filters.to);
  return from && to && to < from ? 'The last day comes before the first.' : undefined;
}

export function isFiltered(filters: AuditFilters): boolean {
  return (Object.keys(NO_FILTERS) as (keyof AuditFilters)[]).some((k) => filters[k] !== NO_FILTERS[k]);
}
