#!/usr/bin/env node
// The `railbird` command. It runs the bundle in ../dist, rebuilding it first when any source it is
// made from is newer, so `npx railbird …` is right on a fresh clone and after every edit.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const bundle = join(root, 'dist', 'railbird.js');
const sources = ['src', '../../packages/poker/src', '../../packages/protocol/src'].map((dir) =>
  join(root, dir),
);

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const stale = !existsSync(bundle) || sources.some((dir) => newestMtime(dir) > statSync(bundle).mtimeMs);
if (stale) {
  const { build } = await import(pathToFileURL(join(root, 'build.mjs')).href);
  await build();
}
const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv.slice(2));
