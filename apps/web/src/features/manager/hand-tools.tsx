import type { TableState } from '@railbird/protocol';
import { type ReactNode, useState } from 'react';
import { canAssignWinner, canShowStoredHand, isDrawGame, NOT_LIVE, showdownPlayers } from './availability.js';
import { CommandButton } from './command-button.js';
import { chips } from './facts.js';
import type { Commands } from './use-commands.js';

/**
 * The hand's less frequent tools: winners at a showdown the engine cannot decide, stand pat in draw
 * games, and a stored hand shown on the table's screens (VAULT mode).
 */
export function HandTools({
  state,
  live,
  commands,
  standPat,
}: {
  state: TableState;
  live: boolean;
  commands: Commands;
  standPat: ReactNode;
}) {
  const [winners, setWinners] = useState<number[]>([]);
  const atShowdown =
    state.round.roundState === 'WINNER ASSIGNMENT' || state.round.roundState === 'SHOWDOWN CONFIRMATION';
  const pending = showdownPlayers(state);
  const chosen = winners.filter((w) => pending.some((p) => p.seatIndex === w));
  const assign = live ? canAssignWinner(state, chosen) : NOT_LIVE;
  return (
    <>
      {atShowdown ? (
        <fieldset className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
          <legend className="px-1 text-sm font-semibold">Winners</legend>
          <div className="flex flex-wrap gap-2">
            {pending.map((p) => (
              <label
                key={p.seatIndex}
                className="flex h-10 items-center gap-2 rounded-md border border-zinc-300 px-3 text-sm dark:border-zinc-700"
              >
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.includes(p.seatIndex)}
                  onChange={(e) =>
                    setWinners((w) =>
                      e.target.checked ? [...w, p.seatIndex] : w.filter((s) => s !== p.seatIndex),
                    )
                  }
                />
                {p.displayName} · seat {p.seatIndex + 1}
              </label>
            ))}
          </div>
          <CommandButton
            label={chosen.length > 1 ? 'Split the pot' : 'Assign winner'}
            tone="primary"
            verdict={assign}
            onRun={() =>
              void commands
                .send('Assign winner', 'assignWinner', { seatIndexes: chosen }, { done: 'Pot awarded' })
                .then((ok) => ok && setWinners([]))
            }
            onExplain={(reason) => commands.explain('Assign winner', reason)}
            pending={commands.pending === 'Assign winner'}
          />
        </fieldset>
      ) : null}
      {isDrawGame(state) ? standPat : null}
      <StoredHands state={state} live={live} commands={commands} />
    </>
  );
}

function StoredHands({ state, live, commands }: { state: TableState; live: boolean; commands: Commands }) {
  const hands = [...state.roundHistory].reverse().slice(0, 5);
  if (hands.length === 0) return null;
  const verdict = live ? canShowStoredHand(state) : NOT_LIVE;
  return (
    <details className="rounded-md border border-zinc-200 text-sm dark:border-zinc-800">
      <summary className="cursor-pointer px-3 py-2 font-medium">
        Show a stored hand ({hands.length} recent)
      </summary>
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {hands.map((h) => {
          const winner = h.players.filter((p) => p.isWinner).map((p) => p.displayName);
          return (
            <li key={h.id} className="flex items-center justify-between gap-2 px-3 py-1.5">
              <span className="tabular min-w-0 truncate">
                {new Date(h.endTime).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })} · pot{' '}
                {chips(h.potTotal)}
                {winner.length > 0 ? ` · ${winner.join(', ')}` : ''}
              </span>
              <CommandButton
                label="Show"
                verdict={verdict}
                onRun={() => void commands.send('Show stored hand', 'showStoredHand', { handId: h.id })}
                onExplain={(reason) => commands.explain('Show stored hand', reason)}
              />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
