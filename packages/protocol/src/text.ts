/**
 * Text no part of Railbird stores or passes on (issue 27): checked at every boundary — tRPC inputs,
 * the HTTP routes' parameters, the engine's packets — before anything else reads the input, so a bad
 * value is refused with the field it is in and never reaches a database or a journal.
 *
 * - A NUL character: Postgres refuses it in text (a 500 with the statement, before this check), and C
 *   code that reads the value stops at it.
 * - An unpaired UTF-16 surrogate: not a character at all; databases and encoders replace or refuse it.
 * - A key named `__proto__`, `constructor` or `prototype`: no input has such a field, and objects built
 *   from one are how prototype pollution starts.
 * - Nesting deeper than any input of ours: parsers and serialisers recurse, and a deep enough value
 *   overflows the stack. The raw text is measured before it is decoded (`jsonNestingExceeds`).
 */

/** No input of ours nests deeper than this (an event's blind levels, batched, are about 8). */
export const MAX_INPUT_DEPTH = 32;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string, or null when nothing is. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'holds a NUL character (\\u0000), which no text may hold';
  if (UNPAIRED_SURROGATE.test(text))
    return 'holds a broken character (an unpaired UTF-16 surrogate): send valid Unicode text';
  return null;
}

export interface UnsafeInput {
  /** Where, as validation errors name fields: `displayName`, `blindLevels.0.name`, `input`. */
  path: string;
  message: string;
}

/**
 * The first string, key or nesting in `value` that no input may hold, or null. Walks without recursion,
 * so a value nested past `maxDepth` is reported, not a stack overflow.
 */
export function unsafeInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeInput | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const name = (path: string[]) => (path.length > 0 ? path.join('.') : 'input');
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { path: name(path), message: problem };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    // A `__proto__` key that a decoder assigned rather than kept: the object's prototype is then the
    // sender's plain object (a Date's or a Map's prototype has its own constructor; a sent one has none).
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== null && proto !== Object.prototype && !Object.hasOwn(proto as object, 'constructor'))
      return {
        path: name([...path, '__proto__']),
        message: '"__proto__" is not a field anything here takes',
      };
    if (path.length >= maxDepth)
      return { path: name(path), message: `nested more than ${maxDepth} levels deep` };
    // Maps and Sets arrive through superjson; their string keys are field names like an object's.
    const entries: [unknown, unknown][] =
      v instanceof Map
        ? [...v.entries()]
        : v instanceof Set
          ? [...v.values()].map((x, i) => [i, x])
          : Object.entries(v);
    for (const [key, child] of entries) {
      if (typeof key === 'string') {
        if (FORBIDDEN_KEYS.has(key))
          return { path: name([...path, key]), message: `"${key}" is not a field anything here takes` };
        const problem = textProblem(key);
        if (problem) return { path: name(path), message: `a field name ${problem}` };
      }
      stack.push({ value: child, path: [...path, typeof key === 'string' ? key : String(key)] });
    }
  }
  return null;
}

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, read without parsing it (brackets
 * inside strings do not count). Meant for text not yet decoded: a decoder that recurses would overflow
 * on it first.
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Characters a name must not hold where it is shown on air and written in the audit record as an
 * actor: control characters, and the bidirectional overrides, embeddings, isolates and marks that make
 * text display otherwise than it is stored ("Trojan Source").
 */
const HIDDEN_FORMATTING = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export function isPlainName(name: string): boolean {
  return !HIDDEN_FORMATTING.test(name);
}

export const PLAIN_NAME_MESSAGE =
  'a name cannot hold control characters or text-direction marks (they make it display otherwise than it reads)';
