export * from './cards/index.js';
