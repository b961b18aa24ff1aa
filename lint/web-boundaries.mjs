// The web app's per-folder import boundaries (docs/decisions/005-boundaries.md), written once. Biome
// matches an import as written, so a rule about `../` needs one override per folder depth; this file
// states each rule once and makes the overrides. `node lint/web-boundaries.mjs --write` puts them into
// biome.json; lint/web-boundaries.test.ts fails when biome.json holds anything else.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BROWSER = {
  group: [
    '@railbird/service',
    '@railbird/service/**',
    '@railbird/room',
    '@railbird/room/**',
    '@railbird/relay',
    '@railbird/relay/**',
    '@railbird/engine',
    '@railbird/engine/**',
    '@railbird/cli',
    '@railbird/cli/**',
  ],
  message:
    'The web app runs in the browser: it imports no Node package of ours (service, room, relay, engine, cli). (docs/decisions/005-boundaries.md)',
};

/** Each folder, the depths its files sit at below it, and what a file there may not import. */
const AREAS = [
  {
    folder: 'features',
    depths: [2, 3, 4],
    // From features/<name>/…, `../` (depth 2) leaves the feature; ui/ and lib/ are one level further.
    group: (up) => [`${up}**`, `!${up}../ui/**`, `!${up}../lib/**`],
    message:
      'A feature imports no other feature, nor app/ or routes/: share through ui/ (presentation) or lib/ (data and hooks), or compose in app/ or a route. (docs/decisions/005-boundaries.md)',
  },
  {
    folder: 'ui',
    depths: [1, 2, 3],
    group: (up) => [`${up}../lib/**`, `${up}../app/**`, `${up}../features/**`, `${up}../routes/**`],
    message:
      'ui/ holds presentation primitives: it imports nothing from lib/, app/, features/ or routes/. Take data as props. (docs/decisions/005-boundaries.md)',
  },
  {
    folder: 'lib',
    depths: [1, 2, 3],
    group: (up) => [`${up}../ui/**`, `${up}../features/**`, `${up}../app/**`, `${up}../routes/**`],
    message:
      'lib/ holds data, hooks and clients without markup: it imports nothing from ui/, features/, app/ or routes/. (docs/decisions/005-boundaries.md)',
  },
];

/** The overrides, in biome.json's order. */
export function webBoundaryOverrides() {
  return AREAS.flatMap((area) =>
    area.depths.map((depth) => {
      // `up` climbs from the file's folder to the area's own folder.
      const up = '../'.repeat(depth - 1);
      return {
        includes: [`apps/web/src/${area.folder}/${Array(depth).fill('*').join('/')}`],
        linter: {
          rules: {
            style: {
              noRestrictedImports: {
                level: 'error',
                options: { patterns: [{ group: area.group(up), message: area.message }, BROWSER] },
              },
            },
          },
        },
      };
    }),
  );
}

/** Whether an override is one of these (by the folder it applies to). */
export function isWebBoundaryOverride(override) {
  const first = override.includes?.[0] ?? '';
  return AREAS.some((a) => first.startsWith(`apps/web/src/${a.folder}/*`));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const path = fileURLToPath(new URL('../biome.json', import.meta.url));
  const config = JSON.parse(readFileSync(path, 'utf8'));
  const at = config.overrides.findIndex(isWebBoundaryOverride);
  const rest = config.overrides.filter((o) => !isWebBoundaryOverride(o));
  rest.splice(at, 0, ...webBoundaryOverrides());
  config.overrides = rest;
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  console.log('biome.json: web boundary overrides written (run biome format on it)');
}
