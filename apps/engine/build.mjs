import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodeEntry } from '../../scripts/lib/bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Bundles the engine and the workspace packages it uses into dist/main.js (or `outfile`: tests build
 * their own copy), with the equity worker thread beside it.
 */
export async function build(outfile = join(root, 'dist', 'main.js')) {
  await Promise.all([
    bundleNodeEntry(join(root, 'src', 'main.ts'), outfile),
    bundleNodeEntry(join(root, 'src', 'equity', 'worker.ts'), join(dirname(outfile), 'equity-worker.js')),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
