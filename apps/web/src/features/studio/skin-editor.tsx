import { type AdminType, type OverlaysSkin, overlaySkinSchema } from '@railbird/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC, useTRPCClient } from '../../lib/trpc.js';
import { InputField } from '../../ui/fields.js';
import { skinColours, skinStyle } from '../../ui/poker-table/skin.js';
import { Badge, Reason, StudioButton, StudioPanel } from './parts.js';
import { skinWarnings } from './skin-check.js';

const NEW_SKIN: OverlaysSkin = { name: '', key: '', primaryColor: '#0f766e', secondaryColor: '#f8fafc' };
const MANAGERS: readonly AdminType[] = ['ADMIN', 'MANAGER'];

type Field = keyof OverlaysSkin;

/**
 * The location's overlay skins (spec overlaysSkin: name, key, primary and secondary colour): pick
 * one, change it with a live preview drawn the way the overlays draw (text colour computed from
 * contrast), see what is illegible and why, save it for the location, apply it to this table.
 */
export function SkinEditor({
  tableKey,
  tableName,
  current,
  adminType,
}: {
  tableKey: string;
  tableName: string;
  /** The skin the table's overlays use now (from its state). */
  current: OverlaysSkin | null;
  adminType: AdminType;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const skins = useQuery(trpc.overlay.skins.queryOptions({}));
  const [draft, setDraft] = useState<OverlaysSkin | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const skin = draft ?? current ?? NEW_SKIN;
  useEffect(() => {
    if (draft === null && current) setDraft(current);
  }, [draft, current]);

  const set = (patch: Partial<OverlaysSkin>) => {
    setErrors({});
    setDraft({ ...skin, ...patch });
  };
  const check = () => {
    const parsed = overlaySkinSchema.safeParse(skin);
    if (parsed.success) return parsed.data;
    const next: typeof errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      next[field] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  const save = useMutation(
    trpc.overlay.saveSkin.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(`Skin ${saved.name} saved for the location.`);
        await queryClient.invalidateQueries({ queryKey: trpc.overlay.skins.queryKey() });
      },
      onError: (error) => toast.error(`The skin was not saved: ${error.message}`),
    }),
  );
  const canApply = MANAGERS.includes(adminType);
  const client = useTRPCClient();
  const apply = useMutation({
    // The skin lives in the table's game settings: the whole game is sent back with the new skin.
    mutationFn: async (next: OverlaysSkin) => {
      const detail = await client.table.get.query({ tableKey });
      return client.table.updateSettings.mutate({
        tableKey,
        settings: { defaultGameSettings: { ...detail.settings.defaultGameSettings, overlaysSkin: next } },
      });
    },
    onSuccess: async (_, next) => {
      toast.success(`${tableName}: the overlays now use ${next.name}.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.table.get.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.current.queryKey() }),
      ]);
    },
    onError: (error) => toast.error(`${tableName}: the skin was not applied. ${error.message}`),
  });

  const warnings = skinWarnings(skin.primaryColor, skin.secondaryColor);
  const warningOf = (field: Field) => warnings.find((w) => w.field === field)?.message;
  const onTable =
    current &&
    current.key === skin.key &&
    current.primaryColor.toLowerCase() === skin.primaryColor.toLowerCase() &&
    current.secondaryColor.toLowerCase() === skin.secondaryColor.toLowerCase() &&
    current.name === skin.name;

  return (
    <StudioPanel
      title="Skin"
      testId="skin-editor"
      aside={
        current ? (
          <span className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
            {tableName} uses <Swatch skin={current} /> <span className="font-medium">{current.name}</span>
          </span>
        ) : null
      }
    >
      <div className="flex flex-col gap-4 p-4">
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Skins of the location</legend>
          {(skins.data ?? []).map((s) => (
            <button
              key={s.key}
              type="button"
              aria-pressed={s.key === skin.key}
              onClick={() => {
                setErrors({});
                setDraft({ ...s });
              }}
              className={`inline-flex h-8 items-center gap-2 rounded-md border px-2.5 text-sm focus-visible:outline-2 focus-visible:outline-accent-500 ${
                s.key === skin.key
                  ? 'border-accent-600 bg-accent-50 font-medium dark:bg-zinc-800'
                  : 'border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800'
              }`}
            >
              <Swatch skin={s} />
              {s.name}
            </button>
          ))}
          <button
            type="button"
            onClick={() => {
              setErrors({});
              setDraft({ ...NEW_SKIN });
            }}
            className="inline-flex h-8 items-center rounded-md border border-dashed border-zinc-300 px-2.5 text-sm text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            New skin
          </button>
          {skins.isError ? <Reason>Saved skins could not be loaded: {skins.error.message}</Reason> : null}
        </fieldset>

        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-2 gap-2">
              <InputField
                label="Name"
                value={skin.name}
                onChange={(e) => set({ name: e.target.value })}
                error={errors.name}
                placeholder="Friday Night"
              />
              <InputField
                label="Key"
                value={skin.key}
                onChange={(e) => set({ key: e.target.value })}
                error={errors.key}
                hint="a-z, 0-9 and -"
                placeholder="friday-night"
              />
            </div>
            <ColourField
              label="Primary · panels"
              value={skin.primaryColor}
              onValue={(primaryColor) => set({ primaryColor })}
              error={errors.primaryColor}
              warning={warningOf('primaryColor')}
            />
            <ColourField
              label="Secondary · bars and highlights"
              value={skin.secondaryColor}
              onValue={(secondaryColor) => set({ secondaryColor })}
              error={errors.secondaryColor}
              warning={warningOf('secondaryColor')}
            />
          </div>
          <SkinPreview skin={skin} />
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <StudioButton
            variant="secondary"
            pending={save.isPending}
            onClick={() => {
              const parsed = check();
              if (parsed) save.mutate(parsed);
            }}
          >
            Save for the location
          </StudioButton>
          <StudioButton
            disabled={!canApply || Boolean(onTable)}
            pending={apply.isPending}
            aria-describedby={canApply ? undefined : 'skin-apply-reason'}
            onClick={() => {
              const parsed = check();
              if (parsed) apply.mutate(parsed);
            }}
          >
            Apply to {tableName}
          </StudioButton>
          {onTable ? <Badge tone="live">On {tableName}</Badge> : null}
        </div>
        {canApply ? null : (
          <Reason id="skin-apply-reason">
            Applying a skin changes {tableName}’s settings, which takes a manager or an admin of the location;
            you are {adminType.toLowerCase()}. Save the skin and ask one to apply it.
          </Reason>
        )}
      </div>
    </StudioPanel>
  );
}

function Swatch({ skin }: { skin: Pick<OverlaysSkin, 'primaryColor' | 'secondaryColor'> }) {
  return (
    <span
      className="flex shrink-0 overflow-hidden rounded-sm ring-1 ring-zinc-900/10 dark:ring-white/15"
      aria-hidden
    >
      <span className="size-3.5" style={{ background: skin.primaryColor }} />
      <span className="size-3.5" style={{ background: skin.secondaryColor }} />
    </span>
  );
}

function ColourField({
  label,
  value,
  onValue,
  error,
  warning,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  warning: string | undefined;
}) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(e) => onValue(e.target.value)}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-zinc-300 bg-white p-0.5 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <InputField
          label={label}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          error={error}
          className="flex-1 font-mono"
          spellCheck={false}
        />
      </div>
      {warning && !error ? (
        <p
          role="status"
          className="text-xs font-medium text-amber-800 dark:text-amber-300"
          data-testid="skin-warning"
        >
          {warning}
        </p>
      ) : null}
    </div>
  );
}

/** A nameplate, a stat bar and a chip drawn as the overlays draw them, over a checkerboard. */
function SkinPreview({ skin }: { skin: OverlaysSkin }) {
  const colours = skinColours(skin);
  return (
    <div
      aria-label={`Preview of ${skin.name || 'the skin'}`}
      role="img"
      className="flex flex-col justify-center gap-2 rounded-md p-4 ring-1 ring-zinc-300 dark:ring-zinc-700"
      style={{
        ...skinStyle(colours),
        background: 'repeating-conic-gradient(#52525b 0% 25%, #3f3f46 0% 50%) 0 0 / 20px 20px',
      }}
    >
      <div
        className="flex items-center gap-3 rounded-lg px-3 py-2 shadow-md"
        style={{ background: 'var(--skin-primary)', color: 'var(--skin-on-primary)' }}
      >
        <span
          className="flex size-9 items-center justify-center rounded-full text-sm font-bold"
          style={{ background: 'var(--skin-accent)', color: 'var(--skin-on-accent)' }}
        >
          AK
        </span>
        <span className="flex flex-col leading-tight">
          <span className="text-base font-bold">Alex Kim</span>
          <span className="text-sm font-medium tabular" style={{ color: 'var(--skin-on-primary)' }}>
            Seat 3 · 12,450
          </span>
        </span>
        <span
          className="ml-auto rounded px-1.5 py-0.5 text-xs font-bold"
          style={{ background: 'var(--skin-accent)', color: 'var(--skin-on-accent)' }}
        >
          67%
        </span>
      </div>
      <div className="rounded-lg px-3 py-2 shadow-md" style={{ background: 'var(--skin-primary)' }}>
        <div
          className="flex justify-between text-xs font-semibold"
          style={{ color: 'var(--skin-on-primary)' }}
        >
          <span>VPIP</span>
          <span className="tabular">31% · 212 hands</span>
        </div>
        <div className="mt-1.5 h-2 rounded-full" style={{ background: 'rgb(127 127 127 / 0.35)' }}>
          <div className="h-2 w-[31%] rounded-full" style={{ background: 'var(--skin-accent)' }} />
        </div>
      </div>
    </div>
  );
}
