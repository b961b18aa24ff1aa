export * from './cards/index.js';
export * from './evaluate/index.js';
export * from './game/index.js';
export * from './history/index.js';
export * from './showdown/index.js';
export * from './variations/index.js';
export * from './format/index.js';
export * from './stats/index.js';
