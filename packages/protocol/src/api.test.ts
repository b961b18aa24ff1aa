import { describe, expect, it } from 'vitest';
import { isPhoneLike, phoneSchema, tableIpSchema, textToSpeechSchema } from './api.js';

describe('procedure inputs shared with the console forms', () => {
  it('[PHONE-1] a phone is valid with at least 10 digits once dashes, parentheses and spaces are removed (spec §5)', () => {
    expect(isPhoneLike('(555) 010-2000')).toBe(true);
    expect(isPhoneLike('555 010 2000')).toBe(true);
    expect(isPhoneLike('+1 555-010-2000')).toBe(true);
    expect(isPhoneLike('5550102000')).toBe(true);
    expect(isPhoneLike('555-0100')).toBe(false);
    expect(isPhoneLike('555.010.2000')).toBe(false);
    expect(isPhoneLike('call 5550102000')).toBe(false);
    expect(phoneSchema.safeParse('  (555) 010-2000 ').success).toBe(true);
  });

  it('[INPUT-2] a venue table address is an IPv4 address or a host name; speech text is bounded', () => {
    expect(tableIpSchema.safeParse('192.168.1.40').success).toBe(true);
    expect(tableIpSchema.safeParse('table-4.local').success).toBe(true);
    expect(tableIpSchema.safeParse('http://x').success).toBe(false);
    expect(textToSpeechSchema.safeParse({ text: 'x'.repeat(500) }).success).toBe(true);
    expect(textToSpeechSchema.safeParse({ text: 'x'.repeat(501) }).success).toBe(false);
    expect(textToSpeechSchema.safeParse({ text: '   ' }).success).toBe(false);
  });
});
