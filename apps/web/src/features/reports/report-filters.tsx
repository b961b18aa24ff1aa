/** The reports page's filters: a range (a preset or two days), the table, and the range in words. */
import { InputField, SelectField } from '../../ui/fields.js';
import { PRESETS, rangeLabel } from './report-figures.js';
import type { RangeChoice, RangeDraft } from './report-model.js';

export function ReportFilters({
  draft,
  onDraft,
  choice,
  tableKey,
  onTableKey,
  tables,
}: {
  draft: RangeDraft;
  onDraft: (draft: RangeDraft) => void;
  choice: RangeChoice;
  tableKey: string;
  onTableKey: (tableKey: string) => void;
  tables: readonly { key: string; name: string }[];
}) {
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-lg border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900">
      <fieldset className="flex flex-col gap-1">
        <legend className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Range</legend>
        <div className="inline-flex overflow-hidden rounded-md border border-zinc-300 dark:border-zinc-700">
          {PRESETS.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-pressed={draft.preset === p.id}
              onClick={() => onDraft({ ...draft, preset: p.id })}
              className={`h-9 border-zinc-300 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-500 not-first:border-l dark:border-zinc-700 ${
                draft.preset === p.id
                  ? 'bg-accent-700 text-white'
                  : 'bg-white text-zinc-800 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800'
              }`}
            >
              {p.label}
            </button>
          ))}
        </div>
      </fieldset>
      {draft.preset === 'custom' ? (
        <>
          <InputField
            label="First day"
            type="date"
            value={draft.custom.first}
            onChange={(e) => onDraft({ ...draft, custom: { ...draft.custom, first: e.target.value } })}
            error={choice.error}
          />
          <InputField
            label="Last day"
            type="date"
            value={draft.custom.last}
            onChange={(e) => onDraft({ ...draft, custom: { ...draft.custom, last: e.target.value } })}
          />
        </>
      ) : null}
      <SelectField
        label="Table"
        className="w-56"
        value={tableKey}
        onValue={onTableKey}
        options={[
          { value: '', label: 'All tables' },
          ...tables.map((t) => ({ value: t.key, label: t.name })),
        ]}
      />
      <p
        className="tabular ml-auto self-center text-sm text-zinc-600 dark:text-zinc-400"
        data-testid="report-range"
      >
        {choice.valid ? rangeLabel(choice.shown) : '—'}
      </p>
    </div>
  );
}
