import { VIEW_TITLES } from '../overlay-config.js';
import { AGGRESSIVE_AFQ, LOOSE_VPIP, MIN_AWARD_HANDS, playstyle, quadrantLabel } from '../view-data.js';
import { Legend, Title, type ViewProps } from './parts.js';

/** Label rows that do not overlap: each label moves down (or up, near the bottom) until it is clear. */
function spreadLabels(
  points: { x: number; y: number }[],
  size: number,
  rowHeight = 24,
  width = 130,
): number[] {
  const order = points.map((_, i) => i).sort((a, b) => points[a]!.y - points[b]!.y);
  // Other players' dots are obstacles too (a label starts beside its own dot).
  const dots = (i: number) => points.filter((_, j) => j !== i);
  const placed: { x: number; y: number }[] = [];
  const out = new Array<number>(points.length);
  for (const i of order) {
    let y = Math.min(size - 12, Math.max(12, points[i]!.y));
    for (let tries = 0; tries < 20; tries++) {
      const clash =
        placed.find((p) => Math.abs(p.y - y) < rowHeight && Math.abs(p.x - points[i]!.x) < width) ??
        dots(i).find((d) => Math.abs(d.y - y) < 14 && Math.abs(d.x - points[i]!.x) < width / 2);
      if (!clash) break;
      y = clash.y + rowHeight <= size - 12 ? clash.y + rowHeight : clash.y - rowHeight;
    }
    placed.push({ x: points[i]!.x, y });
    out[i] = y;
  }
  return out;
}

/** Every player on a VPIP × aggression chart, its quadrants named. */
export function Playstyle({ players }: ViewProps) {
  const { placed, unplaced } = playstyle(players);
  const size = 360;
  // VPIP runs 0–60% at most tables; the axis grows when someone plays looser than that.
  const maxVpip = Math.min(100, Math.max(60, ...placed.map((p) => Math.ceil((p.vpip + 8) / 10) * 10)));
  const x = (vpip: number) => (Math.min(maxVpip, vpip) / maxVpip) * size;
  const y = (afq: number) => size - (Math.min(100, afq) / 100) * size;
  const clampX = (v: number) => Math.min(size - 10, Math.max(10, v));
  const xs = placed.map((p) => clampX(x(p.vpip)));
  const ys = spreadLabels(
    placed.map((p, i) => ({ x: xs[i]!, y: y(p.aggression) })),
    size,
  );
  const small = placed.some((p) => p.vpipSample < MIN_AWARD_HANDS);
  const quadrants: [string, number, number][] = [
    ['Tight-aggressive', x(LOOSE_VPIP) / 2, y(AGGRESSIVE_AFQ) / 2],
    ['Loose-aggressive', (x(LOOSE_VPIP) + size) / 2, y(AGGRESSIVE_AFQ) / 2],
    ['Tight-passive', x(LOOSE_VPIP) / 2, (y(AGGRESSIVE_AFQ) + size) / 2],
    ['Loose-passive', (x(LOOSE_VPIP) + size) / 2, (y(AGGRESSIVE_AFQ) + size) / 2],
  ];
  return (
    <>
      <Title sub="VPIP across · aggression frequency up">{VIEW_TITLES.playstyle}</Title>
      <div className="relative mx-auto" style={{ width: size, height: size }}>
        <div
          className="absolute inset-0"
          style={{ borderRadius: 10, background: 'rgb(0 0 0 / 0.2)', overflow: 'hidden' }}
          aria-hidden="true"
        >
          <div
            className="absolute inset-y-0"
            style={{ left: x(LOOSE_VPIP), width: 2, background: 'rgb(255 255 255 / 0.3)' }}
          />
          <div
            className="absolute inset-x-0"
            style={{ top: y(AGGRESSIVE_AFQ), height: 2, background: 'rgb(255 255 255 / 0.3)' }}
          />
          {quadrants.map(([label, cx, cy]) => (
            // The quadrants' names as a watermark, under the players.
            <span
              key={label}
              className="absolute text-center"
              style={{
                left: cx,
                top: cy,
                transform: 'translate(-50%, -50%)',
                fontSize: 15,
                fontWeight: 800,
                opacity: 0.3,
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
                lineHeight: 1.15,
              }}
            >
              {label.split('-')[0]}
              <br />
              {label.split('-')[1]}
            </span>
          ))}
        </div>
        {placed.map((p, i) => {
          const px = xs[i]!;
          const right = px > size * 0.6;
          const dotY = Math.min(size - 10, Math.max(10, y(p.aggression)));
          return (
            <div key={p.seatIndex} title={`${p.name}: ${quadrantLabel(p)}`}>
              <span
                data-testid="playstyle-point"
                className="absolute"
                style={{
                  left: px - 9,
                  top: dotY - 9,
                  width: 18,
                  height: 18,
                  borderRadius: 9999,
                  background: 'var(--skin-accent)',
                  boxShadow: '0 0 0 2px rgb(0 0 0 / 0.4)',
                  opacity: p.vpipSample < MIN_AWARD_HANDS ? 0.5 : 1,
                }}
              />
              <span
                className="absolute"
                style={{
                  ...(right ? { right: size - px + 14 } : { left: px + 14 }),
                  top: ys[i]!,
                  transform: 'translateY(-50%)',
                  fontSize: 20,
                  fontWeight: 800,
                  textShadow: '0 1px 3px rgb(0 0 0 / 0.6)',
                  whiteSpace: 'nowrap',
                }}
              >
                {p.name} <span style={{ fontSize: 15, fontWeight: 600, opacity: 0.8 }}>({p.vpipSample})</span>
              </span>
            </div>
          );
        })}
      </div>
      <Legend>
        (hands) after each name{small ? ` · faded: fewer than ${MIN_AWARD_HANDS} hands` : ''}
        {unplaced.length > 0 ? ` · no sample yet: ${unplaced.map((p) => p.displayName).join(', ')}` : ''}
      </Legend>
    </>
  );
}
