import { describe, expect, it } from 'vitest';
import {
  ADMIN_PICTURE_MAX_CHARS,
  adminPictureSchema,
  formatPhone,
  isPhoneLike,
  normalizePhone,
  phoneSchema,
  tableIpSchema,
  textToSpeechSchema,
} from './api.js';

/** A real 1×1 PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

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

  it('[PHONE-2] every way of writing a number is stored as one E.164-like form, and shown one way', () => {
    const written = [
      '(555) 010-2001',
      '555-010-2001',
      '+1 555 010 2001',
      '555 010 2001',
      '5550102001',
      '1 555 010 2001',
    ];
    for (const phone of written) {
      expect(phoneSchema.parse(phone)).toBe('+15550102001');
      expect(formatPhone(phone)).toBe('+1 (555) 010-2001');
    }
    // Idempotent: a stored number normalises to itself.
    expect(normalizePhone('+15550102001')).toBe('+15550102001');
    expect(phoneSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
    // A row older than the rule is shown as written, never mangled.
    expect(formatPhone('ask at the desk')).toBe('ask at the desk');
  });

  it('[PICTURE-1] an admin picture is a link or a base64 image data URL whose bytes are that image type', () => {
    expect(adminPictureSchema.safeParse(`data:image/png;base64,${PNG_1PX}`).success).toBe(true);
    expect(adminPictureSchema.safeParse('https://example.test/me.png').success).toBe(true);
    const message = (value: string) => adminPictureSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('data:text/plain;base64,aGVsbG8=')).toMatch(
      /PNG, JPEG, WebP, GIF or SVG image, not text\/plain/,
    );
    expect(message('data:image/png;base64,aGVsbG8gd29ybGQ=')).toMatch(/not a PNG image/);
    expect(message('data:image/png,rawbytes')).toMatch(/base64/);
    expect(message(`data:image/png;base64,${'A'.repeat(ADMIN_PICTURE_MAX_CHARS)}`)).toMatch(/at most 2 KB/);
    expect(message('javascript:alert(1)')).toMatch(/uploaded image or an http\(s\) link/);
  });
});
