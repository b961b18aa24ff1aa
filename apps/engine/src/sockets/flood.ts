// Flood control lives in packages/service, shared with the relays (decision 013).
export { FloodGate, type FloodVerdict, MAX_DROPS } from '@railbird/service';
