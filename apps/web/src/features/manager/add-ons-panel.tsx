import type { TableState } from '@railbird/protocol';
import { useEffect, useRef } from 'react';
import { ADD_ON_KEYS, ADD_ON_TITLES, addOnControlForKey, addOnGroups } from './add-ons.js';
import { NOT_LIVE } from './availability.js';
import { CommandButton } from './command-button.js';
import { keyPressOf } from './shortcuts.js';
import type { Commands } from './use-commands.js';

/**
 * The table's add-on games in the control panel (issue 19): each game's state in a line or two, the
 * confirmation it waits for in amber, and its commands as `addOnAction`, each enabled only when
 * add-ons.ts says the game would take it; a refusal comes back with the engine's reason (the panel's
 * refusal line and a toast). Nothing shows while no add-on is on.
 */
export function AddOnsPanel({
  state,
  live,
  commands,
}: {
  state: TableState;
  live: boolean;
  commands: Commands;
}) {
  const groups = addOnGroups(state);
  // Y / N answer the confirmation the table waits for, like the poker hand's Enter / Esc.
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
  return (
    <section
      aria-label="Add-ons"
      data-testid="manager-add-ons"
      className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 className="text-sm font-semibold">Add-ons</h2>
      {groups.map((group) => (
        <div key={group.addOn} className="flex flex-col gap-2" data-testid={`manager-add-on-${group.addOn}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              {ADD_ON_TITLES[group.addOn]}
            </h3>
            <p className="tabular text-xs text-zinc-600 dark:text-zinc-400">{group.facts.join(' · ')}</p>
          </div>
          {group.waiting ? (
            <p className="rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {group.waiting}
            </p>
          ) : null}
          {group.controls.length > 0 ? (
            <div className="grid grid-cols-2 gap-2">
              {group.controls.map((c) => (
                <CommandButton
                  key={c.id}
                  label={c.label}
                  tone={c.tone}
                  shortcut={
                    group.waiting && c.id === `${group.addOn}.confirm`
                      ? ADD_ON_KEYS.confirm
                      : group.waiting && c.id === `${group.addOn}.reject`
                        ? ADD_ON_KEYS.reject
                        : undefined
                  }
                  verdict={live ? c.verdict : NOT_LIVE}
                  pending={commands.pending === c.label}
                  onRun={() => void commands.send(c.label, 'addOnAction', c.command)}
                  onExplain={(reason) => commands.explain(c.label, reason)}
                />
              ))}
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}
