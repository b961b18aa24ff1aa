import { Button } from '../../ui/button.js';
import { FormError, NumberField } from '../../ui/fields.js';
import {
  type LevelDraft,
  nextLevel,
  type PresetId,
  presetById,
  presetLevels,
  STRUCTURE_PRESETS,
  structureMinutes,
} from './blind-structure.js';

const cell = 'px-1.5 py-1';

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
        <table className="w-full text-sm">
          <thead className="sticky top-0 z-10 bg-zinc-50 text-xs text-zinc-500 dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Level
              </th>
              <th scope="col" className="px-1.5 py-1.5 text-right font-medium">
                Small blind
              </th>
              <th scope="col" className="px-1.5 py-1.5 text-right font-medium">
                Big blind
              </th>
              <th scope="col" className="px-1.5 py-1.5 text-right font-medium">
                BB ante
              </th>
              <th scope="col" className="px-1.5 py-1.5 text-right font-medium">
                Minutes
              </th>
              <th scope="col" className="px-1.5 py-1.5 text-right font-medium">
                Break after (min)
              </th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position in the structure.
              <tr key={i} className="border-t border-zinc-100 dark:border-zinc-800">
                <th scope="row" className="tabular px-2 text-left text-xs font-medium text-zinc-500">
                  {i + 1}
                </th>
                {(['small', 'big', 'ante', 'minutes', 'breakMinutes'] as const).map((field) => (
                  <td key={field} className={cell}>
                    <NumberField
                      label={`Level ${i + 1} ${FIELD_NAMES[field]}`}
                      hideLabel
                      value={l[field]}
                      onValue={(v) => set(i, { [field]: v })}
                      error={errors[`${i}.${field}`]}
                    />
                  </td>
                ))}
                <td className="px-1 text-right">
                  <Button
                    variant="ghost"
                    className="h-8 px-2 text-xs"
                    aria-label={`Remove level ${i + 1}`}
                    onClick={() => onChange(levels.filter((_, j) => j !== i))}
                  >
                    ✕
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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

const FIELD_NAMES: Record<keyof LevelDraft, string> = {
  small: 'small blind',
  big: 'big blind',
  ante: 'big-blind ante',
  minutes: 'minutes',
  breakMinutes: 'break minutes after',
};
