import { adminProfileUpdateSchema, formatPhone } from '@railbird/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { Spinner } from '../../ui/spinner.js';
import { TextField } from '../../ui/text-field.js';
import { PICTURE_ACCEPT, PICTURE_FILE_MAX_BYTES, pictureFromFile } from './picture.js';

export interface ProfileValues {
  displayName: string;
  handle: string | null;
  phone: string | null;
  profile: string | null;
}

const initialsOf = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
};

/**
 * The admin's picture: shown as it will appear, replaced by uploading or dropping an image (resized
 * in the browser to a small square, see picture.ts), removed, or put back to what is saved.
 */
function PictureField({
  name,
  value,
  saved,
  error,
  onChange,
  onError,
}: {
  name: string;
  value: string | null;
  saved: string | null;
  error: string | undefined;
  onChange: (value: string | null) => void;
  onError: (message: string | undefined) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    onError(undefined);
    try {
      const { dataUrl } = await pictureFromFile(file);
      onChange(dataUrl);
    } catch (e) {
      onError((e as Error).message);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <fieldset
      className="flex flex-col gap-1.5"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend className="mb-1.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">Picture</legend>
      <div
        data-testid="picture-drop"
        className={`flex items-center gap-4 rounded-lg border border-dashed p-3 transition-colors ${
          dragging
            ? 'border-accent-600 bg-accent-50 dark:border-accent-500 dark:bg-accent-950/40'
            : 'border-zinc-300 dark:border-zinc-700'
        }`}
      >
        <span className="relative shrink-0">
          {value ? (
            <img
              src={value}
              alt={name}
              className="size-20 rounded-full object-cover ring-1 ring-zinc-200 dark:ring-zinc-700"
            />
          ) : (
            <span
              role="img"
              aria-label="No picture: your initials are shown"
              className="inline-flex size-20 items-center justify-center rounded-full bg-zinc-200 text-2xl font-semibold text-zinc-700 dark:bg-zinc-700 dark:text-zinc-200"
            >
              {initialsOf(name)}
            </span>
          )}
          {busy ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 dark:bg-zinc-900/70">
              <Spinner className="size-5" />
            </span>
          ) : null}
        </span>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="h-8"
              onClick={() => inputRef.current?.click()}
              disabled={busy}
            >
              Upload picture
            </Button>
            {value ? (
              <Button variant="ghost" className="h-8" onClick={() => onChange(null)} disabled={busy}>
                Remove
              </Button>
            ) : null}
            {value !== saved ? (
              <Button
                variant="ghost"
                className="h-8"
                aria-label="Undo the picture change"
                onClick={() => {
                  onError(undefined);
                  onChange(saved);
                }}
                disabled={busy}
              >
                Undo
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
            Drop an image here or upload one: PNG, JPEG, WebP or GIF up to{' '}
            {PICTURE_FILE_MAX_BYTES / 1024 / 1024} MB. It is cropped to a square and made small.
          </p>
          <input
            ref={inputRef}
            type="file"
            accept={PICTURE_ACCEPT}
            aria-label="Upload picture"
            aria-describedby={hintId}
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => void take(e.target.files?.[0])}
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Admin Settings (/admin-profile): the admin's own name, handle, phone and picture, checked with the
 * schema the server checks them with (a phone needs at least 10 digits, spec §5; a picture is a small
 * image). The phone is shown the way the console shows every phone, and stored normalised.
 */
export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial.profile ?? null);
  const [values, setValues] = useState({
    displayName: initial.displayName,
    handle: initial.handle ?? '',
    phone: initial.phone ? formatPhone(initial.phone) : '',
  });
  const [picture, setPicture] = useState<string | null>(initial.profile ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(
    trpc.admin.updateProfile.mutationOptions({
      onSuccess: async (row) => {
        toast.success('Your profile is saved.');
        setSaved(row.profile ?? null);
        setValues((v) => ({ ...v, phone: row.phone ? formatPhone(row.phone) : '' }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.isValid.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.current.queryKey() }),
        ]);
      },
      onError: (error) => toast.error(`Your profile was not saved: ${error.message}`),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      displayName: values.displayName,
      handle: values.handle.trim() || null,
      phone: values.phone.trim() || null,
      profile: picture,
    };
    const parsed = adminProfileUpdateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    hint: errors[name],
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <PictureField
        name={values.displayName}
        value={picture}
        saved={saved}
        error={errors.profile}
        onChange={setPicture}
        onError={(message) =>
          setErrors(({ profile: _, ...rest }) => (message ? { ...rest, profile: message } : rest))
        }
      />
      <TextField label="Name" name="name" autoComplete="name" {...field('displayName')} />
      <TextField label="Handle" name="handle" placeholder="@yourhandle" {...field('handle')} />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder="+1 (555) 010-0200"
        {...field('phone')}
      />
      <div className="flex justify-end">
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
