import { type GameSettings, tableSettingsUpdateSchema } from '@railbird/protocol';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { FormError } from '../../ui/fields.js';
import { ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { AddOnGames } from './add-ons.js';
import { BlindStructureEditor } from './blind-structure-editor.js';
import { errorSummary, type FieldErrors, issuesToFields, serverFieldErrors } from './field-errors.js';
import { GameOptions } from './game-options.js';
import { MixedGames } from './mixed-games.js';
import { OverlaySkinPicker } from './overlay-skins.js';
import { type SettingsTable, TableIdentityForm, useTablesChanged } from './tables-panel.js';

const PREFIX = 'settings.defaultGameSettings';

/** Checks the draft with the schema `table.updateSettings` checks, relative to the game's fields. */
function check(tableKey: string, game: GameSettings) {
  const parsed = tableSettingsUpdateSchema.safeParse({ tableKey, settings: { defaultGameSettings: game } });
  return parsed.success
    ? { ok: true as const, input: parsed.data }
    : { ok: false as const, errors: issuesToFields(parsed.error.issues, PREFIX) };
}

/**
 * One table's settings: its name and address, then its game (options, blind structure, mixed games,
 * skin) as one draft saved with `table.updateSettings`. A draft with a bad value saves nothing and
 * shows each problem at its field.
 */
export function TableEditor({ table }: { table: SettingsTable }) {
  const trpc = useTRPC();
  const changed = useTablesChanged();
  const detail = useQuery(trpc.table.get.queryOptions({ tableKey: table.key }));
  const [draft, setDraft] = useState<GameSettings | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const saved = detail.data?.settings.defaultGameSettings;
  const root = useRef<HTMLDivElement>(null);
  /** Brings the first field with an error into view and focus (it may be above the save bar's fold). */
  const showFirstError = () =>
    requestAnimationFrame(() => {
      const field = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    });
  const loaded = Boolean(draft);
  // Opening a table (Edit, or a table just added) shows its editor.
  useEffect(() => {
    if (loaded) root.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  useEffect(() => {
    if (saved && !draft) setDraft(saved);
  }, [saved, draft]);

  const save = useMutation(
    trpc.table.updateSettings.mutationOptions({
      onSuccess: async (result) => {
        setDraft(result.settings.defaultGameSettings);
        setAttempted(false);
        toast.success(`${result.name}: game settings saved.`);
        await changed();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, PREFIX));
        showFirstError();
        toast.error(`${table.name}: nothing was saved. ${error.message}`);
      },
    }),
  );

  if (detail.isError)
    return (
      <ErrorState
        title={`${table.name} could not be loaded`}
        error={detail.error}
        onRetry={() => detail.refetch()}
      />
    );
  if (!draft || !saved) return <LoadingState label={`Loading ${table.name}…`} />;

  const update = (patch: Partial<GameSettings>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (attempted) {
      const result = check(table.key, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const submit = () => {
    setAttempted(true);
    const result = check(table.key, draft);
    if (!result.ok) {
      setErrors(result.errors);
      showFirstError();
      return;
    }
    setErrors({});
    save.mutate(result.input);
  };
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const summary = errorSummary(errors);

  return (
    <div ref={root} className="flex scroll-mt-4 flex-col gap-4" data-testid={`table-editor-${table.key}`}>
      <Panel title={`${table.name}: table`}>
        <TableIdentityForm key={`${table.key}:${table.name}:${table.ip}`} table={table} />
      </Panel>
      <Panel title={`${table.name}: game`}>
        <GameOptions game={draft} onChange={update} errors={errors} />
      </Panel>
      <Panel title={`${table.name}: blind structure`}>
        <BlindStructureEditor
          tableKey={table.key}
          levels={draft.blindLevels}
          onChange={(blindLevels) => update({ blindLevels })}
          errors={errors}
        />
      </Panel>
      <Panel title={`${table.name}: mixed games`}>
        <MixedGames game={draft} onChange={update} errors={errors} />
      </Panel>
      <Panel title={`${table.name}: overlays skin`}>
        <OverlaySkinPicker
          skin={draft.overlaysSkin}
          onChange={(overlaysSkin) => update({ overlaysSkin })}
          errors={errors}
        />
      </Panel>
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 bg-white/95 py-3 pr-40 pl-4 shadow-sm backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
        <Button pending={save.isPending} disabled={!dirty} onClick={submit}>
          Save game settings
        </Button>
        <Button
          variant="secondary"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setDraft(saved);
            setErrors({});
            setAttempted(false);
          }}
        >
          Discard
        </Button>
        {summary ? <FormError>{summary}</FormError> : null}
        {errors.form ? <FormError>{errors.form}</FormError> : null}
        {!summary && dirty ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Unsaved changes to {table.name}.</p>
        ) : null}
        {!dirty ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{table.name}'s game is as saved.</p>
        ) : null}
      </div>
      {/* Live engine state, sent to the table on its own (not part of the saved game above). */}
      <AddOnGames tableKey={table.key} tableName={table.name} />
    </div>
  );
}
