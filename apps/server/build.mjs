import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodeEntry } from '../../scripts/lib/bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/** Bundles the server and the workspace packages it uses into dist/main.js. */
export async function build() {
  await bundleNodeEntry(join(root, 'src', 'main.ts'), join(root, 'dist', 'main.js'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
