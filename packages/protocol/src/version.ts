/**
 * The version of the table protocol. Bump it on any incompatible change: a field removed, renamed or
 * retyped, an enum value added or removed, a packet's shape changed. Adding an object field is
 * compatible (objects strip unknown keys) and needs no bump. A client of another version is refused
 * with an explicit `incompatibleVersion` message.
 */
export const PROTOCOL_VERSION = 1;
