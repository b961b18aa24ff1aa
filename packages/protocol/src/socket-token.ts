/**
 * The short-lived signed token that `table.socketUrl` puts in a table's socket URL and the engine
 * verifies before it lets a viewer in (DESIGN.md §4). HMAC-SHA256 over the JSON claims, with a secret
 * the server and the engine share; WebCrypto, so the same code runs in Node and in a browser test.
 * Format: base64url(claims) "." base64url(signature).
 */
import { z } from 'zod';
import { tableKeyBrandSchema } from './brands.js';

export const adminTypeSchema = z.enum(['ADMIN', 'MANAGER', 'STAFF', 'PRODUCER']);
export type AdminType = z.infer<typeof adminTypeSchema>;

/**
 * What the bearer may do: an `operator` (a signed-in admin of the table's location, from
 * `table.socketUrl`) may send commands and sees hole cards; a `producer` (a PRODUCER of the location)
 * sends only the Studio's commands (STUDIO_EVENTS) and sees the delayed feed; a `viewer` (an overlay
 * link a producer made) only watches, with hole cards after the stream delay; a `hiddenViewer` never
 * receives them. A `checkIn` socket (the public kiosk at `/signin/{tableKey}`, from `checkIn.socketUrl`)
 * may only seat a player (CHECK_IN_EVENTS) and never receives hole cards (docs/decisions/009).
 */
export const socketScopeSchema = z.enum(['operator', 'producer', 'viewer', 'hiddenViewer', 'checkIn']);
export type SocketScope = z.infer<typeof socketScopeSchema>;

export const socketTokenClaimsSchema = z.object({
  v: z.literal(1),
  /** Who it was issued to: the admin's user id (operators) or the link's id (overlay links). */
  sub: z.string().min(1).max(200),
  tableKey: tableKeyBrandSchema,
  locationId: z.string().min(1).max(200),
  scope: socketScopeSchema,
  /** The admin's type, for operator tokens. */
  adminType: adminTypeSchema.optional(),
  /** Expiry, epoch milliseconds: a minute for operators, longer for overlay links. */
  exp: z.int().positive(),
});
export type SocketTokenClaims = z.infer<typeof socketTokenClaimsSchema>;
/** Claims as the issuer writes them (plain strings); `signSocketToken` checks them. */
export type SocketTokenClaimsInput = z.input<typeof socketTokenClaimsSchema>;

/** How long a socket token lives; the web app refetches the URL every 5 s (spec §9), so a minute is plenty. */
export const SOCKET_TOKEN_TTL_MS = 60_000;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The imported key of each secret, imported once: a relay or an engine checks a token on every
 * connection, a thousand at once when a relay dies. Few secrets are ever in use (the engine's, and
 * one before a rotation), so the first few are kept.
 */
type HmacKey = ReturnType<typeof crypto.subtle.importKey>;
const keys = new Map<string, HmacKey>();
const KEPT_KEYS = 8;

function hmacKey(secret: string): HmacKey {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    if (keys.size < KEPT_KEYS) {
      keys.set(secret, key);
      // A key that could not be imported is not kept: the next check tries again.
      key.catch(() => keys.delete(secret));
    }
  }
  return key;
}

export async function signSocketToken(claims: SocketTokenClaimsInput, secret: string): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify(socketTokenClaimsSchema.parse(claims))));
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body)),
  );
  return `${body}.${base64url(signature)}`;
}

export type SocketTokenCheck =
  | { ok: true; claims: SocketTokenClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'wrong-table' };

/** Verifies signature, expiry (against `now`, passed in) and, when given, the table it was issued for. */
export async function verifySocketToken(
  token: string,
  secret: string,
  now: number,
  tableKey?: string,
): Promise<SocketTokenCheck> {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'malformed' };
  const signature = fromBase64url(sig);
  const bodyBytes = fromBase64url(body);
  if (!signature || !bodyBytes) return { ok: false, reason: 'malformed' };
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(body));
  if (!valid) return { ok: false, reason: 'bad-signature' };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bodyBytes));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = socketTokenClaimsSchema.safeParse(json);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (claims.data.exp <= now) return { ok: false, reason: 'expired' };
  if (tableKey !== undefined && claims.data.tableKey !== tableKey)
    return { ok: false, reason: 'wrong-table' };
  return { ok: true, claims: claims.data };
}
