import type { IconName } from '../../ui/icons.js';

export interface TableLink {
  id: 'dealer' | 'manager' | 'overlays' | 'display' | 'commentary' | 'players';
  label: string;
  href: string;
  icon: IconName;
  /** What the page is, for a tooltip and screen readers. */
  title: string;
}

/**
 * Where a live table leads (issue 15: every page reached by clicking): its dealer screen and Table
 * Manager, its overlays in Studio, its room display, its commentary and the players. The room display
 * (/table-display/{key}) only connects with a link token, which Studio makes: the link opens Studio on
 * that feed rather than a display that would say "no key". The screens that run the table and the
 * players are for staff and above (`staff`); a producer gets Studio's and the commentary's.
 */
export function tableLinks(tableKey: string, { staff }: { staff: boolean }): TableLink[] {
  const key = encodeURIComponent(tableKey);
  const operate: TableLink[] = [
    {
      id: 'dealer',
      label: 'Dealer screen',
      href: `/dealer/${key}`,
      icon: 'table',
      title: 'The dealer’s screen for this table (full screen, for the tablet at the table)',
    },
    {
      id: 'manager',
      label: 'Table Manager',
      href: `/manager/${key}`,
      icon: 'manager',
      title: 'Seats, stacks and the game of this table',
    },
  ];
  const produce: TableLink[] = [
    {
      id: 'overlays',
      label: 'Overlays',
      href: `/live/${key}`,
      icon: 'studio',
      title: 'This table’s stream overlays in Studio',
    },
    {
      id: 'display',
      label: 'Room display',
      href: `/live/${key}?feed=table-display`,
      icon: 'display',
      title: 'The room screen of this table: its link, with its key, is made in Studio',
    },
    {
      id: 'commentary',
      label: 'Commentary',
      href: `/commentary?table=${key}`,
      icon: 'mic',
      title: 'Commentary lines written from this table’s play',
    },
  ];
  if (!staff) return produce;
  return [
    ...operate,
    ...produce,
    {
      id: 'players',
      label: 'Players',
      href: '/players',
      icon: 'players',
      title: 'Who is playing at this location',
    },
  ];
}
