import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { TablesProvider } from '../lib/table-sockets/react.js';
import { type AdminGate, useAdminGate } from './admin-gate.js';
import { consoleTables } from './console-tables.js';
import { LoadFailedScreen, LoadingScreen } from './screens.js';
import { useSignOut } from './session.js';

/** The admin's record and current location, once the gate has opened. */
export type ReadyGate = Extract<AdminGate, { status: 'ready' }>;

/** What the failure screens of the signed-in apps advise. */
export const SIGN_IN_AGAIN = "Sign out and sign in again; if it keeps failing, ask your location's admin.";

/** The failure text of a full-screen app (`app` names it: "The Vault"), from the reason. */
export function couldNotLoadLocation(app: string, advice: string = SIGN_IN_AGAIN) {
  return (reason: string) => `${app} could not load your location: ${reason}. ${advice}`;
}

/**
 * A signed-in app (the shell, the Table Manager, Studio, the Vault, the tools, the tournament display),
 * under the console's table sockets so that sign-out forgets them too (session.ts), behind the admin
 * gate of spec §2: signed-out visitors go to /login and come back afterwards; while the admin record
 * loads a full-screen logo and spinner; if it fails, the `failed` text and a Sign out button. An admin
 * of no location sees `noLocation`, or else the failure screen with the reason "you are not a member
 * of any location". `children` draws the app once the gate is open; it is called during render, so it
 * returns elements and calls no hooks.
 */
export function SignedInApp({
  failed,
  noLocation,
  children,
}: {
  failed: (reason: string) => string;
  noLocation?: (signOut: () => void) => ReactNode;
  children: (gate: ReadyGate, signOut: () => void) => ReactNode;
}) {
  return (
    <TablesProvider manager={consoleTables}>
      <Gate failed={failed} noLocation={noLocation}>
        {children}
      </Gate>
    </TablesProvider>
  );
}

function Gate({
  failed,
  noLocation,
  children,
}: {
  failed: (reason: string) => string;
  noLocation: ((signOut: () => void) => ReactNode) | undefined;
  children: (gate: ReadyGate, signOut: () => void) => ReactNode;
}) {
  const gate = useAdminGate();
  const signOut = useSignOut();
  const onSignOut = () => void signOut();
  switch (gate.status) {
    case 'signedOut':
      return <Navigate to={gate.loginTo} replace />;
    case 'loading':
      return <LoadingScreen />;
    case 'noLocation':
      if (noLocation) return noLocation(onSignOut);
      return (
        <LoadFailedScreen message={failed('you are not a member of any location')} onSignOut={onSignOut} />
      );
    case 'failed':
      return <LoadFailedScreen message={failed(gate.reason)} onSignOut={onSignOut} />;
  }
  return children(gate, onSignOut);
}
