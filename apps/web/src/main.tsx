import { z } from 'zod';
import { DEV_TOOLS_STORAGE_KEY, parseDevToolsState } from './lib/dev-tools.js';

// The server's Content-Security-Policy refuses eval (docs/decisions/015): zod probes for it with
// `new Function` before its first parse, a refusal every page would report as a violation. Jitless
// zod never probes (and parses just as correctly).
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The developer toolbar's React Scan must hook React before React starts, so it loads first, and
// only when it was switched on (it is large and never part of a normal visit).
let reactScan = false;
try {
  reactScan = parseDevToolsState(localStorage.getItem(DEV_TOOLS_STORAGE_KEY)).reactScan;
} catch {
  // Storage blocked: no scanner.
}
if (reactScan) {
  const { scan } = await import('react-scan');
  scan({ enabled: true, dangerouslyForceRunInProduction: true });
}
// Displays opened directly (OBS overlays, room screens) boot without the console: far less JavaScript.
const DISPLAY_PATH =
  /^\/(overlays|overlays-hidden|stream|stream-hidden|stream-pro|stream-pro-hidden|table-display|countdown|tournamenttv|tournamenttv-first|tournamenttv-flipped|socialtv|playerAssistance|livekit\/template)(\/|$)/;
const display =
  DISPLAY_PATH.test(window.location.pathname) && (await import('./routes/display-boot.js')).bootDisplay(root);
if (!display) {
  const { boot } = await import('./app/boot.js');
  boot(root);
}
