import type { EventDetail, EventResultView, PayoutRow } from '@railbird/protocol';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { PayoutEditor } from './payout-editor.js';
import { formatPercent, moneyText, ordinal, payoutError, standardPercents } from './payouts.js';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-0.5">
      <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className={`tabular ${strong ? 'text-base font-semibold' : ''}`}>{value}</dd>
    </div>
  );
}

const payoutColumns: Column<PayoutRow>[] = [
  { header: 'Place', tabular: true, cell: (r) => ordinal(r.place) },
  { header: 'Share', numeric: true, muted: true, cell: (r) => formatPercent(r.share) },
  { header: 'Payout', numeric: true, emphasis: true, cell: (r) => moneyText(r.amount) },
];

/**
 * The prize pool (where the money went: buy-ins, re-entries, rebuys, add-ons, fees, bounties) and the
 * payout table for the field as it stands; managers edit the table (it must add up to 100 %) or go
 * back to the standard one.
 */
export function PrizePool({
  event,
  canManage,
  refresh,
}: {
  event: EventDetail;
  canManage: boolean;
  refresh: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState<number[] | null>(null);
  const setPayouts = useMutation(
    trpc.event.setPayouts.mutationOptions({
      onSuccess: async (_, input) => {
        toast.success(input.shares ? 'The payout table is saved.' : 'Back to the standard payouts.');
        setEditing(null);
        await refresh();
      },
      onError: (error) => toast.error('The payouts were not saved', { description: error.message }),
    }),
  );
  const m = event.money;
  const field = Math.max(event.entries, 2);
  return (
    <Panel
      title="Prize pool and payouts"
      aside={
        canManage && editing === null && event.status !== 'FINISHED' ? (
          <Button
            variant="ghost"
            className="h-7 px-2 text-xs"
            onClick={() => setEditing([...event.payoutShares])}
          >
            Edit payouts
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-3 p-4 text-sm">
        <dl>
          <Line label="Prize pool" value={moneyText(m.prizePool)} strong />
          <Line
            label={`Buy-ins${m.reEntries ? ' and re-entries' : ''}`}
            value={moneyText(m.buyIns + m.reEntries)}
          />
          {m.rebuys ? <Line label="Rebuys" value={moneyText(m.rebuys)} /> : null}
          {m.addOns ? <Line label="Add-ons" value={moneyText(m.addOns)} /> : null}
          {m.bounties ? <Line label="Bounties (paid on knockouts)" value={moneyText(m.bounties)} /> : null}
          <Line label="Fees (house)" value={moneyText(m.fees)} />
          <Line label="Collected" value={moneyText(m.collected)} />
          <Line
            label="Chips in play · average stack"
            value={`${moneyText(m.chipsInPlay)} · ${event.playersLeft ? moneyText(Math.round(m.chipsInPlay / event.playersLeft)) : '—'}`}
          />
        </dl>
        {editing ? (
          <form
            className="flex flex-col gap-3 border-t border-zinc-200 pt-3 dark:border-zinc-800"
            aria-label="Edit payouts"
            onSubmit={(e) => {
              e.preventDefault();
              if (payoutError(editing)) return;
              setPayouts.mutate({ eventId: event.id, shares: editing });
            }}
          >
            <PayoutEditor
              percents={editing}
              onChange={setEditing}
              standard={standardPercents(field)}
              standardLabel={`for ${field} entries`}
              pool={m.prizePool}
            />
            <div className="flex flex-wrap justify-end gap-2">
              {event.isStandardPayout ? null : (
                <Button
                  variant="ghost"
                  onClick={() => setPayouts.mutate({ eventId: event.id, shares: null })}
                  disabled={setPayouts.isPending}
                >
                  Use the standard table
                </Button>
              )}
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button type="submit" pending={setPayouts.isPending} disabled={payoutError(editing) !== null}>
                Save payouts
              </Button>
            </div>
          </form>
        ) : null}
      </div>
      {editing ? null : (
        <>
          <p className="border-t border-zinc-200 px-4 py-2 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
            {event.isStandardPayout
              ? `Standard payouts for ${event.entries} ${event.entries === 1 ? 'entry' : 'entries'}: the places paid grow with the field.`
              : `A payout table set by a manager: ${event.payoutShares.map(formatPercent).join(' · ')}.`}
          </p>
          <DataTable
            columns={payoutColumns}
            rows={event.payoutTable}
            rowKey={(r) => String(r.place)}
            empty={
              <EmptyState title="Nothing to pay yet">Payouts show once players have bought in.</EmptyState>
            }
          />
        </>
      )}
    </Panel>
  );
}

/** Finishing places, what each earned, points and bounties; the CSV holds the same. */
export function Results({ event }: { event: EventDetail }) {
  const columns: Column<EventResultView>[] = [
    { header: 'Place', tabular: true, cell: (r) => ordinal(r.place) },
    {
      header: 'Player',
      emphasis: true,
      cell: (r) => (
        <>
          {r.displayName}
          {r.handle ? <span className="ml-1.5 text-xs font-normal text-zinc-500">{r.handle}</span> : null}
        </>
      ),
    },
    { header: 'Payout', numeric: true, cell: (r) => (r.payout ? moneyText(r.payout) : '—') },
    ...(event.bounty
      ? [
          {
            header: 'Bounties',
            numeric: true,
            cell: (r: EventResultView) => (r.bountiesWon ? moneyText(r.bountiesWon) : '—'),
          },
        ]
      : []),
    ...(event.pointsRule
      ? [
          {
            header: 'Points',
            numeric: true,
            cell: (r: EventResultView) => (r.points ? Math.round(r.points * 100) / 100 : '—'),
          },
        ]
      : []),
  ];
  const rows = [...event.results].sort((a, b) => a.place - b.place);
  return (
    <Panel
      title="Results"
      aside={
        <a
          href={`/api/events/${encodeURIComponent(event.id)}/results.csv`}
          download
          className="rounded-sm text-xs font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
        >
          Download results (CSV)
        </a>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.place}-${r.playerId}`}
        empty={
          <EmptyState title="No results yet">
            Each elimination takes a finishing place, from the last up; the winner is named when one player is
            left.
          </EmptyState>
        }
      />
    </Panel>
  );
}
