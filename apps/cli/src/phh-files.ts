import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type HandEvent, type HandState, type PhhHand, parsePhh, replay } from '@railbird/poker';

/** A PHH file replayed through the rules engine, or why it could not be. */
export type ReplayedFile =
  | { file: string; ok: true; hand: PhhHand; state: HandState; events: readonly HandEvent[] }
  | { file: string; ok: false; error: string };

/**
 * Every .phh file under the given files and directories (name order within a directory), read, parsed
 * and replayed: `replay` and `stats` take the same input and refuse a hand the same way.
 */
export async function* replayedFiles(paths: readonly string[]): AsyncGenerator<ReplayedFile> {
  for (const file of await phhFiles(paths)) {
    const text = await readFile(file, 'utf8').catch((e: Error) => e);
    if (text instanceof Error) {
      yield { file, ok: false, error: `cannot read: ${text.message}` };
      continue;
    }
    const parsed = parsePhh(text);
    if (!parsed.ok) {
      yield { file, ok: false, error: parsed.error.message };
      continue;
    }
    const result = replay(parsed.hand);
    if (!result.ok) {
      const where = result.action ? `action ${result.action}: ` : '';
      yield { file, ok: false, error: `${where}${result.error.message} [${result.error.rule}]` };
      continue;
    }
    yield { file, ok: true, hand: parsed.hand, state: result.state, events: result.events };
  }
}

async function phhFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info?.isDirectory()) {
      const entries = (await readdir(path)).filter((f) => f.endsWith('.phh')).sort();
      files.push(...entries.map((f) => join(path, f)));
    } else {
      files.push(path); // a missing path is reported as unreadable
    }
  }
  return files;
}
