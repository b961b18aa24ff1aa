import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Countdown } from '../features/displays/countdown.js';
import { TableDisplay } from '../features/displays/table-display.js';
import { parseOverlayRoute } from '../features/overlays/overlay-config.js';
import { OverlayPage } from '../features/overlays/overlay-page.js';
import '../styles.css';

/**
 * The displays a browser opens directly (OBS browser sources, room TVs): they need no sign-in, no
 * console and no router, so they boot on their own and load a fraction of the console's JavaScript
 * (issue 9: an overlay route under 150 KB gzip, since OBS loads one per source). Returns false for any
 * other path.
 */
export function bootDisplay(root: HTMLElement, location: Location = window.location): boolean {
  const [, first = '', second = ''] = location.pathname.split('/');
  const search = new URLSearchParams(location.search);
  const tableKey = decodeURIComponent(second);
  const overlay = parseOverlayRoute(first);
  let page: ReactNode = null;
  if (overlay && tableKey) page = <OverlayPage route={overlay} tableKey={tableKey} search={search} />;
  else if (first === 'table-display' && tableKey) page = <TableDisplay tableKey={tableKey} search={search} />;
  else if (first === 'countdown') page = <Countdown search={search} />;
  if (!page) return false;
  createRoot(root).render(<StrictMode>{page}</StrictMode>);
  return true;
}
