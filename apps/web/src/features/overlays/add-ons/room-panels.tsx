import type { CSSProperties, ReactNode } from 'react';
import { parseCard, rankText, suitColour } from '../../../ui/poker-table/card-face.js';
import { SuitShape } from '../../../ui/poker-table/playing-card.js';
import { textOn } from '../../../ui/poker-table/skin.js';
import type { PanelProps } from './casino-panels.js';
import { bingoLayout, chips, seatName } from './layout.js';

function Header({ title, sub }: { title: string; sub: string }) {
  return (
    <header className="rb-addon-header">
      <h2>{title}</h2>
      <span className="rb-muted rb-addon-sub">{sub}</span>
    </header>
  );
}

function Rows({ children }: { children: ReactNode }) {
  return <ol className="rb-addon-rows">{children}</ol>;
}

/**
 * Who is still a nit, what a nit pays, and each player's nit games won (`nitGameWinCount`: games
 * settled in which they were paid, not pots). Before the game has seen a hand the engine lists no nit:
 * by the rules every seated player starts as one (NIT-1), so the panel shows them all as nits rather
 * than everyone "safe". While the call waits for the dealer (NIT GAME CONFIRMATION) a banner says who
 * pays whom.
 */
export function NitGamePanel({ state }: PanelProps) {
  const game = state.nitGameAddOn!;
  const players = state.playerGroup.players.filter((p) => !p.isHidden);
  const started = game.nitSeatIndexes.length > 0;
  const nits = new Set(started ? game.nitSeatIndexes : players.map((p) => p.seatIndex));
  const called = state.round.roundState === 'NIT GAME CONFIRMATION';
  const payees = players.filter((p) => !nits.has(p.seatIndex)).length;
  const nitNames = players.filter((p) => nits.has(p.seatIndex)).map((p) => p.displayName);
  return (
    <>
      <Header
        title="Nit game"
        sub={
          started
            ? `${nits.size} ${nits.size === 1 ? 'nit' : 'nits'} left · each nit pays ${chips(game.amountPerPlayer)} to every player who has won a pot`
            : `Everyone is a nit until they win a pot · each nit pays ${chips(game.amountPerPlayer)} to every winner`
        }
      />
      {called ? (
        <p className="rb-addon-banner" data-testid="nit-called">
          Nit game called: {nitNames.join(', ') || 'nobody'} {nitNames.length === 1 ? 'pays' : 'pay'}{' '}
          {chips(game.amountPerPlayer)} to each of {payees} {payees === 1 ? 'winner' : 'winners'}
          <span className="rb-addon-banner-sub"> · waiting for the dealer</span>
        </p>
      ) : null}
      <Rows>
        {players.map((p) => {
          const isNit = nits.has(p.seatIndex);
          return (
            <li
              key={p.seatIndex}
              className="rb-addon-row"
              data-testid="nit-row"
              data-seat={p.seatIndex}
              data-nit={String(isNit)}
            >
              <span className="rb-addon-name rb-ellipsis">{p.displayName}</span>
              {isNit ? (
                <span className="rb-chip rb-addon-result" data-tone="lose">
                  Nit
                </span>
              ) : (
                <span className="rb-chip rb-addon-result" data-tone="win">
                  Safe
                </span>
              )}
              <span className="rb-addon-figure" data-testid="nit-wins">
                {p.nitGameWinCount}{' '}
                <span className="rb-muted rb-addon-figure-unit">
                  {p.nitGameWinCount === 1 ? 'game won' : 'games won'}
                </span>
              </span>
            </li>
          );
        })}
      </Rows>
    </>
  );
}

const POWERUP_WORDS: Record<string, string> = {
  PEEK: 'Peek',
  SHIELD: 'Shield',
  DOUBLE: 'Double',
  PICKPOCKET: 'Pickpocket',
};
const powerupWord = (kind: string) => POWERUP_WORDS[kind] ?? kind.charAt(0) + kind.slice(1).toLowerCase();

