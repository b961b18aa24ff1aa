import { formatStack } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useStageFit } from '../../lib/stage-fit.js';
import {
  displayEngineUrl,
  useLiveness,
  useViewerTable,
  viewerNotice,
} from '../../lib/table-sockets/viewer.js';
import { type Deck, placeKey } from '../../ui/poker-table/card-face.js';
import { BoardCards, PlayingCard } from '../../ui/poker-table/playing-card.js';
import { gameLine, lastActionText, streetLabel } from '../../ui/poker-table/table-view.js';
import { actionHelp } from './action-help.js';
import {
  type BoardReading,
  type GameRules,
  gameRules,
  howToPlay,
  ladderFor,
  preflopNote,
  readBoard,
  TABLE_WORDS,
} from './board-reading.js';
import '@fontsource-variable/inter/wght.css';
import './player-assistance.css';

export const ASSIST_WIDTH = 1280;
export const ASSIST_HEIGHT = 800;

export type AssistTheme = 'light' | 'dark';

/** `?theme=light|dark`, else the system's preference. */
export function assistTheme(search: URLSearchParams, prefersDark: boolean): AssistTheme {
  const asked = search.get('theme');
  if (asked === 'light' || asked === 'dark') return asked;
  return prefersDark ? 'dark' : 'light';
}

/**
 * The screen at the table that helps a new player (our `/playerAssistance/{tableKey}`): whose turn it
 * is, what a call costs, the smallest raise, the pot and its odds in plain words, and the board
 * explained — the best hand anyone could hold, the draws, the ladder of the game. It faces the table,
 * so it rides a hidden feed (a hiddenViewer link, and redacted on arrival too): no hole card ever.
 * Drawn on a 1280×800 stage scaled to the screen (a tablet, or a TV). Stale data hides the action and
 * the board and says so.
 */
export function PlayerAssistance({ tableKey, search }: { tableKey: string; search: URLSearchParams }) {
  const [engineUrl] = useState(() => displayEngineUrl(search, window.location));
  const [theme] = useState(() =>
    assistTheme(search, window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? true),
  );
  const deck: Deck = search.get('deck') === 'two' ? 'two' : 'four';
  const token = search.get('key') || search.get('token');
  const snapshot = useViewerTable({ tableKey, engineUrl, token, page: 'playerAssistance', hidden: true });
  const { isLive } = useLiveness(snapshot);
  const fit = useStageFit(ASSIST_WIDTH, ASSIST_HEIGHT);
  usePageBackground(theme);
  const state = snapshot.state;
  const status = viewerNotice(snapshot, {
    isLive,
    hasKey: Boolean(token),
    tableKey,
    noKey: 'This screen’s link has no key: copy it again from the console.',
  });
  return (
    <div className="pa-root" data-theme={theme} data-testid="player-assistance" data-stale={String(!isLive)}>
      <div
        className="pa-stage"
        style={{ transform: `scale(${fit.scale})`, left: fit.left, top: fit.top }}
        data-testid="assist-stage"
      >
        <header className="pa-header">
          <div className="min-w-0">
            <h1 className="pa-title">{state?.tableSettings.name ?? tableKey}</h1>
            {state ? <p className="pa-sub">{gameLine(state).text}</p> : null}
          </div>
          <div className="flex items-center gap-3">
            {state && isLive && streetLabel(state.round.street) ? (
              <span className="pa-chip">{streetLabel(state.round.street)}</span>
            ) : null}
            {status ? (
              <span className="pa-chip pa-chip-warn" role="status" data-testid="assist-status">
                {status}
              </span>
            ) : (
              <span className="pa-chip pa-chip-live" data-testid="assist-live">
                <span className="pa-live-dot" aria-hidden="true" /> Live
              </span>
            )}
          </div>
        </header>
        {state ? (
          <Body state={state} live={isLive} deck={deck} />
        ) : (
          <p className="pa-waiting">Waiting for the table…</p>
        )}
      </div>
    </div>
  );
}

