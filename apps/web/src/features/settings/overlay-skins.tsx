import { type OverlaysSkin, overlaySkinSchema } from '@railbird/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { InputField } from '../../ui/fields.js';
import { type FieldErrors, issuesToFields, serverFieldErrors } from './field-errors.js';

function ColourField({
  label,
  value,
  onValue,
  error,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="flex items-end gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
        onChange={(e) => onValue(e.target.value)}
        className="h-9 w-10 cursor-pointer rounded-md border border-zinc-300 bg-white p-0.5 dark:border-zinc-700 dark:bg-zinc-900"
      />
      <InputField
        label={label}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        error={error}
        className="w-28"
      />
    </div>
  );
}

/**
 * The table's overlays skin (spec §3 overlaysSkin: name, key, primary and secondary colour): pick one
 * of the location's saved skins, or change this one and save it for the location (`overlay.saveSkin`).
 */
export function OverlaySkinPicker({
  skin,
  onChange,
  errors,
}: {
  skin: OverlaysSkin;
  onChange: (skin: OverlaysSkin) => void;
  errors: FieldErrors;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const skins = useQuery(trpc.overlay.skins.queryOptions({}));
  const [saveErrors, setSaveErrors] = useState<FieldErrors>({});
  const saveSkin = useMutation(
    trpc.overlay.saveSkin.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(`Skin ${saved.name} saved for the location.`);
        await queryClient.invalidateQueries({ queryKey: trpc.overlay.skins.queryKey() });
      },
      onError: (error) => setSaveErrors(serverFieldErrors(error)),
    }),
  );
  const error = (field: string) => saveErrors[field] ?? errors[`overlaysSkin.${field}`];
  const set = (patch: Partial<OverlaysSkin>) => {
    setSaveErrors({});
    onChange({ ...skin, ...patch });
  };
  return (
    <div className="flex flex-col gap-4 p-4">
      {skins.data && skins.data.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Saved skins</legend>
          {skins.data.map((s) => (
            <button
              key={s.key}
              type="button"
              aria-pressed={s.key === skin.key}
              onClick={() => onChange({ ...s })}
              className={`inline-flex h-8 items-center gap-2 rounded-md border px-2.5 text-sm focus-visible:outline-2 focus-visible:outline-accent-500 ${
                s.key === skin.key ? 'border-accent-600 font-medium' : 'border-zinc-300 dark:border-zinc-700'
              }`}
            >
              <span className="flex">
                <span className="size-3.5 rounded-l-sm" style={{ background: s.primaryColor }} />
                <span className="size-3.5 rounded-r-sm" style={{ background: s.secondaryColor }} />
              </span>
              {s.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <InputField
          label="Skin name"
          value={skin.name}
          onChange={(e) => set({ name: e.target.value })}
          error={error('name')}
          className="w-48"
        />
        <InputField
          label="Skin key"
          value={skin.key}
          onChange={(e) => set({ key: e.target.value })}
          error={error('key')}
          hint="a-z, 0-9, -"
          className="w-40"
        />
        <ColourField
          label="Primary"
          value={skin.primaryColor}
          onValue={(primaryColor) => set({ primaryColor })}
          error={error('primaryColor')}
        />
        <ColourField
          label="Secondary"
          value={skin.secondaryColor}
          onValue={(secondaryColor) => set({ secondaryColor })}
          error={error('secondaryColor')}
        />
        <div
          aria-hidden
          className="flex h-9 items-center gap-2 self-end rounded-md px-3 text-sm font-semibold"
          style={{ background: skin.primaryColor, color: skin.secondaryColor }}
        >
          Preview 1,250
        </div>
        <Button
          variant="secondary"
          className="self-end"
          pending={saveSkin.isPending}
          onClick={() => {
            const parsed = overlaySkinSchema.safeParse(skin);
            if (!parsed.success) return setSaveErrors(issuesToFields(parsed.error.issues));
            saveSkin.mutate(parsed.data);
          }}
        >
          Save for the location
        </Button>
      </div>
    </div>
  );
}
