import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.js';
import { CheckboxField, FormError, InputField, NumberField, SelectField } from '../../ui/fields.js';
import {
  draftErrors,
  type EventDraft,
  errorSummary,
  type PointsKind,
  type PurchaseDraft,
} from './event-draft.js';
import { PayoutEditor } from './payout-editor.js';
import { standardPercents } from './payouts.js';
import { StructureEditor } from './structure-editor.js';

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="px-1 text-xs font-semibold text-zinc-700 dark:text-zinc-300">{title}</legend>
      {aside}
      {children}
    </fieldset>
  );
}

/** Amount, fee and chips of a purchase, in one row. */
function PurchaseFields({
  name,
  value,
  onChange,
  errors,
  prefix,
  disabled,
}: {
  name: string;
  value: PurchaseDraft;
  onChange: (patch: Partial<PurchaseDraft>) => void;
  errors: Record<string, string>;
  prefix: string;
  disabled?: boolean;
}) {
  return (
    <div className="grid grid-cols-3 gap-2">
      <NumberField
        label={`${name} amount`}
        hint="to the prize pool"
        value={value.amount}
        onValue={(amount) => onChange({ amount })}
        error={errors[`${prefix}.amount`]}
        disabled={disabled}
      />
      <NumberField
        label="Fee"
        hint="to the house"
        value={value.fee}
        onValue={(fee) => onChange({ fee })}
        error={errors[`${prefix}.fee`]}
        disabled={disabled}
      />
      <NumberField
        label="Chips"
        value={value.chips}
        onValue={(chips) => onChange({ chips })}
        error={errors[`${prefix}.chips`]}
        disabled={disabled}
      />
    </div>
  );
}

const POINTS_OPTIONS: readonly { value: PointsKind; label: string }[] = [
  { value: 'NONE', label: 'No league points' },
  { value: 'FORMULA', label: 'League formula (field size and place)' },
  { value: 'BY_PLACE', label: 'Fixed points per place' },
];

/**
 * Every field of spec §3 Event: name, times, max players, buy-in, rebuy, re-entry, add-on, bounty
 * (progressive or not), payouts (standard for the field, or a table that adds up to 100 %), league
 * points and league, the blind structure and the tables it plays at. Checked with the server's schema
 * on submit, then live as fields change.
 */
