import { formatStack } from '@railbird/poker/format';
import type { RoundSummary, TableState } from '@railbird/protocol';
import { EmptyState } from '../../ui/page.js';
import { type Deck, placeKey } from '../../ui/poker-table/card-face.js';
import { PlayingCard } from '../../ui/poker-table/playing-card.js';
import { signedAmount } from '../../ui/poker-table/table-view.js';

/** `21:04` in the location's time zone (the room's clock, not the viewer's). */
function timeOf(epochMs: number, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone }).format(
      epochMs,
    );
  } catch {
    return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(epochMs);
  }
}

/** The hands of this session the engine reports (`roundHistory`), the latest first. */
export function HandHistory({ state, deck }: { state: TableState | null; deck: Deck }) {
  const rounds = state ? [...state.roundHistory].reverse() : [];
  if (rounds.length === 0) {
    return (
      <EmptyState title="No hands yet this session">
        Each hand appears here when it ends: the board, who showed what and who won.
      </EmptyState>
    );
  }
  const timeZone = state?.locationSettings.timezone;
  return (
    // The list scrolls once a session is long: a focusable region lets keyboard users scroll it too.
    <section
      className="max-h-[36rem] overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      aria-label="Hands this session"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {rounds.map((round) => (
          <HandRow key={round.id} round={round} deck={deck} time={timeOf(round.endTime, timeZone)} />
        ))}
      </ol>
    </section>
  );
}

function HandRow({ round, deck, time }: { round: RoundSummary; deck: Deck; time: string }) {
  const players = [...round.players].sort((a, b) => b.result - a.result);
  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid="hand">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">
          {round.variation} <span className="font-normal text-zinc-600 dark:text-zinc-400">· {time}</span>
        </span>
        <span className="tabular text-zinc-700 dark:text-zinc-300">Pot {formatStack(round.potTotal)}</span>
      </div>
      {round.boards.map((board, b) => (
        <div key={placeKey(b, 'board')} className="flex gap-0.5">
          {board.map((card) => (
            <PlayingCard key={card} card={card} height={30} deck={deck} />
          ))}
        </div>
      ))}
      <ul className="flex flex-col gap-1">
        {players.map((p) => (
          <li key={p.seatIndex} className="flex items-center gap-2 text-sm">
            <span className={`min-w-0 flex-1 truncate ${p.isWinner ? 'font-semibold' : ''}`}>
              {p.displayName}
            </span>
            <span className="flex gap-0.5">
              {p.cards.map((card, i) => (
                <PlayingCard key={placeKey(i, card)} card={card} height={24} deck={deck} />
              ))}
            </span>
            <span
              className={`tabular w-14 text-right font-medium ${
                p.result > 0
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : p.result < 0
                    ? 'text-red-700 dark:text-red-400'
                    : ''
              }`}
            >
              {signedAmount(p.result)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
