/**
 * What every WebSocket server of ours (the engine's room, a relay) says the same way on the wire:
 * close codes, how slow a reader may fall behind, and packets as the UTF-8 bytes sent to many sockets
 * unchanged. No transport here: `messageOf` takes what `ws` hands a message handler.
 */

/** RFC 6455 §7.4.1: the peer broke a rule (a bad grant, a flood, a wrong protocol version). */
export const CLOSE_POLICY = 1008;
/** RFC 6455 §7.4.1: done (the table was removed). */
export const CLOSE_NORMAL = 1000;
/** RFC 6455 §7.4 (IANA registry): the server cannot serve now; the client may come back. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

/** A client that reads this slowly is dropped rather than buffered without bound. */
export const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** A packet as the bytes every socket of its audience is sent. */
export function encode(packet: unknown): Buffer {
  return Buffer.from(JSON.stringify(packet));
}

/** A text message as its string, a binary one as its bytes (read as UTF-8 JSON either way). */
export function messageOf(raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): string | Uint8Array {
  const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer);
  return isBinary ? new Uint8Array(bytes) : bytes.toString('utf8');
}
