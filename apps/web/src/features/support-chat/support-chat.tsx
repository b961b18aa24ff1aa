import { useEffect } from 'react';
import { bootIntercom, type ChatUser, shutdownIntercom } from './intercom.js';
import { LauncherReserve, SupportWidget } from './support-widget.js';

/**
 * Spec §1/§7: the support chat on every route but the displays, booted with the signed-in user.
 * Intercom when an app id is configured (INTERCOM_APP_ID at build), otherwise our own widget.
 * `user` null (signed out, or a display route) shuts it down.
 */
export function SupportChat({
  user,
  intercomAppId,
  onSend,
}: {
  user: ChatUser | null;
  intercomAppId: string;
  onSend: (text: string) => Promise<void>;
}) {
  const userKey = user ? JSON.stringify(user) : null;
  useEffect(() => {
    if (!intercomAppId || !userKey) return;
    bootIntercom(intercomAppId, JSON.parse(userKey) as ChatUser);
    return () => shutdownIntercom();
  }, [intercomAppId, userKey]);

  if (!user) return null;
  // Intercom draws its own launcher in the corner: every page keeps room for it under its content too.
  if (intercomAppId) return <LauncherReserve />;
  return <SupportWidget userName={user.displayName} onSend={onSend} />;
}
