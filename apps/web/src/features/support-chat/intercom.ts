/** The user the chat is booted with (spec §7): id, name, phone and the custom attributes. */
export interface ChatUser {
  id: string;
  displayName: string;
  phone: string | null;
  handle: string | null;
  adminType: string;
}

/** Spec §7: custom attributes handle, environment `production` and plan = adminType. */
export function chatBootSettings(appId: string, user: ChatUser) {
  return {
    app_id: appId,
    user_id: user.id,
    name: user.displayName,
    phone: user.phone ?? undefined,
    handle: user.handle ?? undefined,
    environment: 'production',
    plan: user.adminType,
  };
}

type IntercomFn = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    Intercom?: IntercomFn;
  }
}

let loading = false;

/** Intercom's documented loader: queue commands until its script has arrived. */
function ensureIntercom(appId: string): IntercomFn {
  if (window.Intercom) return window.Intercom;
  const queued: IntercomFn = (...args: [string, ...unknown[]]) => {
    queued.q?.push(args);
  };
  queued.q = [];
  window.Intercom = queued;
  if (!loading) {
    loading = true;
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
    document.head.appendChild(script);
  }
  return queued;
}

export function bootIntercom(appId: string, user: ChatUser): void {
  ensureIntercom(appId)('boot', chatBootSettings(appId, user));
}

export function shutdownIntercom(): void {
  window.Intercom?.('shutdown');
}
