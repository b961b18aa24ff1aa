/**
 * The one database schema, for PGlite and Postgres alike. Every table lives in a module re-exported
 * here; drizzle-kit reads this file to generate the migrations in apps/server/drizzle/.
 */
export * from './auth-schema.js';
export * from './domain-schema.js';
