import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Bundles the engine and the workspace packages it uses into dist/main.js (or `outfile`: tests build
 * their own copy); third-party packages stay external.
 */
export async function build(outfile = join(root, 'dist', 'main.js')) {
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: {
      '@railbird/poker': join(root, '..', '..', 'packages', 'poker', 'src', 'index.ts'),
      '@railbird/protocol': join(root, '..', '..', 'packages', 'protocol', 'src', 'index.ts'),
    },
    sourcemap: 'linked',
    logLevel: 'warning',
  };
  await Promise.all([
    esbuild.build({ ...common, entryPoints: [join(root, 'src', 'main.ts')], outfile }),
    // The equity worker thread, next to the engine that starts it.
    esbuild.build({
      ...common,
      entryPoints: [join(root, 'src', 'equity', 'worker.ts')],
      outfile: join(dirname(outfile), 'equity-worker.js'),
    }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
