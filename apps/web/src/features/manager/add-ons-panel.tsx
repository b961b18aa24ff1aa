import type { TableState } from '@railbird/protocol';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PlayingCard } from '../../ui/poker-table/playing-card.js';
import {
  ADD_ON_KEYS,
  ADD_ON_TITLES,
  type AddOnControl,
  type AddOnGroup,
  addOnControlForKey,
  addOnGroups,
  type BetForm,
  type SeatRow,
} from './add-ons.js';
import { NOT_LIVE, type Verdict } from './availability.js';
import { CommandButton } from './command-button.js';
import { keyPressOf } from './shortcuts.js';
import type { Commands } from './use-commands.js';

/**
 * The table's add-on games in the control panel (issue 19): each game's state in a line or two, the
 * confirmation it waits for in amber, the card it waits for, its commands as `addOnAction` and the
 * seats with something to do (a bet, insurance, a decision; for the room games the seat picked), each
 * enabled only when add-ons.ts says the game would take it; a refusal comes back with the engine's
 * reason (the panel's refusal line and a toast). Nothing shows while no add-on is on.
 */
export function AddOnsPanel({
  state,
  live,
  commands,
  selected,
  onSelect,
}: {
  state: TableState;
  live: boolean;
  commands: Commands;
  selected: number | null;
  onSelect: (seat: number | null) => void;
}) {
  const groups = addOnGroups(state, selected);
  // Y / N answer the confirmation the table waits for; G, H, T, 2, V, Q run the banked game's round.
  const latest = useRef({ groups, live, commands });
  latest.current = { groups, live, commands };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const press = keyPressOf(event);
      if (press.altKey || press.ctrlKey || press.metaKey || press.repeat) return;
      const t = press.target;
      if (t && (t.inDialog || t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)))
        return;
      const { groups: g, live: l, commands: c } = latest.current;
      const control = addOnControlForKey(g, event.key);
      if (!control) return;
      event.preventDefault();
      const verdict = l ? control.verdict : NOT_LIVE;
      if (verdict.ok) void c.send(control.label, 'addOnAction', control.command);
      else c.explain(control.label, verdict.reason);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (groups.length === 0) return null;
  const seatGames = groups.filter((g) => g.seatActions);
  const gate = (v: Verdict) => (live ? v : NOT_LIVE);
  const button = (c: AddOnControl, size: 'md' | 'lg' = 'md', className = '') => (
    <CommandButton
      key={c.id}
      className={className}
      label={c.label}
      tone={c.tone}
      size={size}
      shortcut={c.key}
      verdict={gate(c.verdict)}
      pending={commands.pending === c.label}
      onRun={() => void commands.send(c.label, 'addOnAction', c.command)}
      onExplain={(reason) => commands.explain(c.label, reason)}
    />
  );

  return (
    <section
      aria-label="Add-ons"
      data-testid="manager-add-ons"
      className="flex flex-col gap-4 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Add-ons</h2>
        {seatGames.length > 0 ? <SeatPicker state={state} selected={selected} onSelect={onSelect} /> : null}
      </div>
      {/* A game waiting for its confirmation comes first: the table waits for it. */}
      {[...groups.filter((g) => g.waiting), ...groups.filter((g) => !g.waiting)].map((group) => (
        <GroupView
          key={group.addOn}
          group={group}
          button={button}
          gate={gate}
          commands={commands}
          seatMissing={group.seatActions && group.rows.length === 0}
        />
      ))}
    </section>
  );
}

