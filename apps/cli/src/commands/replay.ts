import { flushOutput, writeJsonLine } from '../io.js';
import { replayedFiles } from '../phh-files.js';
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
  for await (const replayed of replayedFiles(args)) {
    if (!replayed.ok) {
      failures++;
      writeJsonLine({ file: replayed.file, error: replayed.error });
      continue;
    }
    const { scale } = replayed.hand;
    writeJsonLine({
      file: replayed.file,
      finishing_stacks: replayed.state.result!.finishingStacks.map((c) => c / scale),
    });
  }
  flushOutput();
  return failures > 0 ? 1 : 0;
}
