import { type GameSettings, positionSchema, type Variation } from '@railbird/protocol';
import { CheckboxField, InputField, NumberField, SelectField } from '../../ui/fields.js';
import type { FieldErrors } from './field-errors.js';
import { GAME_MODE_OPTIONS, VARIATION_OPTIONS } from './labels.js';

/** How staff call positions: the spec's codes in capitals ("UTG+1" for utg1). */
const POSITION_LABEL = (p: string) => p.replace(/^utg(\d)$/, 'UTG+$1').toUpperCase();

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The table-wide options of a table's game (spec §3 "Game settings"): the game, straddles, clock,
 * dealing. The blind levels have their own editor; mixed games and the skin theirs.
 */
export function GameOptions({
  game,
  onChange,
  errors,
}: {
  game: GameSettings;
  onChange: (patch: Partial<GameSettings>) => void;
  errors: FieldErrors;
}) {
  const straddles = new Set(game.straddlePositions);
  return (
    <div className="grid gap-6 p-4 lg:grid-cols-3">
      <Group title="Game">
        <SelectField
          label="Variation"
          value={game.variation}
          onValue={(variation: Variation) => onChange({ variation })}
          options={VARIATION_OPTIONS}
          error={errors.variation}
          hint="Each level's cards, limits and rankings follow the game when saved"
        />
        <SelectField
          label="Mode"
          value={game.mode}
          onValue={(mode) => onChange({ mode })}
          options={GAME_MODE_OPTIONS}
          error={errors.mode}
        />
        <InputField
          label="Game name"
          value={game.name}
          onChange={(e) => onChange({ name: e.target.value })}
          error={errors.name}
          hint="Shown on overlays; empty: the variation"
        />
      </Group>
      <Group title="Straddles">
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Straddle positions</legend>
          {positionSchema.options.map((p) => (
            <label
              key={p}
              className={`inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border px-2 text-xs font-medium ${
                straddles.has(p)
                  ? 'border-accent-600 bg-accent-50 text-accent-800 dark:border-accent-500 dark:bg-accent-800/30 dark:text-accent-400'
                  : 'border-zinc-300 text-zinc-700 dark:border-zinc-700 dark:text-zinc-300'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={straddles.has(p)}
                onChange={(e) =>
                  onChange({
                    straddlePositions: positionSchema.options.filter((q) =>
                      q === p ? e.target.checked : straddles.has(q),
                    ),
                  })
                }
              />
              {POSITION_LABEL(p)}
            </label>
          ))}
        </fieldset>
        {errors.straddlePositions ? (
          <p className="text-xs text-red-700 dark:text-red-400">{errors.straddlePositions}</p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            label="Min straddle"
            value={game.minStraddle}
            onValue={(minStraddle) => onChange({ minStraddle })}
            error={errors.minStraddle}
          />
          <NumberField
            label="Max straddle"
            value={game.maxStraddle}
            onValue={(maxStraddle) => onChange({ maxStraddle })}
            error={errors.maxStraddle}
            hint="0: no cap"
          />
        </div>
        <CheckboxField
          label="Ultimate straddle"
          hint="The button may straddle"
          checked={game.ultimateStraddle}
          onChecked={(ultimateStraddle) => onChange({ ultimateStraddle })}
        />
      </Group>
      <Group title="Clock and dealing">
        <NumberField
          label="Shot clock (seconds)"
          value={game.shotClockDuration}
          onValue={(shotClockDuration) => onChange({ shotClockDuration })}
          error={errors.shotClockDuration}
          hint="0: no shot clock"
        />
        <CheckboxField
          label="No burn cards"
          checked={game.noBurnEnabled}
          onChecked={(noBurnEnabled) => onChange({ noBurnEnabled })}
        />
        <CheckboxField
          label="Bomb pots burn"
          hint="Burn before each board card of a bomb pot"
          checked={game.bombPotBurns}
          onChecked={(bombPotBurns) => onChange({ bombPotBurns })}
        />
        <CheckboxField
          label="Antes before blinds"
          hint="Decides what a short stack is all in for"
          checked={game.isAnteFirst}
          onChecked={(isAnteFirst) => onChange({ isAnteFirst })}
        />
        <CheckboxField
          label="Seat numbers in player names"
          checked={game.includeSeatNumberInPlayerNames}
          onChecked={(includeSeatNumberInPlayerNames) => onChange({ includeSeatNumberInPlayerNames })}
        />
      </Group>
    </div>
  );
}
