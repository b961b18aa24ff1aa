export * from './variations.js';
