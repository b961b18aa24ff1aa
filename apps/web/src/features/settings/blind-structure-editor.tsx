import {
  type BlindLevel,
  type Limit,
  limitSchema,
  MAX_CAPACITY,
  type RankingType,
  type Street,
} from '@railbird/protocol';
import { type ChangeEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/button.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { CheckboxField, FormError, InputField, NumberField, SelectField } from '../../ui/fields.js';
import { blindLevelsFromCsv, blindLevelsToCsv, CSV_HEADER } from './blind-csv.js';
import { BLIND_PRESETS, type BlindPreset, isBringInLevel, presetLevels } from './blind-presets.js';
import type { FieldErrors } from './field-errors.js';

const BOARD_STREETS: readonly Street[] = ['PREFLOP', 'FLOP', 'TURN', 'RIVER'];
const STUD_STREETS: readonly Street[] = ['THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH'];
const LIMIT_OPTIONS = [
  { value: 'NONE', label: 'No betting' },
  ...limitSchema.options.map((l) => ({ value: l, label: l.replace('_', ' ').toLowerCase() })),
] as const;

/** Space-separated numbers as a field (straddles, discards); NaN for a word that is not a number. */
const numbersText = (values: readonly number[]) => values.join(' ');
const parseNumbers = (text: string) => (text.trim() === '' ? [] : text.trim().split(/\s+/).map(Number));

/** Slot headings: the first two are the blinds' seats; the rest extra blinds (or antes) by number. */
const SLOT_NAMES = ['SB', 'BB'];

type LevelErrors = (field: string) => string | undefined;

function LevelDetails({
  level,
  onChange,
  error,
}: {
  level: BlindLevel;
  onChange: (patch: Partial<BlindLevel>) => void;
  error: LevelErrors;
}) {
  const streets = STUD_STREETS.some((s) => s in level.limits) ? STUD_STREETS : BOARD_STREETS;
  const slot = (key: 'blinds' | 'antes', i: number) => (value: number) =>
    onChange({ [key]: level[key].map((v, j) => (j === i ? value : v)) });
  return (
    <div className="flex flex-col gap-4 bg-zinc-50 px-4 py-4 dark:bg-zinc-950/40">
      {(['blinds', 'antes'] as const).map((key) => (
        <div key={key}>
          <p className="mb-1.5 text-xs font-semibold text-zinc-600 dark:text-zinc-400">
            {key === 'blinds'
              ? 'Blinds by slot (3 to 10: extra blinds)'
              : 'Antes by slot (BB alone: a big-blind ante; every slot: everyone antes)'}
          </p>
          <div className="grid grid-cols-10 gap-2">
            {Array.from({ length: MAX_CAPACITY }, (_, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, fixed in number.
                key={`head-${i}`}
                aria-hidden
                className="text-center text-[11px] font-medium text-zinc-500 dark:text-zinc-400"
              >
                {SLOT_NAMES[i] ?? i + 1}
              </span>
            ))}
            {Array.from({ length: MAX_CAPACITY }, (_, i) => (
              <NumberField
                // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, fixed in number.
                key={i}
                label={`${key === 'blinds' ? 'Blind' : 'Ante'} slot ${i + 1}`}
                hideLabel
                placeholder={String(i + 1)}
                value={level[key][i] ?? 0}
                onValue={slot(key, i)}
                error={error(`${key}.${i}`)}
              />
            ))}
          </div>
        </div>
      ))}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6">
        <InputField
          label="Straddles"
          value={numbersText(level.straddles)}
          onChange={(e) => onChange({ straddles: parseNumbers(e.target.value) })}
          error={error('straddles')}
          hint="Amounts in order, e.g. 400 800"
        />
        <NumberField
          label="Splash"
          value={level.splash}
          onValue={(splash) => onChange({ splash })}
          error={error('splash')}
          hint="0: off"
        />
        <NumberField
          label="Small bet"
          value={level.smallBet}
          onValue={(smallBet) => onChange({ smallBet })}
          error={error('smallBet')}
          hint="Fixed limit"
        />
        <NumberField
          label="Big bet"
          value={level.bigBet}
          onValue={(bigBet) => onChange({ bigBet })}
          error={error('bigBet')}
          hint="Fixed limit"
        />
        <NumberField
          label="Bring-in"
          value={level.bringIn}
          onValue={(bringIn) => onChange({ bringIn })}
          error={error('bringIn')}
          hint="Stud"
        />
        <NumberField
          label="Stud ante"
          value={level.studAnte}
          onValue={(studAnte) => onChange({ studAnte })}
          error={error('studAnte')}
        />
        <NumberField
          label="Bomb pot"
          value={level.bombPotAmount}
          onValue={(bombPotAmount) => onChange({ bombPotAmount })}
          error={error('bombPotAmount')}
          hint="Each player; 0: none"
        />
        <NumberField
          label="Boards"
          value={level.numBoards}
          onValue={(numBoards) => onChange({ numBoards })}
          error={error('numBoards')}
          hint="1 to 3"
        />
        <NumberField
          label="Max players"
          value={level.maxPlayers}
          onValue={(maxPlayers) => onChange({ maxPlayers })}
          error={error('maxPlayers')}
        />
        <NumberField
          label="Smallest chip"
          value={level.smallestDenomination}
          onValue={(smallestDenomination) => onChange({ smallestDenomination })}
          error={error('smallestDenomination')}
        />
        <NumberField
          label="Player cards"
          value={level.numPlayerCards}
          onValue={(numPlayerCards) => onChange({ numPlayerCards })}
          error={error('numPlayerCards')}
        />
        <NumberField
          label="Streets"
          value={level.numStreets}
          onValue={(numStreets) => onChange({ numStreets })}
          error={error('numStreets')}
        />
        <NumberField
          label="Burn cards"
          value={level.numBurnCards}
          onValue={(numBurnCards) => onChange({ numBurnCards })}
          error={error('numBurnCards')}
        />
        <NumberField
          label="Board cards"
          value={level.numBoardCards}
          onValue={(numBoardCards) => onChange({ numBoardCards })}
          error={error('numBoardCards')}
        />
        <NumberField
          label="Dealer cards"
          value={level.numDealerCards}
          onValue={(numDealerCards) => onChange({ numDealerCards })}
          error={error('numDealerCards')}
        />
        <NumberField
          label="Dealer hands"
          value={level.numDealerHands}
          onValue={(numDealerHands) => onChange({ numDealerHands })}
          error={error('numDealerHands')}
        />
        <InputField
          label="Ranking types"
          value={level.rankingTypes.join(' ')}
          onChange={(e) =>
            onChange({ rankingTypes: e.target.value.trim().split(/\s+/).filter(Boolean) as RankingType[] })
          }
          error={error('rankingTypes')}
          hint="One or two, e.g. HIGH_2 LOW_8_2"
        />
        <InputField
          label="Discard cards"
          value={numbersText(level.discardCards)}
          onChange={(e) => onChange({ discardCards: parseNumbers(e.target.value) })}
          error={error('discardCards')}
          hint="Per draw or discard round"
        />
        <InputField
          label="Target cards"
          value={numbersText(level.targetCards)}
          onChange={(e) => onChange({ targetCards: parseNumbers(e.target.value) })}
          error={error('targetCards')}
          hint="Hand size after each round"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {streets.map((street) => (
          <SelectField
            key={street}
            label={`${street.toLowerCase()} limit`}
            value={(level.limits[street] ?? 'NONE') as Limit | 'NONE'}
            onValue={(value) => {
              const limits = { ...level.limits };
              if (value === 'NONE') delete limits[street];
              else limits[street] = value;
              onChange({ limits });
            }}
            options={LIMIT_OPTIONS}
            error={error(`limits.${street}`)}
          />
        ))}
      </div>
      <CheckboxField
        label="A-2-3-4-5 is a straight"
        checked={level.lowEndStraight}
        onChecked={(lowEndStraight) => onChange({ lowEndStraight })}
        error={error('lowEndStraight')}
      />
    </div>
  );
}

/** Whole minutes of a duration in seconds, for the fields (the schema keeps seconds). */
const minutes = (seconds: number) => (Number.isNaN(seconds) ? Number.NaN : seconds / 60);
const seconds = (value: number) => (Number.isNaN(value) ? Number.NaN : Math.round(value * 60 * 1000) / 1000);

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
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
  const file = useRef<HTMLInputElement>(null);
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
      <div className="flex flex-wrap items-end gap-2 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <SelectField
          label="Preset"
          value={preset}
          onValue={setPreset}
          options={BLIND_PRESETS.map((p) => ({ value: p.id, label: p.label }))}
          className="w-44"
        />
        <Button variant="secondary" onClick={() => setConfirmPreset(true)}>
          Use preset
        </Button>
        <p className="self-center text-xs text-zinc-500 dark:text-zinc-400">{chosenPreset.description}</p>
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            onClick={() => download(`${tableKey}-blinds.csv`, blindLevelsToCsv(levels))}
          >
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
            onChange={importCsv}
          />
        </div>
      </div>
      {importErrors.length > 0 ? (
        <div
          role="alert"
          className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm dark:border-red-900 dark:bg-red-950/30"
        >
          <p className="font-medium text-red-800 dark:text-red-300">
            The file was not imported; the levels below are unchanged.
          </p>
          <ul className="mt-1 list-disc pl-5 text-red-700 dark:text-red-400">
            {importErrors.slice(0, 12).map((e) => (
              <li key={e}>{e}</li>
            ))}
            {importErrors.length > 12 ? <li>and {importErrors.length - 12} more</li> : null}
          </ul>
          <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
            Columns: <span className="font-mono">{CSV_HEADER}</span> (only level and blinds are required).
          </p>
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-zinc-500 dark:text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-3 pl-4 font-medium">
                Level
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {stud ? 'Bring-in' : 'Small blind'}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {stud ? 'Small bet' : 'Big blind'}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                BB ante
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Minutes
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Break after
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level, i) => {
              const error = errorOf(i);
              const hidden = errorCount(i) - summaryFields.filter((f) => error(f)).length;
              const cell = (label: string, value: number, onValue: (v: number) => void, field: string) => (
                <td className="py-1.5 pr-3 align-top">
                  <NumberField
                    label={`Level ${i + 1} ${label}`}
                    hideLabel
                    value={value}
                    onValue={onValue}
                    error={error(field)}
                    className="ml-auto w-28"
                  />
                </td>
              );
              return [
                <tr key={`row-${level.index}`} className="border-t border-zinc-100 dark:border-zinc-800">
                  <td className="tabular py-1.5 pr-3 pl-4 align-top font-medium">
                    <span className="flex h-9 items-center">{i + 1}</span>
                  </td>
                  {stud
                    ? cell('bring-in', level.bringIn, (bringIn) => setLevel(i, { bringIn }), 'bringIn')
                    : cell(
                        'small blind',
                        level.blinds[0] ?? 0,
                        (v) => setLevel(i, { blinds: level.blinds.map((b, j) => (j === 0 ? v : b)) }),
                        'blinds.0',
                      )}
                  {stud
                    ? cell(
                        'small bet',
                        level.smallBet,
                        (smallBet) => setLevel(i, { smallBet, bigBet: smallBet * 2 }),
                        'smallBet',
                      )
                    : cell(
                        'big blind',
                        level.blinds[1] ?? 0,
                        (v) => setLevel(i, { blinds: level.blinds.map((b, j) => (j === 1 ? v : b)) }),
                        'blinds.1',
                      )}
                  {cell(
                    'big-blind ante',
                    level.antes[1] ?? 0,
                    (v) => setLevel(i, { antes: level.antes.map((a, j) => (j === 1 ? v : a)) }),
                    'antes.1',
                  )}
                  {cell(
                    'minutes',
                    minutes(level.levelDuration),
                    (v) => setLevel(i, { levelDuration: seconds(v) }),
                    'levelDuration',
                  )}
                  {cell(
                    'break minutes',
                    minutes(level.breakDuration),
                    (v) => setLevel(i, { breakDuration: seconds(v) }),
                    'breakDuration',
                  )}
                  <td className="py-1.5 pr-4 align-top">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        className={`h-9 whitespace-nowrap ${hidden > 0 ? 'text-red-700 dark:text-red-400' : ''}`}
                        aria-expanded={open === i}
                        aria-label={`Level ${i + 1} details`}
                        onClick={() => setOpen(open === i ? null : i)}
                      >
                        {hidden > 0 ? `Details (${hidden} to fix)` : open === i ? 'Hide details' : 'Details'}
                      </Button>
                      <Button
                        variant="ghost"
                        className="h-9"
                        aria-label={`Remove level ${i + 1}`}
                        disabled={levels.length === 1}
                        onClick={() => onChange(reindex(levels.filter((_, j) => j !== i)))}
                      >
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>,
                open === i ? (
                  <tr key={`details-${level.index}`}>
                    <td colSpan={7} className="p-0">
                      <LevelDetails level={level} onChange={(patch) => setLevel(i, patch)} error={error} />
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      </div>
      <div className="flex items-center gap-3 border-t border-zinc-100 px-4 py-3 dark:border-zinc-800">
        <Button
          variant="secondary"
          onClick={() => {
            const last = levels.at(-1)!;
            // The next level doubles the last one's blinds and antes: a start a director adjusts.
            onChange(
              reindex([
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
              ]),
            );
          }}
        >
          Add level
        </Button>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {levels.length} level{levels.length === 1 ? '' : 's'} ·{' '}
          {Math.round(levels.reduce((n, l) => n + l.levelDuration + l.breakDuration, 0) / 60)} minutes in all
          {levels.every((l) => l.levelDuration === 0)
            ? ' (untimed: a cash game stays on its first level)'
            : ''}
        </p>
        {errors.blindLevels ? <FormError>{errors.blindLevels}</FormError> : null}
      </div>
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
