import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayNameSchema } from './api.js';
import { isPlainName, jsonNestingExceeds, MAX_INPUT_DEPTH, textProblem, unsafeInput } from './text.js';

describe('text no boundary lets through', () => {
  it('[TEXT-1] a NUL or an unpaired surrogate anywhere in an input is named by its path; paired ones are text', () => {
    expect(unsafeInput({ name: 'Ann', seats: [{ label: 'ok' }, { label: 'a\u0000b' }] })).toEqual({
      path: 'seats.1.label',
      message: expect.stringContaining('NUL'),
    });
    expect(unsafeInput({ bio: 'x\ud800y' })?.path).toBe('bio');
    expect(unsafeInput({ bio: 'x\udc00' })?.path).toBe('bio');
    expect(unsafeInput({ bio: 'smile 😀 ok', map: new Map([['k', 'v']]), set: new Set(['a']) })).toBeNull();
    expect(unsafeInput(new Map([['k', 'a\u0000']]))?.path).toBe('k');
    expect(unsafeInput(new Set(['fine', 'b\ud83d']))?.path).toBe('1');
    expect(unsafeInput('top\u0000')?.path).toBe('input');
    expect(unsafeInput({ 'na\u0000me': 1 })?.message).toMatch(/^a field name holds a NUL/);
  });

  it('[TEXT-2] keys that build prototypes are refused wherever they are', () => {
    expect(unsafeInput(JSON.parse('{"a":{"__proto__":{"admin":true}}}'))?.path).toBe('a.__proto__');
    expect(unsafeInput(JSON.parse('{"constructor":{"prototype":1}}'))?.path).toBe('constructor');
    expect(unsafeInput(new Map([['prototype', 1]]))?.path).toBe('prototype');
    // A decoder that assigns `__proto__` makes it the object's prototype rather than a field.
    const assigned = Object.setPrototypeOf({}, { isAdmin: true }) as Record<string, unknown>;
    expect(unsafeInput({ input: assigned })?.path).toBe('input.__proto__');
    expect(unsafeInput({ at: new Date(0), re: /x/, n: 1n, list: [new Map(), new Set()] })).toBeNull();
  });

  it('[TEXT-3] nesting past the limit is reported, not a stack overflow, before and after decoding', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(jsonNestingExceeds(deep, MAX_INPUT_DEPTH)).toBe(true);
    expect(jsonNestingExceeds('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[","b":[[1]]}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\"[[[[","b":[[[1]]]}', 3)).toBe(true);
    let value: unknown = 'leaf';
    for (let i = 0; i < 50_000; i++) value = [value];
    expect(unsafeInput(value)?.message).toBe(`nested more than ${MAX_INPUT_DEPTH} levels deep`);
    expect(
      unsafeInput(JSON.parse(`${'['.repeat(MAX_INPUT_DEPTH)}1${']'.repeat(MAX_INPUT_DEPTH)}`)),
    ).toBeNull();
  });

  it('[TEXT-4] every well-formed string without NUL passes; every string with a lone surrogate does not', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(textProblem(s.replaceAll('\u0000', ''))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string(), (a, unit, b) => {
        const s = `${a.replace(/[\ud800-\udfff]/g, '')}${String.fromCharCode(unit)}${b.replace(/[\ud800-\udfff]/g, '')}`;
        expect(textProblem(s)).not.toBeNull();
      }),
    );
  });

  it('[TEXT-5] display names refuse control characters and text-direction marks; accents, scripts and emoji stay', () => {
    for (const name of ['Zoë Ångström', 'محمد', '李小龍', 'Ann 🃏', "O'Brien-Smith"]) {
      expect(isPlainName(name)).toBe(true);
      expect(displayNameSchema.safeParse(name).success).toBe(true);
    }
    for (const name of ['Ann\u202Egnp.exe', 'a\u2066b', 'bell\u0007', 'tab\tname', 'x\u200Fy', 'new\nline']) {
      const parsed = displayNameSchema.safeParse(name);
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/control characters or text-direction marks/);
    }
  });
});
