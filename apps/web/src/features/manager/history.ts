/**
 * The History's wording moved to lib/audit-words.ts, so the admins' Audit log (features/audit-log)
 * says each entry in the same words without importing this feature (docs/decisions/005-boundaries.md).
 */
export * from '../../lib/audit-words.js';
