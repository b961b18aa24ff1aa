import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodeEntry } from '../../scripts/lib/bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/** Bundles the relay and the workspace packages it uses into dist/main.js (or `outfile`). */
export async function build(outfile = join(root, 'dist', 'main.js')) {
  await bundleNodeEntry(join(root, 'src', 'main.ts'), outfile);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
