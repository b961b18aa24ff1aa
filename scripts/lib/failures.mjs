// The names of the tests that failed, read from the runners' JSON reports, for the end of `npm test`'s
// summary: CI keeps only the tail of a long log, and a red run must say which test went red.
import { existsSync, readFileSync } from 'node:fs';

const firstLine = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the runners' ANSI colours
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? '';

const readJson = (path) => {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Vitest's JSON report: a line per failed test (or failed file, when it failed outside a test). */
export function vitestFailures(path) {
  const report = readJson(path);
  if (!report) return [];
  const lines = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      lines.push(`${file.name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** Playwright's JSON report: a line per test that failed or passed only on a retry. */
export function playwrightFailures(path) {
  const report = readJson(path);
  if (!report) return [];
  const lines = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).map((result) => result.error?.message).find(Boolean);
        const word = test.status === 'flaky' ? 'flaky' : 'failed';
        lines.push(`${word}: ${spec.file}:${spec.line} ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) lines.push(`error: ${firstLine(error.message)}`);
  return lines;
}
