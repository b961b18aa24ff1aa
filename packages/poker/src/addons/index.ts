/**
 * The add-on games rooms run beside poker (issue 19), each data plus a pure reducer like the poker
 * game: blackjack and ultimate Texas hold'em (banked, dealt through the antennas) and the room games
 * that ride on the poker hand (nit game, runner-up, one-and-done, team games, powerups, bingo, fortune
 * teller). Rules pages: docs/rules/.
 */
// Each game under its own name: they share words (`nextCardFor`, `SeatIndex`) that mean their own thing.
export * as blackjack from './blackjack/index.js';
export * as room from './room/index.js';
export * as uth from './uth/index.js';
