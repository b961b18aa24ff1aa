/**
 * Who may watch a table and who may command it (DESIGN.md §4). A screen proves itself with the
 * short-lived signed token of `table.socketUrl` (query `token`, or `key` for overlay links), whose
 * scope says what it may do; an online table (`online-…`) may instead be opened with the spec's
 * `apiKey`, which the server checks. Hidden pages never receive hole cards, whatever the token says.
 */
import { type SocketScope, verifySocketToken } from '@railbird/protocol';
import { LINK_REVOKED, TOKEN_REASONS } from '@railbird/protocol/relay';
import type { InputActor } from '../table/inputs.js';

// Who gets which audience is shared with the relays (decision 013): one list, not two.
export {
  DELAYED_PAGES,
  HIDDEN_PAGES,
  LINK_REVOKED,
  type ViewerClass,
  viewerClassOf,
} from '@railbird/protocol/relay';

export interface Grant {
  scope: SocketScope;
  /** Who the token was issued to (an admin's id, an overlay link's id). */
  subject: string;
  /** Who the commands of this grant are journaled as: the token's `sub` and `adminType`. */
  actor: InputActor;
}

export type AuthResult =
  | { ok: true; grant: Grant }
  | { ok: false; code: 'UNAUTHORIZED' | 'FORBIDDEN'; message: string };

/** Checks an online table's `apiKey` with the server (the engine cannot know the user ids). */
export interface ApiKeyChecker {
  check(
    tableKey: string,
    apiKey: string,
  ): Promise<{ ok: true; scope: SocketScope } | { ok: false; message: string }>;
}

/**
 * Asks the server: POST `<serverUrl>/api/trpc/table.verifyApiKey` with `{tableKey, apiKey, secret}` (the
 * table's engine secret), expecting `{scope}`. Any other answer refuses the viewer.
 */
export function serverApiKeyChecker(
  serverUrl: string,
  secretOf: (tableKey: string) => string | undefined,
): ApiKeyChecker {
  return {
    async check(tableKey, apiKey) {
      const secret = secretOf(tableKey);
      if (!secret)
        return {
          ok: false,
          message: 'This engine has no secret for the table, so it cannot ask the server.',
        };
      try {
        const res = await fetch(`${serverUrl}/api/trpc/table.verifyApiKey`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ json: { tableKey, apiKey, secret } }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return { ok: false, message: 'The server did not accept this apiKey for the table.' };
        const body = (await res.json()) as { result?: { data?: { json?: { scope?: SocketScope } } } };
        const scope = body.result?.data?.json?.scope;
        // An apiKey never grants the kiosk's `checkIn` scope: the server issues that one in a token only.
        if (scope !== 'operator' && scope !== 'producer' && scope !== 'viewer' && scope !== 'hiddenViewer') {
          return { ok: false, message: 'The server did not accept this apiKey for the table.' };
        }
        return { ok: true, scope };
      } catch {
        return { ok: false, message: 'The server could not be asked about this apiKey; try again shortly.' };
      }
    },
  };
}

export async function authorise(request: {
  tableKey: string;
  /** The table's location, when the engine knows it: the token must name the same. */
  locationId: string | null;
  token: string | null;
  apiKey: string | null;
  secret: string;
  now: number;
  apiKeys: ApiKeyChecker | null;
  /** Token subjects refused although their signature holds (revoked overlay links). */
  revoked?: ReadonlySet<string>;
}): Promise<AuthResult> {
  if (request.token) {
    const check = await verifySocketToken(request.token, request.secret, request.now, request.tableKey);
    if (!check.ok) return { ok: false, code: 'UNAUTHORIZED', message: TOKEN_REASONS[check.reason] };
    if (request.revoked?.has(check.claims.sub))
      return { ok: false, code: 'FORBIDDEN', message: LINK_REVOKED };
    if (request.locationId !== null && check.claims.locationId !== request.locationId) {
      return { ok: false, code: 'FORBIDDEN', message: 'The link is for a table of another location.' };
    }
    const { scope, sub, adminType } = check.claims;
    return { ok: true, grant: { scope, subject: sub, actor: { id: sub, type: adminType ?? null } } };
  }
  if (request.apiKey) {
    if (!request.tableKey.startsWith('online-')) {
      return {
        ok: false,
        code: 'UNAUTHORIZED',
        message:
          'An apiKey opens online tables only (keys beginning "online-"): use the table\'s signed link.',
      };
    }
    if (!request.apiKeys) {
      return {
        ok: false,
        code: 'UNAUTHORIZED',
        message: 'This engine is not connected to a server that can check an apiKey.',
      };
    }
    const check = await request.apiKeys.check(request.tableKey, request.apiKey);
    if (!check.ok) return { ok: false, code: 'UNAUTHORIZED', message: check.message };
    // The key is a credential: the journal names the kind of grant, never the key.
    return {
      ok: true,
      grant: { scope: check.scope, subject: `apiKey:${request.apiKey}`, actor: { id: 'apiKey', type: null } },
    };
  }
  return {
    ok: false,
    code: 'UNAUTHORIZED',
    message:
      'This table needs a signed link: open it from the console (it asks table.socketUrl) or use an overlay link.',
  };
}
