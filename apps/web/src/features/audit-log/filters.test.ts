import { AUDIT_KINDS, AUDIT_STAFF_KINDS } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { auditQuery, KIND_GROUPS, KIND_OPTIONS, NO_FILTERS, rangeError, startOfDay } from './filters.js';

describe('audit log filters', () => {
  it('[AUDIT-UI-1] every kind the server records is in exactly one group, so none is unreachable', () => {
    const grouped = KIND_GROUPS.flatMap((g) => g.kinds);
    expect([...grouped].sort()).toEqual([...AUDIT_KINDS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(KIND_GROUPS.find((g) => g.id === 'staff')?.kinds).toEqual(AUDIT_STAFF_KINDS);
    expect(KIND_OPTIONS.map((o) => o.label)).toEqual([
      'Changes and commands',
      'Everything',
      'Settings',
      'Staff',
      'Overlays and links',
      'Players and check-in',
      'Events',
      'Table commands',
      'Card reads',
      'Hole-card feeds',
    ]);
  });

  it('[AUDIT-UI-2] the log opens on changes and commands, without card reads and feed openings; a group asks for its kinds, Everything for all', () => {
    expect(auditQuery(NO_FILTERS)).toEqual({ excludeKinds: ['card.read', 'feed.opened'] });
    expect(auditQuery({ ...NO_FILTERS, kind: 'all' })).toEqual({});
    expect(auditQuery({ ...NO_FILTERS, kind: 'feeds', tableKey: 'demo-1', actorId: 'u-1' })).toEqual({
      kinds: ['feed.opened'],
      tableKey: 'demo-1',
      actorId: 'u-1',
    });
    expect(auditQuery({ ...NO_FILTERS, kind: 'commands' }).kinds).toEqual(['command']);
  });

  it('[AUDIT-UI-3] days are local and whole: From its midnight, To up to the next midnight', () => {
    const q = auditQuery({ ...NO_FILTERS, from: '2026-11-20', to: '2026-11-26' });
    expect(q.since).toEqual(new Date(2026, 10, 20));
    expect(q.until).toEqual(new Date(2026, 10, 27));
    // The last day of a month rolls over into the next.
    expect(auditQuery({ ...NO_FILTERS, to: '2026-11-30' }).until).toEqual(new Date(2026, 11, 1));
    expect(startOfDay('')).toBeUndefined();
    expect(startOfDay('26/11/2026')).toBeUndefined();
    expect(rangeError({ ...NO_FILTERS, from: '2026-11-26', to: '2026-11-20' })).toMatch(/before the first/);
    expect(rangeError({ ...NO_FILTERS, from: '2026-11-26', to: '2026-11-26' })).toBeUndefined();
  });
});
