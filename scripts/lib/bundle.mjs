import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Bundles a Node entry point of ours into one ESM file: our workspace packages are compiled in from
 * their TypeScript sources, third-party packages stay external (node_modules resolves them at run time).
 * Every app's build.mjs (server, engine, cli) goes through here so they are built the same way.
 */
export async function bundleNodeEntry(entry, outfile) {
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Each package's src folder, so a subpath export resolves too (`@railbird/poker/tournament` →
    // src/tournament/index.ts); the bare name resolves to src/index.ts.
    alias: {
      '@railbird/poker': join(repo, 'packages', 'poker', 'src'),
      '@railbird/protocol': join(repo, 'packages', 'protocol', 'src'),
      '@railbird/room': join(repo, 'packages', 'room', 'src'),
      '@railbird/service': join(repo, 'packages', 'service', 'src'),
    },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