export function EventForm({
  initial,
  tables,
  submitLabel,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  initial: EventDraft;
  tables: readonly { key: string; name: string }[];
  submitLabel: string;
  pending: boolean;
  /** What the server refused, by form path. */
  serverErrors?: Record<string, string>;
  onSubmit: (draft: EventDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? { ...(serverErrors ?? {}), ...draftErrors(draft) } : (serverErrors ?? {});
  const set = (patch: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const levels = draft.levels.length;
  const levelHint = `of ${levels}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    onSubmit(draft);
  };
  const summary = errorSummary(errors);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={submitLabel}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="The event">
          <InputField
            label="Name"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            error={errors.name}
            placeholder="Thursday Turbo"
            autoComplete="off"
            required
          />
          <div className="grid grid-cols-2 gap-2">
            <InputField
              label="Starts"
              type="datetime-local"
              className="dark:[color-scheme:dark]"
              value={draft.start}
              onChange={(e) => set({ start: e.target.value })}
              error={errors.start}
            />
            <InputField
              label="Ends (optional)"
              type="datetime-local"
              className="dark:[color-scheme:dark]"
              value={draft.end}
              onChange={(e) => set({ end: e.target.value })}
              error={errors.end}
            />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <NumberField
              label="Max players"
              value={draft.maxPlayers}
              onValue={(maxPlayers) =>
                set({
                  maxPlayers,
                  ...(draft.standardPayouts && Number.isFinite(maxPlayers)
                    ? { payouts: standardPercents(maxPlayers) }
                    : {}),
                })
              }
              error={errors.maxPlayers}
            />
            <InputField
              label="League (optional)"
              value={draft.league}
              onChange={(e) => set({ league: e.target.value })}
              error={errors.league}
              placeholder="Winter League"
              autoComplete="off"
            />
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">Plays at</legend>
            {tables.length === 0 ? (
              <p className="text-xs text-zinc-500">This location has no tables yet: add one in Settings.</p>
            ) : (
              <div className="flex flex-wrap gap-x-4 gap-y-1.5">
                {tables.map((t) => (
                  <CheckboxField
                    key={t.key}
                    label={t.name}
                    checked={draft.tableKeys.includes(t.key)}
                    onChecked={(on) =>
                      set({
                        tableKeys: on
                          ? [...draft.tableKeys, t.key]
                          : draft.tableKeys.filter((k) => k !== t.key),
                      })
                    }
                  />
                ))}
              </div>
            )}
            {errors.tableKeys ? <FormError>{errors.tableKeys}</FormError> : null}
          </fieldset>
        </Section>

        <Section title="Buy-in and bounty">
          <PurchaseFields
            name="Buy-in"
            prefix="buyIn"
            value={draft.buyIn}
            onChange={(p) => set({ buyIn: { ...draft.buyIn, ...p } })}
            errors={errors}
          />
          <CheckboxField
            label="Bounty on every player"
            hint="Part of each buy-in and re-entry, paid to whoever knocks the player out."
            checked={draft.bounty.on}
            onChecked={(on) => set({ bounty: { ...draft.bounty, on } })}
          />
          {draft.bounty.on ? (
            <div className="grid grid-cols-2 items-start gap-2">
              <NumberField
                label="Bounty amount"
                value={draft.bounty.amount}
                onValue={(amount) => set({ bounty: { ...draft.bounty, amount } })}
                error={errors['bounty.amount']}
              />
              <div className="pt-6">
                <CheckboxField
                  label="Progressive knockout"
                  hint="Half paid, half onto the winner’s own bounty."
                  checked={draft.bounty.isProgressive}
                  onChecked={(isProgressive) => set({ bounty: { ...draft.bounty, isProgressive } })}
                />
              </div>
            </div>
          ) : null}
        </Section>

        <Section title="Rebuys, re-entries and add-on">
          <CheckboxField
            label="Rebuys"
            checked={draft.rebuy.on}
            onChecked={(on) => set({ rebuy: { ...draft.rebuy, on } })}
          />
          {draft.rebuy.on ? (
            <div className="flex flex-col gap-2">
              <PurchaseFields
                name="Rebuy"
                prefix="rebuy"
                value={draft.rebuy}
                onChange={(p) => set({ rebuy: { ...draft.rebuy, ...p } })}
                errors={errors}
              />
              <div className="grid grid-cols-3 gap-2">
                <NumberField
                  label="Until level"
                  hint={levelHint}
                  value={draft.rebuy.untilLevel}
                  onValue={(untilLevel) => set({ rebuy: { ...draft.rebuy, untilLevel } })}
                  error={errors['rebuy.untilLevel']}
                />
              </div>
            </div>
          ) : null}
          <CheckboxField
            label="Re-entries"
            checked={draft.reEntry.on}
            onChecked={(on) => set({ reEntry: { ...draft.reEntry, on } })}
          />
          {draft.reEntry.on ? (
            <div className="flex flex-col gap-2">
              <PurchaseFields
                name="Re-entry"
                prefix="reEntry"
                value={draft.reEntry}
                onChange={(p) => set({ reEntry: { ...draft.reEntry, ...p } })}
                errors={errors}
              />
              <div className="grid grid-cols-3 gap-2">
                <NumberField
                  label="Until level"
                  hint={levelHint}
                  value={draft.reEntry.untilLevel}
                  onValue={(untilLevel) => set({ reEntry: { ...draft.reEntry, untilLevel } })}
                  error={errors['reEntry.untilLevel']}
                />
                <NumberField
                  label="Re-entries per player"
                  value={draft.reEntry.maxCount}
                  onValue={(maxCount) => set({ reEntry: { ...draft.reEntry, maxCount } })}
                  error={errors['reEntry.maxCount']}
                />
              </div>
            </div>
          ) : null}
          <CheckboxField
            label="Add-on"
            checked={draft.addOn.on}
            onChecked={(on) => set({ addOn: { ...draft.addOn, on } })}
          />
          {draft.addOn.on ? (
            <div className="flex flex-col gap-2">
              <PurchaseFields
                name="Add-on"
                prefix="addOn"
                value={draft.addOn}
                onChange={(p) => set({ addOn: { ...draft.addOn, ...p } })}
                errors={errors}
              />
              <div className="grid grid-cols-3 gap-2">
                <NumberField
                  label="At level"
                  hint={levelHint}
                  value={draft.addOn.atLevel}
                  onValue={(atLevel) => set({ addOn: { ...draft.addOn, atLevel } })}
                  error={errors['addOn.atLevel']}
                />
              </div>
            </div>
          ) : null}
        </Section>

        <Section title="Payouts and points">
          <CheckboxField
            label="Standard payouts for the field size"
            hint="Places paid grow with the entries; set your own table to fix them."
            checked={draft.standardPayouts}
            onChecked={(standardPayouts) =>
              set({
                standardPayouts,
                ...(standardPayouts ? {} : { payouts: standardPercents(draft.maxPlayers || 2) }),
              })
            }
          />
          {draft.standardPayouts ? null : (
            <PayoutEditor
              percents={draft.payouts}
              onChange={(payouts) => set({ payouts })}
              standard={standardPercents(draft.maxPlayers || 2)}
              standardLabel={`for ${draft.maxPlayers || 2} entries`}
            />
          )}
          {errors.payouts && draft.standardPayouts ? <FormError>{errors.payouts}</FormError> : null}
          <SelectField
            label="League points"
            value={draft.points.kind}
            onValue={(kind) => set({ points: { ...draft.points, kind } })}
            options={POINTS_OPTIONS}
            error={errors.points}
          />
          {draft.points.kind === 'FORMULA' ? (
            <NumberField
              label="Multiplier"
              hint="2 for a main event that counts double."
              value={draft.points.multiplier}
              onValue={(multiplier) => set({ points: { ...draft.points, multiplier } })}
              error={errors['points.multiplier']}
            />
          ) : draft.points.kind === 'BY_PLACE' ? (
            <InputField
              label="Points for 1st, 2nd, 3rd…"
              hint="Numbers separated by spaces; places below get 0."
              value={draft.points.byPlace.join(' ')}
              onChange={(e) =>
                set({
                  points: {
                    ...draft.points,
                    byPlace:
                      e.target.value.trim() === ''
                        ? []
                        : e.target.value
                            .trim()
                            .split(/[\s,]+/)
                            .map(Number),
                  },
                })
              }
              error={errors['points.points'] ?? errors['points.points.0']}
            />
          ) : null}
        </Section>
      </div>

      <Section title="Blind structure">
        <StructureEditor
          levels={draft.levels}
          onChange={(next) => set({ levels: next })}
          errors={Object.fromEntries(
            Object.entries(errors)
              .filter(([k]) => k.startsWith('levels'))
              .map(([k, v]) => [k === 'levels' ? 'levels' : k.slice('levels.'.length), v]),
          )}
        />
      </Section>

      <div className="flex items-center justify-end gap-3">
        {summary ? (
          <FormError>
            {errors.form ? `${errors.form} ` : ''}
            {summary}
          </FormError>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
