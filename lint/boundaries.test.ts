/**
 * The import boundaries of docs/decisions/005-boundaries.md, checked against the real biome.json: each
 * case is a file that would sit at `path`, linted by Biome in a scratch copy of the repo's config. The
 * allowed cases keep the rules from being so wide that they pass only by refusing everything.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

interface Case {
  rule: string;
  path: string;
  source: string;
  refused: boolean;
}

const cases: Case[] = [
  // apps/web/src/features
  {
    rule: 'a feature imports no other feature',
    path: 'apps/web/src/features/tables/a.ts',
    source: "import { x } from '../settings/y.js';",
    refused: true,
  },
  {
    rule: 'a feature imports no other feature, from a nested folder',
    path: 'apps/web/src/features/overlays/views/a.ts',
    source: "import { x } from '../../tables/y.js';",
    refused: true,
  },
  {
    rule: 'a feature imports nothing of app/',
    path: 'apps/web/src/features/tables/a.ts',
    source: "import { x } from '../../app/theme.js';",
    refused: true,
  },
  {
    rule: 'a feature imports nothing of routes/',
    path: 'apps/web/src/features/tables/a.test.ts',
    source: "import { x } from '../../routes/home.js';",
    refused: true,
  },
  {
    rule: 'a feature imports its own modules',
    path: 'apps/web/src/features/overlays/views/a.ts',
    source: "import { x } from '../view-data.js';\nimport { y } from './b.js';",
    refused: false,
  },
  {
    rule: 'a feature imports ui/ and lib/',
    path: 'apps/web/src/features/tables/a.ts',
    source: "import { x } from '../../ui/button.js';\nimport { y } from '../../lib/trpc.js';",
    refused: false,
  },
  // apps/web/src/ui and lib
  {
    rule: 'ui/ imports nothing of lib/',
    path: 'apps/web/src/ui/a.tsx',
    source: "import { x } from '../lib/build-info.js';",
    refused: true,
  },
  {
    rule: 'ui/ imports nothing of app/',
    path: 'apps/web/src/ui/poker-table/a.tsx',
    source: "import { x } from '../../app/theme.js';",
    refused: true,
  },
  {
    rule: 'ui/ imports nothing of features/',
    path: 'apps/web/src/ui/a.tsx',
    source: "import { x } from '../features/tables/y.js';",
    refused: true,
  },
  {
    rule: 'ui/ imports its own primitives',
    path: 'apps/web/src/ui/poker-table/a.tsx',
    source: "import { x } from '../spinner.js';",
    refused: false,
  },
  {
    rule: 'lib/ imports nothing of ui/',
    path: 'apps/web/src/lib/table-sockets/a.tsx',
    source: "import { x } from '../../ui/status-dot.js';",
    refused: true,
  },
  {
    rule: 'lib/ imports nothing of features/',
    path: 'apps/web/src/lib/a.ts',
    source: "import { x } from '../features/auth/y.js';",
    refused: true,
  },
  {
    rule: 'lib/ imports lib/',
    path: 'apps/web/src/lib/table-sockets/a.ts',
    source: "import { x } from '../trpc.js';",
    refused: false,
  },
  // the server seen from the web app
  {
    rule: 'the web app imports the server as values never',
    path: 'apps/web/src/lib/a.ts',
    source: "import { appRouter } from '@railbird/server/router';",
    refused: true,
  },
  {
    rule: 'the web app imports the server as values never (mixed)',
    path: 'apps/web/src/app/a.ts',
    source: "import { type AppRouter, appRouter } from '@railbird/server/router';",
    refused: true,
  },
  {
    rule: 'the web app imports the server as types',
    path: 'apps/web/src/features/tables/a.ts',
    source: "import type { AppRouter } from '@railbird/server/router';",
    refused: false,
  },
  // packages and apps
  {
    rule: 'protocol imports no app',
    path: 'packages/protocol/src/a.ts',
    source: "import { x } from '@railbird/engine';",
    refused: true,
  },
  {
    rule: 'protocol imports no app, relatively',
    path: 'packages/protocol/src/a.ts',
    source: "import { x } from '../../../apps/server/src/app.js';",
    refused: true,
  },
  {
    rule: 'protocol imports poker',
    path: 'packages/protocol/src/a.ts',
    source: "import { x } from '@railbird/poker';",
    refused: false,
  },
  {
    rule: 'the engine imports nothing of the server',
    path: 'apps/engine/src/a.ts',
    source: "import { x } from '@railbird/server/router';",
    refused: true,
  },
  {
    rule: 'the engine imports nothing of the server, relatively',
    path: 'apps/engine/test/a.test.ts',
    source: "import { x } from '../../server/src/app.js';",
    refused: true,
  },
  {
    rule: 'a relay imports nothing of the engine',
    path: 'apps/relay/src/a.ts',
    source: "import { x } from '../../engine/src/sockets/room.js';",
    refused: true,
  },
  {
    rule: 'a relay imports nothing of the server, by package',
    path: 'apps/relay/test/a.test.ts',
    source: "import { x } from '@railbird/server';",
    refused: true,
  },
  {
    rule: 'a relay imports protocol’s relay module',
    path: 'apps/relay/src/a.ts',
    source: "import { x } from '@railbird/protocol/relay';",
    refused: false,
  },
  {
    rule: 'the room has no transport',
    path: 'packages/room/src/a.ts',
    source: "import { WebSocket } from 'ws';",
    refused: true,
  },
  {
    rule: 'the room knows no app',
    path: 'packages/room/src/a.ts',
    source: "import { x } from '@railbird/engine';",
    refused: true,
  },
  {
    rule: 'the room speaks the protocol, through the service glue',
    path: 'packages/room/src/a.ts',
    source: "import { x } from '@railbird/protocol';\nimport { y } from '@railbird/service';",
    refused: false,
  },
  {
    rule: 'the web app imports no room',
    path: 'apps/web/src/lib/a.ts',
    source: "import { x } from '@railbird/room';",
    refused: true,
  },
  {
    rule: 'the server imports nothing of the engine',
    path: 'apps/server/src/a.ts',
    source: "import { x } from '@railbird/engine';",
    refused: true,
  },
  {
    rule: 'the server imports protocol',
    path: 'apps/server/src/a.ts',
    source: "import { x } from '@railbird/protocol';",
    refused: false,
  },
  {
    rule: 'the CLI imports protocol (decision 012: the audit chain file it verifies)',
    path: 'apps/cli/src/commands/a.ts',
    source: "import { x } from '@railbird/protocol';",
    refused: false,
  },
  {
    rule: 'the CLI imports no app',
    path: 'apps/cli/src/commands/a.ts',
    source: "import { x } from '../../../server/src/db/client.js';",
    refused: true,
  },
  {
    rule: 'the CLI imports no path into protocol',
    path: 'apps/cli/src/commands/a.ts',
    source: "import { x } from '../../../../packages/protocol/src/testing.js';",
    refused: true,
  },
  {
    rule: 'the CLI imports poker',
    path: 'apps/cli/src/commands/a.ts',
    source: "import { x } from '@railbird/poker';",
    refused: false,
  },
  {
    rule: 'service imports nothing of ours',
    path: 'packages/service/src/a.ts',
    source: "import { x } from '@railbird/protocol';",
    refused: true,
  },
  {
    rule: 'the web app imports no Node package of ours',
    path: 'apps/web/src/routes/a.tsx',
    source: "import { listen } from '@railbird/service';",
    refused: true,
  },
  {
    rule: 'a feature imports no Node package of ours',
    path: 'apps/web/src/features/tables/a.tsx',
    source: "import { listen } from '@railbird/service';",
    refused: true,
  },
  {
    rule: 'a route imports features',
    path: 'apps/web/src/routes/a.tsx',
    source: "import { x } from '../features/tables/y.js';",
    refused: false,
  },
  {
    rule: 'production code imports no test-only entry',
    path: 'apps/engine/src/a.ts',
    source: "import { x } from '@railbird/protocol/testing';",
    refused: true,
  },
  {
    rule: 'production web code imports no test-only entry',
    path: 'apps/web/src/app/a.tsx',
    source: "import { x } from '@railbird/protocol/testing';",
    refused: true,
  },
  {
    rule: 'a test imports the test-only entries',
    path: 'apps/web/src/lib/a.test.ts',
    source: "import { x } from '@railbird/protocol/testing';",
    refused: false,
  },
  {
    rule: 'production code may load a test-only entry lazily',
    path: 'apps/web/src/app/a.tsx',
    source: "export const load = () => import('@railbird/protocol/testing');",
    refused: false,
  },
  {
    rule: 'poker is pure: no I/O',
    path: 'packages/poker/src/a.ts',
    source: "import { readFileSync } from 'node:fs';",
    refused: true,
  },
  {
    rule: 'poker imports nothing of ours',
    path: 'packages/poker/src/a.ts',
    source: "import { x } from '@railbird/protocol';",
    refused: true,
  },
  {
    rule: 'poker tests import nothing of ours',
    path: 'packages/poker/src/a.test.ts',
    source: "import { x } from '@railbird/protocol';",
    refused: true,
  },
  {
    rule: 'poker tests may read files',
    path: 'packages/poker/src/a.test.ts',
    source: "import { readFileSync } from 'node:fs';",
    refused: false,
  },
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

let scratch: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  // A scratch copy of the config (without git, which would ignore the untracked probes) and one probe
  // file per case.
  scratch = mkdtempSync(join(tmpdir(), 'railbird-lint-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  cpSync(join(root, 'lint'), join(scratch, 'lint'), { recursive: true, filter: (p) => !p.endsWith('.ts') });
  cases.forEach((c, i) => {
    const file = join(scratch, probePath(c, i));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${c.source}\n\nexport const probe = ${i};\n`);
  });
  const run = promisify(execFile);
  const result = await run(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  diagnostics = JSON.parse(result.stdout).diagnostics;
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The case's file name gets its number, so two cases at one path stay apart (same folder, same depth). */
function probePath(c: Case, i: number): string {
  return c.path.replace(/(\.test)?\.tsx?$/, `-${i}$&`);
}

describe('import boundaries (docs/decisions/005-boundaries.md)', () => {
  it.each(cases.map((c, i) => [c.rule, c, i] as const))('[LINT-1] %s', (_rule, c, i) => {
    const path = probePath(c, i);
    const refusals = diagnostics.filter(
      (d) =>
        d.location.path === path &&
        (d.category === 'lint/style/noRestrictedImports' || d.category === 'plugin'),
    );
    expect(refusals.length > 0, `${c.path}: ${c.source}`).toBe(c.refused);
  });
});
