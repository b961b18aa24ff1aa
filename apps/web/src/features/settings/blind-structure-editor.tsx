import type { BlindLevel } from '@railbird/protocol';
import { type ChangeEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { downloadText } from '../../lib/download.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { FormError, SelectField } from '../../ui/fields.js';
import { type LevelFigure, LevelTable } from '../../ui/level-table.js';
import { blindLevelsFromCsv, blindLevelsToCsv, CSV_HEADER } from './blind-csv.js';
import { BLIND_PRESETS, type BlindPreset, isBringInLevel, presetLevels } from './blind-presets.js';
import type { FieldErrors } from './field-errors.js';
import { LevelDetails, minutes, seconds } from './level-details.js';

/** The figures a director reads in a level's row: the blinds (a stud game's bring-in and small bet), the ante, the lengths. */
function levelFigures(
  level: BlindLevel,
  error: (field: string) => string | undefined,
  stud: boolean,
  set: (patch: Partial<BlindLevel>) => void,
): LevelFigure[] {
  const blind = (j: number) => (v: number) => set({ blinds: level.blinds.map((b, k) => (k === j ? v : b)) });
  return [
    stud
      ? {
          label: 'bring-in',
          value: level.bringIn,
          onValue: (bringIn) => set({ bringIn }),
          error: error('bringIn'),
        }
      : { label: 'small blind', value: level.blinds[0] ?? 0, onValue: blind(0), error: error('blinds.0') },
    stud
      ? {
          label: 'small bet',
          value: level.smallBet,
          onValue: (smallBet) => set({ smallBet, bigBet: smallBet * 2 }),
          error: error('smallBet'),
        }
      : { label: 'big blind', value: level.blinds[1] ?? 0, onValue: blind(1), error: error('blinds.1') },
    {
      label: 'big-blind ante',
      value: level.antes[1] ?? 0,
      onValue: (v) => set({ antes: level.antes.map((a, k) => (k === 1 ? v : a)) }),
      error: error('antes.1'),
    },
    {
      label: 'minutes',
      value: minutes(level.levelDuration),
      onValue: (v) => set({ levelDuration: seconds(v) }),
      error: error('levelDuration'),
    },
    {
      label: 'break minutes',
      value: minutes(level.breakDuration),
      onValue: (v) => set({ breakDuration: seconds(v) }),
      error: error('breakDuration'),
    },
  ];
}

/** Why a CSV file was not imported, above the levels it left unchanged. */
function ImportProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm dark:border-red-900 dark:bg-red-950/30"
    >
      <p className="font-medium text-red-800 dark:text-red-300">
        The file was not imported; the levels below are unchanged.
      </p>
      <ul className="mt-1 list-disc pl-5 text-red-700 dark:text-red-400">
        {problems.slice(0, 12).map((e) => (
          <li key={e}>{e}</li>
        ))}
        {problems.length > 12 ? <li>and {problems.length - 12} more</li> : null}
      </ul>
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        Columns: <span className="font-mono">{CSV_HEADER}</span> (only level and blinds are required).
      </p>
    </div>
  );
}

/** Adding a level (the last one's stakes doubled), and the structure in figures. */
function StructureFooter({
  levels,
  onChange,
  error,
}: {
  levels: readonly BlindLevel[];
  onChange: (levels: BlindLevel[]) => void;
  error: string | undefined;
}) {
  return (
    <div className="flex items-center gap-3 border-t border-zinc-100 px-4 py-3 dark:border-zinc-800">
      <Button
        variant="secondary"
        onClick={() => {
          const last = levels.at(-1)!;
          // The next level doubles the last one's blinds and antes: a start a director adjusts.
          onChange([
            ...levels,
            {
              ...last,
              blinds: last.blinds.map((b) => b * 2),
              antes: last.antes.map((a) => a * 2),
              bringIn: last.bringIn * 2,
              smallBet: last.smallBet * 2,
              bigBet: last.bigBet * 2,
              breakDuration: 0,
            },
          ]);
        }}
      >
        Add level
      </Button>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {levels.length} level{levels.length === 1 ? '' : 's'} ·{' '}
        {Math.round(levels.reduce((n, l) => n + l.levelDuration + l.breakDuration, 0) / 60)} minutes in all
        {levels.every((l) => l.levelDuration === 0) ? ' (untimed: a cash game stays on its first level)' : ''}
      </p>
      {error ? <FormError>{error}</FormError> : null}
    </div>
  );
}

/** Start from a preset, or take the levels out as CSV or in from a file. */
function StructureTools({
  preset,
  onPreset,
  onUsePreset,
  onExport,
  onImport,
}: {
  preset: BlindPreset['id'];
  onPreset: (preset: BlindPreset['id']) => void;
  onUsePreset: () => void;
  onExport: () => void;
  onImport: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
      <SelectField
        label="Preset"
        value={preset}
        onValue={onPreset}
        options={BLIND_PRESETS.map((p) => ({ value: p.id, label: p.label }))}
        className="w-44"
      />
      <Button variant="secondary" onClick={onUsePreset}>
        Use preset
      </Button>
      <p className="self-center text-xs text-zinc-500 dark:text-zinc-400">
        {BLIND_PRESETS.find((p) => p.id === preset)?.description}
      </p>
      <div className="ml-auto flex gap-2">
        <Button variant="secondary" onClick={onExport}>
          Export CSV
        </Button>
        <Button variant="secondary" onClick={() => file.current?.click()}>
          Import CSV
        </Button>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          className="hidden"
          aria-label="CSV file of blind levels"
          onChange={onImport}
        />
      </div>
    </div>
  );
}

