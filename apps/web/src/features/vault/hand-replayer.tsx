import { type Card, getVariation, type HandState } from '@railbird/poker';
import { formatStack } from '@railbird/poker/format';
import { type HandDetail, VARIATION_INFO } from '@railbird/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/button.js';
import { ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { Avatar } from '../../ui/poker-table/avatar.js';
import { placeKey } from '../../ui/poker-table/card-face.js';
import { OvalTable } from '../../ui/poker-table/oval-table.js';
import { BoardCards, DealerButton, PlayingCard } from '../../ui/poker-table/playing-card.js';
import { addOnLines } from './add-on-transfers.js';
import { refusal } from './refusal.js';
import {
  actorOf,
  middlePot,
  oddsAt,
  type ReplayStep,
  replaySteps,
  totalPut,
  winnersOf,
} from './replay-steps.js';

const PLAY_MS = 900;

export interface DetailQuery {
  data?: HandDetail | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The hand replayer: the table drawn at every step of the hand's PHH (stacks, bets, pot, board, who
 * folded, whose turn, the cards), with first/previous/play/next/last, a slider, the action list
 * (click to jump) and the keys ←/→, space, Home and End; the equities of the latest street point
 * beside each seat and the winners at the end.
 */
export function HandReplayer({
  handId,
  query,
  onClose,
}: {
  handId: string;
  query: DetailQuery;
  onClose: () => void;
}) {
  return (
    <Panel
      title="Replay"
      aside={
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            className="h-7 px-2 text-xs"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(window.location.href)
                .then(() =>
                  toast.success('Link to this hand copied', {
                    description: 'Members of this location can open it.',
                  }),
                )
                .catch(() =>
                  toast.error('The link could not be copied', {
                    description: 'Copy the address from the address bar.',
                  }),
                );
            }}
          >
            Copy link
          </Button>
          <Button
            variant="ghost"
            className="h-7 px-2 text-xs"
            onClick={onClose}
            aria-label="Close the replay"
          >
            Close
          </Button>
        </div>
      }
      className="min-w-0 self-start xl:sticky xl:top-0"
    >
      {query.isPending ? (
        <LoadingState label="Loading the hand…" />
      ) : query.isError || !query.data ? (
        <ErrorState
          title="This hand cannot be opened"
          error={new Error(refusal(query.error, 'This hand'))}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.id !== handId ? (
        <LoadingState label="Loading the hand…" />
      ) : (
        <Replay detail={query.data} />
      )}
    </Panel>
  );
}

function Replay({ detail }: { detail: HandDetail }) {
  const byIndex = useMemo(() => new Map(detail.players.map((p) => [p.playerIndex, p])), [detail.players]);
  const model = useMemo(
    () =>
      replaySteps(
        detail.phh,
        detail.players
          .slice()
          .sort((a, b) => a.playerIndex - b.playerIndex)
          .map((p) => p.displayName),
      ),
    [detail],
  );
  const steps = model.ok ? model.steps : [];
  const last = Math.max(0, steps.length - 1);
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  const go = useCallback(
    (to: number) => {
      setAt(Math.max(0, Math.min(last, to)));
    },
    [last],
  );

  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setAt((s) => Math.min(last, s + 1)), PLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, at, last]);

  // Keys anywhere on the page except while typing in a field or using a menu.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target?.closest('input:not([type=range]), select, textarea, [role=menu], [contenteditable=true]'))
        return;
      switch (event.key) {
        case 'ArrowRight':
          event.preventDefault();
          setPlaying(false);
          setAt((s) => Math.min(last, s + 1));
          return;
        case 'ArrowLeft':
          event.preventDefault();
          setPlaying(false);
          setAt((s) => Math.max(0, s - 1));
          return;
        case 'Home':
          event.preventDefault();
          setPlaying(false);
          setAt(0);
          return;
        case 'End':
          event.preventDefault();
          setPlaying(false);
          setAt(last);
          return;
        case ' ':
          event.preventDefault();
          setPlaying((p) => {
            if (!p) setAt((s) => (s >= last ? 0 : s));
            return !p;
          });
          return;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  // Keep the current action in view inside the list, without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-step="${at}"]`);
    if (!list || !item) return;
    const top = item.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top - 24;
    else if (top + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + item.offsetHeight - list.clientHeight;
  }, [at]);

  if (!model.ok) {
    return <ErrorState title="This hand cannot be replayed" error={new Error(model.error)} />;
  }
  const step = steps[at]!;
  const state = step.state;
  const odds = oddsAt(detail.odds, at);
  const time = detail.actionTimes[at - 1];
  const names = (i: number) => byIndex.get(i)?.displayName ?? model.hand.names[i] ?? `Player ${i + 1}`;
  const money = (chips: number) => formatStack(chips / model.hand.scale);
  const done = state.phase === 'complete';

  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 pt-3 text-sm">
        <span className="font-semibold">Hand #{detail.handNumber}</span>
        <span className="font-mono text-xs">
          {VARIATION_INFO[detail.variation]?.shortCode ?? detail.variation}
        </span>
        <span className="text-zinc-600 dark:text-zinc-400">{detail.tableName}</span>
        <span className="tabular text-zinc-600 dark:text-zinc-400">
          {detail.startedAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
        <span className="tabular ml-auto text-zinc-600 dark:text-zinc-400">
          Pot {formatStack(detail.pot)}
        </span>
      </div>
      {model.error ? (
        <p
          role="alert"
          className="mx-4 mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          The history stops early: {model.error}
        </p>
      ) : null}
      <div className="px-3 pt-1">
        <ReplayTable
          detail={detail}
          state={state}
          names={names}
          money={money}
          equities={odds?.equities ?? null}
          exact={odds?.exact ?? true}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-zinc-200 px-4 py-2 text-sm dark:border-zinc-800">
        <span data-testid="replay-step-text" className="font-medium">
          {step.text}
        </span>
        <span className="tabular text-xs text-zinc-600 dark:text-zinc-400">
          {odds ? `${odds.label} equities${odds.exact ? ', exact' : ', sampled (≈)'}` : 'No equities yet'}
          {time
            ? ` · ${new Date(time).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`
            : ''}
        </span>
      </div>
      <Controls at={at} last={last} playing={playing} go={go} setPlaying={setPlaying} />
      {done ? <Winners detail={detail} state={state} names={names} money={money} /> : null}
      {done && detail.addOnTransfers.length > 0 ? <AddOnGames detail={detail} /> : null}
      <ActionList
        steps={steps}
        at={at}
        go={(i) => {
          setPlaying(false);
          go(i);
        }}
        listRef={listRef}
        times={detail.actionTimes}
      />
    </div>
  );
}

