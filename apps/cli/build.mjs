import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodeEntry } from '../../scripts/lib/bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/** Bundles the CLI and the workspace packages it uses into dist/railbird.js. */
export async function build() {
  await bundleNodeEntry(join(root, 'src', 'main.ts'), join(root, 'dist', 'railbird.js'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
