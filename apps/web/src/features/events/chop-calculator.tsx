import type { ChopMethod, ChopResult, EventDetail, TableState } from '@railbird/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { NumberField, SelectField } from '../../ui/fields.js';
import { Panel } from '../../ui/page.js';
import { type ChopRow, chopRows, prizesLeft } from './chop.js';
import { moneyText, ordinal } from './payouts.js';

const METHODS: readonly { value: ChopMethod; label: string }[] = [
  { value: 'ICM', label: 'ICM (Malmuth–Harville)' },
  { value: 'CHIP_CHOP', label: 'Chip chop' },
];

/**
 * A final-table deal: the players left with their stacks as the tables show them and the prizes still
 * to pay, all editable; `event.chop` computes each player's share by ICM or chip chop.
 */
export function ChopCalculator({
  event,
  states,
}: {
  event: EventDetail;
  states: readonly (TableState | null)[];
}) {
  const trpc = useTRPC();
  const alive = event.standings.filter((p) => p.isAlive);
  const [rows, setRows] = useState<ChopRow[] | null>(null);
  const [prizes, setPrizes] = useState<number[] | null>(null);
  const [method, setMethod] = useState<ChopMethod>('ICM');
  const [result, setResult] = useState<{ names: string[]; deal: ChopResult } | null>(null);
  const queryClient = useQueryClient();
  // event.chop is a calculation (a query): asked on demand, with the figures as they are typed.
  const chop = useMutation({
    mutationFn: (input: { method: ChopMethod; stacks: number[]; prizes: number[] }) =>
      queryClient.fetchQuery(trpc.event.chop.queryOptions(input, { retry: false })),
    onError: (error) => toast.error('No deal computed', { description: error.message }),
  });
  const prefill = () => {
    setRows(chopRows(alive, states));
    setPrizes(prizesLeft(event.payoutTable, alive.length));
    setResult(null);
  };
  if (alive.length < 2) {
    return (
      <Panel title="Chop calculator">
        <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">
          A deal needs at least two players left; this event has {alive.length}.
        </p>
      </Panel>
    );
  }
  return (
    <Panel
      title="Chop calculator"
      aside={
        <Button variant="ghost" className="h-7 px-2 text-xs" onClick={prefill}>
          {rows ? 'Refill from the tables' : 'Start a deal'}
        </Button>
      }
    >
      {rows && prizes ? (
        <form
          className="flex flex-col gap-3 p-4"
          aria-label="Chop calculator"
          onSubmit={(e) => {
            e.preventDefault();
            const names = rows.map((r) => r.displayName);
            chop.mutate(
              { method, stacks: rows.map((r) => r.stack), prizes },
              { onSuccess: (deal) => setResult({ names, deal }) },
            );
          }}
        >
          <SelectField label="Method" value={method} onValue={setMethod} options={METHODS} />
          <div className="grid grid-cols-[1fr_8rem] items-start gap-x-2 gap-y-1">
            {rows.map((r, i) => (
              <NumberField
                key={r.playerId}
                className="col-span-2"
                label={`${r.displayName}’s stack`}
                hint={r.tableName ? `from ${r.tableName}` : 'not seated at a table: type it in'}
                value={r.stack}
                onValue={(stack) => setRows(rows.map((q, j) => (j === i ? { ...q, stack } : q)))}
              />
            ))}
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
              Prizes left to pay
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {prizes.map((p, i) => (
                <NumberField
                  // biome-ignore lint/suspicious/noArrayIndexKey: a prize is its place.
                  key={i}
                  label={ordinal(i + 1)}
                  value={p}
                  onValue={(v) => setPrizes(prizes.map((q, j) => (j === i ? v : q)))}
                />
              ))}
            </div>
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" pending={chop.isPending}>
              Compute the deal
            </Button>
          </div>
          {result ? (
            <table className="w-full text-sm" aria-label="The deal">
              <caption className="pb-1 text-left text-xs text-zinc-500 dark:text-zinc-400">
                {result.deal.method === 'ICM' ? 'ICM' : 'Chip chop'} · {moneyText(result.deal.total)} shared
              </caption>
              <tbody>
                {result.deal.amounts.map((amount, i) => (
                  <tr key={result.names[i] ?? i} className="border-t border-zinc-100 dark:border-zinc-800">
                    <th scope="row" className="py-1.5 text-left font-medium">
                      {result.names[i]}
                    </th>
                    <td className="tabular py-1.5 text-right font-semibold">{moneyText(amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </form>
      ) : (
        <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">
          {alive.length} players left. Start a deal to fill in their stacks from the tables and the prizes
          still to pay; change any figure before computing ICM or a chip chop.
        </p>
      )}
    </Panel>
  );
}
