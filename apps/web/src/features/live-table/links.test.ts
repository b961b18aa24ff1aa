import { describe, expect, it } from 'vitest';
import { tableLinks } from './links.js';

const hrefs = (key: string, players: boolean) =>
  tableLinks(key, { players }).map((l) => `${l.label} ${l.href}`);

describe('the live table links to its other screens (issue 15)', () => {
  it('[NAV-3] dealer screen, Table Manager, overlays in Studio and commentary of this table', () => {
    expect(hrefs('demo-1', false)).toEqual([
      'Dealer screen /dealer/demo-1',
      'Table Manager /manager/demo-1',
      'Overlays /live/demo-1',
      'Room display /live/demo-1?feed=table-display',
      'Commentary /commentary?table=demo-1',
    ]);
  });

  it('[NAV-4] the room display opens Studio on its feed (a display connects only with a link key)', () => {
    const display = tableLinks('a b', { players: false }).find((l) => l.id === 'display');
    expect(display?.href).toBe('/live/a%20b?feed=table-display');
    expect(display?.href.startsWith('/table-display/')).toBe(false);
  });

  it('[NAV-5] Players only for those who may see them', () => {
    expect(hrefs('t', true).at(-1)).toBe('Players /players');
    expect(hrefs('t', false).some((l) => l.startsWith('Players'))).toBe(false);
  });
});
