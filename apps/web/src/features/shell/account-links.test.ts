import { describe, expect, it } from 'vitest';
import { accountLinks, isStaffOrAbove } from './account-links.js';

const hrefs = (type: string) => accountLinks(type).map((l) => `${l.label} ${l.href}`);

describe('the user menu reaches the pages the sidebar does not list (issue 15)', () => {
  it('[NAV-1] every member reaches Admin Settings and Location Settings', () => {
    for (const type of ['ADMIN', 'MANAGER', 'STAFF', 'PRODUCER']) {
      expect(hrefs(type).slice(0, 2)).toEqual([
        'Admin Settings /admin-profile',
        'Location Settings /settings',
      ]);
    }
  });

  it('[NAV-2] Players for staff and above, not for a producer (Studio and overlays only)', () => {
    expect(hrefs('ADMIN')).toContain('Players /players');
    expect(hrefs('MANAGER')).toContain('Players /players');
    expect(hrefs('STAFF')).toContain('Players /players');
    expect(hrefs('PRODUCER')).not.toContain('Players /players');
    expect(isStaffOrAbove('PRODUCER')).toBe(false);
    expect(isStaffOrAbove('someone')).toBe(false);
  });
});
