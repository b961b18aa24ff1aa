export * from './cards.js';
export * from './deck.js';
