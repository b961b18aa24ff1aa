/** Every field of one blind level that its row in the structure does not show: under "Details". */
import {
  type BlindLevel,
  type Limit,
  limitSchema,
  MAX_CAPACITY,
  type RankingType,
  type Street,
} from '@railbird/protocol';
import { CheckboxField, InputField, NumberField, SelectField } from '../../ui/fields.js';

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

export type LevelErrors = (field: string) => string | undefined;

/** Whole minutes of a duration in seconds, for the fields (the schema keeps seconds). */
export const minutes = (seconds: number) => (Number.isNaN(seconds) ? Number.NaN : seconds / 60);
export const seconds = (value: number) =>
  Number.isNaN(value) ? Number.NaN : Math.round(value * 60 * 1000) / 1000;

/** The fields of a level that are one number. */
type NumericLevelField = {
  [K in keyof BlindLevel]: BlindLevel[K] extends number ? K : never;
}[keyof BlindLevel];

/** A level's single figures under Details, in the order a director reads them. */
const LEVEL_NUMBERS: readonly { field: NumericLevelField; label: string; hint?: string }[] = [
  { field: 'splash', label: 'Splash', hint: '0: off' },
  { field: 'smallBet', label: 'Small bet', hint: 'Fixed limit' },
  { field: 'bigBet', label: 'Big bet', hint: 'Fixed limit' },
  { field: 'bringIn', label: 'Bring-in', hint: 'Stud' },
  { field: 'studAnte', label: 'Stud ante' },
  { field: 'bombPotAmount', label: 'Bomb pot', hint: 'Each player; 0: none' },
  { field: 'numBoards', label: 'Boards', hint: '1 to 3' },
  { field: 'maxPlayers', label: 'Max players' },
  { field: 'smallestDenomination', label: 'Smallest chip' },
  { field: 'numPlayerCards', label: 'Player cards' },
  { field: 'numStreets', label: 'Streets' },
  { field: 'numBurnCards', label: 'Burn cards' },
  { field: 'numBoardCards', label: 'Board cards' },
  { field: 'numDealerCards', label: 'Dealer cards' },
  { field: 'numDealerHands', label: 'Dealer hands' },
];

export function LevelDetails({
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
        {LEVEL_NUMBERS.map(({ field, label, hint }) => (
          <NumberField
            key={field}
            label={label}
            value={level[field]}
            onValue={(value) => onChange({ [field]: value })}
            error={error(field)}
            {...(hint ? { hint } : {})}
          />
        ))}
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
