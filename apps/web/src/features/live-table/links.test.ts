import { describe, expect, it } from 'vitest';
import { tableLinks } from './links.js';

const hrefs = (key: string, staff: boolean) => tableLinks(key, { staff }).map((l) => `${l.label} ${l.href}`);

describe('the live table links to its other screens (issue 15)', () => {
  it('[NAV-3] staff: dealer screen, Table Manager, overlays, room display, commentary, players', () => {
    expect(hrefs('demo-1', true)).toEqual([
      'Dealer screen /dealer/demo-1',
      'Table Manager /manager/demo-1',
      'Overlays /live/demo-1',
      'Room display /live/demo-1?feed=table-display',
      'Commentary /commentary?table=demo-1',
      'Players /players',
    ]);
  });

  it('[NAV-4] the room display opens Studio on its feed (a display connects only with a link key)', () => {
    const display = tableLinks('a b', { staff: true }).find((l) => l.id === 'display');
    expect(display?.href).toBe('/live/a%20b?feed=table-display');
    expect(display?.href.startsWith('/table-display/')).toBe(false);
  });

  it('[NAV-5] a producer gets Studio and the commentary, not the screens that run the table nor the players', () => {
    expect(hrefs('t', false)).toEqual([
      'Overlays /live/t',
      'Room display /live/t?feed=table-display',
      'Commentary /commentary?table=t',
    ]);
  });
});