/** The seat the room games' seat actions are for: the seat picked on the table, or picked here. */
function SeatPicker({
  state,
  selected,
  onSelect,
}: {
  state: TableState;
  selected: number | null;
  onSelect: (seat: number | null) => void;
}) {
  const players = [...state.playerGroup.players].sort((a, b) => a.seatIndex - b.seatIndex);
  const value = selected !== null && players.some((p) => p.seatIndex === selected) ? String(selected) : '';
  return (
    <label className="flex items-center gap-2 text-xs font-medium text-zinc-600 dark:text-zinc-400">
      Seat
      <select
        aria-label="Seat for the add-on games"
        data-testid="add-ons-seat"
        value={value}
        onChange={(e) => onSelect(e.target.value === '' ? null : Number(e.target.value))}
        className="h-9 max-w-48 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
      >
        <option value="">Pick a seat…</option>
        {players.map((p) => (
          <option key={p.seatIndex} value={p.seatIndex}>
            {p.seatIndex + 1} · {p.displayName}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The controls that move the game on now, shown big: the round's next step (G) while the game takes
 * it, or the confirmation waited for. A next step not open now sits with the others, small.
 */
function isMain(group: AddOnGroup, c: AddOnControl): boolean {
  if (c.key === ADD_ON_KEYS.next) return c.verdict.ok;
  return group.waiting !== null && (c.key === ADD_ON_KEYS.confirm || c.key === ADD_ON_KEYS.reject);
}

function GroupView({
  group,
  button,
  gate,
  commands,
  seatMissing,
}: {
  group: AddOnGroup;
  button: (c: AddOnControl, size?: 'md' | 'lg', className?: string) => ReactNode;
  gate: (v: Verdict) => Verdict;
  commands: Commands;
  seatMissing: boolean;
}) {
  const banked = group.addOn === 'blackjack' || group.addOn === 'uth';
  const main = group.controls.filter((c) => isMain(group, c));
  const rest = group.controls.filter((c) => !isMain(group, c));
  return (
    <div
      className="flex flex-col gap-2 border-t border-zinc-200 pt-3 first-of-type:border-t-0 first-of-type:pt-0 dark:border-zinc-800"
      data-testid={`manager-add-on-${group.addOn}`}
    >
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {ADD_ON_TITLES[group.addOn]}
      </h3>
      <ul className="tabular flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-zinc-600 dark:text-zinc-400">
        {group.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {group.cards.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {group.cards.map((line) => (
            <div key={line.label} className="flex items-center gap-2">
              <span className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
                {line.label}
              </span>
              <span className="flex min-h-9 gap-0.5">
                {Array.from({ length: Math.max(line.slots, line.cards.length) }, (_, i) =>
                  i < line.cards.length ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional; a face may be unknown.
                    <PlayingCard key={i} card={line.cards[i] ?? null} height={36} deck="four" />
                  ) : (
                    <span
                      // biome-ignore lint/suspicious/noArrayIndexKey: empty slots are positional.
                      key={i}
                      aria-hidden
                      className="inline-block h-9 w-[26px] rounded-sm border border-dashed border-zinc-300 dark:border-zinc-700"
                    />
                  ),
                )}
              </span>
            </div>
          ))}
        </div>
      ) : null}
      {group.waiting ? (
        <p className="rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {group.waiting}
        </p>
      ) : null}
      {group.prompt ? (
        <p
          className="rounded-md bg-zinc-100 px-3 py-2 text-sm font-semibold text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100"
          data-testid={`manager-add-on-${group.addOn}-prompt`}
          aria-live="polite"
        >
          {group.prompt}
        </p>
      ) : null}
      {main.length > 0 ? (
        // Confirm beside reject: the confirmation (the longer label) gets the wider half.
        <div className={`grid gap-2 ${main.length > 1 ? 'grid-cols-[3fr_2fr]' : 'grid-cols-1'}`}>
          {main.map((c) => button(c, 'lg', 'whitespace-nowrap'))}
        </div>
      ) : null}
      {rest.length > 0 ? (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
          {rest.map((c) => button(c, 'md', 'whitespace-nowrap'))}
        </div>
      ) : null}
      {group.rows.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {group.rows.map((row) => (
            <RowView
              key={`${row.seatIndex}-${row.name}`}
              row={row}
              banked={banked}
              button={button}
              gate={gate}
              commands={commands}
            />
          ))}
        </ul>
      ) : null}
      {seatMissing ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Pick a seat (above, or on the table) for its {ADD_ON_TITLES[group.addOn].toLowerCase()} actions.
        </p>
      ) : null}
    </div>
  );
}

function RowView({
  row,
  banked,
  button,
  gate,
  commands,
}: {
  row: SeatRow;
  banked: boolean;
  button: (c: AddOnControl, size?: 'md' | 'lg', className?: string) => ReactNode;
  gate: (v: Verdict) => Verdict;
  commands: Commands;
}) {
  // A banked game's decisions: the likely ones (hit, stand, a play bet) big, the rest beside them.
  const big = banked ? row.controls.filter((c) => c.tone === 'primary') : [];
  const small = row.controls.filter((c) => !big.includes(c));
  const inlineBet = row.bet !== null && row.bet.fields.length === 1;
  return (
    <li
      className={`flex flex-col gap-2 rounded-md border p-2 ${
        row.acting
          ? 'border-amber-500 bg-amber-50 dark:border-amber-500 dark:bg-amber-950/40'
          : 'border-zinc-200 dark:border-zinc-800'
      }`}
      data-testid={`add-on-row-${row.seatIndex}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold">{row.name}</span>
          {inlineBet && row.note ? (
            <span className="tabular text-xs text-zinc-600 dark:text-zinc-400">{row.note}</span>
          ) : null}
        </span>
        {inlineBet ? (
          <BetFormView key={row.bet!.id} form={row.bet!} gate={gate} commands={commands} inline />
        ) : (
          <span className="tabular flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            {row.cards && row.cards.length > 0 ? (
              <span className="flex gap-0.5">
                {row.cards.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional; a face may be unknown.
                  <PlayingCard key={i} card={c} height={30} deck="four" />
                ))}
              </span>
            ) : null}
            {row.note}
          </span>
        )}
      </div>
      {row.bet && !inlineBet ? (
        <BetFormView key={row.bet.id} form={row.bet} gate={gate} commands={commands} />
      ) : null}
      {big.length > 0 ? (
        <div className={`grid gap-2 ${big.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
          {big.map((c) => button(c, 'lg', 'whitespace-nowrap'))}
        </div>
      ) : null}
      {small.length > 0 ? (
        <div
          className={`grid gap-2 ${banked ? 'grid-cols-3' : 'grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]'}`}
        >
          {small.map((c) => button(c, 'md', 'whitespace-nowrap'))}
        </div>
      ) : null}
    </li>
  );
}

/** A bet typed in: one field per amount (Enter sends), the button enabled when the game takes it. */
function BetFormView({
  form,
  gate,
  commands,
  inline = false,
}: {
  form: BetForm;
  gate: (v: Verdict) => Verdict;
  commands: Commands;
  /** One amount beside the seat's name: the label only for screen readers. */
  inline?: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(form.fields.map((f) => [f.key, String(f.initial)])),
  );
  const numbers = Object.fromEntries(
    form.fields.map((f) => [f.key, values[f.key] === '' ? Number.NaN : Number(values[f.key])]),
  );
  const checked = form.check(numbers);
  const verdict = gate(checked.verdict);
  return (
    <form
      // The game checks the amount (and says why): the browser's own step and range bubble would not.
      noValidate
      className={`flex items-end gap-2 ${inline ? '' : 'w-full'}`}
      data-testid={form.id}
      onSubmit={(event) => {
        event.preventDefault();
        if (verdict.ok) void commands.send(checked.label, 'addOnAction', checked.command);
        else commands.explain(checked.label, verdict.reason);
      }}
    >
      {form.fields.map((f) => (
        <label
          key={f.key}
          className={`flex min-w-0 flex-col gap-0.5 text-[11px] font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400 ${inline ? 'w-24' : 'flex-1'}`}
        >
          <span className={inline ? 'sr-only' : ''}>{f.label}</span>
          <input
            type="number"
            inputMode="numeric"
            min={f.min}
            max={f.max}
            step={f.step}
            value={values[f.key] ?? ''}
            disabled={f.off !== null}
            title={f.off ?? `${f.min} to ${f.max}`}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
            className="tabular h-10 w-full rounded-md border border-zinc-300 bg-white px-2 text-base text-zinc-900 normal-case focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-500/40 disabled:opacity-50 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
          />
        </label>
      ))}
      <CommandButton
        label={checked.label}
        tone="primary"
        verdict={verdict}
        submit
        className="min-w-24 whitespace-nowrap"
        pending={commands.pending === checked.label}
        onRun={() => undefined}
        onExplain={(reason) => commands.explain(checked.label, reason)}
      />
    </form>
  );
}
