import { createInterface } from 'node:readline';
import type { z } from 'zod';

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

/**
 * One input line against its schema: the data, or the first problem as `line N: path: message` (the
 * answer the checks expect on a bad line).
 */
export function parseLine<T extends z.ZodType>(
  schema: T,
  value: unknown,
  line: number,
): { data: z.infer<T> } | { error: string } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'line';
  return { error: `line ${line}: ${where}: ${issue.message}` };
}