function Body({ state, live, deck }: { state: TableState; live: boolean; deck: Deck }) {
  const rules = useMemo(() => gameRules(state.gameSettings.variation), [state.gameSettings.variation]);
  const board = state.centerCards.boards[0] ?? [];
  const reading = live ? readBoard(rules, board) : null;
  return (
    <div className="pa-grid">
      <section className="pa-col" aria-label="The action">
        <Action state={state} live={live} />
        <div className="pa-panel pa-rules" data-testid="how-to-play">
          <h2 className="pa-label">
            How {state.gameSettings.variation === 'NLH' ? 'hold’em' : rules.name} works
          </h2>
          {howToPlay(rules).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <dl className="pa-words" aria-label="Words at the table">
            {TABLE_WORDS.map(({ word, meaning }) => (
              <div key={word}>
                <dt>{word}</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="pa-col" aria-label="The board">
        <BoardPanel state={state} live={live} deck={deck} rules={rules} reading={reading} />
        <Ladder rules={rules} reading={reading} />
      </section>
    </div>
  );
}

function Action({ state, live }: { state: TableState; live: boolean }) {
  const help = actionHelp(state);
  const inRound = state.game.gameState === 'IN ROUND';
  const last = live ? lastActionText(state.round.lastAction, state.playerGroup.players) : null;
  // "after …" only for someone else's action: the player's own last word is old news to them.
  const lastByOther = state.round.lastAction?.seatIndex !== help.acting?.seatIndex ? last : null;
  if (!live || !help.acting) {
    return (
      <>
        <div className="pa-panel pa-turn" data-testid="turn">
          <p className="pa-label">Action</p>
          <p className="pa-turn-name pa-quiet">
            {!live ? 'Paused: waiting for live data' : inRound ? 'Dealing…' : 'Waiting for the next hand'}
          </p>
          {last ? <p className="pa-turn-sub">Last: {last}</p> : null}
        </div>
        <div className="pa-figures">
          <Figure label="Pot" value={live ? formatStack(state.pot.total) : '—'} testId="pot" />
        </div>
      </>
    );
  }
  const pct = help.odds ? Math.round(help.odds.need * 100) : null;
  return (
    <>
      <div className="pa-panel pa-turn pa-acting" data-testid="turn">
        <p className="pa-label">Action on</p>
        <p className="pa-turn-name" data-testid="acting-name">
          {help.acting.name}
        </p>
        <p className="pa-turn-sub">
          Seat {help.acting.seatIndex + 1} · {formatStack(help.acting.stack)} behind
          {lastByOther ? ` · after “${lastByOther}”` : ''}
        </p>
      </div>
      <div className="pa-figures">
        <Figure
          label="To call"
          value={help.toCall === 0 ? 'Check' : formatStack(help.toCall ?? 0)}
          testId="to-call"
        />
        <Figure
          label={help.raise?.label ?? 'Raise'}
          value={help.raise ? formatStack(help.raise.amount) : '—'}
          sub={help.raise?.note ?? (help.raise ? null : 'No raise left')}
          testId="min-raise"
        />
        <Figure label="Pot" value={formatStack(help.pot)} testId="pot" />
      </div>
      <div className="pa-panel pa-odds" data-testid="pot-odds">
        <p className="pa-label">Pot odds</p>
        {help.odds ? (
          <>
            <p className="pa-odds-text">{help.odds.text}.</p>
            <p className="pa-odds-sub">
              That is {pct}% of the time. A hand that wins more often than that makes the call pay in the long
              run.
            </p>
          </>
        ) : (
          <p className="pa-odds-text">{help.callNote ?? 'Nothing to call.'}</p>
        )}
        {help.odds && help.callNote ? <p className="pa-odds-sub">{help.callNote}.</p> : null}
      </div>
    </>
  );
}

function Figure({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: string;
  sub?: string | null;
  testId: string;
}) {
  return (
    <div className="pa-panel pa-figure" data-testid={testId}>
      <p className="pa-label">{label}</p>
      <p className="pa-figure-value">{value}</p>
      {sub ? <p className="pa-figure-sub">{sub}</p> : null}
    </div>
  );
}

function BoardPanel({
  state,
  live,
  deck,
  rules,
  reading,
}: {
  state: TableState;
  live: boolean;
  deck: Deck;
  rules: GameRules;
  reading: BoardReading | null;
}) {
  const slots = state.round.blindLevel.numBoardCards;
  const board = state.centerCards.boards[0] ?? [];
  const inRound = state.game.gameState === 'IN ROUND' || board.length > 0;
  if (rules.boardRule === 'none') {
    return (
      <div className="pa-panel pa-nuts" data-testid="nuts">
        <p className="pa-label">No board in this game</p>
        <p className="pa-nuts-text">Every hand is the player’s own: nobody else’s cards are shown here.</p>
      </div>
    );
  }
  return (
    <div className="pa-panel pa-board" data-testid="board">
      <div className="pa-board-cards">
        {live && inRound ? (
          <BoardCards cards={board} slots={Math.max(slots, 5)} height={86} deck={deck} />
        ) : (
          Array.from({ length: 5 }, (_, i) => (
            <span key={placeKey(i, 'slot')} className="rb-card rb-card-slot pa-slot" />
          ))
        )}
      </div>
      <div className="pa-nuts" data-testid="nuts">
        {reading?.nuts ? (
          <>
            <p className="pa-label">Best possible hand now</p>
            <p className="pa-nuts-text" data-testid="nuts-text">
              {capitalise(reading.nuts.text)}
            </p>
            <p className="pa-nuts-sub">
              <span>for example holding</span>
              {reading.nuts.example.map((c) => (
                <PlayingCard key={c} card={c} height={44} deck={deck} />
              ))}
              {reading.low ? <span className="pa-low">· Best low: {reading.low.text}</span> : null}
            </p>
          </>
        ) : (
          <>
            <p className="pa-label">Best possible hand</p>
            <p className="pa-nuts-text pa-quiet">
              {live && inRound
                ? (preflopNote(rules) ?? 'Waiting for the board.')
                : 'Shown once the board is dealt.'}
            </p>
          </>
        )}
        {reading ? (
          <ul className="pa-notes" data-testid="board-notes">
            {reading.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function Ladder({ rules, reading }: { rules: GameRules; reading: BoardReading | null }) {
  const rungs = ladderFor(rules);
  return (
    <div className="pa-panel pa-ladder" data-testid="ladder">
      <p className="pa-label">
        Hand rankings{reading && rules.ladder === 'high' ? ' · faded: not possible now' : ', best first'}
      </p>
      <ol>
        {rungs.map((rung) => {
          const possible = !reading || !rung.category || reading.possible.has(rung.category);
          const nuts = reading?.nuts && rung.category === reading.nuts.category;
          return (
            <li
              key={rung.name}
              data-possible={String(possible)}
              data-nuts={nuts ? 'true' : undefined}
              className="pa-rung"
            >
              <span className="pa-rung-name">{rung.name}</span>
              <span className="pa-rung-example">{nuts ? 'best now' : rung.example}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The page behind the stage takes the theme's background (a TV shows the margins too), no scrollbars. */
function usePageBackground(theme: AssistTheme): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.add('pa-page');
    html.dataset.paTheme = theme;
    return () => {
      html.classList.remove('pa-page');
      delete html.dataset.paTheme;
    };
  }, [theme]);
}
