import { useEffect, useMemo, useState } from 'react';
import { sourcesLine } from '../all-time.js';
import { VIEW_TITLES } from '../overlay-config.js';
import { AGGRESSIVE_AFQ, LOOSE_VPIP, MIN_AWARD_HANDS, playstyle, quadrantLabel } from '../view-data.js';
import { type Box, placeLabels } from './label-placement.js';
import { Legend, Title, type ViewProps } from './parts.js';

/** The plot: the panel's full inner width, and as tall as the corner panel leaves room for. */
export const PLOT_WIDTH = 552;
export const PLOT_HEIGHT = 330;
const DOT = 9;
const NAME_FONT = 20;
const SAMPLE_FONT = 15;
const QUADRANT_FONT = 14;
const LABEL_HEIGHT = 28;
const LABEL_PAD = 6;
/** A name longer than this is cut with an ellipsis, so one long name cannot crowd the chart. */
const NAME_MAX = 14;

/** The overlay stage's font (overlay.css `.rb-stage`): labels are measured in what they are drawn in. */
const STAGE_FONT = '"Inter Variable", ui-sans-serif, system-ui, sans-serif';

let context: CanvasRenderingContext2D | null | undefined;

/** The width of a text as the browser draws it; an estimate where there is no canvas. */
function textWidth(text: string, size: number, weight: number, letterSpacing = 0): number {
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  let width = text.length * size * 0.62;
  if (context) {
    context.font = `${weight} ${size}px ${STAGE_FONT}`;
    // The stage draws tabular figures (every digit as wide as a 0); the canvas cannot: measure 0s.
    width = context.measureText(text.replace(/\d/g, '0')).width;
  }
  // Kerning and rounding differ a little between canvas and page: keep a margin.
  return Math.ceil(width * 1.03 + letterSpacing * size * text.length);
}

