/**
 * Spec §2: display and operator routes (by prefix) where the support chat is shut down. They run on
 * room screens, OBS sources and dealer tablets, where a chat bubble would be in the way.
 */
export const DISPLAY_PREFIXES = [
  'dealer',
  'stream-pro',
  'stream-pro-hidden',
  'tournamenttv-first',
  'tournamenttv',
  'tournamenttv-flipped',
  'signin',
  'overlays',
  'overlays-hidden',
  'stream',
  'stream-hidden',
  'tools',
  'manager',
  'socialtv',
  'livekit/template',
  'countdown',
  'playerAssistance',
  'tournament-display',
  'table-display',
] as const;

/** True for `/dealer`, `/dealer/t1`, `/livekit/template/x`…; a prefix matches whole path segments. */
export function isDisplayRoute(pathname: string): boolean {
  const path = `/${pathname.replace(/^\/+/, '')}`;
  return DISPLAY_PREFIXES.some((prefix) => path === `/${prefix}` || path.startsWith(`/${prefix}/`));
}