function Controls({
  at,
  last,
  playing,
  go,
  setPlaying,
}: {
  at: number;
  last: number;
  playing: boolean;
  go: (to: number) => void;
  setPlaying: (p: boolean) => void;
}) {
  const button =
    'inline-flex size-8 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-zinc-300 dark:hover:bg-zinc-800';
  return (
    <fieldset
      className="flex items-center gap-1 border-t border-zinc-200 px-3 py-2 dark:border-zinc-800"
      aria-label="Replay controls"
    >
      <button
        type="button"
        className={button}
        onClick={() => go(0)}
        disabled={at === 0}
        aria-label="First (Home)"
        title="First (Home)"
      >
        <Icon d="M6 5v14M18 5l-9 7 9 7z" />
      </button>
      <button
        type="button"
        className={button}
        onClick={() => go(at - 1)}
        disabled={at === 0}
        aria-label="Previous (←)"
        title="Previous (←)"
      >
        <Icon d="M16 5l-9 7 9 7z" />
      </button>
      <button
        type="button"
        className={`${button} bg-accent-700 text-white hover:bg-accent-800 dark:bg-accent-700 dark:text-white dark:hover:bg-accent-800`}
        onClick={() => {
          if (!playing && at >= last) go(0);
          setPlaying(!playing);
        }}
        aria-label={playing ? 'Pause (space)' : 'Play (space)'}
        title={playing ? 'Pause (space)' : 'Play (space)'}
      >
        {playing ? <Icon d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <Icon d="M7 5l12 7-12 7z" />}
      </button>
      <button
        type="button"
        className={button}
        onClick={() => go(at + 1)}
        disabled={at >= last}
        aria-label="Next (→)"
        title="Next (→)"
      >
        <Icon d="M8 5l9 7-9 7z" />
      </button>
      <button
        type="button"
        className={button}
        onClick={() => go(last)}
        disabled={at >= last}
        aria-label="Last (End)"
        title="Last (End)"
      >
        <Icon d="M18 5v14M6 5l9 7-9 7z" />
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={at}
        onChange={(e) => go(Number(e.target.value))}
        aria-label="Step"
        className="mx-2 min-w-0 flex-1 accent-accent-700"
      />
      <span className="tabular w-14 text-right text-xs text-zinc-600 dark:text-zinc-400">
        {at} / {last}
      </span>
      <span className="hidden text-[11px] text-zinc-500 lg:inline dark:text-zinc-400">
        <kbd>←</kbd> <kbd>→</kbd> step · <kbd>Space</kbd> play · <kbd>Home</kbd>/<kbd>End</kbd>
      </span>
    </fieldset>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

function ActionList({
  steps,
  at,
  go,
  listRef,
  times,
}: {
  steps: readonly ReplayStep[];
  at: number;
  go: (i: number) => void;
  listRef: React.RefObject<HTMLOListElement | null>;
  times: readonly number[];
}) {
  return (
    <ol
      ref={listRef}
      aria-label="Actions"
      className="relative max-h-72 overflow-y-auto border-t border-zinc-200 py-1 text-sm dark:border-zinc-800"
    >
      {steps.map((s, i) => {
        const header = i === 0 || steps[i - 1]!.street !== s.street;
        const current = i === at;
        const time = times[i - 1];
        return (
          <li key={s.index} data-step={i} aria-current={current ? 'step' : undefined}>
            {header ? (
              <div className="px-4 pt-2 pb-0.5 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
                {s.street}
              </div>
            ) : null}
            <button
              type="button"
              onClick={() => go(i)}
              className={`flex w-full items-baseline gap-3 px-4 py-1 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-500 ${
                current
                  ? 'bg-accent-50 font-medium text-zinc-900 shadow-[inset_3px_0_0] shadow-accent-600 dark:bg-accent-800/40 dark:text-white dark:shadow-accent-400'
                  : s.dealer
                    ? 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800'
                    : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'
              }`}
            >
              <span className="tabular w-6 shrink-0 text-right text-xs text-zinc-500 dark:text-zinc-400">
                {i}
              </span>
              <span className="min-w-0 flex-1">{s.text}</span>
              {time ? (
                <span className="tabular shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
                  {new Date(time).toLocaleTimeString(undefined, {
                    hour: '2-digit',
                    minute: '2-digit',
                    second: '2-digit',
                  })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function Winners({
  detail,
  state,
  names,
  money,
}: {
  detail: HandDetail;
  state: HandState;
  names: (i: number) => string;
  money: (chips: number) => string;
}) {
  const replayed = winnersOf(state);
  const winners = detail.players.filter((p) => p.won).sort((a, b) => b.net - a.net);
  return (
    <div className="border-t border-zinc-200 px-4 py-2 dark:border-zinc-800" data-testid="winners">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        Result
      </h3>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm">
        {winners.map((p) => {
          const r = replayed.find((w) => w.playerIndex === p.playerIndex);
          return (
            <li key={p.playerIndex} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-amber-800 dark:text-amber-300">
                ★ {names(p.playerIndex)}
              </span>
              {r ? <span className="tabular">collects {money(r.collected)}</span> : null}
              <span className="tabular text-emerald-700 dark:text-emerald-400">
                {p.net >= 0 ? '+' : ''}
                {formatStack(p.net)} net
              </span>
              {r && r.hands.length > 0 ? (
                <span className="text-zinc-600 dark:text-zinc-400">with {r.hands.join(' and ')}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What the add-on games paid or took because the hand ended: one line a game, why beneath. */
export function AddOnGames({ detail }: { detail: Pick<HandDetail, 'addOnTransfers'> }) {
  return (
    <div className="border-t border-zinc-200 px-4 py-2 dark:border-zinc-800" data-testid="add-on-games">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        Add-on games
      </h3>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm">
        {addOnLines(detail.addOnTransfers).map((line) => (
          <li key={line.addOn}>
            <span className="tabular">{line.text}</span>
            <span className="block text-xs text-zinc-600 dark:text-zinc-400">{line.reasons.join(' · ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReplayTable({
  detail,
  state,
  names,
  money,
  equities,
  exact,
}: {
  detail: HandDetail;
  state: HandState;
  names: (i: number) => string;
  money: (chips: number) => string;
  equities: readonly (number | null)[] | null;
  exact: boolean;
}) {
  const seatOf = new Map(detail.players.map((p) => [p.seatIndex, p.playerIndex]));
  const maxSeat = Math.max(0, ...detail.players.map((p) => p.seatIndex));
  const capacity = Math.max(maxSeat + 1, detail.players.length, 6);
  const variation = getVariation(state.config.variation);
  const actor = actorOf(state);
  const button = variation.forcedBets === 'blinds' ? state.players.length - 1 : null;
  const buttonSeat =
    button === null ? null : (detail.players.find((p) => p.playerIndex === button)?.seatIndex ?? null);
  const winners = state.result ? new Set(winnersOf(state).map((w) => w.playerIndex)) : new Set<number>();
  const boards = state.boards;
  const slots = variation.streets.reduce((n, s) => n + s.boardCards, 0);
  return (
    <OvalTable
      capacity={capacity}
      isLeftHanded={false}
      label={`Hand ${detail.handNumber} at ${detail.tableName}`}
      dealer={
        buttonSeat === null ? null : { seatIndex: buttonSeat, button: <DealerButton size={20} />, size: 20 }
      }
      seat={(seatIndex) => {
        const i = seatOf.get(seatIndex);
        if (i === undefined) return null;
        const player = state.players[i]!;
        const equity = equities?.[i] ?? null;
        return (
          <Seat
            name={names(i)}
            stack={money(player.stack)}
            bet={player.bet > 0 ? money(player.bet) : null}
            cards={player.hole}
            folded={player.status !== 'inHand'}
            allIn={player.stack === 0 && player.status === 'inHand' && !state.result}
            acting={actor === i}
            winner={winners.has(i)}
            equity={
              player.status === 'inHand' && equity !== null
                ? `${exact ? '' : '≈'}${Math.round(equity * 100)}%`
                : null
            }
            equityValue={player.status === 'inHand' ? equity : null}
          />
        );
      }}
      center={
        <div className="flex flex-col items-center gap-1.5 text-white">
          {variation.hasBoard ? (
            <div className="flex flex-col gap-1" data-testid="board">
              {boards.map((board, b) => (
                <div key={placeKey(b, 'board')} className="flex gap-1">
                  <BoardCards
                    cards={board.filter((c): c is Card => c !== null)}
                    slots={slots}
                    height={boards.length > 1 ? 40 : 50}
                    deck="four"
                  />
                </div>
              ))}
            </div>
          ) : null}
          <div className="tabular text-center" data-testid="pot">
            <span className="text-xs font-semibold tracking-wide text-emerald-100/80 uppercase">Pot </span>
            <span className="text-lg font-bold">{money(totalPut(state))}</span>
            {middlePot(state) > 0 && totalPut(state) !== middlePot(state) ? (
              <div className="text-xs text-emerald-50/90">
                {money(middlePot(state))} in the middle, the rest in bets
              </div>
            ) : null}
          </div>
        </div>
      }
    />
  );
}

function Seat({
  name,
  stack,
  bet,
  cards,
  folded,
  allIn,
  acting,
  winner,
  equity,
  equityValue,
}: {
  name: string;
  stack: string;
  bet: string | null;
  cards: readonly (Card | null)[];
  folded: boolean;
  allIn: boolean;
  acting: boolean;
  winner: boolean;
  equity: string | null;
  equityValue: number | null;
}) {
  const height = cards.length > 4 ? 30 : 36;
  return (
    <div
      className="flex w-32 flex-col items-center"
      data-testid="replay-seat"
      data-folded={String(folded)}
      data-acting={String(acting)}
    >
      <div className="relative z-10 -mb-1.5 flex gap-0.5" style={{ height }}>
        {folded
          ? null
          : cards.map((card, k) => (
              <PlayingCard
                key={placeKey(k, card ?? 'back')}
                card={card}
                height={height}
                deck="four"
                highlight={winner}
              />
            ))}
      </div>
      <div
        className={`relative w-full rounded-lg border bg-white px-2 pt-2 pb-1 text-zinc-900 shadow-sm dark:bg-zinc-900 dark:text-zinc-100 ${
          winner ? 'border-amber-400 ring-2 ring-amber-400' : 'border-zinc-200 dark:border-zinc-700'
        } ${acting ? 'rb-acting' : ''} ${folded ? 'opacity-60' : ''}`}
      >
        <div className="flex items-center gap-1">
          <Avatar name={name} url={null} size={20} className="bg-accent-700 text-[9px] text-white" />
          <span className="min-w-0 flex-1 truncate text-xs font-semibold" title={name}>
            {name}
          </span>
          {equity ? (
            <span
              className="tabular text-[11px] font-bold text-accent-800 dark:text-accent-400"
              data-testid="seat-equity"
            >
              {equity}
            </span>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-1 text-xs">
          <span className="tabular font-semibold">{stack}</span>
          {folded ? (
            <span className="text-zinc-600 dark:text-zinc-400">folded</span>
          ) : allIn ? (
            <span className="rounded bg-red-700 px-1 text-[10px] font-bold text-white">ALL IN</span>
          ) : winner ? (
            <span className="font-bold text-amber-800 dark:text-amber-400">WINNER</span>
          ) : bet ? (
            <span className="tabular rounded-full bg-amber-100 px-1.5 font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
              {bet}
            </span>
          ) : null}
        </div>
        {equityValue !== null ? (
          <div className="mt-0.5 h-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700">
            <div className="rb-bar h-full bg-accent-600" style={{ width: `${equityValue * 100}%` }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
