import { type AdminType, SOCKET_TOKEN_TTL_MS, type SocketScope, signSocketToken } from '@railbird/protocol';

/** Spec §9: a venue table's own engine answers on port 5000. */
export const VENUE_ENGINE_PORT = 5000;

export interface EngineEndpoint {
  /** ENGINE_PUBLIC_URL when set. */
  publicUrl: string | undefined;
  /** The local engine's port, for the URL made from the request's host. */
  port: number;
}

/**
 * Where a browser reaches a table's engine: a venue table with an `ip` runs its own engine on
 * ws://<ip>:5000; any other table is hosted by the local engine (ENGINE_PUBLIC_URL, or the host the
 * browser reached this server by, on the engine's port).
 */
export function engineBaseUrl(
  table: { ip: string | null },
  endpoint: EngineEndpoint,
  requestHost: string,
): string {
  if (table.ip) return `ws://${table.ip}:${VENUE_ENGINE_PORT}`;
  if (endpoint.publicUrl) return endpoint.publicUrl;
  const host = requestHost.includes(':') && !requestHost.startsWith('[') ? `[${requestHost}]` : requestHost;
  return `ws://${host}:${endpoint.port}`;
}

/** `<engine>/?table=<key>&token=<token>`; the web app appends `&page=<page>` (spec §7). */
export function socketUrlFor(base: string, tableKey: string, token: string): string {
  const url = new URL(base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('table', tableKey);
  url.searchParams.set('token', token);
  return url.toString();
}

export interface TokenRequest {
  sub: string;
  tableKey: string;
  locationId: string;
  scope: SocketScope;
  adminType?: AdminType;
  ttlMs?: number;
  now: number;
}

export function issueSocketToken(request: TokenRequest, secret: string): Promise<string> {
  const { ttlMs = SOCKET_TOKEN_TTL_MS, now, ...claims } = request;
  return signSocketToken({ v: 1, ...claims, exp: now + ttlMs }, secret);
}