function shortName(name: string): string {
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1).trimEnd()}…` : name;
}

const QUADRANTS = [
  { words: ['Tight', 'aggressive'], corner: 'top-left' },
  { words: ['Loose', 'aggressive'], corner: 'top-right' },
  { words: ['Tight', 'passive'], corner: 'bottom-left' },
  { words: ['Loose', 'passive'], corner: 'bottom-right' },
] as const;

/** Each quadrant's name in its outer corner, where it never sits on the dividing lines. */
function quadrantBoxes(): (Box & { words: readonly string[]; right: boolean })[] {
  const inset = 6;
  const lineHeight = Math.round(QUADRANT_FONT * 1.15);
  return QUADRANTS.map(({ words, corner }) => {
    const w = Math.max(...words.map((word) => textWidth(word.toUpperCase(), QUADRANT_FONT, 800, 0.04))) + 4;
    const h = lineHeight * 2 + 2;
    const right = corner.endsWith('right');
    const bottom = corner.startsWith('bottom');
    return {
      words,
      right,
      x: right ? PLOT_WIDTH - inset - w : inset,
      y: bottom ? PLOT_HEIGHT - inset - h : inset,
      w,
      h,
    };
  });
}

/**
 * Bumps when a web font finishes loading, so the labels are measured again in the font they are drawn
 * in: the stage's Inter may still be on its way at the first render (the canvas then measures a
 * fallback font and the names would be cut).
 */
function useFontVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let live = true;
    const bump = () => {
      if (live) setVersion((v) => v + 1);
    };
    fonts.load(`800 ${NAME_FONT}px ${STAGE_FONT}`).then(bump, () => {});
    fonts.addEventListener('loadingdone', bump);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', bump);
    };
  }, []);
  return version;
}

/** Every player on a VPIP × aggression chart, its quadrants named, every name readable. */
export function Playstyle({ players }: ViewProps) {
  const { placed, unplaced } = playstyle(players);
  const fontVersion = useFontVersion();
  const W = PLOT_WIDTH;
  const H = PLOT_HEIGHT;
  // VPIP runs 0–60% at most tables; the axis grows when someone plays looser than that.
  const maxVpip = Math.min(100, Math.max(60, ...placed.map((p) => Math.ceil((p.vpip + 8) / 10) * 10)));
  const x = (vpip: number) => (Math.min(maxVpip, vpip) / maxVpip) * W;
  const y = (afq: number) => H - (Math.min(100, afq) / 100) * H;
  const dots = placed.map((p) => ({
    x: Math.round(Math.min(W - DOT - 1, Math.max(DOT + 1, x(p.vpip)))),
    y: Math.round(Math.min(H - DOT - 1, Math.max(DOT + 1, y(p.aggression)))),
  }));
  const key =
    `${fontVersion}:` +
    placed.map((p, i) => `${p.name}|${p.vpipSample}|${dots[i]!.x}|${dots[i]!.y}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is everything the placement reads
  const { quadrants, labels } = useMemo(() => {
    const quadrants = quadrantBoxes();
    const requests = placed.map((p, i) => ({
      ...dots[i]!,
      w:
        textWidth(shortName(p.name), NAME_FONT, 800) +
        textWidth(` (${p.vpipSample})`, SAMPLE_FONT, 600) +
        LABEL_PAD * 2,
      h: LABEL_HEIGHT,
    }));
    return {
      quadrants,
      labels: placeLabels(requests, {
        width: W,
        height: H,
        obstacles: quadrants.map((q) => ({ x: q.x - 2, y: q.y - 2, w: q.w + 4, h: q.h + 4 })),
        dotRadius: DOT,
        gap: 5,
      }),
    };
  }, [key]);
  const small = placed.some((p) => p.vpipSample < MIN_AWARD_HANDS);
  const unlabelled = placed.filter((_, i) => labels[i] === null);
  return (
    <>
      {/* Whose figures the chart shows: all-time, this session's, or both (issue 16). */}
      <Title sub={`${sourcesLine(placed)} · VPIP across · aggression frequency up`}>
        {VIEW_TITLES.playstyle}
      </Title>
      <div className="rb-playstyle relative" data-testid="playstyle-plot" style={{ width: W, height: H }}>
        <div className="rb-playstyle-field absolute inset-0" aria-hidden="true">
          <div
            className="absolute inset-y-0 rb-playstyle-rule"
            style={{ left: x(LOOSE_VPIP) - 1, width: 2 }}
          />
          <div
            className="absolute inset-x-0 rb-playstyle-rule"
            style={{ top: y(AGGRESSIVE_AFQ) - 1, height: 2 }}
          />
          {quadrants.map((q) => (
            <span
              key={q.words.join('-')}
              data-testid="playstyle-quadrant"
              className="rb-playstyle-quadrant absolute"
              style={{
                left: q.x,
                top: q.y,
                width: q.w,
                height: q.h,
                fontSize: QUADRANT_FONT,
                textAlign: q.right ? 'right' : 'left',
              }}
            >
              {q.words[0]}
              <br />
              {q.words[1]}
            </span>
          ))}
        </div>
        <svg className="absolute inset-0" width={W} height={H} aria-hidden="true">
          {labels.map((label, i) =>
            label?.leader ? (
              <line
                key={placed[i]!.seatIndex}
                className="rb-playstyle-leader"
                x1={dots[i]!.x}
                y1={dots[i]!.y}
                x2={label.anchor.x}
                y2={label.anchor.y}
              />
            ) : null,
          )}
        </svg>
        {placed.map((p, i) => {
          const label = labels[i];
          return (
            <div key={p.seatIndex} title={`${p.name}: ${quadrantLabel(p)}`}>
              <span
                data-testid="playstyle-point"
                className="rb-playstyle-dot absolute"
                style={{
                  left: dots[i]!.x - DOT,
                  top: dots[i]!.y - DOT,
                  width: DOT * 2,
                  height: DOT * 2,
                  opacity: p.vpipSample < MIN_AWARD_HANDS ? 0.55 : 1,
                }}
              />
              {label ? (
                <span
                  data-testid="playstyle-label"
                  data-seat={p.seatIndex}
                  className="rb-playstyle-label absolute"
                  style={{
                    left: label.box.x,
                    top: label.box.y,
                    width: label.box.w,
                    height: label.box.h,
                    padding: `0 ${LABEL_PAD}px`,
                    fontSize: NAME_FONT,
                  }}
                >
                  {shortName(p.name)}
                  <span style={{ fontSize: SAMPLE_FONT, fontWeight: 600, opacity: 0.85 }}>
                    {' '}
                    ({p.vpipSample})
                  </span>
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <Legend>
        (hands) after each name{small ? ` · faded: fewer than ${MIN_AWARD_HANDS} hands` : ''}
        {unplaced.length > 0 ? ` · no sample yet: ${unplaced.map((p) => p.displayName).join(', ')}` : ''}
        {unlabelled.length > 0 ? ` · no room to name: ${unlabelled.map((p) => p.name).join(', ')}` : ''}
      </Legend>
    </>
  );
}
