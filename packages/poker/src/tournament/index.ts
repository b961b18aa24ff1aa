/**
 * Tournament mathematics (issue 17): payouts, prize pools and bounties, ICM, final-table deals,
 * league points and seating. Pure: no I/O, no clocks, randomness passed in.
 */

export * from './chop.js';
export * from './icm.js';
export * from './payouts.js';
export * from './points.js';
export * from './prize-pool.js';
export * from './seating.js';
export * from './structures.js';
