export * from './bingo.js';
export * from './fortune-teller.js';
export * from './nit-game.js';
export * from './one-and-done.js';
export * from './powerups.js';
export * from './runner-up.js';
export * from './team-games.js';
export * from './types.js';
