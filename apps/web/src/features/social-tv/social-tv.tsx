import { formatStack } from '@railbird/poker/format';
import type { Player, TableState } from '@railbird/protocol';
import { type CSSProperties, useLayoutEffect, useState } from 'react';
import { useStageFit } from '../../lib/stage-fit.js';
import {
  displayEngineUrl,
  useLiveness,
  useViewerTable,
  viewerNotice,
} from '../../lib/table-sockets/viewer.js';
import { Avatar } from '../../ui/poker-table/avatar.js';
import { type Deck, placeKey } from '../../ui/poker-table/card-face.js';
import { BoardCards, DealerButton, PlayingCard } from '../../ui/poker-table/playing-card.js';
import { skinColours, skinStyle } from '../../ui/poker-table/skin.js';
import {
  boardCount,
  equityText,
  gameLine,
  positionLabel,
  potLines,
  seatInHand,
  streetLabel,
} from '../../ui/poker-table/table-view.js';
import {
  ACTION_HEIGHT,
  BLOCK_GAP,
  boardBlockHeight,
  boardCardHeight,
  CONTENT_HEIGHT,
  CONTENT_WIDTH,
  HEADER_HEIGHT,
  type ListLayout,
  listHeight,
  listLayout,
  ROW_GAP,
  rowTag,
  SAFE_LEFT,
  SAFE_TOP,
  SOCIAL_HEIGHT,
  SOCIAL_WIDTH,
  type SocialConfig,
  socialConfig,
  socialHeadline,
  socialPlayers,
  winnings,
} from './social-layout.js';
import '@fontsource-variable/inter/wght.css';
import '../../ui/poker-table/table.css';
import './social-tv.css';

/**
 * The table for a vertical social clip (our `/socialtv/{tableKey}`, 1080×1920): table and blinds at
 * the top, the board large in the middle, the players in the hand as a list, the pot and the last
 * action, all inside the platforms' safe area. A hidden feed: it connects with a hiddenViewer link and
 * redacts whatever arrives as well, so a hole card shows only if the hidden feed itself carries it.
 * Past the latency threshold it hides the live parts (board, cards, bets, the last action) and says so.
 */
export function SocialTv({ tableKey, search }: { tableKey: string; search: URLSearchParams }) {
  const [config] = useState(() => socialConfig(tableKey, search));
  const [engineUrl] = useState(() => displayEngineUrl(search, window.location));
  const snapshot = useViewerTable({
    tableKey,
    engineUrl,
    token: config.token,
    page: 'socialtv',
    hidden: true,
  });
  const { isLive } = useLiveness(snapshot);
  const fit = useStageFit(SOCIAL_WIDTH, SOCIAL_HEIGHT);
  usePage(config.transparent);
  const state = snapshot.state;
  const colours = skinColours(state?.gameSettings.overlaysSkin);
  const status = viewerNotice(snapshot, {
    isLive,
    hasKey: Boolean(config.token),
    tableKey,
    noKey: 'This link has no key: copy it again from Studio.',
  });
  return (
    <div
      className="st-stage"
      data-testid="social-stage"
      data-transparent={String(config.transparent)}
      data-stale={String(!isLive)}
      style={{
        ...skinStyle(colours),
        transform: `scale(${fit.scale})`,
        left: fit.left,
        top: fit.top,
      }}
    >
      <div
        className="st-content"
        style={{ left: SAFE_LEFT, top: SAFE_TOP, width: CONTENT_WIDTH, height: CONTENT_HEIGHT }}
      >
        <Header state={state} tableKey={tableKey} />
        {status ? (
          <div className="st-status st-panel" role="status" data-testid="social-status">
            {status}
          </div>
        ) : null}
        {state ? <Table state={state} config={config} live={isLive} /> : null}
      </div>
    </div>
  );
}

