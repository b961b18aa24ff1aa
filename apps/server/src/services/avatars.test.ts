import { describe, expect, it } from 'vitest';
import { avatarDataUrl, avatarSvg } from './avatars.js';

describe('generated avatars', () => {
  it('[AVATAR-1] an avatar is a self-contained SVG of the initials, the same for the same name', () => {
    expect(avatarSvg('Ava Moreno')).toContain('>AM</text>');
    expect(avatarSvg('Cher')).toContain('>CH</text>');
    expect(avatarSvg('<script>')).not.toContain('<script>');
    expect(avatarDataUrl('Ava Moreno')).toBe(avatarDataUrl('Ava Moreno'));
    const svg = Buffer.from(avatarDataUrl('Ben Okafor').split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
  });
});
