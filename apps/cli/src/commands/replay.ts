import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parsePhh, replay as replayHand } from '@railbird/poker';
import { flushOutput, writeJsonLine } from '../io.js';

/** Every .phh file under the given files and directories, in name order. */
async function phhFiles(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) {
      files.push(path); // reported as unreadable below
    } else if (info.isDirectory()) {
      const entries = (await readdir(path)).filter((f) => f.endsWith('.phh')).sort();
      files.push(...entries.map((f) => join(path, f)));
    } else {
      files.push(path);
    }
  }
  return files;
}

/**
 * `railbird replay FILE_OR_DIR…`: replays each PHH hand through the rules engine and prints
 * `{"file","finishing_stacks"}`, or `{"file","error"}` for a hand that is malformed or illegal
 * (and exits non-zero once every file has been tried).
 */
export async function replay(args: string[]): Promise<number> {
  if (args.length === 0) {
    process.stderr.write('usage: railbird replay FILE_OR_DIR…\n');
    return 2;
  }
  let failures = 0;
  for (const file of await phhFiles(args)) {
    const text = await readFile(file, 'utf8').catch((e: Error) => e);
    if (text instanceof Error) {
      failures++;
      writeJsonLine({ file, error: `cannot read: ${text.message}` });
      continue;
    }
    const parsed = parsePhh(text);
    if (!parsed.ok) {
      failures++;
      writeJsonLine({ file, error: parsed.error.message });
      continue;
    }
    const result = replayHand(parsed.hand);
    if (!result.ok) {
      failures++;
      const where = result.action ? `action ${result.action}: ` : '';
      writeJsonLine({ file, error: `${where}${result.error.message} [${result.error.rule}]` });
      continue;
    }
    const { scale } = parsed.hand;
    writeJsonLine({ file, finishing_stacks: result.state.result!.finishingStacks.map((c) => c / scale) });
  }
  flushOutput();
  return failures > 0 ? 1 : 0;
}
