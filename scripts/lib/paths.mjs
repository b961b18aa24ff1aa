import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/lib/../..). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
