/**
 * Overlay colours from the table's `overlaysSkin` (UI.md: legible with any pair, text colour computed
 * from contrast). WCAG 2 relative luminance and contrast ratio.
 */
import type { CSSProperties } from 'react';

const LIGHT_TEXT = '#ffffff';
// Pure black and white: for any background one of them reaches at least 4.58:1 (WCAG AA needs 4.5).
const DARK_TEXT = '#000000';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

export interface SkinColours {
  /** Panel background. */
  primary: string;
  onPrimary: string;
  /** Accent: bars, highlights. Falls back to the text colour when the pair is too alike to tell apart. */
  accent: string;
  onAccent: string;
  /** Dimmed text on the panel. */
  mutedOnPrimary: string;
}

const FALLBACK = { primaryColor: '#0f766e', secondaryColor: '#f8fafc' };

export function skinColours(
  skin: { primaryColor: string; secondaryColor: string } | null | undefined,
): SkinColours {
  const primary = parseHex(skin?.primaryColor ?? '') ? skin!.primaryColor : FALLBACK.primaryColor;
  const secondary = parseHex(skin?.secondaryColor ?? '') ? skin!.secondaryColor : FALLBACK.secondaryColor;
  const onPrimary = textOn(primary);
  // An accent must stand apart from the panel it sits on (3:1, WCAG's figure for graphics).
  const accent = contrastRatio(primary, secondary) >= 3 ? secondary : onPrimary;
  return {
    primary,
    onPrimary,
    accent,
    onAccent: textOn(accent),
    mutedOnPrimary: onPrimary === LIGHT_TEXT ? 'rgb(255 255 255 / 0.72)' : 'rgb(0 0 0 / 0.72)',
  };
}

/** The skin as CSS custom properties for a subtree. */
export function skinStyle(colours: SkinColours): CSSProperties {
  return {
    '--skin-primary': colours.primary,
    '--skin-on-primary': colours.onPrimary,
    '--skin-accent': colours.accent,
    '--skin-on-accent': colours.onAccent,
    '--skin-muted': colours.mutedOnPrimary,
  } as CSSProperties;
}
