import type { HandFilter, Variation } from '@railbird/protocol';
import { VARIATION_INFO } from '@railbird/protocol';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../ui/button.js';
import { InputField, SelectField } from '../../ui/fields.js';
import {
  EMPTY_FORM,
  type FilterErrors,
  type FilterForm,
  filterFromForm,
  formFromFilter,
} from './filter-url.js';

const VARIATIONS = [
  { value: '' as const, label: 'Any game' },
  ...(Object.keys(VARIATION_INFO) as Variation[]).map((v) => ({
    value: v,
    label: VARIATION_INFO[v].shortCode,
  })),
];
const YES_NO = [
  { value: '' as const, label: 'Any' },
  { value: 'true' as const, label: 'Yes' },
  { value: 'false' as const, label: 'No' },
];

/**
 * The vault's filters in one bar: when the hand ended, a player, the game, the pot, showdown and all
 * in. Applying checks the fields with the server's schema and names what is wrong beside each field;
 * a good filter goes to the URL (`onApply`), so the view can be shared and reloaded.
 */
export function FilterBar({
  filter,
  urlErrors,
  onApply,
}: {
  filter: HandFilter;
  /** What is wrong with a filter typed into the URL by hand. */
  urlErrors: FilterErrors | null;
  onApply: (filter: HandFilter) => void;
}) {
  const [form, setForm] = useState<FilterForm>(() => formFromFilter(filter));
  const [errors, setErrors] = useState<FilterErrors>(urlErrors ?? {});
  // The URL changed (back, a shared link): the fields follow it.
  const applied = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `applied` stands for `filter` by value.
  useEffect(() => {
    setForm(formFromFilter(filter));
  }, [applied]);
  useEffect(() => setErrors(urlErrors ?? {}), [urlErrors]);

  const set = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = filterFromForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.filter);
  };
  const clear = () => {
    setForm(EMPTY_FORM);
    setErrors({});
    onApply({});
  };

  return (
    <form
      aria-label="Filter hands"
      onSubmit={submit}
      noValidate
      className="grid grid-cols-2 items-start gap-x-3 gap-y-2 p-3 sm:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,0.8fr)_minmax(0,0.8fr)_minmax(0,0.7fr)_minmax(0,0.7fr)_auto]"
    >
      <InputField
        label="Ended from"
        type="datetime-local"
        value={form.from}
        error={errors.from}
        onChange={(e) => set('from', e.target.value)}
      />
      <InputField
        label="Ended before"
        type="datetime-local"
        value={form.to}
        error={errors.to}
        onChange={(e) => set('to', e.target.value)}
      />
      <InputField
        label="Player"
        placeholder="Name or id"
        value={form.player}
        error={errors.player}
        onChange={(e) => set('player', e.target.value)}
      />
      <SelectField
        label="Game"
        value={form.variation}
        options={VARIATIONS}
        error={errors.variation}
        onValue={(v) => set('variation', v)}
      />
      <InputField
        label="Pot from"
        numeric
        inputMode="decimal"
        placeholder="0"
        value={form.minPot}
        error={errors.minPot}
        onChange={(e) => set('minPot', e.target.value)}
      />
      <InputField
        label="Pot up to"
        numeric
        inputMode="decimal"
        placeholder="Any"
        value={form.maxPot}
        error={errors.maxPot}
        onChange={(e) => set('maxPot', e.target.value)}
      />
      <SelectField
        label="Showdown"
        value={form.showdown}
        options={YES_NO}
        error={errors.showdown}
        onValue={(v) => set('showdown', v)}
      />
      <SelectField
        label="All in"
        value={form.allIn}
        options={YES_NO}
        error={errors.allIn}
        onValue={(v) => set('allIn', v)}
      />
      <div className="col-span-2 flex items-end gap-2 self-start pt-5 sm:col-span-4 lg:col-span-1">
        <Button type="submit">Apply</Button>
        <Button variant="ghost" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
