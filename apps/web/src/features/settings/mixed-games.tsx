import { type GameSettings, VARIATION_INFO, type Variation } from '@railbird/protocol';
import { useState } from 'react';
import { Button } from '../../ui/button.js';
import { CheckboxField, FormError, SelectField } from '../../ui/fields.js';
import type { FieldErrors } from './field-errors.js';
import { VARIATION_OPTIONS } from './labels.js';

/** Mixed games: the rotation the table plays when on (spec §3 gameList, mixedGameEnabled). */
export function MixedGames({
  game,
  onChange,
  errors,
}: {
  game: GameSettings;
  onChange: (patch: Partial<GameSettings>) => void;
  errors: FieldErrors;
}) {
  const [adding, setAdding] = useState<Variation>('NLH');
  const list = game.gameList;
  const move = (from: number, to: number) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange({ gameList: next });
  };
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap gap-6">
        <CheckboxField
          label="Play a mixed game"
          hint="The table rotates through the games below, in order"
          checked={game.mixedGameEnabled}
          onChecked={(mixedGameEnabled) => onChange({ mixedGameEnabled })}
          error={errors.mixedGameEnabled}
        />
        <CheckboxField
          label="Return to the table's game after a one-off hand"
          checked={game.variationAutoReset}
          onChecked={(variationAutoReset) => onChange({ variationAutoReset })}
        />
      </div>
      <ol aria-label="Game rotation" className="flex flex-wrap items-center gap-2">
        {list.length === 0 ? (
          <li className="text-sm text-zinc-500 dark:text-zinc-400">
            No games in the rotation yet: add the first below.
          </li>
        ) : null}
        {list.map((v, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a rotation may list a game twice; its place is its identity.
            key={`${v}-${i}`}
            className="inline-flex items-center gap-1 rounded-md border border-zinc-300 py-0.5 pr-0.5 pl-2 text-sm dark:border-zinc-700"
          >
            <span className="tabular text-xs text-zinc-500">{i + 1}.</span>
            <span className="font-medium">{VARIATION_INFO[v].shortCode}</span>
            <Button
              variant="ghost"
              className="h-7 px-1.5"
              aria-label={`Move ${v} earlier`}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              ←
            </Button>
            <Button
              variant="ghost"
              className="h-7 px-1.5"
              aria-label={`Remove ${v} from the rotation`}
              onClick={() => onChange({ gameList: list.filter((_, j) => j !== i) })}
            >
              ×
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex items-end gap-2">
        <SelectField
          label="Game to add"
          value={adding}
          onValue={setAdding}
          options={VARIATION_OPTIONS}
          className="w-64"
        />
        <Button variant="secondary" onClick={() => onChange({ gameList: [...list, adding] })}>
          Add to rotation
        </Button>
      </div>
      {errors.gameList ? <FormError>{errors.gameList}</FormError> : null}
    </div>
  );
}
