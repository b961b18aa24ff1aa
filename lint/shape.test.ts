/**
 * What lint does not hold by itself (issue 28): the size of production files and functions, and the
 * rule ids that name tests. Allowances only shrink: a file on a list whose figure drops under the
 * limit must leave the list, a listed file may not grow, and nothing new joins.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const linesOf = (path: string) => readFileSync(join(root, path), 'utf8').split('\n').length;

/** Production code: what the apps and packages ship, without tests and test-only entries. */
const isProduction = (path: string) =>
  /^(apps|packages)\/[^/]+\/src\/.+\.tsx?$/.test(path) &&
  !/\.test\.tsx?$/.test(path) &&
  !/(^|\/)testing(\.ts|\/)/.test(path) &&
  !/\.gen\.ts$/.test(path);

/** A production file past this many lines is a design asking to be split (STYLE.md). */
const FILE_LINES = 500;

/**
 * Files over FILE_LINES when the check came in, each at most its size then. Split one and take it
 * off; never add one, never raise a figure.
 */
const LONG_FILES: Record<string, number> = {
  'apps/web/src/features/manager/add-ons.ts': 1295,
  'apps/web/src/features/settings/add-ons.tsx': 846,
  'apps/web/src/features/check-in/check-in-kiosk.tsx': 827,
  'apps/web/src/features/commentary/commentary-desk.tsx': 817,
  'apps/engine/src/obs/obs-link.ts': 763,
  'packages/poker/src/addons/blackjack/actions.ts': 700,
  'apps/web/src/features/vault/hand-replayer.tsx': 660,
  'packages/poker/src/addons/blackjack/house-edge.ts': 654,
  'apps/web/src/features/manager/control-panel.tsx': 628,
  'packages/protocol/src/packets.ts': 626,
  'packages/protocol/src/api.ts': 602,
  'packages/poker/src/addons/uth/uth.ts': 601,
  'packages/poker/src/stats/facts.ts': 595,
  'apps/engine/src/table/table.ts': 588,
  'packages/poker/src/history/phh.ts': 574,
  'apps/web/src/features/manager/tournament-seating.tsx': 557,
  'packages/protocol/src/events.ts': 549,
  'apps/server/src/db/domain-schema.ts': 549,
  'apps/web/src/features/commentary/lines.ts': 537,
  'apps/web/src/features/overlays/view-data.ts': 532,
  'apps/web/src/features/player-assistance/board-reading.ts': 512,
  'packages/poker/src/equity/board-patterns.ts': 511,
  'apps/server/src/services/stats.ts': 502,
};

/**
 * How many files biome.json may exempt from `noExcessiveLinesPerFunction` (120 lines): the files
 * with a longer function when the rule came in. Lower it with each file that leaves the list.
 */
const FUNCTION_ALLOWANCES = 20;

/** Rule ids a test title may share with another file's, and why. */
const SHARED_RULE_IDS: Record<string, string> = {
  'SIM-1': 'one rule over every variation, split across three files so Vitest runs them side by side',
};

describe('the shape of the code', () => {
  it('[SHAPE-1] no production file grows past 500 lines; the long ones listed only shrink and leave the list once short', () => {
    const long = tracked.filter(isProduction).flatMap((path) => {
      const lines = linesOf(path);
      return lines > FILE_LINES ? [{ path, lines }] : [];
    });
    const unlisted = long.filter((f) => LONG_FILES[f.path] === undefined);
    expect(unlisted, 'split these (a file past 500 lines is a design asking to be split)').toEqual([]);
    const grown = long.filter((f) => f.lines > (LONG_FILES[f.path] ?? Number.POSITIVE_INFINITY));
    expect(grown, 'these listed files grew: make room by moving something out').toEqual([]);
    const shortNow = Object.keys(LONG_FILES).filter((path) => !long.some((f) => f.path === path));
    expect(shortNow, 'these are short now (or gone): take them off LONG_FILES').toEqual([]);
  });

  it('[SHAPE-2] functions stay under 120 lines: biome.json exempts only the files listed when the rule came in, and the list only shrinks', () => {
    const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes?: string[]; linter?: { rules?: { complexity?: Record<string, unknown> } } }[];
    };
    const rule = (o: (typeof biome.overrides)[number]) =>
      o.linter?.rules?.complexity?.noExcessiveLinesPerFunction;
    const on = biome.overrides.filter((o) => {
      const r = rule(o) as { level?: string; options?: { maxLines?: number } } | undefined;
      return r !== undefined && r !== 'off';
    });
    expect(on.map((o) => (rule(o) as { options: { maxLines: number } }).options.maxLines)).toEqual([120]);
    const exempt = biome.overrides.filter((o) => rule(o) === 'off').flatMap((o) => o.includes ?? []);
    expect(exempt.length).toBeLessThanOrEqual(FUNCTION_ALLOWANCES);
    for (const path of exempt) expect(tracked, `${path} is exempt but gone`).toContain(path);
  });

  it('[SHAPE-3] a rule id names one rule: no two test files use the same one', () => {
    const where = new Map<string, Set<string>>();
    const title = /['"`]\[([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d+[a-z]?)\] /g;
    for (const path of tracked.filter((p) => /\.(test|spec)\.tsx?$/.test(p))) {
      for (const m of readFileSync(join(root, path), 'utf8').matchAll(title)) {
        const id = m[1] as string;
        where.set(id, (where.get(id) ?? new Set()).add(path));
      }
    }
    expect(where.size).toBeGreaterThan(500);
    const shared = [...where]
      .filter(([id, files]) => files.size > 1 && SHARED_RULE_IDS[id] === undefined)
      .map(([id, files]) => `${id}: ${[...files].join(', ')}`);
    expect(shared, 'give one of each a name of its own').toEqual([]);
  });
  it('[SHAPE-4] no import cycle among production modules, type-only imports included', () => {
    const production = new Set(
      tracked.filter((p) => /^(apps|packages)\/[^/]+\/src\/.+\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p)),
    );
    const from = /(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
    const imports = new Map<string, string[]>();
    for (const path of production) {
      const deps: string[] = [];
      for (const m of readFileSync(join(root, path), 'utf8').matchAll(from)) {
        const target = normalize(join(dirname(path), m[1] as string));
        const found = [
          target.replace(/\.js$/, '.ts'),
          target.replace(/\.js$/, '.tsx'),
          `${target}.ts`,
          `${target}/index.ts`,
        ].find((c) => production.has(c));
        if (found) deps.push(found);
      }
      imports.set(path, deps);
    }
    // Tarjan's strongly connected components: any of more than one module is a cycle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string) => {
      index.set(v, index.size);
      low.set(v, index.get(v)!);
      stack.push(v);
      onStack.add(v);
      for (const w of imports.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) !== index.get(v)) return;
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || imports.get(v)?.includes(v)) cycles.push(component.sort());
    };
    for (const v of imports.keys()) if (!index.has(v)) visit(v);
    expect(imports.size).toBeGreaterThan(500);
    expect(cycles, 'break each: move what both sides need to a module of its own').toEqual([]);
  });
});
