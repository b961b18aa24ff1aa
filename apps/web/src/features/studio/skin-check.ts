/**
 * Whether a skin's colours read well on stream (UI.md: legible with any pair, text colour computed
 * from contrast). The overlays themselves never become illegible — `skinColours` picks black or
 * white text and drops an accent too close to its panel — but the producer is told what the
 * overlays will do instead of what was asked, and why.
 */
import { contrastRatio, parseHex, skinColours } from '../../ui/poker-table/skin.js';

export interface SkinWarning {
  field: 'primaryColor' | 'secondaryColor';
  message: string;
}

/** WCAG's figures: 4.5:1 for text, 3:1 for bars and highlights (graphics). */
export const TEXT_CONTRAST = 4.5;
export const ACCENT_CONTRAST = 3;

const ratio = (r: number) => `${(Math.floor(r * 10) / 10).toFixed(1)}:1`;

export function skinWarnings(primaryColor: string, secondaryColor: string): SkinWarning[] {
  const out: SkinWarning[] = [];
  const primaryOk = parseHex(primaryColor) !== null;
  const secondaryOk = parseHex(secondaryColor) !== null;
  if (!primaryOk) out.push({ field: 'primaryColor', message: 'Not a colour: write it as #rrggbb.' });
  if (!secondaryOk) out.push({ field: 'secondaryColor', message: 'Not a colour: write it as #rrggbb.' });
  if (!primaryOk || !secondaryOk) return out;
  const colours = skinColours({ primaryColor, secondaryColor });
  const text = contrastRatio(primaryColor, colours.onPrimary);
  if (text < TEXT_CONTRAST) {
    out.push({
      field: 'primaryColor',
      message: `Text on this panel colour reaches only ${ratio(text)} (needs ${TEXT_CONTRAST}:1).`,
    });
  }
  const accent = contrastRatio(primaryColor, secondaryColor);
  if (accent < ACCENT_CONTRAST) {
    out.push({
      field: 'secondaryColor',
      message: `Too close to the primary to tell apart (${ratio(accent)}, needs ${ACCENT_CONTRAST}:1): the overlays draw bars and highlights in ${colours.onPrimary === '#ffffff' ? 'white' : 'black'} instead. Pick a lighter or darker secondary.`,
    });
  }
  return out;
}
