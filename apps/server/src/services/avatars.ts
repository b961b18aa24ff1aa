/**
 * Generated avatars: an SVG of the initials on a colour picked from the name, as a data: URL, so the
 * demo's players have pictures with no file to ship and no external request (OBS sources included).
 */
const COLOURS = ['#0f766e', '#1d4ed8', '#7c3aed', '#be185d', '#b45309', '#15803d', '#0369a1', '#9f1239'];

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [...(words[0] ?? '?').slice(0, 2)];
  return (
    letters
      .join('')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '') || '?'
  );
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

export function avatarSvg(name: string): string {
  const colour = COLOURS[hash(name) % COLOURS.length];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<rect width="128" height="128" rx="64" fill="${colour}"/>`,
    '<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">',
    initials(name),
    '</text></svg>',
  ].join('');
}

export function avatarDataUrl(name: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(avatarSvg(name)).toString('base64')}`;
}
