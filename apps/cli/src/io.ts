import { createInterface } from 'node:readline';

/** Yields each non-blank stdin line parsed as JSON, or the parse error with its line number. */
export async function* readJsonLines(
  input: NodeJS.ReadableStream = process.stdin,
): AsyncGenerator<{ line: number; value: unknown } | { line: number; error: string }> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (!text.trim()) continue;
    try {
      yield { line, value: JSON.parse(text) };
    } catch (e) {
      yield { line, error: `line ${line}: not JSON (${(e as Error).message})` };
    }
  }
}

const pending: string[] = [];

/** Buffers output lines and writes them in large chunks: the checks pipe thousands of lines. */
export function writeJsonLine(value: unknown): void {
  pending.push(JSON.stringify(value));
  if (pending.length >= 512) flushOutput();
}

export function flushOutput(): void {
  if (pending.length === 0) return;
  process.stdout.write(`${pending.join('\n')}\n`);
  pending.length = 0;
}