function Header({ state, tableKey }: { state: TableState | null; tableKey: string }) {
  const line = state ? gameLine(state) : null;
  return (
    <header className="st-header st-panel" style={{ height: HEADER_HEIGHT }} data-testid="social-header">
      <div className="min-w-0 flex-1">
        <div className="st-title st-ellipsis">
          {state?.eventManager.event?.name ?? state?.tableSettings.name ?? tableKey}
        </div>
        {line ? (
          <div className="st-blinds" data-testid="social-blinds">
            {line.variation} · {line.blinds}
          </div>
        ) : null}
      </div>
      {state && state.game.roundCount > 0 ? (
        <span className="st-hand st-muted">Hand #{state.game.roundCount}</span>
      ) : null}
    </header>
  );
}

function Table({ state, config, live }: { state: TableState; config: SocialConfig; live: boolean }) {
  const boards = Math.max(1, boardCount(state));
  const players = socialPlayers(state);
  const layout = listLayout(players.length, listHeight(boards));
  const won = live ? winnings(state) : new Map<number, number>();
  const headline = live ? socialHeadline(state) : null;
  const handRunning = state.game.gameState === 'IN ROUND' || state.centerCards.boards.some((b) => b.length);
  // Below the header the table sits centred in what is left of the safe area; the list holds everyone
  // dealt in, so nothing moves while a hand is played.
  return (
    <div className="st-body" style={{ gap: BLOCK_GAP, paddingTop: BLOCK_GAP }}>
      <BoardBlock state={state} deck={config.deck} live={live} boards={boards} />
      <div className="st-action st-panel" style={{ height: ACTION_HEIGHT }} data-testid="social-last-action">
        {headline ?? (live ? (handRunning ? 'New hand' : 'Next hand coming up') : 'Waiting for live data')}
      </div>
      <ol className="st-list" style={{ gap: ROW_GAP }} data-testid="social-players">
        {players.slice(0, players.length - layout.hidden).map((player) => (
          <Row
            key={player.seatIndex}
            player={player}
            state={state}
            deck={config.deck}
            live={live}
            layout={layout}
            won={won.get(player.seatIndex) ?? null}
          />
        ))}
      </ol>
      {layout.hidden > 0 ? (
        <div className="st-more st-muted">
          +{layout.hidden} more {layout.hidden === 1 ? 'player' : 'players'}
        </div>
      ) : null}
    </div>
  );
}

function BoardBlock({
  state,
  deck,
  live,
  boards,
}: {
  state: TableState;
  deck: Deck;
  live: boolean;
  boards: number;
}) {
  const level = state.round.blindLevel;
  const slots = Math.max(level.numBoardCards, 5);
  const dealt = state.centerCards.boards;
  const height = boardCardHeight(boards);
  const street = live ? streetLabel(state.round.street) : null;
  const pots = potLines(state);
  const hasBoard = level.numBoardCards > 0 || dealt.some((b) => b.length > 0);
  return (
    <section
      className="st-board st-panel"
      style={{ height: boardBlockHeight(boards) }}
      data-testid="social-board"
      aria-label="Board"
    >
      {hasBoard ? (
        <div className="flex flex-col items-center" style={{ gap: 12 }}>
          {Array.from({ length: boards }, (_, b) => (
            <div key={placeKey(b, 'board')} className="flex" style={{ gap: 14 }}>
              {live ? (
                <BoardCards cards={dealt[b] ?? []} slots={slots} height={height} deck={deck} />
              ) : (
                Array.from({ length: slots }, (_, i) => (
                  <span
                    key={placeKey(i, 'slot')}
                    className="rb-card rb-card-slot"
                    style={{ '--card-h': `${height}px` } as CSSProperties}
                  />
                ))
              )}
            </div>
          ))}
        </div>
      ) : (
        <div className="st-no-board st-muted" style={{ height }}>
          No board in this game
        </div>
      )}
      <div className="st-pot">
        <span className="st-pot-label st-muted">{street ? `${street} · Pot` : 'Pot'}</span>
        <span className="st-pot-value" data-testid="social-pot">
          {live ? formatStack(state.pot.total) : '—'}
        </span>
        {live && pots.length > 1 ? (
          <span className="st-pots st-muted">
            {pots.map((p) => `${p.label} ${formatStack(p.amount)}`).join(' · ')}
          </span>
        ) : null}
      </div>
    </section>
  );
}

