import { Button } from '../../ui/button.js';
import { NumberField } from '../../ui/fields.js';
import { formatPercent, moneyText, ordinal, payoutAmounts, payoutError, percentSum } from './payouts.js';

/**
 * A payout table as percentages per place, with the sum shown live (green at exactly 100 %, red
 * otherwise, with the reason). `pool`, when known, shows what each place is paid.
 */
export function PayoutEditor({
  percents,
  onChange,
  standard,
  standardLabel,
  pool,
  disabled = false,
}: {
  percents: number[];
  onChange: (percents: number[]) => void;
  /** The standard table to go back to, and what it is for ("for 10 entries"). */
  standard: number[];
  standardLabel: string;
  pool?: number | undefined;
  disabled?: boolean;
}) {
  const sum = percentSum(percents);
  const error = payoutError(percents);
  const amounts = pool === undefined ? null : payoutAmounts(pool, percents);
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="sr-only">Payouts</legend>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
        {percents.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position in the table.
          <li key={i} className="flex flex-col">
            <NumberField
              label={`${ordinal(i + 1)} %`}
              value={p}
              onValue={(v) => onChange(percents.map((q, j) => (j === i ? v : q)))}
              hint={amounts ? moneyText(amounts[i] ?? 0) : undefined}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" className="h-8 text-xs" onClick={() => onChange([...percents, 1])}>
          Add a place
        </Button>
        <Button
          variant="secondary"
          className="h-8 text-xs"
          disabled={percents.length <= 1}
          onClick={() => onChange(percents.slice(0, -1))}
        >
          Remove the last place
        </Button>
        <Button variant="ghost" className="h-8 text-xs" onClick={() => onChange([...standard])}>
          Standard {standardLabel}
        </Button>
        <output
          aria-live="polite"
          className={`tabular ml-auto text-sm font-medium ${
            error ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'
          }`}
        >
          Total {formatPercent(sum)}
        </output>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
