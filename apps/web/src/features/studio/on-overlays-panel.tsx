import {
  type ClientPacketDataInput,
  type Player,
  type StreamDataManager,
  TICKER_TEXT_MAX,
} from '@railbird/protocol';
import { useEffect, useState } from 'react';
import { OVERLAY_VIEWS, type OverlayView, VIEW_TITLES } from '../../lib/overlay-views.js';
import { formatSeconds } from './feeds.js';
import { Reason, Refusal, StudioButton, StudioPanel } from './parts.js';
import type { StudioCommands } from './use-command.js';

const WHAT = 'Overlay settings';

/**
 * What the overlays show when their link names no view (spec `streamDataManager`): the views in
 * turn, the featured player of the profile views, the ticker. Sent to the engine with setStreamData;
 * the delayed feeds show it after the delay, like everything else on them.
 */
export function OnOverlaysPanel({
  data,
  players,
  delaySeconds,
  connected,
  commands,
}: {
  data: StreamDataManager | null;
  players: readonly Pick<Player, 'seatIndex' | 'displayName'>[];
  delaySeconds: number | null;
  connected: boolean;
  commands: StudioCommands;
}) {
  // What was asked shows at once; the table's answer replaces it (or a refusal puts it back).
  const [asked, setAsked] = useState<{ views?: string[]; seat?: number | null } | null>(null);
  const shown = data?.visibleOverlays;
  const shownSeat = data?.featuredSeatIndex;
  useEffect(() => {
    void shown;
    void shownSeat;
    setAsked(null);
  }, [shown, shownSeat]);
  const visible = asked?.views ?? data?.visibleOverlays ?? [];
  const disabled = !connected || data === null;
  const [ticker, setTicker] = useState(data?.tickerText ?? '');
  const onAir = data?.tickerText ?? null;
  useEffect(() => {
    setTicker(onAir ?? '');
  }, [onAir]);
  const send = async (patch: ClientPacketDataInput<'setStreamData'>, done: string) => {
    if (!(await commands.send(WHAT, 'setStreamData', patch, done))) setAsked(null);
  };
  const toggle = (view: OverlayView) => {
    const picked = visible.includes(view) ? visible.filter((v) => v !== view) : [...visible, view];
    const next = OVERLAY_VIEWS.filter((v) => picked.includes(v));
    setAsked((a) => ({ ...a, views: next }));
    void send({ visibleOverlays: next }, `${VIEW_TITLES[view]} ${next.includes(view) ? 'on' : 'off'}.`);
  };
  const featured = asked?.seat !== undefined ? asked.seat : (data?.featuredSeatIndex ?? null);
  return (
    <StudioPanel title="On the overlays" testId="on-overlays">
      <div className="flex flex-col gap-4 p-4">
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          For links that name no view.
          {delaySeconds ? ` The delayed feeds show a change after ${formatSeconds(delaySeconds)}.` : ''}
        </p>
        <fieldset className="flex flex-col gap-1" disabled={disabled}>
          <legend className="mb-1.5 text-xs font-medium text-zinc-700 dark:text-zinc-300">
            Views, shown in turn
          </legend>
          {OVERLAY_VIEWS.map((view) => (
            <label
              key={view}
              className="flex h-7 cursor-pointer items-center gap-2.5 rounded px-1 text-sm hover:bg-zinc-50 dark:hover:bg-zinc-800/50"
            >
              <input
                type="checkbox"
                checked={visible.includes(view)}
                onChange={() => toggle(view)}
                className="size-4 accent-accent-700 focus-visible:outline-2 focus-visible:outline-accent-500"
              />
              {VIEW_TITLES[view]}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
          Featured player
          <select
            value={featured === null ? '' : String(featured)}
            disabled={disabled}
            onChange={(e) => {
              const seat = e.target.value === '' ? null : Number(e.target.value);
              const name = players.find((p) => p.seatIndex === seat)?.displayName;
              setAsked((a) => ({ ...a, seat }));
              void send(
                { featuredSeatIndex: seat },
                seat === null ? 'No featured player.' : `Featuring ${name ?? `seat ${seat + 1}`}.`,
              );
            }}
            className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm font-normal text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          >
            <option value="">No one</option>
            {players.map((p) => (
              <option key={p.seatIndex} value={p.seatIndex}>
                Seat {p.seatIndex + 1} · {p.displayName}
              </option>
            ))}
            {featured !== null && !players.some((p) => p.seatIndex === featured) ? (
              <option value={featured}>Seat {featured + 1} · empty</option>
            ) : null}
          </select>
        </label>
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            const text = ticker.trim();
            void send(
              { tickerText: text === '' ? null : text },
              text === '' ? 'Ticker cleared.' : 'Ticker on air.',
            );
          }}
        >
          <span className="flex items-baseline justify-between gap-2">
            <label htmlFor="studio-ticker" className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
              Ticker
            </label>
            <span className="text-xs text-zinc-500 tabular dark:text-zinc-400">
              {ticker.length}/{TICKER_TEXT_MAX}
            </span>
          </span>
          <textarea
            id="studio-ticker"
            rows={2}
            maxLength={TICKER_TEXT_MAX}
            value={ticker}
            disabled={disabled}
            onChange={(e) => setTicker(e.target.value)}
            placeholder="A line along the bottom of the overlays"
            className="resize-y rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          />
          <div className="flex items-center gap-2">
            <StudioButton
              variant="ghost"
              className="h-8 px-2.5"
              disabled={disabled || onAir === null}
              onClick={() => void send({ tickerText: null }, 'Ticker cleared.')}
            >
              Clear
            </StudioButton>
            <StudioButton
              type="submit"
              variant="secondary"
              className="h-8 flex-1"
              disabled={disabled || ticker.trim() === (onAir ?? '')}
              pending={commands.pending === WHAT}
            >
              Put on air
            </StudioButton>
          </div>
        </form>
        {disabled ? <Reason>The table is not connected: these can be changed once it is.</Reason> : null}
        <Refusal message={commands.refusal?.what === WHAT ? commands.refusal.message : null} />
      </div>
    </StudioPanel>
  );
}
