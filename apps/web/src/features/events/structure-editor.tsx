import { Button } from '../../ui/button.js';
import { FormError } from '../../ui/fields.js';
import { LevelTable } from '../../ui/level-table.js';
import {
  type LevelDraft,
  nextLevel,
  type PresetId,
  presetById,
  presetLevels,
  STRUCTURE_PRESETS,
  structureMinutes,
} from './blind-structure.js';

/**
 * The blind structure: one row per level (small blind, big blind, big-blind ante, minutes, break after
 * it), a preset to start from, add and remove levels. Errors come keyed `index.field`.
 */
export function StructureEditor({
  levels,
  onChange,
  errors,
}: {
  levels: LevelDraft[];
  onChange: (levels: LevelDraft[]) => void;
  errors: Record<string, string>;
}) {
  const set = (i: number, patch: Partial<LevelDraft>) =>
    onChange(levels.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const minutes = structureMinutes(levels);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">Blind structure</legend>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Start from</span>
        {STRUCTURE_PRESETS.map((p) => (
          <Button
            key={p.id}
            variant="secondary"
            className="h-7 px-2.5 text-xs"
            title={p.description}
            onClick={() => onChange(presetLevels(presetById(p.id as PresetId)))}
          >
            {p.label}
          </Button>
        ))}
        <span className="tabular ml-auto text-xs text-zinc-500 dark:text-zinc-400">
          {levels.length} levels · {Math.floor(minutes / 60)} h {minutes % 60} min at most
        </span>
      </div>
      <div className="max-h-72 overflow-y-auto rounded-md border border-zinc-200 dark:border-zinc-800">
        <LevelTable
          dense
          levels={levels}
          headers={FIELDS.map((f) => f.header)}
          rowKey={(_, i) => i}
          figures={(l, i) =>
            FIELDS.map(({ field, label }) => ({
              label,
              value: l[field],
              onValue: (v: number) => set(i, { [field]: v }),
              error: errors[`${i}.${field}`],
            }))
          }
          actions={(_, i) => (
            <Button
              variant="ghost"
              className="h-8 px-2 text-xs"
              aria-label={`Remove level ${i + 1}`}
              onClick={() => onChange(levels.filter((_, j) => j !== i))}
            >
              ✕
            </Button>
          )}
        />
      </div>
      {errors.levels ? <FormError>{errors.levels}</FormError> : null}
      <div>
        <Button
          variant="secondary"
          className="h-8 text-xs"
          onClick={() => onChange([...levels, nextLevel(levels)])}
        >
          Add a level
        </Button>
      </div>
    </fieldset>
  );
}

/** The figures of a level, in the order the table shows them. */
const FIELDS: readonly { field: keyof LevelDraft; header: string; label: string }[] = [
  { field: 'small', header: 'Small blind', label: 'small blind' },
  { field: 'big', header: 'Big blind', label: 'big blind' },
  { field: 'ante', header: 'BB ante', label: 'big-blind ante' },
  { field: 'minutes', header: 'Minutes', label: 'minutes' },
  { field: 'breakMinutes', header: 'Break after (min)', label: 'break minutes after' },
];
