import type { Auth, Session } from '../auth/auth.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../log.js';

/**
 * What every procedure receives. Built from web-standard Headers so that tests can make one without
 * HTTP (createCaller) and so the web app's type import of AppRouter pulls in no Node types.
 */
export interface Context {
  db: Database;
  auth: Auth;
  log: Logger;
  requestId: string;
  /** The caller's session, looked up once and only by the procedures that need it. */
  getSession(): Promise<Session | null>;
}

export function createContext(deps: {
  db: Database;
  auth: Auth;
  log: Logger;
  requestId: string;
  headers: Headers;
}): Context {
  let session: Promise<Session | null> | undefined;
  return {
    db: deps.db,
    auth: deps.auth,
    log: deps.log,
    requestId: deps.requestId,
    getSession: () => {
      session ??= deps.auth.api.getSession({ headers: deps.headers });
      return session;
    },
  };
}
