/**
 * @railbird/protocol: the zod schemas, and the types inferred from them, of everything that crosses a
 * process boundary between the table engine, the server and the web app.
 */
export * from './add-on-commands.js';
export * from './add-on-games.js';
export * from './admin-types.js';
export * from './api.js';
export * from './audit-chain.js';
export * from './brands.js';
export * from './build.js';
export * from './check-in.js';
export * from './completed-hand.js';
export * from './engine-commands.js';
export * from './enums.js';
export * from './environment.js';
export * from './events.js';
export * from './hands.js';
export * from './local-engine.js';
export * from './packets.js';
export * from './redact.js';
export * from './reports.js';
export * from './socket-token.js';
export * from './table-state/index.js';
export * from './text.js';
export * from './transformer.js';
export * from './variation-level.js';
export * from './version.js';
