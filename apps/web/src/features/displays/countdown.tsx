import { useEffect, useState } from 'react';

/**
 * `?to=` (or `start`, `time`): an ISO date-time (`2026-03-01T19:00:00+01:00`) or epoch milliseconds.
 * Null when absent or unreadable.
 */
export function countdownTarget(search: URLSearchParams): number | null {
  const raw = search.get('to') ?? search.get('start') ?? search.get('time');
  if (!raw) return null;
  const trimmed = raw.trim();
  if (/^\d{10,}$/.test(trimmed)) {
    const n = Number(trimmed);
    // Ten digits are seconds, more are milliseconds.
    return trimmed.length <= 10 ? n * 1000 : n;
  }
  const t = Date.parse(trimmed);
  return Number.isNaN(t) ? null : t;
}

/** `1:02:03`, `12:03`, `0:09`. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/**
 * The countdown screen (spec §2 `/countdown`): the time left to a start time given in the query, as big
 * as the screen allows, with an optional `label`. It stores the target, never a ticking counter.
 */
export function Countdown({ search }: { search: URLSearchParams }) {
  const target = countdownTarget(search);
  const label = search.get('label')?.slice(0, 80) || 'Starts in';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-[3vh] bg-zinc-950 p-[5vh] text-zinc-50">
      {target === null ? (
        <div className="max-w-[80vw] text-center">
          <h1 className="text-[5vh] font-bold">No start time</h1>
          <p className="mt-[2vh] text-[2.6vh] text-zinc-300">
            Add the start time to the address, for example{' '}
            <code className="rounded bg-zinc-800 px-2">
              /countdown?to=2026-03-01T19:00:00Z&amp;label=Main%20event
            </code>
          </p>
        </div>
      ) : (
        <>
          <h1 className="text-center text-[7vh] font-bold text-zinc-300">
            {target > now ? label : 'Starting now'}
          </h1>
          <p
            role="timer"
            aria-live="off"
            data-testid="countdown"
            className="tabular text-[min(30vh,22vw)] leading-none font-extrabold tracking-tight"
          >
            {formatCountdown(target - now)}
          </p>
          <p className="text-[3.2vh] text-zinc-400">
            {new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(target)}
          </p>
        </>
      )}
    </main>
  );
}