/** A level's buttons: its details (saying how many of its errors they hold), and removing it. */
function LevelActions({
  index,
  unseen,
  open,
  onToggle,
  onRemove,
}: {
  index: number;
  /** Errors of the level in fields its row does not show. */
  unseen: number;
  open: boolean;
  onToggle: () => void;
  /** Null when it is the only level. */
  onRemove: (() => void) | null;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        className={`h-9 whitespace-nowrap ${unseen > 0 ? 'text-red-700 dark:text-red-400' : ''}`}
        aria-expanded={open}
        aria-label={`Level ${index + 1} details`}
        onClick={onToggle}
      >
        {unseen > 0 ? `Details (${unseen} to fix)` : open ? 'Hide details' : 'Details'}
      </Button>
      <Button
        variant="ghost"
        className="h-9"
        aria-label={`Remove level ${index + 1}`}
        disabled={onRemove === null}
        onClick={() => onRemove?.()}
      >
        Remove
      </Button>
    </div>
  );
}

/**
 * The blind structure: a row per level with the stakes a director reads (blinds, big-blind ante,
 * level and break length, bomb pot, boards), every other field of the level under Details; presets,
 * CSV export and import. Errors come from the table's form, keyed `blindLevels.<i>.<field>`.
 */
export function BlindStructureEditor({
  tableKey,
  levels,
  onChange,
  errors,
}: {
  tableKey: string;
  levels: readonly BlindLevel[];
  onChange: (levels: BlindLevel[]) => void;
  errors: FieldErrors;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [preset, setPreset] = useState<BlindPreset['id']>('regular');
  const [confirmPreset, setConfirmPreset] = useState(false);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const base = levels[0]!;
  const chosenPreset = BLIND_PRESETS.find((p) => p.id === preset)!;
  const stud = isBringInLevel(base);

  const setLevel = (index: number, patch: Partial<BlindLevel>) =>
    onChange(levels.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const reindex = (list: BlindLevel[]) => list.map((l, index) => ({ ...l, index }));
  const errorOf = (index: number) => (field: string) => errors[`blindLevels.${index}.${field}`];
  const errorCount = (index: number) =>
    Object.keys(errors).filter((k) => k.startsWith(`blindLevels.${index}.`)).length;
  const summaryFields = [
    'blinds.0',
    'blinds.1',
    'antes.1',
    'levelDuration',
    'breakDuration',
    'bringIn',
    'smallBet',
  ];

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const result = blindLevelsFromCsv(await chosen.text(), base);
    if (!result.ok) {
      setImportErrors(result.errors);
      toast.error(
        `${chosen.name} was not imported: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}, listed above the levels.`,
      );
      return;
    }
    setImportErrors([]);
    onChange(result.levels);
    toast.success(`${result.levels.length} levels read from ${chosen.name}. Save to keep them.`);
  };

  return (
    <div className="flex flex-col">
      <StructureTools
        preset={preset}
        onPreset={setPreset}
        onUsePreset={() => setConfirmPreset(true)}
        onExport={() =>
          downloadText(blindLevelsToCsv(levels), `${tableKey}-blinds.csv`, 'text/csv;charset=utf-8', 1000)
        }
        onImport={importCsv}
      />
      <ImportProblems problems={importErrors} />
      <div className="overflow-x-auto">
        <LevelTable
          levels={levels}
          headers={[
            stud ? 'Bring-in' : 'Small blind',
            stud ? 'Small bet' : 'Big blind',
            'BB ante',
            'Minutes',
            'Break after',
          ]}
          rowKey={(level) => level.index}
          figures={(level, i) => levelFigures(level, errorOf(i), stud, (patch) => setLevel(i, patch))}
          actions={(_, i) => (
            <LevelActions
              index={i}
              unseen={errorCount(i) - summaryFields.filter((f) => errorOf(i)(f)).length}
              open={open === i}
              onToggle={() => setOpen(open === i ? null : i)}
              onRemove={
                levels.length === 1 ? null : () => onChange(reindex(levels.filter((_, j) => j !== i)))
              }
            />
          )}
          after={(level, i) =>
            open === i ? (
              <tr>
                <td colSpan={7} className="p-0">
                  <LevelDetails level={level} onChange={(patch) => setLevel(i, patch)} error={errorOf(i)} />
                </td>
              </tr>
            ) : null
          }
        />
      </div>
      <StructureFooter
        levels={levels}
        onChange={(list) => onChange(reindex(list))}
        error={errors.blindLevels}
      />
      <ConfirmDialog
        open={confirmPreset}
        onClose={() => setConfirmPreset(false)}
        title={`Use the ${chosenPreset.label.toLowerCase()} structure?`}
        description={`${chosenPreset.steps.length} levels replace the ${levels.length} here: ${chosenPreset.description}, for ${chosenPreset.startingStack.toLocaleString('en-US')} starting chips. Nothing is saved until you save.`}
        confirmLabel="Use preset"
        onConfirm={() => {
          onChange(presetLevels(chosenPreset, base));
          setConfirmPreset(false);
          setOpen(null);
        }}
      />
    </div>
  );
}