/** Each player's powerups; one played and waiting for POWERUP CONFIRMATION stands out. */
export function PowerupsPanel({ state }: PanelProps) {
  const game = state.powerupsAddOn!;
  const pending = game.pending;
  const players = state.playerGroup.players.filter((p) => !p.isHidden && p.powerups !== null);
  const pendingKind = pending
    ? state.playerGroup.players
        .find((p) => p.seatIndex === pending.seatIndex)
        ?.powerups?.find((x) => x.id === pending.powerupId)?.kind
    : undefined;
  return (
    <>
      <Header title="Powerups" sub={game.kinds.map(powerupWord).join(' · ')} />
      {pending ? (
        <p className="rb-addon-banner" data-testid="powerup-pending">
          {seatName(state, pending.seatIndex)} plays {pendingKind ? powerupWord(pendingKind) : 'a powerup'}
          <span className="rb-addon-banner-sub"> · waiting for the dealer</span>
        </p>
      ) : null}
      <Rows>
        {players.map((p) => {
          const held = (p.powerups ?? []).filter((x) => !x.isUsed || x.id === pending?.powerupId);
          return (
            <li key={p.seatIndex} className="rb-addon-row" data-testid="powerup-row">
              <span className="rb-addon-name rb-ellipsis">{p.displayName}</span>
              <span className="rb-addon-pills">
                {held.length === 0 ? <span className="rb-muted rb-addon-note">none</span> : null}
                {held.map((x) => (
                  <span
                    key={x.id}
                    className="rb-addon-pill"
                    data-pending={x.id === pending?.powerupId ? 'true' : undefined}
                    data-testid={x.id === pending?.powerupId ? 'powerup-pending-pill' : undefined}
                  >
                    {powerupWord(x.kind)}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </Rows>
    </>
  );
}

/** The runner-up prize and who took it last. */
export function RunnerUpPanel({ state }: PanelProps) {
  const game = state.runnerUpAddOn!;
  return (
    <>
      <Header title="Runner-up" sub={`The second-best hand at showdown wins ${chips(game.prize)}`} />
      <p className="rb-addon-big" data-testid="runner-up-last">
        <span className="rb-muted rb-addon-label">Last runner-up</span>
        <span>
          {game.lastRunnerUpSeatIndex === null ? 'Nobody yet' : seatName(state, game.lastRunnerUpSeatIndex)}
        </span>
      </p>
    </>
  );
}

/** One and done: who still has their one buy-in in play. */
export function OneNDonePanel({ state }: PanelProps) {
  const game = state.oneNDoneAddOn!;
  const left = game.players.filter((p) => !p.hasPlayed).length;
  return (
    <>
      <Header title="One and done" sub={`Buy-in ${chips(game.buyIn)} · one bullet each · ${left} still in`} />
      <Rows>
        {game.players.map((p) => (
          <li
            key={p.seatIndex}
            className="rb-addon-row"
            data-testid="one-n-done-row"
            data-played={String(p.hasPlayed)}
          >
            <span className="rb-addon-name rb-ellipsis" style={p.hasPlayed ? { opacity: 0.6 } : undefined}>
              {seatName(state, p.seatIndex)}
            </span>
            <span className="rb-chip rb-addon-result" data-tone={p.hasPlayed ? 'lose' : 'win'}>
              {p.hasPlayed ? 'Done' : 'In'}
            </span>
          </li>
        ))}
      </Rows>
    </>
  );
}

/** Team standings: rank, the team's colour, name, members, score. */
export function TeamPanel({ state }: PanelProps) {
  const game = state.teamAddOn!;
  const teams = [...game.teams].sort((a, b) => b.score - a.score);
  return (
    <>
      <Header title="Team game" sub="Standings" />
      <Rows>
        {teams.map((team, i) => (
          <li key={team.id} className="rb-addon-row rb-addon-team" data-testid="team-row">
            <span className="rb-addon-rank">{i + 1}</span>
            <span
              className="rb-addon-swatch"
              style={{ background: team.color, color: textOn(team.color) } as CSSProperties}
              aria-hidden="true"
            />
            <span className="rb-addon-team-name">
              <span className="rb-addon-name rb-ellipsis">{team.name}</span>
              <span className="rb-muted rb-addon-members rb-ellipsis">
                {team.seatIndexes.map((s) => seatName(state, s)).join(', ')}
              </span>
            </span>
            <span className="rb-addon-score">
              {team.score > 0 ? `+${chips(team.score)}` : chips(team.score)}
            </span>
          </li>
        ))}
      </Rows>
    </>
  );
}

/** A bingo square: the card's rank and suit, filled with the accent once the board has called it. */
function Square({ card, marked, size }: { card: string; marked: boolean; size: number }) {
  const face = parseCard(card);
  return (
    <span className="rb-bingo-square" data-marked={String(marked)} style={{ width: size, height: size }}>
      {face ? (
        <span
          style={{
            color: marked ? 'var(--skin-on-accent)' : suitColour(face.suit, 'four'),
            fontSize: size * 0.42,
          }}
        >
          {rankText(face.rank)}
          <SuitShape suit={face.suit} className="rb-bingo-suit" />
        </span>
      ) : null}
    </span>
  );
}

/** Each player's card, called squares marked, BINGO! on a winner. */
export function BingoPanel({ state, box }: PanelProps) {
  const game = state.bingoAddOn!;
  const size = Math.round(Math.sqrt(game.players[0]?.squares.length ?? 9));
  const layout = bingoLayout({
    players: game.players.length,
    size,
    maxWidth: box.maxWidth,
    maxHeight: box.maxHeight,
  });
  return (
    <>
      <Header title="Bingo" sub={`A line of board cards wins ${chips(game.prize)}`} />
      <ol className="rb-addon-bingo" style={{ gridTemplateColumns: `repeat(${layout.columns}, auto)` }}>
        {game.players.map((p) => (
          <li
            key={p.seatIndex}
            className="rb-bingo-card"
            data-testid="bingo-card"
            data-bingo={String(p.hasBingo)}
          >
            <span className="rb-addon-line">
              <span className="rb-addon-name rb-ellipsis" style={{ fontSize: 24 }}>
                {seatName(state, p.seatIndex)}
              </span>
              {p.hasBingo ? <span className="rb-chip rb-accent-chip rb-bingo-call">BINGO!</span> : null}
            </span>
            <span
              className="rb-bingo-grid"
              style={{ gridTemplateColumns: `repeat(${size}, ${layout.square}px)` }}
            >
              {p.squares.map((s) => (
                <Square key={s.card} card={s.card} marked={s.isMarked} size={layout.square} />
              ))}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The predictions for the hand, then whether each came true. */
export function FortuneTellerPanel({ state }: PanelProps) {
  const game = state.fortuneTellerAddOn!;
  const judged = game.predictions.some((p) => p.isCorrect !== null);
  return (
    <>
      <Header
        title="Fortune teller"
        sub={`${judged ? 'Last hand' : 'This hand'} · a true prediction wins ${chips(game.prize)}`}
      />
      {game.predictions.length === 0 ? <p className="rb-muted rb-addon-note">No predictions yet.</p> : null}
      <Rows>
        {game.predictions.map((p) => (
          <li key={p.seatIndex} className="rb-addon-row rb-addon-prediction" data-testid="prediction-row">
            <span className="rb-addon-name rb-ellipsis">{seatName(state, p.seatIndex)}</span>
            <span className="rb-addon-prophecy rb-ellipsis">“{p.prediction}”</span>
            {p.isCorrect === null ? (
              <span className="rb-chip rb-addon-result" data-tone="push">
                {judged ? 'Void' : '…'}
              </span>
            ) : (
              <span className="rb-chip rb-addon-result" data-tone={p.isCorrect ? 'win' : 'lose'}>
                {p.isCorrect ? 'Came true' : 'Wrong'}
              </span>
            )}
          </li>
        ))}
      </Rows>
    </>
  );
}
