export { Inbox } from './inbox.js';
export { ManualClock, MemoryPeer } from './memory-peer.js';
