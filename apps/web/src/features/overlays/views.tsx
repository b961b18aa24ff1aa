import { formatStack } from '@railbird/poker/format';
import type { Player, TableState } from '@railbird/protocol';
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/poker-table/avatar.js';
import {
  formatDuration,
  isTwoCardHoldem,
  overlayPlayers,
  plural,
  positionLabel,
  ratioText,
  signedAmount,
} from '../../ui/poker-table/table-view.js';
import { type OverlayView, VIEW_TITLES } from './overlay-config.js';
import {
  AGGRESSIVE_AFQ,
  earningsRows,
  handGrid,
  LOOSE_VPIP,
  MIN_AWARD_HANDS,
  notablePlayers,
  playstyle,
  quadrantLabel,
  strongestHands,
  vpipRows,
} from './view-data.js';

export const VIEW_PANEL_WIDTH = 600;

/** The player the profile views feature: the URL's seat, else Studio's, else the biggest stack. */
export function featuredPlayer(state: TableState, seat: number | null): Player | null {
  const players = overlayPlayers(state.playerGroup.players);
  const wanted = seat ?? state.streamDataManager.featuredSeatIndex;
  return (
    players.find((p) => p.seatIndex === wanted) ??
    [...players].sort((a, b) => (b.analytics?.handsPlayed ?? 0) - (a.analytics?.handsPlayed ?? 0))[0] ??
    null
  );
}

/** One of the seven views on its panel, titled, with what its figures rest on. */
export function ViewPanel({
  view,
  state,
  seat,
}: {
  view: OverlayView;
  state: TableState;
  seat: number | null;
}) {
  return (
    <section
      key={view}
      className="rb-panel rb-view"
      data-testid={`view-${view}`}
      aria-label={VIEW_TITLES[view]}
      style={{ width: VIEW_PANEL_WIDTH, padding: '20px 24px 22px' }}
    >
      <ViewBody view={view} state={state} seat={seat} />
    </section>
  );
}

function ViewBody({ view, state, seat }: { view: OverlayView; state: TableState; seat: number | null }) {
  const players = overlayPlayers(state.playerGroup.players);
  switch (view) {
    case 'earnings':
      return <Earnings players={players} />;
    case 'vpip':
      return <Vpip players={players} />;
    case 'playerProfile':
      return <Profile player={featuredPlayer(state, seat)} />;
    case 'handDistribution':
      return <HandDistribution player={featuredPlayer(state, seat)} state={state} />;
    case 'playstyle':
      return <Playstyle players={players} />;
    case 'strongestHands':
      return <StrongestHands players={players} state={state} />;
    case 'notablePlayers':
      return <Notable players={players} />;
  }
}

function Title({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <header className="mb-3">
      <h2 style={{ fontSize: 32, fontWeight: 800, lineHeight: 1.1, margin: 0 }}>{children}</h2>
      {sub ? (
        <p className="rb-muted" style={{ fontSize: 20, fontWeight: 600, margin: '4px 0 0' }}>
          {sub}
        </p>
      ) : null}
    </header>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rb-muted" style={{ fontSize: 24, fontWeight: 600, margin: '8px 0 0' }}>
      {children}
    </p>
  );
}