function Row({
  player,
  state,
  deck,
  live,
  layout,
  won,
}: {
  player: Player;
  state: TableState;
  deck: Deck;
  live: boolean;
  layout: ListLayout;
  won: number | null;
}) {
  const status = player.roundStatus;
  const { inHand, folded } = seatInHand(player);
  const acting = live && state.round.actingPlayer === player.seatIndex;
  const cards = live && inHand ? status!.hand.cards : [];
  const equity = live && inHand ? (status!.equitiesList[0] ?? null) : null;
  const tag = live ? rowTag(player, won, acting) : null;
  const position = live && inHand ? positionLabel(status?.position) : null;
  const dealer = state.round.dealerButtonIndex === player.seatIndex;
  const cardStep = cards.length > 2 ? layout.cardHeight * 0.36 : layout.cardHeight * 0.62;
  const cardWidth = layout.cardHeight * 0.714;
  const avatar = Math.round(layout.rowHeight * 0.62);
  return (
    <li
      className={`st-row st-panel ${acting ? 'rb-acting' : ''}`}
      data-seat={player.seatIndex}
      data-acting={String(acting)}
      data-winner={String(won !== null)}
      data-folded={String(live && folded)}
      style={{ height: layout.rowHeight, '--acting': 'var(--skin-accent)' } as CSSProperties}
    >
      <Avatar
        name={player.displayName}
        url={player.profileUrl}
        size={avatar}
        style={{ background: 'var(--skin-accent)', color: 'var(--skin-on-accent)' }}
      />
      <div className="st-who">
        <div className="st-name st-ellipsis" style={{ fontSize: layout.nameSize }}>
          {player.displayName}
        </div>
        <div className="st-stack" style={{ fontSize: Math.max(28, layout.nameSize - 4) }}>
          <span className={live ? '' : 'st-muted'} data-testid="social-stack">
            {formatStack(player.stack)}
          </span>
          {position ? <span className="st-position st-muted">{position}</span> : null}
          {dealer ? <DealerButton size={Math.round(layout.nameSize * 0.8)} /> : null}
        </div>
        {equity ? (
          <div className="st-equity" data-testid="social-equity">
            <div className="st-equity-fill rb-bar" style={{ width: `${equity.equity * 100}%` }} />
            <span>{equityText(equity)}</span>
          </div>
        ) : null}
      </div>
      {tag ? (
        <span
          className={`st-chip st-tag st-tag-${tag.tone}`}
          style={{ fontSize: Math.max(24, layout.nameSize - 8) }}
        >
          {tag.tone === 'bet' ? <span className="st-coin" aria-hidden="true" /> : null}
          {tag.text}
        </span>
      ) : null}
      {cards.length > 0 ? (
        <div
          className="st-cards"
          style={{ width: cardWidth + cardStep * (cards.length - 1), height: layout.cardHeight }}
        >
          {cards.map((card, i) => (
            <span key={placeKey(i, card)} style={{ position: 'absolute', left: i * cardStep, top: 0 }}>
              <PlayingCard
                card={card}
                height={layout.cardHeight}
                deck={deck}
                dim={folded}
                highlight={won !== null}
                enter={card !== null}
              />
            </span>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The page: transparent for `?bg=transparent`, else the clip's own dark backdrop; never a scrollbar. */
function usePage(transparent: boolean): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.add('st-page');
    if (transparent) html.classList.add('st-transparent');
    return () => html.classList.remove('st-page', 'st-transparent');
  }, [transparent]);
}
