import { describe, expect, it } from 'vitest';
import { skinWarnings } from './skin-check.js';

describe('skin legibility', () => {
  it('[STUDIO-UI-11] a pair too alike is warned about, with what the overlays draw instead', () => {
    expect(skinWarnings('#0f766e', '#f8fafc')).toEqual([]);
    const alike = skinWarnings('#1e3a8a', '#1e40af');
    expect(alike).toHaveLength(1);
    expect(alike[0]!.field).toBe('secondaryColor');
    expect(alike[0]!.message).toMatch(
      /^Too close to the primary to tell apart \(1\.\d:1, needs 3:1\): the overlays draw bars and highlights in white instead/,
    );
    // A light panel: the fallback accent is black.
    expect(skinWarnings('#fde68a', '#fef3c7')[0]!.message).toContain('in black instead');
    // Any panel colour keeps its text legible (black or white reaches 4.5:1): no warning for mid grey.
    expect(skinWarnings('#777777', '#000000')).toEqual([]);
  });

  it('[STUDIO-UI-12] a colour that is not #rrggbb is named as such', () => {
    expect(skinWarnings('teal', '#ffffff')).toEqual([
      { field: 'primaryColor', message: 'Not a colour: write it as #rrggbb.' },
    ]);
    expect(skinWarnings('#fff', 'nope').map((w) => w.field)).toEqual(['primaryColor', 'secondaryColor']);
  });
});