function Sample({ children }: { children: ReactNode }) {
  return (
    <span className="rb-muted" style={{ fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap' }}>
      {children}
    </span>
  );
}

/**
 * Row height and gap of the per-player lists: up to seven rows at full size; a full ring (eight to ten)
 * packs tighter so every player still fits above the board at 1080p.
 */
function rowFit(count: number): { height: number; gap: number } {
  return count > 7 ? { height: 36, gap: 4 } : { height: 40, gap: 8 };
}

function Earnings({ players }: { players: Player[] }) {
  const rows = earningsRows(players);
  const fit = rowFit(rows.length);
  const max = Math.max(1, ...rows.map((r) => Math.abs(r.earnings)));
  return (
    <>
      <Title sub="Net won this session">{VIEW_TITLES.earnings}</Title>
      {rows.length === 0 ? <Empty>No hands recorded yet.</Empty> : null}
      <ol className="m-0 flex list-none flex-col p-0" style={{ gap: fit.gap }}>
        {rows.map((row) => (
          <li
            key={row.seatIndex}
            className="grid items-center gap-3"
            style={{ gridTemplateColumns: '150px 1fr 100px 92px', height: fit.height }}
          >
            <span className="rb-ellipsis" style={{ fontSize: 26, fontWeight: 700 }}>
              {row.name}
            </span>
            <span className="rb-bar-track">
              <span
                className="rb-bar absolute inset-y-0"
                style={{
                  left: row.earnings >= 0 ? '50%' : `${50 - (Math.abs(row.earnings) / max) * 50}%`,
                  width: `${(Math.abs(row.earnings) / max) * 50}%`,
                  background: row.earnings >= 0 ? 'var(--skin-accent)' : '#ef4444',
                }}
              />
            </span>
            <span className="text-right" style={{ fontSize: 26, fontWeight: 800 }}>
              {signedAmount(row.earnings)}
            </span>
            <span className="text-right">
              <Sample>{plural(row.hands, 'hand')}</Sample>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

function Vpip({ players }: { players: Player[] }) {
  const rows = vpipRows(players);
  const fit = rowFit(rows.length);
  return (
    <>
      <Title sub="Voluntarily put money in the pot pre-flop · PFR beside it">{VIEW_TITLES.vpip}</Title>
      {rows.length === 0 ? <Empty>No hands recorded yet.</Empty> : null}
      <ol className="m-0 flex list-none flex-col p-0" style={{ gap: fit.gap }}>
        {rows.map((row) => (
          <li
            key={row.seatIndex}
            className="grid items-center gap-3"
            style={{ gridTemplateColumns: '140px 1fr 72px 96px 92px', height: fit.height }}
          >
            <span className="rb-ellipsis" style={{ fontSize: 26, fontWeight: 700 }}>
              {row.name}
            </span>
            <span className="rb-bar-track">
              <span
                className="rb-bar absolute inset-y-0 left-0"
                style={{ width: `${row.percent ?? 0}%`, background: 'var(--skin-accent)' }}
              />
              {row.second.percent !== null ? (
                <span
                  className="absolute inset-y-0 left-0"
                  style={{ width: `${row.second.percent}%`, background: 'rgb(0 0 0 / 0.35)' }}
                />
              ) : null}
            </span>
            <span className="text-right" style={{ fontSize: 28, fontWeight: 800 }}>
              {row.text}
            </span>
            <span
              className="text-right rb-muted"
              style={{ fontSize: 20, fontWeight: 700, whiteSpace: 'nowrap' }}
            >
              PFR {row.second.text}
            </span>
            <span className="text-right">
              <Sample>{plural(row.sample, 'hand')}</Sample>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

function Profile({ player }: { player: Player | null }) {
  if (!player) return <Empty>No player seated.</Empty>;
  const a = player.analytics;
  const stat = (label: string, value: ReactNode, sample: ReactNode) => (
    <div
      key={label}
      className="flex flex-col"
      style={{ background: 'rgb(0 0 0 / 0.18)', borderRadius: 10, padding: '6px 12px' }}
    >
      <span className="rb-muted" style={{ fontSize: 18, fontWeight: 700 }}>
        {label}
      </span>
      <span style={{ fontSize: 30, fontWeight: 800, lineHeight: 1.1 }}>{value}</span>
      <Sample>{sample}</Sample>
    </div>
  );
  const ratio = (label: string, s: Parameters<typeof ratioText>[0]) => {
    const r = ratioText(s);
    return stat(label, r.text, plural(r.sample, 'chance'));
  };
  return (
    <>
      <div className="mb-4 flex items-center gap-4">
        <Avatar
          name={player.displayName}
          url={player.profileUrl}
          size={84}
          style={{ background: 'var(--skin-accent)', color: 'var(--skin-on-accent)' }}
        />
        <div className="min-w-0">
          <h2 className="rb-ellipsis" style={{ fontSize: 40, fontWeight: 800, lineHeight: 1.05, margin: 0 }}>
            {player.displayName}
          </h2>
          {player.handle ? (
            <p className="rb-muted" style={{ fontSize: 22, fontWeight: 600, margin: '2px 0 0' }}>
              {player.handle}
            </p>
          ) : null}
          <p style={{ fontSize: 24, fontWeight: 700, margin: '4px 0 0' }}>
            Stack {formatStack(player.stack)}
            {player.roundStatus?.position ? ` · ${positionLabel(player.roundStatus.position)}` : ''}
          </p>
        </div>
      </div>
      {player.bio ? (
        <p style={{ fontSize: 22, margin: '0 0 14px', lineHeight: 1.3 }} className="rb-muted">
          {player.bio}
        </p>
      ) : null}
      {a ? (
        <div className="grid grid-cols-3 gap-2">
          {stat('Hands', plural(a.handsPlayed, 'hand').split(' ')[0], `${a.handsWon} won`)}
          {stat('Earnings', signedAmount(a.earnings), plural(a.handsPlayed, 'hand'))}
          {stat('bb/100', a.bb100 === null ? '—' : a.bb100.toFixed(1), plural(a.handsPlayed, 'hand'))}
          {ratio('VPIP', a.vpip)}
          {ratio('PFR', a.pfr)}
          {ratio('3-bet+', a.threeBetPlus)}
          {ratio('Aggression', a.afq)}
          {ratio('C-bet', a.cbet)}
          {ratio('WTSD', a.wtsd)}
        </div>
      ) : (
        <Empty>No statistics for this player yet.</Empty>
      )}
    </>
  );
}

function HandDistribution({ player, state }: { player: Player | null; state: TableState }) {
  if (!isTwoCardHoldem(state.gameSettings.variation)) {
    return (
      <>
        <Title>{VIEW_TITLES.handDistribution}</Title>
        <Empty>
          The 13×13 grid is for two-card hold&apos;em; this table plays {state.gameSettings.variation}.
        </Empty>
      </>
    );
  }
  if (!player) return <Empty>No player seated.</Empty>;
  const cells = handGrid(player.analytics?.startingHandStrengths);
  const dealt = cells.reduce((s, c) => s + c.dealt, 0);
  const played = cells.reduce((s, c) => s + c.played, 0);
  const size = 40;
  return (
    <>
      <Title sub={`${plural(dealt, 'hand')} with known cards · ${played} played`}>
        {player.displayName}: starting hands
      </Title>
      <div
        role="img"
        aria-label={`Starting hands of ${player.displayName}: ${played} played of ${dealt} dealt`}
        className="grid"
        style={{ gridTemplateColumns: `repeat(13, ${size}px)`, gap: 2, justifyContent: 'center' }}
      >
        {cells.map((cell) => {
          const rate = cell.dealt === 0 ? 0 : cell.played / cell.dealt;
          return (
            <div
              key={cell.handClass}
              aria-hidden="true"
              title={`${cell.handClass}: dealt ${cell.dealt}, played ${cell.played}`}
              data-class={cell.handClass}
              className="flex items-center justify-center"
              style={{
                height: size - 12,
                borderRadius: 4,
                fontSize: 13,
                fontWeight: 700,
                background:
                  cell.dealt === 0
                    ? 'rgb(0 0 0 / 0.18)'
                    : `color-mix(in srgb, var(--skin-accent) ${Math.round(25 + rate * 75)}%, rgb(0 0 0 / 0.3))`,
                color: cell.dealt === 0 ? 'var(--skin-muted)' : 'var(--skin-on-accent)',
                outline: cell.kind === 'pair' ? '1px solid rgb(255 255 255 / 0.25)' : undefined,
              }}
            >
              {cell.handClass}
            </div>
          );
        })}
      </div>
      <p className="rb-muted" style={{ fontSize: 18, fontWeight: 600, margin: '10px 0 0' }}>
        Brighter: played more often when dealt · grey: not dealt yet
      </p>
    </>
  );
}

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

function Playstyle({ players }: { players: Player[] }) {
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
      <p className="rb-muted" style={{ fontSize: 18, fontWeight: 600, margin: '10px 0 0' }}>
        (hands) after each name{small ? ` · faded: fewer than ${MIN_AWARD_HANDS} hands` : ''}
        {unplaced.length > 0 ? ` · no sample yet: ${unplaced.map((p) => p.displayName).join(', ')}` : ''}
      </p>
    </>
  );
}

function StrongestHands({ players, state }: { players: Player[]; state: TableState }) {
  const rows = strongestHands(players);
  return (
    <>
      <Title sub="Starting hands that won the most at this table">{VIEW_TITLES.strongestHands}</Title>
      {rows.length === 0 ? (
        <Empty>
          {isTwoCardHoldem(state.gameSettings.variation)
            ? 'No winning starting hands recorded yet.'
            : 'Starting-hand records are kept for two-card hold\u2019em.'}
        </Empty>
      ) : null}
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {rows.map((row) => (
          <li
            key={row.handClass}
            className="grid items-center gap-3"
            style={{ gridTemplateColumns: '90px 1fr 110px' }}
          >
            <span style={{ fontSize: 32, fontWeight: 800 }}>{row.handClass}</span>
            <span className="flex flex-col">
              <span style={{ fontSize: 22, fontWeight: 700 }}>
                won {row.won} of {row.played} played
              </span>
              <Sample>
                dealt {row.dealt}
                {row.topPlayer ? ` · best: ${row.topPlayer}` : ''}
              </Sample>
            </span>
            <span className="text-right" style={{ fontSize: 28, fontWeight: 800 }}>
              {signedAmount(row.earnings)}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Two rows of two fit above the board at 1080p; the awards come most stream-worthy first. */
const NOTABLE_SHOWN = 4;

function Notable({ players }: { players: Player[] }) {
  const awards = notablePlayers(players).slice(0, NOTABLE_SHOWN);
  return (
    <>
      <Title sub="This session at the table">{VIEW_TITLES.notablePlayers}</Title>
      {awards.length === 0 ? <Empty>Nothing notable yet: a few more hands.</Empty> : null}
      <ul className="m-0 grid list-none grid-cols-2 gap-2 p-0">
        {awards.map((award) => (
          <li
            key={award.id}
            className="flex flex-col"
            style={{ background: 'rgb(0 0 0 / 0.18)', borderRadius: 10, padding: '10px 14px' }}
          >
            <span className="rb-muted" style={{ fontSize: 18, fontWeight: 700 }}>
              {award.title}
            </span>
            <span className="rb-ellipsis" style={{ fontSize: 28, fontWeight: 800 }}>
              {award.name}
            </span>
            <span style={{ fontSize: 26, fontWeight: 800 }}>
              {award.kind === 'money'
                ? formatStack(award.value)
                : award.kind === 'percent'
                  ? `${Math.round(award.value)}%`
                  : award.kind === 'duration'
                    ? formatDuration(award.value)
                    : `+${award.value.toFixed(1)} BB`}
            </span>
            <Sample>{plural(award.sample, award.sampleUnit)}</Sample>
          </li>
        ))}
      </ul>
    </>
  );
}
